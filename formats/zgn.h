#ifndef ZZ_ZGN_H
#define ZZ_ZGN_H

#include <stdbool.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "input.h"

/*
 * ZGN, the record format of zertz (specified in zertz(5)), and the three
 * line-based files read leniently beside it:
 *
 *   zgn       = { game }
 *   game      = { tag-line } { move-line | comment-line | blank } [ result ]
 *   tag-line  = "[" NAME SP '"' VALUE '"' "]"       VALUE escapes \" and \\
 *   move-line = [ NUMBER [ "." ] SP ] move [ SP "{" TEXT "}" ]
 *   comment-line = "#" TEXT                         (not kept)
 *   result    = "1-0" | "0-1" | "1/2-1/2" | "0-0" | "*"
 *
 * A game ends at its result token, or where the next tag section starts.
 *
 *   Zertz3D notation file: a first line "37", "48", "61" (optionally
 *   followed by " Blitz"), then one action per line, "# Player 1: NAME",
 *   "# Winner: Player N" and "# Result: Tie" comments; one hop per line
 *   is merged into whole chains during replay.
 *
 *   Reference file: "# key: value" header comments ("# rings: 48",
 *   "# variant: blitz", "# winner: 2"), then one turn per line.
 *
 *   Zertz3D transcript (formats/zertz/transcript.h): "Player N: {...}" action
 *   lines, read as the notation lines of a Zertz3D file once the game is
 *   whole, so that a board without "# Rings:" is told by the cells named.
 *
 * Ownership: the reader borrows its input and sink; games are the caller's.
 */

enum zz_text_format {
	ZZ_TEXT_UNKNOWN,
	ZZ_TEXT_ZGN,
	ZZ_TEXT_ZERTZ3D,
	ZZ_TEXT_REFERENCE,
	ZZ_TEXT_TRANSCRIPT,
	ZZ_TEXT_ZEN		/* a game's own move text (its move_dialect, KART's ZEN) */
};

/*
 * A dialect of move text of one game, listed in its text table (kinds.h:
 * Zertz's is KART's ZEN, formats/zertz/zen.h): a ZGN stream is of it once
 * a game has one of the tags only it has or its first move line is
 * written in it; the reader then hands it each line of a game's moves
 * until it has read the result.
 */
struct zz_move_dialect {
	const char *name;	/* the record's format: "zen" */
	/* its own tags, each read as the tag it means: name, meaning, ..., NULL */
	const char *const *tags;
	/* whether a move line s[0 .. n) is written in it */
	bool (*detect)(const char *s, size_t n);
	/* its reader of game g's moves; a line s[0 .. n) whose first byte is
	 * in column col + 1 of the input's line (1: the game's result was
	 * read, it ends there; 0: go on); whether it is inside a comment
	 * (which goes on whatever the next line starts with); the game has
	 * ended (what was not read is said), freed */
	void *(*open)(struct zz_game *g, struct zz_diag *d);
	int (*line)(void *rd, struct zz_input *in, const char *s, size_t n, size_t col);
	bool (*in_comment)(const void *rd);
	void (*close)(void *rd);
};

struct zz_zgn_reader {
	struct zz_input *in;
	struct zz_diag *diag;
	enum zz_text_format format;	/* detected from the first line */
	const struct zz_move_dialect *dialect;	/* ZZ_TEXT_ZEN: which */
	unsigned games;
};

void zz_zgn_reader_init(struct zz_zgn_reader *rd, struct zz_input *in,
			struct zz_diag *d);

/* Read the next game into g (initialised by the caller).  1 read, 0 no more
 * games, -1 the input failed. */
int zz_zgn_read(struct zz_zgn_reader *rd, struct zz_game *g);


/* Append g as canonical ZGN. */
void zz_zgn_write(struct zz_buf *out, const struct zz_game *g);

/* Append the tag [name "value"], the value escaped as ZGN escapes it. */
void zz_zgn_add_tag(struct zz_buf *out, const char *name, const char *value);

#endif
