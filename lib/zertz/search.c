/*
 * Zertz's table for the search (search.h): whole turns as the rules make
 * them (a capture is compulsory, so where there is one the turns are the
 * capture chains, the longest first), a copy of the position, the verdict
 * of zz_rules_end(), and a bound: in n turns of its own a player gains at
 * most the marbles on the board and the 2n - 1 placed meanwhile, so a
 * winning set out of that reach cannot be completed (unless the board may
 * fill, or the pool run dry, within the 2n - 1 turns: then no bound).  The
 * same bound for the opponent, one placement more, says when the mover
 * cannot be lost in n (may_lose).
 *
 * The search claims isolated groups as isolation=auto does (with
 * isolation=optional a player may leave them: not searched) and, there
 * being no repeated positions in Zertz (a turn removes a ring or
 * captures), knows no repetition.
 */
#include "search.h"

#include <stdlib.h>
#include <string.h>

#include "hash.h"
#include "rules.h"
#include "zsearch.h"
#include "banned.h"

static size_t turns(const void *rules, const void *pos, void *out)
{
	struct zz_move *m = out;
	size_t n = zz_rules_gen(rules, pos, m, ZZ_MOVES_MAX), i, j;

	if (n > ZZ_MOVES_MAX)
		n = ZZ_MOVES_MAX; /* (no position of a board of 61 rings has so many) */
	if (n && m[0].kind == ZZ_MOVE_CAPTURE) {
		/* the longest chains first: they take the most */
		for (i = 1; i < n; i++) {
			struct zz_move t = m[i];

			for (j = i; j > 0 && m[j - 1].nhops < t.nhops; j--)
				m[j] = m[j - 1];
			m[j] = t;
		}
	}
	return n;
}

static int play(const void *rules, const void *pos, const void *turn, void *next)
{
	struct zz_effect e;
	struct zz_end end;

	zz_pos_copy(next, pos);
	zz_rules_apply(rules, next, turn, NULL, &e);
	zz_rules_end(rules, next, &e, &end);
	if (end.reason == ZZ_END_NONE)
		return ZZ_SEARCH_GOING;
	return end.winner == 0 || end.winner == 1 ? end.winner : ZZ_SEARCH_NOBODY;
}

static unsigned side(const void *pos)
{
	return ((const struct zz_pos *)pos)->side;
}

static int over(const void *rules, const void *pos)
{
	struct zz_end end;

	zz_rules_end_position(rules, pos, &end);
	if (end.reason == ZZ_END_NONE)
		return ZZ_SEARCH_GOING;
	return end.winner == 0 || end.winner == 1 ? end.winner : ZZ_SEARCH_NOBODY;
}

static uint64_t hash(const void *pos)
{
	const struct zz_pos *p = pos;
	uint64_t h = 0x243f6a8885a308d3ULL;
	unsigned k, w;

	for (k = 0; k < 1 + ZZ_COLOUR_NB; k++) {
		h = zz_hash_mix(h, p->lo[k]);
		if (!p->geom->narrow)
			for (w = 0; w + 1 < ZZ_BB_WORDS; w++)
				h = zz_hash_mix(h, p->hi[k][w]);
	}
	for (k = 0; k < ZZ_COLOUR_NB; k++)
		h = zz_hash_mix(
			h, (uint64_t)p->pool[k] | (uint64_t)p->cap[0][k] << 8 | (uint64_t)p->cap[1][k] << 16);
	return zz_hash_mix(h, p->side);
}

/*
 * Whether player `who` may complete a winning set with `extra` more
 * marbles than it has (captured, or on the board), true as well when the
 * board may fill or the pool run dry within `turns` turns: a full board
 * wins for who filled it, a player without a marble loses, sets or not.
 * A turn takes at most two vacant rings (the marble's, the ring removed;
 * a capture frees one, an isolation claims none) and one marble of the
 * pool, so in t turns the board may fill from 2t vacant rings and the pool
 * run dry from t.
 */
static bool reach(const struct zz_rules *r, const struct zz_pos *p, unsigned who, unsigned extra,
		  unsigned turns)
{
	unsigned c, have[ZZ_COLOUR_NB], each = 0;
	struct zz_bb rings = zz_pos_set(p, ZZ_POS_RINGS);
	unsigned vacant = zz_bb_count(&rings), pool = 0;

	for (c = 0; c < ZZ_COLOUR_NB; c++) {
		struct zz_bb b = zz_pos_set(p, ZZ_POS_MARBLES + c);

		vacant -= zz_bb_count(&b);
		pool += p->pool[c];
	}
	if (vacant <= 2 * turns || pool <= turns)
		return true;

	for (c = 0; c < ZZ_COLOUR_NB; c++) {
		struct zz_bb b = zz_pos_set(p, ZZ_POS_MARBLES + c);

		have[c] = p->cap[who][c] + zz_bb_count(&b);
		if (r->win[c] && have[c] + extra >= r->win[c])
			return true;
	}
	if (!r->win_each)
		return false;
	/* every colour: the placements shared among those short */
	for (c = 0; c < ZZ_COLOUR_NB; c++)
		each += have[c] >= r->win_each ? 0 : r->win_each - have[c];
	return each <= extra;
}

/* In n turns of its own (2n - 1 turns) the mover gains at most 2n - 1 marbles placed. */
static bool may_win(const void *rules, const void *pos, unsigned n)
{
	const struct zz_pos *p = pos;

	return reach(rules, p, p->side, 2 * n - 1, 2 * n - 1);
}

/*
 * For the mover to be lost in n, every turn of its own must leave the
 * opponent a win in n: the opponent then gains at most the mover's
 * placement and 2n - 1 more, within 2n turns.
 */
static bool may_lose(const void *rules, const void *pos, unsigned n)
{
	const struct zz_pos *p = pos;

	return reach(rules, p, !p->side, 2 * n, 2 * n);
}

static bool wins_now(const void *rules, const void *pos)
{
	return zz_rules_wins_now(rules, pos);
}

static size_t few_turns(const void *rules, const void *pos, void *out, size_t max)
{
	return zz_rules_gen_first(rules, pos, out, max);
}

static unsigned symmetries(const void *rules, const void *pos)
{
	(void)rules;
	return ((const struct zz_pos *)pos)->geom->nsym;
}

/* Each ring and marble moved to its image; pool, trays and side kept. */
static void symmetric(const void *rules, const void *pos, unsigned sym, void *out)
{
	const struct zz_pos *p = pos;
	struct zz_pos *q = out;
	const unsigned char *to = p->geom->sym[sym];
	unsigned k;

	(void)rules;
	zz_pos_copy(q, p);
	for (k = 0; k < 1 + ZZ_COLOUR_NB; k++) {
		struct zz_bb from = zz_pos_set(p, k), image = ZZ_BB_ZERO;
		int c;

		for (c = zz_bb_next(&from, 0); c >= 0; c = zz_bb_next(&from, (unsigned)c + 1))
			zz_bb_set(&image, to[c]);
		zz_pos_store(q, k, &image);
	}
}

const struct zz_search_kind zz_search_zertz = {
	.pos_size = sizeof(struct zz_pos),
	.turn_size = sizeof(struct zz_move),
	.max_turns = ZZ_MOVES_MAX,
	.turns = turns,
	.play = play,
	.over = over,
	.side = side,
	.hash = hash,
	.may_win = may_win,
	.may_lose = may_lose,
	.wins_now = wins_now,
	.few_turns = few_turns,
	.symmetries = symmetries,
	.symmetric = symmetric,
};
