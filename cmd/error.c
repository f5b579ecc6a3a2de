/*
 * Messages of the process: errors, warnings, usage, fatal errors and bugs,
 * in git's style ("zertz: error: ...").
 */
#include "error.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "exit.h"
#include "progress.h"
#include "shown.h"
#include "usage.h"
#include "i18n.h"
#include "banned.h"

/* When set, error() messages go here instead of to stderr (-j workers). */
struct zz_buf *error_capture;
/* When set, the progress line erased before a message reaches the terminal (jobs.c). */
struct progress *error_progress;

/*
 * One message: "zertz: PREFIX" and the text, shown as every text is
 * (lib/shown.h): a file name, a member's name or a tag quoted in it is a
 * stranger's, and no control character of it reaches the terminal.  The
 * prefix and the text are said in the reader's language (i18n.h): the
 * callers' formats are the catalogue's messages (xgettext takes them as
 * the arguments of error, warning, die, note, inform and usage_error).
 */
static void vsay(struct zz_buf *sb, const char *prefix, const char *fmt, va_list ap)
{
	size_t at;

	zz_buf_addstr(sb, "zertz: ");
	if (*prefix)
		zz_buf_addstr(sb, _(prefix));
	at = sb->len;
	zz_buf_vaddf(sb, _(fmt), ap);
	zz_shown_fix(sb, at, 0);
	zz_buf_addch(sb, '\n');
}

static void vreport(const char *prefix, const char *fmt, va_list ap)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	vsay(&sb, prefix, fmt, ap);
	if (error_capture && strcmp(prefix, "fatal: ")) {
		zz_buf_add(error_capture, sb.buf, sb.len);
	} else {
		if (error_progress)
			progress_clear(error_progress);
		fflush(stdout);
		fwrite(sb.buf, 1, sb.len, stderr);
	}
	zz_buf_release(&sb);
}

void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(N_("fatal: "), fmt, ap);
	va_end(ap);
	exit(ZZ_EXIT_IO);
}

void fatal(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(N_("fatal: "), fmt, ap);
	va_end(ap);
}

int error_to(struct zz_buf *out, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsay(out, N_("error: "), fmt, ap);
	va_end(ap);
	return -1;
}

int error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(N_("error: "), fmt, ap);
	va_end(ap);
	return -1;
}

void warning(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(N_("warning: "), fmt, ap);
	va_end(ap);
}

void note(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(N_("note: "), fmt, ap);
	va_end(ap);
}

void inform(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport("", fmt, ap);
	va_end(ap);
}

void say_part(struct zz_buf *say, const char *sep, const char *fmt, ...)
{
	va_list ap;

	zz_buf_addstr(say, sep);
	va_start(ap, fmt);
	zz_buf_vaddf(say, fmt, ap);
	va_end(ap);
}

void usage_error(const char *usage, const char *fmt, ...)
{
	const char *cmd = strchr(usage, ' ');
	size_t n = strlen(usage);
	va_list ap;

	va_start(ap, fmt);
	vreport("", fmt, ap);
	va_end(ap);
	/*
	 * One line, not the whole usage again: where it is.  "zertz validate
	 * [-q] ...": the command's -h; "zertz COMMAND ...": the program's.
	 */
	if (cmd && cmd[1] >= 'a' && cmd[1] <= 'z')
		n = (size_t)(cmd + 1 + strcspn(cmd + 1, " ") - usage);
	else if (cmd)
		n = (size_t)(cmd - usage);
	fprintf(stderr, _("see '%.*s -h' for the options\n"), (int)n, usage);
	exit(ZZ_EXIT_USAGE);
}

void usage_help(const char *usage)
{
	printf(_("usage: %s\n"), usage);
	if (strstr(usage, "[SELECTION]"))
		printf("%s\n", USAGE_SELECTION);
	if (fflush(stdout) || ferror(stdout))
		exit(ZZ_EXIT_IO);
	exit(ZZ_EXIT_OK);
}

void bug_at(const char *file, int line, const char *msg)
{
	fprintf(stderr, "zertz: BUG: %s:%d: %s\n", file, line, msg);
	abort();
}

