#ifndef ZZ_ZEN_H
#define ZZ_ZEN_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "geom.h"
#include "input.h"
#include "pos.h"

/*
 * KART's game notation, "ZEN" (spec/FORMATS.md 6; documented in zertz(5)):
 * PGN's tags ([Player1], [Player2], [ZIP] for a start that is not the
 * empty 37-ring board) and move text, many moves a line, numbered in
 * pairs ("1. Wb3-c4 Gd2 2. ...", "1..." before a second player's move that
 * starts a line): Wb3 a placement, Wb3-c4 with a removal, Wa4xc4xe5 a
 * capture chain (the jumping marble's colour, where it starts, where it
 * lands; "+wg" after it, the colours jumped, optional and checked), '-' a
 * pass; {comments}, (side lines), $NAGs and !? marks; a result ends the
 * game.  Labels are KART's own: column a is the leftmost column of the
 * start position with a ring, row 1 the lowest ring of each column there;
 * on the full boards they are the official ones, but on 48 rings, where
 * KART's board is the mirror image (its a is the official h), and on 61,
 * where the ninth column is 'i'.
 *
 * A ZEN record is read by the ZGN reader, which hands it the move text of
 * a Zertz game (another game's record in the stream is ZGN);
 * clocks ride in comments as [%clk H:MM:SS.mmm].
 */

/* KART's labels of a start position: each column's rings, bottom up. */
struct zz_zen_labels {
	unsigned ncols;
	unsigned char len[ZZ_COLS_MAX];
	unsigned char cell[ZZ_COLS_MAX][ZZ_ROWS_MAX];
};

void zz_zen_labels_init(struct zz_zen_labels *l, const struct zz_pos *start);

/* Whether a move line s[0 .. n) is written as ZEN, not as ZGN. */
bool zz_zen_detect(const char *s, size_t n);

/* The move text's reader: what goes on from one line to the next. */
struct zz_zen {
	struct zz_game *g;
	struct zz_diag *d;
	struct zz_zen_labels labels;
	bool ready;		/* labels made (once the set-up is known) */
	bool in_comment;	/* inside {...} */
	struct zz_buf comment;
	size_t comment_over;	/* bytes of it past the game's budget */
	bool encoding_warned;
	struct zz_loc comment_loc;
	unsigned depth;		/* of side lines ( ... ) */
	unsigned side_lines;	/* skipped */
	struct zz_loc first_side;
	bool ended;		/* a result was read */
};

void zz_zen_init(struct zz_zen *z, struct zz_game *g, struct zz_diag *d);
/*
 * Read the move text of line s[0 .. n) (starting at column col + 1 of the
 * input's current line).  Returns 1 once the game's result has been read
 * (the record ends there), else 0.
 */
int zz_zen_line(struct zz_zen *z, struct zz_input *in, const char *s, size_t n, size_t col);
/* The record has ended: say what was not read. */
void zz_zen_end(struct zz_zen *z);
void zz_zen_release(struct zz_zen *z);

/* ZEN as Zertz's dialect of move text in ZGN streams (zgn.h). */
extern const struct zz_move_dialect zz_zen_dialect;

/* Append game g, replayed, as a ZEN record (a Zertz game). */
void zz_zen_write(struct zz_buf *out, const struct zz_game *g);

#endif
