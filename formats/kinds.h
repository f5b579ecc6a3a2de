#ifndef ZZ_KINDS_H
#define ZZ_KINDS_H

#include <stdbool.h>
#include <stdint.h>

#include <jansson.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "input.h"
#include "jsonw.h"
#include "kind.h"
#include "replay.h"

/*
 * Settling a record from its tags, once, where it is read: the game it is
 * of ([Game], Zertz when absent; a JSON "game" key becomes that tag;
 * Boardspace SGF is Zertz's alone), the game's set-up from its own tags, and the
 * declared result ([Result]).  The tags are the record's whatever its
 * format: ZGN writes them, the JSON and YAML readers make them of keys.
 * Messages name a field as the record does.
 */

enum zz_naming {
	ZZ_NAMING_TAGS,		/* "[Rings]" */
	ZZ_NAMING_KEYS		/* "'rings'" */
};

void zz_settle(struct zz_game *g, struct zz_diag *d, enum zz_naming naming);

/*
 * The tags zz_settle() reads ([Game], [Result] and the game's): writers
 * write the set-up and the result their own way and leave these out of
 * the other tags.
 */
bool zz_setup_tag(const struct zz_game *g, const char *name);

#define ZZ_NO_BOARD ((unsigned long)-1)	/* perft, select: no --board */

/* select --board, --variant, --with-rules: the set-up asked for */
struct zz_setup_query {
	unsigned long board;	/* its rings; 0: a custom board; ZZ_NO_BOARD: any */
	const char *variant;	/* NULL: any */
	const char *rules;	/* NAME=VALUE,... as given (checked); NULL: any */
};

/*
 * The text side of each game the toolkit knows: the entry beside its
 * engine table (lib/kind.h) that reads and writes it as text.  Code that
 * serves every game reaches a game's text through here; code of one game
 * (SGF, Zertz3D and the drawings are Zertz's) uses that game's own files.
 */
struct zz_draw_kind;
struct zz_json_memo;
struct zz_own_format;
struct zz_stats_kind;
struct zz_move_dialect;
struct zz_line_format;
struct zz_search_position;
struct zz_search_kind;

struct zz_text_kind {
	const struct zz_kind *kind;
	/* its notation, handed to the replay for moves in messages */
	const void *notation;
	/* its set-up read from the record's tags; the tags that are set-up */
	void (*settle)(struct zz_game *g, struct zz_diag *d, enum zz_naming naming);
	bool (*setup_tag)(const char *name);
	/*
	 * Its set-up written: as tags, in their canonical order (ZGN), and
	 * as the keys of a JSON object (JSON, YAML).
	 */
	void (*tags_write)(const struct zz_game *g,
			   void (*tag)(void *ctx, const char *name, const char *value), void *ctx);
	void (*json_setup)(struct zz_jw *w, const struct zz_game *g);
	/*
	 * Its set-up keys in JSON and YAML records: either each a string
	 * that becomes a tag (setup_keys: key, tag, ..., NULL), or keys of
	 * types of their own (json_keys, NULL-ended), read by
	 * json_setup_read: each checked and made the tag ZGN has
	 * (zz_schema_set_key); -1 when one is of the wrong type, *broken
	 * when the game cannot be played at all.
	 */
	const char *const *setup_keys;
	const char *const *json_keys;
	int (*json_setup_read)(json_t *o, struct zz_game *g, struct zz_diag *d,
			       const struct zz_loc *at, bool *broken);
	/* the move text s[0 .. n) at loc into turn i: 0, or -1 (said in d) */
	int (*turn_parse)(struct zz_game *g, size_t i, const char *s, size_t n,
			  const struct zz_loc *loc, struct zz_diag *d);
	/*
	 * The usual move text s[0 .. n), whose first byte is in column col,
	 * read the short way into turn i: 0; -1 with nothing said when it is
	 * not such a text (turn_parse reads it).  NULL: none.
	 */
	int (*turn_quick)(struct zz_game *g, size_t i, const char *s, size_t n, unsigned col);
	/* the move of turn i, as its notation writes it */
	void (*turn_write)(struct zz_buf *out, const struct zz_game *g, size_t i);
	/* the position string after the turns replayed so far */
	void (*position_write)(struct zz_buf *out, const struct zz_replay *m);
	/*
	 * The position string s and its images under the board's
	 * symmetries, as position_write writes them, each ended by '\n'
	 * (a symmetric position repeats): 0, or -1 with why in err.
	 */
	int (*position_images)(const char *s, struct zz_buf *out, struct zz_buf *err);
	/*
	 * validate --json: the set-up fields of a game (none: a source
	 * without a game, whose fields are null; memo, when not NULL, what
	 * the last report kept); the name of an outcome's
	 * set (or NULL); the result fields beyond the outcome.
	 */
	void (*report_setup)(struct zz_jw *w, const struct zz_game *g, bool none,
			     struct zz_json_memo *memo);
	const char *(*set_name)(int set);
	/* the game's own name of an outcome's reason, or NULL (none: the
	 * common name, zz_reason_name) */
	const char *(*reason_name)(const struct zz_outcome *o);
	void (*report_result)(struct zz_jw *w, const struct zz_replay *m);
	/* its drawings (draw.h), or NULL: it has none */
	const struct zz_draw_kind *draw;
	/*
	 * Its dialect of SGF: whether the first line of a game tree shows
	 * it (NULL: the dialect no other game claims), and its reader,
	 * made for an input, a game at a time (1, 0 at the end, -1 when the
	 * input failed), freed.  NULL sgf_open: none.
	 */
	bool (*sgf_detect)(const char *line, size_t len);
	void *(*sgf_open)(struct zz_input *in, struct zz_diag *d);
	int (*sgf_read)(void *rd, struct zz_game *g);
	void (*sgf_close)(void *rd);
	/*
	 * zertz perft: the number of move sequences of depth turns from the
	 * position string s, or (NULL) the start of the game on the board
	 * of board rings (ZZ_NO_BOARD: none given), under rule options rules (NULL:
	 * none): 0 and *count, or -1 with why in err (a usage error).
	 */
	int (*perft)(const char *s, unsigned long board, const char *rules, unsigned depth,
		     uint64_t *count, struct zz_buf *err);
	/*
	 * zertz analyze (lib/search.h): the position string s under rule
	 * options rules (NULL: none) as its kind's search table takes it, in
	 * out (released by search_release): 0, or -1 with why in err; and a
	 * turn of the search written as the game's notation has it.  NULL
	 * search_position: no position is analysed.
	 */
	int (*search_position)(const char *s, const char *rules, struct zz_search_position *out,
			       struct zz_buf *err);
	void (*search_release)(struct zz_search_position *p);
	void (*search_turn_write)(struct zz_buf *out, const void *pos, const void *turn);
	/* a search position as its string, and rules as NAME=VALUE,... (proofs) */
	void (*search_position_write)(struct zz_buf *out, const void *pos);
	void (*search_rules_write)(struct zz_buf *out, const void *rules);
	/* the formats it alone has (writer.h), ended by a ZZ_OUT_ZGN entry; NULL: none */
	const struct zz_own_format *own_formats;
	/*
	 * What commands that choose and count games ask of one (select,
	 * stats): whether its set-up is the one asked (NULL: a game of no
	 * boards, variants or rule options, never chosen when they are
	 * asked); whether it has a board of rings rings (NULL: none); its
	 * signature, one text for the games that are one up to the board's
	 * symmetries (NULL: its set-up tags and moves as played, see
	 * zz_text_signature); its opening, the first turns up to symmetry
	 * after its board, first_end where the first turn ends in out (0,
	 * or -1: none to count; NULL: never); its own names of the reasons a
	 * game ends for, beyond zz_reason_name's (NULL-ended; NULL: none).
	 */
	bool (*setup_matches)(const struct zz_game *g, const struct zz_setup_query *q);
	bool (*board_known)(unsigned long rings);
	void (*signature)(const struct zz_game *g, struct zz_buf *text);
	int (*opening)(const struct zz_game *g, size_t turns, struct zz_buf *out,
		       size_t *first_end);
	const char *const *reason_names;
	/* the names of its variants, as select --variant takes them
	 * (NULL-ended; NULL: none) */
	const char *const *variant_names;
	/* what stats counts of it beyond what every game has (stats_kind.h) */
	const struct zz_stats_kind *stats;
	/* its own dialect of move text in ZGN streams (zgn.h), or NULL */
	const struct zz_move_dialect *move_dialect;
	/* its own line formats read beside ZGN (zgn.h), NULL-ended; NULL: none */
	const struct zz_line_format *const *line_formats;
};

/* A position to search, with its rules (zz_text_kind's search_position). */
struct zz_search_position {
	const struct zz_search_kind *search;
	void *pos, *rules;
	void *keep; /* the kind's */
};

/* each game's entry, zz_text_GAME, in its folder formats/GAME/ (lib/games.inc) */
#define ZZ_GAME(g) extern const struct zz_text_kind zz_text_##g;
#include "games.inc"
#undef ZZ_GAME

/* The name of an outcome's reason, as the game calls it. */
const char *zz_text_reason(const struct zz_text_kind *k, const struct zz_outcome *o);

/* The text side of the kind a position string is of (its first word). */
const struct zz_text_kind *zz_text_kind_of_position(const char *s);

/* The text side of the game whose dialect of SGF a game tree's first line shows. */
const struct zz_text_kind *zz_text_kind_of_sgf(const char *line, size_t len);

/*
 * The format of one game numbered format (enum zz_out) as kind k has it:
 * NULL when k has not got it, and *owner then the game that has (or NULL).
 */
const struct zz_own_format *zz_text_own_format(const struct zz_kind *k, int format,
					       const struct zz_text_kind **owner);

/* A valid game's signature: the game's own, or its set-up tags and moves as played. */
void zz_text_signature(const struct zz_game *g, struct zz_buf *text);
/*
 * The dialect of move text that has the tag name[0 .. nlen) of its own,
 * and the tag it means (*meaning), or NULL.
 */
const struct zz_move_dialect *zz_text_dialect_tag(const char *name, size_t nlen,
						  const char **meaning);
/* The line format (of some game) whose first line s[0 .. n) is, or NULL. */
const struct zz_line_format *zz_text_line_format(const char *s, size_t n);
/* Whether the calendar has day day of month month (1 .. 12) of year (-1: not known). */
bool zz_day_exists(int year, unsigned month, unsigned day);
/* Whether some game has a board of rings rings. */
bool zz_text_board_known(unsigned long rings);
/* Whether s names a reason some game ends for. */
bool zz_text_reason_known(const char *s);
/* Whether s names a variant of some game. */
bool zz_text_variant_known(const char *s);
/*
 * The values a selection option takes, from the games' tables, each
 * ended by '\n', into out: what is "kind" (the games' names), "board"
 * (the boards of rings some game has), "variant" (some game's variants)
 * or "reason" (the reasons some game ends for): 0, or -1: no such list.
 * A value two games share would come twice (none does: check-options).
 * Messages, help and the shells' completion take them from here.
 */
int zz_text_values(const char *what, struct zz_buf *out);

/* The text side of a kind (by its id: no lookup). */
const struct zz_text_kind *zz_text_kind(const struct zz_kind *k);

/* zz_replay_init() with the notation of the game's kind. */
void zz_replay_start(struct zz_replay *m, struct zz_game *g, struct zz_diag *d);

#endif
