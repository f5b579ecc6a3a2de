#ifndef ZZ_TEST_H
#define ZZ_TEST_H

/* The headers cmocka 1.1 needs, in the order it needs them. */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "buf.h"
#include "posstr.h"

/* A position from a position string; fails the test if it does not parse. */
static inline struct zz_pos zz_test_pos(const char *s)
{
	struct zz_pos p;
	struct zz_buf err = ZZ_BUF_INIT;

	if (zz_posstr_parse(s, &p, &err))
		fail_msg("bad test position '%s': %s", s, err.buf);
	zz_buf_release(&err);
	return p;
}

static inline int zz_test_cell(const struct zz_geom *g, const char *label)
{
	int col = zz_geom_col_index(label[0]);

	return col < 0 ? -1 : zz_geom_cell(g, (unsigned)col, (unsigned)(label[1] - '0'));
}

#endif
