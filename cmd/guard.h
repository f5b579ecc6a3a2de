#ifndef ZZ_GUARD_H
#define ZZ_GUARD_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

/*
 * No input is ever an output.  Before anything is read, every file a
 * command will write -- -o FILE, the pages of a sheet (NAME-1.svg ...),
 * what --each DIR is filled with -- is compared with every file it reads
 * by device and inode: a named file, the file behind FILE#K and
 * ARCHIVE:MEMBER, standard input when it is a file, a style sheet
 * (--css).  A clash is a usage error (exit 2) that names both: written,
 * the output would destroy the input ("render -t html -o g.zgn g.zgn"
 * once replaced the record, "convert -o m.zgn m.zgn#1" cut a file of 13
 * games to one, "convert -o a.zip a.zip:x.sgf" replaced the archive).
 *
 * A file met inside a directory walked with -r is not known beforehand:
 * the walk skips the output wherever it meets it (walk.h: skip).
 */

struct guard_input {
	dev_t dev;
	ino_t ino;
	char *name;		/* owned: as given ("m.zgn#1"), for messages */
};

struct guard {
	struct guard_input *v;
	size_t nr, alloc;
};

/*
 * The files paths[0 .. n) read (standard input when n is 0 or a path is
 * "-"); a path that names nothing (yet) is not kept: reading it will say
 * so.
 */
void guard_init(struct guard *g, char **paths, int n);
/* One more file read, such as a style sheet. */
void guard_add(struct guard *g, const char *path);
void guard_release(struct guard *g);

/*
 * Writing path would replace an input (path is followed through links,
 * as -o follows them): said, ZZ_EXIT_USAGE; else 0.
 */
int guard_output(const struct guard *g, const char *path);
/*
 * The files of directory dir that a run may write: each entry whose name
 * generated(ctx, name) accepts is compared with the inputs as the entry itself (a
 * link at that name is replaced, not followed: output.h).  ZZ_EXIT_USAGE
 * (said), or 0.
 */
int guard_dir(const struct guard *g, const char *dir,
	      bool (*generated)(const void *ctx, const char *name), const void *ctx);

/* Whether name is a file a run writes into DIR: "turn-NNN.svg", ... */
bool guard_numbered(const char *name, const char *prefix, const char *suffix);

#endif
