#include "posstr.h"

#include "kartzip.h"

#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "banned.h"

/* The parts of the string after the board, each said by name where it is wrong. */
enum part { PART_COLUMNS, PART_POOL, PART_FIRST, PART_SECOND, PART_SIDE };

static int counts(const char **s, unsigned char out[ZZ_COLOUR_NB], enum part what, const struct zz_said *w)
{
	const char *p = *s;
	unsigned i;

	for (i = 0; i < ZZ_COLOUR_NB; i++) {
		unsigned v = 0, digits = 0;

		while (*p >= '0' && *p <= '9' && digits < 3) {
			v = v * 10 + (unsigned)(*p++ - '0');
			digits++;
		}
		if (!digits || v > 99 || (i < 2 && *p != '/'))
			return what == PART_POOL
				? zz_said_bad(w, "pool: expected three counts W/G/B of at most 99")
				: what == PART_FIRST
				? zz_said_bad(
					  w,
					  "first player's captures: expected three counts W/G/B of at most 99")
				: zz_said_bad(
					  w,
					  "second player's captures: expected three counts W/G/B of at most 99");
		out[i] = (unsigned char)v;
		if (i < 2)
			p++;
	}
	*s = p;
	return 0;
}

static int space(const char **s, enum part what, const struct zz_said *w)
{
	if (**s == ' ') {
		(*s)++;
		return 0;
	}
	switch (what) {
	case PART_COLUMNS:
		return zz_said_bad(w, "expected a space before the columns");
	case PART_POOL:
		return zz_said_bad(w, "expected a space before the pool");
	case PART_FIRST:
		return zz_said_bad(w, "expected a space before the first player's captures");
	case PART_SECOND:
		return zz_said_bad(w, "expected a space before the second player's captures");
	default:
		return zz_said_bad(w, "expected a space before the side to move");
	}
}

/* The rows of column col of a board: its highest row that has a cell. */
static unsigned col_len(const struct zz_geom *g, unsigned col)
{
	unsigned r = ZZ_ROWS_MAX;

	while (r > 0 && zz_geom_cell(g, col, r) < 0)
		r--;
	return r;
}

/* One cell's character: '.', '-' or a marble. */
static int set_cell(struct zz_pos *p, unsigned cell, int ch)
{
	int c;

	if (ch == '-')
		return 0;
	if (ch == '.') {
		zz_pos_set_ring(p, cell, true);
		return 0;
	}
	c = zz_colour_of(ch);
	if (c < 0)
		return -1;
	zz_pos_set_marble(p, cell, c);
	return 0;
}

/* The columns of a fixed board g. */
static int fixed_columns(const char **s, const struct zz_geom *g, struct zz_pos *p, const struct zz_said *w)
{
	const char *q = *s;
	unsigned col, row;

	for (col = 0; col < g->ncols; col++) {
		unsigned len = col_len(g, col);

		for (row = 1; row <= len; row++, q++) {
			unsigned cell = (unsigned)zz_geom_cell(g, col, row);

			if (set_cell(p, cell, *q))
				return zz_said_bad(
					w,
					"column '%c' has %u rings: expected '.', '-', 'W', 'G' or 'B' for '%s'",
					zz_geom_col_letter(g, col), len, zz_geom_label(g, cell));
		}
		if (col + 1 < g->ncols && *q != '/')
			return zz_said_bad(w, "column '%c' must have exactly %u rings, then '/'",
					   zz_geom_col_letter(g, col), len);
		if (col + 1 < g->ncols)
			q++;
	}
	*s = q;
	return 0;
}

/* The columns of a custom board: the board is made from them. */
static int custom_columns(const char **s, struct zz_pos *p, struct zz_geom **custom, const struct zz_said *w)
{
	unsigned char cells[ZZ_CELLS_MAX][2];
	const char *q = *s, *start = q;
	struct zz_geom *g;
	size_t n = 0;
	unsigned col, row;

	for (col = 0; col < ZZ_GRID_COLS; col++) {
		for (row = 1; *q && *q != '/' && *q != ' '; row++, q++) {
			if (row > ZZ_GRID_ROWS)
				return zz_said_bad(w, "column '%c' of a custom board has more than %u rows",
						   'a' + col, ZZ_GRID_ROWS);
			if (*q == '_')
				continue;
			if (!strchr(".-WGB", *q))
				return zz_said_bad(w, "column '%c': expected '_', '.', '-', 'W', 'G' or 'B'",
						   'a' + col);
			cells[n][0] = (unsigned char)col;
			cells[n][1] = (unsigned char)row;
			n++;
		}
		if (col + 1 < ZZ_GRID_COLS && *q != '/')
			return zz_said_bad(w, "a custom board has %u columns separated by '/'", ZZ_GRID_COLS);
		if (col + 1 < ZZ_GRID_COLS)
			q++;
	}
	g = zz_geom_custom_new((const unsigned char (*)[2])cells, n);
	if (!g)
		return zz_said_bad(w, "a custom board needs at least one ring");
	zz_pos_clear(p, g);
	/* once more, now that the cells have their numbers */
	for (q = start, col = 0; col < ZZ_GRID_COLS; col++, q++)
		for (row = 1; *q && *q != '/' && *q != ' '; row++, q++)
			if (*q != '_')
				set_cell(p, (unsigned)zz_geom_cell(g, col, row), *q);
	*custom = g;
	*s = q - 1;
	return 0;
}

static int parse(const char *s, struct zz_pos *p, struct zz_geom **custom, const struct zz_said *w)
{
	struct zz_geom *own = NULL;
	const struct zz_geom *g;
	unsigned rings = 0;
	const char *q = s;

	if (custom)
		*custom = NULL;
	if (zz_kart_zip_is(s)) {
		/* KART's ZIP: read as the position string it says (its faults its reader's words) */
		struct zz_buf t = ZZ_BUF_INIT;
		int rc = zz_kart_zip_to_posstr(s, &t, w);

		if (!rc)
			rc = parse(t.buf, p, custom, w);
		zz_buf_release(&t);
		return rc;
	}
	if (!strncmp(q, "custom ", 7)) {
		if (!custom)
			return zz_said_bad(w, "a custom board is not accepted here");
		q += 7;
		if (custom_columns(&q, p, &own, w))
			return -1;
	} else {
		while (*q >= '0' && *q <= '9' && rings < 1000)
			rings = rings * 10 + (unsigned)(*q++ - '0');
		g = zz_geom_get(rings);
		if (!g || q == s)
			return zz_said_bad(w, "the board size must be one of 37, 40, 43, 44, 48, 61");
		zz_pos_clear(p, g);
		if (space(&q, PART_COLUMNS, w) || fixed_columns(&q, g, p, w))
			return -1;
	}
	if (space(&q, PART_POOL, w) || counts(&q, p->pool, PART_POOL, w) || space(&q, PART_FIRST, w) ||
	    counts(&q, p->cap[0], PART_FIRST, w) || space(&q, PART_SECOND, w) ||
	    counts(&q, p->cap[1], PART_SECOND, w) || space(&q, PART_SIDE, w))
		goto fail;
	if ((*q != '1' && *q != '2') || q[1]) {
		zz_said_bad(w, "the side to move must be 1 or 2 and end the string");
		goto fail;
	}
	p->side = (unsigned char)(*q - '1');
	if (custom)
		*custom = own;
	return 0;
fail:
	zz_geom_free(own);
	return -1;
}

int zz_posstr_parse(const char *s, struct zz_pos *p, struct zz_geom **custom, struct zz_buf *err)
{
	const struct zz_said w = ZZ_SAID_ERR(err);

	return parse(s, p, custom, &w);
}

int zz_posstr_parse_said(const char *s, struct zz_pos *p, struct zz_geom **custom, struct zz_diag *d,
			 const struct zz_loc *loc)
{
	const struct zz_said w = { NULL, d, loc, ZZ_E_POSITION };

	return parse(s, p, custom, &w);
}

static void add_cell(struct zz_buf *out, const struct zz_pos *p, unsigned cell)
{
	int c = zz_pos_marble(p, cell);

	if (!zz_pos_has_ring(p, cell))
		zz_buf_addch(out, '-');
	else
		zz_buf_addch(out, c < 0 ? '.' : zz_colour_letter((enum zz_colour)c));
}

void zz_posstr_write(struct zz_buf *out, const struct zz_pos *p)
{
	const struct zz_geom *g = p->geom;
	unsigned col, row, i;

	if (g->board == ZZ_BOARD_CUSTOM)
		zz_buf_addstr(out, "custom ");
	else
		zz_buf_addf(out, "%u ", g->rings);
	for (col = 0; col < g->ncols; col++) {
		unsigned len = col_len(g, col);

		if (col)
			zz_buf_addch(out, '/');
		for (row = 1; row <= len; row++) {
			int cell = zz_geom_cell(g, col, row);

			if (cell < 0)
				zz_buf_addch(out, '_');
			else
				add_cell(out, p, (unsigned)cell);
		}
	}
	zz_buf_addf(out, " %u/%u/%u", p->pool[0], p->pool[1], p->pool[2]);
	for (i = 0; i < ZZ_PLAYER_NB; i++)
		zz_buf_addf(out, " %u/%u/%u", p->cap[i][0], p->cap[i][1], p->cap[i][2]);
	zz_buf_addf(out, " %u", p->side + 1u);
}
