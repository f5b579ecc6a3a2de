#ifndef ZZ_GAME_H
#define ZZ_GAME_H

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"
#include "move.h"
#include "pos.h"
#include "rules.h"

/*
 * The record model: one game as read from any format, and as written to any
 * format.  Readers fill it, zz_replay checks it (and completes it: colours
 * of jumped marbles and isolation claims are set from the position), writers
 * read it.  No format knows another.
 *
 * Ownership: a game owns every string and array it points to; the file name
 * in the locations is borrowed from the reader.
 */

struct zz_tag {
	char *name;
	char *value;
	struct zz_loc loc;
};

struct zz_claim {
	unsigned char colour;
	unsigned char cell;
};

/* The results a record can declare. */
enum zz_result {
	ZZ_RESULT_NONE,		/* not declared */
	ZZ_RESULT_FIRST,	/* "1-0" */
	ZZ_RESULT_SECOND,	/* "0-1" */
	ZZ_RESULT_DRAW,		/* "1/2-1/2" */
	ZZ_RESULT_BOTH_LOSE,	/* "0-0" */
	ZZ_RESULT_UNFINISHED	/* "*" */
};

enum zz_turn_flags {
	ZZ_TURN_BROKEN = 1 << 0,	/* could not be parsed: replay stops here */
	ZZ_TURN_SUFFIX = 1 << 1,	/* an isolation suffix was written */
	ZZ_TURN_COLOURS = 1 << 2,	/* hop colours were written */
	ZZ_TURN_OPEN = 1 << 3		/* the record ends before the turn was
					 * closed: if incomplete, it is dropped */
};

struct zz_turn {
	struct zz_move move;
	unsigned flags;
	unsigned number;		/* turn number as written, 0 if none */
	unsigned char hop_colour[ZZ_HOPS_MAX];
	struct zz_claim *claims;	/* owned; nr_claims entries */
	unsigned nr_claims;
	char *comment;			/* owned; NULL when none */
	long clock_ms;			/* mover's clock after the turn, or -1 */
	unsigned char source;		/* placement: enum zz_source, set by replay */
	struct zz_loc loc;		/* start of the move text */
	/* byte columns of the elements, for diagnostics (0: not written) */
	unsigned col_cell, col_remove, col_suffix;
	unsigned short col_hop[ZZ_HOPS_MAX];
};

enum zz_game_flags {
	ZZ_GAME_SPLIT_TURNS = 1 << 0	/* a turn may be written as several
					 * actions, one a line (a chain one hop
					 * a line in Zertz3D): the replay joins
					 * them */
};

struct zz_game {
	struct zz_tag *tags;
	size_t nr_tags, alloc_tags;
	const struct zz_geom *geom;	/* NULL until the board is known */
	struct zz_geom *custom;		/* owned: a custom board geom points to */
	struct zz_rules rules;
	bool has_start;
	struct zz_pos start;
	struct zz_turn *turns;
	size_t nr_turns, alloc_turns;
	enum zz_result declared;
	struct zz_loc declared_loc;
	unsigned flags;
	const char *format;		/* static name of the source format */
	struct zz_loc loc;		/* where the record starts */
};

void zz_game_init(struct zz_game *g);
void zz_game_release(struct zz_game *g);

/* The value of a tag, or NULL.  The string lives as long as the tag. */
const char *zz_game_tag(const struct zz_game *g, const char *name);
/* Set a tag (the value is copied); returns 1 if it replaced one, else 0. */
int zz_game_set_tag(struct zz_game *g, const char *name, const char *value,
		    const struct zz_loc *loc);

/* Append a zeroed turn and return it; the pointer lives until the next add. */
struct zz_turn *zz_game_add_turn(struct zz_game *g);
/* Remove turn i (its storage is released). */
void zz_game_remove_turn(struct zz_game *g, size_t i);
void zz_turn_set_claims(struct zz_turn *t, const struct zz_claim *c,
			unsigned n);

/* The start position: the [Position] one, else the empty board. */
void zz_game_start(const struct zz_game *g, struct zz_pos *p);

/* "1-0" and so on; parse returns -1 for an unknown token. */
const char *zz_result_token(enum zz_result r);
int zz_result_parse(const char *s, size_t len, enum zz_result *out);
/* The result a game end implies. */
enum zz_result zz_result_of_end(const struct zz_end *e);

#endif
