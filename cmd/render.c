/*
 * zertz render: a diagram of a position of a game, in ASCII or SVG; one
 * per turn (--each) or a whole game sheet (--sheet).
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "guard.h"
#include "html.h"
#include "i18n.h"
#include "kinds.h"
#include "later.h"
#include "text.h"
#include "output.h"
#include "record.h"
#include "draw.h"
#include "viewer.h"
#include "explore.h"
#include "usage.h"
#include "jobs.h"
#include "stats_kind.h"
#include "select.h"
#include "walk.h"
#include "xalloc.h"
#include "zgn.h"
#include "shown.h"
#include "banned.h"

enum target { T_AUTO, T_ASCII, T_SVG, T_HTML };

struct opts {
	enum target target;
	long at;			/* -1: the end */
	bool quiet;			/* errors only */
	struct selection *sel;		/* the games chosen */
	unsigned long jobs;		/* -j: the pages of --each made by so many */
	const char *output, *each, *position, *rules;
	const char *title; /* --title: the --each index's */
	bool sheet;
	enum zz_format from;
	struct zz_render_opts r;
	char *css;			/* owned */
	const char *css_path;		/* --css FILE, an input too */
	bool clean;			/* --clean: remove an earlier run's files */
	struct each_files *files;	/* --each: the files written into DIR */
	struct later *later;		/* -o: the files, written once the run went well */
	const char *back;		/* HTML: the index's page, for --each */
	struct zz_buf *page;		/* HTML --each: the page, written by the caller */
	struct zz_buf *result;		/* HTML --each: the result, for the index */
	bool explorer;			/* --explorer: the page of the index --db */
	const char *db;
	unsigned long plies, min_games; /* --plies, --min-games */
};

/*
 * The files a run writes into --each DIR, to tell them from those of an
 * earlier run that it did not write.
 */
struct each_files {
	char **names;
	size_t nr, alloc;
};

/* Every position of a replayed game, for scenes. */
struct find {
	const struct opts *o;
	int status;
};

/* What -o writes: now to standard output, once the run went well to a file. */
static int emit_later(const struct opts *o, const char *path, const struct zz_buf *text,
		      unsigned flags)
{
	return later_add(o->later, path, text, flags);
}

static int emit(const struct opts *o, const char *path, const struct zz_buf *text)
{
	return emit_later(o, path, text, 0);
}

/* The names zertz gives the files it writes into --each DIR. */
static bool each_generated(const void *ctx, const char *name)
{
	(void)ctx;
	return guard_numbered(name, "turn-", ".svg") || guard_numbered(name, "turn-", ".txt") ||
	       guard_numbered(name, "game-", ".html") || !strcmp(name, "index.html");
}

/* --each DIR, made when it is not there: 0, or ZZ_EXIT_IO (said). */
static int each_dir(const char *dir)
{
	if (mkdir(dir, 0777) && errno != EEXIST) {
		error("cannot create '%s': %s", dir, strerror(errno));
		return ZZ_EXIT_IO;
	}
	return 0;
}

/*
 * Write DIR/name, never through a link or into a FIFO planted at that
 * name (OUTPUT_NOFOLLOW), and note it as this run's.  -1 when it failed.
 */
static int each_emit(const struct opts *o, const char *name, const struct zz_buf *text)
{
	struct zz_buf path = ZZ_BUF_INIT;
	struct each_files *f = o->files;
	int rc;

	zz_buf_addf(&path, "%s/%s", o->each, name);
	rc = later_emit_now(path.buf, text, OUTPUT_NOFOLLOW);
	zz_buf_release(&path);
	if (!rc && f) {
		ZZ_ALLOC_GROW(f->names, f->nr + 1, f->alloc);
		f->names[f->nr++] = zz_xstrdup(name);
	}
	return rc;
}

static int cmp_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* what each_leftovers asks of an entry of DIR, and what --clean did */
struct each_left {
	const struct opts *o;
	int rc;
};

/* A file of DIR with a name zertz gives that this run did not write:
 * removed with --clean (a link among them is removed, not followed). */
static bool each_left(void *ctx, const char *dir, const char *name)
{
	struct each_left *el = ctx;
	struct each_files *f = el->o->files;
	struct zz_buf path = ZZ_BUF_INIT;
	bool left = false;

	if (each_generated(NULL, name) && !bsearch(&name, f->names, f->nr, sizeof(*f->names), cmp_name)) {
		zz_buf_addf(&path, "%s/%s", dir, name);
		left = true;
		if (el->o->clean && unlink(path.buf)) {
			error("cannot remove '%s': %s", path.buf, strerror(errno));
			el->rc = ZZ_EXIT_IO;
			left = false;
		}
	}
	zz_buf_release(&path);
	return left;
}

/*
 * After a run: the files of DIR with the names zertz gives that this run
 * did not write (an earlier run's pages of games no longer there, say),
 * listed in a warning, or removed with --clean.  0, or ZZ_EXIT_IO when
 * one could not be removed (said).
 */
static int each_leftovers(const struct opts *o)
{
	struct each_left el = { o, 0 };
	struct zz_buf list = ZZ_BUF_INIT;
	size_t left;

	qsort(o->files->names, o->files->nr, sizeof(*o->files->names), cmp_name);
	left = later_leftovers(o->each, each_left, &el, &list);
	if (left && o->clean)
		note(Q_("%zu file of an earlier run removed from '%s': %s",
			"%zu files of an earlier run removed from '%s': %s", left),
		     left, o->each, list.buf);
	else if (left)
		warning(Q_("'%s' holds %zu file of an earlier run that this run did not write: %s "
			   "(--clean removes them)",
			   "'%s' holds %zu files of an earlier run that this run did not write: %s "
			   "(--clean removes them)",
			   left),
			o->each, left, list.buf);
	zz_buf_release(&list);
	return el.rc;
}

/*
 * The diagram of turn k of n into DIR/turn-NNN.svg (or .txt): -1 when it
 * failed, said once with what was written (the next would fail alike).
 */
static int each_turn(const struct opts *o, size_t k, size_t n, const struct zz_buf *out)
{
	char name[40];

	snprintf(name, sizeof(name), "turn-%03zu.%s", k, o->target == T_SVG ? "svg" : "txt");
	if (!each_emit(o, name, out))
		return 0;
	inform(_("%zu of the %zu diagrams written to '%s'"), k, n + 1, o->each);
	return -1;
}

/*
 * A game sheet.  On paper, into a file, a sheet of several pages is
 * a file a page: NAME-1.svg, NAME-2.svg ... for -o NAME.svg, as printers
 * and converters take one page a drawing; to standard output, the pages
 * stand one under another in one drawing, and a note says so.
 */
static int sheet_pages(const struct opts *o, const struct zz_drawing *dr, struct zz_buf *out)
{
	bool to_file = o->output && strcmp(o->output, "-");
	size_t pages, k;
	struct zz_buf path = ZZ_BUF_INIT;
	size_t stem;

	pages = dr->draw->sheet(out, dr, &o->r, o->r.page && to_file ? 1 : 0);
	if (pages <= 1 || !to_file) {
		if (pages > 1)
			note("the sheet takes %zu pages, drawn one under another; "
				"-o NAME.svg writes a file a page (NAME-1.svg ...)", pages);
		return emit(o, o->output, out) ? ZZ_EXIT_IO : 0;
	}
	stem = strlen(o->output);
	if (has_extension(o->output, ".svg"))
		stem -= 4;
	for (k = 1; k <= pages; k++) {
		if (k > 1) {
			zz_buf_reset(out);
			dr->draw->sheet(out, dr, &o->r, k);
		}
		zz_buf_reset(&path);
		zz_buf_add(&path, o->output, stem);
		zz_buf_addf(&path, "-%zu.svg", k);
		/* names zertz makes: a link there is replaced, not followed */
		if (emit_later(o, path.buf, out, OUTPUT_NOFOLLOW)) {
			inform(_("%zu of the sheet's %zu pages written"), k - 1, pages);
			zz_buf_release(&path);
			return ZZ_EXIT_IO;
		}
	}
	if (o->later) {
		/* DIR/NAME-: what an earlier, longer sheet left is looked for */
		zz_buf_setlen(&path, stem + 1);
		later_sheet(o->later, zz_buf_detach(&path, NULL), pages);
	}
	zz_buf_release(&path);
	return 0;
}

/* ---- the web viewer (viewer.h) ---- */

static void frames_release(struct zz_buf *frames, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		zz_buf_release(&frames[k]);
	free(frames);
}

/* Draw the game as asked (draw.h, whatever its game); returns an exit status. */
static int render_game(const struct opts *o, struct zz_game *g, size_t index,
		       struct zz_diag *d)
{
	struct zz_drawing dr;
	const struct zz_draw_kind *dk;
	struct zz_buf out = ZZ_BUF_INIT;
	size_t k;
	int rc = ZZ_EXIT_OK;

	if (!zz_drawing_make(&dr, g, d))
		BUG("a game without drawings");
	dk = dr.draw;
	if (dr.failed)
		rc = ZZ_EXIT_INVALID;	/* the diagram stops at the last legal turn */
	if (o->target == T_HTML) {
		struct zz_buf *frames = zz_xcalloc(dr.n + 1, sizeof(*frames));
		unsigned *movers = zz_xcalloc(dr.n + 1, sizeof(*movers));
		struct zz_buf result = ZZ_BUF_INIT;

		for (k = 0; k <= dr.n; k++) {
			dk->svg(&frames[k], &dr, k, &o->r);
			if (k < dr.n)
				movers[k] = dk->mover(&dr, k);
		}
		if (dr.failed)
			zz_buf_addf(&result, "the record has an illegal move at turn %zu", dr.n + 1);
		else
			dk->result(&result, &dr);
		viewer_page(g, frames, dr.n, movers, result.buf, o->back, o->page ? o->page : &out);
		if (o->result)
			zz_buf_addstr(o->result, result.buf);
		frames_release(frames, dr.n + 1);
		free(movers);
		zz_buf_release(&result);
		if (!o->page && emit(o, o->output, &out))
			rc = ZZ_EXIT_IO;
	} else if (o->each) {
		if ((rc = each_dir(o->each)))
			goto out;
		for (k = 0; k <= dr.n; k++) {
			zz_buf_reset(&out);
			(o->target == T_SVG ? dk->svg : dk->text)(&out, &dr, k, &o->r);
			if (each_turn(o, k, dr.n, &out)) {
				rc = ZZ_EXIT_IO;
				break;
			}
		}
	} else if (o->sheet) {
		rc = sheet_pages(o, &dr, &out);
	} else {
		if (o->at > (long)dr.n) {
			rc = at_beyond(NULL, o->at, g, index, dr.n);
			goto out;
		}
		(o->target == T_SVG ? dk->svg : dk->text)(&out, &dr, o->at < 0 ? dr.n : (size_t)o->at, &o->r);
		if (emit(o, o->output, &out))
			rc = ZZ_EXIT_IO;
	}
out:
	zz_drawing_release(&dr);
	zz_buf_release(&out);
	return rc;
}

/* ---- render -t html --each DIR: a page per game, and an index ---- */

/*
 * The pages are made where the games are read (alone, or in -j workers:
 * jobs.h) and written by the parent in the order of the inputs, which
 * numbers them: each unit packs, per game, the six cells of its index row
 * and its page.
 */
struct each_html {
	struct opts *o;
	struct games reading;		/* every game of the inputs */
	const char *source;		/* the unit's name */
	struct zz_buf pend;		/* packed, per game: cells and page */
	unsigned long pend_games;
	int pend_status;
	/* the parent's */
	struct zz_html_entry *e;
	char **owned;			/* the strings of the entries */
	size_t n, alloc, nowned, allocowned;
	int status;
	bool stop;
};

static const char *keep(struct each_html *x, const char *s)
{
	ZZ_ALLOC_GROW(x->owned, x->nowned + 1, x->allocowned);
	x->owned[x->nowned] = zz_xstrdup(s);
	return x->owned[x->nowned++];
}

struct each_unit {
	struct each_html *x;
	struct jobs *j;
};

static int each_html_game(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct each_unit *u = ctx;
	struct each_html *x = u->x;
	struct zz_buf page = ZZ_BUF_INIT, result = ZZ_BUF_INIT, b = ZZ_BUF_INIT;
	const char *tag;
	int rc;

	if (!zz_game_playable(g)) {
		format_diagnostics(&u->j->err, d, x->o->quiet);
		x->pend_status = ZZ_EXIT_INVALID;
		return 0;
	}
	x->o->page = &page;
	x->o->result = &result;
	x->o->back = "index.html";
	rc = render_game(x->o, g, index, d);
	x->o->page = NULL;
	x->o->result = NULL;
	format_diagnostics(&u->j->err, d, x->o->quiet);
	if (rc && (rc != ZZ_EXIT_INVALID || !x->pend_status))
		x->pend_status = rc;
	tag = zz_game_tag(g, "Event");
	jobs_put_str(&x->pend, tag ? tag : "");
	zz_replay_players(g, &b);
	jobs_put_str(&x->pend, b.buf);
	tag = zz_game_tag(g, "Date");
	jobs_put_str(&x->pend, tag ? tag : "");
	jobs_put_str(&x->pend, result.buf ? result.buf : "");
	{
		/* the board as stats --by board names it (37, custom); TZAAR has one */
		char board[32];
		const char *name = zz_text_kind(g->kind)->stats->group(g, false, board, sizeof(board));

		jobs_put_str(&x->pend, name ? name : g->kind->name);
	}
	zz_buf_reset(&b);
	zz_buf_addf(&b, "%zu", g->nr_turns);
	jobs_put_str(&x->pend, b.buf);
	/* a selection's game says where it was read (select's [Source]) */
	tag = zz_game_tag(g, "Source");
	zz_buf_reset(&b);
	if (tag)
		zz_buf_addstr(&b, tag);
	else
		zz_buf_addf(&b, "%s#%zu", x->source, index);
	jobs_put_str(&x->pend, b.buf);
	jobs_put_str(&x->pend, page.buf ? page.buf : "");
	x->pend_games++;
	zz_buf_release(&page);
	zz_buf_release(&result);
	zz_buf_release(&b);
	/* a long stream of games: handed over as it goes, memory flat */
	jobs_flush(u->j, x->pend.len);
	return 0;
}

static void each_html_unit(struct jobs *j, void *ctx, size_t unit, const char *name, struct zz_input *in)
{
	struct each_html *x = ctx;
	struct each_unit u = { x, j };
	struct zz_diag d;
	long n;

	(void)unit;
	x->source = name ? name : "<stdin>";
	zz_diag_init(&d);
	n = for_each_game(&x->reading, in, &d, each_html_game, &u);
	if (n < 0)
		x->pend_status = ZZ_EXIT_IO;
	/* what held no game: said; an invalid input, no page */
	if (source_without_game(&d, in, x->source, n) && !x->pend_status)
		x->pend_status = ZZ_EXIT_INVALID;
	format_diagnostics(&j->err, &d, x->o->quiet);
	zz_diag_release(&d);
}

static void each_html_pack(void *ctx, struct zz_buf *data)
{
	struct each_html *x = ctx;

	jobs_put(data, (unsigned long long)x->pend_status);
	jobs_put(data, x->pend_games);
	zz_buf_add(data, x->pend.buf, x->pend.len);
	zz_buf_reset(&x->pend);
	x->pend_games = 0;
	x->pend_status = 0;
}

/* (the parent) a unit's pages, numbered on from those before, written */
static int each_html_take(void *ctx, const char *data, size_t len, struct zz_buf *out)
{
	struct each_html *x = ctx;
	struct jobs_reader r = { data, data + len };
	struct zz_buf path = ZZ_BUF_INIT, page = ZZ_BUF_INIT;
	unsigned long long k, nr;
	int status = (int)jobs_get(&r);
	unsigned c;

	(void)out;
	if (status && (status != ZZ_EXIT_INVALID || !x->status))
		x->status = status;
	nr = jobs_get(&r);
	for (k = 0; k < nr && !x->stop; k++) {
		struct zz_html_entry *e;

		ZZ_ALLOC_GROW(x->e, x->n + 1, x->alloc);
		e = &x->e[x->n++];
		memset(e, 0, sizeof(*e));
		for (c = 0; c < 7; c++)
			e->cells[c] = keep(x, jobs_get_str(&r));
		zz_buf_reset(&path);
		zz_buf_addf(&path, "game-%03zu.html", x->n);
		e->href = keep(x, path.buf);
		zz_buf_reset(&page);
		zz_buf_addstr(&page, jobs_get_str(&r));
		if (each_emit(x->o, e->href, &page)) {
			inform(_("%zu of the games' pages written to '%s'"), x->n - 1, x->o->each);
			x->status = ZZ_EXIT_IO;
			x->stop = true;
		}
	}
	zz_buf_release(&path);
	zz_buf_release(&page);
	return x->stop;
}

static int render_each_html(struct opts *o, char **paths, int n, const struct walk_opts *w)
{
	const struct jobs_ops ops = { each_html_unit, each_html_pack, each_html_take,
				      N_("rendered"), NULL,	      false };
	struct each_html x;
	struct zz_buf index = ZZ_BUF_INIT, path = ZZ_BUF_INIT;
	size_t i;

	memset(&x, 0, sizeof(x));
	x.o = o;
	if ((x.status = each_dir(o->each)))
		return x.status;
	games_init(&x.reading, o->from, o->rules, o->sel);
	if (jobs_run(o->jobs, paths, n, w, &ops, &x) < 0)
		x.status = ZZ_EXIT_IO;
	games_release(&x.reading);
	zz_buf_release(&x.pend);
	if (x.status == ZZ_EXIT_IO && !x.stop) {
		struct stat st;

		/* the pages written stay; the index lists the games of a whole run */
		zz_buf_addf(&path, "%s/index.html", o->each);
		if (stat(path.buf, &st))
			error("the run failed: '%s' is not written", path.buf);
		else
			error("the run failed: '%s' is left as it was", path.buf);
	} else if (!x.stop) {
		struct zz_buf name = ZZ_BUF_INIT;

		zz_html_index(&index,
			      o->title	       ? o->title
				      : n == 1 ? path_name(paths[0], &name)
					       : _("Games"),
			      x.e, x.n);
		zz_buf_release(&name);
		zz_buf_addf(&path, "%s/index.html", o->each);
		if (each_emit(o, "index.html", &index))
			x.status = ZZ_EXIT_IO;
		else if (!x.n)
			error("no game to show in '%s'", path.buf);
	}
	for (i = 0; i < x.nowned; i++)
		free(x.owned[i]);
	free(x.owned);
	free(x.e);
	zz_buf_release(&index);
	zz_buf_release(&path);
	return x.status;
}

static int game_cb(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct find *f = ctx;

	if (!zz_game_playable(g)) {
		f->status = ZZ_EXIT_INVALID;
	} else {
		f->status = render_game(f->o, g, index, d);
	}
	print_diagnostics(d, f->o->quiet);
	return 1;
}

static void css_option(void *ctx, const char *arg)
{
	struct opts *o = ctx;

	free(o->css);
	/* a real one is a few kB */
	if (file_read_small(arg, 1u << 20, _("a style sheet"), &o->css))
		exit(ZZ_EXIT_IO);
	o->r.css = o->css;
	o->css_path = arg;
}

/* --diagrams LIST: the turns a sheet draws, added up. */
static void diagrams_option(void *ctx, const char *arg)
{
	struct opts *o = ctx;
	struct zz_buf err = ZZ_BUF_INIT;

	if (zz_pick_parse(&o->r.pick, arg, &err))
		usage_error(USAGE_RENDER, "--diagrams: %s", err.buf);
	zz_buf_release(&err);
}

/* -o NAME.svg of a sheet on paper: NAME-1.svg ... (ctx: "NAME-"). */
static bool sheet_page_name(const void *ctx, const char *name)
{
	return guard_numbered(name, ctx, ".svg");
}

/*
 * Before anything is read: every file render may write -- -o FILE, the
 * pages of a sheet, what --each DIR is filled with -- is none of the
 * files it reads (the records, --css).  0, or ZZ_EXIT_USAGE (said).
 */
static int render_guard(const struct opts *o, char **paths, int n)
{
	struct guard g;
	int rc = 0;

	guard_init(&g, paths, o->position ? 0 : n);
	if (o->position)
		g.nr = 0;	/* a position string reads no record */
	if (o->css_path)
		guard_add(&g, o->css_path);
	if (o->output)
		rc = guard_output(&g, o->output);
	if (!rc && o->output && o->sheet && o->r.page && strcmp(o->output, "-")) {
		/* NAME-1.svg, NAME-2.svg ... beside NAME */
		struct zz_buf dir = ZZ_BUF_INIT, stem = ZZ_BUF_INIT;
		const char *slash = strrchr(o->output, '/');
		const char *base = slash ? slash + 1 : o->output;
		size_t len = strlen(base);

		if (slash)
			zz_buf_add(&dir, o->output, (size_t)(slash - o->output) + 1);
		else
			zz_buf_addstr(&dir, ".");
		if (has_extension(base, ".svg"))
			len -= 4;
		zz_buf_add(&stem, base, len);
		zz_buf_addch(&stem, '-');
		rc = guard_dir(&g, dir.buf, sheet_page_name, stem.buf);
		zz_buf_release(&dir);
		zz_buf_release(&stem);
	}
	if (!rc && o->each)
		rc = guard_dir(&g, o->each, each_generated, NULL);
	guard_release(&g);
	return rc;
}

/*
 * What to draw in, from -t or the name of -o (a terminal: ASCII, else
 * SVG), and the options that do not go together: a usage error.
 * laid_out: --columns or --page was given.
 */
static void settle_target(struct opts *o, int argc, bool laid_out)
{
	if (laid_out && !o->sheet)
		usage_error(USAGE_RENDER, "--columns and --page lay out a --sheet");
	if ((o->r.pick.nranges || o->r.pick.words || o->r.pick.every || o->r.trays) && !o->sheet)
		usage_error(USAGE_RENDER, "--diagrams, --every and --trays choose what a --sheet shows");
	if (o->each && o->sheet)
		usage_error(USAGE_RENDER, "--each and --sheet do not go together");
	if (o->clean && !o->each)
		usage_error(USAGE_RENDER, "--clean cleans the DIR of --each");
	if (o->jobs > 1 && !o->each)
		usage_error(USAGE_RENDER, "-j makes the pages of --each: one drawing is made by one");
	/* -o x.txt draws ASCII, -o x.svg SVG, when -T does not say */
	if (o->target == T_AUTO && o->output && has_extension(o->output, ".txt"))
		o->target = T_ASCII;
	else if (o->target == T_AUTO && o->output && has_extension(o->output, ".svg"))
		o->target = T_SVG;
	else if (o->target == T_AUTO && o->output && has_extension(o->output, ".html"))
		o->target = T_HTML;
	if (o->explorer) {
		if (o->target == T_AUTO)
			o->target = T_HTML;
		if (o->target != T_HTML || !o->db)
			usage_error(USAGE_RENDER, "--explorer is a page (-t html) of the index --db FILE");
		if (o->sheet || o->position || o->each || o->at >= 0 || select_active(o->sel) || argc > 0)
			usage_error(USAGE_RENDER,
				    "--explorer draws the index --db FILE: not with --sheet, "
				    "--position, --each, --at, a selection or a FILE");
		if (o->output && output_same(o->output, o->db))
			usage_error(USAGE_RENDER, "-o names the index: it would be replaced by the page");
	} else if (o->db || o->plies || o->min_games)
		usage_error(USAGE_RENDER, "--db, --plies and --min-games go with --explorer");
	if (o->target == T_HTML && (o->sheet || o->position))
		usage_error(USAGE_RENDER, "-t html is a viewer of games: not with --sheet or --position");
	/* what would read a game is not dropped without a word */
	if (o->position && (o->sheet || o->each || o->at >= 0 || select_active(o->sel) || argc > 0))
		usage_error(USAGE_RENDER,
			    "--position draws that one position: not with --sheet, --each, "
			    "--at, a selection or a FILE");
	if (o->target == T_HTML && o->at >= 0)
		usage_error(USAGE_RENDER, "-t html shows every turn: open the page at #turn=N rather than --at");
	if (o->target == T_HTML && o->each && o->output)
		usage_error(USAGE_RENDER, "-t html --each writes its pages into DIR: not with -o");
	if (o->target == T_AUTO)
		o->target = (o->sheet || !isatty(1)) && !o->each ? T_SVG : o->each ? T_SVG : T_ASCII;
	if (o->sheet && o->target != T_SVG)
		usage_error(USAGE_RENDER, "--sheet is an SVG");
	/* colour for a terminal, never under NO_COLOR; --color decides */
	o->r.ansi = o->target == T_ASCII && colour_for(!o->output && isatty(1));
}

/* render -t html --explorer: the index's opening explorer (explore.h). */
static int render_explorer(struct opts *o)
{
	struct zz_buf err = ZZ_BUF_INIT, out = ZZ_BUF_INIT;
	int status = ZZ_EXIT_OK;

	if (explore_page(o->db, o->plies ? o->plies : 10, o->min_games ? o->min_games : 10, viewer_deflate,
			 &out, &err)) {
		error("%s", err.buf);
		status = ZZ_EXIT_IO;
	} else if (emit(o, o->output, &out))
		status = ZZ_EXIT_IO;
	zz_buf_release(&out);
	zz_buf_release(&err);
	free(o->css);
	zz_pick_release(&o->r.pick);
	return status;
}

/* render --position: that one position string drawn. */
static int render_position(struct opts *o)
{
	const struct zz_draw_kind *dk = zz_text_kind_of_position(o->position)->draw;
	struct zz_buf err = ZZ_BUF_INIT, out = ZZ_BUF_INIT;
	int status;

	if (!dk)
		usage_error(USAGE_RENDER, "--position: that game has no drawings");
	if (dk->position(&out, o->position, o->target == T_SVG, &o->r, &err))
		usage_error(USAGE_RENDER, "--position: %s", err.buf);
	status = emit(o, o->output, &out) ? ZZ_EXIT_IO : ZZ_EXIT_OK;
	zz_buf_release(&out);
	zz_buf_release(&err);
	free(o->css);
	zz_pick_release(&o->r.pick);
	return status;
}

static int render_main(int argc, char **argv, struct selection *sel)
{
	static const char *const targets[] = { "ascii", "svg", "html", NULL };
	static const char *const removed[] = { "hide", "ghost", NULL };
	static const char *const coords[] = { "edge", "all", "none", NULL };
	static const char *const charsets[] = { "ascii", "unicode", NULL };
	static const char *const pages[] = { "a4", "letter", NULL };
	struct walk_opts w;
	struct opts o;
	struct find f;
	struct each_files files = { NULL, 0, 0 };
	struct later later = { NULL, 0, 0, NULL, 0 };
	int io, status, k;
	unsigned long at = OPT_UNSET, size = OPT_UNSET;
	unsigned target = ~0u, rem = ~0u, coord = ~0u, charset = ~0u, page = ~0u;
	unsigned long columns = OPT_UNSET;
	const struct opt options[] = {
		OPT_CHOICE('t', "format", &target, targets),
		OPT_CHOICE('T', NULL, &target, targets),
		OPT_STRING('o', "output", &o.output),
		OPT_AT(&at),
		OPT_STRING(0, "position", &o.position),
		OPT_STRING(0, "each", &o.each),
		OPT_STRING(0, "title", &o.title),
		OPT_FLAG(0, "clean", &o.clean),
		OPT_FLAG(0, "sheet", &o.sheet),
		OPT_RANGE(0, "columns", &columns, 1, 12, "from 1 to 12"),
		OPT_CHOICE(0, "page", &page, pages),
		OPT_CALL(0, "diagrams", diagrams_option, &o),
		OPT_RANGE(0, "every", &o.r.pick.every, 1, 100000, "from 1 to 100000 turns"),
		OPT_FLAG(0, "trays", &o.r.trays),
		OPT_FLAG(0, "legend", &o.r.legend),
		OPT_CHOICE(0, "removed", &rem, removed),
		OPT_CHOICE(0, "coords", &coord, coords),
		OPT_CHOICE(0, "charset", &charset, charsets),
		OPT_RANGE(0, "size", &size, 16, 16384, "from 16 to 16384 pixels"),
		OPT_CALL(0, "css", css_option, &o),
		OPT_FLAG(0, "flip", &o.r.flip),
		OPT_FLAG(0, "rotate", &o.r.rotate),
		OPT_FLAG(0, "explorer", &o.explorer),
		OPT_STRING(0, "db", &o.db),
		OPT_RANGE(0, "plies", &o.plies, 1, 60, "from 1 to 60 turns"),
		OPT_RANGE(0, "min-games", &o.min_games, 1, OPT_NUMBER_MAX, "from 1 game"),
		OPT_FROM('f', &o.from),
		OPT_RULES(&o.rules),
		OPT_MAX_ERRORS(&diag_max_errors),
		OPT_COLOR(),
		OPT_LANG(),
		OPT_RECURSIVE(&w),
		OPT_QUIET(&o.quiet),
		OPT_RANGE('j', "jobs", &o.jobs, 1, 64, "from 1 to 64 jobs"),
		OPT_SELECTION_NEW(sel),
		OPT_END()
	};

	memset(&o, 0, sizeof(o));
	o.sel = sel;
	o.jobs = 1;
	o.from = ZZ_FORMAT_AUTO;
	zz_render_opts_init(&o.r);
	walk_defaults(&w);
	k = parse_options(argc, argv, "render", USAGE_RENDER, options);
	w.quiet = o.quiet;
	argc -= k;
	argv += k;
	o.at = at == OPT_UNSET ? -1 : (long)at;
	if (target != ~0u)
		o.target = (enum target)(T_ASCII + target);
	if (rem != ~0u)
		o.r.removed = (enum zz_removed_style)rem;
	if (coord != ~0u)
		o.r.coords = (enum zz_coords_style)coord;
	if (charset != ~0u)
		o.r.unicode = charset == 1;
	if (size != OPT_UNSET) {
		o.r.size = (unsigned)size;
		o.r.size_set = true;
	}
	if (columns != OPT_UNSET)
		o.r.columns = (unsigned)columns;
	if (page != ~0u)
		o.r.page = (enum zz_page)(ZZ_PAGE_A4 + page);
	settle_target(&o, argc, columns != OPT_UNSET || page != ~0u);
	/* before anything is read: no output is an input (guard.h) */
	if ((status = render_guard(&o, argv, argc))) {
		free(o.css);
		zz_pick_release(&o.r.pick);
		return status;
	}
	if (o.position)
		return render_position(&o);
	if (o.explorer)
		return render_explorer(&o);
	o.files = &files;
	o.later = &later;
	if (o.target == T_HTML && o.each) {
		status = render_each_html(&o, argv, argc, &w);
	} else {
		memset(&f, 0, sizeof(f));
		f.o = &o;
		io = with_game(argv, argc, &w, o.from, o.rules, sel, o.quiet, game_cb, &f);
		if (io > 0)
			f.status = ZZ_EXIT_INVALID;
		status = io < 0 ? ZZ_EXIT_IO : f.status;
	}
	/* -o's files, when nothing failed (an input read after the game too) */
	if (later_finish(&later, status != ZZ_EXIT_IO))
		status = ZZ_EXIT_IO;
	/* what an earlier run left in DIR, when this one wrote its files */
	if (o.each && status != ZZ_EXIT_IO && files.nr && each_leftovers(&o))
		status = ZZ_EXIT_IO;
	for (k = 0; k < (int)files.nr; k++)
		free(files.names[k]);
	free(files.names);
	free(o.css);
	zz_pick_release(&o.r.pick);
	return status;
}

/* The selection lives as long as the command, whichever way it returns. */
int cmd_render(int argc, char **argv)
{
	struct selection *sel = select_new(USAGE_RENDER);
	int rc = render_main(argc, argv, sel);

	select_free(sel);
	return rc;
}
