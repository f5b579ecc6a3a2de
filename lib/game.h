#ifndef ZZ_GAME_H
#define ZZ_GAME_H

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"

/*
 * The record model, the same for every game: tags, turns (where each was
 * written, its number, comment and clock) and the declared result.  What
 * belongs to the game played -- its board, rules and start, and the move
 * of each turn -- is the game's own, reached through the game's kind
 * (lib/kind.h): g->setup, and the play of turn i, zz_game_play(g, i).
 * Readers fill a game, the game's replay checks and completes it, writers
 * read it.  No format knows another.
 *
 * Ownership: a game owns every string and array it points to; the file
 * name in the locations is borrowed from the reader.
 */

struct zz_kind;

struct zz_tag {
	char *name;
	char *value;
	struct zz_loc loc;
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

/* Who won, beside players 0 and 1. */
#define ZZ_WINNER_NONE (-1)	/* a tie */
#define ZZ_WINNER_BOTH_LOSE (-2)

enum zz_turn_flags {
	ZZ_TURN_BROKEN = 1 << 0,     /* could not be parsed: replay stops here */
	ZZ_TURN_OPEN = 1 << 1,	     /* the record ends before the turn was
					 * closed: if incomplete, it is dropped */
	ZZ_TURN_SHARED_LINE = 1 << 2 /* written on a line with other turns
					 * (ZEN): the rest of its line is not
					 * the turn, so it is not quoted */
};

struct zz_turn {
	unsigned flags;
	unsigned number;		/* turn number as written, 0 if none */
	char *comment;			/* owned; NULL when none */
	long clock_ms;			/* mover's clock after the turn, or -1 */
	unsigned char nag;		/* its mark as a PGN NAG (1 "!", 2 "?",
					 * 4 "??", 7 the only move, ...), 0 if
					 * none */
	struct zz_loc loc;		/* start of the move text */
};

enum zz_game_flags {
	ZZ_GAME_SPLIT_TURNS = 1 << 0,	/* a turn may be written as several
					 * actions, one a line (a chain one hop
					 * a line in Zertz3D): the replay joins
					 * them */
	ZZ_GAME_NONE = 1 << 1,		/* what was read is no game (a JSON
					 * document of no key of a record, a
					 * text of no tag and no move): its
					 * diagnostics say why; it counts as
					 * no game */
	ZZ_GAME_DECLARED_TEXT = 1 << 2	/* the declared result is read from a
					 * server's free text (Boardspace's
					 * RE), not declared by a director:
					 * where the replay contradicts it,
					 * the replay stands, with a warning */
};

/*
 * What one game may hold, so that a game's memory has a bound whatever a
 * record says (zertz(1) LIMITS): its turns, its tags, the bytes of its
 * text (tag values and comments).  What goes over a limit is not kept and
 * is counted (over_*): the reader says so in one error, and the game is
 * replayed as far as it was kept.  0 in a limit: the default.
 */
#define ZZ_MAX_TURNS 10000
#define ZZ_MAX_TAGS 1000
#define ZZ_MAX_TEXT (16UL << 20)

struct zz_limits {
	size_t max_turns, max_tags, max_text;
};

struct zz_game {
	const struct zz_kind *kind;	/* the game played: Zertz unless the
					 * record says otherwise */
	void *setup;			/* owned by the kind: board, rules, start */
	struct zz_tag *tags;
	size_t nr_tags, alloc_tags;
	struct zz_text_block *text;	/* where the tags' names and values live */
	struct zz_turn *turns;
	unsigned char *plays;		/* the kind's part of each turn */
	size_t play_size;		/* bytes of one: the kind's turn_size */
	size_t nr_turns, alloc_turns;
	enum zz_result declared;
	struct zz_loc declared_loc;
	unsigned flags;
	const char *format;		/* static name of the source format */
	struct zz_loc loc;		/* where the record starts */
	struct zz_limits limits;	/* kept from one game to the next */
	size_t text_bytes;		/* of tags and comments kept */
	size_t over_turns, over_tags, over_text;	/* not kept */
	/* an index of the tags by name, past a few: open addressing */
	unsigned *tag_slots;		/* index + 1, or 0 */
	size_t nr_tag_slots;		/* a power of two, or 0 */
};

/*
 * The marks of a turn, as PGN numbers them (its NAGs): 1 to 7 have signs
 * ("!", "?", "!!", "??", "!?", "?!", and the only move, a white square,
 * U+25A1); the others are written "$N".  zz_nag_sign() is the sign of
 * one, or NULL.  zz_nag_suffix() is how many bytes at the end of s[0 .. n)
 * are a sign or a "$N" (1 <= N <= 255), with its NAG in *nag; 0 if none.
 */
const char *zz_nag_sign(unsigned nag);
size_t zz_nag_suffix(const char *s, size_t n, unsigned *nag);
/*
 * A turn's mark after its move, as ZGN writes it and the pictures show
 * it: a sign joined to the move ("Wd4,a1?"), "$N" after a blank; nothing
 * for 0.
 */
void zz_nag_write(struct zz_buf *out, unsigned nag);

/* A game of the default kind (Zertz), empty. */
void zz_game_init(struct zz_game *g);
void zz_game_release(struct zz_game *g);
/*
 * Release what the game holds and make it empty again, as zz_game_init()
 * leaves it, keeping the storage of its tags and turns for the next game
 * read into it (zz_game_release() still frees it at the end).
 */
void zz_game_reuse(struct zz_game *g);
/*
 * Make g a game of kind k, with k's empty set-up; only before the first
 * turn is added.
 */
void zz_game_set_kind(struct zz_game *g, const struct zz_kind *k);
/* Whether the game's set-up was read well enough to replay it. */
bool zz_game_playable(const struct zz_game *g);

/* The value of a tag, or NULL.  The string lives as long as the tag. */
const char *zz_game_tag(const struct zz_game *g, const char *name);
/* Set a tag (the value is copied); returns 1 if it replaced one, else 0. */
int zz_game_set_tag(struct zz_game *g, const char *name, const char *value,
		    const struct zz_loc *loc);
/*
 * The same with the name and the value given by their lengths, as read
 * (neither holds a NUL byte).  The copies live with the game, in blocks
 * kept from one game to the next: a record's tags cost no allocation.
 */
int zz_game_set_tagn(struct zz_game *g, const char *name, size_t nlen,
		     const char *value, size_t vlen, const struct zz_loc *loc);
/* Forget the tags added after the first n (their text stays until reuse). */
void zz_game_cut_tags(struct zz_game *g, size_t n);

/*
 * Append a turn (its play set up by the kind) and return it; the pointer
 * lives until the next add.  Past limits.max_turns the game keeps one
 * more turn, whose slot each further add empties and hands out again
 * (over_turns counts them): the caller's pointer and zz_game_play(g,
 * g->nr_turns - 1) are the turn being read, as always.
 * zz_game_end_read() drops that slot once the game is read.
 */
struct zz_turn *zz_game_add_turn(struct zz_game *g);
/* Whether the turns are past the limit: what is read now is not kept. */
static inline bool zz_game_full(const struct zz_game *g)
{
	return g->nr_turns > g->limits.max_turns;
}
/*
 * Whether n more bytes of text (a comment) may be kept: counted when so,
 * else counted in over_text and the caller drops the text.
 */
bool zz_game_text_room(struct zz_game *g, size_t n);
/*
 * After a game was read: the slot a game past its turn limit reused is
 * dropped.  Returns whether anything went over a limit.
 */
bool zz_game_end_read(struct zz_game *g);
/* Remove turn i (its storage is released). */
void zz_game_remove_turn(struct zz_game *g, size_t i);
/* The kind's part of turn i. */
static inline void *zz_game_play(const struct zz_game *g, size_t i)
{
	return g->plays + i * g->play_size;
}

/* "1-0" and so on; parse returns -1 for an unknown token. */
const char *zz_result_token(enum zz_result r);
int zz_result_parse(const char *s, size_t len, enum zz_result *out);

#endif
