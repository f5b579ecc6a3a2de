/*
 * A printf format kept with its arguments (fmt.h).  The text as said is
 * printf's own (zz_buf_vaddf on a copy of the arguments); the arguments
 * are read off the same list by the format's conversions, and written
 * again, for a translation, by a small printf of the conversions kept.
 */
#include "fmt.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "banned.h"

/* One conversion: "%[n$][flags][width][.precision][length]conv". */
struct spec {
	unsigned pos; /* n of "n$", 0: the next */
	bool left, zero, plus, space, alt;
	int width;	    /* -1: none */
	unsigned width_pos; /* '*': 1 + n of "*n$", or ~0u for the next */
	int prec;	    /* -1: none */
	unsigned prec_pos;  /* as width_pos */
	char len;	    /* 'H' hh, 'h', 'l', 'L' ll, 'z', 'j', 't', or 0 */
	char conv;
};

#define NEXT (~0u)

static unsigned digits(const char **p)
{
	unsigned n = 0;

	while (**p >= '0' && **p <= '9' && n < 100000)
		n = n * 10 + (unsigned)(*(*p)++ - '0');
	return n;
}

/* a star's argument: "*" or "*n$" (*p after the star) */
static unsigned star(const char **p)
{
	const char *q = *p;
	unsigned n = digits(&q);

	if (n && *q == '$') {
		*p = q + 1;
		return n;
	}
	return NEXT;
}

/* The conversion at *p (after the '%'): false where it is not one kept. */
static bool parse(const char **p, struct spec *s)
{
	const char *q = *p;
	unsigned n;

	memset(s, 0, sizeof(*s));
	s->width = s->prec = -1;
	n = digits(&q);
	if (n && *q == '$')
		s->pos = n, q++;
	else
		q = *p;
	for (;; q++) {
		if (*q == '-')
			s->left = true;
		else if (*q == '0')
			s->zero = true;
		else if (*q == '+')
			s->plus = true;
		else if (*q == ' ')
			s->space = true;
		else if (*q == '#')
			s->alt = true;
		else
			break;
	}
	if (*q == '*')
		q++, s->width_pos = star(&q);
	else if (*q >= '1' && *q <= '9')
		s->width = (int)digits(&q);
	if (*q == '.') {
		q++;
		if (*q == '*')
			q++, s->prec_pos = star(&q);
		else
			s->prec = (int)digits(&q);
	}
	if (q[0] == 'h' && q[1] == 'h')
		s->len = 'H', q += 2;
	else if (q[0] == 'l' && q[1] == 'l')
		s->len = 'L', q += 2;
	else if (*q && strchr("hlzjt", *q))
		s->len = *q++;
	if (!*q || !strchr("diuxXcs", *q))
		return false;
	s->conv = *q;
	*p = q + 1;
	return true;
}

static void push(struct zz_fmt *f, char kind)
{
	f->args = zz_xreallocarray(f->args, f->nargs + 1, sizeof(*f->args));
	memset(&f->args[f->nargs], 0, sizeof(*f->args));
	f->args[f->nargs++].kind = kind;
}

/* The argument of conversion s off ap, as its length says it was passed. */
static void take(struct zz_fmt *f, const struct spec *s, va_list *ap)
{
	struct zz_fmt_arg *a;

	if (s->conv == 's') {
		const char *str = va_arg(*ap, const char *);

		push(f, 's');
		a = &f->args[f->nargs - 1];
		/* the bytes a precision lets through, no more: it may bound an unterminated string */
		if (s->prec_pos && f->args[f->nargs - 2].v.i >= 0)
			a->v.s = zz_xstrndup(str, (size_t)f->args[f->nargs - 2].v.i);
		else if (!s->prec_pos && s->prec >= 0)
			a->v.s = zz_xstrndup(str, (size_t)s->prec);
		else
			a->v.s = zz_xstrdup(str);
		return;
	}
	if (s->conv == 'd' || s->conv == 'i' || s->conv == 'c') {
		push(f, 'i');
		a = &f->args[f->nargs - 1];
		switch (s->len) {
		case 'l':
			a->v.i = va_arg(*ap, long);
			break;
		case 'L':
			a->v.i = va_arg(*ap, long long);
			break;
		case 'z':
		case 't':
			a->v.i = (long long)va_arg(*ap, ptrdiff_t);
			break;
		case 'j':
			a->v.i = (long long)va_arg(*ap, intmax_t);
			break;
		default:
			a->v.i = va_arg(*ap, int);
			break;
		}
		return;
	}
	push(f, 'u');
	a = &f->args[f->nargs - 1];
	switch (s->len) {
	case 'l':
		a->v.u = va_arg(*ap, unsigned long);
		break;
	case 'L':
		a->v.u = va_arg(*ap, unsigned long long);
		break;
	case 'z':
	case 't':
		a->v.u = va_arg(*ap, size_t);
		break;
	case 'j':
		a->v.u = (unsigned long long)va_arg(*ap, uintmax_t);
		break;
	default:
		a->v.u = va_arg(*ap, unsigned);
		break;
	}
}

void zz_fmt_keep(struct zz_fmt *f, struct zz_buf *out, const char *fmt, va_list ap)
{
	va_list aq, args;
	const char *p;
	bool ok = true;

	memset(f, 0, sizeof(*f));
	va_copy(aq, ap);
	zz_buf_vaddf(out, fmt, aq);
	va_end(aq);
	/* (a copy that is an object: a va_list parameter's address is not a va_list's) */
	va_copy(args, ap);
	for (p = fmt; (p = strchr(p, '%'));) {
		struct spec s;

		p++;
		if (*p == '%') {
			p++;
			continue;
		}
		ok = parse(&p, &s) && !s.pos;
		if (!ok)
			break;
		if (s.width_pos) {
			push(f, 'i');
			f->args[f->nargs - 1].v.i = va_arg(args, int);
		}
		if (s.prec_pos) {
			push(f, 'i');
			f->args[f->nargs - 1].v.i = va_arg(args, int);
		}
		take(f, &s, &args);
	}
	va_end(args);
	if (ok) {
		f->fmt = fmt;
	} else {
		zz_fmt_release(f);
	}
}

void zz_fmt_release(struct zz_fmt *f)
{
	size_t i;

	for (i = 0; i < f->nargs; i++)
		if (f->args[i].kind == 's')
			free(f->args[i].v.s);
	free(f->args);
	memset(f, 0, sizeof(*f));
}

/* argument n (1-based) of kind k, or NULL */
static const struct zz_fmt_arg *arg(const struct zz_fmt *f, unsigned n, char k)
{
	if (!n || n > f->nargs || f->args[n - 1].kind != k)
		return NULL;
	return &f->args[n - 1];
}

static void pad(struct zz_buf *out, int n, char c)
{
	if (n > 0)
		zz_buf_addchars(out, c, (size_t)n);
}

/* an integer's digits, the sign and prefix apart, as s asks */
static void integer(struct zz_buf *out, const struct spec *s, const struct zz_fmt_arg *a)
{
	char digs[72], *d = digs + sizeof(digs);
	const char *sign = "", *prefix = "";
	unsigned long long u;
	unsigned base = s->conv == 'x' || s->conv == 'X' ? 16 : 10;
	int n, zeros;

	if (a->kind == 'i') {
		long long v = a->v.i;

		if (s->len == 'H')
			v = (signed char)v;
		else if (s->len == 'h')
			v = (short)v;
		else if (!s->len)
			v = (int)v;
		u = v < 0 ? 0 - (unsigned long long)v : (unsigned long long)v;
		sign = v < 0 ? "-" : s->plus ? "+" : s->space ? " " : "";
	} else {
		u = a->v.u;
		if (s->len == 'H')
			u = (unsigned char)u;
		else if (s->len == 'h')
			u = (unsigned short)u;
		else if (!s->len)
			u = (unsigned)u;
		if (s->alt && base == 16 && u)
			prefix = s->conv == 'x' ? "0x" : "0X";
	}
	do {
		*--d = (s->conv == 'X' ? "0123456789ABCDEF" : "0123456789abcdef")[u % base];
		u /= base;
	} while (u);
	if (s->prec == 0 && (a->kind == 'i' ? a->v.i == 0 : a->v.u == 0))
		d = digs + sizeof(digs); /* "%.0d" of 0 writes no digit */
	n = (int)(digs + sizeof(digs) - d);
	zeros = s->prec > n ? s->prec - n : 0;
	n += zeros + (int)strlen(sign) + (int)strlen(prefix);
	if (s->zero && !s->left && s->prec < 0 && s->width > n)
		zeros += s->width - n, n = s->width;
	if (!s->left)
		pad(out, s->width - n, ' ');
	zz_buf_addstr(out, sign);
	zz_buf_addstr(out, prefix);
	pad(out, zeros, '0');
	zz_buf_add(out, d, (size_t)(digs + sizeof(digs) - d));
	if (s->left)
		pad(out, s->width - n, ' ');
}

/* the kind of argument a conversion takes */
static char kind_of(char conv)
{
	return conv == 's' ? 's' : conv == 'u' || conv == 'x' || conv == 'X' ? 'u' : 'i';
}

/* The conversion s, its arguments from *next on (or where it says). */
static bool write_one(const struct zz_fmt *f, struct spec *s, unsigned *next, struct zz_buf *out)
{
	const struct zz_fmt_arg *a;
	size_t len;

	if (s->width_pos) {
		a = arg(f, s->width_pos == NEXT ? (*next)++ : s->width_pos, 'i');
		if (!a)
			return false;
		s->width = (int)a->v.i;
		if (s->width < 0)
			s->left = true, s->width = -s->width;
	}
	if (s->prec_pos) {
		a = arg(f, s->prec_pos == NEXT ? (*next)++ : s->prec_pos, 'i');
		if (!a)
			return false;
		s->prec = a->v.i < 0 ? -1 : (int)a->v.i;
	}
	a = arg(f, s->pos ? s->pos : (*next)++, kind_of(s->conv));
	if (!a)
		return false;
	if (s->conv == 'c') {
		if (!s->left)
			pad(out, s->width - 1, ' ');
		zz_buf_addch(out, (unsigned char)a->v.i);
		if (s->left)
			pad(out, s->width - 1, ' ');
		return true;
	}
	if (s->conv != 's') {
		integer(out, s, a);
		return true;
	}
	len = strlen(a->v.s);
	if (s->prec >= 0 && (size_t)s->prec < len)
		len = (size_t)s->prec;
	if (!s->left)
		pad(out, s->width - (int)len, ' ');
	zz_buf_add(out, a->v.s, len);
	if (s->left)
		pad(out, s->width - (int)len, ' ');
	return true;
}

int zz_fmt_render(const struct zz_fmt *f, const char *tr, struct zz_buf *out)
{
	size_t start = out->len;
	unsigned next = 1;
	const char *p = tr, *q;

	if (!f->fmt)
		return 0;
	while ((q = strchr(p, '%'))) {
		struct spec s;

		zz_buf_add(out, p, (size_t)(q - p));
		p = q + 1;
		if (*p == '%') {
			zz_buf_addch(out, '%');
			p++;
			continue;
		}
		if (!parse(&p, &s) || !write_one(f, &s, &next, out)) {
			zz_buf_setlen(out, start);
			return 0;
		}
	}
	zz_buf_addstr(out, p);
	return 1;
}
