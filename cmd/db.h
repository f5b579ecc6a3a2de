#ifndef ZZ_DB_H
#define ZZ_DB_H

#include <stdint.h>

#include "buf.h"

/*
 * zertz's databases (SQLite): a file of one schema at one version, shared
 * by processes at once (the shards of a run, -j's workers, runs side by
 * side) and never trusted to be whole.
 *
 * The run prepares the file once, before any worker starts (db_prepare):
 * it is created, or checked (SQLite's header says it is one of ours, of
 * this version, and PRAGMA quick_check finds nothing wrong).  One of ours
 * that is not so (written by another version, cut short, corrupt) is
 * rebuilt empty, and a warning says why: a cache only remembers what
 * can be worked out again (a database that keeps more refuses it, and
 * says why: struct db_schema's keep).  A file that is not one of ours is never
 * touched, unless it is at the default path (the caller says), where
 * nothing else should be.  Each process then opens it for itself
 * (db_open): write-ahead logging, so that readers never wait and a
 * process killed in a write leaves the last whole transaction; a writer
 * waits for another's transaction up to a busy timeout.
 */
/* Which database a schema is: its messages name it, each said whole (a translation's grammar). */
enum db_what { DB_CACHE, DB_INDEX };

struct db_schema {
	enum db_what what;	 /* for messages: the cache, the index */
	uint32_t application_id; /* SQLite's header: one of ours */
	int version;		 /* PRAGMA user_version: this schema */
	const char *create;	 /* the SQL that makes its tables */
	/*
	 * Whether it holds what cannot be worked out again at once (the
	 * archive index): one of ours of another version, or damaged, is
	 * then refused and left as it is, not made anew.
	 */
	int keep;
	/*
	 * migrate[v - 1]: the SQL that takes a file of schema v to v + 1,
	 * run in one transaction (NULL, or NULL migrate: none; a file of an
	 * older schema is then as one of another version)
	 */
	const char *const *migrate;
};

struct sqlite3;

/*
 * Make path ready for s (ours: a file at the default path, which is
 * rebuilt whatever it holds).  0: ready (warn, when not empty, says what
 * was rebuilt and why); -1: not (err says why: the run goes on without).
 */
int db_prepare(const char *path, const struct db_schema *s, int ours, struct zz_buf *warn,
	       struct zz_buf *err);
/* The prepared database at path, for this process: NULL, err set (SQLite's words), when it cannot be opened. */
struct sqlite3 *db_open(const char *path, struct zz_buf *err);
void db_close(struct sqlite3 *db);
/* The one integer a statement gives (a PRAGMA's): -1 on an error. */
long long db_int(struct sqlite3 *db, const char *sql);

#endif
