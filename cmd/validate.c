/*
 * zertz validate: replay every game of every input and report every
 * problem; the exit status says whether all games are valid.
 */
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "json.h"
#include "replay.h"
#include "usage.h"
#include "zgn.h"
#include "banned.h"

struct opts {
	bool json, quiet, werror;
	const char *rules;
};

struct totals {
	unsigned long games, valid, invalid, warnings;
	bool io_error;
};

static void one_game(struct source *s, struct zz_game *g, size_t index,
		     struct zz_diag *d, const struct opts *o,
		     struct totals *t, struct zz_buf *out)
{
	struct zz_replay rp;
	bool replayed = false;
	int valid;

	/* a game whose set-up failed has no board to replay on */
	if (g->geom && !d->count[ZZ_LEVEL_ERROR]) {
		zz_replay_init(&rp, g, d, format_move);
		zz_replay_run(&rp);
		replayed = true;
	} else if (g->geom) {
		/* still report rule errors up to the first broken line */
		zz_replay_init(&rp, g, d, format_move);
		while (zz_replay_step(&rp) > 0)
			;
		replayed = true;
	}
	if (o->werror)
		diag_werror(d);
	valid = d->count[ZZ_LEVEL_ERROR] == 0;
	t->games++;
	if (valid)
		t->valid++;
	else
		t->invalid++;
	t->warnings += d->count[ZZ_LEVEL_WARNING];
	print_diagnostics(d, o->quiet);
	if (o->json) {
		struct zz_json_game j = { s->name, index, g, replayed ? &rp : NULL, d, valid };

		zz_json_game(out, &j);
		out_flush(out);
	}
	if (replayed)
		zz_replay_release(&rp);
}

static void one_source(struct source *s, const struct opts *o,
		       struct totals *t, struct zz_buf *out)
{
	struct zz_zgn_reader rd;
	struct zz_diag d;
	struct zz_game g;
	size_t index = 0;
	int rc;

	zz_diag_init(&d);
	zz_zgn_reader_init(&rd, &s->in, &d);
	rd.rules_override = o->rules;
	for (;;) {
		zz_game_init(&g);
		rc = zz_zgn_read(&rd, &g);
		if (rc <= 0) {
			zz_game_release(&g);
			break;
		}
		one_game(s, &g, ++index, &d, o, t, out);
		zz_game_release(&g);
		zz_diag_clear(&d);
	}
	if (rc < 0) {
		error("cannot read '%s'", s->name);
		t->io_error = true;
	} else if (index == 0) {
		struct zz_loc loc = { s->name, 0, 0, 0 };

		zz_diag_clear(&d);
		zz_diag_add(&d, ZZ_E_NO_GAME, &loc, NULL);
		print_diagnostics(&d, o->quiet);
		t->invalid++;
	}
	zz_diag_release(&d);
}

int cmd_validate(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct opts o = { false, false, false, NULL };
	struct totals t = { 0, 0, 0, 0, false };
	struct zz_buf out = ZZ_BUF_INIT;
	int c, i;

	opterr = 0;
	while ((c = getopt_long(argc, argv, "hqW:", longopts, NULL)) != -1) {
		switch (c) {
		case 'j':
			o.json = true;
			break;
		case 'q':
			o.quiet = true;
			break;
		case 'r':
			check_rules_option(USAGE_VALIDATE, optarg);
			o.rules = optarg;
			break;
		case 'W':
			if (strcmp(optarg, "error"))
				usage_error(USAGE_VALIDATE, "-W: unknown level '%s' (only 'error')", optarg);
			o.werror = true;
			break;
		case 'h':
			usage_help(USAGE_VALIDATE);
		default:
			usage_error(USAGE_VALIDATE, "validate: unknown option '%s'", argv[optind - 1]);
		}
	}
	for (i = optind; i < argc || i == optind; i++) {
		struct source s;

		if (source_open(&s, i < argc ? argv[i] : NULL)) {
			t.io_error = true;
			if (i >= argc)
				break;
			continue;
		}
		one_source(&s, &o, &t, &out);
		source_close(&s);
		if (i >= argc)
			break;
	}
	zz_buf_release(&out);
	if (!o.quiet)
		fprintf(stderr, "zertz: %lu game%s, %lu valid, %lu invalid, %lu warning%s\n",
			t.games, t.games == 1 ? "" : "s", t.valid, t.invalid,
			t.warnings, t.warnings == 1 ? "" : "s");
	if (t.io_error)
		return ZZ_EXIT_IO;
	return t.invalid ? ZZ_EXIT_INVALID : ZZ_EXIT_OK;
}
