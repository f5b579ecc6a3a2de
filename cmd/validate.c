/*
 * zertz validate: replay every game of every input and report every
 * problem; the exit status says whether all games are valid.
 *
 * With -j N, N worker processes share the inputs (jobs.h): the output is
 * the same as without -j.
 */
#include <string.h>

#include "cmd.h"
#include "jobs.h"
#include "json_report.h"
#include "i18n.h"
#include "kinds.h"
#include "select.h"
#include "shown.h"
#include "usage.h"
#include "xalloc.h"
#include "walk.h"
#include "banned.h"

struct opts {
	bool json, quiet, werror, verbose;
	bool report; /* text mode with -o FILE: the diagnostics go to the file */
	const char *rules, *output;
	enum zz_format from;
	struct walk_opts walk;
	unsigned long jobs;
};

struct totals {
	unsigned long long games, valid, invalid, warnings;
	unsigned long long none;	/* inputs that held no game */
};

struct run {
	const struct opts *o;
	struct games reading;		/* how games are read, which are chosen */
	struct totals t;		/* the games handed over */
	struct totals pending;		/* the games read, not yet handed over */
	struct zz_json_memo memo;	/* --json: the set-up last written (json_report.h) */
};

/* What was said of a game or a source: on standard error, or in the report (-o). */
static void said(struct jobs *j, const struct opts *o, const struct zz_diag *d)
{
	if (o->report)
		format_report(&j->out, d, o->quiet);
	else
		format_diagnostics(&j->err, d, o->quiet);
}

static void one_game(struct run *r, struct jobs *j, const char *source, struct zz_game *g,
		     size_t index, struct zz_diag *d)
{
	const struct opts *o = r->o;
	struct zz_replay m;
	bool replayed = false;
	int valid;

	if (zz_game_playable(g)) {
		zz_replay_start(&m, g, d);
		zz_replay_run(&m);
		replayed = true;
	}
	if (o->werror)
		diag_werror(d);
	valid = d->count[ZZ_LEVEL_ERROR] == 0;
	r->pending.games++;
	if (valid)
		r->pending.valid++;
	else
		r->pending.invalid++;
	r->pending.warnings += d->count[ZZ_LEVEL_WARNING];
	said(j, o, d);
	if (o->json) {
		struct zz_json_game jg = { source, index, g, replayed ? &m : NULL, d, valid, &r->memo };

		zz_json_game(&j->out, &jg);
	}
	if (replayed)
		zz_replay_release(&m);
}

/* -v: an input's verdict, after what was said of it, as sgfc and compilers list files. */
static void verdict(struct jobs *j, const struct opts *o, const char *name, unsigned long long games,
		    unsigned long long invalid)
{
	struct zz_buf *out = o->report ? &j->out : &j->err;

	zz_shown_addstr(out, name, 0);
	if (!games)
		zz_buf_addstr(out, _(": no game\n"));
	else if (!invalid)
		zz_buf_addf(out, Q_(": ok, %llu game valid\n", ": ok, %llu games valid\n", games), games);
	else
		zz_buf_addf(out, Q_(": %llu of %llu game invalid\n", ": %llu of %llu games invalid\n", games),
			    invalid, games);
}

struct unit_ctx {
	struct run *r;
	struct jobs *j;
	const char *name;
};

static int game_cb(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct unit_ctx *u = ctx;

	one_game(u->r, u->j, u->name, g, index, d);
	jobs_flush(u->j, 0);	/* counts: a fixed size */
	return 0;
}

static void one_unit(struct jobs *j, void *ctx, size_t unit, const char *name,
		     struct zz_input *in)
{
	struct run *r = ctx;
	struct unit_ctx u = { r, j, name };
	struct zz_diag d;
	long n;

	unsigned long long games = r->pending.games, invalid = r->pending.invalid;

	(void)unit;
	zz_diag_init(&d);
	n = for_each_game(&r->reading, in, &d, game_cb, &u);
	/* what held no game: said, counted apart, no game of any summary */
	r->pending.none += source_without_game(&d, in, name, n);
	if (r->o->werror)
		diag_werror(&d);
	r->pending.warnings += d.count[ZZ_LEVEL_WARNING];
	said(j, r->o, &d);
	if (r->o->verbose && !r->o->json)
		verdict(j, r->o, name, r->pending.games - games, r->pending.invalid - invalid);
	if (r->o->json && (n == 0 || d.nr)) {
		/* an object of the source ("game": null) with what was said */
		struct zz_game g;
		struct zz_json_game jg = { name, 0, &g, NULL, &d, 0, NULL };

		zz_game_init(&g);
		g.format = NULL;
		zz_json_game(&j->out, &jg);
		zz_game_release(&g);
	}
	zz_diag_release(&d);
}

/* The counts of the games read since the last pack. */
static void pack(void *ctx, struct zz_buf *data)
{
	struct run *r = ctx;

	jobs_put(data, r->pending.games);
	jobs_put(data, r->pending.valid);
	jobs_put(data, r->pending.invalid);
	jobs_put(data, r->pending.warnings);
	jobs_put(data, r->pending.none);
	memset(&r->pending, 0, sizeof(r->pending));
}

static int take(void *ctx, const char *data, size_t len, struct zz_buf *out)
{
	struct run *r = ctx;
	struct jobs_reader rd = { data, data + len };

	r->t.games += jobs_get(&rd);
	r->t.valid += jobs_get(&rd);
	r->t.invalid += jobs_get(&rd);
	r->t.warnings += jobs_get(&rd);
	r->t.none += jobs_get(&rd);
	out_flush(out);
	return 0;
}

static void werror_option(void *ctx, const char *arg)
{
	struct opts *o = ctx;

	if (strcmp(arg, "error"))
		usage_error(USAGE_VALIDATE, "-W: unknown level '%s' (only 'error')", arg);
	o->werror = true;
}

static const struct ext_format validate_exts[] = {
	{ ".txt", 0 }, { ".json", 1 }, { ".jsonl", 1 }, { NULL, 0 }
};

static int validate_main(int argc, char **argv, struct selection *sel)
{
	static const char *const formats[] = { "text", "json", NULL };
	unsigned format = ~0u;
	struct opts o;
	struct run r;
	struct zz_buf summary = ZZ_BUF_INIT;
	struct jobs_ops ops = { one_unit, pack, take, N_("validated"), NULL, false };
	int io;
	const struct opt options[] = { OPT_CHOICE('t', "format", &format, formats),
				       OPT_FLAG(0, "json", &o.json),
				       OPT_STRING('o', "output", &o.output),
				       OPT_QUIET(&o.quiet),
				       OPT_FLAG('v', "verbose", &o.verbose),
				       OPT_MAX_ERRORS(&diag_max_errors),
				       OPT_COLOR(),
				       OPT_RULES(&o.rules),
				       OPT_FROM('f', &o.from),
				       OPT_RECURSIVE(&o.walk),
				       OPT_RANGE('j', "jobs", &o.jobs, 1, 64, "from 1 to 64 jobs"),
				       OPT_CALL('W', NULL, werror_option, &o),
				       OPT_SELECTION(sel),
				       OPT_END() };
	int k;

	memset(&o, 0, sizeof(o));
	o.from = ZZ_FORMAT_AUTO;
	walk_defaults(&o.walk);
	o.jobs = 1;
	k = parse_options(argc, argv, "validate", USAGE_VALIDATE, options);
	o.walk.quiet = o.quiet;
	argc -= k;
	argv += k;
	/* --json is -t json, as it was before -t */
	if (format == 0 && o.json)
		usage_error(USAGE_VALIDATE, "--json and -t text do not go together");
	if (format == 1)
		o.json = true;
	/* -o FILE's extension, as every command reads it (options.h) */
	o.json = output_format("validate", USAGE_VALIDATE, o.output, validate_exts,
			       "text (.txt) or JSON Lines (.json, .jsonl)",
			       o.json			  ? 1
				       : (int)format == 0 ? 0
							  : -1,
			       0) == 1;
	k = output_beside_inputs(o.output, argv, argc, &o.walk);
	if (!k)
		k = out_redirect(o.output);
	if (k)
		return k;
	/* text to a file: a report to keep, what a terminal would have shown */
	o.report = !o.json && o.output && strcmp(o.output, "-");
	if (o.json)
		out_machine(); /* JSON Lines */
	memset(&r, 0, sizeof(r));
	r.o = &o;
	games_init(&r.reading, o.from, o.rules, sel);
	/* (the diagnostics go to standard error, the text summary at the end) */
	ops.out_terminal = o.json && out_terminal();
	io = jobs_run(select_jobs(sel, o.jobs), argv, argc, &o.walk, &ops, &r) < 0;
	games_release(&r.reading);
	zz_json_memo_release(&r.memo);
	if (!o.quiet) {
		/* TRANSLATORS: the parts of validate's last line, "3 games, 2 valid, 1 invalid, 0 warnings" */
		zz_buf_addf(&summary, Q_("%llu game", "%llu games", r.t.games), r.t.games);
		zz_buf_addstr(&summary, ", ");
		zz_buf_addf(&summary, Q_("%llu valid", "%llu valid", r.t.valid), r.t.valid);
		zz_buf_addstr(&summary, ", ");
		zz_buf_addf(&summary, Q_("%llu invalid", "%llu invalid", r.t.invalid), r.t.invalid);
		zz_buf_addstr(&summary, ", ");
		zz_buf_addf(&summary, Q_("%llu warning", "%llu warnings", r.t.warnings), r.t.warnings);
		if (r.t.none)
			zz_buf_addf(&summary,
				    Q_("; %llu input held no game", "; %llu inputs held no game", r.t.none),
				    r.t.none);
	}
	if (o.report && summary.len) {
		/* the report ends as the terminal's output does */
		struct zz_buf line = ZZ_BUF_INIT;

		zz_buf_addf(&line, "zertz: %s\n", summary.buf);
		out_flush(&line);
		zz_buf_release(&line);
	}
	if (out_finish(!io, r.t.games))
		io = 1;
	if (summary.len)
		inform("%s", summary.buf);
	zz_buf_release(&summary);
	if (io)
		return ZZ_EXIT_IO;
	return r.t.invalid || r.t.none ? ZZ_EXIT_INVALID : ZZ_EXIT_OK;
}

int cmd_validate(int argc, char **argv)
{
	struct selection *sel = select_new(USAGE_VALIDATE);
	int rc = validate_main(argc, argv, sel);

	select_free(sel);
	return rc;
}
