/*
 * Zertz's drawing table (draw.h): a game replayed with every position,
 * the effect of each turn and the outcome kept, drawn by ascii.c and
 * svg.c, a sheet by svg.c.
 */
#include <stdlib.h>
#include <string.h>

#include "ascii.h"
#include "draw.h"
#include "geom.h"
#include "kinds.h"
#include "posstr.h"
#include "notation.h"
#include "render.h"
#include "zreplay.h"
#include "shown.h"
#include "text.h"
#include "xalloc.h"
#include "ztext.h"
#include "i18n.h"
#include "banned.h"

struct history {
	struct zz_pos *pos;		/* pos[k]: after k turns */
	struct zz_effect *effect;	/* effect[k]: of turn k+1 */
	struct zz_outcome outcome;	/* after the n turns */
	/* the winning turn from pos[k] (turn k+1's [%best]), when it is
	 * legal there: best_words[k] not NULL */
	struct zz_zturn *best;
	struct zz_effect *best_effect;
	char **best_words;
};

/*
 * The winning turn an analysis gives from position k (turn k+1's [%best],
 * with its [%win]), read and played there; a turn that does not read or
 * is not legal there is not drawn (the record is a stranger's).
 */
static void best_at(struct history *h, const struct zz_game *g, size_t k)
{
	const char *c = g->turns[k].comment;
	const struct zz_zgame *z = zz_zgame(g);
	struct zz_buf best = ZZ_BUF_INIT, win = ZZ_BUF_INIT, words = ZZ_BUF_INIT;
	struct zz_loc at = { NULL, 0, 0, 0 };
	struct zz_pos p = h->pos[k], before;
	struct zz_zturn t;
	struct zz_diag d;

	if (!c || !z->geom || !zz_comment_command(c, "best", &best) || !best.len)
		goto out;
	memset(&t, 0, sizeof(t));
	zz_diag_init(&d);
	if (!zz_notation_parse(z->geom, best.buf, best.len, &at, &t, &d) &&
	    !zz_rules_play(&z->rules, &p, &before, &t.move, NULL, &h->best_effect[k])) {
		h->best[k] = t;
		h->best[k].claims = NULL, h->best[k].nr_claims = 0;
		zz_replay_player(g, h->pos[k].side, &words);
		if (zz_comment_command(c, "win", &win) && win.len)
			zz_buf_addf(&words, " wins in %s", win.buf);
		else
			zz_buf_addstr(&words, " wins");
		zz_buf_addf(&words, ": %s", best.buf);
		h->best_words[k] = zz_buf_detach(&words, NULL);
	}
	free(t.claims);
	zz_diag_release(&d);
out:
	zz_buf_release(&best);
	zz_buf_release(&win);
	zz_buf_release(&words);
}

static void replay(struct zz_drawing *dr, struct zz_game *g, struct zz_diag *d)
{
	struct history *h = zz_xcalloc(1, sizeof(*h));
	const struct zz_zreplay *rp;
	struct zz_replay m;
	size_t k;

	h->pos = zz_xcalloc(g->nr_turns + 1, sizeof(*h->pos));
	h->effect = zz_xcalloc(g->nr_turns + 1, sizeof(*h->effect));
	zz_replay_start(&m, g, d);
	rp = zz_zreplay_of(&m);
	h->pos[0] = rp->pos;
	while (zz_replay_step(&m) > 0) {
		h->pos[rp->next] = rp->pos;
		h->effect[rp->next - 1] = rp->effect;
	}
	dr->n = rp->next;
	dr->failed = rp->failed;
	h->best = zz_xcalloc(dr->n + 1, sizeof(*h->best));
	h->best_effect = zz_xcalloc(dr->n + 1, sizeof(*h->best_effect));
	h->best_words = zz_xcalloc(dr->n + 1, sizeof(*h->best_words));
	for (k = 0; k <= dr->n && k < g->nr_turns; k++)
		best_at(h, g, k);
	if (!rp->failed)
		zz_zreplay_outcome(rp, &h->outcome);
	zz_replay_release(&m);
	dr->state = h;
}

static void release(struct zz_drawing *dr)
{
	struct history *h = dr->state;
	size_t k;

	for (k = 0; k <= dr->n; k++)
		free(h->best_words[k]);
	free(h->best_words);
	free(h->best);
	free(h->best_effect);
	free(h->pos);
	free(h->effect);
	free(h);
}

static void scene_at(const struct zz_drawing *dr, size_t k, struct zz_scene *s)
{
	const struct history *h = dr->state;

	memset(s, 0, sizeof(*s));
	s->pos = &h->pos[k];
	s->game = dr->game;
	s->turn = k;
	if (k > 0) {
		s->last = zz_zturn(dr->game, k - 1);
		s->before = &h->pos[k - 1];
		s->effect = &h->effect[k - 1];
	}
	if (k == dr->n && h->outcome.over)
		s->outcome = &h->outcome;
	if (h->best_words[k]) {
		s->best = &h->best[k];
		s->best_effect = &h->best_effect[k];
		s->best_words = h->best_words[k];
	}
}

static void svg(struct zz_buf *out, const struct zz_drawing *dr, size_t k,
		const struct zz_render_opts *o)
{
	struct zz_scene s;

	scene_at(dr, k, &s);
	zz_svg_render(out, &s, o);
}

static void text(struct zz_buf *out, const struct zz_drawing *dr, size_t k,
		 const struct zz_render_opts *o)
{
	struct zz_scene s;

	scene_at(dr, k, &s);
	zz_ascii_render(out, &s, o);
}

static size_t sheet(struct zz_buf *out, const struct zz_drawing *dr,
		    const struct zz_render_opts *o, size_t page)
{
	struct zz_scene *s = zz_xcalloc(dr->n + 1, sizeof(*s));
	size_t k, pages;

	for (k = 0; k <= dr->n; k++)
		scene_at(dr, k, &s[k]);
	pages = zz_svg_sheet(out, s, dr->n + 1, o, page);
	free(s);
	return pages;
}

static int position(struct zz_buf *out, const char *str, bool svg,
		    const struct zz_render_opts *o, struct zz_buf *err)
{
	struct zz_geom *custom = NULL;
	struct zz_scene s;
	struct zz_pos p;

	if (zz_posstr_parse(str, &p, &custom, err))
		return -1;
	memset(&s, 0, sizeof(s));
	s.pos = &p;
	(svg ? zz_svg_render : zz_ascii_render)(out, &s, o);
	zz_geom_free(custom);
	return 0;
}

/* replay's board: render's, without its caption, the last turn marked */
static void board(struct zz_buf *out, const struct zz_replay *m, const struct zz_render_opts *o)
{
	const struct zz_zreplay *rp = zz_zreplay_of(m);
	struct zz_outcome oc;
	struct zz_scene s;

	memset(&s, 0, sizeof(s));
	s.pos = &rp->pos;
	s.game = rp->game;
	s.turn = rp->next;
	if (rp->next) {
		s.last = zz_zturn(rp->game, rp->next - 1);
		s.before = &rp->before;
		s.effect = &rp->effect;
	}
	zz_zreplay_outcome(rp, &oc);
	if (oc.over)
		s.outcome = &oc;
	zz_ascii_diagram(out, &s, o);
}

static void add_cells(struct zz_buf *out, const struct zz_pos *p,
		      const struct zz_bb by_colour[ZZ_COLOUR_NB])
{
	struct zz_bb all = zz_bb_or(zz_bb_or(by_colour[0], by_colour[1]), by_colour[2]);
	int cell;

	ZZ_BB_FOR_EACH(cell, &all) {
		unsigned c;

		for (c = 0; c < ZZ_COLOUR_NB; c++)
			if (zz_bb_has(&by_colour[c], (unsigned)cell))
				break;
		zz_buf_addf(out, " %c%s", zz_colour_letter((enum zz_colour)c),
			    zz_geom_label(p->geom, (unsigned)cell));
	}
}

/* The heading of one turn: number, player, move and what it captured. */
static void heading(struct zz_buf *out, const struct zz_replay *m)
{
	const struct zz_zreplay *rp = zz_zreplay_of(m);
	const struct zz_game *g = rp->game;
	const struct zz_zturn *t = zz_zturn(g, rp->next - 1);
	const struct zz_effect *e = &rp->effect;
	size_t from;

	zz_buf_addf(out, "%zu. ", rp->next);
	from = out->len;
	zz_replay_player(g, e->mover, out);
	zz_shown_fix(out, from, 0);	/* a stranger's name */
	zz_buf_addstr(out, ": ");
	zz_notation_write(out, zz_zgame(g)->geom, t);
	zz_nag_write(out, g->turns[rp->next - 1].nag);
	zz_buf_addch(out, '\n');
	zz_comment_line(out, g, rp->next - 1, e->mover);
	if (!zz_bb_empty(&e->jumped)) {
		struct zz_bb by[ZZ_COLOUR_NB] = { ZZ_BB_ZERO, ZZ_BB_ZERO, ZZ_BB_ZERO };
		unsigned k, at = t->move.cell, over;

		for (k = 0; k < t->move.nhops; k++) {
			zz_geom_jump(zz_zgame(g)->geom, at, t->move.hop[k], &over);
			zz_bb_set(&by[e->jumped_colour[k]], over);
			at = t->move.hop[k];
		}
		zz_buf_addstr(out, _("captured by jumping:"));
		add_cells(out, &rp->before, by);
		zz_buf_addch(out, '\n');
	}
	if (!zz_bb_empty(&e->claimed)) {
		zz_buf_addstr(out,
			      e->board_full ? _("claimed, the board is full:") : _("claimed by isolation:"));
		add_cells(out, &rp->before, e->claimed_by_colour);
		zz_buf_addch(out, '\n');
	}
	if (e->source == ZZ_SOURCE_OWN)
		zz_buf_addf(out, "%s\n", _("placed from the player's own captures"));
}

/* The result, as every command reports it (lib/zertz/zreplay.h). */
static void result_line(struct zz_buf *out, const struct zz_replay *m)
{
	const struct zz_zreplay *rp = zz_zreplay_of(m);
	struct zz_buf phrase = ZZ_BUF_INIT;
	struct zz_outcome o;
	size_t at;

	zz_zreplay_outcome(rp, &o);
	zz_outcome_phrase(&phrase, rp->game, &o);
	at = out->len;
	zz_buf_addf(out, _("result: %s"), phrase.buf);
	zz_shown_fix(out, at, 0);
	zz_buf_addch(out, '\n');
	zz_buf_release(&phrase);
}

static void now(struct zz_buf *out, const struct zz_replay *m, bool svg,
		const struct zz_render_opts *o)
{
	const struct zz_zreplay *rp = zz_zreplay_of(m);
	struct zz_scene s;

	memset(&s, 0, sizeof(s));
	s.pos = &rp->pos;
	s.game = rp->game;
	s.turn = rp->next;
	if (rp->next > 0 && !rp->failed) {
		s.last = zz_zturn(rp->game, rp->next - 1);
		s.before = &rp->before;
		s.effect = &rp->effect;
	}
	(svg ? zz_svg_render : zz_ascii_render)(out, &s, o);
}

static unsigned mover(const struct zz_drawing *dr, size_t k)
{
	return ((const struct history *)dr->state)->effect[k].mover;
}

static void result(struct zz_buf *out, const struct zz_drawing *dr)
{
	zz_outcome_phrase(out, dr->game, &((const struct history *)dr->state)->outcome);
}

const struct zz_draw_kind zz_draw_zertz = {
	.replay = replay,
	.release = release,
	.svg = svg,
	.text = text,
	.sheet = sheet,
	.position = position,
	.board = board,
	.heading = heading,
	.result_line = result_line,
	.now = now,
	.mover = mover,
	.result = result,
};
