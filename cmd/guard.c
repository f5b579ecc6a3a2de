/*
 * No input is ever an output (guard.h).
 */
#include "guard.h"

#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "buf.h"
#include "error.h"
#include "exit.h"
#include "xalloc.h"
#include "banned.h"

static void add(struct guard *g, const struct stat *st, const char *name)
{
	ZZ_ALLOC_GROW(g->v, g->nr + 1, g->alloc);
	g->v[g->nr].dev = st->st_dev;
	g->v[g->nr].ino = st->st_ino;
	g->v[g->nr].name = zz_xstrdup(name);
	g->nr++;
}

/* FILE#K: the file, when path is of that form and FILE exists. */
static bool game_of(const char *path, struct stat *st)
{
	const char *hash = strrchr(path, '#'), *p;
	char *file;
	bool ok;

	if (!hash || !hash[1])
		return false;
	for (p = hash + 1; *p; p++)
		if (*p < '0' || *p > '9')
			return false;
	file = zz_xstrndup(path, (size_t)(hash - path));
	ok = !stat(file, st) && S_ISREG(st->st_mode);
	free(file);
	return ok;
}

/* ARCHIVE:MEMBER (or a.zip:b.zip:m): the first ARCHIVE that is a file. */
static bool member_of(const char *path, struct stat *st)
{
	const char *colon;

	for (colon = strchr(path, ':'); colon; colon = strchr(colon + 1, ':')) {
		char *file = zz_xstrndup(path, (size_t)(colon - path));
		bool ok = !stat(file, st) && S_ISREG(st->st_mode);

		free(file);
		if (ok)
			return true;
	}
	return false;
}

void guard_add(struct guard *g, const char *path)
{
	struct stat st;

	if (!path || !strcmp(path, "-")) {
		/* standard input, when it is a file that -o could name */
		if (!fstat(STDIN_FILENO, &st) && S_ISREG(st.st_mode))
			add(g, &st, "standard input");
		return;
	}
	/* as the walk reads it: the file itself, else FILE#K, else ARCHIVE:MEMBER */
	if (!stat(path, &st) || game_of(path, &st) || member_of(path, &st))
		add(g, &st, path);
}

void guard_init(struct guard *g, char **paths, int n)
{
	int i;

	memset(g, 0, sizeof(*g));
	if (!n)
		guard_add(g, NULL);
	for (i = 0; i < n; i++)
		guard_add(g, paths[i]);
}

void guard_release(struct guard *g)
{
	size_t i;

	for (i = 0; i < g->nr; i++)
		free(g->v[i].name);
	free(g->v);
	memset(g, 0, sizeof(*g));
}

static int clash(const struct guard *g, const struct stat *st, const char *out)
{
	size_t i;

	for (i = 0; i < g->nr; i++)
		if (g->v[i].dev == st->st_dev && g->v[i].ino == st->st_ino) {
			error("refusing to write '%s': it is the input '%s'", out, g->v[i].name);
			return ZZ_EXIT_USAGE;
		}
	return 0;
}

int guard_output(const struct guard *g, const char *path)
{
	struct stat st;

	if (!path || !strcmp(path, "-") || stat(path, &st))
		return 0;
	return clash(g, &st, path);
}

int guard_dir(const struct guard *g, const char *dir,
	      bool (*generated)(const void *ctx, const char *name), const void *ctx)
{
	struct zz_buf path = ZZ_BUF_INIT;
	struct dirent *e;
	DIR *d = opendir(dir);
	int rc = 0;

	if (!d)
		return 0;	/* nothing in it yet (or said when it is made) */
	while (!rc && (e = readdir(d))) {
		struct stat st;

		if (!generated(ctx, e->d_name))
			continue;
		zz_buf_reset(&path);
		if (strcmp(dir, "."))
			zz_buf_addf(&path, "%s/", dir);
		zz_buf_addstr(&path, e->d_name);
		/* the name itself: a link there is replaced, not followed */
		if (!lstat(path.buf, &st))
			rc = clash(g, &st, path.buf);
	}
	closedir(d);
	zz_buf_release(&path);
	return rc;
}

bool guard_numbered(const char *name, const char *prefix, const char *suffix)
{
	size_t np = strlen(prefix), ns = strlen(suffix), n = strlen(name), i;

	if (n <= np + ns || strncmp(name, prefix, np) || strcmp(name + n - ns, suffix))
		return false;
	for (i = np; i < n - ns; i++)
		if (name[i] < '0' || name[i] > '9')
			return false;
	return true;
}
