#ifndef ZZ_JSON_H
#define ZZ_JSON_H

#include <jansson.h>

#include "diag.h"
#include "input.h"
#include "schema.h"

/*
 * JSON and JSON Lines read as trees of formats/schema.h, one game at a
 * time: lines are gathered until the brackets outside strings balance, so
 * one value per line and pretty-printed values are read alike; a
 * top-level array gives its elements one by one.  A value may take 256 MiB.
 */

struct zz_json_reader;

/* A reader over in (borrowed); NULL is never returned. */
struct zz_json_reader *zz_json_reader_new(struct zz_input *in, struct zz_diag *d);
void zz_json_reader_free(struct zz_json_reader *r);

/*
 * The next value as a tree (the caller's) and where it starts: 1, with
 * *tree NULL when the text is not JSON (diagnosed); 0 at the end; -1 when
 * the input failed.
 */
int zz_json_read(struct zz_json_reader *r, json_t **tree, struct zz_loc *at);
/* Where the strings of the trees read last are (schema.h). */
struct zz_places *zz_json_places(struct zz_json_reader *r);

#endif
