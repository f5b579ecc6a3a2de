#ifndef ZZ_FMT_H
#define ZZ_FMT_H

#include <stdarg.h>
#include <stddef.h>

#include "buf.h"

/*
 * A printf format kept with its arguments, to be written later in its own
 * words or in a translation of it (lib/i18n.h): a diagnostic's detail is
 * said when a record is read, in English for JSON and the like, and shown
 * in the reader's language only when it is printed (issue 40).  The
 * conversions kept are those the diagnostics use: d, i, u, x, X, c and s,
 * with flags, a width, a precision ('*' too) and the lengths hh, h, l, ll,
 * z and j; a translation may number them ("%2$s").  A format with any
 * other (or none) keeps no arguments: it is written as it was said.
 */
struct zz_fmt_arg {
	char kind; /* 'i' signed, 'u' unsigned, 's' a string */
	union {
		long long i;
		unsigned long long u;
		char *s; /* owned */
	} v;
};

struct zz_fmt {
	const char *fmt; /* borrowed: a string constant, or NULL */
	struct zz_fmt_arg *args;
	size_t nargs;
};

/*
 * Keep fmt and the arguments ap holds for it into f (ap is left as it was), and
 * append the text they make to out.
 */
void zz_fmt_keep(struct zz_fmt *f, struct zz_buf *out, const char *fmt, va_list ap);
void zz_fmt_release(struct zz_fmt *f);
/*
 * The kept arguments written by tr, a translation of f's format that
 * takes what it takes (msgfmt --check-format sees to it), appended to
 * out: false, and nothing appended, where it does not (a conversion out
 * of place, an argument it has not); the caller then shows the text as
 * it was said.
 */
int zz_fmt_render(const struct zz_fmt *f, const char *tr, struct zz_buf *out);

#endif
