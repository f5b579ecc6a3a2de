#ifndef ZZ_WRITER_H
#define ZZ_WRITER_H

#include <stddef.h>

#include "buf.h"
#include "game.h"

/*
 * Writing records in every output format from the record model.  A game
 * must have been replayed (zz_zreplay), so that its colours, claims and
 * marble sources are known.  What a format cannot hold is left out and
 * noted in the writer's 'dropped' set, which the caller reports once.
 */

enum zz_out {
	ZZ_OUT_ZGN,
	ZZ_OUT_JSON,		/* one JSON array of games */
	ZZ_OUT_JSONL,		/* one game per line */
	ZZ_OUT_YAML,		/* one document per game */
	ZZ_OUT_SGF,		/* Boardspace SGF */
	ZZ_OUT_ZERTZ3D,		/* Zertz3D notation file */
	ZZ_OUT_POSITION,	/* position strings (written by the caller) */
	ZZ_OUT_ZIP,		/* KART's ZIP positions (written by the caller) */
	ZZ_OUT_ZEN,		/* KART's ZEN game notation (Zertz games) */
	ZZ_OUT_NB
};

int zz_out_parse(const char *name);
const char *zz_out_name(enum zz_out f);

enum zz_drop {
	ZZ_DROP_TAGS = 1 << 0,
	ZZ_DROP_COMMENTS = 1 << 1,
	ZZ_DROP_CLOCKS = 1 << 2,
	ZZ_DROP_RULES = 1 << 3,
	ZZ_DROP_VARIANT = 1 << 4,
	ZZ_DROP_START = 1 << 5,
	ZZ_DROP_TERMINATION = 1 << 6,
	ZZ_DROP_PASS = 1 << 7,
	ZZ_DROP_MARKS = 1 << 8,
	/* not left out: a capture chain written a hop a line (Zertz3D), said apart (zz_writer_said) */
	ZZ_DROP_CHAIN_LINES = 1 << 9
};
#define ZZ_DROP_LEFT_OUT (ZZ_DROP_CHAIN_LINES - 1)
/* What a format wrote otherwise than the game has it, not left out (dropped's other bits): a sentence, or NULL. */
const char *zz_writer_written_otherwise(unsigned dropped);

struct zz_writer {
	enum zz_out format;
	size_t games;
	unsigned dropped;	/* enum zz_drop */
};

void zz_writer_init(struct zz_writer *w, enum zz_out format);
/* Append g.  Returns 0, or -1 (nothing written) when the format cannot
 * hold the game at all, with the reason in why. */
int zz_writer_game(struct zz_writer *w, struct zz_buf *out,
		   const struct zz_game *g, struct zz_buf *why);
/*
 * The same in two halves, for games written apart and joined later (-j
 * workers): a game's own bytes, which do not depend on the games before
 * it; and what goes before the next game (a blank line in ZGN, a comma in
 * a JSON array), which counts it.  zz_writer_game is the second, then the
 * first.
 */
/*
 * What a record says beside the game: where it was read, and how the
 * replay ended it (the result's winner and reason).  Each may be unknown:
 * source NULL, index 0, outcome NULL (the winner is then the token's).
 */
struct zz_outcome;
struct zz_record_facts {
	const char *source;
	size_t index;
	const struct zz_outcome *outcome;
};

/* f (NULL: none) says where the game was read and how it ended */
int zz_writer_body(struct zz_writer *w, struct zz_buf *out, const struct zz_game *g,
		   const struct zz_record_facts *f, struct zz_buf *why);
void zz_writer_sep(struct zz_writer *w, struct zz_buf *out);
/* Append what closes the output (the end of a JSON array). */
void zz_writer_end(struct zz_writer *w, struct zz_buf *out);
/* "comments, clocks" for a set of enum zz_drop. */
void zz_writer_describe(unsigned dropped, struct zz_buf *out);

/*
 * convert -t position and -t zip: the position after the turns m has
 * replayed, as the game's position string or in a format of one game
 * (KART's ZIP).  Returns 0, or -1 (nothing written) with why.
 */
struct zz_replay;
int zz_writer_position(enum zz_out format, struct zz_buf *out, const struct zz_replay *m,
		       struct zz_buf *why);

/*
 * A format that one game alone has (Boardspace SGF, Zertz3D's notation,
 * KART's ZEN and ZIP), listed in that game's text table (kinds.h): a game
 * of another kind is refused, with the format's name.
 */
struct zz_own_format {
	enum zz_out format;	/* 0 (ZZ_OUT_ZGN) ends a list */
	const char *name;	/* "Boardspace SGF" */
	const char *holds;	/* "games" or "positions" */
	/* the game g: 0, or -1 with why (what it leaves out: *dropped) */
	int (*game)(struct zz_buf *out, const struct zz_game *g, unsigned *dropped,
		    struct zz_buf *why);
	/* or the position after the turns m replayed: 0, or -1 with why */
	int (*position)(struct zz_buf *out, const struct zz_replay *m, struct zz_buf *why);
};

#endif
