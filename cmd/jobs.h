#ifndef ZZ_JOBS_H
#define ZZ_JOBS_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "progress.h"
#include "walk.h"

/*
 * A command's walk over its inputs, alone or shared by -j worker
 * processes, with the same result.
 *
 * The command reads each unit of the walk (a file, or a member of an
 * archive) in its unit function, writes what it prints into out and its
 * messages into err, and keeps what it counts pending.  At the end of
 * each unit (each member of an archive the walk takes whole as one unit:
 * walk.h), and whenever it calls jobs_flush, jobs asks it to pack what
 * is pending into bytes (pack), and hands these bytes and out to take, in
 * the order of the units, with err going to standard error.
 *
 * Alone (jobs 1), this happens at once, in the same process.  With N
 * workers, each walks the same inputs and reads the units it takes, the
 * next one no worker has whenever it has ended one, skipping the others
 * without reading them; the packed bytes,
 * out and err of each unit travel to the parent through a pipe, framed,
 * and the parent calls take in unit order.  pack and take are thus the
 * only way a command's counts reach its summary, with -j or without: one
 * path, whatever the number of jobs.
 *
 * A worker that dies is said (how, and at which input), the units it had
 * not reported are lost, and the walk goes on with the others; the run
 * then returns -1.  When take returns non-zero (the output failed) the
 * walk ends: the workers are stopped, without a word.
 */

struct jobs;

struct jobs_ops {
	/* read one unit: as walk_inputs' unit_fn, with the jobs for out and err */
	void (*unit)(struct jobs *j, void *ctx, size_t unit, const char *name,
		     struct zz_input *in);
	/* append what is pending to data, and forget it */
	void (*pack)(void *ctx, struct zz_buf *data);
	/* (in the parent) a unit's packed bytes and output, in unit order:
	 * non-zero ends the walk */
	int (*take)(void *ctx, const char *data, size_t len, struct zz_buf *out);
	/* what a dead worker's inputs are not: "validated", "converted"...;
	 * and what the progress line says of the records done */
	const char *verb;
	/* (in the parent) the command's words for the progress line, into
	 * out ("120 games analysed"); NULL: the records alone */
	void (*tally)(void *ctx, struct zz_buf *out);
	/* the command's output is a terminal: no progress line beside it
	 * (the output shows the run going, and stays whole) */
	bool out_terminal;
};

struct jobs {
	struct zz_buf out, err;		/* the unit's output and messages */
	/* private */
	const struct jobs_ops *ops;
	void *ctx;
	unsigned long n, worker;	/* workers (1: alone); this one */
	int fd;				/* a worker's pipe to the parent */
	struct zz_buf send, data;
	size_t unit, said_unit;
	bool unit_open, said_open, stop;
	struct claims *claims;		/* shared by the workers */
	size_t claim;			/* a worker's last claimed unit */
	bool have_claim;
	bool in_turn;			/* ZERTZ_TEST_DEAL=turns: unit k to worker k mod n */
	unsigned long die_worker, die_at, calls;	/* ZERTZ_TEST_DIE=W:N */
	size_t lo, hi;					/* the units read: [lo, hi) (--shard) */
	struct progress progress;			/* on a terminal (progress.h) */
};

/*
 * Walk paths with w, in jobs processes (1: in this one).  Returns 0, or
 * -1 when the walk had a problem with a file or a worker died.
 *
 * With w->shards, a walk of the names alone first counts the units
 * (files, or a large archive's members); shard K of N then reads the
 * K-th of N contiguous blocks of them, and skips the others unread: the
 * same units on any machine given the same inputs in the same order, and
 * the outputs of shards 1 to N, one after another, are the output of one
 * run.
 */
int jobs_run(unsigned long jobs, char **paths, int n, const struct walk_opts *w,
	     const struct jobs_ops *ops, void *ctx);

/*
 * Hand over what the current unit has so far when out, err or what the
 * command keeps pending (pending bytes, packed or not yet) has grown big
 * (a long stream of games is one unit): memory stays flat.
 */
void jobs_flush(struct jobs *j, size_t pending);

/* Packing and unpacking numbers and strings of data. */
void jobs_put(struct zz_buf *data, unsigned long long v);
void jobs_put_str(struct zz_buf *data, const char *s);
/* n bytes as they are (a struct without pointers) */
void jobs_put_mem(struct zz_buf *data, const void *p, size_t n);
struct jobs_reader {
	const char *p, *end;
};
unsigned long long jobs_get(struct jobs_reader *r);
/* a string put with jobs_put_str, or NULL for a NULL one */
const char *jobs_get_str(struct jobs_reader *r);
/* the n bytes put with jobs_put_mem, into dst */
void jobs_get_mem(struct jobs_reader *r, void *dst, size_t n);

#endif
