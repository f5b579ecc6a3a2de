#include "shown.h"

#include <string.h>

#include "banned.h"

size_t zz_utf8_cols(const char *s, size_t n)
{
	size_t i, cols = 0;

	for (i = 0; i < n; i++)
		cols += ((unsigned char)s[i] & 0xc0) != 0x80;
	return cols;
}

size_t zz_utf8_len(const unsigned char *s, size_t n)
{
	size_t len, i;
	unsigned long cp;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		len = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		len = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		len = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	/* no overlong forms, surrogates or code points past U+10FFFF */
	if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

/* The C escape of one byte: "\n", "\r", "\t" or octal "\033". */
static void add_escape(struct zz_buf *out, unsigned char c)
{
	char e[4];

	if (c == '\n' || c == '\r' || c == '\t') {
		e[0] = '\\';
		e[1] = c == '\n' ? 'n' : c == '\r' ? 'r' : 't';
		zz_buf_add(out, e, 2);
		return;
	}
	e[0] = '\\';
	e[1] = (char)('0' + (c >> 6));
	e[2] = (char)('0' + ((c >> 3) & 7));
	e[3] = (char)('0' + (c & 7));
	zz_buf_add(out, e, 4);
}

/*
 * Whether the UTF-8 character s[0 .. len) is a control of the direction
 * of text: ALM (U+061C), LRM and RLM (U+200E, U+200F), LRE .. RLO
 * (U+202A .. U+202E), LRI .. PDI (U+2066 .. U+2069).  RLO in a player's
 * name turns what follows it around on the screen ("Trojan Source"):
 * a line that lies about its own text.
 */
static int bidi(const unsigned char *s, size_t len)
{
	if (len == 2)
		return s[0] == 0xd8 && s[1] == 0x9c;
	if (len != 3 || s[0] != 0xe2)
		return 0;
	return (s[1] == 0x80 && (s[2] == 0x8e || s[2] == 0x8f || (s[2] >= 0xaa && s[2] <= 0xae))) ||
		(s[1] == 0x81 && s[2] >= 0xa6 && s[2] <= 0xa9);
}

/* Whether the ASCII byte c is shown as it is. */
static int plain(unsigned char c, unsigned flags)
{
	if (c >= 0x20)
		return c != 0x7f;
	return c == '\t' || (c == '\n' && (flags & ZZ_SHOWN_LINES));
}

void zz_shown_add(struct zz_buf *out, const char *s, size_t n, unsigned flags)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, run, len;

	while (i < n) {
		/* a run of printable ASCII, the usual text, in one piece */
		for (run = i; run < n && p[run] < 0x80 && plain(p[run], flags); run++)
			;
		zz_buf_add(out, p + i, run - i);
		if ((i = run) == n)
			break;
		if (p[i] < 0x80) {
			add_escape(out, p[i++]);
		} else if (!(len = zz_utf8_len(p + i, n - i)) || (p[i] == 0xc2 && p[i + 1] < 0xa0) ||
			   bidi(p + i, len)) {
			/* not UTF-8 (each byte), a C1 control or a bidi control (all its bytes) */
			size_t k = len ? len : 1;

			while (k--)
				add_escape(out, p[i++]);
		} else {
			zz_buf_add(out, p + i, len);
			i += len;
		}
	}
}

void zz_shown_addstr(struct zz_buf *out, const char *s, unsigned flags)
{
	zz_shown_add(out, s, strlen(s), flags);
}

void zz_shown_fix(struct zz_buf *sb, size_t from, unsigned flags)
{
	struct zz_buf tail = ZZ_BUF_INIT;
	size_t i;

	/* most text needs nothing: look before copying */
	for (i = from; i < sb->len; i++) {
		unsigned char c = (unsigned char)sb->buf[i];

		if (c >= 0x80 || !plain(c, flags))
			break;
	}
	if (i == sb->len)
		return;
	zz_shown_add(&tail, sb->buf + i, sb->len - i, flags);
	zz_buf_setlen(sb, i);
	zz_buf_add(sb, tail.buf, tail.len);
	zz_buf_release(&tail);
}
