/*
 * Rule options by name: the one table shared by --rules, the ZGN [Rules]
 * tag and the JSON report.
 */
#include "rules.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "banned.h"

void zz_rules_init(struct zz_rules *r)
{
	static const unsigned char marbles[ZZ_COLOUR_NB] = { 6, 8, 10 };
	static const unsigned char win[ZZ_COLOUR_NB] = { 4, 5, 6 };

	memset(r, 0, sizeof(*r));
	r->variant = ZZ_VARIANT_STANDARD;
	memcpy(r->marbles, marbles, sizeof(marbles));
	r->win_each = 3;
	memcpy(r->win, win, sizeof(win));
	r->free_ring = ZZ_FREE_ADJACENT;
	r->supply = ZZ_SUPPLY_POOL_FIRST;
	r->isolation = ZZ_ISOLATION_AUTO;
	r->no_move = ZZ_NO_MOVE_LOSE;
	r->repetition = 3;
	r->both_lose = false;
	r->missed_capture = ZZ_MISSED_ERROR;
}

static void set_blitz(struct zz_rules *r)
{
	static const unsigned char marbles[ZZ_COLOUR_NB] = { 5, 7, 9 };
	static const unsigned char win[ZZ_COLOUR_NB] = { 3, 4, 5 };

	r->variant = ZZ_VARIANT_BLITZ;
	memcpy(r->marbles, marbles, sizeof(marbles));
	r->win_each = 2;
	memcpy(r->win, win, sizeof(win));
}

const char *zz_variant_name(enum zz_variant_kind v)
{
	switch (v) {
	case ZZ_VARIANT_STANDARD:
		return N_("standard");
	case ZZ_VARIANT_BLITZ:
		return N_("blitz");
	case ZZ_VARIANT_CUSTOM:
		break;
	}
	return N_("custom");
}

/* An enumerated option: its name, its values in enum order, where it lives. */
static const struct option {
	const char *name;
	const char *values[3];
	size_t offset;
} options[] = {
	{ "free-ring", { "adjacent", "any-two" }, offsetof(struct zz_rules, free_ring) },
	{ "supply", { "pool-first", "per-colour" }, offsetof(struct zz_rules, supply) },
	{ "isolation", { "auto", "optional" }, offsetof(struct zz_rules, isolation) },
	{ "no-move", { "lose", "draw" }, offsetof(struct zz_rules, no_move) },
	{ "missed-capture", { "error", "stand" }, offsetof(struct zz_rules, missed_capture) },
};
#define OPTIONS_NB (sizeof(options) / sizeof(options[0]))

const char *const zz_rules_names[] = {
	"variant", "marbles", "win", "free-ring", "supply", "isolation",
	"no-move", "repetition", "both-lose", "missed-capture", NULL
};

/* The names above, each with its values (struct zz_kind's rule_options). */
const char *const zz_rules_options[] = {
	"variant",    "standard|blitz", "marbles",	    "W/G/B",	      "win",
	"EACH/W/G/B", "free-ring",	"adjacent|any-two", "supply",	      "pool-first|per-colour",
	"isolation",  "auto|optional",	"no-move",	    "lose|draw",      "repetition",
	"3|off",      "both-lose",	"on|off",	    "missed-capture", "error|stand",
	NULL
};

const char *zz_rules_values(const char *name)
{
	size_t i;

	for (i = 0; zz_rules_options[i]; i += 2)
		if (!strcmp(zz_rules_options[i], name))
			return zz_rules_options[i + 1];
	return NULL;
}

/* Parse "a/b/c" (n numbers, each 0 .. 99) into out.  0 or -1. */
static int parse_counts(const char *s, unsigned char *out, unsigned n)
{
	unsigned i;

	for (i = 0; i < n; i++) {
		unsigned long v;
		char *end;

		if (*s < '0' || *s > '9')
			return -1;
		v = strtoul(s, &end, 10);
		if (v > 99 || end - s > 2)
			return -1;
		out[i] = (unsigned char)v;
		s = end;
		if (i + 1 < n) {
			if (*s != '/')
				return -1;
			s++;
		}
	}
	return *s ? -1 : 0;
}

static int rules_set(struct zz_rules *r, const char *name, const char *value, const struct zz_said *say)
{
	size_t i;
	unsigned v;

	if (!strcmp(name, "variant")) {
		if (!strcmp(value, "standard")) {
			struct zz_rules d;

			zz_rules_init(&d);
			r->variant = d.variant;
			memcpy(r->marbles, d.marbles, sizeof(d.marbles));
			r->win_each = d.win_each;
			memcpy(r->win, d.win, sizeof(d.win));
			return 0;
		}
		if (!strcmp(value, "blitz")) {
			set_blitz(r);
			return 0;
		}
		goto bad_value;
	}
	if (!strcmp(name, "marbles")) {
		unsigned char m[ZZ_COLOUR_NB];

		if (parse_counts(value, m, ZZ_COLOUR_NB) ||
		    m[0] + m[1] + m[2] == 0 ||
		    m[0] + m[1] + m[2] > ZZ_MARBLES_MAX)
			goto bad_value;
		memcpy(r->marbles, m, sizeof(m));
		r->variant = ZZ_VARIANT_CUSTOM;
		return 0;
	}
	if (!strcmp(name, "win")) {
		unsigned char w[ZZ_COLOUR_NB + 1];

		if (parse_counts(value, w, ZZ_COLOUR_NB + 1))
			goto bad_value;
		r->win_each = w[0];
		memcpy(r->win, w + 1, ZZ_COLOUR_NB);
		r->variant = ZZ_VARIANT_CUSTOM;
		return 0;
	}
	if (!strcmp(name, "repetition")) {
		if (!strcmp(value, "off"))
			r->repetition = 0;
		else if (!strcmp(value, "3"))
			r->repetition = 3;
		else
			goto bad_value;
		return 0;
	}
	if (!strcmp(name, "both-lose")) {
		if (!strcmp(value, "on"))
			r->both_lose = true;
		else if (!strcmp(value, "off"))
			r->both_lose = false;
		else
			goto bad_value;
		return 0;
	}
	for (i = 0; i < OPTIONS_NB; i++) {
		if (strcmp(options[i].name, name))
			continue;
		for (v = 0; v < 3 && options[i].values[v]; v++) {
			if (!strcmp(options[i].values[v], value)) {
				/* every enumerated option is stored as an enum */
				unsigned *slot = (unsigned *)(void *)((char *)r + options[i].offset);
				*slot = v;
				return 0;
			}
		}
		goto bad_value;
	}
	return zz_said_bad(say, "unknown rule option '%s'", name);
bad_value:
	return zz_said_bad(say, "invalid value '%s' for '%s' (expected %s)", value, name,
			   zz_rules_values(name));
}

static int rules_parse(struct zz_rules *r, const char *spec, const struct zz_said *say)
{
	const char *p = spec;

	while (*p) {
		const char *comma = strchr(p, ',');
		size_t n = comma ? (size_t)(comma - p) : strlen(p);
		char item[128];
		char *eq;

		if (n == 0 || n >= sizeof(item))
			return zz_said_bad(say, "malformed rule option list '%s'", spec);
		memcpy(item, p, n);
		item[n] = '\0';
		eq = strchr(item, '=');
		if (!eq || eq == item)
			return zz_said_bad(say, "rule option '%s' is not NAME=VALUE", item);
		*eq = '\0';
		if (rules_set(r, item, eq + 1, say))
			return -1;
		p += n;
		if (*p == ',')
			p++;
	}
	return 0;
}

int zz_rules_set(struct zz_rules *r, const char *name, const char *value, struct zz_buf *err)
{
	const struct zz_said w = ZZ_SAID_ERR(err);

	return rules_set(r, name, value, &w);
}

int zz_rules_parse(struct zz_rules *r, const char *spec, struct zz_buf *err)
{
	const struct zz_said w = ZZ_SAID_ERR(err);

	return rules_parse(r, spec, &w);
}

int zz_rules_set_as(struct zz_rules *r, const char *name, const char *value, const struct zz_said *w)
{
	return rules_set(r, name, value, w);
}

int zz_rules_parse_as(struct zz_rules *r, const char *spec, const struct zz_said *w)
{
	return rules_parse(r, spec, w);
}

/* Field by field: the padding of a struct zz_rules may hold anything. */
bool zz_rules_same(const struct zz_rules *a, const struct zz_rules *b)
{
	return a->variant == b->variant && !memcmp(a->marbles, b->marbles, sizeof(a->marbles)) &&
	       a->win_each == b->win_each && !memcmp(a->win, b->win, sizeof(a->win)) &&
	       a->free_ring == b->free_ring && a->supply == b->supply &&
	       a->isolation == b->isolation && a->no_move == b->no_move &&
	       a->repetition == b->repetition && a->both_lose == b->both_lose &&
	       a->missed_capture == b->missed_capture;
}

void zz_rules_each(const struct zz_rules *r, zz_rule_fn fn, void *ctx)
{
	struct zz_rules d;
	size_t i;

	zz_rules_init(&d);
	for (i = 0; i < OPTIONS_NB; i++) {
		unsigned v = *(const unsigned *)(const void *)((const char *)r + options[i].offset);
		unsigned dv = *(const unsigned *)(const void *)((const char *)&d + options[i].offset);

		fn(ctx, options[i].name, options[i].values[v], v == dv);
	}
	fn(ctx, "repetition", r->repetition ? "3" : "off", r->repetition == d.repetition);
	fn(ctx, "both-lose", r->both_lose ? "on" : "off", r->both_lose == d.both_lose);
}

struct format {
	struct zz_buf *out;
	bool all;
	bool more;		/* an option is written: the next needs a ',' */
};

static void format_one(void *ctx, const char *name, const char *value, bool is_default)
{
	struct format *f = ctx;

	if (!f->all && is_default)
		return;
	if (f->more)
		zz_buf_addch(f->out, ',');
	f->more = true;
	zz_buf_addstr(f->out, name);
	zz_buf_addch(f->out, '=');
	zz_buf_addstr(f->out, value);
}

static void format(const struct zz_rules *r, struct zz_buf *out, bool all)
{
	struct format f = { out, all, false };

	zz_rules_each(r, format_one, &f);
}

void zz_rules_format(const struct zz_rules *r, struct zz_buf *out)
{
	format(r, out, false);
}

void zz_rules_format_all(const struct zz_rules *r, struct zz_buf *out)
{
	format(r, out, true);
}
