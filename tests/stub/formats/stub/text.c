/*
 * The stub third game's text side (tests/stub.sh): the least a game's
 * entry of formats/kinds.h asks for.  A turn is written "m"; the position
 * after k turns is "stub K".
 */
#include "kinds.h"

#include <string.h>

#include "banned.h"

static void settle(struct zz_game *g, struct zz_diag *d, enum zz_naming naming)
{
	(void)g;
	(void)d;
	(void)naming;
}

static bool setup_tag(const char *name)
{
	(void)name;
	return false;
}

static void tags_write(const struct zz_game *g, void (*tag)(void *ctx, const char *name, const char *value),
		       void *ctx)
{
	(void)g;
	(void)tag;
	(void)ctx;
}

static void json_setup(struct zz_jw *w, const struct zz_game *g)
{
	(void)w;
	(void)g;
}

static const char *const setup_keys[] = { NULL };

static int turn_parse(struct zz_game *g, size_t i, const char *s, size_t n, const struct zz_loc *loc,
		      struct zz_diag *d)
{
	(void)g;
	(void)i;
	if (n == 1 && s[0] == 'm')
		return 0;
	zz_diag_add(d, ZZ_E_SYNTAX, loc, "a stub turn is 'm'");
	return -1;
}

static void turn_write(struct zz_buf *out, const struct zz_game *g, size_t i)
{
	(void)g;
	(void)i;
	zz_buf_addch(out, 'm');
}

static void position_write(struct zz_buf *out, const struct zz_replay *m)
{
	zz_buf_addf(out, "stub %zu", zz_replay_turn(m));
}

static int position_images(const char *s, struct zz_buf *out, struct zz_buf *err)
{
	(void)err;
	zz_buf_addf(out, "%s\n", s);
	return 0;
}

static void report_setup(struct zz_jw *w, const struct zz_game *g, bool none, struct zz_json_memo *memo)
{
	(void)w;
	(void)g;
	(void)none;
	(void)memo;
}

static const char *set_name(int set)
{
	(void)set;
	return NULL;
}

static void report_result(struct zz_jw *w, const struct zz_replay *m)
{
	(void)w;
	(void)m;
}

const struct zz_text_kind zz_text_stub = {
	.kind = &zz_kind_stub,
	.settle = settle,
	.setup_tag = setup_tag,
	.tags_write = tags_write,
	.json_setup = json_setup,
	.setup_keys = setup_keys,
	.turn_parse = turn_parse,
	.turn_write = turn_write,
	.position_write = position_write,
	.position_images = position_images,
	.report_setup = report_setup,
	.set_name = set_name,
	.report_result = report_result,
};
