#ifndef ZZ_REPLAY_H
#define ZZ_REPLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "rules.h"
#include "zgame.h"

/*
 * Replaying a record turn by turn, in the order of spec/RULES.md "What a
 * validator checks": every illegal move, move after the end, wrong colour,
 * wrong isolation list and wrong declared result becomes a diagnostic in the
 * sink.  Replay stops at the first illegal move of a game.
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

/*
 * The result of a game, the one every command reports: how it ended by
 * its moves, else as the record declares it with a [Termination]; and the
 * declared result beside it.
 */
enum zz_reason {
	ZZ_REASON_UNFINISHED,	/* not over */
	ZZ_REASON_WIN,		/* a winning set (set says which) */
	ZZ_REASON_BOARD_FULL,
	ZZ_REASON_NO_MOVE,
	ZZ_REASON_REPETITION,
	ZZ_REASON_BOTH_LOSE,
	ZZ_REASON_RESIGNATION,	/* the rest come from the record, not the moves */
	ZZ_REASON_TIME,
	ZZ_REASON_AGREEMENT,
	ZZ_REASON_DECLARED,	/* declared, with no [Termination] that says how */
	ZZ_REASON_NB
};

struct zz_outcome {
	bool over;
	int winner;		/* over: 0, 1, ZZ_WINNER_NONE (a draw), ZZ_WINNER_BOTH_LOSE */
	enum zz_reason reason;
	int set;		/* ZZ_REASON_WIN: enum zz_win_set; else -1 */
	size_t turn;		/* turns played when it ended (0: the start was decided) */
	enum zz_result token;	/* 1-0, 0-1, 1/2-1/2, 0-0, or * when not over */
	enum zz_result declared;	/* ZZ_RESULT_NONE: the record declares none */
	int agrees;		/* the declared result agrees: 1, 0, or -1 when none */
};

/* "win", "resignation", ...; "first", "second", "none", "both-lose", or
 * NULL for a game not over. */
const char *zz_reason_name(enum zz_reason r);
const char *zz_outcome_winner(const struct zz_outcome *o);

struct zz_replay {
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
	/* positions since the last irreversible turn, for [repetition] */
	struct zz_pos *hist;
	size_t nr_hist, alloc_hist;
};

void zz_replay_init(struct zz_replay *r, struct zz_game *g,
		    struct zz_diag *d, zz_move_fmt fmt);
void zz_replay_release(struct zz_replay *r);

/*
 * Check and apply the next turn.  Returns 1 when a turn was applied, 0 when
 * there is none left, -1 when it was illegal (diagnosed; replay is over).
 */
int zz_replay_step(struct zz_replay *r);

/*
 * Replay every remaining turn, then compare the declared result with the
 * replayed one.  Returns 0, or -1 when some turn was illegal.
 */
int zz_replay_run(struct zz_replay *r);

/*
 * Replay a game as every command does: to the end with zz_replay_run()
 * when its record was read without errors (in the sink given to
 * zz_replay_init), else only up to its first broken or illegal turn, and
 * without judging its result.  Returns 0, or -1 when the game is invalid.
 */
int zz_replay_game(struct zz_replay *r);

/*
 * The result as it stands after the turns replayed so far: the moves'
 * end, else the record's declared result and [Termination] when every turn
 * was replayed.  Pure: diagnostics are zz_replay_run()'s.
 */
void zz_replay_outcome(const struct zz_replay *r, struct zz_outcome *o);

/* "first player", "second player" plus the name when the record has one. */
void zz_replay_player(const struct zz_game *g, unsigned player,
		      struct zz_buf *out);

#endif
