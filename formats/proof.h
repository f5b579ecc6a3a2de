#ifndef ZZ_PROOF_H
#define ZZ_PROOF_H

#include <stddef.h>

#include "buf.h"

/*
 * A proof of zertz analyze (spec/ANALYSIS.md 3), a JSON object a line:
 * "position" (a position string), "rules" (its rule options), "win_in"
 * (n), "proof" (the tree: a node is the winner's "turn" and, unless it
 * wins at once, "replies": every legal turn of the opponent, each with
 * "then", the node after it, or null when that reply lost at once).
 *
 * Check the line line[0 .. len): 0 when the proof holds, else -1 with
 * why; nodes counts the nodes checked.
 */
int zz_proof_check(const char *line, size_t len, unsigned long long *nodes, struct zz_buf *why);

#endif
