#ifndef ZZ_GEOM_H
#define ZZ_GEOM_H

#include <stdint.h>

/*
 * Board geometry: the only module that knows board shapes.
 *
 * Coordinates follow the official notation: columns a, b, c ... from the
 * left (the ninth column of the 61-ring board is 'j'; 'i' is never used),
 * rings numbered from 1 at the bottom of each column.  Internally a ring is
 * a cell index 0 .. rings-1 in column-major order (a1, a2, ..., b1, ...),
 * which is also its bit in a 64-bit bitboard.  Positions in the plane use a
 * doubled-height lattice: column i, height y = base[i] + 2 * (row - 1).
 *
 * Geometry is immutable: zz_geom_get() returns a pointer to a table built on
 * first use, valid for the life of the process and safe to share between
 * threads.
 */

#define ZZ_CELLS_MAX 64
#define ZZ_COLS_MAX 9
#define ZZ_ROWS_MAX 9
#define ZZ_NO_CELL 0xff
#define ZZ_SYM_MAX 12	/* rotations and reflections of a hexagon */

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
	ZZ_BOARD_NB
};

/* One term of a direction shift: bits of src shifted by shift, kept in dst. */
struct zz_geom_shift {
	uint64_t src;
	uint64_t dst;
	int shift;
};

struct zz_geom {
	enum zz_board board;
	unsigned rings;
	unsigned ncols;
	unsigned char len[ZZ_COLS_MAX];
	unsigned char base[ZZ_COLS_MAX];
	unsigned char off[ZZ_COLS_MAX];
	int ymax;			/* highest y of any cell */
	unsigned char col[ZZ_CELLS_MAX];
	unsigned char row[ZZ_CELLS_MAX];	/* 1-based */
	unsigned char y[ZZ_CELLS_MAX];
	unsigned char nb[ZZ_CELLS_MAX][ZZ_DIR_NB];	/* or ZZ_NO_CELL */
	unsigned char land[ZZ_CELLS_MAX][ZZ_DIR_NB];	/* two steps, or ZZ_NO_CELL */
	unsigned char over[ZZ_CELLS_MAX][ZZ_CELLS_MAX];	/* jumped ring, or ZZ_NO_CELL */
	signed char jumpdir[ZZ_CELLS_MAX][ZZ_CELLS_MAX];	/* its direction, or -1 */
	uint64_t nbmask[ZZ_CELLS_MAX];
	uint64_t all;
	unsigned nshift[ZZ_DIR_NB];
	struct zz_geom_shift sh[ZZ_DIR_NB][ZZ_COLS_MAX];
	char label[ZZ_CELLS_MAX][3];
	/* the board's symmetries as cell permutations; sym[0] is the identity */
	unsigned nsym;
	unsigned char sym[ZZ_SYM_MAX][ZZ_CELLS_MAX];
};

/* The geometry of a board with that many rings, or NULL if there is none. */
const struct zz_geom *zz_geom_get(unsigned rings);
const struct zz_geom *zz_geom_of(enum zz_board board);

/* The ring counts of every board, ascending; ZZ_BOARD_NB entries. */
extern const unsigned zz_geom_sizes[ZZ_BOARD_NB];

/* The letter of column i ('a' .. 'h', 'j'). */
char zz_geom_col_letter(unsigned i);
/* Column index of a letter (either case), or -1; 'i' is -1 (see the caller). */
int zz_geom_col_index(int letter);
/*
 * Column index of a letter as written for board g, or -1: either case, and
 * 'i' for 'j' on the nine-column board (Boardspace and others say 'i').
 */
int zz_geom_col_on(const struct zz_geom *g, int letter);

/* The cell at column index col and 1-based row, or -1 if there is none. */
int zz_geom_cell(const struct zz_geom *g, unsigned col, unsigned row);
/* The lower-case label of a cell, e.g. "d4". */
const char *zz_geom_label(const struct zz_geom *g, unsigned cell);

/*
 * The jump from 'from' to 'to': if they lie two steps apart on one line,
 * store the ring in between in *over and return the direction; else -1.
 */
int zz_geom_jump(const struct zz_geom *g, unsigned from, unsigned to,
		 unsigned *over);

/* Cells whose neighbour in direction d belongs to bb. */
static inline uint64_t zz_geom_step(const struct zz_geom *g, uint64_t bb,
				    enum zz_dir d)
{
	uint64_t r = 0;
	unsigned k;

	for (k = 0; k < g->nshift[d]; k++) {
		const struct zz_geom_shift *s = &g->sh[d][k];
		uint64_t v = bb & s->src;

		v = s->shift >= 0 ? v << s->shift : v >> -s->shift;
		r |= v & s->dst;
	}
	return r;
}

/* Cells adjacent to some cell of bb (in any direction). */
uint64_t zz_geom_adjacent(const struct zz_geom *g, uint64_t bb);

#endif
