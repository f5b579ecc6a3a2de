#ifndef ZZ_PROVE_H
#define ZZ_PROVE_H

#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "kinds.h"
#include "search.h"

/*
 * The proofs zertz analyze --proof writes (spec/ANALYSIS.md 3; checked by
 * formats/proof.h): win(P, n) as a JSON object a line, its tree a DAG.
 * A node is the winner's "turn" and, unless it wins at once, "replies":
 * every legal turn of the opponent, each with "then", the winner's node
 * after it (null: that reply lost at once).  Each node has an "id", 1, 2,
 * ... in the order they are written; a position reached again (a
 * transposition) is not written again: its "then" is the number of the
 * node written for it before.
 */
struct prove_how {
	struct zz_searcher *s; /* that has proven win(P, n): its table answers at once */
	const struct zz_search_kind *sk;
	const struct zz_text_kind *tk;
	const void *rules;
};

/* The proof line of win(pos, n) onto out; source, game, turn: where the game had it (source NULL: none). */
void prove_write(const struct prove_how *h, struct zz_buf *out, const void *pos, unsigned n,
		 const char *source, size_t game, size_t turn);

/*
 * A puzzle's facts (spec/ANALYSIS.md 4), from the search h->s, each
 * question within budget nodes (0: none): whether turn `winner`, by its
 * index in turns() order, is the only turn at pos that wins within k --
 * every other proven not to (ZZ_FACT_UNKNOWN: one is not decided) --;
 * and the main line of win(pos, n) onto lines, a turn a line: the
 * winner's shortest win, then the reply that holds out longest (the
 * first of them), and so on to the end.  prove_line: the turns written,
 * 0 when the budget ran out first (lines as it was).
 */
enum zz_fact prove_unique(const struct prove_how *h, const void *pos, size_t winner, unsigned k,
			  uint64_t budget);
size_t prove_line(const struct prove_how *h, struct zz_buf *lines, const void *pos, unsigned n,
		  uint64_t budget);

/*
 * analyze --check-proof FILE ("-": standard input): every proof of the
 * file checked by formats/proof.h, each one wrong said, and a summary;
 * the exit status.
 */
int prove_check_file(const char *path);

#endif
