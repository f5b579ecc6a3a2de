/* TZAAR's SVG diagrams (tsvg.h). */
#include "tsvg.h"

#include <string.h>

#include "kinds.h"
#include "replay.h"
#include "xml.h"
#include "banned.h"

#define L 40.0			/* the length of a line between two points */
#define DXC (L * 0.8660254)	/* from one column to the next */
#define DY (L / 2)		/* half the distance of two points of a column */
#define M 30.0			/* the margin */
#define PIECE_R (L * 0.42)
#define BOARD_W (8 * DXC + 2 * M)
#define BOARD_H (16 * DY + 2 * M)
#define PANEL_H 96.0
#define SHEET_COLUMNS 4

static const char default_css[] =
	".background { fill: #f6f1e4; }\n"
	".line { stroke: #8a7a5a; stroke-width: 1.5; }\n"
	".hole { fill: #f6f1e4; stroke: #8a7a5a; stroke-width: 1.5; stroke-dasharray: 3 3; }\n"
	".point { fill: #8a7a5a; }\n"
	".label { font: 9px sans-serif; fill: #8a7a5a; }\n"
	".piece { stroke: #3a3a3a; stroke-width: 1.5; }\n"
	".piece.white { fill: #fbfbf7; }\n"
	".piece.black { fill: #2b2b2b; }\n"
	".mark { fill: none; stroke-width: 2; }\n"
	".white .mark, .mark.white { stroke: #2b2b2b; }\n"
	".black .mark, .mark.black { stroke: #fbfbf7; }\n"
	".dot.white { fill: #2b2b2b; stroke: none; }\n"
	".dot.black { fill: #fbfbf7; stroke: none; }\n"
	".height { font: bold 11px sans-serif; text-anchor: middle; }\n"
	".height.white { fill: #2b2b2b; }\n"
	".height.black { fill: #fbfbf7; }\n"
	".last-move { stroke: #c0392b; stroke-width: 3; fill: none; }\n"
	".last-move.stack { stroke-dasharray: 6 3; }\n"
	".caption { font: bold 13px sans-serif; fill: #222222; }\n"
	".legend, .tops { font: 11px sans-serif; fill: #222222; }\n";

/* Where point p is drawn. */
static void centre(int p, double *x, double *y)
{
	int c = 0, k, off, full;

	while (c < 8 && p >= zz_tz_column_first[c + 1])
		c++;
	k = p - zz_tz_column_first[c];
	off = c < 4 ? 4 - c : c - 4;
	full = c == 4 && k >= 4 ? k + 1 : k;
	*x = M + c * DXC;
	*y = M + (16 - (2 * full + off)) * DY;
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

/* A piece: its disc, its type's mark, its height from 2. */
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
	if (h > 1)
		zz_buf_addf(out, "<text class=\"height %s\" x=\"%.2f\" y=\"%.2f\">%u</text>",
			    side, x + r * 0.55, y + r * 0.95, h);
	zz_buf_addstr(out, "</g>\n");
}

static void caption(const struct tz_scene *s, struct zz_buf *out)
{
	if (!s->last) {
		zz_buf_addstr(out, "start");
		return;
	}
	zz_buf_addf(out, "%zu. ", s->turn);
	if (s->game)
		zz_replay_player(s->game, (unsigned)((s->turn - 1) % 2), out);
	else
		zz_buf_addstr(out, (s->turn - 1) % 2 ? "second player" : "first player");
	zz_buf_addstr(out, ": ");
	if (s->game)
		zz_text_kind(s->game->kind)->turn_write(out, s->game, s->turn - 1);
}

/* The board and the panel of one scene, from (0, 0). */
static void scene(struct zz_buf *out, const struct tz_scene *s, const struct tz_svg_opts *o)
{
	static const int dirs[3] = { 0, 2, 3 };	/* up, up-right, down-right */
	const struct tz_pos *p = s->pos;
	struct zz_buf text = ZZ_BUF_INIT;
	double x, y, x2, y2;
	int i, d, c;

	zz_buf_addf(out, "<rect class=\"background\" width=\"%.2f\" height=\"%.2f\"/>\n",
		    BOARD_W, BOARD_H + PANEL_H);
	zz_buf_addstr(out, "<g class=\"board\">\n");
	for (i = 0; i < TZ_POINTS; i++)
		for (d = 0; d < 3; d++) {
			int q = zz_tz_ray(i, dirs[d])[0];

			if (q == TZ_NO_POINT)
				continue;
			centre(i, &x, &y);
			centre(q, &x2, &y2);
			zz_buf_addf(out, "<line class=\"line\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\"/>\n",
				    x, y, x2, y2);
		}
	zz_buf_addf(out, "<circle class=\"hole\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n",
		    M + 4 * DXC, M + 8 * DY, L * 0.3);
	for (i = 0; i < TZ_POINTS; i++) {
		char name[3];

		centre(i, &x, &y);
		zz_buf_addf(out, "<circle class=\"point\" cx=\"%.2f\" cy=\"%.2f\" r=\"2.5\"/>\n", x, y);
		if (o->labels) {
			zz_tz_point_name(i, name);
			zz_buf_addf(out, "<text class=\"label\" x=\"%.2f\" y=\"%.2f\">%s</text>\n",
				    x + 4, y - 4, name);
		}
	}
	zz_buf_addstr(out, "</g>\n<g class=\"stacks\">\n");
	for (i = 0; i < TZ_POINTS; i++)
		if (p->own[i] != TZ_EMPTY) {
			centre(i, &x, &y);
			piece(out, x, y, PIECE_R, p->own[i], (enum tz_type)p->top[i], p->h[i]);
		}
	zz_buf_addstr(out, "</g>\n");
	if (s->last && s->last->nr) {
		unsigned k;

		for (k = 0; k < s->last->nr; k++) {
			const struct tz_action *a = &s->last->a[k];
			double dx, dy, len;

			if (a->kind == TZ_ACT_PASS)
				continue;
			centre(a->from, &x, &y);
			centre(a->to, &x2, &y2);
			/* from the edge of the start's disc to the edge of the target's */
			dx = x2 - x;
			dy = y2 - y;
			len = dx * dx + dy * dy;
			if (len > 0) {
				double f = PIECE_R * 0.6, n = 1.0;

				/* a square root without libm: a few Newton steps */
				for (c = 0; c < 20; c++)
					n = 0.5 * (n + len / n);
				x += dx / n * f;
				y += dy / n * f;
				x2 -= dx / n * (PIECE_R + 2);
				y2 -= dy / n * (PIECE_R + 2);
			}
			zz_buf_addf(out, "<line class=\"last-move %s\" x1=\"%.2f\" y1=\"%.2f\" x2=\"%.2f\" y2=\"%.2f\" marker-end=\"url(#tz-arrow)\"/>\n",
				    a->kind == TZ_ACT_CAPTURE ? "capture" : "stack", x, y, x2, y2);
			/* the stack that moved, ringed where it stands now */
			centre(a->to, &x2, &y2);
			zz_buf_addf(out, "<circle class=\"last-move %s\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\"/>\n",
				    a->kind == TZ_ACT_CAPTURE ? "capture" : "stack", x2, y2, PIECE_R + 3);
		}
	}
	/* the panel: the turn, a legend of the types, each side's tops */
	y = BOARD_H + 4;
	caption(s, &text);
	zz_buf_addf(out, "<text class=\"caption\" x=\"%.2f\" y=\"%.2f\">", M - 10, y + 10);
	zz_xml_textstr(out, text.buf);
	zz_buf_addstr(out, "</text>\n");
	for (i = 0; i < TZ_TYPES; i++) {
		static const char *const names[] = { "Tzaar", "Tzarra", "Tott" };

		x = M + i * 80;
		piece(out, x, y + 34, PIECE_R * 0.7, TZ_WHITE, (enum tz_type)i, 1);
		zz_buf_addf(out, "<text class=\"legend\" x=\"%.2f\" y=\"%.2f\">%s</text>\n",
			    x + 16, y + 38, names[i]);
	}
	for (c = 0; c < 2; c++) {
		unsigned stacks = 0;

		for (i = 0; i < TZ_POINTS; i++)
			stacks += p->own[i] == c;
		zz_buf_reset(&text);
		zz_buf_addf(&text, "%s: tops Z%u A%u T%u, %u stack%s%s", c ? "Black" : "White",
			    p->tops[c][TZ_TZAAR], p->tops[c][TZ_TZARRA], p->tops[c][TZ_TOTT], stacks,
			    stacks == 1 ? "" : "s",
			    p->phase != TZ_OVER && p->side == c ? " (to move)" : "");
		zz_buf_addf(out, "<text class=\"tops\" x=\"%.2f\" y=\"%.2f\">", M - 10, y + 64 + 16 * c);
		zz_xml_textstr(out, text.buf);
		zz_buf_addstr(out, "</text>\n");
	}
	zz_buf_release(&text);
}

static void header(struct zz_buf *out, double w, double h, unsigned px,
		   const struct tz_svg_opts *o, const char *title, const char *desc)
{
	zz_buf_addf(out,
		"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		"<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
		"width=\"%u\" height=\"%u\" viewBox=\"0 0 %.2f %.2f\" role=\"img\">\n<title>",
		px, (unsigned)(px * h / w + 0.5), w, h);
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
	caption(s, title);
	zz_buf_addstr(desc, "Stacks (point, side, top, height):");
	for (i = 0; i < TZ_POINTS; i++)
		if (p->own[i] != TZ_EMPTY) {
			char name[3];

			zz_tz_point_name(i, name);
			zz_buf_addf(desc, " %s %s %s %u,", name, p->own[i] ? "black" : "white",
				    types[p->top[i]], p->h[i]);
		}
	if (desc->buf[desc->len - 1] == ',')
		zz_buf_setlen(desc, desc->len - 1);
	if (p->phase == TZ_OVER)
		zz_buf_addstr(desc, ". The game is over.");
	else
		zz_buf_addf(desc, ". %s to move.", p->side ? "Black" : "White");
}

void zz_tz_svg_render(struct zz_buf *out, const struct tz_scene *s, const struct tz_svg_opts *o)
{
	struct zz_buf title = ZZ_BUF_INIT, desc = ZZ_BUF_INIT;

	describe(s, &title, &desc);
	header(out, BOARD_W, BOARD_H + PANEL_H, o->size, o, title.buf, desc.buf);
	scene(out, s, o);
	zz_buf_addstr(out, "</svg>\n");
	zz_buf_release(&title);
	zz_buf_release(&desc);
}

void zz_tz_svg_sheet(struct zz_buf *out, const struct tz_scene *s, size_t n,
		     const struct tz_svg_opts *o)
{
	struct zz_buf title = ZZ_BUF_INIT, desc = ZZ_BUF_INIT;
	double w = BOARD_W, h = BOARD_H + PANEL_H;
	size_t i, cols, rows;
	const char *ev;

	if (!n)
		return;
	cols = n < SHEET_COLUMNS ? n : SHEET_COLUMNS;
	rows = (n + cols - 1) / cols;
	zz_buf_addf(&title, "TZAAR game sheet, %zu diagrams", n);
	ev = s[0].game ? zz_game_tag(s[0].game, "Event") : NULL;
	zz_buf_addf(&desc, "%s%sOne diagram per turn, in reading order.", ev ? ev : "", ev ? ". " : "");
	header(out, cols * w, rows * h, o->size * (unsigned)cols, o, title.buf, desc.buf);
	for (i = 0; i < n; i++) {
		zz_buf_addf(out, "<g class=\"diagram\" transform=\"translate(%.2f %.2f)\">\n",
			    (double)(i % cols) * w, (double)(i / cols) * h);
		scene(out, &s[i], o);
		zz_buf_addstr(out, "</g>\n");
	}
	zz_buf_addstr(out, "</svg>\n");
	zz_buf_release(&title);
	zz_buf_release(&desc);
}
