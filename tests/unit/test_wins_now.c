/*
 * What the engine answers the search (lib/zertz/engine_search.inc), held
 * to the plain way: the first placements against every turn made
 * (zz_rules_gen_first), a win at once against every turn played
 * (zz_rules_wins_now), on the fixed boards (narrow) and on custom boards
 * of more than 64 rings (wide).
 */
#include "zz_test.h"

#include <stdlib.h>

#include "rules.h"
#include "signature.h"
#include "zsearch.h"
#include "canon_check.h"

#define E37 "..../...../....../......./....../...../...."

static struct zz_rules R;
static unsigned long long seed;

static unsigned rnd(unsigned n)
{
	seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
	return (unsigned)((seed >> 33) % n);
}

static int setup(void **state)
{
	(void)state;
	zz_rules_init(&R);
	return 0;
}

/*
 * zz_rules_gen_first(): where the turns are placements, the first of
 * zz_rules_gen()'s, in its order, and no more than asked; where they are
 * captures, none.  Over random games on every board.
 */
static void test_rules_gen_first(void **state)
{
	static const unsigned boards[] = { 37, 48, 61 };
	static struct zz_move moves[ZZ_MOVES_MAX], first[40];
	unsigned b, game, asked = 0, short_lists = 0, captures = 0;

	(void)state;
	seed = 11;
	for (b = 0; b < 4; b++)
		for (game = 0; game < (b < 3 ? 20u : 1u); game++) {
			/* last, a position of 30 placements (fewer than asked, often) */
			struct zz_pos p = zz_test_pos(
				b == 3 ? "37 ---./-----/G--GB-/G.B..B-/-B...-/-...B/BG-G 4/3/1 1/0/2 1/0/1 2"
					: boards[b] == 37 ? "37 " E37 " 6/8/10 0/0/0 0/0/0 1"
					: boards[b] == 48
					? "48 ...../....../......./......../......./....../...../.... 6/8/10 0/0/0 0/0/0 1"
					: "61 ...../....../......./......../........./......../......./....../..... 6/8/10 0/0/0 0/0/0 1");
			unsigned turn;

			for (turn = 0; turn < (b < 3 ? 150u : 1u); turn++) {
				struct zz_effect e;
				struct zz_end end;
				size_t n = zz_rules_gen(&R, &p, moves, ZZ_MOVES_MAX),
				       max = b < 3 ? 1 + rnd(39) : 40, k, i;

				if (!n)
					break;
				memset(first, 0xa5, sizeof(first));
				k = zz_rules_gen_first(&R, &p, first, max);
				asked++;
				if (moves[0].kind == ZZ_MOVE_CAPTURE) {
					captures++;
					assert_int_equal(k, 0);
				} else {
					assert_int_equal(k, n < max ? n : max);
					short_lists += n < max;
					for (i = 0; i < k; i++)
						if (!zz_move_equal(&first[i], &moves[i]))
							fail_msg(
								"board %u, game %u, turn %u: turn %zu of %zu differs",
								b < 3 ? boards[b] : 37, game, turn, i, k);
					/* nothing written past the turns made */
					for (i = k * sizeof(first[0]); i < sizeof(first); i++)
						assert_int_equal(((unsigned char *)first)[i], 0xa5);
				}
				zz_rules_apply(&R, &p,
					       &moves[rnd((unsigned)(n < ZZ_MOVES_MAX ? n : ZZ_MOVES_MAX))],
					       NULL, &e);
				zz_rules_end(&R, &p, &e, &end);
				if (end.reason != ZZ_END_NONE)
					break;
			}
		}
	if (asked < 1000 || short_lists < 1 || captures < 100)
		fail_msg("%u positions, %u with fewer turns than asked, %u of captures", asked, short_lists,
			 captures);
}

/*
 * A win at once found by hand, each where the quick way of
 * zz_rules_wins_now() must look past its shortcuts: the answer, and
 * playing every turn agrees.
 */
static void test_rules_wins_now_hand(void **state)
{
	static const struct {
		const char *pos;
		unsigned char win[ZZ_COLOUR_NB], each;
		bool yes;
	} hand[] = {
		/* nothing to win on the empty board */
		{ "37 " E37 " 6/8/10 0/0/0 0/0/0 1", { 4, 5, 6 }, 3, false },
		/*
		 * a1 (white) with a2 and b1 cut off from the rest: remove a2 and
		 * place on b1 (or the other way round): the two claimed, four whites
		 * with the three held; each removal keeps its group joined, which has
		 * two vacant rings
		 */
		{ "37 W.-./.--../--..../......./....../...../.... 2/8/10 3/0/0 0/0/0 1",
		  { 4, 5, 6 },
		  3,
		  true },
		/* the last marble of the pool placed: the opponent, holding none, cannot move */
		{ "37 ...W/...../....../......./....../...../.... 0/0/1 1/1/1 0/0/0 1",
		  { 4, 5, 6 },
		  3,
		  true },
		/*
		 * a4 is the one free ring and a group of its own: a grey placed there
		 * with no ring removed is claimed, one of each for the second player;
		 * every other placement removes a4 and claims nothing
		 */
		{ "37 ---./-----/G--GB-/G.B..B-/-B...-/-...B/BG-G 4/3/1 1/0/2 1/0/1 2",
		  { 2, 2, 3 },
		  1,
		  true },
		/*
		 * reached under other rules, the first player already holds two
		 * whites, a set under win=0/2/5/6: whatever it places, it has won
		 * (and no placement on the open board claims)
		 */
		{ "37 " E37 " 4/8/10 2/0/0 0/0/0 1", { 2, 5, 6 }, 0, true },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(hand) / sizeof(hand[0]); i++) {
		struct zz_pos p = zz_test_pos(hand[i].pos);
		struct zz_rules r = R;

		memcpy(r.win, hand[i].win, sizeof(r.win));
		r.win_each = hand[i].each;
		if (zz_rules_wins_now(&r, &p) != hand[i].yes ||
		    zz_rules_wins_now_played(&r, &p) != hand[i].yes)
			fail_msg("%s: a win at once %s", hand[i].pos, hand[i].yes ? "not found" : "found");
	}
}

/* What the random games of the wins_now tests held. */
struct asked {
	unsigned asked, by_claim, by_capture, none;
};

/*
 * Random games from start, under the printed rules and under others
 * (small winning sets, so that claims end games often; any two free
 * neighbours; the supply per colour), a third each: before every turn,
 * zz_rules_wins_now() against playing every turn.
 */
static void wins_now_games(const struct zz_pos *start, unsigned games, struct asked *a)
{
	static struct zz_move moves[ZZ_MOVES_MAX];
	unsigned game;

	for (game = 0; game < games; game++) {
		struct zz_pos p = *start;
		struct zz_rules r = R;
		unsigned turn;

		if (game % 3 == 1) {
			r.win[0] = 2, r.win[1] = 2, r.win[2] = 3, r.win_each = 1;
			r.free_ring = ZZ_FREE_ANY_TWO;
		} else if (game % 3 == 2) {
			r.win[0] = 3, r.win[1] = 0, r.win[2] = 4, r.win_each = 2;
			r.supply = ZZ_SUPPLY_PER_COLOUR;
		}
		for (turn = 0; turn < 150; turn++) {
			struct zz_effect e;
			struct zz_end end;
			size_t n = zz_rules_gen(&r, &p, moves, ZZ_MOVES_MAX);
			bool yes = zz_rules_wins_now(&r, &p);

			if (!n)
				break;
			a->asked++;
			if (yes != zz_rules_wins_now_played(&r, &p))
				fail_msg(
					"%u rings, game %u, turn %u: a win at once %s, playing every turn %s",
					p.geom->rings, game, turn, yes ? "found" : "not found",
					yes ? "finds none" : "finds one");
			if (!yes)
				a->none++;
			else if (moves[0].kind == ZZ_MOVE_CAPTURE)
				a->by_capture++;
			else
				a->by_claim++;
			zz_rules_apply(&r, &p, &moves[rnd((unsigned)(n < ZZ_MOVES_MAX ? n : ZZ_MOVES_MAX))],
				       NULL, &e);
			zz_rules_end(&r, &p, &e, &end);
			if (end.reason != ZZ_END_NONE)
				break;
		}
	}
}

/*
 * zz_rules_wins_now() finds a win at once from the few turns that may
 * make one; playing every turn is the plain answer.  Both answer alike
 * before every turn of random games on every board, and the games held
 * wins at once by claims, by captures and none at all.
 */
static void test_rules_wins_now(void **state)
{
	struct asked a = { 0, 0, 0, 0 };
	struct zz_pos p;

	(void)state;
	seed = 7;
	p = zz_test_pos("37 " E37 " 6/8/10 0/0/0 0/0/0 1");
	wins_now_games(&p, 150, &a);
	p = zz_test_pos("48 ...../....../......./......../......./....../...../.... 6/8/10 0/0/0 0/0/0 1");
	wins_now_games(&p, 150, &a);
	p = zz_test_pos(
		"61 ...../....../......./......../........./......../......./....../..... 6/8/10 0/0/0 0/0/0 1");
	wins_now_games(&p, 150, &a);
	if (a.asked < 9000 || a.by_claim < 200 || a.by_capture < 400 || a.none < 8000)
		fail_msg("%u positions: %u won at once by a claim, %u by a capture, %u not", a.asked,
			 a.by_claim, a.by_capture, a.none);
}

/*
 * The same on boards of more than 64 rings, where the engine's wide build
 * finds the groups by a search of the rings (Tarjan's cut vertices): a
 * hexagon of side 6 (91 rings), and two of side 4 side by side (74 rings,
 * the second a group apart, empty).
 */
static void test_rules_wins_now_wide(void **state)
{
	unsigned char cells[ZZ_CELLS_MAX][2];
	struct asked a = { 0, 0, 0, 0 };
	struct zz_geom *g91, *g74;
	struct zz_pos p;
	size_t n;

	(void)state;
	seed = 8;
	n = zz_test_hexagon(cells, 0, 6, 6);
	g91 = zz_geom_custom_new((const unsigned char(*)[2])cells, n);
	n = zz_test_hexagon(cells, 0, 4, 4);
	n = zz_test_hexagon(cells, n, 12, 4);
	g74 = zz_geom_custom_new((const unsigned char(*)[2])cells, n);
	assert_non_null(g91);
	assert_false(g91->narrow);
	assert_false(g74->narrow);
	zz_pos_init(&p, g91, R.marbles);
	wins_now_games(&p, 20, &a);
	zz_pos_init(&p, g74, R.marbles);
	wins_now_games(&p, 20, &a);
	if (a.asked < 800 || a.by_claim < 15 || a.by_capture < 40 || a.none < 700)
		fail_msg("%u positions: %u won at once by a claim, %u by a capture, %u not", a.asked,
			 a.by_claim, a.by_capture, a.none);
	zz_geom_free(g91);
	zz_geom_free(g74);
}

/*
 * On a wide board (74 rings: two hexagons of side 4), a group apart as it
 * is: in the second hexagon only a vacant ring with its six neighbours
 * is left, four whites and two greys on them.  A placement on the vacant
 * ring, whatever ring of the first hexagon it removes, claims the group:
 * four whites, a win.  No ring of the group is free (the vacant one has
 * every neighbour, the others a marble), and no marble can jump.
 */
static void test_rules_wins_now_wide_group(void **state)
{
	unsigned char cells[ZZ_CELLS_MAX][2];
	struct zz_geom *g;
	struct zz_pos p;
	struct zz_bb rings = ZZ_BB_ZERO, white = ZZ_BB_ZERO, grey = ZZ_BB_ZERO, jumpers;
	unsigned c, d, y = ZZ_NO_CELL;
	size_t n;

	(void)state;
	n = zz_test_hexagon(cells, 0, 4, 4);
	n = zz_test_hexagon(cells, n, 12, 4);
	g = zz_geom_custom_new((const unsigned char(*)[2])cells, n);
	assert_non_null(g);
	assert_false(g->narrow);
	for (c = 37; c < g->rings && y == ZZ_NO_CELL; c++) {
		for (d = 0; d < ZZ_DIR_NB && g->nb[c][d] != ZZ_NO_CELL; d++)
			;
		if (d == ZZ_DIR_NB)
			y = c; /* the second hexagon's first ring with six neighbours */
	}
	assert_int_not_equal(y, ZZ_NO_CELL);
	zz_pos_init(&p, g, R.marbles);
	for (c = 0; c < 37; c++)
		zz_bb_set(&rings, c);
	zz_bb_set(&rings, y);
	for (d = 0; d < ZZ_DIR_NB; d++) {
		zz_bb_set(&rings, g->nb[y][d]);
		zz_bb_set(d < 4 ? &white : &grey, g->nb[y][d]);
	}
	zz_pos_store(&p, ZZ_POS_RINGS, &rings);
	zz_pos_store(&p, ZZ_POS_MARBLES + ZZ_WHITE, &white);
	zz_pos_store(&p, ZZ_POS_MARBLES + ZZ_GREY, &grey);
	p.pool[ZZ_WHITE] = 2, p.pool[ZZ_GREY] = 6;
	jumpers = zz_rules_jumpers(&p);
	assert_true(zz_bb_empty(&jumpers));
	assert_true(zz_rules_wins_now_played(&R, &p));
	assert_true(zz_rules_wins_now(&R, &p));
	zz_geom_free(g);
}

/* Whether a and b hold the same rings, marbles, pool, trays and side. */
static bool same_pos(const struct zz_pos *a, const struct zz_pos *b)
{
	unsigned k;

	for (k = 0; k < 1 + ZZ_COLOUR_NB; k++) {
		struct zz_bb x = zz_pos_set(a, k), y = zz_pos_set(b, k);

		if (!zz_bb_equal(&x, &y))
			return false;
	}
	return !memcmp(a->pool, b->pool, sizeof(a->pool)) && !memcmp(a->cap, b->cap, sizeof(a->cap)) &&
		a->side == b->side;
}

/*
 * The search's symmetric positions (zz_search_zertz.symmetric), held to
 * the moves' own map (zz_move_map, the games' signatures'): over random
 * games on every board, each symmetry of a position has as many turns,
 * the same win at once, and each turn, mapped, leads to the symmetric of
 * where the turn leads.  Every board has 12 symmetries but the 48-ring
 * one (6: it has no sixth of a turn).
 */
static void test_search_symmetric(void **state)
{
	static const char *const starts[] = {
		"37 " E37 " 6/8/10 0/0/0 0/0/0 1",
		"48 ...../....../......./......../......./....../...../.... 6/8/10 0/0/0 0/0/0 1",
		"61 ...../....../......./......../........./......../......./....../..... 6/8/10 0/0/0 0/0/0 1",
	};
	static const unsigned nsym[] = { 12, 6, 12 };
	static struct zz_move moves[ZZ_MOVES_MAX], mapped[ZZ_MOVES_MAX];
	const struct zz_search_kind *k = &zz_search_zertz;
	unsigned b, game, checked = 0, moved = 0, same = 0;

	(void)state;
	seed = 5;
	for (b = 0; b < 3; b++)
		for (game = 0; game < 3; game++) {
			struct zz_pos p = zz_test_pos(starts[b]);
			unsigned turn;

			assert_int_equal(k->symmetries(&R, &p), nsym[b]);
			for (turn = 0; turn < 60; turn++) {
				size_t n = k->turns(&R, &p, moves), i;
				unsigned sym;
				struct zz_pos next;

				if (!n)
					break;
				if (turn % 3 == 0)
					canon_check(k, &R, &p, rnd((unsigned)n), &same);
				for (sym = 0; sym < nsym[b]; sym++) {
					struct zz_pos q, after, image, qafter;
					size_t nq = k->turns(&R, (k->symmetric(&R, &p, sym, &q), &q), mapped);

					assert_int_equal(nq, n);
					assert_int_equal(k->side(&q), k->side(&p));
					assert_int_equal(zz_rules_wins_now(&R, &q),
							 zz_rules_wins_now(&R, &p));
					for (i = 0; i < n; i += 1 + rnd(8)) {
						struct zz_move m = moves[i];
						int v = k->play(&R, &p, &m, &after);

						zz_move_map(p.geom, sym, &m);
						assert_int_equal(k->play(&R, &q, &m, &qafter), v);
						k->symmetric(&R, &after, sym, &image);
						if (!same_pos(&qafter, &image))
							fail_msg(
								"board %u, game %u, turn %u, symmetry %u: turn %zu",
								b, game, turn, sym, i);
						moved++;
					}
					checked++;
				}
				if (k->play(&R, &p, &moves[rnd((unsigned)n)], &next) != ZZ_SEARCH_GOING)
					break;
				p = next;
			}
		}
	/* (transpositions are rare here: test_tzaar's, where a turn's two
	 * captures often go either way, are what tells them apart) */
	if (checked < 1000 || moved < 10000)
		fail_msg("%u symmetric positions, %u turns", checked, moved);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rules_gen_first),
		cmocka_unit_test(test_rules_wins_now_hand),
		cmocka_unit_test(test_rules_wins_now),
		cmocka_unit_test(test_rules_wins_now_wide),
		cmocka_unit_test(test_rules_wins_now_wide_group),
		cmocka_unit_test(test_search_symmetric),
	};

	zz_test_filter();
	return cmocka_run_group_tests_name("wins_now", tests, setup, NULL);
}
