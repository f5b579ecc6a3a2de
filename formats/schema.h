#ifndef ZZ_SCHEMA_H
#define ZZ_SCHEMA_H

#include <jansson.h>

#include "diag.h"
#include "game.h"
#include "jsonw.h"
#include "writer.h"

/*
 * Whether v is of a type, where v is never NULL (a key found, an element
 * within its array's size): jansson's json_is_*() test for NULL as well,
 * a test that could never fail there.
 */
#define ZZ_IS_STRING(v) (json_typeof(v) == JSON_STRING)
#define ZZ_IS_INTEGER(v) (json_typeof(v) == JSON_INTEGER)
#define ZZ_IS_ARRAY(v) (json_typeof(v) == JSON_ARRAY)
#define ZZ_IS_OBJECT(v) (json_typeof(v) == JSON_OBJECT)

/*
 * The schema shared by the JSON, JSON Lines and YAML record formats (given
 * in zertz(5)): one object per game, its first keys those of validate
 * --json for the same facts,
 *
 *   source   string: where the game was read (when known)
 *   game     integer: its number in that source (when known)
 *   kind     "zertz" or "tzaar"
 *   first, second   strings: the players (as the tags First and Second)
 *   tags     object: every tag but those below, in record order
 *   board    integer: 37, 40, 43, 44, 48 or 61
 *   variant  "standard", "blitz" or "custom"
 *   marbles  [white, grey, black]            (custom only)
 *   win      [each, white, grey, black]      (custom only)
 *   rules    object: options that differ from the defaults
 *   start    position string                 (when not the empty board)
 *   moves    array of objects {"move": official notation, "comment":
 *            ..., "clock": milliseconds}
 *   result   {"token": "1-0", "0-1", "1/2-1/2", "0-0" or "*", "winner":
 *            "first", "second", "none", "both-lose" or null, "reason":
 *            validate's, or null}   (when declared)
 *
 * Read, a move may be a string, the result a token, the kind "game":
 * "tzaar" (the records zertz 0.3 wrote); source, game, first and second
 * are read as facts about the record, the tags First and Second winning.
 *
 * This module is the only one that knows the schema; the JSON and YAML
 * syntaxes only carry the tree.
 */

/*
 * A JSON string of record text, which is UTF-8; should a byte not be,
 * it is read as Latin-1, so that nothing is ever left out.
 */
json_t *zz_schema_text(const char *s);

/* g written as the schema's object, streamed or as a tree (jsonw.h); f may be NULL. */
void zz_schema_write(struct zz_jw *w, const struct zz_game *g, const struct zz_record_facts *f);
/* A new tree for g (the caller owns the reference). */
json_t *zz_schema_game(const struct zz_game *g, const struct zz_record_facts *f);

/*
 * Where the strings of a tree are in their file: jansson's trees know no
 * places, so the JSON and YAML readers note them beside the tree (the
 * first character of each string value), and the moves are located at
 * their own text rather than at the start of the record.
 */
struct zz_place {
	const json_t *node;	/* borrowed: a string of the tree */
	struct zz_loc loc;
};
struct zz_places {
	struct zz_place *v;
	size_t nr, alloc;
	size_t next;		/* where the next look-up starts: they come in order */
};
void zz_places_add(struct zz_places *p, const json_t *node, const struct zz_loc *loc);
/* The place of node, or NULL when it was not noted. */
const struct zz_loc *zz_places_find(struct zz_places *p, const json_t *node);
void zz_places_clear(struct zz_places *p);
void zz_places_release(struct zz_places *p);

/*
 * For a game's own set-up keys (kinds.h json_setup_read): an integer, or
 * a string of digits (YAML scalars arrive as strings): 0, or -1; and a
 * set-up key made the tag ZGN has (the key counts over a tag of 'tags');
 * a key of the wrong type said (schema error what): returns -1.
 */
int zz_schema_int(json_t *v, long long *out);
void zz_schema_set_key(struct zz_game *g, struct zz_diag *d, const struct zz_loc *at,
		       const char *key, const char *tag, const char *value);
/*
 * A record's structure is wrong: what, a string constant (the catalogue's
 * message, said in the reader's language when shown); evaluates to -1.
 */
#define zz_schema_bad(d, at, what) (zz_diag_add((d), ZZ_E_SCHEMA, (at), what), -1)

/*
 * Fill g (initialised) from a tree.  at locates the object in its file for
 * diagnostics, places (may be NULL) its strings.  Returns 0, or -1 with
 * errors in d (g may then lack a board).
 */
int zz_schema_read(json_t *o, struct zz_game *g, struct zz_diag *d,
		   const struct zz_loc *at, struct zz_places *places);

#endif
