#ifndef ZZ_SAID_H
#define ZZ_SAID_H

#include <stddef.h>

/* What a run of analyze or puzzles counted, for its summary. */
struct counts {
	unsigned long long games, turns, marks[5], unknown, nodes, skipped;
	unsigned long long cached;	     /* turns whose facts the cache gave */
	unsigned long long problems;	     /* games with errors (analysed to the first) */
	unsigned long long invalid, dropped; /* -t: games not written; enum zz_drop */
	unsigned long long met, undecided;   /* puzzles: positions met, those not decided */
};

/*
 * analyze's summary: the games, the turns and their marks, the nodes, then
 * what was not analysed or written (to: the -t format, or -1: the facts).
 */
void said_totals(const struct counts *t, unsigned long horizon, int to);
/* puzzles' summary: the n puzzles found, then what analyze's says too. */
void said_puzzles(const struct counts *t, size_t n, unsigned long horizon);

#endif
