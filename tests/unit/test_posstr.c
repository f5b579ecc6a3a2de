#include "zz_test.h"

#include <stdlib.h>

static void test_posstr_round_trip(void **state)
{
	static const char *const cases[] = {
		"37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1",
		"37 WW--/-.---/------/-------/------/-----/---- 0/1/0 0/0/1 1/1/1 2",
		"48 ...../....../......./......../......./....../...../.... 6/8/10 0/0/0 0/0/0 1",
		"61 ...../....../......./......../..W..B.G./......../......./....../..... 5/7/9 1/0/0 0/1/1 2",
		"40 ...../....../......./......./....../...../.... 6/8/10 0/0/0 0/0/0 1",
		"43 ...../....../......./......./....../...../..../... 6/8/10 0/0/0 0/0/0 1",
		"44 ...../....../......./......../......./....../..... 6/8/10 0/0/0 0/0/0 1",
	};
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct zz_pos p = zz_test_pos(cases[i]);
		struct zz_buf sb = ZZ_BUF_INIT;

		zz_posstr_write(&sb, &p);
		assert_string_equal(sb.buf, cases[i]);
		zz_buf_release(&sb);
	}
}

static void test_posstr_content(void **state)
{
	struct zz_pos p = zz_test_pos("37 WW--/-.---/------/-------/------/-----/---- 0/1/0 0/0/1 1/1/1 2");
	const struct zz_geom *g = p.geom;

	(void)state;
	assert_int_equal(g->rings, 37);
	assert_int_equal(zz_pos_ring_count(&p), 3);
	assert_int_equal(zz_pos_marble(&p, (unsigned)zz_test_cell(g, "a1")), ZZ_WHITE);
	assert_int_equal(zz_pos_marble(&p, (unsigned)zz_test_cell(g, "b2")), -1);
	assert_int_equal(p.pool[1], 1);
	assert_int_equal(p.cap[0][2], 1);
	assert_int_equal(p.cap[1][0], 1);
	assert_int_equal(p.side, 1);
}

/*
 * RULES.md [repetition]: a position is the rings, the marbles, the pool,
 * both players' captures and the side to move; each of them tells two
 * positions apart.
 */
static void test_pos_equal(void **state)
{
	static const char *const base =
		"37 W.../...../....../...G.../....../...../.... 5/7/10 1/0/0 0/1/0 1";
	static const char *const other[] = {
		"37 W.../...../....../...G.../....../...../.... 5/7/10 1/0/0 0/1/0 2",	/* side */
		"37 W.../...../....../...G.../....../...../.... 5/7/10 0/1/0 1/0/0 1",	/* captures swapped */
		"37 W.../...../....../...G.../....../...../.... 5/7/9 1/0/0 0/1/0 1",	/* pool */
		"37 W.../...../....../...B.../....../...../.... 5/7/10 1/0/0 0/1/0 1",	/* a colour */
		"37 .W../...../....../...G.../....../...../.... 5/7/10 1/0/0 0/1/0 1",	/* a place */
		"37 W.../...../....../...G.../....../...../...- 5/7/10 1/0/0 0/1/0 1",	/* a ring */
	};
	struct zz_pos a = zz_test_pos(base), b = zz_test_pos(base);
	unsigned i;

	(void)state;
	assert_true(zz_pos_equal(&a, &b));
	for (i = 0; i < sizeof(other) / sizeof(other[0]); i++) {
		b = zz_test_pos(other[i]);
		if (zz_pos_equal(&a, &b))
			fail_msg("equal to the base: %s", other[i]);
	}
}

static void test_posstr_errors(void **state)
{
	static const struct { const char *in, *err; } cases[] = {
		{ "36 ....", "the board size must be one of 37, 40, 43, 44, 48, 61" },
		{ "", "the board size must be one of 37, 40, 43, 44, 48, 61" },
		{ "37", "expected a space before the columns" },
		{ "37 .../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1",
		  "column 'a' has 4 rings: expected '.', '-', 'W', 'G' or 'B' for 'a4'" },
		{ "37 ...../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1",
		  "column 'a' must have exactly 4 rings, then '/'" },
		{ "37 ..../...../....../......./....../...../.... 6/8 0/0/0 0/0/0 1",
		  "pool: expected three counts W/G/B of at most 99" },
		{ "37 ..../...../....../......./....../...../.... 6/8/100 0/0/0 0/0/0 1",
		  "pool: expected three counts W/G/B of at most 99" },
		{ "37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 3",
		  "the side to move must be 1 or 2 and end the string" },
		{ "37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1 ",
		  "the side to move must be 1 or 2 and end the string" },
		{ "37 ..X./...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1",
		  "column 'a' has 4 rings: expected '.', '-', 'W', 'G' or 'B' for 'a3'" },
	};
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct zz_pos p;
		struct zz_buf err = ZZ_BUF_INIT;

		if (zz_posstr_parse(cases[i].in, &p, NULL, &err) != -1)
			fail_msg("case %u '%s' parsed", i, cases[i].in);
		if (strcmp(err.buf, cases[i].err))
			fail_msg("case %u: '%s', want '%s'", i, err.buf, cases[i].err);
		zz_buf_release(&err);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_posstr_round_trip),
		cmocka_unit_test(test_posstr_content),
		cmocka_unit_test(test_pos_equal),
		cmocka_unit_test(test_posstr_errors),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("posstr", tests, NULL, NULL);
}
