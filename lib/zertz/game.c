/* Zertz's part of a record: its turns, start and end. */
#include "zgame.h"

#include <stdlib.h>
#include <string.h>

#include "replay.h"
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
	return e->reason == ZZ_END_NONE ? ZZ_RESULT_UNFINISHED : zz_result_of_winner(e->winner);
}
