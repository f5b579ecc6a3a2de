/*
 * A command's walk, alone or in -j worker processes (jobs.h).
 *
 * A worker sends frames through its pipe: a header (the frame's place in
 * the order, whether it ends its unit, and three lengths), then the packed
 * bytes, the output and the messages.  Frames are gathered and written
 * 64 KiB at a time; the parent reads them through a buffer of the same
 * size.  A frame's place is 2u + 1 for unit u, and 2u for the walk's
 * problems said just before unit u (by worker 0 alone: every worker meets
 * them), so that everything comes out where one process would print it.
 * A unit of many members (an archive taken whole) sends a frame for each
 * member, the last one final; a long stream sends one now and then.
 */
#define _GNU_SOURCE	/* F_SETPIPE_SZ */
#include "jobs.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include "error.h"
#include "exit.h"
#include "output.h"
#include "report.h"
#include "xalloc.h"
#include "i18n.h"
#include "banned.h"

#ifdef ZZ_COVERAGE
/* gcov's own: writes the counters now (make coverage) */
void __gcov_dump(void);
#endif

#define TRAILER UINT64_MAX
#define GATHER (64u << 10)

struct frame {
	uint64_t place;
	uint64_t final;			/* 1: the unit's last frame */
	uint64_t data_len, out_len, err_len;
};

/* --- packing ---------------------------------------------------------- */

void jobs_put(struct zz_buf *data, unsigned long long v)
{
	uint64_t x = v;

	zz_buf_add(data, (const char *)&x, sizeof(x));
}

void jobs_put_str(struct zz_buf *data, const char *s)
{
	if (!s) {
		jobs_put(data, UINT64_MAX);
		return;
	}
	jobs_put(data, strlen(s));
	zz_buf_add(data, s, strlen(s) + 1);
}

void jobs_put_mem(struct zz_buf *data, const void *p, size_t n)
{
	jobs_put(data, n);
	zz_buf_add(data, p, n);
}

unsigned long long jobs_get(struct jobs_reader *r)
{
	uint64_t x;

	if ((size_t)(r->end - r->p) < sizeof(x))
		BUG("packed data cut short");
	memcpy(&x, r->p, sizeof(x));
	r->p += sizeof(x);
	return x;
}

const char *jobs_get_str(struct jobs_reader *r)
{
	unsigned long long n = jobs_get(r);
	const char *s = r->p;

	if (n == UINT64_MAX)
		return NULL;
	if ((size_t)(r->end - r->p) <= n || s[n])
		BUG("packed string cut short");
	r->p += n + 1;
	return s;
}

void jobs_get_mem(struct jobs_reader *r, void *dst, size_t n)
{
	if (jobs_get(r) != n || (size_t)(r->end - r->p) < n)
		BUG("packed bytes cut short");
	memcpy(dst, r->p, n);
	r->p += n;
}

/* --- one process ------------------------------------------------------ */

/* A unit's messages to stderr, the progress line erased first. */
static void err_out(struct jobs *j)
{
	if (j->err.len)
		progress_clear(&j->progress);
	err_flush(&j->err);
}

/*
 * A unit's bytes to the command (take) and its messages to stderr, the
 * progress line erased first when there are any; done: the unit ended, a
 * record for the progress line.
 */
static int take_unit(struct jobs *j, const char *data, size_t len, bool done)
{
	int stop;

	stop = j->ops->take(j->ctx, data, len, &j->out);
	zz_buf_reset(&j->out);
	err_out(j);
	if (done && j->progress.on) {
		struct zz_buf tally = ZZ_BUF_INIT;

		if (j->ops->tally)
			j->ops->tally(j->ctx, &tally);
		progress_record(&j->progress, tally.len ? tally.buf : NULL);
		zz_buf_release(&tally);
	}
	return stop;
}

/* What the unit has so far goes to the command, and err to stderr. */
static void hand_over(struct jobs *j, bool done)
{
	zz_buf_reset(&j->data);
	j->ops->pack(j->ctx, &j->data);
	if (take_unit(j, j->data.buf, j->data.len, done))
		j->stop = true;
}

static void alone_unit(void *ctx, size_t unit, const char *name, struct zz_input *in)
{
	struct jobs *j = ctx;

	j->ops->unit(j, j->ctx, unit, name, in);
	hand_over(j, true);
}

/* --- a worker --------------------------------------------------------- */

static void write_all(int fd, const void *p, size_t n)
{
	const char *s = p;

	while (n) {
		ssize_t k = write(fd, s, n);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			_exit(ZZ_EXIT_IO);	/* the parent is gone, or stopped us */
		s += k;
		n -= (size_t)k;
	}
}

static void send_out(struct jobs *j)
{
	write_all(j->fd, j->send.buf, j->send.len);
	zz_buf_reset(&j->send);
}

static void frame(struct jobs *j, uint64_t place, bool final, const struct zz_buf *data)
{
	struct frame f;

	f.place = place;
	f.final = final;
	f.data_len = data ? data->len : 0;
	f.out_len = j->out.len;
	f.err_len = j->err.len;
	zz_buf_add(&j->send, (const char *)&f, sizeof(f));
	if (data)
		zz_buf_add(&j->send, data->buf, data->len);
	zz_buf_add(&j->send, j->out.buf, j->out.len);
	zz_buf_add(&j->send, j->err.buf, j->err.len);
	zz_buf_reset(&j->out);
	zz_buf_reset(&j->err);
	if (j->send.len >= GATHER || place == TRAILER)
		send_out(j);
}

/* The messages the walk said while this worker had the unit. */
static void take_said(struct jobs *j)
{
	if (error_capture && error_capture->len) {
		zz_buf_add(&j->err, error_capture->buf, error_capture->len);
		zz_buf_reset(error_capture);
	}
}

/* The open unit's frame (final: the unit is over). */
static void unit_frame(struct jobs *j, bool final)
{
	take_said(j);
	zz_buf_reset(&j->data);
	j->ops->pack(j->ctx, &j->data);
	frame(j, 2 * (uint64_t)j->unit + 1, final, &j->data);
	if (final)
		j->unit_open = false;
}

static void said_frame(struct jobs *j);

static void worker_unit(void *ctx, size_t unit, const char *name, struct zz_input *in)
{
	struct jobs *j = ctx;

	if (j->worker + 1 == j->die_worker && ++j->calls == j->die_at)
		raise(SIGKILL);		/* for the tests: a worker that dies */
	if (j->said_open)
		said_frame(j);
	/*
	 * The members of an archive taken whole, or of an archive in an
	 * archive, are one unit: each member's output goes out in a frame
	 * of its own, as one process hands it over member by member.
	 */
	if (j->unit_open)
		unit_frame(j, j->unit != unit);
	j->unit = unit;
	j->unit_open = true;
	j->ops->unit(j, j->ctx, unit, name, in);
}

/*
 * Units are handed out as they come: a worker that has ended its unit
 * takes the next one nobody has, so that a worker given big members is
 * not waited for while the other has nothing left.  Every worker walks
 * the same units in the same order and asks for each in turn, so the
 * next unclaimed one is never behind it.  Which worker took a unit is
 * kept for the parent, to say what a worker that died had not finished.
 */
struct claims {
	uint64_t next;			/* the first unit nobody has taken */
	unsigned char owner[];		/* a unit's worker + 1 (0: not yet) */
};

#define OWNERS (1u << 24)	/* units whose worker is kept */

static struct claims *claims_new(void)
{
	void *m = mmap(NULL, sizeof(struct claims) + OWNERS, PROT_READ | PROT_WRITE,
		       MAP_SHARED | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

	return m == MAP_FAILED ? NULL : m;
}

static void claims_free(struct claims *c)
{
	if (c)
		munmap(c, sizeof(struct claims) + OWNERS);
}

/*
 * The next unit nobody has, taken by worker me (+ 1).  Its owner is
 * written in the same step that takes it, so that a worker killed just
 * after cannot lose a unit without a word: a unit is taken by writing its
 * owner, 0 to me, and next is then moved past it, by whichever worker
 * comes first (the taker, or another that finds it taken).  Past OWNERS,
 * where no owner is kept, a unit is taken by moving next alone.
 */
static uint64_t claim(struct claims *c, unsigned char me)
{
	for (;;) {
		const uint64_t u = __atomic_load_n(&c->next, __ATOMIC_ACQUIRE);
		uint64_t expected = u;	/* a failed exchange writes over it */
		unsigned char none = 0;
		bool mine;

		if (u >= OWNERS) {
			if (__atomic_compare_exchange_n(&c->next, &expected, u + 1, false,
							__ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
				return u;
			continue;
		}
		mine = __atomic_compare_exchange_n(&c->owner[u], &none, me, false,
						   __ATOMIC_ACQ_REL, __ATOMIC_RELAXED);
		/* taken (by me or another): next moves past it, once */
		__atomic_compare_exchange_n(&c->next, &expected, u + 1, false, __ATOMIC_ACQ_REL,
					    __ATOMIC_RELAXED);
		if (mine)
			return u;
	}
}

static bool mine(void *ctx, size_t unit)
{
	struct jobs *j = ctx;

	if (unit < j->lo || unit >= j->hi)
		return false; /* another shard's: nobody here takes it */

	if (j->in_turn) {
		/* for the tests: which worker meets a unit is then known */
		uint64_t next = __atomic_load_n(&j->claims->next, __ATOMIC_RELAXED);

		if (unit % j->n != j->worker)
			return false;
		if (unit < OWNERS)
			__atomic_store_n(&j->claims->owner[unit], (unsigned char)(j->worker + 1),
					 __ATOMIC_RELEASE);
		while (next < unit + 1 &&
		       !__atomic_compare_exchange_n(&j->claims->next, &next, unit + 1, false,
						    __ATOMIC_RELAXED, __ATOMIC_RELAXED))
			;
		return true;
	}
	if (!j->have_claim || unit > j->claim) {
		uint64_t u = claim(j->claims, (unsigned char)(j->worker + 1));

		if (u < unit)
			BUG("a unit was passed without being asked for");
		j->claim = (size_t)u;
		j->have_claim = true;
	}
	return unit == j->claim;
}

/* Pending messages of the walk before a unit: their frame. */
static void said_frame(struct jobs *j)
{
	take_said(j);
	if (j->said_open && j->err.len)
		frame(j, 2 * (uint64_t)j->said_unit, true, NULL);
	j->said_open = false;
}

/*
 * The walk is about to say a problem: one that every worker meets
 * (shared) is said by worker 0 alone, in a frame of its own placed before
 * the unit that follows it; one of a unit of this worker goes with that
 * unit.
 */
static bool said(void *ctx, size_t unit, bool shared)
{
	struct jobs *j = ctx;

	if (shared && j->worker != 0)
		return false;
	if (j->unit_open && (shared || j->unit != unit))
		unit_frame(j, true);
	if (j->said_open && (!shared || j->said_unit != unit))
		said_frame(j);
	if (shared) {
		j->said_open = true;
		j->said_unit = unit;
	} else if (!j->unit_open) {
		j->unit = unit;
		j->unit_open = true;
	}
	return true;
}

static void worker(struct jobs *j, char **paths, int n, const struct walk_opts *wo, int fd)
{
	struct zz_buf cap = ZZ_BUF_INIT, status = ZZ_BUF_INIT;
	struct walk_opts w = *wo;
	int st;

	output_forget_all();		/* the parent's temporary file is its own */
	if (j->worker + 1 == j->die_worker && !j->die_at)
		raise(SIGKILL);		/* for the tests: a worker that dies at once */
	j->fd = fd;
	error_capture = &cap;
	w.want = mine;
	w.said = said;
	w.stop = NULL;
	st = walk_inputs(paths, n, &w, worker_unit, j);
	if (j->unit_open)
		unit_frame(j, true);
	said_frame(j);
	jobs_put(&status, st < 0);
	frame(j, TRAILER, true, &status);
	error_capture = NULL;
	zz_buf_release(&cap);
	zz_buf_release(&status);
#ifdef ZZ_COVERAGE
	/* make coverage: _exit skips gcov's counters; the worker's count too */
	__gcov_dump();
#endif
	_exit(0);
}

/* --- the parent ------------------------------------------------------- */

struct pipe_in {
	int fd;
	pid_t pid;
	struct zz_buf buf;
	size_t pos;
	struct frame next;
	bool have, done;
	uint64_t last;			/* the last unit it ended, or TRAILER */
	uint64_t partly;		/* a unit it reported in part, or TRAILER */
};

/* Read n bytes from a worker: false when it ended first. */
static bool read_exact(struct pipe_in *p, void *dst, size_t n)
{
	char *d = dst;

	while (n) {
		size_t avail = p->buf.len - p->pos;
		ssize_t k;

		if (avail) {
			size_t m = avail < n ? avail : n;

			memcpy(d, p->buf.buf + p->pos, m);
			p->pos += m;
			d += m;
			n -= m;
			continue;
		}
		if (n >= GATHER) {
			/* a big part: straight in */
			k = read(p->fd, d, n);
			if (k < 0 && errno == EINTR)
				continue;
			if (k <= 0)
				return false;
			d += k;
			n -= (size_t)k;
			continue;
		}
		zz_buf_grow(&p->buf, GATHER);
		k = read(p->fd, p->buf.buf, GATHER);
		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return false;
		zz_buf_setlen(&p->buf, (size_t)k);
		p->pos = 0;
	}
	return true;
}

/*
 * A walk of the inputs' names alone (nothing read but large archives'
 * directories), the units want takes given to fn, without a word: the
 * walk that reads them says its problems.
 */
static void walk_names(char **paths, int n, const struct walk_opts *wo, bool (*want)(void *, size_t),
		       const bool *stop, unit_fn fn, void *ctx)
{
	struct walk_opts w = *wo;
	struct zz_buf quiet = ZZ_BUF_INIT;
	struct zz_buf *saved = error_capture;

	w.want = want;
	w.said = NULL;
	w.stop = stop;
	w.quiet = true;
	w.names_only = true;
	error_capture = &quiet; /* the walk's problems were said already */
	walk_inputs(paths, n, &w, fn, ctx);
	error_capture = saved;
	zz_buf_release(&quiet);
}

/* Finding the input a dead worker had taken after its last report. */
struct find_unit {
	const struct claims *claims;
	unsigned long worker;
	uint64_t after;
	char *name;
	size_t unit;
	bool found;
};

static bool taken_after(const struct claims *c, unsigned long worker, uint64_t after, size_t unit)
{
	return unit < OWNERS && (after == TRAILER || unit > after) &&
	       __atomic_load_n(&c->owner[unit], __ATOMIC_RELAXED) == worker + 1;
}

static bool find_want(void *ctx, size_t unit)
{
	const struct find_unit *f = ctx;

	return taken_after(f->claims, f->worker, f->after, unit);
}

static void find_unit(void *ctx, size_t unit, const char *name, struct zz_input *in)
{
	struct find_unit *f = ctx;

	(void)in;
	f->name = zz_xstrdup(name);
	f->unit = unit;
	f->found = true;
}

/*
 * Say that worker k ended before its work was done: how, and at which
 * input (found by walking again, by names alone).  One it had reported
 * in part (the members of an archive taken whole, a long stream) is
 * said to be lost from where the report ended.
 */
static void worker_died(const struct jobs *j, char **paths, int n, const struct walk_opts *wo,
			unsigned long k, struct pipe_in *p)
{
	unsigned long jobs = j->n;
	struct find_unit f = { j->claims, k, p->last, NULL, 0, false };
	const char *what = N_("that input");
	uint64_t u, end = __atomic_load_n(&j->claims->next, __ATOMIC_RELAXED);
	unsigned long more = 0, took = 0;
	struct zz_buf how = ZZ_BUF_INIT;
	int ws;

	if (waitpid(p->pid, &ws, 0) < 0)
		zz_buf_addf(&how, _("ended (%s)"), strerror(errno));
	else if (WIFSIGNALED(ws))
		zz_buf_addf(&how, _("was killed by signal %d (%s)"), WTERMSIG(ws), strsignal(WTERMSIG(ws)));
	else if (WIFEXITED(ws))
		zz_buf_addf(&how, _("ended with status %d"), WEXITSTATUS(ws));
	else
		zz_buf_addstr(&how, _("ended"));
	p->pid = -1;
	p->done = true;
	walk_names(paths, n, wo, find_want, &f.found, find_unit, &f);
	for (u = 0; u < end && u < OWNERS; u++) {
		more += taken_after(j->claims, k, p->last, (size_t)u);
		took += taken_after(j->claims, k, TRAILER, (size_t)u);
	}
	if (f.name && p->partly == f.unit)
		what = N_("the rest of that input");
	if (f.name && more > 1)
		error("worker %lu of %lu %s at '%s': %s and %lu more "
		      "it had taken are not %s",
		      k + 1, jobs, how.buf, f.name, _(what), more - 1, _(j->ops->verb));
	else if (f.name)
		error("worker %lu of %lu %s at '%s': %s is not %s", k + 1, jobs, how.buf, f.name, _(what),
		      _(j->ops->verb));
	else if (!took)
		error("worker %lu of %lu %s before it took an input: the others read them all",
		      k + 1, jobs, how.buf);
	else
		error("worker %lu of %lu %s after its last input, before it reported "
		      "its end", k + 1, jobs, how.buf);
	free(f.name);
	zz_buf_release(&how);
}

/* The output failed: the workers are stopped, and not heard of again. */
static void stop_all(struct pipe_in *in, unsigned long jobs)
{
	unsigned long k;

	for (k = 0; k < jobs; k++)
		if (in[k].pid > 0) {
			kill(in[k].pid, SIGTERM);
			waitpid(in[k].pid, NULL, 0);
			in[k].pid = -1;
			in[k].done = true;
		}
}

static int parallel(struct jobs *j, char **paths, int n, const struct walk_opts *wo)
{
	unsigned long k, jobs = j->n, left = jobs;
	struct pipe_in *in = zz_xcalloc(jobs, sizeof(*in));
	struct zz_buf data = ZZ_BUF_INIT;
	int status = 0;

	fflush(stdout);
	fflush(stderr);
	for (k = 0; k < jobs; k++) {
		int p[2];

		if (pipe(p))
			die("cannot create a pipe: %s", strerror(errno));
#ifdef F_SETPIPE_SZ
		/*
		 * Frames go out in unit order, so a worker that is ahead
		 * waits once its pipe is full: room for a megabyte of
		 * frames lets it run on (where the system allows it).
		 */
		(void)fcntl(p[1], F_SETPIPE_SZ, 1 << 20);
#endif
		in[k].pid = fork();
		if (in[k].pid < 0)
			die("cannot start a worker: %s", strerror(errno));
		if (in[k].pid == 0) {
			unsigned long i;

			close(p[0]);
			for (i = 0; i < k; i++)
				close(in[i].fd);
			j->worker = k;
			worker(j, paths, n, wo, p[1]);
		}
		close(p[1]);
		in[k].fd = p[0];
		in[k].last = TRAILER;
		in[k].partly = TRAILER;
		zz_buf_init(&in[k].buf);
	}
	/*
	 * Frames come back in order: the next frame of every worker is
	 * read, and the one with the lowest place goes out (the trailers,
	 * placed at TRAILER, last).
	 */
	while (left && !j->stop) {
		struct pipe_in *p = NULL;
		struct frame *f;
		bool lost = false;

		for (k = 0; k < jobs; k++)
			if (!in[k].done && !in[k].have) {
				if (read_exact(&in[k], &in[k].next, sizeof(in[k].next))) {
					in[k].have = true;
				} else {
					worker_died(j, paths, n, wo, k, &in[k]);
					left--;
					status = -1;
				}
			}
		for (k = 0; k < jobs; k++)
			if (in[k].have && (!p || in[k].next.place < p->next.place))
				p = &in[k];
		if (!p)
			break;
		k = (unsigned long)(p - in);
		f = &p->next;
		p->have = false;
		zz_buf_setlen(&data, (size_t)f->data_len);
		zz_buf_setlen(&j->out, (size_t)f->out_len);
		zz_buf_setlen(&j->err, (size_t)f->err_len);
		if (!read_exact(p, data.buf, data.len) || !read_exact(p, j->out.buf, j->out.len) ||
		    !read_exact(p, j->err.buf, j->err.len))
			lost = true;
		if (lost) {
			/* a frame cut short: the worker died while sending it */
			zz_buf_reset(&j->out);
			zz_buf_reset(&j->err);
			worker_died(j, paths, n, wo, k, p);
			left--;
			status = -1;
			continue;
		}
		if (f->place == TRAILER) {
			struct jobs_reader r = { data.buf, data.buf + data.len };

			if (jobs_get(&r))
				status = -1;
			err_out(j);
			p->done = true;
			left--;
			continue;
		}
		if (f->place & 1) {
			if (take_unit(j, data.buf, data.len, f->final))
				j->stop = true;
			if (f->final)
				p->last = f->place / 2;
			p->partly = f->final ? TRAILER : f->place / 2;
		}
		zz_buf_reset(&j->out);
		err_out(j);
	}
	if (j->stop)
		stop_all(in, jobs);
	for (k = 0; k < jobs; k++) {
		int ws;

		close(in[k].fd);
		zz_buf_release(&in[k].buf);
		if (in[k].pid <= 0)
			continue;
		if (waitpid(in[k].pid, &ws, 0) < 0 || !WIFEXITED(ws) || WEXITSTATUS(ws)) {
			error("worker %lu of %lu ended badly after its last report", k + 1, jobs);
			status = -1;
		}
	}
	free(in);
	zz_buf_release(&data);
	return status;
}

/* --- both ------------------------------------------------------------- */

static bool any_unit(void *ctx, size_t unit)
{
	(void)ctx;
	(void)unit;
	return true;
}

static void count_unit(void *ctx, size_t unit, const char *name, struct zz_input *in)
{
	size_t *count = ctx;

	(void)name;
	(void)in;
	if (unit + 1 > *count)
		*count = unit + 1;
}

/* --shard K/N: units [lo, hi) of the count a walk of the names finds */
static void shard_units(struct jobs *j, char **paths, int n, const struct walk_opts *wo)
{
	size_t count = 0;

	walk_names(paths, n, wo, any_unit, NULL, count_unit, &count);
	j->lo = (size_t)((unsigned long long)count * (wo->shard - 1) / wo->shards);
	j->hi = (size_t)((unsigned long long)count * wo->shard / wo->shards);
}

static bool in_shard(void *ctx, size_t unit)
{
	const struct jobs *j = ctx;

	return unit >= j->lo && unit < j->hi;
}

/*
 * The progress line (progress.h), on a terminal, without -q, and not
 * beside the output on the terminal: the records to read counted first by
 * a walk of the names (not standard input, which would be read; then the
 * count is not known).
 */
static void start_progress(struct jobs *j, char **paths, int n, const struct walk_opts *w)
{
	/* (the tests that compare what a terminal gets set it "never": a
	 * run slower than a second must not change their bytes) */
	const char *test = getenv("ZERTZ_TEST_PROGRESS");
	bool on = isatty(STDERR_FILENO) && !w->quiet && !j->ops->out_terminal &&
		!(test && !strcmp(test, "never"));
	size_t total = 0;
	int i;

	for (i = 0; i < n && strcmp(paths[i], "-"); i++)
		;
	if (on && w->shards)
		total = j->hi - j->lo;
	else if (on && n && i == n)
		walk_names(paths, n, w, any_unit, NULL, count_unit, &total);
	progress_start(&j->progress, on, total, j->ops->verb);
}

int jobs_run(unsigned long jobs, char **paths, int n, const struct walk_opts *wo,
	     const struct jobs_ops *ops, void *ctx)
{
	struct jobs j;
	struct walk_opts w = *wo;
	const char *deal;
	int status;

	memset(&j, 0, sizeof(j));
	zz_buf_init(&j.out);
	zz_buf_init(&j.err);
	zz_buf_init(&j.send);
	zz_buf_init(&j.data);
	j.ops = ops;
	j.ctx = ctx;
	j.n = jobs ? jobs : 1;
	/*
	 * For the tests: "turns" deals unit k to worker k mod n; "members"
	 * does too, with every archive's members units of their own, as a
	 * big archive's are.
	 */
	deal = getenv("ZERTZ_TEST_DEAL");
	j.in_turn = deal && (!strcmp(deal, "turns") || !strcmp(deal, "members"));
	w.whole_max = deal && !strcmp(deal, "members") ? 0 : WALK_WHOLE_MAX;
	/* for the tests: worker W kills itself as its N-th read of a unit starts */
	if ((deal = getenv("ZERTZ_TEST_DIE")) &&
	    sscanf(deal, "%lu:%lu", &j.die_worker, &j.die_at) != 2)
		j.die_worker = 0;
	j.hi = SIZE_MAX;
	if (w.shards)
		shard_units(&j, paths, n, &w);
	start_progress(&j, paths, n, &w);
	error_progress = &j.progress;
	if (j.n > 1 && !(j.claims = claims_new())) {
		warning("cannot share memory with -j workers (%s): the work is done in one process",
			strerror(errno));
		j.n = 1;
	}
	if (j.n > 1) {
		j.claims->next = j.lo; /* the shard's first unit */
		status = parallel(&j, paths, n, &w);
		claims_free(j.claims);
	} else {
		w.stop = &j.stop;
		if (w.shards)
			w.want = in_shard; /* units numbered as the count had them */
		status = walk_inputs(paths, n, &w, alone_unit, &j);
	}
	/* gone before the command's summary */
	progress_clear(&j.progress);
	j.progress.on = false;
	error_progress = NULL;
	zz_buf_release(&j.out);
	zz_buf_release(&j.err);
	zz_buf_release(&j.send);
	zz_buf_release(&j.data);
	return status;
}

void jobs_flush(struct jobs *j, size_t pending)
{
	if (j->out.len < GATHER && j->err.len < GATHER && pending < GATHER)
		return;
	if (j->n > 1)
		unit_frame(j, false);
	else
		hand_over(j, false);
}
