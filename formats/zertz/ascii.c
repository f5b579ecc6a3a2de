/*
 * ASCII diagrams.  Cells are placed by formats/layout; each is five
 * columns wide (six with the three-character labels of a custom board's
 * rows past 9): a mark, the marble (or '.' for a vacant ring), the label
 * when coordinates are shown, a mark.  Marks of the last move:
 *   [W]  the marble just placed, or where the capturing marble ended
 *   *.*  where the capturing marble started and jumped on
 *   (g)  a marble jumped over        <w>  a marble claimed by isolation
 *   { }  the ring just removed
 */
#include "ascii.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "layout.h"
#include "render.h"
#include "replay.h"
#include "xalloc.h"
#include "banned.h"

#define CELL_W 5
#define SLOT_MAX 16	/* bytes of one display column (a symbol and escapes) */

struct grid {
	unsigned w, h;
	char (*slot)[SLOT_MAX];
};

static void put(struct grid *gr, unsigned x, unsigned y, const char *s)
{
	size_t n = strlen(s);

	if (x >= gr->w || y >= gr->h || n >= SLOT_MAX)
		return;
	memcpy(gr->slot[y * gr->w + x], s, n + 1);
}

static const char *const ascii_sym[] = { "W", "G", "B" };
static const char *const ascii_low[] = { "w", "g", "b" };
static const char *const uni_sym[] = { "\xe2\x97\x8b", "\xe2\x97\x90", "\xe2\x97\x8f" };	/* ○ ◐ ● */
static const char *const ansi_col[] = { "\033[1;97m", "\033[1;36m", "\033[1;34m" };

/* The longest label of a board: 2, or 3 on a custom board with rows past 9. */
static unsigned label_max(const struct zz_geom *g)
{
	unsigned c, n = 2;

	for (c = 0; c < g->rings; c++)
		if (zz_geom_label_len(g, c) > n)
			n = (unsigned)zz_geom_label_len(g, c);
	return n;
}

static void draw(struct zz_buf *out, const struct zz_scene *s,
		 const struct zz_render_opts *o)
{
	const struct zz_pos *p = s->pos, *before = s->before ? s->before : s->pos;
	const struct zz_geom *g = p->geom;
	unsigned char marks[ZZ_CELLS_MAX];
	struct zz_layout l;
	struct grid gr;
	unsigned c, y, x, step, k, right_at;
	char sym[SLOT_MAX];

	zz_layout_init(&l, g, o->flip, o->rotate);
	zz_scene_marks(s, marks);
	/* three columns a board column, four where labels have three characters */
	step = label_max(g) + 1;
	gr.w = step * l.width + 2;
	gr.h = l.height;
	gr.slot = zz_xcalloc((size_t)gr.w * gr.h, SLOT_MAX);
	for (c = 0; c < (unsigned)gr.w * gr.h; c++)
		gr.slot[c][0] = ' ';
	for (c = 0; c < g->rings; c++) {
		bool present = zz_pos_has_ring(p, c);
		int m = zz_pos_marble(p, c), was = zz_pos_marble(before, c);
		const char *left = " ", *right = " ";
		bool label = o->coords == ZZ_COORDS_ALL ||
			     (o->coords == ZZ_COORDS_EDGE && zz_layout_edge(&l, c));
		bool low = false;
		int show = m;

		zz_layout_place(&l, c, &x, &y);
		if (o->labelled) {
			const char *lab = zz_geom_label(g, c);

			/* the colour where a mark would go, the label after it */
			if (!present)
				continue;
			if (m >= 0) {
				char one[2] = { zz_colour_letter((enum zz_colour)m), 0 };

				put(&gr, step * x, y, one);
			}
			for (k = 0; lab[k]; k++) {
				char one[2] = { lab[k], 0 };

				put(&gr, step * x + 1 + k, y, one);
			}
			continue;
		}
		/* the right mark closes the label, or the lone symbol */
		right_at = label ? 2 + (unsigned)zz_geom_label_len(g, c) : 4;
		switch (marks[c]) {
		case ZZ_MARK_PLACED:
		case ZZ_MARK_MOVED:
			left = "[", right = "]";
			break;
		case ZZ_MARK_FROM:
		case ZZ_MARK_LANDED:
			left = "*", right = "*";
			break;
		case ZZ_MARK_JUMPED:
			left = "(", right = ")";
			show = was, low = true;
			break;
		case ZZ_MARK_CLAIMED:
			left = "<", right = ">";
			show = was >= 0 ? was : (s->last && s->last->move.cell == c) ? s->last->move.colour : -1;
			low = true;
			break;
		case ZZ_MARK_REMOVED:
			left = "{", right = "}";
			break;
		case ZZ_MARK_NONE:
			if (!present && o->removed == ZZ_REMOVED_HIDE)
				continue;
			break;
		}
		if (show >= 0)
			snprintf(sym, sizeof(sym), "%s%s%s", o->ansi ? ansi_col[show] : "",
				 o->unicode ? uni_sym[show] : low ? ascii_low[show] : ascii_sym[show],
				 o->ansi ? "\033[0m" : "");
		else if (present)
			snprintf(sym, sizeof(sym), "%s", o->unicode ? "\xc2\xb7" : ".");	/* · */
		else
			snprintf(sym, sizeof(sym), "%s", o->unicode ? "\xc3\x97" : "-");	/* × */
		if (o->ansi && marks[c] != ZZ_MARK_NONE) {
			static const char red[] = "\033[31m", off[] = "\033[0m";
			char l2[SLOT_MAX], r2[SLOT_MAX];

			snprintf(l2, sizeof(l2), "%s%s%s", red, left, off);
			snprintf(r2, sizeof(r2), "%s%s%s", red, right, off);
			put(&gr, step * x, y, l2);
			put(&gr, step * x + right_at, y, r2);
		} else {
			put(&gr, step * x, y, left);
			put(&gr, step * x + right_at, y, right);
		}
		if (label) {
			const char *lab = zz_geom_label(g, c);

			put(&gr, step * x + 1, y, sym);
			for (k = 0; lab[k]; k++) {
				char one[2] = { lab[k], 0 };

				put(&gr, step * x + 2 + k, y, one);
			}
		} else {
			put(&gr, step * x + 2, y, sym);
		}
	}
	for (y = 0; y < gr.h; y++) {
		size_t keep = out->len;

		for (x = 0; x < gr.w; x++) {
			zz_buf_addstr(out, gr.slot[y * gr.w + x]);
			if (strcmp(gr.slot[y * gr.w + x], " "))
				keep = out->len;
		}
		zz_buf_setlen(out, keep);	/* no trailing blanks */
		zz_buf_addch(out, '\n');
	}
	free(gr.slot);
}

void zz_ascii_render(struct zz_buf *out, const struct zz_scene *s,
		     const struct zz_render_opts *o)
{
	struct zz_buf cap = ZZ_BUF_INIT;

	zz_scene_caption(s, &cap);
	zz_buf_addf(out, "%s\n", cap.buf);
	zz_buf_release(&cap);
	draw(out, s, o);
	zz_ascii_counts(out, s->pos, s->game);
}

void zz_ascii_board(struct zz_buf *out, const struct zz_pos *p)
{
	struct zz_render_opts o;
	struct zz_scene s;

	zz_render_opts_init(&o);
	o.labelled = true;
	memset(&s, 0, sizeof(s));
	s.pos = p;
	draw(out, &s, &o);
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
