#ifndef ZZ_ASCII_H
#define ZZ_ASCII_H

#include "buf.h"
#include "render.h"

/*
 * The ASCII diagram of a scene without its caption: the board, a line
 * naming the marks of the last move, the pool and both players' captures
 * (the side to move marked while the game is not over).  The board of
 * replay; render adds the caption and the result.  No trailing blanks.
 */
void zz_ascii_diagram(struct zz_buf *out, const struct zz_scene *s,
		      const struct zz_render_opts *o);

#endif
