/*
 * zertz index: games and every position they reach, up to the board's
 * symmetries, into an SQLite database (indexdb.h) for zertz explore and
 * for SQL.  The workers read and replay (-j); the parent alone writes,
 * a transaction every COMMIT_GAMES games, so that a run killed (or a full
 * disk) leaves every transaction it committed whole and nothing of the
 * last, and a run again adds what is missing: a game is known by its
 * record's content, never by its file's name.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cache.h"
#include "cmd.h"
#include "error.h"
#include "games.h"
#include "i18n.h"
#include "indexdb.h"
#include "jobs.h"
#include "kinds.h"
#include "options.h"
#include "output.h"
#include "record.h"
#include "replay.h"
#include "search.h"
#include "report.h"
#include "select.h"
#include "sha256.h"
#include "usage.h"
#include "walk.h"
#include "xalloc.h"
#include "zgn.h"
#include "banned.h"

struct opts {
	const char *db, *rules;
	const char *cache;	       /* --cache FILE: analyze's, the analysis it holds added */
	unsigned long horizon, budget; /* the analysis looked for: -k, --budget (analyze's) */
	unsigned long jobs;
	bool quiet;
	enum zz_format from;
	struct walk_opts walk;
};

/* What a run counts, unit by unit, for its summary. */
struct counts {
	unsigned long long games, added, known, invalid, positions, skipped;
	unsigned long long analysed; /* games whose analysis the cache held (new, or added) */
};

static void counts_add(struct counts *to, const struct counts *c)
{
	to->games += c->games;
	to->added += c->added;
	to->known += c->known;
	to->invalid += c->invalid;
	to->positions += c->positions;
	to->skipped += c->skipped;
	to->analysed += c->analysed;
}

struct run {
	const struct opts *o;
	struct games reading;
	struct zz_buf pending; /* the unit's games, packed */
	unsigned long long npending;
	struct counts total;	 /* committed */
	struct counts open;	 /* in the transaction not committed yet */
	unsigned long long lost; /* games added to a transaction rolled back */
	struct indexdb *db;
	struct cache *cache;		 /* --cache: this process's (a worker's), opened at its first game */
	unsigned long long commit_games; /* COMMIT_GAMES; ZERTZ_TEST_COMMIT=N: N (tests/explore.sh) */
	bool stop;
	time_t start;
};

/* games a transaction (a run killed loses at most the last one's) */
#define COMMIT_GAMES 1000

struct unit_ctx {
	struct run *r;
	struct jobs *j;
};

struct tag_ctx {
	struct zz_buf *data;
	unsigned long long n;
	struct zz_buf *names; /* the set-up's tags' names, '\n' after each */
};

static void put_setup_tag(void *ctx, const char *name, const char *value)
{
	struct tag_ctx *t = ctx;

	jobs_put_str(t->data, name);
	jobs_put_str(t->data, value);
	t->n++;
}

/*
 * A game packed: its digest, source, names, result, tags (the set-up's as
 * ZGN writes them, then the record's others), then each position, the
 * least of its images, with the turn that led there.
 */
/*
 * --cache: g's analysis as the cache holds it (cache.h), packed after its
 * positions: whether any turn was found, then for each of the plies
 * positions its facts (the turn from it judged) and the mark of the turn
 * that led there.  The turns are replayed again, as analyze replays them.
 */
static void put_analysis(struct run *r, struct zz_game *g, unsigned long long plies, struct zz_buf *data)
{
	const struct zz_kind *kind = g->kind;
	const struct zz_search_kind *sk = kind->search;
	const struct zz_text_kind *tk = zz_text_kind(kind);
	struct zz_buf settings = ZZ_BUF_INIT;
	struct zz_diag scratch;
	struct zz_replay m;
	void *before, *after, *cb, *ca, *turns;
	size_t *winning, n = (size_t)plies, i, found = 0;
	signed char *win, *lost;
	unsigned char *win_in, *mark, key[32];
	const void *rules;

	if (!r->cache || !sk || !tk->search_position_write || !kind->search_pos) {
		jobs_put(data, 0);
		return;
	}
	rules = kind->game_rules(g);
	cache_settings(&settings, kind->name, tk, rules, r->o->horizon, r->o->budget);
	before = zz_xcalloc(1, sk->pos_size);
	after = zz_xcalloc(1, sk->pos_size);
	cb = zz_xcalloc(1, sk->pos_size);
	ca = zz_xcalloc(1, sk->pos_size);
	turns = zz_xcalloc(sk->max_turns, sk->turn_size);
	winning = zz_xcalloc(sk->max_turns, sizeof(*winning));
	win = zz_xcalloc(n + 1, 1);
	lost = zz_xcalloc(n + 1, 1);
	win_in = zz_xcalloc(n + 1, 1);
	mark = zz_xcalloc(n + 1, 1);
	memset(win, -1, n + 1);
	memset(lost, -1, n + 1);
	zz_diag_init(&scratch);
	zz_replay_start(&m, g, &scratch);
	for (i = 0; i + 1 < n; i++) {
		struct zz_turn_facts f;
		uint64_t nodes;
		bool searched = kind->search_pos(m.state, before);

		if (zz_replay_step(&m) <= 0)
			break;
		if (!searched || !kind->search_pos(m.state, after))
			continue;
		zz_search_canonical(sk, rules, before, after, cb, ca);
		cache_key(settings.buf, tk, cb, ca, key);
		if (!cache_get(r->cache, key, sk->turns(rules, before, turns), &f, &nodes, winning))
			continue;
		win[i] = f.win == ZZ_FACT_YES ? 1 : f.win == ZZ_FACT_NO ? 0 : 2;
		lost[i] = f.lost == ZZ_FACT_YES ? 1 : f.lost == ZZ_FACT_NO ? 0 : 2;
		win_in[i] = (unsigned char)f.win_len;
		mark[i + 1] = (unsigned char)f.mark;
		found++;
	}
	zz_replay_release(&m);
	zz_diag_release(&scratch);
	jobs_put(data, found > 0);
	if (found) {
		jobs_put_mem(data, win, n);
		jobs_put_mem(data, lost, n);
		jobs_put_mem(data, win_in, n);
		jobs_put_mem(data, mark, n);
	}
	zz_buf_release(&settings);
	free(before);
	free(after);
	free(cb);
	free(ca);
	free(turns);
	free(winning);
	free(win);
	free(lost);
	free(win_in);
	free(mark);
}

static int game_cb(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct unit_ctx *u = ctx;
	struct run *r = u->r;
	const struct zz_text_kind *tk = zz_text_kind(g->kind);
	struct zz_buf *data = &r->pending, text = ZZ_BUF_INIT, pos = ZZ_BUF_INIT, canon = ZZ_BUF_INIT,
		      err = ZZ_BUF_INIT, tags = ZZ_BUF_INIT, list = ZZ_BUF_INIT;
	struct tag_ctx t = { &tags, 0, NULL };
	struct zz_diag scratch;
	struct zz_replay m;
	struct zz_outcome o;
	unsigned char digest[32];
	bool broken = d->count[ZZ_LEVEL_ERROR] != 0;
	unsigned long long plies = 0;
	size_t i;
	int64_t id;
	int rc;

	if (!zz_game_playable(g) || !tk->position_write || !tk->position_images) {
		r->total.skipped++; /* (a parent's count: pending until take) */
		return 0;
	}
	zz_zgn_write(&text, g);
	zz_sha256(text.buf, text.len, digest);
	jobs_put(data, 1);
	jobs_put_mem(data, digest, sizeof(digest));
	jobs_put_str(data, g->loc.file ? g->loc.file : "<stdin>");
	jobs_put(data, index);
	jobs_put_str(data, g->kind->name);
	jobs_put_str(data, zz_game_tag(g, "First"));
	jobs_put_str(data, zz_game_tag(g, "Second"));
	jobs_put_str(data, zz_game_tag(g, "Date"));
	/* the tags: the set-up's, then the record's others */
	tk->tags_write(g, put_setup_tag, &t);
	for (i = 0; i < g->nr_tags; i++) {
		if (tk->setup_tag && tk->setup_tag(g->tags[i].name))
			continue;
		put_setup_tag(&t, g->tags[i].name, g->tags[i].value);
	}
	jobs_put(data, t.n);
	zz_buf_add(data, tags.buf ? tags.buf : "", tags.len);
	/* the positions: replayed as select replays (to the first error of a broken record) */
	zz_diag_init(&scratch);
	zz_replay_start(&m, g, &scratch);
	zz_buf_reset(&text);
	for (rc = 1; rc > 0; rc = zz_replay_step(&m)) {
		zz_buf_reset(&pos);
		zz_buf_reset(&canon);
		tk->position_write(&pos, &m);
		if (indexdb_canonical(tk, pos.buf, &canon, &id, &err))
			BUG("a position written is not read again");
		jobs_put_str(&list, canon.buf);
		jobs_put_mem(&list, &id, sizeof(id));
		if (plies) {
			zz_buf_reset(&text);
			tk->turn_write(&text, g, plies - 1);
			jobs_put_str(&list, text.buf);
		}
		plies++;
	}
	if (!broken && rc == 0)
		zz_replay_all(&m); /* the declared result, judged */
	zz_replay_outcome(&m, &o);
	zz_replay_release(&m);
	jobs_put(data, plies);
	zz_buf_add(data, list.buf ? list.buf : "", list.len);
	if (r->o->cache && !r->cache)
		r->cache = cache_open(r->o->cache);
	put_analysis(r, g, plies, data);
	jobs_put(data, !broken && scratch.count[ZZ_LEVEL_ERROR] == 0);
	jobs_put_str(data, zz_result_token(o.token));
	jobs_put(data, o.over && (o.winner == 0 || o.winner == 1) ? (unsigned long long)o.winner + 1 : 0);
	jobs_put_str(data, o.over ? zz_text_reason(tk, &o) : NULL);
	r->npending++;
	zz_diag_release(&scratch);
	zz_buf_release(&text);
	zz_buf_release(&pos);
	zz_buf_release(&canon);
	zz_buf_release(&err);
	zz_buf_release(&tags);
	zz_buf_release(&list);
	jobs_flush(u->j, data->len);
	return 0;
}

static void one_unit(struct jobs *j, void *ctx, size_t unit, const char *name, struct zz_input *in)
{
	struct run *r = ctx;
	struct unit_ctx u = { r, j };
	struct zz_diag d;
	long n;

	(void)unit;
	zz_diag_init(&d);
	n = for_each_game(&r->reading, in, &d, game_cb, &u);
	source_without_game(&d, in, name, n);
	/* what the reading said, but for the games' own errors: validate is for those */
	format_diagnostics(&j->err, &d, true);
	zz_diag_release(&d);
}

static void pack(void *ctx, struct zz_buf *data)
{
	struct run *r = ctx;

	jobs_put(data, r->total.skipped);
	r->total.skipped = 0;
	zz_buf_add(data, r->pending.buf ? r->pending.buf : "", r->pending.len);
	jobs_put(data, 0); /* the end of the games */
	zz_buf_reset(&r->pending);
	r->npending = 0;
}

/* The progress line's words: the games read and those new to the index. */
static void tally(void *ctx, struct zz_buf *out)
{
	const struct run *r = ctx;

	unsigned long long games = r->total.games + r->open.games;

	zz_buf_addf(out, Q_("%llu game indexed, %llu new", "%llu games indexed, %llu new", games), games,
		    r->total.added + r->open.added);
}

/* A packed game, added: 0, or -1 (said). */
static int add_one(struct run *r, struct jobs_reader *rd)
{
	struct indexdb_game g;
	struct zz_buf err = ZZ_BUF_INIT;
	const char **tags, **positions, **turns;
	int64_t *ids;
	signed char *win = NULL, *lost = NULL;
	unsigned char *win_in = NULL, *mark = NULL;
	struct zz_buf settings = ZZ_BUF_INIT;
	unsigned long long k;
	int rc;

	memset(&g, 0, sizeof(g));
	jobs_get_mem(rd, g.digest, sizeof(g.digest));
	g.source = jobs_get_str(rd);
	g.number = jobs_get(rd);
	g.kind = jobs_get_str(rd);
	g.first = jobs_get_str(rd);
	g.second = jobs_get_str(rd);
	g.date = jobs_get_str(rd);
	g.ntags = (size_t)jobs_get(rd);
	tags = zz_xreallocarray(NULL, 2 * g.ntags + 1, sizeof(*tags));
	for (k = 0; k < 2 * g.ntags; k++)
		tags[k] = jobs_get_str(rd);
	g.tags = tags;
	g.nplies = (size_t)jobs_get(rd);
	positions = zz_xreallocarray(NULL, g.nplies + 1, sizeof(*positions));
	turns = zz_xreallocarray(NULL, g.nplies + 1, sizeof(*turns));
	ids = zz_xreallocarray(NULL, g.nplies + 1, sizeof(*ids));
	for (k = 0; k < g.nplies; k++) {
		positions[k] = jobs_get_str(rd);
		jobs_get_mem(rd, &ids[k], sizeof(ids[k]));
		turns[k] = k ? jobs_get_str(rd) : NULL;
	}
	g.positions = positions;
	g.ids = ids;
	g.turns_text = turns;
	if (jobs_get(rd)) {
		/* (the analysis: four arrays of nplies bytes, as they are) */
		win = zz_xcalloc(g.nplies + 1, 1);
		lost = zz_xcalloc(g.nplies + 1, 1);
		win_in = zz_xcalloc(g.nplies + 1, 1);
		mark = zz_xcalloc(g.nplies + 1, 1);
		jobs_get_mem(rd, win, g.nplies);
		jobs_get_mem(rd, lost, g.nplies);
		jobs_get_mem(rd, win_in, g.nplies);
		jobs_get_mem(rd, mark, g.nplies);
		zz_buf_addf(&settings, "horizon=%lu budget=%lu", r->o->horizon, r->o->budget);
		g.analysis = settings.buf;
		g.win = win;
		g.lost = lost;
		g.win_in = win_in;
		g.mark = mark;
	}
	g.turns = g.nplies ? g.nplies - 1 : 0;
	g.valid = (int)jobs_get(rd);
	g.result = jobs_get_str(rd);
	g.winner = (int)jobs_get(rd) - 1;
	g.reason = jobs_get_str(rd);
	rc = indexdb_add(r->db, &g, &err);
	if (rc < 0)
		error("%s", err.buf);
	else {
		r->open.games++;
		r->open.added += rc == 1;
		r->open.known += rc == 0;
		r->open.invalid += rc == 1 && !g.valid;
		r->open.positions += rc == 1 ? g.nplies : 0;
		r->open.analysed += g.analysis != NULL;
	}
	free(win);
	free(lost);
	free(win_in);
	free(mark);
	zz_buf_release(&settings);
	free(tags);
	free(positions);
	free(turns);
	free(ids);
	zz_buf_release(&err);
	return rc < 0 ? -1 : 0;
}

/*
 * The open transaction committed: its games counted as written; or, when
 * SQLite cannot (a full disk), said, and its games counted as lost (the
 * index is as the last commit left it).  0, or -1.
 */
static int commit(struct run *r)
{
	struct zz_buf err = ZZ_BUF_INIT;
	int rc = indexdb_commit(r->db, &err);

	if (rc) {
		error("%s", err.buf);
		r->lost += r->open.added;
		r->open.added = r->open.invalid = r->open.positions = 0;
	}
	counts_add(&r->total, &r->open);
	memset(&r->open, 0, sizeof(r->open));
	zz_buf_release(&err);
	return rc;
}

static int take(void *ctx, const char *data, size_t len, struct zz_buf *out)
{
	struct run *r = ctx;
	struct jobs_reader rd = { data, data + len };

	(void)out;
	r->total.skipped += jobs_get(&rd);
	while (!r->stop && jobs_get(&rd))
		if (add_one(r, &rd))
			r->stop = true;
	/* a transaction of many games: each commit costs a write of the log */
	if (!r->stop && r->open.games >= r->commit_games && commit(r))
		r->stop = true;
	return r->stop;
}

static void say_totals(const struct run *r)
{
	const struct counts *c = &r->total;

	struct zz_buf say = ZZ_BUF_INIT;

	zz_buf_addf(&say, Q_("%llu game read", "%llu games read", c->games), c->games);
	zz_buf_addstr(&say, ": ");
	zz_buf_addf(&say, Q_("%llu new to the index", "%llu new to the index", c->added), c->added);
	zz_buf_addstr(&say, ", ");
	zz_buf_addf(
		&say,
		Q_("%llu known already (the same record)", "%llu known already (the same record)", c->known),
		c->known);
	inform("%s", say.buf);
	zz_buf_release(&say);
	if (r->lost)
		inform(Q_("%llu new game not written: the index could not take them (it is as the last "
			  "transaction left it: index again to add them)",
			  "%llu new games not written: the index could not take them (it is as the last "
			  "transaction left it: index again to add them)",
			  r->lost),
		       r->lost);
	if (c->added)
		inform(Q_("%llu position added", "%llu positions added", c->positions), c->positions);
	if (c->invalid)
		inform(Q_("%llu new game not valid: indexed up to the first error (zertz validate says which)",
			  "%llu new games not valid: indexed up to the first error (zertz validate says which)",
			  c->invalid),
		       c->invalid);
	if (c->skipped)
		inform(Q_("%llu game not indexed: not playable", "%llu games not indexed: not playable",
			  c->skipped),
		       c->skipped);
	if (r->o->cache)
		inform(Q_("%llu game with analysis in the cache (horizon %lu, budget %lu): its facts added "
			  "where the index had none",
			  "%llu games with analysis in the cache (horizon %lu, budget %lu): its facts added "
			  "where the index had none",
			  c->analysed),
		       c->analysed, r->o->horizon, r->o->budget);
}

static int index_main(int argc, char **argv, struct selection *sel)
{
	struct opts o;
	struct run r;
	struct jobs_ops ops = { one_unit, pack, take, N_("indexed"), tally, false };
	struct zz_buf err = ZZ_BUF_INIT;
	const struct opt options[] = { OPT_STRING(0, "db", &o.db),
				       OPT_STRING(0, "cache", &o.cache),
				       OPT_RANGE('k', "horizon", &o.horizon, 1, 6, "from 1 to 6 turns"),
				       OPT_RANGE(0, "budget", &o.budget, 1, OPT_NUMBER_MAX,
						 "from 1 to 1000000000 nodes"),
				       OPT_FROM('f', &o.from),
				       OPT_RULES(&o.rules),
				       OPT_RECURSIVE(&o.walk),
				       OPT_QUIET(&o.quiet),
				       OPT_RANGE('j', "jobs", &o.jobs, 1, 64, "from 1 to 64 jobs"),
				       OPT_MAX_ERRORS(&diag_max_errors),
				       OPT_COLOR(),
				       OPT_SELECTION_NEW(sel),
				       OPT_END() };
	int k, io;

	memset(&o, 0, sizeof(o));
	o.horizon = 2;	      /* analyze's */
	o.budget = 1000000UL; /* analyze's */
	o.jobs = 1;
	o.from = ZZ_FORMAT_AUTO;
	walk_defaults(&o.walk);
	k = parse_options(argc, argv, "index", USAGE_INDEX, options);
	argc -= k;
	argv += k;
	o.walk.quiet = o.quiet;
	if (!o.db)
		usage_error(USAGE_INDEX, "--db FILE: the database to write is needed");
	if (!strcmp(o.db, "-"))
		usage_error(USAGE_INDEX, "--db names a file: a database is not written to a stream");
	k = output_beside_inputs(o.db, argv, argc, &o.walk);
	if (k)
		return k;
	if (o.cache && (access(o.cache, R_OK) || output_same(o.cache, o.db)))
		usage_error(USAGE_INDEX, "--cache '%s': %s", o.cache,
			    output_same(o.cache, o.db) ? "the index itself"
						       : "no such cache (zertz analyze --cache writes one)");
	if (o.cache && cache_prepare(o.cache, false))
		return ZZ_EXIT_IO;
	memset(&r, 0, sizeof(r));
	r.o = &o;
	r.start = time(NULL);
	r.commit_games = COMMIT_GAMES;
	if (getenv("ZERTZ_TEST_COMMIT") && strtoull(getenv("ZERTZ_TEST_COMMIT"), NULL, 10))
		r.commit_games = strtoull(getenv("ZERTZ_TEST_COMMIT"), NULL, 10);
	r.db = indexdb_open_write(o.db, &err);
	if (!r.db) {
		error("%s", err.buf);
		zz_buf_release(&err);
		return ZZ_EXIT_IO;
	}
	games_init(&r.reading, o.from, o.rules, sel);
	io = jobs_run(select_jobs(sel, o.jobs), argv, argc, &o.walk, &ops, &r) < 0;
	games_release(&r.reading);
	/* what the run read is kept, even when it stopped on a failing input */
	if (!r.stop && commit(&r))
		r.stop = true;
	if (r.stop) {
		/* (a statement failed: its transaction is rolled back as the index closes) */
		r.lost += r.open.added;
		r.open.added = r.open.invalid = r.open.positions = 0;
		counts_add(&r.total, &r.open);
	}
	indexdb_close(r.db);
	cache_close(r.cache);
	zz_buf_release(&r.pending);
	zz_buf_release(&err);
	if (!o.quiet)
		say_totals(&r);
	return r.stop || io ? ZZ_EXIT_IO : ZZ_EXIT_OK;
}

int cmd_index(int argc, char **argv)
{
	struct selection *sel = select_new(USAGE_INDEX);
	int rc = index_main(argc, argv, sel);

	select_free(sel);
	return rc;
}
