/*
 * zertz analyze: the proven facts of every turn of every game
 * (spec/ANALYSIS.md), by the search of lib/search.h: for the position
 * before each turn, at horizon k, whether the mover had a forced win and
 * in how many turns, whether it was lost, what the turn played did (won,
 * missed the win, handed one over), its mark, and the winning turns.
 * JSON Lines, a game a line; with -t FORMAT, the records themselves,
 * annotated: each turn's mark, and its facts in its comment; or, with
 * --position, one position's facts.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cache.h"
#include "facts.h"
#include "cmd.h"
#include "error.h"
#include "i18n.h"
#include "options.h"
#include "games.h"
#include "proof.h"
#include "prove.h"
#include "puzzles.h"
#include "said.h"
#include "jobs.h"
#include "jsonw.h"
#include "kinds.h"
#include "output.h"
#include "report.h"
#include "record.h"
#include "replay.h"
#include "search.h"
#include "select.h"
#include "shown.h"
#include "text.h"
#include "usage.h"
#include "walk.h"
#include "writer.h"
#include "xalloc.h"
#include "banned.h"

#define DEFAULT_HORIZON 2
#define DEFAULT_BUDGET 1000000UL /* nodes a position: positions entered and turns made */
#define TT_BITS 20

struct opts {
	unsigned long horizon, budget, jobs;
	unsigned long last; /* --last N: only a game's last N turns (0: all) */
	const char *output, *position, *rules;
	const char *proof, *check_proof; /* --proof FILE, --check-proof FILE */
	const char *cache;		 /* --cache FILE, or the default (NULL: --no-cache) */
	bool no_cache, cache_default;
	bool quiet;
	int to; /* -t: annotated records in this format (writer.h), or -1: the facts */
	int puzzles; /* zertz puzzles: 0 not, 1 -t zgn, 2 -t html */
	const char *usage;
	enum zz_format from;
	struct walk_opts walk;
};

/* What a run counts, unit by unit, for its summary. */
struct run {
	const struct opts *o;
	struct games reading;
	struct counts pending, total;
	struct zz_buf proofs; /* the unit's proofs, pending */
	struct zz_buf found;  /* the unit's puzzles, pending (puzzles.h), nfound of them */
	unsigned long long nfound;
	struct puzzles all; /* the parent's: every puzzle met */
	struct output dst, proof_dst;
	struct zz_writer w;  /* -t: what take() has written */
	struct cache *cache; /* this process's, opened at its first game */
	bool terminal;	     /* the output is a terminal */
	bool stop;
	time_t start; /* for the progress line's turns a second */
};

struct unit_ctx {
	struct run *r;
	struct jobs *j;
};

/* The index of the turn that takes before to after among turns[0 .. nt), or nt. */
static size_t played_index(const struct zz_search_kind *sk, const void *rules, const void *before,
			   const void *after, const void *turns, size_t nt, void *scratch)
{
	uint64_t want = sk->hash(after);
	size_t i;

	for (i = 0; i < nt; i++) {
		sk->play(rules, before, (const char *)turns + i * sk->turn_size, scratch);
		if (sk->hash(scratch) == want)
			return i;
	}
	return nt;
}

/* What the facts rest on: the horizon, the budget, every rule option. */
static void put_settings(struct zz_jw *w, const struct opts *o, const struct zz_text_kind *tk,
			 const void *rules)
{
	struct zz_buf t = ZZ_BUF_INIT;

	zz_jw_key(w, "horizon");
	zz_jw_int(w, (long long)o->horizon);
	zz_jw_key(w, "budget");
	zz_jw_int(w, (long long)o->budget);
	tk->search_rules_write(&t, rules);
	zz_jw_key(w, "rules");
	zz_jw_str(w, t.buf);
	zz_buf_release(&t);
}

/*
 * Turn i of g annotated with its facts f at horizon k (-t): the mark
 * (where the analysis gives none, the record's own stays, unless an earlier
 * analysis made it: again), and in the comment "[%win N]", "[%lost K]",
 * "[%unknown]", "[%best TURN]" (a winning turn, where the turn played does
 * not win), zertz(5); a record annotated again loses the old commands.
 */
/*
 * Whether g was annotated by an analysis before: its Analysis tag, or,
 * where a format dropped the tag (SGF), a comment holding one of the
 * commands an analysis writes: its marks are then the analysis's, and a
 * new one replaces them (issue 62), not kept as a reader's own.
 */
enum again { AGAIN_NO, AGAIN_COMMANDS, AGAIN_TAG };

static enum again analysed_before(const struct zz_game *g)
{
	static const char *const commands[] = { "[%win ", "[%lost ", "[%unknown]", "[%best " };
	size_t i, c;

	if (zz_game_tag(g, "Analysis"))
		return AGAIN_TAG;
	for (i = 0; i < g->nr_turns; i++)
		for (c = 0; g->turns[i].comment && c < sizeof(commands) / sizeof(commands[0]); c++)
			if (strstr(g->turns[i].comment, commands[c]))
				return AGAIN_COMMANDS;
	return AGAIN_NO;
}

/* Whether nag is one an analysis gives (ANALYSIS.md 2: $1, $2, $4, $7). */
static bool analysis_nag(unsigned nag)
{
	enum zz_annot m;

	for (m = ZZ_ANNOT_ONLY_WIN; m <= ZZ_ANNOT_ONLY_MOVE; m++)
		if (nag && nag == zz_annot_nag(m))
			return true;
	return false;
}

static void annotate(struct zz_game *g, size_t i, const struct zz_turn_facts *f, unsigned long k,
		     const char *best, enum again again)
{
	struct zz_turn *t = &g->turns[i];
	struct zz_buf c = ZZ_BUF_INIT;
	size_t kept;

	/* a mark of its own, or, analysed before, none where the analysis's
	 * was: under its tag every mark is the analysis's; known by its
	 * commands alone, those an analysis gives (a reader's !? stays) */
	if (f->mark)
		t->nag = (unsigned char)zz_annot_nag(f->mark);
	else if (again == AGAIN_TAG || (again == AGAIN_COMMANDS && analysis_nag(t->nag)))
		t->nag = 0;
	zz_comment_strip(&c, t->comment);
	kept = c.len;
	if (f->win == ZZ_FACT_YES && f->win_len)
		zz_buf_addf(&c, " [%%win %u]", f->win_len);
	if (f->lost == ZZ_FACT_YES)
		zz_buf_addf(&c, " [%%lost %lu]", k);
	if (f->win == ZZ_FACT_UNKNOWN || f->lost == ZZ_FACT_UNKNOWN)
		zz_buf_addstr(&c, " [%unknown]");
	if (best)
		zz_buf_addf(&c, " [%%best %s]", best);
	free(t->comment);
	t->comment = NULL;
	if (c.len)
		/* no blank before the first command of a comment of none */
		t->comment = kept ? zz_buf_detach(&c, NULL) : zz_xstrdup(c.buf + 1);
	zz_buf_release(&c);
}

/*
 * The annotated game g, replayed by m, into the unit's output: a game the
 * replay found invalid is not written, and said.
 */
static void write_annotated(struct run *r, struct jobs *j, struct zz_game *g, size_t index,
			    const struct zz_replay *m, struct zz_diag *d)
{
	const struct opts *o = r->o;
	struct zz_buf tag = ZZ_BUF_INIT, why = ZZ_BUF_INIT;
	struct zz_outcome oc;
	struct zz_writer w;
	size_t at = j->out.len;

	if (d->count[ZZ_LEVEL_ERROR] || zz_replay_failed(m)) {
		size_t said =
			zz_diag_add(d, ZZ_W_IGNORED, &g->loc, N_("the game is not written: it is not valid"));

		if (said != ZZ_DIAG_DROPPED)
			d->v[said].summary = true; /* shown after what it sums up */
		r->pending.invalid++;
		return;
	}
	zz_replay_outcome(m, &oc);
	zz_game_settle_result(g, &oc);
	zz_buf_addf(&tag, "horizon=%lu budget=%lu", o->horizon, o->budget);
	zz_game_set_tag(g, "Analysis", tag.buf, NULL);
	{
		struct zz_record_facts facts = { g->loc.file ? g->loc.file : "<stdin>", index, &oc };

		/* what goes before a game: take() drops it before the first */
		zz_writer_init(&w, (enum zz_out)o->to);
		w.games = 1;
		zz_writer_sep(&w, &j->out);
		if (zz_writer_body(&w, &j->out, g, &facts, &why)) {
			zz_buf_setlen(&j->out, at);
			zz_diag_add(d, ZZ_W_IGNORED, &g->loc, "the game is not written: %s", why.buf);
			r->pending.invalid++;
		}
	}
	r->pending.dropped |= w.dropped;
	zz_buf_release(&tag);
	zz_buf_release(&why);
}

/*
 * A turn to judge: the positions before and after it, the turn's index
 * among the legal ones; room for their images (judge()).
 */
struct judged {
	const struct zz_search_kind *sk;
	const void *rules;
	const void *before, *after;
	const void *bturns; /* the nt legal turns at before, in turns() order */
	size_t nt;
	void *cb, *ca, *turns, *scratch; /* a position, a position, max_turns turns, a position */
};

/* t's room for a game of sk; judged_free() frees it. */
static void judged_alloc(struct judged *t, const struct zz_search_kind *sk)
{
	t->cb = zz_xcalloc(1, sk->pos_size);
	t->ca = zz_xcalloc(1, sk->pos_size);
	t->turns = zz_xcalloc(sk->max_turns, sk->turn_size);
	t->scratch = zz_xcalloc(1, sk->pos_size);
}

static void judged_free(struct judged *t)
{
	free(t->cb);
	free(t->ca);
	free(t->turns);
	free(t->scratch);
}

/*
 * The facts of turn t: from the cache, or searched (and kept in the
 * cache); *nodes, what they cost.  The turn is judged up to the board's
 * symmetries (zz_search_canonical): searched, and kept, as its least
 * image, so that its images share the answer, the nodes and the cache's
 * row; the winning turns are then named as at t->before.  A win to be
 * proven (--proof) is searched again: the proof is built from the
 * search's table.
 */
static void judge(struct run *r, const struct zz_text_kind *tk, const char *settings, struct zz_searcher *s,
		  const struct judged *t, struct zz_turn_facts *f, size_t *winning, uint64_t *nodes)
{
	const struct opts *o = r->o;
	const struct zz_search_kind *sk = t->sk;
	unsigned char key[32];
	uint64_t start;
	bool keyed = r->cache && tk->search_position_write; /* (a game that writes no position has no key) */
	unsigned sym = zz_search_canonical(sk, t->rules, t->before, t->after, t->cb, t->ca);
	size_t played;

	if (keyed) {
		cache_key(settings, tk, t->cb, t->ca, key);
		if (cache_get(r->cache, key, t->nt, f, nodes, winning) &&
		    !(o->proof && f->win == ZZ_FACT_YES && f->win_len) &&
		    zz_search_unmap(sk, t->rules, t->before, sym, f->lost_after == ZZ_FACT_YES, winning,
				    f->nwinning)) {
			r->pending.cached++;
			return;
		}
	}
	/* the turn played, among those of the image searched (not needed of a turn the cache gave) */
	played = sym ? played_index(sk, t->rules, t->cb, t->ca, t->turns,
				    sk->turns(t->rules, t->cb, t->turns), t->scratch)
		     : played_index(sk, t->rules, t->before, t->after, t->bturns, t->nt, t->scratch);
	start = zz_search_nodes(s);
	zz_search_budget(s, o->budget);
	zz_search_turn(s, t->cb, played, (unsigned)o->horizon, f, winning);
	*nodes = zz_search_nodes(s) - start;
	if (keyed)
		cache_put(r->cache, key, f, *nodes, winning);
	if (!zz_search_unmap(sk, t->rules, t->before, sym, f->lost_after == ZZ_FACT_YES, winning,
			     f->nwinning)) {
		/* (no image of a turn: a symmetry wrong; judged as it stands) */
		zz_search_budget(s, o->budget);
		zz_search_turn(s, t->before,
			       played_index(sk, t->rules, t->before, t->after, t->bturns, t->nt, t->scratch),
			       (unsigned)o->horizon, f, winning);
	}
}

/* --proof: the proof of the win in n before turn i of g (prove.h); the nodes it cost */
static uint64_t proof(struct run *r, const struct zz_game *g, size_t index, size_t i, struct zz_searcher *s,
		      const struct judged *t, unsigned n)
{
	struct prove_how how = { s, t->sk, zz_text_kind(g->kind), t->rules };
	uint64_t start = zz_search_nodes(s);

	prove_write(&how, &r->proofs, t->before, n, g->loc.file ? g->loc.file : "<stdin>", index, i + 1);
	return zz_search_nodes(s) - start;
}

/* zertz puzzles: turn i of g judged (puzzles.h), counted; the nodes it cost */
static uint64_t puzzle(struct run *r, const struct zz_game *g, size_t index, size_t i, struct zz_searcher *s,
		       const struct judged *t, const struct zz_turn_facts *f, size_t winner)
{
	struct prove_how how = { s, t->sk, zz_text_kind(g->kind), t->rules };
	uint64_t start = zz_search_nodes(s);
	enum puzzle_verdict v = puzzle_consider(&r->found, g, index, i, &how, t->before, t->cb, f, winner,
						(unsigned)r->o->horizon, r->o->budget);

	r->pending.met += v != PUZZLE_NOT;
	r->pending.undecided += v == PUZZLE_UNDECIDED;
	r->nfound += v == PUZZLE_KEPT;
	return zz_search_nodes(s) - start;
}

static int game_cb(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct unit_ctx *u = ctx;
	struct run *r = u->r;
	const struct opts *o = r->o;
	const struct zz_kind *kind = g->kind;
	const struct zz_search_kind *sk = kind->search;
	const struct zz_text_kind *tk = zz_text_kind(kind);
	struct zz_searcher *s;
	struct zz_replay m;
	struct zz_jw w;
	struct zz_buf text = ZZ_BUF_INIT, report = ZZ_BUF_INIT, best = ZZ_BUF_INIT, settings = ZZ_BUF_INIT;
	void *before, *after, *turns;
	struct judged t = { 0 };
	size_t *winning, i;
	const void *rules;
	uint64_t nodes = 0; /* the game's: its turns', found in the cache or searched, and its proofs' */
	enum again again = analysed_before(g);

	if (!sk || !tk->search_turn_write || !zz_game_playable(g)) {
		r->pending.skipped++;
		r->pending.problems += d->count[ZZ_LEVEL_ERROR] > 0;
		format_diagnostics(&u->j->err, d, o->quiet);
		return 0;
	}
	rules = kind->game_rules(g);
	if (o->cache && !r->cache)
		r->cache = cache_open(o->cache);
	if (r->cache)
		cache_settings(&settings, kind->name, tk, rules, o->horizon, o->budget);
	s = zz_searcher_new(sk, rules, TT_BITS);
	before = zz_xcalloc(1, sk->pos_size);
	after = zz_xcalloc(1, sk->pos_size);
	turns = zz_xcalloc(sk->max_turns, sk->turn_size);
	judged_alloc(&t, sk);
	winning = zz_xcalloc(sk->max_turns, sizeof(*winning));
	zz_replay_start(&m, g, d);
	/* with -t the facts go into the record, not into a report */
	zz_jw_init(&w, o->to < 0 && !o->puzzles ? &u->j->out : &report, false);
	zz_jw_object(&w);
	zz_jw_key(&w, "source");
	zz_jw_str(&w, g->loc.file ? g->loc.file : "<stdin>");
	zz_jw_key(&w, "game");
	zz_jw_int(&w, (long long)index);
	zz_jw_key(&w, "kind");
	zz_jw_str(&w, kind->name);
	put_settings(&w, o, tk, rules);
	zz_jw_key(&w, "turns");
	zz_jw_array(&w);
	for (i = 0;; i++) {
		struct zz_turn_facts f;
		uint64_t cost;
		bool searched = kind->search_pos(m.state, before);

		if (zz_replay_step(&m) <= 0)
			break;
		if (!searched || (o->last && i + o->last < g->nr_turns))
			continue; /* (replayed, not judged: a placement, or before the last) */
		t.nt = sk->turns(rules, before, turns);
		kind->search_pos(m.state, after);
		t.sk = sk;
		t.rules = rules;
		t.before = before;
		t.after = after;
		t.bturns = turns;
		judge(r, tk, settings.buf, s, &t, &f, winning, &cost);
		nodes += cost;
		if (o->puzzles)
			nodes += puzzle(r, g, index, i, s, &t, &f, winning[0]);
		zz_jw_object(&w);
		zz_buf_reset(&text);
		tk->turn_write(&text, g, i);
		facts_put_turn(&w, i, text.buf, &f);
		if (f.win == ZZ_FACT_YES)
			facts_put_winning(&w, tk, sk, before, turns, winning, f.nwinning);
		if (o->to >= 0) {
			zz_buf_reset(&best);
			if (f.win == ZZ_FACT_YES && f.lost_after != ZZ_FACT_YES && f.nwinning)
				tk->search_turn_write(&best, before,
						      (const char *)turns + winning[0] * sk->turn_size);
			annotate(g, i, &f, o->horizon, best.len ? best.buf : NULL, again);
		}
		if (o->proof && f.win == ZZ_FACT_YES && f.win_len && tk->search_position_write)
			nodes += proof(r, g, index, i, s, &t, f.win_len);
		zz_jw_end_object(&w);
		r->pending.turns++;
		r->pending.marks[f.mark]++;
		r->pending.unknown += f.unknown;
	}
	zz_jw_end_array(&w);
	facts_put_result(&w, tk, &m);
	zz_jw_key(&w, "nodes");
	zz_jw_int(&w, (long long)nodes);
	zz_jw_end_object(&w);
	if (r->cache)
		cache_flush(r->cache);
	if (o->to >= 0)
		write_annotated(r, u->j, g, index, &m, d);
	else if (!o->puzzles) /* (puzzles: written at the end, all together) */
		zz_buf_addch(&u->j->out, '\n');
	r->pending.games++;
	r->pending.problems += d->count[ZZ_LEVEL_ERROR] > 0;
	/* what the reading and the replay said of the game, after it */
	format_diagnostics(&u->j->err, d, o->quiet);
	r->pending.nodes += nodes;
	zz_replay_release(&m);
	zz_searcher_free(s);
	free(before);
	free(after);
	judged_free(&t);
	free(turns);
	free(winning);
	zz_buf_release(&text);
	zz_buf_release(&report);
	zz_buf_release(&best);
	zz_buf_release(&settings);
	jobs_flush(u->j, 0);
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
	format_diagnostics(&j->err, &d, r->o->quiet);
	zz_diag_release(&d);
}

static void pack(void *ctx, struct zz_buf *data)
{
	struct run *r = ctx;

	jobs_put_mem(data, &r->pending, sizeof(r->pending));
	memset(&r->pending, 0, sizeof(r->pending));
	jobs_put(data, r->proofs.len);
	zz_buf_add(data, r->proofs.buf ? r->proofs.buf : "", r->proofs.len);
	zz_buf_reset(&r->proofs);
	jobs_put(data, r->nfound);
	zz_buf_add(data, r->found.buf ? r->found.buf : "", r->found.len);
	zz_buf_reset(&r->found);
	r->nfound = 0;
}

/* The progress line's words (jobs.h): the games and turns analysed, and turns a second. */
static void tally(void *ctx, struct zz_buf *out)
{
	const struct run *r = ctx;
	time_t now = time(NULL);

	zz_buf_addf(out,
		    Q_("%llu game analysed, %llu turns, %.0f turns a second",
		       "%llu games analysed, %llu turns, %.0f turns a second", r->total.games),
		    r->total.games, r->total.turns,
		    now > r->start ? (double)r->total.turns / (double)(now - r->start)
				   : (double)r->total.turns);
}

static int take(void *ctx, const char *data, size_t len, struct zz_buf *out)
{
	struct run *r = ctx;
	struct jobs_reader rd = { data, data + len };
	struct counts c;
	size_t k;

	jobs_get_mem(&rd, &c, sizeof(c));
	k = (size_t)jobs_get(&rd);
	if (k && r->o->proof && output_write(&r->proof_dst, rd.p, k)) {
		r->stop = true;
		return 1;
	}
	rd.p += k;
	for (k = (size_t)jobs_get(&rd); k; k--)
		puzzles_get(&r->all, &rd);
	r->total.games += c.games;
	r->total.turns += c.turns;
	for (k = 0; k < 5; k++)
		r->total.marks[k] += c.marks[k];
	r->total.unknown += c.unknown;
	r->total.nodes += c.nodes;
	r->total.skipped += c.skipped;
	r->total.cached += c.cached;
	r->total.invalid += c.invalid;
	r->total.problems += c.problems;
	r->total.dropped |= c.dropped;
	r->total.met += c.met;
	r->total.undecided += c.undecided;
	/* on a terminal, shown safe, as convert shows records (report.h);
	 * (jobs erased the progress line before it) */
	if (r->terminal)
		zz_shown_fix(out, 0, ZZ_SHOWN_LINES);
	if (out->len && r->o->to >= 0 && !r->w.games) {
		/* the first game written: not the separator before it, but
		 * what opens the output (a JSON array's "[") */
		struct zz_writer later = r->w;
		struct zz_buf sep = ZZ_BUF_INIT, open = ZZ_BUF_INIT;

		later.games = 1;
		zz_writer_sep(&later, &sep);
		zz_writer_sep(&r->w, &open);
		if (sep.len <= out->len && !memcmp(out->buf, sep.buf, sep.len)) {
			memmove(out->buf, out->buf + sep.len, out->len - sep.len);
			zz_buf_setlen(out, out->len - sep.len);
		}
		if (open.len && output_write(&r->dst, open.buf, open.len))
			r->stop = true;
		zz_buf_release(&sep);
		zz_buf_release(&open);
	}
	if (!r->stop && out->len && output_write(&r->dst, out->buf, out->len))
		r->stop = true;
	return r->stop;
}

/* --position: one position's facts, a JSON object. */
/* --position with --proof FILE: the proof of its win, one line (none: the file empty). */
static int position_proof(const char *path, struct zz_searcher *s, const struct zz_text_kind *tk,
			  const struct zz_search_position *sp, const struct zz_turn_facts *f)
{
	struct output dst;
	struct zz_buf text = ZZ_BUF_INIT;
	int rc;

	if (f->win == ZZ_FACT_YES && f->win_len) {
		struct prove_how how = { s, sp->search, tk, sp->rules };

		prove_write(&how, &text, sp->pos, f->win_len, NULL, 0, 0);
	}
	if (output_open(&dst, path)) {
		zz_buf_release(&text);
		return -1;
	}
	rc = text.len ? output_write(&dst, text.buf, text.len) : 0;
	rc |= output_close(&dst, !rc);
	zz_buf_release(&text);
	return rc;
}

static int analyze_position(const struct opts *o)
{
	const struct zz_text_kind *tk = zz_text_kind_of_position(o->position);
	struct zz_search_position sp;
	struct zz_buf err = ZZ_BUF_INIT, out = ZZ_BUF_INIT;
	struct zz_turn_facts f;
	struct zz_searcher *s;
	struct zz_jw w;
	void *turns;
	size_t *winning;
	int rc = ZZ_EXIT_OK;

	if (!tk || !tk->search_position)
		usage_error(USAGE_ANALYZE, "--position: no analysis of such a position");
	if (tk->search_position(o->position, o->rules, &sp, &err))
		usage_error(USAGE_ANALYZE, "--position: %s", err.buf);
	s = zz_searcher_new(sp.search, sp.rules, TT_BITS);
	turns = zz_xcalloc(sp.search->max_turns, sp.search->turn_size);
	winning = zz_xcalloc(sp.search->max_turns, sizeof(*winning));
	zz_search_budget(s, o->budget);
	/* no turn played: the facts of the position alone */
	zz_search_turn(s, sp.pos, sp.search->max_turns, (unsigned)o->horizon, &f, winning);
	sp.search->turns(sp.rules, sp.pos, turns);
	zz_jw_init(&w, &out, false);
	zz_jw_object(&w);
	zz_jw_key(&w, "position");
	zz_jw_str(&w, o->position);
	put_settings(&w, o, tk, sp.rules);
	zz_jw_key(&w, "turns");
	zz_jw_int(&w, (long long)f.nturns);
	facts_put(&w, &f);
	if (f.win == ZZ_FACT_YES)
		facts_put_winning(&w, tk, sp.search, sp.pos, turns, winning, f.nwinning);
	zz_jw_key(&w, "nodes");
	zz_jw_int(&w, (long long)zz_search_nodes(s));
	zz_jw_end_object(&w);
	zz_buf_addch(&out, '\n');
	if (o->proof && position_proof(o->proof, s, tk, &sp, &f))
		rc = ZZ_EXIT_IO;
	out_machine(); /* the position as given: safe on a terminal */
	if (rc || out_redirect(o->output))
		rc = ZZ_EXIT_IO;
	else {
		out_flush(&out);
		if (out_finish(true, 1))
			rc = ZZ_EXIT_IO;
	}
	zz_searcher_free(s);
	free(turns);
	free(winning);
	tk->search_release(&sp);
	zz_buf_release(&err);
	zz_buf_release(&out);
	return rc;
}

/*
 * -t FORMAT: facts, the facts (the default: JSON Lines of analyze's own
 * schema); or the records annotated, in a format that holds games (one of
 * them JSON Lines too, of records: the names keep the two apart)
 */
static void to_option(void *ctx, const char *arg)
{
	int *to = ctx;

	if (!strcmp(arg, "facts")) {
		*to = -1;
		return;
	}
	*to = zz_out_parse(arg);
	if (*to < 0 || *to == ZZ_OUT_POSITION || *to == ZZ_OUT_ZIP)
		usage_error(USAGE_ANALYZE,
			    "-t: facts (the default), or a format of records annotated (zgn, zen, sgf, json, "
			    "jsonl, yaml, zertz3d), not '%.40s'",
			    arg);
}

/* zertz puzzles -t: zgn (1) or html (2) */
static void puzzles_to_option(void *ctx, const char *arg)
{
	int *to = ctx;

	if (!strcmp(arg, "zgn"))
		*to = 1;
	else if (!strcmp(arg, "html"))
		*to = 2;
	else
		usage_error(USAGE_PUZZLES, "-t: zgn (the default) or html, not '%.40s'", arg);
}

static const struct ext_format puzzles_exts[] = {
	{ ".zgn", 1 },
	{ ".html", 2 },
	{ ".htm", 2 },
	{ NULL, 0 },
};

/* -o FILE's extension: the facts (0), or the records annotated (1 + their zz_out) */
static const struct ext_format analyze_exts[] = {
	{ ".jsonl", 0 },
	{ ".json", 0 },
	{ ".zgn", 1 + ZZ_OUT_ZGN },
	{ ".sgf", 1 + ZZ_OUT_SGF },
	{ ".yaml", 1 + ZZ_OUT_YAML },
	{ ".yml", 1 + ZZ_OUT_YAML },
	{ ".zen", 1 + ZZ_OUT_ZEN },
	{ NULL, 0 },
};

/* -t as given, or as -o FILE's extension says (options.h): -1 the facts, else a zz_out (o->to -2: -t not given) */
static int to_of_output(const struct opts *o)
{
	return output_format(
		       "analyze", USAGE_ANALYZE, o->output, analyze_exts,
		       "the facts (.jsonl, .json) or the records annotated (.zgn, .sgf, .yaml, .yml, .zen)",
		       o->to == -2 ? -1 : o->to + 1, 0) -
		1;
}

/* --shard K/N: 1 <= K <= N <= 1000000 */
static void shard_option(void *ctx, const char *arg)
{
	struct opts *o = ctx;
	struct walk_opts *w = &o->walk;
	char *end;
	unsigned long k, n;

	errno = 0;
	k = strtoul(arg, &end, 10);
	if (*arg >= '0' && *arg <= '9' && *end == '/' && end[1] >= '0' && end[1] <= '9') {
		n = strtoul(end + 1, &end, 10);
		if (!errno && !*end && k >= 1 && n >= k && n <= 1000000) {
			w->shard = k;
			w->shards = n;
			return;
		}
	}
	usage_error(o->usage, "--shard: K/N wanted, 1 <= K <= N <= 1000000, not '%.40s'", arg);
}

/* Which cache: --cache FILE, none (--no-cache, --position), or the default (path: its name). */
static void choose_cache(struct opts *o, struct zz_buf *path)
{
	if (o->no_cache || o->position)
		o->cache = NULL; /* (a position alone is not kept) */
	else if (!o->cache && !cache_default_path(path)) {
		o->cache = path->buf;
		o->cache_default = true;
	}
}

/* zertz puzzles: every puzzle met, one to a position, written as -t says */
static bool write_puzzles(struct run *r)
{
	struct zz_buf out = ZZ_BUF_INIT;
	bool failed;

	puzzles_settle(&r->all);
	if (r->o->puzzles == 2)
		puzzles_html(&out, &r->all, _("Puzzles from real games"));
	else
		puzzles_zgn(&out, &r->all);
	/* on a terminal, shown safe, as take() shows the records analyze writes (report.h) */
	if (r->terminal)
		zz_shown_fix(&out, 0, ZZ_SHOWN_LINES);
	failed = out.len && output_write(&r->dst, out.buf, out.len);
	zz_buf_release(&out);
	return failed;
}

/* The options of analyze, or of puzzles, into o: the arguments they took. */
static int parse(int argc, char **argv, struct opts *o, struct selection *sel, bool puzzles)
{
	const struct opt options[] = { OPT_RANGE('k', "horizon", &o->horizon, 1, 6, "from 1 to 6 turns"),
				       OPT_RANGE(0, "budget", &o->budget, 1, OPT_NUMBER_MAX,
						 "from 1 to 1000000000 nodes"),
				       OPT_STRING(0, "position", &o->position),
				       OPT_RANGE(0, "last", &o->last, 1, OPT_NUMBER_MAX, "from 1 turn"),
				       OPT_STRING(0, "proof", &o->proof),
				       OPT_STRING(0, "check-proof", &o->check_proof),
				       OPT_STRING(0, "cache", &o->cache),
				       OPT_FLAG(0, "no-cache", &o->no_cache),
				       OPT_STRING('o', "output", &o->output),
				       OPT_CALL('t', "format", to_option, &o->to),
				       OPT_FROM('f', &o->from),
				       OPT_RULES(&o->rules),
				       OPT_RECURSIVE(&o->walk),
				       OPT_QUIET(&o->quiet),
				       OPT_RANGE('j', "jobs", &o->jobs, 1, 64, "from 1 to 64 jobs"),
				       OPT_MAX_ERRORS(&diag_max_errors),
				       OPT_COLOR(),
				       OPT_CALL(0, "shard", shard_option, o),
				       OPT_SELECTION_NEW(sel),
				       OPT_END() };
	const struct opt puzzle_options[] = {
		OPT_RANGE('k', "horizon", &o->horizon, 2, 6, "from 2 to 6 turns"),
		OPT_RANGE(0, "budget", &o->budget, 1, OPT_NUMBER_MAX, "from 1 to 1000000000 nodes"),
		OPT_RANGE(0, "last", &o->last, 1, OPT_NUMBER_MAX, "from 1 turn"),
		OPT_STRING(0, "cache", &o->cache),
		OPT_FLAG(0, "no-cache", &o->no_cache),
		OPT_STRING('o', "output", &o->output),
		OPT_CALL('t', "format", puzzles_to_option, &o->puzzles),
		OPT_FROM('f', &o->from),
		OPT_RULES(&o->rules),
		OPT_RECURSIVE(&o->walk),
		OPT_QUIET(&o->quiet),
		OPT_RANGE('j', "jobs", &o->jobs, 1, 64, "from 1 to 64 jobs"),
		OPT_MAX_ERRORS(&diag_max_errors),
		OPT_COLOR(),
		OPT_LANG(),
		OPT_CALL(0, "shard", shard_option, o),
		OPT_SELECTION_NEW(sel),
		OPT_END()
	};
	int k;

	memset(o, 0, sizeof(*o));
	o->usage = puzzles ? USAGE_PUZZLES : USAGE_ANALYZE;
	o->horizon = DEFAULT_HORIZON;
	o->budget = DEFAULT_BUDGET;
	o->jobs = 1;
	o->from = ZZ_FORMAT_AUTO;
	o->to = -2; /* (not given) */
	walk_defaults(&o->walk);
	if (puzzles) {
		k = parse_options(argc, argv, "puzzles", USAGE_PUZZLES, puzzle_options);
		o->puzzles =
			output_format("puzzles", USAGE_PUZZLES, o->output, puzzles_exts,
				      "ZGN (.zgn) or a page (.html, .htm)", o->puzzles ? o->puzzles : -1, 1);
		o->to = -1;
	} else {
		k = parse_options(argc, argv, "analyze", USAGE_ANALYZE, options);
		o->to = to_of_output(o);
	}
	return k;
}

static int analyze_main(int argc, char **argv, struct selection *sel, bool puzzles)
{
	struct opts o;
	struct run r;
	struct jobs_ops ops = { one_unit, pack, take, N_("analysed"), tally, false };
	struct zz_buf cache_path = ZZ_BUF_INIT;
	int k, io;

	k = parse(argc, argv, &o, sel, puzzles);
	argc -= k;
	argv += k;
	o.walk.quiet = o.quiet;
	if (o.check_proof) {
		if (o.walk.shards)
			usage_error(
				USAGE_ANALYZE,
				"--check-proof checks a file of proofs, and nothing else (--shard splits records)");
		if (argc || o.position || o.proof)
			usage_error(USAGE_ANALYZE, "--check-proof checks a file of proofs, and nothing else");
		return prove_check_file(o.check_proof);
	}
	/* the proofs and the lines: two files, or one would replace the other */
	if (o.proof && output_same(o.output, o.proof) && o.output && strcmp(o.output, "-"))
		usage_error(USAGE_ANALYZE, "--proof and -o name one file: the proofs would be lost");
	if (o.proof && output_same(o.output, o.proof))
		usage_error(USAGE_ANALYZE,
			    "--proof and -o name one output (standard output): the proofs would be lost");
	if (o.cache && o.no_cache)
		usage_error(o.usage, "--cache and --no-cache: one or the other");
	if (o.position) {
		if (argc)
			usage_error(USAGE_ANALYZE, "--position analyses a position, not files");
		if (o.to >= 0 || o.last || o.walk.shards)
			usage_error(USAGE_ANALYZE, "--position: -t, --last and --shard are for records");
		return analyze_position(&o);
	}
	if (o.walk.shards) {
		/* the units are counted by a first walk: a stream cannot be read twice */
		if (!argc)
			usage_error(o.usage, "--shard splits files: name them (a stream cannot be split)");
		for (k = 0; k < argc; k++)
			if (!strcmp(argv[k], "-"))
				usage_error(o.usage, "--shard splits files: '-' (a stream) cannot be split");
	}
	memset(&r, 0, sizeof(r));
	r.o = &o;
	k = output_beside_inputs(o.output, argv, argc, &o.walk);
	if (k)
		return k;
	if (o.proof && (k = output_beside_inputs(o.proof, argv, argc, &o.walk)))
		return k;
	/* the cache is a file of its own too: an input, the output or the proofs there would be lost */
	if (o.cache &&
	    (!strcmp(o.cache, "-") || output_same(o.output ? o.output : "-", o.cache) ||
	     (o.proof && output_same(o.proof, o.cache))))
		usage_error(o.usage, "--cache names a file of its own, not the output, the proofs or '-'");
	if (o.cache && (k = output_beside_inputs(o.cache, argv, argc, &o.walk)))
		return k;
	if (output_open(&r.dst, o.output))
		return ZZ_EXIT_IO;
	if (o.proof && output_open(&r.proof_dst, o.proof)) {
		output_close(&r.dst, false);
		return ZZ_EXIT_IO;
	}
	r.terminal = r.dst.fd == STDOUT_FILENO && isatty(STDOUT_FILENO);
	r.start = time(NULL);
	/* ready before the workers start, each of which then opens it */
	choose_cache(&o, &cache_path);
	if (o.cache && cache_prepare(o.cache, o.cache_default))
		o.cache = NULL;
	if (o.to >= 0)
		zz_writer_init(&r.w, (enum zz_out)o.to);
	games_init(&r.reading, o.from, o.rules, sel);
	ops.out_terminal = r.terminal;
	io = jobs_run(select_jobs(sel, o.jobs), argv, argc, &o.walk, &ops, &r) < 0;
	games_release(&r.reading);
	cache_close(r.cache);
	if (o.puzzles && !r.stop && !io && write_puzzles(&r))
		r.stop = true;
	if (o.to >= 0 && !r.stop && !io) {
		struct zz_buf end = ZZ_BUF_INIT;

		zz_writer_end(&r.w, &end);
		if (end.len && output_write(&r.dst, end.buf, end.len))
			r.stop = true;
		zz_buf_release(&end);
	}
	if (o.proof && output_close(&r.proof_dst, !r.stop && !io))
		r.stop = true;
	if (output_close(&r.dst, !r.stop && !io))
		r.stop = true;
	zz_buf_release(&r.proofs);
	zz_buf_release(&r.found);
	if (!o.quiet && o.puzzles)
		said_puzzles(&r.total, r.all.n, o.horizon);
	else if (!o.quiet)
		said_totals(&r.total, o.horizon, o.to);
	puzzles_release(&r.all);
	zz_buf_release(&cache_path);
	return r.stop || io ? ZZ_EXIT_IO : r.total.problems ? ZZ_EXIT_INVALID : ZZ_EXIT_OK;
}

int cmd_analyze(int argc, char **argv)
{
	struct selection *sel = select_new(USAGE_ANALYZE);
	int rc = analyze_main(argc, argv, sel, false);

	select_free(sel);
	return rc;
}

int cmd_puzzles(int argc, char **argv)
{
	struct selection *sel = select_new(USAGE_PUZZLES);
	int rc = analyze_main(argc, argv, sel, true);

	select_free(sel);
	return rc;
}
