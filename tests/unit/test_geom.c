#include "zz_test.h"

#include "geom.h"
#include "shifts.h"

static void test_geom_sizes_and_labels(void **state)
{
	static const struct {
		unsigned rings;
		const char *first, *last;
		unsigned ncols;
	} cases[] = {
		{ 37, "a1", "g4", 7 }, { 40, "a1", "g4", 7 }, { 43, "a1", "h3", 8 },
		{ 44, "a1", "g5", 7 }, { 48, "a1", "h4", 8 }, { 61, "a1", "j5", 9 },
	};
	unsigned i, c;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct zz_geom *g = zz_geom_get(cases[i].rings);

		assert_non_null(g);
		assert_int_equal(g->rings, cases[i].rings);
		assert_int_equal(g->ncols, cases[i].ncols);
		assert_string_equal(zz_geom_label(g, 0), cases[i].first);
		assert_string_equal(zz_geom_label(g, g->rings - 1), cases[i].last);
		for (c = 0; c < g->rings; c++)
			assert_int_equal(zz_test_cell(g, zz_geom_label(g, c)), (int)c);
	}
	assert_null(zz_geom_get(36));
	assert_null(zz_geom_get(0));
	assert_null(zz_geom_get(64));
}

static void test_geom_cell_lists(void **state)
{
	/* spec/FORMATS.md 2.2, the cell lists */
	static const struct { unsigned rings; const char *len; } cases[] = {
		{ 37, "4567654" }, { 40, "5677654" }, { 43, "56776543" },
		{ 44, "5678765" }, { 48, "56787654" }, { 61, "567898765" },
	};
	unsigned i, col;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct zz_geom *g = zz_geom_get(cases[i].rings);

		for (col = 0; col < g->ncols; col++) {
			unsigned len = (unsigned)(cases[i].len[col] - '0');

			assert_true(zz_geom_cell(g, col, len) >= 0);
			assert_int_equal(zz_geom_cell(g, col, len + 1), -1);
			assert_int_equal(zz_geom_cell(g, col, 0), -1);
		}
	}
}

static int nb_of(const struct zz_geom *g, const char *a, enum zz_dir d)
{
	unsigned n = g->nb[zz_test_cell(g, a)][d];

	return n == ZZ_NO_CELL ? -1 : (int)n;
}

static void test_geom_neighbours(void **state)
{
	const struct zz_geom *g37 = zz_geom_get(37), *g48 = zz_geom_get(48);
	const struct zz_geom *g61 = zz_geom_get(61), *g40 = zz_geom_get(40);

	(void)state;
	/* the picture of FORMATS.md 2.2 */
	assert_int_equal(nb_of(g37, "d4", ZZ_DIR_N), zz_test_cell(g37, "d5"));
	assert_int_equal(nb_of(g37, "d4", ZZ_DIR_NE), zz_test_cell(g37, "e4"));
	assert_int_equal(nb_of(g37, "d4", ZZ_DIR_SE), zz_test_cell(g37, "e3"));
	assert_int_equal(nb_of(g37, "d4", ZZ_DIR_SW), zz_test_cell(g37, "c3"));
	assert_int_equal(nb_of(g37, "d4", ZZ_DIR_NW), zz_test_cell(g37, "c4"));
	assert_int_equal(nb_of(g37, "a4", ZZ_DIR_NE), zz_test_cell(g37, "b5"));
	assert_int_equal(nb_of(g37, "a4", ZZ_DIR_N), -1);
	assert_int_equal(nb_of(g37, "d1", ZZ_DIR_S), -1);
	assert_int_equal(nb_of(g48, "g1", ZZ_DIR_NE), zz_test_cell(g48, "h1"));
	assert_int_equal(nb_of(g48, "g1", ZZ_DIR_SE), -1);
	assert_int_equal(nb_of(g48, "h4", ZZ_DIR_NW), zz_test_cell(g48, "g5"));
	assert_int_equal(nb_of(g61, "h6", ZZ_DIR_SE), zz_test_cell(g61, "j5"));
	assert_int_equal(nb_of(g40, "c7", ZZ_DIR_NE), zz_test_cell(g40, "d7"));
	assert_int_equal(nb_of(g40, "a5", ZZ_DIR_NE), zz_test_cell(g40, "b6"));
}

/* Neighbour links are symmetric; shifts, masks and jumps agree with them. */
static void test_geom_tables_agree(void **state)
{
	unsigned b, c, d;

	(void)state;
	for (b = 0; b < ZZ_BOARD_FIXED_NB; b++) {
		const struct zz_geom *g = zz_geom_of((enum zz_board)b);
		unsigned edges = 0;

		for (c = 0; c < g->rings; c++) {
			uint64_t mask = 0;

			assert_true(g->narrow);
			for (d = 0; d < ZZ_DIR_NB; d++) {
				unsigned n = g->nb[c][d];
				uint64_t step = zz_geom_step(g, 1ULL << c, (enum zz_dir)((d + 3) % 6));

				if (n == ZZ_NO_CELL) {
					edges++;
					/* nothing has c as its opposite neighbour */
					assert_int_equal(step, 0);
					continue;
				}
				assert_int_equal(g->nb[n][(d + 3) % 6], c);
				mask |= 1ULL << n;
				/* cells whose (d+3)-neighbour is c: just n */
				assert_int_equal(step, 1ULL << n);
				/* the same through the step of any board */
				{
					struct zz_bb one = ZZ_BB_ZERO, got;

					zz_bb_set(&one, c);
					got = zz_geom_step_bb(g, &one, (enum zz_dir)((d + 3) % 6));
					assert_int_equal(zz_test_word(got), 1ULL << n);
				}
				if (g->land[c][d] != ZZ_NO_CELL) {
					unsigned over;

					assert_int_equal(zz_geom_jump(g, c, g->land[c][d], &over), (int)d);
					assert_int_equal(over, n);
				}
			}
			assert_int_equal(mask, zz_test_word(g->nbmask[c]));
		}
		assert_true(edges > 0);
	}
}

static void test_geom_jump_across_centre(void **state)
{
	/* FORMATS.md 1.4: on 37, x c1?e2 jumps over d2, not d1 */
	const struct zz_geom *g = zz_geom_get(37);
	unsigned over;

	(void)state;
	assert_true(zz_geom_jump(g, zz_test_cell(g, "c1"), zz_test_cell(g, "e2"), &over) >= 0);
	assert_string_equal(zz_geom_label(g, over), "d2");
	assert_int_equal(zz_geom_jump(g, zz_test_cell(g, "d1"), zz_test_cell(g, "d4"), &over), -1);
	assert_int_equal(zz_geom_jump(g, zz_test_cell(g, "a1"), zz_test_cell(g, "c3"), &over), ZZ_DIR_NE);
	assert_string_equal(zz_geom_label(g, over), "b2");
	/* the engine's table of jumps says the same, and names no other */
	assert_string_equal(zz_geom_label(g, g->over[zz_test_cell(g, "c1")][zz_test_cell(g, "e2")]), "d2");
	assert_int_equal(g->over[zz_test_cell(g, "d1")][zz_test_cell(g, "d4")], ZZ_NO_CELL);
	assert_string_equal(zz_geom_label(g, g->over[zz_test_cell(g, "a1")][zz_test_cell(g, "c3")]), "b2");
}

/* The table of jumps of a narrow board: exactly the pairs zz_geom_jump knows. */
static void test_geom_over_table(void **state)
{
	static const unsigned boards[] = { 37, 48, 61 };
	unsigned b, c, t;

	(void)state;
	for (b = 0; b < 3; b++) {
		const struct zz_geom *g = zz_geom_get(boards[b]);
		unsigned jumps = 0;

		for (c = 0; c < ZZ_NARROW_MAX; c++)
			for (t = 0; t < ZZ_NARROW_MAX; t++) {
				unsigned over;
				int d = c < g->rings && t < g->rings ? zz_geom_jump(g, c, t, &over) : -1;

				if (d < 0) {
					assert_int_equal(g->over[c][t], ZZ_NO_CELL);
					continue;
				}
				jumps++;
				assert_int_equal(g->over[c][t], over);
			}
		/* 37 rings: every ring at least two from the edge in a line */
		assert_true(jumps > g->rings);
	}
}

static void test_geom_col_letters(void **state)
{
	(void)state;
	assert_int_equal(zz_geom_col_index('a'), 0);
	assert_int_equal(zz_geom_col_index('H'), 7);
	assert_int_equal(zz_geom_col_index('j'), 8);
	assert_int_equal(zz_geom_col_index('i'), -1);
	assert_int_equal(zz_geom_col_index('k'), -1);
	/* 'i' is 'j' only where there is a ninth column */
	assert_int_equal(zz_geom_col_on(zz_geom_get(61), 'i'), 8);
	assert_int_equal(zz_geom_col_on(zz_geom_get(61), 'I'), 8);
	assert_int_equal(zz_geom_col_on(zz_geom_get(48), 'i'), -1);
	assert_int_equal(zz_geom_col_on(zz_geom_get(37), 'D'), 3);
	assert_int_equal(zz_geom_col_letter(zz_geom_get(61), 8), 'j');
}

/* Symmetries are automorphisms: they keep neighbours neighbours. */
static void test_geom_symmetries(void **state)
{
	static const unsigned want[ZZ_BOARD_FIXED_NB] = { 12, 2, 2, 4, 6, 12 };
	unsigned b, s, c, d;

	(void)state;
	for (b = 0; b < ZZ_BOARD_FIXED_NB; b++) {
		const struct zz_geom *g = zz_geom_of((enum zz_board)b);

		if (g->nsym != want[b])
			fail_msg("%u rings: %u symmetries, want %u", g->rings, g->nsym, want[b]);
		for (c = 0; c < g->rings; c++)
			assert_int_equal(g->sym[0][c], c);
		for (s = 0; s < g->nsym; s++) {
			uint64_t seen = 0;

			for (c = 0; c < g->rings; c++) {
				seen |= 1ULL << g->sym[s][c];
				for (d = 0; d < ZZ_DIR_NB; d++) {
					unsigned n = g->nb[c][d];

					if (n != ZZ_NO_CELL)
						assert_true(zz_bb_has(&g->nbmask[g->sym[s][c]], g->sym[s][n]));
				}
			}
			assert_int_equal(seen, zz_test_word(g->all));	/* a permutation */
		}
	}
}

/* Custom boards: any cells of Boardspace's grid (spec/FORMATS.md 2.2). */
static void test_geom_custom(void **state)
{
	static const unsigned char off_grid[][2] = { { 17, 1 } }, no_row[][2] = { { 3, 0 } };
	static const unsigned char three[][2] = { { 8, 10 }, { 8, 11 }, { 8, 10 }, { 0, 1 } };
	unsigned char cells[ZZ_CELLS_MAX][2];
	struct zz_geom *g;
	size_t n;

	(void)state;
	assert_null(zz_geom_custom_new(off_grid, 0));
	assert_null(zz_geom_custom_new(off_grid, 1));
	assert_null(zz_geom_custom_new(no_row, 1));
	/* a duplicate is one ring; 'i' is a column; rows go past 9 */
	g = zz_geom_custom_new(three, 4);
	assert_non_null(g);
	assert_int_equal(g->board, ZZ_BOARD_CUSTOM);
	assert_int_equal(g->rings, 3);
	assert_string_equal(zz_geom_label(g, 0), "a1");
	assert_string_equal(zz_geom_label(g, 1), "i10");
	assert_string_equal(zz_geom_label(g, 2), "i11");
	assert_int_equal(zz_geom_col_on(g, 'i'), 8);
	assert_int_equal(zz_geom_col_on(g, 'Q'), 16);
	assert_int_equal(zz_geom_col_on(g, 'r'), -1);
	assert_int_equal(zz_geom_cell(g, 8, 11), 2);
	assert_int_equal(zz_geom_cell(g, 8, 12), -1);
	/* i10 and i11 are neighbours; a1 is alone */
	assert_int_equal(g->nb[1][ZZ_DIR_N], 2);
	assert_int_equal(zz_bb_count(&g->nbmask[0]), 0);
	zz_geom_free(g);

	/* a hexagon of side 5 is the 61-ring board: 12 symmetries, a rim of 24 */
	n = zz_test_hexagon(cells, 0, 4, 5);
	g = zz_geom_custom_new((const unsigned char (*)[2])cells, n);
	assert_int_equal(g->rings, 61);
	assert_true(g->narrow);
	assert_int_equal(g->nsym, 12);
	{
		unsigned c, rim = 0;

		for (c = 0; c < g->rings; c++)
			rim += zz_bb_count(&g->nbmask[c]) < 6;
		assert_int_equal(rim, 24);
	}
	zz_geom_free(g);

	/* two hexagons of side 4 side by side: 74 rings, past one word */
	n = zz_test_hexagon(cells, 0, 4, 4);
	n = zz_test_hexagon(cells, n, 12, 4);
	g = zz_geom_custom_new((const unsigned char (*)[2])cells, n);
	assert_int_equal(g->rings, 74);
	assert_false(g->narrow);
	assert_true(zz_bb_has(&g->all, 73));
	assert_false(zz_bb_has(&g->all, 74));
	zz_geom_free(g);
}

/*
 * The constant steps of the standard boards (lib/zertz/shifts.h, used by
 * the engine built for each) move every ring to exactly the rings it is
 * the neighbour of, as the neighbour table says, and equal the steps
 * geom.c builds.
 */
static void test_geom_constant_steps(void **state)
{
	static const struct zz_geom_shift s37[ZZ_DIR_NB][4] = ZZ_SHIFTS_37;
	static const struct zz_geom_shift s48[ZZ_DIR_NB][4] = ZZ_SHIFTS_48;
	static const struct zz_geom_shift s61[ZZ_DIR_NB][4] = ZZ_SHIFTS_61;
	static const unsigned char n37[] = ZZ_NSHIFT_37, n48[] = ZZ_NSHIFT_48, n61[] = ZZ_NSHIFT_61;
	const struct zz_geom_shift (*sh[3])[4] = { s37, s48, s61 };
	const unsigned char *ns[3] = { n37, n48, n61 };
	static const unsigned rings[3] = { 37, 48, 61 };
	unsigned b, d, k, c, n;

	(void)state;
	for (b = 0; b < 3; b++) {
		const struct zz_geom *g = zz_geom_get(rings[b]);

		for (d = 0; d < ZZ_DIR_NB; d++) {
			assert_int_equal(ns[b][d], g->nshift[d]);
			for (k = 0; k < ns[b][d]; k++) {
				assert_true(sh[b][d][k].dst == g->sh[d][k].dst);
				assert_int_equal(sh[b][d][k].shift, g->sh[d][k].shift);
			}
			for (n = 0; n < g->rings; n++) {
				uint64_t one = 1ULL << n, got = 0, want = 0;

				for (k = 0; k < ns[b][d]; k++) {
					int s = sh[b][d][k].shift;

					got |= (s >= 0 ? one << s : one >> -s) & sh[b][d][k].dst;
				}
				for (c = 0; c < g->rings; c++)
					if (g->nb[c][d] == n)
						want |= 1ULL << c;
				assert_true(got == want);
			}
		}
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_geom_constant_steps),
		cmocka_unit_test(test_geom_sizes_and_labels),
		cmocka_unit_test(test_geom_cell_lists),
		cmocka_unit_test(test_geom_neighbours),
		cmocka_unit_test(test_geom_tables_agree),
		cmocka_unit_test(test_geom_jump_across_centre),
		cmocka_unit_test(test_geom_over_table),
		cmocka_unit_test(test_geom_col_letters),
		cmocka_unit_test(test_geom_symmetries),
		cmocka_unit_test(test_geom_custom),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("geom", tests, NULL, NULL);
}

