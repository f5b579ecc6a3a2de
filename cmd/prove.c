/*
 * The proofs of zertz analyze --proof (prove.h), built from the table of
 * the search that has just proven the win: a node asks it, for each turn
 * in order, whether the opponent is lost after it, the shortest win
 * first.  A position met again is written as the number of its node.
 */
#include "prove.h"

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "exit.h"
#include "i18n.h"
#include "jsonw.h"
#include "proof.h"
#include "xalloc.h"
#include "banned.h"

#define PROOF_LINE_MAX (16u << 20) /* a proof a line, at most (zertz(1) LIMITS) */

/* a node written: its position (hash and text), its number, the winner's turns it takes */
struct written {
	uint64_t hash;
	char *text;
	unsigned depth;
	unsigned refs; /* the times it was met again */
};

/*
 * Written twice: the first time into a scratch buffer, to count which
 * nodes are met again (refs, by the order the nodes are made, which the
 * second time follows), the second time for good, a number given to those
 * alone.
 */
struct prover {
	const struct prove_how *h;
	unsigned *refs; /* the second time: how often node k (made k-th) was met again */
	size_t *num;	/* the second time: node k's number (0: none) */
	size_t nrefs;	/* the nodes the first time made (the second makes the same) */
	size_t numbered;
	struct written *w; /* node k is w[k - 1] */
	size_t n, cap;
	size_t *index; /* open addressing: node numbers (0: empty), mask + 1 slots */
	size_t mask;
	struct zz_buf text; /* scratch: a position's text */
};

/* The node written for the position of hash and text, or 0. */
static size_t written_find(const struct prover *pv, uint64_t hash, const char *text)
{
	size_t i;

	for (i = hash & pv->mask; pv->index[i]; i = (i + 1) & pv->mask) {
		const struct written *e = &pv->w[pv->index[i] - 1];

		if (e->hash == hash && !strcmp(e->text, text))
			return pv->index[i];
	}
	return 0;
}

static void index_put(struct prover *pv, size_t id)
{
	size_t i;

	for (i = pv->w[id - 1].hash & pv->mask; pv->index[i]; i = (i + 1) & pv->mask)
		;
	pv->index[i] = id;
}

/* A new node's number, for the position of hash and text (its depth set when it is done). */
static size_t written_add(struct prover *pv, uint64_t hash, const char *text)
{
	size_t id, k;

	if (pv->n == pv->cap) {
		pv->cap = pv->cap ? 2 * pv->cap : 64;
		pv->w = zz_xreallocarray(pv->w, pv->cap, sizeof *pv->w);
	}
	pv->w[pv->n].hash = hash;
	pv->w[pv->n].text = zz_xstrdup(text);
	pv->w[pv->n].depth = 0;
	pv->w[pv->n].refs = 0;
	id = ++pv->n;
	if (2 * pv->n > pv->mask) { /* at most half full */
		free(pv->index);
		pv->mask = 2 * pv->mask + 1;
		pv->index = zz_xcalloc(pv->mask + 1, sizeof *pv->index);
		for (k = 1; k <= pv->n; k++)
			index_put(pv, k);
	} else {
		index_put(pv, id);
	}
	return id;
}

static void turn_text(const struct prover *pv, const void *pos, const void *turn, struct zz_buf *t)
{
	zz_buf_reset(t);
	pv->h->tk->search_turn_write(t, pos, turn);
}

/*
 * The winner's shortest win at pos within n: its turn into *turn (turns
 * of pos), the position after it into next, the turns it takes (1: at
 * once); 0 none proven within the budget.
 */
static unsigned shortest(const struct prove_how *h, const void *pos, unsigned n, const void *turns, size_t nt,
			 size_t *turn, void *next)
{
	const struct zz_search_kind *sk = h->sk;
	int side = (int)sk->side(pos);
	unsigned m;
	size_t i;

	for (m = 1; m <= n; m++)
		for (i = 0; i < nt; i++) {
			int v = sk->play(h->rules, pos, (const char *)turns + i * sk->turn_size, next);

			if ((m == 1 && v == side) ||
			    (m >= 2 && v == ZZ_SEARCH_GOING &&
			     zz_search_lost(h->s, next, m - 1) == ZZ_FACT_YES)) {
				*turn = i;
				return m;
			}
		}
	return 0;
}

static unsigned prove_win(struct prover *pv, struct zz_jw *w, const void *pos, unsigned n);

/* Every reply at pos (the opponent to move), each with the node after it: the most turns one takes. */
static unsigned prove_replies(struct prover *pv, struct zz_jw *w, const void *pos, unsigned n)
{
	const struct zz_search_kind *sk = pv->h->sk;
	void *turns = zz_xreallocarray(NULL, sk->max_turns, sk->turn_size),
	     *next = zz_xcalloc(1, sk->pos_size);
	size_t i, nt = sk->turns(pv->h->rules, pos, turns);
	struct zz_buf t = ZZ_BUF_INIT;
	unsigned most = 0, d;

	zz_jw_key(w, "replies");
	zz_jw_array(w);
	for (i = 0; i < nt; i++) {
		const void *turn = (const char *)turns + i * sk->turn_size;
		int v = sk->play(pv->h->rules, pos, turn, next);

		zz_jw_object(w);
		turn_text(pv, pos, turn, &t);
		zz_jw_key(w, "turn");
		zz_jw_str(w, t.buf);
		zz_jw_key(w, "then");
		if (v != ZZ_SEARCH_GOING) {
			zz_jw_null(w); /* the reply lost at once (a proven loss has no other) */
		} else {
			d = prove_win(pv, w, next, n);
			most = d > most ? d : most;
		}
		zz_jw_end_object(w);
	}
	zz_jw_end_array(w);
	zz_buf_release(&t);
	free(turns);
	free(next);
	return most;
}

/*
 * The node of win(pos, n), proven already (the search's table has it), or
 * the number of the node written for pos before: the winner's turns it
 * takes (0: not proven, null written, which the checker refuses).
 */
static unsigned prove_win(struct prover *pv, struct zz_jw *w, const void *pos, unsigned n)
{
	const struct zz_search_kind *sk = pv->h->sk;
	const void *rules = pv->h->rules;
	void *turns, *next;
	size_t i, nt, id;
	unsigned m, depth = 0;
	uint64_t hash = sk->hash(pos);
	struct zz_buf t = ZZ_BUF_INIT;

	zz_buf_reset(&pv->text);
	pv->h->tk->search_position_write(&pv->text, pos);
	id = written_find(pv, hash, pv->text.buf);
	if (id && pv->w[id - 1].depth && pv->w[id - 1].depth <= n) {
		pv->w[id - 1].refs++;
		if (pv->num)
			zz_jw_int(w, id <= pv->nrefs ? (long long)pv->num[id - 1] : 0);
		else
			zz_jw_null(w); /* (the first time: a stand-in) */
		return pv->w[id - 1].depth;
	}
	id = written_add(pv, hash, pv->text.buf);
	if (pv->num && id <= pv->nrefs && pv->refs[id - 1])
		pv->num[id - 1] = ++pv->numbered;
	turns = zz_xreallocarray(NULL, sk->max_turns, sk->turn_size);
	next = zz_xcalloc(1, sk->pos_size);
	nt = sk->turns(rules, pos, turns);
	/* the shortest: a win at once, else in 2, ... */
	m = shortest(pv->h, pos, n, turns, nt, &i, next);
	if (m) {
		const void *turn = (const char *)turns + i * sk->turn_size;

		zz_jw_object(w);
		if (pv->num && id <= pv->nrefs && pv->num[id - 1]) {
			zz_jw_key(w, "id");
			zz_jw_int(w, (long long)pv->num[id - 1]);
		}
		turn_text(pv, pos, turn, &t);
		zz_jw_key(w, "turn");
		zz_jw_str(w, t.buf);
		depth = m == 1 ? 1 : 1 + prove_replies(pv, w, next, m - 1);
		zz_jw_end_object(w);
	}
	if (!depth)
		zz_jw_null(w); /* (not proven: the checker refuses it) */
	pv->w[id - 1].depth = depth;
	zz_buf_release(&t);
	free(turns);
	free(next);
	return depth;
}

/* The nodes forgotten, their counts kept in refs (the first time) or dropped. */
static void forget(struct prover *pv)
{
	size_t k;

	for (k = 0; k < pv->n; k++)
		free(pv->w[k].text);
	pv->n = 0;
	memset(pv->index, 0, (pv->mask + 1) * sizeof *pv->index);
}

void prove_write(const struct prove_how *h, struct zz_buf *out, const void *pos, unsigned n,
		 const char *source, size_t game, size_t turn)
{
	struct prover pv = { h, NULL, NULL, 0, 0, NULL, 0, 0, NULL, 0, ZZ_BUF_INIT };
	struct zz_buf t = ZZ_BUF_INIT, scratch = ZZ_BUF_INIT;
	struct zz_jw w;
	size_t k;

	pv.mask = 127;
	pv.index = zz_xcalloc(pv.mask + 1, sizeof *pv.index);
	zz_search_budget(h->s, 0);
	/* the first time: which nodes are met again */
	zz_jw_init(&w, &scratch, false);
	prove_win(&pv, &w, pos, n);
	zz_buf_release(&scratch);
	pv.refs = zz_xcalloc(pv.n ? pv.n : 1, sizeof *pv.refs);
	pv.num = zz_xcalloc(pv.n ? pv.n : 1, sizeof *pv.num);
	for (k = 0; k < pv.n; k++)
		pv.refs[k] = pv.w[k].refs;
	pv.nrefs = pv.n;
	forget(&pv);
	zz_jw_init(&w, out, false);
	zz_jw_object(&w);
	if (source) {
		zz_jw_key(&w, "source");
		zz_jw_str(&w, source);
		zz_jw_key(&w, "game");
		zz_jw_int(&w, (long long)game);
		zz_jw_key(&w, "turn");
		zz_jw_int(&w, (long long)turn);
	}
	h->tk->search_position_write(&t, pos);
	zz_jw_key(&w, "position");
	zz_jw_str(&w, t.buf);
	zz_buf_reset(&t);
	h->tk->search_rules_write(&t, h->rules);
	zz_jw_key(&w, "rules");
	zz_jw_str(&w, t.buf);
	zz_jw_key(&w, "win_in");
	zz_jw_int(&w, n);
	zz_jw_key(&w, "proof");
	prove_win(&pv, &w, pos, n);
	zz_jw_end_object(&w);
	zz_buf_addch(out, '\n');
	zz_buf_release(&t);
	forget(&pv);
	free(pv.w);
	free(pv.index);
	free(pv.refs);
	free(pv.num);
	zz_buf_release(&pv.text);
}

enum zz_fact prove_unique(const struct prove_how *h, const void *pos, size_t winner, unsigned k,
			  uint64_t budget)
{
	const struct zz_search_kind *sk = h->sk;
	void *turns = zz_xreallocarray(NULL, sk->max_turns, sk->turn_size),
	     *next = zz_xcalloc(1, sk->pos_size);
	size_t i, nt = sk->turns(h->rules, pos, turns);
	int side = (int)sk->side(pos);
	enum zz_fact f = winner < nt ? ZZ_FACT_YES : ZZ_FACT_NO;

	zz_search_budget(h->s, budget);
	/* one other turn that wins says no; one undecided, unknown unless another says no */
	for (i = 0; i < nt && f != ZZ_FACT_NO; i++) {
		int v;

		if (i == winner)
			continue;
		v = sk->play(h->rules, pos, (const char *)turns + i * sk->turn_size, next);
		if (v == side) {
			f = ZZ_FACT_NO;
		} else if (v == ZZ_SEARCH_GOING && k >= 2) {
			enum zz_fact l = zz_search_lost(h->s, next, k - 1);

			if (l == ZZ_FACT_YES)
				f = ZZ_FACT_NO;
			else if (l == ZZ_FACT_UNKNOWN)
				f = ZZ_FACT_UNKNOWN;
		}
	}
	free(turns);
	free(next);
	return f;
}


size_t prove_line(const struct prove_how *h, struct zz_buf *lines, const void *pos, unsigned n,
		  uint64_t budget)
{
	const struct zz_search_kind *sk = h->sk;
	void *turns = zz_xreallocarray(NULL, sk->max_turns, sk->turn_size),
	     *cur = zz_xcalloc(1, sk->pos_size), *next = zz_xcalloc(1, sk->pos_size),
	     *reply = zz_xcalloc(1, sk->pos_size);
	size_t len0 = lines->len, plies = 0, nt, i, best = 0;
	unsigned m;
	bool done = false;

	zz_search_budget(h->s, budget);
	memcpy(cur, pos, sk->pos_size);
	while (!done) {
		unsigned most = 0;

		nt = sk->turns(h->rules, cur, turns);
		m = shortest(h, cur, n, turns, nt, &i, next);
		if (!m)
			break; /* (not proven within the budget) */
		h->tk->search_turn_write(lines, cur, (const char *)turns + i * sk->turn_size);
		zz_buf_addch(lines, '\n');
		plies++;
		if (m == 1) {
			done = true;
			break;
		}
		/* the reply that holds out longest: the most turns the winner then needs */
		nt = sk->turns(h->rules, next, turns);
		for (i = 0; i < nt && most < m - 1; i++) {
			unsigned d = 0;

			if (sk->play(h->rules, next, (const char *)turns + i * sk->turn_size, reply) !=
			    ZZ_SEARCH_GOING)
				continue; /* (it loses at once) */
			for (d = 1; d < m && zz_search_win(h->s, reply, d) != ZZ_FACT_YES; d++)
				;
			if (d == m)
				break; /* (not proven within the budget: no line) */
			if (d > most) {
				most = d;
				best = i;
			}
		}
		if (i < nt && most < m - 1)
			break;
		if (!nt)
			break; /* (a proven loss has a turn) */
		if (!most)
			best = 0; /* every reply loses at once: the first */
		h->tk->search_turn_write(lines, next, (const char *)turns + best * sk->turn_size);
		zz_buf_addch(lines, '\n');
		plies++;
		if (!most) {
			done = true;
			break;
		}
		sk->play(h->rules, next, (const char *)turns + best * sk->turn_size, cur);
		n = most;
	}
	free(turns);
	free(cur);
	free(next);
	free(reply);
	if (!done) {
		zz_buf_setlen(lines, len0);
		return 0;
	}
	return plies;
}

int prove_check_file(const char *path)
{
	FILE *fp = strcmp(path, "-") ? fopen(path, "r") : stdin;
	unsigned long long proofs = 0, bad = 0, nodes = 0;
	struct zz_buf line = ZZ_BUF_INIT, why = ZZ_BUF_INIT;
	int c;

	if (!fp) {
		error("cannot read '%s': %s", path, strerror(errno));
		return ZZ_EXIT_IO;
	}
	for (;;) {
		zz_buf_reset(&line);
		while ((c = getc(fp)) != EOF && c != '\n')
			if (line.len <= PROOF_LINE_MAX)
				zz_buf_addch(&line, (char)c);
		if (line.len > PROOF_LINE_MAX) {
			proofs++;
			error("%s: proof %llu: longer than %u MiB: not read", path, proofs,
			      PROOF_LINE_MAX >> 20);
			bad++;
		} else if (line.len) {
			proofs++;
			zz_buf_reset(&why);
			if (zz_proof_check(line.buf, line.len, &nodes, &why)) {
				error("%s: proof %llu: %s", path, proofs, why.buf);
				bad++;
			}
		}
		if (c == EOF)
			break;
	}
	/* a directory opens, and fails to read: not "0 proofs checked" */
	if (ferror(fp)) {
		int e = errno;

		if (fp != stdin)
			fclose(fp);
		zz_buf_release(&line);
		zz_buf_release(&why);
		error("cannot read '%s': %s", path, strerror(e));
		return ZZ_EXIT_IO;
	}
	if (fp != stdin)
		fclose(fp);
	zz_buf_release(&line);
	zz_buf_release(&why);
	{
		struct zz_buf say = ZZ_BUF_INIT;

		zz_buf_addf(&say, Q_("%llu proof checked", "%llu proofs checked", proofs), proofs);
		zz_buf_addstr(&say, ", ");
		zz_buf_addf(&say, Q_("%llu nodes: %llu wrong", "%llu nodes: %llu wrong", nodes), nodes, bad);
		inform("%s", say.buf);
		zz_buf_release(&say);
	}
	return bad ? ZZ_EXIT_INVALID : ZZ_EXIT_OK;
}
