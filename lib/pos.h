#ifndef ZZ_POS_H
#define ZZ_POS_H

#include <stdbool.h>
#include <stdint.h>

#include "geom.h"

/*
 * A position: which rings remain, the marbles on them by colour, the shared
 * pool, each player's captured marbles and the side to move.  A position is
 * a plain value: copy it with '=' (it points to immutable geometry).
 *
 * Players are numbered 0 (the first player) and 1 (the second player).
 */

enum zz_colour {
	ZZ_WHITE,
	ZZ_GREY,
	ZZ_BLACK,
	ZZ_COLOUR_NB
};

#define ZZ_PLAYER_NB 2

struct zz_pos {
	const struct zz_geom *geom;
	uint64_t rings;
	uint64_t marbles[ZZ_COLOUR_NB];
	unsigned char pool[ZZ_COLOUR_NB];
	unsigned char cap[ZZ_PLAYER_NB][ZZ_COLOUR_NB];
	unsigned char side;
};

/* Every ring present and vacant, the pool filled, the first player to move. */
void zz_pos_init(struct zz_pos *p, const struct zz_geom *g,
		 const unsigned char pool[ZZ_COLOUR_NB]);

static inline uint64_t zz_pos_occupied(const struct zz_pos *p)
{
	return p->marbles[ZZ_WHITE] | p->marbles[ZZ_GREY] | p->marbles[ZZ_BLACK];
}

static inline uint64_t zz_pos_vacant(const struct zz_pos *p)
{
	return p->rings & ~zz_pos_occupied(p);
}

/* The colour of the marble on cell, or -1 when it holds none. */
int zz_pos_marble(const struct zz_pos *p, unsigned cell);

bool zz_pos_equal(const struct zz_pos *a, const struct zz_pos *b);

/* 'W', 'G', 'B' for a colour; the colour of such a letter (either case) or -1. */
char zz_colour_letter(enum zz_colour c);
int zz_colour_of(int letter);

#endif
