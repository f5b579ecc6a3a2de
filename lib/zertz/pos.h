#ifndef ZZ_POS_H
#define ZZ_POS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "bb.h"
#include "geom.h"

/*
 * A position: which rings remain, the marbles on them by colour, the shared
 * pool, each player's captured marbles and the side to move.  A position is
 * a plain value: copy it with '=' (it points to a geometry it does not own,
 * which must outlive it).
 *
 * Players are numbered 0 (the first player) and 1 (the second player).
 * Code outside lib/ reads and builds positions with the functions below,
 * never with the cell sets.
 */

enum zz_colour {
	ZZ_WHITE,
	ZZ_GREY,
	ZZ_BLACK,
	ZZ_COLOUR_NB
};

#define ZZ_PLAYER_NB 2
/* Marbles in a game at most (a variant's pool); a chain jumps fewer. */
#define ZZ_MARBLES_MAX 64

/*
 * The four cell sets (the rings, then the white, grey and black marbles)
 * are stored by word: the first word of each in lo[], the others in hi[].
 * A board of at most 64 rings (zz_geom.narrow) uses lo[] alone, and its
 * position is copied with zz_pos_copy() at the size it had before custom
 * boards existed; hi[] is then never read and may hold anything.
 */
enum { ZZ_POS_RINGS, ZZ_POS_MARBLES };	/* lo[ZZ_POS_MARBLES + colour] */

struct zz_pos {
	const struct zz_geom *geom;
	uint64_t lo[1 + ZZ_COLOUR_NB];
	unsigned char pool[ZZ_COLOUR_NB];
	unsigned char cap[ZZ_PLAYER_NB][ZZ_COLOUR_NB];
	unsigned char side;
	uint64_t hi[1 + ZZ_COLOUR_NB][ZZ_BB_WORDS - 1];
};

/* Every ring present and vacant, the pool filled, the first player to move. */
void zz_pos_init(struct zz_pos *p, const struct zz_geom *g,
		 const unsigned char pool[ZZ_COLOUR_NB]);
/* No ring, no marble, empty pool and trays: a start for set-ups. */
void zz_pos_clear(struct zz_pos *p, const struct zz_geom *g);

/* *dst = *src, copying only the words the board uses. */
static inline void zz_pos_copy(struct zz_pos *dst, const struct zz_pos *src)
{
	if (src->geom->narrow)
		memcpy(dst, src, offsetof(struct zz_pos, hi));
	else
		*dst = *src;
}

/* Set k (ZZ_POS_RINGS, or ZZ_POS_MARBLES + colour) as a whole. */
static inline struct zz_bb zz_pos_set(const struct zz_pos *p, unsigned k)
{
	struct zz_bb b = ZZ_BB_ZERO;
	unsigned i;

	b.w[0] = p->lo[k];
	if (!p->geom->narrow)
		for (i = 1; i < ZZ_BB_WORDS; i++)
			b.w[i] = p->hi[k][i - 1];
	return b;
}

static inline void zz_pos_store(struct zz_pos *p, unsigned k, const struct zz_bb *b)
{
	unsigned i;

	p->lo[k] = b->w[0];
	for (i = 1; i < ZZ_BB_WORDS; i++)
		p->hi[k][i - 1] = b->w[i];
}

static inline struct zz_bb zz_pos_rings(const struct zz_pos *p)
{
	return zz_pos_set(p, ZZ_POS_RINGS);
}

static inline struct zz_bb zz_pos_occupied(const struct zz_pos *p)
{
	return zz_bb_or(zz_bb_or(zz_pos_set(p, ZZ_POS_MARBLES + ZZ_WHITE),
				 zz_pos_set(p, ZZ_POS_MARBLES + ZZ_GREY)),
			zz_pos_set(p, ZZ_POS_MARBLES + ZZ_BLACK));
}

static inline struct zz_bb zz_pos_vacant(const struct zz_pos *p)
{
	return zz_bb_andnot(zz_pos_rings(p), zz_pos_occupied(p));
}

/* Whether a and b (on one board) have the same rings. */
static inline bool zz_pos_same_rings(const struct zz_pos *a, const struct zz_pos *b)
{
	return a->lo[ZZ_POS_RINGS] == b->lo[ZZ_POS_RINGS] &&
	       (a->geom->narrow || !memcmp(a->hi[ZZ_POS_RINGS], b->hi[ZZ_POS_RINGS],
					   sizeof(a->hi[ZZ_POS_RINGS])));
}

/* Whether cell still has its ring. */
static inline bool zz_pos_has_ring(const struct zz_pos *p, unsigned cell)
{
	unsigned w = cell >> 6;

	return (w ? p->hi[ZZ_POS_RINGS][w - 1] : p->lo[ZZ_POS_RINGS]) >> (cell & 63) & 1;
}

/* The colour of the marble on cell, or -1 when it holds none. */
int zz_pos_marble(const struct zz_pos *p, unsigned cell);
/* Rings left, and marbles of colour c on the board. */
unsigned zz_pos_ring_count(const struct zz_pos *p);
unsigned zz_pos_marble_count(const struct zz_pos *p, enum zz_colour c);
/* Rings left with no marble. */
unsigned zz_pos_vacant_count(const struct zz_pos *p);

/* Set-ups: put or take away cell's ring (with its marble), set its marble
 * (colour -1: none; a marble needs its ring, which is added). */
void zz_pos_set_ring(struct zz_pos *p, unsigned cell, bool present);
void zz_pos_set_marble(struct zz_pos *p, unsigned cell, int colour);

bool zz_pos_equal(const struct zz_pos *a, const struct zz_pos *b);

/* 'W', 'G', 'B' for a colour; the colour of such a letter (either case) or -1. */
char zz_colour_letter(enum zz_colour c);
int zz_colour_of(int letter);

#endif
