/*
 * Zertz as a kind (lib/kind.h): its part of a record and of a replay, the
 * table the rest of the toolkit reaches it by.
 */

#include "kind.h"

#include <stdlib.h>
#include <string.h>

#include "zreplay.h"
#include "zsearch.h"
#include "xalloc.h"
#include "zgame.h"
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

static int set_rules(void *setup, const char *spec, const struct zz_said *w)
{
	struct zz_zgame *z = setup;

	return zz_rules_parse_as(&z->rules, spec, w);
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

	if (t->claims) {
		free(t->claims);
		t->claims = NULL;
	}
}

static void replay_init(void *st, struct zz_game *g, struct zz_diag *d, const void *notation)
{
	zz_zreplay_init(st, g, d, *(const zz_move_fmt *)notation);
}

static void replay_release(void *st)
{
	zz_zreplay_release(st);
}

static int replay_step(void *st)
{
	return zz_zreplay_step(st);
}

static void replay_where(const void *st, struct zz_ending *e, size_t *next, bool *failed)
{
	const struct zz_zreplay *r = st;

	zz_zreplay_ending(r, e);
	*next = r->next;
	*failed = r->failed;
}

static bool search_pos(const void *st, void *out)
{
	memcpy(out, &((const struct zz_zreplay *)st)->pos, sizeof(struct zz_pos));
	return true;
}

static const void *game_rules(const struct zz_game *g)
{
	return &zz_zgame(g)->rules;
}

const struct zz_kind zz_kind_zertz = {
	.codes = zz_zertz_codes,
	.nr_codes = ZZ_ZCODE_NB,
	.id = ZZ_GAME_ID_zertz,
	.name = "zertz",
	.title = "Zertz",
	.setup_new = setup_new,
	.setup_free = setup_free,
	.playable = playable,
	.unplayable = unplayable,
	.set_rules = set_rules,
	.rule_options = zz_rules_options,
	.turn_size = sizeof(struct zz_zturn),
	.turn_init = turn_init,
	.turn_release = turn_release,
	.replay_size = sizeof(struct zz_zreplay),
	.replay_init = replay_init,
	.replay_release = replay_release,
	.replay_step = replay_step,
	.replay_where = replay_where,
	.search = &zz_search_zertz,
	.search_pos = search_pos,
	.game_rules = game_rules,
};
