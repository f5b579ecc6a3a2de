/* LittleGolem's TZAAR records (lg.h). */
#include "lg.h"

#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "i18n.h"
#include "kind.h"
#include "kinds.h"
#include "tgame.h"
#include "text.h"
#include "xalloc.h"
#include "banned.h"

bool zz_lg_detect(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i + 9 <= n && i < 64; i++)
		if (!memcmp(s + i, "FF[TZAAR]", 9))
			return true;
	return false;
}

int zz_lg_point(char a, char b)
{
	int q = a - 'o', r = b - 'o', rmin, k, c;

	if (a < 'k' || a > 's' || b < 'k' || b > 's')
		return -1;
	if (q + r > 4 || q + r < -4 || (q == 0 && r == 0))
		return -1;
	c = q + 4;
	/*
	 * the column's lowest r: -4, or -4 - q where q + r >= -4 binds; so
	 * 0 <= k < 9 - |q|, the column's size (test_tzaar.c tries every pair)
	 */
	rmin = q < 0 ? -4 - q : -4;
	k = r - rmin;
	/* column E skips its centre */
	if (c == 4 && k > 4)
		k--;
	return zz_tz_column_first[c] + k;
}

/* The text of one game: from '(' to the ')' that closes it. */
struct text {
	struct zz_buf s;
	/* where each line of it starts: its number and offset in s */
	unsigned *lines;
	size_t *starts, nr, alloc;
	const char *file;
	bool trailing;		/* text after the game on its last line, at after */
	size_t after;
	bool open;		/* the input ended before the game's ')' */
	size_t end;		/* where the game's ')' is in s, or s.len */
	/*
	 * What keeping the game's text may cost (its bytes and its lines'
	 * tables); past it the rest of the game is read but not kept.
	 */
	size_t limit, cost;
	bool over;
	unsigned first_line, first_col;	/* where the game's text starts */
};

/* What one kept line costs beyond its bytes: its entries in the tables. */
#define LINE_COST (1 + sizeof(unsigned) + sizeof(size_t))

static struct zz_loc loc_at(const struct text *t, size_t at)
{
	struct zz_loc l = { t->file, 0, 0, at };
	size_t lo = 0, hi = t->nr;

	/* the last line that starts at or before at: a bisection, so that
	 * a game of many short lines costs no more than a long one */
	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (t->starts[mid] <= at)
			lo = mid;
		else
			hi = mid;
	}
	if (t->nr) {
		l.line = t->lines[lo];
		l.col = (unsigned)(at - t->starts[lo] + 1);
	}
	return l;
}

/* Read lines until the game's parentheses close (outside values): 1, 0, -1. */
static int gather(struct zz_input *in, struct text *t)
{
	const char *line;
	size_t len, i;
	int depth = 0, rc;
	bool value = false, started = false;

	while ((rc = zz_input_getline(in, &line, &len)) > 0) {
		if (!started) {
			for (i = 0; i < len && (line[i] == ' ' || line[i] == '\t'); i++)
				;
			if (i == len)
				continue;
			if (!t->first_line) {
				t->first_line = in->line;
				t->first_col = (unsigned)i + 1;
			}
		}
		if (!t->over && (len > t->limit || t->cost > t->limit - len - LINE_COST))
			t->over = true;
		if (!t->over) {
			t->cost += len + LINE_COST;
			ZZ_ALLOC_GROW(t->lines, t->nr + 1, t->alloc);
			t->starts = zz_xreallocarray(t->starts, t->alloc, sizeof(*t->starts));
			t->lines[t->nr] = in->line;
			t->starts[t->nr++] = t->s.len;
			zz_buf_add(&t->s, line, len);
			zz_buf_addch(&t->s, '\n');
		}
		for (i = 0; i < len; i++) {
			char c = line[i];

			if (value) {
				if (c == '\\')
					i++;
				else if (c == ']')
					value = false;
			} else if (c == '[') {
				value = true;
			} else if (c == '(') {
				depth++;
				started = true;
			} else if (c == ')') {
				if (--depth <= 0 && started && t->over) {
					t->end = t->s.len;
					return 1;
				} else if (depth <= 0 && started) {
					t->end = t->starts[t->nr - 1] + i;
					for (i++; i < len && (line[i] == ' ' || line[i] == '\t' ||
							      line[i] == '\r'); i++)
						;
					t->trailing = i < len;
					t->after = t->starts[t->nr - 1] + i;
					return 1;
				}
			}
		}
	}
	if (rc < 0)
		return -1;
	t->open = started;
	t->end = t->s.len;
	return t->s.len ? 1 : 0;
}

/* The owner of each point, followed along the moves to tell x from +. */
static void owners_from(signed char own[TZ_POINTS], const char *start)
{
	int i;

	for (i = 0; i < TZ_POINTS; i++)
		own[i] = start[i] >= 'A' && start[i] <= 'Z' ? TZ_WHITE : TZ_BLACK;
}

/*
 * One move value "npmq" or "prqq-kplp" or "osoq-pass" into the notation
 * of a turn; false with a diagnostic when it is not one.
 */
static bool move_text(const char *v, size_t n, int side, signed char own[TZ_POINTS],
		      struct zz_buf *out, const struct zz_loc *loc, struct zz_diag *d)
{
	size_t i = 0;

	while (i < n) {
		size_t end = i;
		int from, to;
		char a[3], b[3];

		while (end < n && v[end] != '-')
			end++;
		if (out->len)
			zz_buf_addch(out, ' ');
		if (end - i == 4 && !memcmp(v + i, "pass", 4)) {
			zz_buf_addch(out, '-');
		} else if (end - i == 4 && (from = zz_lg_point(v[i], v[i + 1])) >= 0 &&
			   (to = zz_lg_point(v[i + 2], v[i + 3])) >= 0) {
			zz_tz_point_name(from, a);
			zz_tz_point_name(to, b);
			zz_buf_addf(out, "%c%s%s", own[to] == side ? '+' : 'x', a, b);
			own[to] = own[from];
			own[from] = TZ_EMPTY;
		} else {
			zz_diag_add(d, ZZ_E_SYNTAX, loc,
				    N_("'%.*s' is not a LittleGolem TZAAR action (two points k..s, or pass)"),
				    (int)(end - i), v + i);
			return false;
		}
		i = end + (end < n);
	}
	return true;
}

/*
 * A property's value as a tag: SGF's escapes undone ('\' before a
 * character keeps it, before a line break drops both), decoded as every
 * record's text is (UTF-8, else Latin-1, with the warning encoding).
 */
static void tag(struct zz_game *g, const char *name, const char *v, size_t n,
		const struct zz_loc *loc, struct zz_diag *d)
{
	struct zz_buf raw = ZZ_BUF_INIT, text = ZZ_BUF_INIT;
	size_t i;

	for (i = 0; i < n; i++) {
		if (v[i] == '\\' && i + 1 < n) {
			i++;
			if (v[i] == '\n')
				continue;
		}
		zz_buf_addch(&raw, v[i]);
	}
	if (zz_text_decode(raw.buf ? raw.buf : "", raw.len, &text))
		zz_diag_add(d, ZZ_W_ENCODING, loc, N_("tag '%s'"), name);
	zz_game_set_tag(g, name, text.buf ? text.buf : "", loc);
	zz_buf_release(&raw);
	zz_buf_release(&text);
}

/* POS, LittleGolem's start: its 60 letters become the Start tag. */
static void pos_property(struct zz_game *g, struct zz_diag *d, const char *v, size_t len,
			 const struct zz_loc *at)
{
	unsigned j;
	char start[TZ_POINTS + 1];

	if (len != TZ_POINTS) {
		zz_diag_add(d, ZZ_E_POSITION, at, N_("POS has %zu letters, not 60"), len);
		return;
	}
	for (j = 0; j < TZ_POINTS; j++) {
		char c = v[j], lc = (char)(c | 0x20), name[3];
		char type = lc == 'a' ? 'z' : lc == 'b' ? 'a' : lc == 'c' ? 't' : 0;

		if (!type) {
			/* said in LittleGolem's letters, at its point */
			zz_tz_point_name((int)j, name);
			zz_diag_add(d, ZZ_E_POSITION, at,
				    "POS: '%c' at %s is not a piece (a Tzaar, b Tzarra, "
				    "c Tott; lower case White, upper case Black)", c, name);
			break;
		}
		/* LittleGolem: lower case White; ours: upper case White */
		start[j] = c == lc ? (char)(type - 'a' + 'A') : type;
	}
	if (j < TZ_POINTS)
		return;
	start[TZ_POINTS] = '\0';
	zz_game_set_tag(g, "Start", start, at);
}

/* A property of the root node: FF, the set-up (VA, POS), and the tags. */
static void root_property(struct zz_game *g, struct zz_diag *d, const char *id, const char *v,
			  size_t len, const struct zz_loc *at)
{
	static const struct { const char *id, *tag; } tags[] = {
		{ "EV", "Event" }, { "PW", "First" }, { "PB", "Second" }, { "SO", "Site" },
		{ "DT", "Date" }, { "GN", "Round" },
	};
	unsigned j;

	if (!strcmp(id, "FF")) {
		if (len != 5 || memcmp(v, "TZAAR", 5))
			zz_diag_add(d, ZZ_E_SGF, at, N_("FF[%.*s] is not LittleGolem's TZAAR"), (int)len, v);
	} else if (!strcmp(id, "VA")) {
		/* the set-up is the position POS gives, whatever its name */
		bool std = len == 8 && !memcmp(v, "STANDARD", 8);

		zz_game_set_tag(g, "Setup", std ? "standard" : "random", at);
	} else if (!strcmp(id, "POS")) {
		pos_property(g, d, v, len, at);
	} else {
		for (j = 0; j < sizeof(tags) / sizeof(tags[0]); j++)
			if (!strcmp(id, tags[j].id))
				tag(g, tags[j].tag, v, len, at, d);
	}
}

/*
 * A move, W or B, of side at vl: its text made TZAAR's notation (own, the
 * owner of each point, follows the moves) and parsed as a turn.
 */
static void move_property(struct zz_game *g, struct zz_diag *d, int side, signed char own[TZ_POINTS],
			  const char *v, size_t len, struct zz_loc vl)
{
	struct zz_buf text = ZZ_BUF_INIT;
	size_t nr = g->nr_turns;
	struct zz_turn *turn = zz_game_add_turn(g);
	size_t said = d->nr;

	turn->loc = vl;
	turn->number = (unsigned)nr + 1;
	if (!move_text(v, len, side, own, &text, &vl, d) ||
	    zz_text_kind(g->kind)->turn_parse(g, nr, text.buf, text.len, &vl, d)) {
		turn->flags |= ZZ_TURN_BROKEN;
		zz_diag_turn_notes(d, said, &vl, nr + 1);
	}
	zz_buf_release(&text);
}

/* A game over the budget of its text: not read at all (a game cut short would say less than nothing). */
static void over_limit(const struct text *t, struct zz_game *g, struct zz_diag *d)
{
	g->loc.line = t->first_line;
	g->loc.col = t->first_col;
	zz_game_set_tag(g, "Game", "TZAAR", &g->loc);
	zz_diag_add(d, ZZ_E_LIMIT, &g->loc,
		    N_("a LittleGolem game of more than %zu bytes is not read "
		       "(ZERTZ_MAX_TEXT and ZERTZ_MAX_TURNS raise the limit)"),
		    t->limit);
	zz_settle(g, d, ZZ_NAMING_TAGS);
}

/* After the game's text: settled, its ')' and what follows it said, a last turn in progress open. */
static void game_end(const struct text *t, struct zz_game *g, struct zz_diag *d, bool settled)
{
	if (!settled)
		zz_settle(g, d, ZZ_NAMING_TAGS);
	if (t->open) {
		struct zz_loc at = loc_at(t, t->s.len - 1);

		zz_diag_add(d, ZZ_E_SGF, &at, N_("the input ends inside the game: expected ')'"));
	}
	if (t->trailing) {
		struct zz_loc at = loc_at(t, t->after);

		zz_diag_add(d, ZZ_W_IGNORED, &at, N_("text after the game on its last line"));
	}
	/*
	 * A game that declares no end may stop in the middle of its last
	 * turn (a game in progress): the replay drops that turn, if it is not
	 * whole, with a warning, as a Boardspace record without Done.  In ZGN,
	 * where a line is a whole turn, a turn not whole is an error in
	 * either game.
	 */
	if (g->nr_turns && (g->declared == ZZ_RESULT_NONE || g->declared == ZZ_RESULT_UNFINISHED))
		g->turns[g->nr_turns - 1].flags |= ZZ_TURN_OPEN;
}

int zz_lg_read(struct zz_input *in, struct zz_diag *d, struct zz_game *g)
{
	struct text t;
	signed char own[TZ_POINTS];
	bool settled = false, stray = false;
	const char *s;
	size_t i = 0, n, node = 0;
	int rc;

	memset(&t, 0, sizeof(t));
	zz_buf_init(&t.s);
	t.file = in->name;
	/* room for the tags and comments ZERTZ_MAX_TEXT allows, and the moves */
	t.limit = g->limits.max_text > SIZE_MAX / 2 ? SIZE_MAX / 2 : g->limits.max_text;
	t.limit += g->limits.max_turns < SIZE_MAX / 256 ? 64 * g->limits.max_turns : SIZE_MAX / 4;
	rc = gather(in, &t);
	if (rc <= 0)
		goto out;
	s = t.s.buf;
	n = t.end;
	g->format = "littlegolem";
	while (i < n && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r' || s[i] == '\n'))
		i++;
	g->loc = loc_at(&t, i);
	if (t.over) {
		over_limit(&t, g, d);
		rc = 1;
		goto out;
	}
	if (i < n && s[i] != '(') {
		zz_diag_add(d, ZZ_W_IGNORED, &g->loc, N_("text before the game's '('"));
		while (i < n && s[i] != '(')
			i++;
		g->loc = loc_at(&t, i);
	}
	zz_game_set_tag(g, "Game", "TZAAR", &g->loc);
	while (i < n) {
		char id[8];
		size_t k = 0, vs, ve;
		struct zz_loc at;

		if (s[i] == ';') {
			node++;
			i++;
			continue;
		}
		if (!(s[i] >= 'A' && s[i] <= 'Z')) {
			if (!stray && !strchr(" \t\r\n()", s[i])) {
				/* said once: the rest of such text is skipped as well */
				stray = true;
				at = loc_at(&t, i);
				zz_diag_add(d, ZZ_W_IGNORED, &at, N_("text outside a property's value: '%c'"),
					    s[i]);
			}
			i++;
			continue;
		}
		at = loc_at(&t, i);
		/* the whole name is read; a name too long for any property
		 * LittleGolem writes is kept cut, and so is not one */
		for (; i < n && s[i] >= 'A' && s[i] <= 'Z'; i++)
			if (k + 1 < sizeof(id))
				id[k++] = s[i];
		id[k] = '\0';
		if (i >= n || s[i] != '[') {
			zz_diag_add(d, ZZ_E_SGF, &at, N_("property '%s' has no value"), id);
			break;
		}
		vs = ++i;
		while (i < n && s[i] != ']')
			i += s[i] == '\\' ? 2 : 1;
		if (i >= n) {
			zz_diag_add(d, ZZ_E_SGF, &at, N_("the input ends inside the value of '%s'"), id);
			break;
		}
		ve = i++;
		if (node <= 1) {
			root_property(g, d, id, s + vs, ve - vs, &at);
			continue;
		}
		if (strcmp(id, "W") && strcmp(id, "B")) {
			zz_diag_add(d, ZZ_W_IGNORED, &at, N_("LittleGolem property '%s' in a move node"), id);
			continue;
		}
		if (!settled) {
			const char *start = zz_game_tag(g, "Start");

			zz_settle(g, d, ZZ_NAMING_TAGS);
			settled = true;
			if (!zz_game_playable(g) || !start)
				break;
			owners_from(own, start);
		}
		move_property(g, d, id[0] == 'W' ? TZ_WHITE : TZ_BLACK, own, s + vs, ve - vs,
			      loc_at(&t, vs));
	}
	game_end(&t, g, d, settled);
	rc = 1;
out:
	zz_buf_release(&t.s);
	free(t.lines);
	free(t.starts);
	return rc;
}
