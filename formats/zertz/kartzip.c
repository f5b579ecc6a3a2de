/*
 * KART's ZIP position (kartzip.h): read by translating it into zertz's
 * own position string, which posstr.c reads; written from a position.
 */
#include "kartzip.h"

#include <string.h>

#include "geom.h"
#include "banned.h"

/* The boards KART knows, in the order a ZIP is placed on them. */
static const unsigned kart_boards[] = { 37, 48, 61 };

/* The most columns and rows a ZIP may describe (the Boardspace grid's). */
#define ZIP_COLS ZZ_GRID_COLS
#define ZIP_ROWS (2 * ZZ_GRID_ROWS + ZZ_GRID_COLS)

unsigned zz_kart_cols(const struct zz_geom *g)
{
	return g->board == ZZ_BOARD_48 ? g->ncols : g->xmax - g->xmin + 1u;
}

unsigned zz_kart_our_col(const struct zz_geom *g, unsigned k)
{
	return g->board == ZZ_BOARD_48 ? g->ncols - 1 - k : g->xmin + k;
}

/* KART's column of our column c (zz_kart_our_col the other way). */
static unsigned kart_col(const struct zz_geom *g, unsigned c)
{
	return g->board == ZZ_BOARD_48 ? g->ncols - 1 - c : c - g->xmin;
}

/*
 * A cell's row in KART's axial frame: (y + k) / 2 for KART column k, from
 * the lowest of the board's cells (0).  On the empty 37-ring board the
 * columns start at 0, 0, 0, 0, 1, 2, 3, as KART's own example has them.
 */
static int frame_row(const struct zz_geom *g, unsigned cell)
{
	return ((int)g->y[cell] + (int)kart_col(g, g->col[cell])) >> 1;
}

static int frame_min(const struct zz_geom *g)
{
	int m = 1 << 20;
	unsigned c;

	for (c = 0; c < g->rings; c++)
		if (frame_row(g, c) < m)
			m = frame_row(g, c);
	return m;
}

bool zz_kart_zip_is(const char *s)
{
	bool digits_only = true, ours = true;
	const char *q;

	for (q = s; *q && *q != ' '; q++) {
		if (*q == '/')
			return true;	/* columns: a ZIP, right or wrong */
		ours = ours && strchr("oWGB0123456789", *q);
		digits_only = digits_only && *q >= '0' && *q <= '9';
	}
	return q > s && ours && !digits_only;
}

void zz_kart_zip_write(struct zz_buf *out, const struct zz_pos *p)
{
	const struct zz_geom *g = p->geom;
	int min = frame_min(g);
	unsigned k, c, cols = zz_kart_cols(g);
	unsigned i;

	for (k = 0; k < cols; k++) {
		int at = 0;
		unsigned row;

		if (k)
			zz_buf_addch(out, '/');
		c = zz_kart_our_col(g, k);
		/* a column's rows go up as its frame rows do */
		for (row = 1; row <= ZZ_ROWS_MAX; row++) {
			int cell = zz_geom_cell(g, c, row), r, m;

			if (cell < 0 || !zz_pos_has_ring(p, (unsigned)cell))
				continue;
			r = frame_row(g, (unsigned)cell) - min;
			if (r > at)
				zz_buf_addint(out, r - at);
			m = zz_pos_marble(p, (unsigned)cell);
			zz_buf_addch(out, m < 0 ? 'o' : zz_colour_letter((enum zz_colour)m));
			at = r + 1;
		}
	}
	zz_buf_addf(out, " %u/%u/%u", p->pool[0], p->pool[1], p->pool[2]);
	for (i = 0; i < ZZ_PLAYER_NB; i++)
		zz_buf_addf(out, " %u/%u/%u", p->cap[i][0], p->cap[i][1], p->cap[i][2]);
	zz_buf_addf(out, " %u", p->side + 1u);
}

/* The cells a ZIP's layout describes: column, frame row and what is there. */
struct layout {
	unsigned n, cols;
	unsigned char k[ZZ_CELLS_MAX], r[ZZ_CELLS_MAX];
	char what[ZZ_CELLS_MAX];	/* '.' vacant, or 'W' 'G' 'B' */
};

static int read_layout(const char **s, struct layout *l, const struct zz_said *w)
{
	const char *q = *s;
	unsigned r = 0;

	memset(l, 0, sizeof(*l));
	l->cols = 1;
	for (; *q && *q != ' '; q++) {
		if (*q == '/') {
			if (++l->cols > ZIP_COLS) {
				return zz_said_bad(w, "ZIP: more than %u columns", ZIP_COLS);
			}
			r = 0;
		} else if (*q >= '0' && *q <= '9') {
			unsigned v = 0;

			while (*q >= '0' && *q <= '9' && v <= ZIP_ROWS)
				v = v * 10 + (unsigned)(*q++ - '0');
			q--;
			r += v;
			if (r > ZIP_ROWS) {
				return zz_said_bad(w, "ZIP: column %u reaches beyond %u rows", l->cols,
						   ZIP_ROWS);
			}
		} else if (*q == 'o' || *q == 'W' || *q == 'G' || *q == 'B') {
			if (l->n == ZZ_CELLS_MAX || r >= ZIP_ROWS) {
				return zz_said_bad(w, "ZIP: more than %u rings", ZZ_CELLS_MAX);
			}
			l->k[l->n] = (unsigned char)(l->cols - 1);
			l->r[l->n] = (unsigned char)r++;
			l->what[l->n++] = *q == 'o' ? '.' : *q;
		} else {
			return zz_said_bad(
				w, "ZIP: '%c' in the layout: expected 'o', 'W', 'G', 'B', a number or '/'",
				*q);
		}
	}
	*s = q;
	return 0;
}

/* The cell of g at KART column k, frame row r (from the board's lowest), or -1. */
static int cell_at(const struct zz_geom *g, int min, unsigned k, unsigned r)
{
	unsigned c;

	for (c = 0; c < g->rings; c++)
		if (kart_col(g, g->col[c]) == k && frame_row(g, c) - min == (int)r)
			return (int)c;
	return -1;
}

/* The layout placed on g, shifted by dk columns and dr rows: true if it fits. */
static bool fits(const struct zz_geom *g, const struct layout *l, unsigned dk, unsigned dr,
		 int where[ZZ_CELLS_MAX])
{
	int min = frame_min(g);
	unsigned i;

	for (i = 0; i < l->n; i++)
		if ((where[i] = cell_at(g, min, l->k[i] + dk, l->r[i] + dr)) < 0)
			return false;
	return true;
}

/* Our position string's columns for board g, the layout's cells at where. */
static void fixed_text(struct zz_buf *out, const struct zz_geom *g, const struct layout *l,
		       const int where[ZZ_CELLS_MAX])
{
	char at[ZZ_CELLS_MAX];
	unsigned c, row, i;

	memset(at, '-', sizeof(at));
	for (i = 0; i < l->n; i++)
		at[where[i]] = l->what[i];
	zz_buf_addf(out, "%u ", g->rings);
	for (c = 0; c < g->ncols; c++) {
		if (c)
			zz_buf_addch(out, '/');
		for (row = 1; zz_geom_cell(g, c, row) >= 0; row++)
			zz_buf_addch(out, at[zz_geom_cell(g, c, row)]);
	}
}

/*
 * A custom board of the layout's shape: KART column k is grid column k,
 * and the frame row r is grid row r + 1 - ceil(k / 2) (the grid's columns
 * start half a ring apart), all raised so that the lowest is row 1.
 */
static int custom_text(struct zz_buf *out, const struct layout *l, const struct zz_said *w)
{
	char grid[ZZ_GRID_COLS][ZZ_GRID_ROWS + 1];
	int lift = 0, row;
	unsigned i, c, top;

	if (!l->n) {
		/* every ring gone: only the columns of a board can say which */
		return zz_said_bad(w, "ZIP: no ring, and %u columns: no board of KART's has them", l->cols);
	}
	for (i = 0; i < l->n; i++) {
		row = (int)l->r[i] + 1 - (int)((l->k[i] + 1) / 2);
		if (1 - row > lift)
			lift = 1 - row;
	}
	memset(grid, '_', sizeof(grid));
	for (i = 0; i < l->n; i++) {
		row = (int)l->r[i] + 1 - (int)((l->k[i] + 1) / 2) + lift;
		if (row > ZZ_GRID_ROWS) {
			return zz_said_bad(w, "ZIP: the shape is higher than the %u rows of a custom board",
					   ZZ_GRID_ROWS);
		}
		grid[l->k[i]][row] = l->what[i];
	}
	zz_buf_addstr(out, "custom ");
	for (c = 0; c < ZZ_GRID_COLS; c++) {
		if (c)
			zz_buf_addch(out, '/');
		for (top = ZZ_GRID_ROWS; top > 0 && grid[c][top] == '_'; top--)
			;
		zz_buf_add(out, &grid[c][1], top);
	}
	return 0;
}

int zz_kart_zip_to_posstr(const char *s, struct zz_buf *out, const struct zz_said *w)
{
	struct layout l;
	int where[ZZ_CELLS_MAX];
	const char *q = s;
	unsigned b, dk, dr;

	if (read_layout(&q, &l, w))
		return -1;
	for (b = 0; b < sizeof(kart_boards) / sizeof(kart_boards[0]); b++) {
		const struct zz_geom *g = zz_geom_get(kart_boards[b]);

		if (l.cols > g->ncols)
			continue;
		for (dk = 0; dk + l.cols <= g->ncols; dk++)
			for (dr = 0; dr < ZIP_ROWS; dr++)
				if (fits(g, &l, dk, dr, where)) {
					fixed_text(out, g, &l, where);
					zz_buf_addstr(out, q);
					return 0;
				}
	}
	if (custom_text(out, &l, w))
		return -1;
	zz_buf_addstr(out, q);
	return 0;
}
