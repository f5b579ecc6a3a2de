#ifndef ZZ_JSON_REPORT_H
#define ZZ_JSON_REPORT_H

#include <stddef.h>

#include "buf.h"
#include "jsonw.h"
#include "diag.h"
#include "game.h"
#include "replay.h"

/*
 * The machine-readable report of `zertz validate --json`: one JSON object
 * per game on one line (JSON Lines), written with libjansson.  The fields
 * are listed in zertz(1).
 */

/*
 * What a run of reports keeps from one game to the next, owned by the
 * caller (one a thread): the set-up last written, as the game that keeps
 * one (Zertz) compares it, and its text, written again for the next game
 * of that set-up (the games of an archive nearly all have one).  Zeroed
 * before the first report (no text kept); zz_json_memo_release() after
 * the last.
 */
#define ZZ_JSON_MEMO_SETUP 128
struct zz_json_memo {
	unsigned char setup[ZZ_JSON_MEMO_SETUP];
	struct zz_jw_memo text;
};

void zz_json_memo_release(struct zz_json_memo *m);

struct zz_json_game {
	const char *source;		/* file name as given, "<stdin>" */
	size_t index;			/* 1-based game index in the source;
					 * 0 for a source without a game */
	const struct zz_game *game;
	const struct zz_replay *match;	/* NULL when the game was not replayed */
	const struct zz_diag *diag;
	int valid;
	struct zz_json_memo *memo;	/* NULL: none */
};

/* Append one line (with its newline) describing a game. */
void zz_json_game(struct zz_buf *out, const struct zz_json_game *j);

#endif
