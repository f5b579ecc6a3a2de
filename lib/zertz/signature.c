#include "signature.h"

#include <string.h>

#include "zgame.h"
#include "banned.h"

void zz_move_map(const struct zz_geom *g, unsigned sym, struct zz_move *m)
{
	const unsigned char *p = g->sym[sym];
	unsigned k;

	if (m->kind == ZZ_MOVE_PASS)
		return;
	m->cell = p[m->cell];
	if (m->remove != ZZ_NO_CELL)
		m->remove = p[m->remove];
	for (k = 0; k < m->nhops; k++)
		m->hop[k] = p[m->hop[k]];
}

/* One turn as bytes: kind, colour, cells (the form that is compared). */
static size_t encode(const struct zz_move *m, unsigned char *out)
{
	size_t n = 0;
	unsigned k;

	out[n++] = m->kind;
	if (m->kind == ZZ_MOVE_PLACE) {
		out[n++] = m->colour;
		out[n++] = m->cell;
		out[n++] = m->remove;
	} else if (m->kind == ZZ_MOVE_CAPTURE) {
		out[n++] = m->cell;
		for (k = 0; k < m->nhops; k++)
			out[n++] = m->hop[k];
		out[n++] = ZZ_NO_CELL;
	}
	return n;
}

unsigned zz_signature_sym(const struct zz_game *game, size_t turns)
{
	const struct zz_geom *g = zz_zgame(game)->geom;
	unsigned alive[ZZ_SYM_MAX], nalive = 0, s;
	size_t t;

	if (!g)
		return 0;
	for (s = 0; s < g->nsym; s++)
		alive[nalive++] = s;
	if (turns > game->nr_turns)
		turns = game->nr_turns;
	/* keep the symmetries that give the least bytes, turn by turn */
	for (t = 0; t < turns && nalive > 1; t++) {
		unsigned char best[ZZ_HOPS_MAX + 8], cur[ZZ_HOPS_MAX + 8];
		size_t best_len = 0, i, keep = 0;

		for (i = 0; i < nalive; i++) {
			struct zz_move m = zz_zturn(game, t)->move;
			size_t n;
			int cmp;

			zz_move_map(g, alive[i], &m);
			n = encode(&m, cur);
			cmp = i == 0 ? -1 : memcmp(cur, best, n < best_len ? n : best_len);
			if (cmp == 0 && n != best_len)
				cmp = n < best_len ? -1 : 1;
			if (cmp < 0) {
				memcpy(best, cur, n);
				best_len = n;
				keep = 0;
			}
			if (cmp <= 0)
				alive[keep++] = alive[i];
		}
		nalive = keep;
	}
	return alive[0];
}
