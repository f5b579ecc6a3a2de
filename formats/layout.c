#include "layout.h"

#include "banned.h"

void zz_layout_init(struct zz_layout *l, const struct zz_geom *g, bool flip,
		    bool rotate)
{
	l->geom = g;
	l->width = g->ncols;
	l->height = (unsigned)g->ymax + 1;
	l->flip = flip;
	l->rotate = rotate;
}

void zz_layout_place(const struct zz_layout *l, unsigned cell, unsigned *x,
		     unsigned *y)
{
	const struct zz_geom *g = l->geom;
	unsigned cx = g->col[cell], cy = (unsigned)g->ymax - g->y[cell];

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
	return __builtin_popcountll(l->geom->nbmask[cell]) < 6;
}
