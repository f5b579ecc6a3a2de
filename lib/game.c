#include "game.h"

#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "banned.h"

void zz_game_init(struct zz_game *g)
{
	memset(g, 0, sizeof(*g));
	zz_rules_init(&g->rules);
	g->format = "zgn";
}

static void turn_release(struct zz_turn *t)
{
	free(t->claims);
	free(t->comment);
}

void zz_game_release(struct zz_game *g)
{
	size_t i;

	for (i = 0; i < g->nr_tags; i++) {
		free(g->tags[i].name);
		free(g->tags[i].value);
	}
	free(g->tags);
	for (i = 0; i < g->nr_turns; i++)
		turn_release(&g->turns[i]);
	free(g->turns);
	zz_geom_free(g->custom);
	zz_game_init(g);
}

const char *zz_game_tag(const struct zz_game *g, const char *name)
{
	size_t i;

	for (i = 0; i < g->nr_tags; i++)
		if (!strcmp(g->tags[i].name, name))
			return g->tags[i].value;
	return NULL;
}

int zz_game_set_tag(struct zz_game *g, const char *name, const char *value,
		    const struct zz_loc *loc)
{
	struct zz_tag *t;
	size_t i;

	for (i = 0; i < g->nr_tags; i++) {
		if (strcmp(g->tags[i].name, name))
			continue;
		free(g->tags[i].value);
		g->tags[i].value = zz_xstrdup(value);
		if (loc)
			g->tags[i].loc = *loc;
		return 1;
	}
	ZZ_ALLOC_GROW(g->tags, g->nr_tags + 1, g->alloc_tags);
	t = &g->tags[g->nr_tags++];
	memset(t, 0, sizeof(*t));
	t->name = zz_xstrdup(name);
	t->value = zz_xstrdup(value);
	if (loc)
		t->loc = *loc;
	return 0;
}

struct zz_turn *zz_game_add_turn(struct zz_game *g)
{
	struct zz_turn *t;

	ZZ_ALLOC_GROW(g->turns, g->nr_turns + 1, g->alloc_turns);
	t = &g->turns[g->nr_turns++];
	/* the per-hop arrays are read only below move.nhops: leave them */
	memset(&t->move, 0, offsetof(struct zz_move, hop));
	t->move.remove = ZZ_NO_CELL;
	t->flags = 0;
	t->number = 0;
	t->claims = NULL;
	t->nr_claims = 0;
	t->comment = NULL;
	t->clock_ms = -1;
	t->source = 0;
	memset(&t->loc, 0, sizeof(t->loc));
	t->col_cell = t->col_remove = t->col_suffix = 0;
	return t;
}

void zz_game_remove_turn(struct zz_game *g, size_t i)
{
	turn_release(&g->turns[i]);
	memmove(&g->turns[i], &g->turns[i + 1],
		(g->nr_turns - i - 1) * sizeof(g->turns[0]));
	g->nr_turns--;
}

void zz_turn_set_claims(struct zz_turn *t, const struct zz_claim *c,
			unsigned n)
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
	if (g->has_start)
		*p = g->start;
	else
		zz_pos_init(p, g->geom, g->rules.marbles);
}

static const char *const tokens[] = {
	[ZZ_RESULT_NONE] = "",
	[ZZ_RESULT_FIRST] = "1-0",
	[ZZ_RESULT_SECOND] = "0-1",
	[ZZ_RESULT_DRAW] = "1/2-1/2",
	[ZZ_RESULT_BOTH_LOSE] = "0-0",
	[ZZ_RESULT_UNFINISHED] = "*",
};

const char *zz_result_token(enum zz_result r)
{
	return tokens[r];
}

int zz_result_parse(const char *s, size_t len, enum zz_result *out)
{
	unsigned i;

	for (i = ZZ_RESULT_FIRST; i <= ZZ_RESULT_UNFINISHED; i++) {
		if (strlen(tokens[i]) == len && !memcmp(tokens[i], s, len)) {
			*out = (enum zz_result)i;
			return 0;
		}
	}
	return -1;
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
