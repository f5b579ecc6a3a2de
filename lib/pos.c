#include "pos.h"

#include <assert.h>
#include <string.h>

#include "banned.h"

void zz_pos_init(struct zz_pos *p, const struct zz_geom *g,
		 const unsigned char pool[ZZ_COLOUR_NB])
{
	memset(p, 0, sizeof(*p));
	p->geom = g;
	p->rings = g->all;
	memcpy(p->pool, pool, sizeof(p->pool));
}

int zz_pos_marble(const struct zz_pos *p, unsigned cell)
{
	uint64_t bit = 1ULL << cell;
	int c;

	for (c = 0; c < ZZ_COLOUR_NB; c++)
		if (p->marbles[c] & bit)
			return c;
	return -1;
}

bool zz_pos_equal(const struct zz_pos *a, const struct zz_pos *b)
{
	return a->geom == b->geom && a->rings == b->rings &&
	       !memcmp(a->marbles, b->marbles, sizeof(a->marbles)) &&
	       !memcmp(a->pool, b->pool, sizeof(a->pool)) &&
	       !memcmp(a->cap, b->cap, sizeof(a->cap)) && a->side == b->side;
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
