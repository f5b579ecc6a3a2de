/*
 * Text in SVG drawings, whatever the game: measured by the metric of the
 * style sheets' first font (DejaVu Sans), fitted to its box, wrapped.
 */
#include "svgtext.h"

#include <string.h>

#include "xml.h"
#include "banned.h"

#define MIN_SHRINK ZZ_SVG_MIN_SHRINK

/*
 * The advance widths of DejaVu Sans and DejaVu Sans Bold, the first font
 * of the style sheet, for the characters ' ' to '~', in thousandths of an
 * em (from the fonts' hmtx tables, rounded up).
 */
static const unsigned short width_regular[95] = {
	318, 401, 460, 838, 637, 951, 780, 275, 391, 391, 500, 838, 318, 361,  318, 337, 637, 637, 637,
	637, 637, 637, 637, 637, 637, 637, 337, 337, 838, 838, 838, 531, 1000, 685, 687, 699, 771, 632,
	576, 775, 752, 295, 295, 656, 558, 863, 749, 788, 604, 788, 695, 635,  611, 732, 685, 989, 686,
	611, 686, 391, 337, 391, 838, 500, 500, 613, 635, 550, 635, 616, 353,  635, 634, 278, 278, 580,
	278, 975, 634, 612, 635, 635, 412, 521, 393, 634, 592, 818, 592, 592,  525, 637, 337, 637, 838,
};
static const unsigned short width_bold[95] = {
	349, 457,  521, 838, 696, 1002, 873, 307, 458, 458, 523, 838, 380, 416,	 380, 366, 696, 696,  696,
	696, 696,  696, 696, 696, 696,	696, 400, 400, 838, 838, 838, 581, 1000, 774, 763, 734, 831,  684,
	684, 821,  837, 373, 373, 775,	638, 996, 837, 851, 733, 851, 771, 721,	 683, 813, 774, 1104, 771,
	725, 726,  458, 366, 458, 838,	500, 500, 675, 716, 593, 716, 679, 436,	 716, 712, 343, 343,  666,
	343, 1042, 712, 688, 716, 716,	494, 596, 479, 712, 652, 924, 646, 652,	 583, 712, 366, 712,  838,
};

/* The advance of one character (its first byte c) in thousandths of an
 * em: a character beyond ASCII counts as one em, a continuation byte 0. */
static unsigned advance(const unsigned short *t, unsigned char c)
{
	if ((c & 0xc0) == 0x80)
		return 0;
	return c >= 32 && c < 127 ? t[c - 32] : 1000;
}

/* Thousandths of an em as user units at font size em (see below). */
static double units(unsigned long w, double em)
{
	return (double)w * em * 1.05 / 1000.0;
}

/*
 * The width of text at font size em, in user units, 5% more than DejaVu
 * Sans gives it so that it holds for Verdana and the like too; a character
 * beyond ASCII counts as one em.
 */
double zz_svg_text_width(const char *s, double em, bool bold)
{
	const unsigned short *t = bold ? width_bold : width_regular;
	unsigned long w = 0;

	for (; *s; s++)
		w += advance(t, (unsigned char)*s);
	return units(w, em);
}

/*
 * One line of text in a box avail wide: as it is when it fits, else in a
 * smaller font (down to 80%), cut short with an ellipsis when even that
 * would not do; a cut text is whole in the desc.  Every renderer honours a
 * font size, where textLength is not (librsvg).
 */

void zz_svg_text_line(struct zz_buf *out, const char *cls, double x, double y, double avail, const char *s,
		      double em, bool bold)
{
	zz_svg_text_line_at(out, cls, x, y, avail, s, em, em, bold);
}

void zz_svg_text_line_at(struct zz_buf *out, const char *cls, double x, double y, double avail, const char *s,
			 double em, double css_em, bool bold)
{
	const unsigned short *t = bold ? width_bold : width_regular;
	/* the ellipsis: one character beyond ASCII */
	const unsigned long dots = advance(t, 0xe2);
	struct zz_buf cut = ZZ_BUF_INIT;
	const char *text = s;
	unsigned long whole = 0, before = 0;
	size_t n = strlen(s), i, fit = 0;
	double w;

	/*
	 * Measured once: the whole, and the longest start (ended at a
	 * character) that fits with the ellipsis after it, the widths of
	 * the starts growing with them.  None fits: the ellipsis alone.
	 */
	for (i = 0; i < n; i++)
		whole += advance(t, (unsigned char)s[i]);
	w = units(whole, em);
	if (w > avail / MIN_SHRINK) {
		for (i = 0; i < n; i++) {
			unsigned char c = (unsigned char)s[i];

			if ((c & 0xc0) != 0x80 && i) {
				/* s[0 .. i) ends at a character */
				if (units(before + dots, em) > avail / MIN_SHRINK)
					break;
				fit = i;
			}
			before += advance(t, c);
		}
		zz_buf_add(&cut, s, fit);
		zz_buf_addstr(&cut, "\xe2\x80\xa6");
		text = cut.buf;
		w = zz_svg_text_width(text, em, bold);
	}
	zz_buf_addf(out, "<text class=\"%s\" x=\"%.2f\" y=\"%.2f\"", cls, x, y);
	if (w > avail)
		zz_buf_addf(out, " style=\"font-size: %.2fpx\"", em * avail / w);
	else if (em != css_em)
		zz_buf_addf(out, " style=\"font-size: %.2fpx\"", em);
	zz_buf_addch(out, '>');
	zz_xml_textstr(out, text);
	zz_buf_addstr(out, "</text>\n");
	zz_buf_release(&cut);
}

/*
 * Split text into at most two lines that fit avail: after the last ": "
 * or blank that leaves the first part within the box.  Returns the lines
 * (1 or 2) and the offset of the second.
 */
unsigned zz_svg_wrap(const char *s, double avail, double em, bool bold, size_t *second)
{
	const unsigned short *t = bold ? width_bold : width_regular;
	unsigned long w = 0;
	size_t k, best = 0;

	/*
	 * One pass, as far as the first line can reach: the widths of the
	 * starts grow with them, so that past a blank whose start does not
	 * fit no later one does (a sheet wraps a long comment a line at a
	 * time: each line costs its own length, not the rest's).
	 */
	for (k = 0; s[k]; k++) {
		if (k && s[k] == ' ') {
			if (units(w, em) > avail)
				break;
			best = k;
		}
		w += advance(t, (unsigned char)s[k]);
	}
	if (!s[k] && units(w, em) <= avail) {
		*second = k;
		return 1;
	}
	if (!best) {
		*second = k + strlen(s + k);
		return 1;
	}
	*second = best + 1;
	return 2;
}
