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
#include "usage.h"
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

