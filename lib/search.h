#ifndef ZZ_SEARCH_H
#define ZZ_SEARCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"

/*
 * Proving forced wins, whatever the game (spec/ANALYSIS.md): a game's
 * table (struct zz_search_kind, zz_kind's search) gives its legal turns,
 * plays one into a copy of the position with the verdict, and a hash; the
 * search here is game-neutral.
 *
 * win(P, n): the side to move at P has a forced win in n of its turns;
 * lost(P, n): it is lost in n (every turn leaves the opponent win in n).
 * An over position is won or lost as its verdict says, in 0 turns.  The
 * search is depth-first with the forcing turns first (the game orders
 * them), a table of what is proven (by hash: the least n proven a win,
 * the most n proven none), a bound the game may give (may_win) and a
 * budget of nodes; past the budget the answer is unknown, never no.
 * Repetition is not searched: a turn that repeats a position is searched
 * as any other (in Zertz no position recurs).
 */

enum { ZZ_SEARCH_GOING = -1, ZZ_SEARCH_NOBODY = 2 };

/*
 * The search's version, in the key of every answer a cache keeps
 * (cmd/cache.h): one more whenever the answer to any turn may change --
 * facts, winning turns, nodes -- in any game.  tests/analyze/search-version
 * holds the nodes of a sample's turns at this version: the test that
 * reads it fails when they change and the version does not.
 */
#define ZZ_SEARCH_VERSION 2

struct zz_search_kind {
	size_t pos_size;  /* a position: copied with memcpy */
	size_t turn_size; /* a turn */
	size_t max_turns; /* the most legal turns of any position */
	/* the legal turns of pos (not over) into out, the forcing first: how many */
	size_t (*turns)(const void *rules, const void *pos, void *out);
	/*
	 * pos after turn into next: ZZ_SEARCH_GOING, or the winner (0, 1),
	 * or ZZ_SEARCH_NOBODY (a draw, or both lose)
	 */
	int (*play)(const void *rules, const void *pos, const void *turn, void *next);
	/*
	 * whether the game is over at pos as it stands (a position given, not
	 * reached by play): ZZ_SEARCH_GOING, or as play() says (NULL: never)
	 */
	int (*over)(const void *rules, const void *pos);
	/* who is to move: 0 the first player, 1 the second */
	unsigned (*side)(const void *pos);
	uint64_t (*hash)(const void *pos);
	/* false when the side to move cannot win in n turns (true: it may) */
	bool (*may_win)(const void *rules, const void *pos, unsigned n);
	/* false when the side to move cannot be lost in n turns (NULL: it may) */
	bool (*may_lose)(const void *rules, const void *pos, unsigned n);
	/*
	 * whether a turn of the side to move wins at once, exactly as playing
	 * every turn would say (NULL: the search plays them)
	 */
	bool (*wins_now)(const void *rules, const void *pos);
	/*
	 * some of the legal turns of pos, at most max, to try before making
	 * them all: how many (0: none offered; NULL: never)
	 */
	size_t (*few_turns)(const void *rules, const void *pos, void *out, size_t max);
	/* the board's symmetries at pos, the identity included (at least 1) */
	unsigned (*symmetries)(const void *rules, const void *pos);
	/* pos under symmetry sym (0: the identity) into out: a position of the same facts */
	void (*symmetric)(const void *rules, const void *pos, unsigned sym, void *out);
};

enum zz_fact { ZZ_FACT_NO, ZZ_FACT_YES, ZZ_FACT_UNKNOWN };

struct zz_searcher;

/* A search of k's positions under rules (borrowed), its table 2^tt_bits entries. */
struct zz_searcher *zz_searcher_new(const struct zz_search_kind *k, const void *rules, unsigned tt_bits);
void zz_searcher_free(struct zz_searcher *s);
/*
 * The nodes the next questions may visit, in all (0: no limit): a node is
 * a position the search enters or a turn it makes, so that the budget
 * bounds the work whatever the number of turns a position has.
 */
void zz_search_budget(struct zz_searcher *s, uint64_t nodes);
/* The nodes visited since the searcher was made. */
uint64_t zz_search_nodes(const struct zz_searcher *s);
/* Whether the budget ran out since the last zz_search_budget(). */
bool zz_search_spent(const struct zz_searcher *s);

/* win(P, n), lost(P, n) (n >= 1; lost(P, 0) is the verdict alone). */
enum zz_fact zz_search_win(struct zz_searcher *s, const void *pos, unsigned n);
enum zz_fact zz_search_lost(struct zz_searcher *s, const void *pos, unsigned n);

/*
 * The facts of a played turn (ANALYSIS.md 2) at horizon k: before the
 * turn (the mover to move), each of its legal turns judged.
 */
enum zz_annot { ZZ_ANNOT_NONE, ZZ_ANNOT_ONLY_WIN, ZZ_ANNOT_MISSED, ZZ_ANNOT_BLUNDER, ZZ_ANNOT_ONLY_MOVE };
struct zz_turn_facts {
	enum zz_fact win, lost;	 /* win(B, k), lost(B, k) */
	unsigned win_len;	 /* the least n <= k with win(B, n), 0: none or unknown */
	enum zz_fact lost_after; /* lost(A, k - 1): the turn played wins within k */
	enum zz_fact win_after;	 /* win(A, k): the opponent wins within k */
	size_t nturns;		 /* legal turns at B */
	size_t nwinning;	 /* those that win within k (counted to 2 unless asked for all) */
	size_t nsaving;		 /* those the opponent has no win within k after (counted to 2) */
	bool unknown;		 /* some fact the marks need is unknown */
	enum zz_annot mark;	 /* none when unknown */
};
/*
 * The only move needs another turn to choose from: a compulsory capture,
 * the one legal turn, is no choice and gets no mark.
 *
 * Judge the turn played (played: one of the legal turns at before, by
 * its index in the order turns() gives them) at horizon k.  winning, when
 * not NULL, gets the indices of the turns that win within k (nturns room).
 */
void zz_search_turn(struct zz_searcher *s, const void *before, size_t played, unsigned k,
		    struct zz_turn_facts *f, size_t *winning);
/*
 * Up to the board's symmetries: the image of the pair (before, after) --
 * a position and a turn's result -- that the hash makes least (the first
 * symmetry on a tie), into cb and ca; its symmetry (0: the identity).  A
 * turn and its images get one image: what is judged of it (by
 * zz_search_turn, a function of the position) holds of each.  A game
 * without symmetries gives the pair itself.
 */
unsigned zz_search_canonical(const struct zz_search_kind *k, const void *rules, const void *before,
			     const void *after, void *cb, void *ca);
/*
 * winning[0 .. n): indices of turns at before's image under sym (as
 * zz_search_canonical gave it), made the indices of the same turns at
 * before, in zz_search_turn's order (the turn played first when
 * played_first -- it wins: lost_after --, the others as turns() gives
 * them); false when one has no counterpart (it cannot be, but for a
 * wrong symmetry).
 */
bool zz_search_unmap(const struct zz_search_kind *k, const void *rules, const void *before, unsigned sym,
		     bool played_first, size_t *winning, size_t n);

/* The mark's sign: "!", "?", "??", "\u25a1" (a white square) or "". */
const char *zz_annot_sign(enum zz_annot m);
/* The mark's PGN NAG: 1, 2, 4, 7, or 0. */
unsigned zz_annot_nag(enum zz_annot m);

#endif
