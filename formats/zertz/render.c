#include "render.h"

#include <string.h>

#include "notation.h"
#include "replay.h"
#include "banned.h"

void zz_render_opts_init(struct zz_render_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->removed = ZZ_REMOVED_GHOST;
	o->coords = ZZ_COORDS_EDGE;
	o->size = 480;
}

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
}
