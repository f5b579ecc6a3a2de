#ifndef ZZ_CACHE_H
#define ZZ_CACHE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "search.h"

/*
 * The cache of analysed turns (zertz analyze --cache): a turn's facts
 * (search.h: struct zz_turn_facts, the winning turns, the nodes they
 * cost) by the position before it, the position after it, and what the
 * facts rest on (the game, its rule options, the horizon, the budget, the
 * search's version: the settings).  The search answers a turn the same
 * whatever it judged before (zz_search_turn), so that a turn found here
 * is answered as the search would answer it: a run with the cache writes
 * what a run without writes, byte for byte.
 *
 * A SQLite database (db.h), prepared once a run (cache_prepare), then
 * opened by each process that analyses (cache_open).  What a process
 * finds wrong with it (a row that cannot be, a write refused) is said
 * once, in a warning, and the analysis goes on without it: the cache
 * only ever saves work.
 */
struct cache;

/* Where the cache is when --cache does not say: $XDG_CACHE_HOME/zertz/analysis.sqlite, or ~/.cache/...; -1: no home. */
int cache_default_path(struct zz_buf *out);
/*
 * Make the cache at path ready (its folder made, at the default path),
 * before the workers start: -1, said in a warning, when it cannot be.
 */
int cache_prepare(const char *path, bool default_path);
/* The cache at path, for this process (said, and never used, when it cannot be opened). */
struct cache *cache_open(const char *path);
void cache_close(struct cache *c);

struct zz_text_kind;
/*
 * What a turn's facts rest on, into out: the search's version, the game
 * (its kind's name), its rule options (as tk writes them), the horizon,
 * the budget.
 */
void cache_settings(struct zz_buf *out, const char *kind, const struct zz_text_kind *tk, const void *rules,
		    unsigned long horizon, unsigned long budget);
/* The key of a turn: the settings, and the positions before and after it as tk writes them. */
void cache_key(const char *settings, const struct zz_text_kind *tk, const void *before, const void *after,
	       unsigned char key[32]);
/*
 * The facts of the turn of key, at a position of nturns legal turns:
 * true, f, *nodes and winning (f->nwinning of them) filled; false when
 * the cache has none (or none that can be: said once).
 */
bool cache_get(struct cache *c, const unsigned char key[32], size_t nturns, struct zz_turn_facts *f,
	       uint64_t *nodes, size_t *winning);
/* Keep the facts of the turn of key, written with the next cache_flush. */
void cache_put(struct cache *c, const unsigned char key[32], const struct zz_turn_facts *f, uint64_t nodes,
	       const size_t *winning);
/* What cache_put kept, written in one transaction. */
void cache_flush(struct cache *c);

#endif
