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

/*
 * At most this many errors of one game are printed (--max-errors; 0: all):
 * a file that is not a record (a README, a program) makes an error of
 * every line, and hundreds of them say no more than twenty.  The JSON
 * report keeps them all.
 */
unsigned long diag_max_errors = 20;

void format_diagnostics(struct zz_buf *out, const struct zz_diag *d, bool quiet)
{
	zz_diag_format_max(out, d, quiet, diag_max_errors);
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

