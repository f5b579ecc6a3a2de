#ifndef ZZ_LG_H
#define ZZ_LG_H

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"
#include "game.h"
#include "input.h"

/*
 * LittleGolem's TZAAR records (spec/TZAAR.md 6), an SGF-like game tree:
 *
 *	(;FF[TZAAR]VA[RANDOM]EV[...]PB[black]PW[white]POS[60 letters]
 *	 ;W[npmq];B[prqq-kplp];...;B[osoq-pass])
 *
 * Points are two letters k..s of LittleGolem's axial system centred on
 * "oo": the first is the column (k = A .. s = I), the second the line
 * across it, so that a column's points run from the bottom up as the
 * second letter grows (zertz(5) has the table).  POS lists the 60 points
 * in that order -- the point order of our set-up strings -- with a, b, c
 * Tzaar, Tzarra, Tott, lower case White.  A move is "from to", two actions
 * joined by '-', "pass" a pass; a capture and a stack are told apart by
 * the owner of the target.
 */

/* Whether a record whose first line is s[0 .. n) is LittleGolem's TZAAR. */
bool zz_lg_detect(const char *s, size_t n);

/* The next game of in into g: 1, 0 at the end, -1 when the input failed. */
int zz_lg_read(struct zz_input *in, struct zz_diag *d, struct zz_game *g);

/* The point of a LittleGolem label ("np"), or -1. */
int zz_lg_point(char a, char b);

#endif
