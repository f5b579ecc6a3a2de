#ifndef ZZ_PUZZLES_H
#define ZZ_PUZZLES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "game.h"
#include "jobs.h"
#include "prove.h"
#include "search.h"

/*
 * zertz puzzles (spec/ANALYSIS.md 4): positions of real games where the
 * side to move has a forced win in 2 or more turns, within the horizon,
 * and exactly one turn that wins.  analyze finds them, a game at a time
 * (cmd/analyze.c); here they are gathered, one to a position up to the
 * board's symmetries, sorted, and written: as ZGN, a record a puzzle
 * (the position as [Position], the solution as its moves), or as one
 * HTML page.
 */
struct puzzle {
	char *key;			      /* the game, its rules and the position's least image */
	char *kind, *rules, *position, *line; /* line: the solution, a turn a line */
	char *source, *first, *second, *date; /* where it was met first (NULL: none) */
	unsigned long long game, turn;	      /* the game in its source, the turn (from 1) */
	unsigned long long occurs, found;     /* the times it was met, and the winning turn played */
	unsigned len, side;		      /* win in len; the side to move, 0 the first player */
	size_t order;			      /* the order it was met in */
};

struct puzzles {
	struct puzzle *p;
	size_t n, alloc;
};

/*
 * Turn `turn` (from 0) of game `index` of g, played at before (canon: its
 * least image, zz_search_canonical), judged f -- winner the index of its
 * winning turn -- by the search how->s: whether it is a puzzle, its
 * other turns and the solution's line decided each within budget nodes
 * at horizon k; a puzzle packed onto found for the parent (jobs.h),
 * which puzzles_get() unpacks.
 */
enum puzzle_verdict { PUZZLE_NOT, PUZZLE_KEPT, PUZZLE_NOT_UNIQUE, PUZZLE_UNDECIDED };
enum puzzle_verdict puzzle_consider(struct zz_buf *found, const struct zz_game *g, size_t index, size_t turn,
				    const struct prove_how *how, const void *before, const void *canon,
				    const struct zz_turn_facts *f, size_t winner, unsigned k,
				    uint64_t budget);
/* the next puzzle packed in rd, added to all */
void puzzles_get(struct puzzles *all, struct jobs_reader *rd);
/* one to a key (the first met, the times met summed), sorted: the shortest
 * win first, then the most often met, then as met */
void puzzles_settle(struct puzzles *all);
/* puzzle i (from 0) as a ZGN record */
void puzzle_record(struct zz_buf *out, const struct puzzle *p, size_t i);
/* all as ZGN records, one after another */
void puzzles_zgn(struct zz_buf *out, const struct puzzles *all);
/* all on one HTML page (html.h), its title title */
void puzzles_html(struct zz_buf *out, const struct puzzles *all, const char *title);
void puzzles_release(struct puzzles *all);

#endif
