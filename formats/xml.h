#ifndef ZZ_XML_H
#define ZZ_XML_H

#include <stddef.h>

#include "buf.h"

/*
 * Text in SVG and HTML, the one escaper of every drawing and page.  The
 * text is a stranger's (a player's name, a comment), and a page is
 * published: whatever it holds must stay text, and the document must stay
 * one that XML 1.0 and HTML parse without error.
 *
 *   & < > " '          &amp; &lt; &gt; &quot; &#39; (text and attribute
 *                      values alike)
 *   tab, newline       kept
 *   every other C0 control (CR, NUL, ESC ...), DEL, the C1 controls,
 *   a noncharacter (U+FDD0 .. U+FDEF, U+xFFFE and U+xFFFF of each plane),
 *   a byte of no UTF-8 character (a lone surrogate among them)
 *                      U+FFFD, the replacement character, one for each
 *                      character (each byte when it is not one)
 *
 * XML 1.0 forbids the C0 controls but tab, newline and CR, the
 * surrogates, U+FFFE and U+FFFF; HTML calls the rest a parse error; CR
 * would come back from either parser as a newline.  What is replaced is
 * what a reader could not have been shown as it was.
 */
void zz_xml_text(struct zz_buf *out, const char *s, size_t n);
void zz_xml_textstr(struct zz_buf *out, const char *s);

/*
 * The text of a CDATA section (a style sheet in an SVG), whose content
 * is read as it is written: no entity, but a character no document may
 * hold is U+FFFD as above, and "]]>", which would end the section, ends it
 * after "]]" and opens another before ">", so the text read is the text
 * given.
 */
void zz_xml_cdata(struct zz_buf *out, const char *s);

#endif
