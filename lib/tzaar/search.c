/*
 * TZAAR's table for the search (tsearch.h, lib/search.h): whole turns,
 * the forcing first (captures of the opponent's scarcest type first, a
 * second capture before a stack before a pass), a copy of the position
 * with the engine's verdict, a hash, and a bound.
 *
 * The bound (spec/TZAAR.md 3).  A player wins only when the other loses
 * a type (its last stack topped by it captured, or buried by its own
 * stacking) or cannot start a turn with a capture.  Two facts bound both:
 *  - a turn captures at most two stacks, and a player who does not want
 *    to lose need never stack (a pass is always there after the capture);
 *  - no empty point is ever filled (every action ends on an occupied
 *    one), so a capture of s onto t, s and t untouched, stays a capture
 *    however the rest of the board changes.  A turn touches at most four
 *    points (two actions, from and to), a capture and a pass two.
 * So with D captures of the defender on pairwise distinct points, the
 * attacker's n turns and the defender's n - 1 (a capture and a pass each)
 * between them touch at most 4n + 2(n - 1) points: with D >= 6n - 1 the
 * defender has a capture at the start of each of its turns, and with more
 * than 2n stacks topped by each type it keeps every type.  The attacker
 * then has no forced win in n (may_win).  For the mover to be lost in n,
 * it plays a capture and a pass first (two points more, no stack):
 * D >= 6n + 1 of its own captures and more than 2n of each type, and it
 * is not lost in n (may_lose).
 *
 * There is no repetition to know: every turn captures.
 */
#include "tsearch.h"

#include <string.h>

#include "hash.h"
#include "banned.h"

void zz_tz_spos_make(struct tz_spos *sp, const struct tz_pos *p, const struct tz_stacks *s)
{
	int i;
	unsigned k;

	memset(sp, 0, sizeof(*sp));
	sp->p = *p;
	for (i = 0; i < TZ_POINTS; i++) {
		if (p->own[i] == TZ_EMPTY)
			continue;
		if (!s || !s->n[i]) {
			sp->pieces[i] = p->top[i];
			continue;
		}
		for (k = 0; k < s->n[i]; k++)
			sp->pieces[i] |= (uint64_t)s->t[i][k] << (2 * k);
	}
}

void zz_tz_spos_stacks(const struct tz_spos *sp, struct tz_stacks *s)
{
	int i;
	unsigned k;

	memset(s, 0, sizeof(*s));
	for (i = 0; i < TZ_POINTS; i++) {
		if (sp->p.own[i] == TZ_EMPTY)
			continue;
		s->n[i] = sp->p.h[i];
		for (k = 0; k < s->n[i] && k < TZ_PIECES; k++)
			s->t[i][k] = (unsigned char)(sp->pieces[i] >> (2 * k) & 3);
	}
}

/* An action on the search position: its pieces follow, then the engine's. */
static void act(struct tz_spos *sp, const struct tz_action *a)
{
	if (a->kind == TZ_ACT_CAPTURE) {
		sp->pieces[a->to] = sp->pieces[a->from];
		sp->pieces[a->from] = 0;
	} else if (a->kind == TZ_ACT_STACK) {
		sp->pieces[a->to] |= sp->pieces[a->from] << (2 * sp->p.h[a->to]);
		sp->pieces[a->from] = 0;
	}
	zz_tz_apply(&sp->p, NULL, a);
}

/*
 * The order of actions: captures of the scarcer type first (fewer of the
 * opponent's stacks topped by it), then stacks, then the pass.
 */
static unsigned rank(const struct tz_pos *p, const struct tz_action *a)
{
	if (a->kind == TZ_ACT_CAPTURE)
		return p->tops[!p->side][p->top[a->to]];
	return a->kind == TZ_ACT_STACK ? 100 : 101;
}

/* The actions of p's phase, in that order: how many. */
enum { RANKS = 102 };

static size_t ordered(const struct tz_pos *p, struct tz_action *a)
{
	struct tz_action all[TZ_ACTIONS_MAX];
	unsigned char r[TZ_ACTIONS_MAX];
	size_t n = zz_tz_actions(p, all), at[RANKS + 1] = { 0 }, i;

	/* sorted by rank, each rank in the engine's order (a counting sort) */
	for (i = 0; i < n; i++) {
		r[i] = (unsigned char)rank(p, &all[i]);
		at[r[i] + 1]++;
	}
	for (i = 1; i <= RANKS; i++)
		at[i] += at[i - 1];
	for (i = 0; i < n; i++)
		a[at[r[i]]++] = all[i];
	return n;
}

/* The first max turns of pos, in order, into out: how many. */
static size_t gen(const struct tz_spos *sp, struct tz_sturn *out, size_t max)
{
	const struct tz_pos *p = &sp->p;
	struct tz_action first[TZ_ACTIONS_MAX], second[TZ_ACTIONS_MAX];
	size_t nf, ns, i, j, n = 0;

	if (p->phase == TZ_OVER)
		return 0;
	nf = ordered(p, first);
	for (i = 0; i < nf && n < max; i++) {
		struct tz_pos q;

		if (p->phase != TZ_CAPTURE) {
			/* the opening's one capture, or the one action left */
			out[n].a[0] = first[i];
			out[n++].nr = 1;
			continue;
		}
		q = *p;
		zz_tz_apply(&q, NULL, &first[i]);
		if (q.phase == TZ_OVER) {
			out[n].a[0] = first[i];
			out[n++].nr = 1;
			continue;
		}
		ns = ordered(&q, second);
		for (j = 0; j < ns && n < max; j++) {
			out[n].a[0] = first[i];
			out[n].a[1] = second[j];
			out[n++].nr = 2;
		}
	}
	return n;
}

static size_t turns(const void *rules, const void *pos, void *out)
{
	(void)rules;
	return gen(pos, out, TZ_TURNS_MAX);
}

static size_t few_turns(const void *rules, const void *pos, void *out, size_t max)
{
	(void)rules;
	return gen(pos, out, max);
}

static int play(const void *rules, const void *pos, const void *turn, void *next)
{
	const struct tz_sturn *t = turn;
	struct tz_spos *q = next;
	unsigned k;

	(void)rules;
	memcpy(q, pos, sizeof(*q));
	for (k = 0; k < t->nr && q->p.phase != TZ_OVER; k++)
		act(q, &t->a[k]);
	if (q->p.phase != TZ_OVER)
		return ZZ_SEARCH_GOING;
	return q->p.winner; /* TZ_WHITE 0, the first player; TZ_BLACK 1 */
}

static unsigned side(const void *pos)
{
	return ((const struct tz_spos *)pos)->p.side;
}

static int over(const void *rules, const void *pos)
{
	const struct tz_spos *sp = pos;

	(void)rules;
	return sp->p.phase == TZ_OVER ? sp->p.winner : ZZ_SEARCH_GOING;
}

static uint64_t hash(const void *pos)
{
	const struct tz_spos *sp = pos;
	uint64_t h = 0x452821e638d01377ULL, w = 0;
	int i;

	for (i = 0; i < TZ_POINTS; i += 8) {
		/* owners and heights, eight points a word */
		memcpy(&w, sp->p.own + i, i + 8 <= TZ_POINTS ? 8 : TZ_POINTS - i);
		h = zz_hash_mix(h, w);
		w = 0;
		memcpy(&w, sp->p.h + i, i + 8 <= TZ_POINTS ? 8 : TZ_POINTS - i);
		h = zz_hash_mix(h, w);
		w = 0;
	}
	for (i = 0; i < TZ_POINTS; i++)
		if (sp->p.own[i] != TZ_EMPTY)
			h = zz_hash_mix(h, sp->pieces[i] ^ (uint64_t)i << 58);
	return zz_hash_mix(h, (uint64_t)sp->p.side | (uint64_t)sp->p.phase << 8);
}

/*
 * Side c's captures on pairwise distinct points, counted to want (a
 * greedy choice: there are at least as many).
 */
static unsigned apart(const struct tz_pos *p, int c, unsigned want)
{
	const struct tz_rays *rs = zz_tz_rays();
	bool used[TZ_POINTS] = { false };
	unsigned n = 0;
	int s, d, i;

	for (s = 0; s < TZ_POINTS && n < want; s++) {
		if (p->own[s] != c)
			continue;
		for (d = 0; d < TZ_DIRS; d++) {
			const signed char *r = rs->r[s][d];

			for (i = 0; r[i] != TZ_NO_POINT && p->own[r[i]] == TZ_EMPTY; i++)
				;
			if (r[i] == TZ_NO_POINT || p->own[r[i]] != !c || p->h[r[i]] > p->h[s] || used[r[i]])
				continue;
			used[r[i]] = true;
			n++;
			break;
		}
	}
	return n;
}

/* Whether side c keeps a capture and every type for as long as `points` touched and `takes` captures allow. */
static bool holds(const struct tz_pos *p, int c, unsigned takes, unsigned points)
{
	unsigned t;

	for (t = 0; t < TZ_TYPES; t++)
		if (p->tops[c][t] <= takes)
			return false;
	return apart(p, c, points + 1) > points;
}

static bool may_win(const void *rules, const void *pos, unsigned n)
{
	const struct tz_pos *p = &((const struct tz_spos *)pos)->p;

	(void)rules;
	return !holds(p, !p->side, 2 * n, 6 * n - 2);
}

static bool may_lose(const void *rules, const void *pos, unsigned n)
{
	const struct tz_pos *p = &((const struct tz_spos *)pos)->p;

	(void)rules;
	return !holds(p, p->side, 2 * n, 6 * n);
}

static unsigned symmetries(const void *rules, const void *pos)
{
	(void)rules;
	(void)pos;
	return TZ_SYMMETRIES;
}

/* Each stack moved to its point's image; the rest kept. */
static void symmetric(const void *rules, const void *pos, unsigned sym, void *out)
{
	const struct tz_spos *p = pos;
	struct tz_spos *q = out;
	int i;

	(void)rules;
	*q = *p;
	for (i = 0; i < TZ_POINTS; i++) {
		int j = zz_tz_symmetry(sym, i);

		q->p.own[j] = p->p.own[i];
		q->p.top[j] = p->p.top[i];
		q->p.h[j] = p->p.h[i];
		q->pieces[j] = p->pieces[i];
	}
}

const struct zz_search_kind zz_search_tzaar = {
	.pos_size = sizeof(struct tz_spos),
	.turn_size = sizeof(struct tz_sturn),
	.max_turns = TZ_TURNS_MAX,
	.turns = turns,
	.play = play,
	.over = over,
	.side = side,
	.hash = hash,
	.may_win = may_win,
	.may_lose = may_lose,
	.few_turns = few_turns,
	.symmetries = symmetries,
	.symmetric = symmetric,
};
