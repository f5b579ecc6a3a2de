/*
 * libFuzzer target for the record readers; FUZZ_FORMAT picks the format
 * (ZZ_FORMAT_ZGN, _SGF, _JSON, _YAML).  Every game read is replayed and
 * written in every format; a game that replays cleanly must give the same
 * canonical ZGN when its ZGN is read back (abort otherwise).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "kinds.h"
#include "record.h"

#include "writer.h"
#include "zgn.h"

#ifndef FUZZ_FORMAT
#define FUZZ_FORMAT ZZ_FORMAT_ZGN
#endif

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void check_fixed_point(const struct zz_buf *zgn)
{
	struct zz_input in;
	struct zz_reader rd;
	struct zz_diag d;
	struct zz_game g;
	struct zz_buf again = ZZ_BUF_INIT;

	zz_input_init_mem(&in, "again", zgn->buf, zgn->len);
	zz_diag_init(&d);
	zz_reader_init(&rd, &in, &d, ZZ_FORMAT_ZGN, NULL);
	zz_game_init(&g);
	if (zz_reader_read(&rd, &g) == 1 && zz_game_playable(&g)) {
		struct zz_replay m;

		zz_replay_start(&m, &g, &d);
		zz_replay_all(&m);
		zz_replay_release(&m);
		zz_zgn_write(&again, &g);
		if (d.count[ZZ_LEVEL_ERROR] || again.len != zgn->len ||
		    memcmp(again.buf, zgn->buf, zgn->len))
			abort();	/* canonical ZGN must read back to itself */
	} else {
		abort();
	}
	zz_game_release(&g);
	zz_reader_release(&rd);
	zz_diag_release(&d);
	zz_input_release(&in);
	zz_buf_release(&again);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct zz_input in;
	struct zz_reader rd;
	struct zz_diag d;
	struct zz_game g;
	int n = 0;

	zz_input_init_mem(&in, "fuzz", (const char *)data, size);
	in.max_line = 4096;
	zz_diag_init(&d);
	zz_reader_init(&rd, &in, &d, FUZZ_FORMAT, NULL);
	while (n++ < 64) {
		struct zz_replay m;
		struct zz_buf out = ZZ_BUF_INIT, why = ZZ_BUF_INIT;
		unsigned f;

		zz_game_init(&g);
		if (zz_reader_read(&rd, &g) != 1) {
			zz_game_release(&g);
			break;
		}
		if (zz_game_playable(&g)) {
			zz_replay_start(&m, &g, &d);
			zz_replay_all(&m);
			zz_replay_release(&m);
			for (f = ZZ_OUT_ZGN; f < ZZ_OUT_POSITION; f++) {
				struct zz_writer w;

				zz_writer_init(&w, (enum zz_out)f);
				zz_buf_reset(&out);
				zz_writer_game(&w, &out, &g, &why);
				zz_writer_end(&w, &out);
			}
			if (!d.count[ZZ_LEVEL_ERROR]) {
				zz_buf_reset(&out);
				zz_zgn_write(&out, &g);
				check_fixed_point(&out);
			}
		}
		zz_buf_release(&out);
		zz_buf_release(&why);
		zz_game_release(&g);
		zz_diag_clear(&d);
	}
	zz_reader_release(&rd);
	zz_diag_release(&d);
	zz_input_release(&in);
	return 0;
}
