#ifndef ZZ_ZTEXT_H
#define ZZ_ZTEXT_H

#include <stdbool.h>
#include <stddef.h>

#include <jansson.h>

#include "buf.h"
#include "draw.h"
#include "kinds.h"

/*
 * Zertz's text side, between its files: the set-up read from tags and
 * JSON (setup.c), what select and stats ask of a game (facts.c), its
 * drawings (drawing.c); text.c makes them its entry zz_text_zertz.
 */
void zz_zertz_settle(struct zz_game *g, struct zz_diag *d, enum zz_naming naming);
bool zz_zertz_setup_tag(const char *name);
extern const char *const zz_zertz_json_keys[];
int zz_zertz_json_setup(json_t *o, struct zz_game *g, struct zz_diag *d, const struct zz_loc *at,
			bool *broken);

bool zz_zertz_setup_matches(const struct zz_game *g, const struct zz_setup_query *q);
bool zz_zertz_board_known(unsigned long rings);
void zz_zertz_signature(const struct zz_game *g, struct zz_buf *text);
int zz_zertz_opening(const struct zz_game *g, size_t turns, struct zz_buf *out, size_t *first_end);

extern const struct zz_draw_kind zz_draw_zertz;

#endif
