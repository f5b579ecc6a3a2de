/*
 * zertz stats: statistics over any number of records, grouped by board,
 * variant, player or year; game signatures up to the board's symmetries,
 * and duplicate detection.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cmd.h"
#include "draw.h"
#include "i18n.h"
#include "jobs.h"
#include "table.h"
#include "text.h"
#include "kinds.h"
#include "hash.h"
#include "record.h"
#include "select.h"
#include "shown.h"
#include "stats.h"
#include "usage.h"
#include "walk.h"
#include "xalloc.h"
#include "banned.h"

/*
 * The group of that name of games of one kind (sk: its stats table;
 * NULL: the first game's), made when new: found by its hash (--by player
 * has thousands).  Games of two kinds are never counted together, even
 * under one name.
 */
static struct agg *group(struct run *r, const struct zz_stats_kind *sk, const char *name)
{
	struct count *c;
	struct agg *a;

	if (!sk)
		sk = zz_text_kind(zz_kinds[0])->stats;
	zz_buf_reset(&r->key);
	zz_buf_addf(&r->key, "%s\x1f%s", sk->all, name);
	c = counts_find(&r->names, r->key.buf);
	if (c->n)
		return r->groups[c->n - 1];
	c->n = r->nr_groups + 1;
	ZZ_ALLOC_GROW(r->groups, r->nr_groups + 1, r->alloc_groups);
	a = zz_xcalloc(1, sizeof(struct agg));
	a->name = zz_xstrdup(name);
	a->sk = sk;
	a->sums = zz_xcalloc(1, sk->sums_size);
	zz_buf_init(&a->invalid_json);
	r->groups[r->nr_groups] = a;
	return r->groups[r->nr_groups++];
}

/* The winner, 0 or 1; -1 no result, -2 a tie, -3 both lose. */
static int winner_of(const struct zz_outcome *o)
{
	if (!o->over)
		return -1;
	return o->winner >= 0 ? o->winner : o->winner == ZZ_WINNER_BOTH_LOSE ? -3 : -2;
}

/*
 * What stats counts of a game: its facts, packed where the game is read
 * (a -j worker, or this process) and counted, in input order, where the
 * groups are (jobs.h).  A record is its type, then:
 *   SIG          hash, turns, canonical text, source (--duplicates)
 *   GAME         the groups it counts in (key, spelling), then its facts
 *                (put_facts)
 *   NO_GAME      how many sources held none, and the JSON of the first
 */
enum { REC_GAME = 1, REC_SIG, REC_NO_GAME };

/* The most bytes of a game's own facts (formats/stats_kind.h). */
#define FACTS_MAX 256

/*
 * A game's facts: those of every game, and those of its own (own, as
 * its stats table says, sk).  The strings point into the packed data.
 */
struct facts {
	const struct zz_stats_kind *sk;
	unsigned long end, valid, w, length;
	bool analysed;
	struct marks marks[2]; /* of each player's turns, in an analysed record */
	const char *invalid_json, *first, *second, *year, *open1, *open2;
	_Alignas(max_align_t) unsigned char own[FACTS_MAX];
};

/* An invalid record for the JSON list, with its first error; index 0 is a
 * source without any game (null in JSON). */
static void put_invalid(struct zz_buf *data, const char *source, size_t index,
			const struct zz_diag *d)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	zz_json_invalid_game(&sb, source, index, d);
	jobs_put_str(data, sb.buf);
	zz_buf_release(&sb);
}

/* The year of a [Date], or NULL. */
static void put_year(struct zz_buf *data, const char *date)
{
	char year[5];

	if (!date || strlen(date) < 4) {
		jobs_put_str(data, NULL);
		return;
	}
	memcpy(year, date, 4);
	year[4] = '\0';
	jobs_put_str(data, year);
}

/* The first turn's opening and the first two turns', up to symmetry. */
static void put_openings(struct zz_buf *data, const struct zz_game *g)
{
	const struct zz_text_kind *k = zz_text_kind(g->kind);
	struct zz_buf sb = ZZ_BUF_INIT;
	size_t first_end = 0;
	char cut;

	/*
	 * One search for both: the symmetry that gives the least two turns
	 * is one of those that give the least first turn, so the first turn
	 * of the two is the first turn alone up to symmetry.
	 */
	if (k->opening && !k->opening(g, 2, &sb, &first_end)) {
		cut = sb.buf[first_end];
		sb.buf[first_end] = '\0';
		jobs_put_str(data, sb.buf);
		sb.buf[first_end] = cut;
		jobs_put_str(data, g->nr_turns >= 2 ? sb.buf : NULL);
	} else {
		jobs_put_str(data, NULL);
		jobs_put_str(data, NULL);
	}
	zz_buf_release(&sb);
}

/*
 * What an analysed record (its Analysis tag) says of each player's turns:
 * the analysis's marks and the lengths of the wins missed ([%win N] of a
 * ? turn), the player of each turn as the game's drawing table says.
 * Packed as a flag, then the counts.
 */
static void put_marks(struct zz_buf *data, struct zz_game *g)
{
	static const unsigned char which[8] = { MARKS_NB,     MARK_ONLY_WIN, MARK_MISSED, MARKS_NB,
						MARK_BLUNDER, MARKS_NB,	     MARKS_NB,	  MARK_ONLY_MOVE };
	struct marks m[2];
	struct zz_drawing dr;
	struct zz_buf v = ZZ_BUF_INIT;
	struct zz_diag d;
	size_t k, i;

	jobs_put(data, zz_game_tag(g, "Analysis") != NULL);
	if (!zz_game_tag(g, "Analysis"))
		return;
	memset(m, 0, sizeof(m));
	zz_diag_init(&d);
	if (zz_drawing_make(&dr, g, &d)) {
		for (k = 0; k < dr.n; k++) {
			unsigned nag = g->turns[k].nag, p = dr.draw->mover(&dr, k) & 1;
			const char *c = g->turns[k].comment;

			if (nag < 8 && which[nag] < MARKS_NB)
				m[p].marks[which[nag]]++;
			if (nag == 2 && c && zz_comment_command(c, "win", &v)) {
				unsigned long len = strtoul(v.buf, NULL, 10);

				if (len >= 1)
					m[p].missed[len < MISSED_NB ? len - 1 : MISSED_NB - 1]++;
			}
		}
		zz_drawing_release(&dr);
	}
	zz_diag_release(&d);
	zz_buf_release(&v);
	for (i = 0; i < 2; i++) {
		for (k = 0; k < MARKS_NB; k++)
			jobs_put(data, m[i].marks[k]);
		for (k = 0; k < MISSED_NB; k++)
			jobs_put(data, m[i].missed[k]);
	}
}

static void get_marks(struct jobs_reader *rd, struct facts *f)
{
	size_t i, k;

	f->analysed = jobs_get(rd) != 0;
	if (!f->analysed)
		return;
	for (i = 0; i < 2; i++) {
		f->marks[i].games = 1;
		for (k = 0; k < MARKS_NB; k++)
			f->marks[i].marks[k] = jobs_get(rd);
		for (k = 0; k < MISSED_NB; k++)
			f->marks[i].missed[k] = jobs_get(rd);
	}
}

/* b's counts added to a's */
static void marks_add(struct marks *a, const struct marks *b)
{
	size_t k;

	a->games += b->games;
	for (k = 0; k < MARKS_NB; k++)
		a->marks[k] += b->marks[k];
	for (k = 0; k < MISSED_NB; k++)
		a->missed[k] += b->missed[k];
}

/*
 * Game g's facts (struct facts), replayed by m (NULL: its set-up cannot be
 * read, and it is not valid).
 */
static void put_facts(struct zz_buf *data, struct zz_game *g, const struct zz_replay *m, bool valid,
		      const struct zz_diag *d, const char *source, size_t index)
{
	const struct zz_stats_kind *sk = zz_text_kind(g->kind)->stats;
	_Alignas(max_align_t) unsigned char own[FACTS_MAX];
	struct zz_outcome o;
	size_t length;

	if (sk->facts_size > sizeof(own))
		BUG("a game's facts are larger than FACTS_MAX");
	memset(own, 0, sk->facts_size);
	length = sk->facts(own, g, m, valid);
	jobs_put_str(data, g->kind->name);
	if (m)
		zz_replay_outcome(m, &o);
	jobs_put(data, (unsigned long long)(m ? zz_stats_end(&o, valid) : ZZ_STATS_END_INVALID));
	jobs_put(data, valid);
	jobs_put_mem(data, own, sk->facts_size);
	if (!valid) {
		put_invalid(data, source, index, d);
		return;
	}
	jobs_put(data, (unsigned long long)(long long)winner_of(&o));
	jobs_put(data, length);
	jobs_put_str(data, zz_game_tag(g, "First"));
	jobs_put_str(data, zz_game_tag(g, "Second"));
	put_year(data, zz_game_tag(g, "Date"));
	put_openings(data, g);
	put_marks(data, g);
}

static void get_facts(struct jobs_reader *rd, struct facts *f)
{
	const struct zz_kind *k = zz_kind_find(jobs_get_str(rd));

	memset(f, 0, offsetof(struct facts, own));
	if (!k)
		BUG("a game of no kind in stats' packed data");
	f->sk = zz_text_kind(k)->stats;
	f->end = jobs_get(rd);
	f->valid = jobs_get(rd);
	if (f->end >= ZZ_STATS_ENDS)
		BUG("facts out of range");
	jobs_get_mem(rd, f->own, f->sk->facts_size);
	if (!f->valid) {
		f->invalid_json = jobs_get_str(rd);
		return;
	}
	f->w = jobs_get(rd);
	f->length = jobs_get(rd);
	f->first = jobs_get_str(rd);
	f->second = jobs_get_str(rd);
	f->year = jobs_get_str(rd);
	f->open1 = jobs_get_str(rd);
	f->open2 = jobs_get_str(rd);
	get_marks(rd, f);
}

static void note_invalid(struct agg *a, const char *json)
{
	if (a->invalid_json.len)
		zz_buf_addch(&a->invalid_json, ',');
	zz_buf_addstr(&a->invalid_json, json);
}

/* A player's game: counted under the name's key; their marks, of an analysed record (or NULL). */
static void add_player(struct agg *a, const char *name, unsigned p, int w, const struct marks *marks,
		       struct zz_buf *key)
{
	struct count *n;

	counts_fold(name, key);
	n = counts_find(&a->players, key->buf);
	spellings_note(&n->sp, name);
	n->n++;
	if (marks) {
		if (!n->marks)
			n->marks = zz_xcalloc(1, sizeof(*n->marks));
		marks_add(n->marks, marks);
	}
	if (p)
		n->second++;
	else
		n->first++;
	if (w == (int)p) {
		n->wins++;
		if (p)
			n->second_wins++;
		else
			n->first_wins++;
	} else if (w == (int)!p || w == -3) {
		n->losses++;
	} else if (w == -2) {
		n->draws++;
	}
}

static void add(struct agg *a, const struct facts *f)
{
	int w = f->valid ? (int)(long)f->w : -1;
	struct zz_buf key;
	unsigned p;

	a->games++;
	a->ends[f->end]++;
	a->sk->add(a->sums, f->own, f->valid);
	if (!f->valid) {
		note_invalid(a, f->invalid_json);
		return;
	}
	if (w == 0 || w == 1) {
		a->decided++;
		if (w == 0)
			a->first_wins++;
		else
			a->second_wins++;
	} else if (w == -2) {
		a->decided++;
		a->draws++;
	} else if (w == -3) {
		a->decided++;	/* both lose: decided, nobody scores */
	}
	if (f->length >= a->nr_by_length) {
		/* a count per length keeps memory flat however many games come */
		/* what the longest game asks, or twice as much: a player's
		 * group of one game of 40 turns holds 41 counts, not 64 */
		if (f->length + 1 > a->alloc_by_length) {
			a->alloc_by_length = f->length + 1 > 2 * a->alloc_by_length ? f->length + 1
										    : 2 * a->alloc_by_length;
			a->by_length =
				zz_xreallocarray(a->by_length, a->alloc_by_length, sizeof(*a->by_length));
		}
		memset(a->by_length + a->nr_by_length, 0,
		       (f->length + 1 - a->nr_by_length) * sizeof(*a->by_length));
		a->nr_by_length = f->length + 1;
	}
	a->by_length[f->length]++;
	a->nr_lengths++;
	a->hist[f->length / 5 < HIST_NB - 1 ? f->length / 5 : HIST_NB - 1]++;
	if (f->analysed) {
		/* the group's totals: both players' turns, one game */
		marks_add(&a->marks, &f->marks[0]);
		marks_add(&a->marks, &f->marks[1]);
		a->marks.games--;
	}
	/* one key, made again for the second player */
	zz_buf_init(&key);
	for (p = 0; p < 2; p++) {
		const char *name = p ? f->second : f->first;

		if (name && *name)
			add_player(a, name, p, w, f->analysed ? &f->marks[p] : NULL, &key);
	}
	zz_buf_release(&key);
	if (f->year)
		counts_find(&a->years, f->year)->n++;
	if (f->open1)
		counts_find(&a->open1, f->open1)->n++;
	if (f->open2)
		counts_find(&a->open2, f->open2)->n++;
}

/*
 * The group of game g (the second player's, player 1, --by player), made
 * in name: a game whose set-up cannot be read is in its game's group of
 * all (a Zertz game of no board has no board's group).
 */
static void group_name(const struct opts *o, const struct zz_game *g, unsigned player,
		       bool playable, struct zz_buf *name)
{
	const struct zz_stats_kind *sk = zz_text_kind(g->kind)->stats;
	const char *v;
	char buf[64];

	zz_buf_reset(name);
	if (!playable) {
		zz_buf_addstr(name, sk->all);
		return;
	}
	switch (o->by) {
	case BY_BOARD:
	case BY_VARIANT:
		v = sk->group(g, o->by == BY_VARIANT, buf, sizeof(buf));
		zz_buf_addstr(name, v ? v : sk->all);
		return;
	case BY_PLAYER:
		v = zz_game_tag(g, player ? "Second" : "First");
		zz_buf_addf(name, "%s%s", v && *v ? v : "?", sk->suffix);
		return;
	case BY_YEAR:
		v = zz_game_tag(g, "Date");
		if (!v || strlen(v) < 4)
			zz_buf_addf(name, "?%s", sk->suffix);
		else
			zz_buf_addf(name, "%.4s%s", v, sk->suffix);
		return;
	case BY_NONE:
		break;
	}
	zz_buf_addstr(name, sk->all);
}

struct unit_ctx {
	struct run *r;
	struct jobs *j;
};

/*
 * A game's signature listed (--signature): in text for people, the name
 * shown safe; a CSV row of signature,turns,source (the header written
 * once before); a JSON object a line, as validate --json writes them.
 */
static void signature_line(struct zz_buf *out, unsigned format, uint64_t hash, size_t turns,
			   const char *source)
{
	char hex[17];

	snprintf(hex, sizeof(hex), "%016llx", (unsigned long long)hash);
	if (format == ZZ_TABLE_JSON) {
		zz_buf_addf(out, "{\"signature\":\"%s\",\"turns\":%zu,\"source\":", hex, turns);
		zz_json_quote(out, source);
		zz_buf_addstr(out, "}\n");
	} else if (format == ZZ_TABLE_CSV) {
		zz_buf_addf(out, "%s,%zu,", hex, turns);
		zz_csv_field(out, source);
		zz_buf_addch(out, '\n');
	} else {
		zz_buf_addf(out, "%s %zu ", hex, turns);
		zz_shown_addstr(out, source, 0);
		zz_buf_addch(out, '\n');
	}
}

/* The signature of a valid game: listed (--signature) or kept (--duplicates). */
static void signature(struct unit_ctx *u, const struct zz_game *g, size_t index)
{
	const struct opts *o = u->r->o;
	const char *source = g->loc.file ? g->loc.file : "<stdin>";
	struct zz_buf text = ZZ_BUF_INIT, src = ZZ_BUF_INIT;
	uint64_t hash;

	zz_text_signature(g, &text);
	zz_buf_addf(&src, "%s#%zu", source, index);
	hash = zz_hash(text.buf, text.len, ZZ_HASH_INIT);
	if (o->signature)
		signature_line(&u->j->out, o->format, hash, g->nr_turns, src.buf);
	if (o->duplicates) {
		/* only --duplicates keeps the games: it compares them all */
		struct zz_buf *data = &u->r->pending;

		jobs_put(data, REC_SIG);
		jobs_put(data, hash);
		jobs_put(data, g->nr_turns);
		jobs_put_str(data, text.buf);
		jobs_put_str(data, src.buf);
	}
	zz_buf_release(&text);
	zz_buf_release(&src);
}

static int game_cb(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct unit_ctx *u = ctx;
	struct run *r = u->r;
	struct zz_buf *data = &r->pending;
	const struct opts *o = r->o;
	const char *source = g->loc.file ? g->loc.file : "<stdin>";
	unsigned groups = o->by == BY_PLAYER ? 2 : 1, p;
	bool playable = zz_game_playable(g), valid;
	struct zz_buf name = ZZ_BUF_INIT;
	struct zz_replay m;

	r->pending_seen++;
	if (playable) {
		zz_replay_start(&m, g, d);
		zz_replay_run(&m);
	}
	valid = playable && d->count[ZZ_LEVEL_ERROR] == 0;
	if (o->signature || o->duplicates) {
		if (valid)
			signature(u, g, index);
		goto done;
	}
	if (!playable)
		groups = 1;
	jobs_put(data, REC_GAME);
	jobs_put(data, groups);
	for (p = 0; p < groups; p++) {
		group_name(o, g, p, playable, &name);
		if (o->by == BY_PLAYER && playable) {
			/* one group per account, whatever the case */
			struct zz_buf key = ZZ_BUF_INIT;

			counts_fold(name.buf, &key);
			jobs_put_str(data, key.buf);
			jobs_put_str(data, name.buf);
			zz_buf_release(&key);
		} else {
			jobs_put_str(data, name.buf);
			jobs_put_str(data, NULL);
		}
	}
	put_facts(data, g, playable ? &m : NULL, valid, d, source, index);
done:
	if (playable)
		zz_replay_release(&m);
	zz_buf_release(&name);
	jobs_flush(u->j, u->r->pending.len);
	return 0;
}

static void one_unit(struct jobs *j, void *ctx, size_t unit, const char *name,
		     struct zz_input *in)
{
	struct run *r = ctx;
	struct unit_ctx u = { r, j };
	struct zz_diag d;

	(void)unit;
	long n;
	unsigned long none;

	zz_diag_init(&d);
	n = for_each_game(&r->reading, in, &d, game_cb, &u);
	/* what held no game: counted apart (and listed in JSON), no game */
	none = source_without_game(&d, in, name, n);
	if (none && !select_active(r->reading.sel)) {
		jobs_put(&r->pending, REC_NO_GAME);
		jobs_put(&r->pending, none);
		put_invalid(&r->pending, name, 0, &d);
	}
	zz_diag_release(&d);
}

static void pack(void *ctx, struct zz_buf *data)
{
	struct run *r = ctx;

	jobs_put(data, r->pending_seen);
	zz_buf_add(data, r->pending.buf, r->pending.len);
	r->pending_seen = 0;
	zz_buf_reset(&r->pending);
}

/* The progress line's words (jobs.h): the games counted. */
static void tally(void *ctx, struct zz_buf *out)
{
	const struct run *r = ctx;

	zz_buf_addf(out, Q_("%lu game counted", "%lu games counted", r->seen), r->seen);
}

/* The games of a unit, counted in their groups, in input order. */
static int take(void *ctx, const char *data, size_t len, struct zz_buf *out)
{
	struct run *r = ctx;
	struct jobs_reader rd = { data, data + len };

	r->seen += jobs_get(&rd);
	while (rd.p < rd.end) {
		unsigned long type = jobs_get(&rd);

		if (type == REC_NO_GAME) {
			struct agg *a = group(r, NULL, "all");

			a->none += jobs_get(&rd);
			note_invalid(a, jobs_get_str(&rd));
		} else if (type == REC_SIG) {
			struct sig *sg;

			ZZ_ALLOC_GROW(r->sigs, r->nr_sigs + 1, r->alloc_sigs);
			sg = &r->sigs[r->nr_sigs++];
			sg->hash = jobs_get(&rd);
			sg->turns = jobs_get(&rd);
			sg->text = zz_xstrdup(jobs_get_str(&rd));
			sg->source = zz_xstrdup(jobs_get_str(&rd));
		} else if (type == REC_GAME) {
			unsigned long groups = jobs_get(&rd), p;
			const char *key[2], *spelled[2];
			struct facts f;

			if (groups < 1 || groups > 2)
				BUG("a game in no group");
			for (p = 0; p < groups; p++) {
				key[p] = jobs_get_str(&rd);
				spelled[p] = jobs_get_str(&rd);
			}
			get_facts(&rd, &f);
			for (p = 0; p < groups; p++) {
				struct agg *a = group(r, f.sk, key[p]);

				if (spelled[p])
					spellings_note(&a->sp, spelled[p]);
				add(a, &f);
			}
		} else {
			BUG("unknown record in stats' packed data");
		}
	}
	out_flush(out);
	return 0;
}

static const struct ext_format stats_exts[] = { { ".txt", 0 }, { ".csv", 1 }, { ".json", 2 }, { NULL, 0 } };

/* A group's heading: every game's group, "all", is zertz's word; the others data (a player, a year). */
static void group_heading(struct zz_table *e, struct agg *a, enum by by)
{
	if (by != BY_PLAYER && by != BY_YEAR && !strcmp(a->name, "all"))
		zz_table_group_own(e, N_("all"));
	else
		zz_table_group(e, spellings_best(&a->sp, a->name));
}

static int stats_main(int argc, char **argv, struct selection *sel)
{
	static const char *const bys[] = { "board", "variant", "player", "year", NULL };
	static const char *const formats[] = { "text", "csv", "json", NULL };
	struct opts o;
	struct run r;
	struct jobs_ops ops = { one_unit, pack, take, N_("counted"), tally, false };
	struct zz_table e;
	size_t i, k;
	int io, first;
	unsigned by = ~0u, format = ~0u;
	const char *output = NULL;
	bool quiet = false;
	const struct opt options[] = { OPT_CHOICE(0, "by", &by, bys),
				       OPT_CHOICE('t', "format", &format, formats),
				       OPT_STRING('o', "output", &output),
				       OPT_QUIET(&quiet),
				       OPT_NUMBER(0, "min-games", &o.min_games),
				       OPT_FLAG(0, "signature", &o.signature),
				       OPT_FLAG(0, "duplicates", &o.duplicates),
				       OPT_NUMBER(0, "min-prefix", &o.min_prefix),
				       OPT_RULES(&o.rules),
				       OPT_FROM('f', &o.from),
				       OPT_RECURSIVE(&o.walk),
				       OPT_RANGE('j', "jobs", &o.jobs, 1, 64, "from 1 to 64 jobs"),
				       OPT_MAX_ERRORS(&diag_max_errors),
				       OPT_COLOR(),
				       OPT_LANG(),
				       OPT_SELECTION(sel),
				       OPT_END() };

	memset(&o, 0, sizeof(o));
	o.from = ZZ_FORMAT_AUTO;
	o.min_prefix = 10;
	walk_defaults(&o.walk);
	o.jobs = 1;
	first = parse_options(argc, argv, "stats", USAGE_STATS, options);
	argc -= first;
	argv += first;
	if (by != ~0u)
		o.by = (enum by)(BY_BOARD + by);
	/* -o FILE's extension, as every command reads it (options.h) */
	o.format = (unsigned)output_format("stats", USAGE_STATS, output, stats_exts,
					   "text (.txt), CSV (.csv) or JSON (.json)",
					   format == ~0u ? -1 : (int)format, 0);
	memset(&r, 0, sizeof(r));
	r.o = &o;
	zz_buf_init(&r.out);
	zz_buf_init(&r.key);
	zz_buf_init(&r.pending);
	first = output_beside_inputs(output, argv, argc, &o.walk);
	if (!first)
		first = out_redirect(output);
	if (first)
		return first;
	out_machine();	/* text, CSV and JSON alike hold names: safe on a terminal */
	if (o.format == ZZ_TABLE_CSV && (o.signature || o.duplicates)) {
		/* the listing's header, once */
		zz_buf_addstr(&r.out,
			      o.duplicates ? "group,signature,turns,relation,source\n"
					   : "signature,turns,source\n");
		out_flush(&r.out);
	}
	games_init(&r.reading, o.from, o.rules, sel);
	/* (the tables come at the end; --signature's lines as it goes) */
	ops.out_terminal = o.signature && out_terminal();
	io = jobs_run(select_jobs(sel, o.jobs), argv, argc, &o.walk, &ops, &r) < 0;
	games_release(&r.reading);
	if (o.duplicates) {
		unsigned long n = stats_duplicates(&r);

		if (!quiet) {
			struct zz_buf say = ZZ_BUF_INIT;

			zz_buf_addf(&say, Q_("%zu games", "%zu games", r.nr_sigs), r.nr_sigs);
			zz_buf_addstr(&say, ", ");
			zz_buf_addf(&say, Q_("%lu group of duplicates", "%lu groups of duplicates", n), n);
			inform("%s", say.buf);
			zz_buf_release(&say);
		}
	} else if (!o.signature) {
		zz_table_begin(&e, (enum zz_table_format)o.format, &r.out);
		for (i = 0; i < r.nr_groups; i++) {
			struct agg *a = r.groups[i];

			if (o.by == BY_PLAYER && a->games < o.min_games)
				continue;
			group_heading(&e, a, o.by);
			stats_print_group(&r, a, &e);
			zz_table_group_end(&e);
			out_flush(&r.out);
		}
		zz_table_end(&e);
		out_flush(&r.out);
	}
	for (i = 0; i < r.nr_groups; i++) {
		struct agg *a = r.groups[i];
		struct table *t[4] = { &a->players, &a->years, &a->open1, &a->open2 };

		for (k = 0; k < 4; k++)
			counts_release(t[k]);
		free(a->by_length);
		free(a->name);
		spellings_release(&a->sp);
		zz_buf_release(&a->invalid_json);
		free(a->sums);
		free(a);
	}
	free(r.groups);
	counts_release(&r.names);
	for (i = 0; i < r.nr_sigs; i++) {
		free(r.sigs[i].text);
		free(r.sigs[i].source);
	}
	free(r.sigs);
	zz_buf_release(&r.out);
	zz_buf_release(&r.key);
	zz_buf_release(&r.pending);
	if (out_finish(!io, r.seen))
		io = 1;
	return io ? ZZ_EXIT_IO : ZZ_EXIT_OK;
}

int cmd_stats(int argc, char **argv)
{
	struct selection *sel = select_new(USAGE_STATS);
	int rc = stats_main(argc, argv, sel);

	select_free(sel);
	return rc;
}
