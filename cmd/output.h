#ifndef ZZ_OUTPUT_H
#define ZZ_OUTPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/*
 * Where a command writes what it produces: standard output, or a file.
 * A file is written atomically: into a temporary file beside it, which
 * replaces it only once everything was written; a device or a pipe is
 * written directly.  A symbolic link is followed: its target is replaced
 * and the link stays (as sed --follow-symlinks does).  A new file gets the
 * mode 0666 less the umask; a replaced file keeps its mode.
 *
 * Every failure is said once, on standard error, with the name and the
 * system's reason, and the output is then failed: later writes do nothing.
 * A temporary file is removed on failure, and when the process is ended by
 * SIGINT, SIGTERM or SIGHUP.  Writing to a closed pipe, with SIGPIPE
 * ignored, fails like any write (EPIPE).
 *
 * Bytes go straight to the file descriptor: nothing is buffered here, so
 * a write that returned 0 has reached the system.
 */

struct output {
	const char *name;	/* borrowed: the path, for messages */
	char *target;		/* owned: the file replaced, or NULL */
	char *tmp;		/* owned: the temporary file, or NULL */
	int fd;
	int slot;		/* in the list of files removed on a signal */
	bool failed;
};

/*
 * Open path for writing; NULL or "-" is standard output.  Returns 0, or -1
 * after saying why.
 */
int output_open(struct output *o, const char *path);
/*
 * The same for a file zertz names itself in a directory (render --each
 * DIR): with OUTPUT_NOFOLLOW, whatever stands at path -- a link planted
 * there, a FIFO, a device -- is neither followed nor written into: the
 * temporary file (made with O_EXCL, beside it) is renamed over the name
 * itself, and a new file's mode is 0666 less the umask.
 */
enum { OUTPUT_NOFOLLOW = 1 << 0 };
int output_open_flags(struct output *o, const char *path, unsigned flags);
/* Write n bytes: 0, or -1 (said, and the output is failed). */
int output_write(struct output *o, const void *p, size_t n);
/*
 * Finish: a file is renamed into place when ok and nothing failed, else
 * removed.  Returns 0, or -1 when something failed (said).
 */
int output_close(struct output *o, bool ok);
/*
 * Everything written, not yet in place: the file is made safe on the disk
 * and closed, and output_close() then puts it in place (or removes it)
 * with the others of a set -- the pages of a sheet, all or none.  0, or
 * -1 when something failed (said).
 */
int output_seal(struct output *o);

/*
 * In a child process: its signals remove no temporary file (they are the
 * parent's, which removes them itself).
 */
void output_forget_all(void);

/* The identity of the file path names, if it exists: false otherwise. */
bool output_identity(const char *path, dev_t *dev, ino_t *ino);
/*
 * Whether two outputs of one run, a and b (NULL or "-": standard output),
 * are one: both standard output, one file (by device and inode), or, where
 * either is not there yet, one name in one directory (through links).
 * Written, the second would replace the first.
 */
bool output_same(const char *a, const char *b);
/*
 * The whole of the file path, of at most max bytes, read as what (a
 * style sheet) into *out: 0, or -1 said (a directory, a read error, a
 * file longer than max: never a short or empty text in silence).
 */
int file_read_small(const char *path, size_t max, const char *what, char **out);

#endif
