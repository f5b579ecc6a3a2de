#include "jsonw.h"

#include <string.h>

#include "text.h"
#include "banned.h"

void zz_jw_init(struct zz_jw *w, struct zz_buf *out, bool ascii)
{
	memset(w, 0, sizeof(*w));
	w->out = out;
	w->ascii = ascii;
}

static void value(struct zz_jw *w)
{
	if (w->after_key) {
		w->after_key = false;
		return;
	}
	if (w->more[w->depth])
		zz_buf_addch(w->out, ',');
	w->more[w->depth] = true;
}

static void open(struct zz_jw *w, char c)
{
	value(w);
	zz_buf_addch(w->out, c);
	if (w->depth + 1 < ZZ_JW_DEPTH)
		w->depth++;
	w->more[w->depth] = false;
}

void zz_jw_object(struct zz_jw *w)
{
	open(w, '{');
}

void zz_jw_array(struct zz_jw *w)
{
	open(w, '[');
}

static void close(struct zz_jw *w, char c)
{
	if (w->depth)
		w->depth--;
	zz_buf_addch(w->out, c);
}

void zz_jw_end_object(struct zz_jw *w)
{
	close(w, '}');
}

void zz_jw_end_array(struct zz_jw *w)
{
	close(w, ']');
}

static void hex4(struct zz_buf *out, unsigned long u)
{
	static const char digits[] = "0123456789ABCDEF";
	char s[6] = { '\\', 'u', digits[u >> 12 & 15], digits[u >> 8 & 15],
		      digits[u >> 4 & 15], digits[u & 15] };

	zz_buf_add(out, s, sizeof(s));
}

/* s[0 .. n), valid UTF-8, quoted and escaped as jansson does. */
static void quote(struct zz_jw *w, const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s, *end = p + n;
	struct zz_buf *out = w->out;

	zz_buf_addch(out, '"');
	while (p < end) {
		const unsigned char *run = p;
		size_t len;
		unsigned long cp;

		/* a run that needs no escape: printable ASCII, or any UTF-8 */
		while (p < end && *p >= 0x20 && *p != '"' && *p != '\\' && (*p < 0x80 || !w->ascii))
			p++;
		if (p > run)
			zz_buf_add(out, run, (size_t)(p - run));
		if (p == end)
			break;
		switch (*p) {
		case '"':
			zz_buf_add(out, "\\\"", 2);
			p++;
			continue;
		case '\\':
			zz_buf_add(out, "\\\\", 2);
			p++;
			continue;
		case '\b':
			zz_buf_add(out, "\\b", 2);
			p++;
			continue;
		case '\f':
			zz_buf_add(out, "\\f", 2);
			p++;
			continue;
		case '\n':
			zz_buf_add(out, "\\n", 2);
			p++;
			continue;
		case '\r':
			zz_buf_add(out, "\\r", 2);
			p++;
			continue;
		case '\t':
			zz_buf_add(out, "\\t", 2);
			p++;
			continue;
		}
		if (*p < 0x20) {
			hex4(out, *p++);
			continue;
		}
		/* past ASCII, with ascii set: the code point as \u escapes */
		len = zz_text_utf8_len(p, (size_t)(end - p));
		cp = len == 2 ? p[0] & 0x1fu : len == 3 ? p[0] & 0x0fu : p[0] & 0x07u;
		for (n = 1; n < len; n++)
			cp = cp << 6 | (p[n] & 0x3fu);
		p += len;
		if (cp < 0x10000) {
			hex4(out, cp);
		} else {
			cp -= 0x10000;
			hex4(out, 0xd800 | cp >> 10);
			hex4(out, 0xdc00 | (cp & 0x3ff));
		}
	}
	zz_buf_addch(out, '"');
}

static bool valid_utf8(const char *s, size_t n)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t i = 0, len;

	while (i < n) {
		if (p[i] < 0x80) {
			i++;
			continue;
		}
		if (!(len = zz_text_utf8_len(p + i, n - i)))
			return false;
		i += len;
	}
	return true;
}

/* Text, valid UTF-8 or read as Latin-1 where it is not, quoted. */
static void text(struct zz_jw *w, const char *s, size_t n)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	if (valid_utf8(s, n)) {
		quote(w, s, n);
		return;
	}
	zz_text_decode(s, n, &sb);
	quote(w, sb.buf, sb.len);
	zz_buf_release(&sb);
}

void zz_jw_strn(struct zz_jw *w, const char *s, size_t n)
{
	value(w);
	text(w, s, n);
}

void zz_jw_str(struct zz_jw *w, const char *s)
{
	zz_jw_strn(w, s, strlen(s));
}

void zz_jw_str_or_null(struct zz_jw *w, const char *s)
{
	if (s)
		zz_jw_str(w, s);
	else
		zz_jw_null(w);
}

void zz_jw_int(struct zz_jw *w, long long v)
{
	value(w);
	zz_buf_addf(w->out, "%lld", v);
}

void zz_jw_bool(struct zz_jw *w, bool v)
{
	value(w);
	zz_buf_addstr(w->out, v ? "true" : "false");
}

void zz_jw_null(struct zz_jw *w)
{
	value(w);
	zz_buf_addstr(w->out, "null");
}

void zz_jw_key(struct zz_jw *w, const char *k)
{
	if (w->more[w->depth])
		zz_buf_addch(w->out, ',');
	w->more[w->depth] = true;
	text(w, k, strlen(k));
	zz_buf_addch(w->out, ':');
	w->after_key = true;
}
