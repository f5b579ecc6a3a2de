#ifndef ZZ_SELECT_H
#define ZZ_SELECT_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "options.h"

/*
 * Choosing games, as pgn-extract does: the selection options that every
 * command reading many games shares (validate, convert, stats, select).
 * A game is chosen when it meets every criterion given.  for_each_game()
 * (games.h) hands a command only the chosen games, each with its number
 * in its source, as before; the others are read and left without a word.
 *
 *   --player, --first, --second, --winner PATTERN   the players' names
 *	(shell patterns, any case); --winner: the player who won
 *   --event PATTERN                                 [Event]
 *   --kind NAME, --board RINGS|custom, --variant NAME, --with-rules N=V,...
 *   --result TOKEN, --reason NAME                   the replayed result
 *   --date FROM..TO, --turns RANGE, --game RANGES   (numbers: N, N-M, N-, -M)
 *   --valid, --invalid
 *   --position STRING      a position reached, up to the board's symmetries
 *   --unique               the first game of each signature (stats --duplicates)
 */

struct selection;
enum select_key {
	SEL_PLAYER,
	SEL_NOT_PLAYER,
	SEL_FIRST,
	SEL_SECOND,
	SEL_WINNER,
	SEL_EVENT,
	SEL_KIND,
	SEL_BOARD,
	SEL_VARIANT,
	SEL_WITH_RULES,
	SEL_RESULT,
	SEL_REASON,
	SEL_DATE,
	SEL_TURNS,
	SEL_GAME,
	SEL_POSITION,
	SEL_VALID,
	SEL_INVALID,
	SEL_UNIQUE,
	SEL_NB
};
/*
 * The criteria of a command, none yet; usage is the command's usage line
 * (for errors).  Freed by select_free (not NULL).
 */
struct selection *select_new(const char *usage);
void select_free(struct selection *s);

/*
 * The option table's entries that fill the criteria of s: each entry's
 * ctx is select_ctx(s, key).
 */
void *select_ctx(struct selection *s, enum select_key k);
void select_option(void *ctx, const char *arg);
void select_flag(void *ctx, const char *arg);
/* --position, the old spelling of --reaches: warned, then the same */
void select_old_position(void *ctx, const char *arg);
/*
 * The selection; OPT_SELECTION adds the old spelling --position of
 * --reaches, for the commands where --position means nothing else (it
 * goes in 0.5: in render, replay and perft --position is a position to
 * start from or draw).
 */
#define OPT_SELECTION(s) \
	OPT_SELECTION_NEW(s), OPT_CALL(0, "position", select_old_position, select_ctx((s), SEL_POSITION))
#define OPT_SELECTION_NEW(s)                                                               \
	OPT_CALL(0, "player", select_option, select_ctx((s), SEL_PLAYER)),                 \
		OPT_CALL(0, "not-player", select_option, select_ctx((s), SEL_NOT_PLAYER)), \
		OPT_CALL(0, "first", select_option, select_ctx((s), SEL_FIRST)),           \
		OPT_CALL(0, "second", select_option, select_ctx((s), SEL_SECOND)),         \
		OPT_CALL(0, "winner", select_option, select_ctx((s), SEL_WINNER)),         \
		OPT_CALL(0, "event", select_option, select_ctx((s), SEL_EVENT)),           \
		OPT_CALL(0, "kind", select_option, select_ctx((s), SEL_KIND)),             \
		OPT_CALL(0, "board", select_option, select_ctx((s), SEL_BOARD)),           \
		OPT_CALL(0, "variant", select_option, select_ctx((s), SEL_VARIANT)),       \
		OPT_CALL(0, "with-rules", select_option, select_ctx((s), SEL_WITH_RULES)), \
		OPT_CALL(0, "result", select_option, select_ctx((s), SEL_RESULT)),         \
		OPT_CALL(0, "reason", select_option, select_ctx((s), SEL_REASON)),         \
		OPT_CALL(0, "date", select_option, select_ctx((s), SEL_DATE)),             \
		OPT_CALL(0, "turns", select_option, select_ctx((s), SEL_TURNS)),           \
		OPT_CALL(0, "game", select_option, select_ctx((s), SEL_GAME)),             \
		OPT_CALL(0, "reaches", select_option, select_ctx((s), SEL_POSITION)),      \
		OPT_CALL_FLAG(0, "valid", select_flag, select_ctx((s), SEL_VALID)),        \
		OPT_CALL_FLAG(0, "invalid", select_flag, select_ctx((s), SEL_INVALID)),    \
		OPT_CALL_FLAG(0, "unique", select_flag, select_ctx((s), SEL_UNIQUE))

/* Whether any criterion of s was given (NULL: none). */
bool select_active(const struct selection *s);
/* Whether s asks for invalid games (--invalid): they are to be written. */
bool select_invalid(const struct selection *s);
/*
 * How many -j workers may read the games of s: jobs, or 1 when they must
 * be chosen in input order in one process (--unique keeps the first of
 * each signature).
 */
unsigned long select_jobs(const struct selection *s, unsigned long jobs);

/*
 * Whether game g, number index of its source, read with the diagnostics
 * d so far, is chosen.  The game may be replayed (and completed as every
 * replay completes it); d is left as it was.
 */
bool select_game(struct selection *s, struct zz_game *g, size_t index,
		 const struct zz_diag *d);
/* Whether no game after number index of a source can be chosen. */
bool select_past(const struct selection *s, size_t index);

#endif
