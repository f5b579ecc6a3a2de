#ifndef ZZ_TSVG_H
#define ZZ_TSVG_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "game.h"
#include "tgame.h"

/*
 * TZAAR diagrams in SVG 1.1 (a viewBox, a title and a description, class
 * names, an embedded style sheet, the same bytes for the same input): the
 * 60 intersections and their lines with the hole at the centre, each stack
 * a disc in its side's colour whose type is told by its mark as well
 * (Tzaar: a ring and a dot; Tzarra: a ring; Tott: plain) and whose height
 * is written on it from 2, the last action drawn as an arrow, a legend
 * and the tops of each side.
 */

struct tz_scene {
	const struct zz_game *game;	/* names; may be NULL */
	const struct tz_pos *pos;
	const struct tz_stacks *stacks;
	size_t turn;			/* turns played to reach pos */
	const struct tz_turn *last;	/* the turn just played, or NULL */
};

struct tz_svg_opts {
	unsigned size;			/* width in pixels */
	const char *css;		/* a style sheet replacing the default, or NULL */
	bool labels;			/* every point's label */
};

void zz_tz_svg_render(struct zz_buf *out, const struct tz_scene *s, const struct tz_svg_opts *o);
/* A whole game, one diagram per scene, four to a row. */
void zz_tz_svg_sheet(struct zz_buf *out, const struct tz_scene *s, size_t n,
		     const struct tz_svg_opts *o);

#endif
