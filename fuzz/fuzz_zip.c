/*
 * libFuzzer target: zip archives, read through the same walker as the
 * commands (cmd/walk.c), each member through the record reader.  The
 * archive lives in an anonymous memory file, named through /proc, so
 * that no run leaves a file behind.
 */
#define _GNU_SOURCE	/* memfd_create */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "record.h"
#include "walk.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void unit(void *ctx, size_t u, const char *name, struct zz_input *in)
{
	struct zz_reader rd;
	struct zz_diag d;
	struct zz_game g;
	int n = 0;

	(void)ctx;
	(void)u;
	(void)name;
	zz_diag_init(&d);
	zz_reader_init(&rd, in, &d, ZZ_FORMAT_AUTO, NULL);
	while (n++ < 16) {
		zz_game_init(&g);
		if (zz_reader_read(&rd, &g) != 1) {
			zz_game_release(&g);
			break;
		}
		zz_game_release(&g);
		zz_diag_clear(&d);
	}
	zz_reader_release(&rd);
	zz_diag_release(&d);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static char path[64];
	static int fd = -1;
	struct walk_opts o;
	char *paths[1];

	if (fd < 0) {
		fd = memfd_create("zertz-fuzz-zip", 0);
		if (fd < 0)
			abort();
		snprintf(path, sizeof(path), "/proc/self/fd/%d", fd);
	}
	if (ftruncate(fd, 0) || pwrite(fd, data, size, 0) != (ssize_t)size)
		abort();
	memset(&o, 0, sizeof(o));
	o.max_line = 4096;
	o.member_limit = 1u << 20;
	o.archive_limit = 4u << 20;
	o.quiet = true;
	paths[0] = path;
	walk_inputs(paths, 1, &o, unit, NULL);
	return 0;
}
