/*
 * Zertz's game sheet (sheet.h): the diagrams of the positions chosen
 * (zz_pick_turn), compact, the board as small as keeps every text at 6
 * points or more on paper.  Made of the diagrams' parts (svgparts.h).
 */
#include <stdlib.h>
#include <string.h>

#include "render.h"
#include "sheet.h"
#include "svgparts.h"
#include "xalloc.h"
#include "i18n.h"
#include "banned.h"

struct zsheet {
	const struct zz_scene *s;
	const struct zz_render_opts *o;
	size_t *idx; /* the scenes drawn */
	size_t nd;
	unsigned opener;
	struct panel *pn;
	struct box b;
};

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
static size_t picked(const struct zz_scene *s, size_t n, const struct zz_pick *p, size_t most, size_t *idx)
{
	unsigned *what = zz_xcalloc(n, sizeof(*what));
	size_t i, nd;

	for (i = 1; i < n; i++) {
		if (s[i].last && s[i].last->move.kind == ZZ_MOVE_CAPTURE)
			what[i] |= ZZ_PICK_CAPTURES;
		if (s[i].effect && !zz_bb_empty(&s[i].effect->claimed))
			what[i] |= ZZ_PICK_ISOLATIONS;
		if (s[i].game && i <= s[i].game->nr_turns && s[i].game->turns[i - 1].nag)
			what[i] |= ZZ_PICK_MARKS;
	}
	nd = zz_pick_turns(p, what, n - 1, start_set(s[0].pos), most, idx);
	free(what);
	return nd;
}

/* A cell: the board within cap, under it the tallest panel of any diagram. */
static void measure(void *ctx, double cap, double *cw, double *ch)
{
	struct zsheet *z = ctx;
	const struct zz_geom *g = z->s[0].pos->geom;
	double min_w = z->o->trays ? MIN_WIDTH : MIN_WIDTH * 0.6;
	unsigned lines = 0;
	size_t i;

	z->b = zz_svg_measure(g, 0, cap, min_w);
	for (i = 0; i < z->nd; i++) {
		zz_svg_panel_release(&z->pn[i]);
		zz_svg_panel_init(&z->pn[i], &z->s[z->idx[i]], z->b.w, z->o->trays, true, 0);
		if (z->pn[i].lines > lines)
			lines = z->pn[i].lines;
	}
	z->b = zz_svg_measure(g, lines, cap, min_w);
	*cw = z->b.w;
	*ch = z->b.h;
}

static void diagram(void *ctx, struct zz_buf *out, size_t i)
{
	struct zsheet *z = ctx;

	zz_svg_scene(out, &z->s[z->idx[i]], z->o, &z->b, &z->pn[i]);
}

/* The key to every mark the diagrams show. */
static unsigned legend(void *ctx, struct zz_buf *out, double x, double y, double avail)
{
	struct zsheet *z = ctx;
	unsigned set = 0;
	size_t i;

	for (i = 0; i < z->nd; i++)
		set |= zz_svg_marks_shown(&z->s[z->idx[i]]);
	return zz_svg_legend_rows(out, set, x, y, avail);
}

static void open_svg(void *ctx, struct zz_buf *out, double w, double h, const char *width, const char *height,
		     const char *title, const char *desc)
{
	struct zsheet *z = ctx;

	zz_svg_header(out, w, h, width, height, z->o, title, desc, false);
}

/* The diagrams of the n scenes picked with at most most of them (0: the default), their panels made. */
static void pick_most(struct zsheet *z, struct zz_sheet *sh, size_t n, size_t most)
{
	size_t i;

	for (i = 0; i < z->nd; i++)
		zz_svg_panel_release(&z->pn[i]);
	z->nd = picked(z->s, n, &z->o->pick, most, z->idx);
	for (i = 0; i < z->nd; i++)
		zz_svg_panel_init(&z->pn[i], &z->s[z->idx[i]], MIN_WIDTH, false, true, 0);
	sh->ndiagrams = z->nd;
}

/*
 * The diagrams a sheet draws; a compact sheet on paper whose last page
 * would hold a few lines of moves alone draws fewer diagrams, as few as
 * takes that page away (a page's cells at most), when that does.
 */
static void pick_diagrams(struct zsheet *z, struct zz_sheet *sh, size_t n)
{
	const struct zz_pick *p = &z->o->pick;
	size_t pages, fewer, nd, most;

	pick_most(z, sh, n, 0);
	if (p->nranges || p->words || p->every || !zz_sheet_sparse(sh, z->o, &pages))
		return;
	nd = z->nd;
	for (most = nd - 1; most + 9 >= nd && most > 1; most--) {
		pick_most(z, sh, n, most);
		if (z->nd < nd && !zz_sheet_sparse(sh, z->o, &fewer) && fewer < pages)
			return;
	}
	pick_most(z, sh, n, 0);
}

size_t zz_svg_sheet(struct zz_buf *out, const struct zz_scene *s, size_t n, const struct zz_render_opts *o,
		    size_t only)
{
	struct zz_buf result = ZZ_BUF_INIT, board = ZZ_BUF_INIT, title = ZZ_BUF_INIT;
	struct zsheet z;
	struct zz_sheet sh;
	size_t i, pages;

	if (!n)
		return 0;
	memset(&z, 0, sizeof(z));
	z.s = s;
	z.o = o;
	z.opener = s[0].pos->side;
	z.idx = zz_xcalloc(n, sizeof(*z.idx));
	z.pn = zz_xcalloc(n, sizeof(*z.pn));
	{
		struct zz_buf phrase = ZZ_BUF_INIT;

		if (s[n - 1].outcome)
			zz_outcome_phrase(&phrase, s[0].game, s[n - 1].outcome);
		zz_buf_addf(&result, _("Result: %s"), phrase.len ? phrase.buf : _("the game is not over"));
		zz_buf_release(&phrase);
	}
	zz_buf_addf(&board, Q_("%u ring", "%u rings", s[0].pos->geom->rings), s[0].pos->geom->rings);
	zz_buf_addf(&title,
		    Q_("Zertz game sheet, %u ring", "Zertz game sheet, %u rings", s[0].pos->geom->rings),
		    s[0].pos->geom->rings);
	memset(&sh, 0, sizeof(sh));
	sh.game = s[0].game;
	sh.name = "Zertz";
	sh.board = board.buf;
	sh.result = result.buf;
	sh.title = title.buf;
	sh.nturns = n - 1;
	sh.opener = z.opener;
	sh.ndiagrams = z.nd;
	sh.columns = 3;
	sh.shrinks = true;
	sh.ctx = &z;
	sh.measure = measure;
	sh.diagram = diagram;
	sh.legend = legend;
	sh.open = open_svg;
	pick_diagrams(&z, &sh, n);
	pages = zz_sheet_draw(out, &sh, o, only);
	for (i = 0; i < z.nd; i++)
		zz_svg_panel_release(&z.pn[i]);
	free(z.pn);
	free(z.idx);
	zz_buf_release(&result);
	zz_buf_release(&board);
	zz_buf_release(&title);
	return pages;
}
