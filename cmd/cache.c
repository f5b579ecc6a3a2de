/*
 * The cache of analysed turns (cache.h), in SQLite (db.h).  A row: the
 * key (SHA-256 of the settings and the two positions), the facts as
 * small integers, the nodes, and the winning turns as their indices in
 * the game's order of the legal turns ("3,17"), which the same position
 * gives again.
 */
#include "cache.h"

#include <errno.h>
#include <sqlite3.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "db.h"
#include "error.h"
#include "kinds.h"
#include "sha256.h"
#include "xalloc.h"
#include "i18n.h"
#include "banned.h"

static const struct db_schema schema = {
	DB_CACHE,
	0x7a7a6163, /* "zzac" */
	1,
	"CREATE TABLE turn (\n"
	"  key BLOB PRIMARY KEY,   -- SHA-256 of the settings, the positions before and after\n"
	"  win INTEGER NOT NULL, lost INTEGER NOT NULL, win_len INTEGER NOT NULL,\n"
	"  lost_after INTEGER NOT NULL, win_after INTEGER NOT NULL,\n"
	"  nturns INTEGER NOT NULL, nwinning INTEGER NOT NULL, nsaving INTEGER NOT NULL,\n"
	"  unknown INTEGER NOT NULL, mark INTEGER NOT NULL, nodes INTEGER NOT NULL,\n"
	"  winning TEXT NOT NULL  -- the winning turns' indices, comma-separated\n"
	") WITHOUT ROWID",
	0, /* made anew when damaged or of another version: it can all be worked out again */
	NULL,
};

struct row {
	unsigned char key[32];
	struct zz_turn_facts f;
	uint64_t nodes;
	char *winning;
};

struct cache {
	char *path;
	sqlite3 *db;
	sqlite3_stmt *get;
	struct row *pending;
	size_t npending, alloc;
	bool said; /* a warning given: the others are not */
};

int cache_default_path(struct zz_buf *out)
{
	const char *xdg = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");

	/* the XDG Base Directory spec: a relative path is to be ignored */
	if (xdg && xdg[0] == '/')
		zz_buf_addf(out, "%s/zertz/analysis.sqlite", xdg);
	else if (home && home[0] == '/')
		zz_buf_addf(out, "%s/.cache/zertz/analysis.sqlite", home);
	else
		return -1;
	return 0;
}

/* The folders of path made, each as mkdir -p would, private to the user. */
static int make_folders(const char *path)
{
	char *p = zz_xstrdup(path), *s;
	int rc = 0;

	for (s = p + 1; (s = strchr(s, '/')); s++) {
		*s = '\0';
		if (mkdir(p, 0700) && errno != EEXIST) {
			warning("cannot make '%s' for the cache: %s; analysing without it", p,
				strerror(errno));
			rc = -1;
			break;
		}
		*s = '/';
	}
	free(p);
	return rc;
}

int cache_prepare(const char *path, bool default_path)
{
	struct zz_buf warn = ZZ_BUF_INIT, err = ZZ_BUF_INIT;
	int rc;

	if (default_path && make_folders(path))
		return -1;
	rc = db_prepare(path, &schema, default_path, &warn, &err);
	if (warn.len)
		warning("%s", warn.buf);
	if (rc)
		warning("%s; analysing without the cache", err.buf);
	zz_buf_release(&warn);
	zz_buf_release(&err);
	return rc;
}

/* The warning of give_up(), alone: the database still open. */
static void give_up_said(struct cache *c, bool writing)
{
	const char *why = c->db ? sqlite3_errmsg(c->db) : _("not open");

	if (!c->said && writing)
		warning("the cache '%s' cannot be written: %s; analysing without it", c->path, why);
	else if (!c->said)
		warning("the cache '%s' cannot be read: %s; analysing without it", c->path, why);
	c->said = true;
}

/* Said once a process: what went wrong (SQLite's words), and that the cache is no longer used. */
static void give_up(struct cache *c, bool writing)
{
	give_up_said(c, writing);
	sqlite3_finalize(c->get);
	c->get = NULL;
	db_close(c->db);
	c->db = NULL;
}

struct cache *cache_open(const char *path)
{
	struct cache *c = zz_xcalloc(1, sizeof(*c));
	struct zz_buf err = ZZ_BUF_INIT;

	c->path = zz_xstrdup(path);
	c->db = db_open(path, &err);
	if (!c->db) {
		warning("the cache '%s' cannot be opened: %s; analysing without it", path, err.buf);
		c->said = true;
	} else if (sqlite3_prepare_v2(c->db,
				      "SELECT win, lost, win_len, lost_after, win_after, nturns, nwinning, "
				      "nsaving, unknown, mark, nodes, winning FROM turn WHERE key = ?",
				      -1, &c->get, NULL) != SQLITE_OK)
		give_up(c, false);
	zz_buf_release(&err);
	return c;
}

static void drop_pending(struct cache *c)
{
	size_t i;

	for (i = 0; i < c->npending; i++)
		free(c->pending[i].winning);
	c->npending = 0;
}

void cache_close(struct cache *c)
{
	if (!c)
		return;
	cache_flush(c);
	drop_pending(c);
	free(c->pending);
	sqlite3_finalize(c->get);
	db_close(c->db);
	free(c->path);
	free(c);
}

void cache_settings(struct zz_buf *out, const char *kind, const struct zz_text_kind *tk, const void *rules,
		    unsigned long horizon, unsigned long budget)
{
	zz_buf_addf(out, "search=%d kind=%s rules=", ZZ_SEARCH_VERSION, kind);
	tk->search_rules_write(out, rules);
	zz_buf_addf(out, " horizon=%lu budget=%lu", horizon, budget);
}

void cache_key(const char *settings, const struct zz_text_kind *tk, const void *before, const void *after,
	       unsigned char key[32])
{
	struct zz_buf b = ZZ_BUF_INIT;

	/* (no position string holds a line feed) */
	zz_buf_addf(&b, "%s\n", settings);
	tk->search_position_write(&b, before);
	zz_buf_addch(&b, '\n');
	tk->search_position_write(&b, after);
	zz_buf_addch(&b, '\n');
	zz_sha256(b.buf, b.len, key);
	zz_buf_release(&b);
}

/* "3,17" into winning (at most n, each below nturns): how many, or -1 when it cannot be. */
static long parse_winning(const char *s, size_t nturns, size_t *winning, size_t n)
{
	size_t k = 0;

	if (!*s)
		return 0;
	for (;;) {
		char *end;
		unsigned long v;

		if (*s < '0' || *s > '9' || k >= n)
			return -1;
		errno = 0;
		v = strtoul(s, &end, 10);
		if (errno || v >= nturns)
			return -1;
		winning[k++] = v;
		if (!*end)
			return (long)k;
		if (*end != ',')
			return -1;
		s = end + 1;
	}
}

static bool fact_ok(int v)
{
	return v == ZZ_FACT_NO || v == ZZ_FACT_YES || v == ZZ_FACT_UNKNOWN;
}

bool cache_get(struct cache *c, const unsigned char key[32], size_t nturns, struct zz_turn_facts *f,
	       uint64_t *nodes, size_t *winning)
{
	sqlite3_stmt *st = c->get;
	int rc, v[11], i;
	const char *w;
	bool ok;

	if (!c->db)
		return false;
	sqlite3_reset(st);
	if (sqlite3_bind_blob(st, 1, key, 32, SQLITE_TRANSIENT) != SQLITE_OK) {
		give_up(c, false);
		return false;
	}
	rc = sqlite3_step(st);
	if (rc == SQLITE_DONE)
		return false;
	if (rc != SQLITE_ROW) {
		give_up(c, false);
		return false;
	}
	for (i = 0; i < 11; i++) {
		sqlite3_int64 x = sqlite3_column_int64(st, i);

		v[i] = x < 0 || x > 1000000000 ? -1 : (int)x;
	}
	w = (const char *)sqlite3_column_text(st, 11);
	memset(f, 0, sizeof(*f));
	/* a row that cannot be is no answer: each field in its range */
	ok = fact_ok(v[0]) && fact_ok(v[1]) && v[2] >= 0 && v[2] <= 255 && fact_ok(v[3]) && fact_ok(v[4]) &&
		(size_t)v[5] == nturns && v[6] >= 0 && (size_t)v[6] <= nturns && v[7] >= 0 && v[7] <= 2 &&
		v[8] >= 0 && v[8] <= 1 && v[9] >= ZZ_ANNOT_NONE && v[9] <= ZZ_ANNOT_ONLY_MOVE && v[10] >= 0 &&
		w && parse_winning(w, nturns, winning, (size_t)v[6]) == v[6];
	if (!ok) {
		if (!c->said)
			warning("the cache '%s' holds a turn that cannot be: searched again", c->path);
		c->said = true;
		sqlite3_reset(st);
		return false;
	}
	f->win = (enum zz_fact)v[0];
	f->lost = (enum zz_fact)v[1];
	f->win_len = (unsigned)v[2];
	f->lost_after = (enum zz_fact)v[3];
	f->win_after = (enum zz_fact)v[4];
	f->nturns = (size_t)v[5];
	f->nwinning = (size_t)v[6];
	f->nsaving = (size_t)v[7];
	f->unknown = v[8];
	f->mark = (enum zz_annot)v[9];
	*nodes = (uint64_t)sqlite3_column_int64(st, 10);
	sqlite3_reset(st);
	return true;
}

void cache_put(struct cache *c, const unsigned char key[32], const struct zz_turn_facts *f, uint64_t nodes,
	       const size_t *winning)
{
	struct zz_buf w = ZZ_BUF_INIT;
	struct row *r;
	size_t i;

	if (!c->db)
		return;
	if (c->npending == c->alloc) {
		c->alloc = c->alloc ? 2 * c->alloc : 64;
		c->pending = zz_xreallocarray(c->pending, c->alloc, sizeof(*c->pending));
	}
	r = &c->pending[c->npending++];
	memcpy(r->key, key, 32);
	r->f = *f;
	r->nodes = nodes;
	for (i = 0; i < f->nwinning; i++)
		zz_buf_addf(&w, "%s%zu", i ? "," : "", winning[i]);
	r->winning = w.len ? zz_buf_detach(&w, NULL) : zz_xstrdup("");
	zz_buf_release(&w);
}

void cache_flush(struct cache *c)
{
	sqlite3_stmt *st = NULL;
	size_t i;

	if (!c->db || !c->npending) {
		drop_pending(c);
		return;
	}
	if (sqlite3_exec(c->db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_prepare_v2(c->db,
			       "INSERT OR REPLACE INTO turn VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
			       -1, &st, NULL) != SQLITE_OK)
		goto fail;
	for (i = 0; i < c->npending; i++) {
		const struct row *r = &c->pending[i];
		const sqlite3_int64 v[] = {
			r->f.win,	r->f.lost,   r->f.win_len,	     r->f.lost_after,
			r->f.win_after, r->f.nturns, r->f.nwinning,	     r->f.nsaving,
			r->f.unknown,	r->f.mark,   (sqlite3_int64)r->nodes
		};
		int k;

		sqlite3_reset(st);
		sqlite3_bind_blob(st, 1, r->key, 32, SQLITE_STATIC);
		for (k = 0; k < 11; k++)
			sqlite3_bind_int64(st, k + 2, v[k]);
		sqlite3_bind_text(st, 13, r->winning, -1, SQLITE_STATIC);
		if (sqlite3_step(st) != SQLITE_DONE)
			goto fail;
	}
	sqlite3_finalize(st);
	drop_pending(c);
	if (sqlite3_exec(c->db, "COMMIT", NULL, NULL, NULL) != SQLITE_OK)
		goto fail;
	return;
fail:
	/* said before the statement and the transaction go, which would reset SQLite's words */
	give_up_said(c, true);
	sqlite3_finalize(st);
	drop_pending(c);
	sqlite3_exec(c->db, "ROLLBACK", NULL, NULL, NULL);
	give_up(c, true);
}
