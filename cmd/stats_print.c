/*
 * zertz stats' output: each group as a table (formats/table.c) in text,
 * CSV or JSON, and the groups of duplicate games.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "stats.h"
#include "shown.h"
#include "i18n.h"
#include "banned.h"

/* The length of the k-th shortest valid game, from 0 (k < a->nr_lengths). */
static size_t nth_length(const struct agg *a, unsigned long k)
{
	size_t len;

	for (len = 0; len < a->nr_by_length; len++) {
		if (k < a->by_length[len])
			return len;
		k -= a->by_length[len];
	}
	BUG("nth_length past the last game");
}

static int cmp_count(const void *a, const void *b)
{
	const struct count *x = a, *y = b;

	if (x->n != y->n)
		return x->n > y->n ? -1 : 1;
	return strcmp(x->key, y->key);
}

/*
 * The indexes of t's first k names by cmp_count, in order, into best:
 * how many there are (k, or fewer names).  The openings print ten of
 * tens of thousands, most played once: sorting them all compared their
 * texts, two by two, for nothing (an opening played once is out at one
 * comparison of counts).
 */
static size_t top_counts(const struct table *t, size_t *best, size_t k)
{
	size_t have = 0, i, j;

	for (i = 0; i < t->nr; i++) {
		const struct count *c = &t->v[i];

		if (have == k && cmp_count(c, &t->v[best[k - 1]]) >= 0)
			continue;
		j = have < k ? have++ : k - 1;
		for (; j > 0 && cmp_count(c, &t->v[best[j - 1]]) < 0; j--)
			best[j] = best[j - 1];
		best[j] = i;
	}
	return have;
}

/*
 * The players of analysed records: their analysed games, their turns of
 * each mark, the wins they missed by length (players sorted as the table
 * of players sorts them, before this).
 */
static void print_players_marks(const struct run *r, const struct agg *a, struct zz_table *e)
{
	static const char *const names[] = { "analysed",    "only_wins",	  "missed_wins",
					     "blunders",    "only_moves",	  "missed_in_1",
					     "missed_in_2", "missed_in_3",	  "missed_in_4",
					     "missed_in_5", "missed_in_6_or_more" };
	static const unsigned char decimals[11] = { 0 };
	static const unsigned char widths[] = { 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4 };
	double v[11];
	bool any = false;
	size_t i, k;

	for (i = 0; i < a->players.nr && !any; i++)
		any = a->players.v[i].marks && a->players.v[i].n >= r->o->min_games;
	if (!any)
		return;
	zz_table_section(
		e, "players_analysis",
		N_("players in analysed games (games ! ? ?? \xe2\x96\xa1, then wins missed in 1 2 3 4 5 6+)"),
		true);
	for (i = 0; i < a->players.nr; i++) {
		const struct count *p = &a->players.v[i];

		if (!p->marks || p->n < r->o->min_games)
			continue;
		v[0] = (double)p->marks->games;
		for (k = 0; k < MARKS_NB; k++)
			v[1 + k] = (double)p->marks->marks[k];
		for (k = 0; k < MISSED_NB; k++)
			v[1 + MARKS_NB + k] = (double)p->marks->missed[k];
		zz_table_row_fields(e, "players_analysis", spellings_best(&p->sp, p->key), 11, names, v,
				    decimals, widths);
	}
	zz_table_section_end(e);
}

static int cmp_key(const void *a, const void *b)
{
	return strcmp(((const struct count *)a)->key, ((const struct count *)b)->key);
}

/* ---- output: a table (formats/table.c) in text, CSV or JSON ---- */

/* The length sections: min, median, mean, max, and a histogram. */
static void print_lengths(struct agg *a, struct zz_table *e)
{
	char key[64], val[160];
	unsigned long long sum = 0;
	size_t i;

	zz_table_section(e, "length", N_("game length (turns, valid games)"), false);
	for (i = 0; i < a->nr_by_length; i++)
		sum += (unsigned long long)i * a->by_length[i];
	zz_table_row_number(e, "length", N_("min"), a->nr_lengths ? nth_length(a, 0) : 0);
	if (!a->nr_lengths)
		snprintf(val, sizeof(val), "0.0");
	else if (a->nr_lengths % 2)
		snprintf(val, sizeof(val), "%.1f", (double)nth_length(a, a->nr_lengths / 2));
	else
		snprintf(val, sizeof(val), "%.1f", (nth_length(a, a->nr_lengths / 2 - 1) +
						   nth_length(a, a->nr_lengths / 2)) / 2.0);
	zz_table_row(e, "length", N_("median"), val);
	snprintf(val, sizeof(val), "%.1f", a->nr_lengths ? (double)sum / a->nr_lengths : 0.0);
	zz_table_row(e, "length", N_("mean"), val);
	zz_table_row_number(e, "length", N_("max"), a->nr_lengths ? a->nr_by_length - 1 : 0);
	zz_table_section_end(e);
	zz_table_section(e, "histogram", N_("game length histogram (turns)"), true);
	for (i = 0; i < HIST_NB; i++) {
		if (!a->hist[i])
			continue;
		if (i == HIST_NB - 1)
			snprintf(key, sizeof(key), "%zu+", i * 5);
		else
			snprintf(key, sizeof(key), "%zu-%zu", i * 5, i * 5 + 4);
		if (e->format == ZZ_TABLE_TEXT) {
			unsigned long most = 1, k, bar;

			for (k = 0; k < HIST_NB; k++)
				if (a->hist[k] > most)
					most = a->hist[k];
			bar = (a->hist[i] * 40 + most - 1) / most;
			snprintf(val, sizeof(val), "%-7lu ", a->hist[i]);
			for (k = 0; k < bar && strlen(val) + 1 < sizeof(val); k++)
				val[strlen(val) + 1] = '\0', val[strlen(val)] = '#';
			zz_table_row(e, "histogram", key, val);
		} else {
			zz_table_row_number(e, "histogram", key, a->hist[i]);
		}
	}
	zz_table_section_end(e);
}

/* The players and years sections. */
static void print_people(struct run *r, struct agg *a, struct zz_table *e)
{
	const struct opts *o = r->o;
	size_t i;

	if (a->players.nr) {
		qsort(a->players.v, a->players.nr, sizeof(a->players.v[0]), cmp_count);
		zz_table_section(
			e, "players",
			N_("players (games wins losses draws score as-first first-wins as-second second-wins)"),
			true);
		for (i = 0; i < a->players.nr; i++) {
			const struct count *p = &a->players.v[i];

			if (p->n < o->min_games)
				continue;
			{
				static const char *const names[] = {
					"games", "wins", "losses", "draws", "score", "as_first",
					"first_wins", "as_second", "second_wins"
				};
				static const unsigned char decimals[] = { 0, 0, 0, 0, 3, 0, 0, 0, 0 };
				static const unsigned char widths[] = { 5, 5, 5, 5, 6, 5, 5, 5, 5 };
				const double v[] = {
					(double)p->n, (double)p->wins, (double)p->losses, (double)p->draws,
					p->n ? (p->wins + p->draws / 2.0) / p->n : 0.0,
					(double)p->first, (double)p->first_wins, (double)p->second,
					(double)p->second_wins
				};

				zz_table_row_fields(e, "players", spellings_best(&p->sp, p->key), 9, names, v,
						    decimals, widths);
			}
		}
		zz_table_section_end(e);
	}
	print_players_marks(r, a, e);
	if (a->years.nr) {
		qsort(a->years.v, a->years.nr, sizeof(a->years.v[0]), cmp_key);
		zz_table_section(e, "years", N_("games per year"), true);
		for (i = 0; i < a->years.nr; i++)
			zz_table_row_number(e, "years", a->years.v[i].key, a->years.v[i].n);
		zz_table_section_end(e);
	}
}

/*
 * An opening for JSON: {"board": 37, "turns": ["Wd4,a1", ...], "games":
 * n}, its key "BOARD TURN;TURN" taken apart (a key of board and moves
 * would need quoting and splitting in every jq filter); the board a number
 * of rings, as validate --json gives it.
 */
static void opening_json(struct zz_buf *items, const char *key, unsigned long n)
{
	const char *sp = strchr(key, ' '), *p;
	struct zz_buf part = ZZ_BUF_INIT;

	zz_buf_addstr(items, items->len ? ", {\"board\": " : "{\"board\": ");
	zz_buf_add(&part, key, sp ? (size_t)(sp - key) : strlen(key));
	if (part.len && strspn(part.buf, "0123456789") == part.len)
		zz_buf_addstr(items, part.buf);
	else
		zz_json_quote(items, part.buf ? part.buf : "");
	zz_buf_addstr(items, ", \"turns\": [");
	for (p = sp ? sp + 1 : ""; *p;) {
		size_t len = strcspn(p, ";");

		zz_buf_reset(&part);
		zz_buf_add(&part, p, len);
		if (p != sp + 1)
			zz_buf_addstr(items, ", ");
		zz_json_quote(items, part.buf ? part.buf : "");
		p += len + (p[len] == ';');
	}
	zz_buf_addf(items, "], \"games\": %lu}", n);
	zz_buf_release(&part);
}

/* The ten most common openings of each length counted. */
static void print_openings(struct agg *a, struct zz_table *e)
{
	struct table *t[2] = { &a->open1, &a->open2 };
	static const char *const names[2] = { "openings", "openings2" };
	static const char *const heads[2] = { N_("most common first turns (up to symmetry)"),
					      N_("most common first two turns (up to symmetry)") };
	size_t best[10], nr, i;
	unsigned k;

	for (k = 0; k < 2; k++) {
		if (!t[k]->nr)
			continue;
		nr = top_counts(t[k], best, sizeof(best) / sizeof(best[0]));
		if (e->format == ZZ_TABLE_JSON) {
			struct zz_buf items = ZZ_BUF_INIT;

			for (i = 0; i < nr; i++)
				opening_json(&items, t[k]->v[best[i]].key, t[k]->v[best[i]].n);
			zz_table_json_list(e, names[k], items.buf ? items.buf : "");
			zz_buf_release(&items);
			continue;
		}
		zz_table_section(e, names[k], heads[k], true);
		for (i = 0; i < nr; i++)
			zz_table_row_number(e, names[k], t[k]->v[best[i]].key, t[k]->v[best[i]].n);
		zz_table_section_end(e);
	}
}

/* The analysis's marks of a group's analysed records (struct marks), and the wins missed by length. */
static void print_marks(const struct agg *a, struct zz_table *e)
{
	static const char *const rows[MARKS_NB] = { N_("only winning turns (!)"), N_("missed wins (?)"),
						    N_("blunders (?\?)"),
						    N_("only turns not losing (\xe2\x96\xa1)") };
	static const char *const missed[MISSED_NB] = {
		N_("wins missed in 1"), N_("wins missed in 2"), N_("wins missed in 3"),
		N_("wins missed in 4"), N_("wins missed in 5"), N_("wins missed in 6 or more")
	};
	size_t k;

	if (!a->marks.games)
		return;
	zz_table_section(e, "analysis", N_("analysed games (analyze -t): marked turns, wins missed"), false);
	zz_table_row_number(e, "analysis", N_("analysed games"), a->marks.games);
	for (k = 0; k < MARKS_NB; k++)
		zz_table_row_number(e, "analysis", rows[k], a->marks.marks[k]);
	for (k = 0; k < MISSED_NB; k++)
		zz_table_row_number(e, "analysis", missed[k], a->marks.missed[k]);
	zz_table_section_end(e);
}

void stats_print_group(struct run *r, struct agg *a, struct zz_table *e)
{
	const struct zz_stats_kind *sk = a->sk;
	char val[64];
	size_t i;

	zz_table_section(e, "games", N_("games"), false);
	zz_table_row_number(e, "games", N_("total"), a->games);
	if (a->none)
		zz_table_row_number(e, "games", N_("inputs without a game"), a->none);
	sk->games_rows(a->sums, e);
	zz_table_section_end(e);
	zz_table_section(e, "results", sk->results_title, false);
	for (i = 0; i < ZZ_STATS_ENDS; i++)
		if (sk->end_names[i])
			zz_table_row_number(e, "results", sk->end_names[i], a->ends[i]);
	zz_table_section_end(e);
	zz_table_section(e, "score", sk->score_title, false);
	zz_table_row_number(e, "score", N_("decided games"), a->decided);
	zz_table_row_number(e, "score", N_("first player wins"), a->first_wins);
	zz_table_row_number(e, "score", N_("second player wins"), a->second_wins);
	if (sk->draws)
		zz_table_row_number(e, "score", N_("draws"), a->draws);
	snprintf(val, sizeof(val), "%.3f", a->decided ? (a->first_wins + a->draws / 2.0) / a->decided : 0.0);
	zz_table_row(e, "score", N_("first player score"), val);
	zz_table_section_end(e);
	print_lengths(a, e);
	sk->sections(a->sums, e);
	print_marks(a, e);
	print_people(r, a, e);
	print_openings(a, e);
	zz_table_json_list(e, "invalid games", a->invalid_json.buf);
}

static int cmp_sig(const void *a, const void *b)
{
	const struct sig *x = a, *y = b;
	int c = strcmp(x->text, y->text);

	return c ? c : strcmp(x->source, y->source);
}

/* Groups of identical games, or where one is a prefix of another. */
/*
 * A group of duplicates, games i .. j of the sorted signatures: in text
 * for people; CSV rows group,signature,turns,relation,source; a JSON
 * object a line, {"group", "games": [{"signature", "turns", "relation",
 * "source"}]}.  The relation: "same" as the group's first, or "continues" it.
 */
static void duplicates_group(struct run *r, unsigned long group, size_t i, size_t j)
{
	struct zz_buf *out = &r->out;
	size_t k;

	if (r->o->format == ZZ_TABLE_TEXT)
		zz_buf_addf(out, "group %lu: %zu games\n", group, j - i);
	else if (r->o->format == ZZ_TABLE_JSON)
		zz_buf_addf(out, "{\"group\":%lu,\"games\":[", group);
	for (k = i; k < j; k++) {
		unsigned long long hash = (unsigned long long)r->sigs[k].hash;
		bool same = !strcmp(r->sigs[k].text, r->sigs[i].text);

		if (r->o->format == ZZ_TABLE_JSON) {
			zz_buf_addf(
				out,
				"%s{\"signature\":\"%016llx\",\"turns\":%zu,\"relation\":\"%s\",\"source\":",
				k > i ? "," : "", hash, r->sigs[k].turns, same ? "same" : "continues");
			zz_json_quote(out, r->sigs[k].source);
			zz_buf_addch(out, '}');
		} else if (r->o->format == ZZ_TABLE_CSV) {
			zz_buf_addf(out, "%lu,%016llx,%zu,%s,", group, hash, r->sigs[k].turns,
				    same ? "same" : "continues");
			zz_csv_field(out, r->sigs[k].source);
			zz_buf_addch(out, '\n');
		} else {
			zz_buf_addf(out, "  %016llx %3zu turns %s ", hash, r->sigs[k].turns,
				    same ? "same     " : "continues");
			zz_shown_addstr(out, r->sigs[k].source, 0);
			zz_buf_addch(out, '\n');
		}
	}
	if (r->o->format == ZZ_TABLE_JSON)
		zz_buf_addstr(out, "]}\n");
}

unsigned long stats_duplicates(struct run *r)
{
	unsigned long groups = 0;
	size_t i = 0;

	qsort(r->sigs, r->nr_sigs, sizeof(r->sigs[0]), cmp_sig);
	while (i < r->nr_sigs) {
		size_t j = i + 1, len = strlen(r->sigs[i].text);
		bool prefix = r->sigs[i].turns >= r->o->min_prefix;

		if (!r->sigs[i].turns) {
			i++;	/* empty games are alike, not duplicates */
			continue;
		}
		/* the same game, or (when long enough) a continuation of it */
		while (j < r->nr_sigs && !strncmp(r->sigs[j].text, r->sigs[i].text, len) &&
		       (r->sigs[j].text[len] == '\0' || (prefix && r->sigs[j].text[len] == ';')))
			j++;
		if (j - i > 1) {
			groups++;
			duplicates_group(r, groups, i, j);
			out_flush(&r->out);
		}
		i = j;
	}
	return groups;
}
