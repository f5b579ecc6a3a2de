/*
 * minimax: the search of lib/search.h checked against the plainest code
 * there is.  Reads Zertz position strings, one a line, and for each, for
 * n = 1 .. K, finds win(P, n) and lost(P, n) of spec/ANALYSIS.md by
 * trying every turn, and every reply, to the end: no table, no bound, no
 * ordering, no budget; only the rules' legal turns and their verdict.
 * Prints each disagreement with zertz's search, and a count.  A line
 * that starts "tzaar " is a TZAAR position: its turns are made here action
 * by action from the engine's legal actions (lib/tzaar/tzaar.h), not from
 * the search's table.
 *
 * Usage: minimax K [RULES] < POSITIONS
 *
 * minimax -u K [RULES] < POSITIONS: for zertz puzzles (a Zertz position
 * a line), by the same plain search, the least n <= K with a win, the
 * number of turns that win within K, and the position after the first
 * of them: "puzzle N WINNERS POSITION" a line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "posstr.h"
#include "tposstr.h"
#include "tsearch.h"
#include "rules.h"
#include "search.h"
#include "zsearch.h"
#include "xalloc.h"

static struct zz_rules rules;

/* The turns of the position at each ply, a buffer a ply made once in
 * main (a 300 KB buffer a node, freed at once, was mmap and munmap under
 * AddressSanitizer: 28 s for ten positions near a full board, 0.2 s this
 * way); win and lost at ply d fill moves[d] and recurse with d + 1. */
#define K_MAX 8
static struct zz_move *moves[2 * K_MAX + 1];

static bool lost(const struct zz_pos *p, unsigned n, unsigned d);

/* The verdict of turn m at p: 1 the mover won, -1 it lost, 0 a draw, 2 going on (q the position). */
static int verdict(const struct zz_pos *p, const struct zz_move *m, struct zz_pos *q)
{
	struct zz_effect e;
	struct zz_end end;

	*q = *p;
	zz_rules_apply(&rules, q, m, NULL, &e);
	zz_rules_end(&rules, q, &e, &end);
	if (end.reason == ZZ_END_NONE)
		return 2;
	if (end.winner == (int)p->side)
		return 1;
	return end.winner == 0 || end.winner == 1 ? -1 : 0;
}

static bool win(const struct zz_pos *p, unsigned n, unsigned d)
{
	struct zz_move *m = moves[d];
	size_t i, nt = zz_rules_gen(&rules, p, m, ZZ_MOVES_MAX);
	bool yes = false;

	for (i = 0; i < nt && !yes; i++) {
		struct zz_pos q;
		int v = verdict(p, &m[i], &q);

		yes = v == 1 || (v == 2 && n >= 2 && lost(&q, n - 1, d + 1));
	}
	return yes;
}

static bool lost(const struct zz_pos *p, unsigned n, unsigned d)
{
	struct zz_move *m = moves[d];
	size_t i, nt = zz_rules_gen(&rules, p, m, ZZ_MOVES_MAX);
	bool yes = nt > 0;

	for (i = 0; i < nt && yes; i++) {
		struct zz_pos q;
		int v = verdict(p, &m[i], &q);

		if (v == 1 || v == 0 || (v == 2 && !win(&q, n, d + 1)))
			yes = false;
	}
	return yes;
}

/*
 * TZAAR.  A turn is the mover's actions until the other side is to move
 * or the game is over: one (the opening, or a capture that ended it) or
 * two.  tz_win: some turn of mover's from p (its turn begun or not) wins
 * at once, or leaves the opponent lost in n - 1; tz_lost: p has an action
 * and every turn loses at once, or leaves the opponent a win in n.
 */
static bool tz_lost(const struct tz_pos *p, unsigned n);

static bool tz_win(const struct tz_pos *p, unsigned n)
{
	struct tz_action a[TZ_ACTIONS_MAX];
	size_t i, na = zz_tz_actions(p, a);

	for (i = 0; i < na; i++) {
		struct tz_pos q = *p;

		zz_tz_apply(&q, NULL, &a[i]);
		if (q.phase == TZ_OVER) {
			if (q.winner == (int)p->side)
				return true;
		} else if (q.side == p->side) {
			if (tz_win(&q, n))
				return true; /* the turn's second action still to come */
		} else if (n >= 2 && tz_lost(&q, n - 1)) {
			return true;
		}
	}
	return false;
}

static bool tz_lost(const struct tz_pos *p, unsigned n)
{
	struct tz_action a[TZ_ACTIONS_MAX];
	size_t i, na = zz_tz_actions(p, a);

	for (i = 0; i < na; i++) {
		struct tz_pos q = *p;

		zz_tz_apply(&q, NULL, &a[i]);
		if (q.phase == TZ_OVER) {
			if (q.winner == (int)p->side)
				return false;
		} else if (q.side == p->side) {
			if (!tz_lost(&q, n))
				return false;
		} else if (!tz_win(&q, n)) {
			return false;
		}
	}
	return na > 0;
}

/* A TZAAR line: 0 agreed, 1 disagreed, -1 not a position. */
static int tz_line(const char *line, unsigned k, unsigned long *wins, unsigned long *losses)
{
	struct zz_buf err = ZZ_BUF_INIT;
	struct tz_pos p;
	struct tz_stacks st;
	struct tz_spos sp;
	struct zz_searcher *s;
	unsigned n;
	int rc = 0;

	if (zz_tz_posstr_parse(line, &p, &st, &err) || p.phase == TZ_OVER) {
		fprintf(stderr, "minimax: %s: %s\n", line, err.len ? err.buf : "the game is over");
		zz_buf_release(&err);
		return -1;
	}
	zz_tz_spos_make(&sp, &p, &st);
	s = zz_searcher_new(&zz_search_tzaar, NULL, 16);
	for (n = 1; n <= k; n++) {
		bool w = tz_win(&p, n), l = tz_lost(&p, n);
		enum zz_fact sw = zz_search_win(s, &sp, n), sl = zz_search_lost(s, &sp, n);

		*wins += w;
		*losses += l;
		if (sw != (w ? ZZ_FACT_YES : ZZ_FACT_NO) || sl != (l ? ZZ_FACT_YES : ZZ_FACT_NO)) {
			printf("disagree: %s: n=%u win %d/%d lost %d/%d\n", line, n, w, sw, l, sl);
			rc = 1;
		}
	}
	zz_searcher_free(s);
	zz_buf_release(&err);
	return rc;
}

/* minimax -u: a puzzle's facts, plainly: the least win, the turns that win within k, the first one's result */
static void puzzle(const struct zz_pos *p, unsigned k)
{
	struct zz_move *m = zz_xreallocarray(NULL, ZZ_MOVES_MAX, sizeof(*m));
	size_t i, nt = zz_rules_gen(&rules, p, m, ZZ_MOVES_MAX), winners = 0;
	struct zz_buf after = ZZ_BUF_INIT;
	unsigned n, least = 0;

	for (n = 1; n <= k && !least; n++)
		if (win(p, n, 1))
			least = n;
	for (i = 0; i < nt; i++) {
		struct zz_pos q;
		int v = verdict(p, &m[i], &q);

		if (v == 1 || (v == 2 && k >= 2 && lost(&q, k - 1, 1))) {
			if (!winners++)
				zz_posstr_write(&after, &q);
		}
	}
	printf("puzzle %u %zu %s\n", least, winners, winners ? after.buf : "-");
	zz_buf_release(&after);
	free(m);
}

int main(int argc, char **argv)
{
	char line[8192];
	unsigned k, n;
	unsigned long positions = 0, disagree = 0, wins = 0, losses = 0;
	struct zz_buf err = ZZ_BUF_INIT;
	bool puzzles = argc > 1 && !strcmp(argv[1], "-u");

	if (puzzles) {
		argc--;
		argv++;
	}
	if (argc < 2 || argc > 3 || !(k = (unsigned)atoi(argv[1])) || k > K_MAX) {
		fputs("usage: minimax [-u] K [RULES] < POSITIONS (K from 1 to 8)\n", stderr);
		return 2;
	}
	/* win at n = k is at ply 0, lost at n = 1 at ply 2k - 1 */
	for (n = 0; n < 2 * k + 1; n++)
		moves[n] = zz_xreallocarray(NULL, ZZ_MOVES_MAX, sizeof(*moves[n]));
	zz_rules_init(&rules);
	if (argc == 3 && zz_rules_parse(&rules, argv[2], &err)) {
		fprintf(stderr, "minimax: %s\n", err.buf);
		return 2;
	}
	while (fgets(line, sizeof(line), stdin)) {
		struct zz_geom *custom = NULL;
		struct zz_searcher *s;
		struct zz_pos p;

		line[strcspn(line, "\n")] = '\0';
		if (!*line)
			continue;
		if (!strncmp(line, "tzaar ", 6)) {
			int rc = tz_line(line, k, &wins, &losses);

			if (rc < 0)
				return 2;
			disagree += (unsigned long)rc;
			positions++;
			continue;
		}
		zz_buf_reset(&err);
		if (zz_posstr_parse(line, &p, &custom, &err)) {
			fprintf(stderr, "minimax: %s: %s\n", line, err.buf);
			return 2;
		}
		if (puzzles) {
			puzzle(&p, k);
			zz_geom_free(custom);
			positions++;
			continue;
		}
		s = zz_searcher_new(&zz_search_zertz, &rules, 16);
		for (n = 1; n <= k; n++) {
			bool w = win(&p, n, 0), l = lost(&p, n, 0);
			enum zz_fact sw = zz_search_win(s, &p, n), sl = zz_search_lost(s, &p, n);

			wins += w;
			losses += l;
			if (sw != (w ? ZZ_FACT_YES : ZZ_FACT_NO) || sl != (l ? ZZ_FACT_YES : ZZ_FACT_NO)) {
				printf("disagree: %s: n=%u win %d/%d lost %d/%d\n", line, n, w, sw, l, sl);
				disagree++;
			}
		}
		zz_searcher_free(s);
		zz_geom_free(custom);
		positions++;
	}
	printf("minimax: %lu positions, k = 1..%u: %lu wins, %lu losses, %lu disagreements\n", positions, k,
	       wins, losses, disagree);
	zz_buf_release(&err);
	for (n = 0; n < 2 * k + 1; n++)
		free(moves[n]);
	return disagree ? 1 : 0;
}
