/*
 * The games of a command's inputs: every game of one input, or the k-th
 * game of all of them.
 */
#include "games.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "i18n.h"
#include "exit.h"
#include "report.h"
#include "select.h"
#include "walk.h"
#include "xalloc.h"
#include "banned.h"

void games_init(struct games *gs, enum zz_format from, const char *rules,
		struct selection *sel)
{
	memset(gs, 0, sizeof(*gs));
	gs->from = from;
	gs->rules = rules;
	gs->sel = sel;
}

void games_release(struct games *gs)
{
	if (gs->have_spare)
		zz_game_release(&gs->spare);
	gs->have_spare = false;
}

/* g, read to the end, keeps its storage for the next call (unless one within fn did). */
static void keep_spare(struct games *gs, struct zz_game *g)
{
	if (gs->have_spare) {
		zz_game_release(g);
		return;
	}
	zz_game_reuse(g);
	gs->spare = *g;
	gs->have_spare = true;
}

long for_each_game(struct games *gs, struct zz_input *in, struct zz_diag *d, game_fn fn,
		   void *ctx)
{
	struct zz_reader rd;
	struct zz_game g;
	struct zz_diag none;	/* what was said of what is no game */
	long n = 0;
	int rc, stop = 0;

	zz_diag_init(&none);
	zz_reader_init(&rd, in, d, gs->from, gs->rules);
	if (gs->have_spare) {
		g = gs->spare;
		gs->have_spare = false;	/* a call within fn takes a game of its own */
	} else {
		zz_game_init(&g);
	}
	while (!stop) {
		rc = zz_reader_read(&rd, &g);
		if (rc < 0) {
			keep_spare(gs, &g);
			zz_reader_release(&rd);
			zz_diag_take(d, &none);
			zz_diag_release(&none);
			return -1;
		}
		if (rc == 0)
			break;
		if (g.flags & ZZ_GAME_NONE) {
			/* no game: not counted, its diagnostics kept for the caller */
			zz_diag_take(&none, d);
			zz_game_reuse(&g);
			continue;
		}
		++n;
		if ((!in->only_game || (unsigned long)n == in->only_game) &&
		    (!select_active(gs->sel) || select_game(gs->sel, &g, (size_t)n, d)))
			stop = fn(ctx, &g, (size_t)n, d);
		/* --game 3-10: the games after the 10th are not read */
		if (select_past(gs->sel, (size_t)n))
			stop = 1;
		/* FILE#K: the games after the K-th are not read */
		if (in->only_game && (unsigned long)n >= in->only_game)
			stop = 1;
		if (!stop)
			zz_game_reuse(&g);
		zz_diag_clear(d);
	}
	keep_spare(gs, &g);
	zz_reader_release(&rd);
	zz_diag_take(d, &none);
	zz_diag_release(&none);
	/* FILE#K beyond the last game: no game found */
	if (in->only_game && (unsigned long)n < in->only_game)
		return 0;
	return n;
}

unsigned long source_without_game(struct zz_diag *d, const struct zz_input *in,
				  const char *name, long n)
{
	unsigned long none = 0;
	size_t i;

	if (n == 0 && !d->count[ZZ_LEVEL_ERROR]) {
		struct zz_loc loc = { name, 0, 0, 0 };

		zz_diag_add(d, in && in->empty_member ? ZZ_W_EMPTY_MEMBER : ZZ_E_NO_GAME, &loc, NULL);
	}
	for (i = 0; i < d->nr; i++)
		none += d->v[i].code == &zz_codes[ZZ_E_NO_GAME];
	return none;
}

struct seek {
	struct games *gs;
	bool quiet;		/* no note of the games not shown */
	unsigned long sources;	/* the sources the inputs hold */
	unsigned long games;	/* the games of the first chosen */
	long read;		/* the games of the first read */
	size_t shown;		/* the number of the one shown in its source */
	char *first;		/* its name */
	unsigned long named;	/* FILE#K: K, the game named, the rest not read */
	game_fn fn;
	void *ctx;
};

/* The chosen games of the first source are counted; the first is shown. */
static int seek_game(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct seek *s = ctx;

	if (!s->games++) {
		s->shown = index;
		s->fn(s->ctx, g, index, d);
	}
	return 0;
}

static void seek_unit(void *ctx, size_t unit, const char *name, struct zz_input *in)
{
	struct seek *s = ctx;
	struct zz_diag d;

	(void)unit;
	/* the other sources are counted, not read */
	if (s->sources++)
		return;
	s->first = zz_xstrdup(name ? name : "<stdin>");
	s->named = in->only_game;
	zz_diag_init(&d);
	s->read = for_each_game(s->gs, in, &d, seek_game, s);
	/* what is no game (a document of no key of a record): said */
	print_diagnostics(&d, s->quiet);
	zz_diag_release(&d);
}

int with_game(char **paths, int n, const struct walk_opts *w, enum zz_format from, const char *rules,
	      struct selection *sel, bool quiet, game_fn fn, void *ctx)
{
	struct games gs;
	struct seek s = { &gs, quiet, 0, 0, 0, 0, NULL, 0, fn, ctx };
	const char *input = n ? paths[0] : "<stdin>";
	bool chosen = select_active(sel);
	int rc = 0;

	games_init(&gs, from, rules, sel);
	rc = walk_inputs(paths, n, w, seek_unit, &s);
	games_release(&gs);
	if (rc < 0) {
		free(s.first);
		return -1;
	}
	if (!s.sources) {
		error("'%s' has no game", input);
		return 1;
	}
	if (!s.games && s.named) {
		error("'%s' has no game %lu", s.first, s.named);
		rc = 1;
	} else if (!s.games && chosen) {
		error("no game of '%s' is chosen (it has %ld)", s.first, s.read > 0 ? s.read : 0);
		rc = 1;
	} else if (!s.games) {
		error("'%s' has no game", s.first);
		rc = 1;
	} else if (s.named || quiet) {
		;
	} else if (s.sources > 1) {
		/* the games of one source, numbered as validate --json numbers them */
		if (n > 1)
			note("%lu records given: game %zu of '%s' shown "
			     "(the others are not read)",
			     s.sources, s.shown, s.first);
		else
			note("'%s' holds %lu records: game %zu of '%s' shown "
			     "(name another as ARCHIVE:MEMBER)",
			     input, s.sources, s.shown, s.first);
	} else if (s.games > 1 && chosen) {
		note("'%s': %lu games chosen, game %zu shown (render --each draws every one)", s.first,
		     s.games, s.shown);
	} else if (s.games > 1) {
		note("'%s' has %lu games: game %zu shown (--game K shows another)", s.first, s.games,
		     s.shown);
	}
	free(s.first);
	return rc;
}

int at_beyond(struct zz_buf *err, long at, const struct zz_game *g, size_t index,
	      size_t turns)
{
	const char *file = g->loc.file ? g->loc.file : "<stdin>";
	struct zz_buf sb = ZZ_BUF_INIT;

	if (index > 1)
		zz_buf_addf(&sb,
			    Q_("--at %ld: game %zu of '%s' has only %zu turn",
			       "--at %ld: game %zu of '%s' has only %zu turns", turns),
			    at, index, file, turns);
	else
		zz_buf_addf(
			&sb,
			Q_("--at %ld: '%s' has only %zu turn", "--at %ld: '%s' has only %zu turns", turns),
			at, file, turns);
	if (err)
		error_to(err, "%s", sb.buf);
	else
		error("%s", sb.buf);
	zz_buf_release(&sb);
	return ZZ_EXIT_USAGE;
}
