#ifndef ZZ_SVGPARTS_H
#define ZZ_SVGPARTS_H

/*
 * The parts of Zertz's SVG diagrams (svg.c) that its game sheet (sheet.c)
 * is made of: text measured and fitted, a diagram's box and panel, a
 * scene drawn into a box, the key to the marks.  Internal to the two.
 */
#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "render.h"
#include "svgtext.h"

#define PANEL_X 14.0
#define LINE 15.0	/* one line of the panel */
#define MIN_WIDTH 330.0 /* room for the panel under small boards */

/* What the panel of a scene says, line by line. */
struct panel {
	struct zz_buf caption, state, comment;
	unsigned caption_lines, comment_lines;
	size_t caption_at, comment_at; /* offset of the second line */
	bool trays, has_state;
	bool best_note;		 /* the winning turn drawn and said (zz_scene.best) */
	const char *comment_cls; /* the comment's class: a comment, or the result */
	bool comment_bold;
	unsigned legend; /* the marks of the key (1 << ZZ_MARK_...) */
	unsigned legend_lines;
	unsigned lines;
};

struct box {
	double w, h;	/* the diagram's size in user units */
	double x0;	/* where the board starts, centred */
	double board_h; /* the board's part of h */
	double k;	/* the board's scale: rings, marbles, spacing */
	double m;	/* the margin round the board, for its labels */
	double sx, sy;	/* the lattice's column and row drawn first (a crop) */
};

/* The comment of the turn scene s has just played, the analysis in words
 * (text.h), into out; none: nothing. */
void zz_svg_scene_comment(const struct zz_scene *s, struct zz_buf *out);
/* "first player (Anna) to move", side 0 or 1, its name from g's tags (g may be NULL) */
void zz_svg_to_move(struct zz_buf *out, const struct zz_game *g, unsigned side);
void zz_svg_panel_init(struct panel *pn, const struct zz_scene *s, double width, bool trays, bool compact,
		       unsigned legend);
void zz_svg_panel_release(struct panel *pn);
/* A diagram's box: lines of panel; the board within cap units (0: any); min_w wide at least. */
struct box zz_svg_measure(const struct zz_geom *g, unsigned lines, double cap, double min_w);
/* As zz_svg_measure, the board cropped to the lattice's columns x0 .. x1, rows y0 .. y1. */
struct box zz_svg_measure_span(unsigned x0, unsigned x1, unsigned y0, unsigned y1, unsigned lines, double cap,
			       double min_w);
/* The board and the panel of one scene, in user units from (0, 0). */
void zz_svg_scene(struct zz_buf *out, const struct zz_scene *s, const struct zz_render_opts *o,
		  const struct box *b, struct panel *pn);
/* The <svg> element opened, with its title, description and style sheet
 * (best: with what the winning turn's marks need). */
void zz_svg_header(struct zz_buf *out, double w, double h, const char *width, const char *height,
		   const struct zz_render_opts *o, const char *title, const char *desc, bool best);
void zz_svg_size_attr(char *buf, size_t n, double px);
/* The marks scene s shows (1 << ZZ_MARK_...). */
unsigned zz_svg_marks_shown(const struct zz_scene *s);
/* The key to the marks of set in lines avail wide: the lines; with out, drawn from (x, y). */
unsigned zz_svg_legend_rows(struct zz_buf *out, unsigned set, double x, double y, double avail);

#endif
