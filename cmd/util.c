#include "cmd.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "notation.h"
#include "walk.h"
#include "rules.h"
#include "banned.h"

/* When set, error() messages go here instead of to stderr (-j workers). */
struct zz_buf *error_capture;

static void vreport(const char *prefix, const char *fmt, va_list ap)
{
	if (error_capture && strcmp(prefix, "fatal: ")) {
		zz_buf_addf(error_capture, "zertz: %s", prefix);
		zz_buf_vaddf(error_capture, fmt, ap);
		zz_buf_addch(error_capture, '\n');
		return;
	}
	fflush(stdout);
	fprintf(stderr, "zertz: %s", prefix);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("fatal: ", fmt, ap);
	va_end(ap);
	exit(ZZ_EXIT_IO);
}

int error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("error: ", fmt, ap);
	va_end(ap);
	return -1;
}

void warning(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("warning: ", fmt, ap);
	va_end(ap);
}

void usage_error(const char *usage, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("", fmt, ap);
	va_end(ap);
	fprintf(stderr, "usage: %s\n", usage);
	exit(ZZ_EXIT_USAGE);
}

void usage_help(const char *usage)
{
	printf("usage: %s\n", usage);
	if (fflush(stdout) || ferror(stdout))
		exit(ZZ_EXIT_IO);
	exit(ZZ_EXIT_OK);
}

void bug_at(const char *file, int line, const char *msg)
{
	fprintf(stderr, "zertz: BUG: %s:%d: %s\n", file, line, msg);
	abort();
}

void out_flush(struct zz_buf *sb)
{
	if (sb->len && fwrite(sb->buf, 1, sb->len, stdout) != sb->len)
		die("cannot write to standard output: %s", strerror(errno));
	zz_buf_reset(sb);
}

static const char *const level_names[ZZ_LEVEL_NB] = { "note", "warning", "error" };

static void print_loc(struct zz_buf *out, const struct zz_loc *l,
		      const struct zz_loc *fallback)
{
	if (!l->line && fallback)
		l = fallback;
	if (l && l->line)
		zz_buf_addf(out, "%s:%u:%u: ", l->file ? l->file : "<stdin>", l->line, l->col);
	else if (l && l->file)
		zz_buf_addf(out, "%s: ", l->file);
	else
		zz_buf_addstr(out, "zertz: ");
}

void format_diagnostics(struct zz_buf *out, const struct zz_diag *d, bool quiet)
{
	size_t i, j;

	for (i = 0; i < d->nr; i++) {
		const struct zz_diagnostic *x = &d->v[i];
		const struct zz_code_info *info = &zz_codes[x->code];

		if (quiet && x->level < ZZ_LEVEL_ERROR)
			continue;
		print_loc(out, &x->loc, NULL);
		zz_buf_addf(out, "%s: %s", level_names[x->level], info->message);
		if (x->detail && *x->detail)
			zz_buf_addf(out, ": %s", x->detail);
		zz_buf_addf(out, " [%s]\n", info->rule);
		for (j = 0; j < x->nr_notes; j++) {
			print_loc(out, &x->notes[j].loc, &x->loc);
			zz_buf_addf(out, "note: %s\n", x->notes[j].text);
		}
	}
}

void print_diagnostics(const struct zz_diag *d, bool quiet)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	format_diagnostics(&sb, d, quiet);
	err_flush(&sb);
	zz_buf_release(&sb);
}

void err_flush(struct zz_buf *sb)
{
	fflush(stdout);
	if (sb->len)
		fwrite(sb->buf, 1, sb->len, stderr);
	zz_buf_reset(sb);
}

void diag_werror(struct zz_diag *d)
{
	size_t i;

	for (i = 0; i < d->nr; i++) {
		if (d->v[i].level != ZZ_LEVEL_WARNING)
			continue;
		d->v[i].level = ZZ_LEVEL_ERROR;
		d->count[ZZ_LEVEL_WARNING]--;
		d->count[ZZ_LEVEL_ERROR]++;
	}
}

void check_rules_option(const char *usage, const char *spec)
{
	struct zz_rules r;
	struct zz_buf err = ZZ_BUF_INIT;

	zz_rules_init(&r);
	if (zz_rules_parse(&r, spec, &err))
		usage_error(usage, "--rules: %s", err.buf);
	zz_buf_release(&err);
}

enum zz_format parse_format(const char *usage, const char *s)
{
	int f = zz_format_parse(s);

	if (f < 0)
		usage_error(usage, "--from: unknown format '%s' (auto, zgn, sgf, json or yaml)", s);
	return (enum zz_format)f;
}

unsigned long parse_number(const char *usage, const char *opt, const char *s)
{
	unsigned long v;
	char *end;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (!*s || *end || errno || *s == '-' || v > 1000000000UL)
		usage_error(usage, "%s: '%s' is not a number", opt, s);
	return v;
}

unsigned parse_choice(const char *usage, const char *opt, const char *s,
		      const char *const *names)
{
	struct zz_buf list = ZZ_BUF_INIT;
	unsigned i;

	for (i = 0; names[i]; i++)
		if (!strcmp(s, names[i]))
			return i;
	for (i = 0; names[i]; i++)
		zz_buf_addf(&list, "%s%s", !i ? "" : names[i + 1] ? ", " : " or ", names[i]);
	usage_error(usage, "%s: %s, not '%s'", opt, list.buf, s);
}

long for_each_game(struct zz_input *in, enum zz_format from,
		   const char *rules, struct zz_diag *d, game_fn fn, void *ctx)
{
	struct zz_reader rd;
	struct zz_game g;
	long n = 0;
	int rc, stop = 0;

	zz_reader_init(&rd, in, d, from, rules);
	while (!stop) {
		zz_game_init(&g);
		rc = zz_reader_read(&rd, &g);
		if (rc <= 0) {
			zz_game_release(&g);
			if (rc < 0) {
				zz_reader_release(&rd);
				return -1;
			}
			break;
		}
		stop = fn(ctx, &g, (size_t)++n, d);
		zz_game_release(&g);
		zz_diag_clear(d);
	}
	zz_reader_release(&rd);
	return n;
}

struct seek {
	enum zz_format from;
	const char *rules;
	unsigned long k, seen;
	bool done;
	game_fn fn;
	void *ctx;
};

static int seek_game(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct seek *s = ctx;

	if (++s->seen != s->k)
		return 0;
	s->done = true;
	s->fn(s->ctx, g, index, d);
	return 1;
}

static void seek_unit(void *ctx, size_t unit, const char *name, struct zz_input *in)
{
	struct seek *s = ctx;
	struct zz_diag d;

	(void)unit;
	(void)name;
	if (s->done)
		return;
	zz_diag_init(&d);
	for_each_game(in, s->from, s->rules, &d, seek_game, s);
	zz_diag_release(&d);
}

int with_game(char **paths, int n, const struct walk_opts *w,
	      enum zz_format from, const char *rules, unsigned long k,
	      game_fn fn, void *ctx)
{
	struct seek s = { from, rules, k, 0, false, fn, ctx };

	if (walk_inputs(paths, n, w, seek_unit, &s) < 0)
		return -1;
	if (s.done)
		return 0;
	error("'%s' has %lu game%s, not %lu", n ? paths[0] : "<stdin>", s.seen,
	      s.seen == 1 ? "" : "s", k);
	return 1;
}

void format_move(struct zz_buf *out, const struct zz_pos *p,
		 const struct zz_move *m)
{
	zz_notation_move(out, p, m);
}
