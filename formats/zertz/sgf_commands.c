/*
 * The commands of a Boardspace record's move nodes (FORMATS.md 3.3): each
 * P0 or P1 command, one function a verb, assembles the turn being played;
 * the builder's other half (sgf_build.c) hands them over.
 */
#include "sgf_builder.h"
#include "i18n.h"
#include "sgf_build.h"
#include "zgame.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "rules.h"
#include "xalloc.h"
#include "banned.h"

static const struct {
	const char *su;
	unsigned rings;
} variants[] = {
	{ "zertz", 37 }, { "zertz+11", 48 }, { "zertz+24", 61 }, { "zertz+h", 48 },
};

/* Whether a, in any case, is lo, which is in lower case. */
static int strcaseeq(const char *a, const char *lo)
{
	for (; *a && *lo; a++, lo++)
		if (lower(*a) != *lo)
			return 0;
	return *a == *lo;
}

void zz_sgf_set_variant(struct zz_sgf_builder *b, const char *su,
			const struct zz_loc *l)
{
	unsigned i;

	if (b->board_used) {
		/* cells already read belong to the board they were read on */
		zz_diag_add(b->diag, ZZ_E_SGF, l,
			    N_("SU[%s] after a move: the board cannot change in a game"), su);
		return;
	}
	for (i = 0; i < sizeof(variants) / sizeof(variants[0]); i++)
		if (strcaseeq(su, variants[i].su)) {
			zz_zgame(b->g)->geom = zz_geom_get(variants[i].rings);
			return;
		}
	zz_zgame(b->g)->geom = NULL;
	if (strcaseeq(su, "zertz+xx")) {
		/* the board is built ring by ring after Start */
		b->custom = true;
		return;
	}
	b->unsupported = true;
	zz_diag_add(b->diag, ZZ_E_VARIANT, l, N_("unknown Boardspace variant '%s'"), su);
}

/*
 * strtol(s, end, 10) without the locale machinery: an archive has millions
 * of cell rows, counts and clocks to read.  Leading blanks, a sign and the
 * digits as strtol takes them; LONG_MAX or LONG_MIN when out of range,
 * and *end == s when there is no digit.
 */
long zz_sgf_number(const char *s, char **end)
{
	const char *p = s;
	unsigned long v = 0;
	bool neg = false, over = false;

	while (*p == ' ' || (*p >= '\t' && *p <= '\r'))
		p++;
	if (*p == '+' || *p == '-')
		neg = *p++ == '-';
	if (*p < '0' || *p > '9') {
		*end = (char *)s;
		return 0;
	}
	for (; *p >= '0' && *p <= '9'; p++) {
		if (v > (unsigned long)LONG_MAX / 10)
			over = true;
		else
			v = v * 10 + (unsigned long)(*p - '0');
	}
	*end = (char *)p;
	if (over || v > (unsigned long)LONG_MAX + neg)
		return neg ? LONG_MIN : LONG_MAX;
	return neg ? (long)(0 - v) : (long)v;
}

/* "D 4" on the Zertz+xx grid, while the board is built: 0 or -1. */
static int parse_grid_cell(struct zz_sgf_builder *b, char *s, const struct zz_loc *l,
			   unsigned char out[2])
{
	char *end;
	unsigned long row;
	int col;

	/* (command() has skipped the blanks before it) */
	col = *s >= 'a' && *s <= 'z' ? *s - 'a' : *s >= 'A' && *s <= 'Z' ? *s - 'A' : -1;
	if (col < 0 || col >= ZZ_GRID_COLS || s[1] != ' ') {
		cmd_error(b, l, ZZ_E_COMMAND, "expected a cell 'A 1' to 'Q %u' in '%s'", ZZ_GRID_ROWS, s);
		return -1;
	}
	row = (unsigned long)zz_sgf_number(s + 2, &end);
	if (end == s + 2 || row < 1 || row > ZZ_GRID_ROWS) {
		cmd_error(b, l, ZZ_E_COMMAND, "expected a row from 1 to %u in '%s'", ZZ_GRID_ROWS, s);
		return -1;
	}
	out[0] = (unsigned char)col;
	out[1] = (unsigned char)row;
	return 0;
}

/* R+ or R- while a Zertz+xx board is built. */
static void build_ring(struct zz_sgf_builder *b, bool add, char *s, const struct zz_loc *l)
{
	unsigned char cell[2];
	size_t i;

	if (parse_grid_cell(b, s, l, cell))
		return;
	for (i = 0; i < b->nr_grid; i++)
		if (b->grid[i][0] == cell[0] && b->grid[i][1] == cell[1])
			break;
	if (add && i == b->nr_grid) {
		ZZ_ALLOC_GROW(b->grid, b->nr_grid + 1, b->alloc_grid);
		b->grid[b->nr_grid][0] = cell[0];
		b->grid[b->nr_grid][1] = cell[1];
		b->nr_grid++;
	} else if (!add && i < b->nr_grid) {
		b->grid[i][0] = b->grid[b->nr_grid - 1][0];
		b->grid[i][1] = b->grid[b->nr_grid - 1][1];
		b->nr_grid--;
	}
}

/*
 * A Zertz+xx board is fixed by the first move on it: from then on its
 * cells have numbers.  Called while it is not yet fixed; returns false
 * (said once) when there is no ring.
 */
static bool custom_board(struct zz_sgf_builder *b, const struct zz_loc *l)
{
	if (b->phase == PHASE_BUILD)
		b->phase = PHASE_OPEN;
	zz_zgame(b->g)->custom = zz_geom_custom_new((const unsigned char (*)[2])b->grid, b->nr_grid);
	if (!zz_zgame(b->g)->custom) {
		zz_diag_add(b->diag, ZZ_E_BOARD, l, N_("a Zertz+xx game with no ring built"));
		b->unsupported = true;
		return false;
	}
	zz_zgame(b->g)->geom = zz_zgame(b->g)->custom;
	return true;
}

/* "D 4": a cell of the board, or -1 with a diagnostic. */
static int parse_cell(struct zz_sgf_builder *b, char **p, const struct zz_loc *l)
{
	const struct zz_geom *geom = zz_zgame(b->g)->geom;
	char *s = *p, *end;
	int col, cell;
	unsigned long row;

	b->board_used = true;
	while (*s == ' ')
		s++;
	col = zz_geom_col_on(geom, *s);
	if (!*s || s[1] != ' ') {
		cmd_error(b, l, ZZ_E_COMMAND, "expected a cell such as 'D 4' in '%s'", s);
		return -1;
	}
	row = (unsigned long)small_number(s + 2, &end);
	if (end == s + 2 || row > 99) {
		cmd_error(b, l, ZZ_E_COMMAND, "expected a row number in '%s'", s);
		return -1;
	}
	cell = col < 0 ? -1 : zz_geom_cell(geom, (unsigned)col, (unsigned)row);
	if (cell < 0) {
		char lab[8];
		size_t k = 0;

		/* the row as read (at most 99): "D 12", not "D 2" */
		lab[k++] = *s;
		lab[k++] = ' ';
		if (row >= 10)
			lab[k++] = (char)('0' + row / 10);
		lab[k++] = (char)('0' + row % 10);
		lab[k] = '\0';
		cmd_error(b, l, ZZ_E_NO_CELL, "'%s'", lab);
		return -1;
	}
	*p = end;
	return cell;
}

static int parse_int(char **p, long lo, long hi)
{
	char *end;
	long v = small_number(*p, &end);

	if (end == *p || v < lo || v > hi)
		return -1;
	*p = end;
	return (int)v;
}

static void commit(struct zz_sgf_builder *b)
{
	struct zz_turn *t;
	struct zz_zturn *zt;
	unsigned k;

	if (b->kind == P_NONE) {
		if (b->has_remove)
			cmd_error(b, &b->loc_remove, ZZ_E_COMMAND, "a ring removed without a placement");
		b->has_remove = false;
		return;
	}
	if (b->phase != PHASE_PLAY) {
		b->phase = PHASE_PLAY;
		if (b->first < 0)
			b->first = b->label;
		b->mover = b->first;
	}
	if (b->label != b->mover && !b->label_warned) {
		b->label_warned = true;
		zz_diag_add(b->diag, ZZ_W_IGNORED, &b->loc,
			    N_("the move is labelled P%d but it is P%d's turn: played for P%d"), b->label,
			    b->mover, b->mover);
	}
	b->commit_node = b->node;
	b->commit_label = b->label;
	b->commit_by_done = false;
	zz_sgf_comments_settle(b);
	t = zz_game_add_turn(b->g);
	zt = zz_zturn(b->g, b->g->nr_turns - 1);
	t->loc = b->loc;
	t->clock_ms = b->clock;
	t->comment = b->has_comment ? zz_buf_detach(&b->comment, NULL) : NULL;
	b->has_comment = false;
	t->nag = b->nag;
	b->nag = 0;
	if (b->kind == P_PLACE) {
		zt->move.kind = ZZ_MOVE_PLACE;
		zt->move.colour = b->colour;
		zt->move.cell = b->cell;
		zt->move.remove = b->has_remove ? b->remove : ZZ_NO_CELL;
		zt->col_cell = b->loc_cell.line == t->loc.line ? b->loc_cell.col : 0;
		zt->col_remove = b->has_remove && b->loc_remove.line == t->loc.line ? b->loc_remove.col : 0;
	} else {
		zt->move.kind = ZZ_MOVE_CAPTURE;
		zt->move.cell = b->cell;
		zt->move.nhops = b->nhops;
		for (k = 0; k < b->nhops; k++) {
			zt->move.hop[k] = b->hop[k];
			zt->col_hop[k] = 0;
		}
	}
	if (b->broken)
		t->flags |= ZZ_TURN_BROKEN;
	b->kind = P_NONE;
	b->has_remove = false;
	b->nhops = 0;
	b->clock = -1;
	b->mover ^= 1;
}

/*
 * The record ends with a turn that nothing closed: commit it, marked so
 * that the replay drops it, with a warning, if it is not whole.
 */
static void commit_open(struct zz_sgf_builder *b)
{
	size_t n = b->g->nr_turns;

	if (!pending(b))
		return;
	commit(b);
	if (b->g->nr_turns > n)
		b->g->turns[n].flags |= ZZ_TURN_OPEN;
}

/* Forget the turn being assembled: it was never finished. */
static void drop_pending(struct zz_sgf_builder *b, bool at_end)
{
	if (!pending(b))
		return;
	if (at_end)
		zz_diag_add(b->diag, ZZ_W_IGNORED, &b->loc,
			    "an unfinished turn at the end of the record, without its Done");
	else
		zz_diag_add(b->diag, ZZ_W_IGNORED, &b->loc, "an unfinished turn before 'Resign'");
	b->kind = P_NONE;
	b->has_remove = false;
	b->nhops = 0;
	zz_buf_reset(&b->comment);
	b->has_comment = false;
	b->nag = 0;
}

/* Start the pending turn for a command of this label, ending another. */
static void touch(struct zz_sgf_builder *b, int label, const struct zz_loc *l)
{
	if ((b->kind != P_NONE || b->has_remove) && b->label != label)
		commit(b);
	if (b->kind == P_NONE && !b->has_remove) {
		b->label = label;
		b->loc = *l;
	}
}

static void finish_setup(struct zz_sgf_builder *b)
{
	int l, c;

	if (b->phase != PHASE_SETUP)
		return;
	b->phase = PHASE_OPEN;
	if (!zz_zgame(b->g)->geom)
		return;
	for (l = 0; l < 2; l++)
		for (c = 0; c < ZZ_COLOUR_NB; c++)
			b->setup_pos.cap[player_of(b, l)][c] = b->setup_cap[l][c];
	b->setup_pos.side = 0;
	b->setup_pos.geom = zz_zgame(b->g)->geom;
	zz_zgame(b->g)->start = b->setup_pos;
	zz_zgame(b->g)->has_start = true;
}

static void begin_setup(struct zz_sgf_builder *b)
{
	b->phase = PHASE_SETUP;
	if (zz_zgame(b->g)->geom)
		zz_pos_init(&b->setup_pos, zz_zgame(b->g)->geom, zz_zgame(b->g)->rules.marbles);
	memset(b->setup_cap, 0, sizeof(b->setup_cap));
}

/* One Boardspace command of player label ("RtoB 2 0 D 4", ...). */
/*
 * The Boardspace commands (FORMATS.md 3.3), one function each, found by
 * name in verbs[] below.  args is what follows the verb, blanks skipped.
 */
typedef void verb_fn(struct zz_sgf_builder *b, int label, char *args,
		     const struct zz_loc *l);

/* id, ranking, time: the player's name, rating, clock */
static void verb_player(struct zz_sgf_builder *b, char *s, char **slot, bool clock)
{
	char *v = s, *q;

	/* "name", and the ""name"" some old records have */
	while (*v == '"')
		v++;
	q = v + strlen(v);
	while (q > v && (q[-1] == ' ' || q[-1] == '"'))
		q--;
	free(*slot);
	*slot = zz_xstrndup(v, (size_t)(q - v));
	/* without Done, the clocks at the end close the last turn (not
	 * the resigner's), if it is whole */
	if (clock && !b->have_done && !(b->end_by && b->label == b->end_label))
		commit_open(b);
}

static void verb_id(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	(void)l;
	verb_player(b, s, &b->names[label], false);
}

static void verb_ranking(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	(void)l;
	verb_player(b, s, &b->ratings[label], false);
}

static void verb_time(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	(void)l;
	verb_player(b, s, &b->clocks[label], true);
}

static void verb_done(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	(void)s;
	(void)l;
	if (b->phase == PHASE_BUILD) {
		/* the builder hands the board over */
		b->phase = PHASE_OPEN;
		return;
	}
	b->have_done = true;
	if (b->end_by == END_RESIGN && !b->end_done && label == b->end_label) {
		/* Resign, Done: the resignation stands, the turn is not played */
		drop_pending(b, false);
		b->end_done = true;
		return;
	}
	if (pending(b)) {
		commit(b);
		b->commit_by_done = true;
	}
}

static void verb_start(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	int who = (s[0] == 'P' || s[0] == 'p') && (s[1] == '0' || s[1] == '1') ? s[1] - '0' : label;

	(void)l;
	if (b->phase == PHASE_PLAY)
		return;
	if (b->custom) {
		/* Zertz+xx: the player builds the board; the first to
		 * move is whoever moves first once it is built */
		if (!zz_zgame(b->g)->geom)
			b->phase = PHASE_BUILD;
		return;
	}
	b->first = who;
	b->mover = who;
	finish_setup(b);
	b->phase = PHASE_PLAY;
}

static void verb_reset(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	(void)s;
	(void)l;
	/* the player takes back the actions of the unfinished turn */
	if ((b->kind != P_NONE || b->has_remove) && b->label == label) {
		b->kind = P_NONE;
		b->has_remove = false;
		b->nhops = 0;
	}
}

/* undo, pick, pickb: what the records show of them changes nothing */
static void verb_nothing(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	(void)b;
	(void)label;
	(void)s;
	(void)l;
}

/* resign, winontime */
static void verb_end(struct zz_sgf_builder *b, int label, const struct zz_loc *l,
		     enum sgf_end by)
{
	/* without Done, the other player's node closes the turn */
	if (pending(b) && b->label != label)
		commit(b);
	if (by == END_RESIGN && b->end_by == END_RESIGN && !b->end_done && b->end_label == label) {
		/* Boardspace's Resign button toggles: pressed again, no resignation */
		zz_diag_add(b->diag, ZZ_N_RESIGN_WITHDRAWN, l,
			    N_("P%d's 'Resign' at line %u taken back by a second one"), label,
			    b->end_loc.line);
		b->end_by = END_NONE;
		return;
	}
	if (b->end_by)
		return;
	b->end_by = by;
	b->end_label = label;
	b->end_loc = *l;
	b->end_done = false;
}

static void verb_resign(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	(void)s;
	verb_end(b, label, l, END_RESIGN);
}

static void verb_winontime(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	(void)s;
	verb_end(b, label, l, END_TIME);
}

static void verb_edit(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	(void)label;
	(void)s;
	(void)l;
	if (b->phase == PHASE_PLAY || b->end_by)
		return;	/* Boardspace ignores Edit once the game runs */
	begin_setup(b);
}

static void verb_swap(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	(void)label;
	(void)s;
	if (b->custom) {
		/* who moves first follows from the first move */
		if (zz_zgame(b->g)->geom)
			zz_diag_add(b->diag, ZZ_W_IGNORED, l, N_("'Swap' after the first move"));
		return;
	}
	/* said once: command() passes no verb of this kind on afterwards */
	b->unsupported = true;
	zz_diag_add(b->diag, ZZ_E_UNSUPPORTED, l, N_("'Swap' (Zertz+xx)"));
}

static void verb_setboard(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	(void)label;
	if (b->phase == PHASE_SETUP) {
		/* Boardspace sets marbles and board up afresh: the pool full,
		 * both racks empty (FORMATS.md 3.3) */
		zz_sgf_set_variant(b, s, l);
		if (zz_zgame(b->g)->geom)
			zz_pos_init(&b->setup_pos, zz_zgame(b->g)->geom, zz_zgame(b->g)->rules.marbles);
		memset(b->setup_cap, 0, sizeof(b->setup_cap));
	} else {
		/* said once, as Swap */
		b->unsupported = true;
		zz_diag_add(b->diag, ZZ_E_UNSUPPORTED, l, N_("'SetBoard %s' outside a set-up"), s);
	}
}

static void verb_rtor(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	const char *args = s;
	int from = parse_int(&s, 0, 2), col = parse_int(&s, 0, 2), dest = parse_int(&s, 0, 2);

	(void)label;
	if (from < 0 || col < 0 || dest < 0) {
		cmd_error(b, l, ZZ_E_COMMAND, "expected 'RtoR RACK COLOUR RACK', not 'RtoR %s'", args);
		return;
	}
	if (from == dest)
		return;
	if (b->phase != PHASE_SETUP) {
		zz_diag_add(b->diag, ZZ_W_IGNORED, l, N_("'RtoR' outside a set-up"));
		return;
	}
	if (from == 2 ? b->setup_pos.pool[col] == 0 : b->setup_cap[from][col] == 0) {
		cmd_error(b, l, ZZ_E_COMMAND, "'RtoR' from an empty rack");
		return;
	}
	if (from == 2)
		b->setup_pos.pool[col]--;
	else
		b->setup_cap[from][col]--;
	if (dest == 2)
		b->setup_pos.pool[col]++;
	else
		b->setup_cap[dest][col]++;
}

/* RtoB: a marble of colour from rack (a player's, or 2: the pool) to cell. */
static void rtob(struct zz_sgf_builder *b, int label, int rack, int colour, int cell,
		 const struct zz_loc *l)
{
	if (b->phase == PHASE_SETUP) {
		if (rack == 2 ? !b->setup_pos.pool[colour] : !b->setup_cap[rack][colour])
			return;
		if (rack == 2)
			b->setup_pos.pool[colour]--;
		else
			b->setup_cap[rack][colour]--;
		zz_pos_set_marble(&b->setup_pos, (unsigned)cell, colour);
		return;
	}
	touch(b, label, l);
	if (b->kind != P_NONE) {
		cmd_error(b, l, ZZ_E_COMMAND, "a second action in one turn: '%s'", "RtoB");
		return;
	}
	b->kind = P_PLACE;
	b->colour = (unsigned char)colour;
	b->cell = (unsigned char)cell;
	b->loc_cell = *l;
}

static void verb_rtob(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	const char *args = s;
	int rack = parse_int(&s, 0, 2), colour = parse_int(&s, 0, 2), cell;

	if (rack < 0 || colour < 0) {
		cmd_error(b, l, ZZ_E_COMMAND, "expected 'RtoB RACK COLOUR COL ROW', not 'RtoB %s'", args);
		return;
	}
	if ((cell = parse_cell(b, &s, l)) < 0)
		return;
	rtob(b, label, rack, colour, cell, l);
}

/* R- and R+: the ring on cell removed, or put back. */
static void ring(struct zz_sgf_builder *b, int label, int cell, const struct zz_loc *l, bool add)
{
	if (b->phase == PHASE_SETUP) {
		zz_pos_set_ring(&b->setup_pos, (unsigned)cell, add);
		return;
	}
	if (add) {
		if (b->has_remove && b->remove == cell && b->label == label)
			b->has_remove = false;
		else if (b->popped_remove != cell)
			cmd_error(b, l, ZZ_E_COMMAND, "'R+' does not undo this turn's removal");
		b->popped_remove = -1;
		return;
	}
	touch(b, label, l);
	if (b->has_remove || b->kind == P_CAPTURE) {
		cmd_error(b, l, ZZ_E_COMMAND, "a second action in one turn: '%s'", "R-");
		return;
	}
	b->has_remove = true;
	b->remove = (unsigned char)cell;
	b->loc_remove = *l;
}

static void verb_ring(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l,
		      bool add)
{
	int cell;

	if ((cell = parse_cell(b, &s, l)) < 0)
		return;
	ring(b, label, cell, l, add);
}

static void verb_r_minus(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	verb_ring(b, label, s, l, false);
}

static void verb_r_plus(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	verb_ring(b, label, s, l, true);
}

/* BtoB: the marble on cell to to, a jump or a placed marble moved. */
static void btob(struct zz_sgf_builder *b, int label, int cell, int to, const struct zz_loc *l)
{
	if (cell == to) {
		/* a no-op artefact, which still shows whose turn it is */
		if (b->phase != PHASE_SETUP && (b->kind != P_NONE || b->has_remove) && b->label != label)
			commit(b);
		return;
	}
	if (b->phase == PHASE_SETUP) {
		int c = zz_pos_marble(&b->setup_pos, (unsigned)cell);

		if (c >= 0) {
			zz_pos_set_marble(&b->setup_pos, (unsigned)cell, -1);
			zz_pos_set_marble(&b->setup_pos, (unsigned)to, c);
		}
		return;
	}
	touch(b, label, l);
	if (b->kind == P_PLACE && b->cell == cell) {
		b->cell = (unsigned char)to;	/* the placed marble moved */
		return;
	}
	if (b->kind == P_CAPTURE && (b->hop[b->nhops - 1] != cell ||
				     b->nhops >= ZZ_HOPS_MAX)) {
		/* another marble jumps: the chain so far was a turn */
		commit(b);
		touch(b, label, l);
	}
	if (b->kind == P_NONE && !b->has_remove) {
		b->kind = P_CAPTURE;
		b->cell = (unsigned char)cell;
		b->loc = *l;
	} else if (b->kind != P_CAPTURE) {
		cmd_error(b, l, ZZ_E_COMMAND, "a jump in a placement turn");
		return;
	}
	b->hop[b->nhops] = (unsigned char)to;
	b->hop_col[b->nhops] = l->col;
	b->nhops++;
}

static void verb_btob(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	int cell, to;

	if ((cell = parse_cell(b, &s, l)) < 0 || (to = parse_cell(b, &s, l)) < 0)
		return;
	btob(b, label, cell, to, l);
}

static void verb_btor(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	int cell;

	if ((cell = parse_cell(b, &s, l)) < 0)
		return;
	if (b->kind == P_PLACE && b->cell == cell && b->label == label)
		b->kind = P_NONE;
	else if (b->popped_place != cell)
		cmd_error(b, l, ZZ_E_COMMAND, "'BtoR' does not take back this turn's marble");
	b->popped_place = -1;
}

/*
 * How a verb is taken: V_ALWAYS even in a game that is not read (an
 * unknown variant); V_MOVE a move on the board: it needs the board, builds
 * a custom one, and is reported after a resignation (V_LATE: the first
 * such is an error).
 */
enum { V_ALWAYS = 1, V_MOVE = 2, V_LATE = 4 };
#define VERB_MAX 15	/* the longest verb read; the rest of the word is not */

static const struct verb {
	const char *name;	/* lower case */
	unsigned char len;
	verb_fn *fn;
	unsigned flags;
} verbs[] = {
	/* the most frequent first (in the archive: done, RtoB, R-, BtoB, ...) */
#define VERB(name, fn, flags) { name, sizeof(name) - 1, fn, flags }
	VERB("done", verb_done, 0),
	VERB("rtob", verb_rtob, V_MOVE | V_LATE),
	VERB("r-", verb_r_minus, V_MOVE | V_LATE),
	VERB("btob", verb_btob, V_MOVE | V_LATE),
	VERB("time", verb_time, V_ALWAYS),
	VERB("id", verb_id, V_ALWAYS),
	VERB("rtor", verb_rtor, V_MOVE),
	VERB("start", verb_start, 0),
	VERB("ranking", verb_ranking, V_ALWAYS),
	VERB("reset", verb_reset, 0),
	VERB("undo", verb_nothing, 0),
	VERB("pick", verb_nothing, 0),
	VERB("pickb", verb_nothing, 0),
	VERB("resign", verb_resign, 0),
	VERB("winontime", verb_winontime, 0),
	VERB("edit", verb_edit, 0),
	VERB("swap", verb_swap, 0),
	VERB("setboard", verb_setboard, 0),
	VERB("r+", verb_r_plus, V_MOVE),
	VERB("btor", verb_btor, V_MOVE),
#undef VERB
};

/* The verb w[0 .. n) in any case, or NULL: its length and first letter
 * are compared before the rest (the table is in order of frequency). */
static const struct verb *find_verb(const char *w, size_t n)
{
	size_t i, k;

	for (i = 0; i < sizeof(verbs) / sizeof(verbs[0]); i++) {
		const char *name = verbs[i].name;

		if (verbs[i].len != n || name[0] != lower(w[0]))
			continue;
		for (k = 1; k < n && name[k] == lower(w[k]); k++)
			;
		if (k == n)
			return &verbs[i];
	}
	return NULL;
}

void zz_sgf_command(struct zz_sgf_builder *b, int label, char *s, const struct zz_loc *l)
{
	const struct verb *v;
	const char *w;
	size_t n = 0;

	while (*s == ' ')
		s++;
	/* an optional move index (VV2) */
	if (*s >= '0' && *s <= '9') {
		while (*s >= '0' && *s <= '9')
			s++;
		while (*s == ' ')
			s++;
	}
	/* the verb: at most VERB_MAX bytes of the word */
	for (w = s; *s && *s != ' ' && n < VERB_MAX; s++)
		n++;
	while (*s == ' ')
		s++;
	v = find_verb(w, n);
	if (b->unsupported && !(v && (v->flags & V_ALWAYS)))
		return;
	if (v && !(v->flags & V_MOVE)) {
		v->fn(b, label, s, l);
		return;
	}
	/* a move, or a verb not known */
	if (b->custom && !zz_zgame(b->g)->geom && b->phase != PHASE_SETUP) {
		if (b->phase == PHASE_BUILD && v && (v->fn == verb_r_plus || v->fn == verb_r_minus)) {
			build_ring(b, v->fn == verb_r_plus, s, l);
			return;
		}
		if (v && v->fn == verb_r_plus) {
			/* a ring added before any Start: still building */
			build_ring(b, true, s, l);
			return;
		}
		if (v && v->fn != verb_rtor)
			custom_board(b, l);
	}
	if (!zz_zgame(b->g)->geom)
		return;
	if (b->end_by == END_RESIGN && !b->end_done && label == b->end_label && v) {
		/*
		 * Boardspace's Resign is a toggle: a command of the resigner
		 * before Done takes it back, and is then played (a no-op one
		 * too: Boardspace plays a command before it drops no-ops)
		 */
		zz_diag_add(b->diag, ZZ_N_RESIGN_WITHDRAWN, l,
			    N_("P%d's 'Resign' at line %u taken back by '%.*s%s%s'"), label, b->end_loc.line,
			    (int)n, w, *s ? " " : "", s);
		b->end_by = END_NONE;
	}
	if (b->end_by) {
		/* a move after a resignation: the first one is reported */
		if (!b->after_end && v && (v->flags & V_LATE)) {
			b->after_end = true;
			if (b->end_by == END_RESIGN)
				zz_diag_add(b->diag, ZZ_E_GAME_OVER, l, "P%d resigned at line %u",
					    b->end_label, b->end_loc.line);
			else
				zz_diag_add(b->diag, ZZ_E_GAME_OVER, l, "P%d won on time at line %u",
					    b->end_label, b->end_loc.line);
		}
		return;
	}
	if (v) {
		v->fn(b, label, s, l);
	} else {
		char verb[VERB_MAX + 1];
		size_t k;

		for (k = 0; k < n; k++)
			verb[k] = lower(w[k]);
		verb[n] = '\0';
		zz_diag_add(b->diag, ZZ_W_IGNORED, l, N_("unknown Boardspace command '%s'"), verb);
	}
}

void zz_sgf_turns_end(struct zz_sgf_builder *b)
{
	if (b->end_by && pending(b) && b->label == b->end_label)
		drop_pending(b, false);
	else if (b->have_done)
		drop_pending(b, true);
	else
		commit_open(b);	/* no Done in the record: the end closes the turn */
	finish_setup(b);
	if (b->custom && !zz_zgame(b->g)->geom && !b->unsupported)
		custom_board(b, &b->g->loc);
	if (b->first < 0)
		b->first = 0;
}

/* A cell "D 4" of board g at s (a row of one digit), or -1. */
static int quick_cell(const struct zz_geom *g, const char *s)
{
	int col = zz_geom_col_on(g, s[0]);

	if (col < 0 || s[1] != ' ' || s[2] < '1' || s[2] > '9')
		return -1;
	return zz_geom_cell(g, (unsigned)col, (unsigned)(s[2] - '0'));
}

int zz_sgf_build_quick(struct zz_sgf_builder *b, int label, const char *v, size_t n,
		       const struct zz_loc *l)
{
	const struct zz_geom *g = zz_zgame(b->g)->geom;
	const char *p = v, *e = v + n;
	int c1, c2;

	/* a game being played on a known board: the verbs' every test applies */
	if (!g || b->unsupported || b->end_by)
		return 0;
	/* the command's index (VV[2]), then one blank */
	while (p < e && *p >= '0' && *p <= '9')
		p++;
	if (p == e || (p > v && *p++ != ' '))
		return 0;
	switch (e - p) {
	case 4:
		if (memcmp(p, "Done", 4))
			return 0;
		verb_done(b, label, (char *)"", l);
		return 1;
	case 6:
		if (memcmp(p, "R- ", 3) || (c1 = quick_cell(g, p + 3)) < 0)
			return 0;
		b->board_used = true;
		ring(b, label, c1, l, false);
		return 1;
	case 12:
		if (!memcmp(p, "RtoB ", 5)) {
			if (p[5] < '0' || p[5] > '2' || p[6] != ' ' || p[7] < '0' || p[7] > '2' ||
			    p[8] != ' ' || (c1 = quick_cell(g, p + 9)) < 0)
				return 0;
			b->board_used = true;
			rtob(b, label, p[5] - '0', p[7] - '0', c1, l);
			return 1;
		}
		if (memcmp(p, "BtoB ", 5) || (c1 = quick_cell(g, p + 5)) < 0 || p[8] != ' ' ||
		    (c2 = quick_cell(g, p + 9)) < 0)
			return 0;
		b->board_used = true;
		btob(b, label, c1, c2, l);
		return 1;
	}
	return 0;
}
