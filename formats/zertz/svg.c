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
#include "svgparts.h"
#include "text.h"
#include "svgtext.h"
#include "sheet.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "layout.h"
#include "notation.h"
#include "xalloc.h"
#include "xml.h"
#include "i18n.h"
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
#define COUNTS_W 110.0	/* the three counts of a tray row */

static const char default_css[] =
	".background { fill: #fbf8f1; }\n"
	".ring { fill: #efe6d2; stroke: #b3a17a; stroke-width: 3.2; }\n"
	".ring.removed { fill: none; stroke: #cfc6b4; stroke-width: 1.2; stroke-dasharray: 3 3; }\n"
	".marble { stroke: #1d1d1d; stroke-width: 1.3; }\n"
	".marble.white { fill: url(#zz-white); }\n"
	".marble.grey { fill: url(#zz-grey); }\n"
	".marble.black { fill: url(#zz-black); }\n"
	"text { font-family: " ZZ_SVG_FONT "; }\n"
	".coord { font-size: 9px; fill: #5b4b2e; text-anchor: middle; }\n"
	".coord.inside { paint-order: stroke; stroke: #efe6d2; stroke-width: 2.5px; }\n"
	".coord.on-white, .coord.on-grey { fill: #1d1d1d; stroke: #e4e4e4; font-size: 8px; }\n"
	".coord.on-black { fill: #f0f0f0; stroke: #1d1d1d; font-size: 8px; }\n"
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
	".moves, .legend { font-size: 10px; fill: #1d1d1d; }\n"
	".move-comment { fill: #4a4a4a; }\n";

/* the winning turn over the board (best_overlay), in a scene that has one */
static const char best_css[] =
	".best { stroke: #17803d; }\n"
	".best.placed, .best.moved { stroke-width: 3.5; stroke-dasharray: 7 3; }\n"
	".best.from, .best.removed-ring { stroke-width: 2.5; stroke-dasharray: 5 3; }\n"
	".best.landed { stroke-width: 1.5; }\n"
	".best.claimed { stroke-width: 2; stroke-dasharray: 2 2; }\n"
	".best.hop, .best.cross { stroke-width: 2.5; stroke-linecap: round; }\n"
	".best.hop { stroke-dasharray: 6 3; marker-end: url(#zz-arrow-best); }\n"
	".marble.to-place { opacity: 0.55; stroke-dasharray: 3 2; }\n"
	".arrowhead.best-head { fill: #17803d; }\n"
	".best-note { font-size: 10px; fill: #17803d; }\n";

static const char *const colour_class[ZZ_COLOUR_NB] = { "white", "grey", "black" };


/* What the panel of a scene says, line by line. */

/* The key to the marks, as the ASCII board's: each mark and its words. */
static const char *const mark_words[] = {
	[ZZ_MARK_PLACED] = N_("placed"),       [ZZ_MARK_REMOVED] = N_("ring removed"),
	[ZZ_MARK_FROM] = N_("capture starts"), [ZZ_MARK_LANDED] = N_("lands"),
	[ZZ_MARK_MOVED] = N_("capture ends"),  [ZZ_MARK_JUMPED] = N_("captured"),
	[ZZ_MARK_CLAIMED] = N_("isolated"),
};
static const char *const mark_class[] = {
	[ZZ_MARK_PLACED] = "placed",   [ZZ_MARK_REMOVED] = "removed-ring", [ZZ_MARK_FROM] = "from",
	[ZZ_MARK_LANDED] = "landed",   [ZZ_MARK_MOVED] = "moved",	   [ZZ_MARK_JUMPED] = "captured",
	[ZZ_MARK_CLAIMED] = "claimed",
};
#define LEGEND_SYMBOL 16.0
#define LEGEND_GAP 12.0

/* The marks scene s shows, as a set (1 << ZZ_MARK_...). */
unsigned zz_svg_marks_shown(const struct zz_scene *s)
{
	unsigned char marks[ZZ_CELLS_MAX];
	unsigned c, set = 0;

	zz_scene_marks(s, marks);
	for (c = 0; c < s->pos->geom->rings; c++)
		if (marks[c] != ZZ_MARK_NONE)
			set |= 1u << marks[c];
	return set;
}


void zz_svg_scene_comment(const struct zz_scene *s, struct zz_buf *out)
{
	struct zz_buf mover = ZZ_BUF_INIT;

	if (!s->game || !s->last || !s->turn || s->turn > s->game->nr_turns)
		return;
	/* who played it: the other side than the one to move now */
	zz_replay_player(s->game, !s->pos->side, &mover);
	zz_turn_words(out, s->game, s->turn - 1, mover.buf);
	zz_buf_release(&mover);
}


void zz_svg_to_move(struct zz_buf *out, const struct zz_game *g, unsigned side)
{
	const char *name = g ? zz_game_tag(g, side ? "Second" : "First") : NULL;

	/* a message a side: "au premier joueur de jouer" is no phrase with "to move" put after it */
	if (name && *name)
		zz_buf_addf(out, side ? _("second player (%s) to move") : _("first player (%s) to move"),
			    name);
	else
		zz_buf_addstr(out, side ? _("second player to move") : _("first player to move"));
}

/*
 * What is written under a diagram: in full, the caption with the mover's
 * name, whose move is next, the turn's comment; compact (on a sheet, whose
 * header names the players and whose move list has the comments), the
 * turn and its move, and how the game ended.  legend: the key's marks.
 */
void zz_svg_panel_init(struct panel *pn, const struct zz_scene *s, double width, bool trays, bool compact,
		       unsigned legend)
{
	struct zz_buf words = ZZ_BUF_INIT;
	const char *comment;
	double avail = width - 2 * PANEL_X;

	if (!compact)
		zz_svg_scene_comment(s, &words);
	comment = words.len ? words.buf : NULL;

	zz_buf_init(&pn->caption);
	zz_buf_init(&pn->state);
	zz_buf_init(&pn->comment);
	if (compact && s->last) {
		zz_sheet_turn_number(&pn->caption, s->turn);
		zz_notation_write(&pn->caption, s->pos->geom, s->last);
		zz_scene_mark(s, &pn->caption);
	} else if (compact) {
		zz_buf_addstr(&pn->caption, _("the start"));
	} else {
		zz_scene_caption(s, &pn->caption);
	}
	pn->caption_lines = zz_svg_wrap(pn->caption.buf, avail, 11, true, &pn->caption_at);
	pn->has_state = !compact || s->outcome;
	if (s->outcome) {
		struct zz_buf phrase = ZZ_BUF_INIT;

		zz_outcome_phrase(&phrase, s->game, s->outcome);
		zz_buf_addf(&pn->state, _("game over: %s"), phrase.buf);
		zz_buf_release(&phrase);
	} else {
		zz_svg_to_move(&pn->state, s->game, s->pos->side);
	}
	pn->comment_lines = 0;
	pn->comment_cls = "comment";
	pn->comment_bold = false;
	if (compact && s->outcome) {
		/* the result, in as many as two lines */
		comment = pn->state.buf;
		pn->comment_cls = "state over";
		pn->comment_bold = true;
		pn->has_state = false;
	}
	if (comment && *comment) {
		zz_buf_addstr(&pn->comment, comment);
		pn->comment_lines =
			zz_svg_wrap(pn->comment.buf, avail, 10, pn->comment_bold, &pn->comment_at);
	}
	/* the winning turn drawn, and said (not on a sheet: its moves say it) */
	pn->best_note = !compact && s->best;
	pn->trays = trays;
	pn->legend = legend;
	pn->legend_lines = zz_svg_legend_rows(NULL, legend, 0, 0, avail);
	pn->lines = pn->caption_lines + pn->has_state + pn->comment_lines + pn->best_note + (trays ? 3 : 0) +
		pn->legend_lines;
	zz_buf_release(&words);
}

void zz_svg_panel_release(struct panel *pn)
{
	zz_buf_release(&pn->caption);
	zz_buf_release(&pn->state);
	zz_buf_release(&pn->comment);
}


#define MIN_K 0.4

/*
 * A diagram's box with lines of panel under the board: the board at its
 * full size (k = 1), or as much smaller as keeps it within cap units wide
 * (0: no cap); min_w: the least width, for the panel.
 */
struct box zz_svg_measure(const struct zz_geom *g, unsigned lines, double cap, double min_w)
{
	struct zz_layout l;

	zz_layout_init(&l, g, false, false);
	return zz_svg_measure_span(0, l.width - 1, 0, l.height - 1, lines, cap, min_w);
}

struct box zz_svg_measure_span(unsigned x0, unsigned x1, unsigned y0, unsigned y1, unsigned lines, double cap,
			       double min_w)
{
	struct box b;
	double board;

	b.sx = x0;
	b.sy = y0;
	b.k = 1;
	if (cap > 0) {
		b.k = (cap - 20) / ((x1 - x0) * DX + 2 * LABEL_AT);
		b.k = b.k > 1 ? 1 : b.k < MIN_K ? MIN_K : b.k;
		if (min_w > cap)
			min_w = cap;
	}
	b.m = MARGIN - LABEL_AT * (1 - b.k);
	board = 2 * b.m + (x1 - x0) * DX * b.k;
	b.w = board < min_w ? min_w : board;
	b.x0 = (b.w - board) / 2;
	b.board_h = 2 * b.m + (y1 - y0) * DY * b.k;
	b.h = b.board_h + 8 + LINE * lines;
	return b;
}

static void centre(const struct zz_layout *l, const struct box *b, unsigned cell,
		   double *x, double *y)
{
	unsigned cx, cy;

	zz_layout_place(l, cell, &cx, &cy);
	*x = b->x0 + b->m + ((double)cx - b->sx) * DX * b->k;
	*y = b->m + ((double)cy - b->sy) * DY * b->k;
}

static void defs(struct zz_buf *out, const struct zz_render_opts *o, bool best)
{
	zz_buf_addstr(
		out,
		"<defs>\n"
		"<radialGradient id=\"zz-white\" cx=\"0.35\" cy=\"0.35\" r=\"0.7\">"
		"<stop offset=\"0\" stop-color=\"#ffffff\"/><stop offset=\"1\" stop-color=\"#cfcfcf\"/></radialGradient>\n"
		"<radialGradient id=\"zz-grey\" cx=\"0.35\" cy=\"0.35\" r=\"0.7\">"
		"<stop offset=\"0\" stop-color=\"#b4b4b4\"/><stop offset=\"1\" stop-color=\"#676767\"/></radialGradient>\n"
		"<radialGradient id=\"zz-black\" cx=\"0.35\" cy=\"0.35\" r=\"0.7\">"
		"<stop offset=\"0\" stop-color=\"#555555\"/><stop offset=\"1\" stop-color=\"#0d0d0d\"/></radialGradient>\n"
		"<marker id=\"zz-arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" markerWidth=\"4\" "
		"markerHeight=\"4\" orient=\"auto\"><path class=\"arrowhead\" d=\"M 0 0 L 10 5 L 0 10 z\"/></marker>\n");
	if (best)
		zz_buf_addstr(
			out,
			"<marker id=\"zz-arrow-best\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" "
			"markerWidth=\"4\" markerHeight=\"4\" orient=\"auto\"><path class=\"arrowhead best-head\" "
			"d=\"M 0 0 L 10 5 L 0 10 z\"/></marker>\n");
	zz_buf_addstr(out, "<style type=\"text/css\"><![CDATA[\n");
	if (o->css) {
		zz_xml_cdata(out, o->css);
	} else {
		zz_buf_addstr(out, default_css);
		if (best)
			zz_buf_addstr(out, best_css);
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
/* Labels already placed, to keep the next ones apart from them. */
struct placed {
	double x[ZZ_CELLS_MAX], y[ZZ_CELLS_MAX];
	unsigned n;
};

/* Whether a label at (x, y) would touch one placed (a label is some 12 by 9 units). */
static bool crowded(const struct placed *pl, double x, double y)
{
	unsigned i;

	for (i = 0; i < pl->n; i++)
		if (fabs(pl->x[i] - x) < 15 && fabs(pl->y[i] - y) < 10)
			return true;
	return false;
}

static bool rim_label_at(const struct zz_scene *s, const struct zz_render_opts *o, const struct zz_layout *l,
			 const struct box *b, unsigned c, double mx, double my, const struct placed *pl,
			 double *lx, double *ly)
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
		if (score > best && !crowded(pl, x + dx * LABEL_AT * b->k, y + dy * LABEL_AT * b->k + 3))
			best = score, pick = d, *lx = x + dx * LABEL_AT * b->k,
			*ly = y + dy * LABEL_AT * b->k + 3;
	}
	return pick != ZZ_DIR_NB;
}

/*
 * A jump from (x0, y0) to (x1, y1) at scale k, as a line of class cls from
 * the marble's edge to the mark's: the last turn's and the winning turn's.
 */
static void hop_line(struct zz_buf *out, const char *cls, double x0, double y0, double x1, double y1,
		     double k)
{
	double dx = x1 - x0, dy = y1 - y0, n = sqrt(dx * dx + dy * dy);

	dx /= n, dy /= n;
	zz_buf_addf(out, "<line class=\"%s\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n", cls,
		    x0 + dx * (MARBLE_R * k + 2), y0 + dy * (MARBLE_R * k + 2), x1 - dx * (MARK_R * k + 2),
		    y1 - dy * (MARK_R * k + 2));
}

/* A mark of the winning turn on ring c: no fill whatever the style sheet. */
static void best_circle(struct zz_buf *out, const char *cls, const struct zz_geom *g, unsigned c, double x,
			double y, double r)
{
	zz_buf_addf(
		out,
		"<circle class=\"best %s\" data-cell=\"%s\" fill=\"none\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n",
		cls, zz_geom_label(g, c), x, y, r);
}

/*
 * The winning turn from this position (an analysis's [%best]) over the
 * board, in a group of its own that a page can hide, in green and dashed
 * (the last turn's marks are red and solid): the marble to place, faint,
 * and the ring to remove; or the capture's path and the marbles it takes;
 * and the rings it would isolate.  Each mark names its ring (data-cell).
 */
static void best_overlay(struct zz_buf *out, const struct zz_scene *s, const struct zz_layout *l,
			 const struct box *b)
{
	const struct zz_move *mv = &s->best->move;
	const struct zz_geom *g = s->pos->geom;
	double x, y, x1, y1;
	unsigned k;
	int c;

	zz_buf_addstr(out, "<g class=\"best-turn\">\n");
	centre(l, b, mv->cell, &x, &y);
	if (mv->kind == ZZ_MOVE_PLACE) {
		marble(out, x, y, MARBLE_R * b->k, mv->colour, " to-place");
		best_circle(out, "placed", g, mv->cell, x, y, MARK_R * b->k);
		if (mv->remove != ZZ_NO_CELL) {
			centre(l, b, mv->remove, &x, &y);
			best_circle(out, "removed-ring", g, mv->remove, x, y, RING_R * b->k);
		}
	} else if (mv->kind == ZZ_MOVE_CAPTURE) {
		best_circle(out, "from", g, mv->cell, x, y, MARK_R * b->k);
		for (k = 0; k < mv->nhops; k++) {
			centre(l, b, mv->hop[k], &x1, &y1);
			hop_line(out, "best hop", x, y, x1, y1, b->k);
			best_circle(out, k + 1 == mv->nhops ? "moved" : "landed", g, mv->hop[k], x1, y1,
				    MARK_R * b->k);
			x = x1, y = y1;
		}
		ZZ_BB_FOR_EACH(c, &s->best_effect->jumped) {
			const double r = MARBLE_R * 0.75 * b->k;

			centre(l, b, (unsigned)c, &x, &y);
			zz_buf_addf(out,
				    "<path class=\"best cross\" data-cell=\"%s\" fill=\"none\" "
				    "d=\"M %.2f %.2f L %.2f %.2f M %.2f %.2f L %.2f %.2f\"/>\n",
				    zz_geom_label(g, (unsigned)c), x - r, y - r, x + r, y + r, x - r, y + r,
				    x + r, y - r);
		}
	}
	ZZ_BB_FOR_EACH(c, &s->best_effect->claimed) {
		centre(l, b, (unsigned)c, &x, &y);
		best_circle(out, "claimed", g, (unsigned)c, x, y, MARK_R * b->k);
	}
	zz_buf_addstr(out, "</g>\n");
}

static void labels(struct zz_buf *out, const struct zz_scene *s,
		   const struct zz_render_opts *o, const struct zz_layout *l,
		   const struct box *b)
{
	const struct zz_pos *p = s->pos;
	const struct zz_geom *g = p->geom;
	double mx = 0, my = 0, x, y;
	unsigned c, n = 0;
	struct placed pl;

	for (c = 0; c < g->rings; c++) {
		centre(l, b, c, &x, &y);
		mx += x, my += y, n++;
	}
	mx /= n, my /= n;
	pl.n = 0;
	for (c = 0; c < g->rings; c++) {
		int m = zz_pos_marble(p, c);

		if (!zz_scene_labelled(s, o, l, c))
			continue;
		if (o->coords == ZZ_COORDS_EDGE) {
			/* where no other label stands, or none */
			if (rim_label_at(s, o, l, b, c, mx, my, &pl, &x, &y)) {
				zz_buf_addf(out, "<text class=\"coord\" x=\"%.2f\" y=\"%.2f\">%s</text>\n",
					    x, y, zz_geom_label(g, c));
				pl.x[pl.n] = x, pl.y[pl.n++] = y;
			}
			continue;
		}
		/* inside the ring; on a marble, small and in contrast; with a halo */
		centre(l, b, c, &x, &y);
		if (m >= 0)
			zz_buf_addf(out,
				    "<text class=\"coord inside on-%s\" x=\"%.2f\" y=\"%.2f\">%s</text>\n",
				    colour_class[m], x, y + 8.5 * b->k, zz_geom_label(g, c));
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
			centre(l, b, mv->hop[k], &x1, &y1);
			hop_line(out, pass ? "last-move hop" : "last-move hop-under", x0, y0, x1, y1, b->k);
			x0 = x1, y0 = y1;
		}
	}
}

/* A cross over a captured marble, over a halo. */
static void cross(struct zz_buf *out, double x, double y, double k)
{
	const double r = MARBLE_R * 0.75 * k;
	unsigned pass;

	for (pass = 0; pass < 2; pass++)
		zz_buf_addf(out, "<path class=\"last-move %s\" d=\"M %.2f %.2f L %.2f %.2f M %.2f %.2f L %.2f %.2f\"/>\n",
			    pass ? "cross" : "cross-under", x - r, y - r, x + r, y + r, x - r, y + r, x + r, y - r);
}

/*
 * The key laid out in lines avail wide: returns the lines; with out, draws
 * them from (x, y), a line LINE under another.
 */
unsigned zz_svg_legend_rows(struct zz_buf *out, unsigned set, double x, double y, double avail)
{
	unsigned m, lines = set ? 1 : 0;
	double at = 0;

	for (m = ZZ_MARK_PLACED; m <= ZZ_MARK_CLAIMED; m++) {
		double w;

		if (!(set & (1u << m)))
			continue;
		w = LEGEND_SYMBOL + zz_svg_text_width(_(mark_words[m]), 10, false);
		if (at > 0 && at + w > avail)
			at = 0, lines++;
		if (out) {
			double cx = x + at + 6, cy = y + LINE * (lines - 1) - 3.5;
			struct zz_buf t = ZZ_BUF_INIT;

			if (m == ZZ_MARK_JUMPED) {
				marble(out, cx, cy, 5, ZZ_BLACK, " captured");
				cross(out, cx, cy, 5 / MARBLE_R);
			} else {
				if (m == ZZ_MARK_CLAIMED || m == ZZ_MARK_MOVED || m == ZZ_MARK_PLACED)
					marble(out, cx, cy, 4, ZZ_GREY, "");
				mark_circle(out, mark_class[m], cx, cy, 6);
			}
			zz_buf_addstr(&t, _(mark_words[m]));
			zz_svg_text_line(out, "legend", x + at + LEGEND_SYMBOL, y + LINE * (lines - 1),
					 avail - at - LEGEND_SYMBOL, t.buf, 10, false);
			zz_buf_release(&t);
		}
		at += w + LEGEND_GAP;
	}
	return lines;
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
			zz_buf_addstr(&text, _("pool"));
		} else {
			/* with the name when it fits; the caption and state have it */
			const char *name =
				s->game ? zz_game_tag(s->game, pl == 2 ? "Second" : "First") : NULL;

			if (name && *name)
				zz_buf_addf(&text,
					    pl == 1 ? _("captures of first player (%s)")
						    : _("captures of second player (%s)"),
					    name);
			if (!text.len || zz_svg_text_width(text.buf, 10, false) > avail / 0.85) {
				zz_buf_reset(&text);
				zz_buf_addstr(&text,
					      pl == 1 ? _("captures of first player")
						      : _("captures of second player"));
			}
		}
		zz_svg_text_line(out, "counts", PANEL_X, ly, avail, text.buf, 10, false);
		for (k = 0; k < ZZ_COLOUR_NB; k++) {
			double mx = b->w - COUNTS_W + 36 * k;

			marble(out, mx, ly - 3.5, 5, (int)k, "");
			zz_buf_addf(out, "<text class=\"counts\" x=\"%.2f\" y=\"%.2f\">%u</text>\n", mx + 8, ly, n[k]);
		}
	}
	zz_buf_release(&text);
}

/* The board and the panel of one scene, in user units from (0, 0). */
/* The panel under the board: caption, state, comment, the winning turn, pool and captures. */
static void panel(struct zz_buf *out, const struct zz_scene *s, const struct box *b, const struct panel *pn,
		  double avail)
{
	double y = b->board_h + 8 + 11;

	if (pn->caption_lines == 2) {
		struct zz_buf first = ZZ_BUF_INIT;

		zz_buf_add(&first, pn->caption.buf, pn->caption_at - 1);
		zz_svg_text_line(out, "caption", PANEL_X, y, avail, first.buf, 11, true);
		zz_buf_release(&first);
		y += LINE;
		zz_svg_text_line(out, "caption", PANEL_X + 10, y, avail - 10,
				 pn->caption.buf + pn->caption_at, 11, true);
	} else {
		zz_svg_text_line(out, "caption", PANEL_X, y, avail, pn->caption.buf, 11, true);
	}
	if (pn->has_state) {
		y += LINE;
		zz_svg_text_line(out, s->outcome ? "state over" : "state", PANEL_X, y, avail, pn->state.buf,
				 10, s->outcome != NULL);
	}
	if (pn->comment_lines) {
		struct zz_buf first = ZZ_BUF_INIT;

		y += LINE;
		if (pn->comment_lines == 2) {
			zz_buf_add(&first, pn->comment.buf, pn->comment_at - 1);
			zz_svg_text_line(out, pn->comment_cls, PANEL_X, y, avail, first.buf, 10,
					 pn->comment_bold);
			y += LINE;
			zz_svg_text_line(out, pn->comment_cls, PANEL_X, y, avail,
					 pn->comment.buf + pn->comment_at, 10, pn->comment_bold);
		} else {
			zz_svg_text_line(out, pn->comment_cls, PANEL_X, y, avail, pn->comment.buf, 10,
					 pn->comment_bold);
		}
		zz_buf_release(&first);
	}
	if (pn->best_note) {
		struct zz_buf note = ZZ_BUF_INIT;

		zz_buf_addf(&note, "in green: %s", s->best_words);
		y += LINE;
		zz_svg_text_line(out, "best-note", PANEL_X, y, avail, note.buf, 10, false);
		zz_buf_release(&note);
	}
	if (pn->trays) {
		tray_rows(out, s, b, y + LINE);
		y += 3 * LINE;
	}
	if (pn->legend_lines)
		zz_svg_legend_rows(out, pn->legend, PANEL_X, y + LINE, avail);
}

void zz_svg_scene(struct zz_buf *out, const struct zz_scene *s, const struct zz_render_opts *o,
		  const struct box *b, struct panel *pn)
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
	/* the board's middle: a page turns the board about it (html.c) */
	zz_buf_addf(out, "<g class=\"board\" data-centre=\"%.2f %.2f\">\n", b->w / 2, b->board_h / 2);
	for (c = 0; c < g->rings; c++) {
		bool present = zz_pos_has_ring(p, c);

		centre(&l, b, c, &x, &y);
		if (present) {
			zz_buf_addf(out, "<circle class=\"ring\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"", x, y,
				    RING_R * b->k);
			/* a page the board is clicked on knows each ring by its name */
			if (o->rings_named)
				zz_buf_addf(out, " data-at=\"%s\"", zz_geom_label(g, c));
			zz_buf_addstr(out, "/>\n");
		} else if (o->removed == ZZ_REMOVED_GHOST || marks[c] != ZZ_MARK_NONE)
			zz_buf_addf(out,
				    "<circle class=\"ring removed\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n",
				    x, y, RING_R * b->k);
	}
	for (c = 0; c < g->rings; c++) {
		int m = zz_pos_marble(p, c), was = zz_pos_marble(before, c);

		centre(&l, b, c, &x, &y);
		if (m >= 0)
			marble(out, x, y, MARBLE_R * b->k, m, "");
		switch (marks[c]) {
		case ZZ_MARK_PLACED:
			mark_circle(out, "placed", x, y, MARK_R * b->k);
			break;
		case ZZ_MARK_MOVED:
			mark_circle(out, "moved", x, y, MARK_R * b->k);
			break;
		case ZZ_MARK_FROM:
			mark_circle(out, "from", x, y, MARK_R * b->k);
			break;
		case ZZ_MARK_LANDED:
			mark_circle(out, "landed", x, y, MARK_R * b->k);
			break;
		case ZZ_MARK_REMOVED:
			mark_circle(out, "removed-ring", x, y, RING_R * b->k);
			break;
		case ZZ_MARK_JUMPED:
			/* the marble as it was, whole, crossed out */
			if (was >= 0) {
				marble(out, x, y, MARBLE_R * b->k, was, " captured");
				cross(out, x, y, b->k);
			}
			break;
		case ZZ_MARK_CLAIMED: {
			/* the marble claimed: the one placed, or one already there */
			int cm = was >= 0 ? was
			       : (s->last && s->last->move.kind == ZZ_MOVE_PLACE && s->last->move.cell == c)
			       ? s->last->move.colour : -1;

			if (cm >= 0)
				marble(out, x, y, MARBLE_R * b->k, cm, " claimed");
			mark_circle(out, "claimed", x, y, MARK_R * b->k);
			break;
		}
		case ZZ_MARK_NONE:
			break;
		}
	}
	if (s->last && s->last->move.kind == ZZ_MOVE_CAPTURE)
		hops(out, s, &l, b);
	labels(out, s, o, &l, b);
	if (s->best && pn->best_note)
		best_overlay(out, s, &l, b);
	zz_buf_addstr(out, "</g>\n");
	panel(out, s, b, pn, avail);
}

void zz_svg_header(struct zz_buf *out, double w, double h, const char *width, const char *height,
		   const struct zz_render_opts *o, const char *title, const char *desc, bool best)
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
	defs(out, o, best);
}

/* a marble's colour as the description says it */
static const char *const colour_words[ZZ_COLOUR_NB] = { N_("white"), N_("grey"), N_("black") };

/*
 * The title and the description a reader of the page is given (a screen
 * reader's words): sentences whole, the counts put in, for each language
 * to order as it says them.  The English says "1 rings" as it always has
 * (an output under LC_ALL=C is as it was); a translation has its plurals.
 */
static void describe(const struct zz_scene *s, struct zz_buf *title, struct zz_buf *desc)
{
	const struct zz_pos *p = s->pos;
	struct zz_buf comment = ZZ_BUF_INIT, phrase = ZZ_BUF_INIT;
	unsigned c, left = zz_pos_ring_count(p), on = left - zz_pos_vacant_count(p);

	zz_buf_addf(title, Q_("Zertz, %u rings: ", "Zertz, %u rings: ", p->geom->rings), p->geom->rings);
	zz_scene_caption(s, title);
	zz_buf_addf(desc, Q_("%u rings left, ", "%u rings left, ", left), left);
	zz_buf_addf(desc, Q_("%u marbles on the board. ", "%u marbles on the board. ", on), on);
	zz_buf_addf(desc, _("Pool %u white, %u grey, %u black. "), p->pool[0], p->pool[1], p->pool[2]);
	zz_buf_addf(
		desc,
		_("First player holds %u white, %u grey, %u black; second player %u white, %u grey, %u black. "),
		p->cap[0][0], p->cap[0][1], p->cap[0][2], p->cap[1][0], p->cap[1][1], p->cap[1][2]);
	zz_buf_addstr(desc, _("Marbles:"));
	for (c = 0; c < p->geom->rings; c++) {
		int m = zz_pos_marble(p, c);

		if (m >= 0)
			zz_buf_addf(desc, " %s %s", _(colour_words[m]), zz_geom_label(p->geom, c));
	}
	if (s->outcome) {
		zz_outcome_phrase(&phrase, s->game, s->outcome);
		zz_buf_addf(desc, _(". Game over: %s."), phrase.buf);
	} else {
		zz_buf_addstr(desc, p->side ? _(". Second player to move.") : _(". First player to move."));
	}
	zz_svg_scene_comment(s, &comment);
	if (comment.len)
		zz_buf_addf(desc, _(" Comment: %s%s"), comment.buf,
			    strchr(".!?", comment.buf[comment.len - 1]) ? "" : ".");
	if (s->best)
		zz_buf_addf(desc, _(" Drawn in green, the winning turn: %s."), s->best_words);
	zz_buf_release(&comment);
	zz_buf_release(&phrase);
}

void zz_svg_size_attr(char *buf, size_t n, double px)
{
	snprintf(buf, n, "%u", (unsigned)(px + 0.5));
}

/* The lattice's rows and columns of the rings drawn: present, or marked. */
static void drawn_span(const struct zz_scene *s, const struct zz_layout *l, unsigned span[4])
{
	unsigned char marks[ZZ_CELLS_MAX];
	unsigned c, x, y;
	bool any = false;

	zz_scene_marks(s, marks);
	for (c = 0; c < s->pos->geom->rings; c++) {
		if (!zz_pos_has_ring(s->pos, c) && marks[c] == ZZ_MARK_NONE)
			continue;
		zz_layout_place(l, c, &x, &y);
		if (!any || x < span[0])
			span[0] = x;
		if (!any || x > span[1])
			span[1] = x;
		if (!any || y < span[2])
			span[2] = y;
		if (!any || y > span[3])
			span[3] = y;
		any = true;
	}
}

void zz_svg_render(struct zz_buf *out, const struct zz_scene *s, const struct zz_render_opts *o)
{
	struct panel pn;
	double cap = o->size_set ? o->size / ZZ_SVG_MIN_PX_PER_UNIT : 0;
	struct zz_layout l;
	struct box b;
	struct zz_buf title = ZZ_BUF_INIT, desc = ZZ_BUF_INIT;
	char w[32], h[32];
	unsigned span[4];

	/* removed rings hidden: the drawing cropped to the rings left */
	zz_layout_init(&l, s->pos->geom, o->flip, o->rotate);
	span[0] = span[2] = 0, span[1] = l.width - 1, span[3] = l.height - 1;
	if (o->removed == ZZ_REMOVED_HIDE)
		drawn_span(s, &l, span);
	b = zz_svg_measure_span(span[0], span[1], span[2], span[3], 0, cap, MIN_WIDTH);
	zz_svg_panel_init(&pn, s, b.w, true, false, o->legend ? zz_svg_marks_shown(s) : 0);
	b = zz_svg_measure_span(span[0], span[1], span[2], span[3], pn.lines, cap, MIN_WIDTH);
	describe(s, &title, &desc);
	zz_svg_size_attr(w, sizeof(w), o->size);
	zz_svg_size_attr(h, sizeof(h), o->size * b.h / b.w);
	zz_svg_header(out, b.w, b.h, w, h, o, title.buf, desc.buf, s->best != NULL);
	zz_svg_scene(out, s, o, &b, &pn);
	zz_buf_addstr(out, "</svg>\n");
	zz_svg_panel_release(&pn);
	zz_buf_release(&title);
	zz_buf_release(&desc);
}
