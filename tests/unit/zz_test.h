#ifndef ZZ_TEST_H
#define ZZ_TEST_H

/* The headers cmocka 1.1 needs, in the order it needs them. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "posstr.h"

/* ZZ_UNIT_TEST=PATTERN runs only the tests whose names it matches
 * (cmocka's pattern: '*' and '?'); each main calls this first.  The
 * mutation check runs the one test a mutation names ("% unit:test_xml:
 * test_escape": tests/mutate.sh), not the whole program. */
static inline void zz_test_filter(void)
{
	const char *pattern = getenv("ZZ_UNIT_TEST");

	if (pattern && *pattern)
		cmocka_set_test_filter(pattern);
}

/* A position from a position string; fails the test if it does not parse. */
static inline struct zz_pos zz_test_pos(const char *s)
{
	struct zz_pos p;
	struct zz_buf err = ZZ_BUF_INIT;

	if (zz_posstr_parse(s, &p, NULL, &err))
		fail_msg("bad test position '%s': %s", s, err.buf);
	zz_buf_release(&err);
	return p;
}

/* A cell set of a board of at most 64 rings, as one word. */
static inline uint64_t zz_test_word(struct zz_bb b)
{
	if (b.w[1] | b.w[2] | b.w[3])
		fail_msg("a cell set beyond the first word");
	return b.w[0];
}

static inline int zz_test_cell(const struct zz_geom *g, const char *label)
{
	int col = zz_geom_col_index(label[0]);

	return col < 0 ? -1 : zz_geom_cell(g, (unsigned)col, (unsigned)(label[1] - '0'));
}

/*
 * The cells of a regular hexagon of the given side on the custom grid,
 * centred on column c0 (even) with the centre column's bottom ring in row 1,
 * appended to cells from index n; returns the new count.  Columns at
 * distance k from the centre start half a ring higher per step (y = 1 + k)
 * and hold 2 * side - 1 - k rings.
 */
static inline size_t zz_test_hexagon(unsigned char (*cells)[2], size_t n,
				     unsigned c0, unsigned side)
{
	unsigned k, r, s;

	for (k = 0; k < side; k++)
		for (s = 0; s < (k ? 2u : 1u); s++) {
			unsigned col = s ? c0 - k : c0 + k;
			unsigned base = col % 2 ? 2 : 1, y = 1 + k;
			unsigned row = (y - base) / 2 + 1;

			for (r = 0; r < 2 * side - 1 - k; r++) {
				cells[n][0] = (unsigned char)col;
				cells[n][1] = (unsigned char)(row + r);
				n++;
			}
		}
	return n;
}

#endif
