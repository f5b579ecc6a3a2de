#ifndef ZZ_SGF_BUILD_H
#define ZZ_SGF_BUILD_H

#include <stdbool.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "pos.h"

/*
 * The Boardspace half of the SGF reader (spec/FORMATS.md 3.4): the
 * properties of a game tree's main line, in order, become the game's tags
 * and turns.  formats/zertz/sgf.c lexes the tree and feeds it here, through
 * these six calls only: neither sees the other's state.
 */

struct zz_sgf_builder;

/*
 * Start building g from a game tree of source (a name for messages and,
 * failing a date in the record, for its date); problems go to d.
 */
struct zz_sgf_builder *zz_sgf_build_begin(struct zz_game *g, struct zz_diag *d,
					  const char *source);
/* A node of the main line starts (the first is the root). */
void zz_sgf_build_node(struct zz_sgf_builder *b);
/* One value v of property id, at l, in the current node. */
void zz_sgf_build_property(struct zz_sgf_builder *b, const char *id, struct zz_buf *v,
			   const struct zz_loc *l);
/*
 * The usual command of a move node, v[0 .. n) of P0 (label 0) or P1 at l,
 * read the short way: "12 RtoB 2 0 D 4", "13 R- A 1", "14 BtoB A 1 A 3" or
 * "15 Done", single blanks, rows of one digit, in a game on a known board
 * still being played.  1 when taken, as zz_sgf_build_property() would
 * take it; 0 when not such a command, nothing done.
 */
int zz_sgf_build_quick(struct zz_sgf_builder *b, int label, const char *v, size_t n,
		       const struct zz_loc *l);
/* The tree is malformed: the game is read up to here, and is broken. */
void zz_sgf_build_broken(struct zz_sgf_builder *b);
/*
 * The tree has ended: complete the last turn, the tags and the result; b
 * is freed.  True when the tree held Boardspace's own lines (P-1: Pop,
 * vcr:, edit:), as its raw history of a game does.
 */
bool zz_sgf_build_end(struct zz_sgf_builder *b);

#endif
