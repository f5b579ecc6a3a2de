#ifndef ZZ_ZIPDIR_H
#define ZZ_ZIPDIR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * The central directory of a zip archive held whole in memory, read
 * without libzip: the walker's way through the usual archive, thousands of
 * small deflated members, where libzip's reading of each directory entry
 * (and its opening of each member) cost more than inflating it.
 *
 * Only the plainest archive is read: one disk, no zip64, the directory
 * right before its end record and that record at the very end (no archive
 * comment), every entry well formed, named in ASCII, and with no extra
 * field that could rename it (Info-ZIP's Unicode path) or resize it
 * (zip64).  Anything else is declined whole, before any member is read,
 * and libzip reads the archive as before: this reader never says an
 * archive is broken, and never reads one libzip would refuse or read
 * otherwise.  Entries are in directory order, libzip's index order.
 */

struct zipdir_entry {
	const char *name;		/* in the archive, not NUL-terminated */
	size_t name_len;
	unsigned method;		/* 0 stored, 8 deflated, ... */
	unsigned flags;			/* general purpose: bit 0 encrypted */
	uint32_t crc;
	uint32_t comp_size, size;
	uint32_t local;			/* offset of the local header */
};

struct zipdir {
	const unsigned char *buf;
	size_t len;
	size_t cd_offset;		/* where the directory starts */
	struct zipdir_entry *e;		/* owned */
	size_t n, alloc;
};

/* Read the directory of buf[0 .. len): 0, or -1 when it is not the plainest. */
int zipdir_read(struct zipdir *d, const unsigned char *buf, size_t len);
void zipdir_release(struct zipdir *d);

/*
 * The stored bytes of entry i (comp_size of them), past its local header:
 * NULL when the local header is not where and what the directory says.
 */
const unsigned char *zipdir_data(const struct zipdir *d, size_t i);

#endif
