#include "pos.h"

#include <assert.h>
#include <string.h>

#include "banned.h"

void zz_pos_init(struct zz_pos *p, const struct zz_geom *g,
		 const unsigned char pool[ZZ_COLOUR_NB])
{
	memset(p, 0, sizeof(*p));
	p->geom = g;
	zz_pos_store(p, ZZ_POS_RINGS, &g->all);
	memcpy(p->pool, pool, sizeof(p->pool));
}

void zz_pos_clear(struct zz_pos *p, const struct zz_geom *g)
{
	memset(p, 0, sizeof(*p));
	p->geom = g;
}

/* The word of set k that holds cell. */
static uint64_t *word(struct zz_pos *p, unsigned k, unsigned cell)
{
	unsigned w = cell >> 6;

	return w ? &p->hi[k][w - 1] : &p->lo[k];
}

int zz_pos_marble(const struct zz_pos *p, unsigned cell)
{
	unsigned w = cell >> 6, b = cell & 63;
	int c;

	for (c = 0; c < ZZ_COLOUR_NB; c++)
		if ((w ? p->hi[ZZ_POS_MARBLES + c][w - 1] : p->lo[ZZ_POS_MARBLES + c]) >> b & 1)
			return c;
	return -1;
}

unsigned zz_pos_ring_count(const struct zz_pos *p)
{
	struct zz_bb b = zz_pos_rings(p);

	return zz_bb_count(&b);
}

unsigned zz_pos_marble_count(const struct zz_pos *p, enum zz_colour c)
{
	struct zz_bb b;

	assert((unsigned)c < ZZ_COLOUR_NB);
	b = zz_pos_set(p, ZZ_POS_MARBLES + c);
	return zz_bb_count(&b);
}

unsigned zz_pos_vacant_count(const struct zz_pos *p)
{
	struct zz_bb v = zz_pos_vacant(p);

	return zz_bb_count(&v);
}

void zz_pos_set_ring(struct zz_pos *p, unsigned cell, bool present)
{
	uint64_t bit = 1ULL << (cell & 63);
	unsigned c;

	assert(cell < p->geom->rings);
	if (present) {
		*word(p, ZZ_POS_RINGS, cell) |= bit;
		return;
	}
	*word(p, ZZ_POS_RINGS, cell) &= ~bit;
	for (c = 0; c < ZZ_COLOUR_NB; c++)
		*word(p, ZZ_POS_MARBLES + c, cell) &= ~bit;
}

void zz_pos_set_marble(struct zz_pos *p, unsigned cell, int colour)
{
	uint64_t bit = 1ULL << (cell & 63);
	unsigned c;

	assert(cell < p->geom->rings && colour < ZZ_COLOUR_NB);
	for (c = 0; c < ZZ_COLOUR_NB; c++)
		*word(p, ZZ_POS_MARBLES + c, cell) &= ~bit;
	if (colour >= 0) {
		*word(p, ZZ_POS_MARBLES + (unsigned)colour, cell) |= bit;
		*word(p, ZZ_POS_RINGS, cell) |= bit;
	}
}

bool zz_pos_equal(const struct zz_pos *a, const struct zz_pos *b)
{
	unsigned k;

	if (a->geom != b->geom || memcmp(a->lo, b->lo, sizeof(a->lo)) ||
	    memcmp(a->pool, b->pool, sizeof(a->pool)) ||
	    memcmp(a->cap, b->cap, sizeof(a->cap)) || a->side != b->side)
		return false;
	if (!a->geom->narrow)
		for (k = 0; k < 1 + ZZ_COLOUR_NB; k++)
			if (memcmp(a->hi[k], b->hi[k], sizeof(a->hi[k])))
				return false;
	return true;
}

char zz_colour_letter(enum zz_colour c)
{
	assert((unsigned)c < ZZ_COLOUR_NB);
	return "WGB"[c];
}

int zz_colour_of(int letter)
{
	switch (letter) {
	case 'W': case 'w':
		return ZZ_WHITE;
	case 'G': case 'g':
		return ZZ_GREY;
	case 'B': case 'b':
		return ZZ_BLACK;
	}
	return -1;
}
