/*
 * zertz stats: statistics over any number of records, grouped by board,
 * variant, player or year; game signatures up to the board's symmetries,
 * and duplicate detection.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cmd.h"
#include "jobs.h"
#include "table.h"
#include "kinds.h"
#include "notation.h"
#include "posstr.h"
#include "record.h"
#include "select.h"
#include "replay.h"
#include "rings.h"
#include "shown.h"
#include "signature.h"
#include "tgame.h"
#include "usage.h"
#include "walk.h"
#include "xalloc.h"
#include "banned.h"

enum by { BY_NONE, BY_BOARD, BY_VARIANT, BY_PLAYER, BY_YEAR };

struct opts {
	enum by by;
	unsigned format;		/* enum zz_table_format */
	unsigned long min_games;
	bool signature, duplicates;
	unsigned long min_prefix;	/* turns a prefix needs to count */
	const char *rules;
	enum zz_format from;
	struct walk_opts walk;
	unsigned long jobs;
};

/*
 * The spellings of one player's name: Boardspace names are one account
 * whatever their case (ASCII letters), and are shown as most often written.
 */
struct spelling {
	char *text;
	unsigned long n;
};

struct spellings {
	struct spelling *v;
	size_t nr, alloc;
};

/* A counted name: players (keyed without case), openings, years. */
struct count {
	char *key;
	uint64_t hash;		/* of key */
	unsigned long n, wins, losses, draws, first, first_wins, second, second_wins;
	struct spellings sp;	/* players only */
};

/*
 * Counted names with a hash index (open addressing): a slot holds the
 * index + 1 of its name and the top of its hash, so that a probe that
 * misses reads neither the name nor its count.
 */
struct slot {
	uint32_t index;		/* + 1; 0: empty */
	uint32_t tag;		/* the hash's top half */
};

struct table {
	struct count *v;
	size_t nr, alloc;
	struct slot *slots;
	size_t nslots;		/* a power of two, or 0 */
};

#define HIST_NB 21	/* turns in steps of 5; the last is 100 and more */
#define ENDS_NB 14

static const char *const end_names[ENDS_NB] = {
	"white", "grey", "black", "each", "board-full", "no-move", "repetition",
	"both-lose", "resignation", "time", "agreement", "declared", "unfinished",
	"invalid"
};
enum { END_UNFINISHED = 12, END_INVALID = 13 };

struct agg {
	char *name;
	unsigned long games, boards[ZZ_BOARD_NB], variants[3], ends[ENDS_NB];
	unsigned long first_wins, second_wins, draws, decided;
	unsigned long none;		/* inputs that held no game */
	unsigned long *by_length;	/* valid games by their number of turns */
	size_t nr_by_length, alloc_by_length;
	unsigned long nr_lengths;	/* valid games: the sum of by_length */
	unsigned long hist[HIST_NB];
	unsigned long cap_jump[ZZ_COLOUR_NB], cap_iso[ZZ_COLOUR_NB];
	unsigned long jumps, multi_jumps, longest_chain, isolations;
	unsigned long no_removal, from_own, full_board;
	struct table players, years, open1, open2;
	struct zz_buf invalid_json;	/* first diagnostics, for --format json */
	struct spellings sp;		/* --by player: the player's spellings */
	/*
	 * A group of TZAAR games: variants[] counts set-ups, ends[] as for
	 * Zertz with a lost type in place of a set, jumps captures,
	 * isolations stacks, no_removal passes, longest_chain the tallest
	 * stack at the end of a game.
	 */
	bool tzaar;
};

struct sig {
	char *text;	/* canonical moves, ';' between turns */
	char *source;
	size_t turns;
	uint64_t hash;
};

struct run {
	const struct opts *o;
	struct agg **groups;
	size_t nr_groups, alloc_groups;
	struct table names;		/* each group's index + 1, by name */
	struct sig *sigs;
	size_t nr_sigs, alloc_sigs;
	struct zz_buf out;
	unsigned long seen;
	time_t start;
	bool progress;
	/* read and not yet counted (jobs.h) */
	unsigned long pending_seen;
	struct zz_buf pending;
	unsigned long others;		/* games of other kinds, not counted */
};

static void reindex(struct table *t, size_t nslots)
{
	size_t i;

	free(t->slots);
	t->slots = zz_xcalloc(nslots, sizeof(*t->slots));
	t->nslots = nslots;
	for (i = 0; i < t->nr; i++) {
		size_t h = (size_t)t->v[i].hash;

		while (t->slots[h & (nslots - 1)].index)
			h++;
		t->slots[h & (nslots - 1)].index = (uint32_t)(i + 1);
		t->slots[h & (nslots - 1)].tag = (uint32_t)(t->v[i].hash >> 32);
	}
}

static struct count *counted(struct table *t, const char *key)
{
	size_t len = strlen(key), h;
	uint64_t hash = zz_hash(key, len, ZZ_HASH_INIT);
	uint32_t tag = (uint32_t)(hash >> 32);

	if (2 * (t->nr + 1) > t->nslots)
		reindex(t, t->nslots ? 2 * t->nslots : 64);
	for (h = (size_t)hash;; h++) {
		const struct slot *slot = &t->slots[h & (t->nslots - 1)];

		if (!slot->index)
			break;
		if (slot->tag == tag && !strcmp(t->v[slot->index - 1].key, key))
			return &t->v[slot->index - 1];
	}
	if (t->nr >= UINT32_MAX)
		die("more than %lu names to count", (unsigned long)UINT32_MAX);
	ZZ_ALLOC_GROW(t->v, t->nr + 1, t->alloc);
	memset(&t->v[t->nr], 0, sizeof(t->v[0]));
	t->v[t->nr].key = zz_xstrndup(key, len);
	t->v[t->nr].hash = hash;
	t->slots[h & (t->nslots - 1)].index = (uint32_t)(t->nr + 1);
	t->slots[h & (t->nslots - 1)].tag = tag;
	return &t->v[t->nr++];
}

static void note_spelling(struct spellings *s, const char *text)
{
	size_t i;

	for (i = 0; i < s->nr; i++)
		if (!strcmp(s->v[i].text, text)) {
			s->v[i].n++;
			return;
		}
	ZZ_ALLOC_GROW(s->v, s->nr + 1, s->alloc);
	s->v[s->nr].text = zz_xstrdup(text);
	s->v[s->nr].n = 1;
	s->nr++;
}

/* The spelling written most often (the first seen of equals), or dflt. */
static const char *spelling(const struct spellings *s, const char *dflt)
{
	size_t i, best = 0;

	if (!s->nr)
		return dflt;
	for (i = 1; i < s->nr; i++)
		if (s->v[i].n > s->v[best].n)
			best = i;
	return s->v[best].text;
}

static void spellings_release(struct spellings *s)
{
	size_t i;

	for (i = 0; i < s->nr; i++)
		free(s->v[i].text);
	free(s->v);
}

/* A player's name without case: the key of the account. */
static void fold(const char *name, struct zz_buf *out)
{
	size_t n = strlen(name), i;

	zz_buf_reset(out);
	zz_buf_grow(out, n);
	for (i = 0; i < n; i++)
		out->buf[i] = name[i] >= 'A' && name[i] <= 'Z' ? name[i] + 32 : name[i];
	zz_buf_setlen(out, n);
}

/* The group of that name, made when new: found by its hash (--by player has thousands). */
static struct agg *group(struct run *r, const char *name)
{
	struct count *c = counted(&r->names, name);

	if (c->n)
		return r->groups[c->n - 1];
	c->n = r->nr_groups + 1;
	ZZ_ALLOC_GROW(r->groups, r->nr_groups + 1, r->alloc_groups);
	r->groups[r->nr_groups] = zz_xcalloc(1, sizeof(struct agg));
	r->groups[r->nr_groups]->name = zz_xstrdup(name);
	zz_buf_init(&r->groups[r->nr_groups]->invalid_json);
	return r->groups[r->nr_groups++];
}

/* The row of results a game counts in (end_names). */
static int end_index(const struct zz_outcome *o, bool valid)
{
	if (!valid)
		return END_INVALID;
	switch (o->reason) {
	case ZZ_REASON_WIN:
		return o->set;
	case ZZ_REASON_BOARD_FULL:
		return 4;
	case ZZ_REASON_NO_MOVE:
		return 5;
	case ZZ_REASON_REPETITION:
		return 6;
	case ZZ_REASON_BOTH_LOSE:
		return 7;
	case ZZ_REASON_RESIGNATION:
		return 8;
	case ZZ_REASON_TIME:
		return 9;
	case ZZ_REASON_AGREEMENT:
		return 10;
	case ZZ_REASON_DECLARED:
		return 11;
	case ZZ_REASON_UNFINISHED:
	case ZZ_REASON_NB:
		break;
	}
	return END_UNFINISHED;
}

/* The winner, 0 or 1; -1 no result, -2 a tie, -3 both lose. */
static int winner_of(const struct zz_outcome *o)
{
	if (!o->over)
		return -1;
	return o->winner >= 0 ? o->winner : o->winner == ZZ_WINNER_BOTH_LOSE ? -3 : -2;
}

/*
 * What stats counts of a game: its facts, packed where the game is read
 * (a -j worker, or this process) and counted, in input order, where the
 * groups are (jobs.h).  A record is its type, then:
 *   INVALID_ALL  the JSON of an invalid record (counted in "all")
 *   SIG          hash, turns, canonical text, source (--duplicates)
 *   GAME         the groups it counts in (key, spelling), then the facts
 *   OTHER        a game stats cannot count (a TZAAR game's signature)
 *   TZAAR        a TZAAR game: its groups, then its facts (put_tz_facts)
 */
enum { REC_GAME = 1, REC_SIG, REC_INVALID_ALL, REC_OTHER, REC_TZAAR, REC_NO_GAME };

struct facts {
	unsigned long board, variant, end, valid;
	const char *invalid_json;
	unsigned long w, full_board, length;
	unsigned long jumps, multi_jumps, longest_chain, isolations;
	unsigned long no_removal, from_own;
	unsigned long cap_jump[ZZ_COLOUR_NB], cap_iso[ZZ_COLOUR_NB];
	const char *first, *second, *year, *open1, *open2;
};

/* An invalid record for the JSON list, with its first error; index 0 is a
 * source without any game (null in JSON). */
static void put_invalid(struct zz_buf *data, const char *source, size_t index,
			const struct zz_diag *d)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	zz_json_invalid_game(&sb, source, index, d);
	jobs_put_str(data, sb.buf);
	zz_buf_release(&sb);
}

static void put_facts(struct zz_buf *data, const struct zz_game *g,
		      const struct zz_replay *rp, bool valid, const struct zz_diag *d,
		      const char *source, size_t index)
{
	const char *date = zz_game_tag(g, "Date");
	unsigned long jumps = 0, multi = 0, longest = 0, isolations = 0, no_removal = 0;
	unsigned long from_own = 0, cap_jump[ZZ_COLOUR_NB] = { 0 }, cap_iso[ZZ_COLOUR_NB] = { 0 };
	struct zz_outcome o;
	unsigned c;
	size_t i;

	zz_replay_outcome(rp, &o);
	jobs_put(data, zz_zgame(g)->geom->board);
	jobs_put(data, zz_zgame(g)->rules.variant);
	jobs_put(data, (unsigned long long)end_index(&o, valid));
	jobs_put(data, valid);
	if (!valid) {
		put_invalid(data, source, index, d);
		return;
	}
	jobs_put(data, (unsigned long long)(long long)winner_of(&o));
	/* whatever decided it, the board was filled */
	jobs_put(data, rp->next && rp->effect.board_full);
	jobs_put(data, rp->next);
	for (i = 0; i < rp->next; i++) {
		const struct zz_zturn *t = zz_zturn(g, i);
		unsigned k;

		if (t->move.kind == ZZ_MOVE_CAPTURE) {
			jumps++;
			if (t->move.nhops > 1)
				multi++;
			if (t->move.nhops > longest)
				longest = t->move.nhops;
			for (k = 0; k < t->move.nhops; k++)
				cap_jump[t->hop_colour[k]]++;
		} else if (t->move.kind == ZZ_MOVE_PLACE) {
			if (t->move.remove == ZZ_NO_CELL)
				no_removal++;
			if (t->source == ZZ_SOURCE_OWN)
				from_own++;
			if (t->nr_claims)
				isolations++;
			for (k = 0; k < t->nr_claims; k++)
				cap_iso[t->claims[k].colour]++;
		}
	}
	jobs_put(data, jumps);
	jobs_put(data, multi);
	jobs_put(data, longest);
	jobs_put(data, isolations);
	jobs_put(data, no_removal);
	jobs_put(data, from_own);
	for (c = 0; c < ZZ_COLOUR_NB; c++) {
		jobs_put(data, cap_jump[c]);
		jobs_put(data, cap_iso[c]);
	}
	jobs_put_str(data, zz_game_tag(g, "First"));
	jobs_put_str(data, zz_game_tag(g, "Second"));
	if (date && strlen(date) >= 4) {
		char year[5];

		memcpy(year, date, 4);
		year[4] = '\0';
		jobs_put_str(data, year);
	} else {
		jobs_put_str(data, NULL);
	}
	/* openings compare games on one board: not across custom boards */
	if (g->nr_turns >= 1 && !zz_zgame(g)->has_start &&
	    zz_zgame(g)->geom->board != ZZ_BOARD_CUSTOM) {
		struct zz_buf sb = ZZ_BUF_INIT;
		size_t first_end = 0;
		char cut;

		/*
		 * One search for both: the symmetry that gives the least two
		 * turns is one of those that give the least first turn, so the
		 * first turn of the two is the first turn alone up to symmetry.
		 */
		zz_buf_addint(&sb, zz_zgame(g)->geom->rings);
		zz_buf_addch(&sb, ' ');
		game_moves_canonical(g, 2, &sb, &first_end);
		cut = sb.buf[first_end];
		sb.buf[first_end] = '\0';
		jobs_put_str(data, sb.buf);
		sb.buf[first_end] = cut;
		jobs_put_str(data, g->nr_turns >= 2 ? sb.buf : NULL);
		zz_buf_release(&sb);
	} else {
		jobs_put_str(data, NULL);
		jobs_put_str(data, NULL);
	}
}

/* A TZAAR game's facts, in the fields of struct facts (struct agg says how). */
static void put_tz_facts(struct zz_buf *data, const struct zz_game *g,
			 const struct zz_match *m, bool valid, const struct zz_diag *d,
			 const char *source, size_t index)
{
	const char *date = zz_game_tag(g, "Date");
	unsigned long acts[3] = { 0, 0, 0 }, tallest = 0;
	const struct tz_replay *r;
	struct zz_outcome o;
	size_t i, k;
	char year[5];

	jobs_put(data, 0);
	jobs_put(data, tz_setup_of(g)->kind);
	if (!m) {
		/* a set-up that cannot be read */
		jobs_put(data, END_INVALID);
		jobs_put(data, 0);
		put_invalid(data, source, index, d);
		return;
	}
	r = tz_replay_of(m);
	zz_match_outcome(m, &o);
	jobs_put(data, (unsigned long long)end_index(&o, valid));
	jobs_put(data, valid);
	if (!valid) {
		put_invalid(data, source, index, d);
		return;
	}
	jobs_put(data, (unsigned long long)(long long)winner_of(&o));
	jobs_put(data, 0);
	jobs_put(data, r->next - r->placements);
	for (i = r->placements; i < r->next; i++)
		for (k = 0; k < tz_turn_of(g, i)->nr; k++)
			acts[tz_turn_of(g, i)->a[k].kind]++;
	for (i = 0; i < TZ_POINTS; i++)
		if (r->pos.h[i] > tallest)
			tallest = r->pos.h[i];
	jobs_put(data, acts[TZ_ACT_CAPTURE]);
	jobs_put(data, 0);
	jobs_put(data, tallest);
	jobs_put(data, acts[TZ_ACT_STACK]);
	jobs_put(data, acts[TZ_ACT_PASS]);
	jobs_put(data, 0);
	for (k = 0; k < ZZ_COLOUR_NB; k++) {
		jobs_put(data, 0);
		jobs_put(data, 0);
	}
	jobs_put_str(data, zz_game_tag(g, "First"));
	jobs_put_str(data, zz_game_tag(g, "Second"));
	if (date && strlen(date) >= 4) {
		memcpy(year, date, 4);
		year[4] = '\0';
		jobs_put_str(data, year);
	} else {
		jobs_put_str(data, NULL);
	}
	jobs_put_str(data, NULL);
	jobs_put_str(data, NULL);
}

static void get_facts(struct jobs_reader *rd, struct facts *f)
{
	unsigned c;

	memset(f, 0, sizeof(*f));
	f->board = jobs_get(rd);
	f->variant = jobs_get(rd);
	f->end = jobs_get(rd);
	f->valid = jobs_get(rd);
	if (f->board >= ZZ_BOARD_NB || f->variant >= 3 || f->end >= ENDS_NB)
		BUG("facts out of range");
	if (!f->valid) {
		f->invalid_json = jobs_get_str(rd);
		return;
	}
	f->w = jobs_get(rd);
	f->full_board = jobs_get(rd);
	f->length = jobs_get(rd);
	f->jumps = jobs_get(rd);
	f->multi_jumps = jobs_get(rd);
	f->longest_chain = jobs_get(rd);
	f->isolations = jobs_get(rd);
	f->no_removal = jobs_get(rd);
	f->from_own = jobs_get(rd);
	for (c = 0; c < ZZ_COLOUR_NB; c++) {
		f->cap_jump[c] = jobs_get(rd);
		f->cap_iso[c] = jobs_get(rd);
	}
	f->first = jobs_get_str(rd);
	f->second = jobs_get_str(rd);
	f->year = jobs_get_str(rd);
	f->open1 = jobs_get_str(rd);
	f->open2 = jobs_get_str(rd);
}

static void note_invalid(struct agg *a, const char *json)
{
	if (a->invalid_json.len)
		zz_buf_addch(&a->invalid_json, ',');
	zz_buf_addstr(&a->invalid_json, json);
}

static void add(struct agg *a, const struct facts *f)
{
	int w = f->valid ? (int)(long)f->w : -1;
	struct zz_buf key;
	unsigned p, c;

	a->games++;
	a->boards[f->board]++;
	a->variants[f->variant]++;
	a->ends[f->end]++;
	if (!f->valid) {
		note_invalid(a, f->invalid_json);
		return;
	}
	if (w == 0 || w == 1) {
		a->decided++;
		if (w == 0)
			a->first_wins++;
		else
			a->second_wins++;
	} else if (w == -2) {
		a->decided++;
		a->draws++;
	} else if (w == -3) {
		a->decided++;	/* both lose: decided, nobody scores */
	}
	if (f->full_board)
		a->full_board++;
	if (f->length >= a->nr_by_length) {
		/* a count per length keeps memory flat however many games come */
		ZZ_ALLOC_GROW(a->by_length, f->length + 1, a->alloc_by_length);
		memset(a->by_length + a->nr_by_length, 0,
		       (f->length + 1 - a->nr_by_length) * sizeof(*a->by_length));
		a->nr_by_length = f->length + 1;
	}
	a->by_length[f->length]++;
	a->nr_lengths++;
	a->hist[f->length / 5 < HIST_NB - 1 ? f->length / 5 : HIST_NB - 1]++;
	a->jumps += f->jumps;
	a->multi_jumps += f->multi_jumps;
	if (f->longest_chain > a->longest_chain)
		a->longest_chain = f->longest_chain;
	a->isolations += f->isolations;
	a->no_removal += f->no_removal;
	a->from_own += f->from_own;
	for (c = 0; c < ZZ_COLOUR_NB; c++) {
		a->cap_jump[c] += f->cap_jump[c];
		a->cap_iso[c] += f->cap_iso[c];
	}
	/* one key, made again for the second player */
	zz_buf_init(&key);
	for (p = 0; p < 2; p++) {
		const char *name = p ? f->second : f->first;
		struct count *n;

		if (!name || !*name)
			continue;
		fold(name, &key);
		n = counted(&a->players, key.buf);
		note_spelling(&n->sp, name);
		n->n++;
		if (p)
			n->second++;
		else
			n->first++;
		if (w == (int)p) {
			n->wins++;
			if (p)
				n->second_wins++;
			else
				n->first_wins++;
		} else if (w == (int)!p || w == -3) {
			n->losses++;
		} else if (w == -2) {
			n->draws++;
		}
	}
	zz_buf_release(&key);
	if (f->year)
		counted(&a->years, f->year)->n++;
	if (f->open1)
		counted(&a->open1, f->open1)->n++;
	if (f->open2)
		counted(&a->open2, f->open2)->n++;
}

static const char *group_name(const struct opts *o, const struct zz_game *g,
			      unsigned player, char *buf, size_t n)
{
	const char *v;

	switch (o->by) {
	case BY_BOARD:
		if (zz_zgame(g)->geom->board == ZZ_BOARD_CUSTOM)
			return "custom";
		snprintf(buf, n, "%u", zz_zgame(g)->geom->rings);
		return buf;
	case BY_VARIANT:
		return zz_variant_name(zz_zgame(g)->rules.variant);
	case BY_PLAYER:
		v = zz_game_tag(g, player ? "Second" : "First");
		return v && *v ? v : "?";
	case BY_YEAR:
		v = zz_game_tag(g, "Date");
		if (!v || strlen(v) < 4)
			return "?";
		snprintf(buf, n, "%.4s", v);
		return buf;
	case BY_NONE:
		break;
	}
	return "all";
}

struct unit_ctx {
	struct run *r;
	struct jobs *j;
};

/* The group of a TZAAR game: its own, beside Zertz's (tzaar, tzaar random, NAME (tzaar)). */
static const char *tz_group_name(const struct opts *o, const struct zz_game *g,
				 unsigned player, char *buf, size_t n)
{
	const char *v;

	switch (o->by) {
	case BY_VARIANT:
		snprintf(buf, n, "tzaar %s", tz_setup_name(tz_setup_of(g)->kind));
		return buf;
	case BY_PLAYER:
		v = zz_game_tag(g, player ? "Second" : "First");
		snprintf(buf, n, "%s (tzaar)", v && *v ? v : "?");
		return buf;
	case BY_YEAR:
		v = zz_game_tag(g, "Date");
		if (!v || strlen(v) < 4)
			return "? (tzaar)";
		snprintf(buf, n, "%.4s (tzaar)", v);
		return buf;
	case BY_BOARD:
	case BY_NONE:
		break;
	}
	return "tzaar";
}

/* A TZAAR game: its groups, then its facts. */
static void tz_game(struct run *r, struct zz_game *g, size_t index, struct zz_diag *d)
{
	const struct opts *o = r->o;
	struct zz_buf *data = &r->pending;
	const char *source = g->loc.file ? g->loc.file : "<stdin>";
	unsigned groups = o->by == BY_PLAYER ? 2 : 1, p;
	struct zz_match m;
	bool playable = zz_game_playable(g);

	if (playable) {
		zz_match_start(&m, g, d);
		zz_match_game(&m);
	}
	jobs_put(data, REC_TZAAR);
	jobs_put(data, groups);
	for (p = 0; p < groups; p++) {
		char buf[256];
		const char *name = tz_group_name(o, g, p, buf, sizeof(buf));

		if (o->by == BY_PLAYER) {
			struct zz_buf key = ZZ_BUF_INIT;

			fold(name, &key);
			jobs_put_str(data, key.buf);
			jobs_put_str(data, name);
			zz_buf_release(&key);
		} else {
			jobs_put_str(data, name);
			jobs_put_str(data, NULL);
		}
	}
	put_tz_facts(data, g, playable ? &m : NULL, d->count[ZZ_LEVEL_ERROR] == 0, d,
		     source, index);
	if (playable)
		zz_match_release(&m);
}

static int game_cb(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct unit_ctx *u = ctx;
	struct run *r = u->r;
	struct zz_buf *data = &r->pending;
	const struct opts *o = r->o;
	const char *source = g->loc.file ? g->loc.file : "<stdin>";
	struct zz_match m;
	const struct zz_replay *rp;
	bool valid;
	unsigned p;

	r->pending_seen++;
	if (g->kind == &zz_kind_tzaar && !o->signature && !o->duplicates) {
		tz_game(r, g, index, d);
		goto done;
	}
	if (g->kind != &zz_kind_zertz) {
		/* signatures are Zertz's: the others are said at the end */
		jobs_put(data, REC_OTHER);
		goto done;
	}
	if (!zz_game_playable(g)) {
		jobs_put(data, REC_INVALID_ALL);
		put_invalid(data, source, index, d);
		goto done;
	}
	zz_match_start(&m, g, d);
	zz_match_game(&m);
	rp = zz_replay_of(&m);
	valid = d->count[ZZ_LEVEL_ERROR] == 0;
	if (o->signature || o->duplicates) {
		struct zz_buf text = ZZ_BUF_INIT, src = ZZ_BUF_INIT;

		if (valid) {
			uint64_t hash;

			game_signature(g, &text);
			zz_buf_addf(&src, "%s#%zu", source, index);
			hash = zz_hash(text.buf, text.len, ZZ_HASH_INIT);
			if (o->signature) {
				/* a listing for people: the name shown safe */
				zz_buf_addf(&u->j->out, "%016llx %zu ", (unsigned long long)hash,
					    g->nr_turns);
				zz_shown_add(&u->j->out, src.buf, src.len, 0);
				zz_buf_addch(&u->j->out, '\n');
			}
			if (o->duplicates) {
				/* only --duplicates keeps the games: it compares them all */
				jobs_put(data, REC_SIG);
				jobs_put(data, hash);
				jobs_put(data, g->nr_turns);
				jobs_put_str(data, text.buf);
				jobs_put_str(data, src.buf);
			}
		}
		zz_buf_release(&text);
		zz_buf_release(&src);
	} else {
		unsigned groups = o->by == BY_PLAYER ? 2 : 1;

		jobs_put(data, REC_GAME);
		jobs_put(data, groups);
		for (p = 0; p < groups; p++) {
			char buf[16];
			const char *name = group_name(o, g, p, buf, sizeof(buf));

			if (o->by == BY_PLAYER) {
				/* one group per account, whatever the case */
				struct zz_buf key = ZZ_BUF_INIT;

				fold(name, &key);
				jobs_put_str(data, key.buf);
				jobs_put_str(data, name);
				zz_buf_release(&key);
			} else {
				jobs_put_str(data, name);
				jobs_put_str(data, NULL);
			}
		}
		put_facts(data, g, rp, valid, d, source, index);
	}
	zz_match_release(&m);
done:
	jobs_flush(u->j, u->r->pending.len);
	return 0;
}

static void one_unit(struct jobs *j, void *ctx, size_t unit, const char *name,
		     struct zz_input *in)
{
	struct run *r = ctx;
	struct unit_ctx u = { r, j };
	struct zz_diag d;

	(void)unit;
	long n;
	unsigned long none;

	zz_diag_init(&d);
	n = for_each_game(in, r->o->from, r->o->rules, &d, game_cb, &u);
	/* what held no game: counted apart (and listed in JSON), no game */
	none = source_without_game(&d, in, name, n);
	if (none && !select_active()) {
		jobs_put(&r->pending, REC_NO_GAME);
		jobs_put(&r->pending, none);
		put_invalid(&r->pending, name, 0, &d);
	}
	zz_diag_release(&d);
}

static void pack(void *ctx, struct zz_buf *data)
{
	struct run *r = ctx;

	jobs_put(data, r->pending_seen);
	zz_buf_add(data, r->pending.buf, r->pending.len);
	r->pending_seen = 0;
	zz_buf_reset(&r->pending);
}

/* The games of a unit, counted in their groups, in input order. */
static int take(void *ctx, const char *data, size_t len, struct zz_buf *out)
{
	struct run *r = ctx;
	struct jobs_reader rd = { data, data + len };
	unsigned long before = r->seen;

	r->seen += jobs_get(&rd);
	if (r->progress && r->seen / 1000 != before / 1000 && time(NULL) - r->start >= 1) {
		fprintf(stderr, "\rzertz: %lu games", r->seen);
		fflush(stderr);
	}
	while (rd.p < rd.end) {
		unsigned long type = jobs_get(&rd);

		if (type == REC_OTHER) {
			r->others++;
		} else if (type == REC_NO_GAME) {
			struct agg *a = group(r, "all");

			a->none += jobs_get(&rd);
			note_invalid(a, jobs_get_str(&rd));
		} else if (type == REC_INVALID_ALL) {
			struct agg *a = group(r, "all");

			a->games++;
			a->ends[END_INVALID]++;
			note_invalid(a, jobs_get_str(&rd));
		} else if (type == REC_SIG) {
			struct sig *sg;

			ZZ_ALLOC_GROW(r->sigs, r->nr_sigs + 1, r->alloc_sigs);
			sg = &r->sigs[r->nr_sigs++];
			sg->hash = jobs_get(&rd);
			sg->turns = jobs_get(&rd);
			sg->text = zz_xstrdup(jobs_get_str(&rd));
			sg->source = zz_xstrdup(jobs_get_str(&rd));
		} else if (type == REC_GAME || type == REC_TZAAR) {
			unsigned long groups = jobs_get(&rd), p;
			const char *key[2], *spelled[2];
			struct facts f;

			if (groups < 1 || groups > 2)
				BUG("a game in no group");
			for (p = 0; p < groups; p++) {
				key[p] = jobs_get_str(&rd);
				spelled[p] = jobs_get_str(&rd);
			}
			get_facts(&rd, &f);
			for (p = 0; p < groups; p++) {
				struct agg *a = group(r, key[p]);

				a->tzaar = type == REC_TZAAR;
				if (spelled[p])
					note_spelling(&a->sp, spelled[p]);
				add(a, &f);
			}
		} else {
			BUG("unknown record in stats' packed data");
		}
	}
	out_flush(out);
	return 0;
}

/* The length of the k-th shortest valid game, from 0 (k < a->nr_lengths). */
static size_t nth_length(const struct agg *a, unsigned long k)
{
	size_t len;

	for (len = 0; len < a->nr_by_length; len++) {
		if (k < a->by_length[len])
			return len;
		k -= a->by_length[len];
	}
	BUG("nth_length past the last game");
}

static int cmp_count(const void *a, const void *b)
{
	const struct count *x = a, *y = b;

	if (x->n != y->n)
		return x->n > y->n ? -1 : 1;
	return strcmp(x->key, y->key);
}

/*
 * The indexes of t's first k names by cmp_count, in order, into best:
 * how many there are (k, or fewer names).  The openings print ten of
 * tens of thousands, most played once: sorting them all compared their
 * texts, two by two, for nothing (an opening played once is out at one
 * comparison of counts).
 */
static size_t top_counts(const struct table *t, size_t *best, size_t k)
{
	size_t have = 0, i, j;

	for (i = 0; i < t->nr; i++) {
		const struct count *c = &t->v[i];

		if (have == k && cmp_count(c, &t->v[best[k - 1]]) >= 0)
			continue;
		j = have < k ? have++ : k - 1;
		for (; j > 0 && cmp_count(c, &t->v[best[j - 1]]) < 0; j--)
			best[j] = best[j - 1];
		best[j] = i;
	}
	return have;
}

static int cmp_key(const void *a, const void *b)
{
	return strcmp(((const struct count *)a)->key, ((const struct count *)b)->key);
}

/* ---- output: a table (formats/table.c) in text, CSV or JSON ---- */

/* The length sections: min, median, mean, max, and a histogram. */
static void print_lengths(struct agg *a, struct zz_table *e)
{
	char key[64], val[160];
	unsigned long long sum = 0;
	size_t i;

	zz_table_section(e, "length", "game length (turns, valid games)", false);
	for (i = 0; i < a->nr_by_length; i++)
		sum += (unsigned long long)i * a->by_length[i];
	zz_table_row_number(e, "length", "min", a->nr_lengths ? nth_length(a, 0) : 0);
	if (!a->nr_lengths)
		snprintf(val, sizeof(val), "0.0");
	else if (a->nr_lengths % 2)
		snprintf(val, sizeof(val), "%.1f", (double)nth_length(a, a->nr_lengths / 2));
	else
		snprintf(val, sizeof(val), "%.1f", (nth_length(a, a->nr_lengths / 2 - 1) +
						   nth_length(a, a->nr_lengths / 2)) / 2.0);
	zz_table_row(e, "length", "median", val);
	snprintf(val, sizeof(val), "%.1f", a->nr_lengths ? (double)sum / a->nr_lengths : 0.0);
	zz_table_row(e, "length", "mean", val);
	zz_table_row_number(e, "length", "max", a->nr_lengths ? a->nr_by_length - 1 : 0);
	zz_table_section_end(e);
	zz_table_section(e, "histogram", "game length histogram (turns)", true);
	for (i = 0; i < HIST_NB; i++) {
		if (!a->hist[i])
			continue;
		if (i == HIST_NB - 1)
			snprintf(key, sizeof(key), "%zu+", i * 5);
		else
			snprintf(key, sizeof(key), "%zu-%zu", i * 5, i * 5 + 4);
		if (e->format == ZZ_TABLE_TEXT) {
			unsigned long most = 1, k, bar;

			for (k = 0; k < HIST_NB; k++)
				if (a->hist[k] > most)
					most = a->hist[k];
			bar = (a->hist[i] * 40 + most - 1) / most;
			snprintf(val, sizeof(val), "%-7lu ", a->hist[i]);
			for (k = 0; k < bar && strlen(val) + 1 < sizeof(val); k++)
				val[strlen(val) + 1] = '\0', val[strlen(val)] = '#';
			zz_table_row(e, "histogram", key, val);
		} else {
			zz_table_row_number(e, "histogram", key, a->hist[i]);
		}
	}
	zz_table_section_end(e);
}

/* The players and years sections. */
static void print_people(struct run *r, struct agg *a, struct zz_table *e)
{
	const struct opts *o = r->o;
	size_t i;

	if (a->players.nr) {
		qsort(a->players.v, a->players.nr, sizeof(a->players.v[0]), cmp_count);
		zz_table_section(e, "players", "players (games wins losses draws score as-first first-wins as-second second-wins)", true);
		for (i = 0; i < a->players.nr; i++) {
			const struct count *p = &a->players.v[i];

			if (p->n < o->min_games)
				continue;
			{
				static const char *const names[] = {
					"games", "wins", "losses", "draws", "score", "as_first",
					"first_wins", "as_second", "second_wins"
				};
				static const unsigned char decimals[] = { 0, 0, 0, 0, 3, 0, 0, 0, 0 };
				static const unsigned char widths[] = { 5, 5, 5, 5, 6, 5, 5, 5, 5 };
				const double v[] = {
					(double)p->n, (double)p->wins, (double)p->losses, (double)p->draws,
					p->n ? (p->wins + p->draws / 2.0) / p->n : 0.0,
					(double)p->first, (double)p->first_wins, (double)p->second,
					(double)p->second_wins
				};

				zz_table_row_fields(e, "players", spelling(&p->sp, p->key), 9, names, v,
						    decimals, widths);
			}
		}
		zz_table_section_end(e);
	}
	if (a->years.nr) {
		qsort(a->years.v, a->years.nr, sizeof(a->years.v[0]), cmp_key);
		zz_table_section(e, "years", "games per year", true);
		for (i = 0; i < a->years.nr; i++)
			zz_table_row_number(e, "years", a->years.v[i].key, a->years.v[i].n);
		zz_table_section_end(e);
	}
}

static void print_group(struct run *r, struct agg *a, struct zz_table *e)
{
	char key[64], val[160];
	size_t i;
	unsigned c;

	zz_table_section(e, "games", "games", false);
	zz_table_row_number(e, "games", "total", a->games);
	if (a->none)
		zz_table_row_number(e, "games", "inputs without a game", a->none);
	for (i = 0; i < ZZ_BOARD_NB; i++)
		if (a->boards[i]) {
			if (i == ZZ_BOARD_CUSTOM)
				snprintf(key, sizeof(key), "custom boards");
			else
				snprintf(key, sizeof(key), "%u rings", zz_geom_sizes[i]);
			zz_table_row_number(e, "games", key, a->boards[i]);
		}
	for (i = 0; i < 3; i++)
		if (a->variants[i])
			zz_table_row_number(e, "games", zz_variant_name((enum zz_variant_kind)i), a->variants[i]);
	zz_table_section_end(e);
	zz_table_section(e, "results", "results (how games were decided)", false);
	for (i = 0; i < ENDS_NB; i++)
		zz_table_row_number(e, "results", end_names[i], a->ends[i]);
	zz_table_section_end(e);
	zz_table_section(e, "score", "first player", false);
	zz_table_row_number(e, "score", "decided games", a->decided);
	zz_table_row_number(e, "score", "first player wins", a->first_wins);
	zz_table_row_number(e, "score", "second player wins", a->second_wins);
	zz_table_row_number(e, "score", "draws", a->draws);
	snprintf(val, sizeof(val), "%.3f", a->decided ? (a->first_wins + a->draws / 2.0) / a->decided : 0.0);
	zz_table_row(e, "score", "first player score", val);
	zz_table_section_end(e);
	print_lengths(a, e);
	zz_table_section(e, "captures", "captures by colour", false);
	for (c = 0; c < ZZ_COLOUR_NB; c++) {
		static const char *const cn[] = { "white", "grey", "black" };

		snprintf(key, sizeof(key), "%s by jumping", cn[c]);
		zz_table_row_number(e, "captures", key, a->cap_jump[c]);
		snprintf(key, sizeof(key), "%s by isolation", cn[c]);
		zz_table_row_number(e, "captures", key, a->cap_iso[c]);
	}
	zz_table_section_end(e);
	zz_table_section(e, "turns", "turns", false);
	zz_table_row_number(e, "turns", "capture turns", a->jumps);
	zz_table_row_number(e, "turns", "multi-jump turns", a->multi_jumps);
	zz_table_row_number(e, "turns", "longest chain (jumps)", a->longest_chain);
	zz_table_row_number(e, "turns", "isolation claims", a->isolations);
	zz_table_row_number(e, "turns", "placements without removal", a->no_removal);
	zz_table_row_number(e, "turns", "placements from own captures", a->from_own);
	zz_table_row_number(e, "turns", "games ending on a full board", a->full_board);
	zz_table_section_end(e);
	print_people(r, a, e);
	{
		struct table *t[2] = { &a->open1, &a->open2 };
		static const char *const names[2] = { "openings", "openings2" };
		static const char *const heads[2] = { "most common first turns (up to symmetry)",
						      "most common first two turns (up to symmetry)" };
		size_t best[10], nr;
		unsigned k;

		for (k = 0; k < 2; k++) {
			if (!t[k]->nr)
				continue;
			nr = top_counts(t[k], best, sizeof(best) / sizeof(best[0]));
			zz_table_section(e, names[k], heads[k], true);
			for (i = 0; i < nr; i++)
				zz_table_row_number(e, names[k], t[k]->v[best[i]].key,
						    t[k]->v[best[i]].n);
			zz_table_section_end(e);
		}
	}
	zz_table_json_list(e, "invalid games", a->invalid_json.buf);
}

/* A group of TZAAR games (struct agg says which fields hold what). */
static void print_tz_group(struct run *r, struct agg *a, struct zz_table *e)
{
	static const char *const tz_ends[ENDS_NB] = {
		"no-tzaar", "no-tzarra", "no-tott", NULL, NULL, "no-capture", NULL, NULL,
		"resignation", "time", "agreement", "declared", "unfinished", "invalid"
	};
	char val[64];
	size_t i;

	zz_table_section(e, "games", "games", false);
	zz_table_row_number(e, "games", "total", a->games);
	for (i = 0; i < TZ_SETUP_NB; i++)
		if (a->variants[i])
			zz_table_row_number(e, "games", tz_setup_name((enum tz_setup_kind)i), a->variants[i]);
	zz_table_section_end(e);
	zz_table_section(e, "results", "results (why the loser lost)", false);
	for (i = 0; i < ENDS_NB; i++)
		if (tz_ends[i])
			zz_table_row_number(e, "results", tz_ends[i], a->ends[i]);
	zz_table_section_end(e);
	zz_table_section(e, "score", "first player (White)", false);
	zz_table_row_number(e, "score", "decided games", a->decided);
	zz_table_row_number(e, "score", "first player wins", a->first_wins);
	zz_table_row_number(e, "score", "second player wins", a->second_wins);
	snprintf(val, sizeof(val), "%.3f", a->decided ? (a->first_wins + a->draws / 2.0) / a->decided : 0.0);
	zz_table_row(e, "score", "first player score", val);
	zz_table_section_end(e);
	print_lengths(a, e);
	zz_table_section(e, "actions", "actions", false);
	zz_table_row_number(e, "actions", "captures", a->jumps);
	zz_table_row_number(e, "actions", "stacks", a->isolations);
	zz_table_row_number(e, "actions", "passes", a->no_removal);
	zz_table_row_number(e, "actions", "tallest stack at a game's end", a->longest_chain);
	zz_table_section_end(e);
	print_people(r, a, e);
	zz_table_json_list(e, "invalid games", a->invalid_json.buf);
}

static int cmp_sig(const void *a, const void *b)
{
	const struct sig *x = a, *y = b;
	int c = strcmp(x->text, y->text);

	return c ? c : strcmp(x->source, y->source);
}

/* Groups of identical games, or where one is a prefix of another. */
static unsigned long duplicates(struct run *r)
{
	unsigned long groups = 0;
	size_t i = 0;

	qsort(r->sigs, r->nr_sigs, sizeof(r->sigs[0]), cmp_sig);
	while (i < r->nr_sigs) {
		size_t j = i + 1, len = strlen(r->sigs[i].text);
		bool prefix = r->sigs[i].turns >= r->o->min_prefix;

		if (!r->sigs[i].turns) {
			i++;	/* empty games are alike, not duplicates */
			continue;
		}
		/* the same game, or (when long enough) a continuation of it */
		while (j < r->nr_sigs && !strncmp(r->sigs[j].text, r->sigs[i].text, len) &&
		       (r->sigs[j].text[len] == '\0' || (prefix && r->sigs[j].text[len] == ';')))
			j++;
		if (j - i > 1) {
			size_t k;

			groups++;
			zz_buf_addf(&r->out, "group %lu: %zu games\n", groups, j - i);
			for (k = i; k < j; k++) {
				zz_buf_addf(&r->out, "  %016llx %3zu turns %s ",
					    (unsigned long long)r->sigs[k].hash, r->sigs[k].turns,
					    strcmp(r->sigs[k].text, r->sigs[i].text) ? "continues" : "same     ");
				zz_shown_addstr(&r->out, r->sigs[k].source, 0);
				zz_buf_addch(&r->out, '\n');
			}
			out_flush(&r->out);
		}
		i = j;
	}
	return groups;
}

int cmd_stats(int argc, char **argv)
{
	static const char *const bys[] = { "board", "variant", "player", "year", NULL };
	static const char *const formats[] = { "text", "csv", "json", NULL };
	struct opts o;
	struct run r;
	const struct jobs_ops ops = { one_unit, pack, take, "counted" };
	struct zz_table e;
	size_t i, k;
	int io, first;
	unsigned by = ~0u, format = 0;
	const char *output = NULL;
	bool quiet = false;
	const struct opt options[] = {
		OPT_CHOICE(0, "by", &by, bys),
		OPT_CHOICE('t', "format", &format, formats),
		OPT_STRING('o', "output", &output),
		OPT_QUIET(&quiet),
		OPT_NUMBER(0, "min-games", &o.min_games),
		OPT_FLAG(0, "signature", &o.signature),
		OPT_FLAG(0, "duplicates", &o.duplicates),
		OPT_NUMBER(0, "min-prefix", &o.min_prefix),
		OPT_RULES(&o.rules),
		OPT_FROM(0, &o.from),
		OPT_RECURSIVE(&o.walk),
		OPT_RANGE('j', "jobs", &o.jobs, 1, 64, "from 1 to 64 jobs"),
		OPT_SELECTION,
		OPT_END()
	};

	memset(&o, 0, sizeof(o));
	o.from = ZZ_FORMAT_AUTO;
	o.min_prefix = 10;
	walk_defaults(&o.walk);
	o.jobs = 1;
	select_usage(USAGE_STATS);
	first = parse_options(argc, argv, "stats", USAGE_STATS, options);
	argc -= first;
	argv += first;
	if (by != ~0u)
		o.by = (enum by)(BY_BOARD + by);
	o.format = format;
	memset(&r, 0, sizeof(r));
	r.o = &o;
	zz_buf_init(&r.out);
	r.start = time(NULL);
	r.progress = isatty(2) && !quiet;
	zz_buf_init(&r.pending);
	first = output_beside_inputs(output, argv, argc, &o.walk);
	if (!first)
		first = out_redirect(output);
	if (first)
		return first;
	out_machine();	/* text, CSV and JSON alike hold names: safe on a terminal */
	io = jobs_run(o.jobs, argv, argc, &o.walk, &ops, &r) < 0;
	if (r.progress && r.seen >= 1000 && time(NULL) - r.start >= 1)
		fputs("\r\033[K", stderr);
	if (r.others && !quiet)
		warning("%lu game%s not counted: signatures are taken of Zertz games only",
			r.others, r.others == 1 ? " is" : "s are");
	if (o.duplicates) {
		unsigned long n = duplicates(&r);

		if (!quiet)
			inform("%zu games, %lu group%s of duplicates",
				r.nr_sigs, n, n == 1 ? "" : "s");
	} else if (!o.signature) {
		zz_table_begin(&e, (enum zz_table_format)o.format, &r.out);
		for (i = 0; i < r.nr_groups; i++) {
			struct agg *a = r.groups[i];

			if (o.by == BY_PLAYER && a->games < o.min_games)
				continue;
			zz_table_group(&e, spelling(&a->sp, a->name));
			if (a->tzaar)
				print_tz_group(&r, a, &e);
			else
				print_group(&r, a, &e);
			zz_table_group_end(&e);
			out_flush(&r.out);
		}
		zz_table_end(&e);
		out_flush(&r.out);
	}
	for (i = 0; i < r.nr_groups; i++) {
		struct agg *a = r.groups[i];
		struct table *t[4] = { &a->players, &a->years, &a->open1, &a->open2 };

		for (k = 0; k < 4; k++) {
			size_t j;

			for (j = 0; j < t[k]->nr; j++) {
				free(t[k]->v[j].key);
				spellings_release(&t[k]->v[j].sp);
			}
			free(t[k]->v);
			free(t[k]->slots);
		}
		free(a->by_length);
		free(a->name);
		spellings_release(&a->sp);
		zz_buf_release(&a->invalid_json);
		free(a);
	}
	free(r.groups);
	for (i = 0; i < r.names.nr; i++)
		free(r.names.v[i].key);
	free(r.names.v);
	free(r.names.slots);
	for (i = 0; i < r.nr_sigs; i++) {
		free(r.sigs[i].text);
		free(r.sigs[i].source);
	}
	free(r.sigs);
	zz_buf_release(&r.out);
	zz_buf_release(&r.pending);
	if (out_finish(!io, r.seen))
		io = 1;
	return io ? ZZ_EXIT_IO : ZZ_EXIT_OK;
}
