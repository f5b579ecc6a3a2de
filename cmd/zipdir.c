/*
 * A zip archive's central directory read in place (zipdir.h).  The
 * layout is PKWARE's APPNOTE: the end record (22 bytes and a comment),
 * the directory entries (46 bytes, a name, extra fields, a comment) and
 * each member's local header (30 bytes, a name, extra fields).  Numbers
 * are little-endian.
 */
#include "zipdir.h"

#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "banned.h"

#define END_SIG 0x06054b50u
#define END_LEN 22
#define ENTRY_SIG 0x02014b50u
#define ENTRY_LEN 46
#define LOCAL_SIG 0x04034b50u
#define LOCAL_LEN 30
#define ZIP64_LOCATOR_SIG 0x07064b50u
#define ZIP64_LOCATOR_LEN 20

/* extra fields that would give an entry another name or other sizes */
#define EXTRA_ZIP64 0x0001u
#define EXTRA_UNICODE_PATH 0x7075u

static unsigned get16(const unsigned char *p)
{
	return (unsigned)p[0] | (unsigned)p[1] << 8;
}

static uint32_t get32(const unsigned char *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Extra fields p[0 .. n): well formed, and none that renames or resizes. */
static bool extra_plain(const unsigned char *p, size_t n)
{
	while (n) {
		unsigned id, len;

		if (n < 4)
			return false;
		id = get16(p);
		len = get16(p + 2);
		if (len > n - 4 || id == EXTRA_ZIP64 || id == EXTRA_UNICODE_PATH)
			return false;
		p += 4 + len;
		n -= 4 + len;
	}
	return true;
}

static bool name_plain(const unsigned char *p, size_t n)
{
	size_t i;

	if (!n)
		return false;
	for (i = 0; i < n; i++)
		if (!p[i] || p[i] >= 0x80)
			return false;
	return true;
}

int zipdir_read(struct zipdir *d, const unsigned char *buf, size_t len)
{
	const unsigned char *end, *p;
	uint32_t cd_size, cd_offset;
	unsigned count, i;

	memset(d, 0, sizeof(*d));
	d->buf = buf;
	d->len = len;
	if (len < END_LEN || len > UINT32_MAX)
		return -1;
	end = buf + len - END_LEN;
	/* the end record last, with no comment; one disk; no zip64 */
	if (get32(end) != END_SIG || get16(end + 20) != 0 || get16(end + 4) != 0 ||
	    get16(end + 6) != 0 || get16(end + 8) != get16(end + 10))
		return -1;
	count = get16(end + 10);
	cd_size = get32(end + 12);
	cd_offset = get32(end + 16);
	if (count == 0 || count == 0xffffu || cd_size == UINT32_MAX || cd_offset == UINT32_MAX ||
	    (size_t)cd_offset + cd_size != len - END_LEN)
		return -1;
	if (len - END_LEN >= ZIP64_LOCATOR_LEN &&
	    get32(end - ZIP64_LOCATOR_LEN) == ZIP64_LOCATOR_SIG)
		return -1;
	d->e = zz_xreallocarray(NULL, count, sizeof(*d->e));
	d->alloc = count;
	p = buf + cd_offset;
	for (i = 0; i < count; i++) {
		struct zipdir_entry *e = &d->e[i];
		size_t n, m, k;

		if ((size_t)(end - p) < ENTRY_LEN || get32(p) != ENTRY_SIG)
			goto decline;
		n = get16(p + 28);
		m = get16(p + 30);
		k = get16(p + 32);
		if ((size_t)(end - p) - ENTRY_LEN < n + m + k || get16(p + 34) != 0)
			goto decline;
		e->flags = get16(p + 8);
		e->method = get16(p + 10);
		e->crc = get32(p + 16);
		e->comp_size = get32(p + 20);
		e->size = get32(p + 24);
		e->local = get32(p + 42);
		e->name = (const char *)p + ENTRY_LEN;
		e->name_len = n;
		/* stored or deflated, not encrypted (bits 0 and 6), no zip64 */
		if ((e->method != 0 && e->method != 8) || (e->flags & 0x41) ||
		    e->comp_size == UINT32_MAX || e->size == UINT32_MAX || e->local == UINT32_MAX ||
		    (size_t)e->local + LOCAL_LEN > cd_offset ||
		    !name_plain(p + ENTRY_LEN, n) || !extra_plain(p + ENTRY_LEN + n, m))
			goto decline;
		p += ENTRY_LEN + n + m + k;
	}
	if (p != end)
		goto decline;
	d->n = count;
	d->cd_offset = cd_offset;
	return 0;
decline:
	zipdir_release(d);
	return -1;
}

void zipdir_release(struct zipdir *d)
{
	free(d->e);
	d->e = NULL;
	d->n = d->alloc = 0;
}

const unsigned char *zipdir_data(const struct zipdir *d, size_t i)
{
	const struct zipdir_entry *e = &d->e[i];
	const unsigned char *l = d->buf + e->local;
	size_t at, limit = d->cd_offset;

	/* the directory was read: the local header's fixed part is before it */
	if (get32(l) != LOCAL_SIG)
		return NULL;
	at = (size_t)e->local + LOCAL_LEN + get16(l + 26) + get16(l + 28);
	if (at > limit || limit - at < e->comp_size)
		return NULL;
	return d->buf + at;
}
