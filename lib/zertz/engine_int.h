#ifndef ZZ_ENGINE_INT_H
#define ZZ_ENGINE_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rules.h"

/*
 * Private to lib/rules*.c and lib/engine_*.c: the rules engine is written
 * once, in lib/zertz/engine.inc, over an abstract cell set, and compiled twice:
 * for boards of at most 64 rings, whose sets are one machine word
 * (engine_narrow.c), and for the custom boards beyond (engine_wide.c).
 * The narrow build is also compiled once for each standard board (37, 48
 * and 61 rings), with its steps as constants (engine_37.c ...).
 * lib/zertz/rules.c picks the build by the board (zz_geom.narrow); the public
 * functions of rules.h are the only way in.
 */

/*
 * zz_rules_source() and zz_rules_win_set(), inline for the engine: the
 * source of a marble of colour c given the pool and the mover's captures.
 */
static inline enum zz_source zz_source_of(const struct zz_rules *r,
					  const unsigned char pool[ZZ_COLOUR_NB],
					  const unsigned char own[ZZ_COLOUR_NB],
					  enum zz_colour c)
{
	if (r->supply == ZZ_SUPPLY_PER_COLOUR || pool[0] || pool[1] || pool[2]) {
		if (pool[c])
			return ZZ_SOURCE_POOL;
		if (r->supply == ZZ_SUPPLY_POOL_FIRST)
			return ZZ_SOURCE_NONE;
	}
	return own[c] ? ZZ_SOURCE_OWN : ZZ_SOURCE_NONE;
}

static inline int zz_win_set_of(const struct zz_rules *r,
				const unsigned char cap[ZZ_COLOUR_NB])
{
	unsigned c;

	for (c = 0; c < ZZ_COLOUR_NB; c++)
		if (r->win[c] && cap[c] >= r->win[c])
			return (int)c;
	if (r->win_each && cap[0] >= r->win_each && cap[1] >= r->win_each &&
	    cap[2] >= r->win_each)
		return ZZ_SET_EACH;
	return -1;
}

typedef void (*zz_visit_fn)(void *ctx, const struct zz_move *m);

struct zz_engine {
	struct zz_bb (*free)(const struct zz_rules *r, const struct zz_pos *p);
	struct zz_bb (*jumpers)(const struct zz_pos *p);
	bool (*can_jump_from)(const struct zz_pos *p, unsigned cell);
	bool (*has_move)(const struct zz_rules *r, const struct zz_pos *p);
	struct zz_bb (*claimable)(const struct zz_pos *p);
	void (*apply)(const struct zz_rules *r, struct zz_pos *p,
		      const struct zz_move *m, const struct zz_bb *claims,
		      struct zz_effect *e);
	int (*check)(const struct zz_rules *r, const struct zz_pos *p,
		     const struct zz_move *m, unsigned flags, struct zz_fault *f);
	int (*play)(const struct zz_rules *r, struct zz_pos *p, struct zz_pos *before,
		    const struct zz_move *m, const unsigned char *colours,
		    struct zz_effect *e);
	void (*end)(const struct zz_rules *r, const struct zz_pos *p,
		    const struct zz_effect *e, struct zz_end *end);
	/* every legal turn, in a fixed order; returns how many */
	uint64_t (*visit)(const struct zz_rules *r, const struct zz_pos *p,
			  zz_visit_fn fn, void *ctx);
	uint64_t (*count)(const struct zz_rules *r, const struct zz_pos *p);
	uint64_t (*perft)(const struct zz_rules *r, const struct zz_pos *p,
			  unsigned depth);
	/* whether a legal turn wins at once: found from the few that may, or by playing every one */
	bool (*wins_now)(const struct zz_rules *r, const struct zz_pos *p);
	bool (*wins_now_played)(const struct zz_rules *r, const struct zz_pos *p);
	/* the first max placements of visit()'s; none where the turns are captures */
	size_t (*first)(const struct zz_rules *r, const struct zz_pos *p, struct zz_move *out, size_t max);
};

extern const struct zz_engine zz_engine_narrow;
extern const struct zz_engine zz_engine_wide;
/* the narrow engine built for one standard board (lib/zertz/shifts.h) */
extern const struct zz_engine zz_engine_37;
extern const struct zz_engine zz_engine_48;
extern const struct zz_engine zz_engine_61;

#endif
