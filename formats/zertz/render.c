#include "render.h"

#include <string.h>

#include "layout.h"
#include "notation.h"
#include "zreplay.h"
#include "banned.h"

void zz_scene_marks(const struct zz_scene *s, unsigned char marks[ZZ_CELLS_MAX])
{
	const struct zz_zturn *t = s->last;
	unsigned k;
	int c;

	memset(marks, ZZ_MARK_NONE, ZZ_CELLS_MAX);
	if (!t || !s->effect)
		return;
	if (t->move.kind == ZZ_MOVE_PLACE) {
		marks[t->move.cell] = ZZ_MARK_PLACED;
		if (t->move.remove != ZZ_NO_CELL)
			marks[t->move.remove] = ZZ_MARK_REMOVED;
	} else if (t->move.kind == ZZ_MOVE_CAPTURE) {
		marks[t->move.cell] = ZZ_MARK_FROM;
		for (k = 0; k < t->move.nhops; k++)
			marks[t->move.hop[k]] = k + 1 == t->move.nhops ? ZZ_MARK_MOVED : ZZ_MARK_LANDED;
		ZZ_BB_FOR_EACH(c, &s->effect->jumped)
			marks[c] = ZZ_MARK_JUMPED;
	}
	ZZ_BB_FOR_EACH(c, &s->effect->claimed)
		marks[c] = ZZ_MARK_CLAIMED;
}

void zz_scene_caption(const struct zz_scene *s, struct zz_buf *out)
{
	if (!s->last || !s->pos->geom) {
		zz_buf_addf(out, "%s", s->turn ? "" : "start");
		if (s->turn)
			zz_buf_addf(out, "after turn %zu", s->turn);
		return;
	}
	zz_buf_addf(out, "%zu. ", s->turn);
	if (s->game)
		zz_replay_player(s->game, s->effect ? s->effect->mover : 0, out);
	zz_buf_addstr(out, ": ");
	zz_notation_write(out, s->pos->geom, s->last);
	zz_scene_mark(s, out);
}

void zz_scene_mark(const struct zz_scene *s, struct zz_buf *out)
{
	if (s->game && s->last && s->turn && s->turn <= s->game->nr_turns)
		zz_nag_write(out, s->game->turns[s->turn - 1].nag);
}

void zz_outcome_phrase(struct zz_buf *out, const struct zz_game *g,
		       const struct zz_outcome *o)
{
	zz_buf_addstr(out, zz_result_token(o->token));
	switch (o->reason) {
	case ZZ_REASON_UNFINISHED:
		zz_buf_addstr(out, " (the game is not over)");
		break;
	case ZZ_REASON_WIN:
		zz_buf_addstr(out, ", ");
		zz_replay_player(g, (unsigned)o->winner, out);
		zz_buf_addf(out, " wins with %s", zz_win_set_name(o->set));
		break;
	case ZZ_REASON_BOARD_FULL:
		zz_buf_addstr(out, ", ");
		zz_replay_player(g, (unsigned)o->winner, out);
		zz_buf_addstr(out, " wins by filling the board");
		break;
	case ZZ_REASON_NO_MOVE:
		zz_buf_addstr(out, o->winner >= 0 ? ", the player to move cannot move and loses"
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
		if (o->winner >= 0) {
			zz_replay_player(g, (unsigned)!o->winner, out);
			zz_buf_addstr(out, o->reason == ZZ_REASON_TIME ? " lost on time" : " resigned");
		} else {
			zz_buf_addstr(out, o->reason == ZZ_REASON_TIME ? "a draw on time" : "a draw by resignation");
		}
		break;
	case ZZ_REASON_AGREEMENT:
		zz_buf_addstr(out, o->winner >= 0 ? ", by agreement" : ", a draw by agreement");
		break;
	case ZZ_REASON_DECLARED:
		zz_buf_addstr(out, ", as the record declares (the moves do not decide it)");
		break;
	case ZZ_REASON_NB:
		break;
	}
}

bool zz_scene_labelled(const struct zz_scene *s, const struct zz_render_opts *o,
		       const struct zz_layout *l, unsigned c)
{
	const struct zz_pos *p = s->pos;
	const struct zz_geom *g = p->geom;
	bool present = zz_pos_has_ring(p, c);
	unsigned d;

	if (o->coords == ZZ_COORDS_NONE)
		return false;
	if (!present && o->removed == ZZ_REMOVED_HIDE)
		return false;
	if (o->coords == ZZ_COORDS_ALL || zz_layout_edge(l, c))
		return true;
	if (o->removed == ZZ_REMOVED_GHOST)
		return false;
	/* the rim of the rings left: a neighbour is gone */
	for (d = 0; d < ZZ_DIR_NB; d++)
		if (g->nb[c][d] != ZZ_NO_CELL && !zz_pos_has_ring(p, g->nb[c][d]))
			return true;
	return false;
}
