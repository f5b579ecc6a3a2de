/*
 * Zertz's game sheet: a header, diagrams of the positions chosen
 * (zz_pick_turn) in a grid, then every move in numbered pairs; on paper,
 * pages of whole rows, the board drawn as small as keeps every text at 6
 * points or more.  Made of the diagrams' parts (svgparts.h).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "render.h"
#include "svgparts.h"
#include "notation.h"
#include "xalloc.h"
#include "banned.h"

#define SHEET_PAD 20.0
#define MOVE_LINE 13.0
#define COMMENT_INDENT 14.0

/* Paper: width and height in millimetres, a margin of 10 mm all round. */
static const double page_mm[][2] = { { 0, 0 }, { 210, 297 }, { 215.9, 279.4 } };
#define PAGE_MARGIN 10.0

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
		zz_svg_wrap(p, avail, 10, false, &at);
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
 * The move list of scenes s[1 .. n) in numbered pairs ("12. x a4Wc4  Wd5,g2"),
 * a comment in lines that start with a tab under its move (the pair goes
 * on after it as "12... "), as wide as a cell of width cw allows.
 * Returns the number of lines.
 */
static size_t move_list(struct zz_buf *moves, const struct zz_scene *s, size_t n, double cw, unsigned opener)
{
	size_t i, nmoves = 0;
	bool open = false; /* a line begun */

	for (i = 1; i < n; i++) {
		const char *c = zz_svg_scene_comment(&s[i]);
		bool second = (i + opener) % 2 == 0;

		if (open && second) {
			zz_buf_addstr(moves, "  ");
		} else {
			if (open)
				zz_buf_addch(moves, '\n'), nmoves++;
			zz_svg_pair_number(moves, i, opener);
		}
		zz_notation_write(moves, s[i].pos->geom, s[i].last);
		open = true;
		if (c && *c) {
			zz_buf_addch(moves, '\n');
			nmoves += 1 + comment_lines(moves, c, cw - 2 * PANEL_X - COMMENT_INDENT);
			open = false;
		}
	}
	if (open)
		zz_buf_addch(moves, '\n'), nmoves++;
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
			zz_svg_text_line(out, in ? "moves move-comment" : "moves", PANEL_X + in,
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
	zz_svg_text_line(out, "sheet-title", SHEET_PAD, SHEET_PAD + 12, sheet_w - 2 * SHEET_PAD, head[0].buf, 16, true);
	for (i = 1; i < nhead; i++)
		zz_svg_text_line(out, "sheet-line", SHEET_PAD, SHEET_PAD + 16 + 16.0 * (double)i,
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
	zz_buf_addf(&desc, "%s%sDiagrams of %zu positions, in reading order, then the moves. %s",
		    ev ? ev : "", ev ? ". " : "", n, result);
	if (o->page) {
		double page_w = page_mm[o->page][0];
		double tall = page_mm[o->page][1] * (double)(only ? 1 : pages);

		snprintf(w, sizeof(w), "%.1fmm", page_w);
		snprintf(h, sizeof(h), "%.1fmm", tall);
		zz_svg_header(out, page_w, tall, w, h, o, title.buf, desc.buf);
		zz_buf_addf(out, "<rect class=\"background\" width=\"%.2f\" height=\"%.2f\"/>\n",
			    page_w, tall);
	} else {
		/* --size is the sheet's width; else each diagram's */
		double px = o->size_set ? o->size : (double)o->size * (double)cols;

		zz_svg_size_attr(w, sizeof(w), px);
		zz_svg_size_attr(h, sizeof(h), px * sheet_h / sheet_w);
		zz_svg_header(out, sheet_w, sheet_h, w, h, o, title.buf, desc.buf);
		zz_buf_addf(out, "<rect class=\"background\" width=\"%.2f\" height=\"%.2f\"/>\n", sheet_w, sheet_h);
	}
	zz_buf_release(&title);
	zz_buf_release(&desc);
}

/* Whether a game starts from a position of its own: marbles or rings gone. */
static bool start_set(const struct zz_pos *p)
{
	unsigned c;

	for (c = 0; c < p->geom->rings; c++)
		if (!zz_pos_has_ring(p, c) || zz_pos_marble(p, c) >= 0)
			return true;
	return false;
}

/* The scenes of s[0 .. n) a sheet draws, by p, their indices into idx: how many. */
static size_t picked(const struct zz_scene *s, size_t n, const struct zz_pick *p, size_t *idx)
{
	bool set = start_set(s[0].pos);
	size_t i, nd = 0;

	for (i = 0; i < n; i++) {
		bool capture = s[i].last && s[i].last->move.kind == ZZ_MOVE_CAPTURE;
		bool isolation = s[i].effect && !zz_bb_empty(&s[i].effect->claimed);

		if (zz_pick_turn(p, i, n - 1, capture, isolation, set))
			idx[nd++] = i;
	}
	return nd;
}

size_t zz_svg_sheet(struct zz_buf *out, const struct zz_scene *s, size_t n,
		    const struct zz_render_opts *o, size_t only)
{
	struct box b;
	struct panel *pn;
	struct zz_buf head[5], moves = ZZ_BUF_INIT;
	size_t i, cols, rows, nhead, nmoves, move_cells, per_cell, cells, pages = 1, nd = 0, *idx;
	size_t first_rows, later_rows = 0;
	unsigned lines = 0, opener, legend = 0, legend_lines = 0;
	double cw, ch, head_h, sheet_w, sheet_h, scale = 1, page_w = 0, page_h = 0, cap = 0, min_w;

	if (!n)
		return 0;
	opener = s[0].pos->side;
	idx = zz_xcalloc(n, sizeof(*idx));
	nd = picked(s, n, &o->pick, idx);
	/* 3 across on paper, the board as small as keeps the text at 6 pt */
	cols = o->columns ? o->columns : o->page ? 3 : nd + 1 < 4 ? nd + 1 : 4;
	if (o->page)
		cap = (page_mm[o->page][0] - 2 * PAGE_MARGIN) / (double)cols / MIN_MM_PER_UNIT;
	else if (o->size_set)
		cap = o->size / MIN_PX_PER_UNIT / (double)cols;
	min_w = o->trays ? MIN_WIDTH : MIN_WIDTH * 0.6;
	b = zz_svg_measure(s[0].pos->geom, 0, cap, min_w);
	pn = zz_xcalloc(nd ? nd : 1, sizeof(*pn));
	for (i = 0; i < nd; i++) {
		zz_svg_panel_init(&pn[i], &s[idx[i]], b.w, o->trays, true, opener, 0);
		if (pn[i].lines > lines)
			lines = pn[i].lines;
		if (o->legend)
			legend |= zz_svg_marks_shown(&s[idx[i]]);
	}
	b = zz_svg_measure(s[0].pos->geom, lines, cap, min_w);
	cw = b.w, ch = b.h;
	/* the move list, with comments, in cells after the diagrams */
	nmoves = move_list(&moves, s, n, cw, opener);
	per_cell = (size_t)((ch - 2 * SHEET_PAD) / MOVE_LINE);
	if (!per_cell)
		per_cell = 1;
	move_cells = (nmoves + per_cell - 1) / per_cell;
	cells = nd + move_cells;
	if (cols > cells)
		cols = cells ? cells : 1;
	rows = (cells + cols - 1) / cols;
	for (i = 0; i < 5; i++)
		zz_buf_init(&head[i]);
	nhead = sheet_header(head, &s[n - 1]);
	sheet_w = (double)cols * cw;
	if (legend)
		legend_lines = zz_svg_legend_rows(NULL, legend, 0, 0, sheet_w - 2 * SHEET_PAD);
	head_h = SHEET_PAD + 20 + 16.0 * (double)(nhead - 1) + LINE * legend_lines + 10;
	sheet_h = head_h + (double)rows * ch;
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
	sheet_open(out, s, nd, o, head[nhead - 1].buf, only, pages, sheet_w, sheet_h, cols);
	/* the content in sheet units; on paper, a group a page */
	if (o->page)
		zz_buf_addf(out, "<g class=\"page\" transform=\"translate(%.2f %.2f) scale(%.5f)\">\n",
			    PAGE_MARGIN, PAGE_MARGIN, scale);
	if (only <= 1) {
		sheet_heading(out, head, nhead, sheet_w);
		if (legend)
			zz_svg_legend_rows(out, legend, SHEET_PAD, SHEET_PAD + 16 + 16.0 * (double)nhead,
				    sheet_w - 2 * SHEET_PAD);
	}
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
		if (i < nd) {
			zz_buf_addf(out, "<g class=\"diagram\" transform=\"translate(%.2f %.2f)\">\n", x, y);
			zz_svg_scene(out, &s[idx[i]], o, &b, &pn[i]);
			zz_buf_addstr(out, "</g>\n");
			continue;
		}
		move_cell(out, moves.buf, (i - nd) * per_cell, per_cell, x, y, cw);
	}
	if (o->page)
		zz_buf_addstr(out, "</g>\n");
	zz_buf_addstr(out, "</svg>\n");
done:
	for (i = 0; i < nd; i++)
		zz_svg_panel_release(&pn[i]);
	for (i = 0; i < 5; i++)
		zz_buf_release(&head[i]);
	free(pn);
	free(idx);
	zz_buf_release(&moves);
	return pages;
}
