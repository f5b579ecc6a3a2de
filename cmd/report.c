/*
 * What the commands print: their output buffers, and diagnostics in gcc's
 * style ("file:line:col: error: message [rule]").
 */
#include "report.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "error.h"
#include "exit.h"
#include "guard.h"
#include "output.h"
#include "shown.h"
#include "walk.h"
#include "xalloc.h"
#include "i18n.h"
#include "banned.h"

static struct output redirect;
static bool redirected;
/* out_machine(): a machine format, shown safe on a terminal */
static bool machine, machine_on_terminal;

void out_machine(void)
{
	machine = true;
	machine_on_terminal = isatty(STDOUT_FILENO);
}

void out_flush(struct zz_buf *sb)
{
	if (!redirected && machine && machine_on_terminal)
		zz_shown_fix(sb, 0, ZZ_SHOWN_LINES);
	if (redirected && sb->len && output_write(&redirect, sb->buf, sb->len)) {
		/* said; the temporary file goes, the old file stays */
		output_close(&redirect, false);
		exit(ZZ_EXIT_IO);
	}
	if (!redirected && sb->len && fwrite(sb->buf, 1, sb->len, stdout) != sb->len)
		die("cannot write to standard output: %s", strerror(errno));
	zz_buf_reset(sb);
}

int out_redirect(const char *path)
{
	if (!path || !strcmp(path, "-"))
		return 0;
	if (output_open(&redirect, path))
		return ZZ_EXIT_IO;
	redirected = true;
	return 0;
}

bool out_terminal(void)
{
	return !redirected && isatty(STDOUT_FILENO);
}

int out_finish(bool ok, unsigned long long games)
{
	const char *name = redirect.name;
	bool existed;
	struct stat st;

	if (!redirected)
		return 0;
	redirected = false;
	if (ok)
		return output_close(&redirect, true);
	/* a run that failed keeps the old file: nothing half-written */
	existed = redirect.target && !stat(redirect.target, &st);
	output_close(&redirect, false);
	if (existed)
		error(Q_("the run failed after %llu game read: '%s' is left as it was",
			 "the run failed after %llu games read: '%s' is left as it was", games),
		      games, name);
	else
		error(Q_("the run failed after %llu game read: '%s' is not written",
			 "the run failed after %llu games read: '%s' is not written", games),
		      games, name);
	return -1;
}

int output_beside_inputs(const char *path, char **inputs, int n, struct walk_opts *w)
{
	struct guard g;
	int rc;

	if (!path || !strcmp(path, "-"))
		return 0;
	/* FILE#K and ARCHIVE:MEMBER too: the file behind them (guard.h) */
	guard_init(&g, inputs, n);
	rc = guard_output(&g, path);
	guard_release(&g);
	if (rc)
		return rc;
	/* never read the output, however a directory walk reaches it */
	w->skip = output_identity(path, &w->skip_dev, &w->skip_ino);
	return 0;
}

/*
 * At most this many errors of one game are printed (--max-errors; 0: all):
 * a file that is not a record (a README, a program) makes an error of
 * every line, and hundreds of them say no more than twenty.  The JSON
 * report keeps them all.
 */
unsigned long diag_max_errors = 20;

/*
 * For a person, gcc's presentation: colour, and the source line with a
 * caret under the column.  diag_setup() looks at standard error and
 * NO_COLOR once (not for every game: getenv walks the environment), in
 * the process that will print (a -j worker writes through a pipe but
 * prints for the same terminal).
 */
unsigned diag_colour = DIAG_COLOUR_AUTO;
static bool to_terminal, no_colour;

const char *const diag_colour_names[] = { "auto", "always", "never", NULL };

void diag_setup(void)
{
	const char *no = getenv("NO_COLOR");

	to_terminal = isatty(STDERR_FILENO);
	no_colour = no && *no;
}

bool colour_for(bool terminal)
{
	if (diag_colour != DIAG_COLOUR_AUTO)
		return diag_colour == DIAG_COLOUR_ALWAYS;
	return terminal && !no_colour;
}

/*
 * The line a location is on, read again from its file as gcc does; only
 * a regular file named as given (not standard input, nor a member of an
 * archive), and only when the location's offset is the column's on a line
 * that starts where it should: a record read through a conversion
 * (Latin-1) or by a reader that counts characters keeps its caret to
 * itself rather than show it in the wrong place.  The last file stays
 * open for the next diagnostic.
 */
#define CARET_LINE_MAX 512
static struct source {
	char *name;
	int fd;
	char line[CARET_LINE_MAX];
} src = { NULL, -1, "" };

static int source_open(const char *name)
{
	struct stat st;

	if (src.name && !strcmp(src.name, name))
		return src.fd;
	if (src.fd >= 0)
		close(src.fd);
	free(src.name);
	src.name = zz_xstrdup(name);
	src.fd = open(name, O_RDONLY | O_CLOEXEC);
	if (src.fd >= 0 && (fstat(src.fd, &st) || !S_ISREG(st.st_mode))) {
		close(src.fd);
		src.fd = -1;
	}
	return src.fd;
}

static const char *source_line(void *ctx, const struct zz_loc *l, size_t *len)
{
	off_t start;
	ssize_t n;
	char *end;
	int fd;

	(void)ctx;
	if (!l->file || !strcmp(l->file, "<stdin>") || !l->col || l->offset < l->col - 1 ||
	    source_open(l->file) < 0)
		return NULL;
	fd = src.fd;
	start = (off_t)(l->offset - (l->col - 1));
	if (start > 0 && (pread(fd, src.line, 1, start - 1) != 1 || src.line[0] != '\n'))
		return NULL;
	n = pread(fd, src.line, sizeof(src.line), start);
	if (n <= 0)
		return NULL;
	end = memchr(src.line, '\n', (size_t)n);
	*len = end ? (size_t)(end - src.line) : (size_t)n;
	if (*len && src.line[*len - 1] == '\r')
		(*len)--;
	/* shown as every text is, escapes and all (lib/shown.h) */
	return src.line;
}

/*
 * Diagnostics for a terminal or not (a report kept in a file): colour and
 * the source line under a caret as --color and the output decide.
 */
static void format_for(struct zz_buf *out, const struct zz_diag *d, bool quiet, bool terminal)
{
	struct zz_diag_style st = { quiet, diag_max_errors, false, NULL, NULL, false };

	if (!d->nr)
		return; /* most games: nothing to say, nothing to look up */
	st.colour = colour_for(terminal);
	/* a turn is quoted as written in any case; the line and caret are for a person */
	st.source_line = source_line;
	st.no_caret = !terminal && diag_colour != DIAG_COLOUR_ALWAYS;
	zz_diag_format_style(out, d, &st);
}

void format_diagnostics(struct zz_buf *out, const struct zz_diag *d, bool quiet)
{
	format_for(out, d, quiet, to_terminal);
}

void format_report(struct zz_buf *out, const struct zz_diag *d, bool quiet)
{
	format_for(out, d, quiet, false);
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

