/*
 * zertz render: a diagram of a position of a game, in ASCII or SVG; one
 * per turn (--each) or a whole game sheet (--sheet).
 */
#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "cmd.h"
#include "notation.h"
#include "output.h"
#include "posstr.h"
#include "record.h"
#include "render.h"
#include "replay.h"
#include "usage.h"
#include "walk.h"
#include "xalloc.h"
#include "banned.h"

enum target { T_AUTO, T_ASCII, T_SVG };

struct opts {
	enum target target;
	long at;			/* -1: the end */
	unsigned long game;
	const char *output, *each, *position, *rules;
	bool sheet;
	enum zz_format from;
	struct zz_render_opts r;
	char *css;			/* owned */
};

/* Every position of a replayed game, for scenes. */
struct history {
	struct zz_pos *pos;		/* pos[k]: after k turns */
	struct zz_effect *effect;	/* effect[k]: of turn k+1 */
	size_t n;			/* turns played */
};

struct find {
	const struct opts *o;
	int status;
};

static int read_file(const char *path, char **out)
{
	struct zz_buf sb = ZZ_BUF_INIT;
	char chunk[4096];
	FILE *fp = fopen(path, "rb");
	size_t n;

	if (!fp)
		return error("cannot open '%s': %s", path, strerror(errno));
	while ((n = fread(chunk, 1, sizeof(chunk), fp)) > 0 && sb.len < (1u << 20))
		zz_buf_add(&sb, chunk, n);
	fclose(fp);
	*out = zz_buf_detach(&sb, NULL);
	return 0;
}

static void scene_at(const struct zz_game *g, const struct history *h, size_t k,
		     struct zz_scene *s)
{
	memset(s, 0, sizeof(*s));
	s->pos = &h->pos[k];
	s->game = g;
	s->turn = k;
	if (k > 0) {
		s->last = &g->turns[k - 1];
		s->before = &h->pos[k - 1];
		s->effect = &h->effect[k - 1];
	}
}

static void draw(const struct opts *o, const struct zz_scene *s, struct zz_buf *out)
{
	if (o->target == T_SVG)
		zz_svg_render(out, s, &o->r);
	else
		zz_ascii_render(out, s, &o->r);
}

/*
 * Write text to path (a file replaced atomically), or to standard output
 * for NULL or "-".  A failure is said (cmd/output.c): -1.
 */
static int emit(const char *path, const struct zz_buf *text)
{
	struct output f;
	int rc;

	if (output_open(&f, path))
		return -1;
	rc = output_write(&f, text->buf, text->len);
	if (output_close(&f, rc == 0))
		rc = -1;
	return rc;
}

static int render_game(const struct opts *o, struct zz_game *g, struct zz_diag *d)
{
	struct zz_replay rp;
	struct history h;
	struct zz_buf out = ZZ_BUF_INIT;
	size_t k;
	int rc = 0;

	h.pos = zz_xcalloc(g->nr_turns + 1, sizeof(*h.pos));
	h.effect = zz_xcalloc(g->nr_turns + 1, sizeof(*h.effect));
	zz_replay_init(&rp, g, d, zz_notation_move);
	h.pos[0] = rp.pos;
	while (zz_replay_step(&rp) > 0) {
		h.pos[rp.next] = rp.pos;
		h.effect[rp.next - 1] = rp.effect;
	}
	h.n = rp.next;
	if (rp.failed)
		rc = 1;	/* the diagram stops at the last legal turn */
	if (o->each) {
		if (mkdir(o->each, 0777) && errno != EEXIST) {
			rc = error("cannot create '%s': %s", o->each, strerror(errno));
			goto out;
		}
		for (k = 0; k <= h.n; k++) {
			struct zz_scene s;
			struct zz_buf path = ZZ_BUF_INIT;

			scene_at(g, &h, k, &s);
			zz_buf_reset(&out);
			draw(o, &s, &out);
			zz_buf_addf(&path, "%s/turn-%03zu.%s", o->each, k, o->target == T_SVG ? "svg" : "txt");
			if (emit(path.buf, &out)) {
				/* said once; the next files would fail alike */
				fprintf(stderr, "zertz: %zu of the %zu diagrams written to '%s'\n",
					k, h.n + 1, o->each);
				rc = -1;
				zz_buf_release(&path);
				break;
			}
			zz_buf_release(&path);
		}
	} else if (o->sheet) {
		struct zz_scene *s = zz_xcalloc(h.n + 1, sizeof(*s));

		for (k = 0; k <= h.n; k++)
			scene_at(g, &h, k, &s[k]);
		zz_svg_sheet(&out, s, h.n + 1, &o->r);
		free(s);
		if (emit(o->output, &out))
			rc = -1;
	} else {
		struct zz_scene s;

		if (o->at > (long)h.n) {
			error("--at %ld: the game has %zu legal turn%s", o->at, h.n, h.n == 1 ? "" : "s");
			rc = 2;
			goto out;
		}
		scene_at(g, &h, o->at < 0 ? h.n : (size_t)o->at, &s);
		draw(o, &s, &out);
		if (emit(o->output, &out))
			rc = -1;
	}
out:
	zz_replay_release(&rp);
	free(h.pos);
	free(h.effect);
	zz_buf_release(&out);
	return rc;
}

static int game_cb(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct find *f = ctx;
	int rc;

	(void)index;
	if (!g->geom) {
		f->status = ZZ_EXIT_INVALID;
	} else {
		rc = render_game(f->o, g, d);
		f->status = rc < 0 ? ZZ_EXIT_IO : rc == 2 ? ZZ_EXIT_USAGE : rc ? ZZ_EXIT_INVALID : ZZ_EXIT_OK;
	}
	print_diagnostics(d, false);
	return 1;
}

int cmd_render(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "at", required_argument, NULL, 'a' },
		{ "position", required_argument, NULL, 'p' },
		{ "game", required_argument, NULL, 'g' },
		{ "each", required_argument, NULL, 'e' },
		{ "sheet", no_argument, NULL, 's' },
		{ "removed", required_argument, NULL, 'x' },
		{ "coords", required_argument, NULL, 'c' },
		{ "charset", required_argument, NULL, 'C' },
		{ "size", required_argument, NULL, 'S' },
		{ "css", required_argument, NULL, 'y' },
		{ "flip", no_argument, NULL, 'f' },
		{ "rotate", no_argument, NULL, 'R' },
		{ "from", required_argument, NULL, 'F' },
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	struct walk_opts w;
	struct opts o;
	struct find f;
	int c, io, status;

	memset(&o, 0, sizeof(o));
	o.at = -1;
	o.game = 1;
	o.from = ZZ_FORMAT_AUTO;
	zz_render_opts_init(&o.r);
	walk_defaults(&w);
	opterr = 0;
	while ((c = getopt_long(argc, argv, "hT:o:", longopts, NULL)) != -1) {
		switch (c) {
		case 'T':
			o.target = (enum target)(T_ASCII + parse_choice(USAGE_RENDER, "-T", optarg,
				(const char *const[]){ "ascii", "svg", NULL }));
			break;
		case 'o':
			o.output = optarg;
			break;
		case 'a':
			o.at = (long)parse_number(USAGE_RENDER, "--at", optarg);
			break;
		case 'p':
			o.position = optarg;
			break;
		case 'g':
			o.game = parse_number(USAGE_RENDER, "--game", optarg);
			if (!o.game)
				usage_error(USAGE_RENDER, "--game: games are numbered from 1");
			break;
		case 'e':
			o.each = optarg;
			break;
		case 's':
			o.sheet = true;
			break;
		case 'x':
			o.r.removed = (enum zz_removed_style)parse_choice(USAGE_RENDER, "--removed",
				optarg, (const char *const[]){ "hide", "ghost", NULL });
			break;
		case 'c':
			o.r.coords = (enum zz_coords_style)parse_choice(USAGE_RENDER, "--coords",
				optarg, (const char *const[]){ "edge", "all", "none", NULL });
			break;
		case 'C':
			o.r.unicode = parse_choice(USAGE_RENDER, "--charset", optarg,
				(const char *const[]){ "ascii", "unicode", NULL }) == 1;
			break;
		case 'S':
			o.r.size = (unsigned)parse_number(USAGE_RENDER, "--size", optarg);
			if (o.r.size < 16 || o.r.size > 16384)
				usage_error(USAGE_RENDER, "--size: from 16 to 16384 pixels");
			break;
		case 'y':
			free(o.css);
			if (read_file(optarg, &o.css))
				return ZZ_EXIT_IO;
			o.r.css = o.css;
			break;
		case 'f':
			o.r.flip = true;
			break;
		case 'R':
			o.r.rotate = true;
			break;
		case 'F':
			o.from = parse_format(USAGE_RENDER, optarg);
			break;
		case 'r':
			check_rules_option(USAGE_RENDER, optarg);
			o.rules = optarg;
			break;
		case 'h':
			usage_help(USAGE_RENDER);
		default:
			usage_error(USAGE_RENDER, "render: unknown option '%s'", argv[optind - 1]);
		}
	}
	if (argc - optind > 1)
		usage_error(USAGE_RENDER, "render: one file at a time");
	if (o.each && o.sheet)
		usage_error(USAGE_RENDER, "--each and --sheet do not go together");
	if (o.target == T_AUTO)
		o.target = (o.sheet || !isatty(1)) && !o.each ? T_SVG : o.each ? T_SVG : T_ASCII;
	if (o.sheet && o.target != T_SVG)
		usage_error(USAGE_RENDER, "--sheet is an SVG");
	/* colour only for a terminal, and never under NO_COLOR */
	o.r.ansi = o.target == T_ASCII && !o.output && isatty(1) &&
		   !(getenv("NO_COLOR") && *getenv("NO_COLOR"));
	if (o.position) {
		struct zz_buf err = ZZ_BUF_INIT, out = ZZ_BUF_INIT;
		struct zz_geom *custom = NULL;
		struct zz_scene s;
		struct zz_pos p;

		if (zz_posstr_parse(o.position, &p, &custom, &err))
			usage_error(USAGE_RENDER, "--position: %s", err.buf);
		memset(&s, 0, sizeof(s));
		s.pos = &p;
		draw(&o, &s, &out);
		status = emit(o.output, &out) ? ZZ_EXIT_IO : ZZ_EXIT_OK;
		zz_buf_release(&out);
		zz_buf_release(&err);
		zz_geom_free(custom);
		free(o.css);
		return status;
	}
	memset(&f, 0, sizeof(f));
	f.o = &o;
	io = with_game(argv + optind, argc - optind, &w, o.from, o.rules, o.game, game_cb, &f);
	if (io > 0)
		f.status = ZZ_EXIT_INVALID;
	free(o.css);
	return io < 0 ? ZZ_EXIT_IO : f.status;
}
