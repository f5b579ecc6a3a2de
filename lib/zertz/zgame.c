/* Zertz's part of a record: its turns, start and end. */
#include "zgame.h"

#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "banned.h"

void zz_zturn_set_claims(struct zz_zturn *t, const struct zz_claim *c, unsigned n)
{
	free(t->claims);
	t->claims = NULL;
	t->nr_claims = n;
	if (n) {
		t->claims = zz_xreallocarray(NULL, n, sizeof(*c));
		memcpy(t->claims, c, n * sizeof(*c));
	}
}

void zz_game_start(const struct zz_game *g, struct zz_pos *p)
{
	const struct zz_zgame *z = zz_zgame(g);

	if (z->has_start)
		*p = z->start;
	else
		zz_pos_init(p, z->geom, z->rules.marbles);
}

enum zz_result zz_result_of_end(const struct zz_end *e)
{
	if (e->reason == ZZ_END_NONE)
		return ZZ_RESULT_UNFINISHED;
	switch (e->winner) {
	case 0:
		return ZZ_RESULT_FIRST;
	case 1:
		return ZZ_RESULT_SECOND;
	case ZZ_WINNER_BOTH_LOSE:
		return ZZ_RESULT_BOTH_LOSE;
	}
	return ZZ_RESULT_DRAW;
}
