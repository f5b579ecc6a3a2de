#ifndef ZZ_REPORT_H
#define ZZ_REPORT_H

#include <stdbool.h>

#include "buf.h"
#include "diag.h"

/* Write the buffer to stdout (or -o's file) and empty it; exit on a write error. */
void out_flush(struct zz_buf *sb);
/*
 * What the command writes through out_flush is a machine format (JSON,
 * CSV, ZGN): kept exact in a file or a pipe, but shown safe on a terminal
 * (lib/shown.h), as GNU ls shows the names it lists.  Text for people is
 * made safe where it is written, around the escapes zertz adds itself.
 */
void out_machine(void);
/*
 * -o FILE for a command that writes through out_flush: path NULL or "-"
 * is standard output.  out_redirect returns 0 or ZZ_EXIT_IO (said).
 * out_finish puts the file in place when the run went well (ok: no input
 * failed, no worker died, every write went through); otherwise the file
 * is left as it was before the run, or not made, and the message says so
 * with how many games were read.  0, or -1 (said).
 */
int out_redirect(const char *path);
/* Whether what out_flush writes reaches a terminal (not redirected). */
bool out_terminal(void);
int out_finish(bool ok, unsigned long long games);
/*
 * Before -o path is written: refuse (ZZ_EXIT_USAGE, said) when it is one
 * of the inputs, and have the walk skip it wherever it meets it; 0 when
 * writing it may go on.
 */
struct walk_opts;
int output_beside_inputs(const char *path, char **inputs, int n, struct walk_opts *w);
/* Write the buffer to stderr (after flushing stdout) and empty it. */
void err_flush(struct zz_buf *sb);

/*
 * A sink's diagnostics in gcc style (warnings only when !quiet), appended
 * to out or printed on stderr.
 */
void format_diagnostics(struct zz_buf *out, const struct zz_diag *d, bool quiet);
/* The same for a report kept in a file (validate -o): no colour, no source line, unless asked. */
void format_report(struct zz_buf *out, const struct zz_diag *d, bool quiet);
/* Errors printed of one game at most (--max-errors; 0: all); 20 by default. */
extern unsigned long diag_max_errors;
void print_diagnostics(const struct zz_diag *d, bool quiet);
/* --color: auto (a terminal, and no NO_COLOR), always or never. */
enum diag_colour { DIAG_COLOUR_AUTO, DIAG_COLOUR_ALWAYS, DIAG_COLOUR_NEVER };
extern const char *const diag_colour_names[];
extern unsigned diag_colour;	/* an enum diag_colour, set by OPT_COLOR */
/*
 * Colour for an output that is a terminal or not: --color always or never
 * decides alone; auto gives colour to a terminal unless NO_COLOR is set
 * (https://no-color.org: to any value but the empty string).
 */
bool colour_for(bool terminal);
/* Note whether standard error is a terminal (main, before any fork). */
void diag_setup(void);
/* Raise warnings to errors (-W error). */
void diag_werror(struct zz_diag *d);

#endif
