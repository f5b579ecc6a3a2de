#include "replay.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kind.h"
#include "xalloc.h"
#include "banned.h"

const char *zz_reason_name(enum zz_reason r)
{
	static const char *const names[ZZ_REASON_NB] = {
		[ZZ_REASON_UNFINISHED] = N_("unfinished"),   [ZZ_REASON_WIN] = N_("win"),
		[ZZ_REASON_BOARD_FULL] = N_("board-full"),   [ZZ_REASON_NO_MOVE] = N_("no-move"),
		[ZZ_REASON_REPETITION] = N_("repetition"),   [ZZ_REASON_BOTH_LOSE] = N_("both-lose"),
		[ZZ_REASON_RESIGNATION] = N_("resignation"), [ZZ_REASON_TIME] = N_("time"),
		[ZZ_REASON_AGREEMENT] = N_("agreement"),     [ZZ_REASON_DECLARED] = N_("declared"),
	};
	return names[r];
}

const char *zz_outcome_winner(const struct zz_outcome *o)
{
	if (!o->over)
		return NULL;
	switch (o->winner) {
	case 0:
		return "first";
	case 1:
		return "second";
	case ZZ_WINNER_BOTH_LOSE:
		return "both-lose";
	}
	return "none";
}

void zz_replay_player(const struct zz_game *g, unsigned player,
		      struct zz_buf *out)
{
	const char *name = zz_game_tag(g, player ? "Second" : "First");

	zz_buf_addstr(out, player ? _("second player") : _("first player"));
	if (name && *name)
		zz_buf_addf(out, " (%s)", name);
}

void zz_replay_players(const struct zz_game *g, struct zz_buf *out)
{
	struct zz_buf first = ZZ_BUF_INIT, second = ZZ_BUF_INIT;

	zz_replay_player(g, 0, &first);
	zz_replay_player(g, 1, &second);
	zz_buf_addf(out, _("%s against %s"), first.buf, second.buf);
	zz_buf_release(&first);
	zz_buf_release(&second);
}

void zz_replay_turn_note(struct zz_diag *d, size_t idx, const struct zz_loc *loc, const struct zz_game *g,
			 unsigned player, size_t turn)
{
	const char *name = zz_game_tag(g, player ? "Second" : "First");

	/* a message for each side, that a translation may decline it */
	if (name && *name && player)
		zz_diag_note(d, idx, loc, N_("turn %zu, played by the second player (%s)"), turn, name);
	else if (name && *name)
		zz_diag_note(d, idx, loc, N_("turn %zu, played by the first player (%s)"), turn, name);
	else if (player)
		zz_diag_note(d, idx, loc, N_("turn %zu, played by the second player"), turn);
	else
		zz_diag_note(d, idx, loc, N_("turn %zu, played by the first player"), turn);
}

/* How a record says a game ended when its moves do not. */
static enum zz_reason termination(const struct zz_game *g, const char **unknown)
{
	static const struct { const char *name; enum zz_reason reason; } known[] = {
		{ "resignation", ZZ_REASON_RESIGNATION },
		{ "time", ZZ_REASON_TIME },
		{ "agreement", ZZ_REASON_AGREEMENT },
	};
	const char *term = zz_game_tag(g, "Termination");
	size_t i;

	*unknown = NULL;
	if (!term || !*term)
		return ZZ_REASON_DECLARED;
	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (!strcmp(term, known[i].name))
			return known[i].reason;
	*unknown = term;
	return ZZ_REASON_DECLARED;
}

enum zz_result zz_result_of_winner(int winner)
{
	switch (winner) {
	case 0:
		return ZZ_RESULT_FIRST;
	case 1:
		return ZZ_RESULT_SECOND;
	case ZZ_WINNER_BOTH_LOSE:
		return ZZ_RESULT_BOTH_LOSE;
	}
	return ZZ_RESULT_DRAW;
}

void zz_outcome_judge(const struct zz_game *g, const struct zz_ending *e,
		      size_t next, bool failed, struct zz_outcome *o)
{
	const char *unknown;

	memset(o, 0, sizeof(*o));
	o->declared = g->declared;
	o->set = -1;
	o->winner = ZZ_WINNER_NONE;
	o->turn = next;
	o->agrees = g->declared == ZZ_RESULT_NONE ? -1 : 1;
	if (e->reason != ZZ_REASON_UNFINISHED) {
		/* the moves decide */
		o->over = true;
		o->reason = e->reason;
		o->winner = e->winner;
		o->set = e->set;
		o->turn = e->turn;
		o->token = zz_result_of_winner(e->winner);
		if (o->declared != ZZ_RESULT_NONE)
			o->agrees = o->declared == o->token;
		return;
	}
	o->reason = ZZ_REASON_UNFINISHED;
	o->token = ZZ_RESULT_UNFINISHED;
	if (failed || next < g->nr_turns)
		return;		/* not replayed to its end */
	switch (g->declared) {
	case ZZ_RESULT_FIRST:
	case ZZ_RESULT_SECOND:
	case ZZ_RESULT_DRAW:
	case ZZ_RESULT_BOTH_LOSE:
		/* a decision the moves do not show: resignation, time ... */
		o->over = true;
		o->reason = termination(g, &unknown);
		o->token = g->declared;
		o->winner = g->declared == ZZ_RESULT_FIRST ? 0 : g->declared == ZZ_RESULT_SECOND ? 1
			  : g->declared == ZZ_RESULT_BOTH_LOSE ? ZZ_WINNER_BOTH_LOSE : ZZ_WINNER_NONE;
		break;
	case ZZ_RESULT_NONE:
	case ZZ_RESULT_UNFINISHED:
		break;
	}
}

void zz_outcome_check(const struct zz_game *g, const struct zz_ending *e,
		      struct zz_diag *d)
{
	struct zz_outcome o;
	const char *unknown;

	zz_outcome_judge(g, e, g->nr_turns, false, &o);
	if (g->declared != ZZ_RESULT_NONE && !o.agrees) {
		/* '*' says the result is not known (as in PGN), a server's text
		 * is no director's word: the replay stands, with a warning */
		bool overruled = g->declared == ZZ_RESULT_UNFINISHED ||
				 (g->flags & ZZ_GAME_DECLARED_TEXT);
		size_t idx = zz_diag_add(d, overruled ? ZZ_W_RESULT_OVERRULED : ZZ_E_RESULT,
					 &g->declared_loc,
					 "declared '%s', the replay gives '%s' (%s)",
					 zz_result_token(g->declared), zz_result_token(o.token),
					 zz_reason_name(o.reason));

		if (o.reason == ZZ_REASON_REPETITION)
			zz_diag_note(d, idx, NULL,
				     N_("a record from rules without the repetition "
					"draw (Boardspace's) replays with --rules repetition=off"));
	}
	if (e->reason != ZZ_REASON_UNFINISHED || g->declared == ZZ_RESULT_NONE ||
	    g->declared == ZZ_RESULT_UNFINISHED)
		return;
	/* a decision the moves do not show: resignation, time ... */
	termination(g, &unknown);
	if (unknown)
		zz_diag_add(d, ZZ_W_UNDECIDED_RESULT, &g->declared_loc,
			    N_("'%s' with an unknown [Termination] '%s' (resignation, time or agreement)"),
			    zz_result_token(g->declared), unknown);
	else if (o.reason == ZZ_REASON_DECLARED)
		zz_diag_add(d, ZZ_W_UNDECIDED_RESULT, &g->declared_loc, N_("'%s' with no [Termination] tag"),
			    zz_result_token(g->declared));
}

void zz_replay_init(struct zz_replay *p, struct zz_game *g, struct zz_diag *d,
		  const void *notation)
{
	p->game = g;
	p->diag = d;
	/* the kind sets its state up */
	p->state = g->kind->replay_size <= sizeof(p->room) ? p->room.bytes
		 : zz_xmalloc(g->kind->replay_size);
	g->kind->replay_init(p->state, g, d, notation);
}

void zz_replay_release(struct zz_replay *p)
{
	if (!p->state)
		return;
	p->game->kind->replay_release(p->state);
	if (p->state != p->room.bytes)
		free(p->state);
	p->state = NULL;
}

int zz_replay_step(struct zz_replay *p)
{
	return p->game->kind->replay_step(p->state);
}

int zz_replay_all(struct zz_replay *p)
{
	struct zz_ending e;
	size_t next;
	bool failed;

	while (zz_replay_step(p) > 0)
		;
	p->game->kind->replay_where(p->state, &e, &next, &failed);
	if (failed)
		return -1;
	zz_outcome_check(p->game, &e, p->diag);
	return 0;
}

int zz_replay_run(struct zz_replay *p)
{
	if (p->diag->count[ZZ_LEVEL_ERROR]) {
		/* the record is broken already: up to its first broken turn */
		while (zz_replay_step(p) > 0)
			;
		return -1;
	}
	return zz_replay_all(p);
}

/* Where the replay stands: turns applied, and whether one was illegal. */
static size_t where(const struct zz_replay *p, bool *failed)
{
	struct zz_ending e;
	size_t next;

	p->game->kind->replay_where(p->state, &e, &next, failed);
	return next;
}

bool zz_replay_failed(const struct zz_replay *p)
{
	bool failed;

	where(p, &failed);
	return failed;
}

size_t zz_replay_turn(const struct zz_replay *p)
{
	bool failed;

	return where(p, &failed);
}

void zz_replay_outcome(const struct zz_replay *p, struct zz_outcome *o)
{
	struct zz_ending e;
	size_t next;
	bool failed;

	p->game->kind->replay_where(p->state, &e, &next, &failed);
	zz_outcome_judge(p->game, &e, next, failed, o);
}

void zz_game_settle_result(struct zz_game *g, const struct zz_outcome *o)
{
	if (g->declared == ZZ_RESULT_NONE ||
	    ((g->declared == ZZ_RESULT_UNFINISHED || (g->flags & ZZ_GAME_DECLARED_TEXT)) && !o->agrees))
		g->declared = o->token;
}
