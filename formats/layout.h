#ifndef ZZ_LAYOUT_H
#define ZZ_LAYOUT_H

#include "geom.h"

/*
 * The single projection of board cells to the plane, shared by every
 * drawing back end.  x counts columns from the left (0 .. ncols-1); y counts
 * half-ring steps from the top (0 .. ymax), so vertically adjacent rings
 * are two steps apart and rings of neighbouring columns are offset by one.
 */

struct zz_layout {
	unsigned width;		/* columns */
	unsigned height;	/* half-ring steps, ymax + 1 */
};

void zz_layout_init(struct zz_layout *l, const struct zz_geom *g);
void zz_layout_cell(const struct zz_geom *g, unsigned cell, unsigned *x,
		    unsigned *y);

#endif
