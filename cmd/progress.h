#ifndef ZZ_CMD_PROGRESS_H
#define ZZ_CMD_PROGRESS_H

#include <stdbool.h>
#include <stddef.h>
#include <time.h>

#include "buf.h"

/*
 * The progress of a long run, git's way: one line on standard error,
 * rewritten in place ("\r", then erased to its end), only when standard
 * error is a terminal and -q is not given, so that nothing of it reaches
 * a pipe or a log.  It says the records done (of how many, when the walk
 * counted them), their rate and the time left, after the command's own
 * words (its tally: "120 games analysed, 4800 turns").  Drawn once a
 * second from the first second on (ZERTZ_TEST_PROGRESS: at every record,
 * for the tests; "never": not at all, jobs.c), and erased before other text reaches the terminal and
 * before the summary.
 */
struct progress {
	bool on, every, shown;
	bool cleared; /* erased for other text: drawn again at the next record */
	time_t start, last;
	size_t done, total; /* records; total 0: not counted */
	const char *verb;   /* "validated" */
};

void progress_start(struct progress *p, bool on, size_t total, const char *verb);
/* A record done; tally: the command's words before the counts, or NULL. */
void progress_record(struct progress *p, const char *tally);
/* The line erased, if it is shown. */
void progress_clear(struct progress *p);

#endif
