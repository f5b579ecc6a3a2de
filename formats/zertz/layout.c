#include "layout.h"

#include "banned.h"

void zz_layout_init(struct zz_layout *l, const struct zz_geom *g, bool flip,
		    bool rotate)
{
	l->geom = g;
	/* the box of the rings: the fixed boards start at column 0, height 0 */
	l->width = (unsigned)(g->xmax - g->xmin) + 1;
	l->height = (unsigned)(g->ymax - g->ymin) + 1;
	l->flip = flip;
	l->rotate = rotate;
}

void zz_layout_place(const struct zz_layout *l, unsigned cell, unsigned *x,
		     unsigned *y)
{
	const struct zz_geom *g = l->geom;
	unsigned cx = (unsigned)(g->col[cell] - g->xmin), cy = (unsigned)(g->ymax - g->y[cell]);

	if (l->rotate) {
		cx = l->width - 1 - cx;
		cy = l->height - 1 - cy;
	}
	if (l->flip)
		cx = l->width - 1 - cx;
	*x = cx;
	*y = cy;
}

bool zz_layout_edge(const struct zz_layout *l, unsigned cell)
{
	return zz_bb_count(&l->geom->nbmask[cell]) < ZZ_DIR_NB;
}
