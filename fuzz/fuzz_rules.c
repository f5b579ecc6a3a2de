/* libFuzzer target: rule-option strings (--rules and the [Rules] tag). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "xalloc.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *s = zz_xstrndup((const char *)data, size);
	struct zz_buf err = ZZ_BUF_INIT, a = ZZ_BUF_INIT, b = ZZ_BUF_INIT;
	struct zz_rules r, q;

	zz_rules_init(&r);
	if (zz_rules_parse(&r, s, &err) == 0) {
		/* the options it formats parse back to the same rules */
		zz_rules_format_all(&r, &a);
		zz_rules_init(&q);
		if (zz_rules_parse(&q, a.buf, &err))
			abort();
		q.variant = r.variant;
		memcpy(q.marbles, r.marbles, sizeof(q.marbles));
		q.win_each = r.win_each;
		memcpy(q.win, r.win, sizeof(q.win));
		zz_rules_format_all(&q, &b);
		if (strcmp(a.buf, b.buf))
			abort();
	}
	zz_buf_release(&err);
	zz_buf_release(&a);
	zz_buf_release(&b);
	free(s);
	return 0;
}
