/*
 * The walk over the inputs, inside: what walk.c (paths, directories,
 * FILE#N and ARCHIVE:MEMBER) and archive.c (zip archives, members read in
 * place or through libzip) share.  Private to those two files.
 */
#ifndef ZZ_CMD_WALKER_H
#define ZZ_CMD_WALKER_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>

#include "buf.h"
#include "walk.h"

/* A directory read, by identity: a second visit is a loop or a repeat. */
struct seen_dir {
	dev_t dev;
	ino_t ino;
	char *path;
	bool open;		/* on the path being walked: a loop */
};

struct walker {
	const struct walk_opts *o;
	unit_fn fn;
	void *ctx;
	size_t unit;
	int status;
	struct seen_dir *dirs;
	size_t nr_dirs, alloc_dirs;
	/* members inflated whole: the decompressor and its buffers, reused */
	struct libdeflate_decompressor *inflater;	/* libdeflate.h */
	struct zz_buf packed, whole;
	struct zz_buf archive;		/* an archive read whole, reused */
	/* ARCHIVE:MEMBER given as an input: that member alone, and whether met */
	const char *only;
	bool found;
	/* the file walked is one unit, taken whole: its members are parts of it */
	bool claimed;
	/* symbolic links met in directories and not followed (-r, not -R) */
	size_t links;
	/* ARCHIVE:MEMBER#K (only: ARCHIVE:MEMBER): the K-th game alone; 0: all */
	unsigned long only_game;
	/* files -r met that are no regular files (FIFOs, devices): not read */
	size_t specials;
};

/*
 * Before a problem is said: false when this walk keeps it unsaid.  One
 * within a file taken whole is not shared: only the walk that took the
 * file meets it.
 */
static inline bool say(struct walker *w, size_t unit, bool shared)
{
	return !w->o->said || w->o->said(w->ctx, unit, shared && !w->claimed);
}

static inline bool stopped(const struct walker *w)
{
	return w->o->stop && *w->o->stop;
}

static inline bool is_zip(const unsigned char *m, size_t n)
{
	return n == 4 && m[0] == 'P' && m[1] == 'K' &&
	       ((m[2] == 3 && m[3] == 4) || (m[2] == 5 && m[3] == 6));
}


/*
 * The first bytes of a source, read to recognise it and given back to
 * the reader: a pipe cannot be rewound.
 */
struct head {
	unsigned char b[4];
	size_t len, pos;
};

static inline size_t head_give(struct head *h, char *buf, size_t n)
{
	size_t got = h->len - h->pos < n ? h->len - h->pos : n;

	memcpy(buf, h->b + h->pos, got);
	h->pos += got;
	return got;
}

struct file {
	FILE *fp;
	struct head head;
	unsigned long long total;	/* bytes read, the head included */
	long long size;			/* of a regular file at open, or -1 */
	unsigned long long fail_after;	/* ZERTZ_TEST_READ_FAIL, or 0 */
	int read_errno;			/* why a read failed, kept: what the
					 * command does after may set errno */
};

/* archive.c */
void walk_zip(struct walker *w, const char *path, FILE *fp, long long size);
void walk_stdin_zip(struct walker *w, const unsigned char *head, size_t len);
void walk_archives_release(struct walker *w);

#endif
