#ifndef ZZ_MOVE_H
#define ZZ_MOVE_H

#include <stdint.h>

#include "geom.h"

/*
 * A whole turn.  Cells are cell indices of the board's geometry.
 *
 *   placement: colour, cell (where the marble goes), remove (the removed
 *              ring, or ZZ_NO_CELL when none is removed);
 *   capture:   cell (the jumping marble's ring), hop[0 .. nhops-1] (the
 *              landing rings, in order);
 *   pass:      nothing.
 *
 * The source of a placed marble (pool or own captures) and the marbles
 * claimed by isolation follow from the position and are not part of a move.
 */

/* A chain jumps at most once per marble on the board (ZZ_MARBLES_MAX). */
#define ZZ_HOPS_MAX 64

enum zz_move_kind {
	ZZ_MOVE_PLACE,
	ZZ_MOVE_CAPTURE,
	ZZ_MOVE_PASS
};

struct zz_move {
	unsigned char kind;
	unsigned char colour;
	unsigned char cell;
	unsigned char remove;
	unsigned char nhops;
	unsigned char hop[ZZ_HOPS_MAX];
};

static inline int zz_move_equal(const struct zz_move *a,
				const struct zz_move *b)
{
	unsigned i;

	if (a->kind != b->kind)
		return 0;
	if (a->kind == ZZ_MOVE_PLACE)
		return a->colour == b->colour && a->cell == b->cell &&
		       a->remove == b->remove;
	if (a->kind == ZZ_MOVE_CAPTURE) {
		if (a->cell != b->cell || a->nhops != b->nhops)
			return 0;
		for (i = 0; i < a->nhops; i++)
			if (a->hop[i] != b->hop[i])
				return 0;
	}
	return 1;
}

#endif
