/*
 * Checking and applying turns, and game-end detection (spec/RULES.md).
 * Move generation and perft live in movegen.c.
 */
#include "rules.h"

#include <assert.h>
#include <string.h>

#include "banned.h"

#define BIT(c) (1ULL << (c))

enum zz_source zz_rules_source(const struct zz_rules *r,
			       const struct zz_pos *p, enum zz_colour c)
{
	if (r->supply == ZZ_SUPPLY_PER_COLOUR || p->pool[0] || p->pool[1] ||
	    p->pool[2]) {
		if (p->pool[c])
			return ZZ_SOURCE_POOL;
		if (r->supply == ZZ_SUPPLY_POOL_FIRST)
			return ZZ_SOURCE_NONE;
	}
	return p->cap[p->side][c] ? ZZ_SOURCE_OWN : ZZ_SOURCE_NONE;
}

uint64_t zz_rules_free(const struct zz_rules *r, const struct zz_pos *p)
{
	const struct zz_geom *g = p->geom;
	uint64_t none[ZZ_DIR_NB], free = 0, vacant = zz_pos_vacant(p);
	unsigned d;

	/* none[d]: cells whose neighbour position in direction d has no ring */
	for (d = 0; d < ZZ_DIR_NB; d++)
		none[d] = ~zz_geom_step(g, p->rings, (enum zz_dir)d);
	if (r->free_ring == ZZ_FREE_ADJACENT) {
		for (d = 0; d < ZZ_DIR_NB; d++)
			free |= none[d] & none[(d + 1) % ZZ_DIR_NB];
	} else {
		/* at least two of six: a bit-sliced count that saturates at 2 */
		uint64_t one = 0, two = 0;

		for (d = 0; d < ZZ_DIR_NB; d++) {
			two |= one & none[d];
			one |= none[d];
		}
		free = two;
	}
	return free & vacant;
}

uint64_t zz_rules_jumpers(const struct zz_pos *p)
{
	const struct zz_geom *g = p->geom;
	uint64_t occ = zz_pos_occupied(p), vacant = p->rings & ~occ, r = 0;
	uint64_t m;

	/* only a marble with a marble beside it can jump */
	for (m = occ; m; m &= m - 1) {
		unsigned c = (unsigned)__builtin_ctzll(m), d;

		if (!(g->nbmask[c] & occ))
			continue;
		for (d = 0; d < ZZ_DIR_NB; d++) {
			unsigned o = g->nb[c][d], l = g->land[c][d];

			if (l != ZZ_NO_CELL && (occ >> o & 1) && (vacant >> l & 1)) {
				r |= 1ULL << c;
				break;
			}
		}
	}
	return r;
}

bool zz_rules_can_jump_from(const struct zz_pos *p, unsigned cell)
{
	const struct zz_geom *g = p->geom;
	uint64_t occ = zz_pos_occupied(p), vacant = p->rings & ~occ;
	unsigned d;

	for (d = 0; d < ZZ_DIR_NB; d++) {
		unsigned o = g->nb[cell][d], l;

		if (o == ZZ_NO_CELL || !(occ & BIT(o)))
			continue;
		l = g->nb[o][d];
		if (l != ZZ_NO_CELL && (vacant & BIT(l)))
			return true;
	}
	return false;
}

static bool can_place(const struct zz_rules *r, const struct zz_pos *p)
{
	unsigned c;

	if (!zz_pos_vacant(p))
		return false;
	for (c = 0; c < ZZ_COLOUR_NB; c++)
		if (zz_rules_source(r, p, (enum zz_colour)c) != ZZ_SOURCE_NONE)
			return true;
	return false;
}

bool zz_rules_has_move(const struct zz_rules *r, const struct zz_pos *p)
{
	/* the placement test is cheap; a capture is the rarer answer */
	return can_place(r, p) || zz_rules_jumpers(p);
}

int zz_rules_win_set(const struct zz_rules *r,
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

uint64_t zz_rules_claimable(const struct zz_pos *p)
{
	const struct zz_geom *g = p->geom;
	uint64_t reach = zz_pos_vacant(p), next;

	/*
	 * Flood fill from every vacant ring, a whole layer at a time; what is
	 * not reached has no vacant ring in its group.  Usually every ring
	 * touches a vacant one and the first layer settles it.
	 */
	for (;;) {
		next = reach | (zz_geom_adjacent(g, reach) & p->rings);
		if (next == reach)
			return p->rings & ~reach;
		reach = next;
	}
}

static void take_marble(const struct zz_rules *r, struct zz_pos *p,
			enum zz_colour c, struct zz_effect *e)
{
	e->source = zz_rules_source(r, p, c);
	if (e->source == ZZ_SOURCE_POOL)
		p->pool[c]--;
	else
		p->cap[p->side][c]--;
}

void zz_rules_apply(const struct zz_rules *r, struct zz_pos *p,
		    const struct zz_move *m, const uint64_t *claims,
		    struct zz_effect *e)
{
	unsigned mover = p->side, c, k;

	memset(e, 0, sizeof(*e));
	e->mover = (unsigned char)mover;
	switch (m->kind) {
	case ZZ_MOVE_PLACE: {
		uint64_t claimed;

		e->no_captures_before = !(p->cap[0][0] | p->cap[0][1] |
					  p->cap[0][2] | p->cap[1][0] |
					  p->cap[1][1] | p->cap[1][2]);
		take_marble(r, p, (enum zz_colour)m->colour, e);
		p->marbles[m->colour] |= BIT(m->cell);
		if (m->remove != ZZ_NO_CELL)
			p->rings &= ~BIT(m->remove);
		claimed = claims ? *claims : zz_rules_claimable(p);
		if (claimed) {
			e->claimed = claimed;
			for (c = 0; c < ZZ_COLOUR_NB; c++) {
				uint64_t mine = p->marbles[c] & claimed;
				unsigned n = (unsigned)__builtin_popcountll(mine);

				e->claimed_by_colour[c] = mine;
				e->gained[c] = (unsigned char)(e->gained[c] + n);
				p->cap[mover][c] = (unsigned char)(p->cap[mover][c] + n);
				p->marbles[c] &= ~claimed;
			}
			p->rings &= ~claimed;
			e->board_full = p->rings == 0;
		}
		break;
	}
	case ZZ_MOVE_CAPTURE: {
		unsigned at = m->cell;
		int col = zz_pos_marble(p, at);

		assert(col >= 0);
		for (k = 0; k < m->nhops; k++) {
			unsigned over;
			int oc;

			if (zz_geom_jump(p->geom, at, m->hop[k], &over) < 0)
				assert(!"illegal jump applied");
			oc = zz_pos_marble(p, over);
			assert(oc >= 0);
			p->marbles[oc] &= ~BIT(over);
			e->jumped |= BIT(over);
			e->jumped_colour[k] = (unsigned char)oc;
			e->gained[oc]++;
			p->cap[mover][oc]++;
			p->marbles[col] &= ~BIT(at);
			at = m->hop[k];
			p->marbles[col] |= BIT(at);
		}
		break;
	}
	case ZZ_MOVE_PASS:
		break;
	}
	p->side = (unsigned char)(mover ^ 1);
}

static void fault(struct zz_fault *f, enum zz_code code, int part)
{
	f->code = code;
	f->part = part;
	f->has_example = false;
}

/* The first legal capture chain, as an example for a diagnostic. */
static void capture_example(const struct zz_rules *r, const struct zz_pos *p,
			    struct zz_fault *f)
{
	f->has_example = zz_rules_gen(r, p, &f->example, 1) > 0;
}

static int check_place(const struct zz_rules *r, const struct zz_pos *p,
		       const struct zz_move *m, unsigned flags,
		       struct zz_fault *f)
{
	uint64_t occ = zz_pos_occupied(p), free;

	if (!(flags & ZZ_CHECK_ALLOW_MISSED) && zz_rules_jumpers(p)) {
		fault(f, ZZ_E_CAPTURE_FORCED, ZZ_PART_MOVE);
		capture_example(r, p, f);
		return -1;
	}
	if (!(p->rings & BIT(m->cell))) {
		fault(f, ZZ_E_RING_GONE, ZZ_PART_CELL);
		return -1;
	}
	if (occ & BIT(m->cell)) {
		fault(f, ZZ_E_PLACE_OCCUPIED, ZZ_PART_CELL);
		return -1;
	}
	if (zz_rules_source(r, p, (enum zz_colour)m->colour) == ZZ_SOURCE_NONE) {
		fault(f, ZZ_E_COLOUR_EMPTY, ZZ_PART_MOVE);
		return -1;
	}
	free = zz_rules_free(r, p) & ~BIT(m->cell);
	if (m->remove == ZZ_NO_CELL) {
		if (free) {
			fault(f, ZZ_E_REMOVE_MISSING, ZZ_PART_MOVE);
			f->has_example = true;
			f->example = *m;
			f->example.remove = (unsigned char)__builtin_ctzll(free);
			return -1;
		}
		return 0;
	}
	if (!(p->rings & BIT(m->remove))) {
		fault(f, ZZ_E_RING_GONE, ZZ_PART_REMOVE);
		return -1;
	}
	if (m->remove == m->cell) {
		fault(f, ZZ_E_REMOVE_SAME, ZZ_PART_REMOVE);
		return -1;
	}
	if (occ & BIT(m->remove)) {
		fault(f, ZZ_E_REMOVE_OCCUPIED, ZZ_PART_REMOVE);
		return -1;
	}
	if (!(free & BIT(m->remove))) {
		fault(f, ZZ_E_REMOVE_NOT_FREE, ZZ_PART_REMOVE);
		return -1;
	}
	return 0;
}

static int check_capture(const struct zz_rules *r, const struct zz_pos *p,
			 const struct zz_move *m, struct zz_fault *f)
{
	struct zz_pos q = *p;
	unsigned at = m->cell, k;
	int col;

	if (!(q.rings & BIT(at))) {
		fault(f, ZZ_E_RING_GONE, ZZ_PART_CELL);
		return -1;
	}
	col = zz_pos_marble(&q, at);
	if (col < 0) {
		fault(f, ZZ_E_JUMP_NO_MARBLE, ZZ_PART_CELL);
		return -1;
	}
	for (k = 0; k < m->nhops; k++) {
		unsigned over, to = m->hop[k];
		int oc;

		if (to == at || zz_geom_jump(q.geom, at, to, &over) < 0) {
			fault(f, ZZ_E_JUMP_LINE, ZZ_PART_HOP + (int)k);
			return -1;
		}
		oc = zz_pos_marble(&q, over);
		if (oc < 0) {
			fault(f, ZZ_E_JUMP_EMPTY, ZZ_PART_HOP + (int)k);
			return -1;
		}
		if (!(q.rings & BIT(to)) || (zz_pos_occupied(&q) & BIT(to))) {
			fault(f, ZZ_E_LANDING_OCCUPIED, ZZ_PART_HOP + (int)k);
			return -1;
		}
		q.marbles[oc] &= ~BIT(over);
		q.cap[q.side][oc]++;
		q.marbles[col] &= ~BIT(at);
		q.marbles[col] |= BIT(to);
		at = to;
	}
	if (m->nhops == 0) {
		fault(f, ZZ_E_JUMP_LINE, ZZ_PART_MOVE);
		return -1;
	}
	if (zz_rules_can_jump_from(&q, at) &&
	    zz_rules_win_set(r, q.cap[q.side]) < 0) {
		struct zz_move next;

		fault(f, ZZ_E_CHAIN_INCOMPLETE, ZZ_PART_HOP + (int)m->nhops - 1);
		/* show one continuation: the written chain and one more hop */
		next = *m;
		for (k = 0; k < ZZ_DIR_NB; k++) {
			unsigned o = q.geom->nb[at][k], l;

			if (o == ZZ_NO_CELL || !(zz_pos_occupied(&q) & BIT(o)))
				continue;
			l = q.geom->nb[o][k];
			if (l == ZZ_NO_CELL || !(zz_pos_vacant(&q) & BIT(l)))
				continue;
			if (next.nhops < ZZ_HOPS_MAX) {
				next.hop[next.nhops++] = (unsigned char)l;
				f->has_example = true;
				f->example = next;
			}
			break;
		}
		return -1;
	}
	return 0;
}

int zz_rules_check(const struct zz_rules *r, const struct zz_pos *p,
		   const struct zz_move *m, unsigned flags,
		   struct zz_fault *f)
{
	const struct zz_geom *g = p->geom;
	unsigned k;

	/* cells beyond the board cannot come from a parser, but be safe */
	if (m->kind != ZZ_MOVE_PASS && m->cell >= g->rings) {
		fault(f, ZZ_E_NO_CELL, ZZ_PART_CELL);
		return -1;
	}
	switch (m->kind) {
	case ZZ_MOVE_PLACE:
		if (m->colour >= ZZ_COLOUR_NB ||
		    (m->remove != ZZ_NO_CELL && m->remove >= g->rings)) {
			fault(f, ZZ_E_NO_CELL, ZZ_PART_REMOVE);
			return -1;
		}
		return check_place(r, p, m, flags, f);
	case ZZ_MOVE_CAPTURE:
		for (k = 0; k < m->nhops; k++)
			if (m->hop[k] >= g->rings) {
				fault(f, ZZ_E_NO_CELL, ZZ_PART_HOP + (int)k);
				return -1;
			}
		return check_capture(r, p, m, f);
	case ZZ_MOVE_PASS:
		if (zz_rules_has_move(r, p)) {
			fault(f, ZZ_E_PASS, ZZ_PART_MOVE);
			f->has_example = zz_rules_gen(r, p, &f->example, 1) > 0;
			return -1;
		}
		return 0;
	}
	fault(f, ZZ_E_SYNTAX, ZZ_PART_MOVE);
	return -1;
}

void zz_rules_end(const struct zz_rules *r, const struct zz_pos *p,
		  const struct zz_effect *e, struct zz_end *end)
{
	unsigned mover = e->mover;

	end->reason = ZZ_END_NONE;
	end->winner = ZZ_WINNER_NONE;
	end->set = -1;
	if (e->board_full && r->both_lose && e->no_captures_before) {
		end->reason = ZZ_END_BOTH_LOSE;
		end->winner = ZZ_WINNER_BOTH_LOSE;
		return;
	}
	end->set = zz_rules_win_set(r, p->cap[mover]);
	if (end->set >= 0) {
		end->reason = ZZ_END_WIN;
		end->winner = (int)mover;
		return;
	}
	if (e->board_full) {
		end->reason = ZZ_END_BOARD_FULL;
		end->winner = (int)mover;
		return;
	}
	if (!zz_rules_has_move(r, p)) {
		end->reason = ZZ_END_NO_MOVE;
		end->winner = r->no_move == ZZ_NO_MOVE_LOSE ? (int)mover
							    : ZZ_WINNER_NONE;
	}
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
