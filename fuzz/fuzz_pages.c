/*
 * libFuzzer target for the drawings and pages a stranger's text ends up
 * in.  The input gives, as raw bytes, the text of a record -- event,
 * site, date, round, the players' names and a comment -- set into a short
 * Zertz game and a TZAAR game; every SVG (the diagram of each turn, the
 * sheet) and the HTML page drawn of them must be UTF-8 holding no
 * character XML 1.0 or HTML forbids, and no element, attribute or entity
 * but those the writers make themselves (a short list, below): no text of
 * a record may become markup.  A breach aborts.
 *
 * Input: for each of the seven texts, a length byte, then that many bytes
 * (NUL bytes become U+0001: a tag holds no NUL).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "html.h"
#include "kinds.h"
#include "replay.h"
#include "record.h"
#include "render.h"
#include "zreplay.h"
#include "shown.h"
#include "tsvg.h"
#include "tzaar.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static const char *const elements[] = { "a",	 "body",   "button",  "circle", "defs",	   "desc",
					"div",	 "g",	   "h1",      "head",	"header",  "html",
					"input", "li",	   "line",    "main",	"marker",  "meta",
					"ol",	 "option", "p",	      "path",	"polygon", "radialGradient",
					"rect",	 "script", "section", "select", "span",	   "stop",
					"style", "svg",	   "table",   "tbody",	"td",	   "text",
					"th",	 "thead",  "title",   "tr",	"tspan",   NULL };
static const char *const attributes[] = { "aria-label",
					  "aria-pressed",
					  "data-centre",
					  "download",
					  "charset",
					  "class",
					  "content",
					  "cx",
					  "cy",
					  "d",
					  "data-turn",
					  "data-start",
					  "data-of",
					  "data-said",
					  "dominant-baseline",
					  "fill",
					  "font-size",
					  "height",
					  "href",
					  "http-equiv",
					  "id",
					  "lang",
					  "marker-end",
					  "markerHeight",
					  "markerWidth",
					  "max",
					  "min",
					  "name",
					  "offset",
					  "orient",
					  "placeholder",
					  "points",
					  "r",
					  "refX",
					  "refY",
					  "role",
					  "selected",
					  "stop-color",
					  "style",
					  "text-anchor",
					  "title",
					  "transform",
					  "type",
					  "value",
					  "version",
					  "viewBox",
					  "width",
					  "x",
					  "x1",
					  "x2",
					  "xmlns",
					  "y",
					  "y1",
					  "y2",
					  "xml:space",
					  "data-mark",
					  "data-mark-class",
					  "data-cell",
					  NULL };

static int listed(const char *const *list, const char *s, size_t n)
{
	for (; *list; list++)
		if (strlen(*list) == n && !memcmp(*list, s, n))
			return 1;
	return 0;
}

static int name_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-';
}

/* Skip to just past end, or abort when it never comes. */
static size_t past(const char *s, size_t n, size_t i, const char *end)
{
	size_t k = strlen(end);

	for (; i + k <= n; i++)
		if (!memcmp(s + i, end, k))
			return i + k;
	abort();
}

/* An entity the writers write: named, or a number. */
static size_t entity(const char *s, size_t n, size_t i)
{
	static const char *const named[] = { "&amp;", "&lt;", "&gt;", "&quot;", "&#39;", NULL };
	size_t k;

	for (k = 0; named[k]; k++)
		if (i + strlen(named[k]) <= n && !memcmp(s + i, named[k], strlen(named[k])))
			return i + strlen(named[k]);
	if (i + 3 < n && s[i + 1] == '#' && s[i + 2] == 'x') {
		for (k = i + 3; k < n && strchr("0123456789ABCDEFabcdef", s[k]) && s[k]; k++)
			;
		if (k > i + 3 && k < n && s[k] == ';')
			return k + 1;
	}
	abort();
}

/*
 * The document s[0 .. n): every character one a document may hold, and
 * every piece of markup of the lists above; the contents of <script> and
 * <style> (the writers' own, or CSS in CDATA) are skipped whole.
 * Returns the number of <script> elements.
 */
static unsigned check_markup(const char *s, size_t n)
{
	const unsigned char *u = (const unsigned char *)s;
	unsigned scripts = 0;
	size_t i = 0, len;

	/* characters: UTF-8, no control but tab and newline, no noncharacter */
	while (i < n) {
		if (u[i] < 0x80) {
			if ((u[i] < 0x20 && u[i] != '\t' && u[i] != '\n') || u[i] == 0x7f)
				abort();
			i++;
			continue;
		}
		if (!(len = zz_utf8_len(u + i, n - i)))
			abort();
		if (len == 2 && u[i] == 0xc2 && u[i + 1] < 0xa0)
			abort();	/* C1 */
		if (len == 3 && u[i] == 0xef && u[i + 1] == 0xbf && u[i + 2] >= 0xbe)
			abort();	/* U+FFFE, U+FFFF */
		if (len == 3 && u[i] == 0xef && u[i + 1] == 0xb7 && u[i + 2] >= 0x90 && u[i + 2] <= 0xaf)
			abort();	/* U+FDD0 .. U+FDEF */
		i += len;
	}
	/* markup */
	for (i = 0; i < n;) {
		size_t start;
		int closing;

		if (s[i] == '&') {
			i = entity(s, n, i);
			continue;
		}
		if (s[i] == '>')
			abort();	/* text holds &gt;, never '>' */
		if (s[i] != '<') {
			i++;
			continue;
		}
		if (!strncmp(s + i, "<?xml ", 6)) {
			i = past(s, n, i, "?>");
			continue;
		}
		if (!strncmp(s + i, "<!DOCTYPE html>", 15)) {
			i += 15;
			continue;
		}
		if (!strncmp(s + i, "<![CDATA[", 9)) {
			i = past(s, n, i, "]]>");
			continue;
		}
		closing = s[i + 1] == '/';
		start = i + 1 + (size_t)closing;
		for (i = start; i < n && name_char(s[i]); i++)
			;
		if (!listed(elements, s + start, i - start))
			abort();
		if (!closing && i - start == 6 && !memcmp(s + start, "script", 6)) {
			scripts++;
			i = past(s, n, i, "</script>");
			continue;
		}
		if (!closing && i - start == 5 && !memcmp(s + start, "style", 5) && strncmp(s + i, ">\n<![CDATA[", 11) &&
		    strncmp(s + i, " type=\"text/css\"><![CDATA[", 26)) {
			/* the page's own style sheet: no '<' in it */
			i = past(s, n, i, "</style>");
			continue;
		}
		/* attributes: name="value", the value free of '<' and '"' */
		for (;;) {
			size_t a;

			while (i < n && s[i] == ' ')
				i++;
			if (i < n && s[i] == '>') {
				i++;
				break;
			}
			if (i + 1 < n && s[i] == '/' && s[i + 1] == '>') {
				i += 2;
				break;
			}
			if (closing)
				abort();
			for (a = i; i < n && (name_char(s[i]) || s[i] == ':'); i++)
				;
			if (!listed(attributes, s + a, i - a) || i + 1 >= n || s[i] != '=' || s[i + 1] != '"')
				abort();
			if (i - a == 4 && !strncmp(s + a, "href", 4) && !strncmp(s + i + 2, "javascript:", 11))
				abort();
			for (i += 2; i < n && s[i] != '"'; i++)
				if (s[i] == '<')
					abort();
				else if (s[i] == '&')
					i = entity(s, n, i) - 1;
			if (i == n)
				abort();
			i++;
		}
	}
	return scripts;
}

/* The seven texts of the input, NUL-free. */
static void texts(const uint8_t *data, size_t size, char *out[7])
{
	size_t i = 0, k, n, j;

	for (k = 0; k < 7; k++) {
		n = i < size ? data[i++] : 0;
		if (n > size - i)
			n = size - i;
		out[k] = malloc(n + 1);
		for (j = 0; j < n; j++)
			out[k][j] = data[i + j] ? (char)data[i + j] : '\001';
		out[k][n] = '\0';
		i += n;
	}
}

static void read_game(struct zz_game *g, const char *record, char *t[7])
{
	static const char *const tags[6] = { "Event", "Site", "Date", "Round", "First", "Second" };
	struct zz_input in;
	struct zz_reader rd;
	struct zz_diag d;
	size_t k;

	zz_input_init_mem(&in, "fuzz", record, strlen(record));
	zz_diag_init(&d);
	zz_reader_init(&rd, &in, &d, ZZ_FORMAT_ZGN, NULL);
	zz_game_init(g);
	if (zz_reader_read(&rd, g) != 1 || !zz_game_playable(g) || g->nr_turns < 2)
		abort();
	for (k = 0; k < 6; k++)
		zz_game_set_tag(g, tags[k], t[k], NULL);
	free(g->turns[0].comment);
	g->turns[0].comment = strdup(t[6]);
	zz_reader_release(&rd);
	zz_diag_release(&d);
	zz_input_release(&in);
}

/* The page of a game whose frames are drawn: the page's markup checked. */
static void page(const struct zz_game *g, struct zz_buf *frames, size_t nframes, char *t[7])
{
	struct zz_html_game h;
	const char *head[3] = { t[0], t[4], t[5] };
	const char *moves[8], *comments[8], *facts[9];
	unsigned nags[8];
	unsigned char forced[9];
	struct zz_html_entry e;
	struct zz_buf out = ZZ_BUF_INIT;
	size_t k;

	for (k = 0; k + 1 < nframes && k < 8; k++) {
		moves[k] = t[k % 7];
		comments[k] = g->turns[k].comment;
		nags[k] = (unsigned)k * 3; /* signs, none, and "$N" */
	}
	/* an analysed record's strip: its words a stranger's too */
	for (k = 0; k < nframes && k < 9; k++) {
		forced[k] = (unsigned char)(k % 5);
		facts[k] = k % 3 ? t[(k + 3) % 7] : NULL;
	}
	memset(&h, 0, sizeof(h)); /* no clocks, the first player first */
	h.title = t[0];
	h.head = head;
	h.nhead = 3;
	h.frames = frames;
	h.nframes = nframes;
	h.moves = moves;
	h.comments = comments;
	h.nags = nags;
	h.forced = forced;
	h.facts = facts;
	h.back = "index.html";
	zz_html_game(&out, &h);
	if (check_markup(out.buf, out.len) != 2)
		abort();	/* the frames' island and the viewer */
	zz_buf_reset(&out);
	e.href = "game-001.html";
	for (k = 0; k < 7; k++)
		e.cells[k] = t[k % 6 + 1];
	zz_html_index(&out, t[0], &e, 1);
	if (check_markup(out.buf, out.len) != 1)
		abort(); /* the index's sort and filter */
	zz_buf_release(&out);
}

static void zertz(char *t[7])
{
	struct zz_game g;
	struct zz_replay m;
	struct zz_diag d;
	const struct zz_zreplay *rp;
	struct zz_pos pos[4];
	struct zz_effect effect[4];
	struct zz_scene s[4];
	struct zz_buf frames[4], sheet = ZZ_BUF_INIT;
	struct zz_render_opts o;
	size_t n, k;

	read_game(&g, "[Board \"37\"]\n\n1. Wd4,a1\n2. Gd5,g1\n3. x d4Gd6\n", t);
	zz_diag_init(&d);
	zz_replay_start(&m, &g, &d);
	rp = zz_zreplay_of(&m);
	pos[0] = rp->pos;
	for (n = 0; n < 3 && zz_replay_step(&m) > 0; n++) {
		pos[n + 1] = rp->pos;
		effect[n] = rp->effect;
	}
	zz_render_opts_init(&o);
	for (k = 0; k <= n; k++) {
		memset(&s[k], 0, sizeof(s[k]));
		s[k].pos = &pos[k];
		s[k].game = &g;
		s[k].turn = k;
		if (k) {
			s[k].last = zz_zturn(&g, k - 1);
			s[k].before = &pos[k - 1];
			s[k].effect = &effect[k - 1];
		}
		zz_buf_init(&frames[k]);
		zz_svg_render(&frames[k], &s[k], &o);
		if (check_markup(frames[k].buf, frames[k].len))
			abort();
	}
	zz_svg_sheet(&sheet, s, n + 1, &o, 0);
	if (check_markup(sheet.buf, sheet.len))
		abort();
	page(&g, frames, n + 1, t);
	for (k = 0; k <= n; k++)
		zz_buf_release(&frames[k]);
	zz_buf_release(&sheet);
	zz_replay_release(&m);
	zz_diag_release(&d);
	zz_game_release(&g);
}

static void tzaar(char *t[7])
{
	struct zz_game g;
	struct zz_replay m;
	struct zz_diag d;
	const struct tz_replay *rp;
	struct tz_pos pos[3];
	struct tz_stacks stacks[3];
	struct tz_scene s[3];
	const char *over = "1-0, <b>&amp;</b> wins (no-move)";
	struct tz_svg_opts o = { .size = 480, .coords = TZ_COORDS_RIM };
	struct zz_render_opts r;
	struct zz_buf out = ZZ_BUF_INIT;
	size_t n, k;

	read_game(&g, "[Game \"TZAAR\"]\n[Setup \"standard\"]\n\n1. xA5A4\n2. xI1I2 +H1H2\n", t);
	zz_diag_init(&d);
	zz_replay_start(&m, &g, &d);
	rp = zz_tz_replay_of(&m);
	pos[0] = rp->pos;
	stacks[0] = rp->stacks;
	for (n = 0; n < 2 && zz_replay_step(&m) > 0; n++) {
		pos[n + 1] = rp->pos;
		stacks[n + 1] = rp->stacks;
	}
	for (k = 0; k <= n; k++) {
		s[k].game = &g;
		s[k].pos = &pos[k];
		s[k].stacks = &stacks[k];
		s[k].turn = k;
		s[k].last = k ? tz_turn_of(&g, k - 1) : NULL;
		s[k].result = k == n ? over : NULL;
		zz_buf_reset(&out);
		zz_tz_svg_render(&out, &s[k], &o);
		if (check_markup(out.buf, out.len))
			abort();
	}
	zz_buf_reset(&out);
	zz_render_opts_init(&r);
	zz_tz_svg_sheet(&out, s, n + 1, &o, &r, 0);
	if (check_markup(out.buf, out.len))
		abort();
	zz_buf_release(&out);
	zz_replay_release(&m);
	zz_diag_release(&d);
	zz_game_release(&g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *t[7];
	size_t k;

	texts(data, size, t);
	zertz(t);
	tzaar(t);
	for (k = 0; k < 7; k++)
		free(t[k]);
	return 0;
}
