#define _XOPEN_SOURCE 700	/* realpath */
#include "output.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "buf.h"
#include "error.h"
#include "xalloc.h"
#include "banned.h"

/*
 * The temporary files open now, removed by the signal handler: a table
 * that grows (the pages of a sheet are written as a set, each a temporary
 * file until all are), changed only with the signals held (hold_signals),
 * so that the handler only reads memory and calls unlink().
 */
static char *volatile *volatile temps;
static volatile size_t temps_nr;

static void on_signal(int sig)
{
	unsigned i;

	for (i = 0; i < temps_nr; i++)
		if (temps[i])
			unlink(temps[i]);
	signal(sig, SIG_DFL);
	raise(sig);
}

/*
 * The signals the handler takes: blocked from before a temporary file is
 * created until it is remembered, so that one arriving in between (a
 * shutdown, a director's Ctrl-C) finds it in the table, not on the disk.
 */
static void hold_signals(bool hold, sigset_t *old)
{
	sigset_t set;

	if (hold) {
		sigemptyset(&set);
		sigaddset(&set, SIGINT);
		sigaddset(&set, SIGTERM);
		sigaddset(&set, SIGHUP);
		sigprocmask(SIG_BLOCK, &set, old);
	} else {
		sigprocmask(SIG_SETMASK, old, NULL);
	}
}

static int remember(char *tmp)
{
	static bool handlers;
	unsigned i;

	if (!handlers) {
		static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
		struct sigaction sa;

		memset(&sa, 0, sizeof(sa));
		sa.sa_handler = on_signal;
		sigemptyset(&sa.sa_mask);
		for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++) {
			struct sigaction old;

			/* a signal the caller ignores stays ignored */
			if (sigaction(sigs[i], NULL, &old) == 0 && old.sa_handler == SIG_IGN)
				continue;
			sigaction(sigs[i], &sa, NULL);
		}
		handlers = true;
	}
	for (i = 0; i < temps_nr; i++)
		if (!temps[i]) {
			temps[i] = tmp;
			return (int)i;
		}
	{
		/* a table twice as long, whole before the handler sees it */
		size_t n = temps_nr ? 2 * temps_nr : 8;
		char *volatile *grown = zz_xcalloc(n, sizeof(*grown));
		char *volatile *old = temps;

		for (i = 0; i < temps_nr; i++)
			grown[i] = temps[i];
		grown[i] = tmp;
		temps = grown;
		temps_nr = n;
		free((void *)old);
		return (int)i;
	}
}

void output_forget_all(void)
{
	size_t i;

	for (i = 0; i < temps_nr; i++)
		temps[i] = NULL;
}

static void forget(int slot)
{
	if (slot >= 0)
		temps[slot] = NULL;
}

static int fail(struct output *o, int err)
{
	if (!o->failed && o->fd == 1)
		error("cannot write to standard output: %s", strerror(err));
	else if (!o->failed)
		error("cannot write '%s': %s", o->name, strerror(err));
	o->failed = true;
	return -1;
}

/* The mode of a new file: 0666 less the umask. */
static mode_t new_mode(void)
{
	mode_t mask = umask(0);

	umask(mask);
	return 0666 & ~mask;
}

int output_open(struct output *o, const char *path)
{
	return output_open_flags(o, path, 0);
}

/*
 * Whether the file st that path names, which a new file would replace, is
 * not to be replaced (said, o released): one the user may not write (as
 * cp refuses it; root may, as with cp), one of several names (hard links:
 * a new file renamed over one would part it from the others, which would
 * keep the old text).
 */
static bool replace_refused(struct output *o, const char *path, const struct stat *st)
{
	if (faccessat(AT_FDCWD, o->target, W_OK, AT_EACCESS))
		error("cannot write '%s': %s", path, strerror(errno));
	else if (st->st_nlink > 1)
		error("cannot write '%s': it is one of %lu names of a file (hard links), which a new "
		      "file in its place would part",
		      path, (unsigned long)st->st_nlink);
	else
		return false;
	free(o->target);
	o->target = NULL;
	return true;
}

int output_open_flags(struct output *o, const char *path, unsigned flags)
{
	struct zz_buf tmp = ZZ_BUF_INIT;
	struct stat st;
	sigset_t held;
	mode_t mode;
	bool existed;

	memset(o, 0, sizeof(*o));
	o->slot = -1;
	if (!path || !strcmp(path, "-")) {
		o->name = "standard output";
		o->fd = 1;
		return 0;
	}
	o->name = path;
	if (flags & OUTPUT_NOFOLLOW) {
		/* the name itself, whatever is there: renamed over, never followed */
		o->target = zz_xstrdup(path);
		existed = !lstat(path, &st) && S_ISREG(st.st_mode);
		mode = existed ? st.st_mode & 07777 : new_mode();
		goto create;
	}
	if (!stat(path, &st) && !S_ISREG(st.st_mode)) {
		/* a device or a pipe: write to it, never rename over it */
		o->fd = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC);
		if (o->fd < 0)
			return error("cannot open '%s': %s", path, strerror(errno));
		return 0;
	}
	if (!lstat(path, &st) && S_ISLNK(st.st_mode)) {
		/* replace what the link points to, not the link */
		o->target = realpath(path, NULL);
		if (!o->target)
			return error("cannot follow the link '%s': %s", path, strerror(errno));
	} else {
		o->target = zz_xstrdup(path);
	}
	existed = !stat(o->target, &st);
	mode = existed ? st.st_mode & 07777 : new_mode();
create:
	if (existed && replace_refused(o, path, &st))
		return -1;
	zz_buf_addf(&tmp, "%s.tmp.XXXXXX", o->target);
	hold_signals(true, &held);
	o->fd = mkstemp(tmp.buf);
	if (o->fd < 0) {
		hold_signals(false, &held);
		/* the user's name for it: the temporary file is ours */
		error("cannot write '%s': %s", path, strerror(errno));
		zz_buf_release(&tmp);
		free(o->target);
		o->target = NULL;
		return -1;
	}
	o->tmp = zz_buf_detach(&tmp, NULL);
	o->slot = remember(o->tmp);
	hold_signals(false, &held);
	if (fchmod(o->fd, mode)) {
		error("cannot set the mode of '%s': %s", path, strerror(errno));
		output_close(o, false);
		return -1;
	}
	/* the file replaced keeps its owner (sed -i's way: root writing a
	 * user's file leaves it the user's); one that cannot is not replaced */
	if (existed && (st.st_uid != geteuid() || st.st_gid != getegid()) &&
	    fchown(o->fd, st.st_uid, st.st_gid)) {
		error("cannot write '%s': a new file in its place would not be its owner's (user %lu, "
		      "group %lu): %s",
		      path, (unsigned long)st.st_uid, (unsigned long)st.st_gid, strerror(errno));
		output_close(o, false);
		return -1;
	}
	return 0;
}

int output_write(struct output *o, const void *p, size_t n)
{
	const char *s = p;

	if (o->failed)
		return -1;
	while (n) {
		ssize_t k = write(o->fd, s, n);

		if (k < 0 && errno == EINTR)
			continue;
		if (k <= 0)
			return fail(o, k < 0 ? errno : EIO);
		s += k;
		n -= (size_t)k;
	}
	return 0;
}

int output_seal(struct output *o)
{
	int rc = o->failed ? -1 : 0;

	if (o->fd == 1 || o->fd < 0)
		return rc;
	if (!o->failed && o->tmp && fsync(o->fd))
		rc = fail(o, errno);
	if (close(o->fd) && !o->failed)
		rc = fail(o, errno);
	o->fd = -1;
	return rc;
}

int output_close(struct output *o, bool ok)
{
	int rc = o->failed ? -1 : 0;

	if (o->fd == 1) {
		/* standard output: the caller's to close (cmd/main.c) */
		return rc;
	}
	if (!o->failed && o->tmp && ok && o->fd >= 0 && fsync(o->fd))
		rc = fail(o, errno);
	if (o->fd >= 0 && close(o->fd) && !o->failed)
		rc = fail(o, errno);
	o->fd = -1;
	if (o->tmp) {
		if (rc == 0 && ok && rename(o->tmp, o->target))
			rc = fail(o, errno);
		if (rc || !ok)
			unlink(o->tmp);
		forget(o->slot);
		o->slot = -1;
		free(o->tmp);
		o->tmp = NULL;
	}
	free(o->target);
	o->target = NULL;
	return rc;
}

bool output_identity(const char *path, dev_t *dev, ino_t *ino)
{
	struct stat st;

	if (!path || !strcmp(path, "-") || stat(path, &st))
		return false;
	*dev = st.st_dev;
	*ino = st.st_ino;
	return true;
}

/* Where path would be made: its directory's real path, and its name. */
static char *output_place(const char *path)
{
	const char *slash = strrchr(path, '/');
	struct zz_buf dir = ZZ_BUF_INIT, out = ZZ_BUF_INIT;
	char *real;

	if (slash)
		zz_buf_add(&dir, path, (size_t)(slash - path) + 1);
	else
		zz_buf_addstr(&dir, ".");
	real = realpath(dir.buf, NULL);
	zz_buf_addf(&out, "%s/%s", real ? real : dir.buf, slash ? slash + 1 : path);
	free(real);
	zz_buf_release(&dir);
	return zz_buf_detach(&out, NULL);
}

bool output_same(const char *a, const char *b)
{
	bool std_a = !a || !strcmp(a, "-"), std_b = !b || !strcmp(b, "-");
	dev_t dev_a, dev_b;
	ino_t ino_a, ino_b;
	char *place_a, *place_b;
	bool same;

	if (std_a || std_b)
		return std_a && std_b;
	if (output_identity(a, &dev_a, &ino_a) && output_identity(b, &dev_b, &ino_b))
		return dev_a == dev_b && ino_a == ino_b;
	place_a = output_place(a);
	place_b = output_place(b);
	same = !strcmp(place_a, place_b);
	free(place_a);
	free(place_b);
	return same;
}

int file_read_small(const char *path, size_t max, const char *what, char **out)
{
	struct zz_buf sb = ZZ_BUF_INIT;
	char chunk[4096];
	FILE *fp = fopen(path, "rb");
	size_t n;
	int e;

	if (!fp)
		return error("cannot open '%s': %s", path, strerror(errno));
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0 && sb.len <= max)
		zz_buf_add(&sb, chunk, n);
	/* a directory opens, and fails to read */
	e = ferror(fp) ? errno : 0;
	fclose(fp);
	if (e || sb.len > max) {
		zz_buf_release(&sb);
		if (e)
			return error("cannot read '%s': %s", path, strerror(e));
		return error("'%s' is longer than %zu MiB: not read as %s", path, max >> 20, what);
	}
	*out = zz_buf_detach(&sb, NULL);
	return 0;
}
