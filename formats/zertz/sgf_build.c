/*
 * Boardspace SGF properties into a game's tags and turns: the root's, the
 * P-1 lines (Pop: a command taken back) and the end of the tree; P0's
 * and P1's commands are sgf_commands.c's.
 */
#include "sgf_build.h"
#include "i18n.h"
#include "sgf_builder.h"
#include "zgame.h"
#include "sgf_meta.h"

#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "text.h"
#include "xalloc.h"
#include "banned.h"

struct zz_sgf_builder *zz_sgf_build_begin(struct zz_game *g, struct zz_diag *d,
					  const char *source)
{
	struct zz_sgf_builder *b = zz_xcalloc(1, sizeof(*b));

	b->diag = d;
	b->source = source;
	zz_buf_init(&b->comment);
	zz_buf_init(&b->after);
	zz_buf_init(&b->notes);
	b->g = g;
	b->first = b->mover = -1;
	b->clock = -1;
	b->popped_remove = b->popped_place = -1;
	/* Zertz on 37 rings unless SU says otherwise */
	zz_zgame(g)->geom = zz_geom_get(37);
	return b;
}

/* Comment t after those into holds (has: whether it holds one), a line between. */
static void comment_join(struct zz_buf *into, bool *has, const char *t)
{
	if (*has)
		zz_buf_addch(into, '\n');
	zz_buf_addstr(into, t);
	*has = true;
}

void zz_sgf_comments_settle(struct zz_sgf_builder *b)
{
	struct zz_turn *last;
	struct zz_buf both = ZZ_BUF_INIT;

	if (!b->has_after)
		return;
	last = &b->g->turns[b->g->nr_turns - 1];
	if (last->comment) {
		zz_buf_addstr(&both, last->comment);
		zz_buf_addch(&both, '\n');
		free(last->comment);
	}
	zz_buf_add(&both, b->after.buf, b->after.len);
	last->comment = zz_buf_detach(&both, NULL);
	zz_buf_reset(&b->after);
	b->has_after = false;
}

void zz_sgf_build_node(struct zz_sgf_builder *b)
{
	b->node++;
}

void zz_sgf_build_broken(struct zz_sgf_builder *b)
{
	b->broken = true;
}

/* Decoded text of a value; warns once per record about a fallback. */
static char *text(struct zz_sgf_builder *b, const struct zz_buf *v,
		  const struct zz_loc *l, const char *id)
{
	struct zz_buf out = ZZ_BUF_INIT;

	if (zz_text_decode(v->buf, v->len, &out) && !b->encoding_warned) {
		b->encoding_warned = true;
		zz_diag_add(b->diag, ZZ_W_ENCODING, l, N_("property '%s' (and any after it)"), id);
	}
	return zz_buf_detach(&out, NULL);
}

/* The cell "D 4" at s (after blanks) on board g, or -1. */
static int board_cell(const struct zz_geom *g, const char *s)
{
	char *end;
	int col;

	while (*s == ' ')
		s++;
	col = zz_geom_col_on(g, *s);
	if (col < 0 || s[1] != ' ' || s[2] < '1' || s[2] > '9')
		return -1;
	return zz_geom_cell(g, (unsigned)col, (unsigned)small_number(s + 2, &end));
}

/* A command's verb and arguments, past its index: "RtoB 2 0 D 4". */
static const char *skip_index(const char *s)
{
	while (*s == ' ')
		s++;
	while (*s >= '0' && *s <= '9')
		s++;
	while (*s == ' ')
		s++;
	return s;
}

/*
 * "Pop P0[73 R- E 2]": Boardspace took that command of the player back
 * (its undo).  It is taken back here too when it is still part of the turn
 * being assembled, or when it is the Done that closed the player's last
 * turn, which is then open again.  What is not there any more (taken back
 * by an explicit R+ or BtoR already) is left alone, and the explicit undo
 * that may follow a Pop is then not a second one.
 */
/*
 * The next word of s: past the blanks at s, the word and the blanks after
 * it; NULL when nothing follows.  Never reads past the end of s.
 */
static const char *after_word(const char *s)
{
	while (*s == ' ')
		s++;
	while (*s && *s != ' ')
		s++;
	while (*s == ' ')
		s++;
	return *s ? s : NULL;
}

static void pop(struct zz_sgf_builder *b, int label, char *cmd)
{
	char *end = strrchr(cmd, ']');
	const char *c;
	int k;

	if (end)
		*end = '\0';
	c = skip_index(cmd);
	if (!strncasecmp_ascii(c, "done", 4) && !pending(b) && b->g->nr_turns &&
	    b->commit_label == label && b->commit_by_done) {
		/* the last turn is open again */
		struct zz_turn *h = &b->g->turns[b->g->nr_turns - 1];
		struct zz_zturn *t = zz_zturn(b->g, b->g->nr_turns - 1);

		if (t->move.kind == ZZ_MOVE_PLACE) {
			b->kind = P_PLACE;
			b->colour = t->move.colour;
			b->cell = t->move.cell;
			b->has_remove = t->move.remove != ZZ_NO_CELL;
			b->remove = t->move.remove;
		} else {
			/* commit() makes placements and captures only */
			b->kind = P_CAPTURE;
			b->cell = t->move.cell;
			b->nhops = t->move.nhops;
			memcpy(b->hop, t->move.hop, t->move.nhops);
		}
		b->label = label;
		b->loc = h->loc;
		b->clock = h->clock_ms;
		zz_sgf_comments_settle(b);
		zz_buf_reset(&b->comment);
		b->has_comment = h->comment != NULL;
		if (h->comment)
			zz_buf_addstr(&b->comment, h->comment);
		b->nag = h->nag;
		zz_game_remove_turn(b->g, b->g->nr_turns - 1);
		b->mover ^= 1;
		b->commit_by_done = false;
		return;
	}
	/* (a turn pending was read on a board, which it fixed) */
	if (!pending(b) || b->label != label)
		return;
	if (!strncasecmp_ascii(c, "r- ", 3)) {
		int cell = board_cell(zz_zgame(b->g)->geom, c + 3);

		if (b->has_remove && cell == b->remove) {
			b->has_remove = false;
			b->popped_remove = cell;
		}
	} else if (!strncasecmp_ascii(c, "rtob ", 5)) {
		/* "RtoB RACK COLOUR COL ROW": the cell after two numbers */
		const char *q = c + 5;
		int cell;

		for (k = 0; k < 2 && q; k++)
			q = after_word(q);
		cell = q ? board_cell(zz_zgame(b->g)->geom, q) : -1;
		if (b->kind == P_PLACE && cell == b->cell) {
			b->kind = P_NONE;
			b->popped_place = cell;
		}
	} else if (!strncasecmp_ascii(c, "btob ", 5)) {
		/* "BtoB COL ROW COL ROW": the cell after the first */
		const char *q = c + 5;
		int from = board_cell(zz_zgame(b->g)->geom, q), to;

		q = after_word(q);
		q = q ? after_word(q) : NULL;
		to = q ? board_cell(zz_zgame(b->g)->geom, q) : -1;
		if (b->kind == P_CAPTURE && b->nhops && b->hop[b->nhops - 1] == to &&
		    (b->nhops > 1 ? b->hop[b->nhops - 2] : b->cell) == from &&
		    --b->nhops == 0)
			b->kind = P_NONE;
	}
}

/*
 * A P-1 line: Boardspace's own notes (vcr: scrolling, edit: history).
 * A Start there is a real one (Zertz+xx records put it there).
 */
static void system_line(struct zz_sgf_builder *b, char *s, const struct zz_loc *l)
{
	char *p = s;

	b->system_lines = true;
	while (*p == ' ' || (*p >= '0' && *p <= '9'))
		p++;
	if (!strncasecmp_ascii(p, "start ", 6) && (p[6] == 'P' || p[6] == 'p') &&
	    (p[7] == '0' || p[7] == '1'))
		zz_sgf_command(b, p[7] - '0', s, l);
	else if (!strncasecmp_ascii(p, "pop p", 5) && (p[5] == '0' || p[5] == '1') && p[6] == '[')
		pop(b, p[5] - '0', p + 7);
}

/* What RE says against the end the moves record (a whole message each: each language words it its way). */
enum re_says { RE_TOKEN, RE_P0, RE_P1, RE_DRAW };

static void re_but(struct zz_sgf_builder *b, enum re_says says)
{
	const struct zz_loc *l = &b->re_loc;
	int p = b->end_label;
	bool resigned = b->end_by == END_RESIGN;
	/* a token (RE[1-0]) is the record's word, a text the server's: a warning */
	enum zz_code code = says == RE_TOKEN ? ZZ_E_RESULT : ZZ_W_RESULT_OVERRULED;

	switch (says) {
	case RE_TOKEN:
		if (resigned)
			zz_diag_add(b->diag, code, l, "RE[%s], but P%d resigned", b->re, p);
		else
			zz_diag_add(b->diag, code, l, "RE[%s], but P%d won on time", b->re, p);
		break;
	case RE_P0:
		if (resigned)
			zz_diag_add(b->diag, code, l, "RE names P0, but P%d resigned", p);
		else
			zz_diag_add(b->diag, code, l, "RE names P0, but P%d won on time", p);
		break;
	case RE_P1:
		if (resigned)
			zz_diag_add(b->diag, code, l, "RE names P1, but P%d resigned", p);
		else
			zz_diag_add(b->diag, code, l, "RE names P1, but P%d won on time", p);
		break;
	case RE_DRAW:
		if (resigned)
			zz_diag_add(b->diag, code, l, "RE says the game is a draw, but P%d resigned", p);
		else
			zz_diag_add(b->diag, code, l, "RE says the game is a draw, but P%d won on time", p);
		break;
	}
}

/* The player an RE value names as winner: its label, or -1. */
static int re_winner(const struct zz_sgf_builder *b)
{
	const char *name;
	size_t len;
	int l, found = -1;

	if (!b->re || zz_sgf_re_winner(b->re, &name, &len))
		return -1;
	for (l = 0; l < 2; l++)
		if (b->names[l] && strlen(b->names[l]) == len && !memcmp(name, b->names[l], len)) {
			if (found >= 0)
				return -1;	/* one name on both sides: RE cannot tell */
			found = l;
		}
	return found;
}

static void set_tag(struct zz_game *g, const char *name, const char *value)
{
	if (value && *value)
		zz_game_set_tag(g, name, value, NULL);
}

bool zz_sgf_build_end(struct zz_sgf_builder *b)
{
	struct zz_game *g = b->g;
	enum zz_result token;
	int winner, l;
	bool draw, text, system = b->system_lines;

	zz_sgf_turns_end(b);
	zz_sgf_comments_settle(b);
	if (b->has_notes)
		b->root[R_COMMENT] = zz_buf_detach(&b->notes, NULL);
	if (!b->root[R_DATE]) {
		/* no date, or one not understood: the one in the game's name or
		 * in the file's (Boardspace writes "...-2025-10-29-1136") */
		char date[11];

		if ((b->root[R_GN] && zz_sgf_name_date(b->root[R_GN], date)) ||
		    (b->source && zz_sgf_name_date(b->source, date)))
			b->root[R_DATE] = zz_xstrdup(date);
	}
	/* tags in one order, whatever the order of the file */
	set_tag(g, "First", b->names[b->first]);
	set_tag(g, "Second", b->names[!b->first]);
	set_tag(g, "Date", b->root[R_DATE]);
	set_tag(g, "BoardspaceDate", b->root[R_DT]);
	set_tag(g, "Event", b->root[R_GN]);
	set_tag(g, "TimeControl", b->root[R_TC]);
	set_tag(g, "Speed", b->root[R_GS]);
	set_tag(g, "Comment", b->root[R_COMMENT]);
	/* labels in the order of the players: who moved first, then the other */
	set_tag(g, "FirstRating", b->ratings[b->first]);
	set_tag(g, "SecondRating", b->ratings[!b->first]);
	set_tag(g, "FirstClock", b->clocks[b->first]);
	set_tag(g, "SecondClock", b->clocks[!b->first]);
	for (l = 0; l < R_NB; l++)
		free(b->root[l]);
	winner = re_winner(b);
	text = b->re && zz_result_parse(b->re, strlen(b->re), &token) != 0;
	if (b->re && !text) {
		/* RE[1-0] and so on, as zertz writes it: declared */
		g->declared = token;
		g->declared_loc = b->re_loc;
	} else {
		set_tag(g, "BoardspaceResult", b->re);
	}
	draw = b->re && (zz_sgf_re_draw(b->re) || g->declared == ZZ_RESULT_DRAW);
	if (b->end_by) {
		int w = b->end_by == END_RESIGN ? !b->end_label : b->end_label;
		enum zz_result got = player_of(b, w) ? ZZ_RESULT_SECOND : ZZ_RESULT_FIRST;

		set_tag(g, "Termination", b->end_by == END_RESIGN ? "resignation" : "time");
		if (!text && g->declared != ZZ_RESULT_NONE && g->declared != got &&
		    !(draw && b->end_by == END_TIME))
			/* a result declared as a token: the record contradicts itself */
			re_but(b, RE_TOKEN);
		else if ((winner >= 0 && winner != w) || (draw && b->end_by == END_RESIGN))
			/* the server's text is wrong: the resignation stands */
			re_but(b, draw ? RE_DRAW : winner ? RE_P1 : RE_P0);
		/* a win on time the server called a draw stays a draw */
		winner = draw && b->end_by == END_TIME ? -1 : w;
		if (!b->re)
			b->re_loc = b->end_loc;
		text = text && winner < 0;
	} else if (draw) {
		/* Boardspace has no drawn end of its own: the players agreed */
		set_tag(g, "Termination", "agreement");
	}
	if (winner >= 0) {
		g->declared = player_of(b, winner) ? ZZ_RESULT_SECOND : ZZ_RESULT_FIRST;
		g->declared_loc = b->re_loc;
	} else if (draw) {
		g->declared = ZZ_RESULT_DRAW;
		g->declared_loc = b->re_loc;
	}
	/* a result read from the server's text: the replay overrules it */
	if (text && g->declared != ZZ_RESULT_NONE)
		g->flags |= ZZ_GAME_DECLARED_TEXT;
	for (l = 0; l < 2; l++) {
		free(b->names[l]);
		free(b->ratings[l]);
		free(b->clocks[l]);
	}
	free(b->re);
	zz_buf_release(&b->comment);
	zz_buf_release(&b->after);
	zz_buf_release(&b->notes);
	free(b->grid);
	if (b->unsupported)
		zz_zgame(g)->geom = NULL;
	if (b->broken && zz_zgame(g)->geom && !g->nr_turns)
		zz_game_add_turn(g)->flags |= ZZ_TURN_BROKEN;
	free(b);
	return system;
}

/* A property of the root node. */
static void root_property(struct zz_sgf_builder *b, const char *id, struct zz_buf *v,
			  const struct zz_loc *l)
{
	char *t;
	char date[11];

	if (!strcmp(id, "GM")) {
		if (strcmp(v->buf, "22")) {
			zz_diag_add(b->diag, ZZ_E_VARIANT, l, N_("GM[%s] is not Zertz (GM[22])"), v->buf);
			b->unsupported = true;
		}
		return;
	}
	if (!strcmp(id, "FF") && !strcmp(v->buf, "TZAAR")) {
		/* LittleGolem's dialect is known by its first line */
		zz_diag_add(b->diag, ZZ_E_VARIANT, l,
			    N_("FF[TZAAR] is LittleGolem's TZAAR, which is read as such when "
			       "'FF[TZAAR]' is on the record's first line"));
		b->unsupported = true;
		return;
	}
	if (!strcmp(id, "SU")) {
		/* the board and the set-up say it all; SU is not kept */
		zz_sgf_set_variant(b, v->buf, l);
		return;
	}
	t = text(b, v, l, id);
	if (!strcmp(id, "DT")) {
		/* a ZGN date (as zertz writes it) is a Date; others are kept */
		free(b->root[R_DT]);
		free(b->root[R_DATE]);
		b->root[R_DT] = b->root[R_DATE] = NULL;
		if (strlen(t) == 10 && t[4] == '.' && t[7] == '.') {
			b->root[R_DATE] = t;
		} else {
			/* the date as read; Boardspace's own words are kept too */
			if (zz_sgf_date(t, date))
				b->root[R_DATE] = zz_xstrdup(date);
			b->root[R_DT] = t;
		}
		return;
	}
	if (!strcmp(id, "RE")) {
		free(b->re);
		b->re = t;
		b->re_loc = *l;
		return;
	}
	{
		int k = !strcmp(id, "GN") ? R_GN : !strcmp(id, "TC") ? R_TC : !strcmp(id, "GS") ? R_GS : -1;

		if (!strcmp(id, "GC") || !strcmp(id, "C")) {
			comment_join(&b->notes, &b->has_notes, t);
			free(t);
			return;
		}
		if (k >= 0) {
			free(b->root[k]);
			b->root[k] = t;
			return;
		}
	}
	free(t);
}

/*
 * Whether s[0 .. n) is ASCII without a NUL, eight bytes at a time: every
 * command of an archive is checked.
 */
static bool plain_ascii(const char *s, size_t n)
{
	const uint64_t high = 0x8080808080808080u, low = 0x0101010101010101u;
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		uint64_t w;

		memcpy(&w, s + i, 8);
		/* a byte >= 0x80, or a zero byte (w - low borrows into its top bit) */
		if ((w | ((w - low) & ~w)) & high)
			return false;
	}
	for (; i < n; i++)
		if ((unsigned char)s[i] >= 0x80 || !s[i])
			return false;
	return true;
}

/*
 * The mark a move annotation says, as a PGN NAG: TE[1] good (1), TE[2]
 * very good (3), BM[1] bad (2), BM[2] very bad (4), IT interesting (5),
 * DO doubtful (6); 0 for any other property.
 */
static unsigned mark_nag(const char *id, const char *v)
{
	bool twice = !strcmp(v, "2");

	if (!strcmp(id, "TE"))
		return twice ? 3 : 1;
	if (!strcmp(id, "BM"))
		return twice ? 4 : 2;
	if (!strcmp(id, "IT"))
		return 5;
	if (!strcmp(id, "DO"))
		return 6;
	return 0;
}

void zz_sgf_build_property(struct zz_sgf_builder *b, const char *id, struct zz_buf *v,
			   const struct zz_loc *l)
{
	bool root = b->node == 1;
	int label = -1;
	unsigned nag;

	if (id[0] == 'P' && (id[1] == '0' || id[1] == '1') && !id[2])
		label = id[1] - '0';
	else if (!strcmp(id, "P-1")) {
		system_line(b, v->buf, l);
		return;
	}
	if (label >= 0) {
		/* commands are ASCII; names in "id" values may need decoding */
		if (plain_ascii(v->buf, v->len)) {
			zz_sgf_command(b, label, v->buf, l);
		} else {
			char *t = text(b, v, l, id);

			zz_sgf_command(b, label, t, l);
			free(t);
		}
		return;
	}
	if (root) {
		root_property(b, id, v, l);
		return;
	}
	if (!strcmp(id, "TM")) {
		char *end;
		long ms = zz_sgf_number(v->buf, &end);

		if (*end != '\0' || ms < 0)
			return;
		/* the clock of the node that ended a turn is that turn's */
		if (b->kind == P_NONE && !b->has_remove && b->commit_node == b->node &&
		    b->g->nr_turns)
			b->g->turns[b->g->nr_turns - 1].clock_ms = ms;
		else
			b->clock = ms;
		return;
	}
	if ((nag = mark_nag(id, v->buf))) {
		/* the mark of the turn being played, or of the last one */
		if (b->kind != P_NONE)
			b->nag = (unsigned char)nag;
		else if (b->g->nr_turns)
			b->g->turns[b->g->nr_turns - 1].nag = (unsigned char)nag;
		return;
	}
	if (!strcmp(id, "C")) {
		char *t = text(b, v, l, id);

		/* past the game's budget of text: not kept (said when it is read) */
		if (!zz_game_text_room(b->g, strlen(t))) {
			free(t);
			return;
		}
		/* the turn being assembled's, the last turn's, or (before the
		 * first turn) the game's: every one kept, in its order */
		if (b->kind != P_NONE)
			comment_join(&b->comment, &b->has_comment, t);
		else if (b->g->nr_turns)
			comment_join(&b->after, &b->has_after, t);
		else
			comment_join(&b->notes, &b->has_notes, t);
		free(t);
	}
}
