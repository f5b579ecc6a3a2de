/*
 * Zertz's text side (formats/kinds.h): its notation, position strings and
 * the fields of its validate report.
 */
#include "kinds.h"

#include <string.h>

#include "notation.h"
#include "posstr.h"
#include "replay.h"
#include "rings.h"
#include "rules.h"
#include "zgame.h"
#include "banned.h"

static const zz_move_fmt move_fmt = zz_notation_move;

static void turn_write(struct zz_buf *out, const struct zz_game *g, size_t i)
{
	zz_notation_write(out, zz_zgame(g)->geom, zz_zturn(g, i));
}

static const struct zz_replay *replay_of(const struct zz_match *m)
{
	return m->state;
}

static void position_write(struct zz_buf *out, const struct zz_match *m)
{
	zz_posstr_write(out, &replay_of(m)->pos);
}

/* A JSON object of rule options "name=value,..." */
static json_t *rules_object(const char *spec)
{
	json_t *o = json_object();
	const char *p;

	for (p = spec; *p;) {
		const char *eq = strchr(p, '='), *end = strchr(p, ',');
		char name[64];
		size_t n;

		if (!end)
			end = p + strlen(p);
		n = (size_t)(eq - p) < sizeof(name) - 1 ? (size_t)(eq - p) : sizeof(name) - 1;
		memcpy(name, p, n);
		name[n] = '\0';
		json_object_set_new(o, name, json_stringn(eq + 1, (size_t)(end - eq - 1)));
		p = *end ? end + 1 : end;
	}
	return o;
}

/* Every rule option, from the one option table. */
static json_t *rules_json(const struct zz_rules *r)
{
	struct zz_buf sb = ZZ_BUF_INIT;
	json_t *o;

	zz_rules_format_all(r, &sb);
	o = rules_object(sb.buf);
	zz_buf_release(&sb);
	return o;
}

static json_t *counts_json(const unsigned char c[ZZ_COLOUR_NB])
{
	return json_pack("[iii]", c[0], c[1], c[2]);
}

static void tags_write(const struct zz_game *g,
		       void (*tag)(void *ctx, const char *name, const char *value), void *ctx)
{
	const struct zz_zgame *z = zz_zgame(g);
	const struct zz_rules *r = &z->rules;
	struct zz_buf sb = ZZ_BUF_INIT;

	if (z->geom && z->geom->board == ZZ_BOARD_CUSTOM) {
		tag(ctx, "Board", "custom");
		zz_rings_write(&sb, z->geom);
		tag(ctx, "Rings", sb.buf);
	} else if (z->geom) {
		zz_buf_addf(&sb, "%u", z->geom->rings);
		tag(ctx, "Board", sb.buf);
	}
	tag(ctx, "Variant", zz_variant_name(r->variant));
	if (r->variant == ZZ_VARIANT_CUSTOM) {
		zz_buf_reset(&sb);
		zz_buf_addf(&sb, "%u/%u/%u", r->marbles[0], r->marbles[1], r->marbles[2]);
		tag(ctx, "Marbles", sb.buf);
		zz_buf_reset(&sb);
		zz_buf_addf(&sb, "%u/%u/%u/%u", r->win_each, r->win[0], r->win[1], r->win[2]);
		tag(ctx, "Win", sb.buf);
	}
	zz_buf_reset(&sb);
	zz_rules_format(r, &sb);
	if (sb.len)
		tag(ctx, "Rules", sb.buf);
	if (z->has_start) {
		zz_buf_reset(&sb);
		zz_posstr_write(&sb, &z->start);
		tag(ctx, "Position", sb.buf);
	}
	zz_buf_release(&sb);
}

static void json_setup(json_t *o, const struct zz_game *g)
{
	const struct zz_zgame *z = zz_zgame(g);
	const struct zz_rules *r = &z->rules;
	struct zz_buf sb = ZZ_BUF_INIT;

	if (z->geom && z->geom->board == ZZ_BOARD_CUSTOM) {
		json_object_set_new(o, "board", json_string("custom"));
		zz_rings_write(&sb, z->geom);
		json_object_set_new(o, "rings", json_string(sb.buf));
		zz_buf_reset(&sb);
	} else {
		json_object_set_new(o, "board", z->geom ? json_integer(z->geom->rings) : json_null());
	}
	json_object_set_new(o, "variant", json_string(zz_variant_name(r->variant)));
	if (r->variant == ZZ_VARIANT_CUSTOM) {
		json_object_set_new(o, "marbles", counts_json(r->marbles));
		json_object_set_new(o, "win", json_pack("[iiii]", r->win_each, r->win[0],
							 r->win[1], r->win[2]));
	}
	zz_rules_format(r, &sb);
	if (sb.len)
		json_object_set_new(o, "rules", rules_object(sb.buf));
	if (z->has_start) {
		zz_buf_reset(&sb);
		zz_posstr_write(&sb, &z->start);
		json_object_set_new(o, "start", json_string(sb.buf));
	}
	zz_buf_release(&sb);
}

static int turn_parse(struct zz_game *g, size_t i, const char *s, size_t n,
		      const struct zz_loc *loc, struct zz_diag *d)
{
	return zz_notation_parse(zz_zgame(g)->geom, s, n, loc, zz_zturn(g, i), d);
}

static void report_setup(json_t *o, const struct zz_game *g, bool none)
{
	const struct zz_zgame *z = zz_zgame(g);
	const struct zz_rules *r = &z->rules;

	json_object_set_new(o, "board", !z->geom ? json_null()
			    : z->geom->board == ZZ_BOARD_CUSTOM ? json_string("custom")
			    : json_integer(z->geom->rings));
	if (none) {
		/* a source without a game has no variant or rules either */
		json_object_set_new(o, "variant", json_null());
		json_object_set_new(o, "marbles", json_null());
		json_object_set_new(o, "win", json_null());
		json_object_set_new(o, "rules", json_null());
		return;
	}
	json_object_set_new(o, "variant", json_string(zz_variant_name(r->variant)));
	json_object_set_new(o, "marbles", counts_json(r->marbles));
	json_object_set_new(o, "win", json_pack("{s:i,s:i,s:i,s:i}", "each", r->win_each,
						"white", r->win[0], "grey", r->win[1],
						"black", r->win[2]));
	json_object_set_new(o, "rules", rules_json(r));
}

static void report_result(json_t *res, const struct zz_match *m)
{
	const struct zz_replay *rp = replay_of(m);

	json_object_set_new(res, "captures", json_pack("{s:o,s:o}",
				"first", counts_json(rp->pos.cap[0]),
				"second", counts_json(rp->pos.cap[1])));
}

const struct zz_text_kind zz_text_zertz = {
	.kind = &zz_kind_zertz,
	.notation = &move_fmt,
	.settle = zz_zertz_settle,
	.setup_tag = zz_zertz_setup_tag,
	.tags_write = tags_write,
	.json_setup = json_setup,
	.turn_parse = turn_parse,
	.turn_write = turn_write,
	.position_write = position_write,
	.report_setup = report_setup,
	.set_name = zz_win_set_name,
	.report_result = report_result,
};
