#include "layout.h"

#include "banned.h"

void zz_layout_init(struct zz_layout *l, const struct zz_geom *g)
{
	l->width = g->ncols;
	l->height = (unsigned)g->ymax + 1;
}

void zz_layout_cell(const struct zz_geom *g, unsigned cell, unsigned *x,
		    unsigned *y)
{
	*x = g->col[cell];
	*y = (unsigned)g->ymax - g->y[cell];
}
