#ifndef ZZ_LATER_H
#define ZZ_LATER_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"

/*
 * What -o writes (a drawing, a page, the pages of a sheet), kept until
 * the run is over: an input that fails after the game was drawn (the rest
 * of its file cut short) leaves the old files as they were.
 */
struct later {
	struct {
		char *path;
		struct zz_buf text;
		unsigned flags;
	} * v;
	size_t nr, alloc;
	/* the pages of a sheet: "DIR/NAME-" of DIR/NAME-1.svg ..., and how many */
	char *stem;
	size_t pages;
};

/*
 * Write text to path (a file replaced atomically), or to standard output
 * for NULL or "-", now.  A failure is said (cmd/output.c): -1.  flags:
 * OUTPUT_NOFOLLOW for a name zertz makes itself (output.h).
 */
int later_emit_now(const char *path, const struct zz_buf *text, unsigned flags);
/*
 * What -o writes: to standard output now, to a file once the run went
 * well, kept in l until later_finish (l NULL: now).  -1 when a write
 * failed (said).
 */
int later_add(struct later *l, const char *path, const struct zz_buf *text, unsigned flags);
/* The files kept are the pages of a sheet: stem (owned: "DIR/NAME-") 1.svg ... */
void later_sheet(struct later *l, char *stem, size_t pages);
/*
 * The run is over: write what was kept when it went well (ok), as a set
 * (the pages of a sheet: each written and made safe beside its name, then
 * all put in place, so that a disk that fills on page 3 leaves every old
 * page as it was, not a new page 1 beside old pages 2 to 5); 0, or
 * ZZ_EXIT_IO (said).  When the run failed, the old files are left as
 * they were, and said.  The list is emptied.
 */
int later_finish(struct later *l, bool ok);
/*
 * The files an earlier run left in directory dir: each entry for which
 * left(ctx, dir, name) says so (and does what is to be done with it),
 * named in list, up to five, then "and N more".  Returns how many.
 */
size_t later_leftovers(const char *dir, bool (*left)(void *ctx, const char *dir, const char *name), void *ctx,
		       struct zz_buf *list);

#endif
