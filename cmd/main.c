/*
 * zertz: the dispatcher.  Each subcommand lives in cmd/NAME.c.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "kinds.h"
#include "lang.h"
#include "report.h"
#include "xalloc.h"
#include "usage.h"
#include "i18n.h"
#include "banned.h"


static const struct command {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *usage;
	const char *what;	/* one line for zertz help */
} commands[] = {
	{ "analyze", cmd_analyze, USAGE_ANALYZE,
	  N_("the forced wins of every turn, proven: missed wins, blunders") },
	{ "convert", cmd_convert, USAGE_CONVERT,
	  N_("write records in another format (ZGN, JSON, YAML, SGF, ...)") },
	{ "explain", cmd_explain, USAGE_EXPLAIN,
	  N_("what a diagnostic code or a rule means, and what to do") },
	{ "explore", cmd_explore, USAGE_EXPLORE,
	  N_("the turns an index's games played from a position, and their scores") },
	{ "help", NULL, USAGE_HELP, N_("this list, or one command's usage") },
	{ "index", cmd_index, USAGE_INDEX,
	  N_("an SQLite database of the games and every position they reach") },
	{ "perft", cmd_perft, USAGE_PERFT,
	  N_("count the move sequences from a position (checks the engine)") },
	{ "puzzles", cmd_puzzles, USAGE_PUZZLES,
	  N_("positions of real games with one winning turn, as ZGN or a page") },
	{ "render", cmd_render, USAGE_RENDER, N_("draw a position as SVG or ASCII, one game or many") },
	{ "replay", cmd_replay, USAGE_REPLAY, N_("show a game move by move, or one of its positions") },
	{ "select", cmd_select, USAGE_SELECT,
	  N_("write the games chosen by players, result, position, ...") },
	{ "stats", cmd_stats, USAGE_STATS, N_("summarise results, openings, players and duplicates") },
	{ "validate", cmd_validate, USAGE_VALIDATE,
	  N_("check every move and the declared result of each game") },
};
#define COMMANDS_NB (sizeof(commands) / sizeof(commands[0]))

static void usage(FILE *fp)
{
	size_t i;

	fprintf(fp, _("usage: %s\n"), "zertz COMMAND [OPTIONS] [FILE ...]");
	for (i = 0; i < COMMANDS_NB; i++)
		fprintf(fp, "       %s\n", commands[i].usage);
	fputs("       zertz -V | --version\n", fp);
	fputs("       zertz --values kind|board|variant|reason\n", fp);
	fprintf(fp, "%s\n", USAGE_SELECTION);
}

/* zertz help: what each command is for, in one line. */
static void overview(void)
{
	size_t i;

	printf(_("usage: %s\n"), "zertz COMMAND [OPTIONS] [FILE ...]");
	printf("\n%s\n", _("commands:"));
	for (i = 0; i < COMMANDS_NB; i++)
		printf("  %-9s %s\n", commands[i].name, _(commands[i].what));
	puts(_("\n'zertz help COMMAND' or 'zertz COMMAND -h' shows a command's options;\n"
	       "zertz(1) has the details, zertz(5) the formats."));
}

/* The edit distance of a and b, for "did you mean" (short words only). */
static size_t distance(const char *a, const char *b)
{
	size_t n = strlen(a), m = strlen(b), i, j, d[32][32];

	if (n > 30 || m > 30)
		return 99;
	for (i = 0; i <= n; i++)
		d[i][0] = i;
	for (j = 0; j <= m; j++)
		d[0][j] = j;
	for (i = 1; i <= n; i++)
		for (j = 1; j <= m; j++) {
			size_t best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);

			if (d[i - 1][j] + 1 < best)
				best = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < best)
				best = d[i][j - 1] + 1;
			/* two letters swapped count as one slip */
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] &&
			    d[i - 2][j - 2] + 1 < best)
				best = d[i - 2][j - 2] + 1;
			d[i][j] = best;
		}
	return d[n][m];
}

/* "'valdiate' is not a zertz command", and the nearest commands. */
static void not_a_command(const char *name)
{
	size_t i, n = 0, len = strlen(name);
	/* a slip or two, fewer in a short word */
	size_t limit = len / 3 > 1 ? len / 3 + 1 : 2, best = limit;

	inform("'%s' is not a zertz command", name);
	for (i = 0; i < COMMANDS_NB; i++)
		if (distance(name, commands[i].name) < best)
			best = distance(name, commands[i].name);
	for (i = 0; i < COMMANDS_NB; i++)
		if ((best < limit && distance(name, commands[i].name) == best) ||
		    (strlen(name) >= 3 && !strncmp(name, commands[i].name, strlen(name)))) {
			fprintf(stderr, "%s %s", n ? "," : "did you mean", commands[i].name);
			n++;
		}
	if (n)
		fputs("?\n", stderr);
}

/*
 * Flush and close stdout, so that a write error is an error (git).  A
 * closed pipe kills the process by SIGPIPE before it gets here, unless
 * SIGPIPE is ignored: then it is a failed write like any other, said.
 */
static int finish(int status)
{
	if (fflush(stdout) || ferror(stdout)) {
		fatal("cannot write to standard output: %s", strerror(errno));
		return ZZ_EXIT_IO;
	}
	if (fclose(stdout)) {
		fatal("cannot close standard output: %s", strerror(errno));
		return ZZ_EXIT_IO;
	}
	return status;
}

#ifdef ZZ_COVERAGE
/*
 * make coverage: a process killed by SIGPIPE (a test's "| head -1" that
 * closed the pipe first) would take its counters with it, and what it
 * ran would be counted or not as the race went.  Write them, then die as
 * the signal says.
 */
void __gcov_dump(void);

static void coverage_signal(int sig)
{
	__gcov_dump();
	signal(sig, SIG_DFL);
	raise(sig);
}
#endif

/* Said without a buffer, as there is no memory for one. */
static void out_of_memory(void)
{
	fflush(stdout);
	fputs("zertz: fatal: out of memory\n", stderr);
	exit(ZZ_EXIT_IO);
}

int main(int argc, char **argv)
{
	size_t i;

	zz_set_oom_handler(out_of_memory);
#ifdef ZZ_COVERAGE
	if (signal(SIGPIPE, SIG_IGN) != SIG_IGN)
		signal(SIGPIPE, coverage_signal);
#endif
	/*
	 * No command shows a local time, but libzip turns every member's
	 * DOS time into a time_t with mktime, and glibc, with TZ unset,
	 * looks at /etc/localtime again on every call: one system call per
	 * member read (a tenth of a walk over an archive of small records).
	 * With TZ set it reads the zone once.  Nothing printed depends on it.
	 */
	setenv("TZ", "UTC0", 0);
	lang_setup();
	diag_setup();

	if (argc < 2) {
		usage(stderr);
		return ZZ_EXIT_USAGE;
	}
	/* zertz -h, --help, help and help -h: one overview */
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") ||
	    (!strcmp(argv[1], "help") &&
	     (argc == 2 || !strcmp(argv[2], "-h") || !strcmp(argv[2], "--help")))) {
		overview();
		return finish(ZZ_EXIT_OK);
	}
	if (!strcmp(argv[1], "--version") || !strcmp(argv[1], "-V")) {
		printf("zertz %s\n", ZZ_VERSION);
		return finish(ZZ_EXIT_OK);
	}
	/* zertz --values WHAT: a selection option's values, a line each,
	 * from the games' tables (the shells' completion asks) */
	if (!strcmp(argv[1], "--values")) {
		struct zz_buf out = ZZ_BUF_INIT;

		if (argc != 3 || zz_text_values(argv[2], &out)) {
			if (argc > 2)
				inform("--values: kind, board, variant or reason, not '%s'", argv[2]);
			else
				inform("--values: kind, board, variant or reason");
			return ZZ_EXIT_USAGE;
		}
		fputs(out.buf, stdout);
		zz_buf_release(&out);
		return finish(ZZ_EXIT_OK);
	}
	if (!strcmp(argv[1], "help")) {
		/* the synopsis of one command, or of all; the man page has the rest */
		for (i = 0; i < COMMANDS_NB; i++)
			if (!strcmp(argv[2], commands[i].name)) {
				char *h[] = { argv[2], (char *)"-h", NULL };

				/* what it is for, then its -h: the usage and every option */
				printf("zertz %s: %s\n", commands[i].name, _(commands[i].what));
				if (!commands[i].fn) {
					printf(_("usage: %s\n"), commands[i].usage);
					return finish(ZZ_EXIT_OK);
				}
				return finish(commands[i].fn(2, h));
			}
		not_a_command(argv[2]);
		return ZZ_EXIT_USAGE;
	}
	for (i = 0; i < COMMANDS_NB; i++)
		if (!strcmp(argv[1], commands[i].name) && commands[i].fn)
			return finish(commands[i].fn(argc - 1, argv + 1));
	not_a_command(argv[1]);
	fputs("'zertz help' lists the commands.\n", stderr);
	return ZZ_EXIT_USAGE;
}
