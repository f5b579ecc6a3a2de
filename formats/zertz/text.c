/*
 * Zertz's text side (formats/kinds.h): its notation, position strings and
 * the fields of its validate report.
 */
#include "kinds.h"

#include <stdlib.h>
#include <string.h>

#include "json_report.h"
#include "kartzip.h"
#include "notation.h"
#include "posstr.h"
#include "zreplay.h"
#include "zsearch.h"
#include "rings.h"
#include "rules.h"
#include "sgf.h"
#include "writer.h"
#include "xalloc.h"
#include "zen.h"
#include "zertz3d.h"
#include "zgame.h"
#include "stats_kind.h"
#include "transcript.h"
#include "ztext.h"
#include "i18n.h"
#include "banned.h"

static const zz_move_fmt move_fmt = zz_notation_move;

static void turn_write(struct zz_buf *out, const struct zz_game *g, size_t i)
{
	zz_notation_write(out, zz_zgame(g)->geom, zz_zturn(g, i));
}

static const struct zz_zreplay *replay_of(const struct zz_replay *m)
{
	return m->state;
}

static void position_write(struct zz_buf *out, const struct zz_replay *m)
{
	zz_posstr_write(out, &replay_of(m)->pos);
}

static int position_images(const char *s, struct zz_buf *out, struct zz_buf *err)
{
	struct zz_geom *custom = NULL;
	struct zz_pos p, q;
	unsigned k, c;

	if (zz_posstr_parse(s, &p, &custom, err))
		return -1;
	for (k = 0; k < p.geom->nsym; k++) {
		const unsigned char *to = p.geom->sym[k];

		zz_pos_clear(&q, p.geom);
		memcpy(q.pool, p.pool, sizeof(q.pool));
		memcpy(q.cap, p.cap, sizeof(q.cap));
		q.side = p.side;
		for (c = 0; c < p.geom->rings; c++) {
			if (!zz_pos_has_ring(&p, c))
				continue;
			zz_pos_set_ring(&q, to[c], true);
			zz_pos_set_marble(&q, to[c], zz_pos_marble(&p, c));
		}
		zz_posstr_write(out, &q);
		zz_buf_addch(out, '\n');
	}
	zz_geom_free(custom);
	return 0;
}

/*
 * The next option of a rule spec "name=value,..." at *p: its name (cut to
 * fit name[64]) and value; false at the end.
 */
static bool next_rule(const char **p, char name[64], const char **val, size_t *vlen)
{
	const char *s = *p, *eq, *end;
	size_t n;

	if (!*s)
		return false;
	eq = strchr(s, '=');
	end = strchr(s, ',');
	if (!end)
		end = s + strlen(s);
	n = (size_t)(eq - s) < 63 ? (size_t)(eq - s) : 63;
	memcpy(name, s, n);
	name[n] = '\0';
	*val = eq + 1;
	*vlen = (size_t)(end - eq - 1);
	*p = *end ? end + 1 : end;
	return true;
}

/* Rule options "name=value,..." as an object of strings. */
static void rules_object(struct zz_jw *w, const char *spec)
{
	const char *val;
	char name[64];
	size_t n;

	zz_jw_object(w);
	while (next_rule(&spec, name, &val, &n)) {
		zz_jw_key(w, name);
		zz_jw_strn(w, val, n);
	}
	zz_jw_end_object(w);
}

static void rule_member(void *ctx, const char *name, const char *value, bool is_default)
{
	(void)is_default;
	zz_jw_key(ctx, name);
	zz_jw_str(ctx, value);
}

/* Every rule option, from the one option table, as a report's object. */
static void rules_report(struct zz_jw *w, const struct zz_rules *r)
{
	zz_jw_object(w);
	zz_rules_each(r, rule_member, w);
	zz_jw_end_object(w);
}

static void counts_report(struct zz_jw *w, const unsigned char c[ZZ_COLOUR_NB])
{
	unsigned i;

	zz_jw_array(w);
	for (i = 0; i < ZZ_COLOUR_NB; i++)
		zz_jw_int(w, c[i]);
	zz_jw_end_array(w);
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
		zz_buf_addint(&sb, z->geom->rings);
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

static void json_setup(struct zz_jw *w, const struct zz_game *g)
{
	const struct zz_zgame *z = zz_zgame(g);
	const struct zz_rules *r = &z->rules;
	struct zz_buf sb = ZZ_BUF_INIT;
	unsigned i;

	zz_jw_key(w, "board");
	if (z->geom && z->geom->board == ZZ_BOARD_CUSTOM) {
		zz_jw_str(w, "custom");
		zz_rings_write(&sb, z->geom);
		zz_jw_key(w, "rings");
		zz_jw_str(w, sb.buf);
		zz_buf_reset(&sb);
	} else if (z->geom) {
		zz_jw_int(w, z->geom->rings);
	} else {
		zz_jw_null(w);
	}
	zz_jw_key(w, "variant");
	zz_jw_str(w, zz_variant_name(r->variant));
	if (r->variant == ZZ_VARIANT_CUSTOM) {
		zz_jw_key(w, "marbles");
		counts_report(w, r->marbles);
		zz_jw_key(w, "win");
		zz_jw_array(w);
		zz_jw_int(w, r->win_each);
		for (i = 0; i < ZZ_COLOUR_NB; i++)
			zz_jw_int(w, r->win[i]);
		zz_jw_end_array(w);
	}
	zz_rules_format(r, &sb);
	if (sb.len) {
		zz_jw_key(w, "rules");
		rules_object(w, sb.buf);
	}
	if (z->has_start) {
		zz_buf_reset(&sb);
		zz_posstr_write(&sb, &z->start);
		zz_jw_key(w, "start");
		zz_jw_str(w, sb.buf);
	}
	zz_buf_release(&sb);
}

static int turn_parse(struct zz_game *g, size_t i, const char *s, size_t n,
		      const struct zz_loc *loc, struct zz_diag *d)
{
	return zz_notation_parse(zz_zgame(g)->geom, s, n, loc, zz_zturn(g, i), d);
}

static int turn_quick(struct zz_game *g, size_t i, const char *s, size_t n, unsigned col)
{
	return zz_notation_quick(zz_zgame(g)->geom, s, n, col, zz_zturn(g, i));
}

/* Zertz's set-up as a report's memo keeps it (json_report.h) */
struct memo_setup {
	int board;			/* -1: no board */
	struct zz_rules rules;
};
_Static_assert(sizeof(struct memo_setup) <= ZZ_JSON_MEMO_SETUP, "the memo holds a set-up");

static void report_setup(struct zz_jw *w, const struct zz_game *g, bool none,
			 struct zz_json_memo *memo)
{
	const struct zz_zgame *z = zz_zgame(g);
	const struct zz_rules *r = &z->rules;
	static const char *const names[] = { "variant", "marbles", "win", "rules" };
	static const char *const colours[ZZ_COLOUR_NB] = { "white", "grey", "black" };
	int board = z->geom ? (int)z->geom->board : -1;
	unsigned i;

	struct memo_setup now, last;

	if (!none && memo) {
		/* the board is written by its kind alone (a fixed kind has its rings) */
		memcpy(&last, memo->setup, sizeof(last));
		if (last.board == board && zz_rules_same(&last.rules, r) &&
		    zz_jw_memo_put(w, &memo->text))
			return;
		zz_jw_memo_begin(w, &memo->text);
	}
	zz_jw_key(w, "board");
	if (!z->geom)
		zz_jw_null(w);
	else if (z->geom->board == ZZ_BOARD_CUSTOM)
		zz_jw_str(w, "custom");
	else
		zz_jw_int(w, z->geom->rings);
	if (none) {
		/* a source without a game has no variant or rules either */
		for (i = 0; i < 4; i++) {
			zz_jw_key(w, names[i]);
			zz_jw_null(w);
		}
		return;
	}
	zz_jw_key(w, "variant");
	zz_jw_str(w, zz_variant_name(r->variant));
	zz_jw_key(w, "marbles");
	counts_report(w, r->marbles);
	zz_jw_key(w, "win");
	zz_jw_object(w);
	zz_jw_key(w, "each");
	zz_jw_int(w, r->win_each);
	for (i = 0; i < ZZ_COLOUR_NB; i++) {
		zz_jw_key(w, colours[i]);
		zz_jw_int(w, r->win[i]);
	}
	zz_jw_end_object(w);
	zz_jw_key(w, "rules");
	rules_report(w, r);
	if (!memo)
		return;
	zz_jw_memo_end(w, &memo->text);
	memset(&now, 0, sizeof(now));
	now.board = board;
	now.rules = *r;
	memcpy(memo->setup, &now, sizeof(now));
}

static void report_result(struct zz_jw *w, const struct zz_replay *m)
{
	const struct zz_zreplay *rp = replay_of(m);

	zz_jw_key(w, "captures");
	zz_jw_object(w);
	zz_jw_key(w, "first");
	counts_report(w, rp->pos.cap[0]);
	zz_jw_key(w, "second");
	counts_report(w, rp->pos.cap[1]);
	zz_jw_end_object(w);
}

/* Boardspace's SGF, the dialect of SGF no other game claims */
static void *sgf_open(struct zz_input *in, struct zz_diag *d)
{
	struct zz_sgf_reader *rd = zz_xmalloc(sizeof(*rd));

	zz_sgf_reader_init(rd, in, d);
	return rd;
}

static int sgf_read(void *rd, struct zz_game *g)
{
	return zz_sgf_read(rd, g);
}

static void sgf_close(void *rd)
{
	zz_sgf_reader_release(rd);
	free(rd);
}

/* perft: from a position string, or the start on a board of known size */
/* What a Zertz position to search owns: its rules and its custom board. */
struct zsearch_keep {
	struct zz_rules rules;
	struct zz_pos pos;
	struct zz_geom *custom;
};

static int search_position(const char *s, const char *rules, struct zz_search_position *out,
			   struct zz_buf *err)
{
	struct zsearch_keep *k = zz_xcalloc(1, sizeof(*k));

	zz_rules_init(&k->rules);
	if ((rules && zz_rules_parse(&k->rules, rules, err)) ||
	    zz_posstr_parse(s, &k->pos, &k->custom, err)) {
		free(k);
		return -1;
	}
	out->search = &zz_search_zertz;
	out->pos = &k->pos;
	out->rules = &k->rules;
	out->keep = k;
	return 0;
}

static void search_release(struct zz_search_position *p)
{
	struct zsearch_keep *k = p->keep;

	if (k)
		zz_geom_free(k->custom);
	free(k);
	memset(p, 0, sizeof(*p));
}

static void search_turn_write(struct zz_buf *out, const void *pos, const void *turn)
{
	zz_notation_move(out, pos, turn);
}

static void search_position_write(struct zz_buf *out, const void *pos)
{
	zz_posstr_write(out, pos);
}

static void search_rules_write(struct zz_buf *out, const void *rules)
{
	const struct zz_rules *r = rules;

	/* the variant's settings too: a proof holds under these rules alone */
	zz_buf_addf(out, "marbles=%u/%u/%u,win=%u/%u/%u/%u,", r->marbles[0], r->marbles[1], r->marbles[2],
		    r->win_each, r->win[0], r->win[1], r->win[2]);
	zz_rules_format_all(r, out);
}

static int perft(const char *s, unsigned long board, const char *rules, unsigned depth,
		 uint64_t *count, struct zz_buf *err)
{
	const struct zz_geom *g = NULL;
	struct zz_geom *custom = NULL;
	struct zz_rules r;
	struct zz_pos p;

	zz_rules_init(&r);
	if (rules && zz_rules_parse(&r, rules, err))
		return -1;
	if (board != ZZ_NO_BOARD) {
		g = zz_geom_get(board > 1000 ? 0 : (unsigned)board);
		if (!g) {
			zz_buf_addf(err, _("--board: no board has %lu rings"), board);
			return -1;
		}
	}
	if (s) {
		struct zz_buf why = ZZ_BUF_INIT;

		if (zz_posstr_parse(s, &p, &custom, &why)) {
			zz_buf_addf(err, _("--position: %s"), why.buf);
			zz_buf_release(&why);
			return -1;
		}
		zz_buf_release(&why);
		if (g && g != p.geom) {
			zz_buf_addf(err, _("--position is on %u rings, --board says %lu"), p.geom->rings,
				    board);
			zz_geom_free(custom);
			return -1;
		}
	} else {
		if (!g) {
			zz_buf_addstr(err, _("perft: --board or --position is required"));
			return -1;
		}
		zz_pos_init(&p, g, r.marbles);
	}
	*count = zz_rules_perft(&r, &p, depth);
	zz_geom_free(custom);
	return 0;
}

static int zen_game(struct zz_buf *out, const struct zz_game *g, unsigned *dropped,
		    struct zz_buf *why)
{
	(void)dropped;
	(void)why;
	zz_zen_write(out, g);
	return 0;
}

static int zip_position(struct zz_buf *out, const struct zz_replay *m, struct zz_buf *why)
{
	(void)why;
	zz_kart_zip_write(out, &replay_of(m)->pos);
	return 0;
}

/* The formats of Zertz records no other game has (convert -t). */
/* select --variant: each a zz_variant_name() */
static const char *const variant_names[] = { "standard", "blitz", "custom", NULL };

static const struct zz_own_format own_formats[] = {
	{ ZZ_OUT_SGF, "Boardspace SGF", "games", zz_sgf_write, NULL },
	{ ZZ_OUT_ZERTZ3D, "Zertz3D notation", "games", zz_zertz3d_write, NULL },
	{ ZZ_OUT_ZEN, "KART's ZEN", "games", zen_game, NULL },
	{ ZZ_OUT_ZIP, "KART's ZIP", "positions", NULL, zip_position },
	{ ZZ_OUT_ZGN, NULL, NULL, NULL, NULL }
};

/* Zertz3D's files, told by their first line in this order (before a reference file's) */
static const struct zz_line_format *const line_formats[] = {
	&zz_zertz3d_lines, &zz_transcript_lines, NULL
};

const struct zz_text_kind zz_text_zertz = {
	.kind = &zz_kind_zertz,
	.notation = &move_fmt,
	.settle = zz_zertz_settle,
	.setup_tag = zz_zertz_setup_tag,
	.tags_write = tags_write,
	.json_setup = json_setup,
	.json_keys = zz_zertz_json_keys,
	.json_setup_read = zz_zertz_json_setup,
	.turn_parse = turn_parse,
	.turn_quick = turn_quick,
	.turn_write = turn_write,
	.position_write = position_write,
	.position_images = position_images,
	.report_setup = report_setup,
	.set_name = zz_win_set_name,
	.report_result = report_result,
	.draw = &zz_draw_zertz,
	.sgf_open = sgf_open,
	.sgf_read = sgf_read,
	.sgf_close = sgf_close,
	.perft = perft,
	.search_position = search_position,
	.search_release = search_release,
	.search_turn_write = search_turn_write,
	.search_position_write = search_position_write,
	.search_rules_write = search_rules_write,
	.own_formats = own_formats,
	.setup_matches = zz_zertz_setup_matches,
	.board_known = zz_zertz_board_known,
	.variant_names = variant_names,
	.signature = zz_zertz_signature,
	.opening = zz_zertz_opening,
	.stats = &zz_stats_zertz,
	.move_dialect = &zz_zen_dialect,
	.line_formats = line_formats,
};
