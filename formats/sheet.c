/*
 * Game sheets, whatever the game (sheet.h): the layout of a header,
 * diagrams and the move list in a grid of cells, on paper in pages of
 * whole rows; the diagrams are the game's.
 */
#include "sheet.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kinds.h"
#include "replay.h"
#include "svgtext.h"
#include "text.h"
#include "banned.h"

#define SHEET_PAD 20.0
#define CELL_X 14.0 /* the move list's left margin in its cell */
#define MOVE_LINE 13.0
#define COMMENT_INDENT 14.0
#define LEGEND_LINE 15.0
#define MAX_COLUMNS 4

/* Paper: width and height in millimetres, a margin of 10 mm all round. */
static const double page_mm[][2] = { { 0, 0 }, { 210, 297 }, { 215.9, 279.4 } };
#define PAGE_MARGIN 10.0

void zz_sheet_turn_number(struct zz_buf *out, size_t turn)
{
	zz_buf_addf(out, "%zu. ", turn);
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
		zz_svg_wrap(p, avail, 10, false, &at);
		zz_buf_addch(moves, '\t');
		zz_buf_add(moves, p, at - (p[at] != '\0'));
		zz_buf_addch(moves, '\n');
		lines++;
		p += at;
	} while (*p);
	zz_buf_release(&t);
	return lines;
}

/* The line begun, ended and added to the list: 1, the lines added. */
static size_t flush_line(struct zz_buf *moves, struct zz_buf *line)
{
	zz_buf_add(moves, line->buf, line->len);
	zz_buf_addch(moves, '\n');
	zz_buf_reset(line);
	return 1;
}

/*
 * A line too long for the cell (a long capture, one turn alone): cut
 * where a jump, an isolation or a word begins, before the longest start
 * that fits, the rest on lines that start with '\v' (drawn indented, as
 * the move's own); a start that cannot be cut is left to the drawing
 * (zz_svg_text_line).  The last piece stays in line, begun.  Returns the
 * lines added.
 */
static size_t long_turn(struct zz_buf *moves, struct zz_buf *line, double avail)
{
	struct zz_buf rest = ZZ_BUF_INIT, piece = ZZ_BUF_INIT;
	size_t added = 0, i, cut;
	bool cont = false;

	zz_buf_addstr(&rest, line->buf);
	for (;;) {
		double room = avail - (cont ? COMMENT_INDENT : 0);

		if (zz_svg_text_width(rest.buf, 10, false) <= room)
			break;
		/* the last cut that fits: before a space, or before a colour
		 * letter that starts a jump ("Be4" of "x e6Be4Be6") */
		cut = 0;
		for (i = 1; i < rest.len; i++) {
			bool at = rest.buf[i] == ' ' ||
				(strchr("WGB", rest.buf[i]) && rest.buf[i - 1] != ' ' &&
				 rest.buf[i + 1] >= 'a' && rest.buf[i + 1] <= 'z');

			if (!at)
				continue;
			zz_buf_reset(&piece);
			zz_buf_add(&piece, rest.buf, i);
			if (zz_svg_text_width(piece.buf, 10, false) > room)
				break;
			cut = i;
		}
		if (!cut)
			break;
		if (cont)
			zz_buf_addch(moves, '\v');
		zz_buf_add(moves, rest.buf, cut);
		zz_buf_addch(moves, '\n');
		added++;
		while (rest.buf[cut] == ' ')
			cut++;
		zz_buf_reset(&piece);
		zz_buf_addstr(&piece, rest.buf + cut);
		zz_buf_reset(&rest);
		zz_buf_addstr(&rest, piece.buf);
		cont = true;
	}
	zz_buf_reset(line);
	if (cont)
		zz_buf_addch(line, '\v');
	zz_buf_addstr(line, rest.buf);
	zz_buf_release(&rest);
	zz_buf_release(&piece);
	return added;
}

/* The header's lines: event, players, date and place, result. */
static size_t header_lines(struct zz_buf *lines, const struct zz_sheet *sh)
{
	const struct zz_game *g = sh->game;
	const char *ev = g ? zz_game_tag(g, "Event") : NULL;
	const char *date = g ? zz_game_tag(g, "Date") : NULL;
	const char *site = g ? zz_game_tag(g, "Site") : NULL;
	size_t n = 0;

	zz_buf_addf(&lines[n++], "%s", ev && *ev ? ev : sh->name);
	zz_buf_addstr(&lines[n], "");
	if (g)
		zz_replay_players(g, &lines[n]);
	if (sh->board)
		zz_buf_addf(&lines[n], "%s%s", g ? ", " : "", sh->board);
	n++;
	if ((date && *date) || (site && *site)) {
		zz_buf_addf(&lines[n], "%s%s%s", date && *date ? date : "",
			    date && *date && site && *site ? ", " : "", site && *site ? site : "");
		n++;
	}
	zz_buf_addstr(&lines[n], sh->result);
	return n + 1;
}

/*
 * The move list two turns a line, each numbered as the record numbers it
 * ("23. x a4Wc4  24. Wd5,g2"), a comment in lines that start with a tab
 * under its turn (the next turn starts a line), as wide as a cell of
 * width cw allows.  Returns the lines.
 */
static size_t move_list(struct zz_buf *moves, const struct zz_sheet *sh, double cw)
{
	const struct zz_game *g = sh->game;
	const double avail = cw - 2 * CELL_X;
	struct zz_buf line = ZZ_BUF_INIT, turn = ZZ_BUF_INIT, words = ZZ_BUF_INIT;
	size_t i, nmoves = 0;

	for (i = 1; g && i <= sh->nturns; i++) {
		bool second = (i + sh->opener) % 2 == 0;

		zz_buf_reset(&turn);
		zz_sheet_turn_number(&turn, i);
		zz_text_kind(g->kind)->turn_write(&turn, g, i - 1);
		zz_nag_write(&turn, g->turns[i - 1].nag);
		/* a line a pair of turns, each numbered; the second on a line of
		 * its own when both do not fit */
		if (line.len && second &&
		    zz_svg_text_width(line.buf, 10, false) + zz_svg_text_width("  ", 10, false) +
				    zz_svg_text_width(turn.buf, 10, false) <=
			    avail - (line.buf[0] == '\v' ? COMMENT_INDENT : 0)) {
			zz_buf_addstr(&line, "  ");
		} else if (line.len) {
			nmoves += flush_line(moves, &line);
		}
		zz_buf_addstr(&line, turn.buf);
		if (zz_svg_text_width(line.buf, 10, false) > avail)
			nmoves += long_turn(moves, &line, avail);
		/* the analysis in words (a person reads a sheet) */
		zz_buf_reset(&words);
		zz_turn_words(&words, g, i - 1, second ? _("second player") : _("first player"));
		if (words.len) {
			nmoves += flush_line(moves, &line);
			nmoves += comment_lines(moves, words.buf, avail - COMMENT_INDENT);
		}
	}
	if (line.len)
		nmoves += flush_line(moves, &line);
	zz_buf_release(&line);
	zz_buf_release(&turn);
	zz_buf_release(&words);
	return nmoves;
}

/* A cell of the move list at (x, y): its lines first .. first + per_cell. */
static void move_cell(struct zz_buf *out, const char *moves, size_t first, size_t per_cell, double x,
		      double y, double cw)
{
	size_t line = 0, k = 0;
	const char *p = moves;

	/* (the blanks between a line's two turns kept, as measured) */
	zz_buf_addf(out, "<g class=\"moves\" xml:space=\"preserve\" transform=\"translate(%.2f %.2f)\">\n", x,
		    y);
	for (; *p && line < first + per_cell; line++) {
		const char *e = strchr(p, '\n');
		struct zz_buf one = ZZ_BUF_INIT;

		if (line >= first) {
			/* a comment stands under its move, indented; so does the
			 * rest of a long move ('\v') */
			bool indented = *p == '\t' || *p == '\v';
			double in = indented ? COMMENT_INDENT : 0;

			zz_buf_add(&one, p + indented, (size_t)(e - p) - indented);
			zz_svg_text_line(out, *p == '\t' ? "moves move-comment" : "moves", CELL_X + in,
					 SHEET_PAD + MOVE_LINE * (double)k++, cw - 2 * CELL_X - in, one.buf,
					 10, false);
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
	zz_svg_text_line(out, "sheet-title", SHEET_PAD, SHEET_PAD + 12, sheet_w - 2 * SHEET_PAD, head[0].buf,
			 16, true);
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
static void sheet_open(struct zz_buf *out, const struct zz_sheet *sh, const struct zz_render_opts *o,
		       size_t only, size_t pages, double sheet_w, double sheet_h, size_t cols)
{
	struct zz_buf title = ZZ_BUF_INIT, desc = ZZ_BUF_INIT;
	char w[32], h[32];
	const char *ev = sh->game ? zz_game_tag(sh->game, "Event") : NULL;
	double uw = sheet_w, uh = sheet_h;

	zz_buf_addf(&title, Q_("%s, %zu diagrams", "%s, %zu diagrams", sh->ndiagrams), sh->title,
		    sh->ndiagrams);
	if (only && pages > 1)
		zz_buf_addf(&title, _(", page %zu of %zu"), only, pages);
	if (ev)
		zz_buf_addf(&desc, "%s. ", ev);
	zz_buf_addf(&desc,
		    Q_("Diagrams of %zu positions, in reading order, then the moves. %s",
		       "Diagrams of %zu positions, in reading order, then the moves. %s", sh->ndiagrams),
		    sh->ndiagrams, sh->result);
	if (o->page) {
		uw = page_mm[o->page][0];
		uh = page_mm[o->page][1] * (double)(only ? 1 : pages);
		snprintf(w, sizeof(w), "%.1fmm", uw);
		snprintf(h, sizeof(h), "%.1fmm", uh);
	} else {
		/* --size is the sheet's width; else each diagram's */
		double px = o->size_set ? o->size : (double)o->size * (double)cols;

		snprintf(w, sizeof(w), "%u", (unsigned)(px + 0.5));
		snprintf(h, sizeof(h), "%u", (unsigned)(px * sheet_h / sheet_w + 0.5));
	}
	sh->open(sh->ctx, out, uw, uh, w, h, title.buf, desc.buf);
	zz_buf_addf(out, "<rect class=\"background\" width=\"%.2f\" height=\"%.2f\"/>\n", uw, uh);
	zz_buf_release(&title);
	zz_buf_release(&desc);
}

/* The widest a cell may be for text at 6 pt (8 px) with cols a row; 0: any. */
static double cell_cap(const struct zz_render_opts *o, size_t cols)
{
	if (o->page)
		return (page_mm[o->page][0] - 2 * PAGE_MARGIN) / (double)cols / ZZ_SVG_MIN_MM_PER_UNIT;
	if (o->size_set)
		return o->size / ZZ_SVG_MIN_PX_PER_UNIT / (double)cols;
	return 0;
}

/* The grid: columns and the cells' size. */
struct grid {
	size_t cols, rows, cells, per_cell, first_rows, later_rows, pages;
	double cw, ch, head_h, sheet_w, sheet_h, scale, page_h;
	unsigned legend_lines;
};

static void lay_out(struct grid *gr, const struct zz_sheet *sh, const struct zz_render_opts *o, size_t nhead,
		    struct zz_buf *moves)
{
	size_t nmoves;
	double cap;

	memset(gr, 0, sizeof(*gr));
	gr->cols = o->columns			  ? o->columns
		: o->page			  ? sh->columns
		: sh->ndiagrams + 1 < MAX_COLUMNS ? sh->ndiagrams + 1
						  : MAX_COLUMNS;
	cap = cell_cap(o, gr->cols);
	sh->measure(sh->ctx, cap, &gr->cw, &gr->ch);
	/* diagrams that cannot shrink: fewer a row, unless --columns says */
	while (!sh->shrinks && !o->columns && cap > 0 && gr->cw > cap && gr->cols > 1) {
		cap = cell_cap(o, --gr->cols);
		sh->measure(sh->ctx, cap, &gr->cw, &gr->ch);
	}
	nmoves = move_list(moves, sh, gr->cw);
	gr->per_cell = (size_t)((gr->ch - 2 * SHEET_PAD) / MOVE_LINE);
	if (!gr->per_cell)
		gr->per_cell = 1;
	gr->cells = sh->ndiagrams + (nmoves + gr->per_cell - 1) / gr->per_cell;
	if (gr->cols > gr->cells)
		gr->cols = gr->cells ? gr->cells : 1;
	gr->rows = (gr->cells + gr->cols - 1) / gr->cols;
	gr->sheet_w = (double)gr->cols * gr->cw;
	if (o->legend && sh->legend)
		gr->legend_lines = sh->legend(sh->ctx, NULL, 0, 0, gr->sheet_w - 2 * SHEET_PAD);
	gr->head_h = SHEET_PAD + 20 + 16.0 * (double)(nhead - 1) + LEGEND_LINE * gr->legend_lines + 10;
	gr->sheet_h = gr->head_h + (double)gr->rows * gr->ch;
	gr->first_rows = gr->rows;
	gr->pages = 1;
	gr->scale = 1;
	if (o->page) {
		double page_w = page_mm[o->page][0];

		gr->page_h = page_mm[o->page][1];
		gr->scale = (page_w - 2 * PAGE_MARGIN) / gr->sheet_w; /* mm per unit */
		/* whole rows a page: the first under the header */
		gr->first_rows = (size_t)((gr->page_h - 2 * PAGE_MARGIN - gr->head_h * gr->scale) /
					  (gr->ch * gr->scale));
		gr->later_rows = (size_t)((gr->page_h - 2 * PAGE_MARGIN) / (gr->ch * gr->scale));
		if (!gr->first_rows)
			gr->first_rows = 1;
		if (!gr->later_rows)
			gr->later_rows = 1;
		if (gr->rows > gr->first_rows)
			gr->pages += (gr->rows - gr->first_rows + gr->later_rows - 1) / gr->later_rows;
	}
}

bool zz_sheet_sparse(const struct zz_sheet *sh, const struct zz_render_opts *o, size_t *pages)
{
	struct zz_buf head[5], moves = ZZ_BUF_INIT;
	struct grid gr;
	size_t i, before, used;

	for (i = 0; i < 5; i++)
		zz_buf_init(&head[i]);
	lay_out(&gr, sh, o, header_lines(head, sh), &moves);
	for (i = 0; i < 5; i++)
		zz_buf_release(&head[i]);
	zz_buf_release(&moves);
	*pages = gr.pages;
	if (!o->page || gr.pages < 2)
		return false;
	/* the cells of the pages before the last, and the last's */
	before = (gr.first_rows + (gr.pages - 2) * gr.later_rows) * gr.cols;
	used = gr.cells - before;
	return sh->ndiagrams <= before && used * 3 < gr.later_rows * gr.cols;
}

size_t zz_sheet_draw(struct zz_buf *out, const struct zz_sheet *sh, const struct zz_render_opts *o,
		     size_t only)
{
	struct zz_buf head[5], moves = ZZ_BUF_INIT;
	struct grid gr;
	size_t i, nhead;

	for (i = 0; i < 5; i++)
		zz_buf_init(&head[i]);
	nhead = header_lines(head, sh);
	lay_out(&gr, sh, o, nhead, &moves);
	if (only > gr.pages)
		goto done;
	sheet_open(out, sh, o, only, gr.pages, gr.sheet_w, gr.sheet_h, gr.cols);
	/* the content in sheet units; on paper, a group a page */
	if (o->page)
		zz_buf_addf(out, "<g class=\"page\" transform=\"translate(%.2f %.2f) scale(%.5f)\">\n",
			    PAGE_MARGIN, PAGE_MARGIN, gr.scale);
	if (only <= 1) {
		sheet_heading(out, head, nhead, gr.sheet_w);
		if (gr.legend_lines)
			sh->legend(sh->ctx, out, SHEET_PAD, SHEET_PAD + 16 + 16.0 * (double)nhead,
				   gr.sheet_w - 2 * SHEET_PAD);
	}
	for (i = 0; i < gr.cells; i++) {
		size_t row = i / gr.cols, page = 1, r = row;
		double x = (double)(i % gr.cols) * gr.cw, y;

		if (row >= gr.first_rows) {
			page = 2 + (row - gr.first_rows) / gr.later_rows;
			r = (row - gr.first_rows) % gr.later_rows;
		}
		if (only && page != only)
			continue;
		if (page == 1) {
			y = gr.head_h + (double)r * gr.ch;
		} else {
			/* a later page: whole rows from its top */
			if (!r && i % gr.cols == 0) {
				zz_buf_addstr(out, "</g>\n");
				zz_buf_addf(
					out,
					"<g class=\"page\" transform=\"translate(%.2f %.2f) scale(%.5f)\">\n",
					PAGE_MARGIN, gr.page_h * (double)(only ? 0 : page - 1) + PAGE_MARGIN,
					gr.scale);
			}
			y = (double)r * gr.ch;
		}
		if (i < sh->ndiagrams) {
			zz_buf_addf(out, "<g class=\"diagram\" transform=\"translate(%.2f %.2f)\">\n", x, y);
			sh->diagram(sh->ctx, out, i);
			zz_buf_addstr(out, "</g>\n");
			continue;
		}
		move_cell(out, moves.buf, (i - sh->ndiagrams) * gr.per_cell, gr.per_cell, x, y, gr.cw);
	}
	if (o->page)
		zz_buf_addstr(out, "</g>\n");
	zz_buf_addstr(out, "</svg>\n");
done:
	for (i = 0; i < 5; i++)
		zz_buf_release(&head[i]);
	zz_buf_release(&moves);
	return gr.pages;
}
