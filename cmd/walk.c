#include "walk.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "buf.h"
#include "error.h"
#include "walker.h"
#include "xalloc.h"
#include "i18n.h"
#include "banned.h"

static long file_read(void *ctx, char *buf, size_t n)
{
	struct file *f = ctx;
	size_t got;

	if (f->head.pos < f->head.len)
		return (long)head_give(&f->head, buf, n);
	if (f->fail_after && f->total >= f->fail_after) {
		errno = f->read_errno = EIO; /* the test suite's failing disk */
		return -1;
	}
	if (f->fail_after && n > f->fail_after - f->total)
		n = (size_t)(f->fail_after - f->total);
	got = fread(buf, 1, n, f->fp);
	if (got == 0 && ferror(f->fp)) {
		f->read_errno = errno;
		return -1;
	}
	f->total += got;
	return (long)got;
}

const char *path_name(const char *path, struct zz_buf *out)
{
	size_t n = strlen(path), e;

	while (n > 1 && path[n - 1] == '/')
		n--;
	for (e = n; e > 0 && path[e - 1] != '/'; e--)
		;
	zz_buf_reset(out);
	zz_buf_add(out, path + e, n - e);
	return out->len ? out->buf : path;
}

bool has_extension(const char *name, const char *ext)
{
	size_t n = strlen(name), k = strlen(ext), i;

	if (n <= k)
		return false;
	for (i = 0; i < k; i++) {
		char c = name[n - k + i];

		if ((c >= 'A' && c <= 'Z' ? c + 32 : c) != ext[i])
			return false;
	}
	return true;
}

/* A file of a directory walked with -r: one of every format read, any case. */
static int wanted(const char *name)
{
	static const char *const ext[] = {
		".zgn", ".sgf", ".zip", ".txt", ".json", ".jsonl", ".yaml", ".yml"
	};
	size_t i;

	if (name[0] == '.')
		return 0;
	for (i = 0; i < sizeof(ext) / sizeof(ext[0]); i++)
		if (has_extension(name, ext[i]))
			return 1;
	return 0;
}

static void walk_path(struct walker *w, const char *path, int depth);
static bool game_of(struct walker *w, const char *path, int depth);
static bool member_of(struct walker *w, const char *path, int depth);

/*
 * Enter the directory st: false when it was read already (said), else it
 * is marked open until leave_dir().
 */
static bool enter_dir(struct walker *w, const char *path, const struct stat *st)
{
	size_t i;

	for (i = 0; i < w->nr_dirs; i++) {
		const struct seen_dir *s = &w->dirs[i];

		if (s->dev != st->st_dev || s->ino != st->st_ino)
			continue;
		if (w->o->quiet || !say(w, w->unit, true))
			;
		else if (s->open)
			warning("'%s' leads back to '%s' (a loop of links): not read again",
				path, s->path);
		else
			warning("'%s' is the directory '%s', read already: not read again",
				path, s->path);
		return false;
	}
	ZZ_ALLOC_GROW(w->dirs, w->nr_dirs + 1, w->alloc_dirs);
	w->dirs[w->nr_dirs].dev = st->st_dev;
	w->dirs[w->nr_dirs].ino = st->st_ino;
	w->dirs[w->nr_dirs].path = zz_xstrdup(path);
	w->dirs[w->nr_dirs].open = true;
	w->nr_dirs++;
	return true;
}

static void leave_dir(struct walker *w, const struct stat *st)
{
	size_t i;

	for (i = w->nr_dirs; i-- > 0;)
		if (w->dirs[i].dev == st->st_dev && w->dirs[i].ino == st->st_ino) {
			w->dirs[i].open = false;
			return;
		}
}

static void walk_dir(struct walker *w, const char *path, int depth)
{
	struct dirent **list;
	struct stat st;
	int n, i;

	if (stat(path, &st)) {
		if (say(w, w->unit, true))
			error("cannot read the directory '%s': %s", path, strerror(errno));
		w->status = -1;
		return;
	}
	if (!enter_dir(w, path, &st))
		return;
	if (depth > 256) {
		if (say(w, w->unit, true))
			error("'%s': directories nested too deeply", path);
		w->status = -1;
		leave_dir(w, &st);
		return;
	}
	n = scandir(path, &list, NULL, alphasort);
	if (n < 0) {
		if (say(w, w->unit, true))
			error("cannot read the directory '%s': %s", path, strerror(errno));
		w->status = -1;
		leave_dir(w, &st);
		return;
	}
	for (i = 0; i < n; i++) {
		const char *e = list[i]->d_name;

		if (e[0] != '.' && !stopped(w)) {
			struct zz_buf sub = ZZ_BUF_INIT;
			struct stat sst;

			zz_buf_addf(&sub, "%s%s%s", path,
				    path[strlen(path) - 1] == '/' ? "" : "/", e);
			/*
			 * -r follows no symbolic link met in a directory, as
			 * grep -r: a record named game.zgn that leads to a
			 * private file would print its lines; -R follows them
			 */
			if (!w->o->follow_links && !lstat(sub.buf, &sst) && S_ISLNK(sst.st_mode))
				w->links++;
			else if (stat(sub.buf, &sst) == 0 && S_ISDIR(sst.st_mode))
				walk_dir(w, sub.buf, depth + 1);
			else if (wanted(e) && !stat(sub.buf, &sst) && !S_ISREG(sst.st_mode))
				/* a FIFO would block for ever, a device never end:
				 * regular files alone, as grep -r reads (said) */
				w->specials++;
			else if (wanted(e))
				walk_path(w, sub.buf, depth + 1);
			zz_buf_release(&sub);
		}
		free(list[i]);
	}
	free(list);
	leave_dir(w, &st);
}

/*
 * One file, a unit; name is how the unit is called (FILE#K for the K-th
 * game of FILE, only_game K), file the file its diagnostics name.
 */
static void read_unit(struct walker *w, const char *name, const char *file, struct file *f,
		      unsigned long only_game)
{
	struct zz_input in;

	if (w->o->names_only) {
		w->fn(w->ctx, w->unit++, name, NULL);
		return;
	}
	f->fail_after = w->o->fail_after;
	zz_input_init(&in, file, file_read, f);
	if (w->o->max_line)
		in.max_line = w->o->max_line;
	in.limits = w->o->limits;
	in.max_diagnostics = w->o->max_diagnostics;
	in.only_game = only_game;
	w->fn(w->ctx, w->unit++, name, &in);
	if ((in.error || (in.eof && f->size >= 0 && f->total < (unsigned long long)f->size)) &&
	    !say(w, w->unit - 1, false)) {
		w->status = -1;
	} else if (in.error) {
		if (f->fp == stdin)
			error("cannot read standard input: %s", strerror(f->read_errno));
		else
			error("cannot read '%s': %s", name, strerror(f->read_errno));
		w->status = -1;
	} else if (in.eof && f->size >= 0 && f->total < (unsigned long long)f->size) {
		/* a regular file cut short under us: what was read is not all */
		error("'%s' was cut short while it was read: %llu of its %lld bytes read",
		      name, f->total, f->size);
		w->status = -1;
	}
	zz_input_release(&in);
}

/*
 * A file to read; nofollow: not through a symbolic link (one put there
 * after the directory was listed fails with ELOOP, as the link it is).
 */
static FILE *open_file(const char *path, bool nofollow)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC | (nofollow ? O_NOFOLLOW : 0));
	FILE *fp;

	if (fd < 0)
		return NULL;
	fp = fdopen(fd, "rb");
	if (!fp)
		close(fd);
	return fp;
}

static void walk_path(struct walker *w, const char *path, int depth)
{
	struct file f;
	struct stat st;
	FILE *fp;
	size_t got;
	bool whole;

	if (stopped(w))
		return;
	memset(&f, 0, sizeof(f));
	memset(&st, 0, sizeof(st));
	f.size = -1;
	if (!path || !strcmp(path, "-")) {
		/* a unit like any other: one -j worker reads it */
		if (w->o->want && !w->o->want(w->ctx, w->unit)) {
			w->unit++;
			return;
		}
		f.fp = stdin;
		got = fread(f.head.b, 1, sizeof(f.head.b), stdin);
		if (is_zip(f.head.b, got)) {
			/* one unit with -j, as an archive taken whole */
			w->claimed = w->o->want != NULL;
			walk_stdin_zip(w, f.head.b, got);
			if (w->claimed) {
				w->claimed = false;
				w->unit++;
			}
			return;
		}
		f.head.len = got;
		f.total = got;
		read_unit(w, "<stdin>", "<stdin>", &f, 0);
		return;
	}
	fp = open_file(path, depth && !w->o->follow_links);
	if (!fp && errno == ENOENT && (game_of(w, path, depth) || member_of(w, path, depth)))
		return;
	if (!fp) {
		if (say(w, w->unit, true))
			error("cannot open '%s': %s", path, strerror(errno));
		w->status = -1;
		return;
	}
	if (fstat(fileno(fp), &st) == 0 && S_ISDIR(st.st_mode)) {
		fclose(fp);
		if (w->o->recursive) {
			walk_dir(w, path, depth);
			return;
		}
		if (say(w, w->unit, true))
			error("cannot read '%s': it is a directory (use -r)", path);
		w->status = -1;
		return;
	}
	if (w->o->skip && st.st_dev == w->o->skip_dev && st.st_ino == w->o->skip_ino) {
		if (!w->o->quiet && say(w, w->unit, true))
			warning("'%s' is the output: not read as an input", path);
		fclose(fp);
		return;
	}
	/*
	 * A file taken whole is asked for before it is read: a -j worker
	 * that does not take it reads nothing of it, not even its directory
	 * when it is an archive (a few percent of the walk, met by each).
	 */
	whole = w->o->want && S_ISREG(st.st_mode) &&
		(unsigned long long)st.st_size <= w->o->whole_max;
	if (whole && (!w->o->want(w->ctx, w->unit) || w->o->names_only)) {
		if (w->o->names_only && w->o->want(w->ctx, w->unit))
			w->fn(w->ctx, w->unit, path, NULL);
		fclose(fp);
		w->unit++;
		return;
	}
	got = fread(f.head.b, 1, sizeof(f.head.b), fp);
	if (is_zip(f.head.b, got)) {
		w->claimed = whole;
		walk_zip(w, path, fp, S_ISREG(st.st_mode) ? (long long)st.st_size : -1);
		if (whole) {
			w->claimed = false;
			w->unit++;
		}
		fclose(fp);
		return;
	}
	if (!whole && w->o->want && !w->o->want(w->ctx, w->unit)) {
		fclose(fp);
		w->unit++;
		return;
	}
	f.fp = fp;
	if (S_ISREG(st.st_mode))
		f.size = (long long)st.st_size;
	f.head.len = got;
	f.total = got;
	read_unit(w, path, path, &f, 0);
	fclose(fp);
}

/*
 * FILE#K, the K-th game of FILE as every command numbers them ("game" in
 * validate --json), when no file of that name exists: true when it was one
 * (read, or said), false when the name is not of that form.
 */
/* K of a name that ends "#K" (K from 1), *hash at the '#'; 0: none. */
static unsigned long game_suffix(const char *path, const char **hash)
{
	const char *p;
	unsigned long k = 0;

	*hash = strrchr(path, '#');
	if (!*hash || !(*hash)[1])
		return 0;
	for (p = *hash + 1; *p; p++) {
		if (*p < '0' || *p > '9' || k > 100000000)
			return 0;
		k = k * 10 + (unsigned long)(*p - '0');
	}
	return k;
}

static bool game_of(struct walker *w, const char *path, int depth)
{
	const char *hash;
	unsigned long k;
	struct file f;
	struct stat st;
	char *file;
	size_t got;
	FILE *fp;

	if (depth || !(k = game_suffix(path, &hash)))
		return false;
	file = zz_xstrndup(path, (size_t)(hash - path));
	fp = fopen(file, "rb");
	if (!fp) {
		free(file);
		return false;
	}
	if (fstat(fileno(fp), &st) || !S_ISREG(st.st_mode)) {
		if (say(w, w->unit, true))
			error("'%s': #%lu selects a game of a record file; '%s' is not one", path, k, file);
		w->status = -1;
		fclose(fp);
		free(file);
		return true;
	}
	memset(&f, 0, sizeof(f));
	got = fread(f.head.b, 1, sizeof(f.head.b), fp);
	if (is_zip(f.head.b, got)) {
		if (say(w, w->unit, true))
			error("'%s': #%lu selects a game of a record file; '%s' is an archive",
			      path, k, file);
		w->status = -1;
	} else if (w->o->want && !w->o->want(w->ctx, w->unit)) {
		w->unit++;
	} else {
		f.fp = fp;
		f.size = (long long)st.st_size;
		f.head.len = got;
		f.total = got;
		read_unit(w, path, file, &f, k);
	}
	fclose(fp);
	free(file);
	return true;
}

/*
 * ARCHIVE:MEMBER, the name every command gives a member of an archive,
 * when no file of that name exists: the member alone (an archive inside
 * an archive, a.zip:b.zip:m, is gone into).  True when it was one (read,
 * or said), false when no ARCHIVE before a ':' is an archive.
 */
static bool member_of(struct walker *w, const char *path, int depth)
{
	const char *colon, *hash;

	if (depth)
		return false;
	for (colon = strchr(path, ':'); colon; colon = strchr(colon + 1, ':')) {
		char *file = zz_xstrndup(path, (size_t)(colon - path));
		unsigned char head[4];
		struct stat st;
		FILE *fp = fopen(file, "rb");
		bool zip;

		if (!fp) {
			free(file);
			continue;
		}
		zip = !fstat(fileno(fp), &st) && S_ISREG(st.st_mode) &&
		      is_zip(head, fread(head, 1, sizeof(head), fp));
		if (zip && w->o->want && !w->o->want(w->ctx, w->unit)) {
			w->unit++;	/* one unit: another job reads it */
		} else if (zip && w->o->names_only) {
			w->fn(w->ctx, w->unit++, path, NULL);
		} else if (zip) {
			size_t unit = w->unit;

			w->only = path;
			w->found = false;
			w->claimed = true;
			walk_zip(w, file, fp, (long long)st.st_size);
			if (!w->found && !stopped(w) && game_suffix(path, &hash)) {
				/* ARCHIVE:MEMBER#K, as [Source] names a game of a
				 * member: the K-th game of the member */
				char *member = zz_xstrndup(path, (size_t)(hash - path));

				w->only = member;
				w->only_game = game_suffix(path, &hash);
				walk_zip(w, file, fp, (long long)st.st_size);
				w->only = path;
				w->only_game = 0;
				free(member);
			}
			w->claimed = false;
			if (!w->found && !stopped(w)) {
				if (say(w, unit, false))
					error("cannot open '%s': the archive '%s' has no member '%s'",
					      path, file, colon + 1);
				w->status = -1;
			}
			w->only = NULL;
			w->unit = unit + 1;
		}
		fclose(fp);
		free(file);
		if (zip)
			return true;
	}
	return false;
}

int walk_inputs(char **paths, int n, const struct walk_opts *o, unit_fn fn,
		void *ctx)
{
	struct walker w;
	size_t k;
	int i;

	memset(&w, 0, sizeof(w));
	w.o = o;
	w.fn = fn;
	w.ctx = ctx;
	if (n == 0)
		walk_path(&w, NULL, 0);
	for (i = 0; i < n; i++)
		walk_path(&w, paths[i], 0);
	if (w.links && !o->quiet && say(&w, w.unit, true))
		note(Q_("%zu symbolic link in the directories not followed (-R follows them)",
			"%zu symbolic links in the directories not followed (-R follows them)", w.links),
		     w.links);
	if (w.specials && !o->quiet && say(&w, w.unit, true))
		note(Q_("%zu file in the directories not read: not regular files (a FIFO, a device, a socket)",
			"%zu files in the directories not read: not regular files (a FIFO, a device, a socket)",
			w.specials),
		     w.specials);
	for (k = 0; k < w.nr_dirs; k++)
		free(w.dirs[k].path);
	free(w.dirs);
	walk_archives_release(&w);
	return w.status;
}

/* A size in bytes (k, M, G) or a count (digits alone), from 1 to max. */
static unsigned long long env_number(const char *name, unsigned long long def,
				     unsigned long long max, bool bytes)
{
	const char *v = getenv(name);
	unsigned long long n;
	char *end;

	if (!v || !*v)
		return def;
	errno = 0;
	n = strtoull(v, &end, 10);
	if (bytes && (*end == 'k' || *end == 'K'))
		n = n > (max >> 10) ? max + 1 : n << 10, end++;
	else if (bytes && *end == 'M')
		n = n > (max >> 20) ? max + 1 : n << 20, end++;
	else if (bytes && *end == 'G')
		n = n > (max >> 30) ? max + 1 : n << 30, end++;
	if (errno || *end || *v == '-' || n == 0 || n > max) {
		if (bytes)
			inform("%s: '%s' is not a size in bytes (k, M, G) up to %llu", name, v, max);
		else
			inform("%s: '%s' is not a number up to %llu", name, v, max);
		exit(2);
	}
	return n;
}

static unsigned long long env_bytes(const char *name, unsigned long long def,
				    unsigned long long max)
{
	return env_number(name, def, max, true);
}

void walk_defaults(struct walk_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->max_line = (size_t)env_bytes("ZERTZ_MAX_LINE", ZZ_INPUT_MAX_LINE, 1ULL << 30);
	o->member_limit = env_bytes("ZERTZ_MAX_MEMBER", WALK_MEMBER_LIMIT, 1ULL << 40);
	o->archive_limit = env_bytes("ZERTZ_MAX_ARCHIVE", WALK_ARCHIVE_LIMIT, 1ULL << 44);
	o->fail_after = env_bytes("ZERTZ_TEST_READ_FAIL", 0, 1ULL << 44);
	o->limits.max_turns = (size_t)env_number("ZERTZ_MAX_TURNS", ZZ_MAX_TURNS, 1ULL << 30, false);
	o->limits.max_tags = (size_t)env_number("ZERTZ_MAX_TAGS", ZZ_MAX_TAGS, 1ULL << 24, false);
	o->limits.max_text = (size_t)env_bytes("ZERTZ_MAX_TEXT", ZZ_MAX_TEXT, 1ULL << 40);
	o->max_diagnostics = (size_t)env_number("ZERTZ_MAX_DIAGNOSTICS", ZZ_DIAG_MAX_KEPT,
						 1ULL << 30, false);
}
