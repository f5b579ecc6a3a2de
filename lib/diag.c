#include "diag.h"

#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "shown.h"
#include "xalloc.h"
#include "banned.h"

#define N ZZ_LEVEL_NOTE
#define W ZZ_LEVEL_WARNING
#define E ZZ_LEVEL_ERROR

const struct zz_code_info zz_codes[ZZ_CODE_NB] = {
	[ZZ_N_RESIGN_WITHDRAWN] = { "resign-withdrawn", N, "resignation taken back, the game went on",
				    "game-over" },
	[ZZ_N_RAW_HISTORY] = { "raw-history", N, "Boardspace's log of a game, not a game", "notation" },
	[ZZ_W_NONCANONICAL] = { "noncanonical", W, "non-canonical notation", "notation" },
	[ZZ_W_LENIENT] = { "lenient", W, "record read in lenient mode", "notation" },
	[ZZ_W_HOP_MERGED] = { "hop-merged", W, "capture chain continued on the next line", "capture-chain" },
	[ZZ_W_TURN_NUMBER] = { "turn-number", W, "turn number out of sequence", "notation" },
	[ZZ_W_DUPLICATE_TAG] = { "duplicate-tag", W, "tag given twice, the last one counts", "notation" },
	[ZZ_W_MISSED_CAPTURE] = { "missed-capture", W, "capture was compulsory, the move stands",
				  "missed-capture" },
	[ZZ_W_UNDECIDED_RESULT] = { "undecided-result", W, "declared result is not decided by the moves",
				    "result" },
	[ZZ_W_ENCODING] = { "encoding", W, "text is not UTF-8, read as Latin-1", "notation" },
	[ZZ_W_VARIANT_BOARD] = { "variant-board", W, "variant defined for another board", "variant" },
	[ZZ_W_IGNORED] = { "ignored", W, "record element ignored", "notation" },
	[ZZ_W_EMPTY_MEMBER] = { "empty-member", W, "empty member of an archive, no game", "notation" },
	[ZZ_W_RESULT_OVERRULED] = { "result-overruled", W, "declared result overruled by the replay",
				    "result" },
	[ZZ_W_DATE] = { "date", W, "impossible date", "notation" },
	[ZZ_E_NO_GAME] = { "no-game", E, "no game found", "notation" },
	[ZZ_E_SYNTAX] = { "syntax", E, "malformed move", "notation" },
	[ZZ_E_TAG] = { "tag", E, "malformed tag pair", "notation" },
	[ZZ_E_BOARD] = { "board", E, "unsupported board", "board" },
	[ZZ_E_VARIANT] = { "variant", E, "invalid variant", "variant" },
	[ZZ_E_RULE_OPTION] = { "rule-option", E, "invalid rule option", "rules" },
	[ZZ_E_POSITION] = { "position", E, "invalid position string", "position" },
	[ZZ_E_NO_CELL] = { "no-cell", E, "no such ring on this board", "board" },
	[ZZ_E_SGF] = { "sgf", E, "malformed SGF", "notation" },
	[ZZ_E_COMMAND] = { "command", E, "malformed Boardspace command", "notation" },
	[ZZ_E_UNSUPPORTED] = { "unsupported", E, "unsupported variant", "variant" },
	[ZZ_E_SCHEMA] = { "schema", E, "invalid record structure", "notation" },
	[ZZ_E_CANNOT_HOLD] = { "cannot-hold", E, "the output format cannot hold the game", "notation" },
	[ZZ_E_LIMIT] = { "limit", E, "the game is over a limit of the reader", "limits" },
	[ZZ_E_GAME_OVER] = { "game-over", E, "move after the end of the game", "game-over" },
	[ZZ_E_CAPTURE_FORCED] = { "capture-forced", E, "capture is compulsory", "capture-forced" },
	[ZZ_E_RING_GONE] = { "ring-gone", E, "ring has been removed", "board" },
	[ZZ_E_PLACE_OCCUPIED] = { "place-occupied", E, "placement on an occupied ring", "place" },
	[ZZ_E_COLOUR_EMPTY] = { "colour-empty", E, "no marble of that colour to place", "pool-empty" },
	[ZZ_E_REMOVE_SAME] = { "remove-same", E, "removed ring is the ring just placed on", "free-ring" },
	[ZZ_E_REMOVE_OCCUPIED] = { "remove-occupied", E, "removed ring holds a marble", "free-ring" },
	[ZZ_E_REMOVE_NOT_FREE] = { "remove-not-free", E, "removed ring is not free", "free-ring" },
	[ZZ_E_REMOVE_MISSING] = { "remove-missing", E, "a free ring must be removed", "no-removal" },
	[ZZ_E_JUMP_NO_MARBLE] = { "jump-no-marble", E, "no marble to jump with", "capture" },
	[ZZ_E_JUMP_LINE] = { "jump-line", E, "jump is not two rings along a line", "capture" },
	[ZZ_E_JUMP_EMPTY] = { "jump-empty", E, "jump over a ring without a marble", "capture" },
	[ZZ_E_JUMP_COLOUR] = { "jump-colour", E, "jumped marble has another colour", "capture" },
	[ZZ_E_LANDING_OCCUPIED] = { "landing-occupied", E, "jump lands on an occupied or missing ring",
				    "capture" },
	[ZZ_E_CHAIN_INCOMPLETE] = { "chain-incomplete", E, "capture chain stops while a jump is available",
				    "capture-chain" },
	[ZZ_E_ISOLATION] = { "isolation", E, "isolation list does not match the claimed marbles",
			     "isolation" },
	[ZZ_E_PASS] = { "pass", E, "pass while a move is available", "no-move" },
	[ZZ_E_TZ_FROM] = { "tz-from", E, "no stack of the player to move on the starting point", "tz-line" },
	[ZZ_E_TZ_LINE] = { "tz-line", E, "the two points are not on one line", "tz-line" },
	[ZZ_E_TZ_BLOCKED] = { "tz-blocked", E, "a piece stands between the two points", "tz-line" },
	[ZZ_E_TZ_EMPTY] = { "tz-empty", E, "the target point is empty", "tz-line" },
	[ZZ_E_TZ_TALLER] = { "tz-taller", E, "capture of a taller stack", "tz-capture" },
	[ZZ_E_TZ_OWN] = { "tz-own", E, "capture of the player's own stack", "tz-capture" },
	[ZZ_E_TZ_STACK_ENEMY] = { "tz-stack-enemy", E, "stacking onto an enemy stack", "tz-stack" },
	[ZZ_E_TZ_FIRST_CAPTURE] = { "tz-first-capture", E, "a turn starts with a capture", "tz-turn" },
	[ZZ_E_TZ_OPENING] = { "tz-opening", E, "White's first turn is one capture", "tz-opening" },
	[ZZ_E_TZ_SECOND] = { "tz-second", E, "the turn has no second action", "tz-turn" },
	[ZZ_E_TZ_PLACE] = { "tz-place", E, "placement not possible", "tz-setup" },
	[ZZ_E_RESULT] = { "result", E, "declared result disagrees with the replay", "result" },
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
		for (j = 0; j < d->v[i].nr_notes; j++)
			free(d->v[i].notes[j].text);
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

static char *vformat(const char *fmt, va_list ap)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	zz_buf_vaddf(&sb, fmt, ap);
	return zz_buf_detach(&sb, NULL);
}

size_t zz_diag_add(struct zz_diag *d, enum zz_code code,
		   const struct zz_loc *loc, const char *fmt, ...)
{
	struct zz_diagnostic *x;
	va_list ap;

	if (d->max_kept && d->nr >= d->max_kept) {
		/* counted, not kept: the memory of a sink has a bound */
		d->count[zz_codes[code].level]++;
		d->dropped[zz_codes[code].level]++;
		return ZZ_DIAG_DROPPED;
	}
	ZZ_ALLOC_GROW(d->v, d->nr + 1, d->alloc);
	x = &d->v[d->nr];
	memset(x, 0, sizeof(*x));
	x->code = code;
	x->level = zz_codes[code].level;
	if (loc)
		x->loc = *loc;
	if (fmt) {
		va_start(ap, fmt);
		/* the commonest detail, a string as it is, without printf */
		if (fmt[0] == '%' && fmt[1] == 's' && !fmt[2])
			x->detail = zz_xstrdup(va_arg(ap, const char *));
		else
			x->detail = vformat(fmt, ap);
		va_end(ap);
	}
	d->count[x->level]++;
	return d->nr++;
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
	n->text = vformat(fmt, ap);
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
		zz_diag_note(d, i, loc, "turn %zu", n);
		zz_diag_note_turn(d, i);
	}
}

int zz_code_find(const char *id)
{
	int i;

	for (i = 0; i < ZZ_CODE_NB; i++)
		if (!strcmp(zz_codes[i].id, id))
			return i;
	return -1;
}

static const char *const level_names[ZZ_LEVEL_NB] = { "note", "warning", "error" };

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

static void print_level(struct zz_buf *out, enum zz_level level, bool colour)
{
	if (colour)
		zz_buf_addf(out, "%s%s:" SGR_RESET " ", level_colours[level], level_names[level]);
	else
		zz_buf_addf(out, "%s: ", level_names[level]);
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
		const struct zz_code_info *info = &zz_codes[x->code];

		if (st->quiet && x->level < ZZ_LEVEL_ERROR)
			continue;
		if (x->level == ZZ_LEVEL_ERROR && st->max_errors && ++errors > st->max_errors) {
			if (!more++)
				first_more = &x->loc;
			continue;
		}
		print_loc(out, &x->loc, NULL, st->colour);
		print_level(out, x->level, st->colour);
		zz_buf_addstr(out, info->message);
		if (x->detail && *x->detail) {
			zz_buf_add(out, ": ", 2);
			zz_shown_addstr(out, x->detail, 0);
		}
		if (st->colour)
			zz_buf_addf(out, " [%s%s" SGR_RESET "]\n", level_colours[x->level], info->rule);
		else
			zz_buf_addf(out, " [%s]\n", info->rule);
		print_caret(out, &x->loc, st);
		for (j = 0; j < x->nr_notes; j++) {
			print_loc(out, &x->notes[j].loc, &x->loc, st->colour);
			print_level(out, ZZ_LEVEL_NOTE, st->colour);
			zz_shown_addstr(out, x->notes[j].text, 0);
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
		zz_buf_addf(out, "%lu more error%s in this game (--max-errors 0 shows them all)\n",
			    more, more == 1 ? "" : "s");
	}
	dropped = d->dropped[ZZ_LEVEL_ERROR] + (st->quiet ? 0 : d->dropped[ZZ_LEVEL_WARNING]);
	if (dropped) {
		struct zz_loc at = d->nr ? d->v[d->nr - 1].loc : (struct zz_loc){ NULL, 0, 0, 0 };

		at.line = 0;
		print_loc(out, &at, NULL, st->colour);
		print_level(out, ZZ_LEVEL_NOTE, st->colour);
		zz_buf_addf(out, "and %lu more diagnostic%s, counted and not kept: a game keeps "
			    "%zu (ZERTZ_MAX_DIAGNOSTICS raises the limit)\n",
			    dropped, dropped == 1 ? "" : "s", d->max_kept);
	}
}
