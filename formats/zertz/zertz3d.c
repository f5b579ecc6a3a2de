/*
 * Zertz3D notation files (spec/FORMATS.md 5.1): the header line both ways
 * and the writer.  The ZGN reader (zgn.c) reads their move lines, which
 * are the official notation with each hop of a chain on a line of its own
 * (the replay joins them); Zertz3D's transcripts are transcript.c's.
 */
#include "zertz3d.h"
#include "zgame.h"

#include <string.h>

#include "notation.h"
#include "writer.h"
#include "zgn.h"
#include "banned.h"

/* "37", "48 Blitz": the first line of a Zertz3D notation file. */
int zz_zertz3d_header(const char *s, size_t len, unsigned *rings, int *blitz)
{
	size_t i = 0;

	*rings = 0;
	while (i < len && s[i] >= '0' && s[i] <= '9' && i < 3)
		*rings = *rings * 10 + (unsigned)(s[i++] - '0');
	if (!i || !zz_geom_get(*rings))
		return 0;
	*blitz = 0;
	if (i == len)
		return 1;
	if (len - i == 6 && !memcmp(s + i, " Blitz", 6)) {
		*blitz = 1;
		return 1;
	}
	return 0;
}

static bool header_line(const char *s, size_t n)
{
	unsigned rings;
	int blitz;

	return zz_zertz3d_header(s, n, &rings, &blitz);
}

/* The header line read: its board and variant. */
static void header_read(struct zz_game *g, const char *s, size_t n, const struct zz_loc *loc)
{
	unsigned rings;
	int blitz;
	char buf[3];

	zz_zertz3d_header(s, n, &rings, &blitz);
	buf[0] = (char)('0' + rings / 10);
	buf[1] = (char)('0' + rings % 10);
	buf[2] = '\0';
	zz_game_set_tag(g, "Board", buf, loc);
	if (blitz)
		zz_game_set_tag(g, "Variant", "blitz", loc);
}

static void lenient(struct zz_diag *d, const struct zz_loc *loc)
{
	zz_diag_add(d, ZZ_W_LENIENT, loc, "a Zertz3D notation file");
}

/* Read beside ZGN: its header starts each game of a stream. */
const struct zz_line_format zz_zertz3d_lines = {
	.name = "zertz3d",
	.lenient = lenient,
	.detect = header_line,
	.starts_game = header_line,
	.header = header_read,
	.hop_lines = true,
};

/* Zertz3D: the board size, the players, one action per line. */
int zz_zertz3d_write(struct zz_buf *out, const struct zz_game *g, unsigned *dropped,
		     struct zz_buf *why)
{
	const char *first = zz_game_tag(g, "First"), *second = zz_game_tag(g, "Second");
	size_t i, k;

	if (!zz_zgame(g)->geom) {
		zz_buf_addstr(why, "the game has no board");
		return -1;
	}
	if (zz_zgame(g)->geom->board == ZZ_BOARD_CUSTOM) {
		zz_buf_addstr(why, "Zertz3D has no custom boards");
		return -1;
	}
	if (zz_zgame(g)->has_start) {
		/* the moves alone would be another game, or none */
		zz_buf_addstr(why, "Zertz3D cannot set up a start position");
		return -1;
	}
	if (zz_zgame(g)->rules.variant == ZZ_VARIANT_CUSTOM)
		*dropped |= ZZ_DROP_VARIANT;
	{
		struct zz_buf opts = ZZ_BUF_INIT;

		zz_rules_format(&zz_zgame(g)->rules, &opts);
		if (opts.len)
			*dropped |= ZZ_DROP_RULES;
		zz_buf_release(&opts);
	}
	for (i = 0; i < g->nr_tags; i++) {
		const char *n = g->tags[i].name;

		if (strcmp(n, "First") && strcmp(n, "Second") && strcmp(n, "Board") &&
		    strcmp(n, "Variant") && strcmp(n, "Result"))
			*dropped |= !strcmp(n, "Termination") ? ZZ_DROP_TERMINATION : ZZ_DROP_TAGS;
	}
	zz_buf_addf(out, "%u%s\n", zz_zgame(g)->geom->rings,
		    zz_zgame(g)->rules.variant == ZZ_VARIANT_BLITZ ? " Blitz" : "");
	if (first)
		zz_buf_addf(out, "# Player 1: %s\n", first);
	if (second)
		zz_buf_addf(out, "# Player 2: %s\n", second);
	for (i = 0; i < g->nr_turns; i++) {
		const struct zz_turn *h = &g->turns[i];
		const struct zz_zturn *t = zz_zturn(g, i);

		if (h->comment)
			*dropped |= ZZ_DROP_COMMENTS;
		if (h->clock_ms >= 0)
			*dropped |= ZZ_DROP_CLOCKS;
		if (h->nag)
			*dropped |= ZZ_DROP_MARKS;
		if (t->move.kind != ZZ_MOVE_CAPTURE) {
			zz_notation_write(out, zz_zgame(g)->geom, t);
			zz_buf_addch(out, '\n');
			continue;
		}
		/* Zertz3D writes each hop of a chain on its own line (said: its reader joins them, warning) */
		if (t->move.nhops > 1)
			*dropped |= ZZ_DROP_CHAIN_LINES;
		for (k = 0; k < t->move.nhops; k++) {
			unsigned from = k ? t->move.hop[k - 1] : t->move.cell;

			zz_buf_addf(out, "x %s%c%s\n", zz_geom_label(zz_zgame(g)->geom, from),
				    (t->flags & ZZ_ZTURN_COLOURS) && t->hop_colour[k] < ZZ_COLOUR_NB
				    ? zz_colour_letter((enum zz_colour)t->hop_colour[k]) : '?',
				    zz_geom_label(zz_zgame(g)->geom, t->move.hop[k]));
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
		*dropped |= ZZ_DROP_TERMINATION;
		break;
	}
	return 0;
}

