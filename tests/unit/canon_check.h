/*
 * zz_search_canonical and zz_search_unmap (lib/search.h) held to a game's
 * own play: included by the unit tests of each game that has symmetries.
 *
 * At position p (rules), for its turn t: every image of the pair (p,
 * where t leads) has the same least image; and the turns at p's least
 * image, unmapped, are the turns at p, each once (those that lead to one
 * position told apart: the transpositions, counted into *same), each
 * leading to what its image leads to, seen under the symmetry.
 */
#ifndef CANON_CHECK_H
#define CANON_CHECK_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "search.h"

static int canon_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

static void canon_check(const struct zz_search_kind *k, const void *rules, const void *p, size_t t,
			unsigned *same)
{
	void *turns = calloc(k->max_turns, k->turn_size), *cturns = calloc(k->max_turns, k->turn_size);
	void *after = calloc(1, k->pos_size), *cb0 = calloc(1, k->pos_size), *ca0 = calloc(1, k->pos_size);
	void *q = calloc(1, k->pos_size), *qa = calloc(1, k->pos_size), *cb = calloc(1, k->pos_size),
	     *ca = calloc(1, k->pos_size), *x = calloc(1, k->pos_size), *y = calloc(1, k->pos_size);
	size_t *idx = calloc(k->max_turns, sizeof *idx);
	uint64_t *h = calloc(k->max_turns, sizeof *h);
	size_t nt = k->turns(rules, p, turns), nc, i, j;
	unsigned n = k->symmetries(rules, p), sym, s0;

	assert_true(t < nt);
	k->play(rules, p, (char *)turns + t * k->turn_size, after);
	s0 = zz_search_canonical(k, rules, p, after, cb0, ca0);
	for (sym = 0; sym < n; sym++) {
		k->symmetric(rules, p, sym, q);
		k->symmetric(rules, after, sym, qa);
		zz_search_canonical(k, rules, q, qa, cb, ca);
		assert_true(k->hash(cb) == k->hash(cb0));
		assert_true(k->hash(ca) == k->hash(ca0));
	}
	nc = k->turns(rules, cb0, cturns);
	assert_int_equal(nc, nt);
	/* each turn alone (some 4 of them): one that leads where its image leads */
	for (j = 0; j < nc; j += 1 + nc / 4) {
		idx[0] = j;
		assert_true(zz_search_unmap(k, rules, p, s0, false, idx, 1));
		assert_true(idx[0] < nt);
		k->play(rules, p, (char *)turns + idx[0] * k->turn_size, x);
		k->symmetric(rules, x, s0, y);
		k->play(rules, cb0, (char *)cturns + j * k->turn_size, x);
		assert_true(k->hash(x) == k->hash(y));
	}
	/* all of them: every turn at p once */
	for (j = 0; j < nc; j++)
		idx[j] = j;
	assert_true(zz_search_unmap(k, rules, p, s0, false, idx, nc));
	for (j = 0; j < nc; j++)
		assert_int_equal(idx[j], j);
	/* the transpositions: turns at p that lead to where another does */
	for (i = 0; i < nt; i++) {
		k->play(rules, p, (char *)turns + i * k->turn_size, x);
		h[i] = k->hash(x);
	}
	qsort(h, nt, sizeof *h, canon_cmp);
	for (i = 1; i < nt; i++)
		*same += s0 && h[i] == h[i - 1]; /* (where unmapping has work to do) */
	free(turns);
	free(cturns);
	free(after);
	free(cb0);
	free(ca0);
	free(q);
	free(qa);
	free(cb);
	free(ca);
	free(x);
	free(y);
	free(idx);
	free(h);
}

#endif
