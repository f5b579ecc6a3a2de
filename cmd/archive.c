/*
 * Zip archives for the walk over the inputs (walker.h): each member a
 * unit, read in place from an archive read whole (zipdir.h, inflated by
 * libdeflate), or through libzip; archives within archives; the limits of
 * ZERTZ_MAX_ARCHIVE and ZERTZ_MAX_MEMBER.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libdeflate.h>
#include <zip.h>

#include "buf.h"
#include "error.h"
#include "walker.h"
#include "xalloc.h"
#include "zipdir.h"
#include "banned.h"

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
	unsigned long long bytes; /* the archive's size (0: not known) */
};

static void walk_archive(struct walker *w, struct arch *a, const char *path,
			 int depth, unsigned long long *archive_left, bool nested);

static void over_limit(struct walker *w, const char *name, const struct member *m)
{
	if (say(w, w->unit, false)) {
		if (m->left == 0)
			error("'%s': only the first %llu bytes were read (the limit of a member)", name,
			      w->o->member_limit);
		else
			error("'%s': only the first %llu bytes were read (the limit of a whole archive)",
			      name, w->o->archive_limit);
	}
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
			struct arch a = { inner, NULL, false, data.len };

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
/*
 * Whether the members' stored data add up to more than the archive holds:
 * then some share their bytes (one deflated member named 200 times would
 * be inflated 200 times: a zip bomb), and none is read.  Members that do
 * not overlap fit in the archive, whatever they inflate to.
 */
static bool members_overlap(struct walker *w, struct arch *a, const char *path)
{
	zip_int64_t i, n = a->dir ? (zip_int64_t)a->dir->n : zip_get_num_entries(a->za, 0);
	unsigned long long stored = 0;
	zip_stat_t st;

	for (i = 0; i < n; i++) {
		if (a->dir)
			stored += a->dir->e[i].comp_size;
		else if (!zip_stat_index(a->za, (zip_uint64_t)i, 0, &st) && (st.valid & ZIP_STAT_COMP_SIZE))
			stored += st.comp_size;
	}
	if (!a->bytes || stored <= a->bytes)
		return false;
	if (say(w, w->unit, true))
		error("the archive '%s' is not read: its members' data add up to %llu bytes in %llu "
		      "(members that share their bytes, a zip bomb)",
		      path, stored, a->bytes);
	w->status = -1;
	return true;
}

/* A member of no name (index i): said, not read; 0 when it has one. */
static bool unnamed(struct walker *w, const char *path, zip_int64_t i, const char *mn)
{
	if (*mn)
		return false;
	if (!w->only && say(w, w->unit, true))
		warning("'%s': member %lld has no name: not read", path, (long long)i + 1);
	return true;
}

static void walk_archive(struct walker *w, struct arch *a, const char *path,
			 int depth, unsigned long long *archive_left, bool nested)
{
	struct zz_buf name = ZZ_BUF_INIT, dname = ZZ_BUF_INIT, uname = ZZ_BUF_INIT;
	/* its members are parts of one unit, not units of their own */
	bool parts = nested || w->claimed;
	zip_int64_t i, n;

	if (members_overlap(w, a, path))
		return;
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
		if (unnamed(w, path, i, mn) || mn[strlen(mn) - 1] == '/')
			continue; /* no name to call it by, or a directory entry */
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
			zz_buf_reset(&uname);
			zz_buf_addstr(&uname, name.buf);
			if (w->only_game && !strcmp(name.buf, w->only)) {
				/* ARCHIVE:MEMBER#K: called so, its K-th game alone */
				in.only_game = w->only_game;
				zz_buf_addf(&uname, "#%lu", w->only_game);
			}
			if (got < 0)
				in.error = true;
			else
				w->fn(w->ctx, w->unit, uname.buf, &in);
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
	zz_buf_release(&uname);
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
	struct arch a = { NULL, &dir, false, w->archive.len };

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
void walk_stdin_zip(struct walker *w, const unsigned char *head, size_t len)
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
		struct arch a = { za, NULL, false, w->archive.len };

		walk_archive(w, &a, "<stdin>", 1, &archive_left, false);
		zip_discard(za);
	} else {
		if (say(w, w->unit, true))
			error("cannot read the archive on standard input: %s", archive_error(&ze));
		w->status = -1;
	}
	zip_error_fini(&ze);
}

void walk_zip(struct walker *w, const char *path, FILE *fp, long long size)
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
		struct arch a = { za, NULL, false, w->archive.len };

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
		struct arch a = { za, NULL, false, size > 0 ? (unsigned long long)size : 0 };

		walk_archive(w, &a, path, 1, &archive_left, false);
	}
	zip_discard(za);
}

/* Frees what the walk's archives kept for the next (struct walker). */
void walk_archives_release(struct walker *w)
{
	if (w->inflater)
		libdeflate_free_decompressor(w->inflater);
	zz_buf_release(&w->packed);
	zz_buf_release(&w->whole);
	zz_buf_release(&w->archive);
}
