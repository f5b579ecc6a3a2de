#include "jsonw.h"

#include <stdlib.h>
#include <string.h>

#include "text.h"
#include "xalloc.h"
#include "shown.h"
#include "banned.h"

void zz_jw_init(struct zz_jw *w, struct zz_buf *out, bool ascii)
{
	memset(w, 0, sizeof(*w));
	w->out = out;
	w->ascii = ascii;
}

void zz_jw_init_indent(struct zz_jw *w, struct zz_buf *out, unsigned indent)
{
	zz_jw_init(w, out, false);
	w->indent = indent;
}

void zz_jw_init_tree(struct zz_jw *w)
{
	zz_jw_init(w, NULL, false);
}

json_t *zz_jw_tree(struct zz_jw *w)
{
	json_t *t = w->root;

	w->root = NULL;
	free(w->key);
	w->key = NULL;
	return t;
}

static void newline(struct zz_jw *w, unsigned depth)
{
	zz_buf_addch(w->out, '\n');
	zz_buf_addchars(w->out, ' ', (size_t)w->indent * depth);
}

/* The separator before a member or element at the current depth. */
static inline void separate(struct zz_jw *w)
{
	if (w->more[w->depth])
		zz_buf_addch(w->out, ',');
	w->more[w->depth] = true;
	if (w->indent && w->depth)
		newline(w, w->depth);
}

static void value(struct zz_jw *w)
{
	if (w->after_key) {
		w->after_key = false;
		return;
	}
	separate(w);
}

/* Tree: v (a new reference) into the open container, under its key. */
static void attach(struct zz_jw *w, json_t *v)
{
	json_t *c = w->depth ? w->open[w->depth] : NULL;

	if (!c) {
		json_decref(w->root);
		w->root = v;
	} else if (json_is_object(c)) {
		json_object_set_new(c, w->key ? w->key : "", v);
	} else {
		json_array_append_new(c, v);
	}
	free(w->key);
	w->key = NULL;
}

static void open(struct zz_jw *w, char c)
{
	if (!w->out) {
		json_t *v = c == '{' ? json_object() : json_array();

		attach(w, v);
		if (w->depth + 1 < ZZ_JW_DEPTH)
			w->open[++w->depth] = v;
		return;
	}
	value(w);
	zz_buf_addch(w->out, c);
	if (w->depth + 1 < ZZ_JW_DEPTH)
		w->depth++;
	w->more[w->depth] = false;
}

void zz_jw_object(struct zz_jw *w)
{
	open(w, '{');
}

void zz_jw_array(struct zz_jw *w)
{
	open(w, '[');
}

static void close(struct zz_jw *w, char c)
{
	if (!w->out) {
		if (w->depth)
			w->depth--;
		return;
	}
	if (w->indent && w->more[w->depth] && w->depth)
		newline(w, w->depth - 1);
	if (w->depth)
		w->depth--;
	zz_buf_addch(w->out, c);
}

void zz_jw_end_object(struct zz_jw *w)
{
	close(w, '}');
}

void zz_jw_end_array(struct zz_jw *w)
{
	close(w, ']');
}

static void hex4(struct zz_buf *out, unsigned long u)
{
	static const char digits[] = "0123456789ABCDEF";
	char s[6] = { '\\', 'u', digits[u >> 12 & 15], digits[u >> 8 & 15],
		      digits[u >> 4 & 15], digits[u & 15] };

	zz_buf_add(out, s, sizeof(s));
}

/*
 * s[0 .. n) quoted and escaped as jansson does; false (with part of it
 * written) at a byte that is not valid UTF-8.
 */
/* The length of the start of s[0 .. n) that needs no escape. */
/* the bytes that need no escape in a JSON string: printable ASCII but '"' and '\\' */
#define PB(c) ((c) >= 0x20 && (c) < 0x80 && (c) != '"' && (c) != '\\')
#define PB4(c) PB(c), PB(c + 1), PB(c + 2), PB(c + 3)
#define PB16(c) PB4(c), PB4(c + 4), PB4(c + 8), PB4(c + 12)
#define PB64(c) PB16(c), PB16(c + 16), PB16(c + 32), PB16(c + 48)
static const unsigned char plain_byte[256] = { PB64(0), PB64(64), PB64(128), PB64(192) };
#undef PB64
#undef PB16
#undef PB4
#undef PB

static size_t plain(const unsigned char *p, size_t n)
{
	size_t i = 0;

	while (i < n && plain_byte[p[i]])
		i++;
	return i;
}

/* "s[0 .. n)" followed by tail[0 .. t), s needing no escape. */
static void quote_plain(struct zz_buf *out, const char *s, size_t n, const char *tail, size_t t)
{
	char *d;
	size_t k;

	if (!out->alloc || out->alloc - out->len <= n + 2 + t)
		zz_buf_grow(out, n + 2 + t);
	d = out->buf + out->len;
	*d++ = '"';
	memcpy(d, s, n);
	d += n;
	*d++ = '"';
	for (k = 0; k < t; k++)
		d[k] = tail[k];
	out->len += n + 2 + t;
	out->buf[out->len] = '\0';
}

static bool quote(struct zz_jw *w, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n;
	struct zz_buf *out = w->out;

	if (plain(p, n) == n) {
		quote_plain(out, s, n, "", 0);
		return true;
	}
	zz_buf_addch(out, '"');
	while (p < end) {
		const unsigned char *run = p;
		size_t len, k;
		unsigned long cp;

		/* a run that needs no escape: printable ASCII */
		while (p < end && *p >= 0x20 && *p < 0x80 && *p != '"' && *p != '\\')
			p++;
		if (p > run)
			zz_buf_add(out, run, (size_t)(p - run));
		if (p == end)
			break;
		switch (*p) {
		case '"':
			zz_buf_add(out, "\\\"", 2);
			p++;
			continue;
		case '\\':
			zz_buf_add(out, "\\\\", 2);
			p++;
			continue;
		case '\b':
			zz_buf_add(out, "\\b", 2);
			p++;
			continue;
		case '\f':
			zz_buf_add(out, "\\f", 2);
			p++;
			continue;
		case '\n':
			zz_buf_add(out, "\\n", 2);
			p++;
			continue;
		case '\r':
			zz_buf_add(out, "\\r", 2);
			p++;
			continue;
		case '\t':
			zz_buf_add(out, "\\t", 2);
			p++;
			continue;
		}
		if (*p < 0x20) {
			hex4(out, *p++);
			continue;
		}
		/* past ASCII: one UTF-8 character, as it is or as \u escapes */
		if (!(len = zz_utf8_len(p, (size_t)(end - p))))
			return false;
		if (!w->ascii) {
			zz_buf_add(out, p, len);
			p += len;
			continue;
		}
		cp = len == 2 ? p[0] & 0x1fu : len == 3 ? p[0] & 0x0fu : p[0] & 0x07u;
		for (k = 1; k < len; k++)
			cp = cp << 6 | (p[k] & 0x3fu);
		p += len;
		if (cp < 0x10000) {
			hex4(out, cp);
		} else {
			cp -= 0x10000;
			hex4(out, 0xd800 | cp >> 10);
			hex4(out, 0xdc00 | (cp & 0x3ff));
		}
	}
	zz_buf_addch(out, '"');
	return true;
}

static bool valid_utf8(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, len;

	while (i < n) {
		if (p[i] < 0x80) {
			i++;
			continue;
		}
		if (!(len = zz_utf8_len(p + i, n - i)))
			return false;
		i += len;
	}
	return true;
}

/*
 * Text, valid UTF-8 or read as Latin-1 where it is not: quoted, or as a
 * tree's string (a key is kept for the next value).
 */
static void text(struct zz_jw *w, const char *s, size_t n, bool key)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	if (w->out) {
		size_t mark = w->out->len;

		if (quote(w, s, n))
			return;
		/* not UTF-8 after all: again, read as Latin-1 */
		zz_buf_setlen(w->out, mark);
		zz_text_decode(s, n, &sb);
		quote(w, sb.buf, sb.len);
	} else {
		if (!valid_utf8(s, n)) {
			zz_text_decode(s, n, &sb);
			s = sb.buf;
			n = sb.len;
		}
		if (key)
			w->key = zz_xstrndup(s, n);
		else
			attach(w, json_stringn(s, n));
	}
	zz_buf_release(&sb);
}

void zz_jw_strn(struct zz_jw *w, const char *s, size_t n)
{
	if (w->out)
		value(w);
	text(w, s, n, false);
}


void zz_jw_str_or_null(struct zz_jw *w, const char *s)
{
	if (s)
		zz_jw_str(w, s);
	else
		zz_jw_null(w);
}

/* v in decimal, as "%lld" writes it. */
void zz_jw_int(struct zz_jw *w, long long v)
{
	if (!w->out) {
		attach(w, json_integer(v));
		return;
	}
	value(w);
	zz_buf_addint(w->out, v);
}

void zz_jw_bool(struct zz_jw *w, bool v)
{
	if (!w->out) {
		attach(w, json_boolean(v));
		return;
	}
	value(w);
	zz_buf_addstr(w->out, v ? "true" : "false");
}

void zz_jw_null(struct zz_jw *w)
{
	if (!w->out) {
		attach(w, json_null());
		return;
	}
	value(w);
	zz_buf_addstr(w->out, "null");
}

void zz_jw_keyn(struct zz_jw *w, const char *k, size_t n)
{
	if (!w->out) {
		free(w->key);
		w->key = NULL;
		text(w, k, n, true);
		return;
	}
	separate(w);
	if (plain((const unsigned char *)k, n) == n) {
		quote_plain(w->out, k, n, ": ", w->indent ? 2 : 1);
	} else {
		text(w, k, n, true);
		zz_buf_addstr(w->out, w->indent ? ": " : ":");
	}
	w->after_key = true;
}

/* Where a run of members can start and be written again alike. */
static bool memo_place(const struct zz_jw *w)
{
	return w->out && !w->after_key && w->depth && w->more[w->depth];
}

bool zz_jw_memo_put(struct zz_jw *w, const struct zz_jw_memo *m)
{
	if (!m->valid || !memo_place(w) || m->depth != w->depth || m->indent != w->indent ||
	    m->ascii != w->ascii)
		return false;
	zz_buf_add(w->out, m->text.buf, m->text.len);
	return true;
}

void zz_jw_memo_begin(struct zz_jw *w, struct zz_jw_memo *m)
{
	m->valid = false;
	m->open = memo_place(w);
	if (!m->open)
		return;
	m->start = w->out->len;
	m->depth = w->depth;
	m->indent = w->indent;
	m->ascii = w->ascii;
}

void zz_jw_memo_end(struct zz_jw *w, struct zz_jw_memo *m)
{
	if (!m->open || w->depth != m->depth || w->after_key || w->out->len < m->start)
		return;
	m->open = false;
	zz_buf_reset(&m->text);
	zz_buf_add(&m->text, w->out->buf + m->start, w->out->len - m->start);
	m->valid = true;
}
