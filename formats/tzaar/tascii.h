#ifndef ZZ_TASCII_H
#define ZZ_TASCII_H

#include "buf.h"
#include "tzaar.h"

/*
 * A TZAAR position for a terminal: the 60 points where the rulebook draws
 * them, each its label and '.' when empty, else the type on top (upper
 * case White) and the height when over 1 ("C4z", "E5T3"); then a line a
 * side: the stacks topped by each type, and who is to move.
 */
void zz_tz_ascii_board(struct zz_buf *out, const struct tz_pos *p);

#endif
