#include "zz_test.h"

#include "rules.h"

static uint64_t perft_empty(unsigned rings, unsigned depth)
{
	struct zz_rules r;
	struct zz_pos p;

	zz_rules_init(&r);
	zz_pos_init(&p, zz_geom_get(rings), r.marbles);
	return zz_rules_perft(&r, &p, depth);
}

/* The reference counts of the foundation issue. */
static void test_perft_reference_counts(void **state)
{
	static const struct { unsigned rings, depth; uint64_t nodes; } cases[] = {
		{ 37, 1, 1944 }, { 37, 2, 3277260 },
		{ 48, 1, 2961 }, { 48, 2, 7824600 },
		{ 61, 1, 4320 }, { 61, 2, 17000496 },
	};
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		uint64_t got = perft_empty(cases[i].rings, cases[i].depth);

		if (got != cases[i].nodes)
			fail_msg("perft(%u rings, depth %u) = %llu, want %llu", cases[i].rings,
				 cases[i].depth, (unsigned long long)got,
				 (unsigned long long)cases[i].nodes);
	}
}

/*
 * Depth 1 of the other boards, worked out by hand: every placement of one
 * of 3 colours on one of R rings, removing one of the F edge rings other
 * than the target: 3 * (R * F - F).
 */
static void test_perft_other_boards(void **state)
{
	static const struct { unsigned rings, edge; } cases[] = {
		{ 37, 18 }, { 40, 19 }, { 43, 20 }, { 44, 20 }, { 48, 21 }, { 61, 24 },
	};
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		uint64_t r = cases[i].rings, f = cases[i].edge;

		assert_int_equal(perft_empty(cases[i].rings, 1), 3 * (r * f - f));
	}
	assert_int_equal(perft_empty(37, 0), 1);
}

static uint64_t perft_on(const struct zz_geom *g, unsigned depth)
{
	struct zz_rules r;
	struct zz_pos p;

	zz_rules_init(&r);
	zz_pos_init(&p, g, r.marbles);
	return zz_rules_perft(&r, &p, depth);
}

/*
 * The regular hexagons on the custom grid are the 37- and 61-ring boards
 * moved: the same counts, from both builds of the engine (the narrow one,
 * and the wide one the big custom boards take).
 */
static void test_perft_custom_hexagons(void **state)
{
	static const struct { unsigned side; uint64_t d1, d2; } cases[] = {
		{ 4, 1944, 3277260 }, { 5, 4320, 17000496 },
	};
	unsigned char cells[ZZ_CELLS_MAX][2];
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		size_t n = zz_test_hexagon(cells, 0, 6, cases[i].side);
		struct zz_geom *g = zz_geom_custom_new((const unsigned char (*)[2])cells, n);

		assert_true(g->narrow);
		assert_int_equal(perft_on(g, 1), cases[i].d1);
		assert_int_equal(perft_on(g, 2), cases[i].d2);
		g->narrow = false;
		assert_int_equal(perft_on(g, 1), cases[i].d1);
		assert_int_equal(perft_on(g, 2), cases[i].d2);
		zz_geom_free(g);
	}
}

/*
 * Two 37-ring hexagons side by side, 74 rings in all: depth 1 is every
 * placement on one of the 74 rings with one of the 36 rim rings other than
 * the target removed, 3 * (74 * 36 - 36) (worked out as in
 * test_perft_other_boards).
 */
static void test_perft_two_boards(void **state)
{
	unsigned char cells[ZZ_CELLS_MAX][2];
	size_t n = zz_test_hexagon(cells, 0, 4, 4);
	struct zz_geom *g;

	(void)state;
	n = zz_test_hexagon(cells, n, 12, 4);
	g = zz_geom_custom_new((const unsigned char (*)[2])cells, n);
	assert_false(g->narrow);
	assert_int_equal(perft_on(g, 1), 3 * (74 * 36 - 36));
	zz_geom_free(g);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_perft_reference_counts),
		cmocka_unit_test(test_perft_other_boards),
		cmocka_unit_test(test_perft_custom_hexagons),
		cmocka_unit_test(test_perft_two_boards),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("perft", tests, NULL, NULL);
}
