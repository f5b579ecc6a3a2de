/*
 * What zertz stats counts of a TZAAR game beyond what every game has
 * (formats/stats_kind.h): its set-up and its actions.
 */
#include "stats_kind.h"

#include <stdio.h>

#include "tgame.h"
#include "i18n.h"
#include "banned.h"

struct facts {
	unsigned setup;			/* enum tz_setup_kind */
	unsigned long captures, stacks, passes;
	unsigned long tallest;		/* the tallest stack at the end */
};

struct sums {
	unsigned long setups[TZ_SETUP_NB];
	unsigned long captures, stacks, passes, tallest;
};

static size_t facts(void *out, const struct zz_game *g, const struct zz_replay *m, bool valid)
{
	struct facts *f = out;
	const struct tz_replay *r;
	unsigned long acts[3] = { 0, 0, 0 };
	size_t i, k;

	f->setup = tz_setup_of(g)->kind;
	if (!valid || !m)
		return 0;
	r = zz_tz_replay_of(m);
	for (i = r->placements; i < r->next; i++)
		for (k = 0; k < tz_turn_of(g, i)->nr; k++)
			acts[tz_turn_of(g, i)->a[k].kind]++;
	for (i = 0; i < TZ_POINTS; i++)
		if (r->pos.h[i] > f->tallest)
			f->tallest = r->pos.h[i];
	f->captures = acts[TZ_ACT_CAPTURE];
	f->stacks = acts[TZ_ACT_STACK];
	f->passes = acts[TZ_ACT_PASS];
	return r->next - r->placements;
}

/* by board: every TZAAR game is on one board (its group of all) */
static const char *group(const struct zz_game *g, bool variant, char *buf, size_t n)
{
	if (!variant)
		return NULL;
	snprintf(buf, n, "tzaar %s", zz_tz_setup_name(tz_setup_of(g)->kind));
	return buf;
}

static void add(void *out, const void *in, bool valid)
{
	struct sums *s = out;
	const struct facts *f = in;

	if (f->setup < TZ_SETUP_NB)
		s->setups[f->setup]++;
	if (!valid)
		return;
	s->captures += f->captures;
	s->stacks += f->stacks;
	s->passes += f->passes;
	if (f->tallest > s->tallest)
		s->tallest = f->tallest;
}

static void games_rows(const void *in, struct zz_table *e)
{
	const struct sums *s = in;
	unsigned i;

	for (i = 0; i < TZ_SETUP_NB; i++)
		if (s->setups[i])
			zz_table_row_number(e, "games", zz_tz_setup_name((enum tz_setup_kind)i),
					    s->setups[i]);
}

static void sections(const void *in, struct zz_table *e)
{
	const struct sums *s = in;

	zz_table_section(e, "actions", N_("actions"), false);
	zz_table_row_number(e, "actions", N_("captures"), s->captures);
	zz_table_row_number(e, "actions", N_("stacks"), s->stacks);
	zz_table_row_number(e, "actions", N_("passes"), s->passes);
	zz_table_row_number(e, "actions", N_("tallest stack at a game's end"), s->tallest);
	zz_table_section_end(e);
}

/* a win by its set: the type the loser lost; no move: no capture */
static const char *const end_names[ZZ_STATS_ENDS] = { N_("no-tzaar"),
						      N_("no-tzarra"),
						      N_("no-tott"),
						      NULL,
						      NULL,
						      N_("no-capture"),
						      NULL,
						      NULL,
						      N_("resignation"),
						      N_("time"),
						      N_("agreement"),
						      N_("declared"),
						      N_("unfinished"),
						      N_("invalid") };

const struct zz_stats_kind zz_stats_tzaar = {
	.all = "tzaar",
	.suffix = " (tzaar)",
	.results_title = N_("results (why the loser lost)"),
	.score_title = N_("first player (White)"),
	.draws = false,
	.end_names = end_names,
	.facts_size = sizeof(struct facts),
	.sums_size = sizeof(struct sums),
	.facts = facts,
	.group = group,
	.add = add,
	.games_rows = games_rows,
	.sections = sections,
};
