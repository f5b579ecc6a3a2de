/*
 * zertz replay: show a game move by move, or one position of it.
 */
#include <stdlib.h>
#include <string.h>

#include "ascii.h"
#include "cmd.h"
#include "kinds.h"
#include "notation.h"
#include "posstr.h"
#include "replay.h"
#include "tascii.h"
#include "tgame.h"
#include "usage.h"
#include "record.h"
#include "walk.h"
#include "banned.h"

struct opts {
	long at;		/* -1: every turn */
	bool position;
	unsigned long game;
	const char *rules;
	enum zz_format from;
};

static void show(struct zz_buf *out, const struct zz_game *g,
		 const struct zz_pos *p, const struct opts *o)
{
	if (o->position) {
		zz_posstr_write(out, p);
		zz_buf_addch(out, '\n');
		return;
	}
	zz_ascii_board(out, p);
	zz_ascii_counts(out, p, g);
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
static void heading(struct zz_buf *out, const struct zz_replay *rp)
{
	const struct zz_game *g = rp->game;
	const struct zz_zturn *t = zz_zturn(g, rp->next - 1);
	const struct zz_effect *e = &rp->effect;

	zz_buf_addf(out, "%zu. ", rp->next);
	zz_replay_player(g, e->mover, out);
	zz_buf_addstr(out, ": ");
	zz_notation_write(out, zz_zgame(g)->geom, t);
	zz_buf_addch(out, '\n');
	if (!zz_bb_empty(&e->jumped)) {
		struct zz_bb by[ZZ_COLOUR_NB] = { ZZ_BB_ZERO, ZZ_BB_ZERO, ZZ_BB_ZERO };
		unsigned k, at = t->move.cell, over;

		for (k = 0; k < t->move.nhops; k++) {
			zz_geom_jump(zz_zgame(g)->geom, at, t->move.hop[k], &over);
			zz_bb_set(&by[e->jumped_colour[k]], over);
			at = t->move.hop[k];
		}
		zz_buf_addstr(out, "captured by jumping:");
		add_cells(out, &rp->before, by);
		zz_buf_addch(out, '\n');
	}
	if (!zz_bb_empty(&e->claimed)) {
		zz_buf_addstr(out, e->board_full ? "claimed, the board is full:"
						 : "claimed by isolation:");
		add_cells(out, &rp->before, e->claimed_by_colour);
		zz_buf_addch(out, '\n');
	}
	if (e->source == ZZ_SOURCE_OWN)
		zz_buf_addstr(out, "placed from the player's own captures\n");
}

/* The result, as every command reports it (lib/zertz/replay.h). */
static void result_line(struct zz_buf *out, const struct zz_replay *rp)
{
	struct zz_outcome o;

	zz_replay_outcome(rp, &o);
	zz_buf_addf(out, "result: %s", zz_result_token(o.token));
	switch (o.reason) {
	case ZZ_REASON_UNFINISHED:
		zz_buf_addstr(out, " (the game is not over)");
		break;
	case ZZ_REASON_WIN:
		zz_buf_addstr(out, ", ");
		zz_replay_player(rp->game, (unsigned)o.winner, out);
		zz_buf_addf(out, " wins with %s", zz_win_set_name(o.set));
		break;
	case ZZ_REASON_BOARD_FULL:
		zz_buf_addstr(out, ", ");
		zz_replay_player(rp->game, (unsigned)o.winner, out);
		zz_buf_addstr(out, " wins by filling the board");
		break;
	case ZZ_REASON_NO_MOVE:
		zz_buf_addstr(out, o.winner >= 0 ? ", the player to move cannot move and loses"
						 : ", the player to move cannot move: a draw");
		break;
	case ZZ_REASON_REPETITION:
		zz_buf_addstr(out, ", a draw by repetition");
		break;
	case ZZ_REASON_BOTH_LOSE:
		zz_buf_addstr(out, ", both players lose (full board, no capture)");
		break;
	case ZZ_REASON_RESIGNATION:
	case ZZ_REASON_TIME:
		zz_buf_addstr(out, ", ");
		if (o.winner >= 0) {
			zz_replay_player(rp->game, (unsigned)!o.winner, out);
			zz_buf_addstr(out, o.reason == ZZ_REASON_TIME ? " lost on time" : " resigned");
		} else {
			zz_buf_addstr(out, o.reason == ZZ_REASON_TIME ? "a draw on time" : "a draw by resignation");
		}
		break;
	case ZZ_REASON_AGREEMENT:
		zz_buf_addstr(out, o.winner >= 0 ? ", by agreement" : ", a draw by agreement");
		break;
	case ZZ_REASON_DECLARED:
		zz_buf_addstr(out, ", as the record declares (the moves do not decide it)");
		break;
	case ZZ_REASON_NB:
		break;
	}
	zz_buf_addch(out, '\n');
}

/* ---- TZAAR ---- */

static void tz_show(struct zz_buf *out, const struct zz_match *m, const struct opts *o)
{
	if (o->position) {
		zz_text_kind(m->game->kind)->position_write(out, m);
		zz_buf_addch(out, '\n');
		return;
	}
	tz_ascii_board(out, &tz_replay_of(m)->pos);
}

/* The result, as every command reports it, in TZAAR's words. */
static void tz_result_line(struct zz_buf *out, const struct zz_match *m)
{
	struct zz_outcome o;

	zz_match_outcome(m, &o);
	zz_buf_addf(out, "result: %s", zz_result_token(o.token));
	if (!o.over) {
		zz_buf_addstr(out, " (the game is not over)\n");
		return;
	}
	zz_buf_addstr(out, ", ");
	if (o.winner >= 0)
		zz_replay_player(m->game, (unsigned)o.winner, out);
	zz_buf_addf(out, " wins (%s", zz_text_reason(zz_text_kind(m->game->kind), &o));
	if (o.reason == ZZ_REASON_WIN || o.reason == ZZ_REASON_NO_MOVE)
		zz_buf_addf(out, ", after turn %zu", o.turn);
	zz_buf_addstr(out, ")\n");
}

/* The heading of TZAAR's turn n: number, player, the turn's actions. */
static void tz_heading(struct zz_buf *out, const struct zz_game *g, size_t n)
{
	zz_buf_addf(out, "%zu. ", n);
	zz_replay_player(g, (unsigned)((n - 1) % 2), out);
	zz_buf_addstr(out, ": ");
	zz_text_kind(g->kind)->turn_write(out, g, n - 1);
	zz_buf_addch(out, '\n');
}

static int replay_tzaar(struct zz_game *g, size_t index, struct zz_diag *d,
			const struct opts *o, struct zz_buf *out)
{
	struct zz_match m;
	int rc = 0, step;

	zz_match_start(&m, g, d);
	if (o->at == 0 || o->at < 0) {
		if (!o->position)
			zz_buf_addstr(out, "start\n");
		tz_show(out, &m, o);
		out_flush(out);
	}
	while ((o->at < 0 || zz_match_next(&m) < (size_t)o->at) && (step = zz_match_step(&m)) > 0) {
		if (o->at >= 0)
			continue;
		if (!o->position) {
			zz_buf_addch(out, '\n');
			tz_heading(out, g, zz_match_next(&m));
		}
		tz_show(out, &m, o);
		out_flush(out);
	}
	if (tz_replay_of(&m)->failed) {
		rc = ZZ_EXIT_INVALID;
	} else if (o->at > 0 && zz_match_next(&m) < (size_t)o->at) {
		rc = at_beyond(NULL, o->at, g, index, zz_match_next(&m));
	} else if (o->at > 0) {
		/* --at N says which turn it shows, as the whole replay does */
		if (!o->position)
			tz_heading(out, g, zz_match_next(&m));
		tz_show(out, &m, o);
	}
	if (o->at < 0 && !tz_replay_of(&m)->failed) {
		zz_match_run(&m);
		if (!o->position) {
			zz_buf_addch(out, '\n');
			tz_result_line(out, &m);
		}
	}
	out_flush(out);
	zz_match_release(&m);
	return rc;
}

/* Show the game as asked; returns an exit status. */
static int replay_game(struct zz_game *g, size_t index, struct zz_diag *d,
		       const struct opts *o, struct zz_buf *out)
{
	struct zz_match m;
	const struct zz_replay *rp;
	int rc = 0, step;

	if (g->kind == &zz_kind_tzaar)
		return replay_tzaar(g, index, d, o, out);
	zz_match_start(&m, g, d);
	rp = zz_replay_of(&m);
	if (o->at == 0 || (o->at < 0 && !o->position)) {
		if (!o->position)
			zz_buf_addstr(out, "start\n");
		show(out, g, &rp->pos, o);
	} else if (o->at < 0) {
		show(out, g, &rp->pos, o);
	}
	if (o->at < 0)
		out_flush(out);
	while ((o->at < 0 || rp->next < (size_t)o->at) && (step = zz_match_step(&m)) > 0) {
		if (o->at >= 0)
			continue;
		if (!o->position) {
			zz_buf_addch(out, '\n');
			heading(out, rp);
		}
		show(out, g, &rp->pos, o);
		out_flush(out);
	}
	if (rp->failed) {
		rc = ZZ_EXIT_INVALID;
	} else if (o->at > 0 && rp->next < (size_t)o->at) {
		rc = at_beyond(NULL, o->at, g, index, rp->next);
	} else if (o->at > 0) {
		/* --at N says which turn it shows, as the whole replay does */
		if (!o->position)
			heading(out, rp);
		show(out, g, &rp->pos, o);
	}
	if (o->at < 0 && !rp->failed) {
		zz_match_run(&m);
		if (!o->position) {
			zz_buf_addch(out, '\n');
			result_line(out, rp);
		}
	}
	out_flush(out);
	zz_match_release(&m);
	return rc;
}

struct find {
	const struct opts *o;
	int status;
	struct zz_buf out;
};

static int game_cb(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct find *f = ctx;
	int rc;

	if (!zz_game_playable(g) || d->count[ZZ_LEVEL_ERROR]) {
		/* the set-up is broken: nothing to show */
		f->status = ZZ_EXIT_INVALID;
	} else {
		rc = replay_game(g, index, d, f->o, &f->out);
		if (rc)
			f->status = rc;
	}
	print_diagnostics(d, false);
	return 1;
}

int cmd_replay(int argc, char **argv)
{
	struct opts o = { -1, false, OPT_UNSET, NULL, ZZ_FORMAT_AUTO };
	const char *output = NULL;
	bool asked;
	unsigned long at = OPT_UNSET;
	struct walk_opts w;
	struct find f;
	int io, k;
	const struct opt options[] = {
		OPT_AT(&at),
		OPT_FLAG(0, "position", &o.position),
		OPT_GAME(&o.game),
		OPT_STRING('o', "output", &output),
		OPT_RULES(&o.rules),
		OPT_COLOR(),
		OPT_FROM(0, &o.from),
		OPT_END()
	};

	walk_defaults(&w);
	k = parse_options(argc, argv, "replay", USAGE_REPLAY, options);
	o.at = at == OPT_UNSET ? -1 : (long)at;
	argc -= k;
	argv += k;
	if (argc > 1)
		usage_error(USAGE_REPLAY, "replay: one file at a time");
	asked = o.game != OPT_UNSET;
	if (!asked)
		o.game = 1;
	k = output_beside_inputs(output, argv, argc, &w);
	if (!k)
		k = out_redirect(output);
	if (k)
		return k;
	memset(&f, 0, sizeof(f));
	f.o = &o;
	zz_buf_init(&f.out);
	io = with_game(argv, argc, &w, o.from, o.rules, o.game, asked, game_cb, &f);
	if (io > 0)
		f.status = ZZ_EXIT_INVALID;
	zz_buf_release(&f.out);
	if (out_finish(true))
		io = -1;
	if (io < 0)
		return ZZ_EXIT_IO;
	return f.status;
}
