#include "input.h"

#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "banned.h"

void zz_input_init(struct zz_input *in, const char *name, zz_read_fn read,
		   void *ctx)
{
	memset(in, 0, sizeof(*in));
	in->name = name;
	in->read = read;
	in->ctx = ctx;
	in->max_line = ZZ_INPUT_MAX_LINE;
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
	zz_input_init(in, name, NULL, NULL);
	/* the lines are read where they are: nothing copied, nothing to fill */
	in->buf = (char *)data;	/* never written: fill() stops at eof */
	in->alloc = in->end = len;
	in->eof = true;
	in->borrowed = true;
}

void zz_input_release(struct zz_input *in)
{
	if (!in->borrowed)
		free(in->buf);
	memset(in, 0, sizeof(*in));
}

/*
 * Read in 64 KiB at a time: with 8 KiB, a stream took 5,600 reads for
 * 45 MB (each through stdio's own 4 KiB buffer, copied twice), and the
 * kernel's copy was a quarter of the time; 64 KiB reads go straight to
 * the buffer.  More gains nothing, and 128 KiB is malloc's default
 * threshold for a mapping of its own, paid once per file walked.
 */
#define INPUT_READ (64u << 10)

/* Read more bytes after in->end; 0 at the end, -1 on error. */
static int fill(struct zz_input *in)
{
	long n;

	if (in->eof)
		return 0;
	in->cr_known = false;	/* the buffer moves */
	in->nul_known = false;
	if (in->start > 0) {
		memmove(in->buf, in->buf + in->start, in->end - in->start);
		in->end -= in->start;
		in->start = 0;
	}
	if (in->alloc - in->end < INPUT_READ / 2) {
		size_t want = in->alloc < INPUT_READ ? INPUT_READ : in->alloc * 2;

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
	bool cr = in->buf[in->start] == '\r';

	in->start++;
	in->next_offset++;
	/*
	 * A CR LF whose LF is in the buffer already: both now.  Left for
	 * the next call (pending_cr), it sent every later line of a CR LF
	 * file the long way, past zz_input_quick_line: Boardspace's
	 * archive, whose first line goes this way, took 5 % more instructions.
	 */
	if (cr && in->start < in->end && in->buf[in->start] == '\n') {
		in->start++;
		in->next_offset++;
		cr = false;
	}
	in->pending_cr = cr;
}

/*
 * The index of the first LF or CR in buf[from .. end), else end.  Every
 * line of an archive passes here: LF is found by memchr, and CR, which
 * most inputs lack, by one memchr whose answer is kept until a line
 * passes it (or the buffer moves).
 */
static size_t line_end(struct zz_input *in, size_t from)
{
	const char *nl;
	size_t i;

	if (from >= in->end)
		return in->end;
	nl = memchr(in->buf + from, '\n', in->end - from);
	i = nl ? (size_t)(nl - in->buf) : in->end;
	if (!in->cr_known || in->cr_at < from) {
		const char *cr = memchr(in->buf + from, '\r', in->end - from);

		in->cr_at = cr ? (size_t)(cr - in->buf) : in->end;
		in->cr_known = true;
	}
	return in->cr_at < i ? in->cr_at : i;
}

bool zz_input_find_nul(struct zz_input *in)
{
	size_t at;
	const char *z;

	if (!in->cur)
		return false;
	at = (size_t)(in->cur - in->buf);	/* the line is in buf */
	z = memchr(in->cur, '\0', in->end - at);
	in->nul_at = z ? (size_t)(z - in->buf) : in->end;
	in->nul_known = true;
	return in->nul_at < at + in->cur_len;
}

int zz_input_next_line(struct zz_input *in, const char **line, size_t *len)
{
	size_t i, k = 0;

	if (in->pushed_back) {
		in->pushed_back = false;
		*line = in->cur;
		*len = in->cur_len;
		return 1;
	}
	if (zz_input_quick_line(in, line, len))
		return 1;
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
		i = line_end(in, in->start);
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
		i = line_end(in, in->start + k);
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
	if (in->line == 1 && in->cur_len >= 3 && !memcmp(in->cur, "\xef\xbb\xbf", 3)) {
		/* a UTF-8 byte order mark (Windows editors write one) is not
		 * text: columns count from after it, offsets stay the file's */
		in->cur += 3;
		in->cur_len -= 3;
		in->offset += 3;
	}
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
