#ifndef ZZ_GEOM_H
#define ZZ_GEOM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "bb.h"

/*
 * Board geometry: the only module that knows board shapes.
 *
 * Coordinates follow the official notation: columns a, b, c ... from the
 * left (the ninth column of the 61-ring board is 'j'; 'i' is never used),
 * rings numbered from 1 at the bottom of each column.  Internally a ring is
 * a cell index 0 .. rings-1 in column-major order (a1, a2, ..., b1, ...),
 * which is also its bit in a cell set (lib/zertz/bb.h).  Positions in the plane
 * use a doubled-height lattice: column i, height y = base[i] + 2 * (row - 1).
 *
 * Besides the six boards of fixed shape there are custom boards: any set of
 * cells of Boardspace's "Zertz+xx" grid of ZZ_GRID_COLS columns lettered
 * 'a' .. 'q' ('i' included) and ZZ_GRID_ROWS rows, where column i has
 * base 1 when i is even and 2 when it is odd (spec/FORMATS.md 2.2).
 *
 * The fixed boards are immutable: zz_geom_get() returns a pointer to a
 * table built on first use, valid for the life of the process and safe to
 * share between threads.  A custom board is made by zz_geom_custom_new()
 * and belongs to its caller.
 */

#define ZZ_GRID_COLS 17
#define ZZ_GRID_ROWS 12
#define ZZ_CELLS_MAX (ZZ_GRID_COLS * ZZ_GRID_ROWS)	/* 204 <= 64 * ZZ_BB_WORDS */
#define ZZ_COLS_MAX ZZ_GRID_COLS
#define ZZ_ROWS_MAX ZZ_GRID_ROWS
#define ZZ_NARROW_MAX 64	/* boards up to this size take the fast path */
#define ZZ_NO_CELL 0xff
#define ZZ_SYM_MAX 12	/* rotations and reflections of a hexagon */
#define ZZ_LABEL_MAX 4	/* "q12" and its NUL */

/* The six directions in cyclic order. */
enum zz_dir {
	ZZ_DIR_N,
	ZZ_DIR_NE,
	ZZ_DIR_SE,
	ZZ_DIR_S,
	ZZ_DIR_SW,
	ZZ_DIR_NW,
	ZZ_DIR_NB
};

enum zz_board {
	ZZ_BOARD_37,
	ZZ_BOARD_40,
	ZZ_BOARD_43,
	ZZ_BOARD_44,
	ZZ_BOARD_48,
	ZZ_BOARD_61,
	ZZ_BOARD_CUSTOM,	/* a set of cells of the Boardspace grid */
	ZZ_BOARD_NB
};
#define ZZ_BOARD_FIXED_NB ZZ_BOARD_CUSTOM	/* the boards of fixed shape */

/*
 * One term of a direction shift: the set shifted by shift, kept in dst.
 * Each cell of dst has its neighbour exactly shift bits away, so no mask
 * of the source is needed: what lands in dst came from that neighbour.
 */
struct zz_geom_shift {
	uint64_t dst;
	int shift;
};

struct zz_geom {
	enum zz_board board;
	unsigned rings;
	unsigned ncols;			/* columns of the coordinate system */
	bool narrow;			/* rings <= 64: every set fits one word */
	unsigned char base[ZZ_COLS_MAX];
	unsigned char xmin, xmax;	/* the columns that have rings */
	unsigned char ymin, ymax;	/* the lowest and highest y of a ring */
	unsigned char col[ZZ_CELLS_MAX];
	unsigned char row[ZZ_CELLS_MAX];	/* 1-based */
	unsigned char y[ZZ_CELLS_MAX];
	unsigned char cell_at[ZZ_COLS_MAX][ZZ_ROWS_MAX + 1];	/* or ZZ_NO_CELL */
	unsigned char nb[ZZ_CELLS_MAX][ZZ_DIR_NB];	/* or ZZ_NO_CELL */
	unsigned char land[ZZ_CELLS_MAX][ZZ_DIR_NB];	/* two steps, or ZZ_NO_CELL */
	/* a narrow board's jumps: the ring between c and land[c][d], else ZZ_NO_CELL */
	unsigned char over[ZZ_NARROW_MAX][ZZ_NARROW_MAX];
	struct zz_bb nbmask[ZZ_CELLS_MAX];
	struct zz_bb all;
	/* whole-set steps of a narrow board, one term per index distance */
	unsigned nshift[ZZ_DIR_NB];
	struct zz_geom_shift sh[ZZ_DIR_NB][ZZ_COLS_MAX];
	char label[ZZ_CELLS_MAX][ZZ_LABEL_MAX];
	/* the cell labelled by a lower-case letter and one digit 1-9, or ZZ_NO_CELL */
	unsigned char by_label[26][9];
	/* the board's symmetries as cell permutations; sym[0] is the identity */
	unsigned nsym;
	unsigned char sym[ZZ_SYM_MAX][ZZ_CELLS_MAX];
};

/* The geometry of a fixed board with that many rings, or NULL. */
const struct zz_geom *zz_geom_get(unsigned rings);
/* The geometry of a fixed board, or NULL for ZZ_BOARD_CUSTOM. */
const struct zz_geom *zz_geom_of(enum zz_board board);

/* The ring counts of the fixed boards, ascending. */
extern const unsigned zz_geom_sizes[ZZ_BOARD_FIXED_NB];

/*
 * A custom board with a ring on each of the n grid cells (column index
 * 0 .. ZZ_GRID_COLS-1, row 1 .. ZZ_GRID_ROWS; duplicates are one ring).
 * Returns a new geometry that the caller frees with zz_geom_free(), or
 * NULL when n is 0 or a cell is off the grid.
 */
struct zz_geom *zz_geom_custom_new(const unsigned char (*cells)[2], size_t n);
void zz_geom_free(struct zz_geom *g);

/* The letter of column i of board g ('a' .. 'h', 'j'; 'a' .. 'q' custom). */
char zz_geom_col_letter(const struct zz_geom *g, unsigned i);
/* Column index of a letter of the fixed boards (either case), or -1; 'i' is -1. */
static inline int zz_geom_col_index(int letter)
{
	if (letter >= 'A' && letter <= 'Z')
		letter += 'a' - 'A';
	if (letter >= 'a' && letter <= 'h')
		return letter - 'a';
	return letter == 'j' ? 8 : -1;
}

/*
 * Column index of a letter as written for board g, or -1: either case, and
 * 'i' for 'j' on the 61-ring board (Boardspace and others say 'i').
 */
static inline int zz_geom_col_on(const struct zz_geom *g, int letter)
{
	if (g->board == ZZ_BOARD_CUSTOM) {
		if (letter >= 'A' && letter <= 'Z')
			letter += 'a' - 'A';
		return letter >= 'a' && letter < 'a' + ZZ_GRID_COLS ? letter - 'a' : -1;
	}
	if ((letter == 'i' || letter == 'I') && g->board == ZZ_BOARD_61)
		return 8;
	return zz_geom_col_index(letter);
}

/* The cell at column index col and 1-based row, or -1 if there is none. */
static inline int zz_geom_cell(const struct zz_geom *g, unsigned col, unsigned row)
{
	unsigned c;

	if (col >= g->ncols || row < 1 || row > ZZ_ROWS_MAX)
		return -1;
	c = g->cell_at[col][row];
	return c == ZZ_NO_CELL ? -1 : (int)c;
}

/* The lower-case label of a cell, e.g. "d4" ("c10" on a custom board). */
const char *zz_geom_label(const struct zz_geom *g, unsigned cell);
/* Its length: 2, or 3 for the rows from 10 of a custom board. */
static inline size_t zz_geom_label_len(const struct zz_geom *g, unsigned cell)
{
	return g->label[cell][2] ? 3 : 2;
}
/*
 * The jump from 'from' to 'to': if they lie two steps apart on one line,
 * store the ring in between in *over and return the direction; else -1.
 */
static inline int zz_geom_jump(const struct zz_geom *g, unsigned from, unsigned to,
			       unsigned *over)
{
	unsigned d;

	for (d = 0; d < ZZ_DIR_NB; d++)
		if (g->land[from][d] == to) {
			*over = g->nb[from][d];
			return (int)d;
		}
	*over = ZZ_NO_CELL;
	return -1;
}

/* Narrow boards only: cells whose neighbour in direction d belongs to bb. */
static inline uint64_t zz_geom_step(const struct zz_geom *g, uint64_t bb,
				    enum zz_dir d)
{
	uint64_t r = 0;
	unsigned k;

	for (k = 0; k < g->nshift[d]; k++) {
		const struct zz_geom_shift *s = &g->sh[d][k];

		r |= (s->shift >= 0 ? bb << s->shift : bb >> -s->shift) & s->dst;
	}
	return r;
}

/* Cells whose neighbour in direction d belongs to bb, on any board. */
struct zz_bb zz_geom_step_bb(const struct zz_geom *g, const struct zz_bb *bb,
			     enum zz_dir d);

#endif
