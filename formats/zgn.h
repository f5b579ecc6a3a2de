#ifndef ZZ_ZGN_H
#define ZZ_ZGN_H

#include <stdbool.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "input.h"

/*
 * ZGN, the record format of zertz (specified in zertz(5)), and the
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
 *   Reference file (of any game): "# key: value" header comments
 *   ("# rings: 48", "# variant: blitz", "# winner: 2"), then one turn per
 *   line; "# zertz-peer-game" or "# game: NAME" starts each game.
 *
 *   A game's own line formats (struct zz_line_format below; Zertz's are
 *   Zertz3D's notation files and transcripts, formats/zertz/zertz3d.h and
 *   transcript.h), and its own dialect of move text (struct
 *   zz_move_dialect; Zertz's is KART's ZEN, formats/zertz/zen.h).
 *
 * Ownership: the reader borrows its input and sink; games are the caller's.
 */

enum zz_text_format {
	ZZ_TEXT_UNKNOWN,
	ZZ_TEXT_ZGN,
	ZZ_TEXT_REFERENCE,
	ZZ_TEXT_LINES,		/* a game's own line format (Zertz3D's files) */
	ZZ_TEXT_ZEN		/* a game's own move text (its move_dialect, KART's ZEN) */
};

/*
 * An action of a line format whose moves are read once the game is whole
 * (a transcript's): the notation it stands for, the comment after it
 * (offset and length in its line; 0, 0: none), and the boards of the
 * format's list that have every cell it names (bit b: boards[b]).
 */
struct zz_line_action {
	char notation[16];
	size_t comment, comment_len;
	unsigned fits;
};

/*
 * A line format of one game read by the ZGN reader beside ZGN, listed in
 * its text table (Zertz's Zertz3D notation files and transcripts,
 * formats/zertz/zertz3d.c and transcript.c).  A stream is of it when its
 * first line is (detect).  Its lines are those of ZGN's lenient
 * readings: "# key: value" headers, tags, move lines in the game's
 * notation, a result; what it has beyond them:
 *
 *   - starts_game: a line that starts a game, so the next one in a stream
 *     once the game has moves or is set up (NULL: none); header, when not
 *     NULL, reads that line into g's tags (else it is a header comment);
 *   - keys: its own header keys, each read as a tag: key (lower case),
 *     tag, ..., NULL;
 *   - hop_lines: a chain is written one hop a line (the replay joins them);
 *   - action: its moves as actions, read as the game goes and played once
 *     it is whole (so that the board is told by the cells they name):
 *     the line s[0 .. n) read into *a (1), or -1 with why said where w
 *     says and the fault's column in *col (a line that is no action too); the game's
 *     board, unless a header said it, the first of boards (tag values)
 *     that every action fits, else boards[0]; after an action's notation
 *     was read into turn i, action_read forgets what the turn kept of
 *     the notation's columns (it is not the line's).  "# NAME: {...}",
 *     an action commented out, is no header.  NULL action: none.
 */
struct zz_line_format {
	const char *name;	/* the record's format: "zertz3d" */
	/* the lenient reading's warning at loc: what the file is (its own message, for a translation) */
	void (*lenient)(struct zz_diag *d, const struct zz_loc *loc);
	bool (*detect)(const char *s, size_t n);
	bool (*starts_game)(const char *s, size_t n);
	void (*header)(struct zz_game *g, const char *s, size_t n, const struct zz_loc *loc);
	const char *const *keys;
	bool hop_lines;
	int (*action)(const char *s, size_t n, struct zz_line_action *a, const struct zz_said *w,
		      size_t *col);
	const char *const *boards;
	void (*action_read)(struct zz_game *g, size_t i);
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
	const struct zz_line_format *lines;	/* ZZ_TEXT_LINES: which */
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
