/*
 * zertz: the dispatcher.  Each subcommand lives in cmd/NAME.c.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "xalloc.h"
#include "usage.h"
#include "banned.h"


static const struct command {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *usage;
} commands[] = {
	{ "convert", cmd_convert, USAGE_CONVERT },
	{ "explain", cmd_explain, USAGE_EXPLAIN },
	{ "help", NULL, USAGE_HELP },
	{ "perft", cmd_perft, USAGE_PERFT },
	{ "render", cmd_render, USAGE_RENDER },
	{ "replay", cmd_replay, USAGE_REPLAY },
	{ "select", cmd_select, USAGE_SELECT },
	{ "stats", cmd_stats, USAGE_STATS },
	{ "validate", cmd_validate, USAGE_VALIDATE },
};
#define COMMANDS_NB (sizeof(commands) / sizeof(commands[0]))

static void usage(FILE *fp)
{
	size_t i;

	fputs("usage: zertz COMMAND [OPTIONS] [FILE ...]\n", fp);
	for (i = 0; i < COMMANDS_NB; i++)
		fprintf(fp, "       %s\n", commands[i].usage);
	fputs("       zertz --version\n", fp);
}

/*
 * Flush and close stdout, so that a write error is an error (git).  A
 * closed pipe kills the process by SIGPIPE before it gets here, unless
 * SIGPIPE is ignored: then it is a failed write like any other, said.
 */
static int finish(int status)
{
	if (fflush(stdout) || ferror(stdout)) {
		fprintf(stderr, "zertz: fatal: cannot write to standard output: %s\n",
			strerror(errno));
		return ZZ_EXIT_IO;
	}
	if (fclose(stdout)) {
		fprintf(stderr, "zertz: fatal: cannot close standard output: %s\n",
			strerror(errno));
		return ZZ_EXIT_IO;
	}
	return status;
}

static void out_of_memory(void)
{
	die("out of memory");
}

int main(int argc, char **argv)
{
	size_t i;

	zz_set_oom_handler(out_of_memory);
	/*
	 * No command shows a local time, but libzip turns every member's
	 * DOS time into a time_t with mktime, and glibc, with TZ unset,
	 * looks at /etc/localtime again on every call: one system call per
	 * member read (a tenth of a walk over an archive of small records).
	 * With TZ set it reads the zone once.  Nothing printed depends on it.
	 */
	setenv("TZ", "UTC0", 0);

	if (argc < 2) {
		usage(stderr);
		return ZZ_EXIT_USAGE;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")) {
		usage(stdout);
		return finish(ZZ_EXIT_OK);
	}
	if (!strcmp(argv[1], "--version")) {
		printf("zertz %s\n", ZZ_VERSION);
		return finish(ZZ_EXIT_OK);
	}
	if (!strcmp(argv[1], "help")) {
		/* the synopsis of one command, or of all; the man page has the rest */
		if (argc == 2) {
			usage(stdout);
			return finish(ZZ_EXIT_OK);
		}
		for (i = 0; i < COMMANDS_NB; i++)
			if (!strcmp(argv[2], commands[i].name)) {
				printf("usage: %s\nSee zertz(1) for the details.\n", commands[i].usage);
				return finish(ZZ_EXIT_OK);
			}
		fprintf(stderr, "zertz: '%s' is not a zertz command\n", argv[2]);
		return ZZ_EXIT_USAGE;
	}
	for (i = 0; i < COMMANDS_NB; i++)
		if (!strcmp(argv[1], commands[i].name) && commands[i].fn)
			return finish(commands[i].fn(argc - 1, argv + 1));
	fprintf(stderr, "zertz: '%s' is not a zertz command\n", argv[1]);
	usage(stderr);
	return ZZ_EXIT_USAGE;
}
