#ifndef ZZ_ASCII_H
#define ZZ_ASCII_H

#include "buf.h"
#include "game.h"
#include "pos.h"

/*
 * ASCII diagrams.  Every ring is three characters wide, in the hexagonal
 * picture of zertz(5): a vacant ring shows its label (" d4"), a marble its
 * colour and label ("Wd4"); removed rings are blank.  Below the board come
 * the pool and both players' captures.  Lines carry no trailing blanks.
 */
void zz_ascii_board(struct zz_buf *out, const struct zz_pos *p);
void zz_ascii_counts(struct zz_buf *out, const struct zz_pos *p,
		     const struct zz_game *g);

#endif
