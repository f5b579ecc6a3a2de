/*
 * libFuzzer target: position strings, the engine on what they give, and
 * the ASCII and SVG diagrams of the position and of its first turn (the
 * drawing options are taken from the input's length).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "posstr.h"
#include "render.h"
#include "rules.h"
#include "xalloc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void draw(const struct zz_scene *sc, size_t size)
{
	struct zz_render_opts o;
	struct zz_buf out = ZZ_BUF_INIT;

	zz_render_opts_init(&o);
	o.flip = size & 1;
	o.rotate = size >> 1 & 1;
	o.coords = (enum zz_coords_style)(size >> 2 & 3) % 3;
	o.removed = (enum zz_removed_style)(size >> 4 & 1);
	o.unicode = size >> 5 & 1;
	o.ansi = size >> 6 & 1;
	zz_ascii_render(&out, sc, &o);
	zz_svg_render(&out, sc, &o);
	zz_scene_caption(sc, &out);
	zz_buf_release(&out);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct zz_move moves[ZZ_MOVES_MAX];
	char *s = zz_xstrndup((const char *)data, size);
	struct zz_buf err = ZZ_BUF_INIT, out = ZZ_BUF_INIT, again = ZZ_BUF_INIT;
	struct zz_geom *custom = NULL, *custom2 = NULL;
	struct zz_pos p, q;
	struct zz_rules r;

	if (zz_posstr_parse(s, &p, &custom, &err) == 0) {
		struct zz_scene start = { 0 };
		size_t n, i;

		zz_posstr_write(&out, &p);
		if (zz_posstr_parse(out.buf, &q, &custom2, &err))
			abort();	/* a written position reads back */
		zz_posstr_write(&again, &q);
		if (strcmp(out.buf, again.buf) || (!custom && !zz_pos_equal(&p, &q)))
			abort();	/* ... to the same position */
		zz_geom_free(custom2);
		start.pos = &p;
		draw(&start, size);
		zz_rules_init(&r);
		n = zz_rules_gen(&r, &p, moves, ZZ_MOVES_MAX);
		if (n != zz_rules_count(&r, &p))
			abort();	/* generating and counting agree */
		for (i = 0; i < n && i < ZZ_MOVES_MAX && i < 64; i++) {
			struct zz_fault f;
			struct zz_effect e;
			struct zz_end end;

			if (zz_rules_check(&r, &p, &moves[i], 0, &f))
				abort();	/* a generated turn is legal */
			q = p;
			zz_rules_apply(&r, &q, &moves[i], NULL, &e);
			zz_rules_end(&r, &q, &e, &end);
			if (i == 0) {
				struct zz_zturn t = { .move = moves[0] };
				struct zz_scene sc = { .pos = &q, .turn = 1, .last = &t,
						       .before = &p, .effect = &e };

				draw(&sc, size);
			}
		}
	}
	zz_geom_free(custom);
	zz_buf_release(&err);
	zz_buf_release(&out);
	zz_buf_release(&again);
	free(s);
	return 0;
}
