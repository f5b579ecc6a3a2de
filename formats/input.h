#ifndef ZZ_INPUT_H
#define ZZ_INPUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "game.h"

/*
 * A line reader over any byte source.  Lines end at LF, CR LF or a lone CR;
 * the terminator is not part of the line.  A NUL byte is kept in the line
 * (readers reject it).  Memory stays bounded by the longest line, which is
 * limited to max_line bytes (longer lines are an error, not a crash).
 *
 * Ownership: the input owns its buffer (from memory, the lines are read in
 * the caller's data, not copied); a line returned by zz_input_getline()
 * stays valid until the next call.  name is borrowed.
 */

/* Read up to n bytes into buf: the count, 0 at end of input, -1 on error. */
typedef long (*zz_read_fn)(void *ctx, char *buf, size_t n);

#define ZZ_INPUT_MAX_LINE (1u << 20)

struct zz_input {
	const char *name;
	zz_read_fn read;
	void *ctx;
	char *buf;
	size_t alloc, start, end;
	bool eof;
	bool error;		/* the source failed */
	bool too_long;		/* the last line was cut at max_line */
	bool pushed_back;
	bool pending_cr;	/* the last line ended with CR: skip one LF */
	bool skipping;		/* discarding the rest of an over-long line */
	size_t max_line;
	unsigned line;		/* 1-based number of the current line */
	size_t offset;		/* byte offset of the current line */
	size_t next_offset;
	const char *cur;	/* the current line */
	size_t cur_len;
	bool borrowed;		/* buf is the caller's memory (zz_input_init_mem) */
	bool cr_known;		/* cr_at is the first CR at or after its search */
	size_t cr_at;		/* ... in buf, or end when there is none */
	bool nul_known;		/* the same for NUL bytes */
	size_t nul_at;
	/*
	 * Set by whoever opened the source, when it was named FILE#K: only
	 * the K-th game of it is wanted (0: every game).
	 */
	unsigned long only_game;
	/* set by whoever opened it: a member of an archive that holds no
	 * byte (Boardspace's archive has a few), said as such, no game */
	bool empty_member;
	/* what one game may hold (game.h; 0: the defaults), and the
	 * diagnostics of one game kept (0: ZZ_DIAG_MAX_KEPT) */
	struct zz_limits limits;
	size_t max_diagnostics;
};

void zz_input_init(struct zz_input *in, const char *name, zz_read_fn read,
		   void *ctx);
/* Read from a stdio stream (borrowed: the caller closes it). */
void zz_input_init_file(struct zz_input *in, const char *name, FILE *fp);
/* Read from memory; data is borrowed and must outlive the input. */
void zz_input_init_mem(struct zz_input *in, const char *name,
		       const char *data, size_t len);
void zz_input_release(struct zz_input *in);

/*
 * zz_input_getline() out of line: the same, for a caller that reads a line
 * from many places (the SGF lexer) and would grow at each.
 */
int zz_input_next_line(struct zz_input *in, const char **line, size_t *len);

/*
 * The usual line: nothing left of the previous one, and its LF within the
 * buffer with no CR before it or only the CR of a CR LF (where the next CR
 * is, is kept as long as lines pass before it).  1 when taken.
 */
static inline int zz_input_quick_line(struct zz_input *in, const char **line,
				      size_t *len)
{
	const char *nl;
	size_t i, end;

	if (in->pending_cr || in->skipping || in->start >= in->end || !in->line)
		return 0;	/* (the first line goes the general way) */
	nl = memchr(in->buf + in->start, '\n', in->end - in->start);
	if (!nl)
		return 0;
	i = (size_t)(nl - in->buf);
	if (!in->cr_known || in->cr_at < in->start) {
		const char *cr = memchr(in->buf + in->start, '\r', in->end - in->start);

		in->cr_at = cr ? (size_t)(cr - in->buf) : in->end;
		in->cr_known = true;
	}
	end = in->cr_at > i ? i : in->cr_at + 1 == i ? i - 1 : in->end;
	if (end >= in->end || end - in->start > in->max_line)
		return 0;
	in->too_long = false;
	in->cur = in->buf + in->start;
	in->cur_len = end - in->start;
	in->line++;
	in->offset = in->next_offset;
	in->next_offset += i + 1 - in->start;
	in->start = i + 1;
	*line = in->cur;
	*len = in->cur_len;
	return 1;
}

/* 1 and the next line, 0 at the end, -1 when the source failed. */
static inline int zz_input_getline(struct zz_input *in, const char **line,
				   size_t *len)
{
	if (!in->pushed_back && zz_input_quick_line(in, line, len))
		return 1;
	return zz_input_next_line(in, line, len);
}
bool zz_input_find_nul(struct zz_input *in);
/*
 * Whether the line zz_input_getline just gave holds a NUL byte: one search
 * to the end of the buffer answers for every line before the NUL it finds.
 */
static inline bool zz_input_line_has_nul(struct zz_input *in)
{
	if (in->cur && in->nul_known) {
		size_t at = (size_t)(in->cur - in->buf);

		if (in->nul_at >= at)
			return in->nul_at < at + in->cur_len;
	}
	return zz_input_find_nul(in);
}
/* Return the current line again on the next zz_input_getline(). */
void zz_input_unget(struct zz_input *in);

#endif
