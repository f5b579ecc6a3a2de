#ifndef ZZ_JSON_REPORT_H
#define ZZ_JSON_REPORT_H

#include <stddef.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "match.h"

/*
 * The machine-readable report of `zertz validate --json`: one JSON object
 * per game on one line (JSON Lines), written with libjansson.  The fields
 * are listed in zertz(1).
 */

struct zz_json_game {
	const char *source;		/* file name as given, "<stdin>" */
	size_t index;			/* 1-based game index in the source;
					 * 0 for a source without a game */
	const struct zz_game *game;
	const struct zz_match *match;	/* NULL when the game was not replayed */
	const struct zz_diag *diag;
	int valid;
};

/* Append one line (with its newline) describing a game. */
void zz_json_game(struct zz_buf *out, const struct zz_json_game *j);

#endif
