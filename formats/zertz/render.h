#ifndef ZZ_RENDER_H
#define ZZ_RENDER_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "draw.h"
#include "game.h"
#include "replay.h"
#include "zgame.h"
#include "pos.h"
#include "rules.h"

/*
 * Diagrams of a position, by the ASCII and SVG back ends.  A scene is what
 * to draw: the position, and when a turn was just played, that turn, the
 * position before it and what it did, so that the last move is marked.
 * Cells are placed by formats/layout only.
 */

struct zz_scene {
	const struct zz_pos *pos;		/* what is drawn */
	const struct zz_game *game;		/* names; may be NULL */
	size_t turn;				/* turns played to reach pos */
	const struct zz_zturn *last;		/* the turn just played, or NULL */
	const struct zz_pos *before;		/* the position before it */
	const struct zz_effect *effect;		/* what it did */
	const struct zz_outcome *outcome;	/* the game is over here: how */
	/*
	 * The winning turn from pos, drawn over it: an analysed record's
	 * [%best] of the next turn, played in pos; NULL: none.  words say
	 * it: "second player (bob) wins in 2: Wa4,d3".
	 */
	const struct zz_zturn *best;
	const struct zz_effect *best_effect;
	const char *best_words;
};

/* What the last move did to each cell, for both back ends. */
enum zz_mark {
	ZZ_MARK_NONE,
	ZZ_MARK_PLACED,		/* the marble just placed */
	ZZ_MARK_REMOVED,	/* the ring just removed */
	ZZ_MARK_FROM,		/* where the capturing marble started */
	ZZ_MARK_LANDED,		/* a landing of the capture, not the last */
	ZZ_MARK_MOVED,		/* where the capturing marble ended */
	ZZ_MARK_JUMPED,		/* a marble jumped over (now gone) */
	ZZ_MARK_CLAIMED		/* a ring lost to isolation */
};

void zz_scene_marks(const struct zz_scene *s, unsigned char marks[ZZ_CELLS_MAX]);
/* "12. second player (bob): x d4Gf4??", or the start. */
void zz_scene_caption(const struct zz_scene *s, struct zz_buf *out);
/* The mark of the turn just played ("??", "!"), if it has one. */
void zz_scene_mark(const struct zz_scene *s, struct zz_buf *out);
/* "0-1, second player (bob) wins with white": a Zertz game's result. */
void zz_outcome_phrase(struct zz_buf *out, const struct zz_game *g,
		       const struct zz_outcome *o);

struct zz_layout;
/*
 * Whether ring c is labelled in this view: every ring drawn for --coords
 * all; for edge, the rim of the whole board when removed rings are drawn,
 * else the rim of the rings left.
 */
bool zz_scene_labelled(const struct zz_scene *s, const struct zz_render_opts *o,
		       const struct zz_layout *l, unsigned c);

/* ASCII (formats/zertz/ascii.c) and SVG (formats/zertz/svg.c). */
void zz_ascii_render(struct zz_buf *out, const struct zz_scene *s,
		     const struct zz_render_opts *o);
void zz_svg_render(struct zz_buf *out, const struct zz_scene *s, const struct zz_render_opts *o);
/*
 * A game sheet (formats/sheet.h, laid out there): the scenes of s[0 .. n)
 * that o's --diagrams and --every choose (by default a compact choice,
 * zz_pick_turn), each captioned with its turn and move, then every move
 * in numbered pairs; on paper, pages of whole rows.
 * page: on paper, 0 for every page (one under another in one drawing)
 * or K for the K-th page alone.  Returns the number of pages (1 when not
 * on paper); nothing is written for a page beyond the last.
 */
size_t zz_svg_sheet(struct zz_buf *out, const struct zz_scene *s, size_t n,
		    const struct zz_render_opts *o, size_t page);

#endif
