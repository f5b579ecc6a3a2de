#ifndef ZZ_CMD_H
#define ZZ_CMD_H

/*
 * The subcommands and the process-level helpers only cmd/ may use.
 *
 * Adding a subcommand:
 *   1. cmd/NAME.c with int cmd_NAME(int argc, char **argv);
 *   2. its usage line in cmd/usage.h and an entry in commands[] in main.c;
 *   3. cmd/NAME.o in CMD_OBJS in the Makefile;
 *   4. golden tests in tests/regress/NAME/;
 *   5. a .Ss in man/zertz.1 and its SYNOPSIS line.
 *
 * Messages follow git: lower case, no full stop, the subject in 'quotes'.
 */

#include <stdbool.h>
#include <stdio.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "input.h"
#include "record.h"

/* Exit statuses: the worst severity seen. */
enum zz_exit {
	ZZ_EXIT_OK = 0,
	ZZ_EXIT_INVALID = 1,
	ZZ_EXIT_USAGE = 2,
	ZZ_EXIT_IO = 3
};

int cmd_convert(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_perft(int argc, char **argv);
int cmd_render(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_validate(int argc, char **argv);

/* "zertz: fatal: ..." and exit 3. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2), noreturn))
#endif
void die(const char *fmt, ...);
/* "zertz: error: ...", returns -1. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
int error(const char *fmt, ...);
/* "zertz: warning: ..." */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void warning(const char *fmt, ...);
/* "zertz: COMMAND: MESSAGE" and the usage line on stderr; exit 2. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3), noreturn))
#endif
void usage_error(const char *usage, const char *fmt, ...);
/* The usage line on stdout; exit 0. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void usage_help(const char *usage);
#define BUG(msg) bug_at(__FILE__, __LINE__, (msg))
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void bug_at(const char *file, int line, const char *msg);

/* Write the buffer to stdout and empty it; die on a write error. */
void out_flush(struct zz_buf *sb);

/* A sink's diagnostics in gcc style (warnings only when !quiet), appended
 * to out or printed on stderr. */
void format_diagnostics(struct zz_buf *out, const struct zz_diag *d, bool quiet);
void print_diagnostics(const struct zz_diag *d, bool quiet);
/* Write the buffer to stderr (after flushing stdout) and empty it. */
void err_flush(struct zz_buf *sb);
/* When not NULL, error() appends its messages here instead (-j workers). */
extern struct zz_buf *error_capture;
/* Raise warnings to errors (-W error). */
void diag_werror(struct zz_diag *d);

/* Check a --rules value; exit 2 with a message when it is wrong. */
void check_rules_option(const char *usage, const char *spec);
/* The format of a --from value, or exit 2. */
enum zz_format parse_format(const char *usage, const char *s);
/* A non-negative decimal number, or exit 2. */
unsigned long parse_number(const char *usage, const char *opt, const char *s);
/*
 * The index of s in the NULL-terminated names, or exit 2 with
 * "OPT: a, b or c, not 'S'".
 */
unsigned parse_choice(const char *usage, const char *opt, const char *s,
		      const char *const *names);

/*
 * Read every game of in, in format from with the rules override (may be
 * NULL), and call fn with each game, its 1-based index and the sink of its
 * diagnostics; the game is released and the sink cleared after fn.  fn
 * returns non-zero to stop.  Returns the number of games read, or -1 when
 * the input failed.  d is the caller's and stays set up.
 */
typedef int (*game_fn)(void *ctx, struct zz_game *g, size_t index,
		       struct zz_diag *d);
long for_each_game(struct zz_input *in, enum zz_format from,
		   const char *rules, struct zz_diag *d, game_fn fn, void *ctx);

/*
 * Walk paths (standard input when n is 0) to the k-th game (from 1) and
 * call fn with it once.  Returns 0 when it was found, 1 when the inputs
 * hold fewer games (said on stderr), -1 when an input failed.
 */
struct walk_opts;
int with_game(char **paths, int n, const struct walk_opts *w,
	      enum zz_format from, const char *rules, unsigned long k,
	      game_fn fn, void *ctx);

/* The move formatter replay diagnostics use. */
void format_move(struct zz_buf *out, const struct zz_pos *p,
		 const struct zz_move *m);

#endif
