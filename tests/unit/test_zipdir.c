/*
 * The zip directory read in place (cmd/zipdir.h), on archives built here
 * byte by byte from PKWARE's APPNOTE (4.3.7 local header, 4.3.12 central
 * directory entry, 4.3.16 end record), each made unusual in one way.
 */
#include "zz_test.h"

#include <stdlib.h>

#include "zipdir.h"

struct member {
	const char *name;
	const char *data;	/* stored as is */
	unsigned method;
	unsigned flags;
	const unsigned char *extra;	/* in the directory entry */
	size_t extra_len;
};

static void put16(struct zz_buf *b, unsigned v)
{
	zz_buf_addch(b, (int)(v & 0xff));
	zz_buf_addch(b, (int)(v >> 8 & 0xff));
}

static void put32(struct zz_buf *b, uint32_t v)
{
	put16(b, v & 0xffff);
	put16(b, v >> 16);
}

/* A CRC-32 of APPNOTE 4.4.7 (the reflected 0xEDB88320), bit by bit. */
static uint32_t crc32_of(const char *s, size_t n)
{
	uint32_t c = 0xffffffffu;
	size_t i;
	int k;

	for (i = 0; i < n; i++) {
		c ^= (unsigned char)s[i];
		for (k = 0; k < 8; k++)
			c = c & 1 ? (c >> 1) ^ 0xedb88320u : c >> 1;
	}
	return c ^ 0xffffffffu;
}

/*
 * What a local header and a directory entry share (APPNOTE 4.3.7, 4.3.12):
 * version needed, flags, method, time, date, CRC-32, sizes, name length.
 */
static void put_common(struct zz_buf *b, const struct member *m, size_t len)
{
	put16(b, 20);
	put16(b, m->flags);
	put16(b, m->method);
	put16(b, 0);
	put16(b, 0);
	put32(b, crc32_of(m->data, len));
	put32(b, (uint32_t)len);
	put32(b, (uint32_t)len);
	put16(b, (unsigned)strlen(m->name));
}

/* An archive of n members, stored; comment: the end record's. */
static void build(struct zz_buf *b, const struct member *m, size_t n, const char *comment)
{
	uint32_t local[8];
	size_t i, cd, cd_size;

	zz_buf_reset(b);
	for (i = 0; i < n; i++) {
		size_t len = strlen(m[i].data);

		local[i] = (uint32_t)b->len;
		put32(b, 0x04034b50u);
		put_common(b, &m[i], len);
		put16(b, 0);
		zz_buf_addstr(b, m[i].name);
		zz_buf_add(b, m[i].data, len);
	}
	cd = b->len;
	for (i = 0; i < n; i++) {
		size_t len = strlen(m[i].data);

		put32(b, 0x02014b50u);
		put16(b, 20);	/* made by */
		put_common(b, &m[i], len);
		put16(b, (unsigned)m[i].extra_len);
		put16(b, 0);
		put16(b, 0);
		put16(b, 0);
		put32(b, 0);
		put32(b, local[i]);
		zz_buf_addstr(b, m[i].name);
		zz_buf_add(b, m[i].extra, m[i].extra_len);
	}
	cd_size = b->len - cd;
	put32(b, 0x06054b50u);
	put16(b, 0);
	put16(b, 0);
	put16(b, (unsigned)n);
	put16(b, (unsigned)n);
	put32(b, (uint32_t)cd_size);
	put32(b, (uint32_t)cd);
	put16(b, comment ? (unsigned)strlen(comment) : 0);
	if (comment)
		zz_buf_addstr(b, comment);
}

static int read_dir(const struct zz_buf *b, struct zipdir *d)
{
	return zipdir_read(d, (const unsigned char *)b->buf, b->len);
}

static void test_zipdir_plain(void **state)
{
	static const unsigned char mtime[] = { 0x55, 0x54, 5, 0, 1, 1, 2, 3, 4 };
	const struct member m[] = {
		{ "a.zgn", "1. Wd4,a1\n", 0, 0, NULL, 0 },
		{ "dir/", "", 0, 0, NULL, 0 },
		{ "b.sgf", "(;GM[22])\n", 0, 0x800, mtime, sizeof(mtime) },
	};
	struct zz_buf b = ZZ_BUF_INIT;
	struct zipdir d;
	const unsigned char *data;

	(void)state;
	build(&b, m, 3, NULL);
	assert_int_equal(read_dir(&b, &d), 0);
	assert_int_equal(d.n, 3);
	/* in the directory's order, named as written, the bytes where they lie */
	assert_int_equal(d.e[0].name_len, 5);
	assert_memory_equal(d.e[0].name, "a.zgn", 5);
	assert_memory_equal(d.e[1].name, "dir/", 4);
	assert_int_equal(d.e[2].size, 10);
	assert_int_equal(d.e[2].crc, crc32_of("(;GM[22])\n", 10));
	assert_non_null(data = zipdir_data(&d, 0));
	assert_memory_equal(data, "1. Wd4,a1\n", 10);
	assert_non_null(data = zipdir_data(&d, 2));
	assert_memory_equal(data, "(;GM[22])\n", 10);
	zipdir_release(&d);
	zz_buf_release(&b);
}

/* Each archive libzip may read otherwise is declined whole. */
static void test_zipdir_declines(void **state)
{
	static const unsigned char zip64[] = { 1, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0 };
	static const unsigned char upath[] = { 0x75, 0x70, 5, 0, 1, 0, 0, 0, 0 };
	static const unsigned char broken[] = { 0x55, 0x54, 9, 0, 1 };
	struct member m = { "a.zgn", "1. Wd4,a1\n", 0, 0, NULL, 0 };
	struct zz_buf b = ZZ_BUF_INIT;
	struct zipdir d;

	(void)state;
	build(&b, &m, 1, "a comment");
	assert_int_equal(read_dir(&b, &d), -1);
	/* a name not in ASCII: libzip may read it as CP437 */
	m.name = "\xe9t\xe9.zgn";
	build(&b, &m, 1, NULL);
	assert_int_equal(read_dir(&b, &d), -1);
	m.name = "a.zgn";
	m.flags = 1;	/* encrypted */
	build(&b, &m, 1, NULL);
	assert_int_equal(read_dir(&b, &d), -1);
	m.flags = 0;
	m.method = 12;	/* bzip2 */
	build(&b, &m, 1, NULL);
	assert_int_equal(read_dir(&b, &d), -1);
	m.method = 0;
	m.extra = zip64;
	m.extra_len = sizeof(zip64);
	build(&b, &m, 1, NULL);
	assert_int_equal(read_dir(&b, &d), -1);
	m.extra = upath;	/* Info-ZIP's Unicode path renames the entry */
	m.extra_len = sizeof(upath);
	build(&b, &m, 1, NULL);
	assert_int_equal(read_dir(&b, &d), -1);
	m.extra = broken;	/* a field longer than what is left */
	m.extra_len = sizeof(broken);
	build(&b, &m, 1, NULL);
	assert_int_equal(read_dir(&b, &d), -1);
	m.extra = NULL;
	m.extra_len = 0;
	/* no member at all */
	build(&b, &m, 0, NULL);
	assert_int_equal(read_dir(&b, &d), -1);
	/* cut short, or with bytes after the end record */
	build(&b, &m, 1, NULL);
	assert_int_equal(read_dir(&b, &d), 0);
	zipdir_release(&d);
	zz_buf_setlen(&b, b.len - 1);
	assert_int_equal(read_dir(&b, &d), -1);
	build(&b, &m, 1, NULL);
	zz_buf_addch(&b, 0);
	assert_int_equal(read_dir(&b, &d), -1);
	/* a directory that does not end where the end record begins */
	build(&b, &m, 1, NULL);
	b.buf[b.len - 22 + 12]++;	/* its size */
	assert_int_equal(read_dir(&b, &d), -1);
	zz_buf_release(&b);
}

/* A local header not where the directory says: the member, not the archive. */
static void test_zipdir_bad_local(void **state)
{
	const struct member m[] = {
		{ "a.zgn", "1. Wd4,a1\n", 0, 0, NULL, 0 },
		{ "b.zgn", "1. Bd4,a1\n", 0, 0, NULL, 0 },
	};
	struct zz_buf b = ZZ_BUF_INIT;
	struct zipdir d;

	(void)state;
	build(&b, m, 2, NULL);
	b.buf[0] = 'Q';
	assert_int_equal(read_dir(&b, &d), 0);
	assert_null(zipdir_data(&d, 0));
	assert_non_null(zipdir_data(&d, 1));
	zipdir_release(&d);
	/* a name so long in the local header that the data would reach the directory */
	build(&b, m, 2, NULL);
	b.buf[26] = (char)0xff;
	assert_int_equal(read_dir(&b, &d), 0);
	assert_null(zipdir_data(&d, 0));
	zipdir_release(&d);
	zz_buf_release(&b);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_zipdir_plain),
		cmocka_unit_test(test_zipdir_declines),
		cmocka_unit_test(test_zipdir_bad_local),
	};

	zz_test_filter();
	return cmocka_run_group_tests_name("zipdir", tests, NULL, NULL);
}
