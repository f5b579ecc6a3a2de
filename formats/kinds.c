#include "kinds.h"

#include <string.h>

#include "i18n.h"
#include "writer.h"
#include "zgn.h"
#include "banned.h"

/* the games' text entries, in the order of their ids (lib/games.inc) */
static const struct zz_text_kind *const text_kinds[ZZ_GAMES_NB] = {
#define ZZ_GAME(g) &zz_text_##g,
#include "games.inc"
#undef ZZ_GAME
};

const struct zz_text_kind *zz_text_kind(const struct zz_kind *k)
{
	/* each entry's kind is the kind of its id (tests/unit/test_zgn.c
	 * test_kinds_have_text) */
	return text_kinds[k->id];
}

static const struct zz_own_format *own_format(const struct zz_text_kind *t, int format)
{
	const struct zz_own_format *f;

	for (f = t->own_formats; f && f->format != ZZ_OUT_ZGN; f++)
		if ((int)f->format == format)
			return f;
	return NULL;
}

const struct zz_own_format *zz_text_own_format(const struct zz_kind *k, int format,
					       const struct zz_text_kind **owner)
{
	const struct zz_own_format *f = own_format(zz_text_kind(k), format);
	size_t i;

	*owner = NULL;
	for (i = 0; !f && i < sizeof(text_kinds) / sizeof(text_kinds[0]) && !*owner; i++)
		if (own_format(text_kinds[i], format))
			*owner = text_kinds[i];
	return f;
}

void zz_text_signature(const struct zz_game *g, struct zz_buf *text)
{
	const struct zz_text_kind *k = zz_text_kind(g->kind);
	size_t i;

	if (k->signature) {
		k->signature(g, text);
		return;
	}
	/* as it was played: the set-up, the moves */
	zz_buf_addf(text, "%s ", g->kind->name);
	for (i = 0; i < g->nr_tags; i++)
		if (k->setup_tag(g->tags[i].name))
			zz_buf_addf(text, "%s=%s ", g->tags[i].name, g->tags[i].value);
	for (i = 0; i < g->nr_turns; i++) {
		if (i)
			zz_buf_addch(text, ';');
		k->turn_write(text, g, i);
	}
}

const struct zz_move_dialect *zz_text_dialect_tag(const char *name, size_t nlen,
						  const char **meaning)
{
	size_t i, k;

	for (i = 0; i < sizeof(text_kinds) / sizeof(text_kinds[0]); i++) {
		const struct zz_move_dialect *md = text_kinds[i]->move_dialect;

		for (k = 0; md && md->tags[k]; k += 2)
			if (strlen(md->tags[k]) == nlen && !memcmp(md->tags[k], name, nlen)) {
				*meaning = md->tags[k + 1];
				return md;
			}
	}
	return NULL;
}

const struct zz_line_format *zz_text_line_format(const char *s, size_t n)
{
	size_t i, k;

	for (i = 0; i < sizeof(text_kinds) / sizeof(text_kinds[0]); i++) {
		const struct zz_line_format *const *lf = text_kinds[i]->line_formats;

		for (k = 0; lf && lf[k]; k++)
			if (lf[k]->detect(s, n))
				return lf[k];
	}
	return NULL;
}

bool zz_text_board_known(unsigned long rings)
{
	size_t i;

	for (i = 0; i < sizeof(text_kinds) / sizeof(text_kinds[0]); i++)
		if (text_kinds[i]->board_known && text_kinds[i]->board_known(rings))
			return true;
	return false;
}

bool zz_text_reason_known(const char *s)
{
	size_t i, k;
	int r;

	for (r = 0; r < ZZ_REASON_NB; r++)
		if (zz_reason_name((enum zz_reason)r) && !strcmp(zz_reason_name((enum zz_reason)r), s))
			return true;
	for (i = 0; i < sizeof(text_kinds) / sizeof(text_kinds[0]); i++)
		for (k = 0; text_kinds[i]->reason_names && text_kinds[i]->reason_names[k]; k++)
			if (!strcmp(text_kinds[i]->reason_names[k], s))
				return true;
	return false;
}

bool zz_text_variant_known(const char *s)
{
	size_t i, k;

	for (i = 0; i < sizeof(text_kinds) / sizeof(text_kinds[0]); i++)
		for (k = 0; text_kinds[i]->variant_names && text_kinds[i]->variant_names[k]; k++)
			if (!strcmp(text_kinds[i]->variant_names[k], s))
				return true;
	return false;
}

int zz_text_values(const char *what, struct zz_buf *out)
{
	size_t i, k;
	unsigned long rings;
	int r;

	if (!strcmp(what, "kind")) {
		for (i = 0; zz_kinds[i]; i++)
			zz_buf_addf(out, "%s\n", zz_kinds[i]->name);
	} else if (!strcmp(what, "board")) {
		/* a board's rings fit a geometry's 16 bits (zertz/facts.c) */
		for (rings = 1; rings <= 0xffff; rings++)
			if (zz_text_board_known(rings))
				zz_buf_addf(out, "%lu\n", rings);
	} else if (!strcmp(what, "variant")) {
		for (i = 0; i < sizeof(text_kinds) / sizeof(text_kinds[0]); i++)
			for (k = 0; text_kinds[i]->variant_names && text_kinds[i]->variant_names[k]; k++)
				zz_buf_addf(out, "%s\n", text_kinds[i]->variant_names[k]);
	} else if (!strcmp(what, "reason")) {
		for (r = 0; r < ZZ_REASON_NB; r++)
			if (zz_reason_name((enum zz_reason)r))
				zz_buf_addf(out, "%s\n", zz_reason_name((enum zz_reason)r));
		for (i = 0; i < sizeof(text_kinds) / sizeof(text_kinds[0]); i++)
			for (k = 0; text_kinds[i]->reason_names && text_kinds[i]->reason_names[k]; k++)
				zz_buf_addf(out, "%s\n", text_kinds[i]->reason_names[k]);
	} else {
		return -1;
	}
	return 0;
}

const struct zz_text_kind *zz_text_kind_of_sgf(const char *line, size_t len)
{
	const struct zz_text_kind *other = NULL;
	size_t i;

	for (i = 0; i < sizeof(text_kinds) / sizeof(text_kinds[0]); i++) {
		if (!text_kinds[i]->sgf_open)
			continue;
		if (!text_kinds[i]->sgf_detect) {
			if (!other)
				other = text_kinds[i];
		} else if (text_kinds[i]->sgf_detect(line, len)) {
			return text_kinds[i];
		}
	}
	/* not reached without a game whose SGF is the rest (Zertz's Boardspace) */
	return other ? other : text_kinds[0];
}

const char *zz_text_reason(const struct zz_text_kind *k, const struct zz_outcome *o)
{
	const char *name = k->reason_name ? k->reason_name(o) : NULL;

	return name ? name : zz_reason_name(o->reason);
}

void zz_replay_start(struct zz_replay *m, struct zz_game *g, struct zz_diag *d)
{
	zz_replay_init(m, g, d, zz_text_kind(g->kind)->notation);
}

static const struct zz_tag *find(const struct zz_game *g, const char *name)
{
	size_t i;

	for (i = 0; i < g->nr_tags; i++)
		if (!strcmp(g->tags[i].name, name))
			return &g->tags[i];
	return NULL;
}

bool zz_day_exists(int year, unsigned month, unsigned day)
{
	static const unsigned days[12] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };

	if (month < 1 || month > 12 || day < 1 || day > days[month - 1])
		return false;
	/* the 29th of February of a year known not to be a leap year */
	return !(month == 2 && day == 29 && year >= 0 && (year % 4 || (year % 100 == 0 && year % 400)));
}

/*
 * Whether s is written as a date (YYYY.MM.DD, or with '-'; '??' for a part
 * not known, as PGN writes it) that no calendar has: a month 00 or past
 * 12, a day 00 or past its month's.  [Date] is free text: anything else
 * is not a date, and nothing is said of it.
 */
static bool impossible_date(const char *s)
{
	unsigned v[3] = { 0, 0, 0 }, k;
	bool known[3];
	size_t at = 0;

	for (k = 0; k < 3; k++) {
		size_t w = k ? 2 : 4, i;

		if (k && s[at++] != s[4])
			return false;
		known[k] = s[at] != '?';
		for (i = 0; i < w; i++, at++) {
			if (known[k] && s[at] >= '0' && s[at] <= '9')
				v[k] = v[k] * 10 + (unsigned)(s[at] - '0');
			else if (known[k] || s[at] != '?')
				return false;
		}
	}
	if (s[at] || (s[4] != '.' && s[4] != '-'))
		return false;
	if (known[1] && (v[1] < 1 || v[1] > 12))
		return true;
	if (!known[2])
		return false;
	if (!known[1])
		return v[2] < 1 || v[2] > 31;
	return !zz_day_exists(known[0] ? (int)v[0] : -1, v[1], v[2]);
}

void zz_settle(struct zz_game *g, struct zz_diag *d, enum zz_naming naming)
{
	const struct zz_tag *t = find(g, "Game");
	const char *v;

	if (t) {
		const struct zz_kind *k = zz_kind_find(t->value);

		if (!k) {
			struct zz_buf known = ZZ_BUF_INIT;
			size_t i;

			for (i = 0; zz_kinds[i]; i++)
				zz_buf_addf(&known, "%s%s", i ? ", " : "", zz_kinds[i]->title);
			zz_diag_add(d, ZZ_E_UNSUPPORTED, &t->loc, "the game '%s' (zertz knows %s)",
				    t->value, known.buf);
			zz_buf_release(&known);
			/* nothing else of the record can be read */
			g->kind->unplayable(g->setup);
			return;
		}
		zz_game_set_kind(g, k);
	}
	zz_text_kind(g->kind)->settle(g, d, naming);
	if ((t = find(g, "Result"))) {
		v = t->value;
		if (zz_result_parse(v, strlen(v), &g->declared))
			zz_diag_add(d, ZZ_E_TAG, &t->loc,
				    N_("unknown result '%s' (use 1-0, 0-1, 1/2-1/2, 0-0 or *)"), v);
		else
			g->declared_loc = t->loc;
	}
	if ((t = find(g, "Date")) && impossible_date(t->value))
		zz_diag_add(d, ZZ_W_DATE, &t->loc, N_("'%s' (a month from 01 to 12, a day that month has)"),
			    t->value);
}

bool zz_setup_tag(const struct zz_game *g, const char *name)
{
	return !strcmp(name, "Game") || !strcmp(name, "Result") ||
	       zz_text_kind(g->kind)->setup_tag(name);
}

const struct zz_text_kind *zz_text_kind_of_position(const char *s)
{
	size_t i, n = strcspn(s, " ");

	/* "tzaar ...": a kind's name; anything else is Zertz's (a board size) */
	for (i = 1; i < sizeof(text_kinds) / sizeof(text_kinds[0]); i++)
		if (strlen(text_kinds[i]->kind->name) == n &&
		    !strncmp(s, text_kinds[i]->kind->name, n))
			return text_kinds[i];
	return text_kinds[0];
}
