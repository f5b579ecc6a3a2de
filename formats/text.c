#include "text.h"

#include "shown.h"
#include "banned.h"

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static void add_cp(struct zz_buf *out, unsigned cp)
{
	if (cp < 0x80) {
		zz_buf_addch(out, (int)cp);
	} else if (cp < 0x800) {
		zz_buf_addch(out, (int)(0xc0 | cp >> 6));
		zz_buf_addch(out, (int)(0x80 | (cp & 0x3f)));
	} else {
		zz_buf_addch(out, (int)(0xe0 | cp >> 12));
		zz_buf_addch(out, (int)(0x80 | ((cp >> 6) & 0x3f)));
		zz_buf_addch(out, (int)(0x80 | (cp & 0x3f)));
	}
}

bool zz_text_decode(const char *s, size_t n, struct zz_buf *out)
{
	const unsigned char *p = (const unsigned char *)s;
	bool fallback = false;
	size_t i = 0;

	while (i < n) {
		size_t run = i, len = 1;

		/* the longest stretch that is UTF-8 already, in one copy */
		while (run < n && (p[run] < 0x80 || (len = zz_utf8_len(p + run, n - run))))
			run += p[run] < 0x80 ? 1 : len;
		if (run > i) {
			zz_buf_add(out, p + i, run - i);
			i = run;
			continue;
		}
		fallback = true;
		if (p[i] == 0xf0 && i + 2 < n + 0 && hexval(p[i + 1]) >= 0 &&
		    hexval(p[i + 2]) >= 0) {
			add_cp(out, 0x400u + (unsigned)(hexval(p[i + 1]) * 16 + hexval(p[i + 2])));
			i += 3;
			continue;
		}
		add_cp(out, p[i]);
		i++;
	}
	return fallback;
}

void zz_text_comment(struct zz_buf *out, const char *comment)
{
	const char *p;

	for (p = comment; *p; p++) {
		if (*p == '\r') {
			zz_buf_addstr(out, "\\r");
			continue;
		}
		if (*p == '}' || *p == '\\')
			zz_buf_addch(out, '\\');
		zz_buf_addch(out, *p);
	}
}

bool zz_date_valid(int y, int m, int d)
{
	static const unsigned char days[12] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;

	if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1 || d > days[m - 1])
		return false;
	return m != 2 || d < 29 || leap;
}
