#ifndef ZZ_SHEET_H
#define ZZ_SHEET_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "draw.h"
#include "game.h"

/*
 * A game sheet in SVG, whatever the game (sheet.c): a header (the event,
 * the players, the date and place, the result, the key to the marks when
 * asked), the game's diagrams in a grid, then every move in numbered pairs
 * ("12. x a4Wc4  Wd5,g2") with its comment, in the cells after the last
 * diagram; on paper (--page), pages of whole rows, the header on the
 * first, no text under 6 pt.  The game draws the diagrams through the
 * callbacks; the layout is the sheet's.
 */
struct zz_sheet {
	const struct zz_game *game; /* the tags, the moves and their comments */
	const char *name;	    /* the header's title without an event: "Zertz" */
	const char *board;	    /* after the players ("37 rings"), or NULL */
	const char *result;	    /* the header's last line: "Result: ..." */
	const char *title;	    /* the SVG's title: "Zertz game sheet, 37 rings" */
	size_t nturns;		    /* the turns the move list lists */
	unsigned opener;	    /* 1: the second player played the first turn */
	size_t ndiagrams;
	unsigned columns; /* diagrams a row on paper, unless --columns */
	bool shrinks;	  /* the diagrams fit any width; else fewer columns */
	void *ctx;
	/* the size of a diagram's cell at most cap units wide (0: any) */
	void (*measure)(void *ctx, double cap, double *cw, double *ch);
	/* diagram i, drawn from (0, 0) */
	void (*diagram)(void *ctx, struct zz_buf *out, size_t i);
	/* the key, in lines avail wide: how many; drawn from (x, y) with out; NULL: none */
	unsigned (*legend)(void *ctx, struct zz_buf *out, double x, double y, double avail);
	/* the <svg> element opened: its size in units and as attributes, title, desc, style */
	void (*open)(void *ctx, struct zz_buf *out, double w, double h, const char *width, const char *height,
		     const char *title, const char *desc);
};

/*
 * The sheet: page 0, every page (one under another); K, the K-th alone.
 * Returns the number of pages (1 when not on paper); nothing is written
 * for a page beyond the last.
 */
size_t zz_sheet_draw(struct zz_buf *out, const struct zz_sheet *sh, const struct zz_render_opts *o,
		     size_t page);
/*
 * On paper, whether the last of the sheet's pages would be nearly empty:
 * moves alone, in less than a third of its cells (a compact sheet then
 * draws fewer diagrams: zz_pick_turns' most).  *pages: how many.
 */
bool zz_sheet_sparse(const struct zz_sheet *sh, const struct zz_render_opts *o, size_t *pages);
/* "12. ": turn (from 1) as the record, replay and the viewer number it. */
void zz_sheet_turn_number(struct zz_buf *out, size_t turn);

#endif
