/*
 * A stub third game (tests/stub.sh): the least a game's engine table
 * (lib/kind.h) asks for.  A turn is the one word "m", every turn is
 * legal, and no game ends by its moves.  It is never built into zertz:
 * tests/stub.sh copies this folder into a copy of the tree, to show that
 * a game is its two folders and nothing else.
 */
#include "kind.h"

#include <stdlib.h>

#include "replay.h"
#include "xalloc.h"
#include "banned.h"

struct stub_replay {
	const struct zz_game *g;
	size_t next;
};

static void *setup_new(void)
{
	return zz_xcalloc(1, 1);
}

static bool playable(const void *setup)
{
	(void)setup;
	return true;
}

static void unplayable(void *setup)
{
	(void)setup;
}

static int set_rules(void *setup, const char *spec, const struct zz_said *w)
{
	(void)setup;
	if (!*spec)
		return 0;
	return zz_said_bad(w, "--rules %s: the stub game has no rule options", spec);
}

static void turn_nothing(void *play)
{
	(void)play;
}

static void replay_init(void *st, struct zz_game *g, struct zz_diag *d, const void *notation)
{
	struct stub_replay *r = st;

	(void)d;
	(void)notation;
	r->g = g;
	r->next = 0;
}

static void replay_release(void *st)
{
	(void)st;
}

static int replay_step(void *st)
{
	struct stub_replay *r = st;

	if (r->next >= r->g->nr_turns)
		return 0;
	r->next++;
	return 1;
}

static void replay_where(const void *st, struct zz_ending *e, size_t *next, bool *failed)
{
	const struct stub_replay *r = st;

	e->reason = ZZ_REASON_UNFINISHED;
	e->winner = ZZ_WINNER_NONE;
	e->set = -1;
	e->turn = r->next;
	*next = r->next;
	*failed = false;
}

const struct zz_kind zz_kind_stub = {
	.id = ZZ_GAME_ID_stub,
	.name = "stub",
	.title = "Stub",
	.setup_new = setup_new,
	.setup_free = free,
	.playable = playable,
	.unplayable = unplayable,
	.set_rules = set_rules,
	.turn_size = 1,
	.turn_init = turn_nothing,
	.turn_release = turn_nothing,
	.replay_size = sizeof(struct stub_replay),
	.replay_init = replay_init,
	.replay_release = replay_release,
	.replay_step = replay_step,
	.replay_where = replay_where,
};
