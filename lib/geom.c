#include "geom.h"

#include <assert.h>
#include <pthread.h>
#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include "banned.h"

/*
 * The boards, from spec/FORMATS.md section 2.2: number of rings per column
 * and the height of each column's bottom ring in half-ring steps.
 */
static const struct {
	unsigned rings;
	unsigned ncols;
	unsigned char len[ZZ_COLS_MAX];
	unsigned char base[ZZ_COLS_MAX];
} shapes[ZZ_BOARD_NB] = {
	{ 37, 7, { 4, 5, 6, 7, 6, 5, 4 }, { 3, 2, 1, 0, 1, 2, 3 } },
	{ 40, 7, { 5, 6, 7, 7, 6, 5, 4 }, { 2, 1, 0, 1, 2, 3, 4 } },
	{ 43, 8, { 5, 6, 7, 7, 6, 5, 4, 3 }, { 2, 1, 0, 1, 2, 3, 4, 5 } },
	{ 44, 7, { 5, 6, 7, 8, 7, 6, 5 }, { 3, 2, 1, 0, 1, 2, 3 } },
	{ 48, 8, { 5, 6, 7, 8, 7, 6, 5, 4 }, { 3, 2, 1, 0, 1, 2, 3, 4 } },
	{ 61, 9, { 5, 6, 7, 8, 9, 8, 7, 6, 5 }, { 4, 3, 2, 1, 0, 1, 2, 3, 4 } },
};

const unsigned zz_geom_sizes[ZZ_BOARD_NB] = { 37, 40, 43, 44, 48, 61 };

static const int dcol[ZZ_DIR_NB] = { 0, 1, 1, 0, -1, -1 };
static const int dy[ZZ_DIR_NB] = { 2, 1, -1, -2, -1, 1 };
static const char letters[] = "abcdefghj";

static struct zz_geom geoms[ZZ_BOARD_NB];
static pthread_once_t geoms_once = PTHREAD_ONCE_INIT;

static int cell_at(const struct zz_geom *g, int col, int y)
{
	int r;

	if (col < 0 || col >= (int)g->ncols)
		return -1;
	r = y - g->base[col];
	if (r < 0 || (r & 1) || r / 2 >= g->len[col])
		return -1;
	return g->off[col] + r / 2;
}

static void build(struct zz_geom *g, enum zz_board b)
{
	unsigned i, c, d, k, n = 0;

	g->board = b;
	g->rings = shapes[b].rings;
	g->ncols = shapes[b].ncols;
	g->ymax = 0;
	for (i = 0; i < g->ncols; i++) {
		g->len[i] = shapes[b].len[i];
		g->base[i] = shapes[b].base[i];
		g->off[i] = (unsigned char)n;
		for (c = 0; c < g->len[i]; c++, n++) {
			g->col[n] = (unsigned char)i;
			g->row[n] = (unsigned char)(c + 1);
			g->y[n] = (unsigned char)(g->base[i] + 2 * c);
			if (g->y[n] > g->ymax)
				g->ymax = g->y[n];
			g->label[n][0] = letters[i];
			g->label[n][1] = (char)('1' + c);
			g->label[n][2] = '\0';
		}
	}
	assert(n == g->rings && n <= ZZ_CELLS_MAX);
	g->all = n == 64 ? ~0ULL : (1ULL << n) - 1;

	for (c = 0; c < n; c++) {
		g->nbmask[c] = 0;
		for (d = 0; d < ZZ_DIR_NB; d++) {
			int o = cell_at(g, g->col[c] + dcol[d], g->y[c] + dy[d]);

			g->nb[c][d] = o < 0 ? ZZ_NO_CELL : (unsigned char)o;
			if (o >= 0)
				g->nbmask[c] |= 1ULL << o;
		}
	}

	memset(g->over, ZZ_NO_CELL, sizeof(g->over));
	memset(g->jumpdir, -1, sizeof(g->jumpdir));
	for (c = 0; c < n; c++)
		for (d = 0; d < ZZ_DIR_NB; d++) {
			unsigned o = g->nb[c][d];

			g->land[c][d] = o == ZZ_NO_CELL ? ZZ_NO_CELL : g->nb[o][d];
			if (g->land[c][d] != ZZ_NO_CELL) {
				g->over[c][g->land[c][d]] = (unsigned char)o;
				g->jumpdir[c][g->land[c][d]] = (signed char)d;
			}
		}

	/*
	 * Direction shifts: within one column, the neighbour in a given
	 * direction sits at a constant index distance, so a whole column of
	 * a bitboard moves with one shift.
	 */
	for (d = 0; d < ZZ_DIR_NB; d++) {
		g->nshift[d] = 0;
		for (i = 0; i < g->ncols; i++) {
			int j = (int)i + dcol[d];
			uint64_t dst = 0, src = 0;
			int delta = 0, seen = 0;

			if (j < 0 || j >= (int)g->ncols)
				continue;
			for (c = g->off[i]; c < g->off[i] + g->len[i]; c++) {
				if (g->nb[c][d] == ZZ_NO_CELL)
					continue;
				/* cell c has neighbour nb; shift nb's bit down to c */
				assert(!seen || delta == (int)c - (int)g->nb[c][d]);
				delta = (int)c - (int)g->nb[c][d];
				dst |= 1ULL << c;
				src |= 1ULL << g->nb[c][d];
				seen = 1;
			}
			if (!seen)
				continue;
			/*
			 * Columns that move by the same shift share one term:
			 * each column's bits land only in its own partner.
			 */
			for (k = 0; k < g->nshift[d]; k++)
				if (g->sh[d][k].shift == delta)
					break;
			if (k == g->nshift[d]) {
				g->sh[d][k].src = 0;
				g->sh[d][k].dst = 0;
				g->sh[d][k].shift = delta;
				g->nshift[d]++;
			}
			g->sh[d][k].src |= src;
			g->sh[d][k].dst |= dst;
		}
	}
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
			unsigned d;

			for (d = 0; d < g->rings; d++)
				if (q[d] == nq && r[d] == nr)
					break;
			if (d == g->rings)
				ok = false;
			else
				perm[c] = (unsigned char)d;
		}
		if (ok)
			memcpy(g->sym[g->nsym++], perm, sizeof(perm));
	}
}

static void build_all(void)
{
	unsigned b;

	for (b = 0; b < ZZ_BOARD_NB; b++) {
		build(&geoms[b], (enum zz_board)b);
		symmetries(&geoms[b]);
	}
}

const struct zz_geom *zz_geom_of(enum zz_board board)
{
	if ((unsigned)board >= ZZ_BOARD_NB)
		return NULL;
	pthread_once(&geoms_once, build_all);
	return &geoms[board];
}

const struct zz_geom *zz_geom_get(unsigned rings)
{
	unsigned b;

	for (b = 0; b < ZZ_BOARD_NB; b++)
		if (zz_geom_sizes[b] == rings)
			return zz_geom_of((enum zz_board)b);
	return NULL;
}

char zz_geom_col_letter(unsigned i)
{
	assert(i < ZZ_COLS_MAX);
	return letters[i];
}

int zz_geom_col_index(int letter)
{
	if (letter >= 'A' && letter <= 'Z')
		letter += 'a' - 'A';
	if (letter >= 'a' && letter <= 'h')
		return letter - 'a';
	return letter == 'j' ? 8 : -1;
}

int zz_geom_col_on(const struct zz_geom *g, int letter)
{
	if ((letter == 'i' || letter == 'I') && g->ncols == ZZ_COLS_MAX)
		return ZZ_COLS_MAX - 1;
	return zz_geom_col_index(letter);
}

int zz_geom_cell(const struct zz_geom *g, unsigned col, unsigned row)
{
	if (col >= g->ncols || row < 1 || row > g->len[col])
		return -1;
	return g->off[col] + (int)row - 1;
}

const char *zz_geom_label(const struct zz_geom *g, unsigned cell)
{
	assert(cell < g->rings);
	return g->label[cell];
}

int zz_geom_jump(const struct zz_geom *g, unsigned from, unsigned to,
		 unsigned *over)
{
	assert(from < g->rings && to < g->rings);
	*over = g->over[from][to];
	return g->jumpdir[from][to];
}

uint64_t zz_geom_adjacent(const struct zz_geom *g, uint64_t bb)
{
	uint64_t r = 0;
	unsigned d;

	for (d = 0; d < ZZ_DIR_NB; d++)
		r |= zz_geom_step(g, bb, (enum zz_dir)d);
	return r;
}
