#ifndef ZZ_ZGAME_H
#define ZZ_ZGAME_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "kind.h"
#include "move.h"
#include "pos.h"
#include "rules.h"

/*
 * Zertz's part of a record (lib/game.h): the set-up of a game -- board,
 * rules and start -- and the play of each turn: its move and what the
 * notation wrote of it, which the replay checks and completes (colours of
 * jumped marbles, isolation claims).
 */

struct zz_zgame {
	const struct zz_geom *geom;	/* NULL: the board could not be read */
	struct zz_geom *custom;		/* owned: a custom board geom points to */
	struct zz_rules rules;
	bool has_start;
	struct zz_pos start;
};

struct zz_claim {
	unsigned char colour;
	unsigned char cell;
};

enum zz_zturn_flags {
	ZZ_ZTURN_SUFFIX = 1 << 0,	/* an isolation suffix was written */
	ZZ_ZTURN_COLOURS = 1 << 1	/* hop colours were written */
};

struct zz_zturn {
	struct zz_move move;
	unsigned flags;
	unsigned char hop_colour[ZZ_HOPS_MAX];
	struct zz_claim *claims;	/* owned; nr_claims entries */
	unsigned nr_claims;
	unsigned char source;		/* placement: enum zz_source, set by replay */
	/* byte columns of the elements, for diagnostics (0: not written) */
	unsigned col_cell, col_remove, col_suffix;
	unsigned short col_hop[ZZ_HOPS_MAX];
};

/* A game's Zertz set-up, and the play of its turn i. */
static inline struct zz_zgame *zz_zgame(const struct zz_game *g)
{
	return g->setup;
}

static inline struct zz_zturn *zz_zturn(const struct zz_game *g, size_t i)
{
	return (struct zz_zturn *)zz_game_play(g, i);
}

void zz_zturn_set_claims(struct zz_zturn *t, const struct zz_claim *c, unsigned n);

/* The start position: the [Position] one, else the empty board. */
void zz_game_start(const struct zz_game *g, struct zz_pos *p);

/* The result a game end implies. */
enum zz_result zz_result_of_end(const struct zz_end *e);

#endif
