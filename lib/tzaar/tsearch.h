#ifndef ZZ_TSEARCH_H
#define ZZ_TSEARCH_H

#include <stdint.h>

#include "search.h"
#include "tzaar.h"

/*
 * TZAAR's table for the search (lib/tzaar/search.c, lib/search.h).
 *
 * A position is the engine's (struct tz_pos: owners, tops, heights) and
 * the pieces of every stack, which no rule reads but a position string
 * (a proof's) must give: two bits a piece (enum tz_type), the bottom
 * piece in the lowest bits; a colour has 30 pieces, so a stack fits in
 * 60 bits.  It is copied whole, as the engine's is.
 *
 * A turn is the actions to the end of the mover's turn: both of a turn,
 * or one (White's opening, a capture that ended the game, or a position
 * given in the second phase, where one action is left).
 */
struct tz_spos {
	struct tz_pos p;
	uint64_t pieces[TZ_POINTS];
};

struct tz_sturn {
	struct tz_action a[2];
	unsigned char nr;
};

/*
 * The most turns of any position: a capture of each of the mover's 30
 * stacks in each of 6 lines, each followed by one of as many actions or
 * a pass (30 x 6 x (30 x 6 + 1) = 32,580).
 */
#define TZ_TURNS_MAX 32768

extern const struct zz_search_kind zz_search_tzaar;

/* A search position from the engine's and the replay's stacks (s may be NULL: single pieces). */
void zz_tz_spos_make(struct tz_spos *sp, const struct tz_pos *p, const struct tz_stacks *s);
/* The stacks of a search position, as the replay keeps them. */
void zz_tz_spos_stacks(const struct tz_spos *sp, struct tz_stacks *s);

#endif
