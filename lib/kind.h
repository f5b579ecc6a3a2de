#ifndef ZZ_KIND_H
#define ZZ_KIND_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "game.h"

/*
 * A game the toolkit knows: its name and the operations that give its
 * part of a record a shape (git's struct git_hash_algo is the model: one
 * table per game, found by name, and nothing else in lib/ or formats/
 * needs to know which games exist).  Zertz is the first kind.  The text
 * side of a game -- notation, set-up tags, position strings, SGF, drawing
 * -- is its entry in formats/kinds.h.
 */

struct zz_kind {
	const char *name;	/* as in [Game], "game", lower case: "zertz" */
	const char *title;	/* for people: "Zertz" */
	/* its part of a game's record: the set-up (board, rules, start) */
	void *(*setup_new)(void);
	void (*setup_free)(void *setup);
	/* whether a set-up was read well enough to replay the game */
	bool (*playable)(const void *setup);
	/* the set-up cannot be read: the game is not to be replayed */
	void (*unplayable)(void *setup);
	/*
	 * Apply rule options "name=value,..." (a --rules override) to a
	 * set-up: 0, or -1 with why in err.
	 */
	int (*set_rules)(void *setup, const char *spec, struct zz_buf *err);
	/* its part of each turn: turn_size bytes, set up and released here */
	size_t turn_size;
	void (*turn_init)(void *play);
	void (*turn_release)(void *play);
};

extern const struct zz_kind zz_kind_zertz;

/* The kinds known, NULL-terminated. */
extern const struct zz_kind *const zz_kinds[];
/* The kind of that name (any case), or NULL. */
const struct zz_kind *zz_kind_find(const char *name);

#endif
