#include "ascii.h"

#include <string.h>

#include "layout.h"
#include "replay.h"
#include "banned.h"

void zz_ascii_board(struct zz_buf *out, const struct zz_pos *p)
{
	const struct zz_geom *g = p->geom;
	struct zz_layout l;
	char line[3 * ZZ_COLS_MAX + 1];
	unsigned y, cell, width;

	zz_layout_init(&l, g);
	width = 3 * l.width;
	for (y = 0; y < l.height; y++) {
		size_t n = 0;

		memset(line, ' ', width);
		for (cell = 0; cell < g->rings; cell++) {
			unsigned cx, cy;
			int c;

			zz_layout_cell(g, cell, &cx, &cy);
			if (cy != y || !(p->rings & (1ULL << cell)))
				continue;
			c = zz_pos_marble(p, cell);
			line[3 * cx] = c < 0 ? ' ' : zz_colour_letter((enum zz_colour)c);
			memcpy(line + 3 * cx + 1, zz_geom_label(g, cell), 2);
			if (3 * cx + 3 > n)
				n = 3 * cx + 3;
		}
		zz_buf_add(out, line, n);
		zz_buf_addch(out, '\n');
	}
}

void zz_ascii_counts(struct zz_buf *out, const struct zz_pos *p,
		     const struct zz_game *g)
{
	static const char *const who[] = { "first ", "second" };
	unsigned i;

	zz_buf_addf(out, "pool    W%-3u G%-3u B%u\n", p->pool[0], p->pool[1], p->pool[2]);
	for (i = 0; i < ZZ_PLAYER_NB; i++) {
		const char *name = g ? zz_game_tag(g, i ? "Second" : "First") : NULL;
		size_t start = out->len;

		zz_buf_addf(out, "%s  W%-3u G%-3u B%-3u", who[i], p->cap[i][0],
			    p->cap[i][1], p->cap[i][2]);
		if (name && *name)
			zz_buf_addf(out, " %s", name);
		if (p->side == i)
			zz_buf_addstr(out, " (to move)");
		while (out->len > start && out->buf[out->len - 1] == ' ')
			zz_buf_setlen(out, out->len - 1);
		zz_buf_addch(out, '\n');
	}
}
