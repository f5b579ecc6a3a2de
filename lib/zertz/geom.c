#include "geom.h"

#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "banned.h"

/*
 * The boards, from spec/FORMATS.md section 2.2: number of rings per column
 * and the height of each column's bottom ring in half-ring steps.
 */
static const struct {
	unsigned rings;
	unsigned ncols;
	unsigned char len[9];
	unsigned char base[9];
} shapes[ZZ_BOARD_FIXED_NB] = {
	{ 37, 7, { 4, 5, 6, 7, 6, 5, 4 }, { 3, 2, 1, 0, 1, 2, 3 } },
	{ 40, 7, { 5, 6, 7, 7, 6, 5, 4 }, { 2, 1, 0, 1, 2, 3, 4 } },
	{ 43, 8, { 5, 6, 7, 7, 6, 5, 4, 3 }, { 2, 1, 0, 1, 2, 3, 4, 5 } },
	{ 44, 7, { 5, 6, 7, 8, 7, 6, 5 }, { 3, 2, 1, 0, 1, 2, 3 } },
	{ 48, 8, { 5, 6, 7, 8, 7, 6, 5, 4 }, { 3, 2, 1, 0, 1, 2, 3, 4 } },
	{ 61, 9, { 5, 6, 7, 8, 9, 8, 7, 6, 5 }, { 4, 3, 2, 1, 0, 1, 2, 3, 4 } },
};

const unsigned zz_geom_sizes[ZZ_BOARD_FIXED_NB] = { 37, 40, 43, 44, 48, 61 };

static const int dcol[ZZ_DIR_NB] = { 0, 1, 1, 0, -1, -1 };
static const int dy[ZZ_DIR_NB] = { 2, 1, -1, -2, -1, 1 };
static const char letters[] = "abcdefghj";
static const char grid_letters[] = "abcdefghijklmnopq";

static struct zz_geom geoms[ZZ_BOARD_FIXED_NB];
static pthread_once_t geoms_once = PTHREAD_ONCE_INIT;

static int cell_at(const struct zz_geom *g, int col, int y)
{
	int r;

	if (col < 0 || col >= (int)g->ncols)
		return -1;
	r = y - g->base[col];
	if (r < 0 || (r & 1) || r / 2 + 1 > ZZ_ROWS_MAX)
		return -1;
	r = g->cell_at[col][r / 2 + 1];
	return r == ZZ_NO_CELL ? -1 : r;
}

/*
 * Whole-set steps of a narrow board: the cells whose neighbour in a
 * direction sits at the same index distance move together with one shift.
 * On the fixed boards that distance is constant along a column, so there
 * are at most as many terms as columns; a custom board that would need
 * more is not narrow (its sets take the general path).
 */
static bool build_shifts(struct zz_geom *g)
{
	unsigned d, c, k;

	for (d = 0; d < ZZ_DIR_NB; d++) {
		g->nshift[d] = 0;
		for (c = 0; c < g->rings; c++) {
			unsigned n = g->nb[c][d];
			int delta;

			if (n == ZZ_NO_CELL)
				continue;
			/* cell c has neighbour n: shift n's bit down to c */
			delta = (int)c - (int)n;
			for (k = 0; k < g->nshift[d]; k++)
				if (g->sh[d][k].shift == delta)
					break;
			if (k == g->nshift[d]) {
				if (k == ZZ_COLS_MAX)
					return false;
				g->sh[d][k].dst = 0;
				g->sh[d][k].shift = delta;
				g->nshift[d]++;
			}
			g->sh[d][k].dst |= 1ULL << c;
		}
	}
	return true;
}

/*
 * Symmetries: in axial coordinates (q, r) = (column, (y - column - p) / 2)
 * the hex lattice has 12 linear symmetries; those that map the board onto
 * itself after a translation are the board's.
 */
static void symmetries(struct zz_geom *g)
{
	int q[ZZ_CELLS_MAX], r[ZZ_CELLS_MAX];
	unsigned c, t, k, p = (g->y[0] + g->col[0]) & 1;

	for (c = 0; c < g->rings; c++) {
		q[c] = g->col[c];
		r[c] = ((int)g->y[c] - (int)g->col[c] - (int)p) / 2;
	}
	g->nsym = 0;
	for (t = 0; t < ZZ_SYM_MAX; t++) {
		int tq[ZZ_CELLS_MAX], tr[ZZ_CELLS_MAX], minq = 1 << 20, minr = 1 << 20;
		int oq = 1 << 20, orr = 1 << 20;
		unsigned char perm[ZZ_CELLS_MAX];
		bool ok = true;

		for (c = 0; c < g->rings; c++) {
			/* cube (x, y, z) = (q, -q - r, r); rotate t % 6 times */
			int x = q[c], z = r[c], y = -x - z;

			for (k = 0; k < t % 6; k++) {
				int nx = -z, ny = -x, nz = -y;

				x = nx, y = ny, z = nz;
			}
			if (t >= 6) {	/* then reflect: swap y and z */
				int tmp = y;

				y = z, z = tmp;
			}
			tq[c] = x;
			tr[c] = z;
			if (tq[c] < minq || (tq[c] == minq && tr[c] < minr))
				minq = tq[c], minr = tr[c];
			if (q[c] < oq || (q[c] == oq && r[c] < orr))
				oq = q[c], orr = r[c];
		}
		/* translate the lowest cell onto the lowest cell */
		for (c = 0; c < g->rings && ok; c++) {
			int nq = tq[c] - minq + oq, nr = tr[c] - minr + orr;
			int yy = 2 * nr + nq + (int)p, d = cell_at(g, nq, yy);

			if (d < 0)
				ok = false;
			else
				perm[c] = (unsigned char)d;
		}
		if (ok)
			memcpy(g->sym[g->nsym++], perm, g->rings);
	}
}

/*
 * Everything that follows from the cells: g->ncols, g->base and the
 * cell_at table are set; cells are numbered in column-major order.
 */
static void build(struct zz_geom *g)
{
	unsigned i, r, c, d, n = 0;

	g->xmin = g->ymin = 0xff;
	g->xmax = g->ymax = 0;
	for (i = 0; i < g->ncols; i++)
		for (r = 1; r <= ZZ_ROWS_MAX; r++) {
			if (g->cell_at[i][r] == ZZ_NO_CELL)
				continue;
			g->cell_at[i][r] = (unsigned char)n;
			g->col[n] = (unsigned char)i;
			g->row[n] = (unsigned char)r;
			g->y[n] = (unsigned char)(g->base[i] + 2 * (r - 1));
			if (g->y[n] > g->ymax)
				g->ymax = g->y[n];
			if (g->y[n] < g->ymin)
				g->ymin = g->y[n];
			if (i < g->xmin)
				g->xmin = (unsigned char)i;
			g->xmax = (unsigned char)i;
			g->label[n][0] = g->board == ZZ_BOARD_CUSTOM ? grid_letters[i] : letters[i];
			if (r >= 10) {
				g->label[n][1] = (char)('0' + r / 10);
				g->label[n][2] = (char)('0' + r % 10);
				g->label[n][3] = '\0';
			} else {
				g->label[n][1] = (char)('0' + r);
				g->label[n][2] = '\0';
			}
			n++;
		}
	assert(n == g->rings && n <= ZZ_CELLS_MAX && n < ZZ_NO_CELL);
	memset(g->by_label, ZZ_NO_CELL, sizeof(g->by_label));
	for (c = 0; c < n; c++)
		if (g->label[c][0] >= 'a' && g->label[c][0] <= 'z' && !g->label[c][2])
			g->by_label[g->label[c][0] - 'a'][g->label[c][1] - '1'] = (unsigned char)c;
	g->all = ZZ_BB_ZERO;
	for (c = 0; c < n; c++)
		zz_bb_set(&g->all, c);

	for (c = 0; c < n; c++) {
		g->nbmask[c] = ZZ_BB_ZERO;
		for (d = 0; d < ZZ_DIR_NB; d++) {
			int o = cell_at(g, g->col[c] + dcol[d], g->y[c] + dy[d]);

			g->nb[c][d] = o < 0 ? ZZ_NO_CELL : (unsigned char)o;
			if (o >= 0)
				zz_bb_set(&g->nbmask[c], (unsigned)o);
		}
	}
	for (c = 0; c < n; c++)
		for (d = 0; d < ZZ_DIR_NB; d++) {
			unsigned o = g->nb[c][d];

			g->land[c][d] = o == ZZ_NO_CELL ? ZZ_NO_CELL : g->nb[o][d];
		}
	memset(g->over, ZZ_NO_CELL, sizeof(g->over));
	for (c = 0; c < n && c < ZZ_NARROW_MAX; c++)
		for (d = 0; d < ZZ_DIR_NB; d++)
			if (g->land[c][d] < ZZ_NARROW_MAX)
				g->over[c][g->land[c][d]] = g->nb[c][d];
	g->narrow = n <= ZZ_NARROW_MAX && build_shifts(g);
	symmetries(g);
}

static void build_fixed(struct zz_geom *g, enum zz_board b)
{
	unsigned i, r;

	memset(g, 0, sizeof(*g));
	memset(g->cell_at, ZZ_NO_CELL, sizeof(g->cell_at));
	g->board = b;
	g->rings = shapes[b].rings;
	g->ncols = shapes[b].ncols;
	for (i = 0; i < g->ncols; i++) {
		g->base[i] = shapes[b].base[i];
		for (r = 1; r <= shapes[b].len[i]; r++)
			g->cell_at[i][r] = 0;	/* numbered by build() */
	}
	build(g);
	/* the fixed boards always take the fast path */
	assert(g->narrow);
}

static void build_all(void)
{
	unsigned b;

	for (b = 0; b < ZZ_BOARD_FIXED_NB; b++)
		build_fixed(&geoms[b], (enum zz_board)b);
}

const struct zz_geom *zz_geom_of(enum zz_board board)
{
	if ((unsigned)board >= ZZ_BOARD_FIXED_NB)
		return NULL;
	pthread_once(&geoms_once, build_all);
	return &geoms[board];
}

const struct zz_geom *zz_geom_get(unsigned rings)
{
	unsigned b;

	for (b = 0; b < ZZ_BOARD_FIXED_NB; b++)
		if (zz_geom_sizes[b] == rings)
			return zz_geom_of((enum zz_board)b);
	return NULL;
}

struct zz_geom *zz_geom_custom_new(const unsigned char (*cells)[2], size_t n)
{
	struct zz_geom *g;
	unsigned i, rings = 0;
	size_t k;

	if (!n)
		return NULL;
	for (k = 0; k < n; k++)
		if (cells[k][0] >= ZZ_GRID_COLS || cells[k][1] < 1 || cells[k][1] > ZZ_GRID_ROWS)
			return NULL;
	g = zz_xcalloc(1, sizeof(*g));
	memset(g->cell_at, ZZ_NO_CELL, sizeof(g->cell_at));
	g->board = ZZ_BOARD_CUSTOM;
	g->ncols = ZZ_GRID_COLS;
	for (i = 0; i < ZZ_GRID_COLS; i++)
		g->base[i] = (unsigned char)(i % 2 ? 2 : 1);
	for (k = 0; k < n; k++) {
		unsigned char *slot = &g->cell_at[cells[k][0]][cells[k][1]];

		if (*slot == ZZ_NO_CELL) {
			*slot = 0;	/* numbered by build() */
			rings++;
		}
	}
	g->rings = rings;
	build(g);
	return g;
}

void zz_geom_free(struct zz_geom *g)
{
	free(g);
}

char zz_geom_col_letter(const struct zz_geom *g, unsigned i)
{
	assert(i < g->ncols);
	return g->board == ZZ_BOARD_CUSTOM ? grid_letters[i] : letters[i];
}

const char *zz_geom_label(const struct zz_geom *g, unsigned cell)
{
	assert(cell < g->rings);
	return g->label[cell];
}

struct zz_bb zz_geom_step_bb(const struct zz_geom *g, const struct zz_bb *bb,
			     enum zz_dir d)
{
	struct zz_bb r = ZZ_BB_ZERO;
	unsigned c;

	if (g->narrow)
		return zz_bb_of64(zz_geom_step(g, bb->w[0], d));
	for (c = 0; c < g->rings; c++) {
		unsigned n = g->nb[c][d];

		if (n != ZZ_NO_CELL && zz_bb_has(bb, n))
			zz_bb_set(&r, c);
	}
	return r;
}
