#ifndef ZZ_TSVG_H
#define ZZ_TSVG_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "game.h"
#include "draw.h"
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

/* TZAAR's drawings for draw.h (drawing.c), its text entry's */
extern const struct zz_draw_kind zz_draw_tzaar;

struct tz_scene {
	const struct zz_game *game;	/* names; may be NULL */
	const struct tz_pos *pos;
	const struct tz_stacks *stacks;
	size_t turn;			/* turns played to reach pos */
	const struct tz_turn *last;	/* the turn just played, or NULL */
	const char *result;		/* the game ends here: "1-0, ann wins (...)"; or NULL */
};

enum tz_coords { TZ_COORDS_RIM, TZ_COORDS_ALL, TZ_COORDS_NONE };

struct tz_svg_opts {
	unsigned size;			/* width in pixels */
	bool size_set;			/* --size given: no text under 8 px */
	const char *css;		/* a style sheet replacing the default, or NULL */
	enum tz_coords coords;		/* on the rim, every point's name too, or none */
};

void zz_tz_svg_render(struct zz_buf *out, const struct tz_scene *s, const struct tz_svg_opts *o);
/*
 * A game sheet (sheet.h) of scenes s[0 .. n): those r's --diagrams and
 * --every choose (by default, compact: the start, every N-th turn, the
 * end), three to a row on paper; page as zz_sheet_draw's.  Returns the
 * number of pages.
 */
size_t zz_tz_svg_sheet(struct zz_buf *out, const struct tz_scene *s, size_t n, const struct tz_svg_opts *o,
		       const struct zz_render_opts *r, size_t page);

#endif
