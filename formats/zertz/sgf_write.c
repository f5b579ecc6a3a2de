/*
 * Writing Boardspace SGF (GM[22], VV[2]): a record Boardspace's own loader
 * accepts: header properties, then one node per command, Start, RtoB /
 * R- / BtoB / Done, and the players' final clocks.  P0 is the first player.
 */
#include "writer.h"
#include "zgame.h"

#include <stdio.h>
#include <string.h>

#include "posstr.h"
#include "sgf.h"
#include "rules.h"
#include "banned.h"

/* An SGF text value: ']' and '\' escaped. */
static void value(struct zz_buf *out, const char *s)
{
	for (; *s; s++) {
		if (*s == ']' || *s == '\\')
			zz_buf_addch(out, '\\');
		zz_buf_addch(out, *s);
	}
}

static void prop(struct zz_buf *out, const char *id, const char *v)
{
	if (!v)
		return;
	zz_buf_addf(out, "%s[", id);
	value(out, v);
	zz_buf_addstr(out, "]\n");
}

/*
 * A Boardspace cell "D 4": columns are lettered from A without a gap, so
 * column j of the 61-ring board is I, as on the custom grid.
 */
static void cell(struct zz_buf *out, const struct zz_geom *g, unsigned c)
{
	zz_buf_addf(out, " %c %u", 'A' + g->col[c], g->row[c]);
}

struct cmds {
	struct zz_buf *out;
	unsigned index;
};

static void node(struct cmds *c, unsigned label, const char *fmt, long tm)
{
	zz_buf_addf(c->out, "; P%u[%u %s]", label, c->index++, fmt);
	if (tm >= 0)
		zz_buf_addf(c->out, "TM[%ld]", tm);
	zz_buf_addch(c->out, '\n');
}

static const char *const kept[] = {
	"First", "Second", "FirstRating", "SecondRating", "FirstClock", "SecondClock",
	"Date", "BoardspaceDate", "Event", "TimeControl", "Speed", "Comment",
	"BoardspaceResult", "Termination", "Board", "Variant", "Result", "Position", NULL
};

static void rtor(struct cmds *c, unsigned col, unsigned who, unsigned n)
{
	char cmd[32];

	while (n--) {
		snprintf(cmd, sizeof(cmd), "RtoR 2 %u %u", col, who);
		node(c, 0, cmd, -1);
	}
}

/*
 * The Edit ... set-up of a start position, or -1 if Boardspace cannot show
 * it.  Marbles go from the pool to the racks and the board.  When the
 * position has more marbles than the variant (handicap records do),
 * Boardspace's SetBoard, which refills the pool but leaves the racks, is
 * used: some rack marbles are moved before it and the rest after.
 */
static int setup(struct cmds *c, const struct zz_game *g, const char *su)
{
	const struct zz_pos *p = &zz_zgame(g)->start;
	const struct zz_geom *geom = p->geom;
	unsigned after[2][ZZ_COLOUR_NB];	/* rack marbles moved after SetBoard */
	struct zz_buf cmd = ZZ_BUF_INIT;
	unsigned col, cl, who;
	bool refill = false;

	for (col = 0; col < ZZ_COLOUR_NB; col++) {
		unsigned board = zz_pos_marble_count(p, (enum zz_colour)col);
		unsigned caps = p->cap[0][col] + p->cap[1][col];
		unsigned full = zz_zgame(g)->rules.marbles[col];
		int late = (int)full - (int)p->pool[col] - (int)board;

		if (late < 0 || (unsigned)late > caps || caps - (unsigned)late > full)
			return -1;
		if ((unsigned)late != caps)
			refill = true;
		after[0][col] = (unsigned)late < p->cap[0][col] ? (unsigned)late : p->cap[0][col];
		after[1][col] = (unsigned)late - after[0][col];
	}
	node(c, 0, "Edit ", -1);
	for (col = 0; col < ZZ_COLOUR_NB; col++)
		for (who = 0; who < 2; who++)
			rtor(c, col, who, p->cap[who][col] - after[who][col]);
	if (refill) {
		zz_buf_addf(&cmd, "SetBoard %s", !strcmp(su, "Zertz+H") ? "Zertz+11" : su);
		node(c, 0, cmd.buf, -1);
	}
	for (col = 0; col < ZZ_COLOUR_NB; col++)
		for (who = 0; who < 2; who++)
			rtor(c, col, who, after[who][col]);
	for (cl = 0; cl < geom->rings; cl++) {
		int m = zz_pos_marble(p, cl);

		zz_buf_reset(&cmd);
		if (!zz_pos_has_ring(p, cl))
			zz_buf_addstr(&cmd, "R-");
		else if (m >= 0)
			zz_buf_addf(&cmd, "RtoB 2 %d", m);
		else
			continue;
		cell(&cmd, geom, cl);
		node(c, 0, cmd.buf, -1);
	}
	zz_buf_release(&cmd);
	return 0;
}

/* The game's properties: the game, its date, event, result and players. */
static void header(struct zz_buf *out, const struct zz_game *g, const char *su)
{
	const char *v;
	unsigned k;

	zz_buf_addf(out, "(;\nGM[22]VV[2]\nSU[%s]\n", su);
	prop(out, "DT", (v = zz_game_tag(g, "BoardspaceDate")) ? v : zz_game_tag(g, "Date"));
	prop(out, "GN", zz_game_tag(g, "Event"));
	prop(out, "TC", zz_game_tag(g, "TimeControl"));
	prop(out, "GS", zz_game_tag(g, "Speed"));
	prop(out, "GC", zz_game_tag(g, "Comment"));
	if ((v = zz_game_tag(g, "BoardspaceResult")))
		prop(out, "RE", v);
	else if (g->declared != ZZ_RESULT_NONE && g->declared != ZZ_RESULT_UNFINISHED)
		prop(out, "RE", zz_result_token(g->declared));
	for (k = 0; k < 2; k++) {
		const char *name = zz_game_tag(g, k ? "Second" : "First");
		const char *rating = zz_game_tag(g, k ? "SecondRating" : "FirstRating");

		if (name) {
			zz_buf_addf(out, "P%u[id \"", k);
			value(out, name);
			zz_buf_addstr(out, "\"]\n");
		}
		if (rating) {
			zz_buf_addf(out, "P%u[ranking ", k);
			value(out, rating);
			zz_buf_addstr(out, "]\n");
		}
	}
}

/* Each turn's commands, then its Done with its clock and comment. */
/*
 * A turn's mark as SGF's move annotations: TE (tesuji: 1 good, 2 very
 * good), BM (bad move: 1, 2 very bad), IT (interesting), DO (doubtful).
 * SGF has none for the only move (NAG 7) or PGN's others: dropped.
 */
static void mark(struct zz_buf *out, unsigned nag, unsigned *dropped)
{
	static const char *const props[] = { NULL, "TE[1]", "BM[1]", "TE[2]", "BM[2]", "IT[]", "DO[]" };

	if (!nag)
		return;
	if (nag < sizeof(props) / sizeof(props[0]))
		zz_buf_addstr(out, props[nag]);
	else
		*dropped |= ZZ_DROP_MARKS;
}

static void turns(struct cmds *c, const struct zz_game *g, unsigned first_side, unsigned *dropped)
{
	const struct zz_geom *geom = zz_zgame(g)->geom;
	struct zz_buf cmd = ZZ_BUF_INIT;
	struct zz_buf *out = c->out;
	unsigned k;
	size_t i;

	for (i = 0; i < g->nr_turns; i++) {
		const struct zz_turn *h = &g->turns[i];
		const struct zz_zturn *t = zz_zturn(g, i);
		unsigned label = (unsigned)((i + first_side) & 1);

		switch (t->move.kind) {
		case ZZ_MOVE_PLACE:
			zz_buf_reset(&cmd);
			zz_buf_addf(&cmd, "RtoB %u %u", t->source == ZZ_SOURCE_OWN ? label : 2u,
				    t->move.colour);
			cell(&cmd, geom, t->move.cell);
			node(c, label, cmd.buf, -1);
			if (t->move.remove != ZZ_NO_CELL) {
				zz_buf_reset(&cmd);
				zz_buf_addstr(&cmd, "R-");
				cell(&cmd, geom, t->move.remove);
				node(c, label, cmd.buf, -1);
			}
			break;
		case ZZ_MOVE_CAPTURE:
			for (k = 0; k < t->move.nhops; k++) {
				zz_buf_reset(&cmd);
				zz_buf_addstr(&cmd, "BtoB");
				cell(&cmd, geom, k ? t->move.hop[k - 1] : t->move.cell);
				cell(&cmd, geom, t->move.hop[k]);
				node(c, label, cmd.buf, -1);
			}
			break;
		case ZZ_MOVE_PASS:
			*dropped |= ZZ_DROP_PASS;
			break;
		}
		zz_buf_addf(out, "; P%u[%u Done ]", label, c->index++);
		if (h->clock_ms >= 0)
			zz_buf_addf(out, "TM[%ld]", h->clock_ms);
		mark(out, h->nag, dropped);
		if (h->comment) {
			zz_buf_addstr(out, "C[");
			value(out, h->comment);
			zz_buf_addch(out, ']');
		}
		zz_buf_addch(out, '\n');
	}
	zz_buf_release(&cmd);
}

/*
 * How the game ended, when its moves do not say: a resignation or a win
 * on time (a draw by agreement is its RE alone); another is dropped.
 */
static void ending(struct cmds *c, const struct zz_game *g, unsigned first_side, unsigned *dropped)
{
	const char *term = zz_game_tag(g, "Termination");

	if (term && (g->declared == ZZ_RESULT_FIRST || g->declared == ZZ_RESULT_SECOND)) {
		unsigned winner = g->declared == ZZ_RESULT_FIRST ? first_side : !first_side;

		if (!strcmp(term, "resignation")) {
			node(c, !winner, "Resign ", -1);
			node(c, !winner, "Done ", -1);
		} else if (!strcmp(term, "time")) {
			node(c, winner, "WinOnTime ", -1);
		} else {
			*dropped |= ZZ_DROP_TERMINATION;
		}
	} else if (term && !strcmp(term, "time") && g->declared == ZZ_RESULT_DRAW) {
		/* a draw on time: the player to move claims the time, RE says
		 * the game is drawn (as Boardspace writes it) */
		node(c, (unsigned)((g->nr_turns + first_side) & 1), "WinOnTime ", -1);
	} else if (term && (strcmp(term, "agreement") || g->declared != ZZ_RESULT_DRAW)) {
		/* a draw by agreement is its RE alone */
		*dropped |= ZZ_DROP_TERMINATION;
	}
}

int zz_sgf_write(struct zz_buf *out, const struct zz_game *g, unsigned *dropped,
		 struct zz_buf *why)
{
	const struct zz_geom *geom;
	const char *su;
	struct zz_buf cmd = ZZ_BUF_INIT, tmp = ZZ_BUF_INIT;
	struct cmds c = { out, 0 };
	unsigned first_side = 0, k;
	size_t i;

	geom = zz_zgame(g)->geom;

	if (!geom || (geom->board != ZZ_BOARD_37 && geom->board != ZZ_BOARD_48 &&
		      geom->board != ZZ_BOARD_61 && geom->board != ZZ_BOARD_CUSTOM)) {
		zz_buf_addstr(why, "Boardspace has boards of 37, 48 and 61 rings and custom boards only");
		return -1;
	}
	if (geom->board == ZZ_BOARD_CUSTOM && zz_zgame(g)->has_start) {
		*dropped |= ZZ_DROP_START;
		zz_buf_addstr(why, "Boardspace cannot set up a start position on a custom board");
		return -1;
	}
	if (zz_zgame(g)->rules.variant != ZZ_VARIANT_STANDARD)
		*dropped |= ZZ_DROP_VARIANT;
	zz_rules_format(&zz_zgame(g)->rules, &tmp);
	if (tmp.len)
		*dropped |= ZZ_DROP_RULES;
	for (i = 0; i < g->nr_tags; i++) {
		for (k = 0; kept[k]; k++)
			if (!strcmp(kept[k], g->tags[i].name))
				break;
		if (!kept[k])
			*dropped |= ZZ_DROP_TAGS;
	}
	su = geom->board == ZZ_BOARD_CUSTOM ? "Zertz+xx" : geom->rings == 37 ? "Zertz"
	   : geom->rings == 61 ? "Zertz+24" : zz_zgame(g)->has_start ? "Zertz+H" : "Zertz+11";
	header(out, g, su);
	if (zz_zgame(g)->has_start) {
		if (setup(&c, g, su)) {
			*dropped |= ZZ_DROP_START;
			zz_buf_release(&cmd);
			zz_buf_release(&tmp);
			zz_buf_addstr(why, "its start position has marbles Boardspace cannot set up");
			return -1;
		}
		first_side = zz_zgame(g)->start.side;
	}
	zz_buf_reset(&cmd);
	if (geom->board == ZZ_BOARD_CUSTOM) {
		/* the second player builds the board ring by ring, then the
		 * first moves (Boardspace's Zertz+xx) */
		unsigned builder = !first_side, cl;

		zz_buf_addf(&cmd, "Start P%u", builder);
		node(&c, builder, cmd.buf, -1);
		for (cl = 0; cl < geom->rings; cl++) {
			zz_buf_reset(&cmd);
			zz_buf_addstr(&cmd, "R+");
			cell(&cmd, geom, cl);
			node(&c, builder, cmd.buf, -1);
		}
		node(&c, builder, "Done ", -1);
	} else {
		zz_buf_addf(&cmd, "Start P%u", first_side);
		node(&c, first_side, cmd.buf, -1);
	}
	turns(&c, g, first_side, dropped);
	ending(&c, g, first_side, dropped);
	zz_buf_addstr(out, ";\n");
	for (k = 0; k < 2; k++) {
		const char *clock = zz_game_tag(g, k ? "SecondClock" : "FirstClock");

		if (clock) {
			zz_buf_addf(out, "P%u[time ", k);
			value(out, clock);
			zz_buf_addstr(out, " ]\n");
		}
	}
	zz_buf_addstr(out, ")\n");
	zz_buf_release(&cmd);
	zz_buf_release(&tmp);
	return 0;
}
