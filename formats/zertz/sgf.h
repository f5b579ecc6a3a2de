#ifndef ZZ_SGF_H
#define ZZ_SGF_H

#include "diag.h"
#include "game.h"
#include "input.h"

/*
 * The Boardspace SGF dialect for Zertz (GM[22], spec/FORMATS.md section 3),
 * read into the record model.
 *
 *   collection = { "(" sequence { variation } ")" }
 *   sequence   = node { node }
 *   node       = ";" { property }
 *   property   = IDENT value { value }      IDENT: letters, digits, '-'
 *   value      = "[" { char | "\" char } "]"
 *
 * Only the main line (the first variation at every branch) is read; other
 * variations are skipped with a warning.  Every game tree is one game, but
 * Boardspace's log of the game before it (a tree of DT[Raw History], or of
 * the same GN, DT, SU and players: FORMATS.md 3.3), which is no game, with
 * a note that says whether it agrees with that game.
 * Move nodes carry Boardspace commands (P0[...], P1[...]) that are joined
 * into whole turns: a turn ends at Done, or, in records without Done, when
 * the next command belongs to the other player or a clock ('time') is
 * given.  Edit ... Start sets up the start position (handicap games).
 * Text is decoded as UTF-8 with a Latin-1 fallback (and a warning).
 *
 * Reading is streaming: memory is bounded by the largest game.
 */

struct zz_sgf_reader {
	struct zz_input *in;
	struct zz_diag *diag;
	/* lexer position inside the current line */
	const char *line;
	size_t len, pos;
	bool have_line, eof;
	bool cut;	  /* a line over the limit ended the input (said) */
	bool cut_unowned; /* and no game was being read: one is made for it */
	unsigned games;
	/* the last game read (its header and moves), which a raw history
	 * that follows it repeats */
	char *last_key;
	struct zz_move *last_moves;
	size_t last_nr, last_alloc;
	unsigned last_index, raw;
	bool has_last;
};

void zz_sgf_reader_init(struct zz_sgf_reader *rd, struct zz_input *in,
			struct zz_diag *d);

/* Read the next game tree into g.  1 read, 0 no more, -1 input failed. */
int zz_sgf_read(struct zz_sgf_reader *rd, struct zz_game *g);

void zz_sgf_reader_release(struct zz_sgf_reader *rd);

/*
 * Boardspace SGF written (formats/zertz/sgf_write.c): 0, or -1 with why;
 * what it leaves out in *dropped (enum zz_drop).
 */
int zz_sgf_write(struct zz_buf *out, const struct zz_game *g, unsigned *dropped,
		 struct zz_buf *why);

#endif
