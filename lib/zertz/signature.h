#ifndef ZZ_SIGNATURE_H
#define ZZ_SIGNATURE_H

#include <stddef.h>
#include <stdint.h>

#include "game.h"
#include "hash.h"
#include "geom.h"
#include "move.h"

/*
 * Games up to the board's symmetries.  A game's canonical form is its move
 * sequence under the symmetry that makes it least (byte by byte); because
 * the order compares from the first move, the canonical form of a prefix
 * is a prefix of the canonical form of the game.  Mirrored or rotated games
 * have the same canonical form.
 */

/* m with its cells moved by symmetry sym of g (0 is the identity). */
void zz_move_map(const struct zz_geom *g, unsigned sym, struct zz_move *m);

/* The symmetry giving the least form of the first turns turns of game. */
unsigned zz_signature_sym(const struct zz_game *game, size_t turns);

#endif
