/*
 * zertz's databases (db.h): prepared once a run, opened by each process.
 */
#define _DEFAULT_SOURCE /* flock */
#include "db.h"

#include <errno.h>
#include <fcntl.h>
#include <sqlite3.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

#include "i18n.h"
#include "banned.h"

/* The message of the two that names s's database, in the reader's language. */
#define WORDS(s, cache, index) ((s)->what == DB_INDEX ? _(index) : _(cache))

/* how long a writer waits for another's transaction, in ms */
#define BUSY_MS 60000

struct sqlite3 *db_open(const char *path, struct zz_buf *err)
{
	sqlite3 *db = NULL;
	int rc = sqlite3_open_v2(path, &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
				 NULL);

	if (rc != SQLITE_OK) {
		zz_buf_addstr(err, db ? sqlite3_errmsg(db) : sqlite3_errstr(rc));
		sqlite3_close(db);
		return NULL;
	}
	sqlite3_busy_timeout(db, BUSY_MS);
	/* a whole transaction survives a process killed; a power cut may lose the last ones */
	if (sqlite3_exec(db, "PRAGMA synchronous=NORMAL", NULL, NULL, NULL) != SQLITE_OK) {
		zz_buf_addstr(err, sqlite3_errmsg(db));
		sqlite3_close(db);
		return NULL;
	}
	return db;
}

void db_close(struct sqlite3 *db)
{
	sqlite3_close_v2(db);
}

long long db_int(sqlite3 *db, const char *sql)
{
	sqlite3_stmt *st;
	long long v = -1;

	if (sqlite3_prepare_v2(db, sql, -1, &st, NULL) != SQLITE_OK)
		return -1;
	if (sqlite3_step(st) == SQLITE_ROW)
		v = sqlite3_column_int64(st, 0);
	sqlite3_finalize(st);
	return v;
}

/* PRAGMA quick_check: 0 when it says ok; else why, into why. */
static int quick_check(sqlite3 *db, struct zz_buf *why)
{
	sqlite3_stmt *st;
	int rc;

	if (sqlite3_prepare_v2(db, "PRAGMA quick_check(1)", -1, &st, NULL) != SQLITE_OK) {
		zz_buf_addstr(why, sqlite3_errmsg(db));
		return -1;
	}
	rc = sqlite3_step(st);
	if (rc == SQLITE_ROW && !strcmp((const char *)sqlite3_column_text(st, 0), "ok")) {
		sqlite3_finalize(st);
		return 0;
	}
	zz_buf_addstr(why, rc == SQLITE_ROW ? (const char *)sqlite3_column_text(st, 0) : sqlite3_errmsg(db));
	sqlite3_finalize(st);
	return -1;
}

/* The tables of s in db, unless another process made them first. */
static int create(sqlite3 *db, const char *path, const struct db_schema *s, struct zz_buf *err)
{
	char sql[128];

	/* (not inside a transaction: SQLite keeps the mode in the file) */
	if (sqlite3_exec(db, "PRAGMA journal_mode=WAL", NULL, NULL, NULL) != SQLITE_OK ||
	    sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
		goto fail;
	if (db_int(db, "PRAGMA user_version") != s->version) {
		if (sqlite3_exec(db, s->create, NULL, NULL, NULL) != SQLITE_OK)
			goto fail;
		snprintf(sql, sizeof(sql), "PRAGMA application_id=%ld; PRAGMA user_version=%d",
			 (long)(int32_t)s->application_id, s->version);
		if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK)
			goto fail;
	}
	if (sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) == SQLITE_OK)
		return 0;
fail:
	zz_buf_addf(err, WORDS(s, N_("cannot make the cache '%s': %s"), N_("cannot make the index '%s': %s")),
		    path, sqlite3_errmsg(db));
	sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
	return -1;
}

/* Whether s can take a file of schema version to its own (migrate). */
static int can_migrate(const struct db_schema *s, int version)
{
	int v;

	if (!s->migrate || version < 1 || version >= s->version)
		return 0;
	for (v = version; v < s->version; v++)
		if (!s->migrate[v - 1])
			return 0;
	return 1;
}

/* The file of schema version at path taken to s's, in one transaction: 0, or -1 (err set). */
static int migrate(const char *path, const struct db_schema *s, int version, struct zz_buf *err)
{
	struct zz_buf why = ZZ_BUF_INIT;
	sqlite3 *db = db_open(path, &why);
	char sql[64];
	int v;

	if (!db) {
		zz_buf_addf(
			err,
			WORDS(s, N_("cannot open the cache '%s': %s"), N_("cannot open the index '%s': %s")),
			path, why.buf);
		zz_buf_release(&why);
		return -1;
	}
	zz_buf_release(&why);
	if (sqlite3_exec(db, "BEGIN IMMEDIATE", NULL, NULL, NULL) != SQLITE_OK)
		goto fail;
	/* (another process may have done it while this one waited) */
	if (db_int(db, "PRAGMA user_version") == version) {
		for (v = version; v < s->version; v++)
			if (sqlite3_exec(db, s->migrate[v - 1], NULL, NULL, NULL) != SQLITE_OK)
				goto fail;
		snprintf(sql, sizeof(sql), "PRAGMA user_version=%d", s->version);
		if (sqlite3_exec(db, sql, NULL, NULL, NULL) != SQLITE_OK)
			goto fail;
	}
	if (sqlite3_exec(db, "COMMIT", NULL, NULL, NULL) == SQLITE_OK) {
		db_close(db);
		return 0;
	}
fail:
	zz_buf_addf(err,
		    WORDS(s, N_("cannot bring the cache '%s' to schema %d: %s"),
			  N_("cannot bring the index '%s' to schema %d: %s")),
		    path, s->version, sqlite3_errmsg(db));
	sqlite3_exec(db, "ROLLBACK", NULL, NULL, NULL);
	db_close(db);
	return -1;
}

/* The file and SQLite's files beside it gone: false, err set, when one stays. */
static int remove_all(const char *path, struct zz_buf *err)
{
	static const char *const ends[] = { "", "-wal", "-shm", "-journal" };
	char name[4096];
	size_t i;

	for (i = 0; i < sizeof(ends) / sizeof(ends[0]); i++) {
		if (snprintf(name, sizeof(name), "%s%s", path, ends[i]) >= (int)sizeof(name)) {
			zz_buf_addf(err, _("'%s': name too long"), path);
			return -1;
		}
		if (unlink(name) && errno != ENOENT) {
			zz_buf_addf(err, _("cannot remove '%s': %s"), name, strerror(errno));
			return -1;
		}
	}
	return 0;
}

/*
 * Whether SQLite's header names s's application (its first 100 bytes,
 * read raw: for a file SQLite cannot read, to tell one of ours damaged
 * from another's).
 */
static bool header_ours(const char *path, const struct db_schema *s)
{
	unsigned char h[100];
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return false;
	n = read(fd, h, sizeof(h));
	close(fd);
	return n == (ssize_t)sizeof(h) && !memcmp(h, "SQLite format 3", 16) &&
		((uint32_t)h[68] << 24 | (uint32_t)h[69] << 16 | (uint32_t)h[70] << 8 | h[71]) ==
		s->application_id;
}

enum state { NEW, READY, OTHER_VERSION, DAMAGED, FOREIGN };

/*
 * What the file at path is, as SQLite reads it (the write-ahead log
 * included, where the last changes may be): no file or an empty database,
 * one of ours of this version (quick_check finding nothing wrong), of
 * another version, damaged (why says how), or another's.
 */
static enum state examine(const char *path, const struct db_schema *s, int *version, struct zz_buf *why)
{
	struct stat st;
	sqlite3 *db;
	long long app, tables;
	enum state e;

	if (stat(path, &st) || !st.st_size)
		return NEW;
	db = db_open(path, why);
	if (!db)
		return header_ours(path, s) ? DAMAGED : FOREIGN;
	app = db_int(db, "PRAGMA application_id");
	*version = (int)db_int(db, "PRAGMA user_version");
	tables = db_int(db, "SELECT count(*) FROM sqlite_schema");
	if (app < 0 || tables < 0) {
		zz_buf_addstr(why, sqlite3_errmsg(db));
		e = header_ours(path, s) ? DAMAGED : FOREIGN;
	} else if ((uint32_t)app != s->application_id)
		e = app == 0 && tables == 0 ? NEW : FOREIGN;
	else if (*version != s->version)
		e = OTHER_VERSION;
	else
		e = quick_check(db, why) ? DAMAGED : READY;
	db_close(db);
	return e;
}

/*
 * The folder of path locked (flock, which SQLite's own locks do not
 * touch), so that runs starting at once examine and make the file one
 * after another: its descriptor, or -1.
 */
static int lock_folder(const char *path, struct zz_buf *err)
{
	char dir[4096];
	const char *slash = strrchr(path, '/');
	size_t n = slash ? (size_t)(slash - path) : 0;
	int fd;

	if (n >= sizeof(dir)) {
		zz_buf_addf(err, _("'%s': name too long"), path);
		return -1;
	}
	if (!slash || !n) {
		dir[0] = slash ? '/' : '.'; /* "name": the working folder's; "/name": the root's */
		n = 1;
	} else
		memcpy(dir, path, n);
	dir[n] = '\0';
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0 || flock(fd, LOCK_EX)) {
		zz_buf_addf(err, _("cannot lock the folder '%s': %s"), dir, strerror(errno));
		if (fd >= 0)
			close(fd);
		return -1;
	}
	return fd;
}

int db_prepare(const char *path, const struct db_schema *s, int ours, struct zz_buf *warn, struct zz_buf *err)
{
	struct zz_buf why = ZZ_BUF_INIT;
	struct stat st;
	int version = 0, lock, rc = -1;
	enum state e;
	sqlite3 *db;

	if (!stat(path, &st) && !S_ISREG(st.st_mode)) {
		zz_buf_addf(err,
			    WORDS(s, N_("'%s' is not a file: not used as the cache"),
				  N_("'%s' is not a file: not used as the index")),
			    path);
		return -1;
	}
	lock = lock_folder(path, err);
	if (lock < 0)
		return -1;
	e = examine(path, s, &version, &why);
	if (e == READY)
		rc = 0;
	else if (e == OTHER_VERSION && can_migrate(s, version)) {
		rc = migrate(path, s, version, err);
		if (!rc)
			zz_buf_addf(warn,
				    WORDS(s, N_("the cache '%s' was of schema %d: brought to schema %d"),
					  N_("the index '%s' was of schema %d: brought to schema %d")),
				    path, version, s->version);
	} else if (e == FOREIGN && !ours)
		zz_buf_addf(err,
			    WORDS(s, N_("'%s' is not a zertz cache: left as it is"),
				  N_("'%s' is not a zertz index: left as it is")),
			    path);
	else if (e == OTHER_VERSION && s->keep)
		zz_buf_addf(
			err,
			version > s->version
				? WORDS(s,
					N_("the cache '%s' was written by a newer version of zertz (schema %d, "
					   "not %d): left as it is"),
					N_("the index '%s' was written by a newer version of zertz (schema %d, "
					   "not %d): left as it is"))
				: WORDS(s,
					N_("the cache '%s' was written by an older version of zertz (schema %d, "
					   "not %d): left as it is"),
					N_("the index '%s' was written by an older version of zertz (schema %d, "
					   "not %d): left as it is")),
			path, version, s->version);
	else if (e == DAMAGED && s->keep)
		zz_buf_addf(err,
			    WORDS(s, N_("the cache '%s' is damaged (%s): left as it is"),
				  N_("the index '%s' is damaged (%s): left as it is")),
			    path, why.buf);
	else {
		if (e == OTHER_VERSION)
			zz_buf_addf(
				warn,
				WORDS(s,
				      N_("the cache '%s' was written by another version of zertz (schema %d, "
					 "not %d): made anew"),
				      N_("the index '%s' was written by another version of zertz (schema %d, "
					 "not %d): made anew")),
				path, version, s->version);
		else if (e == DAMAGED)
			zz_buf_addf(warn,
				    WORDS(s, N_("the cache '%s' is damaged (%s): made anew"),
					  N_("the index '%s' is damaged (%s): made anew")),
				    path, why.buf);
		else if (e == FOREIGN)
			zz_buf_addf(warn,
				    WORDS(s, N_("'%s' is no zertz cache: made anew"),
					  N_("'%s' is no zertz index: made anew")),
				    path);
		zz_buf_reset(&why);
		if (e == NEW || !remove_all(path, err)) {
			db = db_open(path, &why);
			if (!db)
				zz_buf_addf(err,
					    WORDS(s, N_("cannot open the cache '%s': %s"),
						  N_("cannot open the index '%s': %s")),
					    path, why.buf);
			else {
				rc = create(db, path, s, err);
				db_close(db);
			}
		}
	}
	close(lock);
	zz_buf_release(&why);
	return rc;
}
