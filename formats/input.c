#include "input.h"

#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "banned.h"

struct mem {
	const char *data;
	size_t len, pos;
};

void zz_input_init(struct zz_input *in, const char *name, zz_read_fn read,
		   void *ctx)
{
	memset(in, 0, sizeof(*in));
	in->name = name;
	in->read = read;
	in->ctx = ctx;
	in->max_line = ZZ_INPUT_MAX_LINE;
}

static long mem_read(void *ctx, char *buf, size_t n)
{
	struct mem *m = ctx;
	size_t k = m->len - m->pos < n ? m->len - m->pos : n;

	memcpy(buf, m->data + m->pos, k);
	m->pos += k;
	return (long)k;
}

static long stdio_read(void *ctx, char *buf, size_t n)
{
	FILE *fp = ctx;
	size_t got = fread(buf, 1, n, fp);

	if (got == 0 && ferror(fp))
		return -1;
	return (long)got;
}

void zz_input_init_file(struct zz_input *in, const char *name, FILE *fp)
{
	zz_input_init(in, name, stdio_read, fp);
}

void zz_input_init_mem(struct zz_input *in, const char *name,
		       const char *data, size_t len)
{
	struct mem *m = zz_xmalloc(sizeof(*m));

	m->data = data;
	m->len = len;
	m->pos = 0;
	zz_input_init(in, name, mem_read, m);
	in->ctx = m;
	in->read = mem_read;
}

void zz_input_release(struct zz_input *in)
{
	free(in->buf);
	if (in->read == mem_read)
		free(in->ctx);
	memset(in, 0, sizeof(*in));
}

/* Read more bytes after in->end; 0 at the end, -1 on error. */
static int fill(struct zz_input *in)
{
	long n;

	if (in->eof)
		return 0;
	if (in->start > 0) {
		memmove(in->buf, in->buf + in->start, in->end - in->start);
		in->end -= in->start;
		in->start = 0;
	}
	if (in->alloc - in->end < 4096) {
		size_t want = in->alloc < 8192 ? 8192 : in->alloc * 2;

		in->buf = zz_xreallocarray(in->buf, want, 1);
		in->alloc = want;
	}
	n = in->read(in->ctx, in->buf + in->end, in->alloc - in->end);
	if (n < 0) {
		in->error = true;
		in->eof = true;
		return -1;
	}
	if (n == 0) {
		in->eof = true;
		return 0;
	}
	in->end += (size_t)n;
	return 1;
}

static void consume_terminator(struct zz_input *in)
{
	in->pending_cr = in->buf[in->start] == '\r';
	in->start++;
	in->next_offset++;
}

/*
 * The index of the first LF or CR in buf[from .. end), else end.  Every
 * line of an archive passes here: one comparison a byte (both are below
 * '\016'), the exact test only for the few bytes below it.
 */
static size_t line_end(const char *buf, size_t from, size_t end)
{
	const unsigned char *p = (const unsigned char *)buf;
	size_t i;

	for (i = from; i < end; i++)
		if (p[i] <= '\r' && (p[i] == '\n' || p[i] == '\r'))
			break;
	return i;
}

int zz_input_getline(struct zz_input *in, const char **line, size_t *len)
{
	size_t i, k = 0;

	if (in->pushed_back) {
		in->pushed_back = false;
		*line = in->cur;
		*len = in->cur_len;
		return 1;
	}
	in->too_long = false;
	/* finish the previous line: the LF of a CR LF, the rest of a long line */
	for (;;) {
		if (in->pending_cr) {
			if (in->start == in->end && fill(in) < 0)
				return -1;
			if (in->start < in->end && in->buf[in->start] == '\n') {
				in->start++;
				in->next_offset++;
			}
			in->pending_cr = false;
		}
		if (!in->skipping)
			break;
		i = line_end(in->buf, in->start, in->end);
		in->next_offset += i - in->start;
		in->start = i;
		if (i < in->end) {
			consume_terminator(in);
			in->skipping = false;
			continue;
		}
		if (fill(in) <= 0) {
			if (in->error)
				return -1;
			in->skipping = false;
		}
	}
	for (;;) {
		i = line_end(in->buf, in->start + k, in->end);
		if (i < in->end && i - in->start <= in->max_line)
			break;
		if (i - in->start >= in->max_line) {
			i = in->start + in->max_line;
			in->too_long = true;
			in->skipping = true;
			break;
		}
		k = i - in->start;
		switch (fill(in)) {
		case -1:
			return -1;
		case 0:
			if (in->start == in->end)
				return 0;
			i = in->end;
			goto found;
		}
	}
found:
	in->cur = in->buf + in->start;
	in->cur_len = i - in->start;
	in->line++;
	in->offset = in->next_offset;
	in->next_offset += in->cur_len;
	in->start = i;
	if (!in->too_long && i < in->end)
		consume_terminator(in);
	*line = in->cur;
	*len = in->cur_len;
	return 1;
}

void zz_input_unget(struct zz_input *in)
{
	in->pushed_back = true;
}
