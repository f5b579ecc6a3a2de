#ifndef ZZ_NOTATION_H
#define ZZ_NOTATION_H

#include <stddef.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "zgame.h"
#include "geom.h"
#include "pos.h"

/*
 * The official GIPF move notation (spec/FORMATS.md section 1.4):
 *
 *   turn       = placement | capture | pass
 *   placement  = colour cell [ "," cell ] [ " x " claimed { claimed } ]
 *   claimed    = colour cell
 *   capture    = "x " cell hop { hop }
 *   hop        = colour cell          (colour of the jumped marble, landing)
 *   pass       = "-"
 *   colour     = "W" | "G" | "B"
 *   cell       = column row           (column a..h, j; row 1..9)
 *
 * Reading is lenient (section 1.5): any white space around "x" and ",",
 * "X", upper-case columns, lower-case colours (read by position: a letter
 * followed by a digit is a cell), and "i" for "j" on the 61-ring board.
 * Each non-canonical move gets one warning that shows its canonical form.
 * Colours of jumped marbles and isolation claims are stored as written;
 * zz_zreplay checks them against the position.
 */

/*
 * Parse the move s[0 .. len) into t (move, written colours and claims,
 * element columns).  at is the location of s[0].  Returns 0, or -1 with an
 * error in d (the caller marks the turn broken).
 */
int zz_notation_parse(const struct zz_geom *g, const char *s, size_t len,
		      const struct zz_loc *at, struct zz_zturn *t,
		      struct zz_diag *d);

/*
 * The usual move, canonical on a standard board (a placement, or a capture
 * with its colours, no isolation list), read the short way into t with its
 * columns counted from col (that of s[0]): 0, or -1 with nothing said when
 * s is not such a move (zz_notation_parse() then reads it).
 */
int zz_notation_quick(const struct zz_geom *g, const char *s, size_t len, unsigned col,
		      struct zz_zturn *t);

/* Append the canonical text of a turn of a record (claims as recorded). */
void zz_notation_write(struct zz_buf *out, const struct zz_geom *g,
		       const struct zz_zturn *t);

/*
 * Append the canonical text of move m played in position p (colours and
 * isolation claims taken from the position).  Suits zz_move_fmt.
 */
void zz_notation_move(struct zz_buf *out, const struct zz_pos *p,
		      const struct zz_move *m);

#endif
