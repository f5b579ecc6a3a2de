#include "walk.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <libdeflate.h>
#include <zip.h>

#include "buf.h"
#include "error.h"
#include "xalloc.h"
#include "zipdir.h"
#include "banned.h"

/* A directory read, by identity: a second visit is a loop or a repeat. */
struct seen_dir {
	dev_t dev;
	ino_t ino;
	char *path;
	bool open;		/* on the path being walked: a loop */
};

struct walker {
	const struct walk_opts *o;
	unit_fn fn;
	void *ctx;
	size_t unit;
	int status;
	struct seen_dir *dirs;
	size_t nr_dirs, alloc_dirs;
	/* members inflated whole: the decompressor and its buffers, reused */
	struct libdeflate_decompressor *inflater;
	struct zz_buf packed, whole;
	struct zz_buf archive;		/* an archive read whole, reused */
	/* ARCHIVE:MEMBER given as an input: that member alone, and whether met */
	const char *only;
	bool found;
	/* the file walked is one unit, taken whole: its members are parts of it */
	bool claimed;
	/* symbolic links met in directories and not followed (-r, not -R) */
	size_t links;
};

/*
 * Why libzip cannot open an archive, in its words, but for the commonest
 * case: a file that is not an archive, or one cut short, which libzip 1.7
 * calls "Not a zip archive" and 1.10 and later "Possibly truncated or
 * corrupted zip archive" -- said alike whatever libzip is installed.
 */
static const char *archive_error(zip_error_t *ze)
{
	int code = zip_error_code_zip(ze);

#ifdef ZIP_ER_TRUNCATED_ZIP
	if (code == ZIP_ER_TRUNCATED_ZIP)
		code = ZIP_ER_NOZIP;
#endif
	if (code == ZIP_ER_NOZIP)
		return "not a zip archive, or one cut short";
	return zip_error_strerror(ze);
}

/*
 * Before a problem is said: false when this walk keeps it unsaid.  One
 * within a file taken whole is not shared: only the walk that took the
 * file meets it.
 */
static bool say(struct walker *w, size_t unit, bool shared)
{
	return !w->o->said || w->o->said(w->ctx, unit, shared && !w->claimed);
}

static bool stopped(const struct walker *w)
{
	return w->o->stop && *w->o->stop;
}

static bool is_zip(const unsigned char *m, size_t n)
{
	return n == 4 && m[0] == 'P' && m[1] == 'K' &&
	       ((m[2] == 3 && m[3] == 4) || (m[2] == 5 && m[3] == 6));
}

/*
 * The first bytes of a source, read to recognise it and given back to
 * the reader: a pipe cannot be rewound.
 */
struct head {
	unsigned char b[4];
	size_t len, pos;
};

static size_t head_give(struct head *h, char *buf, size_t n)
{
	size_t got = h->len - h->pos < n ? h->len - h->pos : n;

	memcpy(buf, h->b + h->pos, got);
	h->pos += got;
	return got;
}

struct file {
	FILE *fp;
	struct head head;
	unsigned long long total;	/* bytes read, the head included */
	long long size;			/* of a regular file at open, or -1 */
	unsigned long long fail_after;	/* ZERTZ_TEST_READ_FAIL, or 0 */
};

static long file_read(void *ctx, char *buf, size_t n)
{
	struct file *f = ctx;
	size_t got;

	if (f->head.pos < f->head.len)
		return (long)head_give(&f->head, buf, n);
	if (f->fail_after && f->total >= f->fail_after) {
		errno = EIO;	/* the test suite's failing disk */
		return -1;
	}
	if (f->fail_after && n > f->fail_after - f->total)
		n = (size_t)(f->fail_after - f->total);
	got = fread(buf, 1, n, f->fp);
	if (got == 0 && ferror(f->fp))
		return -1;
	f->total += got;
	return (long)got;
}

struct member {
	zip_file_t *zf;			/* NULL when the member is whole in memory */
	const char *mem;		/* the member inflated whole, or NULL */
	size_t mem_len, mem_pos;
	struct head head;
	unsigned long long left;	/* bytes this member may still give */
	unsigned long long *archive_left;
	bool over;
};

static long member_raw(struct member *m, char *buf, size_t n)
{
	zip_int64_t got;

	if (m->left == 0 || *m->archive_left == 0) {
		char probe;

		/* at the limit: is there more? */
		if (m->mem ? m->mem_pos < m->mem_len : zip_fread(m->zf, &probe, 1) > 0)
			m->over = true;
		return 0;
	}
	if (n > m->left)
		n = (size_t)m->left;
	if (n > *m->archive_left)
		n = (size_t)*m->archive_left;
	if (m->mem) {
		if (n > m->mem_len - m->mem_pos)
			n = m->mem_len - m->mem_pos;
		memcpy(buf, m->mem + m->mem_pos, n);
		m->mem_pos += n;
		got = (zip_int64_t)n;
	} else {
		got = zip_fread(m->zf, buf, n);
	}
	if (got < 0)
		return -1;
	m->left -= (unsigned long long)got;
	*m->archive_left -= (unsigned long long)got;
	return (long)got;
}

static long member_read(void *ctx, char *buf, size_t n)
{
	struct member *m = ctx;

	if (m->head.pos < m->head.len)
		return (long)head_give(&m->head, buf, n);
	return member_raw(m, buf, n);
}

/*
 * An archive being walked: its directory read by libzip (za), or read in
 * place (dir: the archive is whole in w->archive), when libzip is opened
 * only if a member needs it.
 */
struct arch {
	zip_t *za;
	struct zipdir *dir;
	bool refused;		/* libzip, opened late, would not have it */
};

static void walk_archive(struct walker *w, struct arch *a, const char *path,
			 int depth, unsigned long long *archive_left, bool nested);

static void over_limit(struct walker *w, const char *name, const struct member *m)
{
	if (say(w, w->unit, false))
		error("'%s': only the first %llu bytes were read (the limit of a %s)",
		      name, m->left == 0 ? w->o->member_limit : w->o->archive_limit,
		      m->left == 0 ? "member" : "whole archive");
	w->status = -1;
}

/* A member that is a zip archive: read whole into memory, walked in turn. */
static void walk_inner_zip(struct walker *w, struct member *m, const char *name,
			   int depth)
{
	struct zz_buf data = ZZ_BUF_INIT;
	zip_source_t *src;
	zip_error_t ze;
	zip_t *inner;
	long got;

	if (depth >= WALK_ZIP_DEPTH) {
		if (say(w, w->unit, false))
			error("'%s': a zip archive inside %d others is not read", name, depth);
		w->status = -1;
		return;
	}
	zz_buf_add(&data, (const char *)m->head.b, m->head.len);
	for (;;) {
		zz_buf_grow(&data, 65536);
		got = member_raw(m, data.buf + data.len, 65536);
		if (got <= 0)
			break;
		zz_buf_setlen(&data, data.len + (size_t)got);
	}
	if (got < 0) {
		if (say(w, w->unit, false))
			error("cannot read '%s': %s", name,
			      m->zf ? zip_file_strerror(m->zf) : "read error");
		w->status = -1;
	} else if (m->over) {
		over_limit(w, name, m);
	} else {
		zip_error_init(&ze);
		src = zip_source_buffer_create(data.buf, data.len, 0, &ze);
		inner = src ? zip_open_from_source(src, ZIP_RDONLY, &ze) : NULL;
		if (!inner) {
			if (say(w, w->unit, false))
				error("cannot read the archive '%s': %s", name,
				      archive_error(&ze));
			w->status = -1;
			if (src)
				zip_source_free(src);
		} else {
			struct arch a = { inner, NULL, false };

			walk_archive(w, &a, name, depth + 1, m->archive_left, true);
			zip_discard(inner);
		}
		zip_error_fini(&ze);
	}
	zz_buf_release(&data);
}

/* Members inflated whole are at most this big (else streamed by libzip). */
#define WHOLE_MAX (64u << 20)

/*
 * Inflate a deflated member whole into w->whole with libdeflate, its
 * CRC-32 checked: an archive is mostly small deflated members, which
 * libdeflate inflates and checks in a fraction of zlib's time (through
 * libzip).  libzip still reads the archive's directory and hands over
 * the compressed bytes.  False when the member is not one of these
 * (stored, another method, encrypted, large, over a limit) or anything
 * fails: it is then read through libzip, which says what is wrong in
 * its own words, as before.
 */
static bool member_whole(struct walker *w, zip_t *za, zip_uint64_t i, const zip_stat_t *st,
			 unsigned long long archive_left)
{
	const zip_uint64_t need = ZIP_STAT_SIZE | ZIP_STAT_COMP_SIZE | ZIP_STAT_COMP_METHOD |
				  ZIP_STAT_CRC | ZIP_STAT_ENCRYPTION_METHOD;
	zip_file_t *zf;
	zip_int64_t got;
	size_t actual;

	if ((st->valid & need) != need || st->comp_method != ZIP_CM_DEFLATE ||
	    st->encryption_method != ZIP_EM_NONE || st->size > WHOLE_MAX ||
	    st->comp_size > WHOLE_MAX || st->size > w->o->member_limit || st->size > archive_left)
		return false;
	if (!w->inflater && !(w->inflater = libdeflate_alloc_decompressor()))
		return false;
	if (!(zf = zip_fopen_index(za, i, ZIP_FL_COMPRESSED)))
		return false;
	zz_buf_reset(&w->packed);
	zz_buf_grow(&w->packed, (size_t)st->comp_size + 1);
	got = zip_fread(zf, w->packed.buf, st->comp_size);
	zip_fclose(zf);
	if (got < 0 || (zip_uint64_t)got != st->comp_size)
		return false;
	zz_buf_reset(&w->whole);
	zz_buf_grow(&w->whole, (size_t)st->size + 1);
	if (libdeflate_deflate_decompress(w->inflater, w->packed.buf, (size_t)st->comp_size,
					  w->whole.buf, (size_t)st->size, &actual) != LIBDEFLATE_SUCCESS ||
	    actual != st->size ||
	    libdeflate_crc32(0, w->whole.buf, actual) != st->crc)
		return false;
	zz_buf_setlen(&w->whole, actual);
	return true;
}

/*
 * A member of an archive whose directory was read in place (zipdir.h),
 * within the limits of member_whole(): inflated whole and checked with
 * libdeflate, or, stored, checked and read where it lies in the archive.
 * False when it is not such a member or anything fails: libzip then reads
 * it, and says what is wrong in its own words.
 */
static bool member_in_place(struct walker *w, const struct zipdir *dir, size_t i,
			    unsigned long long archive_left, struct member *m)
{
	const struct zipdir_entry *e = &dir->e[i];
	const unsigned char *data;
	size_t actual;

	if (e->size > WHOLE_MAX || e->comp_size > WHOLE_MAX || e->size > w->o->member_limit ||
	    e->size > archive_left || !(data = zipdir_data(dir, i)))
		return false;
	if (e->method == 0) {
		if (e->comp_size != e->size || libdeflate_crc32(0, data, e->size) != e->crc)
			return false;
		m->mem = (const char *)data;
		m->mem_len = e->size;
		return true;
	}
	if (!w->inflater && !(w->inflater = libdeflate_alloc_decompressor()))
		return false;
	zz_buf_reset(&w->whole);
	zz_buf_grow(&w->whole, (size_t)e->size + 1);
	if (libdeflate_deflate_decompress(w->inflater, data, e->comp_size, w->whole.buf, e->size,
					  &actual) != LIBDEFLATE_SUCCESS ||
	    actual != e->size || libdeflate_crc32(0, w->whole.buf, actual) != e->crc)
		return false;
	zz_buf_setlen(&w->whole, actual);
	m->mem = w->whole.buf;
	m->mem_len = actual;
	return true;
}

/*
 * libzip's handle of the archive, opened from memory when its directory
 * was read in place and a member needs libzip after all; NULL (said) when
 * libzip will not have it.
 */
static zip_t *arch_zip(struct walker *w, struct arch *a, const char *path)
{
	zip_source_t *src;
	zip_error_t ze;

	if (a->za || a->refused)
		return a->za;
	zip_error_init(&ze);
	src = zip_source_buffer_create(w->archive.buf, w->archive.len, 0, &ze);
	if (src && !(a->za = zip_open_from_source(src, ZIP_RDONLY, &ze)))
		zip_source_free(src);
	if (!a->za) {
		a->refused = true;
		if (say(w, w->unit, true))
			error("cannot read the archive '%s': %s", path, archive_error(&ze));
		w->status = -1;
	}
	zip_error_fini(&ze);
	return a->za;
}

/*
 * ARCHIVE:MEMBER: whether path:mn is the member asked for, an archive on
 * the way to it (a.zip:b.zip:m), or inside the archive asked for.
 */
static bool chosen_member(struct walker *w, const char *path, const char *mn)
{
	size_t np = strlen(path), nm = strlen(mn), no = strlen(w->only);

	if (no < np + 1 + nm) {
		/* inside the archive asked for: "a.zip:b.zip" and a member of b.zip */
		if (!strncmp(w->only, path, no) && (path[no] == ':' || !path[no])) {
			w->found = true;
			return true;
		}
		return false;
	}
	if (strncmp(w->only, path, np) || w->only[np] != ':' || strncmp(w->only + np + 1, mn, nm))
		return false;
	if (no == np + 1 + nm) {
		w->found = true;
		return true;
	}
	/* an archive on the way: "a.zip:b.zip:m" and b.zip in a.zip */
	return w->only[np + 1 + nm] == ':';
}

/*
 * The members of an archive.  Each member of an archive on the command
 * line or in a directory too big to be taken whole is a unit, so that a
 * -j worker skips the others without inflating them; the members of an
 * archive taken whole, or inside a member (nested), are all read as
 * parts of its unit.
 */
static void walk_archive(struct walker *w, struct arch *a, const char *path,
			 int depth, unsigned long long *archive_left, bool nested)
{
	struct zz_buf name = ZZ_BUF_INIT, dname = ZZ_BUF_INIT;
	/* its members are parts of one unit, not units of their own */
	bool parts = nested || w->claimed;
	zip_int64_t i, n;

	n = a->dir ? (zip_int64_t)a->dir->n : zip_get_num_entries(a->za, 0);
	for (i = 0; i < n && *archive_left && !stopped(w); i++) {
		struct zz_input in;
		struct member m;
		zip_stat_t st;
		const char *mn;
		zip_t *za;
		long got;

		/* the name alone says whether it is skipped (cheaper than a stat) */
		if (a->dir) {
			zz_buf_reset(&dname);
			zz_buf_add(&dname, a->dir->e[i].name, a->dir->e[i].name_len);
			mn = dname.buf;
		} else if (!(mn = zip_get_name(a->za, (zip_uint64_t)i, 0))) {
			continue;
		}
		if (!*mn || mn[strlen(mn) - 1] == '/')
			continue;	/* a directory entry */
		if (w->only && !chosen_member(w, path, mn))
			continue;
		if (!parts && w->o->want && !w->o->want(w->ctx, w->unit)) {
			w->unit++;
			continue;
		}
		zz_buf_reset(&name);
		zz_buf_addstr(&name, path);
		zz_buf_addch(&name, ':');
		zz_buf_addstr(&name, mn);
		if (w->o->names_only) {
			w->fn(w->ctx, w->unit, name.buf, NULL);
			if (!parts)
				w->unit++;
			continue;
		}
		memset(&m, 0, sizeof(m));
		if (a->dir && !nested && member_in_place(w, a->dir, (size_t)i, *archive_left, &m)) {
			/* read in place: libzip is not needed */
		} else if (!(za = arch_zip(w, a, path))) {
			break;
		} else if (zip_stat_index(za, (zip_uint64_t)i, 0, &st)) {
			if (say(w, w->unit, false))
				error("cannot read '%s:%s': %s", path, mn, zip_strerror(za));
			w->status = -1;
			if (!parts)
				w->unit++;
			continue;
		} else if (!nested && member_whole(w, za, (zip_uint64_t)i, &st, *archive_left)) {
			m.mem = w->whole.buf;
			m.mem_len = w->whole.len;
		} else if (!(m.zf = zip_fopen_index(za, (zip_uint64_t)i, 0))) {
			if (say(w, w->unit, false))
				error("cannot read '%s': %s", name.buf, zip_strerror(za));
			w->status = -1;
			if (!parts)
				w->unit++;
			continue;
		}
		m.left = w->o->member_limit;
		m.archive_left = archive_left;
		/* its first bytes say whether it is an archive in turn */
		got = member_raw(&m, (char *)m.head.b, sizeof(m.head.b));
		m.head.len = got > 0 ? (size_t)got : 0;
		if (got >= 0 && is_zip(m.head.b, m.head.len)) {
			walk_inner_zip(w, &m, name.buf, depth);
		} else {
			if (m.mem && got >= 0) {
				/*
				 * Inflated whole, within the limits (member_whole):
				 * its lines are read where they are, not copied again.
				 */
				size_t rest = m.mem_len - m.mem_pos;

				m.left -= rest;
				*archive_left -= rest;
				zz_input_init_mem(&in, name.buf, m.mem, m.mem_len);
			} else {
				zz_input_init(&in, name.buf, member_read, &m);
			}
			if (w->o->max_line)
				in.max_line = w->o->max_line;
			in.empty_member = got == 0;
			if (got < 0)
				in.error = true;
			else
				w->fn(w->ctx, w->unit, name.buf, &in);
			if (in.error) {
				if (say(w, w->unit, false))
					error("cannot read '%s': %s", name.buf,
					      m.zf ? zip_file_strerror(m.zf) : "read error");
				w->status = -1;
			} else if (m.over) {
				over_limit(w, name.buf, &m);
			}
			zz_input_release(&in);
		}
		if (m.zf)
			zip_fclose(m.zf);
		if (!parts)
			w->unit++;
	}
	zz_buf_release(&name);
	zz_buf_release(&dname);
}

/* Archives up to this size are read whole, and opened in memory. */
#define ARCHIVE_WHOLE_MAX (16u << 20)

/*
 * Read the archive fp (of size bytes, or -1 when not a regular file) whole
 * into w->archive, with a few reads, so that libzip's seeks and reads for
 * each member are memory copies rather than system calls (a third of the
 * time of a walk over many small archives, and twice that with -j, where
 * every worker opens every archive).  False when it is too big or changed
 * while read: it is then opened by its path, as before.
 */
static bool read_whole(struct walker *w, FILE *fp, long long size)
{
	size_t got;

	if (size < 0 || (unsigned long long)size > ARCHIVE_WHOLE_MAX || fseek(fp, 0, SEEK_SET))
		return false;
	zz_buf_reset(&w->archive);
	zz_buf_grow(&w->archive, (size_t)size + 1);
	got = fread(w->archive.buf, 1, (size_t)size + 1, fp);
	if (got != (size_t)size || ferror(fp))
		return false;
	zz_buf_setlen(&w->archive, got);
	return true;
}

/* libzip's handle of the archive read whole, or NULL (why in ze). */
static zip_t *zip_open_whole(struct walker *w, zip_error_t *ze)
{
	zip_source_t *src;
	zip_t *za;

	if (!(src = zip_source_buffer_create(w->archive.buf, w->archive.len, 0, ze)))
		return NULL;
	if (!(za = zip_open_from_source(src, ZIP_RDONLY, ze)))
		zip_source_free(src);
	return za;
}

/*
 * The usual archive, read whole, is walked with its directory read in
 * place (zipdir.h); ZERTZ_TEST_ZIP=libzip has libzip read every archive,
 * for the tests that compare the two ways.
 */
static bool walk_in_place(struct walker *w, const char *path, unsigned long long *archive_left)
{
	const char *t = getenv("ZERTZ_TEST_ZIP");
	struct zipdir dir;
	struct arch a = { NULL, &dir, false };

	if ((t && !strcmp(t, "libzip")) ||
	    zipdir_read(&dir, (const unsigned char *)w->archive.buf, w->archive.len))
		return false;
	walk_archive(w, &a, path, 1, archive_left, false);
	if (a.za)
		zip_discard(a.za);
	zipdir_release(&dir);
	return true;
}

/*
 * An archive on standard input (head: its first bytes, read already): read
 * whole, as far as ZERTZ_MAX_ARCHIVE allows, and walked like one named.
 */
static void walk_stdin_zip(struct walker *w, const unsigned char *head, size_t len)
{
	unsigned long long archive_left = w->o->archive_limit;
	zip_error_t ze;
	zip_t *za;
	size_t got;

	zz_buf_reset(&w->archive);
	zz_buf_add(&w->archive, (const char *)head, len);
	do {
		zz_buf_grow(&w->archive, 65536);
		got = fread(w->archive.buf + w->archive.len, 1, 65536, stdin);
		zz_buf_setlen(&w->archive, w->archive.len + got);
	} while (got > 0 && w->archive.len <= w->o->archive_limit);
	if (ferror(stdin)) {
		if (say(w, w->unit, true))
			error("cannot read standard input: %s", strerror(errno));
		w->status = -1;
		return;
	}
	if (w->archive.len > w->o->archive_limit) {
		if (say(w, w->unit, true))
			error("the archive on standard input is larger than %llu bytes: not read "
			      "(ZERTZ_MAX_ARCHIVE raises the limit)", w->o->archive_limit);
		w->status = -1;
		return;
	}
	if (walk_in_place(w, "<stdin>", &archive_left))
		return;
	zip_error_init(&ze);
	za = zip_open_whole(w, &ze);
	if (za) {
		struct arch a = { za, NULL, false };

		walk_archive(w, &a, "<stdin>", 1, &archive_left, false);
		zip_discard(za);
	} else {
		if (say(w, w->unit, true))
			error("cannot read the archive on standard input: %s", archive_error(&ze));
		w->status = -1;
	}
	zip_error_fini(&ze);
}

static void walk_zip(struct walker *w, const char *path, FILE *fp, long long size)
{
	unsigned long long archive_left = w->o->archive_limit;
	zip_error_t ze;
	zip_t *za;
	int err = 0;

	zip_error_init(&ze);
	za = NULL;
	if (read_whole(w, fp, size)) {
		if (walk_in_place(w, path, &archive_left)) {
			zip_error_fini(&ze);
			return;
		}
		za = zip_open_whole(w, &ze);
	}
	if (za) {
		struct arch a = { za, NULL, false };

		zip_error_fini(&ze);
		walk_archive(w, &a, path, 1, &archive_left, false);
		zip_discard(za);
		return;
	}
	if (zip_error_code_zip(&ze) != ZIP_ER_OK) {
		/* libzip read it and refused it: its words, as by path */
		if (say(w, w->unit, true))
			error("cannot read the archive '%s': %s", path, archive_error(&ze));
		zip_error_fini(&ze);
		w->status = -1;
		return;
	}
	zip_error_fini(&ze);
	za = zip_open(path, ZIP_RDONLY, &err);
	if (!za) {
		zip_error_init_with_code(&ze, err);
		if (say(w, w->unit, true))
			error("cannot read the archive '%s': %s", path, archive_error(&ze));
		zip_error_fini(&ze);
		w->status = -1;
		return;
	}
	{
		struct arch a = { za, NULL, false };

		walk_archive(w, &a, path, 1, &archive_left, false);
	}
	zip_discard(za);
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
			error("cannot read standard input: %s", strerror(errno));
		else
			error("cannot read '%s': %s", name, strerror(errno));
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
static bool game_of(struct walker *w, const char *path, int depth)
{
	const char *hash = strrchr(path, '#'), *p;
	unsigned long k = 0;
	struct file f;
	struct stat st;
	char *file;
	size_t got;
	FILE *fp;

	if (!hash || !hash[1] || depth)
		return false;
	for (p = hash + 1; *p; p++) {
		if (*p < '0' || *p > '9' || k > 100000000)
			return false;
		k = k * 10 + (unsigned long)(*p - '0');
	}
	if (!k)
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
	const char *colon;

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
		note("%zu symbolic link%s in the directories not followed (-R follows them)",
		     w.links, w.links == 1 ? "" : "s");
	for (k = 0; k < w.nr_dirs; k++)
		free(w.dirs[k].path);
	free(w.dirs);
	if (w.inflater)
		libdeflate_free_decompressor(w.inflater);
	zz_buf_release(&w.packed);
	zz_buf_release(&w.whole);
	zz_buf_release(&w.archive);
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
		inform("%s: '%s' is not %s up to %llu", name, v,
		      bytes ? "a size in bytes (k, M, G)" : "a number", max);
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
