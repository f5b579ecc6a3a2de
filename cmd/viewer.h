#ifndef ZZ_VIEWER_H
#define ZZ_VIEWER_H

#include <stddef.h>

#include "buf.h"
#include "game.h"

/*
 * The web viewer of one game (formats/html.h), as render -t html makes
 * it: the page of a game whose positions are drawn in frames[0 .. n]
 * (movers[k]: who played turn k + 1; result: the result in words; back:
 * a link to an index, or NULL), onto out; and the packing of a page's
 * data, by libdeflate (0, or -1: not packed).
 */
void viewer_page(const struct zz_game *g, const struct zz_buf *frames, size_t n, const unsigned *movers,
		 const char *result, const char *back, struct zz_buf *out);
int viewer_deflate(const void *in, size_t n, struct zz_buf *out);

#endif
