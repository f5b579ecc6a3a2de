#ifndef ZZ_ZSEARCH_H
#define ZZ_ZSEARCH_H

#include "search.h"

/* Zertz's table for the search (lib/zertz/search.c): positions struct zz_pos, turns struct zz_move, rules struct zz_rules. */
extern const struct zz_search_kind zz_search_zertz;

#endif
