/*
 * SVG diagrams: SVG 1.1 with a viewBox, a title and a description, semantic
 * class names and an embedded style sheet; byte for byte the same for the
 * same input (fixed decimals, fixed ids, no time stamps).
 */
#include "render.h"

#include <string.h>

#include "layout.h"
#include "banned.h"

/* Distances in user units: ring spacing, radii, margins. */
#define SPACING 40.0
#define DX (SPACING * 0.8660254)
#define DY (SPACING / 2.0)
#define RING_R 17.5
#define MARBLE_R 13.0
#define MARGIN 30.0
#define PANEL 70.0
#define MIN_WIDTH 330.0	/* room for the panel under small boards */

static const char default_css[] =
	".background { fill: #fbf8f1; }\n"
	".ring { fill: #efe6d2; stroke: #7d6b4a; stroke-width: 3.2; }\n"
	".ring.removed { fill: none; stroke: #cfc6b4; stroke-width: 1.2; stroke-dasharray: 3 3; }\n"
	".marble { stroke: #1d1d1d; stroke-width: 1.3; }\n"
	".marble.white { fill: url(#zz-white); }\n"
	".marble.grey { fill: url(#zz-grey); }\n"
	".marble.black { fill: url(#zz-black); }\n"
	".coord { font: 9px sans-serif; fill: #6b5b3e; text-anchor: middle; }\n"
	".coord.on-white, .coord.on-grey { fill: #1d1d1d; font-size: 7px; }\n"
	".coord.on-black { fill: #e8e8e8; font-size: 7px; }\n"
	".last-move { stroke: #c7321f; }\n"
	".last-move.placed, .last-move.moved { fill: none; stroke-width: 3.5; }\n"
	".last-move.from, .last-move.landed { fill: none; stroke-width: 2; }\n"
	".last-move.removed-ring { fill: none; stroke-width: 2.2; stroke-dasharray: 5 3; }\n"
	".last-move.path { fill: none; stroke-width: 3; stroke-linecap: round; stroke-linejoin: round; opacity: 0.75; }\n"
	".last-move.jumped, .last-move.claimed { opacity: 0.7; stroke: #c7321f; stroke-width: 1.5; stroke-dasharray: 2 1.5; }\n"
	".last-move.claimed-ring { fill: none; stroke-width: 2; stroke-dasharray: 2 2; }\n"
	".caption { font: bold 11px sans-serif; fill: #1d1d1d; }\n"
	".counts { font: 10px sans-serif; fill: #1d1d1d; }\n";

static const char *const colour_class[ZZ_COLOUR_NB] = { "white", "grey", "black" };

static void escape(struct zz_buf *out, const char *s)
{
	for (; *s; s++) {
		switch (*s) {
		case '<': zz_buf_addstr(out, "&lt;"); break;
		case '>': zz_buf_addstr(out, "&gt;"); break;
		case '&': zz_buf_addstr(out, "&amp;"); break;
		case '"': zz_buf_addstr(out, "&quot;"); break;
		default:
			/* XML 1.0 forbids most control characters */
			if ((unsigned char)*s >= 0x20 || *s == '\t' || *s == '\n')
				zz_buf_addch(out, *s);
		}
	}
}

struct box {
	double w, h;		/* the diagram's size in user units */
	double x0;		/* where the board starts, centred */
};

static struct box measure(const struct zz_geom *g)
{
	struct box b;
	struct zz_layout l;
	double board;

	zz_layout_init(&l, g, false, false);
	board = 2 * MARGIN + (l.width - 1) * DX;
	b.w = board < MIN_WIDTH ? MIN_WIDTH : board;
	b.x0 = (b.w - board) / 2;
	b.h = 2 * MARGIN + (l.height - 1) * DY + PANEL;
	return b;
}

static void centre(const struct zz_layout *l, unsigned cell, double *x, double *y)
{
	struct box b = measure(l->geom);
	unsigned cx, cy;

	zz_layout_place(l, cell, &cx, &cy);
	*x = b.x0 + MARGIN + cx * DX;
	*y = MARGIN + cy * DY;
}

static void defs(struct zz_buf *out, const struct zz_render_opts *o)
{
	zz_buf_addstr(out,
		"<defs>\n"
		"<radialGradient id=\"zz-white\" cx=\"0.35\" cy=\"0.35\" r=\"0.7\">"
		"<stop offset=\"0\" stop-color=\"#ffffff\"/><stop offset=\"1\" stop-color=\"#cfcfcf\"/></radialGradient>\n"
		"<radialGradient id=\"zz-grey\" cx=\"0.35\" cy=\"0.35\" r=\"0.7\">"
		"<stop offset=\"0\" stop-color=\"#b4b4b4\"/><stop offset=\"1\" stop-color=\"#676767\"/></radialGradient>\n"
		"<radialGradient id=\"zz-black\" cx=\"0.35\" cy=\"0.35\" r=\"0.7\">"
		"<stop offset=\"0\" stop-color=\"#555555\"/><stop offset=\"1\" stop-color=\"#0d0d0d\"/></radialGradient>\n"
		"<style type=\"text/css\"><![CDATA[\n");
	if (o->css) {
		/* ']]>' would end the CDATA section early */
		const char *p;

		for (p = o->css; *p; p++) {
			if (!strncmp(p, "]]>", 3)) {
				zz_buf_addstr(out, "]] >");
				p += 2;
				continue;
			}
			zz_buf_addch(out, *p);
		}
	} else {
		zz_buf_addstr(out, default_css);
	}
	zz_buf_addstr(out, "]]></style>\n</defs>\n");
}

static void marble(struct zz_buf *out, double x, double y, double r, int colour,
		   const char *extra)
{
	zz_buf_addf(out, "<circle class=\"marble %s%s\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n",
		    colour_class[colour], extra, x, y, r);
}

/* The board and the panel of one scene, in user units from (0, 0). */
static void scene(struct zz_buf *out, const struct zz_scene *s,
		  const struct zz_render_opts *o)
{
	const struct zz_pos *p = s->pos;
	const struct zz_geom *g = p->geom;
	const struct zz_pos *before = s->before ? s->before : p;
	unsigned char marks[ZZ_CELLS_MAX];
	struct zz_layout l;
	struct box b = measure(g);
	struct zz_buf text = ZZ_BUF_INIT;
	unsigned c, k, pl;
	double x, y;

	zz_layout_init(&l, g, o->flip, o->rotate);
	zz_scene_marks(s, marks);
	zz_buf_addf(out, "<rect class=\"background\" width=\"%.2f\" height=\"%.2f\"/>\n", b.w, b.h);
	zz_buf_addstr(out, "<g class=\"board\">\n");
	for (c = 0; c < g->rings; c++) {
		bool present = zz_pos_has_ring(p, c);

		centre(&l, c, &x, &y);
		if (present)
			zz_buf_addf(out, "<circle class=\"ring\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n", x, y, RING_R);
		else if (o->removed == ZZ_REMOVED_GHOST || marks[c] != ZZ_MARK_NONE)
			zz_buf_addf(out, "<circle class=\"ring removed\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n", x, y, RING_R);
	}
	/* the path of a capture, under the marbles */
	if (s->last && s->last->move.kind == ZZ_MOVE_CAPTURE) {
		centre(&l, s->last->move.cell, &x, &y);
		zz_buf_addf(out, "<polyline class=\"last-move path\" points=\"%.2f,%.2f", x, y);
		for (k = 0; k < s->last->move.nhops; k++) {
			centre(&l, s->last->move.hop[k], &x, &y);
			zz_buf_addf(out, " %.2f,%.2f", x, y);
		}
		zz_buf_addstr(out, "\"/>\n");
	}
	for (c = 0; c < g->rings; c++) {
		int m = zz_pos_marble(p, c), was = zz_pos_marble(before, c);

		centre(&l, c, &x, &y);
		if (m >= 0)
			marble(out, x, y, MARBLE_R, m, "");
		switch (marks[c]) {
		case ZZ_MARK_PLACED:
			zz_buf_addf(out, "<circle class=\"last-move placed\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n", x, y, RING_R + 2);
			break;
		case ZZ_MARK_MOVED:
			zz_buf_addf(out, "<circle class=\"last-move moved\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n", x, y, RING_R + 2);
			break;
		case ZZ_MARK_FROM:
		case ZZ_MARK_LANDED:
			zz_buf_addf(out, "<circle class=\"last-move %s\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n",
				    marks[c] == ZZ_MARK_FROM ? "from" : "landed", x, y, 5.0);
			break;
		case ZZ_MARK_REMOVED:
			zz_buf_addf(out, "<circle class=\"last-move removed-ring\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n", x, y, RING_R);
			break;
		case ZZ_MARK_JUMPED:
			if (was >= 0)
				marble(out, x, y, MARBLE_R * 0.8, was, " last-move jumped");
			break;
		case ZZ_MARK_CLAIMED: {
			/* the marble claimed: the one placed, or one already there */
			int cm = was >= 0 ? was
			       : (s->last && s->last->move.kind == ZZ_MOVE_PLACE && s->last->move.cell == c)
			       ? s->last->move.colour : -1;

			zz_buf_addf(out, "<circle class=\"last-move claimed-ring\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n", x, y, RING_R);
			if (cm >= 0)
				marble(out, x, y, MARBLE_R * 0.8, cm, " last-move claimed");
			break;
		}
		case ZZ_MARK_NONE:
			break;
		}
		if ((o->coords == ZZ_COORDS_ALL ||
		     (o->coords == ZZ_COORDS_EDGE && zz_layout_edge(&l, c))) &&
		    (zz_pos_has_ring(p, c) || o->removed == ZZ_REMOVED_GHOST)) {
			/* inside the ring; on a marble, small and in contrast */
			if (m >= 0)
				zz_buf_addf(out, "<text class=\"coord on-%s\" x=\"%.2f\" y=\"%.2f\">%s</text>\n",
					    colour_class[m], x, y + 8.5, zz_geom_label(g, c));
			else
				zz_buf_addf(out, "<text class=\"coord\" x=\"%.2f\" y=\"%.2f\">%s</text>\n",
					    x, y + 3, zz_geom_label(g, c));
		}
	}
	zz_buf_addstr(out, "</g>\n");
	/* the panel: caption, pool and captures */
	y = b.h - PANEL + 16;
	zz_scene_caption(s, &text);
	zz_buf_addf(out, "<text class=\"caption\" x=\"%.2f\" y=\"%.2f\">", 14.0, y);
	escape(out, text.buf);
	zz_buf_addstr(out, "</text>\n");
	for (pl = 0; pl < 3; pl++) {
		const unsigned char *n = pl == 0 ? p->pool : p->cap[pl - 1];
		const char *name = s->game && pl ? zz_game_tag(s->game, pl == 1 ? "First" : "Second") : NULL;
		double ly = y + 15 * (pl + 1);

		zz_buf_reset(&text);
		zz_buf_addstr(&text, pl == 0 ? "pool" : pl == 1 ? "first" : "second");
		if (name && *name)
			zz_buf_addf(&text, " (%s)", name);
		if (pl && p->side == pl - 1)
			zz_buf_addstr(&text, " to move");
		zz_buf_addf(out, "<text class=\"counts\" x=\"%.2f\" y=\"%.2f\">", 14.0, ly);
		escape(out, text.buf);
		zz_buf_addstr(out, "</text>\n");
		for (k = 0; k < ZZ_COLOUR_NB; k++) {
			double mx = b.w - MARGIN - 96 + 36 * k;

			marble(out, mx, ly - 3.5, 5, (int)k, "");
			zz_buf_addf(out, "<text class=\"counts\" x=\"%.2f\" y=\"%.2f\">%u</text>\n", mx + 8, ly, n[k]);
		}
	}
	zz_buf_release(&text);
}

static void header(struct zz_buf *out, double w, double h, unsigned px,
		   const struct zz_render_opts *o, const char *title,
		   const char *desc)
{
	zz_buf_addf(out,
		"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		"<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
		"width=\"%u\" height=\"%u\" viewBox=\"0 0 %.2f %.2f\" role=\"img\">\n<title>",
		px, (unsigned)(px * h / w + 0.5), w, h);
	escape(out, title);
	zz_buf_addstr(out, "</title>\n<desc>");
	escape(out, desc);
	zz_buf_addstr(out, "</desc>\n");
	defs(out, o);
}

static void describe(const struct zz_scene *s, struct zz_buf *title, struct zz_buf *desc)
{
	const struct zz_pos *p = s->pos;
	unsigned c;

	zz_buf_addf(title, "Zertz, %u rings: ", p->geom->rings);
	zz_scene_caption(s, title);
	zz_buf_addf(desc, "%u rings left, %u marbles on the board. Pool %u white, %u grey, %u black. "
		    "First player holds %u white, %u grey, %u black; second player %u white, %u grey, %u black. ",
		    zz_pos_ring_count(p), zz_pos_ring_count(p) - zz_pos_vacant_count(p),
		    p->pool[0], p->pool[1], p->pool[2], p->cap[0][0], p->cap[0][1], p->cap[0][2],
		    p->cap[1][0], p->cap[1][1], p->cap[1][2]);
	zz_buf_addstr(desc, "Marbles:");
	for (c = 0; c < p->geom->rings; c++) {
		int m = zz_pos_marble(p, c);

		if (m >= 0)
			zz_buf_addf(desc, " %s %s", colour_class[m], zz_geom_label(p->geom, c));
	}
	zz_buf_addf(desc, ". %s to move.", p->side ? "Second player" : "First player");
}

void zz_svg_render(struct zz_buf *out, const struct zz_scene *s,
		   const struct zz_render_opts *o)
{
	struct box b = measure(s->pos->geom);
	struct zz_buf title = ZZ_BUF_INIT, desc = ZZ_BUF_INIT;

	describe(s, &title, &desc);
	header(out, b.w, b.h, o->size, o, title.buf, desc.buf);
	scene(out, s, o);
	zz_buf_addstr(out, "</svg>\n");
	zz_buf_release(&title);
	zz_buf_release(&desc);
}

#define SHEET_COLUMNS 4

void zz_svg_sheet(struct zz_buf *out, const struct zz_scene *s, size_t n,
		  const struct zz_render_opts *o)
{
	struct box b;
	struct zz_buf title = ZZ_BUF_INIT, desc = ZZ_BUF_INIT;
	size_t i, cols, rows;
	const char *ev;

	if (!n)
		return;
	b = measure(s[0].pos->geom);
	cols = n < SHEET_COLUMNS ? n : SHEET_COLUMNS;
	rows = (n + cols - 1) / cols;
	zz_buf_addf(&title, "Zertz game sheet, %u rings, %zu diagrams", s[0].pos->geom->rings, n);
	ev = s[0].game ? zz_game_tag(s[0].game, "Event") : NULL;
	zz_buf_addf(&desc, "%s%sOne diagram per turn, in reading order.", ev ? ev : "", ev ? ". " : "");
	header(out, cols * b.w, rows * b.h, o->size * (unsigned)cols, o, title.buf, desc.buf);
	for (i = 0; i < n; i++) {
		zz_buf_addf(out, "<g class=\"diagram\" transform=\"translate(%.2f %.2f)\">\n",
			    (double)(i % cols) * b.w, (double)(i / cols) * b.h);
		scene(out, &s[i], o);
		zz_buf_addstr(out, "</g>\n");
	}
	zz_buf_addstr(out, "</svg>\n");
	zz_buf_release(&title);
	zz_buf_release(&desc);
}
