#include "walk.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <zip.h>

#include "buf.h"
#include "cmd.h"
#include "xalloc.h"
#include "banned.h"

struct walker {
	const struct walk_opts *o;
	unit_fn fn;
	void *ctx;
	size_t unit;
	int status;
};

/* A file whose first bytes were read to recognise it, and are given back. */
struct file {
	FILE *fp;
	unsigned char head[4];
	size_t head_len, head_pos;
};

static long file_read(void *ctx, char *buf, size_t n)
{
	struct file *f = ctx;
	size_t got;

	if (f->head_pos < f->head_len) {
		got = f->head_len - f->head_pos < n ? f->head_len - f->head_pos : n;
		memcpy(buf, f->head + f->head_pos, got);
		f->head_pos += got;
		return (long)got;
	}
	got = fread(buf, 1, n, f->fp);
	if (got == 0 && ferror(f->fp))
		return -1;
	return (long)got;
}

struct member {
	zip_file_t *zf;
	unsigned long long left;	/* bytes this member may still give */
	unsigned long long *archive_left;
	bool over;
};

static long member_read(void *ctx, char *buf, size_t n)
{
	struct member *m = ctx;
	zip_int64_t got;

	if (m->left == 0 || *m->archive_left == 0) {
		char probe;

		/* at the limit: is there more? */
		if (zip_fread(m->zf, &probe, 1) > 0)
			m->over = true;
		return 0;
	}
	if (n > m->left)
		n = (size_t)m->left;
	if (n > *m->archive_left)
		n = (size_t)*m->archive_left;
	got = zip_fread(m->zf, buf, n);
	if (got < 0)
		return -1;
	m->left -= (unsigned long long)got;
	*m->archive_left -= (unsigned long long)got;
	return (long)got;
}

static void walk_zip(struct walker *w, const char *path)
{
	struct zz_buf name = ZZ_BUF_INIT;
	unsigned long long archive_left = w->o->archive_limit;
	zip_int64_t i, n;
	zip_t *za;
	int err = 0;

	za = zip_open(path, ZIP_RDONLY, &err);
	if (!za) {
		zip_error_t ze;

		zip_error_init_with_code(&ze, err);
		error("cannot read the archive '%s': %s", path, zip_error_strerror(&ze));
		zip_error_fini(&ze);
		w->status = -1;
		return;
	}
	n = zip_get_num_entries(za, 0);
	for (i = 0; i < n; i++) {
		struct zz_input in;
		struct member m;
		zip_stat_t st;
		const char *mn;

		if (zip_stat_index(za, (zip_uint64_t)i, 0, &st) || !(st.valid & ZIP_STAT_NAME))
			continue;
		mn = st.name;
		if (!*mn || mn[strlen(mn) - 1] == '/')
			continue;	/* a directory entry */
		if (w->o->want && !w->o->want(w->ctx, w->unit)) {
			w->unit++;
			continue;
		}
		zz_buf_reset(&name);
		zz_buf_addf(&name, "%s:%s", path, mn);
		m.zf = zip_fopen_index(za, (zip_uint64_t)i, 0);
		if (!m.zf) {
			error("cannot read '%s': %s", name.buf, zip_strerror(za));
			w->status = -1;
			w->unit++;
			continue;
		}
		m.left = w->o->member_limit;
		m.archive_left = &archive_left;
		m.over = false;
		zz_input_init(&in, name.buf, member_read, &m);
		if (w->o->max_line)
			in.max_line = w->o->max_line;
		w->fn(w->ctx, w->unit++, name.buf, &in);
		if (in.error) {
			error("cannot read '%s': %s", name.buf, zip_file_strerror(m.zf));
			w->status = -1;
		} else if (m.over) {
			error("'%s': only the first %llu bytes were read (the limit of a %s)",
			      name.buf, m.left == 0 ? w->o->member_limit
						    : w->o->archive_limit,
			      m.left == 0 ? "member" : "whole archive");
			w->status = -1;
		}
		zz_input_release(&in);
		zip_fclose(m.zf);
		if (archive_left == 0)
			break;
	}
	zip_discard(za);
	zz_buf_release(&name);
}

static int wanted(const char *name)
{
	static const char *const ext[] = { ".zgn", ".sgf", ".zip", ".txt" };
	size_t len = strlen(name), i, k;

	if (name[0] == '.')
		return 0;
	for (i = 0; i < sizeof(ext) / sizeof(ext[0]); i++) {
		if (len < 4)
			continue;
		for (k = 0; k < 4; k++) {
			int c = name[len - 4 + k];

			if ((c >= 'A' && c <= 'Z' ? c + 32 : c) != ext[i][k])
				break;
		}
		if (k == 4)
			return 1;
	}
	return 0;
}

static void walk_path(struct walker *w, const char *path, int depth);

static void walk_dir(struct walker *w, const char *path, int depth)
{
	struct dirent **list;
	int n, i;

	if (depth > 64) {
		error("'%s': directories nested too deeply", path);
		w->status = -1;
		return;
	}
	n = scandir(path, &list, NULL, alphasort);
	if (n < 0) {
		error("cannot read the directory '%s': %s", path, strerror(errno));
		w->status = -1;
		return;
	}
	for (i = 0; i < n; i++) {
		const char *e = list[i]->d_name;

		if (strcmp(e, ".") && strcmp(e, "..") && e[0] != '.') {
			struct zz_buf sub = ZZ_BUF_INIT;
			struct stat st;

			zz_buf_addf(&sub, "%s%s%s", path,
				    path[strlen(path) - 1] == '/' ? "" : "/", e);
			if (stat(sub.buf, &st) == 0 && S_ISDIR(st.st_mode))
				walk_dir(w, sub.buf, depth + 1);
			else if (wanted(e))
				walk_path(w, sub.buf, depth + 1);
			zz_buf_release(&sub);
		}
		free(list[i]);
	}
	free(list);
}

static void walk_path(struct walker *w, const char *path, int depth)
{
	struct zz_input in;
	unsigned char magic[4];
	struct stat st;
	FILE *fp;
	size_t got;

	if (!path || !strcmp(path, "-")) {
		struct file f = { stdin, { 0 }, 0, 0 };

		zz_input_init(&in, "<stdin>", file_read, &f);
		if (w->o->max_line)
			in.max_line = w->o->max_line;
		w->fn(w->ctx, w->unit++, "<stdin>", &in);
		if (in.error) {
			error("cannot read standard input: %s", strerror(errno));
			w->status = -1;
		}
		zz_input_release(&in);
		return;
	}
	fp = fopen(path, "rb");
	if (fp && w->o->want && !w->o->want(w->ctx, w->unit)) {
		/* not ours, but a directory or an archive is walked all the same */
		struct stat st0;
		unsigned char m0[4];

		if (!(fstat(fileno(fp), &st0) == 0 && S_ISDIR(st0.st_mode)) &&
		    !(fread(m0, 1, 4, fp) == 4 && m0[0] == 'P' && m0[1] == 'K')) {
			fclose(fp);
			w->unit++;
			return;
		}
		rewind(fp);
	}
	if (!fp) {
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
		error("cannot read '%s': it is a directory (use -r)", path);
		w->status = -1;
		return;
	}
	got = fread(magic, 1, sizeof(magic), fp);
	if (got == 4 && magic[0] == 'P' && magic[1] == 'K' &&
	    ((magic[2] == 3 && magic[3] == 4) || (magic[2] == 5 && magic[3] == 6))) {
		fclose(fp);
		walk_zip(w, path);
		return;
	}
	/* no rewind: a pipe cannot; the bytes read are handed back */
	{
		struct file f = { fp, { 0 }, got, 0 };

		memcpy(f.head, magic, got);
		zz_input_init(&in, path, file_read, &f);
		if (w->o->max_line)
			in.max_line = w->o->max_line;
		w->fn(w->ctx, w->unit++, path, &in);
	}
	if (in.error) {
		error("cannot read '%s': %s", path, strerror(errno));
		w->status = -1;
	}
	zz_input_release(&in);
	fclose(fp);
}

int walk_inputs(char **paths, int n, const struct walk_opts *o, unit_fn fn,
		void *ctx)
{
	struct walker w = { o, fn, ctx, 0, 0 };
	int i;

	if (n == 0)
		walk_path(&w, NULL, 0);
	for (i = 0; i < n; i++)
		walk_path(&w, paths[i], 0);
	return w.status;
}

static unsigned long long env_bytes(const char *name, unsigned long long def,
				    unsigned long long max)
{
	const char *v = getenv(name);
	unsigned long long n;
	char *end;

	if (!v || !*v)
		return def;
	errno = 0;
	n = strtoull(v, &end, 10);
	if (*end == 'k' || *end == 'K')
		n <<= 10, end++;
	else if (*end == 'M')
		n <<= 20, end++;
	else if (*end == 'G')
		n <<= 30, end++;
	if (errno || *end || *v == '-' || n == 0 || n > max) {
		fprintf(stderr, "zertz: %s: '%s' is not a size in bytes (k, M, G) up to %llu\n",
			name, v, max);
		exit(2);
	}
	return n;
}

void walk_defaults(struct walk_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->max_line = (size_t)env_bytes("ZERTZ_MAX_LINE", ZZ_INPUT_MAX_LINE, 1ULL << 30);
	o->member_limit = env_bytes("ZERTZ_MAX_MEMBER", WALK_MEMBER_LIMIT, 1ULL << 40);
	o->archive_limit = env_bytes("ZERTZ_MAX_ARCHIVE", WALK_ARCHIVE_LIMIT, 1ULL << 44);
}
