#ifndef ZZ_SETUP_H
#define ZZ_SETUP_H

#include <stdbool.h>

#include "diag.h"
#include "game.h"

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

/* Zertz's part (formats/zsetup.c). */
void zz_zertz_settle(struct zz_game *g, struct zz_diag *d, enum zz_naming naming);
bool zz_zertz_setup_tag(const char *name);

#endif
