#ifndef ZZ_KARTZIP_H
#define ZZ_KARTZIP_H

#include <stdbool.h>

#include "buf.h"
#include "diag.h"
#include "pos.h"

/*
 * KART's one-line position, "ZIP" (spec/FORMATS.md 6; documented in
 * zertz(5)):
 *
 *   LAYOUT SP POOL SP CAPTURES1 SP CAPTURES2 SP SIDE
 *
 * LAYOUT lists the columns left to right separated by '/', each read from
 * the bottom of KART's axial frame upwards: 'o' a vacant ring, 'W' 'G' 'B'
 * a marble, a number N that many absent cells (the column's offset from
 * the frame's bottom, and gaps); nothing above a column's top ring.  The
 * rest is as in zertz's own position string.  Example, the empty 37-ring
 * board, the first player to move:
 *
 *   oooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 1
 *
 * The shape says the board: a ZIP is placed on the first of KART's boards
 * (37, 48, 61) that has as many columns and holds it by a translation (the
 * smallest shift of columns, then of rows), else it is a custom board of
 * its shape.  KART's 48-ring board is the mirror image of the official one
 * (FORMATS.md 2.4: KART column k is official column 7 - k, rows alike): a
 * ZIP of 48 rings is written and read in KART's order.
 */

/*
 * Whether s starts as a ZIP does: its first field has a '/', or is one
 * column of 'o', 'W', 'G', 'B' and digits, not digits alone (zertz's
 * board size).
 */
bool zz_kart_zip_is(const char *s);

/*
 * The ZIP s as zertz's own position string (posstr.h), appended to out.
 * Returns 0, or -1 with the reason said where w says.
 */
int zz_kart_zip_to_posstr(const char *s, struct zz_buf *out, const struct zz_said *w);

/* Append position p as a ZIP. */
void zz_kart_zip_write(struct zz_buf *out, const struct zz_pos *p);

/*
 * KART's columns, left to right, on board g: how many, and which of ours
 * is KART's column k.  They are ours, but on the 48-ring board, which KART
 * draws mirrored (FORMATS.md 6): ZIP and ZEN's labels both follow them.
 */
unsigned zz_kart_cols(const struct zz_geom *g);
unsigned zz_kart_our_col(const struct zz_geom *g, unsigned k);

#endif
