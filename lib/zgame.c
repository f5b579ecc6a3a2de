/* Zertz's part of a record: the kind zz_kind_zertz (lib/kind.h). */
#include "zgame.h"

#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "banned.h"

static void *setup_new(void)
{
	struct zz_zgame *z = zz_xcalloc(1, sizeof(*z));

	zz_rules_init(&z->rules);
	return z;
}

static void setup_free(void *setup)
{
	struct zz_zgame *z = setup;

	if (!z)
		return;
	zz_geom_free(z->custom);
	free(z);
}

static bool playable(const void *setup)
{
	const struct zz_zgame *z = setup;

	return z->geom != NULL;
}

static void unplayable(void *setup)
{
	struct zz_zgame *z = setup;

	z->geom = NULL;
}

static int set_rules(void *setup, const char *spec, struct zz_buf *err)
{
	struct zz_zgame *z = setup;

	return zz_rules_parse(&z->rules, spec, err);
}

static void turn_init(void *play)
{
	struct zz_zturn *t = play;

	/* the per-hop arrays are read only below move.nhops: leave them */
	memset(&t->move, 0, offsetof(struct zz_move, hop));
	t->move.remove = ZZ_NO_CELL;
	t->flags = 0;
	t->claims = NULL;
	t->nr_claims = 0;
	t->source = 0;
	t->col_cell = t->col_remove = t->col_suffix = 0;
}

static void turn_release(void *play)
{
	struct zz_zturn *t = play;

	free(t->claims);
	t->claims = NULL;
}

const struct zz_kind zz_kind_zertz = {
	.name = "zertz",
	.title = "Zertz",
	.setup_new = setup_new,
	.setup_free = setup_free,
	.playable = playable,
	.unplayable = unplayable,
	.set_rules = set_rules,
	.turn_size = sizeof(struct zz_zturn),
	.turn_init = turn_init,
	.turn_release = turn_release,
};

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
