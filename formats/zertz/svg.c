/*
 * SVG diagrams: SVG 1.1 with a viewBox, a title and a description, semantic
 * class names and an embedded style sheet; byte for byte the same for the
 * same input (fixed decimals, fixed ids, no time stamps).
 *
 * Made to be printed as well as seen: the marks of the last move differ
 * from the rings by shape and weight and are dark where the rings' outline
 * is light (at least 3:1 in greyscale, tests/diagrams.sh); marbles are
 * always opaque, a captured one crossed out, one lost to isolation ringed
 * with dashes; coordinates stand outside the rim; every line of text is
 * measured with a font metric (svg_text_width) and wrapped, or held to its
 * box by textLength, so none runs out of its place.
 */
#include "render.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "layout.h"
#include "notation.h"
#include "xalloc.h"
#include "xml.h"
#include "banned.h"

/* Distances in user units: ring spacing, radii, margins. */
#define SPACING 40.0
#define DX (SPACING * 0.8660254)
#define DY (SPACING / 2.0)
#define RING_R 17.5
#define MARBLE_R 13.0
#define MARK_R (RING_R + 3.5)
#define MARGIN 38.0	/* room for the rim's labels */
#define LABEL_AT 28.0	/* a rim label's distance from its ring's centre */
#define PANEL_X 14.0
#define LINE 15.0	/* one line of the panel */
#define MIN_WIDTH 330.0	/* room for the panel under small boards */
#define COUNTS_W 110.0	/* the three counts of a tray row */

static const char default_css[] =
	".background { fill: #fbf8f1; }\n"
	".ring { fill: #efe6d2; stroke: #b3a17a; stroke-width: 3.2; }\n"
	".ring.removed { fill: none; stroke: #cfc6b4; stroke-width: 1.2; stroke-dasharray: 3 3; }\n"
	".marble { stroke: #1d1d1d; stroke-width: 1.3; }\n"
	".marble.white { fill: url(#zz-white); }\n"
	".marble.grey { fill: url(#zz-grey); }\n"
	".marble.black { fill: url(#zz-black); }\n"
	"text { font-family: 'DejaVu Sans', Verdana, sans-serif; }\n"
	".coord { font-size: 9px; fill: #5b4b2e; text-anchor: middle; }\n"
	".coord.inside { paint-order: stroke; stroke: #efe6d2; stroke-width: 2.5px; }\n"
	".coord.on-white, .coord.on-grey { fill: #1d1d1d; stroke: #e4e4e4; font-size: 7px; }\n"
	".coord.on-black { fill: #f0f0f0; stroke: #1d1d1d; font-size: 7px; }\n"
	".last-move { stroke: #8a140b; fill: none; }\n"
	".last-move.placed, .last-move.moved { stroke-width: 3.5; }\n"
	".last-move.from { stroke-width: 2.5; stroke-dasharray: 5 3; }\n"
	".last-move.landed { stroke-width: 1.5; }\n"
	".last-move.removed-ring { stroke-width: 2.2; stroke-dasharray: 5 3; }\n"
	".last-move.hop { stroke-width: 2.5; stroke-linecap: round; marker-end: url(#zz-arrow); }\n"
	".last-move.hop-under { stroke: #fbf8f1; stroke-width: 5; stroke-linecap: round; }\n"
	".last-move.cross { stroke-width: 2.5; stroke-linecap: round; }\n"
	".last-move.cross-under { stroke: #fbf8f1; stroke-width: 5; stroke-linecap: round; }\n"
	".last-move.claimed { stroke-width: 2; stroke-dasharray: 2 2; }\n"
	".arrowhead { fill: #8a140b; stroke: none; }\n"
	".caption { font-size: 11px; font-weight: bold; fill: #1d1d1d; }\n"
	".state, .comment { font-size: 10px; font-style: italic; fill: #1d1d1d; }\n"
	".state.over { font-style: normal; font-weight: bold; }\n"
	".counts { font-size: 10px; fill: #1d1d1d; }\n"
	".sheet-title { font-size: 16px; font-weight: bold; fill: #1d1d1d; }\n"
	".sheet-line { font-size: 11px; fill: #1d1d1d; }\n"
	".moves { font-size: 10px; fill: #1d1d1d; }\n"
	".move-comment { fill: #4a4a4a; }\n";

static const char *const colour_class[ZZ_COLOUR_NB] = { "white", "grey", "black" };

/*
 * The advance widths of DejaVu Sans and DejaVu Sans Bold, the first font
 * of the style sheet, for the characters ' ' to '~', in thousandths of an
 * em (from the fonts' hmtx tables, rounded up).
 */
static const unsigned short width_regular[95] = {
	318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361, 318, 337,
	637, 637, 637, 637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838, 531,
	1000, 685, 687, 699, 771, 632, 576, 775, 752, 295, 295, 656, 558, 863, 749, 788,
	604, 788, 695, 635, 611, 732, 685, 989, 686, 611, 686, 391, 337, 391, 838, 500,
	500, 613, 635, 550, 635, 616, 353, 635, 634, 278, 278, 580, 278, 975, 634, 612,
	635, 635, 412, 521, 393, 634, 592, 818, 592, 592, 525, 637, 337, 637, 838,
};
static const unsigned short width_bold[95] = {
	349, 457, 521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416, 380, 366,
	696, 696, 696, 696, 696, 696, 696, 696, 696, 696, 400, 400, 838, 838, 838, 581,
	1000, 774, 763, 734, 831, 684, 684, 821, 837, 373, 373, 775, 638, 996, 837, 851,
	733, 851, 771, 721, 683, 813, 774, 1104, 771, 725, 726, 458, 366, 458, 838, 500,
	500, 675, 716, 593, 716, 679, 436, 716, 712, 343, 343, 666, 343, 1042, 712, 688,
	716, 716, 494, 596, 479, 712, 652, 924, 646, 652, 583, 712, 366, 712, 838,
};

/*
 * The width of text at font size em, in user units, 5% more than DejaVu
 * Sans gives it so that it holds for Verdana and the like too; a character
 * beyond ASCII counts as one em.
 */
double zz_svg_text_width(const char *s, double em, bool bold)
{
	const unsigned short *t = bold ? width_bold : width_regular;
	double w = 0;

	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if ((c & 0xc0) == 0x80)
			continue;	/* a continuation byte */
		w += c >= 32 && c < 127 ? t[c - 32] : 1000;
	}
	return w * em * 1.05 / 1000.0;
}

/*
 * One line of text in a box avail wide: as it is when it fits, else in a
 * smaller font (down to 70%), cut short with an ellipsis when even that
 * would not do; a cut text is whole in the desc.  Every renderer honours a
 * font size, where textLength is not (librsvg).
 */
#define MIN_SHRINK 0.7

static void text_line(struct zz_buf *out, const char *cls, double x, double y,
		      double avail, const char *s, double em, bool bold)
{
	struct zz_buf t = ZZ_BUF_INIT;
	double w;

	zz_buf_addstr(&t, s);
	w = zz_svg_text_width(t.buf, em, bold);
	if (w > avail / MIN_SHRINK) {
		size_t n = t.len;

		do {
			/* one character less, and the ellipsis */
			do
				n--;
			while (n && ((unsigned char)t.buf[n] & 0xc0) == 0x80);
			zz_buf_setlen(&t, n);
			zz_buf_addstr(&t, "\xe2\x80\xa6");
			w = zz_svg_text_width(t.buf, em, bold);
		} while (w > avail / MIN_SHRINK && n);
	}
	zz_buf_addf(out, "<text class=\"%s\" x=\"%.2f\" y=\"%.2f\"", cls, x, y);
	if (w > avail)
		zz_buf_addf(out, " style=\"font-size: %.2fpx\"", em * avail / w);
	zz_buf_addch(out, '>');
	zz_xml_textstr(out, t.buf);
	zz_buf_addstr(out, "</text>\n");
	zz_buf_release(&t);
}

/*
 * Split text into at most two lines that fit avail: after the last ": "
 * or blank that leaves the first part within the box.  Returns the lines
 * (1 or 2) and the offset of the second.
 */
static unsigned wrap(const char *s, double avail, double em, bool bold, size_t *second)
{
	size_t n = strlen(s), k, best = 0;
	struct zz_buf t = ZZ_BUF_INIT;

	*second = n;
	if (zz_svg_text_width(s, em, bold) <= avail)
		return 1;
	for (k = 1; k < n; k++) {
		if (s[k] != ' ')
			continue;
		zz_buf_reset(&t);
		zz_buf_add(&t, s, k);
		if (zz_svg_text_width(t.buf, em, bold) <= avail)
			best = k;
	}
	zz_buf_release(&t);
	if (!best)
		return 1;
	*second = best + 1;
	return 2;
}

/* What the panel of a scene says, line by line. */
struct panel {
	struct zz_buf caption, state, comment;
	unsigned caption_lines, comment_lines;
	size_t caption_at, comment_at;	/* offset of the second line */
	bool trays;
	unsigned lines;
};

static const char *scene_comment(const struct zz_scene *s)
{
	if (!s->game || !s->last || !s->turn || s->turn > s->game->nr_turns)
		return NULL;
	return s->game->turns[s->turn - 1].comment;
}

static void panel_init(struct panel *pn, const struct zz_scene *s, double width, bool trays)
{
	const char *comment = scene_comment(s);
	double avail = width - 2 * PANEL_X;

	zz_buf_init(&pn->caption);
	zz_buf_init(&pn->state);
	zz_buf_init(&pn->comment);
	zz_scene_caption(s, &pn->caption);
	pn->caption_lines = wrap(pn->caption.buf, avail, 11, true, &pn->caption_at);
	if (s->outcome) {
		zz_buf_addstr(&pn->state, "game over: ");
		zz_outcome_phrase(&pn->state, s->game, s->outcome);
	} else {
		if (s->game)
			zz_replay_player(s->game, s->pos->side, &pn->state);
		else
			zz_buf_addstr(&pn->state, s->pos->side ? "second player" : "first player");
		zz_buf_addstr(&pn->state, " to move");
	}
	pn->comment_lines = 0;
	if (comment && *comment) {
		zz_buf_addstr(&pn->comment, comment);
		pn->comment_lines = wrap(comment, avail, 10, false, &pn->comment_at);
	}
	pn->trays = trays;
	pn->lines = pn->caption_lines + 1 + pn->comment_lines + (trays ? 3 : 0);
}

static void panel_release(struct panel *pn)
{
	zz_buf_release(&pn->caption);
	zz_buf_release(&pn->state);
	zz_buf_release(&pn->comment);
}

struct box {
	double w, h;		/* the diagram's size in user units */
	double x0;		/* where the board starts, centred */
	double board_h;		/* the board's part of h */
};

static struct box measure(const struct zz_geom *g, unsigned lines)
{
	struct box b;
	struct zz_layout l;
	double board;

	zz_layout_init(&l, g, false, false);
	board = 2 * MARGIN + (l.width - 1) * DX;
	b.w = board < MIN_WIDTH ? MIN_WIDTH : board;
	b.x0 = (b.w - board) / 2;
	b.board_h = 2 * MARGIN + (l.height - 1) * DY;
	b.h = b.board_h + 8 + LINE * lines;
	return b;
}

static void centre(const struct zz_layout *l, const struct box *b, unsigned cell,
		   double *x, double *y)
{
	unsigned cx, cy;

	zz_layout_place(l, cell, &cx, &cy);
	*x = b->x0 + MARGIN + cx * DX;
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
		"<marker id=\"zz-arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"4\" "
		"markerHeight=\"4\" orient=\"auto\"><path class=\"arrowhead\" d=\"M 0 0 L 10 5 L 0 10 z\"/></marker>\n"
		"<style type=\"text/css\"><![CDATA[\n");
	if (o->css) {
		zz_xml_cdata(out, o->css);
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

static void mark_circle(struct zz_buf *out, const char *cls, double x, double y, double r)
{
	zz_buf_addf(out, "<circle class=\"last-move %s\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n",
		    cls, x, y, r);
}

/*
 * Where the label of a rim ring goes: towards the missing neighbour closest
 * to the direction away from the board's middle (mx, my), between the
 * rings.  Returns false when every neighbour is drawn.
 */
static bool rim_label_at(const struct zz_scene *s, const struct zz_render_opts *o,
			 const struct zz_layout *l, const struct box *b, unsigned c,
			 double mx, double my, double *lx, double *ly)
{
	static const double dirs[ZZ_DIR_NB][2] = {
		{ 0, -1 }, { 0.8660254, -0.5 }, { 0.8660254, 0.5 },
		{ 0, 1 }, { -0.8660254, 0.5 }, { -0.8660254, -0.5 }
	};
	const struct zz_geom *g = s->pos->geom;
	double x, y, ox, oy, n, best = -3;
	unsigned d, pick = ZZ_DIR_NB;

	centre(l, b, c, &x, &y);
	ox = x - mx, oy = y - my;
	n = sqrt(ox * ox + oy * oy);
	if (n > 0)
		ox /= n, oy /= n;
	for (d = 0; d < ZZ_DIR_NB; d++) {
		unsigned nb = g->nb[c][d];
		double dx, dy, score;

		if (nb != ZZ_NO_CELL &&
		    (zz_pos_has_ring(s->pos, nb) || o->removed == ZZ_REMOVED_GHOST))
			continue;	/* a ring is drawn there */
		/* the lattice direction on the page: mirror and turn as the view */
		dx = dirs[d][0], dy = dirs[d][1];
		if (o->rotate)
			dx = -dx, dy = -dy;
		if (o->flip)
			dx = -dx;
		score = dx * ox + dy * oy;
		if (score > best)
			best = score, pick = d, *lx = x + dx * LABEL_AT, *ly = y + dy * LABEL_AT + 3;
	}
	return pick != ZZ_DIR_NB;
}

static void labels(struct zz_buf *out, const struct zz_scene *s,
		   const struct zz_render_opts *o, const struct zz_layout *l,
		   const struct box *b)
{
	const struct zz_pos *p = s->pos;
	const struct zz_geom *g = p->geom;
	double mx = 0, my = 0, x, y;
	unsigned c, n = 0;

	for (c = 0; c < g->rings; c++) {
		centre(l, b, c, &x, &y);
		mx += x, my += y, n++;
	}
	mx /= n, my /= n;
	for (c = 0; c < g->rings; c++) {
		int m = zz_pos_marble(p, c);

		if (!zz_scene_labelled(s, o, l, c))
			continue;
		if (o->coords == ZZ_COORDS_EDGE) {
			if (rim_label_at(s, o, l, b, c, mx, my, &x, &y))
				zz_buf_addf(out, "<text class=\"coord\" x=\"%.2f\" y=\"%.2f\">%s</text>\n",
					    x, y, zz_geom_label(g, c));
			continue;
		}
		/* inside the ring; on a marble, small and in contrast; with a halo */
		centre(l, b, c, &x, &y);
		if (m >= 0)
			zz_buf_addf(out, "<text class=\"coord inside on-%s\" x=\"%.2f\" y=\"%.2f\">%s</text>\n",
				    colour_class[m], x, y + 8.5, zz_geom_label(g, c));
		else
			zz_buf_addf(out, "<text class=\"coord inside\" x=\"%.2f\" y=\"%.2f\">%s</text>\n",
				    x, y + 3, zz_geom_label(g, c));
	}
}

/* The hops of a capture: an arrow from each ring to the next, over a halo. */
static void hops(struct zz_buf *out, const struct zz_scene *s, const struct zz_layout *l,
		 const struct box *b)
{
	const struct zz_move *mv = &s->last->move;
	double x0, y0, x1, y1;
	unsigned k, pass;

	for (pass = 0; pass < 2; pass++) {
		centre(l, b, mv->cell, &x0, &y0);
		for (k = 0; k < mv->nhops; k++) {
			double dx, dy, n;

			centre(l, b, mv->hop[k], &x1, &y1);
			dx = x1 - x0, dy = y1 - y0;
			n = sqrt(dx * dx + dy * dy);
			dx /= n, dy /= n;
			zz_buf_addf(out, "<line class=\"last-move %s\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n",
				    pass ? "hop" : "hop-under", x0 + dx * (MARBLE_R + 2), y0 + dy * (MARBLE_R + 2),
				    x1 - dx * (MARK_R + 2), y1 - dy * (MARK_R + 2));
			x0 = x1, y0 = y1;
		}
	}
}

/* A cross over a captured marble, over a halo. */
static void cross(struct zz_buf *out, double x, double y)
{
	const double r = MARBLE_R * 0.75;
	unsigned pass;

	for (pass = 0; pass < 2; pass++)
		zz_buf_addf(out, "<path class=\"last-move %s\" d=\"M %.2f %.2f L %.2f %.2f M %.2f %.2f L %.2f %.2f\"/>\n",
			    pass ? "cross" : "cross-under", x - r, y - r, x + r, y + r, x - r, y + r, x + r, y - r);
}

static void tray_rows(struct zz_buf *out, const struct zz_scene *s, const struct box *b,
		      double y)
{
	const struct zz_pos *p = s->pos;
	struct zz_buf text = ZZ_BUF_INIT;
	double avail = b->w - PANEL_X - COUNTS_W - 8;
	unsigned pl, k;

	for (pl = 0; pl < 3; pl++) {
		const unsigned char *n = pl == 0 ? p->pool : p->cap[pl - 1];
		double ly = y + LINE * pl;

		zz_buf_reset(&text);
		if (pl == 0) {
			zz_buf_addstr(&text, "pool");
		} else {
			/* with the name when it fits; the caption and state have it */
			zz_buf_addstr(&text, "captures of ");
			if (s->game)
				zz_replay_player(s->game, pl - 1, &text);
			if (!s->game || zz_svg_text_width(text.buf, 10, false) > avail / 0.85) {
				zz_buf_reset(&text);
				zz_buf_addstr(&text, pl == 1 ? "captures of first player" : "captures of second player");
			}
		}
		text_line(out, "counts", PANEL_X, ly, avail, text.buf, 10, false);
		for (k = 0; k < ZZ_COLOUR_NB; k++) {
			double mx = b->w - COUNTS_W + 36 * k;

			marble(out, mx, ly - 3.5, 5, (int)k, "");
			zz_buf_addf(out, "<text class=\"counts\" x=\"%.2f\" y=\"%.2f\">%u</text>\n", mx + 8, ly, n[k]);
		}
	}
	zz_buf_release(&text);
}

/* The board and the panel of one scene, in user units from (0, 0). */
static void scene(struct zz_buf *out, const struct zz_scene *s,
		  const struct zz_render_opts *o, const struct box *b, struct panel *pn)
{
	const struct zz_pos *p = s->pos;
	const struct zz_geom *g = p->geom;
	const struct zz_pos *before = s->before ? s->before : p;
	unsigned char marks[ZZ_CELLS_MAX];
	struct zz_layout l;
	unsigned c;
	double x, y, avail = b->w - 2 * PANEL_X;

	zz_layout_init(&l, g, o->flip, o->rotate);
	zz_scene_marks(s, marks);
	zz_buf_addf(out, "<rect class=\"background\" width=\"%.2f\" height=\"%.2f\"/>\n", b->w, b->h);
	zz_buf_addstr(out, "<g class=\"board\">\n");
	for (c = 0; c < g->rings; c++) {
		bool present = zz_pos_has_ring(p, c);

		centre(&l, b, c, &x, &y);
		if (present)
			zz_buf_addf(out, "<circle class=\"ring\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n", x, y, RING_R);
		else if (o->removed == ZZ_REMOVED_GHOST || marks[c] != ZZ_MARK_NONE)
			zz_buf_addf(out, "<circle class=\"ring removed\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n", x, y, RING_R);
	}
	for (c = 0; c < g->rings; c++) {
		int m = zz_pos_marble(p, c), was = zz_pos_marble(before, c);

		centre(&l, b, c, &x, &y);
		if (m >= 0)
			marble(out, x, y, MARBLE_R, m, "");
		switch (marks[c]) {
		case ZZ_MARK_PLACED:
			mark_circle(out, "placed", x, y, MARK_R);
			break;
		case ZZ_MARK_MOVED:
			mark_circle(out, "moved", x, y, MARK_R);
			break;
		case ZZ_MARK_FROM:
			mark_circle(out, "from", x, y, MARK_R);
			break;
		case ZZ_MARK_LANDED:
			mark_circle(out, "landed", x, y, MARK_R);
			break;
		case ZZ_MARK_REMOVED:
			mark_circle(out, "removed-ring", x, y, RING_R);
			break;
		case ZZ_MARK_JUMPED:
			/* the marble as it was, whole, crossed out */
			if (was >= 0) {
				marble(out, x, y, MARBLE_R, was, " captured");
				cross(out, x, y);
			}
			break;
		case ZZ_MARK_CLAIMED: {
			/* the marble claimed: the one placed, or one already there */
			int cm = was >= 0 ? was
			       : (s->last && s->last->move.kind == ZZ_MOVE_PLACE && s->last->move.cell == c)
			       ? s->last->move.colour : -1;

			if (cm >= 0)
				marble(out, x, y, MARBLE_R, cm, " claimed");
			mark_circle(out, "claimed", x, y, MARK_R);
			break;
		}
		case ZZ_MARK_NONE:
			break;
		}
	}
	if (s->last && s->last->move.kind == ZZ_MOVE_CAPTURE)
		hops(out, s, &l, b);
	labels(out, s, o, &l, b);
	zz_buf_addstr(out, "</g>\n");
	/* the panel: caption, state, comment, pool and captures */
	y = b->board_h + 8 + 11;
	if (pn->caption_lines == 2) {
		struct zz_buf first = ZZ_BUF_INIT;

		zz_buf_add(&first, pn->caption.buf, pn->caption_at - 1);
		text_line(out, "caption", PANEL_X, y, avail, first.buf, 11, true);
		zz_buf_release(&first);
		y += LINE;
		text_line(out, "caption", PANEL_X + 10, y, avail - 10, pn->caption.buf + pn->caption_at, 11, true);
	} else {
		text_line(out, "caption", PANEL_X, y, avail, pn->caption.buf, 11, true);
	}
	y += LINE;
	text_line(out, s->outcome ? "state over" : "state", PANEL_X, y, avail, pn->state.buf, 10, s->outcome != NULL);
	if (pn->comment_lines) {
		struct zz_buf first = ZZ_BUF_INIT;

		y += LINE;
		if (pn->comment_lines == 2) {
			zz_buf_add(&first, pn->comment.buf, pn->comment_at - 1);
			text_line(out, "comment", PANEL_X, y, avail, first.buf, 10, false);
			y += LINE;
			text_line(out, "comment", PANEL_X, y, avail, pn->comment.buf + pn->comment_at, 10, false);
		} else {
			text_line(out, "comment", PANEL_X, y, avail, pn->comment.buf, 10, false);
		}
		zz_buf_release(&first);
	}
	if (pn->trays)
		tray_rows(out, s, b, y + LINE);
}

static void header(struct zz_buf *out, double w, double h, const char *width,
		   const char *height, const struct zz_render_opts *o,
		   const char *title, const char *desc)
{
	zz_buf_addf(out,
		"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		"<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
		"width=\"%s\" height=\"%s\" viewBox=\"0 0 %.2f %.2f\" role=\"img\">\n<title>",
		width, height, w, h);
	zz_xml_textstr(out, title);
	zz_buf_addstr(out, "</title>\n<desc>");
	zz_xml_textstr(out, desc);
	zz_buf_addstr(out, "</desc>\n");
	defs(out, o);
}

static void describe(const struct zz_scene *s, struct zz_buf *title, struct zz_buf *desc)
{
	const struct zz_pos *p = s->pos;
	const char *comment = scene_comment(s);
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
	if (s->outcome) {
		zz_buf_addstr(desc, ". Game over: ");
		zz_outcome_phrase(desc, s->game, s->outcome);
		zz_buf_addch(desc, '.');
	} else {
		zz_buf_addf(desc, ". %s to move.", p->side ? "Second player" : "First player");
	}
	if (comment && *comment)
		zz_buf_addf(desc, " Comment: %s", comment);
}

static void size_attr(char *buf, size_t n, double px)
{
	snprintf(buf, n, "%u", (unsigned)(px + 0.5));
}

void zz_svg_render(struct zz_buf *out, const struct zz_scene *s,
		   const struct zz_render_opts *o)
{
	struct panel pn;
	struct box b = measure(s->pos->geom, 0);
	struct zz_buf title = ZZ_BUF_INIT, desc = ZZ_BUF_INIT;
	char w[32], h[32];

	panel_init(&pn, s, b.w, true);
	b = measure(s->pos->geom, pn.lines);
	describe(s, &title, &desc);
	size_attr(w, sizeof(w), o->size);
	size_attr(h, sizeof(h), o->size * b.h / b.w);
	header(out, b.w, b.h, w, h, o, title.buf, desc.buf);
	scene(out, s, o, &b, &pn);
	zz_buf_addstr(out, "</svg>\n");
	panel_release(&pn);
	zz_buf_release(&title);
	zz_buf_release(&desc);
}

/* ---- the game sheet ---- */

#define SHEET_PAD 20.0
#define MOVE_LINE 13.0
#define COMMENT_INDENT 14.0

/* Paper: width and height in millimetres, a margin of 10 mm all round. */
static const double page_mm[][2] = { { 0, 0 }, { 210, 297 }, { 215.9, 279.4 } };
#define PAGE_MARGIN 10.0
#define MIN_LABEL_PT 6.0
#define LABEL_UNITS 9.0	/* the .coord font size */

/* The printed size in points of the ring labels, the sheet's content
 * cols cells of width cw wide, on paper of width mm. */
static double label_pt(double mm, size_t cols, double cw)
{
	double scale = (mm - 2 * PAGE_MARGIN) / (cols * cw);	/* mm per unit */

	return LABEL_UNITS * scale * 72.0 / 25.4;
}

static bool same_trays(const struct zz_pos *a, const struct zz_pos *b)
{
	return !memcmp(a->pool, b->pool, sizeof(a->pool)) && !memcmp(a->cap, b->cap, sizeof(a->cap));
}

/*
 * A comment for the move list, in braces, wrapped to lines that fit avail,
 * each line starting with a tab (drawn indented under its move).  Returns
 * the lines added.
 */
static size_t comment_lines(struct zz_buf *moves, const char *c, double avail)
{
	struct zz_buf t = ZZ_BUF_INIT;
	const char *p;
	size_t lines = 0, at;

	zz_buf_addch(&t, '{');
	for (p = c; *p; p++)
		zz_buf_addch(&t, *p == '\n' || *p == '\r' || *p == '\t' ? ' ' : *p);
	zz_buf_addch(&t, '}');
	p = t.buf;
	do {
		/* the last line may still be too long for a word: text_line cuts it */
		wrap(p, avail, 10, false, &at);
		zz_buf_addch(moves, '\t');
		zz_buf_add(moves, p, at - (at < strlen(p)));
		zz_buf_addch(moves, '\n');
		lines++;
		p += at;
	} while (*p);
	zz_buf_release(&t);
	return lines;
}

/* The header's lines: event, players, date and place, result. */
static size_t sheet_header(struct zz_buf *lines, const struct zz_scene *last)
{
	const struct zz_game *g = last->game;
	const char *ev = g ? zz_game_tag(g, "Event") : NULL;
	const char *date = g ? zz_game_tag(g, "Date") : NULL;
	const char *site = g ? zz_game_tag(g, "Site") : NULL;
	size_t n = 0;

	zz_buf_addf(&lines[n++], "%s", ev && *ev ? ev : "Zertz");
	zz_buf_addstr(&lines[n], "");
	if (g) {
		zz_replay_player(g, 0, &lines[n]);
		zz_buf_addstr(&lines[n], " against ");
		zz_replay_player(g, 1, &lines[n]);
	}
	zz_buf_addf(&lines[n], "%s%u rings", g ? ", " : "", last->pos->geom->rings);
	n++;
	if ((date && *date) || (site && *site)) {
		zz_buf_addf(&lines[n], "%s%s%s", date && *date ? date : "",
			    date && *date && site && *site ? ", " : "", site && *site ? site : "");
		n++;
	}
	if (last->outcome) {
		zz_buf_addstr(&lines[n], "Result: ");
		zz_outcome_phrase(&lines[n], g, last->outcome);
	} else {
		zz_buf_addstr(&lines[n], "Result: the game is not over");
	}
	return n + 1;
}

/*
 * The move list of scenes s[1 .. n): a line a move, its comment in lines
 * that start with a tab under it, as wide as a cell of width cw allows.
 * Returns the number of lines.
 */
static size_t move_list(struct zz_buf *moves, const struct zz_scene *s, size_t n, double cw)
{
	size_t i, nmoves = 0;

	for (i = 1; i < n; i++) {
		const char *c = scene_comment(&s[i]);

		zz_buf_addf(moves, "%zu. ", i);
		zz_replay_player(s[i].game, s[i].effect ? s[i].effect->mover : 0, moves);
		zz_buf_addstr(moves, ": ");
		zz_notation_write(moves, s[i].pos->geom, s[i].last);
		zz_buf_addch(moves, '\n');
		nmoves++;
		if (c && *c)
			nmoves += comment_lines(moves, c, cw - 2 * PANEL_X - COMMENT_INDENT);
	}
	return nmoves;
}

/* A cell of the move list at (x, y): its lines first .. first + per_cell. */
static void move_cell(struct zz_buf *out, const char *moves, size_t first, size_t per_cell,
		      double x, double y, double cw)
{
	size_t line = 0, k = 0;
	const char *p = moves;

	zz_buf_addf(out, "<g class=\"moves\" transform=\"translate(%.2f %.2f)\">\n", x, y);
	for (; *p && line < first + per_cell; line++) {
		const char *e = strchr(p, '\n');
		struct zz_buf one = ZZ_BUF_INIT;

		if (line >= first) {
			/* a comment stands under its move, indented */
			double in = *p == '\t' ? COMMENT_INDENT : 0;

			zz_buf_add(&one, p + (*p == '\t'), (size_t)(e - p) - (*p == '\t'));
			text_line(out, in ? "moves move-comment" : "moves", PANEL_X + in,
				  SHEET_PAD + MOVE_LINE * (double)k++,
				  cw - 2 * PANEL_X - in, one.buf, 10, false);
		}
		zz_buf_release(&one);
		p = e + 1;
	}
	zz_buf_addstr(out, "</g>\n");
}

/* The sheet's header: its title line, then one line each of head[1 .. nhead). */
static void sheet_heading(struct zz_buf *out, const struct zz_buf *head, size_t nhead, double sheet_w)
{
	size_t i;

	zz_buf_addstr(out, "<g class=\"sheet-header\">\n");
	text_line(out, "sheet-title", SHEET_PAD, SHEET_PAD + 12, sheet_w - 2 * SHEET_PAD, head[0].buf, 16, true);
	for (i = 1; i < nhead; i++)
		text_line(out, "sheet-line", SHEET_PAD, SHEET_PAD + 16 + 16.0 * (double)i,
			  sheet_w - 2 * SHEET_PAD, head[i].buf, 11, false);
	zz_buf_addstr(out, "</g>\n");
}

/*
 * The sheet's <svg> element opened: its size (on paper, the pages' or one
 * page's; else --size or the diagrams'), title, description (result: the
 * header's last line) and background.
 */
static void sheet_open(struct zz_buf *out, const struct zz_scene *s, size_t n,
		       const struct zz_render_opts *o, const char *result, size_t only, size_t pages,
		       double sheet_w, double sheet_h, size_t cols)
{
	struct zz_buf title = ZZ_BUF_INIT, desc = ZZ_BUF_INIT;
	char w[32], h[32];
	const char *ev;

	zz_buf_addf(&title, "Zertz game sheet, %u rings, %zu diagrams", s[0].pos->geom->rings, n);
	if (only && pages > 1)
		zz_buf_addf(&title, ", page %zu of %zu", only, pages);
	ev = s[0].game ? zz_game_tag(s[0].game, "Event") : NULL;
	zz_buf_addf(&desc, "%s%sOne diagram per turn, in reading order, then the moves. %s",
		    ev ? ev : "", ev ? ". " : "", result);
	if (o->page) {
		double page_w = page_mm[o->page][0];
		double tall = page_mm[o->page][1] * (double)(only ? 1 : pages);

		snprintf(w, sizeof(w), "%.1fmm", page_w);
		snprintf(h, sizeof(h), "%.1fmm", tall);
		header(out, page_w, tall, w, h, o, title.buf, desc.buf);
		zz_buf_addf(out, "<rect class=\"background\" width=\"%.2f\" height=\"%.2f\"/>\n",
			    page_w, tall);
	} else {
		/* --size is the sheet's width; else each diagram's */
		double px = o->size_set ? o->size : (double)o->size * (double)cols;

		size_attr(w, sizeof(w), px);
		size_attr(h, sizeof(h), px * sheet_h / sheet_w);
		header(out, sheet_w, sheet_h, w, h, o, title.buf, desc.buf);
		zz_buf_addf(out, "<rect class=\"background\" width=\"%.2f\" height=\"%.2f\"/>\n", sheet_w, sheet_h);
	}
	zz_buf_release(&title);
	zz_buf_release(&desc);
}

size_t zz_svg_sheet(struct zz_buf *out, const struct zz_scene *s, size_t n,
		    const struct zz_render_opts *o, size_t only)
{
	struct box b;
	struct panel *pn;
	struct zz_buf head[4], moves = ZZ_BUF_INIT;
	size_t i, cols, rows, nhead, nmoves, move_cells, per_cell, cells, pages = 1;
	size_t first_rows, later_rows = 0;
	unsigned lines = 0;
	double cw, ch, head_h, sheet_w, sheet_h, scale = 1, page_w = 0, page_h = 0;

	if (!n)
		return 0;
	/* one panel height for every cell: the tallest */
	b = measure(s[0].pos->geom, 0);
	pn = zz_xcalloc(n, sizeof(*pn));
	/* the moves take a cell after the diagrams at least */
	cols = o->columns ? o->columns : n + (n > 1) < 4 ? n + (n > 1) : 4;
	if (o->page && !o->columns) {
		/* as many columns as keep the labels at 6 pt or more, up to 4 */
		for (cols = 4; cols > 1 && label_pt(page_mm[o->page][0], cols, b.w) < MIN_LABEL_PT; cols--)
			;
	}
	for (i = 0; i < n; i++) {
		/* the trays once a row, and where they changed */
		bool trays = i % cols == 0 || !same_trays(s[i].pos, s[i - 1].pos);

		panel_init(&pn[i], &s[i], b.w, trays);
		if (pn[i].lines + (trays ? 0 : 3) > lines)
			lines = pn[i].lines + (trays ? 0 : 3);
	}
	b = measure(s[0].pos->geom, lines);
	cw = b.w, ch = b.h;
	/* the move list, with comments, in cells after the diagrams */
	nmoves = move_list(&moves, s, n, cw);
	per_cell = (size_t)((ch - 2 * SHEET_PAD) / MOVE_LINE);
	if (!per_cell)
		per_cell = 1;
	move_cells = (nmoves + per_cell - 1) / per_cell;
	cells = n + move_cells;
	if (cols > cells)
		cols = cells;
	rows = (cells + cols - 1) / cols;
	for (i = 0; i < 4; i++)
		zz_buf_init(&head[i]);
	nhead = sheet_header(head, &s[n - 1]);
	head_h = SHEET_PAD + 20 + 16.0 * (double)(nhead - 1) + 10;
	sheet_w = cols * cw;
	sheet_h = head_h + rows * ch;
	first_rows = rows;
	if (o->page) {
		page_w = page_mm[o->page][0], page_h = page_mm[o->page][1];
		scale = (page_w - 2 * PAGE_MARGIN) / sheet_w;	/* mm per unit */
		/* whole rows a page: the first under the header */
		first_rows = (size_t)((page_h - 2 * PAGE_MARGIN - head_h * scale) / (ch * scale));
		later_rows = (size_t)((page_h - 2 * PAGE_MARGIN) / (ch * scale));
		if (!first_rows)
			first_rows = 1;
		if (!later_rows)
			later_rows = 1;
		if (rows > first_rows)
			pages += (rows - first_rows + later_rows - 1) / later_rows;
	}
	if (only > pages)
		goto done;
	sheet_open(out, s, n, o, head[nhead - 1].buf, only, pages, sheet_w, sheet_h, cols);
	/* the content in sheet units; on paper, a group a page */
	if (o->page)
		zz_buf_addf(out, "<g class=\"page\" transform=\"translate(%.2f %.2f) scale(%.5f)\">\n",
			    PAGE_MARGIN, PAGE_MARGIN, scale);
	if (only <= 1)
		sheet_heading(out, head, nhead, sheet_w);
	for (i = 0; i < cells; i++) {
		size_t row = i / cols, page = 1, r = row;
		double x = (double)(i % cols) * cw, y;

		if (row >= first_rows) {
			page = 2 + (row - first_rows) / later_rows;
			r = (row - first_rows) % later_rows;
		}
		if (only && page != only)
			continue;
		if (page == 1) {
			y = head_h + (double)r * ch;
		} else {
			/* a later page: whole rows from its top */
			if (!r && i % cols == 0) {
				zz_buf_addstr(out, "</g>\n");
				zz_buf_addf(out, "<g class=\"page\" transform=\"translate(%.2f %.2f) scale(%.5f)\">\n",
					    PAGE_MARGIN, page_h * (double)(only ? 0 : page - 1) + PAGE_MARGIN, scale);
			}
			y = (double)r * ch;
		}
		if (i < n) {
			zz_buf_addf(out, "<g class=\"diagram\" transform=\"translate(%.2f %.2f)\">\n", x, y);
			scene(out, &s[i], o, &b, &pn[i]);
			zz_buf_addstr(out, "</g>\n");
			continue;
		}
		move_cell(out, moves.buf, (i - n) * per_cell, per_cell, x, y, cw);
	}
	if (o->page)
		zz_buf_addstr(out, "</g>\n");
	zz_buf_addstr(out, "</svg>\n");
done:
	for (i = 0; i < n; i++)
		panel_release(&pn[i]);
	for (i = 0; i < 4; i++)
		zz_buf_release(&head[i]);
	free(pn);
	zz_buf_release(&moves);
	return pages;
}
