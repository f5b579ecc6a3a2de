#include "buf.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "banned.h"

/* Shared empty text for buffers that own nothing yet; never written to. */
char zz_buf_slopbuf[1];

void zz_buf_init(struct zz_buf *sb)
{
	sb->alloc = 0;
	sb->len = 0;
	sb->buf = zz_buf_slopbuf;
}

void zz_buf_release(struct zz_buf *sb)
{
	if (sb->alloc)
		free(sb->buf);
	zz_buf_init(sb);
}

char *zz_buf_detach(struct zz_buf *sb, size_t *len)
{
	char *res;

	zz_buf_grow(sb, 0);
	res = sb->buf;
	if (len)
		*len = sb->len;
	zz_buf_init(sb);
	return res;
}

void zz_buf_grow(struct zz_buf *sb, size_t extra)
{
	int fresh = !sb->alloc;

	if (sb->len + extra + 1 <= sb->len)
		zz_out_of_memory();	/* overflow: treat as exhaustion */
	if (fresh)
		sb->buf = NULL;
	ZZ_ALLOC_GROW(sb->buf, sb->len + extra + 1, sb->alloc);
	if (fresh)
		sb->buf[0] = '\0';
}

void zz_buf_setlen(struct zz_buf *sb, size_t len)
{
	if (!sb->alloc && len == 0)
		return;
	if (len > sb->len)
		zz_buf_grow(sb, len - sb->len);
	sb->len = len;
	sb->buf[len] = '\0';
}

void zz_buf_add_slow(struct zz_buf *sb, const void *data, size_t len)
{
	if (!len)
		return;
	zz_buf_grow(sb, len);
	memcpy(sb->buf + sb->len, data, len);
	sb->len += len;
	sb->buf[sb->len] = '\0';
}

void zz_buf_addstr(struct zz_buf *sb, const char *s)
{
	zz_buf_add(sb, s, strlen(s));
}

void zz_buf_addch_slow(struct zz_buf *sb, int c)
{
	zz_buf_grow(sb, 1);
	sb->buf[sb->len++] = (char)c;
	sb->buf[sb->len] = '\0';
}

void zz_buf_addchars(struct zz_buf *sb, int c, size_t n)
{
	if (!n)
		return;
	zz_buf_grow(sb, n);
	memset(sb->buf + sb->len, c, n);
	sb->len += n;
	sb->buf[sb->len] = '\0';
}

void zz_buf_addint(struct zz_buf *sb, long long v)
{
	char digits[24], *d = digits + sizeof(digits);
	unsigned long long u = v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;

	do {
		*--d = (char)('0' + u % 10);
		u /= 10;
	} while (u);
	if (v < 0)
		*--d = '-';
	zz_buf_add(sb, d, (size_t)(digits + sizeof(digits) - d));
}

void zz_buf_vaddf(struct zz_buf *sb, const char *fmt, va_list ap)
{
	va_list cp;
	int n;

	if (!sb->alloc || sb->alloc - sb->len < 64)
		zz_buf_grow(sb, 64);
	va_copy(cp, ap);
	n = vsnprintf(sb->buf + sb->len, sb->alloc - sb->len, fmt, cp);
	va_end(cp);
	if (n < 0)
		return;
	if ((size_t)n >= sb->alloc - sb->len) {
		zz_buf_grow(sb, (size_t)n);
		n = vsnprintf(sb->buf + sb->len, sb->alloc - sb->len, fmt, ap);
	}
	sb->len += (size_t)n;
}

void zz_buf_addf(struct zz_buf *sb, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	zz_buf_vaddf(sb, fmt, ap);
	va_end(ap);
}
