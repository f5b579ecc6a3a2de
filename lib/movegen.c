/*
 * Legal whole-turn generation, counting and perft.
 *
 * A capture turn is a complete chain: every maximal jump path of one marble,
 * plus, under [chain-win], every shorter prefix after which the mover holds
 * a winning set.  Placements are colour x vacant ring x free ring (or no
 * removal when no ring other than the target is free).
 *
 * Generation is a visitor: the enumerator calls back with each turn, so
 * perft needs no move buffers and the number of chains is not limited.
 */
#include "rules.h"

#include <string.h>

#include "banned.h"

#define BIT(c) (1ULL << (c))

typedef void (*visit_fn)(void *ctx, const struct zz_move *m);

struct chain {
	const struct zz_rules *r;
	const struct zz_geom *g;
	uint64_t occ, vacant;
	const struct zz_pos *p;
	unsigned char cap[ZZ_COLOUR_NB];
	struct zz_move cur;
	visit_fn fn;
	void *ctx;
	uint64_t count;		/* when fn is NULL: count only */
};

static void emit(struct chain *c, unsigned nhops)
{
	if (!c->fn) {
		c->count++;
		return;
	}
	c->cur.nhops = (unsigned char)nhops;
	c->fn(c->ctx, &c->cur);
}

static void walk(struct chain *c, unsigned at, unsigned depth)
{
	const struct zz_geom *g = c->g;
	int any = 0;
	unsigned d;

	for (d = 0; d < ZZ_DIR_NB; d++) {
		unsigned o = g->nb[at][d], l;
		int oc;

		if (o == ZZ_NO_CELL || !(c->occ & BIT(o)))
			continue;
		l = g->nb[o][d];
		if (l == ZZ_NO_CELL || !(c->vacant & BIT(l)))
			continue;
		if (depth >= ZZ_HOPS_MAX)
			continue;	/* cannot happen: a hop takes a marble */
		any = 1;
		/* jumped marbles keep their colour bits: 'occ' rules */
		oc = zz_pos_marble(c->p, o);
		c->occ &= ~(BIT(o) | BIT(at));
		c->occ |= BIT(l);
		c->vacant |= BIT(o) | BIT(at);
		c->vacant &= ~BIT(l);
		c->cap[oc]++;
		c->cur.hop[depth] = (unsigned char)l;
		walk(c, l, depth + 1);
		c->cap[oc]--;
		c->vacant &= ~(BIT(o) | BIT(at));
		c->vacant |= BIT(l);
		c->occ |= BIT(o) | BIT(at);
		c->occ &= ~BIT(l);
	}
	if (depth == 0)
		return;
	if (!any || zz_rules_win_set(c->r, c->cap) >= 0)
		emit(c, depth);
}

/* Visit every capture chain; returns the number of chains. */
static uint64_t captures(const struct zz_rules *r, const struct zz_pos *p,
			 uint64_t jumpers, visit_fn fn, void *ctx)
{
	struct chain c;

	memset(&c, 0, sizeof(c));
	c.r = r;
	c.g = p->geom;
	c.p = p;
	c.occ = zz_pos_occupied(p);
	c.vacant = p->rings & ~c.occ;
	memcpy(c.cap, p->cap[p->side], sizeof(c.cap));
	c.cur.kind = ZZ_MOVE_CAPTURE;
	c.fn = fn;
	c.ctx = ctx;
	while (jumpers) {
		unsigned at = (unsigned)__builtin_ctzll(jumpers);

		jumpers &= jumpers - 1;
		c.cur.cell = (unsigned char)at;
		walk(&c, at, 0);
	}
	return c.count;
}

static void placements(const struct zz_rules *r, const struct zz_pos *p,
		       visit_fn fn, void *ctx)
{
	uint64_t vacant = zz_pos_vacant(p), free = zz_rules_free(r, p);
	struct zz_move m;
	unsigned c;

	memset(&m, 0, sizeof(m));
	m.kind = ZZ_MOVE_PLACE;
	for (c = 0; c < ZZ_COLOUR_NB; c++) {
		uint64_t v;

		if (zz_rules_source(r, p, (enum zz_colour)c) == ZZ_SOURCE_NONE)
			continue;
		m.colour = (unsigned char)c;
		for (v = vacant; v; v &= v - 1) {
			unsigned to = (unsigned)__builtin_ctzll(v);
			uint64_t opts = free & ~BIT(to);

			m.cell = (unsigned char)to;
			if (!opts) {
				m.remove = ZZ_NO_CELL;
				fn(ctx, &m);
				continue;
			}
			for (; opts; opts &= opts - 1) {
				m.remove = (unsigned char)__builtin_ctzll(opts);
				fn(ctx, &m);
			}
		}
	}
}

static void visit_all(const struct zz_rules *r, const struct zz_pos *p,
		      visit_fn fn, void *ctx)
{
	uint64_t j = zz_rules_jumpers(p);

	if (j)
		captures(r, p, j, fn, ctx);
	else
		placements(r, p, fn, ctx);
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

	visit_all(r, p, store_one, &s);
	return s.n;
}

uint64_t zz_rules_count(const struct zz_rules *r, const struct zz_pos *p)
{
	uint64_t j = zz_rules_jumpers(p), total = 0, v, f;
	unsigned c;

	if (j)
		return captures(r, p, j, NULL, NULL);
	v = (uint64_t)__builtin_popcountll(zz_pos_vacant(p));
	f = (uint64_t)__builtin_popcountll(zz_rules_free(r, p));
	for (c = 0; c < ZZ_COLOUR_NB; c++) {
		if (zz_rules_source(r, p, (enum zz_colour)c) == ZZ_SOURCE_NONE)
			continue;
		/*
		 * Each target has the free rings other than itself to remove,
		 * or exactly one turn (no removal) when there are none.
		 */
		total += f >= 2 ? v * f - f : v;
	}
	return total;
}

struct perft {
	const struct zz_rules *r;
	const struct zz_pos *p;
	unsigned depth;
	uint64_t nodes;
};

static uint64_t perft(const struct zz_rules *r, const struct zz_pos *p,
		      unsigned depth);

static void perft_one(void *ctx, const struct zz_move *m)
{
	struct perft *pf = ctx;
	struct zz_pos q = *pf->p;
	struct zz_effect e;
	struct zz_end end;

	zz_rules_apply(pf->r, &q, m, NULL, &e);
	zz_rules_end(pf->r, &q, &e, &end);
	if (end.reason == ZZ_END_NONE)
		pf->nodes += perft(pf->r, &q, pf->depth - 1);
}

static uint64_t perft(const struct zz_rules *r, const struct zz_pos *p,
		      unsigned depth)
{
	struct perft pf = { r, p, depth, 0 };

	if (depth == 0)
		return 1;
	if (depth == 1)
		return zz_rules_count(r, p);
	visit_all(r, p, perft_one, &pf);
	return pf.nodes;
}

uint64_t zz_rules_perft(const struct zz_rules *r, const struct zz_pos *p,
			unsigned depth)
{
	return perft(r, p, depth);
}
