/*
 * Puzzles gathered and written (puzzles.h).  Each is written as a ZGN
 * record that zertz reads back like any other: the position as
 * [Position], the rules in full as [Rules], the solution as the moves and
 * the solver's win as the result, so that validate replays the solution
 * by the rules alone; the page draws each record as render does.
 */
#include "puzzles.h"

#include <stdlib.h>
#include <string.h>

#include "draw.h"
#include "html.h"
#include "kinds.h"
#include "kind.h"
#include "record.h"
#include "viewer.h"
#include "xalloc.h"
#include "zgn.h"
#include "i18n.h"
#include "banned.h"

enum puzzle_verdict puzzle_consider(struct zz_buf *found, const struct zz_game *g, size_t index, size_t turn,
				    const struct prove_how *how, const void *before, const void *canon,
				    const struct zz_turn_facts *f, size_t winner, unsigned k, uint64_t budget)
{
	const struct zz_text_kind *tk = how->tk;
	struct zz_buf key = ZZ_BUF_INIT, text = ZZ_BUF_INIT, line = ZZ_BUF_INIT;
	enum zz_fact unique;

	if (f->win != ZZ_FACT_YES || f->win_len < 2 || f->nwinning != 1 || f->nturns < 2 ||
	    !tk->search_position_write)
		return PUZZLE_NOT;
	unique = prove_unique(how, before, winner, k, budget);
	if (unique == ZZ_FACT_YES && !prove_line(how, &line, before, f->win_len, budget))
		unique = ZZ_FACT_UNKNOWN;
	if (unique != ZZ_FACT_YES) {
		zz_buf_release(&line);
		return unique == ZZ_FACT_NO ? PUZZLE_NOT_UNIQUE : PUZZLE_UNDECIDED;
	}
	/* one puzzle to a position up to symmetry: the game, its rules, the least image */
	tk->search_rules_write(&text, how->rules);
	zz_buf_addf(&key, "%s\n%s\n", g->kind->name, text.buf);
	tk->search_position_write(&key, canon);
	jobs_put_str(found, key.buf);
	jobs_put_str(found, g->kind->name);
	jobs_put_str(found, text.buf);
	zz_buf_reset(&text);
	tk->search_position_write(&text, before);
	jobs_put_str(found, text.buf);
	jobs_put_str(found, line.buf);
	jobs_put_str(found, g->loc.file ? g->loc.file : "<stdin>");
	jobs_put_str(found, zz_game_tag(g, "First"));
	jobs_put_str(found, zz_game_tag(g, "Second"));
	jobs_put_str(found, zz_game_tag(g, "Date"));
	jobs_put(found, index);
	jobs_put(found, turn + 1);
	jobs_put(found, f->win_len);
	jobs_put(found, how->sk->side(before));
	jobs_put(found, f->lost_after == ZZ_FACT_YES);
	zz_buf_release(&key);
	zz_buf_release(&text);
	zz_buf_release(&line);
	return PUZZLE_KEPT;
}

static char *dup_or_null(const char *s)
{
	return s ? zz_xstrdup(s) : NULL;
}

void puzzles_get(struct puzzles *all, struct jobs_reader *rd)
{
	struct puzzle *p;

	ZZ_ALLOC_GROW(all->p, all->n + 1, all->alloc);
	p = &all->p[all->n];
	memset(p, 0, sizeof(*p));
	p->key = dup_or_null(jobs_get_str(rd));
	p->kind = dup_or_null(jobs_get_str(rd));
	p->rules = dup_or_null(jobs_get_str(rd));
	p->position = dup_or_null(jobs_get_str(rd));
	p->line = dup_or_null(jobs_get_str(rd));
	p->source = dup_or_null(jobs_get_str(rd));
	p->first = dup_or_null(jobs_get_str(rd));
	p->second = dup_or_null(jobs_get_str(rd));
	p->date = dup_or_null(jobs_get_str(rd));
	p->game = jobs_get(rd);
	p->turn = jobs_get(rd);
	p->len = (unsigned)jobs_get(rd);
	p->side = (unsigned)jobs_get(rd) & 1;
	p->found = jobs_get(rd) != 0;
	p->occurs = 1;
	p->order = all->n++;
}

static void puzzle_free(struct puzzle *p)
{
	free(p->key);
	free(p->kind);
	free(p->rules);
	free(p->position);
	free(p->line);
	free(p->source);
	free(p->first);
	free(p->second);
	free(p->date);
}

static int by_key(const void *x, const void *y)
{
	const struct puzzle *a = x, *b = y;
	int c = strcmp(a->key ? a->key : "", b->key ? b->key : "");

	return c ? c : (a->order > b->order) - (a->order < b->order);
}

static int by_interest(const void *x, const void *y)
{
	const struct puzzle *a = x, *b = y;

	if (a->len != b->len)
		return a->len < b->len ? -1 : 1;
	if (a->occurs != b->occurs)
		return a->occurs > b->occurs ? -1 : 1;
	return (a->order > b->order) - (a->order < b->order);
}

void puzzles_settle(struct puzzles *all)
{
	size_t i, kept = 0;

	if (!all->n)
		return;
	qsort(all->p, all->n, sizeof(*all->p), by_key);
	for (i = 0; i < all->n; i++) {
		struct puzzle *k = kept ? &all->p[kept - 1] : NULL;

		if (k && !strcmp(k->key, all->p[i].key)) {
			/* met again: counted with the first met */
			k->occurs++;
			k->found += all->p[i].found;
			puzzle_free(&all->p[i]);
			continue;
		}
		all->p[kept++] = all->p[i];
	}
	all->n = kept;
	qsort(all->p, all->n, sizeof(*all->p), by_interest);
}

static void number_tag(struct zz_buf *out, const char *name, unsigned long long v)
{
	char s[24];

	snprintf(s, sizeof(s), "%llu", v);
	zz_zgn_add_tag(out, name, s);
}

void puzzle_record(struct zz_buf *out, const struct puzzle *p, size_t i)
{
	const struct zz_kind *kind = zz_kind_find(p->kind);
	struct zz_buf t = ZZ_BUF_INIT;
	const char *at, *nl;
	size_t k = 0;

	zz_buf_addf(&t, "Puzzle %zu: win in %u", i + 1, p->len);
	zz_zgn_add_tag(out, "Event", t.buf);
	if (p->date)
		zz_zgn_add_tag(out, "Date", p->date);
	if (p->first)
		zz_zgn_add_tag(out, "First", p->first);
	if (p->second)
		zz_zgn_add_tag(out, "Second", p->second);
	zz_zgn_add_tag(out, "Result", p->side ? "0-1" : "1-0");
	/* (a record that names no game is of the first) */
	if (kind && kind != zz_kinds[0])
		zz_zgn_add_tag(out, "Game", kind->title);
	zz_zgn_add_tag(out, "Rules", p->rules);
	zz_zgn_add_tag(out, "Position", p->position);
	zz_zgn_add_tag(out, "Source", p->source ? p->source : "<stdin>");
	number_tag(out, "SourceGame", p->game);
	number_tag(out, "SourceTurn", p->turn);
	zz_zgn_add_tag(out, "Found", p->found ? "yes" : "no");
	number_tag(out, "Occurrences", p->occurs);
	zz_buf_addch(out, '\n');
	for (at = p->line; at && *at; at = nl + 1) {
		nl = strchr(at, '\n');
		if (!nl)
			break;
		zz_buf_addf(out, "%zu. ", ++k);
		zz_buf_add(out, at, (size_t)(nl - at));
		zz_buf_addch(out, '\n');
	}
	zz_buf_addf(out, "%s\n", p->side ? "0-1" : "1-0");
	zz_buf_release(&t);
}

void puzzles_zgn(struct zz_buf *out, const struct puzzles *all)
{
	size_t i;

	for (i = 0; i < all->n; i++) {
		if (i)
			zz_buf_addch(out, '\n');
		puzzle_record(out, &all->p[i], i);
	}
}

/* The solution's turns, a string each (free each, and the array). */
static char **line_turns(const char *line, size_t *n)
{
	char **t = NULL;
	size_t alloc = 0;
	const char *at, *nl;

	*n = 0;
	for (at = line; at && (nl = strchr(at, '\n')); at = nl + 1) {
		ZZ_ALLOC_GROW(t, *n + 1, alloc);
		t[(*n)++] = zz_xstrndup(at, (size_t)(nl - at));
	}
	return t;
}

/* A puzzle's heading on the page: its number, who plays (named where the record names them) and its length. */
static void puzzle_heading(struct zz_buf *out, const struct puzzle *p, const char *who, size_t no)
{
	if (who && p->side)
		zz_buf_addf(out,
			    Q_("Puzzle %zu: the second player (%s) to play and win in %u",
			       "Puzzle %zu: the second player (%s) to play and win in %u", p->len),
			    no, who, p->len);
	else if (who)
		zz_buf_addf(out,
			    Q_("Puzzle %zu: the first player (%s) to play and win in %u",
			       "Puzzle %zu: the first player (%s) to play and win in %u", p->len),
			    no, who, p->len);
	else if (p->side)
		zz_buf_addf(out,
			    Q_("Puzzle %zu: the second player to play and win in %u",
			       "Puzzle %zu: the second player to play and win in %u", p->len),
			    no, p->len);
	else
		zz_buf_addf(out,
			    Q_("Puzzle %zu: the first player to play and win in %u",
			       "Puzzle %zu: the first player to play and win in %u", p->len),
			    no, p->len);
}

void puzzles_html(struct zz_buf *out, const struct puzzles *all, const char *title)
{
	size_t n = all->n ? all->n : 1, i, k;
	struct zz_html_puzzle *hp = zz_xcalloc(n, sizeof(*hp));
	struct zz_buf *heads = zz_xcalloc(2 * n, sizeof(*heads));
	struct zz_buf **frames = zz_xcalloc(n, sizeof(*frames));
	char ***moves = zz_xcalloc(n, sizeof(*moves));
	struct zz_render_opts ro;

	zz_render_opts_init(&ro);
	for (i = 0; i < all->n; i++) {
		const struct puzzle *p = &all->p[i];
		struct zz_buf rec = ZZ_BUF_INIT;
		struct zz_input in;
		struct zz_reader rd;
		struct zz_diag d;
		struct zz_game g;
		struct zz_drawing dr;
		const char *who = p->side ? p->second : p->first;

		puzzle_heading(&heads[2 * i], p, who, i + 1);
		zz_buf_addf(&heads[2 * i + 1], _("From %s"), p->source ? p->source : "<stdin>");
		if (p->game > 1)
			zz_buf_addf(&heads[2 * i + 1], _(", game %llu"), p->game);
		zz_buf_addf(&heads[2 * i + 1], _(", turn %llu"), p->turn);
		if (p->date)
			zz_buf_addf(&heads[2 * i + 1], ", %s", p->date);
		zz_buf_addstr(&heads[2 * i + 1],
			      p->found ? _(": the winning turn was played.")
				       : _(": the winning turn was missed."));
		if (p->occurs > 1)
			zz_buf_addf(&heads[2 * i + 1],
				    Q_(" The position was met %llu time, its winning turn played %llu.",
				       " The position was met %llu times, its winning turn played %llu.",
				       p->occurs),
				    p->occurs, p->found);
		hp[i].heading = heads[2 * i].buf;
		hp[i].line = heads[2 * i + 1].buf;
		moves[i] = line_turns(p->line, &hp[i].nmoves);
		hp[i].moves = (const char *const *)moves[i];
		/* the record read back and drawn, position by position */
		puzzle_record(&rec, p, i);
		zz_diag_init(&d);
		zz_input_init_mem(&in, "puzzle", rec.buf, rec.len);
		zz_reader_init(&rd, &in, &d, ZZ_FORMAT_ZGN, NULL);
		zz_game_init(&g);
		if (zz_reader_read(&rd, &g) == 1 && zz_drawing_make(&dr, &g, &d)) {
			frames[i] = zz_xcalloc(dr.n + 1, sizeof(**frames));
			for (k = 0; k <= dr.n; k++) {
				ro.rings_named = k == 0; /* the position, clicked on */
				dr.draw->svg(&frames[i][k], &dr, k, &ro);
			}
			hp[i].frames = frames[i];
			hp[i].nframes = dr.n + 1;
			zz_drawing_release(&dr);
		}
		zz_game_release(&g);
		zz_reader_release(&rd);
		zz_input_release(&in);
		zz_diag_release(&d);
		zz_buf_release(&rec);
	}
	zz_html_puzzles(out, title, hp, all->n, viewer_deflate);
	for (i = 0; i < all->n; i++) {
		for (k = 0; k < hp[i].nframes; k++)
			zz_buf_release(&frames[i][k]);
		free(frames[i]);
		for (k = 0; k < hp[i].nmoves; k++)
			free(moves[i][k]);
		free(moves[i]);
		zz_buf_release(&heads[2 * i]);
		zz_buf_release(&heads[2 * i + 1]);
	}
	free(frames);
	free(moves);
	free(heads);
	free(hp);
}

void puzzles_release(struct puzzles *all)
{
	size_t i;

	for (i = 0; i < all->n; i++)
		puzzle_free(&all->p[i]);
	free(all->p);
	memset(all, 0, sizeof(*all));
}
