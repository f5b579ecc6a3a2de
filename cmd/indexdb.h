#ifndef ZZ_INDEXDB_H
#define ZZ_INDEXDB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"

/*
 * The archive index (cmd/indexdb.sql, zertz(5)): games and every position
 * they reach up to the board's symmetries, in SQLite (db.h), written by
 * zertz index, read by zertz explore and by anyone with sqlite3.  Unlike
 * the cache, it is never made anew behind the user's back: a file of
 * another schema, or damaged, is refused as it is.
 */
struct zz_text_kind;
struct indexdb;

/*
 * The least image of the position string text up to the board's
 * symmetries, into out, and its id (indexdb.sql): 0, or -1 with err set
 * (not a position of kind k).
 */
int indexdb_canonical(const struct zz_text_kind *k, const char *text, struct zz_buf *out, int64_t *id,
		      struct zz_buf *err);

/* A game as zertz index adds it (its strings borrowed). */
struct indexdb_game {
	unsigned char digest[32];
	const char *source, *kind, *first, *second, *date, *result, *reason;
	unsigned long long number, turns;
	int valid, winner; /* winner: 0, 1, or -1 (NULL) */
	size_t ntags;
	const char *const *tags; /* name, value, name, value, ... */
	size_t nplies;		 /* positions: the start, then one a turn */
	const char *const *positions;
	const int64_t *ids;
	const char *const *turns_text; /* the turn that led to each position (the first: NULL) */
	/*
	 * The analysis (NULL analysis: none; a game known already gets it
	 * where it has none): what it rests on ("horizon=2 budget=..."), and
	 * for each position, the side to move's facts -- win and lost: -1
	 * none, 0 no, 1 yes, 2 unknown; win_in: 0, or the least turns -- and
	 * the mark of the turn that led there (enum zz_annot: 0 none).
	 */
	const char *analysis;
	const signed char *win, *lost;
	const unsigned char *win_in, *mark;
};

/*
 * The index at path for writing, made when absent (err says why not:
 * NULL).  Games are added in transactions of many, each whole or not at
 * all (a run killed keeps what it committed).
 */
struct indexdb *indexdb_open_write(const char *path, struct zz_buf *err);
/* 1 added, 0 known already (nothing changed), -1 failed (err set: SQLite's words). */
int indexdb_add(struct indexdb *db, const struct indexdb_game *g, struct zz_buf *err);
/* The games added so far committed: 0, or -1 (err set). */
int indexdb_commit(struct indexdb *db, struct zz_buf *err);
/* Closed; what was not committed is rolled back. */
void indexdb_close(struct indexdb *db);

/* The index at path for reading: NULL, err set, when it is none of ours, of another schema or damaged. */
struct indexdb *indexdb_open_read(const char *path, struct zz_buf *err);

/* One occurrence of a position, and what came next in its game. */
struct indexdb_next {
	int64_t next;  /* the position after the next turn (when has_next) */
	bool has_next; /* false: the game ended there, or its replay did */
	const char *turn, *source, *date, *first, *second;
	const char *rating; /* the side to move's FirstRating or SecondRating tag (NULL: none) */
	unsigned long long number, ply;
	int winner, over; /* winner: 0, 1, or -1; over: the game ended (result not *) */
};
/*
 * Every occurrence of position id, in the order of the games' ids, to fn
 * (its strings valid during the call): 0, or -1 (err set).
 */
int indexdb_occurrences(struct indexdb *db, int64_t id, void (*fn)(void *ctx, const struct indexdb_next *n),
			void *ctx, struct zz_buf *err);

/*
 * The start positions of the index's games (ply 0), each by its id, its
 * text and the games that start there, the most played first, to fn:
 * 0, or -1 (err set).
 */
int indexdb_starts(struct indexdb *db,
		   void (*fn)(void *ctx, int64_t id, const char *text, unsigned long long games), void *ctx,
		   struct zz_buf *err);

#endif
