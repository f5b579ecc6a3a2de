/*
 * The archive index (indexdb.h) in SQLite, by way of db.h: its schema is
 * cmd/indexdb.sql, compiled in as a string.
 */
#include "indexdb.h"

#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>

#include "db.h"
#include "error.h"
#include "kinds.h"
#include "sha256.h"
#include "xalloc.h"
#include "i18n.h"
#include "banned.h"

#define INDEX_APP 0x7a7a6978 /* "zzix" */
#define INDEX_VERSION 2
#define INDEX_VERSION_READ 1 /* the oldest schema explore reads (it asks nothing of 2's columns) */

/* schema 1 to 2: the analysis columns */
static const char *const migrations[] = {
	"ALTER TABLE game ADD COLUMN analysis TEXT; ALTER TABLE occurrence ADD COLUMN win TEXT; "
	"ALTER TABLE occurrence ADD COLUMN win_in INTEGER; ALTER TABLE occurrence ADD COLUMN lost TEXT; "
	"ALTER TABLE occurrence ADD COLUMN mark TEXT",
};

static const struct db_schema schema = {
	.what = DB_INDEX,
	.application_id = INDEX_APP,
	.version = INDEX_VERSION,
	.create =
#include "indexdb.sql.inc"
		, .keep = 1, .migrate = migrations,
};

enum { ST_GAME, ST_TAG, ST_POSITION, ST_OCCURRENCE, ST_KNOWN, ST_ANALYSIS, ST_ANALYSED, ST_NB };

static const char *const statements[ST_NB] = {
	"INSERT INTO game (digest, source, number, kind, first, second, date, valid, turns, result, "
	"winner, reason, analysis) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13) "
	"ON CONFLICT (digest) DO NOTHING",
	"INSERT INTO tag (game, name, value) VALUES (?1, ?2, ?3)",
	"INSERT INTO position (id, text) VALUES (?1, ?2) ON CONFLICT (id) DO NOTHING",
	"INSERT INTO occurrence (game, ply, position, turn, win, win_in, lost, mark) "
	"VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
	/* a game known already, not analysed yet: its analysis added */
	"SELECT id FROM game WHERE digest = ?1 AND analysis IS NULL",
	"UPDATE occurrence SET win = ?3, win_in = ?4, lost = ?5, mark = ?6 WHERE game = ?1 AND ply = ?2",
	"UPDATE game SET analysis = ?2 WHERE id = ?1",
};

struct indexdb {
	sqlite3 *db;
	sqlite3_stmt *st[ST_NB];
	bool in_transaction;
};

int indexdb_canonical(const struct zz_text_kind *k, const char *text, struct zz_buf *out, int64_t *id,
		      struct zz_buf *err)
{
	struct zz_buf images = ZZ_BUF_INIT;
	const char *p, *end, *least = NULL;
	size_t least_len = 0;
	unsigned char d[32];
	uint64_t v = 0;
	int i;

	if (k->position_images(text, &images, err)) {
		zz_buf_release(&images);
		return -1;
	}
	for (p = images.buf, end = p + images.len; p < end;) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));
		size_t n = (size_t)(nl - p);
		int c = least ? memcmp(p, least, n < least_len ? n : least_len) : -1;

		if (!least || c < 0 || (c == 0 && n < least_len)) {
			least = p;
			least_len = n;
		}
		p = nl + 1;
	}
	zz_buf_add(out, least, least_len);
	zz_sha256(least, least_len, d);
	for (i = 0; i < 8; i++)
		v = v << 8 | d[i];
	*id = (int64_t)v;
	zz_buf_release(&images);
	return 0;
}

static void say(struct zz_buf *err, sqlite3 *db, const char *doing)
{
	zz_buf_addf(err, "%s: %s", _(doing), sqlite3_errmsg(db));
}

struct indexdb *indexdb_open_write(const char *path, struct zz_buf *err)
{
	struct zz_buf warn = ZZ_BUF_INIT;
	struct indexdb *x;
	sqlite3 *db;
	int i;

	/* (a kept database is never made anew: warned of when brought to this schema) */
	if (db_prepare(path, &schema, 0, &warn, err)) {
		zz_buf_release(&warn);
		return NULL;
	}
	if (warn.len)
		warning("%s", warn.buf);
	zz_buf_release(&warn);
	db = db_open(path, err);
	if (!db)
		return NULL;
	/*
	 * positions go in by their hashes, all over the table: a cache of
	 * 64 MiB keeps its pages rather than reading and writing them again
	 * (the Boardspace archive's 42,066 games: 50 s with SQLite's 2 MiB)
	 */
	sqlite3_exec(db, "PRAGMA cache_size=-65536", NULL, NULL, NULL);
	x = zz_xcalloc(1, sizeof(*x));
	x->db = db;
	for (i = 0; i < ST_NB; i++)
		if (sqlite3_prepare_v3(db, statements[i], -1, SQLITE_PREPARE_PERSISTENT, &x->st[i], NULL) !=
		    SQLITE_OK) {
			say(err, db, N_("cannot prepare the index's statements"));
			indexdb_close(x);
			return NULL;
		}
	return x;
}

static void bind_text(sqlite3_stmt *st, int i, const char *s)
{
	if (s)
		sqlite3_bind_text(st, i, s, -1, SQLITE_STATIC);
	else
		sqlite3_bind_null(st, i);
}

/* Run st once (its bindings cleared after): 0, or -1. */
static int run(sqlite3_stmt *st)
{
	int rc = sqlite3_step(st);

	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

static const char *fact_text(signed char f)
{
	return f == 1 ? "yes" : f == 0 ? "no" : f == 2 ? "unknown" : NULL;
}

/* Ply i's analysis of g bound to st's parameters from n: win, win_in, lost, mark. */
static void bind_analysis(sqlite3_stmt *st, int n, const struct indexdb_game *g, size_t i)
{
	static const char *const signs[] = { NULL, "!", "?", "??", "\xe2\x96\xa1" };

	if (!g->analysis)
		return; /* (all NULL) */
	bind_text(st, n, fact_text(g->win[i]));
	if (g->win_in[i])
		sqlite3_bind_int(st, n + 1, g->win_in[i]);
	bind_text(st, n + 2, fact_text(g->lost[i]));
	bind_text(st, n + 3, g->mark[i] < sizeof(signs) / sizeof(signs[0]) ? signs[g->mark[i]] : NULL);
}

/* g, known already: its analysis added where it has none (0), or -1. */
static int add_analysis(struct indexdb *x, const struct indexdb_game *g, struct zz_buf *err)
{
	sqlite3_stmt *st = x->st[ST_KNOWN];
	sqlite3_int64 id;
	size_t i;
	int rc;

	sqlite3_bind_blob(st, 1, g->digest, 32, SQLITE_STATIC);
	rc = sqlite3_step(st);
	id = rc == SQLITE_ROW ? sqlite3_column_int64(st, 0) : 0;
	sqlite3_reset(st);
	sqlite3_clear_bindings(st);
	if (rc != SQLITE_ROW && rc != SQLITE_DONE)
		goto fail;
	if (rc == SQLITE_DONE)
		return 0; /* (analysed already, or not there) */
	for (i = 0; i < g->nplies; i++) {
		st = x->st[ST_ANALYSIS];
		sqlite3_bind_int64(st, 1, id);
		sqlite3_bind_int64(st, 2, (sqlite3_int64)i);
		bind_analysis(st, 3, g, i);
		if (run(st))
			goto fail;
	}
	st = x->st[ST_ANALYSED];
	sqlite3_bind_int64(st, 1, id);
	bind_text(st, 2, g->analysis);
	if (run(st))
		goto fail;
	return 0;
fail:
	say(err, x->db, N_("cannot write the index"));
	return -1;
}

int indexdb_add(struct indexdb *x, const struct indexdb_game *g, struct zz_buf *err)
{
	sqlite3_stmt *st = x->st[ST_GAME];
	sqlite3_int64 id;
	size_t i;

	if (!x->in_transaction) {
		if (sqlite3_exec(x->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK) {
			say(err, x->db, N_("cannot write the index"));
			return -1;
		}
		x->in_transaction = true;
	}
	sqlite3_bind_blob(st, 1, g->digest, 32, SQLITE_STATIC);
	bind_text(st, 2, g->source);
	sqlite3_bind_int64(st, 3, (sqlite3_int64)g->number);
	bind_text(st, 4, g->kind);
	bind_text(st, 5, g->first);
	bind_text(st, 6, g->second);
	bind_text(st, 7, g->date);
	sqlite3_bind_int(st, 8, g->valid);
	sqlite3_bind_int64(st, 9, (sqlite3_int64)g->turns);
	bind_text(st, 10, g->result);
	if (g->winner >= 0)
		sqlite3_bind_int(st, 11, g->winner);
	bind_text(st, 12, g->reason);
	bind_text(st, 13, g->analysis);
	if (run(st))
		goto fail;
	/* a game of this content is there already: its analysis, where it has none */
	if (!sqlite3_changes(x->db))
		return g->analysis ? add_analysis(x, g, err) : 0;
	id = sqlite3_last_insert_rowid(x->db);
	for (i = 0; i < g->ntags; i++) {
		st = x->st[ST_TAG];
		sqlite3_bind_int64(st, 1, id);
		bind_text(st, 2, g->tags[2 * i]);
		bind_text(st, 3, g->tags[2 * i + 1]);
		if (run(st))
			goto fail;
	}
	for (i = 0; i < g->nplies; i++) {
		st = x->st[ST_POSITION];
		sqlite3_bind_int64(st, 1, g->ids[i]);
		bind_text(st, 2, g->positions[i]);
		if (run(st))
			goto fail;
		st = x->st[ST_OCCURRENCE];
		sqlite3_bind_int64(st, 1, id);
		sqlite3_bind_int64(st, 2, (sqlite3_int64)i);
		sqlite3_bind_int64(st, 3, g->ids[i]);
		bind_text(st, 4, g->turns_text[i]);
		bind_analysis(st, 5, g, i);
		if (run(st))
			goto fail;
	}
	return 1;
fail:
	say(err, x->db, N_("cannot write the index"));
	return -1;
}

int indexdb_commit(struct indexdb *x, struct zz_buf *err)
{
	if (!x->in_transaction)
		return 0;
	x->in_transaction = false;
	if (sqlite3_exec(x->db, "COMMIT", NULL, NULL, NULL) == SQLITE_OK)
		return 0;
	say(err, x->db, N_("cannot write the index"));
	sqlite3_exec(x->db, "ROLLBACK", NULL, NULL, NULL);
	return -1;
}

void indexdb_close(struct indexdb *x)
{
	int i;

	if (!x)
		return;
	for (i = 0; i < ST_NB; i++)
		sqlite3_finalize(x->st[i]);
	if (x->in_transaction)
		sqlite3_exec(x->db, "ROLLBACK", NULL, NULL, NULL);
	db_close(x->db);
	free(x);
}

struct indexdb *indexdb_open_read(const char *path, struct zz_buf *err)
{
	sqlite3 *db = NULL;
	struct indexdb *x;
	long long app, version;

	if (sqlite3_open_v2(path, &db, SQLITE_OPEN_READONLY | SQLITE_OPEN_NOMUTEX, NULL) != SQLITE_OK) {
		zz_buf_addf(err, _("cannot open the index '%s': %s"), path,
			    db ? sqlite3_errmsg(db) : _("out of memory"));
		sqlite3_close(db);
		return NULL;
	}
	sqlite3_busy_timeout(db, 60000);
	app = db_int(db, "PRAGMA application_id");
	version = db_int(db, "PRAGMA user_version");
	if (app < 0) {
		zz_buf_addf(err, _("cannot read the index '%s': %s"), path, sqlite3_errmsg(db));
		sqlite3_close(db);
		return NULL;
	}
	if ((uint32_t)app != INDEX_APP) {
		zz_buf_addf(err, _("'%s' is not a zertz index (zertz index writes one)"), path);
		sqlite3_close(db);
		return NULL;
	}
	if (version < INDEX_VERSION_READ || version > INDEX_VERSION) {
		zz_buf_addf(
			err,
			version > INDEX_VERSION
				? _("the index '%s' was written by a newer version of zertz (schema %lld, not %d)")
				: _("the index '%s' was written by an older version of zertz (schema %lld, not %d)"),
			path, version, INDEX_VERSION);
		sqlite3_close(db);
		return NULL;
	}
	x = zz_xcalloc(1, sizeof(*x));
	x->db = db;
	return x;
}

static const char *column_text(sqlite3_stmt *st, int i)
{
	return (const char *)sqlite3_column_text(st, i);
}

int indexdb_occurrences(struct indexdb *x, int64_t id, void (*fn)(void *ctx, const struct indexdb_next *n),
			void *ctx, struct zz_buf *err)
{
	static const char sql[] =
		"SELECT o.ply, n.position, n.turn, g.source, g.number, g.date, g.first, g.second, g.winner, "
		"g.result, (SELECT t.value FROM tag t WHERE t.game = o.game AND t.name = "
		"CASE o.ply % 2 WHEN 0 THEN 'FirstRating' ELSE 'SecondRating' END LIMIT 1) "
		"FROM occurrence o JOIN game g ON g.id = o.game "
		"LEFT JOIN occurrence n ON n.game = o.game AND n.ply = o.ply + 1 "
		"WHERE o.position = ?1 ORDER BY o.game, o.ply";
	sqlite3_stmt *st;
	int rc;

	if (sqlite3_prepare_v2(x->db, sql, -1, &st, NULL) != SQLITE_OK) {
		say(err, x->db, N_("cannot read the index"));
		return -1;
	}
	sqlite3_bind_int64(st, 1, id);
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		struct indexdb_next n;
		const char *result = column_text(st, 9);

		memset(&n, 0, sizeof(n));
		n.ply = (unsigned long long)sqlite3_column_int64(st, 0);
		n.has_next = sqlite3_column_type(st, 1) != SQLITE_NULL;
		n.next = sqlite3_column_int64(st, 1);
		n.turn = column_text(st, 2);
		n.source = column_text(st, 3);
		n.number = (unsigned long long)sqlite3_column_int64(st, 4);
		n.date = column_text(st, 5);
		n.first = column_text(st, 6);
		n.second = column_text(st, 7);
		n.winner = sqlite3_column_type(st, 8) == SQLITE_NULL ? -1 : sqlite3_column_int(st, 8);
		n.over = result && strcmp(result, "*");
		n.rating = column_text(st, 10);
		fn(ctx, &n);
	}
	if (rc != SQLITE_DONE)
		say(err, x->db, N_("cannot read the index"));
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}

int indexdb_starts(struct indexdb *x,
		   void (*fn)(void *ctx, int64_t id, const char *text, unsigned long long games), void *ctx,
		   struct zz_buf *err)
{
	static const char sql[] = "SELECT o.position, p.text, count(*) FROM occurrence o "
				  "JOIN position p ON p.id = o.position WHERE o.ply = 0 "
				  "GROUP BY o.position ORDER BY count(*) DESC, p.text";
	sqlite3_stmt *st;
	int rc;

	if (sqlite3_prepare_v2(x->db, sql, -1, &st, NULL) != SQLITE_OK) {
		say(err, x->db, N_("cannot read the index"));
		return -1;
	}
	while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
		const char *text = column_text(st, 1);

		if (text)
			fn(ctx, sqlite3_column_int64(st, 0), text,
			   (unsigned long long)sqlite3_column_int64(st, 2));
	}
	if (rc != SQLITE_DONE)
		say(err, x->db, N_("cannot read the index"));
	sqlite3_finalize(st);
	return rc == SQLITE_DONE ? 0 : -1;
}
