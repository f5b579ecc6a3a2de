/* libFuzzer target: position strings, and the engine on what they give. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "posstr.h"
#include "rules.h"
#include "xalloc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct zz_move moves[ZZ_MOVES_MAX];
	char *s = zz_xstrndup((const char *)data, size);
	struct zz_buf err = ZZ_BUF_INIT, out = ZZ_BUF_INIT;
	struct zz_pos p, q;
	struct zz_rules r;

	if (zz_posstr_parse(s, &p, &err) == 0) {
		size_t n, i;

		zz_posstr_write(&out, &p);
		if (zz_posstr_parse(out.buf, &q, &err) || !zz_pos_equal(&p, &q))
			abort();	/* a written position reads back */
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
		}
	}
	zz_buf_release(&err);
	zz_buf_release(&out);
	free(s);
	return 0;
}
