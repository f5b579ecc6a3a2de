/*
 * Zertz's set-up read from a record's tags -- [Board], [Rings],
 * [Variant], [Marbles], [Win], [Rules], [Position] -- whatever format
 * gave them: ZGN tags as written, JSON and YAML keys made tags by
 * schema.c.  The one place where a record's set-up is derived.
 */
#include "kinds.h"

#include <stdlib.h>
#include <string.h>

#include "posstr.h"
#include "schema.h"
#include "rings.h"
#include "zgame.h"
#include "ztext.h"
#include "banned.h"

/*
 * The [Position] of game g, whose board may already be known from its
 * tags (board_tag): the start is set, or the board cleared with a
 * diagnostic.
 */
/*
 * A position on another board than the record's: pos the position's
 * (NULL: a custom one), board the record's (NULL: not known), each said
 * whole, for a translation.
 */
static void board_differs(struct zz_diag *d, const struct zz_loc *loc, const struct zz_geom *pos,
			  const struct zz_geom *board)
{
	if (!pos)
		zz_diag_add(d, ZZ_E_POSITION, loc,
			    "the position is on a custom board, the record's board is %u rings",
			    board->rings);
	else if (board && board->board == ZZ_BOARD_CUSTOM)
		zz_diag_add(d, ZZ_E_POSITION, loc,
			    "the position is on %u rings, the record's board is custom", pos->rings);
	else if (board)
		zz_diag_add(d, ZZ_E_POSITION, loc,
			    "the position is on %u rings, the record's board is %u rings", pos->rings,
			    board->rings);
	else
		zz_diag_add(d, ZZ_E_POSITION, loc,
			    "the position is on %u rings, the record's board is not known", pos->rings);
}

static void settle_position(struct zz_game *g, const char *v, const struct zz_loc *loc,
			    bool board_tag, struct zz_diag *d)
{
	struct zz_zgame *z = zz_zgame(g);
	struct zz_buf a = ZZ_BUF_INIT, b = ZZ_BUF_INIT;
	struct zz_geom *custom = NULL;

	if (zz_posstr_parse_said(v, &z->start, &custom, d, loc)) {
		z->geom = NULL;
	} else if (board_tag && z->geom && custom && z->geom->board == ZZ_BOARD_CUSTOM) {
		/* the same cells as [Rings]: the position goes on that board */
		zz_rings_write(&a, z->geom);
		zz_rings_write(&b, custom);
		if (strcmp(a.buf, b.buf)) {
			zz_diag_add(d, ZZ_E_POSITION, loc,
				    "the position is on the board '%s', the record's board is '%s'",
				    b.buf, a.buf);
			z->geom = NULL;
		} else {
			z->start.geom = z->geom;
			z->has_start = true;
		}
	} else if (board_tag && z->geom != z->start.geom && !(custom && !z->geom)) {
		board_differs(d, loc, custom ? NULL : z->start.geom, z->geom);
		z->geom = NULL;
		z->start.geom = NULL;
	} else {
		if (custom) {
			zz_geom_free(z->custom);
			z->custom = custom;
			custom = NULL;
		}
		z->geom = z->start.geom;
		z->has_start = true;
	}
	zz_geom_free(custom);
	zz_buf_release(&a);
	zz_buf_release(&b);
}

/* Turn the tags that set up the game into its board, rules and start. */
void zz_zertz_settle(struct zz_game *g, struct zz_diag *d, enum zz_naming naming)
{
	/* the tags that set up the game, found in one pass */
	enum { T_BOARD, T_RINGS, T_VARIANT, T_MARBLES, T_WIN, T_RULES, T_POSITION, T_NB };
	static const char *const names[T_NB] = {
		"Board", "Rings", "Variant", "Marbles", "Win", "Rules", "Position"
	};
	static const char *const variant_opts[] = { "variant", "marbles", "win" };
	const struct zz_tag *tag[T_NB] = { NULL };
	struct zz_zgame *z = zz_zgame(g);
	bool board_tag = false;
	const char *v;
	const char *rings = naming == ZZ_NAMING_KEYS ? "'rings'" : "[Rings]";
	unsigned i, k;

	for (i = 0; i < g->nr_tags; i++)
		for (k = 0; k < T_NB; k++)
			if (g->tags[i].name[0] == names[k][0] && !strcmp(g->tags[i].name, names[k])) {
				tag[k] = &g->tags[i];
				break;
			}
	if (tag[T_BOARD]) {
		char *end;
		unsigned long n;

		v = tag[T_BOARD]->value;
		n = strtoul(v, &end, 10);
		z->geom = *v && !*end ? zz_geom_get((unsigned)n) : NULL;
		if (!z->geom && strcmp(v, "custom"))
			zz_diag_add(d, ZZ_E_BOARD, &tag[T_BOARD]->loc,
				    "'%s' (boards have 37, 40, 43, 44, 48 or 61 rings, or are 'custom')", v);
		board_tag = true;
	} else if (!z->geom && !tag[T_RINGS]) {
		z->geom = zz_geom_get(37);
	}
	if (tag[T_RINGS]) {
		/* a custom board: [Board "custom"], or no [Board] */
		const char *b = tag[T_BOARD] ? tag[T_BOARD]->value : NULL;

		if (b && strcmp(b, "custom")) {
			zz_diag_add(d, ZZ_E_BOARD, &tag[T_RINGS]->loc,
				    "%s goes with %s, not '%s'", rings,
				    naming == ZZ_NAMING_KEYS ? "a 'board' \"custom\"" : "[Board \"custom\"]", b);
			z->geom = NULL;
		} else if (!(z->custom = zz_rings_parse(tag[T_RINGS]->value, d, &tag[T_RINGS]->loc, rings))) {
			/* (said by zz_rings_parse, in the reader's language when shown) */
		} else {
			z->geom = z->custom;
		}
		board_tag = true;
	} else if (tag[T_BOARD] && !strcmp(tag[T_BOARD]->value, "custom") && !tag[T_POSITION]) {
		zz_diag_add(d, ZZ_E_BOARD, &tag[T_BOARD]->loc,
			    "a custom board needs %s listing its cells",
			    naming == ZZ_NAMING_KEYS ? "'rings'" : "a [Rings] tag");
	}
	for (i = 0; i < 3; i++) {
		const struct zz_tag *t = tag[T_VARIANT + i];
		struct zz_said w = { NULL, d, NULL, ZZ_E_VARIANT };

		if (!t)
			continue;
		if (!strcmp(t->value, "custom") && i == 0) {
			z->rules.variant = ZZ_VARIANT_CUSTOM;
			continue;
		}
		w.loc = &t->loc;
		zz_rules_set_as(&z->rules, variant_opts[i], t->value, &w);
	}
	if (tag[T_RULES]) {
		const struct zz_said w = { NULL, d, &tag[T_RULES]->loc, ZZ_E_RULE_OPTION };

		zz_rules_parse_as(&z->rules, tag[T_RULES]->value, &w);
	}
	if (tag[T_POSITION])
		settle_position(g, tag[T_POSITION]->value, &tag[T_POSITION]->loc, board_tag, d);
}

bool zz_zertz_setup_tag(const char *name)
{
	static const char *const tags[] = {
		"Board", "Rings", "Variant", "Marbles", "Win", "Rules", "Position", NULL
	};
	unsigned i;

	for (i = 0; tags[i]; i++)
		if (!strcmp(tags[i], name))
			return true;
	return false;
}

/* ---- the set-up as the keys of JSON and YAML records ---- */

const char *const zz_zertz_json_keys[] = { "board", "rings", "variant", "marbles", "win",
	"rules", "start", NULL };

/* n counts from 0 to 99, as an array */
static int counts(json_t *a, unsigned char *out, size_t n)
{
	size_t i;

	if (!ZZ_IS_ARRAY(a) || json_array_size(a) != n)
		return -1;
	for (i = 0; i < n; i++) {
		long long v;

		if (zz_schema_int(json_array_get(a, i), &v) || v < 0 || v > 99)
			return -1;
		out[i] = (unsigned char)v;
	}
	return 0;
}

/*
 * Zertz's set-up keys in JSON and YAML records (kinds.h json_setup_read),
 * each its JSON type checked and made the tag ZGN has: -1 when one is of
 * the wrong type; *broken when the game cannot be played at all (no board,
 * no start).
 */
int zz_zertz_json_setup(json_t *o, struct zz_game *g, struct zz_diag *d,
			const struct zz_loc *at, bool *broken)
{
	struct zz_buf err = ZZ_BUF_INIT;
	const char *key;
	json_t *v;
	int rc = 0;

	if ((v = json_object_get(o, "board"))) {
		char num[32];

		if (ZZ_IS_STRING(v)) {
			zz_schema_set_key(g, d, at, "board", "Board", json_string_value(v));
		} else if (ZZ_IS_INTEGER(v)) {
			snprintf(num, sizeof(num), "%lld", (long long)json_integer_value(v));
			zz_schema_set_key(g, d, at, "board", "Board", num);
		} else {
			zz_diag_add(d, ZZ_E_BOARD, at, "'board' must be 37, 40, 43, 44, 48, 61 or \"custom\"");
			*broken = true;
		}
	}
	if ((v = json_object_get(o, "rings"))) {
		if (ZZ_IS_STRING(v))
			zz_schema_set_key(g, d, at, "rings", "Rings", json_string_value(v));
		else
			rc = zz_schema_bad(d, at, "'rings' must be a string listing the cells");
	}
	if ((v = json_object_get(o, "variant"))) {
		if (ZZ_IS_STRING(v))
			zz_schema_set_key(g, d, at, "variant", "Variant", json_string_value(v));
		else
			rc = zz_schema_bad(d, at, "'variant' must be standard, blitz or custom");
	}
	if ((v = json_object_get(o, "marbles"))) {
		unsigned char m[3];

		if (counts(v, m, 3)) {
			rc = zz_schema_bad(d, at, "'marbles' must be three counts [white, grey, black]");
		} else {
			zz_buf_reset(&err);
			zz_buf_addf(&err, "%u/%u/%u", m[0], m[1], m[2]);
			zz_schema_set_key(g, d, at, "marbles", "Marbles", err.buf);
		}
	}
	if ((v = json_object_get(o, "win"))) {
		unsigned char w[4];

		if (counts(v, w, 4)) {
			rc = zz_schema_bad(d, at, "'win' must be four counts [each, white, grey, black]");
		} else {
			zz_buf_reset(&err);
			zz_buf_addf(&err, "%u/%u/%u/%u", w[0], w[1], w[2], w[3]);
			zz_schema_set_key(g, d, at, "win", "Win", err.buf);
		}
	}
	if ((v = json_object_get(o, "rules"))) {
		json_t *x;

		zz_buf_reset(&err);
		if (!ZZ_IS_OBJECT(v))
			rc = zz_schema_bad(d, at, "'rules' must be an object");
		else
			json_object_foreach(v, key, x) {
				if (!ZZ_IS_STRING(x)) {
					zz_diag_add(d, ZZ_E_RULE_OPTION, at, "rule values are strings");
					rc = -1;
					continue;
				}
				zz_buf_addf(&err, "%s%s=%s", err.len ? "," : "", key,
					    json_string_value(x));
			}
		if (err.len)
			zz_schema_set_key(g, d, at, "rules", "Rules", err.buf);
	}
	if ((v = json_object_get(o, "start"))) {
		if (ZZ_IS_STRING(v)) {
			zz_schema_set_key(g, d, at, "start", "Position", json_string_value(v));
		} else {
			zz_diag_add(d, ZZ_E_POSITION, at, "'start' must be a string");
			*broken = true;
		}
	}
	zz_buf_release(&err);
	return rc;
}
