#include "writer.h"

#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "notation.h"
#include "schema.h"
#include "yaml.h"
#include "zgn.h"
#include "banned.h"

static const char *const names[ZZ_OUT_NB] = {
	"zgn", "json", "jsonl", "yaml", "sgf", "zertz3d", "position"
};

int zz_out_parse(const char *name)
{
	int i;

	for (i = 0; i < ZZ_OUT_NB; i++)
		if (!strcmp(names[i], name))
			return i;
	return -1;
}

const char *zz_out_name(enum zz_out f)
{
	return names[f];
}

void zz_writer_init(struct zz_writer *w, enum zz_out format)
{
	memset(w, 0, sizeof(*w));
	w->format = format;
}

void zz_writer_describe(unsigned dropped, struct zz_buf *out)
{
	static const char *const what[] = {
		"tags", "comments", "clocks", "rule options", "the variant",
		"start positions", "how games ended", "passes"
	};
	unsigned i;
	const char *sep = "";

	for (i = 0; i < sizeof(what) / sizeof(what[0]); i++)
		if (dropped & (1u << i)) {
			zz_buf_addf(out, "%s%s", sep, what[i]);
			sep = ", ";
		}
}

/* Zertz3D: the board size, the players, one action per line. */
static int zertz3d(struct zz_writer *w, struct zz_buf *out,
		   const struct zz_game *g, struct zz_buf *why)
{
	const char *first = zz_game_tag(g, "First"), *second = zz_game_tag(g, "Second");
	size_t i, k;

	if (!g->geom) {
		zz_buf_addstr(why, "the game has no board");
		return -1;
	}
	if (g->geom->board == ZZ_BOARD_CUSTOM) {
		zz_buf_addstr(why, "Zertz3D has no custom boards");
		return -1;
	}
	if (g->has_start) {
		/* the moves alone would be another game, or none */
		zz_buf_addstr(why, "Zertz3D cannot set up a start position");
		return -1;
	}
	if (g->rules.variant == ZZ_VARIANT_CUSTOM)
		w->dropped |= ZZ_DROP_VARIANT;
	{
		struct zz_buf opts = ZZ_BUF_INIT;

		zz_rules_format(&g->rules, &opts);
		if (opts.len)
			w->dropped |= ZZ_DROP_RULES;
		zz_buf_release(&opts);
	}
	for (i = 0; i < g->nr_tags; i++) {
		const char *n = g->tags[i].name;

		if (strcmp(n, "First") && strcmp(n, "Second") && strcmp(n, "Board") &&
		    strcmp(n, "Variant") && strcmp(n, "Result"))
			w->dropped |= !strcmp(n, "Termination") ? ZZ_DROP_TERMINATION : ZZ_DROP_TAGS;
	}
	zz_buf_addf(out, "%u%s\n", g->geom->rings,
		    g->rules.variant == ZZ_VARIANT_BLITZ ? " Blitz" : "");
	if (first)
		zz_buf_addf(out, "# Player 1: %s\n", first);
	if (second)
		zz_buf_addf(out, "# Player 2: %s\n", second);
	for (i = 0; i < g->nr_turns; i++) {
		const struct zz_turn *t = &g->turns[i];

		if (t->comment)
			w->dropped |= ZZ_DROP_COMMENTS;
		if (t->clock_ms >= 0)
			w->dropped |= ZZ_DROP_CLOCKS;
		if (t->move.kind != ZZ_MOVE_CAPTURE) {
			zz_notation_write(out, g->geom, t);
			zz_buf_addch(out, '\n');
			continue;
		}
		/* Zertz3D writes each hop of a chain on its own line */
		for (k = 0; k < t->move.nhops; k++) {
			unsigned from = k ? t->move.hop[k - 1] : t->move.cell;

			zz_buf_addf(out, "x %s%c%s\n", zz_geom_label(g->geom, from),
				    (t->flags & ZZ_TURN_COLOURS) && t->hop_colour[k] < ZZ_COLOUR_NB
				    ? zz_colour_letter((enum zz_colour)t->hop_colour[k]) : '?',
				    zz_geom_label(g->geom, t->move.hop[k]));
		}
	}
	switch (g->declared) {
	case ZZ_RESULT_FIRST:
		zz_buf_addstr(out, "# Winner: Player 1\n");
		break;
	case ZZ_RESULT_SECOND:
		zz_buf_addstr(out, "# Winner: Player 2\n");
		break;
	case ZZ_RESULT_DRAW:
		zz_buf_addstr(out, "# Result: Tie\n");
		break;
	case ZZ_RESULT_NONE:
	case ZZ_RESULT_UNFINISHED:
		break;
	case ZZ_RESULT_BOTH_LOSE:
		w->dropped |= ZZ_DROP_TERMINATION;
		break;
	}
	return 0;
}

int zz_writer_game(struct zz_writer *w, struct zz_buf *out,
		   const struct zz_game *g, struct zz_buf *why)
{
	json_t *tree;
	char *text;
	int rc = 0;

	switch (w->format) {
	case ZZ_OUT_ZGN:
		if (w->games)
			zz_buf_addch(out, '\n');
		zz_zgn_write(out, g);
		break;
	case ZZ_OUT_JSON:
	case ZZ_OUT_JSONL:
		tree = zz_schema_game(g);
		text = json_dumps(tree, JSON_PRESERVE_ORDER |
				  (w->format == ZZ_OUT_JSON ? JSON_INDENT(2) : JSON_COMPACT));
		if (w->format == ZZ_OUT_JSON)
			zz_buf_addstr(out, w->games ? ",\n" : "[\n");
		if (text)
			zz_buf_addstr(out, text);
		if (w->format == ZZ_OUT_JSONL)
			zz_buf_addch(out, '\n');
		free(text);
		json_decref(tree);
		break;
	case ZZ_OUT_YAML:
		tree = zz_schema_game(g);
		zz_yaml_write(out, tree);
		json_decref(tree);
		break;
	case ZZ_OUT_SGF:
	case ZZ_OUT_ZERTZ3D: {
		/* a game that cannot be written leaves nothing behind */
		struct zz_buf one = ZZ_BUF_INIT;

		rc = w->format == ZZ_OUT_SGF ? zz_sgf_write(&one, g, &w->dropped, why)
					     : zertz3d(w, &one, g, why);
		if (rc == 0)
			zz_buf_add(out, one.buf, one.len);
		zz_buf_release(&one);
		break;
	}
	case ZZ_OUT_POSITION:
	case ZZ_OUT_NB:
		break;
	}
	if (rc == 0)
		w->games++;
	return rc;
}

void zz_writer_end(struct zz_writer *w, struct zz_buf *out)
{
	if (w->format == ZZ_OUT_JSON)
		zz_buf_addstr(out, w->games ? "\n]\n" : "[]\n");
}
