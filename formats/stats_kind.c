/* What every game's statistics share (stats_kind.h): the rows of results. */
#include "stats_kind.h"

#include "banned.h"

int zz_stats_end(const struct zz_outcome *o, bool valid)
{
	if (!valid)
		return ZZ_STATS_END_INVALID;
	switch (o->reason) {
	case ZZ_REASON_WIN:
		/* its set: a row of the game's own (0 to 3) */
		return o->set >= 0 && o->set < ZZ_STATS_END_BOARD_FULL ? o->set
								     : ZZ_STATS_END_UNFINISHED;
	case ZZ_REASON_BOARD_FULL:
		return ZZ_STATS_END_BOARD_FULL;
	case ZZ_REASON_NO_MOVE:
		return ZZ_STATS_END_NO_MOVE;
	case ZZ_REASON_REPETITION:
		return ZZ_STATS_END_REPETITION;
	case ZZ_REASON_BOTH_LOSE:
		return ZZ_STATS_END_BOTH_LOSE;
	case ZZ_REASON_RESIGNATION:
		return ZZ_STATS_END_RESIGNATION;
	case ZZ_REASON_TIME:
		return ZZ_STATS_END_TIME;
	case ZZ_REASON_AGREEMENT:
		return ZZ_STATS_END_AGREEMENT;
	case ZZ_REASON_DECLARED:
		return ZZ_STATS_END_DECLARED;
	case ZZ_REASON_UNFINISHED:
	case ZZ_REASON_NB:
		break;
	}
	return ZZ_STATS_END_UNFINISHED;
}
