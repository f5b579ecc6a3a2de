/*
 * TZAAR's drawing table (draw.h): a game replayed with every position and
 * its stacks kept, drawn by svg.c and ascii.c.  A sheet is one drawing,
 * laid out as every game's (sheet.h).
 */
#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "i18n.h"
#include "kinds.h"
#include "replay.h"
#include "shown.h"
#include "tascii.h"
#include "tgame.h"
#include "tposstr.h"
#include "text.h"
#include "tsvg.h"
#include "xalloc.h"
#include "banned.h"

struct history {
	struct tz_pos *pos;		/* pos[k]: after k turns */
	struct tz_stacks *stacks;
	struct zz_outcome outcome;	/* after the turns replayed */
	struct zz_buf result;		/* the result in words, when over */
};

static void result(struct zz_buf *out, const struct zz_drawing *dr);

static void replay(struct zz_drawing *dr, struct zz_game *g, struct zz_diag *d)
{
	struct history *h = zz_xcalloc(1, sizeof(*h));
	const struct tz_replay *rp;
	struct zz_replay m;

	h->pos = zz_xcalloc(g->nr_turns + 1, sizeof(*h->pos));
	h->stacks = zz_xcalloc(g->nr_turns + 1, sizeof(*h->stacks));
	zz_replay_start(&m, g, d);
	rp = zz_tz_replay_of(&m);
	h->pos[0] = rp->pos;
	h->stacks[0] = rp->stacks;
	while (zz_replay_step(&m) > 0) {
		h->pos[rp->next] = rp->pos;
		h->stacks[rp->next] = rp->stacks;
	}
	dr->n = rp->next;
	dr->failed = rp->failed;
	zz_replay_outcome(&m, &h->outcome);
	zz_replay_release(&m);
	dr->state = h;
	zz_buf_init(&h->result);
	if (!dr->failed && h->outcome.over)
		result(&h->result, dr);
}

static void release(struct zz_drawing *dr)
{
	struct history *h = dr->state;

	free(h->pos);
	free(h->stacks);
	zz_buf_release(&h->result);
	free(h);
}

static void scene_at(const struct zz_drawing *dr, size_t k, struct tz_scene *s)
{
	const struct history *h = dr->state;

	s->game = dr->game;
	s->pos = &h->pos[k];
	s->stacks = &h->stacks[k];
	s->turn = k;
	s->last = k ? tz_turn_of(dr->game, k - 1) : NULL;
	s->result = k == dr->n && h->result.len ? h->result.buf : NULL;
}

static void svg_opts(const struct zz_render_opts *o, struct tz_svg_opts *t)
{
	memset(t, 0, sizeof(*t));
	t->size = o->size;
	t->size_set = o->size_set;
	t->css = o->css;
	t->coords = o->coords == ZZ_COORDS_NONE ? TZ_COORDS_NONE
		: o->coords == ZZ_COORDS_ALL	? TZ_COORDS_ALL
						: TZ_COORDS_RIM;
}

static void svg(struct zz_buf *out, const struct zz_drawing *dr, size_t k,
		const struct zz_render_opts *o)
{
	struct tz_svg_opts t;
	struct tz_scene s;

	svg_opts(o, &t);
	scene_at(dr, k, &s);
	zz_tz_svg_render(out, &s, &t);
}

/* The turn just played above the board: "3. second player: xI3H4 +F7G6". */
static void caption(struct zz_buf *out, const struct zz_game *g, size_t k)
{
	size_t at;

	if (!k) {
		zz_buf_addf(out, "%s\n", _("start"));
		return;
	}
	zz_buf_addf(out, "%zu. ", k);
	at = out->len;
	zz_replay_player(g, (unsigned)((k - 1) % 2), out);
	zz_shown_fix(out, at, 0);	/* a stranger's name */
	zz_buf_addstr(out, ": ");
	zz_text_kind(g->kind)->turn_write(out, g, k - 1);
	zz_nag_write(out, g->turns[k - 1].nag);
	zz_buf_addch(out, '\n');
}

static void text(struct zz_buf *out, const struct zz_drawing *dr, size_t k,
		 const struct zz_render_opts *o)
{
	const struct history *h = dr->state;

	(void)o;
	caption(out, dr->game, k);
	zz_tz_ascii_board(out, &h->pos[k]);
}

static size_t sheet(struct zz_buf *out, const struct zz_drawing *dr,
		    const struct zz_render_opts *o, size_t page)
{
	struct tz_scene *s = zz_xcalloc(dr->n + 1, sizeof(*s));
	struct tz_svg_opts t;
	size_t k, pages;

	svg_opts(o, &t);
	for (k = 0; k <= dr->n; k++)
		scene_at(dr, k, &s[k]);
	pages = zz_tz_svg_sheet(out, s, dr->n + 1, &t, o, page);
	free(s);
	return pages;
}

static int position(struct zz_buf *out, const char *str, bool svg,
		    const struct zz_render_opts *o, struct zz_buf *err)
{
	struct tz_scene s = { NULL, NULL, NULL, 0, NULL, NULL };
	struct tz_stacks st;
	struct tz_svg_opts t;
	struct tz_pos p;

	if (zz_tz_posstr_parse(str, &p, &st, err))
		return -1;
	s.pos = &p;
	s.stacks = &st;
	if (svg) {
		svg_opts(o, &t);
		zz_tz_svg_render(out, &s, &t);
	} else {
		zz_tz_ascii_board(out, &p);
	}
	return 0;
}

/* replay's board (o: ascii.c's board has no options) */
static void board(struct zz_buf *out, const struct zz_replay *m, const struct zz_render_opts *o)
{
	(void)o;
	zz_tz_ascii_board(out, &zz_tz_replay_of(m)->pos);
}

/* The heading of the turn just played: number, player, its actions. */
static void heading(struct zz_buf *out, const struct zz_replay *m)
{
	size_t n = zz_replay_turn(m), at;

	zz_buf_addf(out, "%zu. ", n);
	at = out->len;
	zz_replay_player(m->game, (unsigned)((n - 1) % 2), out);
	zz_shown_fix(out, at, 0);
	zz_buf_addstr(out, ": ");
	zz_text_kind(m->game->kind)->turn_write(out, m->game, n - 1);
	zz_nag_write(out, m->game->turns[n - 1].nag);
	zz_buf_addch(out, '\n');
	zz_comment_line(out, m->game, n - 1, (unsigned)((n - 1) % 2));
}

/* The result, as every command reports it, in TZAAR's words. */
static void result_line(struct zz_buf *out, const struct zz_replay *m)
{
	struct zz_buf who = ZZ_BUF_INIT;
	struct zz_outcome o;
	const char *token;
	size_t at = out->len;

	zz_replay_outcome(m, &o);
	token = zz_result_token(o.token);
	if (!o.over) {
		zz_buf_addf(out, _("result: %s (the game is not over)"), token);
		zz_buf_addch(out, '\n');
		return;
	}
	if (o.winner >= 0)
		zz_replay_player(m->game, (unsigned)o.winner, &who);
	/* the reason's name is the machines' ("no-tzaar"): a word of its own here */
	if (o.reason == ZZ_REASON_WIN || o.reason == ZZ_REASON_NO_MOVE)
		zz_buf_addf(out, _("result: %s, %s wins (%s, after turn %zu)"), token, who.buf,
			    _(zz_text_reason(zz_text_kind(m->game->kind), &o)), o.turn);
	else
		zz_buf_addf(out, _("result: %s, %s wins (%s)"), token, who.buf,
			    _(zz_text_reason(zz_text_kind(m->game->kind), &o)));
	zz_shown_fix(out, at, 0); /* a stranger's name */
	zz_buf_addch(out, '\n');
	zz_buf_release(&who);
}

static void now(struct zz_buf *out, const struct zz_replay *m, bool svg,
		const struct zz_render_opts *o)
{
	const struct tz_replay *rp = zz_tz_replay_of(m);
	size_t k = rp->failed ? 0 : rp->next;	/* no turn marked after an illegal one */
	struct tz_svg_opts t;
	struct tz_scene s;

	if (!svg) {
		if (k || !rp->next)
			caption(out, m->game, k);
		else {
			zz_buf_addf(out, _("after turn %zu"), rp->next);
			zz_buf_addch(out, '\n');
		}
		zz_tz_ascii_board(out, &rp->pos);
		return;
	}
	svg_opts(o, &t);
	memset(&s, 0, sizeof(s)); /* (the result too: none here) */
	s.game = m->game;
	s.pos = &rp->pos;
	s.stacks = &rp->stacks;
	s.turn = rp->next;
	s.last = k ? tz_turn_of(m->game, k - 1) : NULL;
	zz_tz_svg_render(out, &s, &t);
}

static unsigned mover(const struct zz_drawing *dr, size_t k)
{
	(void)dr;
	return (unsigned)(k % 2);	/* White, then Black, a turn each */
}

static void result(struct zz_buf *out, const struct zz_drawing *dr)
{
	const struct zz_outcome *oc = &((const struct history *)dr->state)->outcome;

	struct zz_buf who = ZZ_BUF_INIT;

	if (oc->over) {
		if (oc->winner >= 0)
			zz_replay_player(dr->game, (unsigned)oc->winner, &who);
		zz_buf_addf(out, _("%s, %s wins (%s)"), zz_result_token(oc->token), who.buf,
			    _(zz_text_reason(zz_text_kind(dr->game->kind), oc)));
	} else {
		zz_buf_addf(out, _("%s (the game is not over)"), zz_result_token(oc->token));
	}
	zz_buf_release(&who);
}

const struct zz_draw_kind zz_draw_tzaar = {
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
