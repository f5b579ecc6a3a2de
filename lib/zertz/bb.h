#ifndef ZZ_BB_H
#define ZZ_BB_H

#include <stdbool.h>
#include <stdint.h>

/*
 * Sets of cells (bitboards).  A cell is its index in a board's geometry,
 * and bit c of the set stands for cell c.  Every board up to 64 rings uses
 * only the first word, which the rules engine reads directly (its fast
 * path); the custom boards of Boardspace's grid use up to ZZ_BB_WORDS
 * words.  Words beyond a board's cells are always zero.
 *
 * A set is a plain value: copy it with '='.
 */

#define ZZ_BB_WORDS 4

struct zz_bb {
	uint64_t w[ZZ_BB_WORDS];
};

#define ZZ_BB_ZERO ((struct zz_bb){ { 0, 0, 0, 0 } })

static inline struct zz_bb zz_bb_of64(uint64_t x)
{
	struct zz_bb b = { { x, 0, 0, 0 } };

	return b;
}

static inline bool zz_bb_has(const struct zz_bb *b, unsigned c)
{
	return b->w[c >> 6] >> (c & 63) & 1;
}

static inline void zz_bb_set(struct zz_bb *b, unsigned c)
{
	b->w[c >> 6] |= 1ULL << (c & 63);
}

static inline void zz_bb_clear(struct zz_bb *b, unsigned c)
{
	b->w[c >> 6] &= ~(1ULL << (c & 63));
}

static inline bool zz_bb_empty(const struct zz_bb *b)
{
	return !(b->w[0] | b->w[1] | b->w[2] | b->w[3]);
}

static inline bool zz_bb_equal(const struct zz_bb *a, const struct zz_bb *b)
{
	return a->w[0] == b->w[0] && a->w[1] == b->w[1] && a->w[2] == b->w[2] &&
	       a->w[3] == b->w[3];
}

static inline unsigned zz_bb_count(const struct zz_bb *b)
{
	return (unsigned)(__builtin_popcountll(b->w[0]) + __builtin_popcountll(b->w[1]) +
			  __builtin_popcountll(b->w[2]) + __builtin_popcountll(b->w[3]));
}

/* The lowest cell of b at or after from, or -1 when there is none. */
static inline int zz_bb_next(const struct zz_bb *b, unsigned from)
{
	unsigned i = from >> 6;
	uint64_t w;

	if (i >= ZZ_BB_WORDS)
		return -1;
	w = b->w[i] & (~0ULL << (from & 63));
	for (;;) {
		if (w)
			return (int)(i * 64 + (unsigned)__builtin_ctzll(w));
		if (++i >= ZZ_BB_WORDS)
			return -1;
		w = b->w[i];
	}
}

/* Every cell of b, lowest first: for (c = zz_bb_next(&b, 0); c >= 0; ...). */
#define ZZ_BB_FOR_EACH(c, b) \
	for ((c) = zz_bb_next((b), 0); (c) >= 0; (c) = zz_bb_next((b), (unsigned)(c) + 1))

static inline struct zz_bb zz_bb_and(struct zz_bb a, struct zz_bb b)
{
	unsigned i;

	for (i = 0; i < ZZ_BB_WORDS; i++)
		a.w[i] &= b.w[i];
	return a;
}

static inline struct zz_bb zz_bb_or(struct zz_bb a, struct zz_bb b)
{
	unsigned i;

	for (i = 0; i < ZZ_BB_WORDS; i++)
		a.w[i] |= b.w[i];
	return a;
}

/* a without the cells of b. */
static inline struct zz_bb zz_bb_andnot(struct zz_bb a, struct zz_bb b)
{
	unsigned i;

	for (i = 0; i < ZZ_BB_WORDS; i++)
		a.w[i] &= ~b.w[i];
	return a;
}

#endif
