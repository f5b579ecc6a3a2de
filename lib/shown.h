#ifndef ZZ_SHOWN_H
#define ZZ_SHOWN_H

#include <stddef.h>

#include "buf.h"

/*
 * Text shown to people: on a terminal, or in a text report they read.
 * Strangers write the records, and a player's name, a comment or the
 * name of a zip member may hold an escape sequence that would set the
 * terminal's title, write to its clipboard (OSC 52) or move the cursor
 * back over what was printed before, or a newline that starts a line of
 * its own ("zertz: 1 game, 1 valid").  Every such character is shown as
 * the C escape of its bytes instead, as git and GNU ls show file names:
 *
 *   C0 controls (U+0000 .. U+001F)   "\t" "\n" "\r" for those three,
 *                                    "\033" (octal) for the others
 *   DEL (U+007F)                     "\177"
 *   C1 controls (U+0080 .. U+009F)   "\302\233" (both bytes of its UTF-8)
 *   controls of the direction        "\342\200\256" (U+202E: its bytes; and
 *   of text (bidi)                   U+061C, U+200E, U+200F, U+202A ..
 *                                    U+202E, U+2066 .. U+2069)
 *   a byte of no UTF-8 character     "\355" (a lone surrogate, a
 *                                    Latin-1 file name, ...)
 *
 * Tab is kept as it is, and newline in a text of several lines
 * (ZZ_SHOWN_LINES); everything else -- letters of every script,
 * backslashes -- is kept as it is.  Machine formats (ZGN, JSON, YAML,
 * SGF) never go through here: they keep the text exact, escaped as each
 * requires.
 */

enum zz_shown_flags {
	ZZ_SHOWN_LINES = 1 << 0		/* newlines kept: text of several lines */
};

/* Append s[0 .. n) as it is shown (above). */
void zz_shown_add(struct zz_buf *out, const char *s, size_t n, unsigned flags);
void zz_shown_addstr(struct zz_buf *out, const char *s, unsigned flags);
/* Make the text of sb from byte from on shown, in place. */
void zz_shown_fix(struct zz_buf *sb, size_t from, unsigned flags);

/*
 * The length of the UTF-8 character at s (at most n bytes, n >= 1), or
 * 0 when s does not start one: no overlong form, no surrogate, nothing
 * past U+10FFFF.
 */
size_t zz_utf8_len(const unsigned char *s, size_t n);
/*
 * The characters of s[0 .. n) (bytes that do not continue a UTF-8
 * character): the columns a text takes where each takes one, to pad a
 * column of words in any language.
 */
size_t zz_utf8_cols(const char *s, size_t n);

#endif
