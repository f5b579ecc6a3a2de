#include "table.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "i18n.h"
#include "schema.h"
#include "shown.h"
#include "banned.h"

void zz_json_quote(struct zz_buf *out, const char *s)
{
	json_t *j = zz_schema_text(s);
	char *text = j ? json_dumps(j, JSON_ENCODE_ANY) : NULL;

	zz_buf_addstr(out, text ? text : "\"\"");
	free(text);
	json_decref(j);
}

/*
 * A CSV field, quoted as RFC 4180 says when it must be; and a field that
 * a spreadsheet would take for a formula (it starts with '=', '+', '-',
 * '@', a tab or a CR: a player named "=HYPERLINK(...)") is made text as
 * OWASP advises: quoted, after a single quote (zertz(1) says so).
 */
void zz_csv_field(struct zz_buf *out, const char *s)
{
	bool formula = *s && strchr("=+-@\t\r", *s);

	if (formula || strpbrk(s, ",\"\n\r")) {
		zz_buf_addch(out, '"');
		if (formula)
			zz_buf_addch(out, '\'');
		for (; *s; s++) {
			if (*s == '"')
				zz_buf_addch(out, '"');
			zz_buf_addch(out, *s);
		}
		zz_buf_addch(out, '"');
	} else {
		zz_buf_addstr(out, s);
	}
}

void zz_table_begin(struct zz_table *t, enum zz_table_format f, struct zz_buf *out)
{
	memset(t, 0, sizeof(*t));
	t->format = f;
	t->out = out;
	t->first_group = true;
	if (f == ZZ_TABLE_CSV)
		zz_buf_addstr(out, "group,section,key,field,value\n");
	if (f == ZZ_TABLE_JSON)
		zz_buf_addstr(out, "{");
}

void zz_table_end(struct zz_table *t)
{
	if (t->format == ZZ_TABLE_JSON)
		zz_buf_addstr(t->out, "\n}\n");
}

static void group(struct zz_table *t, const char *name, bool own)
{
	t->group = name;
	if (t->format == ZZ_TABLE_TEXT) {
		/* a group may be a player: a stranger's text, shown safe */
		zz_buf_addstr(t->out, t->first_group ? "== " : "\n== ");
		zz_shown_addstr(t->out, own ? _(name) : name, 0);
		zz_buf_addch(t->out, '\n');
	}
	if (t->format == ZZ_TABLE_JSON) {
		zz_buf_addf(t->out, "%s\n  ", t->first_group ? "" : ",");
		zz_json_quote(t->out, name);
		zz_buf_addstr(t->out, ": {");
	}
	t->first_group = false;
	t->first_section = true;
}

void zz_table_group(struct zz_table *t, const char *name)
{
	group(t, name, false);
}

void zz_table_group_own(struct zz_table *t, const char *name)
{
	group(t, name, true);
}

void zz_table_group_end(struct zz_table *t)
{
	if (t->format == ZZ_TABLE_JSON)
		zz_buf_addstr(t->out, "\n  }");
}

void zz_table_section(struct zz_table *t, const char *name, const char *heading,
		      bool data_keys)
{
	t->data_keys = data_keys;
	if (t->format == ZZ_TABLE_TEXT) {
		zz_buf_addf(t->out, "\n%s\n", _(heading));
	} else if (t->format == ZZ_TABLE_JSON) {
		zz_buf_addf(t->out, "%s\n    ", t->first_section ? "" : ",");
		zz_json_quote(t->out, name);
		zz_buf_addstr(t->out, ": {");
	}
	t->first_section = false;
	t->first_row = true;
}

void zz_table_section_end(struct zz_table *t)
{
	if (t->format == ZZ_TABLE_JSON)
		zz_buf_addstr(t->out, "}");
}

/*
 * A key zertz names, in snake case: ASCII letters and digits kept, any run
 * of other characters one '_' (a mark's sign among them), none at either
 * end ("longest chain (jumps)" is "longest_chain_jumps"); a number that starts it goes last, so that
 * jq reads the key without quotes ("37 rings" is "rings_37").  One word
 * is a name of the rules and stays as the rules spell it ("board-full");
 * data keys stay as they are.
 */
static const char *key_name(struct zz_table *t, const char *key, struct zz_buf *sb)
{
	struct zz_buf moved = ZZ_BUF_INIT;
	const char *p;
	bool gap = false;

	if (t->data_keys || !strpbrk(key, " ()"))
		return key;
	if (key[0] >= '0' && key[0] <= '9') {
		size_t n = strcspn(key, " ");

		zz_buf_addf(&moved, "%s %.*s", key + n, (int)n, key);
		key = moved.buf;
	}
	zz_buf_reset(sb);
	for (p = key; *p; p++) {
		unsigned char c = (unsigned char)*p;

		if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')) {
			if (gap && sb->len)
				zz_buf_addch(sb, '_');
			zz_buf_addch(sb, (char)c);
			gap = false;
		} else if (c != '\'') {
			gap = true;
		}
	}
	zz_buf_release(&moved);
	return sb->buf ? sb->buf : "";
}

/* One CSV record: one value per field, the field empty for a single value. */
static void csv_row(struct zz_table *t, const char *sec, const char *key,
		    const char *field, const char *value)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	zz_csv_field(t->out, t->group);
	zz_buf_addch(t->out, ',');
	zz_csv_field(t->out, sec);
	zz_buf_addch(t->out, ',');
	zz_csv_field(t->out, key_name(t, key, &sb));
	zz_buf_addch(t->out, ',');
	zz_csv_field(t->out, field);
	zz_buf_addch(t->out, ',');
	zz_csv_field(t->out, value);
	zz_buf_addch(t->out, '\n');
	zz_buf_release(&sb);
}

/* The start of a JSON member of a section: the separator and the key. */
static void json_key(struct zz_table *t, const char *key)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	zz_buf_addstr(t->out, t->first_row ? "" : ", ");
	zz_json_quote(t->out, key_name(t, key, &sb));
	zz_buf_addstr(t->out, ": ");
	t->first_row = false;
	zz_buf_release(&sb);
}

/*
 * Whether s is an unsigned JSON number of digits and at most one fraction:
 * "0", "12", "0.500" (not "007", ".5", "5." or "1.2.3").
 */
static bool json_number(const char *s)
{
	const char *p = s;

	if (*p == '0')
		p++;
	else if (*p >= '1' && *p <= '9')
		while (*p >= '0' && *p <= '9')
			p++;
	else
		return false;
	if (*p == '.') {
		if (p[1] < '0' || p[1] > '9')
			return false;
		for (p++; *p >= '0' && *p <= '9'; p++)
			;
	}
	return !*p;
}

void zz_table_row(struct zz_table *t, const char *sec, const char *key, const char *value)
{
	switch (t->format) {
	case ZZ_TABLE_TEXT: {
		/* keys and values may be strangers' text (players, events) */
		size_t at, cols;

		zz_buf_add(t->out, "  ", 2);
		at = t->out->len;
		/* zertz's own words in the reader's language, data as it is */
		zz_shown_addstr(t->out, t->data_keys ? key : _(key), 0);
		/* padded by characters, not bytes: "only turns not losing (□)" */
		cols = zz_utf8_cols(t->out->buf + at, t->out->len - at);
		if (cols < 28)
			zz_buf_addchars(t->out, ' ', 28 - cols);
		zz_buf_addch(t->out, ' ');
		zz_shown_addstr(t->out, value, 0);
		zz_buf_addch(t->out, '\n');
		break;
	}
	case ZZ_TABLE_CSV:
		csv_row(t, sec, key, "", value);
		break;
	case ZZ_TABLE_JSON:
		json_key(t, key);
		/* numbers stay numbers, as JSON writes them; the rest is text */
		if (json_number(value))
			zz_buf_addstr(t->out, value);
		else
			zz_json_quote(t->out, value);
		break;
	}
}

void zz_table_row_number(struct zz_table *t, const char *sec, const char *key,
			 unsigned long v)
{
	char buf[32];

	snprintf(buf, sizeof(buf), "%lu", v);
	zz_table_row(t, sec, key, buf);
}

/*
 * A field as "%*.*f" writes it: a count (no decimals, a whole number a
 * double holds exactly) without printf, whose way with a double is the
 * most of the time stats spends printing a table of thousands of players.
 */
void zz_table_fixed(struct zz_buf *out, unsigned width, unsigned decimals, double v)
{
	size_t at = out->len, n;

	if (decimals || !(v >= 0 && v < 1e15) || signbit(v) || v != (double)(long long)v) {
		zz_buf_addf(out, "%*.*f", (int)width, (int)decimals, v);
		return;
	}
	zz_buf_addint(out, (long long)v);
	n = out->len - at;
	if (n < width) {
		zz_buf_grow(out, width - n);
		memmove(out->buf + at + (width - n), out->buf + at, n);
		memset(out->buf + at, ' ', width - n);
		zz_buf_setlen(out, at + width);
	}
}

void zz_table_row_fields(struct zz_table *t, const char *sec, const char *key,
			 size_t n, const char *const *names, const double *values,
			 const unsigned char *decimals, const unsigned char *widths)
{
	struct zz_buf v = ZZ_BUF_INIT;
	size_t i;

	if (t->format == ZZ_TABLE_JSON) {
		json_key(t, key);
		zz_buf_addch(t->out, '{');
		for (i = 0; i < n; i++) {
			zz_buf_addstr(t->out, i ? ", " : "");
			zz_json_quote(t->out, names[i]);
			zz_buf_addstr(t->out, ": ");
			zz_table_fixed(t->out, 0, decimals[i], values[i]);
		}
		zz_buf_addch(t->out, '}');
		return;
	}
	for (i = 0; i < n; i++) {
		if (t->format == ZZ_TABLE_CSV) {
			zz_buf_reset(&v);
			zz_table_fixed(&v, 0, decimals[i], values[i]);
			csv_row(t, sec, key, names[i], v.buf);
			continue;
		}
		zz_buf_addstr(&v, i ? " " : "");
		zz_table_fixed(&v, widths[i], decimals[i], values[i]);
	}
	if (t->format == ZZ_TABLE_TEXT)
		zz_table_row(t, sec, key, v.buf);
	zz_buf_release(&v);
}

void zz_table_json_list(struct zz_table *t, const char *name, const char *items)
{
	if (t->format != ZZ_TABLE_JSON)
		return;
	struct zz_buf sb = ZZ_BUF_INIT;

	t->data_keys = false;
	zz_buf_addf(t->out, "%s\n    ", t->first_section ? "" : ",");
	zz_json_quote(t->out, key_name(t, name, &sb));
	zz_buf_addf(t->out, ": [%s]", items);
	zz_buf_release(&sb);
	t->first_section = false;
}

void zz_json_invalid_game(struct zz_buf *out, const char *source, size_t index,
			  const struct zz_diag *d)
{
	const struct zz_diagnostic *x = NULL;
	size_t i;

	for (i = 0; i < d->nr && !x; i++)
		if (d->v[i].level == ZZ_LEVEL_ERROR)
			x = &d->v[i];
	zz_buf_addstr(out, "{\"source\":");
	zz_json_quote(out, source);
	if (index)
		zz_buf_addf(out, ",\"game\":%zu", index);
	else
		zz_buf_addstr(out, ",\"game\":null");
	/* the same keys whatever is known: null for what is not */
	if (x && x->loc.line)
		zz_buf_addf(out, ",\"line\":%u,\"col\":%u", x->loc.line, x->loc.col);
	else
		zz_buf_addstr(out, ",\"line\":null,\"col\":null");
	if (x)
		zz_buf_addf(out, ",\"code\":\"%s\"", x->code->id);
	else
		zz_buf_addstr(out, ",\"code\":null");
	zz_buf_addch(out, '}');
}
