/*
 * zertz validate: replay every game of every input and report every
 * problem; the exit status says whether all games are valid.
 *
 * With -j N, N worker processes share the inputs (unit k goes to worker
 * k mod N); each sends its output per unit, framed, through a pipe, and the
 * parent writes the units back in input order, so the output is the same
 * as without -j.
 */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "cmd.h"
#include "json_report.h"
#include "kinds.h"
#include "usage.h"
#include "xalloc.h"
#include "walk.h"
#include "banned.h"

struct opts {
	bool json, quiet, werror;
	const char *rules;
	enum zz_format from;
	struct walk_opts walk;
	unsigned long jobs;
};

struct totals {
	unsigned long long games, valid, invalid, warnings;
};

struct run {
	const struct opts *o;
	struct totals t;
	struct totals sent;		/* -j: the part of t sent already */
	struct zz_buf out, err;		/* this unit's output */
	unsigned long worker, workers;	/* -j: this worker's share */
	int fd;				/* -j: the pipe to the parent */
	/*
	 * -j: the unit whose output is gathering; it is sent when the
	 * next unit starts (the members of an archive inside an archive
	 * are all one unit) or the walk ends.
	 */
	size_t unit;
	bool unit_open;
};

static void one_game(struct run *r, const char *source, struct zz_game *g,
		     size_t index, struct zz_diag *d)
{
	const struct opts *o = r->o;
	struct zz_match m;
	bool replayed = false;
	int valid;

	if (zz_game_playable(g)) {
		zz_match_start(&m, g, d);
		zz_match_game(&m);
		replayed = true;
	}
	if (o->werror)
		diag_werror(d);
	valid = d->count[ZZ_LEVEL_ERROR] == 0;
	r->t.games++;
	if (valid)
		r->t.valid++;
	else
		r->t.invalid++;
	r->t.warnings += d->count[ZZ_LEVEL_WARNING];
	format_diagnostics(&r->err, d, o->quiet);
	if (o->json) {
		struct zz_json_game j = { source, index, g, replayed ? &m : NULL, d, valid };

		zz_json_game(&r->out, &j);
	}
	if (replayed)
		zz_match_release(&m);
}

/* Write n bytes to fd, or die. */
static void write_all(int fd, const void *p, size_t n)
{
	const char *s = p;

	while (n) {
		ssize_t k = write(fd, s, n);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			die("cannot write to the parent process: %s", strerror(errno));
		s += k;
		n -= (size_t)k;
	}
}

/*
 * A frame: unit number, the counts of its games, stdout length, stderr
 * length, then both texts.  The counts travel with each unit, so that
 * what a worker did before it died is still counted.
 */
struct frame {
	uint64_t unit;
	uint64_t games, valid, invalid, warnings;
	uint64_t out_len, err_len;
};

static void send_frame(struct run *r, uint64_t unit)
{
	struct frame f;

	f.unit = unit;
	f.games = r->t.games - r->sent.games;
	f.valid = r->t.valid - r->sent.valid;
	f.invalid = r->t.invalid - r->sent.invalid;
	f.warnings = r->t.warnings - r->sent.warnings;
	f.out_len = r->out.len;
	f.err_len = r->err.len;
	r->sent = r->t;
	write_all(r->fd, &f, sizeof(f));
	write_all(r->fd, r->out.buf, r->out.len);
	write_all(r->fd, r->err.buf, r->err.len);
	zz_buf_reset(&r->out);
	zz_buf_reset(&r->err);
}

static void flush_unit(struct run *r, size_t unit)
{
	if (r->workers) {
		if (r->unit_open && r->unit != unit)
			send_frame(r, r->unit);
		r->unit = unit;
		r->unit_open = true;
		return;
	}
	out_flush(&r->out);
	err_flush(&r->err);
}

struct unit_ctx {
	struct run *r;
	const char *name;
};

static int game_cb(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct unit_ctx *u = ctx;

	one_game(u->r, u->name, g, index, d);
	if (!u->r->workers && (u->r->out.len > 65536 || u->r->err.len > 65536)) {
		out_flush(&u->r->out);
		err_flush(&u->r->err);
	}
	return 0;
}

static void one_unit(void *ctx, size_t unit, const char *name,
		     struct zz_input *in)
{
	struct run *r = ctx;
	struct unit_ctx u = { r, name };
	struct zz_diag d;
	long n;

	if (r->workers && unit % r->workers != r->worker)
		return;
	if (r->workers && r->unit_open && r->unit != unit) {
		send_frame(r, r->unit);
		r->unit_open = false;
	}
	if (r->workers && error_capture) {
		/* messages of the walk so far belong before this unit (and the
		 * first worker alone reports them) */
		if (r->worker == 0)
			zz_buf_add(&r->err, error_capture->buf, error_capture->len);
		zz_buf_reset(error_capture);
	}
	zz_diag_init(&d);
	n = for_each_game(in, r->o->from, r->o->rules, &d, game_cb, &u);
	if (n == 0) {
		/* a record file without a game counts as one invalid game */
		struct zz_loc loc = { name, 0, 0, 0 };

		zz_diag_add(&d, ZZ_E_NO_GAME, &loc, NULL);
		format_diagnostics(&r->err, &d, r->o->quiet);
		r->t.games++;
		r->t.invalid++;
		if (r->o->json) {
			struct zz_game g;
			struct zz_json_game j = { name, 0, &g, NULL, &d, 0 };

			zz_game_init(&g);
			g.format = NULL;
			zz_json_game(&r->out, &j);
			zz_game_release(&g);
		}
	}
	zz_diag_release(&d);
	flush_unit(r, unit);
}

static bool mine(void *ctx, size_t unit)
{
	const struct run *r = ctx;

	return !r->workers || unit % r->workers == r->worker;
}

static int walk(struct run *r, char **paths, int n)
{
	struct walk_opts w = r->o->walk;

	w.want = mine;
	return walk_inputs(paths, n, &w, one_unit, r);
}

/* Read n bytes from fd: false when the worker ended first. */
static bool read_all(int fd, void *p, size_t n)
{
	char *s = p;

	while (n) {
		ssize_t k = read(fd, s, n);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return false;
		s += k;
		n -= (size_t)k;
	}
	return true;
}

#define TRAILER UINT64_MAX

/* Finding the input a dead worker was given after its last report. */
struct find_unit {
	unsigned long worker, workers;
	uint64_t after;			/* the last unit it reported, or TRAILER */
	char *name;
	bool found;
};

static bool find_want(void *ctx, size_t unit)
{
	const struct find_unit *f = ctx;

	return unit % f->workers == f->worker && (f->after == TRAILER || unit > f->after);
}

static void find_unit(void *ctx, size_t unit, const char *name, struct zz_input *in)
{
	struct find_unit *f = ctx;

	(void)unit;
	(void)in;
	f->name = zz_xstrdup(name);
	f->found = true;
}

/*
 * Say that worker k ended before its work was done: how, and at which
 * input (found by walking again, without reading).
 */
static void worker_died(struct run *r, char **paths, int n, unsigned long k,
			pid_t pid, uint64_t last)
{
	struct find_unit f = { k, r->o->jobs, last, NULL, false };
	struct walk_opts w = r->o->walk;
	struct zz_buf quiet = ZZ_BUF_INIT, how = ZZ_BUF_INIT;
	struct zz_buf *saved = error_capture;
	int ws;

	if (waitpid(pid, &ws, 0) < 0)
		zz_buf_addf(&how, "ended (%s)", strerror(errno));
	else if (WIFSIGNALED(ws))
		zz_buf_addf(&how, "was killed by signal %d (%s)", WTERMSIG(ws),
			    strsignal(WTERMSIG(ws)));
	else if (WIFEXITED(ws))
		zz_buf_addf(&how, "ended with status %d", WEXITSTATUS(ws));
	else
		zz_buf_addstr(&how, "ended");
	w.want = find_want;
	w.stop = &f.found;
	w.quiet = true;
	error_capture = &quiet;	/* the walk's problems were said already */
	walk_inputs(paths, n, &w, find_unit, &f);
	error_capture = saved;
	if (f.name)
		error("worker %lu of %lu %s at '%s': that input and the later ones "
		      "that went to the same worker (one in %lu) are not validated",
		      k + 1, r->o->jobs, how.buf, f.name, r->o->jobs);
	else
		error("worker %lu of %lu %s after its last input, before it reported "
		      "its end", k + 1, r->o->jobs, how.buf);
	free(f.name);
	zz_buf_release(&quiet);
	zz_buf_release(&how);
}

/* Worker k ended before its trailer: said, and no longer waited for. */
static void dead(struct run *r, char **paths, int n, unsigned long k,
		 pid_t *pids, const uint64_t *last, bool *done)
{
	worker_died(r, paths, n, k, pids[k], last[k]);
	pids[k] = -1;
	done[k] = true;
}

static int parallel(struct run *r, char **paths, int n, int *io)
{
	unsigned long k, jobs = r->o->jobs;
	int *fds = zz_xcalloc(jobs, sizeof(*fds));
	pid_t *pids = zz_xcalloc(jobs, sizeof(*pids));
	uint64_t *last = zz_xcalloc(jobs, sizeof(*last));
	struct zz_buf sb = ZZ_BUF_INIT;
	bool *done = zz_xcalloc(jobs, sizeof(*done));
	bool *have = zz_xcalloc(jobs, sizeof(*have));
	struct frame *next = zz_xcalloc(jobs, sizeof(*next));
	unsigned long left = jobs;
	int status = 0;

	fflush(stdout);
	fflush(stderr);
	for (k = 0; k < jobs; k++) {
		int p[2];

		if (pipe(p))
			die("cannot create a pipe: %s", strerror(errno));
		pids[k] = fork();
		if (pids[k] < 0)
			die("cannot start a worker: %s", strerror(errno));
		if (pids[k] == 0) {
			struct zz_buf cap = ZZ_BUF_INIT;
			int st;

			close(p[0]);
			r->worker = k;
			r->workers = jobs;
			r->fd = p[1];
			/* only the first worker reports problems of the walk */
			error_capture = &cap;
			st = walk(r, paths, n);
			if (r->unit_open)
				send_frame(r, r->unit);
			if (k != 0)
				zz_buf_reset(&cap);
			zz_buf_add(&r->err, cap.buf, cap.len);
			zz_buf_addf(&r->out, "%d", st < 0);
			send_frame(r, TRAILER);
			/* what the worker had from the parent goes too */
			error_capture = NULL;
			zz_buf_release(&cap);
			zz_buf_release(&r->out);
			zz_buf_release(&r->err);
			zz_buf_release(&sb);
			free(fds);
			free(pids);
			free(last);
			free(done);
			free(have);
			free(next);
			_exit(0);
		}
		close(p[1]);
		fds[k] = p[0];
		last[k] = TRAILER;
	}
	/*
	 * Units come back in input order: the next frame of every worker is
	 * read, and the one with the lowest unit goes out (the trailers,
	 * numbered TRAILER, last).
	 */
	while (left) {
		struct frame *f = NULL;
		bool lost = false;

		for (k = 0; k < jobs; k++)
			if (!done[k] && !have[k]) {
				if (read_all(fds[k], &next[k], sizeof(next[k]))) {
					have[k] = true;
				} else {
					dead(r, paths, n, k, pids, last, done);
					left--;
					status = -1;
				}
			}
		for (k = 0; k < jobs; k++)
			if (have[k] && (!f || next[k].unit < f->unit))
				f = &next[k];
		if (!f)
			break;
		k = (unsigned long)(f - next);
		have[k] = false;
		zz_buf_setlen(&sb, (size_t)f->out_len);
		if (!read_all(fds[k], sb.buf, sb.len))
			lost = true;
		else if (f->unit != TRAILER)
			out_flush(&sb);
		else if (sb.len && sb.buf[0] == '1')
			*io = 1;
		if (!lost) {
			zz_buf_setlen(&sb, (size_t)f->err_len);
			lost = !read_all(fds[k], sb.buf, sb.len);
		}
		if (lost) {
			/* a frame cut short: the worker died while sending it */
			dead(r, paths, n, k, pids, last, done);
			left--;
			status = -1;
			continue;
		}
		err_flush(&sb);
		r->t.games += f->games;
		r->t.valid += f->valid;
		r->t.invalid += f->invalid;
		r->t.warnings += f->warnings;
		if (f->unit != TRAILER) {
			last[k] = f->unit;
		} else {
			done[k] = true;
			left--;
		}
	}
	for (k = 0; k < jobs; k++) {
		int ws;

		close(fds[k]);
		if (pids[k] < 0)
			continue;
		if (waitpid(pids[k], &ws, 0) < 0 || !WIFEXITED(ws) || WEXITSTATUS(ws)) {
			error("worker %lu of %lu ended badly after its last report", k + 1, jobs);
			status = -1;
		}
	}
	free(fds);
	free(pids);
	free(last);
	free(done);
	free(have);
	free(next);
	zz_buf_release(&sb);
	return status;
}

static void werror_option(void *ctx, const char *arg)
{
	struct opts *o = ctx;

	if (strcmp(arg, "error"))
		usage_error(USAGE_VALIDATE, "-W: unknown level '%s' (only 'error')", arg);
	o->werror = true;
}

int cmd_validate(int argc, char **argv)
{
	struct opts o;
	struct run r;
	int io = 0;
	const struct opt options[] = {
		OPT_FLAG(0, "json", &o.json),
		OPT_QUIET(&o.quiet),
		OPT_RULES(&o.rules),
		OPT_FROM('f', &o.from),
		OPT_RECURSIVE(&o.walk.recursive),
		OPT_RANGE('j', "jobs", &o.jobs, 1, 64, "from 1 to 64 jobs"),
		OPT_CALL('W', NULL, werror_option, &o),
		OPT_END()
	};
	int k;

	memset(&o, 0, sizeof(o));
	o.from = ZZ_FORMAT_AUTO;
	walk_defaults(&o.walk);
	o.jobs = 1;
	k = parse_options(argc, argv, "validate", USAGE_VALIDATE, options);
	o.walk.quiet = o.quiet;
	argc -= k;
	argv += k;
	memset(&r, 0, sizeof(r));
	r.o = &o;
	if (o.jobs > 1)
		io = parallel(&r, argv, argc, &io) < 0 ? 1 : io;
	else
		io = walk(&r, argv, argc) < 0;
	zz_buf_release(&r.out);
	zz_buf_release(&r.err);
	if (!o.quiet)
		fprintf(stderr, "zertz: %llu game%s, %llu valid, %llu invalid, %llu warning%s\n",
			r.t.games, r.t.games == 1 ? "" : "s", r.t.valid, r.t.invalid,
			r.t.warnings, r.t.warnings == 1 ? "" : "s");
	if (io)
		return ZZ_EXIT_IO;
	return r.t.invalid ? ZZ_EXIT_INVALID : ZZ_EXIT_OK;
}
