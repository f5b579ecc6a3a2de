/*
 * libFuzzer target for TZAAR: the input as a TZAAR position string (the
 * engine on it: generating and counting agree, every legal action applies,
 * perft to depth 2, the ASCII and SVG diagrams), and as records of any
 * format (LittleGolem's, ZGN, reference files), each replayed and drawn.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "kinds.h"
#include "record.h"
#include "tascii.h"
#include "tgame.h"
#include "tposstr.h"
#include "tsvg.h"
#include "xalloc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void position(const char *s)
{
	static struct tz_action a[TZ_ACTIONS_MAX];
	struct zz_buf err = ZZ_BUF_INIT, out = ZZ_BUF_INIT;
	struct tz_pos p;
	struct tz_stacks st;
	struct tz_scene sc = { 0 };
	struct tz_svg_opts o = { .size = 480, .coords = TZ_COORDS_ALL };
	size_t n, i;

	if (zz_tz_posstr_parse(s, &p, &st, &err) == 0) {
		n = zz_tz_actions(&p, a);
		if (n != zz_tz_count_actions(&p))
			abort();	/* generating and counting agree */
		for (i = 0; i < n; i++) {
			struct tz_pos q = p;
			struct tz_stacks t = st;

			if (zz_tz_check(&p, &a[i]) != TZ_LEGAL)
				abort();	/* what is generated is legal */
			zz_tz_apply(&q, &t, &a[i]);
		}
		(void)zz_tz_perft(&p, 2);
		sc.pos = &p;
		sc.stacks = &st;
		zz_tz_ascii_board(&out, &p);
		zz_tz_svg_render(&out, &sc, &o);
	}
	zz_buf_release(&err);
	zz_buf_release(&out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = zz_xstrndup((const char *)data, size);
	struct zz_input in;
	struct zz_reader rd;
	struct zz_diag d;
	struct zz_game g;
	int n = 0;

	position(s);
	free(s);
	zz_input_init_mem(&in, "fuzz", (const char *)data, size);
	in.max_line = 4096;
	zz_diag_init(&d);
	zz_reader_init(&rd, &in, &d, ZZ_FORMAT_AUTO, NULL);
	while (n++ < 16) {
		zz_game_init(&g);
		if (zz_reader_read(&rd, &g) != 1) {
			zz_game_release(&g);
			break;
		}
		if (zz_game_playable(&g)) {
			struct zz_replay m;
			struct zz_buf out = ZZ_BUF_INIT;

			zz_replay_start(&m, &g, &d);
			zz_replay_all(&m);
			zz_text_kind(g.kind)->position_write(&out, &m);
			if (g.kind == &zz_kind_tzaar) {
				const struct tz_replay *r = zz_tz_replay_of(&m);
				struct tz_scene sc = { &g, &r->pos, &r->stacks, r->next,
						       r->next ? tz_turn_of(&g, r->next - 1) : NULL };
				struct tz_svg_opts o = { .size = 480, .coords = TZ_COORDS_RIM };

				zz_tz_svg_render(&out, &sc, &o);
			}
			zz_replay_release(&m);
			zz_buf_release(&out);
		}
		zz_game_release(&g);
		zz_diag_clear(&d);
	}
	zz_reader_release(&rd);
	zz_diag_release(&d);
	zz_input_release(&in);
	return 0;
}
