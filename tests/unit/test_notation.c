#include "zz_test.h"

#include "game.h"
#include "notation.h"
#include "zgame.h"

struct parsed {
	struct zz_zturn t;
	struct zz_diag d;
	int rc;
};

static void parse(struct parsed *p, unsigned rings, const char *s)
{
	struct zz_loc at = { "t", 1, 1, 0 };

	memset(&p->t, 0, sizeof(p->t));
	zz_diag_init(&p->d);
	p->rc = zz_notation_parse(zz_geom_get(rings), s, strlen(s), &at, &p->t, &p->d);
}

static void done(struct parsed *p)
{
	zz_zturn_set_claims(&p->t, NULL, 0);
	zz_diag_release(&p->d);
}

/* Canonical moves parse and write back unchanged, without a warning. */
static void test_notation_round_trip(void **state)
{
	static const struct { unsigned rings; const char *move; } cases[] = {
		{ 37, "Wd4,b2" }, { 37, "Wd4" }, { 37, "Bd7,b2 x Wa1Wa2" },
		{ 37, "x d1Gd3Wd5" }, { 37, "x c1Ge2" }, { 37, "-" },
		{ 48, "Gh4,a5" }, { 61, "Bj5,e9" }, { 61, "x j1Gj3" },
		{ 37, "Gb5,g1 x Wa4Gb5" },
	};
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct parsed p;
		struct zz_buf sb = ZZ_BUF_INIT;

		parse(&p, cases[i].rings, cases[i].move);
		if (p.rc || p.d.nr)
			fail_msg("'%s': rc %d, %zu diagnostics", cases[i].move, p.rc, p.d.nr);
		zz_notation_write(&sb, zz_geom_get(cases[i].rings), &p.t);
		assert_string_equal(sb.buf, cases[i].move);
		zz_buf_release(&sb);
		done(&p);
	}
}

static void test_notation_fields(void **state)
{
	const struct zz_geom *g = zz_geom_get(37);
	struct parsed p;

	(void)state;
	parse(&p, 37, "x d1Gd3Wd5");
	assert_int_equal(p.t.move.kind, ZZ_MOVE_CAPTURE);
	assert_int_equal(p.t.move.cell, zz_test_cell(g, "d1"));
	assert_int_equal(p.t.move.nhops, 2);
	assert_int_equal(p.t.move.hop[1], zz_test_cell(g, "d5"));
	assert_int_equal(p.t.hop_colour[0], ZZ_GREY);
	assert_int_equal(p.t.hop_colour[1], ZZ_WHITE);
	assert_int_equal(p.t.col_cell, 3);
	assert_int_equal(p.t.col_hop[0], 5);
	assert_int_equal(p.t.col_hop[1], 8);
	done(&p);
	parse(&p, 37, "Bd7,b2 x Wa1Wa2");
	assert_int_equal(p.t.move.kind, ZZ_MOVE_PLACE);
	assert_int_equal(p.t.move.colour, ZZ_BLACK);
	assert_int_equal(p.t.move.remove, zz_test_cell(g, "b2"));
	assert_int_equal(p.t.nr_claims, 2);
	assert_int_equal(p.t.claims[1].cell, zz_test_cell(g, "a2"));
	assert_true(p.t.flags & ZZ_ZTURN_SUFFIX);
	assert_int_equal(p.t.col_remove, 5);
	assert_int_equal(p.t.col_suffix, 8);
	done(&p);
}

/*
 * Every ring of each standard board, in each shape of canonical text, is
 * read as that ring with the columns of its parts and no message (the
 * common text takes a short way through the parser); the same text with
 * the colour in lower case is the same turn with one warning.
 */
static void test_notation_every_ring(void **state)
{
	static const unsigned boards[] = { 37, 48, 61 };
	unsigned b, c;

	(void)state;
	for (b = 0; b < 3; b++) {
		const struct zz_geom *g = zz_geom_get(boards[b]);

		for (c = 0; c < g->rings; c++) {
			const char *l = zz_geom_label(g, c);
			unsigned r = (c + 7) % g->rings, h = (c + 3) % g->rings;
			const char *lr = zz_geom_label(g, r), *lh = zz_geom_label(g, h);
			struct zz_loc at = { "t", 1, 10, 0 };
			struct parsed p;
			char text[64];

			snprintf(text, sizeof(text), "G%s,%s", l, lr);
			memset(&p.t, 0, sizeof(p.t));
			zz_diag_init(&p.d);
			p.rc = zz_notation_parse(g, text, strlen(text), &at, &p.t, &p.d);
			assert_int_equal(p.rc, 0);
			assert_int_equal(p.d.nr, 0);
			assert_int_equal(p.t.move.kind, ZZ_MOVE_PLACE);
			assert_int_equal(p.t.move.colour, ZZ_GREY);
			assert_int_equal(p.t.move.cell, c);
			assert_int_equal(p.t.move.remove, r);
			assert_int_equal(p.t.col_cell, 10);
			assert_int_equal(p.t.col_remove, 14);
			done(&p);

			snprintf(text, sizeof(text), "B%s", l);
			parse(&p, boards[b], text);
			assert_int_equal(p.rc, 0);
			assert_int_equal(p.d.nr, 0);
			assert_int_equal(p.t.move.colour, ZZ_BLACK);
			assert_int_equal(p.t.move.cell, c);
			assert_int_equal(p.t.move.remove, ZZ_NO_CELL);
			done(&p);

			snprintf(text, sizeof(text), "x %sW%sB%s", l, lh, lr);
			memset(&p.t, 0, sizeof(p.t));
			zz_diag_init(&p.d);
			p.rc = zz_notation_parse(g, text, strlen(text), &at, &p.t, &p.d);
			assert_int_equal(p.rc, 0);
			assert_int_equal(p.d.nr, 0);
			assert_int_equal(p.t.move.kind, ZZ_MOVE_CAPTURE);
			assert_int_equal(p.t.move.cell, c);
			assert_int_equal(p.t.move.nhops, 2);
			assert_int_equal(p.t.move.hop[0], h);
			assert_int_equal(p.t.move.hop[1], r);
			assert_int_equal(p.t.hop_colour[0], ZZ_WHITE);
			assert_int_equal(p.t.hop_colour[1], ZZ_BLACK);
			assert_true(p.t.flags & ZZ_ZTURN_COLOURS);
			assert_int_equal(p.t.col_cell, 12);
			assert_int_equal(p.t.col_hop[0], 14);
			assert_int_equal(p.t.col_hop[1], 17);
			done(&p);

			snprintf(text, sizeof(text), "w%s,%s", l, lr);
			parse(&p, boards[b], text);
			assert_int_equal(p.rc, 0);
			assert_int_equal(p.d.nr, 1);
			assert_ptr_equal(p.d.v[0].code, &zz_codes[ZZ_W_NONCANONICAL]);
			assert_int_equal(p.t.move.colour, ZZ_WHITE);
			assert_int_equal(p.t.move.cell, c);
			assert_int_equal(p.t.move.remove, r);
			done(&p);
		}
	}
}

/* Lenient spellings are read, each with one warning naming the canonical form. */
static void test_notation_lenient(void **state)
{
	static const struct { unsigned rings; const char *in, *canon; } cases[] = {
		{ 37, "X D1 g D3", "x d1Gd3" },
		{ 37, "wd4 , B2", "Wd4,b2" },
		{ 37, "x b2gd4", "x b2Gd4" },
		{ 61, "Bi5,I1", "Bj5,j1" },
		{ 37, "Bd7,b2x Wa1 Wa2", "Bd7,b2 x Wa1Wa2" },
	};
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct parsed p;
		struct zz_buf sb = ZZ_BUF_INIT;
		char want[128];

		parse(&p, cases[i].rings, cases[i].in);
		assert_int_equal(p.rc, 0);
		zz_notation_write(&sb, zz_geom_get(cases[i].rings), &p.t);
		assert_string_equal(sb.buf, cases[i].canon);
		assert_int_equal(p.d.nr, 1);
		assert_ptr_equal(p.d.v[0].code, &zz_codes[ZZ_W_NONCANONICAL]);
		snprintf(want, sizeof(want), "'%s' is written '%s'", cases[i].in, cases[i].canon);
		assert_string_equal(p.d.v[0].detail, want);
		zz_buf_release(&sb);
		done(&p);
	}
}

/* Every error path, with its exact detail and column. */
static void test_notation_errors(void **state)
{
	static const struct {
		unsigned rings;
		const char *in;
		enum zz_code code;
		unsigned col;
		const char *detail;
	} cases[] = {
		{ 37, "", ZZ_E_SYNTAX, 1, "expected a move at the end of ''" },
		{ 37, "Qd4", ZZ_E_SYNTAX, 1, "expected a colour W, G or B, found 'Q'" },
		{ 37, "Wd", ZZ_E_SYNTAX, 3, "expected a row number at the end of 'Wd'" },
		{ 37, "W4", ZZ_E_SYNTAX, 1, "expected a colour W, G or B before the ring 'W4'" },
		{ 37, "Wx", ZZ_E_SYNTAX, 3, "expected a row number at the end of 'Wx'" },
		{ 37, "W+", ZZ_E_SYNTAX, 2, "expected a ring such as 'd4', found '+'" },
		{ 37, "Wd4;a1", ZZ_E_SYNTAX, 4, "expected ',', 'x' or the end of the move, found ';'" },
		{ 37, "Wd4,", ZZ_E_SYNTAX, 5, "expected a ring such as 'd4' at the end of 'Wd4,'" },
		{ 37, "Wd4,a1 x", ZZ_E_SYNTAX, 9, "expected a colour W, G or B at the end of 'Wd4,a1 x'" },
		{ 37, "Wd4,a1 x Wq1", ZZ_E_NO_CELL, 11, "'q1' on the 37-ring board" },
		{ 37, "x d1", ZZ_E_SYNTAX, 5, "expected a colour W, G or B at the end of 'x d1'" },
		{ 37, "x d1G", ZZ_E_SYNTAX, 6, "expected a ring such as 'd4' at the end of 'x d1G'" },
		{ 37, "x d1d3", ZZ_E_SYNTAX, 5, "expected a colour W, G or B, found 'd'" },
		{ 37, "Wh1,a1", ZZ_E_NO_CELL, 2, "'h1' on the 37-ring board" },
		{ 37, "Wd8,a1", ZZ_E_NO_CELL, 2, "'d8' on the 37-ring board" },
		{ 37, "Wi1,a1", ZZ_E_NO_CELL, 2, "'i1' on the 37-ring board" },
		{ 37, "Wd10,a1", ZZ_E_NO_CELL, 2, "'d10' on the 37-ring board" },
		{ 61, "Wk1,a1", ZZ_E_NO_CELL, 2, "'k1' on the 61-ring board" },
		{ 37, "- x", ZZ_E_SYNTAX, 1, "expected a colour W, G or B, found '-'" },
	};
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct parsed p;

		parse(&p, cases[i].rings, cases[i].in);
		if (p.rc != -1 || p.d.nr != 1)
			fail_msg("case %u '%s': rc %d, %zu diagnostics", i, cases[i].in, p.rc, p.d.nr);
		if (p.d.v[0].code != &zz_codes[cases[i].code] || p.d.v[0].loc.col != cases[i].col ||
		    strcmp(p.d.v[0].detail, cases[i].detail))
			fail_msg("case %u '%s': %s at %u '%s'", i, cases[i].in, p.d.v[0].code->id,
				 p.d.v[0].loc.col, p.d.v[0].detail);
		done(&p);
	}
}

/* The formatter for positions computes colours and claims. */
static void test_notation_move_in_position(void **state)
{
	struct zz_pos p = zz_test_pos("37 ..-W/...-./....--/......./....../...../.... 5/8/10 0/0/0 0/0/0 1");
	const struct zz_geom *g = p.geom;
	struct zz_move m;
	struct zz_buf sb = ZZ_BUF_INIT;

	(void)state;
	memset(&m, 0, sizeof(m));
	m.kind = ZZ_MOVE_PLACE;
	m.colour = ZZ_GREY;
	m.cell = (unsigned char)zz_test_cell(g, "b5");
	m.remove = (unsigned char)zz_test_cell(g, "g1");
	zz_notation_move(&sb, &p, &m);
	assert_string_equal(sb.buf, "Gb5,g1 x Wa4Gb5");
	zz_buf_release(&sb);
}

/* A capture is written with the colours of the marbles it jumps. */
static void test_notation_move_capture_colours(void **state)
{
	struct zz_pos p = zz_test_pos("37 ..../...../....../WG.W.../..B.../...../.... 4/7/9 0/0/0 0/0/0 1");
	const struct zz_geom *g = p.geom;
	struct zz_move m;
	struct zz_buf sb = ZZ_BUF_INIT;

	(void)state;
	memset(&m, 0, sizeof(m));
	m.kind = ZZ_MOVE_CAPTURE;
	m.cell = (unsigned char)zz_test_cell(g, "d1");
	m.nhops = 2;
	m.hop[0] = (unsigned char)zz_test_cell(g, "d3");
	m.hop[1] = (unsigned char)zz_test_cell(g, "f3");
	zz_notation_move(&sb, &p, &m);
	assert_string_equal(sb.buf, "x d1Gd3Bf3");
	zz_buf_release(&sb);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_notation_round_trip),
		cmocka_unit_test(test_notation_fields),
		cmocka_unit_test(test_notation_every_ring),
		cmocka_unit_test(test_notation_lenient),
		cmocka_unit_test(test_notation_errors),
		cmocka_unit_test(test_notation_move_in_position),
		cmocka_unit_test(test_notation_move_capture_colours),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("notation", tests, NULL, NULL);
}
