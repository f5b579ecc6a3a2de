/*
 * Failure injection (tests/writes.sh), loaded with LD_PRELOAD:
 * FAILINJECT=CALL makes the first call of CALL -- write, fsync, close
 * (on a file, not standard input, output or error), rename, mkstemp,
 * fchmod; and pipe, fork, mmap for the -j workers -- fail with the error
 * a real system gives there, so that every failure branch runs: what it
 * says, what it leaves on disk.  FAILINJECT=CALL:N fails the N-th call.
 * FAILINJECT=mkstemp-term sends SIGTERM right after a file is created.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <unistd.h>

/* Whether this call of name is the one to fail. */
static int fails(const char *name, int fd)
{
	static int seen;
	const char *want = getenv("FAILINJECT");
	size_t n;
	long at = 1;

	if (!want || (fd >= 0 && fd <= 2))
		return 0;
	n = strlen(name);
	if (strncmp(want, name, n) || (want[n] && want[n] != ':'))
		return 0;
	if (want[n] == ':')
		at = strtol(want + n + 1, NULL, 10);
	return ++seen == at;
}

/* the next definition of name, the C library's (POSIX's idiom for dlsym) */
#define REAL(type, name, args) \
	static type (*real)args; \
	if (!real) \
		*(void **)&real = dlsym(RTLD_NEXT, #name)

ssize_t write(int fd, const void *buf, size_t n)
{
	REAL(ssize_t, write, (int, const void *, size_t));
	if (fails("write", fd)) {
		errno = ENOSPC;
		return -1;
	}
	return real(fd, buf, n);
}

int fsync(int fd)
{
	REAL(int, fsync, (int));
	if (fails("fsync", fd)) {
		errno = EIO;
		return -1;
	}
	return real(fd);
}

int close(int fd)
{
	REAL(int, close, (int));
	if (fails("close", fd)) {
		real(fd);	/* closed all the same, as Linux does */
		errno = EIO;
		return -1;
	}
	return real(fd);
}

int rename(const char *from, const char *to)
{
	REAL(int, rename, (const char *, const char *));
	if (fails("rename", -1)) {
		errno = EXDEV;
		return -1;
	}
	return real(from, to);
}

int mkstemp(char *template)
{
	int fd;

	REAL(int, mkstemp, (char *));
	if (fails("mkstemp", -1)) {
		errno = EACCES;
		return -1;
	}
	fd = real(template);
	/* FAILINJECT=mkstemp-term: SIGTERM the moment the file exists, before
	 * the program can have noted it (a shutdown at the worst time) */
	if (fd >= 0 && fails("mkstemp-term", -1))
		raise(SIGTERM);
	return fd;
}

int fchmod(int fd, mode_t mode)
{
	REAL(int, fchmod, (int, mode_t));
	if (fails("fchmod", fd)) {
		errno = EPERM;
		return -1;
	}
	return real(fd, mode);
}

int pipe(int fd[2])
{
	REAL(int, pipe, (int *));
	if (fails("pipe", -1)) {
		errno = EMFILE;
		return -1;
	}
	return real(fd);
}

pid_t fork(void)
{
	REAL(pid_t, fork, (void));
	if (fails("fork", -1)) {
		errno = EAGAIN;
		return -1;
	}
	return real();
}

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	REAL(void *, mmap, (void *, size_t, int, int, int, off_t));
	/* only the shared memory of the -j workers: glibc's own mmap is not this one */
	if ((flags & MAP_SHARED) && fails("mmap", -1)) {
		errno = ENOMEM;
		return MAP_FAILED;
	}
	return real(addr, len, prot, flags, fd, off);
}
