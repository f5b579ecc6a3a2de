#ifndef ZZ_KIND_H
#define ZZ_KIND_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "diag.h"
#include "game.h"

struct zz_ending;
struct zz_search_kind;

/*
 * A game the toolkit knows: its name and the operations that give its
 * part of a record a shape (git's struct git_hash_algo is the model: one
 * table per game, found by name, and nothing else in lib/ or formats/
 * needs to know which games exist).  Zertz is the first kind
 * (lib/zertz/kind.c).  The text side of a game -- its set-up tags, notation,
 * position strings, report -- is its entry in formats/kinds.h.
 */

/*
 * The games, one a line of lib/games.inc, which make writes from the
 * games' folders (Makefile: GAMES, the default first): ZZ_GAME(zertz) for
 * lib/zertz/ and formats/zertz/, whose tables are zz_kind_zertz and
 * zz_text_zertz.  A game's id is its place there.
 */
enum zz_game_id {
#define ZZ_GAME(g) ZZ_GAME_ID_##g,
#include "games.inc"
#undef ZZ_GAME
	ZZ_GAMES_NB
};

struct zz_kind {
	enum zz_game_id id;	/* ZZ_GAME_ID_zertz */
	const char *name;	/* as in [Game], "game", lower case: "zertz" */
	const char *title;	/* for people: "Zertz" */
	/* the diagnostics of its rules (diag.h), sorted by severity: a
	 * table in its folder, nr_codes long (none: NULL, 0) */
	const struct zz_code_info *codes;
	size_t nr_codes;
	/* its part of a game's record: the set-up (board, rules, start) */
	void *(*setup_new)(void);
	void (*setup_free)(void *setup);
	/* whether a set-up was read well enough to replay the game */
	bool (*playable)(const void *setup);
	/* the set-up cannot be read: the game is not to be replayed */
	void (*unplayable)(void *setup);
	/*
	 * Apply rule options "name=value,..." (a --rules override) to a
	 * set-up: 0, or -1 with why said where w says.
	 */
	int (*set_rules)(void *setup, const char *spec, const struct zz_said *w);
	/* its rule options and their values, as --rules takes them: name,
	 * values, ..., NULL ("free-ring", "adjacent|any-two"); NULL: none */
	const char *const *rule_options;
	/* its part of each turn: turn_size bytes, set up and released here */
	size_t turn_size;
	void (*turn_init)(void *play);
	void (*turn_release)(void *play);
	/*
	 * Replaying (lib/replay.h): replay_size bytes of state, set up for a
	 * game with notation, the kind's own from its text side, to write
	 * moves in messages.  replay_step checks and applies the next turn: 1,
	 * 0 when none is left, -1 when it is illegal (diagnosed; over).
	 * replay_where says how the moves ended, how many turns were applied,
	 * and whether the replay stopped at an illegal one.
	 */
	size_t replay_size;
	void (*replay_init)(void *st, struct zz_game *g, struct zz_diag *d, const void *notation);
	void (*replay_release)(void *st);
	int (*replay_step)(void *st);
	void (*replay_where)(const void *st, struct zz_ending *e, size_t *next, bool *failed);
	/*
	 * The search for forced wins (search.h), or NULL: its table, the
	 * position a replay has reached as the table takes it, into out
	 * (search_pos: false when the search takes none there, as in
	 * TZAAR's placements), and the game's rules (game_rules).
	 */
	const struct zz_search_kind *search;
	bool (*search_pos)(const void *st, void *out);
	const void *(*game_rules)(const struct zz_game *g);
};

#define ZZ_GAME(g) extern const struct zz_kind zz_kind_##g;
#include "games.inc"
#undef ZZ_GAME

/*
 * The kinds known, NULL-terminated, in the order of their ids.  The first
 * is the kind of a record that names none (no [Game], no "game"): Zertz's
 * (Makefile: DEFAULT_GAME).
 */
extern const struct zz_kind *const zz_kinds[];
/* The kind of that name (any case), or NULL. */
const struct zz_kind *zz_kind_find(const char *name);
/*
 * Whether rule options spec (--rules) are some game's: 0, or -1 with why
 * the first game (the default, Zertz) refuses them in err.  Each game's
 * own refuses them again, game by game, where its records are read.
 */
int zz_kind_rules_valid(const char *spec, struct zz_buf *err);

/*
 * Every diagnostic code: the shared ones (zz_codes[]), then each game's
 * in the order of the games.  zz_code_at(i) for i = 0, 1, ... gives them
 * all, then NULL; zz_code_find() the one of an identifier, or NULL.
 */
const struct zz_code_info *zz_code_at(size_t i);
const struct zz_code_info *zz_code_find(const char *id);

#endif
