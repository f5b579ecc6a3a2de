#ifndef ZZ_REPORT_H
#define ZZ_REPORT_H

#include <stdbool.h>

#include "buf.h"
#include "diag.h"

/* Write the buffer to stdout and empty it; die on a write error. */
void out_flush(struct zz_buf *sb);
/* Write the buffer to stderr (after flushing stdout) and empty it. */
void err_flush(struct zz_buf *sb);

/*
 * A sink's diagnostics in gcc style (warnings only when !quiet), appended
 * to out or printed on stderr.
 */
void format_diagnostics(struct zz_buf *out, const struct zz_diag *d, bool quiet);
/* Errors printed of one game at most (--max-errors; 0: all); 20 by default. */
extern unsigned long diag_max_errors;
void print_diagnostics(const struct zz_diag *d, bool quiet);
/* Raise warnings to errors (-W error). */
void diag_werror(struct zz_diag *d);

#endif
