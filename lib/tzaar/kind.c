/*
 * TZAAR as a kind (lib/kind.h): its set-up, its turns, and its replay,
 * which checks every action against spec/TZAAR.md 3 and says which rule an
 * illegal one breaks.
 */
#include "kind.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "tcodes.h"
#include "tgame.h"
#include "i18n.h"
#include "tsearch.h"
#include "xalloc.h"
#include "banned.h"

static const char *const setup_names[TZ_SETUP_NB] = { N_("standard"), N_("random"), N_("placement") };

const char *zz_tz_setup_name(enum tz_setup_kind k)
{
	return setup_names[k];
}

int zz_tz_setup_parse(const char *s)
{
	int k;

	for (k = 0; k < TZ_SETUP_NB; k++)
		if (!strcmp(s, setup_names[k]))
			return k;
	return -1;
}

static void *setup_new(void)
{
	struct tz_setup *s = zz_xcalloc(1, sizeof(*s));

	s->kind = TZ_SETUP_STANDARD;
	memcpy(s->start, zz_tz_standard_setup, sizeof(s->start));
	return s;
}

static void setup_free(void *setup)
{
	struct tz_setup *s = setup;

	if (s)
		free(s->position);
	free(setup);
}

static bool playable(const void *setup)
{
	return !((const struct tz_setup *)setup)->bad;
}

static void unplayable(void *setup)
{
	((struct tz_setup *)setup)->bad = true;
}

/* TZAAR has no rule options. */
static int set_rules(void *setup, const char *spec, const struct zz_said *w)
{
	(void)setup;
	if (!*spec)
		return 0;
	return zz_said_bad(w, "--rules %s: TZAAR has no rule options", spec);
}

static void turn_init(void *play)
{
	memset(play, 0, sizeof(struct tz_turn));
	((struct tz_turn *)play)->point = TZ_NO_POINT;
}

static void turn_release(void *play)
{
	(void)play;
}

/* ---- the replay ---- */

void zz_tz_replay_init(struct tz_replay *r, struct zz_game *g, struct zz_diag *d,
		       tz_action_fmt fmt)
{
	const struct tz_setup *s = tz_setup_of(g);
	static const char empty[TZ_POINTS + 1] =
		"............................................................";
	size_t bad;

	memset(r, 0, sizeof(*r));
	r->game = g;
	r->diag = d;
	r->fmt = fmt;
	if (s->has_position) {
		/* a position of the game, read whole ([Position]) */
		r->pos = s->pos;
		r->stacks = s->stacks;
		if (r->pos.phase == TZ_OVER)
			r->end_turn = 0;
		return;
	}
	if (zz_tz_pos_setup(&r->pos, &r->stacks, s->kind == TZ_SETUP_PLACEMENT ? empty : s->start,
			    TZ_POINTS, &bad))
		r->failed = true;	/* not reached: the set-up was read whole */
	if (s->kind != TZ_SETUP_PLACEMENT) {
		zz_tz_pos_start(&r->pos);
		if (r->pos.phase == TZ_OVER)
			r->end_turn = 0;
	}
}

static bool placing(const struct tz_replay *r)
{
	return tz_setup_of(r->game)->kind == TZ_SETUP_PLACEMENT && r->placements < TZ_POINTS;
}

/* The mover of the next turn: placements alternate from White, as play does. */
static unsigned mover(const struct tz_replay *r)
{
	return placing(r) ? (unsigned)(r->placements % 2) : r->pos.side;
}

/*
 * An error at column col of turn t, its detail as fmt says (NULL: none),
 * with the "turn N, played by" note.
 */
#if defined(__GNUC__)
__attribute__((format(printf, 5, 6)))
#endif
static void
fault(struct tz_replay *r, const struct zz_turn *t, unsigned col, enum tz_code code, const char *fmt, ...)
{
	struct zz_loc loc = t->loc;
	va_list ap;
	size_t idx;

	loc.col += col;
	loc.offset += col;
	va_start(ap, fmt);
	idx = zz_diag_vadd_code(r->diag, &zz_tz_codes[code], &loc, fmt, ap);
	va_end(ap);
	zz_replay_turn_note(r->diag, idx, &t->loc, r->game, r->turn_side, r->next + 1);
	zz_diag_note_turn(r->diag, idx);
	r->failed = true;
}

static void game_over(struct tz_replay *r, const struct zz_turn *t, unsigned col)
{
	struct zz_buf sb = ZZ_BUF_INIT;
	struct zz_loc loc = t->loc;

	loc.col += col;
	loc.offset += col;
	zz_replay_player(r->game, (unsigned)r->pos.winner, &sb);
	if (r->pos.reason == TZ_NO_CAPTURE)
		zz_buf_addstr(&sb, " won: the other could not start a turn with a capture");
	else
		zz_buf_addf(&sb, " won: the other has no %s left on top of a stack",
			    zz_tz_type_name((enum tz_type)(r->pos.reason - TZ_LOST_TYPE)));
	if (r->end_turn == 0)
		zz_diag_add(r->diag, ZZ_E_GAME_OVER, &loc, "the start position is decided: %s", sb.buf);
	else
		zz_diag_add(r->diag, ZZ_E_GAME_OVER, &loc, "the game ended in turn %zu: %s",
			    r->end_turn, sb.buf);
	zz_buf_release(&sb);
	r->failed = true;
}

static void place(struct tz_replay *r, const struct zz_turn *t, const struct tz_turn *tt)
{
	static const unsigned char have[TZ_TYPES] = { 6, 9, 15 };
	struct tz_pos *p = &r->pos;
	struct zz_buf sb = ZZ_BUF_INIT;
	enum tz_type type;
	enum tz_colour c;
	unsigned on = 0;
	char name[3];
	int i;

	if (zz_tz_letter_piece((char)tt->piece, &type, &c))
		return;		/* not reached: the reader checked the letter */
	zz_tz_point_name(tt->point, name);
	for (i = 0; i < TZ_POINTS; i++)
		if (p->own[i] == (signed char)c && p->top[i] == type)
			on++;
	zz_buf_addf(&sb, "%c%s", tt->piece, name);
	if ((unsigned)c != mover(r))
		fault(r, t, tt->col[0], ZZ_E_TZ_PLACE, N_("'%s': the piece is the other player's"), sb.buf);
	else if (p->own[tt->point] != TZ_EMPTY)
		fault(r, t, tt->col[0], ZZ_E_TZ_PLACE, N_("'%s': %s is taken"), sb.buf, name);
	else if (on >= have[type])
		fault(r, t, tt->col[0], ZZ_E_TZ_PLACE,
		      type == TZ_TZAAR		  ? N_("'%s': all %u tzaars are placed")
			      : type == TZ_TZARRA ? N_("'%s': all %u tzarras are placed")
						  : N_("'%s': all %u totts are placed"),
		      sb.buf, have[type]);
	zz_buf_release(&sb);
	if (r->failed)
		return;
	p->own[tt->point] = (signed char)c;
	p->top[tt->point] = (unsigned char)type;
	p->h[tt->point] = 1;
	p->tops[c][type]++;
	r->stacks.n[tt->point] = 1;
	r->stacks.t[tt->point][0] = (unsigned char)type;
	if (++r->placements == TZ_POINTS) {
		/* the board is full: play starts, White first */
		p->side = TZ_WHITE;
		p->phase = TZ_OPENING;
		p->turn = 1;
		zz_tz_pos_start(p);
		if (p->phase == TZ_OVER)
			r->end_turn = r->next + 1;
	}
}

/* What an illegal action breaks, and how it is said (the action as written, its points). */
static void illegal(struct tz_replay *r, const struct zz_turn *t, unsigned col,
		    const struct tz_action *a, enum tz_illegal why)
{
	const struct tz_pos *p = &r->pos;
	struct zz_buf sb = ZZ_BUF_INIT;
	char from[3] = "", to[3] = "";
	const char *act;

	if (a->kind != TZ_ACT_PASS) {
		zz_tz_point_name(a->from, from);
		zz_tz_point_name(a->to, to);
	}
	r->fmt(&sb, a);
	act = sb.buf;
	switch (why) {
	case TZ_ILL_FROM:
		if (p->own[a->from] == TZ_EMPTY)
			fault(r, t, col, ZZ_E_TZ_FROM, N_("'%s': %s is empty"), act, from);
		else
			fault(r, t, col, ZZ_E_TZ_FROM, N_("'%s': %s holds the other player's stack"), act,
			      from);
		break;
	case TZ_ILL_EMPTY:
		fault(r, t, col, ZZ_E_TZ_EMPTY, N_("'%s': %s is empty"), act, to);
		break;
	case TZ_ILL_TALLER:
		fault(r, t, col, ZZ_E_TZ_TALLER, N_("'%s': a stack of %u onto one of %u"), act, p->h[a->from],
		      p->h[a->to]);
		break;
	case TZ_ILL_OWN:
		fault(r, t, col, ZZ_E_TZ_OWN, N_("'%s': %s is the mover's (a stack is written '+%s%s')"), act,
		      to, from, to);
		break;
	case TZ_ILL_STACK_ENEMY:
		fault(r, t, col, ZZ_E_TZ_STACK_ENEMY,
		      N_("'%s': %s is the other player's (a capture is written 'x%s%s')"), act, to, from, to);
		break;
	case TZ_ILL_BLOCKED:
		fault(r, t, col, ZZ_E_TZ_BLOCKED, "'%s'", act);
		break;
	case TZ_ILL_NOT_CAPTURE:
	case TZ_ILL_PASS_FIRST:
		fault(r, t, col, ZZ_E_TZ_FIRST_CAPTURE, "'%s'", act);
		break;
	case TZ_ILL_LINE:
	case TZ_LEGAL:
	case TZ_ILL_OVER:
		fault(r, t, col, ZZ_E_TZ_LINE, "'%s'", act);
		break;
	}
	zz_buf_release(&sb);
}

int zz_tz_replay_step(struct tz_replay *r)
{
	struct zz_game *g = r->game;
	struct zz_turn *t;
	struct tz_turn *tt;
	struct tz_pos keep;
	struct tz_stacks keep_stacks;
	bool opening, open;
	unsigned k;

	if (r->failed || r->next >= g->nr_turns)
		return 0;
	t = &g->turns[r->next];
	tt = tz_turn_of(g, r->next);
	if (t->flags & ZZ_TURN_BROKEN) {
		r->failed = true;	/* the reader said why */
		return -1;
	}
	r->turn_side = mover(r);
	if (r->pos.phase == TZ_OVER && !placing(r)) {
		game_over(r, t, 0);
		return -1;
	}
	if (placing(r)) {
		if (tt->nr) {
			fault(r, t, 0, ZZ_E_TZ_PLACE, N_("the board is not full yet: a turn places a piece"));
			return -1;
		}
		place(r, t, tt);
		if (r->failed)
			return -1;
		r->next++;
		return 1;
	}
	if (!tt->nr) {
		fault(r, t, 0, ZZ_E_TZ_PLACE, N_("the board is full: play has started"));
		return -1;
	}
	opening = r->pos.phase == TZ_OPENING;
	open = (t->flags & ZZ_TURN_OPEN) && r->next + 1 == g->nr_turns && tt->nr == 1;
	if (open) {
		keep = r->pos;
		keep_stacks = r->stacks;
	}
	for (k = 0; k < tt->nr; k++) {
		enum tz_illegal why;

		if (r->pos.phase == TZ_OVER) {
			game_over(r, t, tt->col[k]);
			return -1;
		}
		if (k == 1 && opening) {
			/* the opening's one capture passed the turn to Black */
			fault(r, t, tt->col[k], ZZ_E_TZ_OPENING, NULL);
			return -1;
		}
		why = zz_tz_check(&r->pos, &tt->a[k]);
		if (why != TZ_LEGAL) {
			illegal(r, t, tt->col[k], &tt->a[k], why);
			return -1;
		}
		zz_tz_apply(&r->pos, &r->stacks, &tt->a[k]);
		if (r->pos.phase == TZ_OVER)
			r->end_turn = r->next + 1;
	}
	if (r->pos.phase == TZ_SECOND && open) {
		/* the record stops in the middle of its last turn: not played */
		r->pos = keep;
		r->stacks = keep_stacks;
		zz_diag_add(
			r->diag, ZZ_W_IGNORED, &t->loc,
			N_("the record ends in the middle of turn %zu (the capture has no second action)"),
			r->next + 1);
		zz_game_remove_turn(g, r->next);
		return 0;
	}
	if (r->pos.phase == TZ_SECOND) {
		fault(r, t, tt->col[tt->nr - 1], ZZ_E_TZ_SECOND,
		      N_("a capture, a stack or '-' (a pass) must follow the capture"));
		return -1;
	}
	r->next++;
	return 1;
}

void zz_tz_replay_ending(const struct tz_replay *r, struct zz_ending *e)
{
	e->turn = r->end_turn;
	e->set = -1;
	e->winner = r->pos.winner;
	if (r->pos.phase != TZ_OVER || placing(r)) {
		e->reason = ZZ_REASON_UNFINISHED;
		e->winner = ZZ_WINNER_NONE;
	} else if (r->pos.reason == TZ_NO_CAPTURE) {
		e->reason = ZZ_REASON_NO_MOVE;
	} else {
		e->reason = ZZ_REASON_WIN;
		e->set = r->pos.reason - TZ_LOST_TYPE;
	}
}

const struct tz_replay *zz_tz_replay_of(const struct zz_replay *m)
{
	return m->game->kind == &zz_kind_tzaar ? m->state : NULL;
}

static void replay_init(void *st, struct zz_game *g, struct zz_diag *d, const void *notation)
{
	zz_tz_replay_init(st, g, d, *(const tz_action_fmt *)notation);
}

static void replay_release(void *st)
{
	(void)st;
}

static int replay_step(void *st)
{
	return zz_tz_replay_step(st);
}

static void replay_where(const void *st, struct zz_ending *e, size_t *next, bool *failed)
{
	const struct tz_replay *r = st;

	zz_tz_replay_ending(r, e);
	*next = r->next;
	*failed = r->failed;
}

/* The search takes the positions of play, not those of the placements before it. */
static bool search_pos(const void *st, void *out)
{
	const struct tz_replay *r = st;

	if (placing(r))
		return false;
	zz_tz_spos_make(out, &r->pos, &r->stacks);
	return true;
}

/* TZAAR has no rule options: the search is given none. */
static const void *game_rules(const struct zz_game *g)
{
	(void)g;
	return NULL;
}

const struct zz_kind zz_kind_tzaar = {
	.codes = zz_tz_codes,
	.nr_codes = TZ_CODE_NB,
	.id = ZZ_GAME_ID_tzaar,
	.name = "tzaar",
	.title = "TZAAR",
	.setup_new = setup_new,
	.setup_free = setup_free,
	.playable = playable,
	.unplayable = unplayable,
	.set_rules = set_rules,
	.turn_size = sizeof(struct tz_turn),
	.turn_init = turn_init,
	.turn_release = turn_release,
	.replay_size = sizeof(struct tz_replay),
	.replay_init = replay_init,
	.replay_release = replay_release,
	.replay_step = replay_step,
	.replay_where = replay_where,
	.search = &zz_search_tzaar,
	.search_pos = search_pos,
	.game_rules = game_rules,
};
