#ifndef ZZ_ZREPLAY_H
#define ZZ_ZREPLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "replay.h"
#include "rules.h"
#include "zgame.h"

/*
 * Replaying a Zertz record turn by turn -- Zertz's replay state behind a
 * replay (lib/replay.h) -- in the order of spec/RULES.md "What a validator
 * checks": every illegal move, move after the end, wrong colour and wrong
 * isolation list becomes a diagnostic in the sink (the declared result is
 * judged by the neutral replay).  Replay stops at the first illegal move of a game.
 *
 * The replayer completes the game it is given: it joins the actions of
 * split turns (ZZ_GAME_SPLIT_TURNS), and sets the colours of jumped
 * marbles and the isolation claims of each turn from the position, so
 * that writers produce canonical records.
 *
 * Moves in messages are written by the caller's formatter (the library has
 * no notation of its own): fmt appends the move m, played in position p, to
 * out.
 */

typedef void (*zz_move_fmt)(struct zz_buf *out, const struct zz_pos *p,
			    const struct zz_move *m);

struct zz_zreplay {
	struct zz_game *game;		/* borrowed, completed in place */
	struct zz_diag *diag;		/* borrowed */
	zz_move_fmt fmt;
	struct zz_pos pos;		/* after the turns applied so far */
	/* before and effect of the last turn applied (after an illegal
	 * turn, effect is that turn's and not to be used) */
	struct zz_pos before;
	struct zz_effect effect;
	struct zz_end end;
	size_t next;			/* index of the next turn */
	size_t end_turn;		/* turns played when the game ended */
	bool failed;			/* stopped at an illegal move */
	/* for [repetition], the positions since the last irreversible turn
	 * but the current one (pos) */
	struct zz_pos *hist;
	size_t nr_hist, alloc_hist;
};

/* The Zertz replay inside the replay of a Zertz game (lib/replay.h). */
static inline struct zz_zreplay *zz_zreplay_of(const struct zz_replay *m)
{
	return m->state;
}

void zz_zreplay_init(struct zz_zreplay *r, struct zz_game *g,
		    struct zz_diag *d, zz_move_fmt fmt);
void zz_zreplay_release(struct zz_zreplay *r);

/*
 * Check and apply the next turn.  Returns 1 when a turn was applied, 0 when
 * there is none left, -1 when it was illegal (diagnosed; replay is over).
 */
int zz_zreplay_step(struct zz_zreplay *r);

/*
 * The result as it stands after the turns replayed so far: the moves'
 * end, else the record's declared result and [Termination] when every turn
 * was replayed.  Pure: diagnostics are zz_replay_all()'s.
 */
void zz_zreplay_outcome(const struct zz_zreplay *r, struct zz_outcome *o);
/* How the moves ended so far (ZZ_REASON_UNFINISHED: they have not). */
void zz_zreplay_ending(const struct zz_zreplay *r, struct zz_ending *e);

#endif
