/*
 * The rules (spec/RULES.md): the entry points of rules.h, which pick the
 * build of the engine for the board (lib/zertz/engine_int.h), and what does not
 * depend on cell sets.
 */
#include "rules.h"

#include <string.h>

#include "engine_int.h"
#include "banned.h"

static inline const struct zz_engine *engine(const struct zz_pos *p)
{
	switch (p->geom->board) {
	case ZZ_BOARD_37:
		return &zz_engine_37;
	case ZZ_BOARD_48:
		return &zz_engine_48;
	case ZZ_BOARD_61:
		return &zz_engine_61;
	default:
		return p->geom->narrow ? &zz_engine_narrow : &zz_engine_wide;
	}
}

enum zz_source zz_rules_source(const struct zz_rules *r,
			       const struct zz_pos *p, enum zz_colour c)
{
	return zz_source_of(r, p->pool, p->cap[p->side], c);
}

int zz_rules_win_set(const struct zz_rules *r,
		     const unsigned char cap[ZZ_COLOUR_NB])
{
	return zz_win_set_of(r, cap);
}

struct zz_bb zz_rules_free(const struct zz_rules *r, const struct zz_pos *p)
{
	return engine(p)->free(r, p);
}

struct zz_bb zz_rules_jumpers(const struct zz_pos *p)
{
	return engine(p)->jumpers(p);
}

bool zz_rules_can_jump_from(const struct zz_pos *p, unsigned cell)
{
	return engine(p)->can_jump_from(p, cell);
}

bool zz_rules_has_move(const struct zz_rules *r, const struct zz_pos *p)
{
	return engine(p)->has_move(r, p);
}

struct zz_bb zz_rules_claimable(const struct zz_pos *p)
{
	return engine(p)->claimable(p);
}

void zz_rules_apply(const struct zz_rules *r, struct zz_pos *p,
		    const struct zz_move *m, const struct zz_bb *claims,
		    struct zz_effect *e)
{
	engine(p)->apply(r, p, m, claims, e);
}

int zz_rules_check(const struct zz_rules *r, const struct zz_pos *p,
		   const struct zz_move *m, unsigned flags,
		   struct zz_fault *f)
{
	return engine(p)->check(r, p, m, flags, f);
}

int zz_rules_play(const struct zz_rules *r, struct zz_pos *p, struct zz_pos *before,
		  const struct zz_move *m, const unsigned char *colours, struct zz_effect *e)
{
	return engine(p)->play(r, p, before, m, colours, e);
}

void zz_rules_end(const struct zz_rules *r, const struct zz_pos *p,
		  const struct zz_effect *e, struct zz_end *end)
{
	engine(p)->end(r, p, e, end);
}

void zz_rules_end_position(const struct zz_rules *r, const struct zz_pos *p, struct zz_end *end)
{
	struct zz_effect e;
	struct zz_bb vacant = zz_pos_vacant(p);
	unsigned side = p->side;

	memset(&e, 0, sizeof(e));
	e.mover = (unsigned char)(1 - side);
	e.board_full = zz_bb_empty(&vacant);
	zz_rules_end(r, p, &e, end);
	if (end->reason == ZZ_END_NONE || end->reason == ZZ_END_NO_MOVE) {
		int set = zz_win_set_of(r, p->cap[side]);

		if (set >= 0) { /* (the mover's own set, in a position made so) */
			end->reason = ZZ_END_WIN;
			end->winner = (int)side;
			end->set = set;
		}
	}
}

struct store {
	struct zz_move *out;
	size_t max, n;
};

static void store_one(void *ctx, const struct zz_move *m)
{
	struct store *s = ctx;

	if (s->n < s->max)
		s->out[s->n] = *m;
	s->n++;
}

size_t zz_rules_gen(const struct zz_rules *r, const struct zz_pos *p,
		    struct zz_move *out, size_t max)
{
	struct store s = { out, max, 0 };

	engine(p)->visit(r, p, store_one, &s);
	return s.n;
}

uint64_t zz_rules_count(const struct zz_rules *r, const struct zz_pos *p)
{
	return engine(p)->count(r, p);
}

uint64_t zz_rules_perft(const struct zz_rules *r, const struct zz_pos *p,
			unsigned depth)
{
	return engine(p)->perft(r, p, depth);
}

size_t zz_rules_gen_first(const struct zz_rules *r, const struct zz_pos *p, struct zz_move *out, size_t max)
{
	return engine(p)->first(r, p, out, max);
}

bool zz_rules_wins_now(const struct zz_rules *r, const struct zz_pos *p)
{
	return engine(p)->wins_now(r, p);
}

bool zz_rules_wins_now_played(const struct zz_rules *r, const struct zz_pos *p)
{
	return engine(p)->wins_now_played(r, p);
}

const char *zz_end_reason_name(enum zz_end_reason reason)
{
	static const char *const names[] = {
		[ZZ_END_NONE] = "unfinished",
		[ZZ_END_WIN] = "win",
		[ZZ_END_BOARD_FULL] = "board-full",
		[ZZ_END_NO_MOVE] = "no-move",
		[ZZ_END_REPETITION] = "repetition",
		[ZZ_END_BOTH_LOSE] = "both-lose",
	};
	return names[reason];
}

const char *zz_win_set_name(int set)
{
	static const char *const names[] = {
		[ZZ_SET_WHITE] = "white", [ZZ_SET_GREY] = "grey",
		[ZZ_SET_BLACK] = "black", [ZZ_SET_EACH] = "each",
	};
	return set >= 0 && set <= ZZ_SET_EACH ? names[set] : "none";
}
