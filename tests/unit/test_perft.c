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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_perft_reference_counts),
		cmocka_unit_test(test_perft_other_boards),
	};
	return cmocka_run_group_tests_name("perft", tests, NULL, NULL);
}
