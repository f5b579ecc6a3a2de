#ifndef ZZ_ZERTZ3D_H
#define ZZ_ZERTZ3D_H

#include <stddef.h>

#include "buf.h"
#include "game.h"

/*
 * "37", "48 Blitz": the first line of a Zertz3D notation file, the board
 * and the variant.  1 when s is one, else 0.
 */
int zz_zertz3d_header(const char *s, size_t len, unsigned *rings, int *blitz);

/* Zertz3D notation files as the ZGN reader reads them (zgn.h). */
extern const struct zz_line_format zz_zertz3d_lines;

/*
 * Write g as a Zertz3D notation file: 0, and what it leaves out added to
 * *dropped (ZZ_DROP_*); -1 with why when it cannot hold the game (a
 * custom board, a start position).
 */
int zz_zertz3d_write(struct zz_buf *out, const struct zz_game *g, unsigned *dropped,
		     struct zz_buf *why);

#endif
