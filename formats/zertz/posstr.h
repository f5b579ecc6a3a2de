#ifndef ZZ_POSSTR_H
#define ZZ_POSSTR_H

#include "buf.h"
#include "diag.h"
#include "pos.h"

/*
 * The one-line position string (documented in zertz(5)):
 *
 *   BOARD SP COLUMNS SP POOL SP CAPTURES1 SP CAPTURES2 SP SIDE
 *
 * BOARD is the board size (37, 40, 43, 44, 48 or 61).  COLUMNS lists every
 * column from a to the last, separated by '/', each read from its bottom
 * ring (row 1) upwards with exactly one character per ring of the full
 * board: '.' a vacant ring, '-' a removed ring, 'W' 'G' 'B' a marble.
 * POOL and CAPTURESn are white/grey/black counts such as 6/8/10; SIDE is 1
 * (first player to move) or 2.  Example, the empty 37-ring board:
 *
 *   37 ..../...../....../......./....../...../.... 6/8/10 0/0/0 0/0/0 1
 *
 * On a custom board BOARD is "custom" and COLUMNS has the 17 columns a .. q
 * of the Boardspace grid, each from row 1 up to its highest cell of the
 * board, with '_' for a cell that is not part of the board.
 */

/*
 * Parse s into p.  Returns 0, or -1 with the reason in err, in the
 * reader's language (a command's option: lib/diag.h, struct zz_said).  A custom
 * board's geometry is made here: *custom receives it (NULL for a fixed
 * board) and p points to it; the caller frees it with zz_geom_free() once
 * p is no longer used.  custom may be NULL when only the fixed boards are
 * accepted.
 */
int zz_posstr_parse(const char *s, struct zz_pos *p, struct zz_geom **custom,
		    struct zz_buf *err);
/*
 * The same, its fault said as a diagnostic of d at loc (ZZ_E_POSITION),
 * which says it in the reader's language when shown: a record's
 * [Position] (formats/zertz/setup.c).
 */
int zz_posstr_parse_said(const char *s, struct zz_pos *p, struct zz_geom **custom, struct zz_diag *d,
			 const struct zz_loc *loc);
void zz_posstr_write(struct zz_buf *out, const struct zz_pos *p);

#endif
