#include "cmd.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "notation.h"
#include "rules.h"
#include "banned.h"

static void vreport(const char *prefix, const char *fmt, va_list ap)
{
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

static void print_loc(const struct zz_loc *l, const struct zz_loc *fallback)
{
	if (!l->line && fallback)
		l = fallback;
	if (l && l->line)
		fprintf(stderr, "%s:%u:%u: ", l->file ? l->file : "<stdin>", l->line, l->col);
	else if (l && l->file)
		fprintf(stderr, "%s: ", l->file);
	else
		fputs("zertz: ", stderr);
}

void print_diagnostics(const struct zz_diag *d, bool quiet)
{
	size_t i, j;

	fflush(stdout);
	for (i = 0; i < d->nr; i++) {
		const struct zz_diagnostic *x = &d->v[i];
		const struct zz_code_info *info = &zz_codes[x->code];

		if (quiet && x->level < ZZ_LEVEL_ERROR)
			continue;
		print_loc(&x->loc, NULL);
		fprintf(stderr, "%s: %s", level_names[x->level], info->message);
		if (x->detail && *x->detail)
			fprintf(stderr, ": %s", x->detail);
		fprintf(stderr, " [%s]\n", info->rule);
		for (j = 0; j < x->nr_notes; j++) {
			print_loc(&x->notes[j].loc, &x->loc);
			fprintf(stderr, "note: %s\n", x->notes[j].text);
		}
	}
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

static long file_read(void *ctx, char *buf, size_t n)
{
	FILE *fp = ctx;
	size_t got = fread(buf, 1, n, fp);

	if (got == 0 && ferror(fp))
		return -1;
	return (long)got;
}

int source_open(struct source *s, const char *path)
{
	struct stat st;

	memset(s, 0, sizeof(*s));
	if (!path || !strcmp(path, "-")) {
		s->name = "<stdin>";
		s->fp = stdin;
	} else {
		s->name = path;
		s->fp = fopen(path, "rb");
		if (!s->fp)
			return error("cannot open '%s': %s", path, strerror(errno));
		if (fstat(fileno(s->fp), &st) == 0 && S_ISDIR(st.st_mode)) {
			fclose(s->fp);
			s->fp = NULL;
			return error("cannot read '%s': it is a directory", path);
		}
	}
	zz_input_init(&s->in, s->name, file_read, s->fp);
	return 0;
}

void source_close(struct source *s)
{
	zz_input_release(&s->in);
	if (s->fp && s->fp != stdin)
		fclose(s->fp);
	s->fp = NULL;
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

void format_move(struct zz_buf *out, const struct zz_pos *p,
		 const struct zz_move *m)
{
	zz_notation_move(out, p, m);
}
