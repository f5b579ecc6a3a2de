#ifndef ZZ_TGAME_H
#define ZZ_TGAME_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "replay.h"
#include "tzaar.h"

/*
 * TZAAR's part of a record (lib/kind.h): its set-up, and the actions of
 * each turn; and its replay.
 */

enum tz_setup_kind {
	TZ_SETUP_STANDARD,	/* the rulebook's fixed position */
	TZ_SETUP_RANDOM,	/* laid out at random: the record gives it */
	TZ_SETUP_PLACEMENT,	/* an empty board, filled by the first 60 turns */
	TZ_SETUP_NB
};

struct tz_setup {
	enum tz_setup_kind kind;
	char start[TZ_POINTS + 1];	/* the start position, 60 letters */
	bool bad;			/* could not be read: not replayed */
	/* or a position of the game ([Position], a position string: stacks,
	 * the side to move and the phase), the text kept to write it back */
	bool has_position;
	struct tz_pos pos;
	struct tz_stacks stacks;
	char *position;
};

/* "standard", "random", "placement"; parse returns -1 for another word. */
const char *zz_tz_setup_name(enum tz_setup_kind k);
int zz_tz_setup_parse(const char *s);

/* A turn: one or two actions, or one placement. */
struct tz_turn {
	unsigned char nr;		/* actions: 1 or 2 (0: a placement) */
	struct tz_action a[2];
	unsigned char piece;		/* a placement: the letter, 'Z' .. 't' */
	signed char point;		/* a placement's point */
	unsigned short col[2];		/* each action's column in the line, from 0 */
};

static inline struct tz_setup *tz_setup_of(const struct zz_game *g)
{
	return g->setup;
}

static inline struct tz_turn *tz_turn_of(const struct zz_game *g, size_t i)
{
	return zz_game_play(g, i);
}

/*
 * The notation, from the text side (formats/tzaar/), for moves in
 * messages: one action written as in the notation.
 */
typedef void (*tz_action_fmt)(struct zz_buf *out, const struct tz_action *a);

struct tz_replay {
	struct zz_game *game;
	struct zz_diag *diag;
	tz_action_fmt fmt;
	struct tz_pos pos;
	struct tz_stacks stacks;
	size_t next;			/* turns applied */
	size_t placements;		/* turns that were placements */
	size_t end_turn;		/* turns played when it ended */
	unsigned turn_side;		/* who plays the turn being checked */
	bool failed;
};

void zz_tz_replay_init(struct tz_replay *r, struct zz_game *g, struct zz_diag *d,
		       tz_action_fmt fmt);
int zz_tz_replay_step(struct tz_replay *r);
void zz_tz_replay_ending(const struct tz_replay *r, struct zz_ending *e);

/* TZAAR's replay state in a match (NULL when the match is not TZAAR's). */
const struct tz_replay *zz_tz_replay_of(const struct zz_replay *m);

extern const struct zz_kind zz_kind_tzaar;

#endif
