#include "posstr.h"

#include <stdlib.h>
#include <string.h>

#include "banned.h"

static int counts(const char **s, unsigned char out[ZZ_COLOUR_NB],
		  const char *what, struct zz_buf *err)
{
	const char *p = *s;
	unsigned i;

	for (i = 0; i < ZZ_COLOUR_NB; i++) {
		unsigned v = 0, digits = 0;

		while (*p >= '0' && *p <= '9' && digits < 3) {
			v = v * 10 + (unsigned)(*p++ - '0');
			digits++;
		}
		if (!digits || v > 99 || (i < 2 && *p != '/')) {
			zz_buf_addf(err, "%s: expected three counts W/G/B of at most 99", what);
			return -1;
		}
		out[i] = (unsigned char)v;
		if (i < 2)
			p++;
	}
	*s = p;
	return 0;
}

static int space(const char **s, const char *what, struct zz_buf *err)
{
	if (**s != ' ') {
		zz_buf_addf(err, "expected a space before the %s", what);
		return -1;
	}
	(*s)++;
	return 0;
}

int zz_posstr_parse(const char *s, struct zz_pos *p, struct zz_buf *err)
{
	const struct zz_geom *g;
	unsigned rings = 0, col, row;
	const char *q = s;

	while (*q >= '0' && *q <= '9' && rings < 1000)
		rings = rings * 10 + (unsigned)(*q++ - '0');
	g = zz_geom_get(rings);
	if (!g || q == s) {
		zz_buf_addf(err, "the board size must be one of 37, 40, 43, 44, 48, 61");
		return -1;
	}
	memset(p, 0, sizeof(*p));
	p->geom = g;
	if (space(&q, "columns", err))
		return -1;
	for (col = 0; col < g->ncols; col++) {
		for (row = 1; row <= g->len[col]; row++, q++) {
			unsigned cell = (unsigned)zz_geom_cell(g, col, row);
			int c;

			if (*q == '.') {
				p->rings |= 1ULL << cell;
				continue;
			}
			if (*q == '-')
				continue;
			c = zz_colour_of(*q);
			if (c < 0) {
				zz_buf_addf(err, "column '%c' has %u rings: expected '.', '-', 'W', 'G' or 'B' for '%s'",
					    zz_geom_col_letter(col), g->len[col],
					    zz_geom_label(g, cell));
				return -1;
			}
			p->rings |= 1ULL << cell;
			p->marbles[c] |= 1ULL << cell;
		}
		if (col + 1 < g->ncols && *q != '/') {
			zz_buf_addf(err, "column '%c' must have exactly %u rings, then '/'",
				    zz_geom_col_letter(col), g->len[col]);
			return -1;
		}
		if (col + 1 < g->ncols)
			q++;
	}
	if (space(&q, "pool", err) || counts(&q, p->pool, "pool", err) ||
	    space(&q, "first player's captures", err) ||
	    counts(&q, p->cap[0], "first player's captures", err) ||
	    space(&q, "second player's captures", err) ||
	    counts(&q, p->cap[1], "second player's captures", err) ||
	    space(&q, "side to move", err))
		return -1;
	if ((*q != '1' && *q != '2') || q[1]) {
		zz_buf_addf(err, "the side to move must be 1 or 2 and end the string");
		return -1;
	}
	p->side = (unsigned char)(*q - '1');
	return 0;
}

void zz_posstr_write(struct zz_buf *out, const struct zz_pos *p)
{
	const struct zz_geom *g = p->geom;
	unsigned col, row, i;

	zz_buf_addf(out, "%u ", g->rings);
	for (col = 0; col < g->ncols; col++) {
		if (col)
			zz_buf_addch(out, '/');
		for (row = 1; row <= g->len[col]; row++) {
			unsigned cell = (unsigned)zz_geom_cell(g, col, row);
			int c = zz_pos_marble(p, cell);

			if (!(p->rings & (1ULL << cell)))
				zz_buf_addch(out, '-');
			else
				zz_buf_addch(out, c < 0 ? '.' : zz_colour_letter((enum zz_colour)c));
		}
	}
	zz_buf_addf(out, " %u/%u/%u", p->pool[0], p->pool[1], p->pool[2]);
	for (i = 0; i < ZZ_PLAYER_NB; i++)
		zz_buf_addf(out, " %u/%u/%u", p->cap[i][0], p->cap[i][1], p->cap[i][2]);
	zz_buf_addf(out, " %u", p->side + 1u);
}
