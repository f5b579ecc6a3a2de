#include "zreplay.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "xalloc.h"
#include "zgame.h"
#include "banned.h"

/*
 * A start position may be over already: a player holds a winning set, or
 * the player to move has no move (a full board without a capture among
 * them).  Then any move is after the end of the game.
 */
static void start_decided(struct zz_zreplay *r)
{
	const struct zz_rules *rules = &zz_zgame(r->game)->rules;
	int a = zz_rules_win_set(rules, r->pos.cap[0]), b = zz_rules_win_set(rules, r->pos.cap[1]);

	if (a >= 0 || b >= 0) {
		r->end.reason = ZZ_END_WIN;
		/* both: the player who moved last reached it last */
		r->end.winner = a >= 0 && b >= 0 ? !r->pos.side : a >= 0 ? 0 : 1;
		r->end.set = r->end.winner ? b : a;
	} else if (!zz_rules_has_move(rules, &r->pos)) {
		r->end.reason = ZZ_END_NO_MOVE;
		r->end.winner = rules->no_move == ZZ_NO_MOVE_LOSE ? !r->pos.side : ZZ_WINNER_NONE;
	}
}

void zz_zreplay_init(struct zz_zreplay *r, struct zz_game *g,
		    struct zz_diag *d, zz_move_fmt fmt)
{
	const struct zz_zgame *z = zz_zgame(g);

	memset(r, 0, sizeof(*r));
	r->game = g;
	r->diag = d;
	r->fmt = fmt;
	zz_game_start(g, &r->pos);
	r->before = r->pos;
	r->end.reason = ZZ_END_NONE;
	r->end.winner = ZZ_WINNER_NONE;
	r->end.set = -1;
	if (z->has_start)
		start_decided(r);
	if (z->rules.variant == ZZ_VARIANT_BLITZ && z->geom->board != ZZ_BOARD_37) {
		/* RULES.md: blitz is a 37-ring game */
		struct zz_loc loc = g->loc;
		size_t i;

		for (i = 0; i < g->nr_tags; i++)
			if (!strcmp(g->tags[i].name, "Variant") && g->tags[i].loc.line)
				loc = g->tags[i].loc;
		if (z->geom->board == ZZ_BOARD_CUSTOM)
			zz_diag_add(d, ZZ_W_VARIANT_BOARD, &loc,
				    N_("blitz is played on 37 rings, here on a custom board"));
		else
			zz_diag_add(d, ZZ_W_VARIANT_BOARD, &loc,
				    N_("blitz is played on 37 rings, here on %u"), z->geom->rings);
	}
}

void zz_zreplay_release(struct zz_zreplay *r)
{
	free(r->hist);
	r->hist = NULL;
	r->nr_hist = r->alloc_hist = 0;
}

static struct zz_loc part_loc(const struct zz_turn *t, const struct zz_zturn *zt,
			      int part)
{
	struct zz_loc l = t->loc;
	unsigned col = 0;

	if (part == ZZ_PART_CELL)
		col = zt->col_cell;
	else if (part == ZZ_PART_REMOVE)
		col = zt->col_remove;
	else if (part >= ZZ_PART_HOP)
		col = zt->col_hop[part - ZZ_PART_HOP];
	/* the offset moves with the column: a caret is drawn from it */
	if (col && l.offset + col >= l.col) {
		l.offset = l.offset + col - l.col;
		l.col = col;
	} else if (col) {
		l.col = col;
	}
	return l;
}

/* The "turn N, first player (name)" note that every rule error carries. */
static void turn_note(struct zz_zreplay *r, size_t idx, const struct zz_turn *t)
{
	zz_replay_turn_note(r->diag, idx, &t->loc, r->game, r->pos.side, r->next + 1);
	if (!(t->flags & ZZ_TURN_SHARED_LINE))
		zz_diag_note_turn(r->diag, idx);
}

static void add_move(struct zz_zreplay *r, struct zz_buf *sb,
		     const struct zz_move *m)
{
	if (r->fmt)
		r->fmt(sb, &r->pos, m);
}

static void add_claims(struct zz_buf *sb, const struct zz_pos *p,
		       const struct zz_bb *cells)
{
	int c;

	ZZ_BB_FOR_EACH(c, cells)
		zz_buf_addf(sb, "%c%s", zz_colour_letter((enum zz_colour)zz_pos_marble(p, (unsigned)c)),
			    zz_geom_label(p->geom, (unsigned)c));
}

/* the move of a fault's example, as the record's notation writes it, into sb */
static const char *example(struct zz_zreplay *r, struct zz_buf *sb, const struct zz_fault *f)
{
	zz_buf_reset(sb);
	add_move(r, sb, &f->example);
	return sb->buf;
}

/* A placement's fault: the pool has no marble of its colour, or its ring holds one (a message a colour). */
static size_t placement_fault(struct zz_zreplay *r, const struct zz_fault *f, const struct zz_move *m,
			      const struct zz_loc *loc)
{
	int c;

	if (f->code == ZZ_E_PLACE_OCCUPIED) {
		c = zz_pos_marble(&r->pos, m->cell);
		return zz_diag_add_code(r->diag, f->info, loc,
					c == ZZ_WHITE	       ? N_("'%s' holds a white marble")
						: c == ZZ_GREY ? N_("'%s' holds a grey marble")
							       : N_("'%s' holds a black marble"),
					zz_geom_label(r->pos.geom, m->cell));
	}
	c = m->colour;
	if (r->pos.pool[0] || r->pos.pool[1] || r->pos.pool[2])
		return zz_diag_add_code(r->diag, f->info, loc,
					c == ZZ_WHITE	       ? N_("the pool has no white marble")
						: c == ZZ_GREY ? N_("the pool has no grey marble")
							       : N_("the pool has no black marble"));
	return zz_diag_add_code(r->diag, f->info, loc,
				c == ZZ_WHITE ? N_("the pool is empty and the player holds no white marble")
					: c == ZZ_GREY
					? N_("the pool is empty and the player holds no grey marble")
					: N_("the pool is empty and the player holds no black marble"));
}

/* The removed ring is not free: which were, in a note after the turn's. */
static void not_free(struct zz_zreplay *r, const struct zz_turn *t, const struct zz_fault *f,
		     const struct zz_move *m, const struct zz_loc *loc)
{
	const struct zz_geom *g = r->pos.geom;
	struct zz_bb free = zz_rules_free(&zz_zgame(r->game)->rules, &r->pos);
	struct zz_buf sb = ZZ_BUF_INIT;
	size_t idx;
	int c;

	zz_bb_clear(&free, m->cell);
	idx = zz_diag_add_code(r->diag, f->info, loc, "'%s'", zz_geom_label(g, m->remove));
	ZZ_BB_FOR_EACH(c, &free) {
		zz_buf_addstr(&sb, sb.len ? " " : "");
		zz_buf_addstr(&sb, zz_geom_label(g, (unsigned)c));
	}
	turn_note(r, idx, t);
	if (sb.len)
		zz_diag_note(r->diag, idx, NULL, N_("free rings: %s"), sb.buf);
	else
		zz_diag_note(r->diag, idx, NULL, N_("free rings: none"));
	zz_buf_release(&sb);
}

/*
 * Report a rule fault of turn t.  Each detail is a message of its own (a
 * colour in its words, not a word put in), said with its format: the
 * reader's language writes it again (lib/fmt.h); a ring's label and a
 * move as written are the record's, in every language.
 */
static void report(struct zz_zreplay *r, const struct zz_turn *t,
		   const struct zz_zturn *zt, const struct zz_fault *f)
{
	const struct zz_geom *g = r->pos.geom;
	const struct zz_move *m = &zt->move;
	const struct zz_code_info *info = f->info;
	struct zz_diag *d = r->diag;
	struct zz_buf sb = ZZ_BUF_INIT;
	struct zz_loc loc = part_loc(t, zt, f->part);
	const char *undone = NULL, *undone_from = NULL; /* a jump undone: its cells */
	size_t idx = 0;
	bool said = true;

	switch (f->code) {
	case ZZ_E_CAPTURE_FORCED:
	case ZZ_E_PASS:
		if (f->has_example)
			idx = zz_diag_add_code(d, info, &loc, N_("'%s' is available"), example(r, &sb, f));
		else
			said = false;
		break;
	case ZZ_E_COLOUR_EMPTY:
	case ZZ_E_PLACE_OCCUPIED:
		idx = placement_fault(r, f, m, &loc);
		break;
	case ZZ_E_RING_GONE:
	case ZZ_E_JUMP_NO_MARBLE:
		idx = zz_diag_add_code(d, info, &loc, "'%s'",
				       zz_geom_label(g,
						     f->part == ZZ_PART_REMOVE ? m->remove
							     : f->part >= ZZ_PART_HOP
							     ? m->hop[f->part - ZZ_PART_HOP]
							     : m->cell));
		break;
	case ZZ_E_REMOVE_SAME:
	case ZZ_E_REMOVE_OCCUPIED:
		idx = zz_diag_add_code(d, info, &loc, "'%s'", zz_geom_label(g, m->remove));
		break;
	case ZZ_E_REMOVE_NOT_FREE:
		not_free(r, t, f, m, &loc);
		zz_buf_release(&sb);
		return;
	case ZZ_E_REMOVE_MISSING:
		if (f->has_example)
			idx = zz_diag_add_code(d, info, &loc, N_("'%s' is free"),
					       zz_geom_label(g, f->example.remove));
		else
			said = false;
		break;
	case ZZ_E_JUMP_LINE: {
		int k = f->part - ZZ_PART_HOP;
		unsigned from = k > 0 ? m->hop[k - 1] : m->cell;

		if (k >= 0)
			idx = zz_diag_add_code(d, info, &loc, N_("'%s' to '%s'"), zz_geom_label(g, from),
					       zz_geom_label(g, m->hop[k]));
		else
			idx = zz_diag_add_code(d, info, &loc, N_("no landing ring"));
		break;
	}
	case ZZ_E_JUMP_EMPTY: {
		int k = f->part - ZZ_PART_HOP;
		unsigned from = k > 0 ? m->hop[k - 1] : m->cell, over;

		if (zz_geom_jump(g, from, m->hop[k], &over) >= 0)
			idx = zz_diag_add_code(d, info, &loc, "'%s'", zz_geom_label(g, over));
		else
			said = false;
		/* a hop back the way the last one came: what the record shows
		 * is a jump undone (issue 62: Boardspace kept undos so, 2004) */
		if (k >= 1 && m->hop[k] == (k >= 2 ? m->hop[k - 2] : m->cell)) {
			undone = zz_geom_label(g, m->hop[k]);
			undone_from = zz_geom_label(g, from);
		}
		break;
	}
	case ZZ_E_LANDING_OCCUPIED: {
		unsigned to = m->hop[f->part - ZZ_PART_HOP];

		if (zz_pos_has_ring(&r->pos, to))
			idx = zz_diag_add_code(d, info, &loc, N_("'%s' is occupied"), zz_geom_label(g, to));
		else
			idx = zz_diag_add_code(d, info, &loc, N_("'%s' has been removed"),
					       zz_geom_label(g, to));
		break;
	}
	case ZZ_E_CHAIN_INCOMPLETE:
		if (f->has_example)
			idx = zz_diag_add_code(d, info, &loc, N_("the marble on '%s' can jump again: '%s'"),
					       zz_geom_label(g, m->hop[m->nhops - 1]), example(r, &sb, f));
		else
			idx = zz_diag_add_code(d, info, &loc, N_("the marble on '%s' can jump again"),
					       zz_geom_label(g, m->hop[m->nhops - 1]));
		break;
	default:
		said = false;
		break;
	}
	if (!said)
		idx = zz_diag_add_code(d, info, &loc, NULL);
	turn_note(r, idx, t);
	if (undone)
		zz_diag_note(
			d, idx, &loc,
			N_("the record jumps back the way it came ('%s' to '%s', then back): a jump undone, "
			   "as Boardspace kept undos in its records"),
			undone, undone_from);
	zz_buf_release(&sb);
}

/*
 * Zertz3D writes one hop per line: while the chain must go on and the next
 * turn is a capture from the landing ring, take its hops into this turn.
 */
static void merge_hops(struct zz_zreplay *r, size_t i)
{
	struct zz_game *g = r->game;

	while (i + 1 < g->nr_turns) {
		const struct zz_turn *n = &g->turns[i + 1];
		struct zz_zturn *t = zz_zturn(g, i), *zn = zz_zturn(g, i + 1);
		struct zz_fault f;
		unsigned k;

		if (t->move.kind != ZZ_MOVE_CAPTURE || zn->move.kind != ZZ_MOVE_CAPTURE ||
		    (n->flags & ZZ_TURN_BROKEN) || t->move.nhops == 0 ||
		    zn->move.cell != t->move.hop[t->move.nhops - 1] ||
		    t->move.nhops + zn->move.nhops > ZZ_HOPS_MAX)
			return;
		if (zz_rules_check(&zz_zgame(g)->rules, &r->pos, &t->move, 0, &f) == 0 ||
		    f.code != ZZ_E_CHAIN_INCOMPLETE)
			return;
		zz_diag_add(r->diag, ZZ_W_HOP_MERGED, &n->loc, N_("hop from '%s' joined to turn %zu"),
			    zz_geom_label(r->pos.geom, zn->move.cell), r->next + 1);
		for (k = 0; k < zn->move.nhops; k++) {
			unsigned at = t->move.nhops++;

			t->move.hop[at] = zn->move.hop[k];
			t->hop_colour[at] = zn->hop_colour[k];
			t->col_hop[at] = 0;
		}
		if (!(zn->flags & ZZ_ZTURN_COLOURS))
			t->flags &= ~(unsigned)ZZ_ZTURN_COLOURS;
		zz_game_remove_turn(g, i + 1);
	}
}

/*
 * Check the written isolation suffix of placement t.  e is the effect of the
 * turn with automatic claims.  Sets *claims to the rings the turn claims.
 */
static int check_claims(struct zz_zreplay *r, const struct zz_turn *tt,
			struct zz_zturn *t, const struct zz_effect *e,
			struct zz_bb *claims)
{
	const struct zz_zgame *g = zz_zgame(r->game);
	struct zz_bb auto_claim = e->claimed, written = ZZ_BB_ZERO;
	struct zz_pos q;
	unsigned i;
	int bad = 0;

	*claims = auto_claim;
	if (!(t->flags & ZZ_ZTURN_SUFFIX)) {
		/* no suffix: auto claims anyway, optional claims nothing */
		if (g->rules.isolation == ZZ_ISOLATION_OPTIONAL)
			*claims = ZZ_BB_ZERO;
		return 0;
	}
	/* claimed marbles are those on the board once the marble is placed */
	zz_pos_copy(&q, &r->pos);
	zz_pos_set_marble(&q, t->move.cell, t->move.colour);
	for (i = 0; i < t->nr_claims; i++) {
		const struct zz_claim *c = &t->claims[i];

		if (c->cell >= q.geom->rings || zz_bb_has(&written, c->cell) ||
		    !zz_bb_has(&auto_claim, c->cell) ||
		    zz_pos_marble(&q, c->cell) != c->colour)
			bad = 1;
		if (c->cell < q.geom->rings)
			zz_bb_set(&written, c->cell);
	}
	if (g->rules.isolation == ZZ_ISOLATION_AUTO) {
		if ((t->flags & ZZ_ZTURN_SUFFIX) && !zz_bb_equal(&written, &auto_claim))
			bad = 1;
	} else {
		/* optional: the claim must be whole cut-off groups */
		struct zz_bb rest = written;

		while (!zz_bb_empty(&rest) && !bad) {
			unsigned c = (unsigned)zz_bb_next(&rest, 0);
			struct zz_bb grp = ZZ_BB_ZERO, todo, n;

			zz_bb_set(&grp, c);
			todo = grp;
			while (!zz_bb_empty(&todo)) {
				unsigned x = (unsigned)zz_bb_next(&todo, 0);
				zz_bb_clear(&todo, x);
				n = zz_bb_andnot(zz_bb_and(q.geom->nbmask[x], auto_claim), grp);
				grp = zz_bb_or(grp, n);
				todo = zz_bb_or(todo, n);
			}
			n = zz_bb_and(grp, written);
			if (!zz_bb_equal(&n, &grp))
				bad = 1;
			rest = zz_bb_andnot(rest, grp);
		}
		*claims = written;
	}
	if (bad) {
		struct zz_buf sb = ZZ_BUF_INIT;
		struct zz_loc loc = tt->loc;
		size_t idx;

		if (t->col_suffix)
			loc.col = t->col_suffix;
		add_claims(&sb, &q, &auto_claim);
		if (sb.len)
			idx = zz_diag_add_code(r->diag, &zz_zertz_codes[ZZ_E_ISOLATION], &loc,
					       N_("the move claims %s"), sb.buf);
		else
			idx = zz_diag_add_code(r->diag, &zz_zertz_codes[ZZ_E_ISOLATION], &loc,
					       N_("the move claims nothing"));
		turn_note(r, idx, tt);
		zz_buf_release(&sb);
		return -1;
	}
	return 0;
}

/* Set the turn's claims from what was claimed, sorted by cell. */
static void record_claims(struct zz_zturn *t, const struct zz_effect *e)
{
	struct zz_claim c[ZZ_CELLS_MAX];
	unsigned n = 0, col;
	int cell;

	ZZ_BB_FOR_EACH(cell, &e->claimed) {
		for (col = 0; col < ZZ_COLOUR_NB; col++)
			if (zz_bb_has(&e->claimed_by_colour[col], (unsigned)cell))
				break;
		c[n].colour = (unsigned char)col;
		c[n].cell = (unsigned char)cell;
		n++;
	}
	if (n || t->nr_claims)
		zz_zturn_set_claims(t, c, n);
}

/* "'d4' holds a white marble, not grey": a message for each pair of colours */
static size_t jumped_colour(struct zz_diag *d, const struct zz_loc *loc, const char *ring, unsigned is,
			    unsigned written)
{
	const struct zz_code_info *info = &zz_zertz_codes[ZZ_E_JUMP_COLOUR];

	switch (is * ZZ_COLOUR_NB + written) {
	case ZZ_WHITE *ZZ_COLOUR_NB + ZZ_GREY:
		return zz_diag_add_code(d, info, loc, N_("'%s' holds a white marble, not grey"), ring);
	case ZZ_WHITE *ZZ_COLOUR_NB + ZZ_BLACK:
		return zz_diag_add_code(d, info, loc, N_("'%s' holds a white marble, not black"), ring);
	case ZZ_GREY *ZZ_COLOUR_NB + ZZ_WHITE:
		return zz_diag_add_code(d, info, loc, N_("'%s' holds a grey marble, not white"), ring);
	case ZZ_GREY *ZZ_COLOUR_NB + ZZ_BLACK:
		return zz_diag_add_code(d, info, loc, N_("'%s' holds a grey marble, not black"), ring);
	case ZZ_BLACK *ZZ_COLOUR_NB + ZZ_WHITE:
		return zz_diag_add_code(d, info, loc, N_("'%s' holds a black marble, not white"), ring);
	default:
		return zz_diag_add_code(d, info, loc, N_("'%s' holds a black marble, not grey"), ring);
	}
}

/*
 * Why the game is over, a whole message a case (each language words it its
 * way): at the start (a set-up already decided), or after turn
 * r->end_turn; who: the winner's name, as the notes name players.
 */
static size_t game_over_said(struct zz_zreplay *r, const struct zz_turn *t, const char *who)
{
	const struct zz_loc *l = &t->loc;
	struct zz_diag *d = r->diag;
	size_t n = r->end_turn;
	bool start = r->next == 0;

	switch (r->end.reason) {
	case ZZ_END_WIN:
		switch (r->end.set) {
		case ZZ_SET_WHITE:
			return start
				? zz_diag_add(d, ZZ_E_GAME_OVER, l,
					      "the start position is decided: %s holds a winning set (white)",
					      who)
				: zz_diag_add(d, ZZ_E_GAME_OVER, l,
					      "the game ended after turn %zu: %s won with white", n, who);
		case ZZ_SET_GREY:
			return start
				? zz_diag_add(d, ZZ_E_GAME_OVER, l,
					      "the start position is decided: %s holds a winning set (grey)",
					      who)
				: zz_diag_add(d, ZZ_E_GAME_OVER, l,
					      "the game ended after turn %zu: %s won with grey", n, who);
		case ZZ_SET_BLACK:
			return start
				? zz_diag_add(d, ZZ_E_GAME_OVER, l,
					      "the start position is decided: %s holds a winning set (black)",
					      who)
				: zz_diag_add(d, ZZ_E_GAME_OVER, l,
					      "the game ended after turn %zu: %s won with black", n, who);
		default:
			return start
				? zz_diag_add(d, ZZ_E_GAME_OVER, l,
					      "the start position is decided: %s holds a winning set (each)",
					      who)
				: zz_diag_add(d, ZZ_E_GAME_OVER, l,
					      "the game ended after turn %zu: %s won with each", n, who);
		}
	case ZZ_END_BOARD_FULL:
		return start
			? zz_diag_add(d, ZZ_E_GAME_OVER, l,
				      "the start position is decided: %s won by filling the board", who)
			: zz_diag_add(d, ZZ_E_GAME_OVER, l,
				      "the game ended after turn %zu: %s won by filling the board", n, who);
	case ZZ_END_NO_MOVE:
		return start
			? zz_diag_add(d, ZZ_E_GAME_OVER, l,
				      "the start position is decided: the player to move had no legal move")
			: zz_diag_add(d, ZZ_E_GAME_OVER, l,
				      "the game ended after turn %zu: the player to move had no legal move",
				      n);
	case ZZ_END_REPETITION:
		return start
			? zz_diag_add(
				  d, ZZ_E_GAME_OVER, l,
				  "the start position is decided: the position occurred for the third time")
			: zz_diag_add(
				  d, ZZ_E_GAME_OVER, l,
				  "the game ended after turn %zu: the position occurred for the third time",
				  n);
	case ZZ_END_BOTH_LOSE:
		return start
			? zz_diag_add(d, ZZ_E_GAME_OVER, l,
				      "the start position is decided: the board was filled without a capture")
			: zz_diag_add(d, ZZ_E_GAME_OVER, l,
				      "the game ended after turn %zu: the board was filled without a capture",
				      n);
	case ZZ_END_NONE:
		break;
	}
	return start ? zz_diag_add(d, ZZ_E_GAME_OVER, l, "the start position is decided: %s", "")
		     : zz_diag_add(d, ZZ_E_GAME_OVER, l, "the game ended after turn %zu: %s", n, "");
}

static void game_over(struct zz_zreplay *r, const struct zz_turn *t)
{
	struct zz_buf sb = ZZ_BUF_INIT;
	const struct zz_end *e = &r->end;
	size_t idx;

	if (e->winner >= 0)
		zz_replay_player(r->game, (unsigned)e->winner, &sb);
	idx = game_over_said(r, t, sb.buf);
	/* Boardspace plays on after a third repetition: its records need the option */
	if (e->reason == ZZ_END_REPETITION)
		zz_diag_note(r->diag, idx, NULL,
			     N_("a record from rules without the repetition "
				"draw (Boardspace's) replays with --rules repetition=off"));
	zz_buf_release(&sb);
}

/*
 * The turn just applied took r->before to r->pos.  The positions since the
 * last irreversible turn are r->hist and, not copied, the current one.
 */
static void track_repetition(struct zz_zreplay *r)
{
	const struct zz_rules *rules = &zz_zgame(r->game)->rules;
	unsigned seen = 1;
	size_t i;

	if (!rules->repetition)
		return;
	/* rings and the pool only shrink: earlier positions cannot recur */
	if (!zz_pos_same_rings(&r->before, &r->pos) ||
	    memcmp(r->before.pool, r->pos.pool, sizeof(r->pos.pool))) {
		r->nr_hist = 0;
		return;
	}
	ZZ_ALLOC_GROW(r->hist, r->nr_hist + 1, r->alloc_hist);
	zz_pos_copy(&r->hist[r->nr_hist++], &r->before);
	for (i = 0; i < r->nr_hist; i++)
		if (zz_pos_equal(&r->hist[i], &r->pos))
			seen++;
	if (seen >= rules->repetition && r->end.reason == ZZ_END_NONE) {
		r->end.reason = ZZ_END_REPETITION;
		r->end.winner = ZZ_WINNER_NONE;
		r->end.set = -1;
	}
}

/*
 * A capture whose record writes the colours of the marbles it jumps: the
 * first written wrong is said (true), as the effect e of applying it tells.
 */
static bool wrong_colour(struct zz_zreplay *r, const struct zz_turn *t, const struct zz_zturn *zt,
			 const struct zz_effect *e)
{
	unsigned k;

	if (!(zt->flags & ZZ_ZTURN_COLOURS))
		return false;
	for (k = 0; k < zt->move.nhops; k++) {
		if (zt->hop_colour[k] != e->jumped_colour[k]) {
			unsigned from = k ? zt->move.hop[k - 1] : zt->move.cell, over;
			struct zz_loc loc = part_loc(t, zt, ZZ_PART_HOP + (int)k);
			size_t idx;

			zz_geom_jump(r->pos.geom, from, zt->move.hop[k], &over);
			idx = jumped_colour(r->diag, &loc, zz_geom_label(r->pos.geom, over),
					    e->jumped_colour[k], zt->hop_colour[k]);
			turn_note(r, idx, t);
			return true;
		}
	}
	return false;
}

int zz_zreplay_step(struct zz_zreplay *r)
{
	struct zz_game *g = r->game;
	const struct zz_rules *rules = &zz_zgame(g)->rules;
	struct zz_turn *t;
	struct zz_zturn *zt;
	struct zz_fault f;
	struct zz_pos q;
	struct zz_effect *e;
	struct zz_bb claims = ZZ_BB_ZERO;
	unsigned flags = 0;

	if (r->failed || r->next >= g->nr_turns)
		return 0;
	t = &g->turns[r->next];
	if (t->flags & ZZ_TURN_BROKEN) {
		r->failed = true;	/* the reader said why */
		return -1;
	}
	if (r->end.reason != ZZ_END_NONE) {
		game_over(r, t);
		r->failed = true;
		return -1;
	}
	if (g->flags & ZZ_GAME_SPLIT_TURNS) {
		merge_hops(r, r->next);
		t = &g->turns[r->next];
	}
	zt = zz_zturn(g, r->next);
	/*
	 * The usual turn, checked and applied at once: a capture, or a
	 * placement whose isolation claims nothing is written about.  Any
	 * other, and any the engine declines, takes the way below, which
	 * says why a turn is illegal.
	 */
	if ((zt->move.kind == ZZ_MOVE_CAPTURE ||
	     (zt->move.kind == ZZ_MOVE_PLACE && !(zt->flags & ZZ_ZTURN_SUFFIX) &&
	      rules->isolation == ZZ_ISOLATION_AUTO)) &&
	    !zz_rules_play(rules, &r->pos, &r->before, &zt->move,
			   (zt->flags & ZZ_ZTURN_COLOURS) ? zt->hop_colour : NULL, &r->effect)) {
		e = &r->effect;
		if (zt->move.kind == ZZ_MOVE_CAPTURE) {
			memcpy(zt->hop_colour, e->jumped_colour, zt->move.nhops);
			zt->flags |= ZZ_ZTURN_COLOURS;
		} else {
			if (!zz_bb_empty(&e->claimed) || zt->nr_claims)
				record_claims(zt, e);
			zt->source = (unsigned char)e->source;
		}
		goto applied;
	}
	if (zz_rules_check(rules, &r->pos, &zt->move, flags, &f)) {
		if (f.code == ZZ_E_CAPTURE_FORCED &&
		    rules->missed_capture == ZZ_MISSED_STAND) {
			size_t idx = zz_diag_add_code(r->diag, &zz_zertz_codes[ZZ_W_MISSED_CAPTURE], &t->loc,
						      NULL);

			turn_note(r, idx, t);
			flags |= ZZ_CHECK_ALLOW_MISSED;
		}
		if (!flags || zz_rules_check(rules, &r->pos, &zt->move, flags, &f)) {
			if ((t->flags & ZZ_TURN_OPEN) && r->next + 1 == g->nr_turns &&
			    (f.code == ZZ_E_REMOVE_MISSING || f.code == ZZ_E_CHAIN_INCOMPLETE)) {
				/* the record stops in the middle of its last turn */
				zz_diag_add(r->diag, ZZ_W_IGNORED, &t->loc,
					    "the record ends in the middle of turn %zu (%s)", r->next + 1,
					    f.info->message);
				zz_game_remove_turn(g, r->next);
				return 0;
			}
			report(r, t, zt, &f);
			r->failed = true;
			return -1;
		}
	}
	/* apply to a copy; it becomes the position once every check passes */
	e = &r->effect;
	zz_pos_copy(&q, &r->pos);
	zz_rules_apply(rules, &q, &zt->move, NULL, e);
	if (zt->move.kind == ZZ_MOVE_CAPTURE) {
		if (wrong_colour(r, t, zt, e)) {
			r->failed = true;
			return -1;
		}
		memcpy(zt->hop_colour, e->jumped_colour, zt->move.nhops);
		zt->flags |= ZZ_ZTURN_COLOURS;
	}
	if (zt->move.kind == ZZ_MOVE_PLACE) {
		if (check_claims(r, t, zt, e, &claims)) {
			r->failed = true;
			return -1;
		}
		if (!zz_bb_equal(&claims, &e->claimed)) {
			/* isolation=optional: claim what the record says */
			zz_pos_copy(&q, &r->pos);
			zz_rules_apply(rules, &q, &zt->move, &claims, e);
		}
		record_claims(zt, e);
		zt->source = (unsigned char)e->source;
	}
	zz_pos_copy(&r->before, &r->pos);
	zz_pos_copy(&r->pos, &q);
applied:
	r->next++;
	zz_rules_end(rules, &r->pos, &r->effect, &r->end);
	track_repetition(r);
	if (r->end.reason != ZZ_END_NONE && !r->end_turn)
		r->end_turn = r->next;
	return 1;
}

static const enum zz_reason end_reasons[] = {
	[ZZ_END_NONE] = ZZ_REASON_UNFINISHED,
	[ZZ_END_WIN] = ZZ_REASON_WIN,
	[ZZ_END_BOARD_FULL] = ZZ_REASON_BOARD_FULL,
	[ZZ_END_NO_MOVE] = ZZ_REASON_NO_MOVE,
	[ZZ_END_REPETITION] = ZZ_REASON_REPETITION,
	[ZZ_END_BOTH_LOSE] = ZZ_REASON_BOTH_LOSE,
};

void zz_zreplay_ending(const struct zz_zreplay *r, struct zz_ending *e)
{
	e->reason = end_reasons[r->end.reason];
	e->winner = r->end.winner;
	e->set = r->end.set;
	e->turn = r->end_turn;
}

void zz_zreplay_outcome(const struct zz_zreplay *r, struct zz_outcome *o)
{
	struct zz_ending e;

	zz_zreplay_ending(r, &e);
	zz_outcome_judge(r->game, &e, r->next, r->failed, o);
}
