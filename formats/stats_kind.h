#ifndef ZZ_STATS_KIND_H
#define ZZ_STATS_KIND_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "replay.h"
#include "table.h"

/*
 * zertz stats: what it counts of a game beyond what every game has (the
 * results, lengths, players, years and openings are counted by
 * cmd/stats.c), one table per game, reached through its text table
 * (kinds.h).  A game's facts are a struct of its own without pointers
 * (facts_size bytes, packed as they are from a -j worker to the parent),
 * added into sums of its own (sums_size bytes, zero at first).
 */

/* The rows of results, by how a game ended (zz_stats_end). */
enum {
	ZZ_STATS_END_BOARD_FULL = 4,	/* 0 to 3: the win's set (its outcome's set) */
	ZZ_STATS_END_NO_MOVE,
	ZZ_STATS_END_REPETITION,
	ZZ_STATS_END_BOTH_LOSE,
	ZZ_STATS_END_RESIGNATION,
	ZZ_STATS_END_TIME,
	ZZ_STATS_END_AGREEMENT,
	ZZ_STATS_END_DECLARED,
	ZZ_STATS_END_UNFINISHED,
	ZZ_STATS_END_INVALID,
	ZZ_STATS_ENDS
};

/* The row of results of an outcome, of a valid game or not. */
int zz_stats_end(const struct zz_outcome *o, bool valid);

struct zz_stats_kind {
	/* its group of every game ("all"), and what follows a player's
	 * name or a year in its groups ("": none; " (tzaar)") */
	const char *all, *suffix;
	/* the titles of the results and score sections; whether the score
	 * counts draws */
	const char *results_title, *score_title;
	bool draws;
	/* the names of the rows of results, by zz_stats_end (NULL: not a
	 * row of its) */
	const char *const *end_names;
	size_t facts_size, sums_size;
	/*
	 * The facts of game g, replayed by m (NULL: its set-up cannot be
	 * read, nothing replayed), valid or not.  Returns its length in
	 * turns (counted of valid games).
	 */
	size_t (*facts)(void *facts, const struct zz_game *g, const struct zz_replay *m,
			bool valid);
	/* its group --by board or (variant) --by variant, made in buf */
	const char *(*group)(const struct zz_game *g, bool variant, char *buf, size_t n);
	/* a game's facts added to the sums of its group */
	void (*add)(void *sums, const void *facts, bool valid);
	/* the rows it adds to the games section, and its own sections
	 * (after the lengths) */
	void (*games_rows)(const void *sums, struct zz_table *e);
	void (*sections)(const void *sums, struct zz_table *e);
};

extern const struct zz_stats_kind zz_stats_zertz, zz_stats_tzaar;

#endif
