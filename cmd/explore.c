/*
 * zertz explore: what the games of an index (indexdb.h) played from a
 * position, up to the board's symmetries: each turn with how often, how it
 * scored for the side to move, when it was last played and where to find
 * examples.  A turn is named as it is played from the position asked, in
 * its orientation: each legal turn is played and its result's least image
 * looked up; a turn of the index that is no legal turn there (a record
 * under other rules) keeps its record's words.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cmd.h"
#include "error.h"
#include "facts.h"
#include "draw.h"
#include "games.h"
#include "html.h"
#include "explore.h"
#include "indexdb.h"
#include "jsonw.h"
#include "kinds.h"
#include "options.h"
#include "output.h"
#include "replay.h"
#include "search.h"
#include "select.h"
#include "shown.h"
#include "table.h"
#include "usage.h"
#include "walk.h"
#include "xalloc.h"
#include "i18n.h"
#include "banned.h"

#define EXAMPLES_MAX 100
#define SEARCH_TT_BITS 18	 /* the search's table: 2^18 entries (4 MiB) */
#define DEFAULT_BUDGET 1000000UL /* nodes a question, as analyze's */

enum format { FMT_TEXT, FMT_JSON, FMT_CSV };
static const char *const format_names[] = { "text", "json", "csv", NULL };

struct example {
	char *source, *date;
	unsigned long long number, ply;
};

/* A turn played from the position, up to symmetry: its games. */
struct line {
	int64_t next;
	bool end;      /* the games that ended there */
	char *turn;    /* as named from the position asked (or as recorded) */
	bool recorded; /* no legal turn there leads to next: the record's words */
	char *after;   /* the position after the turn as named, in the orientation asked (NULL: none) */
	unsigned long long games, won, draws, losses, unfinished;
	char *last;	   /* the latest date, as written */
	double rating_sum; /* the side to move's ratings, where the records have one */
	unsigned long long rated;
	struct example *ex;
	size_t nex;
	/* the analysis (-k): the turn wins within the horizon (in wins_in of
	 * the mover's turns), or hands the opponent a forced win within it */
	bool judged;
	enum zz_fact wins, hands;
	unsigned wins_in;
};

struct explore {
	struct line *lines;
	size_t n, alloc;
	unsigned long long games;
	unsigned long examples;
	unsigned long horizon, budget; /* -k (0: no analysis), --budget */
	bool judged;		       /* the position's facts: */
	enum zz_fact win, lost;	       /* win(P, k), lost(P, k) (spec/ANALYSIS.md) */
};

static struct line *line_of(struct explore *e, const struct indexdb_next *n)
{
	size_t i;

	for (i = 0; i < e->n; i++)
		if (e->lines[i].end == !n->has_next && (!n->has_next || e->lines[i].next == n->next))
			return &e->lines[i];
	ZZ_ALLOC_GROW(e->lines, e->n + 1, e->alloc);
	memset(&e->lines[e->n], 0, sizeof(e->lines[0]));
	e->lines[e->n].next = n->next;
	e->lines[e->n].end = !n->has_next;
	if (n->has_next && n->turn) {
		e->lines[e->n].turn = zz_xstrdup(n->turn);
		e->lines[e->n].recorded = true;
	}
	return &e->lines[e->n++];
}

static void one(void *ctx, const struct indexdb_next *n)
{
	struct explore *e = ctx;
	struct line *l = line_of(e, n);
	int side = (int)(n->ply % 2); /* turns alternate from the first player's */

	e->games++;
	l->games++;
	if (!n->over)
		l->unfinished++;
	else if (n->winner == side)
		l->won++;
	else if (n->winner == 1 - side)
		l->losses++;
	else
		l->draws++;
	if (n->rating) {
		char *end;
		double r = strtod(n->rating, &end);

		/* (a number, as the tag is meant to hold; anything else is no rating) */
		if (end != n->rating && !*end && r > 0 && r < 10000) {
			l->rating_sum += r;
			l->rated++;
		}
	}
	if (n->date && (!l->last || strcmp(n->date, l->last) > 0)) {
		free(l->last);
		l->last = zz_xstrdup(n->date);
	}
	if (l->nex < e->examples) {
		struct example *x;

		l->ex = zz_xreallocarray(l->ex, l->nex + 1, sizeof(*l->ex));
		x = &l->ex[l->nex++];
		x->source = zz_xstrdup(n->source ? n->source : "");
		x->date = n->date ? zz_xstrdup(n->date) : NULL;
		x->number = n->number;
		x->ply = n->ply;
	}
}

/*
 * Line l's turn, turn t of the mover at pos, judged at the horizon: it
 * wins at once (v, its verdict, is the mover's), or leaves the opponent
 * lost within n - 1 for the least n; and whether it leaves the opponent
 * a forced win within k.  Each question within the budget.
 */
static void judge(struct explore *e, struct zz_searcher *s, const struct zz_search_kind *sk, const void *pos,
		  const void *next, int v, struct line *l)
{
	int side = (int)sk->side(pos);
	unsigned n;

	l->judged = true;
	l->wins = l->hands = ZZ_FACT_NO;
	if (v == side) {
		l->wins = ZZ_FACT_YES;
		l->wins_in = 1;
		return;
	}
	if (v != ZZ_SEARCH_GOING) {
		l->hands = v == 1 - side ? ZZ_FACT_YES : ZZ_FACT_NO; /* (lost by it, or a draw) */
		return;
	}
	for (n = 2; n <= e->horizon && l->wins != ZZ_FACT_YES; n++) {
		enum zz_fact f;

		zz_search_budget(s, e->budget);
		f = zz_search_lost(s, next, n - 1);
		if (f == ZZ_FACT_YES) {
			l->wins = ZZ_FACT_YES;
			l->wins_in = n;
		} else if (f == ZZ_FACT_UNKNOWN)
			l->wins = ZZ_FACT_UNKNOWN;
	}
	if (l->wins == ZZ_FACT_YES)
		return;
	zz_search_budget(s, e->budget);
	l->hands = zz_search_win(s, next, (unsigned)e->horizon);
}

/*
 * Each line's turn named as played from the position asked, where a legal
 * turn leads to it, and judged there (-k); the position's own facts.
 */
static void name_turns(struct explore *e, const struct zz_text_kind *tk, const char *position)
{
	struct zz_search_position sp;
	struct zz_buf err = ZZ_BUF_INIT, text = ZZ_BUF_INIT, canon = ZZ_BUF_INIT, name = ZZ_BUF_INIT;
	const struct zz_search_kind *sk;
	struct zz_searcher *s = NULL;
	void *turns, *next;
	size_t nt, i, k;

	memset(&sp, 0, sizeof(sp));
	if (!tk->search_position || tk->search_position(position, NULL, &sp, &err)) {
		zz_buf_release(&err);
		return; /* (no table of its turns: the records' words) */
	}
	sk = sp.search;
	turns = zz_xcalloc(sk->max_turns, sk->turn_size);
	next = zz_xcalloc(1, sk->pos_size);
	nt = sk->over && sk->over(sp.rules, sp.pos) != ZZ_SEARCH_GOING ? 0
								       : sk->turns(sp.rules, sp.pos, turns);
	if (e->horizon) {
		s = zz_searcher_new(sk, sp.rules, SEARCH_TT_BITS);
		e->judged = true;
		zz_search_budget(s, e->budget);
		e->win = nt ? zz_search_win(s, sp.pos, (unsigned)e->horizon) : ZZ_FACT_NO;
		zz_search_budget(s, e->budget);
		e->lost = zz_search_lost(s, sp.pos, (unsigned)e->horizon);
	}
	for (i = 0; i < nt; i++) {
		const void *t = (const char *)turns + i * sk->turn_size;
		int64_t id;
		int v = sk->play(sp.rules, sp.pos, t, next);

		zz_buf_reset(&text);
		zz_buf_reset(&canon);
		tk->search_position_write(&text, next);
		if (indexdb_canonical(tk, text.buf, &canon, &id, &err))
			continue;
		for (k = 0; k < e->n; k++) {
			struct line *l = &e->lines[k];

			if (l->end || l->next != id || !l->recorded)
				continue;
			zz_buf_reset(&name);
			tk->search_turn_write(&name, sp.pos, t);
			free(l->turn);
			l->turn = zz_xstrdup(name.buf);
			l->recorded = false;
			free(l->after);
			l->after = zz_xstrdup(text.buf);
			if (s)
				judge(e, s, sk, sp.pos, next, v, l);
		}
	}
	zz_searcher_free(s);
	free(turns);
	free(next);
	tk->search_release(&sp);
	zz_buf_release(&err);
	zz_buf_release(&text);
	zz_buf_release(&canon);
	zz_buf_release(&name);
}

static int by_games(const void *a, const void *b)
{
	const struct line *x = a, *y = b;

	if (x->end != y->end)
		return x->end ? 1 : -1; /* (the games that ended there last) */
	if (x->games != y->games)
		return x->games > y->games ? -1 : 1;
	return strcmp(x->turn ? x->turn : "", y->turn ? y->turn : "");
}

/* The share of points of the decided games for the side to move, in percent (-1: none decided). */
static double score(const struct line *l)
{
	unsigned long long decided = l->won + l->draws + l->losses;

	return decided ? 100.0 * ((double)l->won + 0.5 * (double)l->draws) / (double)decided : -1;
}

/* The average rating of a line's rated games, rounded half up (0: none rated). */
static long long rating_of(const struct line *l)
{
	return l->rated ? (long long)(l->rating_sum / (double)l->rated + 0.5) : 0;
}

static void example_text(struct zz_buf *out, const struct example *x, bool shown)
{
	if (shown)
		zz_shown_addstr(out, x->source, 0);
	else
		zz_buf_addstr(out, x->source);
	if (x->number > 1)
		zz_buf_addf(out, _(" (game %llu)"), x->number);
}

/* A line's analysis in a word or three: "wins in 2", "loses", "-" (neither), "unknown". */
static void verdict_text(struct zz_buf *out, const struct line *l)
{
	if (l->wins == ZZ_FACT_YES)
		zz_buf_addf(out, _("wins in %u"), l->wins_in);
	else if (l->hands == ZZ_FACT_YES)
		zz_buf_addstr(out, _("loses"));
	else if (l->wins == ZZ_FACT_UNKNOWN || l->hands == ZZ_FACT_UNKNOWN)
		zz_buf_addstr(out, _("unknown"));
	else
		zz_buf_addstr(out, "-");
}

/* The characters of s (not its bytes). */
static size_t chars(const char *s)
{
	return zz_utf8_cols(s, strlen(s));
}

/* The text appended to out since byte at padded with spaces to cols characters (not bytes). */
static void pad(struct zz_buf *out, size_t at, size_t cols)
{
	size_t n = zz_utf8_cols(out->buf + at, out->len - at);

	if (n < cols)
		zz_buf_addchars(out, ' ', cols - n);
}

/* A heading of the table: s, then spaces to cols characters; right: the spaces first. */
static void heading(struct zz_buf *out, const char *s, size_t cols, bool right)
{
	size_t at = out->len;

	if (right) {
		if (chars(s) < cols)
			zz_buf_addchars(out, ' ', cols - chars(s));
		zz_buf_addstr(out, s);
		return;
	}
	zz_buf_addstr(out, s);
	pad(out, at, cols);
}

/*
 * explore's table: a line a turn.  Each column as wide as its heading in
 * the reader's language, or its English width where that is wider.
 */
static void write_table(struct zz_buf *out, const struct explore *e)
{
	enum { TURN, GAMES, SCORE, WON, DRAWN, LOST, RATING, VERDICT, LAST, COLS };
	/* TRANSLATORS: explore's table's headings: short, a column each */
	const char *head[COLS] = { _("turn"),	    _("games"), _("score"),  _("won"),
				   _("drawn"),	    _("lost"),	_("rating"), e->judged ? _("analysis") : "",
				   _("last played") };
	static const size_t least[COLS] = { 20, 7, 6, 6, 6, 6, 7, 10, 12 };
	int w[COLS];
	size_t i, j, k;

	for (k = 0; k < COLS; k++)
		w[k] = (int)(chars(head[k]) > least[k] ? chars(head[k]) : least[k]);
	zz_buf_addch(out, '\n');
	for (k = 0; k < COLS; k++) {
		zz_buf_addstr(out, k == VERDICT ? "  " : k ? " " : "");
		heading(out, head[k], (size_t)w[k], k > TURN && k < VERDICT);
	}
	zz_buf_addch(out, ' ');
	zz_buf_addstr(out, e->examples ? _("example") : "");
	zz_buf_addch(out, '\n');
	for (i = 0; i < e->n; i++) {
		const struct line *l = &e->lines[i];
		size_t start = out->len;
		double s = score(l);

		if (l->end)
			zz_buf_addstr(out, _("(ended here)"));
		else {
			zz_shown_addstr(out, l->turn ? l->turn : "?", 0);
			if (l->recorded)
				zz_buf_addstr(out, _(" (as recorded)"));
		}
		pad(out, start, (size_t)w[TURN]);
		zz_buf_addf(out, " %*llu ", w[GAMES], l->games);
		if (s < 0)
			zz_buf_addf(out, "%*s", w[SCORE], "-");
		else
			zz_buf_addf(out, "%*.1f%%", w[SCORE] - 1, s);
		zz_buf_addf(out, " %*llu %*llu %*llu ", w[WON], l->won, w[DRAWN], l->draws, w[LOST],
			    l->losses);
		if (l->rated)
			zz_buf_addf(out, "%*lld  ", w[RATING], rating_of(l));
		else
			zz_buf_addf(out, "%*s  ", w[RATING], "-");
		start = out->len;
		if (l->judged)
			verdict_text(out, l);
		pad(out, start, (size_t)w[VERDICT]);
		zz_buf_addch(out, ' ');
		start = out->len;
		if (l->last)
			zz_shown_addstr(out, l->last, 0);
		pad(out, start, (size_t)w[LAST]);
		for (j = 0; j < l->nex; j++) {
			zz_buf_addstr(out, j ? ", " : " ");
			example_text(out, &l->ex[j], true);
		}
		while (out->len && out->buf[out->len - 1] == ' ')
			zz_buf_setlen(out, out->len - 1);
		zz_buf_addch(out, '\n');
	}
}

static void write_text(struct zz_buf *out, const struct explore *e, const char *canon)
{
	const char *label[3] = { _("position:"), _("games:"), _("analysis:") };
	size_t width = 0, k;

	/* the labels padded to the widest, in characters */
	for (k = 0; k < 3; k++)
		if (chars(label[k]) > width)
			width = chars(label[k]);
	heading(out, label[0], width + 1, false);
	zz_shown_addstr(out, canon, 0);
	zz_buf_addch(out, '\n');
	heading(out, label[1], width + 1, false);
	zz_buf_addf(out, "%llu\n", e->games);
	if (e->judged) {
		heading(out, label[2], width + 1, false);
		zz_buf_addf(out, "%s, %s ",
			    e->win == ZZ_FACT_YES	   ? _("a forced win")
				    : e->win == ZZ_FACT_NO ? _("no forced win")
							   : _("a forced win unknown"),
			    e->lost == ZZ_FACT_YES	    ? _("lost")
				    : e->lost == ZZ_FACT_NO ? _("not lost")
							    : _("lost or not unknown"));
		zz_buf_addf(out, Q_("(within %lu turn)\n", "(within %lu turns)\n", e->horizon), e->horizon);
	}
	if (!e->games)
		return;
	write_table(out, e);
}

static void write_json(struct zz_buf *out, const struct explore *e, const char *canon, int64_t id)
{
	struct zz_jw w;
	size_t i, j;

	zz_jw_init(&w, out, false);
	zz_jw_object(&w);
	zz_jw_key(&w, "position");
	zz_jw_str(&w, canon);
	zz_jw_key(&w, "id");
	zz_jw_int(&w, (long long)id);
	zz_jw_key(&w, "games");
	zz_jw_int(&w, (long long)e->games);
	if (e->judged) {
		zz_jw_key(&w, "horizon");
		zz_jw_int(&w, (long long)e->horizon);
		zz_jw_key(&w, "win");
		zz_jw_str(&w, facts_name(e->win));
		zz_jw_key(&w, "lost");
		zz_jw_str(&w, facts_name(e->lost));
	}
	zz_jw_key(&w, "turns");
	zz_jw_array(&w);
	for (i = 0; i < e->n; i++) {
		const struct line *l = &e->lines[i];

		zz_jw_object(&w);
		zz_jw_key(&w, "turn");
		if (l->end)
			zz_jw_null(&w);
		else
			zz_jw_str_or_null(&w, l->turn);
		zz_jw_key(&w, "recorded");
		zz_jw_bool(&w, l->recorded);
		zz_jw_key(&w, "games");
		zz_jw_int(&w, (long long)l->games);
		zz_jw_key(&w, "won");
		zz_jw_int(&w, (long long)l->won);
		zz_jw_key(&w, "drawn");
		zz_jw_int(&w, (long long)l->draws);
		zz_jw_key(&w, "lost");
		zz_jw_int(&w, (long long)l->losses);
		zz_jw_key(&w, "unfinished");
		zz_jw_int(&w, (long long)l->unfinished);
		zz_jw_key(&w, "last");
		zz_jw_str_or_null(&w, l->last);
		zz_jw_key(&w, "rating");
		if (l->rated)
			zz_jw_int(&w, rating_of(l));
		else
			zz_jw_null(&w);
		zz_jw_key(&w, "rated");
		zz_jw_int(&w, (long long)l->rated);
		if (l->judged) {
			zz_jw_key(&w, "wins");
			zz_jw_str(&w, facts_name(l->wins));
			if (l->wins == ZZ_FACT_YES) {
				zz_jw_key(&w, "wins_in");
				zz_jw_int(&w, l->wins_in);
			}
			zz_jw_key(&w, "hands_over");
			zz_jw_str(&w, facts_name(l->hands));
		}
		zz_jw_key(&w, "examples");
		zz_jw_array(&w);
		for (j = 0; j < l->nex; j++) {
			zz_jw_object(&w);
			zz_jw_key(&w, "source");
			zz_jw_str(&w, l->ex[j].source);
			zz_jw_key(&w, "game");
			zz_jw_int(&w, (long long)l->ex[j].number);
			zz_jw_key(&w, "ply");
			zz_jw_int(&w, (long long)l->ex[j].ply);
			zz_jw_end_object(&w);
		}
		zz_jw_end_array(&w);
		zz_jw_end_object(&w);
	}
	zz_jw_end_array(&w);
	zz_jw_end_object(&w);
	zz_buf_addch(out, '\n');
}

static void write_csv(struct zz_buf *out, const struct explore *e)
{
	size_t i, j;

	zz_buf_addstr(
		out,
		"turn,recorded,games,won,drawn,lost,unfinished,last,examples,wins,wins_in,hands_over,rating\r\n");
	for (i = 0; i < e->n; i++) {
		const struct line *l = &e->lines[i];
		struct zz_buf ex = ZZ_BUF_INIT;

		zz_csv_field(out, l->end ? "" : l->turn ? l->turn : "");
		zz_buf_addf(out, ",%d,%llu,%llu,%llu,%llu,%llu,", l->recorded, l->games, l->won, l->draws,
			    l->losses, l->unfinished);
		zz_csv_field(out, l->last ? l->last : "");
		zz_buf_addch(out, ',');
		for (j = 0; j < l->nex; j++) {
			if (j)
				zz_buf_addch(&ex, ' ');
			example_text(&ex, &l->ex[j], false);
		}
		zz_csv_field(out, ex.buf ? ex.buf : "");
		if (l->judged)
			zz_buf_addf(out, ",%s,%u,%s", facts_name(l->wins),
				    l->wins == ZZ_FACT_YES ? l->wins_in : 0, facts_name(l->hands));
		else
			zz_buf_addstr(out, ",,,");
		if (l->rated)
			zz_buf_addf(out, ",%lld", rating_of(l));
		else
			zz_buf_addch(out, ',');
		zz_buf_addstr(out, "\r\n");
		zz_buf_release(&ex);
	}
}

/* --at N: the position after turn N of the game chosen, as a position string. */
struct at_game {
	long at;
	struct zz_buf pos;
	int status;
};

static int position_at(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct at_game *a = ctx;
	struct zz_replay m;

	zz_replay_start(&m, g, d);
	while (zz_replay_turn(&m) < (size_t)a->at && zz_replay_step(&m) > 0)
		;
	if (zz_replay_failed(&m))
		a->status = ZZ_EXIT_INVALID; /* (said with the game's diagnostics) */
	else if (zz_replay_turn(&m) < (size_t)a->at)
		a->status = at_beyond(NULL, a->at, g, index, zz_replay_turn(&m));
	else
		zz_text_kind(g->kind)->position_write(&a->pos, &m);
	zz_replay_release(&m);
	return 0;
}

static void explore_release(struct explore *e)
{
	size_t i, j;

	for (i = 0; i < e->n; i++) {
		for (j = 0; j < e->lines[i].nex; j++) {
			free(e->lines[i].ex[j].source);
			free(e->lines[i].ex[j].date);
		}
		free(e->lines[i].ex);
		free(e->lines[i].turn);
		free(e->lines[i].after);
		free(e->lines[i].last);
	}
	free(e->lines);
}

/* The explorer page's positions, as it shows them: the text, how deep, and what it says of each. */
struct page {
	struct zz_buf *frames;
	struct zz_html_explorer_node *nodes;
	char **texts;
	unsigned *plies;
	size_t n, alloc;
	size_t *slot; /* open addressing by text: node + 1 (0: empty), mask + 1 slots */
	size_t mask;
	char **labels; /* the roots' */
};

static size_t text_hash(const char *s)
{
	size_t h = 14695981039346656037u;

	for (; *s; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211u;
	return h;
}

/* The node of the position text (in its orientation), added at ply when new. */
static long page_node(struct page *pg, const char *text, unsigned ply)
{
	size_t h, i;

	for (h = text_hash(text) & pg->mask; pg->slot[h]; h = (h + 1) & pg->mask)
		if (!strcmp(pg->texts[pg->slot[h] - 1], text))
			return (long)pg->slot[h] - 1;
	if (pg->n == pg->alloc) {
		pg->alloc = pg->alloc ? 2 * pg->alloc : 64;
		pg->texts = zz_xreallocarray(pg->texts, pg->alloc, sizeof(*pg->texts));
		pg->plies = zz_xreallocarray(pg->plies, pg->alloc, sizeof(*pg->plies));
		pg->nodes = zz_xreallocarray(pg->nodes, pg->alloc, sizeof(*pg->nodes));
		pg->frames = zz_xreallocarray(pg->frames, pg->alloc, sizeof(*pg->frames));
	}
	pg->texts[pg->n] = zz_xstrdup(text);
	pg->plies[pg->n] = ply;
	memset(&pg->nodes[pg->n], 0, sizeof(pg->nodes[0]));
	zz_buf_init(&pg->frames[pg->n]);
	pg->slot[h] = ++pg->n;
	if (2 * pg->n > pg->mask) { /* at most half full */
		free(pg->slot);
		pg->mask = 2 * pg->mask + 1;
		pg->slot = zz_xcalloc(pg->mask + 1, sizeof(*pg->slot));
		for (i = 0; i < pg->n; i++) {
			for (h = text_hash(pg->texts[i]) & pg->mask; pg->slot[h]; h = (h + 1) & pg->mask)
				;
			pg->slot[h] = i + 1;
		}
	}
	return (long)pg->n - 1;
}

struct start_list {
	struct page *pg;
	unsigned long min_games;
};

static void start_cb(void *ctx, int64_t id, const char *text, unsigned long long games)
{
	struct start_list *sl = ctx;
	struct zz_buf label = ZZ_BUF_INIT;
	const char *sp = strchr(text, ' ');

	(void)id;
	if (games < sl->min_games && sl->pg->n)
		return; /* (the most played start is shown whatever its games) */
	page_node(sl->pg, text, 0);
	/* a root by its board: the position string's first word (zertz(5)) */
	if (text[0] >= '0' && text[0] <= '9')
		zz_buf_addf(&label, Q_("%.*s rings: %llu game", "%.*s rings: %llu games", games),
			    sp ? (int)(sp - text) : 20, text, games);
	else
		zz_buf_addf(&label, Q_("%.*s: %llu game", "%.*s: %llu games", games),
			    sp ? (int)(sp - text) : 20, text, games);
	sl->pg->labels = zz_xreallocarray(sl->pg->labels, sl->pg->n, sizeof(*sl->pg->labels));
	sl->pg->labels[sl->pg->n - 1] = zz_buf_detach(&label, NULL);
}

/* Node k of the page: its turns from the index, named from its position; those played enough lead on. */
static int page_fill(struct page *pg, struct indexdb *db, size_t k, unsigned long plies,
		     unsigned long min_games, struct zz_buf *err)
{
	const struct zz_text_kind *tk = zz_text_kind_of_position(pg->texts[k]);
	struct zz_html_explorer_turn *turns;
	struct zz_render_opts ro;
	struct zz_buf canon = ZZ_BUF_INIT;
	struct explore e;
	int64_t id;
	size_t i;

	memset(&e, 0, sizeof(e));
	if (!tk->position_images || indexdb_canonical(tk, pg->texts[k], &canon, &id, err) ||
	    indexdb_occurrences(db, id, one, &e, err)) {
		zz_buf_release(&canon);
		explore_release(&e);
		return -1;
	}
	name_turns(&e, tk, pg->texts[k]);
	qsort(e.lines, e.n, sizeof(*e.lines), by_games);
	turns = zz_xcalloc(e.n ? e.n : 1, sizeof(*turns));
	for (i = 0; i < e.n; i++) {
		struct line *l = &e.lines[i];
		long child = -1;

		if (!l->end && l->after && l->games >= min_games && pg->plies[k] < plies)
			child = page_node(pg, l->after, pg->plies[k] + 1);
		turns[i].turn = l->end ? zz_xstrdup(_("the game ended here"))
			: l->turn      ? zz_xstrdup(l->turn)
				       : NULL;
		turns[i].recorded = l->recorded;
		turns[i].games = l->games;
		turns[i].won = l->won;
		turns[i].drawn = l->draws;
		turns[i].lost = l->losses;
		turns[i].rating = rating_of(l);
		turns[i].last = l->last ? zz_xstrdup(l->last) : NULL;
		turns[i].child = child;
	}
	/* (page_node may have moved the nodes) */
	pg->nodes[k].games = e.games;
	pg->nodes[k].turns = turns;
	pg->nodes[k].nturns = e.n;
	zz_render_opts_init(&ro);
	ro.coords = ZZ_COORDS_EDGE;
	if (tk->draw)
		tk->draw->position(&pg->frames[k], pg->texts[k], true, &ro, err);
	zz_buf_release(&canon);
	explore_release(&e);
	return 0;
}

int explore_page(const char *db_path, unsigned long plies, unsigned long min_games,
		 int (*deflate)(const void *in, size_t n, struct zz_buf *out), struct zz_buf *out,
		 struct zz_buf *err)
{
	struct page pg;
	struct start_list sl = { &pg, min_games };
	struct zz_html_explorer x;
	struct zz_buf head = ZZ_BUF_INIT;
	const char *heads[1];
	struct indexdb *db = indexdb_open_read(db_path, err);
	unsigned long long turns = 0;
	size_t k, i, nroots;
	int rc = 0;

	if (!db)
		return -1;
	memset(&pg, 0, sizeof(pg));
	pg.mask = 255;
	pg.slot = zz_xcalloc(pg.mask + 1, sizeof(*pg.slot));
	rc = indexdb_starts(db, start_cb, &sl, err);
	nroots = pg.n;
	/* breadth first: the nodes added while it goes are filled in turn */
	for (k = 0; !rc && k < pg.n; k++)
		rc = page_fill(&pg, db, k, plies, min_games, err);
	indexdb_close(db);
	if (!rc) {
		for (k = 0; k < pg.n; k++)
			turns += pg.nodes[k].nturns;
		for (k = 0; k < nroots; k++)
			pg.nodes[k].label = pg.labels[k];
		zz_buf_addf(&head, Q_("%zu position, ", "%zu positions, ", pg.n), pg.n);
		zz_buf_addf(&head, Q_("%llu turn: ", "%llu turns: ", turns), turns);
		zz_buf_addf(
			&head,
			Q_("every turn played from each, and where a turn was played in %lu game or more, "
			   "within the first %lu turns, the position it leads to.",
			   "every turn played from each, and where a turn was played in %lu games or more, "
			   "within the first %lu turns, the position it leads to.",
			   min_games),
			min_games, plies);
		heads[0] = head.buf;
		memset(&x, 0, sizeof(x));
		x.title = _("Opening explorer");
		x.head = heads;
		x.nhead = 1;
		x.frames = pg.frames;
		x.nodes = pg.nodes;
		x.nnodes = pg.n;
		x.nroots = nroots;
		x.deflate = deflate;
		zz_html_explorer(out, &x);
	}
	for (k = 0; k < pg.n; k++) {
		for (i = 0; i < pg.nodes[k].nturns; i++) {
			free((char *)pg.nodes[k].turns[i].turn);
			free((char *)pg.nodes[k].turns[i].last);
		}
		free((void *)pg.nodes[k].turns);
		zz_buf_release(&pg.frames[k]);
		free(pg.texts[k]);
	}
	for (k = 0; k < nroots; k++)
		free(pg.labels[k]);
	free(pg.labels);
	free(pg.frames);
	free(pg.nodes);
	free(pg.texts);
	free(pg.plies);
	free(pg.slot);
	zz_buf_release(&head);
	return rc;
}

static int explore_main(int argc, char **argv, struct selection *sel)
{
	const char *db_path = NULL, *output = NULL, *rules = NULL;
	unsigned format = FMT_TEXT;
	unsigned long examples = 1, at = OPT_UNSET, horizon = 2, budget = DEFAULT_BUDGET;
	enum zz_format from = ZZ_FORMAT_AUTO;
	struct walk_opts w;
	bool quiet = false;
	struct at_game a = { 0, ZZ_BUF_INIT, ZZ_EXIT_OK };
	const char *position;
	const struct opt options[] = {
		OPT_STRING(0, "db", &db_path),
		OPT_CHOICE('t', "format", &format, format_names),
		OPT_STRING('o', "output", &output),
		OPT_RANGE(0, "examples", &examples, 0, EXAMPLES_MAX, "from 0 to 100 games"),
		OPT_AT(&at),
		OPT_RANGE('k', "horizon", &horizon, 0, 6, "from 0 (no analysis) to 6 turns"),
		OPT_RANGE(0, "budget", &budget, 1, OPT_NUMBER_MAX, "from 1 to 1000000000 nodes"),
		OPT_FROM('f', &from),
		OPT_RULES(&rules),
		OPT_QUIET(&quiet),
		OPT_SELECTION_NEW(sel),
		OPT_END()
	};
	const struct zz_text_kind *tk;
	struct zz_buf canon = ZZ_BUF_INIT, err = ZZ_BUF_INIT, out = ZZ_BUF_INIT;
	struct explore e;
	struct indexdb *db;
	struct output dst;
	int64_t id;
	int k, rc = ZZ_EXIT_OK;

	walk_defaults(&w);
	k = parse_options(argc, argv, "explore", USAGE_EXPLORE, options);
	argc -= k;
	argv += k;
	w.quiet = quiet;
	if (!db_path)
		usage_error(USAGE_EXPLORE, "--db FILE: the index to read is needed (zertz index writes one)");
	if (output && output_same(output, db_path))
		usage_error(USAGE_EXPLORE, "-o names the index: it would be replaced by what explore writes");
	if (at == OPT_UNSET && argc != 1)
		usage_error(USAGE_EXPLORE,
			    "one position is needed (a position string, as --reaches takes it), "
			    "or --at N and a record");
	if (at == OPT_UNSET && select_active(sel))
		usage_error(USAGE_EXPLORE, "the selection chooses the game of --at N");
	if (at != OPT_UNSET) {
		/* the position after turn N of a game, as replay --at N finds it */
		a.at = (long)at;
		k = with_game(argv, argc, &w, from, rules, sel, quiet, position_at, &a);
		if (k || a.status || !a.pos.len) {
			zz_buf_release(&a.pos);
			return k < 0 ? ZZ_EXIT_IO : a.status ? a.status : ZZ_EXIT_INVALID;
		}
		position = a.pos.buf;
	} else
		position = argv[0];
	tk = zz_text_kind_of_position(position);
	if (!tk->position_images || indexdb_canonical(tk, position, &canon, &id, &err))
		usage_error(USAGE_EXPLORE, "'%s': %s", position, err.len ? err.buf : _("not a position"));
	db = indexdb_open_read(db_path, &err);
	if (!db) {
		error("%s", err.buf);
		zz_buf_release(&err);
		zz_buf_release(&canon);
		zz_buf_release(&a.pos);
		return ZZ_EXIT_IO;
	}
	memset(&e, 0, sizeof(e));
	e.examples = examples;
	e.horizon = horizon;
	e.budget = budget;
	if (indexdb_occurrences(db, id, one, &e, &err)) {
		error("%s", err.buf);
		rc = ZZ_EXIT_IO;
	}
	indexdb_close(db);
	if (!rc) {
		name_turns(&e, tk, position);
		qsort(e.lines, e.n, sizeof(*e.lines), by_games);
		if (format == FMT_JSON)
			write_json(&out, &e, canon.buf, id);
		else if (format == FMT_CSV)
			write_csv(&out, &e);
		else
			write_text(&out, &e, canon.buf);
		if (output_open(&dst, output))
			rc = ZZ_EXIT_IO;
		else {
			bool ok = !output_write(&dst, out.buf, out.len);

			if (output_close(&dst, ok) || !ok)
				rc = ZZ_EXIT_IO;
		}
	}
	explore_release(&e);
	zz_buf_release(&canon);
	zz_buf_release(&err);
	zz_buf_release(&out);
	zz_buf_release(&a.pos);
	return rc;
}

/* The selection lives as long as the command, whichever way it returns. */
int cmd_explore(int argc, char **argv)
{
	struct selection *sel = select_new(USAGE_EXPLORE);
	int rc = explore_main(argc, argv, sel);

	select_free(sel);
	return rc;
}
