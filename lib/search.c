/*
 * Forced wins proven by a depth-first AND/OR search (search.h): win(P, n)
 * tries the mover's turns, each won at once or leaving the opponent lost
 * in n - 1; lost(P, n) tries the opponent's, each to leave win in n.  What
 * is proven is kept by hash; a bound from the game (may_win) settles most
 * positions of an opening, where no side is near a winning set.
 */
#include "search.h"

#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "banned.h"

struct entry {
	uint64_t key;
	uint32_t age;		  /* the question it was proven for (zz_searcher's) */
	unsigned char win_len;	  /* least n proven win(P, n); 0: none */
	unsigned char none_upto;  /* most n proven not win(P, n) */
	unsigned char lost_len;	  /* least n proven lost(P, n); 0: none */
	unsigned char alive_upto; /* most n proven not lost(P, n) */
};

struct level {
	void *turns, *next;
	int *verdict;
};

struct zz_searcher {
	const struct zz_search_kind *k;
	const void *rules;
	struct level **lv; /* each apart: a deeper level may be added while one is in use */
	size_t nlv;
	struct level top; /* zz_search_turn's own */
	struct entry *tt;
	uint64_t mask;
	uint64_t nodes, limit;
	uint32_t age; /* entries of another age are empty */
	bool spent;
};

static void level_init(const struct zz_search_kind *k, struct level *l)
{
	l->turns = zz_xcalloc(k->max_turns, k->turn_size);
	l->next = zz_xcalloc(1, k->pos_size);
	l->verdict = zz_xcalloc(k->max_turns, sizeof(*l->verdict));
}

static void level_release(struct level *l)
{
	free(l->turns);
	free(l->next);
	free(l->verdict);
}

struct zz_searcher *zz_searcher_new(const struct zz_search_kind *k, const void *rules, unsigned tt_bits)
{
	struct zz_searcher *s = zz_xcalloc(1, sizeof(*s));

	s->k = k;
	s->rules = rules;
	s->mask = ((uint64_t)1 << tt_bits) - 1;
	s->age = 1; /* (a zeroed entry is of age 0: empty) */
	s->tt = zz_xcalloc((size_t)s->mask + 1, sizeof(*s->tt));
	level_init(k, &s->top);
	return s;
}

void zz_searcher_free(struct zz_searcher *s)
{
	size_t i;

	if (!s)
		return;
	for (i = 0; i < s->nlv; i++) {
		level_release(s->lv[i]);
		free(s->lv[i]);
	}
	free(s->lv);
	level_release(&s->top);
	free(s->tt);
	free(s);
}

void zz_search_budget(struct zz_searcher *s, uint64_t nodes)
{
	s->limit = nodes ? s->nodes + nodes : 0;
	s->spent = false;
}

uint64_t zz_search_nodes(const struct zz_searcher *s)
{
	return s->nodes;
}

bool zz_search_spent(const struct zz_searcher *s)
{
	return s->spent;
}

static struct level *level(struct zz_searcher *s, size_t d)
{
	if (d >= s->nlv) {
		s->lv = zz_xreallocarray(s->lv, d + 1, sizeof(*s->lv));
		while (s->nlv <= d) {
			s->lv[s->nlv] = zz_xcalloc(1, sizeof(**s->lv));
			level_init(s->k, s->lv[s->nlv++]);
		}
	}
	return s->lv[d];
}

/* The table's entry of pos: its own, or one to take over (NULL: none). */
static struct entry *probe(struct zz_searcher *s, uint64_t key, bool claim)
{
	struct entry *e = &s->tt[key & s->mask];

	if (e->key == key && e->age == s->age)
		return e;
	if (!claim)
		return NULL;
	memset(e, 0, sizeof(*e));
	e->key = key;
	e->age = s->age;
	return e;
}

/* A node: false when the budget is spent. */
static bool visit(struct zz_searcher *s)
{
	if (s->limit && s->nodes >= s->limit) {
		s->spent = true;
		return false;
	}
	s->nodes++;
	return true;
}

/* the turns lost() tries before making them all, where the game offers them */
enum { FEW_TURNS = 16 };

/*
 * Turn t played from pos into next: its verdict.  Each turn made is a
 * node, as each position entered is: the budget counts the work done,
 * whatever the size of the board (a node's turns run to thousands on a
 * large custom board); it is checked as a position is entered.
 */
static int play(struct zz_searcher *s, const void *pos, const void *t, void *next)
{
	s->nodes++;
	return s->k->play(s->rules, pos, t, next);
}

#define TURN(l, i) ((char *)(l)->turns + (size_t)(i)*s->k->turn_size)

static enum zz_fact lost(struct zz_searcher *s, const void *pos, unsigned n, size_t d);

/* Whether a turn of the mover at pos wins at once: the game's answer, or every turn played (level d). */
static bool at_once(struct zz_searcher *s, const void *pos, size_t d)
{
	const struct zz_search_kind *k = s->k;
	struct level *l;
	size_t i, nt;

	if (k->wins_now)
		return k->wins_now(s->rules, pos);
	if (!k->may_win(s->rules, pos, 1))
		return false; /* (asked of a win in n, the bound for 1 may hold) */
	l = level(s, d);
	nt = k->turns(s->rules, pos, l->turns);
	for (i = 0; i < nt; i++)
		if (play(s, pos, TURN(l, i), l->next) == (int)k->side(pos))
			return true;
	return false;
}

static enum zz_fact win(struct zz_searcher *s, const void *pos, unsigned n, size_t d)
{
	const struct zz_search_kind *k = s->k;
	uint64_t key = k->hash(pos);
	struct entry *e = probe(s, key, false);
	struct level *l;
	size_t i, nt;
	bool unknown = false;

	if (e && e->win_len && e->win_len <= n)
		return ZZ_FACT_YES;
	if (e && e->none_upto >= n)
		return ZZ_FACT_NO;
	if (!k->may_win(s->rules, pos, n)) {
		e = probe(s, key, true);
		e->none_upto = (unsigned char)n;
		return ZZ_FACT_NO;
	}
	if (!visit(s))
		return ZZ_FACT_UNKNOWN;
	/* a win at once first, then the deeper ones */
	if (at_once(s, pos, d)) {
		e = probe(s, key, true);
		e->win_len = 1;
		return ZZ_FACT_YES;
	}
	l = level(s, d);
	nt = n >= 2 ? k->turns(s->rules, pos, l->turns) : 0;
	for (i = 0; i < nt; i++) {
		enum zz_fact f;

		if (play(s, pos, TURN(l, i), l->next) != ZZ_SEARCH_GOING)
			continue; /* not a win (none is at once), and the game over */
		f = lost(s, l->next, n - 1, d + 1);
		if (f == ZZ_FACT_YES) {
			e = probe(s, key, true);
			if (!e->win_len || e->win_len > n)
				e->win_len = (unsigned char)n;
			return ZZ_FACT_YES;
		}
		if (f == ZZ_FACT_UNKNOWN)
			unknown = true;
	}
	if (unknown)
		return ZZ_FACT_UNKNOWN;
	e = probe(s, key, true);
	if (e->none_upto < n)
		e->none_upto = (unsigned char)n;
	return ZZ_FACT_NO;
}

/*
 * Whether turn t saves the mover at pos from a loss within n: it wins, or
 * draws, at once, or the opponent then cannot win within n by the game's
 * bound (within 1: by the game's own answer, where it gives one).  *v:
 * the turn's verdict; next: the position after it.
 */
static bool saves(struct zz_searcher *s, const void *pos, const void *t, void *next, unsigned n, int *v)
{
	const struct zz_search_kind *k = s->k;

	*v = play(s, pos, t, next);
	if (*v == (int)k->side(pos) || *v == ZZ_SEARCH_NOBODY)
		return true;
	if (*v != ZZ_SEARCH_GOING)
		return false; /* the mover lost by it */
	if (!k->may_win(s->rules, next, n))
		return true;
	return n == 1 && k->wins_now && !k->wins_now(s->rules, next);
}

static enum zz_fact lost(struct zz_searcher *s, const void *pos, unsigned n, size_t d)
{
	const struct zz_search_kind *k = s->k;
	uint64_t key = k->hash(pos);
	struct entry *e = probe(s, key, false);
	struct level *l;
	size_t i, nt;
	bool unknown = false;

	if (e && e->lost_len && e->lost_len <= n)
		return ZZ_FACT_YES;
	if (e && e->alive_upto >= n)
		return ZZ_FACT_NO;
	if (k->may_lose && !k->may_lose(s->rules, pos, n))
		goto alive; /* no turn of its can bring the opponent near a set */
	if (!visit(s))
		return ZZ_FACT_UNKNOWN;
	l = level(s, d);
	/*
	 * a turn that saves: most positions have one among the first, so a
	 * few first where the game offers them, then all
	 */
	nt = k->few_turns ? k->few_turns(s->rules, pos, l->turns, FEW_TURNS) : 0;
	for (i = 0; i < nt; i++)
		if (saves(s, pos, TURN(l, i), l->next, n, &l->verdict[i]))
			goto alive;
	nt = k->turns(s->rules, pos, l->turns);
	for (i = 0; i < nt; i++)
		if (saves(s, pos, TURN(l, i), l->next, n, &l->verdict[i]))
			goto alive;
	if (n == 1 && k->wins_now && nt)
		goto lost; /* every turn loses, or leaves the opponent a win at once */
	for (i = 0; i < nt; i++) {
		enum zz_fact f;

		if (l->verdict[i] != ZZ_SEARCH_GOING)
			continue; /* the mover lost by it */
		play(s, pos, TURN(l, i), l->next);
		f = win(s, l->next, n, d + 1);
		if (f == ZZ_FACT_NO)
			goto alive;
		if (f == ZZ_FACT_UNKNOWN)
			unknown = true;
	}
	if (unknown)
		return ZZ_FACT_UNKNOWN;
	if (!nt)
		goto alive; /* no turn and not over: the game says so, not the search */
lost:
	e = probe(s, key, true);
	if (!e->lost_len || e->lost_len > n)
		e->lost_len = (unsigned char)n;
	return ZZ_FACT_YES;
alive:
	e = probe(s, key, true);
	if (e->alive_upto < n)
		e->alive_upto = (unsigned char)n;
	return ZZ_FACT_NO;
}

enum zz_fact zz_search_win(struct zz_searcher *s, const void *pos, unsigned n)
{
	return win(s, pos, n, 0);
}

enum zz_fact zz_search_lost(struct zz_searcher *s, const void *pos, unsigned n)
{
	return n ? lost(s, pos, n, 0) : ZZ_FACT_NO;
}

/* For turn i of the top level: whether it wins within k (the mover's view). */
static enum zz_fact wins(struct zz_searcher *s, const void *before, size_t i, unsigned k)
{
	struct level *l = &s->top;

	if (l->verdict[i] == (int)s->k->side(before))
		return ZZ_FACT_YES;
	if (l->verdict[i] != ZZ_SEARCH_GOING || k < 2)
		return ZZ_FACT_NO;
	play(s, before, TURN(l, i), l->next);
	return lost(s, l->next, k - 1, 0);
}

/* For turn i of the top level: whether the opponent then wins within k. */
static enum zz_fact hands(struct zz_searcher *s, const void *before, size_t i, unsigned k)
{
	struct level *l = &s->top;
	int side = (int)s->k->side(before);

	if (l->verdict[i] == side || l->verdict[i] == ZZ_SEARCH_NOBODY)
		return ZZ_FACT_NO;
	if (l->verdict[i] != ZZ_SEARCH_GOING)
		return ZZ_FACT_YES; /* the mover lost by it */
	play(s, before, TURN(l, i), l->next);
	return win(s, l->next, k, 0);
}

static void tally(enum zz_fact f, size_t *yes, bool *unknown)
{
	if (f == ZZ_FACT_YES)
		(*yes)++;
	else if (f == ZZ_FACT_UNKNOWN)
		*unknown = true;
}

/*
 * What is proven so far, forgotten: each turn's facts are then those of
 * the position, the turn, k and the budget alone, whatever came before
 * (a table warm from the last turn would decide, within the budget, what
 * a cold one leaves unknown), so that a cache of them (cmd/cache.c), a
 * shard or --last gives what a whole run gives.  An entry of another age
 * is empty; the table is cleared only when the age wraps.
 */
static void forget(struct zz_searcher *s)
{
	if (++s->age == 0) {
		memset(s->tt, 0, ((size_t)s->mask + 1) * sizeof(*s->tt));
		s->age = 1;
	}
}

void zz_search_turn(struct zz_searcher *s, const void *before, size_t played, unsigned k,
		    struct zz_turn_facts *f, size_t *winning)
{
	struct level *l = &s->top;
	size_t i, nt;
	bool w_unknown = false, o_unknown = false;
	unsigned n;
	int v;

	memset(f, 0, sizeof(*f));
	forget(s);
	/* a game over (ANALYSIS.md 1): no turn, no win, lost as its verdict says */
	if (s->k->over && (v = s->k->over(s->rules, before)) != ZZ_SEARCH_GOING) {
		f->win = ZZ_FACT_NO;
		f->lost = v == 1 - (int)s->k->side(before) ? ZZ_FACT_YES : ZZ_FACT_NO;
		f->lost_after = f->win_after = ZZ_FACT_UNKNOWN; /* (no turn was played) */
		return;
	}
	nt = s->k->turns(s->rules, before, l->turns);
	f->nturns = nt;
	for (i = 0; i < nt; i++)
		l->verdict[i] = play(s, before, TURN(l, i), l->next);
	/* the turn played, then the others as far as the marks need them */
	f->lost_after = played < nt ? wins(s, before, played, k) : ZZ_FACT_UNKNOWN;
	f->win_after = played < nt ? hands(s, before, played, k) : ZZ_FACT_UNKNOWN;
	if (played < nt)
		tally(f->lost_after, &f->nwinning, &w_unknown);
	if (winning && f->lost_after == ZZ_FACT_YES)
		winning[0] = played;
	for (i = 0; i < nt && (winning || f->nwinning < 2); i++) {
		enum zz_fact w;

		if (i == played)
			continue;
		w = wins(s, before, i, k);
		if (winning && w == ZZ_FACT_YES)
			winning[f->nwinning] = i;
		tally(w, &f->nwinning, &w_unknown);
	}
	f->win = f->nwinning ? ZZ_FACT_YES : w_unknown ? ZZ_FACT_UNKNOWN : ZZ_FACT_NO;
	/* not lost as soon as one turn saves: counted to 2, for the only move */
	if (f->win_after == ZZ_FACT_NO)
		f->nsaving = 1;
	else if (f->win_after == ZZ_FACT_UNKNOWN && played < nt)
		o_unknown = true;
	for (i = 0; i < nt && f->nsaving < 2; i++) {
		enum zz_fact o;

		if (i == played)
			continue;
		o = hands(s, before, i, k);
		if (o == ZZ_FACT_NO)
			f->nsaving++;
		else if (o == ZZ_FACT_UNKNOWN)
			o_unknown = true;
	}
	f->lost = f->nsaving ? ZZ_FACT_NO : o_unknown || !nt ? ZZ_FACT_UNKNOWN : ZZ_FACT_YES;
	/* the length: the least n with a win (1: a turn wins at once) */
	for (i = 0; i < nt && f->win == ZZ_FACT_YES && !f->win_len; i++)
		if (l->verdict[i] == (int)s->k->side(before))
			f->win_len = 1;
	if (f->win == ZZ_FACT_YES && !f->win_len)
		for (n = 2; n <= k; n++)
			if (zz_search_win(s, before, n) == ZZ_FACT_YES) {
				f->win_len = n;
				break;
			}
	/* the marks of ANALYSIS.md 2; none that rests on an unknown, none on
	 * the only legal turn (a forced turn is no choice) */
	if (f->lost == ZZ_FACT_NO && f->win_after == ZZ_FACT_YES)
		f->mark = ZZ_ANNOT_BLUNDER;
	else if (f->win == ZZ_FACT_YES && f->lost_after == ZZ_FACT_YES && f->nwinning == 1 && !w_unknown &&
		 nt >= 2)
		f->mark = ZZ_ANNOT_ONLY_WIN; /* (the only legal turn wins: no choice, no mark) */
	else if (f->win == ZZ_FACT_YES && f->lost_after == ZZ_FACT_NO && f->win_after == ZZ_FACT_NO)
		f->mark = ZZ_ANNOT_MISSED;
	else if (f->lost == ZZ_FACT_NO && f->win_after == ZZ_FACT_NO && f->nsaving == 1 && !o_unknown &&
		 nt >= 2)
		f->mark = ZZ_ANNOT_ONLY_MOVE; /* (a turn with no other is no choice: no mark) */
	f->unknown = f->mark == ZZ_ANNOT_NONE &&
		(f->win == ZZ_FACT_UNKNOWN || f->lost == ZZ_FACT_UNKNOWN ||
		 f->lost_after == ZZ_FACT_UNKNOWN || f->win_after == ZZ_FACT_UNKNOWN ||
		 (f->nwinning == 1 && w_unknown) || (f->nsaving == 1 && o_unknown));
}

unsigned zz_search_canonical(const struct zz_search_kind *k, const void *rules, const void *before,
			     const void *after, void *cb, void *ca)
{
	unsigned n = k->symmetries && k->symmetric ? k->symmetries(rules, before) : 1, sym, best = 0;
	uint64_t hb = k->hash(before), ha = k->hash(after);
	void *b = zz_xcalloc(1, k->pos_size), *a = zz_xcalloc(1, k->pos_size);

	memcpy(cb, before, k->pos_size);
	memcpy(ca, after, k->pos_size);
	for (sym = 1; sym < n; sym++) {
		uint64_t h, h2;

		k->symmetric(rules, before, sym, b);
		h = k->hash(b);
		if (h > hb)
			continue;
		k->symmetric(rules, after, sym, a);
		h2 = k->hash(a);
		if (h == hb && h2 >= ha)
			continue;
		hb = h;
		ha = h2;
		best = sym;
		memcpy(cb, b, k->pos_size);
		memcpy(ca, a, k->pos_size);
	}
	free(b);
	free(a);
	return best;
}

static int cmp_index(const void *x, const void *y)
{
	size_t a = *(const size_t *)x, b = *(const size_t *)y;

	return (a > b) - (a < b);
}

bool zz_search_unmap(const struct zz_search_kind *k, const void *rules, const void *before, unsigned sym,
		     bool played_first, size_t *winning, size_t n)
{
	void *turns, *image, *cb, *next, *img;
	uint64_t *h, want;
	bool *used, ok = true;
	size_t nt, nc, i, j;

	if (!sym || !n)
		return true; /* (nothing to name again: no allocation, on every turn judged) */
	turns = zz_xreallocarray(NULL, k->max_turns, k->turn_size);
	image = zz_xreallocarray(NULL, k->max_turns, k->turn_size);
	cb = zz_xcalloc(1, k->pos_size);
	next = zz_xcalloc(1, k->pos_size);
	img = zz_xcalloc(1, k->pos_size);
	h = zz_xreallocarray(NULL, k->max_turns, sizeof *h);
	used = zz_xcalloc(k->max_turns, sizeof *used);
	/* each turn at before by what it leads to, seen under sym */
	nt = k->turns(rules, before, turns);
	for (i = 0; i < nt; i++) {
		k->play(rules, before, (const char *)turns + i * k->turn_size, next);
		k->symmetric(rules, next, sym, img);
		h[i] = k->hash(img);
	}
	k->symmetric(rules, before, sym, cb);
	nc = k->turns(rules, cb, image);
	for (j = 0; j < n && ok; j++) {
		if (winning[j] >= nc) {
			ok = false;
			break;
		}
		k->play(rules, cb, (const char *)image + winning[j] * k->turn_size, next);
		want = k->hash(next);
		/* turns that lead to one position (a marble placed and taken
		 * back with the pool empty) are told apart in order: the first
		 * not named yet */
		for (i = 0; i < nt && (h[i] != want || used[i]); i++)
			;
		ok = i < nt;
		if (ok)
			used[i] = true;
		winning[j] = i;
	}
	/* the order zz_search_turn gives: the turn played first when it wins, the others as turns() has them */
	if (ok) {
		i = played_first ? 1 : 0;
		qsort(winning + i, n - i, sizeof *winning, cmp_index);
	}
	free(turns);
	free(image);
	free(cb);
	free(next);
	free(img);
	free(h);
	free(used);
	return ok;
}

const char *zz_annot_sign(enum zz_annot m)
{
	static const char *const signs[] = { "", "!", "?", "??", "\xe2\x96\xa1" };

	return signs[m];
}

unsigned zz_annot_nag(enum zz_annot m)
{
	static const unsigned nags[] = { 0, 1, 2, 4, 7 };

	return nags[m];
}
