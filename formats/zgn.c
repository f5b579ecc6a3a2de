#include "zgn.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kind.h"
#include "kinds.h"
#include "text.h"
#include "xalloc.h"
#include "banned.h"

void zz_zgn_reader_init(struct zz_zgn_reader *rd, struct zz_input *in,
			struct zz_diag *d)
{
	memset(rd, 0, sizeof(*rd));
	rd->in = in;
	rd->diag = d;
}

/* An action of a line format, kept until the game is whole (NULL comment: none). */
struct pending {
	struct zz_line_action a;
	struct zz_loc loc;
	char *comment;
	bool broken;
};

struct state {
	struct zz_zgn_reader *rd;
	struct zz_game *g;
	bool settled;		/* tags have been applied */
	/* once settled: the game's text side, NULL when it cannot be replayed */
	const struct zz_text_kind *text;
	bool comment_warned;	/* a comment was not UTF-8 */
	struct pending *pending;
	size_t nr_pending, alloc_pending;
	/* a game's own move text: a tag only it has was read (dialect_tag);
	 * the dialect reading the moves, and its reader */
	const struct zz_move_dialect *dialect_tag, *dialect;
	void *dialect_rd;
	bool started;		/* the game's first line was read */
	bool moves;		/* a line of its moves (or its result) was read */
};

/* What the reader does after a line: reads the next, or ends the game. */
enum next { NEXT_LINE, END_GAME };

/* The line format being read, when its moves are actions kept for the game's end. */
static const struct zz_line_format *actions(const struct state *st)
{
	const struct zz_zgn_reader *rd = st->rd;

	return rd->format == ZZ_TEXT_LINES && rd->lines->action ? rd->lines : NULL;
}

/*
 * The record model keeps text as UTF-8: bytes that are not are read as
 * Latin-1 (formats/text.h), with a warning saying where: the tag name.
 * Returns a new string.
 */
static char *model_text(struct state *st, const char *s, size_t n, const struct zz_loc *loc, const char *name,
			size_t nlen)
{
	struct zz_buf out = ZZ_BUF_INIT;

	if (zz_text_decode(s, n, &out))
		zz_diag_add(st->rd->diag, ZZ_W_ENCODING, loc, "tag '%.*s'", (int)nlen, name);
	return zz_buf_detach(&out, NULL);
}

static bool is_ascii(const char *s, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if ((unsigned char)s[i] >= 0x80)
			return false;
	return true;
}

/* A tag whose value may need decoding; 1 if it replaced one. */
static int text_tagn(struct state *st, const char *name, size_t nlen, const char *value,
		     size_t n, const struct zz_loc *loc)
{
	char *v;
	int rc;

	if (is_ascii(value, n))
		return zz_game_set_tagn(st->g, name, nlen, value, n, loc);
	v = model_text(st, value, n, loc, name, nlen);
	rc = zz_game_set_tagn(st->g, name, nlen, v, strlen(v), loc);
	free(v);
	return rc;
}

static int text_tag(struct state *st, const char *name, const char *value, size_t n,
		    const struct zz_loc *loc)
{
	return text_tagn(st, name, strlen(name), value, n, loc);
}

/* A turn's comment, decoded; warned once per game. */
static char *comment_text(struct state *st, const char *s, size_t n, const struct zz_loc *loc)
{
	struct zz_buf out = ZZ_BUF_INIT;

	/* past the game's budget of text: not kept (said when it is read) */
	if (!zz_game_text_room(st->g, n))
		return NULL;
	if (zz_text_decode(s, n, &out) && !st->comment_warned) {
		st->comment_warned = true;
		zz_diag_add(st->rd->diag, ZZ_W_ENCODING, loc, N_("comment of turn %zu (and any after it)"),
			    st->g->nr_turns);
	}
	return zz_buf_detach(&out, NULL);
}

static struct zz_loc here(const struct zz_input *in, size_t col0)
{
	struct zz_loc l;

	l.file = in->name;
	l.line = in->line;
	l.col = (unsigned)col0 + 1;
	l.offset = in->offset + col0;
	return l;
}

static int is_space(int c)
{
	return c == ' ' || c == '\t';
}

static const char *find_tag(const struct zz_game *g, const char *name,
			    struct zz_loc *loc)
{
	size_t i;

	for (i = 0; i < g->nr_tags; i++)
		if (!strcmp(g->tags[i].name, name)) {
			*loc = g->tags[i].loc;
			return g->tags[i].value;
		}
	return NULL;
}

/* Turn the tags that set up the game into its board, rules and start. */
static void settle(struct state *st)
{
	if (st->settled)
		return;
	st->settled = true;
	zz_settle(st->g, st->rd->diag, ZZ_NAMING_TAGS);
	if (zz_game_tag(st->g, "White") && zz_game_tag(st->g, "Black") && !zz_game_tag(st->g, "First") &&
	    !zz_game_tag(st->g, "Second")) {
		/* PGN's Seven Tag Roster names the players so: said once, as
		 * a Go game tree is, its moves not read one error each */
		struct zz_loc loc = st->g->loc;

		zz_diag_add(
			st->rd->diag, ZZ_E_VARIANT, &loc,
			N_("a chess PGN ([White] and [Black] name the players), not a record of Zertz or TZAAR"));
		st->g->kind->unplayable(st->g->setup);
	}
	st->text = zz_game_playable(st->g) ? zz_text_kind(st->g->kind) : NULL;
}

/* [Name "value"]: the name and (without escapes) the value read in place */
static int parse_tag(struct state *st, const char *s, size_t len)
{
	struct zz_input *in = st->rd->in;
	struct zz_buf value = ZZ_BUF_INIT;
	struct zz_loc loc;
	const char *name = s + 1, *v;
	size_t i = 1, nlen, vlen, open;
	bool escaped = false;
	int rc = -1;

	while (i < len && ((s[i] >= 'A' && s[i] <= 'Z') || (s[i] >= 'a' && s[i] <= 'z') ||
			   (s[i] >= '0' && s[i] <= '9') || s[i] == '_' || s[i] == '-'))
		i++;
	nlen = i - 1;
	if (!nlen) {
		loc = here(in, i);
		zz_diag_add(st->rd->diag, ZZ_E_TAG, &loc, N_("expected a tag name after '['"));
		return -1;
	}
	while (i < len && is_space(s[i]))
		i++;
	if (i >= len || s[i] != '"') {
		loc = here(in, i);
		zz_diag_add(st->rd->diag, ZZ_E_TAG, &loc, N_("expected '\"' to open the value of '%.*s'"),
			    (int)nlen, name);
		return -1;
	}
	open = i + 1;
	for (i++; i < len && s[i] != '"'; i++)
		if (s[i] == '\\' && i + 1 < len) {
			escaped = true;
			i++;
		}
	if (i >= len) {
		loc = here(in, i);
		zz_diag_add(st->rd->diag, ZZ_E_TAG, &loc, N_("unterminated value of '%.*s'"), (int)nlen,
			    name);
		return -1;
	}
	v = s + open;
	vlen = i - open;
	for (i++; i < len && is_space(s[i]); i++)
		;
	if (i >= len || s[i] != ']') {
		loc = here(in, i);
		zz_diag_add(st->rd->diag, ZZ_E_TAG, &loc, N_("expected ']' to close the tag '%.*s'"),
			    (int)nlen, name);
		return -1;
	}
	if (i + 1 != len) {
		for (i++; i < len && is_space(s[i]); i++)
			;
		loc = here(in, i);
		zz_diag_add(st->rd->diag, ZZ_E_TAG, &loc, N_("text after the tag '%.*s': '%.*s'"), (int)nlen,
			    name, (int)(len - i), s + i);
		return -1;
	}
	if (escaped) {
		size_t k;

		for (k = 0; k < vlen; k++) {
			char c = v[k];

			/* (the scan above paired each '\\' with what follows it,
			 * within the value) */
			if (c == '\\') {
				c = v[++k];
				c = c == 'n' ? '\n' : c == 'r' ? '\r' : c == 't' ? '\t' : c;
			}
			zz_buf_addch(&value, c);
		}
		v = value.buf;	/* an escape leaves a character at least */
		vlen = value.len;
	}
	loc = here(in, open); /* what is said of a tag is said of its value */
	{
		/* a dialect's own tag (KART's ZEN names the players its way) */
		const char *meaning;
		const struct zz_move_dialect *md = zz_text_dialect_tag(name, nlen, &meaning);

		if (md) {
			st->dialect_tag = md;
			name = meaning;
			nlen = strlen(name);
		}
	}
	if (text_tagn(st, name, nlen, v, vlen, &loc))
		zz_diag_add(st->rd->diag, ZZ_W_DUPLICATE_TAG, &loc, "'%.*s'", (int)nlen, name);
	rc = 0;
	zz_buf_release(&value);
	return rc;
}

static int is_result(const char *s, size_t len, enum zz_result *r)
{
	/* every result token starts with '0', '1' or '*' and has no '.' */
	if (len > 7 || (s[0] != '0' && s[0] != '1' && s[0] != '*'))
		return 0;
	return zz_result_parse(s, len, r) == 0;
}

/*
 * Parse the move text s[0 .. n) of t, the game's last turn, at loc: the
 * turn is broken when it does not parse.
 */
static void parse_move(struct state *st, struct zz_turn *t, const char *s, size_t n,
		       const struct zz_loc *loc)
{
	struct zz_game *g = st->g;
	size_t said = st->rd->diag->nr, k;
	unsigned nag;

	t->loc = *loc;
	/* a mark after the move, joined to it or not: "x a4Wc4??", "Wd4,a1 $7" */
	if ((k = zz_nag_suffix(s, n, &nag)) && k < n) {
		t->nag = (unsigned char)nag;
		for (n -= k; n && is_space(s[n - 1]); n--)
			;
	}
	if (st->text->turn_parse(g, g->nr_turns - 1, s, n, loc, st->rd->diag)) {
		t->flags |= ZZ_TURN_BROKEN;
		zz_diag_turn_notes(st->rd->diag, said, loc, g->nr_turns);
	}
}

/* A move line: [NUMBER[.] ] move [ {comment}] */
/*
 * The turn's number that starts a move line, "12." or "12 ": where the
 * move starts after it (0 when the line has none).  A number other than
 * the turn's is said.
 */
static size_t turn_number(struct state *st, struct zz_turn *t, const char *s, size_t len,
			  size_t base)
{
	struct zz_game *g = st->g;
	unsigned number = 0;
	size_t i = 0;

	/* every digit belongs to the number; its value stops growing */
	while (i < len && s[i] >= '0' && s[i] <= '9') {
		if (number < 100000000)
			number = number * 10 + (unsigned)(s[i] - '0');
		i++;
	}
	if (i > 0 && i < len && (s[i] == '.' || is_space(s[i]))) {
		size_t digits = i;

		if (s[i] == '.')
			i++;
		while (i < len && is_space(s[i]))
			i++;
		t->number = number;
		if (number != g->nr_turns && !(g->flags & ZZ_GAME_SPLIT_TURNS)) {
			struct zz_loc loc = here(st->rd->in, base + 0);

			zz_diag_add(st->rd->diag, ZZ_W_TURN_NUMBER, &loc, N_("'%.*s' for turn %zu"),
				    (int)digits, s, g->nr_turns);
		}
	} else {
		i = 0;
	}
	return i;
}

/*
 * A move line with a comment: the move s[i .. n) parsed while its line is
 * the current one, then the comment from s[n] = '{' to its '}', over
 * lines ('\\' escapes), and a clock "@MS" after it.
 */
static void move_and_comment(struct state *st, struct zz_turn *t, const char *s, size_t len,
			     size_t base, size_t i, size_t n)
{
	struct zz_input *in = st->rd->in;
	struct zz_buf text = ZZ_BUF_INIT;
	const char *p = s + n + 1, *e = s + len;
	unsigned start_line = in->line;
	size_t open = n, end = n;
	bool closed = false;
	struct zz_loc loc;

	while (end > i && is_space(s[end - 1]))
		end--;
	/* the move must be parsed while its line is still the current one */
	loc = here(in, base + i);
	if (st->text)
		parse_move(st, t, s + i, end - i, &loc);
	else
		t->flags |= ZZ_TURN_BROKEN;
	for (;;) {
		for (; p < e; p++) {
			if (*p == '\\' && p + 1 < e) {
				p++;
				zz_buf_addch(&text, *p == 'r' ? '\r' : *p);
				continue;
			}
			if (*p == '}') {
				closed = true;
				break;
			}
			zz_buf_addch(&text, *p);
		}
		if (closed || text.len > ZZ_INPUT_MAX_LINE)
			break;
		if (zz_input_getline(in, &s, &len) <= 0)
			break;
		zz_buf_addch(&text, '\n');
		p = s;
		e = s + len;
	}
	if (!closed) {
		struct zz_loc l = loc;

		l.line = start_line;
		l.col = (unsigned)(base + open) + 1;
		zz_diag_add(st->rd->diag, ZZ_E_SYNTAX, &l, N_("unterminated comment: expected '}'"));
		t->flags |= ZZ_TURN_BROKEN;
	} else {
		const char *q = p + 1;

		while (q < e && is_space(*q))
			q++;
		while (e > q && is_space(e[-1]))
			e--;
		if (q < e && *q == '@') {
			/* the clock after the comment */
			const char *d = q + 1;
			long ms = 0;

			while (d < e && *d >= '0' && *d <= '9' && d - q < 13)
				ms = ms * 10 + (*d++ - '0');
			if (d > q + 1 && d == e) {
				t->clock_ms = ms;
				q = e;
			}
		}
		if (q < e) {
			struct zz_loc l = here(in, (size_t)(q - s) + (in->line == start_line ? base : 0));

			zz_diag_add(st->rd->diag, ZZ_E_SYNTAX, &l, N_("text after the comment"));
			t->flags |= ZZ_TURN_BROKEN;
		}
	}
	t->comment = comment_text(st, text.buf, text.len, &loc);
	zz_buf_release(&text);
}

static void parse_move_line(struct state *st, const char *s, size_t len,
			    size_t base)
{
	struct zz_input *in = st->rd->in;
	struct zz_game *g = st->g;
	struct zz_turn *t = zz_game_add_turn(g);
	struct zz_loc loc;
	size_t i, n, end;

	i = turn_number(st, t, s, len, base);
	{
		const char *brace = memchr(s + i, '{', len - i);

		n = brace ? (size_t)(brace - s) : len;
	}
	end = len;
	/* without a comment, a trailing " @MS" is the mover's clock */
	while (n == len && len > i && is_space(s[len - 1]))
		len--, n--;
	if (n == len) {
		size_t at = len;

		while (at > i && s[at - 1] >= '0' && s[at - 1] <= '9')
			at--;
		if (at < len && at > i + 1 && s[at - 1] == '@' && is_space(s[at - 2]) &&
		    len - at <= 12) {
			long ms = 0;
			size_t k;

			for (k = at; k < len; k++)
				ms = ms * 10 + (s[k] - '0');
			t->clock_ms = ms;
			len = at - 1;
			while (len > i && is_space(s[len - 1]))
				len--;
			n = len;
		}
		end = len;
	}
	if (n < len) {
		move_and_comment(st, t, s, len, base, i, n);
		return;
	}
	loc = here(in, base + i);
	if (!st->text) {
		t->flags |= ZZ_TURN_BROKEN;
		t->loc = loc;
		return;
	}
	parse_move(st, t, s + i, end - i, &loc);
}

/*
 * The usual move line of a game whose tags are settled: "12. Wd4,a1" in
 * ZGN (the turn number the one expected), "Wd4,a1" in a reference file,
 * with no blank at either end, no comment and no clock.  1 when it was
 * read, the turn added and parsed as parse_move_line() does; 0 when the
 * line takes the general way, nothing done.
 */
/* Whether the line may end with a mark (the general way reads it). */
static bool may_be_marked(const char *s, size_t len)
{
	char c = s[len - 1];

	return c == '!' || c == '?' || c == (char)0xa1 || memchr(s, '$', len);
}

static int quick_move_line(struct state *st, const char *s, size_t len)
{
	struct zz_game *g = st->g;
	struct zz_turn *t;
	unsigned number = 0;
	size_t i = 0, k, said;

	if (st->rd->format == ZZ_TEXT_ZGN) {
		while (i < 9 && i < len && s[i] >= '0' && s[i] <= '9')
			number = number * 10 + (unsigned)(s[i++] - '0');
		if (!i || i >= len || s[i] != '.' || number != g->nr_turns + 1)
			return 0;
		for (i++; i < len && is_space(s[i]); i++)
			;
	} else if (!(s[0] >= 'A' && s[0] <= 'Z') && s[0] != 'x') {
		return 0;	/* a reference file's move starts with its colour, or x */
	}
	if (i >= len)
		return 0;
	/* (a quick reader refuses a move with a mark after it: the general
	 * way reads it, tests/roundtrip.sh) */
	if (st->text->turn_quick) {
		/* a move read the short way has no comment or clock after it */
		t = zz_game_add_turn(g);
		if (st->text->turn_quick(g, g->nr_turns - 1, s + i, len - i, (unsigned)i + 1)) {
			zz_game_remove_turn(g, g->nr_turns - 1);
			return 0;
		}
		t->number = number;
		t->loc = here(st->rd->in, i);
		return 1;
	}
	for (k = i; k < len; k++)
		if (s[k] == '{' || s[k] == '@')
			return 0;
	if (may_be_marked(s, len))
		return 0;
	t = zz_game_add_turn(g);
	t->number = number;
	/* built where it is kept: a copy of a struct just written field by
	 * field stalls the load that reads it whole */
	t->loc = here(st->rd->in, i);
	said = st->rd->diag->nr;
	if (st->text->turn_parse(g, g->nr_turns - 1, s + i, len - i, &t->loc, st->rd->diag)) {
		t->flags |= ZZ_TURN_BROKEN;
		zz_diag_turn_notes(st->rd->diag, said, &t->loc, g->nr_turns);
	}
	return 1;
}

static void header_value(struct state *st, const char *key, size_t k, const char *val,
			 size_t n, const struct zz_loc *loc);

/* The key of a header comment, k bytes long, is the literal lit. */
#define KEY(lit) (k == sizeof(lit) - 1 && !memcmp(key, lit, k))

/* "# key: value" comments of Zertz3D and reference files. */
static void header_comment(struct state *st, const char *s, size_t len)
{
	struct zz_loc loc;
	char key[32];
	const char *val, *colon;
	size_t i = 1, k, vlen;

	while (i < len && is_space(s[i]))
		i++;
	/* the key: up to a ':' in the next 31 bytes; the keys read are of 4 to 8 */
	colon = memchr(s + i, ':', len - i < sizeof(key) - 1 ? len - i : sizeof(key) - 1);
	if (!colon || (k = (size_t)(colon - (s + i))) < 4 || k > 8)
		return;
	for (k = 0; s + i < colon; i++)
		key[k++] = (char)(s[i] >= 'A' && s[i] <= 'Z' ? s[i] - 'A' + 'a' : s[i]);
	key[k] = '\0';
	loc = here(st->rd->in, 0);
	for (i++; i < len && is_space(s[i]); i++)
		;
	val = s + i;
	vlen = len - i;
	if (actions(st) && vlen && val[0] == '{')
		return;		/* "# Player 1: {...}": an action commented out */
	if (KEY("player 1") || KEY("player 2")) {
		/* names may be long and in any encoding: nothing is cut */
		text_tag(st, key[7] == '1' ? "First" : "Second", val, vlen, &loc);
		return;
	}
	if (st->rd->format == ZZ_TEXT_LINES && st->rd->lines->keys) {
		/* the format's own keys */
		const char *const *own = st->rd->lines->keys;
		size_t j;

		for (j = 0; own[j]; j += 2)
			if (strlen(own[j]) == k && !memcmp(own[j], key, k)) {
				text_tag(st, own[j + 1], val, vlen, &loc);
				return;
			}
	}
	header_value(st, key, k, val, vlen, &loc);
}

/* s[0 .. n) is the text lit */
static bool is(const char *s, size_t n, const char *lit)
{
	return strlen(lit) == n && !memcmp(s, lit, n);
}

/*
 * The value val[0 .. n) of a "# key: value" comment that says something
 * about the game (most say nothing the game keeps: nothing is copied).
 */
static void header_value(struct state *st, const char *key, size_t k, const char *val,
			 size_t n, const struct zz_loc *loc)
{
	struct zz_game *g = st->g;

	/* decoded as every tag is: a tag the game does not read is kept */
	if (KEY("rings") && !st->settled)
		text_tag(st, "Board", val, n, loc);
	else if (KEY("game") && !st->settled)
		text_tag(st, "Game", val, n, loc);
	else if (KEY("setup") && !st->settled)
		text_tag(st, "Setup", val, n, loc);
	else if (KEY("start") && !st->settled)
		text_tag(st, "Start", val, n, loc);
	else if (KEY("variant") && !st->settled)
		text_tag(st, "Variant", is(val, n, "Blitz") ? "blitz" : val, n, loc);
	else if (KEY("winner")) {
		/* Zertz's players 1 and 2; TZAAR's White and Black */
		const char *r = is(val, n, "Player 1") || is(val, n, "1") ||
				is(val, n, "white") ? "1-0"
			      : is(val, n, "Player 2") || is(val, n, "2") ||
				is(val, n, "black") ? "0-1" : NULL;
		if (r) {
			g->declared = r[0] == '1' ? ZZ_RESULT_FIRST : ZZ_RESULT_SECOND;
			g->declared_loc = *loc;
		}
	} else if (KEY("result") && is(val, n, "Tie")) {
		g->declared = ZZ_RESULT_DRAW;
		g->declared_loc = *loc;
	}
}

/*
 * The first line of a reference file: "# zertz-peer-game" (Zertz's), or
 * "# game: NAME" (TZAAR's): in a stream of them, each starts a game.
 */
static bool game_header(const char *s, size_t len)
{
	return (len >= 17 && !memcmp(s, "# zertz-peer-game", 17)) ||
	       (len >= 7 && !memcmp(s, "# game:", 7));
}

static void detect(struct zz_zgn_reader *rd, const char *s, size_t len)
{
	if ((rd->lines = zz_text_line_format(s, len)))
		rd->format = ZZ_TEXT_LINES;
	else if (game_header(s, len) || (len >= 8 && !memcmp(s, "# rings:", 8)))
		rd->format = ZZ_TEXT_REFERENCE;
	else
		rd->format = ZZ_TEXT_ZGN;
}

static void trim(const char **s, size_t *len)
{
	/* most lines have nothing to trim */
	if (*len && !is_space((*s)[0]) && !is_space((*s)[*len - 1]))
		return;
	while (*len && is_space((*s)[*len - 1]))
		(*len)--;
	while (*len && is_space(**s))
		(*s)++, (*len)--;
}

static void lenient_warning(struct state *st)
{
	struct zz_loc loc = st->g->loc;

	if (st->rd->format == ZZ_TEXT_LINES)
		st->rd->lines->lenient(st->rd->diag, &loc);
	else
		zz_diag_add(st->rd->diag, ZZ_W_LENIENT, &loc, "a reference notation file");
}

/* One line of actions: an action kept for the end of the game, or a fault. */
static void action_line(struct state *st, const char *line, size_t len, size_t base,
			    bool broken)
{
	struct zz_input *in = st->rd->in;
	struct zz_said w = { NULL, st->rd->diag, NULL, ZZ_E_SYNTAX };
	struct pending *p;
	size_t col = 0;
	int rc;

	ZZ_ALLOC_GROW(st->pending, st->nr_pending + 1, st->alloc_pending);
	p = &st->pending[st->nr_pending++];
	memset(p, 0, sizeof(*p));
	p->loc = here(in, base);
	w.loc = &p->loc;
	if (broken) {
		p->broken = true;
		return;
	}
	rc = actions(st)->action(line + base, len - base, &p->a, &w, &col);
	if (rc < 0) {
		/* (said where w says, at its column) */
		p->broken = true;
	} else if (p->a.comment_len) {
		p->comment = comment_text(st, line + base + p->a.comment, p->a.comment_len, &p->loc);
	}
}

/* The first of the format's boards that every action fits (a broken one fits any). */
static const char *actions_board(const struct state *st, const struct zz_line_format *lf)
{
	unsigned fits = ~0u, b;
	size_t i;

	for (i = 0; i < st->nr_pending; i++)
		if (!st->pending[i].broken)
			fits &= st->pending[i].a.fits;
	for (b = 0; lf->boards[b]; b++)
		if (fits & (1u << b))
			return lf->boards[b];
	return lf->boards[0];	/* the cells that fit no board are reported on the first */
}

/* The game is whole: its board is known, and the kept actions become turns. */
static void actions_flush(struct state *st, const struct zz_line_format *lf)
{
	struct zz_game *g = st->g;
	struct zz_loc loc;
	size_t i;

	if (!st->settled && st->nr_pending && !find_tag(g, "Board", &loc))
		zz_game_set_tag(g, "Board", actions_board(st, lf), &st->pending[0].loc);
	settle(st);
	for (i = 0; i < st->nr_pending; i++) {
		struct pending *p = &st->pending[i];
		struct zz_turn *t = zz_game_add_turn(g);

		t->comment = p->comment;
		p->comment = NULL;
		if (p->broken || !st->text) {
			t->flags |= ZZ_TURN_BROKEN;
			t->loc = p->loc;
			continue;
		}
		{
			struct zz_diag *d = st->rd->diag;
			size_t k, said = d->nr;

			parse_move(st, t, p->a.notation, strlen(p->a.notation), &p->loc);
			/* the columns are the notation's, not the line's: what
			 * its reading said, and the replay will, points at the
			 * action */
			for (k = said; k < d->nr; k++)
				d->v[k].loc.col = p->loc.col;
			lf->action_read(g, g->nr_turns - 1);
		}
	}
}

static void actions_release(struct state *st)
{
	size_t i;

	for (i = 0; i < st->nr_pending; i++)
		free(st->pending[i].comment);
	free(st->pending);
	st->pending = NULL;
	st->nr_pending = st->alloc_pending = 0;
}

/*
 * A line of a game past its limit of turns: only looked at for the game's
 * end, the next game's tags or its result (the reader says what was not
 * read).
 */
static enum next past_limit(struct state *st, const char *line, size_t len)
{
	struct zz_input *in = st->rd->in;
	const char *s = line;
	size_t n = len;
	enum zz_result res;

	trim(&s, &n);
	if (n && s[0] == '[') {
		zz_input_unget(in);
		return END_GAME;
	}
	if (n && is_result(s, n, &res)) {
		st->g->declared = res;
		st->g->declared_loc = here(in, (size_t)(s - line));
		return END_GAME;
	}
	return NEXT_LINE;
}

/* A line too long, or with a NUL byte: said, and a broken turn. */
static void unreadable_line(struct state *st, const char *line, size_t len)
{
	struct zz_zgn_reader *rd = st->rd;
	struct zz_input *in = rd->in;
	struct zz_loc loc = here(in, 0);

	if (in->too_long)
		zz_diag_add(rd->diag, ZZ_E_SYNTAX, &loc, N_("line longer than %zu bytes"), in->max_line);
	else
		zz_diag_add(rd->diag, ZZ_E_SYNTAX, &loc, N_("NUL byte in the line"));
	if (!st->started) {
		st->started = true;
		st->g->loc = loc;
	}
	st->moves = true;
	if (actions(st)) {
		action_line(st, line, len, 0, true);
		return;
	}
	settle(st);
	zz_game_add_turn(st->g)->flags |= ZZ_TURN_BROKEN;
}

/* The game's first line, at s: where it is, its format and its dialect's ways. */
static void start_game(struct state *st, const char *line, const char *s)
{
	struct zz_zgn_reader *rd = st->rd;
	struct zz_game *g = st->g;

	st->started = true;
	g->loc = here(rd->in, (size_t)(s - line));
	g->format = rd->format == ZZ_TEXT_LINES ? rd->lines->name
		  : rd->format == ZZ_TEXT_REFERENCE ? "reference"
		  : rd->format == ZZ_TEXT_ZEN ? rd->dialect->name : "zgn";
	/* Zertz3D writes a chain one hop a line */
	if (rd->format == ZZ_TEXT_LINES && rd->lines->hop_lines)
		g->flags |= ZZ_GAME_SPLIT_TURNS;
	if (rd->format != ZZ_TEXT_ZGN && rd->format != ZZ_TEXT_ZEN)
		lenient_warning(st);
}

/*
 * A line s[0 .. n) (trimmed) of a game's own line format lf: one that
 * starts a game, or one of its actions (or, either way, a header comment);
 * NEXT_LINE in *next when it is none of these.
 */
static bool own_line(struct state *st, const struct zz_line_format *lf, const char *line,
		     size_t len, const char *s, size_t n, enum next *next)
{
	struct zz_input *in = st->rd->in;

	*next = NEXT_LINE;
	if (lf->starts_game && lf->starts_game(s, n)) {
		if (st->moves || st->settled) {
			/* in a stream, the next game */
			zz_input_unget(in);
			*next = END_GAME;
			return true;
		}
		if (lf->header) {
			struct zz_loc loc = here(in, 0);

			lf->header(st->g, s, n, &loc);
			return true;
		}
	}
	if (!lf->action)
		return false;
	if (s[0] == '#') {
		header_comment(st, s, n);
		return true;
	}
	st->moves = true;
	action_line(st, line, len, (size_t)(s - line), false);
	return true;
}

/* The result written after the moves, res: checked against [Result]. */
static enum next result_line(struct state *st, const char *line, const char *s, size_t n,
			     enum zz_result res)
{
	struct zz_zgn_reader *rd = st->rd;
	struct zz_game *g = st->g;
	struct zz_loc loc = here(rd->in, (size_t)(s - line));

	if (g->declared != ZZ_RESULT_NONE && g->declared != res && zz_game_tag(g, "Result"))
		zz_diag_add(rd->diag, ZZ_E_TAG, &loc,
			    N_("the result '%.*s' differs from the [Result] tag '%s'"), (int)n, s,
			    zz_result_token(g->declared));
	g->declared = res;
	g->declared_loc = loc;
	st->moves = true;
	return rd->format == ZZ_TEXT_ZGN || rd->format == ZZ_TEXT_ZEN ? END_GAME : NEXT_LINE;
}

/* A line of moves, s[0 ..) trimmed: ZGN's, the reference engine's, Zertz3D's or KART's ZEN. */
static enum next move_text(struct state *st, const char *line, size_t len, const char *s, size_t n)
{
	struct zz_zgn_reader *rd = st->rd;
	struct zz_game *g = st->g;

	const struct zz_move_dialect *md = zz_text_kind(g->kind)->move_dialect;

	if (rd->format == ZZ_TEXT_ZGN && !st->moves && md &&
	    (st->dialect_tag == md || md->detect(s, n))) {
		/* the stream is of the game's own dialect (ZEN is Zertz's) */
		rd->format = ZZ_TEXT_ZEN;
		rd->dialect = md;
	}
	st->moves = true;
	if (rd->format == ZZ_TEXT_ZEN && md == rd->dialect) {
		if (!st->dialect) {
			st->dialect = md;
			g->format = md->name;
			st->dialect_rd = md->open(g, rd->diag);
		}
		return md->line(st->dialect_rd, rd->in, s, n, (size_t)(s - line)) ? END_GAME
										     : NEXT_LINE;
	}
	parse_move_line(st, s, len - (size_t)(s - line), (size_t)(s - line));
	return NEXT_LINE;
}

/* One line of a game read by zz_zgn_read. */
static enum next read_line(struct state *st, const char *line, size_t len)
{
	struct zz_zgn_reader *rd = st->rd;
	struct zz_input *in = rd->in;
	const char *s = line;
	size_t n = len;
	enum zz_result res;
	enum next next;

	if (st->dialect && st->dialect->in_comment(st->dialect_rd))
		/* a comment goes on, whatever its lines start with, blanks and all */
		return st->dialect->line(st->dialect_rd, in, line, len, 0) ? END_GAME : NEXT_LINE;
	if (zz_game_full(st->g) && rd->format == ZZ_TEXT_ZGN)
		return past_limit(st, line, len);
	if (in->too_long || zz_input_line_has_nul(in)) {
		unreadable_line(st, line, len);
		return NEXT_LINE;
	}
	if (st->settled && st->text && (rd->format == ZZ_TEXT_ZGN || rd->format == ZZ_TEXT_REFERENCE) &&
	    n && !is_space(s[0]) && !is_space(s[n - 1]) && quick_move_line(st, s, n)) {
		st->moves = true;
		return NEXT_LINE;
	}
	if (rd->format == ZZ_TEXT_UNKNOWN) {
		trim(&s, &n);
		if (!n)
			return NEXT_LINE;
		detect(rd, s, n);
		s = line;
		n = len;
	}
	trim(&s, &n);
	if (!n)
		return NEXT_LINE;
	if (!st->started)
		start_game(st, line, s);
	if (rd->format == ZZ_TEXT_LINES && own_line(st, rd->lines, line, len, s, n, &next))
		return next;
	if (s[0] == '#') {
		/* in a stream of reference files, each header starts a game */
		if (rd->format == ZZ_TEXT_REFERENCE && (st->moves || st->settled) && game_header(s, n)) {
			zz_input_unget(in);
			return END_GAME;
		}
		if (rd->format != ZZ_TEXT_ZGN)
			header_comment(st, s, n);
		return NEXT_LINE;
	}
	if (s[0] == '[') {
		if (st->moves || st->settled) {
			zz_input_unget(in);
			return END_GAME;
		}
		parse_tag(st, s, n);
		return NEXT_LINE;
	}
	settle(st);
	if (is_result(s, n, &res))
		return result_line(st, line, s, n, res);
	return move_text(st, line, len, s, n);
}

int zz_zgn_read(struct zz_zgn_reader *rd, struct zz_game *g)
{
	struct state st = { .rd = rd, .g = g };
	const char *line;
	size_t len;
	int rc;

	while ((rc = zz_input_getline(rd->in, &line, &len)) > 0)
		if (read_line(&st, line, len) == END_GAME)
			break;
	if (rc >= 0 && st.started && actions(&st))
		actions_flush(&st, actions(&st));
	actions_release(&st);
	if (st.dialect)
		st.dialect->close(st.dialect_rd);
	if (rc < 0)
		return -1;
	if (!st.started)
		return 0;
	settle(&st);
	rd->games++;
	return 1;
}
