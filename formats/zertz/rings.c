#include "rings.h"

#include "diag.h"
#include "banned.h"

/* "c10": a cell of the custom grid; returns the characters read, or 0. */
static size_t grid_cell(const char *s, unsigned char out[2])
{
	int c = s[0] >= 'A' && s[0] <= 'Z' ? s[0] - 'A' + 'a' : s[0];
	unsigned row = 0;
	size_t n = 1;

	if (c < 'a' || c >= 'a' + ZZ_GRID_COLS)
		return 0;
	while (s[n] >= '0' && s[n] <= '9' && n < 4)
		row = row * 10 + (unsigned)(s[n++] - '0');
	if (n == 1 || row < 1 || row > ZZ_GRID_ROWS || (s[n] >= '0' && s[n] <= '9'))
		return 0;
	out[0] = (unsigned char)(c - 'a');
	out[1] = (unsigned char)row;
	return n;
}

struct zz_geom *zz_rings_parse(const char *s, struct zz_diag *d, const struct zz_loc *loc, const char *name)
{
	unsigned char cells[ZZ_CELLS_MAX][2];
	size_t n = 0;
	const char *p = s;

	for (;;) {
		unsigned char a[2], b[2];
		size_t k;
		unsigned r;

		while (*p == ' ')
			p++;
		if (!*p)
			break;
		if (!(k = grid_cell(p, a))) {
			zz_diag_add(d, ZZ_E_BOARD, loc, "%s: expected a cell 'a1' .. 'q%u' at '%.8s'", name,
				    ZZ_GRID_ROWS, p);
			return NULL;
		}
		p += k;
		b[0] = a[0];
		b[1] = a[1];
		if (*p == '-') {
			if (!(k = grid_cell(p + 1, b))) {
				zz_diag_add(d, ZZ_E_BOARD, loc,
					    "%s: expected a cell 'a1' .. 'q%u' after '-' at '%.8s'", name,
					    ZZ_GRID_ROWS, p + 1);
				return NULL;
			}
			if (b[0] != a[0] || b[1] < a[1]) {
				zz_diag_add(d, ZZ_E_BOARD, loc,
					    "%s: expected a higher cell of column '%c' after '-'", name,
					    'a' + a[0]);
				return NULL;
			}
			p += 1 + k;
		}
		if (*p && *p != ' ') {
			zz_diag_add(d, ZZ_E_BOARD, loc, "%s: expected a space between cells at '%.8s'", name,
				    p);
			return NULL;
		}
		for (r = a[1]; r <= b[1]; r++) {
			if (n == ZZ_CELLS_MAX) {
				zz_diag_add(d, ZZ_E_BOARD, loc, "%s: more than %u cells", name, ZZ_CELLS_MAX);
				return NULL;
			}
			cells[n][0] = a[0];
			cells[n][1] = (unsigned char)r;
			n++;
		}
	}
	if (!n) {
		zz_diag_add(d, ZZ_E_BOARD, loc, "%s: a custom board needs at least one ring", name);
		return NULL;
	}
	return zz_geom_custom_new((const unsigned char (*)[2])cells, n);
}

void zz_rings_write(struct zz_buf *out, const struct zz_geom *g)
{
	unsigned c = 0;
	const char *sep = "";

	while (c < g->rings) {
		unsigned e = c;

		while (e + 1 < g->rings && g->col[e + 1] == g->col[c] &&
		       g->row[e + 1] == g->row[e] + 1)
			e++;
		zz_buf_addstr(out, sep);
		zz_buf_addstr(out, zz_geom_label(g, c));
		sep = " ";
		if (e > c) {
			zz_buf_addch(out, '-');
			zz_buf_addstr(out, zz_geom_label(g, e));
		}
		c = e + 1;
	}
}
