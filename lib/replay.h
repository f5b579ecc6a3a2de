#ifndef ZZ_REPLAY_H
#define ZZ_REPLAY_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "diag.h"
#include "game.h"

/*
 * Replaying a record, whatever its game.  The game's kind (lib/kind.h)
 * checks and applies each turn and says how the moves ended; what every
 * game shares is here: the result every command reports, and the declared
 * result judged against the replay (spec/RULES.md "What a validator
 * checks").
 */

/* Why a game is over: by its moves, or as its record says. */
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

/* How the moves of a game ended, as its kind's replay tells. */
struct zz_ending {
	enum zz_reason reason;	/* ZZ_REASON_UNFINISHED: the moves have not ended it */
	int winner;		/* 0, 1, ZZ_WINNER_NONE, ZZ_WINNER_BOTH_LOSE */
	int set;		/* the kind's detail of the reason (Zertz: the set), or -1 */
	size_t turn;		/* turns played when it ended */
};

/*
 * The result of a game, the one every command reports: how it ended by
 * its moves, else as the record declares it with a [Termination]; and the
 * declared result beside it.
 */
struct zz_outcome {
	bool over;
	int winner;		/* over: 0, 1, ZZ_WINNER_NONE (a draw), ZZ_WINNER_BOTH_LOSE */
	enum zz_reason reason;
	int set;		/* ZZ_REASON_WIN: the kind's set; else -1 */
	size_t turn;		/* turns played when it ended (0: the start was decided) */
	enum zz_result token;	/* 1-0, 0-1, 1/2-1/2, 0-0, or * when not over */
	enum zz_result declared;	/* ZZ_RESULT_NONE: the record declares none */
	int agrees;		/* the declared result agrees: 1, 0, or -1 when none */
};

/* The result token of a decided game: 1-0, 0-1, 0-0, else 1/2-1/2. */
enum zz_result zz_result_of_winner(int winner);
/* "win", "resignation", ...; "first", "second", "none", "both-lose", or
 * NULL for a game not over. */
const char *zz_reason_name(enum zz_reason r);
const char *zz_outcome_winner(const struct zz_outcome *o);
/* "first player", "second player" plus the name when the record has one. */
/*
 * The note every rule error carries, added to diagnostic idx of d: "turn
 * N, played by the first player (Anna)", player 0 or 1, its name where the
 * record has one.
 */
void zz_replay_turn_note(struct zz_diag *d, size_t idx, const struct zz_loc *loc, const struct zz_game *g,
			 unsigned player, size_t turn);
void zz_replay_player(const struct zz_game *g, unsigned player,
		      struct zz_buf *out);
/* Both players, as a page or a sheet names them: "first player (Anna) against second player". */
void zz_replay_players(const struct zz_game *g, struct zz_buf *out);

/*
 * The outcome of game g after next of its turns were replayed (failed: the
 * replay stopped at an illegal one), the moves having ended as e says.
 */
void zz_outcome_judge(const struct zz_game *g, const struct zz_ending *e,
		      size_t next, bool failed, struct zz_outcome *o);
/*
 * Judge the declared result of a game replayed to its end: a result the
 * moves contradict is an error, a decision they do not show needs a known
 * [Termination].
 */
void zz_outcome_check(const struct zz_game *g, const struct zz_ending *e,
		      struct zz_diag *d);

/*
 * A game being replayed, whatever its kind.  notation is the kind's
 * notation from its text side (formats/kinds.h), for moves in messages:
 * the library has none of its own.  A replay is not copied: its state may
 * live inside it.
 */
#define ZZ_REPLAY_INLINE 1024	/* a kind's state up to this size needs no heap */

struct zz_replay {
	struct zz_game *game;		/* borrowed, completed in place */
	struct zz_diag *diag;		/* borrowed */
	void *state;			/* the kind's: in room, or on the heap */
	union {
		max_align_t align;
		unsigned char bytes[ZZ_REPLAY_INLINE];
	} room;
};

void zz_replay_init(struct zz_replay *p, struct zz_game *g, struct zz_diag *d,
		  const void *notation);
void zz_replay_release(struct zz_replay *p);
/* The next turn: 1 applied, 0 none left, -1 illegal (diagnosed; over). */
int zz_replay_step(struct zz_replay *p);
/* Every remaining turn, then the declared result: 0, or -1 (illegal turn). */
int zz_replay_all(struct zz_replay *p);
/*
 * As every command replays: to the end with zz_replay_all() when the record
 * was read without errors, else only up to its first broken or illegal
 * turn, not judging its result.  0, or -1 when the game is invalid.
 */
int zz_replay_run(struct zz_replay *p);
/* Turns applied so far. */
size_t zz_replay_turn(const struct zz_replay *p);
/* Whether the replay stopped at an illegal turn (zz_replay_step() said -1). */
bool zz_replay_failed(const struct zz_replay *p);
/* The result as it stands; pure. */
void zz_replay_outcome(const struct zz_replay *p, struct zz_outcome *o);
/*
 * The result a written record declares: the replay's (1-0 ... or *) where
 * g declares none, or where the replay overrules the one declared (a
 * server's text, or '*': result-overruled).
 */
void zz_game_settle_result(struct zz_game *g, const struct zz_outcome *o);

#endif
