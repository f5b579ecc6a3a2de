#include "xml.h"

#include <string.h>

#include "shown.h"
#include "banned.h"

#define REPLACEMENT "\357\277\275"	/* U+FFFD in UTF-8 */

/* The code point of the UTF-8 character s[0 .. len). */
static unsigned long code_point(const unsigned char *s, size_t len)
{
	unsigned long cp = len == 2 ? s[0] & 0x1fu : len == 3 ? s[0] & 0x0fu : s[0] & 0x07u;
	size_t k;

	for (k = 1; k < len; k++)
		cp = cp << 6 | (s[k] & 0x3fu);
	return cp;
}

/* A character no document may hold as it is (above). */
static int forbidden(unsigned long cp)
{
	return (cp >= 0x7f && cp <= 0x9f) || (cp >= 0xfdd0 && cp <= 0xfdef) ||
	       (cp & 0xfffe) == 0xfffe;
}

/*
 * A character at p[0 .. n) that is neither printable ASCII nor markup:
 * tab and newline as they are, a character no document may hold as U+FFFD
 * (above), any other as it is; the bytes it took.
 */
static size_t other(struct zz_buf *out, const unsigned char *p, size_t n)
{
	size_t len;

	if (p[0] == '\t' || p[0] == '\n') {
		zz_buf_addch(out, (char)p[0]);
		return 1;
	}
	if (p[0] < 0x80) {
		/* the other C0 controls and DEL */
		zz_buf_addstr(out, REPLACEMENT);
		return 1;
	}
	if (!(len = zz_utf8_len(p, n))) {
		/* a byte of no UTF-8 character */
		zz_buf_addstr(out, REPLACEMENT);
		return 1;
	}
	if (forbidden(code_point(p, len)))
		zz_buf_addstr(out, REPLACEMENT);
	else
		zz_buf_add(out, p, len);
	return len;
}

void zz_xml_text(struct zz_buf *out, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, run;

	while (i < n) {
		/* a run of printable ASCII that means nothing to XML */
		for (run = i; run < n && p[run] >= 0x20 && p[run] < 0x7f && p[run] != '&' &&
			      p[run] != '<' && p[run] != '>' && p[run] != '"' && p[run] != '\'';
		     run++)
			;
		zz_buf_add(out, p + i, run - i);
		if ((i = run) == n)
			break;
		switch (p[i]) {
		case '&': zz_buf_addstr(out, "&amp;"); i++; continue;
		case '<': zz_buf_addstr(out, "&lt;"); i++; continue;
		case '>': zz_buf_addstr(out, "&gt;"); i++; continue;
		case '"': zz_buf_addstr(out, "&quot;"); i++; continue;
		case '\'': zz_buf_addstr(out, "&#39;"); i++; continue;
		}
		i += other(out, p + i, n - i);
	}
}

void zz_xml_cdata(struct zz_buf *out, const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, n = strlen(s);

	while (i < n) {
		if (p[i] < 0x20 || p[i] >= 0x7f) {
			i += other(out, p + i, n - i);
			continue;
		}
		/* "]]>" would end the section: end it after "]]", open another */
		if (p[i] == '>' && i >= 2 && p[i - 1] == ']' && p[i - 2] == ']')
			zz_buf_addstr(out, "]]><![CDATA[");
		zz_buf_addch(out, (char)p[i++]);
	}
}

void zz_xml_textstr(struct zz_buf *out, const char *s)
{
	zz_xml_text(out, s, strlen(s));
}
