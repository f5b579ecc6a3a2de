#ifndef ZZ_YAML_H
#define ZZ_YAML_H

#include <jansson.h>

#include "buf.h"
#include "diag.h"
#include "input.h"
#include "schema.h"

/*
 * YAML carries the trees of formats/schema.h: one document per game.
 * Scalars are read as strings (the schema converts numbers); aliases are
 * resolved, but a document whose aliases would expand beyond
 * ZZ_YAML_EXPAND_MAX nodes is rejected (a "billion laughs" is refused, not
 * built).  Written documents quote every string, so any text round-trips and
 * other YAML readers see strings, not numbers or booleans.
 */

#define ZZ_YAML_EXPAND_MAX 100000

struct zz_yaml_reader;

/* A reader over in (borrowed); NULL is never returned. */
struct zz_yaml_reader *zz_yaml_reader_new(struct zz_input *in, struct zz_diag *d);
void zz_yaml_reader_free(struct zz_yaml_reader *y);

/*
 * The next document as a tree (the caller owns it) and its location: 1,
 * 0 at the end, -1 when the input is not YAML or failed (diagnosed; the
 * reader stops).
 */
int zz_yaml_read(struct zz_yaml_reader *y, json_t **tree, struct zz_loc *at);
/* Where the strings of the tree read last are (schema.h). */
struct zz_places *zz_yaml_places(struct zz_yaml_reader *y);

/* Append one document holding the tree. */
void zz_yaml_write(struct zz_buf *out, json_t *tree);

#endif
