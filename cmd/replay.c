/*
 * zertz replay: show a game move by move, or one position of it.
 */
#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "cmd.h"
#include "draw.h"
#include "kinds.h"
#include "usage.h"
#include "record.h"
#include "replay.h"
#include "text.h"
#include "select.h"
#include "walk.h"
#include "xalloc.h"
#include "shown.h"
#include "i18n.h"
#include "banned.h"

struct opts {
	long at;		/* -1: every turn */
	bool position;
	bool quiet; /* errors only */
	const char *rules;
	enum zz_format from;
	bool interactive;
	bool ansi;		/* colour the board */
};

/*
 * The replay is written a position at a time: the start, each turn, the
 * result.  -i keeps the positions as frames to step through instead.
 */
struct frames {
	struct zz_buf *v;
	size_t nr, alloc;
};

/* A position is drawn in out: written, or kept in frames (-i; NULL: written). */
static void frame_done(struct zz_buf *out, struct frames *frames)
{
	struct zz_buf *f;

	if (!frames) {
		out_flush(out);
		return;
	}
	if (!out->len)
		return;
	ZZ_ALLOC_GROW(frames->v, frames->nr + 1, frames->alloc);
	f = &frames->v[frames->nr++];
	zz_buf_init(f);
	zz_buf_add(f, out->buf, out->len);
	zz_buf_reset(out);
}

/* The position replayed so far: its board, or its position string. */
static void show(struct zz_buf *out, const struct zz_replay *m, const struct opts *o)
{
	struct zz_render_opts ro;

	if (o->position) {
		zz_text_kind(m->game->kind)->position_write(out, m);
		zz_buf_addch(out, '\n');
		return;
	}
	zz_render_opts_init(&ro);
	ro.ansi = o->ansi;
	zz_text_kind(m->game->kind)->draw->board(out, m, &ro);
}

/*
 * Show the game as asked (draw.h, whatever its game), each position
 * written or kept in frames (-i); returns an exit status.
 */
static int replay_game(struct zz_game *g, size_t index, struct zz_diag *d,
		       const struct opts *o, struct zz_buf *out, struct frames *frames)
{
	const struct zz_draw_kind *dk = zz_text_kind(g->kind)->draw;
	struct zz_replay m;
	int rc = 0, step;

	zz_replay_start(&m, g, d);
	if (o->at <= 0) {
		if (!o->position)
			zz_buf_addf(out, "%s\n", _("start"));
		show(out, &m, o);
	}
	if (o->at < 0)
		frame_done(out, frames);
	while ((o->at < 0 || zz_replay_turn(&m) < (size_t)o->at) && (step = zz_replay_step(&m)) > 0) {
		if (o->at >= 0)
			continue;
		if (!o->position) {
			zz_buf_addch(out, '\n');
			dk->heading(out, &m);
		}
		show(out, &m, o);
		frame_done(out, frames);
	}
	if (zz_replay_failed(&m)) {
		rc = ZZ_EXIT_INVALID;
	} else if (o->at > 0 && zz_replay_turn(&m) < (size_t)o->at) {
		rc = at_beyond(NULL, o->at, g, index, zz_replay_turn(&m));
	} else if (o->at > 0) {
		/* --at N says which turn it shows, as the whole replay does */
		if (!o->position)
			dk->heading(out, &m);
		show(out, &m, o);
	}
	if (o->at < 0 && !zz_replay_failed(&m)) {
		zz_replay_all(&m);
		if (!o->position) {
			zz_buf_addch(out, '\n');
			dk->result_line(out, &m);
		}
	}
	frame_done(out, frames);
	zz_replay_release(&m);
	return rc;
}

struct find {
	const struct opts *o;
	int status;
	struct zz_buf out;
	unsigned long long games;	/* shown: 0 or 1 */
};

/*
 * replay -i: step through the frames on a terminal, in raw mode (no echo,
 * a key at a time), restored however the program ends.
 */
static struct termios saved_tty;
static bool tty_raw;

static void tty_restore(void)
{
	static const char leave[] = "\033[?25h\033[?1049l";

	if (!tty_raw)
		return;
	tty_raw = false;
	tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved_tty);
	if (write(STDOUT_FILENO, leave, sizeof(leave) - 1) < 0)
		return;
}

static void tty_signal(int sig)
{
	tty_restore();
	signal(sig, SIG_DFL);
	raise(sig);
}

static void tty_enter(void)
{
	struct termios raw;

	if (tcgetattr(STDIN_FILENO, &saved_tty))
		die("replay -i: cannot set the terminal up: %s", strerror(errno));
	raw = saved_tty;
	raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	raw.c_cc[VMIN] = 1;
	raw.c_cc[VTIME] = 0;
	if (tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw))
		die("replay -i: cannot set the terminal up: %s", strerror(errno));
	tty_raw = true;
	atexit(tty_restore);
	signal(SIGINT, tty_signal);
	signal(SIGTERM, tty_signal);
	signal(SIGHUP, tty_signal);
	/* the terminal's other screen, as less and vi use: the shell's comes back */
	fputs("\033[?1049h\033[?25l", stdout);
}

enum key { K_NONE, K_NEXT, K_PREV, K_START, K_END, K_QUIT, K_ENTER, K_ERASE };

/* One key press: a letter, or an arrow's escape sequence; digits in *digit. */
static enum key read_key(int *digit)
{
	/* keys typed ahead, or pasted, come in one read: one at a time here */
	static char pending[64];
	static size_t have, at;
	const char *b;
	size_t n;
	ssize_t got;

	*digit = -1;
	if (at == have) {
		got = read(STDIN_FILENO, pending, sizeof(pending));
		if (got <= 0)
			return K_QUIT;
		have = (size_t)got;
		at = 0;
	}
	b = pending + at;
	n = have - at;
	at++;
	if (b[0] == '\033') {
		size_t len = 1;

		/* a sequence: ESC [ or O, digits, one final character */
		if (n >= 2 && (b[1] == '[' || b[1] == 'O')) {
			for (len = 2; len < n && b[len] >= '0' && b[len] <= '9'; len++)
				;
			len = len < n ? len + 1 : n;
		}
		at += len - 1;
		if (len == 1)
			return K_QUIT;
		if (len >= 3) {
			switch (b[2]) {
			case 'C': return K_NEXT;
			case 'D': return K_PREV;
			case 'H': return K_START;
			case 'F': return K_END;
			case '1': case '7': return K_START;	/* \e[1~ \e[7~ */
			case '4': case '8': return K_END;	/* \e[4~ \e[8~ */
			case '5': return K_PREV;		/* Page Up */
			case '6': return K_NEXT;		/* Page Down */
			}
		}
		return K_NONE;
	}
	if (b[0] >= '0' && b[0] <= '9') {
		*digit = b[0] - '0';
		return K_NONE;
	}
	switch (b[0]) {
	case 'n': case ' ': case 'l': case 'j': return K_NEXT;
	case 'p': case 'b': case 'h': case 'k': return K_PREV;
	case 'g': return K_START;
	case 'G': return K_END;
	case 'q': case 'Q': case 4: return K_QUIT;
	case '\r': case '\n': return K_ENTER;
	case 127: case 8: return K_ERASE;
	}
	return K_NONE;
}

static size_t lines(const struct zz_buf *b)
{
	size_t i, n = 0;

	for (i = 0; i < b->len; i++)
		n += b->buf[i] == '\n';
	return n;
}

static void draw_frame(const struct frames *f, size_t k, const char *typed, const char *said)
{
	const char *text = f->v[k].buf;

	/* (the turn's comment is in the frame, under its heading) */
	while (*text == '\n')
		text++;
	fputs("\033[H\033[2J", stdout);
	fputs(text, stdout);
	fputs("\n", stdout);
	printf(_("[turn %zu of %zu] "), k, f->nr - 1);
	if (said)
		printf("%s ", _(said));
	if (typed)
		printf(_("go to turn: %s"), typed);
	else
		/* TRANSLATORS: the keys stay as they are; only the words after them are said */
		fputs(_("<- -> p n: step  Home End g G: start, end  N Enter: turn N  q: quit"), stdout);
	fflush(stdout);
}

static void interact(struct frames *f)
{
	size_t k = 0, want;
	char typed[12] = "";
	const char *said = NULL;
	enum key key;
	int digit;

	tty_enter();
	for (;;) {
		draw_frame(f, k, *typed ? typed : NULL, said);
		said = NULL;
		key = read_key(&digit);
		if (digit >= 0 && strlen(typed) + 1 < sizeof(typed)) {
			typed[strlen(typed)] = (char)('0' + digit);
			continue;
		}
		switch (key) {
		case K_NEXT:
			if (k + 1 < f->nr)
				k++;
			break;
		case K_PREV:
			if (k)
				k--;
			break;
		case K_START:
			k = 0;
			break;
		case K_END:
			k = f->nr - 1;
			break;
		case K_ERASE:
			if (*typed)
				typed[strlen(typed) - 1] = '\0';
			continue;
		case K_ENTER:
			if (!*typed)
				break;
			want = (size_t)strtoul(typed, NULL, 10);
			if (want < f->nr)
				k = want;
			else
				said = N_("(no such turn)");
			break;
		case K_QUIT:
			tty_restore();
			return;
		case K_NONE:
			break;
		}
		typed[0] = '\0';
	}
}

static int game_cb(void *ctx, struct zz_game *g, size_t index, struct zz_diag *d)
{
	struct find *f = ctx;
	int rc;

	f->games++;
	if (!zz_game_playable(g) || d->count[ZZ_LEVEL_ERROR]) {
		/* the set-up is broken: nothing to show */
		f->status = ZZ_EXIT_INVALID;
	} else if (f->o->interactive) {
		struct frames fr = { NULL, 0, 0 };
		size_t i;

		rc = replay_game(g, index, d, f->o, &f->out, &fr);
		/* the result line goes with the last position */
		if (fr.nr > 1 && lines(&fr.v[fr.nr - 1]) <= 2) {
			zz_buf_add(&fr.v[fr.nr - 2], fr.v[fr.nr - 1].buf, fr.v[fr.nr - 1].len);
			zz_buf_release(&fr.v[--fr.nr]);
		}
		if (rc)
			f->status = rc;
		/* an invalid game: its diagnostics first, then the turns it has */
		print_diagnostics(d, f->o->quiet);
		if (fr.nr)
			interact(&fr);
		for (i = 0; i < fr.nr; i++)
			zz_buf_release(&fr.v[i]);
		free(fr.v);
		return 1;
	} else {
		rc = replay_game(g, index, d, f->o, &f->out, NULL);
		if (rc)
			f->status = rc;
	}
	print_diagnostics(d, f->o->quiet);
	return 1;
}

/* replay --position, the old spelling of -t position: warned, then the same */
static void old_position(void *ctx, const char *arg)
{
	(void)arg;
	warning("replay --position is now -t position (--position goes in zertz 0.5)");
	*(unsigned *)ctx = 1;
}

static int replay_main(int argc, char **argv, struct selection *sel)
{
	static const char *const targets[] = { "ascii", "position", NULL };
	unsigned target = 0;
	struct opts o = { -1, false, false, NULL, ZZ_FORMAT_AUTO, false, false };
	const char *output = NULL;
	unsigned long at = OPT_UNSET;
	struct walk_opts w;
	struct find f;
	int io, k;
	const struct opt options[] = { OPT_CHOICE('t', "format", &target, targets),
				       OPT_AT(&at),
				       OPT_CALL_FLAG(0, "position", old_position, &target),
				       OPT_STRING('o', "output", &output),
				       OPT_FLAG('i', "interactive", &o.interactive),
				       OPT_RULES(&o.rules),
				       OPT_COLOR(),
				       OPT_LANG(),
				       OPT_FROM('f', &o.from),
				       OPT_RECURSIVE(&w),
				       OPT_QUIET(&o.quiet),
				       OPT_SELECTION_NEW(sel),
				       OPT_END() };

	walk_defaults(&w);
	k = parse_options(argc, argv, "replay", USAGE_REPLAY, options);
	w.quiet = o.quiet;
	o.position = target == 1;
	o.at = at == OPT_UNSET ? -1 : (long)at;
	argc -= k;
	argv += k;
	if (o.interactive) {
		if (o.at >= 0 || o.position || output)
			usage_error(USAGE_REPLAY,
				    "-i steps through the game: not with --at, -t position or -o");
		if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
			usage_error(USAGE_REPLAY, "-i needs a terminal (standard input and output)");
		if (!argc)
			usage_error(USAGE_REPLAY, "-i reads the keys from standard input: give a FILE");
	}
	/* colour for a terminal, never under NO_COLOR; --color decides */
	o.ansi = colour_for(!output && isatty(STDOUT_FILENO));
	k = output_beside_inputs(output, argv, argc, &w);
	if (!k)
		k = out_redirect(output);
	if (k)
		return k;
	memset(&f, 0, sizeof(f));
	f.o = &o;
	zz_buf_init(&f.out);
	io = with_game(argv, argc, &w, o.from, o.rules, sel, o.quiet, game_cb, &f);
	if (io > 0)
		f.status = ZZ_EXIT_INVALID;
	zz_buf_release(&f.out);
	if (out_finish(io >= 0, f.games))
		io = -1;
	if (io < 0)
		return ZZ_EXIT_IO;
	return f.status;
}

/* The selection lives as long as the command, whichever way it returns. */
int cmd_replay(int argc, char **argv)
{
	struct selection *sel = select_new(USAGE_REPLAY);
	int rc = replay_main(argc, argv, sel);

	select_free(sel);
	return rc;
}
