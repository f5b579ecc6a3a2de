/*
 * libFuzzer target: zip archives, read through the same walker as the
 * commands (cmd/walk.c), each member through the record reader.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
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
	struct walk_opts o = { false, 4096, NULL, 1u << 20, 4u << 20 };
	char *paths[1];
	FILE *fp;

	if (!path[0])
		snprintf(path, sizeof(path), "/tmp/zertz-fuzz-%ld.zip", (long)getpid());
	fp = fopen(path, "wb");
	if (!fp)
		return 0;
	fwrite(data, 1, size, fp);
	fclose(fp);
	paths[0] = path;
	walk_inputs(paths, 1, &o, unit, NULL);
	return 0;
}
