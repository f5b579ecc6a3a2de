#ifndef ZZ_SGF_BUILD_H
#define ZZ_SGF_BUILD_H

#include <stdbool.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "pos.h"
#include "sgf.h"

/*
 * The Boardspace half of the SGF reader (spec/FORMATS.md 3.4): the
 * properties of a game tree's main line, in order, become the game's tags
 * and turns.  formats/sgf.c lexes the tree and feeds it here.
 */

enum pending_kind { P_NONE, P_PLACE, P_CAPTURE };

struct zz_sgf_builder {
	struct zz_sgf_reader *rd;
	struct zz_game *g;
	bool root_done;
	bool unsupported;	/* an unknown variant or a broken set-up: skip moves */
	bool custom;		/* Zertz+xx: the board is built with R+ */
	bool building;		/* after Start, until the builder's Done */
	bool broken;		/* a command could not be read */
	bool setup;		/* between Edit and Start */
	bool setup_used;
	bool started;
	bool board_used;	/* a cell was read: the board is fixed */
	bool end_done;		/* the resignation was confirmed by Done */
	bool after_end;		/* a move after the end was reported */
	bool label_warned;
	bool encoding_warned;
	bool have_done;		/* the record uses Done */
	int first;		/* label of the first player, or -1 */
	int mover;		/* label of the player to move, or -1 */
	struct zz_pos setup_pos;
	unsigned char (*grid)[2];	/* owned: Zertz+xx cells built so far */
	size_t nr_grid, alloc_grid;
	unsigned char setup_cap[2][ZZ_COLOUR_NB];	/* by label */
	char *names[2];
	char *ratings[2];
	char *clocks[2];
	char *re;		/* RE, decoded */
	char *root[6];		/* DT, GN, TC, GS, comment, parsed date */
	unsigned node;		/* nodes read */
	unsigned commit_node;	/* the node in which the last turn ended */
	int commit_label;	/* and the label of its commands */
	bool commit_by_done;	/* it ended at Done (a Pop may open it again) */
	struct zz_loc re_loc;
	/* a resignation (taken back by pressing Resign again) or a win on time */
	int end_by;		/* 0 none, 1 resign, 2 time */
	int end_label;		/* who resigned / won on time */
	struct zz_loc end_loc;
	/* what P-1 Pop lines took back, so that the explicit undo after them
	 * is not a second one */
	int popped_remove, popped_place;	/* a cell, or -1 */
	/* the turn being assembled */
	enum pending_kind kind;
	int label;		/* label of its commands */
	unsigned char colour, cell, remove, nhops;
	unsigned char hop[ZZ_HOPS_MAX];
	struct zz_loc loc, loc_cell, loc_remove;
	unsigned hop_col[ZZ_HOPS_MAX];
	bool has_remove;
	char *comment;
	long clock;
};

/* Start building g from the tree rd is reading. */
void zz_sgf_build_init(struct zz_sgf_builder *b, struct zz_sgf_reader *rd,
		       struct zz_game *g);
/* One value v of property id, at l; root: it is in the tree's first node. */
void zz_sgf_build_property(struct zz_sgf_builder *b, const char *id, struct zz_buf *v,
			   const struct zz_loc *l, bool root);
/* The tree has ended: complete the last turn, the tags and the result. */
void zz_sgf_build_finish(struct zz_sgf_builder *b);

#endif
