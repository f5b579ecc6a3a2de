#include "zz_test.h"

#include <stdlib.h>

#include "hash.h"
#include "kind.h"
#include "rules.h"

#define E37 "..../...../....../......./....../...../...."

static struct zz_rules R;

/*
 * Every test runs twice: on the fixed boards, and on copies of them that
 * take the wide path of the engine (lib/zertz/engine.inc compiled for sets of
 * several words), so that both builds obey every rule below.
 */
static bool wide;
static struct zz_geom *wide_geoms[ZZ_BOARD_FIXED_NB];

static struct zz_pos pos_of(const char *s)
{
	struct zz_pos p = zz_test_pos(s);

	if (wide) {
		struct zz_geom **g = &wide_geoms[p.geom->board];

		if (!*g) {
			*g = malloc(sizeof(**g));
			assert_non_null(*g);
			**g = *p.geom;
			(*g)->narrow = false;
		}
		p.geom = *g;
	}
	return p;
}

static int setup(void **state)
{
	(void)state;
	wide = false;
	zz_rules_init(&R);
	return 0;
}

static int setup_wide(void **state)
{
	(void)state;
	wide = true;
	zz_rules_init(&R);
	return 0;
}

static int teardown_wide(void **state)
{
	unsigned b;

	(void)state;
	for (b = 0; b < ZZ_BOARD_FIXED_NB; b++) {
		free(wide_geoms[b]);
		wide_geoms[b] = NULL;
	}
	wide = false;
	return 0;
}

static int cell(const struct zz_pos *p, const char *label)
{
	int c = zz_test_cell(p->geom, label);

	if (c < 0)
		fail_msg("no cell '%s'", label);
	return c;
}

static uint64_t bit(const struct zz_pos *p, const char *label)
{
	return 1ULL << cell(p, label);
}

static struct zz_move place(const struct zz_pos *p, int colour, const char *to,
			    const char *remove)
{
	struct zz_move m;

	memset(&m, 0, sizeof(m));
	m.kind = ZZ_MOVE_PLACE;
	m.colour = (unsigned char)colour;
	m.cell = (unsigned char)cell(p, to);
	m.remove = remove ? (unsigned char)cell(p, remove) : ZZ_NO_CELL;
	return m;
}

/* A capture "d1 d3 d5": start, then landings. */
static struct zz_move capture(const struct zz_pos *p, const char *path)
{
	struct zz_move m;
	char lab[3] = { 0, 0, 0 };
	const char *s = path;

	memset(&m, 0, sizeof(m));
	m.kind = ZZ_MOVE_CAPTURE;
	lab[0] = s[0], lab[1] = s[1];
	m.cell = (unsigned char)cell(p, lab);
	for (s += 2; *s; s += 3) {
		lab[0] = s[1], lab[1] = s[2];
		m.hop[m.nhops++] = (unsigned char)cell(p, lab);
	}
	return m;
}

/* the fault of m at p (enum zz_zcode), or LEGAL */
#define LEGAL (-1)
static int check(const struct zz_pos *p, const struct zz_move *m)
{
	struct zz_fault f;

	if (zz_rules_check(&R, p, m, 0, &f) == 0)
		return LEGAL;
	return (int)f.code;
}

/* [free-ring]: vacant, with two consecutive neighbour positions empty. */
static void test_rules_free_ring_adjacent(void **state)
{
	struct zz_pos p = pos_of("37 .-../...-./....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1");
	uint64_t adj, any;

	(void)state;
	adj = zz_test_word(zz_rules_free(&R, &p));
	R.free_ring = ZZ_FREE_ANY_TWO;
	any = zz_test_word(zz_rules_free(&R, &p));
	R.free_ring = ZZ_FREE_ADJACENT;
	/* b3 misses b4 (N) and a2 (SW): not consecutive */
	assert_false(adj & bit(&p, "b3"));
	assert_true(any & bit(&p, "b3"));
	assert_int_equal(any & ~adj, bit(&p, "b3"));
	assert_true(adj & bit(&p, "a1"));
	assert_false(adj & bit(&p, "d4"));
	assert_int_equal(__builtin_popcountll(adj), 17);
}

static void test_rules_free_ring_must_be_vacant(void **state)
{
	struct zz_pos p = pos_of("37 W.../...../....../......./....../...../.... 5/8/10 0/0/0 0/0/0 1");
	struct zz_move m;

	(void)state;
	assert_false(zz_test_word(zz_rules_free(&R, &p)) & bit(&p, "a1"));
	m = place(&p, ZZ_GREY, "d4", "a1");
	assert_int_equal(check(&p, &m), ZZ_E_REMOVE_OCCUPIED);
	m = place(&p, ZZ_GREY, "a2", "a2");
	assert_int_equal(check(&p, &m), ZZ_E_REMOVE_SAME);
	m = place(&p, ZZ_GREY, "a2", "d4");
	assert_int_equal(check(&p, &m), ZZ_E_REMOVE_NOT_FREE);
	m = place(&p, ZZ_GREY, "a2", "g1");
	assert_int_equal(check(&p, &m), LEGAL);
}

/* [place]: on a vacant ring that is still on the board. */
static void test_rules_place(void **state)
{
	struct zz_pos p = pos_of("37 W-../...../....../......./....../...../.... 5/8/10 0/0/0 0/0/0 1");
	struct zz_move m;

	(void)state;
	m = place(&p, ZZ_BLACK, "a1", "g1");
	assert_int_equal(check(&p, &m), ZZ_E_PLACE_OCCUPIED);
	m = place(&p, ZZ_BLACK, "a2", "g1");
	assert_int_equal(check(&p, &m), ZZ_E_RING_GONE);
	m = place(&p, ZZ_BLACK, "a3", "a2");
	assert_int_equal(check(&p, &m), ZZ_E_RING_GONE);
}

/* [no-removal]: a placement stands alone only when no ring is free. */
static void test_rules_no_removal(void **state)
{
	/* a triangle a1 a2 b2: filling b2 leaves no vacant ring to remove */
	struct zz_pos full = pos_of("37 WW--/-.---/------/-------/------/-----/---- 0/1/0 0/0/0 0/0/0 1");
	/* a1 holds a marble, a2 is the only other ring and it is free */
	struct zz_pos two = pos_of("37 W.--/-----/------/-------/------/-----/---- 0/1/0 0/0/0 0/0/0 1");
	struct zz_pos p = pos_of("37 " E37 " 6/8/10 0/0/0 0/0/0 1");
	struct zz_move m;

	(void)state;
	m = place(&full, ZZ_GREY, "b2", NULL);
	assert_int_equal(check(&full, &m), LEGAL);
	/* the target itself is the only free ring: no removal */
	m = place(&two, ZZ_GREY, "a2", NULL);
	assert_int_equal(check(&two, &m), LEGAL);
	m = place(&p, ZZ_GREY, "d4", NULL);
	assert_int_equal(check(&p, &m), ZZ_E_REMOVE_MISSING);
}

/* [pool-empty]: the pool first; own captures only once it is empty. */
static void test_rules_supply(void **state)
{
	struct zz_pos some = pos_of("37 " E37 " 0/1/0 2/0/0 0/0/0 1");
	struct zz_pos none = pos_of("37 " E37 " 0/0/0 2/0/0 0/0/1 1");
	struct zz_move m;

	(void)state;
	assert_int_equal(zz_rules_source(&R, &some, ZZ_WHITE), ZZ_SOURCE_NONE);
	assert_int_equal(zz_rules_source(&R, &some, ZZ_GREY), ZZ_SOURCE_POOL);
	assert_int_equal(zz_rules_source(&R, &none, ZZ_WHITE), ZZ_SOURCE_OWN);
	assert_int_equal(zz_rules_source(&R, &none, ZZ_BLACK), ZZ_SOURCE_NONE);
	m = place(&some, ZZ_WHITE, "d4", "a1");
	assert_int_equal(check(&some, &m), ZZ_E_COLOUR_EMPTY);
	R.supply = ZZ_SUPPLY_PER_COLOUR;
	assert_int_equal(zz_rules_source(&R, &some, ZZ_WHITE), ZZ_SOURCE_OWN);
	assert_int_equal(check(&some, &m), LEGAL);
	R.supply = ZZ_SUPPLY_POOL_FIRST;
}

static void test_rules_apply_from_own(void **state)
{
	struct zz_pos p = pos_of("37 " E37 " 0/0/0 2/0/0 0/0/1 1");
	struct zz_move m = place(&p, ZZ_WHITE, "d4", "a1");
	struct zz_effect e;

	(void)state;
	zz_rules_apply(&R, &p, &m, NULL, &e);
	assert_int_equal(e.source, ZZ_SOURCE_OWN);
	assert_int_equal(p.cap[0][ZZ_WHITE], 1);
	assert_int_equal(p.side, 1);
	assert_false(zz_test_word(zz_pos_rings(&p)) & bit(&p, "a1"));
	assert_true(zz_test_word(zz_pos_set(&p, ZZ_POS_MARBLES + ZZ_WHITE)) & bit(&p, "d4"));
}

/* [capture] and [capture-forced]. */
static void test_rules_capture_is_forced(void **state)
{
	struct zz_pos p = pos_of("37 ..../...../....../WG...../....../...../.... 5/7/10 0/0/0 0/0/0 1");
	struct zz_move m = place(&p, ZZ_BLACK, "d5", "a1");
	struct zz_fault f;

	(void)state;
	assert_int_equal(zz_test_word(zz_rules_jumpers(&p)), bit(&p, "d1"));
	assert_int_equal(zz_rules_check(&R, &p, &m, 0, &f), -1);
	assert_int_equal(f.code, ZZ_E_CAPTURE_FORCED);
	assert_true(f.has_example);
	assert_int_equal(f.example.cell, cell(&p, "d1"));
	assert_int_equal(f.example.hop[0], cell(&p, "d3"));
	assert_int_equal(zz_rules_check(&R, &p, &m, ZZ_CHECK_ALLOW_MISSED, &f), 0);
	assert_int_equal(zz_rules_count(&R, &p), 1);
}

static void test_rules_capture_geometry(void **state)
{
	struct zz_pos p = pos_of("37 ..../...../....../WGB..../....../...../.... 5/7/9 0/0/0 0/0/0 1");
	struct zz_pos q = pos_of("37 ..../...../....../WG...../....../...../.... 5/7/10 0/0/0 0/0/0 1");
	struct zz_move m;
	struct zz_effect e;

	(void)state;
	m = capture(&p, "d1 d3");
	assert_int_equal(check(&p, &m), ZZ_E_LANDING_OCCUPIED);
	m = capture(&q, "d1 d4");
	assert_int_equal(check(&q, &m), ZZ_E_JUMP_LINE);
	m = capture(&q, "d3 d5");
	assert_int_equal(check(&q, &m), ZZ_E_JUMP_NO_MARBLE);
	m = capture(&q, "d2 d4");
	assert_int_equal(check(&q, &m), ZZ_E_JUMP_EMPTY);
	m = capture(&q, "d1 d3");
	assert_int_equal(check(&q, &m), LEGAL);
	zz_rules_apply(&R, &q, &m, NULL, &e);
	assert_int_equal(q.cap[0][ZZ_GREY], 1);
	assert_int_equal(e.jumped_colour[0], ZZ_GREY);
	assert_int_equal(zz_test_word(e.jumped), bit(&q, "d2"));
	assert_int_equal(zz_test_word(zz_pos_occupied(&q)), bit(&q, "d3"));
	assert_int_equal(zz_test_word(zz_pos_rings(&q)), zz_test_word(q.geom->all));	/* a capture removes no ring */
}

/* [capture-chain]: the chain goes on, with a free choice of branch. */
static void test_rules_chain_branches(void **state)
{
	struct zz_pos p = pos_of("37 ..../...../....../WG.W.../..B.../...../.... 4/7/9 0/0/0 0/0/0 1");
	struct zz_move moves[16], m;
	size_t n, i;
	int found_d5 = 0, found_f3 = 0;

	(void)state;
	m = capture(&p, "d1 d3");
	assert_int_equal(check(&p, &m), ZZ_E_CHAIN_INCOMPLETE);
	m = capture(&p, "d1 d3 d5");
	assert_int_equal(check(&p, &m), LEGAL);
	m = capture(&p, "d1 d3 f3");
	assert_int_equal(check(&p, &m), LEGAL);
	n = zz_rules_gen(&R, &p, moves, 16);
	assert_int_equal(n, zz_rules_count(&R, &p));
	for (i = 0; i < n; i++) {
		if (moves[i].cell != cell(&p, "d1"))
			continue;
		assert_int_equal(moves[i].nhops, 2);
		found_d5 |= moves[i].hop[1] == cell(&p, "d5");
		found_f3 |= moves[i].hop[1] == cell(&p, "f3");
	}
	assert_true(found_d5 && found_f3);
}

/* [chain-win]: a chain may stop once the mover holds a winning set. */
static void test_rules_chain_win(void **state)
{
	/* the first player holds 3 white; jumping the white d2 makes 4 */
	struct zz_pos p = pos_of("37 ..../...../....../BW.W.../....../...../.... 0/8/9 3/0/0 0/0/0 1");
	struct zz_move early = capture(&p, "d1 d3"), full = capture(&p, "d1 d3 d5");
	struct zz_pos q = p;
	struct zz_effect e;
	struct zz_end end;

	(void)state;
	assert_int_equal(check(&p, &early), LEGAL);
	assert_int_equal(check(&p, &full), LEGAL);
	/* both the early stop and the full chain are turns */
	assert_int_equal(zz_rules_count(&R, &p), 2);
	zz_rules_apply(&R, &q, &early, NULL, &e);
	zz_rules_end(&R, &q, &e, &end);
	assert_int_equal(end.reason, ZZ_END_WIN);
	assert_int_equal(end.winner, 0);
	assert_int_equal(end.set, ZZ_SET_WHITE);
	/* without the winning set, stopping early is illegal */
	p.cap[0][ZZ_WHITE] = 2;
	assert_int_equal(check(&p, &early), ZZ_E_CHAIN_INCOMPLETE);
	assert_int_equal(zz_rules_count(&R, &p), 1);
}

/* [isolation]: a cut-off group with no vacant ring goes to the mover. */
static void test_rules_isolation(void **state)
{
	/* columns: c6 removed; d7 W; e5 e6 removed; f5 removed */
	struct zz_pos p = pos_of("37 ..../...../.....-/......W/....--/....-/.... 5/8/10 0/0/0 0/0/0 2");
	struct zz_move m = place(&p, ZZ_GREY, "a1", "d6");
	struct zz_pos q = p;
	struct zz_effect e;

	(void)state;
	assert_int_equal(check(&p, &m), LEGAL);
	assert_int_equal(zz_test_word(zz_rules_claimable(&p)), 0);
	zz_rules_apply(&R, &q, &m, NULL, &e);
	assert_int_equal(zz_test_word(e.claimed), bit(&p, "d7"));
	assert_int_equal(zz_test_word(e.claimed_by_colour[ZZ_WHITE]), bit(&p, "d7"));
	assert_int_equal(q.cap[1][ZZ_WHITE], 1);	/* the mover, second player */
	assert_false(zz_test_word(zz_pos_rings(&q)) & bit(&p, "d7"));
	assert_false(e.board_full);
}

static void test_rules_isolation_keeps_vacant_groups(void **state)
{
	/* cut off {a4, b5} with b5 vacant: it stays; filling b5 claims both */
	struct zz_pos p = pos_of("37 ..-W/...-./....--/......./....../...../.... 5/8/10 0/0/0 0/0/0 1");
	struct zz_move fill = place(&p, ZZ_GREY, "b5", "g1");
	struct zz_move other = place(&p, ZZ_GREY, "d4", "g1");
	struct zz_pos q = p;
	struct zz_effect e;

	(void)state;
	assert_int_equal(zz_test_word(zz_rules_claimable(&p)), 0);
	zz_rules_apply(&R, &q, &other, NULL, &e);
	assert_int_equal(zz_test_word(e.claimed), 0);
	q = p;
	zz_rules_apply(&R, &q, &fill, NULL, &e);
	assert_int_equal(zz_test_word(e.claimed), bit(&p, "a4") | bit(&p, "b5"));
	assert_int_equal(q.cap[0][ZZ_WHITE], 1);
	assert_int_equal(q.cap[0][ZZ_GREY], 1);
}

/* [win]: standard and blitz sets. */
static void test_rules_win_sets(void **state)
{
	static const struct { const char *variant; unsigned char cap[3]; int set; } cases[] = {
		{ "standard", { 4, 0, 0 }, ZZ_SET_WHITE },
		{ "standard", { 3, 4, 2 }, -1 },
		{ "standard", { 3, 4, 5 }, ZZ_SET_EACH },
		{ "standard", { 0, 5, 0 }, ZZ_SET_GREY },
		{ "standard", { 0, 0, 6 }, ZZ_SET_BLACK },
		{ "standard", { 3, 3, 3 }, ZZ_SET_EACH },
		{ "standard", { 2, 3, 3 }, -1 },
		{ "blitz", { 3, 0, 0 }, ZZ_SET_WHITE },
		{ "blitz", { 0, 4, 0 }, ZZ_SET_GREY },
		{ "blitz", { 0, 0, 5 }, ZZ_SET_BLACK },
		{ "blitz", { 2, 2, 2 }, ZZ_SET_EACH },
		{ "blitz", { 2, 3, 4 }, ZZ_SET_EACH },
		{ "blitz", { 1, 3, 4 }, -1 },
	};
	struct zz_rules r;
	struct zz_buf err = ZZ_BUF_INIT;
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		zz_rules_init(&r);
		assert_int_equal(zz_rules_set(&r, "variant", cases[i].variant, &err), 0);
		if (zz_rules_win_set(&r, cases[i].cap) != cases[i].set)
			fail_msg("case %u (%s %u/%u/%u)", i, cases[i].variant,
				 cases[i].cap[0], cases[i].cap[1], cases[i].cap[2]);
	}
	zz_rules_init(&r);
	assert_int_equal(zz_rules_set(&r, "variant", "blitz", &err), 0);
	assert_int_equal(r.marbles[0], 5);
	assert_int_equal(r.marbles[2], 9);
	zz_buf_release(&err);
}

/* [board-full] and [both-lose]. */
static void test_rules_board_full(void **state)
{
	struct zz_pos p = pos_of("37 WW--/-.---/------/-------/------/-----/---- 0/1/0 0/0/1 1/1/1 1");
	struct zz_move m = place(&p, ZZ_GREY, "b2", NULL);
	struct zz_pos q = p;
	struct zz_effect e;
	struct zz_end end;

	(void)state;
	zz_rules_apply(&R, &q, &m, NULL, &e);
	assert_true(e.board_full);
	assert_int_equal(zz_test_word(zz_pos_rings(&q)), 0);
	assert_int_equal(q.cap[0][ZZ_WHITE], 2);
	assert_int_equal(q.cap[0][ZZ_GREY], 1);
	zz_rules_end(&R, &q, &e, &end);
	assert_int_equal(end.reason, ZZ_END_BOARD_FULL);
	assert_int_equal(end.winner, 0);
	/* both-lose needs the option and no capture before */
	R.both_lose = true;
	zz_rules_end(&R, &q, &e, &end);
	assert_int_equal(end.reason, ZZ_END_BOARD_FULL);
	p.cap[0][2] = p.cap[1][0] = p.cap[1][1] = p.cap[1][2] = 0;
	q = p;
	zz_rules_apply(&R, &q, &m, NULL, &e);
	zz_rules_end(&R, &q, &e, &end);
	assert_int_equal(end.reason, ZZ_END_BOTH_LOSE);
	assert_int_equal(end.winner, ZZ_WINNER_BOTH_LOSE);
	R.both_lose = false;
}

/* [no-move]: the player to move who cannot move loses (or draws). */
static void test_rules_no_move(void **state)
{
	/* pool empty; the second player, to move after this, holds nothing */
	struct zz_pos p = pos_of("37 " E37 " 0/0/0 1/0/0 0/0/0 1");
	struct zz_move m = place(&p, ZZ_WHITE, "d4", "a1");
	struct zz_effect e;
	struct zz_end end;
	struct zz_pos q = p;

	(void)state;
	zz_rules_apply(&R, &q, &m, NULL, &e);
	assert_false(zz_rules_has_move(&R, &q));
	zz_rules_end(&R, &q, &e, &end);
	assert_int_equal(end.reason, ZZ_END_NO_MOVE);
	assert_int_equal(end.winner, 0);
	R.no_move = ZZ_NO_MOVE_DRAW;
	zz_rules_end(&R, &q, &e, &end);
	assert_int_equal(end.reason, ZZ_END_NO_MOVE);
	assert_int_equal(end.winner, ZZ_WINNER_NONE);
	R.no_move = ZZ_NO_MOVE_LOSE;
	/* a pass is legal only then */
	memset(&m, 0, sizeof(m));
	m.kind = ZZ_MOVE_PASS;
	assert_int_equal(check(&q, &m), LEGAL);
	assert_int_equal(check(&p, &m), ZZ_E_PASS);
}

/* Generation agrees with counting, and every generated turn is legal. */
static void test_rules_gen_matches_count(void **state)
{
	static const char *const cases[] = {
		"37 " E37 " 6/8/10 0/0/0 0/0/0 1",
		"37 .-../...-./....../......./....../...../.... 6/8/10 0/0/0 0/0/0 2",
		"37 ..../...../....../WG.W.../..B.../...../.... 4/7/9 0/0/0 0/0/0 1",
		"37 " E37 " 0/0/0 2/0/1 0/0/0 1",
		"48 ...../....../..W..../...G..../..B..../....../...../.... 5/7/9 0/0/0 0/0/0 2",
	};
	static struct zz_move moves[ZZ_MOVES_MAX];
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct zz_pos p = pos_of(cases[i]);
		size_t n = zz_rules_gen(&R, &p, moves, ZZ_MOVES_MAX), k;

		assert_int_equal(n, zz_rules_count(&R, &p));
		for (k = 0; k < n; k++) {
			struct zz_fault f;

			if (zz_rules_check(&R, &p, &moves[k], 0, &f))
				fail_msg("case %u: generated move %zu is illegal (%s)", i, k, f.info->id);
		}
	}
}

static void test_rules_options(void **state)
{
	struct zz_rules r;
	struct zz_buf sb = ZZ_BUF_INIT;

	(void)state;
	zz_rules_init(&r);
	zz_rules_format(&r, &sb);
	assert_string_equal(sb.buf, "");
	assert_int_equal(zz_rules_parse(&r, "free-ring=any-two,repetition=off,both-lose=on", &sb), 0);
	zz_rules_format(&r, &sb);
	assert_string_equal(sb.buf, "free-ring=any-two,repetition=off,both-lose=on");
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, "supply=per-colour,isolation=optional,no-move=draw,missed-capture=stand", &sb), 0);
	zz_rules_format(&r, &sb);
	assert_string_equal(sb.buf, "free-ring=any-two,supply=per-colour,isolation=optional,no-move=draw,missed-capture=stand,repetition=off,both-lose=on");
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, "colour=blue", &sb), -1);
	assert_string_equal(sb.buf, "unknown rule option 'colour'");
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, "supply=pool", &sb), -1);
	assert_string_equal(sb.buf, "invalid value 'pool' for 'supply' (expected pool-first|per-colour)");
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, "supply", &sb), -1);
	assert_string_equal(sb.buf, "rule option 'supply' is not NAME=VALUE");
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, "marbles=7/9/11,win=4/5/6/7", &sb), 0);
	assert_int_equal(r.variant, ZZ_VARIANT_CUSTOM);
	assert_int_equal(r.marbles[2], 11);
	assert_int_equal(r.win_each, 4);
	assert_int_equal(r.win[2], 7);
	assert_int_equal(zz_rules_parse(&r, "marbles=7/9", &sb), -1);
	/* each value a rule does not have, said with the ones it has */
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, "win=1/2/3", &sb), -1);
	assert_string_equal(sb.buf, "invalid value '1/2/3' for 'win' (expected EACH/W/G/B)");
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, "marbles=100/1/1", &sb), -1);
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, "marbles=1/1/1x", &sb), -1);
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, "repetition=5", &sb), -1);
	assert_string_equal(sb.buf, "invalid value '5' for 'repetition' (expected 3|off)");
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, "both-lose=maybe", &sb), -1);
	assert_string_equal(sb.buf, "invalid value 'maybe' for 'both-lose' (expected on|off)");
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, ",", &sb), -1);
	zz_buf_reset(&sb);
	assert_int_equal(zz_rules_parse(&r, "=3", &sb), -1);
	zz_buf_release(&sb);
}

/*
 * zz_rules_same tells apart rules that differ in any one setting: every
 * name zz_rules_names lists, and each number of marbles and of a win (a
 * name without a value here fails the test, so a new option is not
 * forgotten by zz_rules_same, which the reports' set-up memo relies on).
 */
static void test_rules_same(void **state)
{
	static const struct { const char *name; const char *values[5]; } other[] = {
		{ "variant", { "blitz" } },
		{ "marbles", { "5/8/10", "6/7/10", "6/8/11" } },
		{ "win", { "3/4/5/6", "4/3/5/6", "4/4/4/6", "4/4/5/5" } },
		{ "free-ring", { "any-two" } },
		{ "supply", { "per-colour" } },
		{ "isolation", { "optional" } },
		{ "no-move", { "draw" } },
		{ "repetition", { "off" } },
		{ "both-lose", { "on" } },
		{ "missed-capture", { "stand" } },
	};
	struct zz_buf err = ZZ_BUF_INIT;
	struct zz_rules a, b;
	size_t i, k, v;

	(void)state;
	zz_rules_init(&a);
	assert_int_equal(zz_rules_parse(&a, "marbles=6/8/10,win=4/4/5/6", &err), 0);
	b = a;
	assert_true(zz_rules_same(&a, &b));
	for (i = 0; zz_rules_names[i]; i++) {
		for (k = 0; k < sizeof(other) / sizeof(other[0]); k++)
			if (!strcmp(other[k].name, zz_rules_names[i]))
				break;
		if (k == sizeof(other) / sizeof(other[0]))
			fail_msg("no other value of '%s' to try", zz_rules_names[i]);
		for (v = 0; v < 5 && other[k].values[v]; v++) {
			b = a;
			assert_int_equal(zz_rules_set(&b, other[k].name, other[k].values[v], &err), 0);
			if (zz_rules_same(&a, &b))
				fail_msg("%s=%s is taken for the same rules", other[k].name,
					 other[k].values[v]);
			assert_true(zz_rules_same(&b, &b));
		}
	}
	zz_buf_release(&err);
}

/* The cell of the custom board where the 37-ring board's cell c lies. */
static unsigned transplant(const struct zz_geom *to, const struct zz_geom *from,
			   unsigned c, unsigned col0)
{
	unsigned col = col0 + from->col[c], y = from->y[c] + 1u;
	int cell = zz_geom_cell(to, col, (y - (col % 2 ? 2u : 1u)) / 2 + 1);

	assert_true(cell >= 0);
	return (unsigned)cell;
}

static struct zz_move move_on(const struct zz_geom *to, const struct zz_geom *from,
			      const struct zz_move *m)
{
	struct zz_move t = *m;
	unsigned k;

	if (m->kind == ZZ_MOVE_PASS)
		return t;
	t.cell = (unsigned char)transplant(to, from, m->cell, 9);
	if (m->kind == ZZ_MOVE_PLACE && m->remove != ZZ_NO_CELL)
		t.remove = (unsigned char)transplant(to, from, m->remove, 9);
	for (k = 0; m->kind == ZZ_MOVE_CAPTURE && k < m->nhops; k++)
		t.hop[k] = (unsigned char)transplant(to, from, m->hop[k], 9);
	return t;
}

/* Set s of the 37-ring board, moved onto the custom board. */
static void assert_same_set(const struct zz_geom *to, const struct zz_geom *from,
			    struct zz_bb a, struct zz_bb b, const char *what, unsigned game,
			    unsigned turn)
{
	struct zz_bb moved = ZZ_BB_ZERO;
	int c;

	ZZ_BB_FOR_EACH(c, &a)
		zz_bb_set(&moved, transplant(to, from, (unsigned)c, 9));
	if (!zz_bb_equal(&moved, &b))
		fail_msg("game %u, turn %u: %s differ on the custom board", game, turn, what);
}

/*
 * The wide engine against the narrow one: random games on the 37-ring
 * board are played move for move on a custom board of 74 rings, a 37-ring
 * hexagon (the game's) beside an empty one, whose cells run past the first
 * word of a set.  The empty hexagon only adds placements there: every move
 * is legal on both, and jumps, claims, captures, free rings and the end of
 * the game by a winning set are the same.
 */
static void test_rules_custom_board_agrees(void **state)
{
	const struct zz_geom *g37 = zz_geom_get(37);
	unsigned char cells[ZZ_CELLS_MAX][2];
	struct zz_geom *big;
	unsigned long long seed = 12345;
	unsigned game, turns = 0, wins = 0, claims = 0, chains = 0;
	size_t n;

	(void)state;
	if (wide)
		return;		/* one run is enough: it compares the two builds */
	n = zz_test_hexagon(cells, 0, 4, 4);
	n = zz_test_hexagon(cells, n, 12, 4);
	big = zz_geom_custom_new((const unsigned char (*)[2])cells, n);
	assert_false(big->narrow);
	for (game = 0; game < 200; game++) {
		struct zz_pos p, q;
		unsigned turn;

		zz_pos_init(&p, g37, R.marbles);
		zz_pos_init(&q, big, R.marbles);
		for (turn = 1; turn < 200; turn++, turns++) {
			static struct zz_move moves[ZZ_MOVES_MAX];
			struct zz_effect e, f;
			struct zz_end end, end2;
			struct zz_fault fault;
			struct zz_move m, t;
			size_t nm = zz_rules_gen(&R, &p, moves, ZZ_MOVES_MAX);
			struct zz_bb fa = zz_rules_free(&R, &p), fb = zz_rules_free(&R, &q);

			assert_same_set(big, g37, zz_rules_jumpers(&p), zz_rules_jumpers(&q),
					"jumpers", game, turn);
			/* the free rings of the game's hexagon */
			{
				struct zz_bb moved = ZZ_BB_ZERO, right = ZZ_BB_ZERO;
				int c;
				unsigned k;

				ZZ_BB_FOR_EACH(c, &fa)
					zz_bb_set(&moved, transplant(big, g37, (unsigned)c, 9));
				for (k = 37; k < 74; k++)
					zz_bb_set(&right, k);
				right = zz_bb_and(right, fb);
				if (!zz_bb_equal(&moved, &right))
					fail_msg("game %u, turn %u: free rings differ", game, turn);
			}
			if (!nm)
				break;
			seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
			m = moves[(seed >> 33) % (nm < ZZ_MOVES_MAX ? nm : ZZ_MOVES_MAX)];
			t = move_on(big, g37, &m);
			/* with no free ring left on its hexagon, a placement removes
			 * none there, but the empty one still has free rings */
			if (m.kind == ZZ_MOVE_PLACE && m.remove == ZZ_NO_CELL) {
				assert_int_equal(zz_rules_check(&R, &q, &t, 0, &fault), -1);
				assert_int_equal(fault.code, ZZ_E_REMOVE_MISSING);
				break;
			}
			if (zz_rules_check(&R, &q, &t, 0, &fault))
				fail_msg("game %u, turn %u: legal on 37 rings, not on the custom board",
					 game, turn);
			zz_rules_apply(&R, &p, &m, NULL, &e);
			zz_rules_apply(&R, &q, &t, NULL, &f);
			assert_same_set(big, g37, e.jumped, f.jumped, "jumped marbles", game, turn);
			assert_same_set(big, g37, e.claimed, f.claimed, "claims", game, turn);
			assert_memory_equal(e.jumped_colour, f.jumped_colour, m.nhops);
			assert_memory_equal(p.cap, q.cap, sizeof(p.cap));
			assert_memory_equal(p.pool, q.pool, sizeof(p.pool));
			zz_rules_end(&R, &p, &e, &end);
			zz_rules_end(&R, &q, &f, &end2);
			claims += !zz_bb_empty(&e.claimed);
			chains += m.kind == ZZ_MOVE_CAPTURE && m.nhops > 1;
			if (end.reason == ZZ_END_WIN) {
				wins++;
				assert_int_equal(end2.reason, ZZ_END_WIN);
				assert_int_equal(end2.winner, end.winner);
				assert_int_equal(end2.set, end.set);
			}
			if (end.reason != ZZ_END_NONE)
				break;
		}
	}
	/* the games were long enough to mean something */
	if (turns < 200 * 15 || wins < 50 || claims < 50 || chains < 50)
		fail_msg("%u turns, %u wins, %u isolations, %u chains", turns, wins, claims, chains);
	zz_geom_free(big);
}

/*
 * zz_rules_play() is zz_rules_check() and zz_rules_apply() at once: over
 * random games on every board, for the legal turns of each position and
 * for turns made illegal in every way a record can (another ring to
 * remove or place on, a hop cut off or added, a jumped colour wrong),
 * play takes a turn exactly when check does and leaves what apply leaves,
 * and touches nothing when it declines.
 */
static unsigned long long play_seed = 99;

static unsigned play_rand(unsigned n)
{
	play_seed = play_seed * 6364136223846793005ULL + 1442695040888963407ULL;
	return (unsigned)((play_seed >> 33) % n);
}

static void same_effect(const struct zz_effect *a, const struct zz_effect *b, unsigned nhops)
{
	unsigned c;

	assert_int_equal(a->mover, b->mover);
	assert_int_equal(a->source, b->source);
	assert_true(zz_bb_equal(&a->jumped, &b->jumped));
	assert_memory_equal(a->jumped_colour, b->jumped_colour, nhops);
	assert_true(zz_bb_equal(&a->claimed, &b->claimed));
	for (c = 0; c < ZZ_COLOUR_NB; c++)
		assert_true(zz_bb_equal(&a->claimed_by_colour[c], &b->claimed_by_colour[c]));
	assert_memory_equal(a->gained, b->gained, sizeof(a->gained));
	assert_int_equal(a->board_full, b->board_full);
	assert_int_equal(a->no_captures_before, b->no_captures_before);
}

/* One turn both ways; returns whether it was legal. */
static bool play_agrees(const struct zz_pos *p, const struct zz_move *m,
			const unsigned char *colours)
{
	struct zz_fault f;
	struct zz_pos q = *p, b, was, applied = *p;
	struct zz_effect e, e2;
	bool legal = zz_rules_check(&R, p, m, 0, &f) == 0 && m->kind != ZZ_MOVE_PASS;
	unsigned k;

	memset(&b, 0x5a, sizeof(b));
	was = b;
	if (legal) {
		zz_rules_apply(&R, &applied, m, NULL, &e2);
		if (colours && m->kind == ZZ_MOVE_CAPTURE)
			for (k = 0; k < m->nhops; k++)
				legal = legal && colours[k] == e2.jumped_colour[k];
	}
	if (!legal) {
		assert_int_equal(zz_rules_play(&R, &q, &b, m, colours, &e), -1);
		assert_true(zz_pos_equal(&q, p));
		assert_memory_equal(&b, &was, sizeof(b));
		return false;
	}
	assert_int_equal(zz_rules_play(&R, &q, &b, m, colours, &e), 0);
	assert_true(zz_pos_equal(&b, p));
	assert_true(zz_pos_equal(&q, &applied));
	same_effect(&e, &e2, m->kind == ZZ_MOVE_CAPTURE ? m->nhops : 0);
	return true;
}

/* A placement on the first vacant ring, removing a free ring: false if none. */
static bool place_beside(const struct zz_pos *p, struct zz_move *m)
{
	struct zz_bb free = zz_rules_free(&R, p);
	unsigned c;

	memset(m, 0, sizeof(*m));
	m->kind = ZZ_MOVE_PLACE;
	m->colour = ZZ_BLACK;
	m->remove = ZZ_NO_CELL;
	for (c = 0; c < p->geom->rings; c++)
		if (zz_pos_has_ring(p, c) && zz_pos_marble(p, c) < 0) {
			zz_bb_clear(&free, c);
			m->cell = (unsigned char)c;
			if (!zz_bb_empty(&free))
				m->remove = (unsigned char)zz_bb_next(&free, 0);
			return true;
		}
	return false;
}

/*
 * --rules is checked against every game's table (lib/kind.h): Zertz's
 * options pass, so does nothing, and an option no game has is refused in
 * the first game's words (Zertz's: RULES.md names its options).
 */
static void test_rules_valid_for_some_game(void **state)
{
	struct zz_buf err = ZZ_BUF_INIT;

	(void)state;
	assert_int_equal(zz_kind_rules_valid("free-ring=any-two,repetition=off", &err), 0);
	assert_int_equal(zz_kind_rules_valid("", &err), 0);
	assert_int_equal(err.len, 0);
	assert_int_equal(zz_kind_rules_valid("bogus=1", &err), -1);
	assert_string_equal(err.buf, "unknown rule option 'bogus'");
	zz_buf_release(&err);
}

/* FNV-1a, 64 bits: the published test vectors ("" is the offset basis). */
static void test_hash_vectors(void **state)
{
	(void)state;
	assert_true(zz_hash("", 0, ZZ_HASH_INIT) == 0xcbf29ce484222325ULL);
	assert_true(zz_hash("a", 1, ZZ_HASH_INIT) == 0xaf63dc4c8601ec8cULL);
	assert_true(zz_hash("foobar", 6, ZZ_HASH_INIT) == 0x85944171f73967e8ULL);
}

static void test_rules_play_agrees(void **state)
{
	static const unsigned boards[] = { 37, 48, 61 };
	static struct zz_move moves[ZZ_MOVES_MAX];
	unsigned b, game, tried = 0, declined = 0, chains = 0;

	(void)state;
	for (b = 0; b < 3; b++)
		for (game = 0; game < 40; game++) {
			struct zz_pos p = pos_of(boards[b] == 37 ? "37 " E37 " 6/8/10 0/0/0 0/0/0 1"
						 : boards[b] == 48 ? "48 ...../....../......./......../......./....../...../.... 6/8/10 0/0/0 0/0/0 1"
						 : "61 ...../....../......./......../........./......../......./....../..... 6/8/10 0/0/0 0/0/0 1");
			unsigned turn;

			for (turn = 0; turn < 120; turn++) {
				struct zz_effect e;
				struct zz_end end;
				struct zz_move m;
				unsigned char colours[ZZ_HOPS_MAX];
				size_t n = zz_rules_gen(&R, &p, moves, ZZ_MOVES_MAX), k;

				if (!n)
					break;
				if (n > ZZ_MOVES_MAX)
					n = ZZ_MOVES_MAX;
				/* a few legal turns, and each made illegal */
				for (k = 0; k < 4; k++) {
					struct zz_move l = moves[play_rand((unsigned)n)];
					struct zz_pos q = p;

					tried++;
					assert_true(play_agrees(&p, &l, NULL));
					zz_rules_apply(&R, &q, &l, NULL, &e);
					memcpy(colours, e.jumped_colour, sizeof(colours));
					if (l.kind == ZZ_MOVE_CAPTURE) {
						chains += l.nhops > 1;
						assert_true(play_agrees(&p, &l, colours));
						colours[play_rand(l.nhops)] ^= 1 + (unsigned char)play_rand(2);
						declined += !play_agrees(&p, &l, colours);
						m = l;
						m.nhops--;
						declined += !play_agrees(&p, &m, NULL);
						m = l;
						if (m.nhops < ZZ_HOPS_MAX)
							m.hop[m.nhops++] = (unsigned char)play_rand(p.geom->rings);
						declined += !play_agrees(&p, &m, NULL);
						m = l;
						m.hop[play_rand(l.nhops)] = (unsigned char)play_rand(p.geom->rings);
						declined += !play_agrees(&p, &m, NULL);
						m = l;
						m.cell = (unsigned char)play_rand(p.geom->rings);
						declined += !play_agrees(&p, &m, NULL);
						/* a placement, legal but for the capture there is to make */
						if (place_beside(&p, &m))
							declined += !play_agrees(&p, &m, NULL);
					} else {
						m = l;
						m.remove = play_rand(4) ? (unsigned char)play_rand(p.geom->rings)
									: ZZ_NO_CELL;
						declined += !play_agrees(&p, &m, NULL);
						m = l;
						m.cell = (unsigned char)play_rand(p.geom->rings);
						declined += !play_agrees(&p, &m, NULL);
						m = l;
						m.colour = (unsigned char)play_rand(4);
						declined += !play_agrees(&p, &m, NULL);
					}
				}
				m = moves[play_rand((unsigned)n)];
				zz_rules_apply(&R, &p, &m, NULL, &e);
				zz_rules_end(&R, &p, &e, &end);
				if (end.reason != ZZ_END_NONE)
					break;
			}
		}
	/* the games went far enough, and the wrong turns were mostly wrong */
	if (tried < 3 * 40 * 60 || declined < tried || chains < 100)
		fail_msg("%u turns tried, %u declined, %u chains", tried, declined, chains);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rules_free_ring_adjacent),
		cmocka_unit_test(test_rules_free_ring_must_be_vacant),
		cmocka_unit_test(test_rules_place),
		cmocka_unit_test(test_rules_no_removal),
		cmocka_unit_test(test_rules_supply),
		cmocka_unit_test(test_rules_apply_from_own),
		cmocka_unit_test(test_rules_capture_is_forced),
		cmocka_unit_test(test_rules_capture_geometry),
		cmocka_unit_test(test_rules_chain_branches),
		cmocka_unit_test(test_rules_chain_win),
		cmocka_unit_test(test_rules_isolation),
		cmocka_unit_test(test_rules_isolation_keeps_vacant_groups),
		cmocka_unit_test(test_rules_win_sets),
		cmocka_unit_test(test_rules_board_full),
		cmocka_unit_test(test_rules_no_move),
		cmocka_unit_test(test_rules_gen_matches_count),
		cmocka_unit_test(test_rules_options),
		cmocka_unit_test(test_rules_same),
		cmocka_unit_test(test_rules_custom_board_agrees),
		cmocka_unit_test(test_rules_play_agrees),
		cmocka_unit_test(test_rules_valid_for_some_game),
		cmocka_unit_test(test_hash_vectors),
	};
	zz_test_filter();
	int failed = cmocka_run_group_tests_name("rules", tests, setup, NULL);

	return failed + cmocka_run_group_tests_name("rules (wide engine)", tests, setup_wide,
						     teardown_wide);
}
