/*
 * zertz convert: read records in any format, validate them, and write them
 * in another: parser -> record model -> writer, no format talking to
 * another.  With -o the output is written to a temporary file beside the
 * target and renamed over it only when everything went well.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "i18n.h"
#include "jobs.h"
#include "kinds.h"
#include "output.h"
#include "select.h"
#include "shown.h"
#include "usage.h"
#include "walk.h"
#include "writer.h"
#include "banned.h"

struct opts {
	enum zz_format from;
	enum zz_out to;
	const char *output;
	const char *rules;
	long at;
	bool keep_invalid, quiet;
	bool source; /* select: each game says where it was read */
	struct walk_opts walk;
	unsigned long jobs;
};

struct conv {
	const struct opts *o;
	struct games reading;		/* how games are read, which are chosen */
	struct zz_writer w;		/* what joins the games, and ends them */
	struct zz_buf out, why;
	struct output dst;
	/*
	 * Games are counted written once their bytes reached the output:
	 * pending are in out, not yet written.
	 */
	unsigned long games, written, pending, skipped;
	unsigned long read;	/* games read, chosen or not */
	unsigned long none;	/* inputs that held no game */
	int status;		/* ZZ_EXIT_USAGE: an --at beyond a game's end */
	bool stop;		/* the output failed: read no further */
	bool terminal;		/* the output is a terminal */
	/* read and not yet handed over (jobs.h): their counts, and the
	 * length of each game's bytes in the unit's output */
	struct {
		struct zz_writer w;	/* the games' own bytes */
		unsigned long games, skipped, read, none;
		int status;
		struct zz_buf lens;
		unsigned long nr;
	} u;
};

#define FLUSH_AT (64u << 10)

static void flush(struct conv *c)
{
	/* records on a terminal: shown safe, as ls shows names (report.h) */
	if (c->terminal)
		zz_shown_fix(&c->out, 0, ZZ_SHOWN_LINES);
	if (c->out.len && output_write(&c->dst, c->out.buf, c->out.len))
		c->stop = true;
	else
		c->written += c->pending;
	c->pending = 0;
	zz_buf_reset(&c->out);
}

/* Keep the turns before index keep; the rest becomes a comment. */
static void truncate_game(struct zz_game *g, size_t keep)
{
	struct zz_buf rest = ZZ_BUF_INIT;
	size_t i;

	for (i = keep; i < g->nr_turns; i++) {
		zz_buf_addf(&rest, "%s%zu. ", rest.len ? " " : "", i + 1);
		if (zz_game_playable(g) && !(g->turns[i].flags & ZZ_TURN_BROKEN))
			zz_text_kind(g->kind)->turn_write(&rest, g, i);
		else
			zz_buf_addch(&rest, '?');
	}
	while (g->nr_turns > keep)
		zz_game_remove_turn(g, g->nr_turns - 1);
	if (rest.len) {
		struct zz_buf text = ZZ_BUF_INIT;

		zz_buf_addf(&text, "not converted, from the first illegal move: %s", rest.buf);
		/* '}' cannot stand in a ZGN comment */
		for (i = 0; i < text.len; i++)
			if (text.buf[i] == '}' || text.buf[i] == '{')
				text.buf[i] = ' ';
		zz_game_set_tag(g, "Unconverted", text.buf, NULL);
		zz_buf_release(&text);
	}
	g->declared = ZZ_RESULT_NONE;
	zz_buf_release(&rest);
}

struct unit_ctx {
	struct conv *c;
	struct jobs *j;
};

/* A game's bytes are in j->out from at: noted, to be joined to the others. */
static void written(struct conv *c, struct jobs *j, size_t at)
{
	jobs_put(&c->u.lens, j->out.len - at);
	c->u.nr++;
}

/* The output format cannot hold g: said (why is in c->why), and skipped. */
static void cannot_hold(struct conv *c, struct jobs *j, const struct zz_game *g)
{
	struct zz_diag e;
	struct zz_loc loc = g->loc;

	zz_diag_init(&e);
	zz_diag_add(&e, ZZ_E_CANNOT_HOLD, &loc, "%s: %s", zz_out_name(c->o->to), c->why.buf);
	format_diagnostics(&j->err, &e, false);
	zz_diag_release(&e);
	c->u.skipped++;
}

/*
 * select's [Source "FILE#K"]: the record and the number of the game in it
 * that a selection was read from (FILE#K reads it again), unless the game
 * says already where it comes from.  Standard input names nothing.
 */
static void source_tag(struct zz_game *g, size_t index)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	if (zz_game_tag(g, "Source") || !g->loc.file || !strcmp(g->loc.file, "<stdin>"))
		return;
	zz_buf_addf(&sb, "%s#%zu", g->loc.file, index);
	zz_game_set_tag(g, "Source", sb.buf, NULL);
	zz_buf_release(&sb);
}

/* Diagnostic idx sums the game up: shown after what it sums up. */
static void summary(struct zz_diag *d, size_t idx)
{
	if (idx != ZZ_DIAG_DROPPED)
		d->v[idx].summary = true;
}

static int game_cb(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct unit_ctx *u = ctx;
	struct conv *c = u->c;
	struct jobs *j = u->j;
	struct zz_replay m;
	struct zz_outcome o;
	size_t at = j->out.len;
	bool valid;

	c->u.games++;
	if (!zz_game_playable(g)) {
		format_diagnostics(&j->err, d, c->o->quiet);
		c->u.skipped++;
		goto done;
	}
	zz_replay_start(&m, g, d);
	zz_replay_run(&m);
	valid = d->count[ZZ_LEVEL_ERROR] == 0;
	if (!valid && !c->o->keep_invalid) {
		struct zz_loc loc = g->loc;

		summary(d,
			zz_diag_add(d, ZZ_W_IGNORED, &loc,
				    N_("the game is not converted (see --keep-invalid)")));
		format_diagnostics(&j->err, d, c->o->quiet);
		zz_replay_release(&m);
		c->u.skipped++;
		goto done;
	}
	if (!valid) {
		struct zz_loc loc = g->loc;

		summary(d,
			zz_diag_add(d, ZZ_W_IGNORED, &loc,
				    N_("the game is converted up to its first illegal move (turn %zu)"),
				    zz_replay_turn(&m) + 1));
		truncate_game(g, zz_replay_turn(&m));
		c->u.skipped++;
	}
	zz_replay_outcome(&m, &o);
	zz_game_settle_result(g, &o);
	format_diagnostics(&j->err, d, c->o->quiet);
	if (c->o->source)
		source_tag(g, index);
	if (c->o->to == ZZ_OUT_POSITION || c->o->to == ZZ_OUT_ZIP) {
		struct zz_replay pos;
		struct zz_diag scratch;

		/* replay again to the asked turn (the game is complete now) */
		zz_diag_init(&scratch);
		zz_replay_start(&pos, g, &scratch);
		while ((c->o->at < 0 || zz_replay_turn(&pos) < (size_t)c->o->at) &&
		       zz_replay_step(&pos) > 0)
			;
		if (c->o->at > 0 && zz_replay_turn(&pos) < (size_t)c->o->at) {
			c->u.status = at_beyond(&j->err, c->o->at, g, index, zz_replay_turn(&pos));
			c->u.skipped++;
		} else {
			zz_buf_reset(&c->why);
			if (zz_writer_position(c->o->to, &j->out, &pos, &c->why)) {
				cannot_hold(c, j, g);
			} else {
				zz_buf_addch(&j->out, '\n');
				written(c, j, at);
			}
		}
		zz_replay_release(&pos);
		zz_diag_release(&scratch);
	} else {
		zz_buf_reset(&c->why);
		/* the keys validate --json has for the same facts */
		struct zz_record_facts facts = { g->loc.file ? g->loc.file : "<stdin>", index, &o };

		if (zz_writer_body(&c->u.w, &j->out, g, &facts, &c->why)) {
			cannot_hold(c, j, g);
		} else {
			written(c, j, at);
		}
	}
	zz_replay_release(&m);
done:
	jobs_flush(j, c->u.lens.len);
	return c->stop;
}

static void one_unit(struct jobs *j, void *ctx, size_t unit, const char *name,
		     struct zz_input *in)
{
	struct conv *c = ctx;
	struct unit_ctx u = { c, j };
	struct zz_diag d;
	long n;

	(void)unit;
	if (c->stop)
		return;
	zz_diag_init(&d);
	n = for_each_game(&c->reading, in, &d, game_cb, &u);
	if (n > 0)
		c->u.read += (unsigned long)n;
	if (!c->stop) {
		/* what held no game: said, counted apart from the games */
		c->u.none += source_without_game(&d, in, name, n);
		format_diagnostics(&j->err, &d, c->o->quiet);
	}
	zz_diag_release(&d);
}

static void pack(void *ctx, struct zz_buf *data)
{
	struct conv *c = ctx;

	jobs_put(data, c->u.games);
	jobs_put(data, c->u.skipped);
	jobs_put(data, (unsigned long long)c->u.status);
	jobs_put(data, c->u.w.dropped);
	jobs_put(data, c->u.read);
	jobs_put(data, c->u.none);
	jobs_put(data, c->u.nr);
	zz_buf_add(data, c->u.lens.buf, c->u.lens.len);
	c->u.games = c->u.skipped = c->u.nr = c->u.read = c->u.none = 0;
	c->u.status = 0;
	c->u.w.dropped = 0;
	zz_buf_reset(&c->u.lens);
}

/* The games of a unit, joined to those before them and written. */
static int take(void *ctx, const char *data, size_t len, struct zz_buf *out)
{
	struct conv *c = ctx;
	struct jobs_reader r = { data, data + len };
	unsigned long long nr, k;
	size_t at = 0;
	int status;

	c->games += jobs_get(&r);
	c->skipped += jobs_get(&r);
	status = (int)jobs_get(&r);
	if (status)
		c->status = status;
	c->w.dropped |= (unsigned)jobs_get(&r);
	c->read += jobs_get(&r);
	c->none += jobs_get(&r);
	nr = jobs_get(&r);
	for (k = 0; k < nr && !c->stop; k++) {
		size_t n = jobs_get(&r);

		zz_writer_sep(&c->w, &c->out);
		zz_buf_add(&c->out, out->buf + at, n);
		at += n;
		c->pending++;
		if (c->out.len >= FLUSH_AT)
			flush(c);
	}
	return c->stop;
}

static void to_option(void *ctx, const char *arg)
{
	int *to = ctx;

	*to = zz_out_parse(arg);
	if (*to < 0)
		usage_error(USAGE_CONVERT, "-t: unknown format '%s' (zgn, json, jsonl, yaml, sgf, zertz3d, position, zip or zen)", arg);
}

/* The format of -o FILE from its extension, when -t does not say (-1: none). */
static int format_of_output(const char *output, bool select, const char *name, const char *usage)
{
	static const struct {
		const char *ext;
		enum zz_out to;
	} by_ext[] = {
		{ ".zgn", ZZ_OUT_ZGN },	  { ".json", ZZ_OUT_JSON }, { ".jsonl", ZZ_OUT_JSONL },
		{ ".yaml", ZZ_OUT_YAML }, { ".yml", ZZ_OUT_YAML },  { ".sgf", ZZ_OUT_SGF },
	};
	size_t e;

	for (e = 0; e < sizeof(by_ext) / sizeof(by_ext[0]); e++)
		if (has_extension(output, by_ext[e].ext))
			return (int)by_ext[e].to;
	if (!select)
		usage_error(
			usage,
			"%s: -t FORMAT is required ('%s' does not say which: .zgn, .json, .jsonl, .yaml, .yml or .sgf)",
			name, output);
	return -1;
}

/*
 * The last line, for people: each count a message of its own, with its
 * plural (a Polish "5 gier, 1 poprawna" declines each number apart).
 */
static void say_totals(const struct conv *c, const struct opts *o, const struct selection *sel, bool io,
		       bool atomic)
{
	struct zz_buf say = ZZ_BUF_INIT;

	if ((c->stop || io) && atomic) {
		struct stat st;
		bool made = !stat(o->output, &st);

		/* what was there before stays: nothing half-written */
		zz_buf_addf(&say, Q_("%lu game read", "%lu games read", c->games), c->games);
		zz_buf_addstr(&say, ", ");
		if (c->stop)
			zz_buf_addf(&say,
				    made ? _("none written ('%s' is left as it was)")
					 : _("none written ('%s' is not made)"),
				    o->output);
		else
			zz_buf_addf(&say,
				    made ? _("none written ('%s' is left as it was: an input failed)")
					 : _("none written ('%s' is not made: an input failed)"),
				    o->output);
	} else if (select_active(sel) && !c->stop) {
		zz_buf_addf(&say, Q_("%lu game read", "%lu games read", c->read), c->read);
		zz_buf_addstr(&say, ", ");
		zz_buf_addf(&say, Q_("%lu chosen", "%lu chosen", c->games), c->games);
		zz_buf_addstr(&say, ", ");
		zz_buf_addf(&say, Q_("%lu written", "%lu written", c->written), c->written);
	} else {
		zz_buf_addf(&say, Q_("%lu game read", "%lu games read", c->games), c->games);
		zz_buf_addstr(&say, ", ");
		if (c->stop)
			zz_buf_addf(&say,
				    Q_("%lu written before the output failed",
				       "%lu written before the output failed", c->written),
				    c->written);
		else
			zz_buf_addf(&say, Q_("%lu written", "%lu written", c->written), c->written);
	}
	zz_buf_addstr(&say, ", ");
	zz_buf_addf(&say, Q_("%lu with problems", "%lu with problems", c->skipped), c->skipped);
	if (c->none)
		zz_buf_addf(&say, Q_("; %llu input held no game", "; %llu inputs held no game", c->none),
			    (unsigned long long)c->none);
	inform("%s", say.buf);
	zz_buf_release(&say);
}

/*
 * convert, and select: convert with the selection at its heart, writing
 * ZGN unless told otherwise, and an invalid game up to its first illegal
 * move (the rest kept in [Unconverted]) rather than not at all.
 */
static int convert_main(int argc, char **argv, bool select, struct selection *sel)
{
	const char *name = select ? "select" : "convert";
	const char *usage = select ? USAGE_SELECT : USAGE_CONVERT;
	struct opts o;
	struct conv c;
	struct jobs_ops ops = { one_unit, pack, take, N_("converted"), NULL, false };
	int io, to = -1, k;
	unsigned long at = OPT_UNSET;
	bool atomic;
	const struct opt options[] = {
		OPT_FROM('f', &o.from),
		OPT_CALL('t', "format", to_option, &to),
		OPT_CALL(0, "to", to_option, &to),
		OPT_STRING('o', "output", &o.output),
		OPT_AT(&at),
		OPT_FLAG(0, "keep-invalid", &o.keep_invalid),
		OPT_RULES(&o.rules),
		OPT_RECURSIVE(&o.walk),
		OPT_QUIET(&o.quiet),
		OPT_MAX_ERRORS(&diag_max_errors),
		OPT_COLOR(),
		OPT_RANGE('j', "jobs", &o.jobs, 1, 64, "from 1 to 64 jobs"),
		OPT_SELECTION(sel),
		OPT_END()
	};

	memset(&o, 0, sizeof(o));
	o.from = ZZ_FORMAT_AUTO;
	walk_defaults(&o.walk);
	o.jobs = 1;
	k = parse_options(argc, argv, name, usage, options);
	/*
	 * An invalid game is left out by both, said and counted (a game cut
	 * at its first illegal move is another game, and the tools a
	 * selection feeds expect records that replay): --keep-invalid
	 * writes it cut, and select --invalid, which asks for them, too.
	 */
	if (select_invalid(sel))
		o.keep_invalid = true;
	o.at = at == OPT_UNSET ? -1 : (long)at;
	o.walk.quiet = o.quiet;
	argc -= k;
	argv += k;
	if (to < 0 && o.output)
		to = format_of_output(o.output, select, name, usage);
	if (to < 0 && select)
		to = ZZ_OUT_ZGN;
	if (to < 0)
		usage_error(usage, "convert: -t FORMAT is required");
	o.to = (enum zz_out)to;
	/* where the format has tags of its own making (SGF and Zertz3D have not) */
	o.source = select && o.to != ZZ_OUT_SGF && o.to != ZZ_OUT_ZERTZ3D;
	if (o.at >= 0 && o.to != ZZ_OUT_POSITION && o.to != ZZ_OUT_ZIP)
		usage_error(usage, "--at goes with -t position or -t zip");
	memset(&c, 0, sizeof(c));
	c.o = &o;
	games_init(&c.reading, o.from, o.rules, sel);
	zz_writer_init(&c.w, o.to);
	zz_writer_init(&c.u.w, o.to);
	k = output_beside_inputs(o.output, argv, argc, &o.walk);
	if (k)
		return k;
	if (output_open(&c.dst, o.output))
		return ZZ_EXIT_IO;
	c.terminal = c.dst.fd == STDOUT_FILENO && isatty(STDOUT_FILENO);
	ops.out_terminal = c.dst.fd == STDOUT_FILENO && isatty(STDOUT_FILENO);
	io = jobs_run(select_jobs(sel, o.jobs), argv, argc, &o.walk, &ops, &c) < 0;
	games_release(&c.reading);
	if (!c.stop)
		zz_writer_end(&c.w, &c.out);
	flush(&c);
	atomic = c.dst.tmp != NULL;
	/* a run that failed (an input, a worker) keeps the old file too */
	if (output_close(&c.dst, !c.stop && !io))
		c.stop = true;
	if ((c.stop || io) && atomic)
		c.written = 0;	/* the temporary file is gone, the target kept */
	if ((c.w.dropped & ZZ_DROP_LEFT_OUT) && !o.quiet) {
		struct zz_buf sb = ZZ_BUF_INIT;

		zz_writer_describe(c.w.dropped, &sb);
		inform("%s cannot hold %s: left out", zz_out_name(o.to), sb.buf);
		zz_buf_release(&sb);
	}
	if (zz_writer_written_otherwise(c.w.dropped) && !o.quiet)
		inform("%s: %s", zz_out_name(o.to), zz_writer_written_otherwise(c.w.dropped));
	if (!o.quiet)
		say_totals(&c, &o, sel, io, atomic);
	zz_buf_release(&c.out);
	zz_buf_release(&c.why);
	zz_buf_release(&c.u.lens);
	if (io || c.stop)
		return ZZ_EXIT_IO;
	if (c.status)
		return c.status;
	return c.skipped || c.none ? ZZ_EXIT_INVALID : ZZ_EXIT_OK;
}

/* The selection lives as long as the command, whichever way it returns. */
static int convert_with_selection(int argc, char **argv, bool select)
{
	struct selection *sel = select_new(select ? USAGE_SELECT : USAGE_CONVERT);
	int rc = convert_main(argc, argv, select, sel);

	select_free(sel);
	return rc;
}

int cmd_convert(int argc, char **argv)
{
	return convert_with_selection(argc, argv, false);
}

int cmd_select(int argc, char **argv)
{
	return convert_with_selection(argc, argv, true);
}
