#ifndef ZZ_SVGTEXT_H
#define ZZ_SVGTEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"

/*
 * Text in SVG drawings (svgtext.c), shared by every game's: the font of
 * every style sheet, the width of a text by its metric, one line fitted to
 * its box, a text wrapped to two lines.
 *
 * No text is to print under 6 pt or show under 8 px: the smallest drawn
 * is ZZ_SVG_SMALLEST units (a line shrunk to fit), so that a drawing is
 * laid out at no fewer millimetres or pixels a unit than these; where
 * there is less room the board shrinks, not the words.
 */
#define ZZ_SVG_FONT "'DejaVu Sans', Verdana, sans-serif"
#define ZZ_SVG_MIN_SHRINK 0.8
#define ZZ_SVG_SMALLEST 8.0
#define ZZ_SVG_MIN_MM_PER_UNIT (6.0 * 25.4 / 72.0 / ZZ_SVG_SMALLEST)
#define ZZ_SVG_MIN_PX_PER_UNIT (8.0 / ZZ_SVG_SMALLEST)

/* The width of text at font size em, in user units. */
double zz_svg_text_width(const char *s, double em, bool bold);
/*
 * One line of text in a box avail wide: as it is when it fits, else in a
 * smaller font (down to ZZ_SVG_MIN_SHRINK), cut short with an ellipsis
 * when even that would not do.
 */
void zz_svg_text_line(struct zz_buf *out, const char *cls, double x, double y, double avail, const char *s,
		      double em, bool bold);
/*
 * The same at size em where the style sheet gives cls css_em: a block of
 * lines drawn in one smaller size (a panel whose longest line would not
 * fit) says its size on each line.
 */
void zz_svg_text_line_at(struct zz_buf *out, const char *cls, double x, double y, double avail, const char *s,
			 double em, double css_em, bool bold);
/* Split text into at most two lines that fit avail: the lines, and where the second starts. */
unsigned zz_svg_wrap(const char *s, double avail, double em, bool bold, size_t *second);

#endif
