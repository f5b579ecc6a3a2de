/*
 * What zertz stats counts of a Zertz game beyond what every game has
 * (formats/stats_kind.h): its board and variant, captures by colour, and its
 * kinds of turns.
 */
#include "stats_kind.h"

#include <stdio.h>

#include "zreplay.h"
#include "rings.h"
#include "rules.h"
#include "zgame.h"
#include "i18n.h"
#include "banned.h"

struct facts {
	unsigned board, variant;
	bool full_board;		/* the game ended on a full board */
	unsigned long jumps, multi_jumps, longest_chain, isolations, no_removal, from_own;
	unsigned long cap_jump[ZZ_COLOUR_NB], cap_iso[ZZ_COLOUR_NB];
};

struct sums {
	unsigned long boards[ZZ_BOARD_NB], variants[3];
	unsigned long full_board;
	unsigned long jumps, multi_jumps, longest_chain, isolations, no_removal, from_own;
	unsigned long cap_jump[ZZ_COLOUR_NB], cap_iso[ZZ_COLOUR_NB];
};

static size_t facts(void *out, const struct zz_game *g, const struct zz_replay *m, bool valid)
{
	const struct zz_zreplay *rp = m ? zz_zreplay_of(m) : NULL;
	struct facts *f = out;
	size_t i;
	unsigned k;

	if (!rp) {
		/* a set-up that cannot be read has no board: none counted */
		f->board = ZZ_BOARD_NB;
		f->variant = 3;
		return 0;
	}
	f->board = zz_zgame(g)->geom->board;
	f->variant = zz_zgame(g)->rules.variant;
	if (!valid)
		return 0;
	/* whatever decided it, the board was filled */
	f->full_board = rp->next && rp->effect.board_full;
	for (i = 0; i < rp->next; i++) {
		const struct zz_zturn *t = zz_zturn(g, i);

		if (t->move.kind == ZZ_MOVE_CAPTURE) {
			f->jumps++;
			if (t->move.nhops > 1)
				f->multi_jumps++;
			if (t->move.nhops > f->longest_chain)
				f->longest_chain = t->move.nhops;
			for (k = 0; k < t->move.nhops; k++)
				f->cap_jump[t->hop_colour[k]]++;
		} else if (t->move.kind == ZZ_MOVE_PLACE) {
			if (t->move.remove == ZZ_NO_CELL)
				f->no_removal++;
			if (t->source == ZZ_SOURCE_OWN)
				f->from_own++;
			if (t->nr_claims)
				f->isolations++;
			for (k = 0; k < t->nr_claims; k++)
				f->cap_iso[t->claims[k].colour]++;
		}
	}
	return rp->next;
}

static const char *group(const struct zz_game *g, bool variant, char *buf, size_t n)
{
	const struct zz_zgame *z = zz_zgame(g);

	if (variant)
		return zz_variant_name(z->rules.variant);
	if (z->geom->board == ZZ_BOARD_CUSTOM)
		return "custom";
	snprintf(buf, n, "%u", z->geom->rings);
	return buf;
}

static void add(void *out, const void *in, bool valid)
{
	struct sums *s = out;
	const struct facts *f = in;
	unsigned c;

	if (f->board >= ZZ_BOARD_NB || f->variant >= 3)
		return;	/* no board: a set-up that cannot be read (facts) */
	s->boards[f->board]++;
	s->variants[f->variant]++;
	if (!valid)
		return;
	s->full_board += f->full_board;
	s->jumps += f->jumps;
	s->multi_jumps += f->multi_jumps;
	if (f->longest_chain > s->longest_chain)
		s->longest_chain = f->longest_chain;
	s->isolations += f->isolations;
	s->no_removal += f->no_removal;
	s->from_own += f->from_own;
	for (c = 0; c < ZZ_COLOUR_NB; c++) {
		s->cap_jump[c] += f->cap_jump[c];
		s->cap_iso[c] += f->cap_iso[c];
	}
}

static void games_rows(const void *in, struct zz_table *e)
{
	const struct sums *s = in;
	unsigned i;

	/* (the boards in enum zz_board_kind's order, zz_geom_sizes') */
	static const char *const boards[ZZ_BOARD_NB] = { N_("37 rings"),     N_("40 rings"), N_("43 rings"),
							 N_("44 rings"),     N_("48 rings"), N_("61 rings"),
							 N_("custom boards") };

	for (i = 0; i < ZZ_BOARD_NB; i++)
		if (s->boards[i])
			zz_table_row_number(e, "games", boards[i], s->boards[i]);
	for (i = 0; i < 3; i++)
		if (s->variants[i])
			zz_table_row_number(e, "games", zz_variant_name((enum zz_variant_kind)i),
					    s->variants[i]);
}

static void sections(const void *in, struct zz_table *e)
{
	static const char *const jumped[ZZ_COLOUR_NB] = { N_("white by jumping"), N_("grey by jumping"),
							  N_("black by jumping") };
	static const char *const isolated[ZZ_COLOUR_NB] = { N_("white by isolation"), N_("grey by isolation"),
							    N_("black by isolation") };
	const struct sums *s = in;
	unsigned c;

	zz_table_section(e, "captures", N_("captures by colour"), false);
	for (c = 0; c < ZZ_COLOUR_NB; c++) {
		zz_table_row_number(e, "captures", jumped[c], s->cap_jump[c]);
		zz_table_row_number(e, "captures", isolated[c], s->cap_iso[c]);
	}
	zz_table_section_end(e);
	zz_table_section(e, "turns", N_("turns"), false);
	zz_table_row_number(e, "turns", N_("capture turns"), s->jumps);
	zz_table_row_number(e, "turns", N_("multi-jump turns"), s->multi_jumps);
	zz_table_row_number(e, "turns", N_("longest chain (jumps)"), s->longest_chain);
	zz_table_row_number(e, "turns", N_("isolation claims"), s->isolations);
	zz_table_row_number(e, "turns", N_("placements without removal"), s->no_removal);
	zz_table_row_number(e, "turns", N_("placements from own captures"), s->from_own);
	zz_table_row_number(e, "turns", N_("games ending on a full board"), s->full_board);
	zz_table_section_end(e);
}

static const char *const end_names[ZZ_STATS_ENDS] = { N_("white"),	N_("grey"),	  N_("black"),
						      N_("each"),	N_("board-full"), N_("no-move"),
						      N_("repetition"), N_("both-lose"),  N_("resignation"),
						      N_("time"),	N_("agreement"),  N_("declared"),
						      N_("unfinished"), N_("invalid") };

const struct zz_stats_kind zz_stats_zertz = {
	.all = "all",
	.suffix = "",
	.results_title = N_("results (how games were decided)"),
	.score_title = N_("first player"),
	.draws = true,
	.end_names = end_names,
	.facts_size = sizeof(struct facts),
	.sums_size = sizeof(struct sums),
	.facts = facts,
	.group = group,
	.add = add,
	.games_rows = games_rows,
	.sections = sections,
};
