#ifndef ZZ_SGF_BUILDER_H
#define ZZ_SGF_BUILDER_H

/*
 * The state of the Boardspace SGF builder (sgf_build.h), shared by its
 * two halves: formats/zertz/sgf_build.c takes the tree's properties (the
 * root, P-1 lines, the end), formats/zertz/sgf_commands.c the commands of
 * P0 and P1, which assemble the turns.  Private to them.
 */

#include <stdbool.h>
#include <stddef.h>

#include "diag.h"
#include "game.h"
#include "move.h"
#include "pos.h"

enum pending_kind { P_NONE, P_PLACE, P_CAPTURE };

/* Where the record is in its game's life (FORMATS.md 3.3). */
enum sgf_phase {
	PHASE_OPEN,	/* before Start (a Zertz+xx board built or fixed) */
	PHASE_SETUP,	/* from Edit to Start: commands set the position up */
	PHASE_BUILD,	/* Zertz+xx after Start: R+ and R- build the board,
			 * until Done or the first move */
	PHASE_PLAY	/* from Start or the first turn on */
};

/* How the game ended before the record did: by a resignation (taken back
 * by pressing Resign again), or a win on time. */
enum sgf_end { END_NONE, END_RESIGN, END_TIME };

/* The root's texts kept for the tags: DT as written, GN, TC, GS, the
 * comment (GC, or C before the first turn), the date as ZGN writes it. */
enum root_text { R_DT, R_GN, R_TC, R_GS, R_COMMENT, R_DATE, R_NB };

struct zz_sgf_builder {
	struct zz_diag *diag;
	const char *source;	/* borrowed: the name of the input */
	struct zz_game *g;
	enum sgf_phase phase;
	bool unsupported;	/* an unknown variant or a broken set-up: skip moves */
	bool custom;		/* Zertz+xx: the board is built with R+ */
	bool broken;		/* a command could not be read */
	bool system_lines;	/* a P-1 line was met (a raw history has them) */
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
	char *root[R_NB];
	unsigned node;		/* nodes read */
	unsigned commit_node;	/* the node in which the last turn ended */
	int commit_label;	/* and the label of its commands */
	bool commit_by_done;	/* it ended at Done (a Pop may open it again) */
	struct zz_loc re_loc;
	enum sgf_end end_by;
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
	/*
	 * The comments (C) of the turn being assembled, those read since
	 * the last turn was made (its own, until the turns change:
	 * zz_sgf_comments_settle) and the game's (GC, and C before the
	 * first turn): each as many as the record has, a line between,
	 * appended to (a record of many is read in linear time).
	 */
	struct zz_buf comment, after, notes;
	bool has_comment, has_after, has_notes;
	long clock;
	unsigned char nag; /* its mark (TE, BM, IT, DO) */
};

/* Give the comments read since the last turn to it: before a turn is
 * made or taken back, and at the end. */
void zz_sgf_comments_settle(struct zz_sgf_builder *b);

/* A command that cannot be read: the turn it belongs to is broken. */
#define cmd_error(b, l, code, ...)                                             \
	do {                                                                   \
		zz_diag_add((b)->diag, (code), (l), __VA_ARGS__);          \
		(b)->broken = true;                                            \
	} while (0)

/* ASCII's lower case of c. */
static inline char lower(char c)
{
	return c >= 'A' && c <= 'Z' ? (char)(c + 32) : c;
}

/* Whether the first n bytes of a, in any case, are lo's (lower case). */
static inline int strncasecmp_ascii(const char *a, const char *lo, size_t n)
{
	for (; n && *lo; n--, a++, lo++)
		if (lower(*a) != *lo)
			return 1;
	return n && *a;
}

/* The model's player (0 moved first) of a label. */
static inline int player_of(const struct zz_sgf_builder *b, int label)
{
	return label == (b->first < 0 ? 0 : b->first) ? 0 : 1;
}

/* Whether a turn is being assembled. */
static inline bool pending(const struct zz_sgf_builder *b)
{
	return b->kind != P_NONE || b->has_remove;
}

/* SU's or SetBoard's variant: a board, a Zertz+xx board to build, or an error. */
void zz_sgf_set_variant(struct zz_sgf_builder *b, const char *su, const struct zz_loc *l);
/* strtol(s, end, 10) without the locale machinery. */
long zz_sgf_number(const char *s, char **end);
/*
 * zz_sgf_number() for what commands are made of: a number of one or two
 * digits after single blanks is read at once, anything else the long way.
 */
static inline long small_number(const char *s, char **end)
{
	const char *p = s;

	while (*p == ' ')
		p++;
	if (p[0] >= '0' && p[0] <= '9') {
		if (p[1] < '0' || p[1] > '9') {
			*end = (char *)p + 1;
			return p[0] - '0';
		}
		if (p[2] < '0' || p[2] > '9') {
			*end = (char *)p + 2;
			return (p[0] - '0') * 10 + (p[1] - '0');
		}
	}
	return zz_sgf_number(s, end);
}

/* One command of player label ("RtoB 2 0 D 4", ...). */
void zz_sgf_command(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l);
/*
 * The record has ended: the turn still being assembled is committed or
 * dropped, the set-up and a Zertz+xx board finished, the first player
 * known.
 */
void zz_sgf_turns_end(struct zz_sgf_builder *b);

#endif
