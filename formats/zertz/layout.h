#ifndef ZZ_LAYOUT_H
#define ZZ_LAYOUT_H

#include <stdbool.h>

#include "geom.h"

/*
 * The single projection of board cells to the plane, shared by every
 * drawing back end.  x counts columns from the left (0 .. width-1); y counts
 * half-ring steps from the top (0 .. height-1), so vertically adjacent rings
 * are two steps apart and rings of neighbouring columns are offset by one.
 * A view may be mirrored left to right (flip) and turned by half a turn
 * (rotate, the board seen from the other side).
 */

struct zz_layout {
	const struct zz_geom *geom;
	unsigned width;		/* columns */
	unsigned height;	/* half-ring steps, ymax + 1 */
	bool flip, rotate;
};

void zz_layout_init(struct zz_layout *l, const struct zz_geom *g, bool flip,
		    bool rotate);
void zz_layout_place(const struct zz_layout *l, unsigned cell, unsigned *x,
		     unsigned *y);
/* Whether a cell is on the rim of the full board (fewer than 6 neighbours). */
bool zz_layout_edge(const struct zz_layout *l, unsigned cell);

#endif
