/* TZAAR's SVG diagrams (tsvg.h). */
#include "tsvg.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kinds.h"
#include "replay.h"
#include "sheet.h"
#include "svgtext.h"
#include "xalloc.h"
#include "xml.h"
#include "banned.h"

#define L 40.0			/* the length of a line between two points */
#define DXC (L * 0.8660254)	/* from one column to the next */
#define DY (L / 2)		/* half the distance of two points of a column */
#define M 34.0			/* the margin: room for the rim's labels */
#define PIECE_R (L * 0.42)
#define PANEL_X 14.0
#define LINE 15.0     /* a line of the panel */
#define PANEL_EM 11.0 /* its one size of text: the caption bold, the rest not */
#define LEGEND_H 26.0 /* the panel's legend of the types */
#define MIN_K 0.4

static const char default_css[] =
	".background { fill: #f6f1e4; }\n"
	".line { stroke: #8a7a5a; stroke-width: 1.5; }\n"
	".hole { fill: #f6f1e4; stroke: #8a7a5a; stroke-width: 1.5; stroke-dasharray: 3 3; }\n"
	".point { fill: #8a7a5a; }\n"
	"text { font-family: " ZZ_SVG_FONT "; }\n"
	".label { font-size: 9px; fill: #5b4b2e; }\n"
	".label.rim { text-anchor: middle; }\n"
	".label.point-name { paint-order: stroke; stroke: #f6f1e4; stroke-width: 2.5px; }\n"
	".piece { stroke: #3a3a3a; stroke-width: 1.5; }\n"
	".piece.white { fill: #fbfbf7; }\n"
	".piece.black { fill: #2b2b2b; }\n"
	".mark { fill: none; stroke-width: 2; }\n"
	".white .mark, .mark.white { stroke: #2b2b2b; }\n"
	".black .mark, .mark.black { stroke: #fbfbf7; }\n"
	".dot.white { fill: #2b2b2b; stroke: none; }\n"
	".dot.black { fill: #fbfbf7; stroke: none; }\n"
	".height { font-weight: bold; text-anchor: middle; }\n"
	".height.white { fill: #2b2b2b; }\n"
	".height.black { fill: #fbfbf7; }\n"
	".badge { stroke-width: 1; }\n"
	".badge.white { fill: #fbfbf7; stroke: #2b2b2b; }\n"
	".badge.black { fill: #2b2b2b; stroke: #fbfbf7; }\n"
	".last-move { stroke: #c0392b; stroke-width: 3; fill: none; }\n"
	".last-move.stack { stroke-dasharray: 6 3; }\n"
	".caption { font-size: 11px; font-weight: bold; fill: #1d1d1d; }\n"
	".state.over { font-size: 11px; font-weight: bold; fill: #1d1d1d; }\n"
	".tops { font-size: 11px; fill: #1d1d1d; }\n"
	".legend { font-size: 10px; fill: #1d1d1d; }\n"
	".sheet-title { font-size: 16px; font-weight: bold; fill: #1d1d1d; }\n"
	".sheet-line { font-size: 11px; fill: #1d1d1d; }\n"
	".moves { font-size: 10px; fill: #1d1d1d; }\n"
	".move-comment { fill: #4a4a4a; }\n";

/*
 * A diagram's box: the board at scale k (1, or as much smaller as keeps
 * it within the width a sheet gives), the panel under it.
 */
struct tbox {
	double k, w, board_h, h;
};

/* Where point p is drawn. */
static void centre(const struct tbox *b, int p, double *x, double *y)
{
	int c = 0, k, off, full;

	while (c < 8 && p >= zz_tz_column_first[c + 1])
		c++;
	k = p - zz_tz_column_first[c];
	off = c < 4 ? 4 - c : c - 4;
	full = c == 4 && k >= 4 ? k + 1 : k;
	*x = M + c * DXC * b->k;
	*y = M + (16 - (2 * full + off)) * DY * b->k;
}

static void defs(struct zz_buf *out, const struct tz_svg_opts *o)
{
	zz_buf_addstr(out,
		"<defs>\n"
		"<marker id=\"tz-arrow\" viewBox=\"0 0 10 10\" refX=\"8\" refY=\"5\" "
		"markerWidth=\"5\" markerHeight=\"5\" orient=\"auto\">"
		"<path d=\"M0,0 L10,5 L0,10 z\" fill=\"#c0392b\"/></marker>\n"
		"<style type=\"text/css\"><![CDATA[\n");
	if (o->css) {
		zz_xml_cdata(out, o->css);
	} else {
		zz_buf_addstr(out, default_css);
	}
	zz_buf_addstr(out, "]]></style>\n</defs>\n");
}

/*
 * A piece: its disc, its type's mark, its height from 2 in a badge of its
 * colour at the lower right, inside the disc (on its rim the number
 * reached the neighbours' discs): centred 0.6 r out, 0.38 r across, clear
 * of a Tzaar's dot; the font scaled with the disc, smaller for two digits.
 */
static void piece(struct zz_buf *out, double x, double y, double r, int colour,
		  enum tz_type t, unsigned h)
{
	static const char *const types[] = { "tzaar", "tzarra", "tott" };
	const char *side = colour ? "black" : "white";

	zz_buf_addf(out, "<g class=\"stack %s %s\">", side, types[t]);
	zz_buf_addf(out, "<circle class=\"piece %s\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>",
		    side, x, y, r);
	if (t != TZ_TOTT)
		zz_buf_addf(out, "<circle class=\"mark %s\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>",
			    side, x, y, r * 0.62);
	if (t == TZ_TZAAR)
		zz_buf_addf(out, "<circle class=\"dot %s\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>",
			    side, x, y, r * 0.22);
	if (h > 1) {
		double bx = x + r * 0.6 * 0.7071, by = y + r * 0.6 * 0.7071, em = r * (h > 9 ? 0.42 : 0.52);

		zz_buf_addf(out, "<circle class=\"badge %s\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>", side, bx,
			    by, r * 0.38);
		/* the digits' middle on the badge's: a baseline 0.36 em below it */
		zz_buf_addf(out,
			    "<text class=\"height %s\" x=\"%.2f\" y=\"%.2f\" font-size=\"%.2f\">%u</text>",
			    side, bx, by + em * 0.36, em, h);
	}
	zz_buf_addstr(out, "</g>\n");
}

/* The caption: in full with the mover's name, compact as a sheet numbers it. */
static void caption(const struct tz_scene *s, bool compact, struct zz_buf *out)
{
	if (!s->last) {
		zz_buf_addstr(out, compact ? _("the start") : _("start"));
		return;
	}
	if (compact) {
		zz_sheet_turn_number(out, s->turn);
	} else {
		zz_buf_addf(out, "%zu. ", s->turn);
		if (s->game)
			zz_replay_player(s->game, (unsigned)((s->turn - 1) % 2), out);
		else
			zz_buf_addstr(out, (s->turn - 1) % 2 ? _("second player") : _("first player"));
		zz_buf_addstr(out, ": ");
	}
	if (s->game) {
		zz_text_kind(s->game->kind)->turn_write(out, s->game, s->turn - 1);
		zz_nag_write(out, s->game->turns[s->turn - 1].nag);
	}
}

/* What the panel says: the caption and the result, each in one or two lines. */
struct tpanel {
	struct zz_buf caption, result;
	unsigned caption_lines, result_lines;
	size_t caption_at, result_at;
	bool legend;
};

/* "White: tops Z6 A9 T15, 30 stacks (to move)": a side's line under the board */
static void tops_line(struct zz_buf *out, int side, unsigned z, unsigned a, unsigned t, unsigned stacks,
		      bool to_move)
{
	if (side)
		zz_buf_addf(
			out,
			Q_("Black: tops Z%u A%u T%u, %u stack", "Black: tops Z%u A%u T%u, %u stacks", stacks),
			z, a, t, stacks);
	else
		zz_buf_addf(
			out,
			Q_("White: tops Z%u A%u T%u, %u stack", "White: tops Z%u A%u T%u, %u stacks", stacks),
			z, a, t, stacks);
	if (to_move)
		zz_buf_addf(out, " %s", _("(to move)"));
}

/*
 * The size of a panel's text in a diagram whose panel is avail wide:
 * PANEL_EM, or less when the longest line a side's tops can make would
 * not fit, so that every line of every panel of a sheet is in one size
 * (a line shrunk alone to fit made two sizes under one diagram).
 */
static double panel_em(double avail)
{
	struct zz_buf longest = ZZ_BUF_INIT;
	double w;

	/* the longest line in the words of the page's language */
	tops_line(&longest, 0, 6, 9, 15, 30, true);
	w = zz_svg_text_width(longest.buf, PANEL_EM, false);
	zz_buf_release(&longest);

	return w > avail ? PANEL_EM * avail / w : PANEL_EM;
}

static void panel_init(struct tpanel *pn, const struct tz_scene *s, double w, bool compact, bool legend)
{
	double avail = w - 2 * PANEL_X;

	zz_buf_init(&pn->caption);
	zz_buf_init(&pn->result);
	caption(s, compact, &pn->caption);
	pn->caption_lines = zz_svg_wrap(pn->caption.buf, avail, panel_em(avail), true, &pn->caption_at);
	pn->result_lines = 0;
	if (s->result) {
		zz_buf_addf(&pn->result, _("game over: %s"), s->result);
		pn->result_lines = zz_svg_wrap(pn->result.buf, avail, panel_em(avail), true, &pn->result_at);
	}
	pn->legend = legend;
}

static void panel_release(struct tpanel *pn)
{
	zz_buf_release(&pn->caption);
	zz_buf_release(&pn->result);
}

static double panel_h(const struct tpanel *pn)
{
	return 8 + LINE * (pn->caption_lines + pn->result_lines + 2) + (pn->legend ? LEGEND_H : 0) + 6;
}

/* The board within cap units wide (0: any), its panel pn's height under it. */
static struct tbox measure(double cap, const struct tpanel *pn)
{
	struct tbox b;

	b.k = 1;
	if (cap > 0 && cap < 8 * DXC + 2 * M) {
		b.k = (cap - 2 * M) / (8 * DXC);
		if (b.k < MIN_K)
			b.k = MIN_K;
	}
	b.w = 8 * DXC * b.k + 2 * M;
	b.board_h = 16 * DY * b.k + 2 * M;
	b.h = b.board_h + (pn ? panel_h(pn) : 0);
	return b;
}

/* Lines of text that may take two: the first, the second indented. */
static void two_lines(struct zz_buf *out, const char *cls, double y, double avail, const struct zz_buf *t,
		      unsigned lines, size_t at, double em)
{
	if (lines == 2) {
		struct zz_buf first = ZZ_BUF_INIT;

		zz_buf_add(&first, t->buf, at - 1);
		zz_svg_text_line_at(out, cls, PANEL_X, y, avail, first.buf, em, PANEL_EM, true);
		zz_buf_release(&first);
		zz_svg_text_line_at(out, cls, PANEL_X + 10, y + LINE, avail - 10, t->buf + at, em, PANEL_EM,
				    true);
	} else {
		zz_svg_text_line_at(out, cls, PANEL_X, y, avail, t->buf, em, PANEL_EM, true);
	}
}

/*
 * The rim's coordinates, as printed diagrams have them: each column's
 * letter under its lowest point; each number left of the leftmost point
 * of that number and right of the rightmost.
 */
static void rim_labels(struct zz_buf *out, const struct tbox *b)
{
	int lowest[9], left[10], right[10], i;
	double x, y, off = PIECE_R * b->k + 8; /* clear of a piece on the point */

	for (i = 0; i < 10; i++)
		left[i] = right[i] = -1;
	for (i = 0; i < 9; i++)
		lowest[i] = -1;
	for (i = 0; i < TZ_POINTS; i++) {
		char name[3];
		int c, n;

		zz_tz_point_name(i, name);
		c = name[0] - 'A';
		n = name[1] - '0';
		if (c < 0 || c > 8 || n < 1 || n > 9)
			continue;
		if (lowest[c] < 0 || n == 1)
			lowest[c] = i;
		if (left[n] < 0)
			left[n] = i; /* the points go column by column, a to i */
		right[n] = i;
	}
	for (i = 0; i < 9; i++) {
		if (lowest[i] < 0)
			continue;
		centre(b, lowest[i], &x, &y);
		zz_buf_addf(out, "<text class=\"label rim\" x=\"%.2f\" y=\"%.2f\">%c</text>\n", x,
			    y + off + 6, 'A' + i);
	}
	for (i = 1; i < 10; i++) {
		if (left[i] < 0)
			continue;
		centre(b, left[i], &x, &y);
		zz_buf_addf(out, "<text class=\"label rim\" x=\"%.2f\" y=\"%.2f\">%d</text>\n", x - off,
			    y + 3, i);
		if (right[i] == left[i])
			continue;
		centre(b, right[i], &x, &y);
		zz_buf_addf(out, "<text class=\"label rim\" x=\"%.2f\" y=\"%.2f\">%d</text>\n", x + off,
			    y + 3, i);
	}
}

/* The last turn: an arrow a action, the stack that moved ringed. */
static void last_turn(struct zz_buf *out, const struct tz_scene *s, const struct tbox *b)
{
	double r = PIECE_R * b->k, x, y, x2, y2;
	unsigned k;
	int c;

	for (k = 0; s->last && k < s->last->nr; k++) {
		const struct tz_action *a = &s->last->a[k];
		double dx, dy, len;

		if (a->kind == TZ_ACT_PASS)
			continue;
		centre(b, a->from, &x, &y);
		centre(b, a->to, &x2, &y2);
		/* from the edge of the start's disc to the edge of the target's */
		dx = x2 - x;
		dy = y2 - y;
		len = dx * dx + dy * dy;
		if (len > 0) {
			double f = r * 0.6, n = 1.0;

			/* a square root without libm: a few Newton steps */
			for (c = 0; c < 20; c++)
				n = 0.5 * (n + len / n);
			x += dx / n * f;
			y += dy / n * f;
			x2 -= dx / n * (r + 2);
			y2 -= dy / n * (r + 2);
		}
		zz_buf_addf(
			out,
			"<line class=\"last-move %s\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" marker-end=\"url(#tz-arrow)\"/>\n",
			a->kind == TZ_ACT_CAPTURE ? "capture" : "stack", x, y, x2, y2);
		/* the stack that moved, ringed where it stands now */
		centre(b, a->to, &x2, &y2);
		zz_buf_addf(out, "<circle class=\"last-move %s\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n",
			    a->kind == TZ_ACT_CAPTURE ? "capture" : "stack", x2, y2, r + 3);
	}
}

/* The key to the types: a piece of each and its name, in one row from (x, y). */
static void types_legend(struct zz_buf *out, double x, double y)
{
	static const char *const names[] = { "Tzaar", "Tzarra", "Tott" };
	int i;

	for (i = 0; i < TZ_TYPES; i++) {
		piece(out, x + 10 + i * 80, y - 4, PIECE_R * 0.6, TZ_WHITE, (enum tz_type)i, 1);
		zz_buf_addf(out, "<text class=\"legend\" x=\"%.2f\" y=\"%.2f\">%s</text>\n", x + 24 + i * 80,
			    y, names[i]);
	}
}

/* The board and the panel of one scene, from (0, 0). */
static void scene(struct zz_buf *out, const struct tz_scene *s, const struct tz_svg_opts *o,
		  const struct tbox *b, const struct tpanel *pn)
{
	static const int dirs[3] = { 0, 2, 3 };	/* up, up-right, down-right */
	const struct tz_pos *p = s->pos;
	struct zz_buf text = ZZ_BUF_INIT;
	double x, y, x2, y2, avail = b->w - 2 * PANEL_X;
	int i, d, c;

	zz_buf_addf(out, "<rect class=\"background\" width=\"%.2f\" height=\"%.2f\"/>\n", b->w, b->h);
	/* the board's middle, the hole: a page turns the board about it (html.c) */
	zz_buf_addf(out, "<g class=\"board\" data-centre=\"%.2f %.2f\">\n", M + 4 * DXC * b->k,
		    M + 8 * DY * b->k);
	for (i = 0; i < TZ_POINTS; i++)
		for (d = 0; d < 3; d++) {
			int q = zz_tz_ray(i, dirs[d])[0];

			if (q == TZ_NO_POINT)
				continue;
			centre(b, i, &x, &y);
			centre(b, q, &x2, &y2);
			zz_buf_addf(out, "<line class=\"line\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n",
				    x, y, x2, y2);
		}
	zz_buf_addf(out, "<circle class=\"hole\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n", M + 4 * DXC * b->k,
		    M + 8 * DY * b->k, L * 0.3 * b->k);
	for (i = 0; i < TZ_POINTS; i++) {
		centre(b, i, &x, &y);
		zz_buf_addf(out, "<circle class=\"point\" cx=\"%.2f\" cy=\"%.2f\" r=\"2.5\"/>\n", x, y);
	}
	zz_buf_addstr(out, "</g>\n<g class=\"stacks\">\n");
	for (i = 0; i < TZ_POINTS; i++)
		if (p->own[i] != TZ_EMPTY) {
			centre(b, i, &x, &y);
			piece(out, x, y, PIECE_R * b->k, p->own[i], (enum tz_type)p->top[i], p->h[i]);
		}
	zz_buf_addstr(out, "</g>\n");
	if (o->coords != TZ_COORDS_NONE)
		rim_labels(out, b);
	if (o->coords == TZ_COORDS_ALL) {
		/* every point's name, over the pieces, with a halo */
		for (i = 0; i < TZ_POINTS; i++) {
			char name[3];

			centre(b, i, &x, &y);
			zz_tz_point_name(i, name);
			zz_buf_addf(out, "<text class=\"label point-name\" x=\"%.2f\" y=\"%.2f\">%s</text>\n",
				    x + 4, y - 4, name);
		}
	}
	last_turn(out, s, b);
	/* the panel: the turn, the result, the legend, each side's tops */
	y = b->board_h + 8 + 11;
	two_lines(out, "caption", y, avail, &pn->caption, pn->caption_lines, pn->caption_at, panel_em(avail));
	y += LINE * pn->caption_lines;
	if (pn->result_lines) {
		two_lines(out, "state over", y, avail, &pn->result, pn->result_lines, pn->result_at,
			  panel_em(avail));
		y += LINE * pn->result_lines;
	}
	if (pn->legend) {
		types_legend(out, PANEL_X, y + 8);
		y += LEGEND_H;
	}
	for (c = 0; c < 2; c++) {
		unsigned stacks = 0;

		for (i = 0; i < TZ_POINTS; i++)
			stacks += p->own[i] == c;
		zz_buf_reset(&text);
		tops_line(&text, c, p->tops[c][TZ_TZAAR], p->tops[c][TZ_TZARRA], p->tops[c][TZ_TOTT], stacks,
			  p->phase != TZ_OVER && p->side == c);
		zz_svg_text_line_at(out, "tops", PANEL_X, y + LINE * c, avail, text.buf, panel_em(avail),
				    PANEL_EM, false);
	}
	zz_buf_release(&text);
}

static void header(struct zz_buf *out, double w, double h, const char *width, const char *height,
		   const struct tz_svg_opts *o, const char *title, const char *desc)
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

static void describe(const struct tz_scene *s, struct zz_buf *title, struct zz_buf *desc)
{
	static const char *const types[] = { "tzaar", "tzarra", "tott" };
	const struct tz_pos *p = s->pos;
	int i;

	zz_buf_addstr(title, "TZAAR: ");
	caption(s, false, title);
	zz_buf_addstr(desc, _("Stacks (point, side, top, height):"));
	for (i = 0; i < TZ_POINTS; i++)
		if (p->own[i] != TZ_EMPTY) {
			char name[3];

			zz_tz_point_name(i, name);
			zz_buf_addf(desc, " %s %s %s %u,", name,
				    p->own[i] ? C_("tzaar", "black") : C_("tzaar", "white"), types[p->top[i]],
				    p->h[i]);
		}
	if (desc->buf[desc->len - 1] == ',')
		zz_buf_setlen(desc, desc->len - 1);
	if (s->result)
		zz_buf_addf(desc, _(". Game over: %s."), s->result);
	else if (p->phase == TZ_OVER)
		zz_buf_addstr(desc, _(". The game is over."));
	else
		zz_buf_addstr(desc, p->side ? _(". Black to move.") : _(". White to move."));
}

void zz_tz_svg_render(struct zz_buf *out, const struct tz_scene *s, const struct tz_svg_opts *o)
{
	struct zz_buf title = ZZ_BUF_INIT, desc = ZZ_BUF_INIT;
	double cap = o->size_set ? o->size / ZZ_SVG_MIN_PX_PER_UNIT : 0;
	struct tbox b = measure(cap, NULL);
	struct tpanel pn;
	char w[32], h[32];

	panel_init(&pn, s, b.w, false, true);
	b = measure(cap, &pn);
	describe(s, &title, &desc);
	snprintf(w, sizeof(w), "%u", o->size);
	snprintf(h, sizeof(h), "%u", (unsigned)(o->size * b.h / b.w + 0.5));
	header(out, b.w, b.h, w, h, o, title.buf, desc.buf);
	scene(out, s, o, &b, &pn);
	zz_buf_addstr(out, "</svg>\n");
	panel_release(&pn);
	zz_buf_release(&title);
	zz_buf_release(&desc);
}

/* ---- the sheet (sheet.h): the types' key once, in the header ---- */

struct tsheet {
	const struct tz_scene *s;
	const struct tz_svg_opts *o;
	size_t *idx, nd;
	struct tpanel *pn;
	struct tbox b;
};

static void sheet_measure(void *ctx, double cap, double *cw, double *ch)
{
	struct tsheet *t = ctx;
	size_t i;
	double tallest = 0;

	t->b = measure(cap, NULL);
	for (i = 0; i < t->nd; i++) {
		panel_release(&t->pn[i]);
		panel_init(&t->pn[i], &t->s[t->idx[i]], t->b.w, true, false);
		if (panel_h(&t->pn[i]) > tallest)
			tallest = panel_h(&t->pn[i]);
	}
	t->b.h = t->b.board_h + tallest;
	*cw = t->b.w;
	*ch = t->b.h;
}

static void sheet_diagram(void *ctx, struct zz_buf *out, size_t i)
{
	struct tsheet *t = ctx;

	scene(out, &t->s[t->idx[i]], t->o, &t->b, &t->pn[i]);
}

static unsigned sheet_legend(void *ctx, struct zz_buf *out, double x, double y, double avail)
{
	(void)ctx;
	(void)avail;
	if (out)
		types_legend(out, x, y + 4);
	return 2;
}

static void sheet_open(void *ctx, struct zz_buf *out, double w, double h, const char *width,
		       const char *height, const char *title, const char *desc)
{
	struct tsheet *t = ctx;

	header(out, w, h, width, height, t->o, title, desc);
}

size_t zz_tz_svg_sheet(struct zz_buf *out, const struct tz_scene *s, size_t n, const struct tz_svg_opts *o,
		       const struct zz_render_opts *r, size_t page)
{
	struct zz_buf result = ZZ_BUF_INIT;
	struct tsheet t;
	struct zz_sheet sh;
	unsigned *what;
	size_t i, pages;

	if (!n)
		return 0;
	memset(&t, 0, sizeof(t));
	t.s = s;
	t.o = o;
	t.idx = zz_xcalloc(n, sizeof(*t.idx));
	/* the start is the game's own set-up: drawn by default */
	what = zz_xcalloc(n, sizeof(*what));
	for (i = 1; i < n; i++) {
		if (s[i].last && s[i].last->nr > 0)
			what[i] |= ZZ_PICK_CAPTURES;
		if (s[i].game && i <= s[i].game->nr_turns && s[i].game->turns[i - 1].nag)
			what[i] |= ZZ_PICK_MARKS;
	}
	t.nd = zz_pick_turns(&r->pick, what, n - 1, true, 0, t.idx);
	free(what);
	t.pn = zz_xcalloc(t.nd ? t.nd : 1, sizeof(*t.pn));
	for (i = 0; i < t.nd; i++)
		panel_init(&t.pn[i], &s[t.idx[i]], 100, true, false);
	zz_buf_addf(&result, _("Result: %s"), s[n - 1].result ? s[n - 1].result : _("the game is not over"));
	memset(&sh, 0, sizeof(sh));
	sh.game = s[0].game;
	sh.name = "TZAAR";
	sh.result = result.buf;
	sh.title = _("TZAAR game sheet");
	sh.nturns = n - 1;
	sh.ndiagrams = t.nd;
	sh.columns = 3;
	sh.shrinks = true;
	sh.ctx = &t;
	sh.measure = sheet_measure;
	sh.diagram = sheet_diagram;
	sh.legend = sheet_legend;
	sh.open = sheet_open;
	{
		/* the types' key once, in the header, always */
		struct zz_render_opts ro = *r;

		ro.legend = true;
		pages = zz_sheet_draw(out, &sh, &ro, page);
	}
	for (i = 0; i < t.nd; i++)
		panel_release(&t.pn[i]);
	free(t.pn);
	free(t.idx);
	zz_buf_release(&result);
	return pages;
}
