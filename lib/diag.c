#include "diag.h"

#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "i18n.h"
#include "shown.h"
#include "xalloc.h"
#include "banned.h"

#define N ZZ_LEVEL_NOTE
#define W ZZ_LEVEL_WARNING
#define E ZZ_LEVEL_ERROR

const struct zz_code_info zz_codes[ZZ_CODE_NB] = {
	[ZZ_N_RESIGN_WITHDRAWN] = { "resign-withdrawn", N, N_("resignation taken back, the game went on"),
				    "game-over", N_("P0's 'Resign' at line 40 taken back by 'RtoB 2 0 D 4'"),
				    N_("Informational: Boardspace's Resign is a toggle; any other command of the player before Done takes it back, and the game goes on.") },
	[ZZ_N_RAW_HISTORY] = { "raw-history", N, N_("Boardspace's log of a game, not a game"), "notation",
			       N_("of game 1, which it agrees with"),
			       N_("Informational: Boardspace adds its log of the game (take-backs included) as a second tree; it is not counted as a game.") },
	[ZZ_W_NONCANONICAL] = { "noncanonical", W, N_("non-canonical notation"), "notation",
				N_("'wd4 , B2' is written 'Wd4,b2'"),
				N_("Nothing is wrong; zertz convert -t zgn writes the canonical form.") },
	[ZZ_W_LENIENT] = { "lenient", W, N_("record read in lenient mode"), "notation",
			   N_("a Zertz3D notation file"),
			   N_("Informational: the file is not ZGN. Convert it with zertz convert -t zgn.") },
	[ZZ_W_HOP_MERGED] = { "hop-merged", W, N_("capture chain continued on the next line"),
			      "capture-chain", N_("hop from 'd3' joined to turn 4"),
			      N_("Informational: a capture chain written one jump per line was joined.") },
	[ZZ_W_TURN_NUMBER] = { "turn-number", W, N_("turn number out of sequence"), "notation",
			       N_("'3' for turn 2"),
			       N_("Renumber the turns, or drop the numbers (they are optional).") },
	[ZZ_W_DUPLICATE_TAG] = { "duplicate-tag", W, N_("tag given twice, the last one counts"), "notation",
				 N_("'Event'"), N_("Remove one of the two tags; the last one is used.") },
	[ZZ_W_UNDECIDED_RESULT] = { "undecided-result", W, N_("declared result is not decided by the moves"),
				    "result", N_("'1-0' with no [Termination] tag"),
				    N_("Say how the game ended, e.g. [Termination \"resignation\"].") },
	[ZZ_W_ENCODING] = { "encoding", W, N_("text is not UTF-8, read as Latin-1"), "notation",
			    N_("(no detail)"), N_("Re-save the file as UTF-8 if the names look wrong.") },
	[ZZ_W_VARIANT_BOARD] = { "variant-board", W, N_("variant defined for another board"), "variant",
				 N_("blitz is played on 37 rings, here on 48"),
				 N_("The game is checked with the variant's marbles and winning sets; name them with [Marbles] and [Win] for a custom variant.") },
	[ZZ_W_IGNORED] = { "ignored", W, N_("record element ignored"), "notation",
			   N_("an unfinished turn before 'Resign'"),
			   N_("Informational: that part of the record does not change the game.") },
	[ZZ_W_EMPTY_MEMBER] = { "empty-member", W, N_("empty member of an archive, no game"), "notation",
				N_("(no detail)"),
				N_("Informational: the archive holds a file of no byte (Boardspace's has a few); it is no game and is counted as none.") },
	[ZZ_W_RESULT_OVERRULED] = { "result-overruled", W, N_("declared result overruled by the replay"),
				    "result", N_("RE says the game is a draw, the replay gives '0-1' (win)"),
				    N_("Informational: Boardspace's result text is the server's and sometimes wrong, and '*' means not known; the replayed result is the game's.") },
	[ZZ_W_DATE] = { "date", W, N_("impossible date"), "notation",
			N_("'2025.13.45' (a month from 01 to 12, a day that month has)"),
			N_("Correct the [Date] tag; write '?\?' for what is not known (2025.03.?\?).") },
	[ZZ_E_NO_GAME] = { "no-game", E, N_("no game found"), "notation", N_("(no detail)"),
			   N_("The input is empty or holds no game; check the file.") },
	[ZZ_E_SYNTAX] = { "syntax", E, N_("malformed move"), "notation",
			  N_("expected ',', 'x' or the end of the move, found ';'"),
			  N_("Fix the move at the column shown; see zertz(5) for the notation.") },
	[ZZ_E_TAG] = { "tag", E, N_("malformed tag pair"), "notation",
		       N_("expected ']' to close the tag 'Board'"), N_("Write tags as [Name \"value\"].") },
	[ZZ_E_BOARD] = { "board", E, N_("unsupported board"), "board",
			 N_("'50' (boards have 37, 40, 43, 44, 48 or 61 rings, or are 'custom')"),
			 N_("Give one of the board sizes in [Board], or 'custom' with [Rings].") },
	[ZZ_E_VARIANT] = { "variant", E, N_("invalid variant"), "variant",
			   N_("invalid value 'huge' for 'variant'"),
			   N_("Use standard, blitz or custom with [Marbles] and [Win].") },
	[ZZ_E_RULE_OPTION] = { "rule-option", E, N_("invalid rule option"), "rules",
			       N_("invalid value 'sometimes' for 'free-ring'"),
			       N_("See RULE OPTIONS in zertz(1) for the names and values.") },
	[ZZ_E_POSITION] = { "position", E, N_("invalid position string"), "position",
			    N_("column 'c' has 6 rings"), N_("Check the position string against zertz(5).") },
	[ZZ_E_NO_CELL] = { "no-cell", E, N_("no such ring on this board"), "board",
			   N_("'h1' on the 37-ring board"),
			   N_("Check the board size and the cell; columns are a.. and rows count from 1.") },
	[ZZ_E_SGF] = { "sgf", E, N_("malformed SGF"), "notation",
		       N_("the input ends inside a game: expected ')'"),
		       N_("The SGF file is cut short or damaged.") },
	[ZZ_E_COMMAND] = { "command", E, N_("malformed Boardspace command"), "notation",
			   N_("a second action in one turn: 'R-'"),
			   N_("The Boardspace record is damaged at this node.") },
	[ZZ_E_UNSUPPORTED] = { "unsupported", E, N_("unsupported variant"), "variant",
			       N_("'SetBoard Zertz+11' outside a set-up"),
			       N_("These records cannot be checked.") },
	[ZZ_E_SCHEMA] = { "schema", E, N_("invalid record structure"), "notation",
			  N_("'moves' must be an array"), N_("Follow the JSON/YAML schema of zertz(5).") },
	[ZZ_E_CANNOT_HOLD] = { "cannot-hold", E, N_("the output format cannot hold the game"), "notation",
			       N_("sgf: Boardspace has boards of 37, 48 and 61 rings and custom boards only"),
			       N_("Choose another output format for this game.") },
	[ZZ_E_LIMIT] = { "limit", E, N_("the game is over a limit of the reader"), "limits",
			 N_("more than 10000 turns: the rest are not read (ZERTZ_MAX_TURNS raises the limit)"),
			 N_("A real game is far below the limits (LIMITS in zertz(1)); raise the one named if this record is one.") },
	[ZZ_E_GAME_OVER] = { "game-over", E, N_("move after the end of the game"), "game-over",
			     N_("the game ended after turn 41: first player won with black"),
			     N_("Remove the moves after the end, or check the rule options.") },
	[ZZ_E_RESULT] = { "result", E, N_("declared result disagrees with the replay"), "result",
			  N_("declared '1-0', the replay gives '0-1' (white)"),
			  N_("Correct the declared result, or the move the record got wrong: the replay's result is the one the moves decide.") },
};

#undef W
#undef E

void zz_diag_init(struct zz_diag *d)
{
	memset(d, 0, sizeof(*d));
	d->max_kept = ZZ_DIAG_MAX_KEPT;
}

void zz_diag_clear(struct zz_diag *d)
{
	size_t i, j;

	for (i = 0; i < d->nr; i++) {
		free(d->v[i].detail);
		zz_fmt_release(&d->v[i].said);
		for (j = 0; j < d->v[i].nr_notes; j++) {
			free(d->v[i].notes[j].text);
			zz_fmt_release(&d->v[i].notes[j].said);
		}
		free(d->v[i].notes);
	}
	d->nr = 0;
	memset(d->count, 0, sizeof(d->count));
	memset(d->dropped, 0, sizeof(d->dropped));
}

void zz_diag_release(struct zz_diag *d)
{
	size_t i;

	size_t kept = d->max_kept;

	zz_diag_clear(d);
	free(d->v);
	for (i = 0; i < d->nr_names; i++)
		free(d->names[i]);
	free(d->names);
	zz_diag_init(d);
	d->max_kept = kept;
}

void zz_diag_take(struct zz_diag *dst, struct zz_diag *src)
{
	size_t i;

	if (!src->nr)
		return;
	ZZ_ALLOC_GROW(dst->v, dst->nr + src->nr, dst->alloc);
	memcpy(dst->v + dst->nr, src->v, src->nr * sizeof(*src->v));
	dst->nr += src->nr;
	for (i = 0; i < ZZ_LEVEL_NB; i++) {
		dst->count[i] += src->count[i];
		dst->dropped[i] += src->dropped[i];
		src->count[i] = 0;
		src->dropped[i] = 0;
	}
	/* the texts are dst's now: src forgets them without freeing */
	src->nr = 0;
}

const char *zz_diag_keep_name(struct zz_diag *d, const char *name)
{
	ZZ_ALLOC_GROW(d->names, d->nr_names + 1, d->alloc_names);
	d->names[d->nr_names] = zz_xstrdup(name);
	return d->names[d->nr_names++];
}

/* fmt's text, its format and arguments kept in said (fmt.h) */
static char *vformat(struct zz_fmt *said, const char *fmt, va_list ap)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	zz_fmt_keep(said, &sb, fmt, ap);
	return zz_buf_detach(&sb, NULL);
}

static size_t diag_add(struct zz_diag *d, const struct zz_code_info *code, const struct zz_loc *loc,
		       const char *fmt, va_list ap)
{
	struct zz_diagnostic *x;

	if (d->max_kept && d->nr >= d->max_kept) {
		/* counted, not kept: the memory of a sink has a bound */
		d->count[code->level]++;
		d->dropped[code->level]++;
		return ZZ_DIAG_DROPPED;
	}
	ZZ_ALLOC_GROW(d->v, d->nr + 1, d->alloc);
	x = &d->v[d->nr];
	memset(x, 0, sizeof(*x));
	x->code = code;
	x->level = code->level;
	if (loc)
		x->loc = *loc;
	if (fmt) {
		/* the commonest detail, a string as it is, without printf */
		if (fmt[0] == '%' && fmt[1] == 's' && !fmt[2])
			x->detail = zz_xstrdup(va_arg(ap, const char *));
		else
			x->detail = vformat(&x->said, fmt, ap);
	}
	d->count[x->level]++;
	return d->nr++;
}

size_t zz_diag_add(struct zz_diag *d, enum zz_code code, const struct zz_loc *loc, const char *fmt, ...)
{
	va_list ap;
	size_t idx;

	va_start(ap, fmt);
	idx = diag_add(d, &zz_codes[code], loc, fmt, ap);
	va_end(ap);
	return idx;
}

size_t zz_diag_add_code(struct zz_diag *d, const struct zz_code_info *code, const struct zz_loc *loc,
			const char *fmt, ...)
{
	va_list ap;
	size_t idx;

	va_start(ap, fmt);
	idx = diag_add(d, code, loc, fmt, ap);
	va_end(ap);
	return idx;
}

size_t zz_diag_vadd_code(struct zz_diag *d, const struct zz_code_info *code, const struct zz_loc *loc,
			 const char *fmt, va_list ap)
{
	return diag_add(d, code, loc, fmt, ap);
}

int zz_said_vbad(const struct zz_said *w, const char *fmt, va_list ap)
{
	if (w->d)
		diag_add(w->d, &zz_codes[w->code], w->loc, fmt, ap);
	else
		zz_buf_vaddf(w->err, _(fmt), ap);
	return -1;
}

int zz_said_bad(const struct zz_said *w, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	zz_said_vbad(w, fmt, ap);
	va_end(ap);
	return -1;
}

void zz_diag_note(struct zz_diag *d, size_t idx, const struct zz_loc *loc,
		  const char *fmt, ...)
{
	struct zz_diagnostic *x;
	struct zz_note *n;
	va_list ap;

	if (idx == ZZ_DIAG_DROPPED)
		return;		/* of a diagnostic not kept */
	x = &d->v[idx];
	x->notes = zz_xreallocarray(x->notes, x->nr_notes + 1, sizeof(*n));
	n = &x->notes[x->nr_notes++];
	memset(n, 0, sizeof(*n));
	if (loc)
		n->loc = *loc;
	va_start(ap, fmt);
	n->text = vformat(&n->said, fmt, ap);
	va_end(ap);
}

void zz_diag_note_turn(struct zz_diag *d, size_t idx)
{
	if (idx != ZZ_DIAG_DROPPED && d->v[idx].nr_notes)
		d->v[idx].notes[d->v[idx].nr_notes - 1].turn = true;
}

void zz_diag_turn_notes(struct zz_diag *d, size_t said, const struct zz_loc *loc, size_t n)
{
	size_t i;

	for (i = said; i < d->nr; i++) {
		if (d->v[i].level != ZZ_LEVEL_ERROR || d->v[i].nr_notes)
			continue;
		zz_diag_note(d, i, loc, N_("turn %zu"), n);
		zz_diag_note_turn(d, i);
	}
}

static const char *const level_names[ZZ_LEVEL_NB] = { N_("note"), N_("warning"), N_("error") };

/* gcc's default colours (GCC_COLORS): the locus bold, each level its own. */
#define SGR_RESET "\033[m"
#define SGR_LOCUS "\033[01m"
#define SGR_CARET "\033[01;32m"
static const char *const level_colours[ZZ_LEVEL_NB] = {
	"\033[01;36m", "\033[01;35m", "\033[01;31m"
};

static void print_loc(struct zz_buf *out, const struct zz_loc *l,
		      const struct zz_loc *fallback, bool colour)
{
	if (!l->line && fallback)
		l = fallback;
	if (colour)
		zz_buf_addstr(out, SGR_LOCUS);
	/* a file or member name is a stranger's text too */
	if (l && (l->line || l->file)) {
		zz_shown_addstr(out, l->file ? l->file : "<stdin>", 0);
		if (l->line)
			zz_buf_addf(out, ":%u:%u", l->line, l->col);
		zz_buf_addch(out, ':');
	} else {
		zz_buf_addstr(out, "zertz:");
	}
	zz_buf_addstr(out, colour ? SGR_RESET " " : " ");
}

/*
 * A detail or a note as the reader's language says it, shown as every
 * text is (lib/shown.h): its format translated with the arguments kept,
 * where the catalogue has it; else as it was said.
 */
static void shown_said(struct zz_buf *out, const char *text, const struct zz_fmt *said)
{
	struct zz_buf tr = ZZ_BUF_INIT;
	const char *fmt = said->fmt ? _(said->fmt) : NULL;

	if (fmt && fmt != said->fmt && zz_fmt_render(said, fmt, &tr))
		text = tr.buf;
	zz_shown_addstr(out, text, 0);
	zz_buf_release(&tr);
}

static void print_level(struct zz_buf *out, enum zz_level level, bool colour)
{
	if (colour)
		zz_buf_addf(out, "%s%s:" SGR_RESET " ", level_colours[level], _(level_names[level]));
	else
		zz_buf_addf(out, "%s: ", _(level_names[level]));
}

/*
 * The source line and a caret under the column, as gcc shows them:
 *
 *     12 | 7. Wd4 c2
 *        |     ^
 *
 * The line is shown as every text is (lib/shown.h), and the caret goes
 * under the column as shown: a tab stays a tab under it, the bytes that
 * continue a UTF-8 character take no column, an escape ("\033") as many
 * as it has characters.
 */
static void print_caret(struct zz_buf *out, const struct zz_loc *l,
			const struct zz_diag_style *st)
{
	struct zz_buf before = ZZ_BUF_INIT;
	const char *text;
	size_t len, i;

	if (!st->source_line || st->no_caret || !l->line || !l->col)
		return;
	text = st->source_line(st->ctx, l, &len);
	if (!text || l->col - 1 > len)
		return;
	zz_buf_addf(out, " %5u | ", l->line);
	zz_shown_add(out, text, len, 0);
	zz_buf_addstr(out, "\n       | ");
	zz_shown_add(&before, text, l->col - 1, 0);
	for (i = 0; i < before.len; i++) {
		unsigned char c = (unsigned char)before.buf[i];

		if (c == '\t')
			zz_buf_addch(out, '\t');
		else if ((c & 0xc0) != 0x80)
			zz_buf_addch(out, ' ');
	}
	zz_buf_release(&before);
	zz_buf_addstr(out, st->colour ? SGR_CARET "^" SGR_RESET "\n" : "^\n");
}

/* x is said before y when both have a line of one file and x's comes first */
static bool said_before(const struct zz_diagnostic *x, const struct zz_diagnostic *y)
{
	const struct zz_loc *a = &x->loc, *b = &y->loc;

	if (x->summary || y->summary || !a->line || !b->line)
		return false;
	if (a->file != b->file && (!a->file || !b->file || strcmp(a->file, b->file)))
		return false;
	return a->line < b->line || (a->line == b->line && a->col < b->col);
}

size_t *zz_diag_order(const struct zz_diag *d)
{
	size_t n = d->nr ? d->nr : 1;
	size_t *order = zz_xmalloc(n * sizeof(*order)), *tmp, *from, *to, *swap;
	size_t i, width;

	for (i = 0; i < d->nr; i++)
		order[i] = i;
	if (d->nr < 2)
		return order;
	/*
	 * merging runs of 1, 2, 4, ...: stable, and n log n however a
	 * stranger's record orders what is said of it
	 */
	tmp = zz_xmalloc(n * sizeof(*tmp));
	from = order;
	to = tmp;
	for (width = 1; width < d->nr; width *= 2) {
		for (i = 0; i < d->nr; i += 2 * width) {
			size_t lo = i, mid = i + width < d->nr ? i + width : d->nr;
			size_t hi = i + 2 * width < d->nr ? i + 2 * width : d->nr;
			size_t a = lo, b = mid, k = lo;

			while (a < mid && b < hi)
				to[k++] = said_before(&d->v[from[b]], &d->v[from[a]]) ? from[b++] : from[a++];
			while (a < mid)
				to[k++] = from[a++];
			while (b < hi)
				to[k++] = from[b++];
		}
		swap = from;
		from = to;
		to = swap;
	}
	if (from != order)
		memcpy(order, from, d->nr * sizeof(*order));
	free(tmp);
	return order;
}

/* The longest turn quoted as written: a stranger's line may be longer. */
#define QUOTE_MAX 60

/* ": 'TEXT'", the turn written at l, when its source is at hand. */
static void quote_turn(struct zz_buf *out, const struct zz_loc *l, const struct zz_diag_style *st)
{
	const char *text, *at;
	size_t len, n;

	if (!st->source_line || !l->line || !l->col)
		return;
	text = st->source_line(st->ctx, l, &len);
	if (!text || l->col - 1 >= len)
		return;
	at = text + l->col - 1;
	len -= l->col - 1;
	/* a comment, the end of a property or a string, the next element of a list */
	for (n = 0; n < len && at[n] != '{' && at[n] != ']' && at[n] != '"' &&
	     !(at[n] == ',' && n + 1 < len && at[n + 1] == ' ');
	     n++)
		;
	while (n && (at[n - 1] == ' ' || at[n - 1] == '\t'))
		n--;
	if (!n)
		return;
	zz_buf_addstr(out, ": '");
	if (n > QUOTE_MAX) {
		/* not in the middle of a UTF-8 character */
		for (n = QUOTE_MAX; n && ((unsigned char)at[n] & 0xc0) == 0x80; n--)
			;
		zz_shown_add(out, at, n, 0);
		zz_buf_addstr(out, "...");
	} else {
		zz_shown_add(out, at, n, 0);
	}
	zz_buf_addch(out, '\'');
}

void zz_diag_format(struct zz_buf *out, const struct zz_diag *d, bool quiet)
{
	zz_diag_format_max(out, d, quiet, 0);
}

void zz_diag_format_max(struct zz_buf *out, const struct zz_diag *d, bool quiet,
			unsigned long max_errors)
{
	struct zz_diag_style st = { quiet, max_errors, false, NULL, NULL, false };

	zz_diag_format_style(out, d, &st);
}

void zz_diag_format_style(struct zz_buf *out, const struct zz_diag *d,
			  const struct zz_diag_style *st)
{
	unsigned long errors = 0, more = 0, dropped;
	const struct zz_loc *first_more = NULL;
	size_t *order = zz_diag_order(d);
	size_t i, j;

	for (i = 0; i < d->nr; i++) {
		const struct zz_diagnostic *x = &d->v[order[i]];
		const struct zz_code_info *info = x->code;

		if (st->quiet && x->level < ZZ_LEVEL_ERROR)
			continue;
		if (x->level == ZZ_LEVEL_ERROR && st->max_errors && ++errors > st->max_errors) {
			if (!more++)
				first_more = &x->loc;
			continue;
		}
		print_loc(out, &x->loc, NULL, st->colour);
		print_level(out, x->level, st->colour);
		zz_buf_addstr(out, _(info->message));
		if (x->detail && *x->detail) {
			zz_buf_add(out, ": ", 2);
			shown_said(out, x->detail, &x->said);
		}
		if (st->colour)
			zz_buf_addf(out, " [%s%s" SGR_RESET "]\n", level_colours[x->level], info->rule);
		else
			zz_buf_addf(out, " [%s]\n", info->rule);
		print_caret(out, &x->loc, st);
		for (j = 0; j < x->nr_notes; j++) {
			print_loc(out, &x->notes[j].loc, &x->loc, st->colour);
			print_level(out, ZZ_LEVEL_NOTE, st->colour);
			shown_said(out, x->notes[j].text, &x->notes[j].said);
			if (x->notes[j].turn)
				quote_turn(out, &x->notes[j].loc, st);
			zz_buf_addch(out, '\n');
		}
	}
	free(order);
	if (more) {
		struct zz_loc at = *first_more;

		at.line = 0;	/* the file, not a line of it */
		print_loc(out, &at, NULL, st->colour);
		print_level(out, ZZ_LEVEL_NOTE, st->colour);
		zz_buf_addf(out,
			    Q_("%lu more error in this game (--max-errors 0 shows them all)",
			       "%lu more errors in this game (--max-errors 0 shows them all)", more),
			    more);
		zz_buf_addch(out, '\n');
	}
	dropped = d->dropped[ZZ_LEVEL_ERROR] + (st->quiet ? 0 : d->dropped[ZZ_LEVEL_WARNING]);
	if (dropped) {
		struct zz_loc at = d->nr ? d->v[d->nr - 1].loc : (struct zz_loc){ NULL, 0, 0, 0 };

		at.line = 0;
		print_loc(out, &at, NULL, st->colour);
		print_level(out, ZZ_LEVEL_NOTE, st->colour);
		zz_buf_addf(out,
			    Q_("and %lu more diagnostic, counted and not kept: a game keeps %zu "
			       "(ZERTZ_MAX_DIAGNOSTICS raises the limit)",
			       "and %lu more diagnostics, counted and not kept: a game keeps %zu "
			       "(ZERTZ_MAX_DIAGNOSTICS raises the limit)",
			       dropped),
			    dropped, d->max_kept);
		zz_buf_addch(out, '\n');
	}
}
