/*
 * What the commands print: their output buffers, and diagnostics in gcc's
 * style ("file:line:col: error: message [rule]").
 */
#include "report.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "error.h"
#include "banned.h"

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

