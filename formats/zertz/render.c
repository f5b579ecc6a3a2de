#include "render.h"

#include <string.h>

#include "i18n.h"
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
		if (s->turn)
			zz_buf_addf(out, _("after turn %zu"), s->turn);
		else
			zz_buf_addstr(out, _("start"));
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
	const char *token = zz_result_token(o->token);
	struct zz_buf who = ZZ_BUF_INIT;
	int set = o->set;

	/* a whole sentence a case, the player's phrase put in: each language words it its way */
	if (o->winner >= 0)
		zz_replay_player(g,
				 (unsigned)(o->reason == ZZ_REASON_RESIGNATION || o->reason == ZZ_REASON_TIME
						    ? !o->winner
						    : o->winner),
				 &who);
	switch (o->reason) {
	case ZZ_REASON_UNFINISHED:
		zz_buf_addf(out, _("%s (the game is not over)"), token);
		break;
	case ZZ_REASON_WIN:
		zz_buf_addf(out,
			    set == ZZ_SET_WHITE		  ? _("%s, %s wins with white")
				    : set == ZZ_SET_GREY  ? _("%s, %s wins with grey")
				    : set == ZZ_SET_BLACK ? _("%s, %s wins with black")
				    : set == ZZ_SET_EACH  ? _("%s, %s wins with each")
							  : _("%s, %s wins with none"),
			    token, who.buf);
		break;
	case ZZ_REASON_BOARD_FULL:
		zz_buf_addf(out, _("%s, %s wins by filling the board"), token, who.buf);
		break;
	case ZZ_REASON_NO_MOVE:
		zz_buf_addf(out,
			    o->winner >= 0 ? _("%s, the player to move cannot move and loses")
					   : _("%s, the player to move cannot move: a draw"),
			    token);
		break;
	case ZZ_REASON_REPETITION:
		zz_buf_addf(out, _("%s, a draw by repetition"), token);
		break;
	case ZZ_REASON_BOTH_LOSE:
		zz_buf_addf(out, _("%s, both players lose (full board, no capture)"), token);
		break;
	case ZZ_REASON_RESIGNATION:
		if (o->winner >= 0)
			zz_buf_addf(out, _("%s, %s resigned"), token, who.buf);
		else
			zz_buf_addf(out, _("%s, a draw by resignation"), token);
		break;
	case ZZ_REASON_TIME:
		if (o->winner >= 0)
			zz_buf_addf(out, _("%s, %s lost on time"), token, who.buf);
		else
			zz_buf_addf(out, _("%s, a draw on time"), token);
		break;
	case ZZ_REASON_AGREEMENT:
		zz_buf_addf(out, o->winner >= 0 ? _("%s, by agreement") : _("%s, a draw by agreement"),
			    token);
		break;
	case ZZ_REASON_DECLARED:
		zz_buf_addf(out, _("%s, as the record declares (the moves do not decide it)"), token);
		break;
	case ZZ_REASON_NB:
		zz_buf_addstr(out, token);
		break;
	}
	zz_buf_release(&who);
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
