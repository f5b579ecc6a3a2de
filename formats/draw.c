#include "draw.h"

#include <string.h>

#include "kinds.h"
#include "banned.h"

void zz_render_opts_init(struct zz_render_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->removed = ZZ_REMOVED_GHOST;
	o->coords = ZZ_COORDS_EDGE;
	o->size = 480;
}

bool zz_drawing_make(struct zz_drawing *dr, struct zz_game *g, struct zz_diag *d)
{
	const struct zz_draw_kind *k = zz_text_kind(g->kind)->draw;

	memset(dr, 0, sizeof(*dr));
	if (!k)
		return false;
	dr->draw = k;
	dr->game = g;
	k->replay(dr, g, d);
	return true;
}

void zz_drawing_release(struct zz_drawing *dr)
{
	if (dr->draw)
		dr->draw->release(dr);
	memset(dr, 0, sizeof(*dr));
}
