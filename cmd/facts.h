#ifndef ZZ_FACTS_H
#define ZZ_FACTS_H

#include <stddef.h>

#include "jsonw.h"
#include "kinds.h"
#include "replay.h"
#include "search.h"

/*
 * The facts of the analysis (spec/ANALYSIS.md) as analyze writes them in
 * JSON, and as explore names them: members of an object.
 */

/* "yes", "no" or "unknown" */
const char *facts_name(enum zz_fact f);
/* "win", "win_in" (where known), "lost" */
void facts_put(struct zz_jw *w, const struct zz_turn_facts *f);
/* "winning": the n turns of turns[] whose indices winning[] holds, as the game writes them at pos */
void facts_put_winning(struct zz_jw *w, const struct zz_text_kind *tk, const struct zz_search_kind *sk,
		       const void *pos, const void *turns, const size_t *winning, size_t n);
/* "result": the replay's token, winner and reason */
void facts_put_result(struct zz_jw *w, const struct zz_text_kind *tk, const struct zz_replay *m);
/* turn i, its move, its facts, its mark */
void facts_put_turn(struct zz_jw *w, size_t i, const char *move, const struct zz_turn_facts *f);

#endif
