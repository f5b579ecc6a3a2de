/*
 * The games of a command's inputs: every game of one input, or the k-th
 * game of all of them.
 */
#include "games.h"

#include <stdbool.h>

#include "error.h"
#include "exit.h"
#include "select.h"
#include "walk.h"
#include "banned.h"

long for_each_game(struct zz_input *in, enum zz_format from,
		   const char *rules, struct zz_diag *d, game_fn fn, void *ctx)
{
	struct zz_reader rd;
	struct zz_game g;
	long n = 0;
	int rc, stop = 0;

	zz_reader_init(&rd, in, d, from, rules);
	while (!stop) {
		zz_game_init(&g);
		rc = zz_reader_read(&rd, &g);
		if (rc <= 0) {
			zz_game_release(&g);
			if (rc < 0) {
				zz_reader_release(&rd);
				return -1;
			}
			break;
		}
		++n;
		if ((!in->only_game || (unsigned long)n == in->only_game) &&
		    (!select_active() || select_game(&g, (size_t)n, d)))
			stop = fn(ctx, &g, (size_t)n, d);
		/* --game 3-10: the games after the 10th are not read */
		if (select_past((size_t)n))
			stop = 1;
		/* FILE#K: the games after the K-th are not read */
		if (in->only_game && (unsigned long)n >= in->only_game)
			stop = 1;
		zz_game_release(&g);
		zz_diag_clear(d);
	}
	zz_reader_release(&rd);
	/* FILE#K beyond the last game: no game found */
	if (in->only_game && (unsigned long)n < in->only_game)
		return 0;
	return n;
}

struct seek {
	enum zz_format from;
	const char *rules;
	unsigned long k, seen;
	bool done;
	game_fn fn;
	void *ctx;
};

static int seek_game(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct seek *s = ctx;

	if (++s->seen != s->k)
		return 0;
	s->done = true;
	s->fn(s->ctx, g, index, d);
	return 1;
}

static void seek_unit(void *ctx, size_t unit, const char *name, struct zz_input *in)
{
	struct seek *s = ctx;
	struct zz_diag d;

	(void)unit;
	(void)name;
	if (s->done)
		return;
	zz_diag_init(&d);
	for_each_game(in, s->from, s->rules, &d, seek_game, s);
	zz_diag_release(&d);
}

int with_game(char **paths, int n, const struct walk_opts *w,
	      enum zz_format from, const char *rules, unsigned long k,
	      game_fn fn, void *ctx)
{
	struct seek s = { from, rules, k, 0, false, fn, ctx };

	if (walk_inputs(paths, n, w, seek_unit, &s) < 0)
		return -1;
	if (s.done)
		return 0;
	error("'%s' has %lu game%s, not %lu", n ? paths[0] : "<stdin>", s.seen,
	      s.seen == 1 ? "" : "s", k);
	return 1;
}


int at_beyond(struct zz_buf *err, long at, const struct zz_game *g, size_t index,
	      size_t turns)
{
	const char *file = g->loc.file ? g->loc.file : "<stdin>";
	struct zz_buf sb = ZZ_BUF_INIT;

	if (index > 1)
		zz_buf_addf(&sb, "--at %ld: game %zu of '%s' has only %zu turn%s", at, index,
			    file, turns, turns == 1 ? "" : "s");
	else
		zz_buf_addf(&sb, "--at %ld: '%s' has only %zu turn%s", at, file, turns,
			    turns == 1 ? "" : "s");
	if (err)
		zz_buf_addf(err, "zertz: error: %s\n", sb.buf);
	else
		error("%s", sb.buf);
	zz_buf_release(&sb);
	return ZZ_EXIT_USAGE;
}
