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
#include "stats.h"
#include "tgame.h"
#include "usage.h"
#include "walk.h"
#include "xalloc.h"
#include "banned.h"

/* The group of that name, made when new: found by its hash (--by player has thousands). */
static struct agg *group(struct run *r, const char *name)
{
	struct count *c = counts_find(&r->names, name);

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
	{
		const struct zz_text_kind *k = zz_text_kind(g->kind);
		struct zz_buf sb = ZZ_BUF_INIT;
		size_t first_end = 0;
		char cut;

		/*
		 * One search for both: the symmetry that gives the least two
		 * turns is one of those that give the least first turn, so the
		 * first turn of the two is the first turn alone up to symmetry.
		 */
		if (k->opening && !k->opening(g, 2, &sb, &first_end)) {
			cut = sb.buf[first_end];
			sb.buf[first_end] = '\0';
			jobs_put_str(data, sb.buf);
			sb.buf[first_end] = cut;
			jobs_put_str(data, g->nr_turns >= 2 ? sb.buf : NULL);
		} else {
			jobs_put_str(data, NULL);
			jobs_put_str(data, NULL);
		}
		zz_buf_release(&sb);
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
	r = zz_tz_replay_of(m);
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
		counts_fold(name, &key);
		n = counts_find(&a->players, key.buf);
		spellings_note(&n->sp, name);
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
		counts_find(&a->years, f->year)->n++;
	if (f->open1)
		counts_find(&a->open1, f->open1)->n++;
	if (f->open2)
		counts_find(&a->open2, f->open2)->n++;
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
		snprintf(buf, n, "tzaar %s", zz_tz_setup_name(tz_setup_of(g)->kind));
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

			counts_fold(name, &key);
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

			zz_text_signature(g, &text);
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

				counts_fold(name, &key);
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
	n = for_each_game(&r->reading, in, &d, game_cb, &u);
	/* what held no game: counted apart (and listed in JSON), no game */
	none = source_without_game(&d, in, name, n);
	if (none && !select_active(r->reading.sel)) {
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
					spellings_note(&a->sp, spelled[p]);
				add(a, &f);
			}
		} else {
			BUG("unknown record in stats' packed data");
		}
	}
	out_flush(out);
	return 0;
}

static int stats_main(int argc, char **argv, struct selection *sel)
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
		OPT_SELECTION(sel),
		OPT_END()
	};

	memset(&o, 0, sizeof(o));
	o.from = ZZ_FORMAT_AUTO;
	o.min_prefix = 10;
	walk_defaults(&o.walk);
	o.jobs = 1;
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
	games_init(&r.reading, o.from, o.rules, sel);
	io = jobs_run(select_jobs(sel, o.jobs), argv, argc, &o.walk, &ops, &r) < 0;
	games_release(&r.reading);
	if (r.progress && r.seen >= 1000 && time(NULL) - r.start >= 1)
		fputs("\r\033[K", stderr);
	if (r.others && !quiet)
		warning("%lu game%s not counted: signatures are taken of Zertz games only",
			r.others, r.others == 1 ? " is" : "s are");
	if (o.duplicates) {
		unsigned long n = stats_duplicates(&r);

		if (!quiet)
			inform("%zu games, %lu group%s of duplicates",
				r.nr_sigs, n, n == 1 ? "" : "s");
	} else if (!o.signature) {
		zz_table_begin(&e, (enum zz_table_format)o.format, &r.out);
		for (i = 0; i < r.nr_groups; i++) {
			struct agg *a = r.groups[i];

			if (o.by == BY_PLAYER && a->games < o.min_games)
				continue;
			zz_table_group(&e, spellings_best(&a->sp, a->name));
			if (a->tzaar)
				stats_print_tz_group(&r, a, &e);
			else
				stats_print_group(&r, a, &e);
			zz_table_group_end(&e);
			out_flush(&r.out);
		}
		zz_table_end(&e);
		out_flush(&r.out);
	}
	for (i = 0; i < r.nr_groups; i++) {
		struct agg *a = r.groups[i];
		struct table *t[4] = { &a->players, &a->years, &a->open1, &a->open2 };

		for (k = 0; k < 4; k++)
			counts_release(t[k]);
		free(a->by_length);
		free(a->name);
		spellings_release(&a->sp);
		zz_buf_release(&a->invalid_json);
		free(a);
	}
	free(r.groups);
	counts_release(&r.names);
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

int cmd_stats(int argc, char **argv)
{
	struct selection *sel = select_new(USAGE_STATS);
	int rc = stats_main(argc, argv, sel);

	select_free(sel);
	return rc;
}
