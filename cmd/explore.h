#ifndef ZZ_EXPLORE_H
#define ZZ_EXPLORE_H

#include <stddef.h>

#include "buf.h"

/*
 * zertz render -t html --explorer: the opening explorer's page (html.h)
 * from the index at db_path (indexdb.h), onto out: from each start
 * position of its games (every one played in min_games games or more,
 * and the most played whatever its number), every turn played, and
 * where a turn was played in min_games games or more, within the first
 * plies turns, the position it leads to, and so on.  deflate packs the
 * page's data (NULL: not packed).  0, or -1 with err set.
 */
int explore_page(const char *db_path, unsigned long plies, unsigned long min_games,
		 int (*deflate)(const void *in, size_t n, struct zz_buf *out), struct zz_buf *out,
		 struct zz_buf *err);

#endif
