#ifndef ZZ_BUF_H
#define ZZ_BUF_H

#include <stdarg.h>
#include <stddef.h>
#include <string.h>

/*
 * A growable byte string.  Invariants: buf is never NULL and buf[len] is
 * always '\0', so the text can be used as a C string at any time.  Embedded
 * NUL bytes are allowed; len counts them.
 *
 * Ownership: the buffer owns buf; zz_buf_release() frees it and leaves an
 * empty buffer behind; zz_buf_detach() hands it to the caller.
 */
struct zz_buf {
	size_t alloc;
	size_t len;
	char *buf;
};

extern char zz_buf_slopbuf[];
#define ZZ_BUF_INIT { 0, 0, zz_buf_slopbuf }

void zz_buf_init(struct zz_buf *sb);
void zz_buf_release(struct zz_buf *sb);
/* Return the text (caller frees) and leave sb empty. */
char *zz_buf_detach(struct zz_buf *sb, size_t *len);

/* Make room for extra more bytes. */
void zz_buf_grow(struct zz_buf *sb, size_t extra);
void zz_buf_setlen(struct zz_buf *sb, size_t len);
/* Empty the buffer, keeping its memory. */
static inline void zz_buf_reset(struct zz_buf *sb)
{
	if (sb->alloc) {
		sb->len = 0;
		sb->buf[0] = '\0';
	}
}

void zz_buf_add_slow(struct zz_buf *sb, const void *data, size_t len);
/* Inline while the bytes fit: output writers add many short pieces. */
static inline void zz_buf_add(struct zz_buf *sb, const void *data, size_t len)
{
	if (!len)
		return;		/* data may be NULL */
	if (sb->alloc && sb->alloc - sb->len > len) {
		memcpy(sb->buf + sb->len, data, len);
		sb->len += len;
		sb->buf[sb->len] = '\0';
		return;
	}
	zz_buf_add_slow(sb, data, len);
}
void zz_buf_addstr(struct zz_buf *sb, const char *s);
void zz_buf_addch_slow(struct zz_buf *sb, int c);
static inline void zz_buf_addch(struct zz_buf *sb, int c)
{
	if (sb->alloc && sb->len + 1 < sb->alloc) {
		sb->buf[sb->len++] = (char)c;
		sb->buf[sb->len] = '\0';
		return;
	}
	zz_buf_addch_slow(sb, c);
}
void zz_buf_addchars(struct zz_buf *sb, int c, size_t n);
/* The decimal text of v, as printf's "%lld" writes it, without printf. */
void zz_buf_addint(struct zz_buf *sb, long long v);
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
void zz_buf_addf(struct zz_buf *sb, const char *fmt, ...);
void zz_buf_vaddf(struct zz_buf *sb, const char *fmt, va_list ap);

#endif
