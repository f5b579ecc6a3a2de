/*
 * Choosing games (select.h): the criteria given on the command line, and
 * the test of one game against them.  The criteria that read a game's
 * tags cost nothing; those that need the replay (--valid, --invalid,
 * --result, --reason, --winner, --position) replay it once more.
 */
#include "select.h"

#include <fnmatch.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "hash.h"
#include "kinds.h"
#include "replay.h"
#include "xalloc.h"
#include "banned.h"

struct range {
	unsigned long lo, hi;
};

struct seen {
	uint64_t hash;
	char *text;
};

/* An option's entry: the criteria it fills, and which. */
struct select_opt {
	struct selection *sel;
	enum select_key key;
};

struct selection {
	const char *usage;
	struct select_opt opts[SEL_NB];
	bool given[SEL_NB];
	const char *pattern[SEL_NB];	/* player, first, second, winner, event */
	const struct zz_kind *kind;
	unsigned long rings;		/* --board: 0 for custom */
	const char *variant;
	struct zz_buf rules;		/* --with-rules: each given, ',' between */
	const char **not_players;	/* --not-player, each given */
	size_t nr_not_players;
	enum zz_result result;
	const char *reason;
	char date_lo[9], date_hi[9];	/* YYYYMMDD */
	struct range turns;
	struct range *games;
	size_t nr_games, alloc_games;
	const struct zz_text_kind *pos_kind;
	struct zz_buf images;		/* --position and its images, '\n' after each */
	/* --unique: the signatures met, open addressing */
	struct seen *seen;
	size_t nr_seen, alloc_seen;
};

struct selection *select_new(const char *usage)
{
	struct selection *s = zz_xcalloc(1, sizeof(*s));
	unsigned k;

	s->usage = usage;
	for (k = 0; k < SEL_NB; k++) {
		s->opts[k].sel = s;
		s->opts[k].key = (enum select_key)k;
	}
	return s;
}

void select_free(struct selection *s)
{
	size_t i;

	zz_buf_release(&s->rules);
	zz_buf_release(&s->images);
	free(s->not_players);
	free(s->games);
	for (i = 0; i < s->alloc_seen; i++)
		free(s->seen[i].text);
	free(s->seen);
	free(s);
}

void *select_ctx(struct selection *s, enum select_key k)
{
	return &s->opts[k];
}

/* A number range: N, N-M, N-, -M (or with ".." for "-"). */
static int parse_range(const char *s, struct range *r)
{
	const char *dash = strstr(s, "..");
	size_t skip = 2;
	char *end;

	if (!dash) {
		dash = strchr(s, '-');
		skip = 1;
	}
	r->lo = 0;
	r->hi = (unsigned long)-1;
	if (!*s)
		return -1;
	if (dash != s) {
		if (*s < '0' || *s > '9')
			return -1;
		r->lo = strtoul(s, &end, 10);
		if (end != (dash ? dash : s + strlen(s)))
			return -1;
	}
	if (!dash) {
		r->hi = r->lo;
		return 0;
	}
	s = dash + skip;
	if (*s) {
		if (*s < '0' || *s > '9')
			return -1;
		r->hi = strtoul(s, &end, 10);
		if (*end)
			return -1;
	}
	return r->lo <= r->hi ? 0 : -1;
}

/*
 * A date of a --date bound as YYYYMMDD: YYYY, YYYY-MM or YYYY-MM-DD (or
 * with '.', as a record's [Date] writes it; not '/', whose order of month
 * and day is not known), a month from 01 to 12 and a day that month has;
 * the missing part filled with fill ('0' or '9').
 */
static int parse_date(const char *s, size_t n, char fill, char out[9])
{
	static const size_t width[3] = { 4, 2, 2 };
	size_t part, k, at = 0;
	unsigned year, month, day;
	char sep = 0;

	memset(out, fill, 8);
	out[8] = '\0';
	for (part = 0; part < 3 && n; part++) {
		if (part) {
			if ((*s != '-' && *s != '.') || (sep && *s != sep))
				return -1;
			sep = *s++;
			n--;
		}
		for (k = 0; k < width[part]; k++) {
			if (!n || *s < '0' || *s > '9')
				return -1;
			out[at++] = *s++;
			n--;
		}
	}
	if (n)
		return -1;
	year = (unsigned)((out[0] - '0') * 1000 + (out[1] - '0') * 100 + (out[2] - '0') * 10 +
			  (out[3] - '0'));
	month = (unsigned)((out[4] - '0') * 10 + (out[5] - '0'));
	day = (unsigned)((out[6] - '0') * 10 + (out[7] - '0'));
	if (at > 4 && (month < 1 || month > 12))
		return -1;
	if (at > 6 && !zz_day_exists((int)year, month, day))
		return -1;
	return 0;
}

/* A game's [Date] as YYYYMMDD, the unknown month or day as 00; or -1. */
static int game_date(const char *s, char out[9])
{
	size_t part, k, at = 0;
	static const size_t width[3] = { 4, 2, 2 };

	memset(out, '0', 8);
	out[8] = '\0';
	if (!s)
		return -1;
	for (part = 0; part < 3; part++) {
		if (part && *s != '.' && *s != '-' && *s != '/')
			break;
		if (part)
			s++;
		for (k = 0; k < width[part]; k++) {
			if (*s < '0' || *s > '9')
				/* no year: no date; "2012.??.??": the year alone */
				return part ? 0 : -1;
			out[at++] = *s++;
		}
	}
	return 0;
}

void select_option(void *ctx, const char *arg)
{
	const struct select_opt *so = ctx;
	struct selection *s = so->sel;
	enum select_key k = so->key;
	const char *usage = s->usage;
	struct zz_buf err = ZZ_BUF_INIT;
	struct range r;
	const char *p;
	bool bad;

	s->given[k] = true;
	switch (k) {
	case SEL_PLAYER:
	case SEL_FIRST:
	case SEL_SECOND:
	case SEL_WINNER:
	case SEL_EVENT:
		s->pattern[k] = arg;
		break;
	case SEL_NOT_PLAYER:
		/* given again: one more left out (bots and guests alike) */
		s->not_players =
			zz_xreallocarray(s->not_players, s->nr_not_players + 1, sizeof(*s->not_players));
		s->not_players[s->nr_not_players++] = arg;
		break;
	case SEL_KIND:
		s->kind = zz_kind_find(arg);
		if (!s->kind) {
			opt_values(&err, "kind", NULL);
			usage_error(usage, "--kind: %s, not '%s'", err.buf, arg);
		}
		break;
	case SEL_BOARD:
		if (!strcmp(arg, "custom")) {
			s->rings = 0;
			break;
		}
		s->rings = parse_number(usage, "--board", arg);
		if (!zz_text_board_known(s->rings)) {
			opt_values(&err, "board", "custom");
			usage_error(usage, "--board: %s, not '%s'", err.buf, arg);
		}
		break;
	case SEL_VARIANT:
		if (!zz_text_variant_known(arg)) {
			opt_values(&err, "variant", NULL);
			usage_error(usage, "--variant: %s, not '%s'", err.buf, arg);
		}
		s->variant = arg;
		break;
	case SEL_WITH_RULES:
		check_rules_option(usage, "--with-rules", arg);
		if (s->rules.len)
			zz_buf_addch(&s->rules, ',');
		zz_buf_addstr(&s->rules, arg);
		break;
	case SEL_RESULT:
		if (zz_result_parse(arg, strlen(arg), &s->result) || s->result == ZZ_RESULT_NONE)
			usage_error(usage, "--result: 1-0, 0-1, 1/2-1/2, 0-0 or *, not '%s'", arg);
		break;
	case SEL_REASON:
		if (!zz_text_reason_known(arg)) {
			opt_values(&err, "reason", NULL);
			usage_error(usage, "--reason: '%s' is not a reason a game ends for (%s)", arg,
				    err.buf);
		}
		s->reason = arg;
		break;
	case SEL_DATE:
		p = strstr(arg, "..");
		if (!p) {
			if (parse_date(arg, strlen(arg), '0', s->date_lo) ||
			    parse_date(arg, strlen(arg), '9', s->date_hi))
				usage_error(usage, "--date: '%s' is not a date (YYYY, YYYY-MM or YYYY-MM-DD, or FROM..TO)", arg);
			break;
		}
		if ((p == arg ? parse_date("0000", 4, '0', s->date_lo)
			      : parse_date(arg, (size_t)(p - arg), '0', s->date_lo)) ||
		    (p[2] ? parse_date(p + 2, strlen(p + 2), '9', s->date_hi)
			  : parse_date("9999", 4, '9', s->date_hi)))
			usage_error(usage, "--date: '%s' is not a range of dates (FROM..TO, each YYYY, YYYY-MM or YYYY-MM-DD)", arg);
		if (strcmp(s->date_lo, s->date_hi) > 0)
			usage_error(usage, "--date: '%s' ends before it starts", arg);
		break;
	case SEL_TURNS:
		if (parse_range(arg, &s->turns))
			usage_error(usage, "--turns: '%s' is not a number of turns or a range (N, N-M, N-, -M)", arg);
		break;
	case SEL_GAME:
		for (p = arg;;) {
			size_t n = strcspn(p, ",");
			char *one = zz_xstrndup(p, n);

			bad = parse_range(one, &r) != 0;
			if (!bad && one[0] == '-')
				r.lo = 1;	/* "-10": from the first */
			if (bad || r.lo == 0 || r.hi == 0)
				usage_error(usage, "--game: '%s' is not a game number or range (from 1: 3, 3-10, 3-, -10, separated by commas)", one);
			free(one);
			ZZ_ALLOC_GROW(s->games, s->nr_games + 1, s->alloc_games);
			s->games[s->nr_games++] = r;
			p += n;
			if (!*p)
				break;
			p++;
		}
		break;
	case SEL_POSITION:
		s->pos_kind = zz_text_kind_of_position(arg);
		zz_buf_reset(&s->images);
		if (s->pos_kind->position_images(arg, &s->images, &err))
			usage_error(usage, "--reaches: %s", err.buf);
		break;
	case SEL_VALID:
	case SEL_INVALID:
	case SEL_UNIQUE:
	case SEL_NB:
		break;
	}
	zz_buf_release(&err);
}

void select_old_position(void *ctx, const char *arg)
{
	warning("--position STRING is now --reaches STRING (--position goes in zertz 0.5)");
	select_option(ctx, arg);
}

void select_flag(void *ctx, const char *arg)
{
	const struct select_opt *so = ctx;
	struct selection *s = so->sel;

	(void)arg;
	s->given[so->key] = true;
	if (s->given[SEL_VALID] && s->given[SEL_INVALID])
		usage_error(s->usage, "--valid and --invalid choose no game together");
}

bool select_active(const struct selection *s)
{
	unsigned k;

	for (k = 0; s && k < SEL_NB; k++)
		if (s->given[k])
			return true;
	return false;
}

bool select_invalid(const struct selection *s)
{
	return s && s->given[SEL_INVALID];
}

unsigned long select_jobs(const struct selection *s, unsigned long jobs)
{
	return s && s->given[SEL_UNIQUE] ? 1 : jobs;
}

bool select_past(const struct selection *s, size_t index)
{
	size_t i;

	if (!s || !s->given[SEL_GAME])
		return false;
	for (i = 0; i < s->nr_games; i++)
		if (s->games[i].hi > index)
			return false;
	return true;
}

/* ASCII letters in lower case. */
static char *folded(const char *s)
{
	char *t = zz_xstrdup(s), *p;

	for (p = t; *p; p++)
		if (*p >= 'A' && *p <= 'Z')
			*p = (char)(*p + 32);
	return t;
}

/* A name matches a shell pattern in any case (FNM_CASEFOLD is GNU's). */
static bool name_matches(const char *pattern, const char *name)
{
	char *p, *n;
	bool yes;

	if (!name)
		return false;
	p = folded(pattern);
	n = folded(name);
	yes = !fnmatch(p, n, 0);
	free(p);
	free(n);
	return yes;
}

/* The position after the turns replayed so far is one of the images. */
static bool at_position(const struct selection *s, const struct zz_replay *m,
			struct zz_buf *scratch)
{
	const char *p = s->images.buf, *end = p + s->images.len;

	zz_buf_reset(scratch);
	s->pos_kind->position_write(scratch, m);
	while (p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = (size_t)(nl - p);

		if (n == scratch->len && !memcmp(p, scratch->buf, n))
			return true;
		p = nl + 1;
	}
	return false;
}

/*
 * Replay g as every command does (to its end when read without errors,
 * else up to its first broken turn): whether it is valid, its outcome,
 * whether the --position was reached.
 */
static void replay(const struct selection *s, struct zz_game *g, const struct zz_diag *d,
		   bool *valid, struct zz_outcome *o, bool *reached)
{
	struct zz_diag scratch;
	struct zz_replay m;
	struct zz_buf pos = ZZ_BUF_INIT;
	bool broken = d->count[ZZ_LEVEL_ERROR] != 0, failed = false;
	bool look = s->given[SEL_POSITION] && s->pos_kind->kind == g->kind;
	int rc;

	*reached = false;
	memset(o, 0, sizeof(*o));
	if (!zz_game_playable(g)) {
		*valid = false;
		o->token = ZZ_RESULT_NONE;
		return;
	}
	zz_diag_init(&scratch);
	zz_replay_start(&m, g, &scratch);
	if (look)
		*reached = at_position(s, &m, &pos);
	while ((rc = zz_replay_step(&m)) > 0)
		if (look && !*reached)
			*reached = at_position(s, &m, &pos);
	failed = rc < 0;
	if (!broken && !failed)
		zz_replay_all(&m);	/* the declared result, judged */
	*valid = !broken && scratch.count[ZZ_LEVEL_ERROR] == 0;
	zz_replay_outcome(&m, o);
	zz_replay_release(&m);
	zz_diag_release(&scratch);
	zz_buf_release(&pos);
}

/* The criteria of the record's set-up (a game's boards and rules). */
static bool setup_matches(const struct selection *s, const struct zz_game *g)
{
	const struct zz_text_kind *k;
	struct zz_setup_query q;

	if (!s->given[SEL_BOARD] && !s->given[SEL_VARIANT] && !s->given[SEL_WITH_RULES])
		return true;
	k = zz_text_kind(g->kind);
	if (!k->setup_matches)
		return false;
	q.board = s->given[SEL_BOARD] ? s->rings : ZZ_NO_BOARD;
	q.variant = s->variant;
	q.rules = s->given[SEL_WITH_RULES] ? s->rules.buf : NULL;
	return k->setup_matches(g, &q);
}

/* Keep the signature; false when it was met before. */
static bool first_of_signature(struct selection *s, const struct zz_game *g)
{
	struct zz_buf text = ZZ_BUF_INIT;
	uint64_t h;
	size_t i, mask;

	zz_text_signature(g, &text);
	h = zz_hash(text.buf, text.len, ZZ_HASH_INIT);
	if (2 * (s->nr_seen + 1) > s->alloc_seen) {
		/* grow and place every text again */
		size_t n = s->alloc_seen ? 2 * s->alloc_seen : 1024;
		struct seen *old = s->seen;
		size_t old_n = s->alloc_seen;

		s->seen = zz_xcalloc(n, sizeof(*s->seen));
		s->alloc_seen = n;
		for (i = 0; i < old_n; i++) {
			size_t j;

			if (!old[i].text)
				continue;
			for (j = old[i].hash & (n - 1); s->seen[j].text; j = (j + 1) & (n - 1))
				;
			s->seen[j] = old[i];
		}
		free(old);
	}
	mask = s->alloc_seen - 1;
	for (i = h & mask; s->seen[i].text; i = (i + 1) & mask)
		if (s->seen[i].hash == h && !strcmp(s->seen[i].text, text.buf)) {
			zz_buf_release(&text);
			return false;
		}
	s->seen[i].hash = h;
	s->seen[i].text = zz_buf_detach(&text, NULL);
	s->nr_seen++;
	return true;
}

bool select_game(struct selection *s, struct zz_game *g, size_t index,
		 const struct zz_diag *d)
{
	bool valid = false, reached = false;
	struct zz_outcome o;
	char date[9];
	size_t i;

	if (s->given[SEL_GAME]) {
		for (i = 0; i < s->nr_games; i++)
			if (index >= s->games[i].lo && index <= s->games[i].hi)
				break;
		if (i == s->nr_games)
			return false;
	}
	if (s->kind && g->kind != s->kind)
		return false;
	if (s->pattern[SEL_PLAYER] && !name_matches(s->pattern[SEL_PLAYER], zz_game_tag(g, "First")) &&
	    !name_matches(s->pattern[SEL_PLAYER], zz_game_tag(g, "Second")))
		return false;
	for (i = 0; i < s->nr_not_players; i++)
		if (name_matches(s->not_players[i], zz_game_tag(g, "First")) ||
		    name_matches(s->not_players[i], zz_game_tag(g, "Second")))
			return false;
	if (s->pattern[SEL_FIRST] && !name_matches(s->pattern[SEL_FIRST], zz_game_tag(g, "First")))
		return false;
	if (s->pattern[SEL_SECOND] && !name_matches(s->pattern[SEL_SECOND], zz_game_tag(g, "Second")))
		return false;
	if (s->pattern[SEL_EVENT] && !name_matches(s->pattern[SEL_EVENT], zz_game_tag(g, "Event")))
		return false;
	if (s->given[SEL_DATE] &&
	    (game_date(zz_game_tag(g, "Date"), date) || strcmp(date, s->date_lo) < 0 ||
	     strcmp(date, s->date_hi) > 0))
		return false;
	if (s->given[SEL_TURNS] && (g->nr_turns < s->turns.lo || g->nr_turns > s->turns.hi))
		return false;
	if (!setup_matches(s, g))
		return false;
	if (s->given[SEL_VALID] || s->given[SEL_INVALID] || s->given[SEL_RESULT] ||
	    s->given[SEL_REASON] || s->given[SEL_WINNER] || s->given[SEL_POSITION] ||
	    s->given[SEL_UNIQUE]) {
		replay(s, g, d, &valid, &o, &reached);
		if (s->given[SEL_VALID] && !valid)
			return false;
		if (s->given[SEL_INVALID] && valid)
			return false;
		if (s->given[SEL_RESULT] && (!zz_game_playable(g) || o.token != s->result))
			return false;
		if (s->reason && (!o.over || !zz_text_reason(zz_text_kind(g->kind), &o) ||
				  strcmp(s->reason, zz_text_reason(zz_text_kind(g->kind), &o))))
			return false;
		if (s->pattern[SEL_WINNER] &&
		    (!o.over || (o.winner != 0 && o.winner != 1) ||
		     !name_matches(s->pattern[SEL_WINNER], zz_game_tag(g, o.winner ? "Second" : "First"))))
			return false;
		if (s->given[SEL_POSITION] && !reached)
			return false;
		/* --unique last: only the games chosen otherwise count; an
		 * invalid game has no signature and is never a repeat */
		if (s->given[SEL_UNIQUE] && valid && !first_of_signature(s, g))
			return false;
	}
	return true;
}
