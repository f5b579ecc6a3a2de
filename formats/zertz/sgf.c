#include "sgf.h"
#include "i18n.h"
#include "sgf_build.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "xalloc.h"
#include "zgame.h"
#include "banned.h"

static void classes_init(void);
static void raw_history(struct zz_sgf_reader *rd, struct zz_game *g, bool system);

void zz_sgf_reader_init(struct zz_sgf_reader *rd, struct zz_input *in,
			struct zz_diag *d)
{
	memset(rd, 0, sizeof(*rd));
	rd->in = in;
	rd->diag = d;
	classes_init();
}

/* ---- the lexer: characters across lines, with their locations ---- */

static inline int peek(struct zz_sgf_reader *rd)
{
	while (!rd->have_line || rd->pos > rd->len) {
		int rc;

		if (rd->eof)
			return -1;
		rc = zz_input_next_line(rd->in, &rd->line, &rd->len);
		if (rc <= 0) {
			rd->eof = true;
			return rc < 0 ? -2 : -1;
		}
		rd->have_line = true;
		rd->pos = 0;
		if (rd->in->too_long) {
			/* cut: what it holds (a comment of megabytes) and what
			 * follows cannot be read as it was written */
			struct zz_loc l = { rd->in->name, rd->in->line, 1, rd->in->offset };

			zz_diag_add(
				rd->diag, ZZ_E_LIMIT, &l,
				N_("line longer than %zu bytes: it and the rest of the input are not read "
				   "(ZERTZ_MAX_LINE raises the limit)"),
				rd->in->max_line);
			rd->cut = rd->cut_unowned = rd->eof = true;
			rd->have_line = false;
			return -1;
		}
	}
	/* the end of a line reads as a newline */
	return rd->pos == rd->len ? '\n' : (unsigned char)rd->line[rd->pos];
}

static inline void advance(struct zz_sgf_reader *rd)
{
	rd->pos++;
}

static struct zz_loc here(const struct zz_sgf_reader *rd)
{
	struct zz_loc l;

	l.file = rd->in->name;
	l.line = rd->in->line;
	l.col = (unsigned)rd->pos + 1;
	l.offset = rd->in->offset + rd->pos;
	return l;
}

/* the classes of the bytes the lexer asks about, one table look-up each */
enum { C_SPACE = 1, C_IDENT = 2 };
/* built once, whichever thread asks first (pthread_once), read-only after */
static unsigned char classes[256];
static pthread_once_t classes_once = PTHREAD_ONCE_INIT;

static void classes_make(void)
{
	static const char space[] = " \t\n\r\f\v";
	unsigned c;

	for (c = 0; c < sizeof(space) - 1; c++)
		classes[(unsigned char)space[c]] = C_SPACE;
	for (c = 0; c < 256; c++)
		if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
		    (c >= '0' && c <= '9') || c == '-')
			classes[c] = C_IDENT;
}

static void classes_init(void)
{
	pthread_once(&classes_once, classes_make);
}

static inline bool is_space(int c)
{
	return c >= 0 && (classes[c & 0xff] & C_SPACE);
}

static int skip_space(struct zz_sgf_reader *rd)
{
	int c;

	for (;;) {
		/* the blanks of the current line in one go */
		if (rd->have_line && rd->pos < rd->len) {
			const char *p = rd->line + rd->pos, *end = rd->line + rd->len;

			while (p < end && is_space((unsigned char)*p))
				p++;
			rd->pos = (size_t)(p - rd->line);
			if (p < end)
				return (unsigned char)*p;
		}
		if (!is_space(c = peek(rd)))
			return c;
		advance(rd);
	}
}

/* Read a value after '[' up to the closing ']', undoing escapes. */
static int read_value(struct zz_sgf_reader *rd, struct zz_buf *v)
{
	int c;

	zz_buf_reset(v);
	for (;;) {
		c = peek(rd);
		if (c < 0)
			return -1;
		if (c != '\n') {
			/* copy the run up to ']' or '\\' in one go */
			const char *p = rd->line + rd->pos, *end = rd->line + rd->len;
			const char *q = memchr(p, ']', (size_t)(end - p)), *bs;

			/* the value's end, or an escape before it */
			if (!q)
				q = end;
			if ((bs = memchr(p, '\\', (size_t)(q - p))))
				q = bs;
			if (q > p && v->len < ZZ_INPUT_MAX_LINE)
				zz_buf_add(v, p, (size_t)(q - p));
			rd->pos += (size_t)(q - p);
			if (q == end)
				continue;
			c = (unsigned char)*q;
		}
		advance(rd);
		if (c == ']')
			return 0;
		if (c == '\\') {
			c = peek(rd);
			if (c < 0)
				return -1;
			advance(rd);
			if (c == '\n')
				continue;	/* a soft line break */
		}
		if (v->len < ZZ_INPUT_MAX_LINE)
			zz_buf_addch(v, c);
	}
}


/* Skip a variation (its '(' already read), brackets and values respected. */
static int skip_variation(struct zz_sgf_reader *rd)
{
	unsigned long depth = 1;
	int c;

	while (depth) {
		c = peek(rd);
		if (c < 0)
			return -1;
		advance(rd);
		if (c == '(')
			depth++;
		else if (c == ')')
			depth--;
		else if (c == '[') {
			for (;;) {
				c = peek(rd);
				if (c < 0)
					return -1;
				advance(rd);
				if (c == ']')
					break;
				if (c == '\\' && peek(rd) >= 0)
					advance(rd);
			}
		}
	}
	return 0;
}

static inline int is_ident(int c)
{
	return c >= 0 && (classes[c & 0xff] & C_IDENT);
}

/*
 * The usual node of a Boardspace record, its ';' just read: the rest of
 * the line is blanks, then "P0[" or "P1[", a value with no escape and the
 * ']' that ends the line ("; P0[12 RtoB 2 0 D 4]").  The property goes to
 * the builder as the general way hands it; 1 when taken (the line read to
 * its end, id the property's), 0 when nothing was read.
 */
static int quick_node(struct zz_sgf_reader *rd, struct zz_sgf_builder *b, struct zz_buf *v,
		      char id[3])
{
	const char *p = rd->line + rd->pos, *end = rd->line + rd->len, *val, *q;
	size_t start;
	struct zz_loc vl;

	while (p < end && *p == ' ')
		p++;
	if (end - p < 4 || p[0] != 'P' || (p[1] != '0' && p[1] != '1') || p[2] != '[' ||
	    end[-1] != ']')
		return 0;
	val = p + 3;
	start = rd->pos;
	rd->pos = (size_t)(val - rd->line);
	vl = here(rd);
	/*
	 * The usual command, read where it is: what it takes is digits,
	 * blanks, letters and a hyphen, never a ']' or a '\\', so the line
	 * is one value.
	 */
	if (zz_sgf_build_quick(b, p[1] - '0', val, (size_t)(end - 1 - val), &vl)) {
		rd->pos = rd->len;
		id[0] = 'P';
		id[1] = p[1];
		id[2] = '\0';
		return 1;
	}
	/* any other, when it is the line's one value, copied and handed over */
	for (q = val; q < end - 1; q++)
		if (*q == ']' || *q == '\\') {
			rd->pos = start;
			return 0;
		}
	rd->pos = rd->len;
	id[0] = 'P';
	id[1] = p[1];
	id[2] = '\0';
	zz_buf_reset(v);
	zz_buf_add(v, val, (size_t)(end - 1 - val));
	zz_sgf_build_property(b, id, v, &vl);
	return 1;
}

/*
 * After a node read the short way, at the end of its line: the next line
 * when it is the usual one, already in the buffer (zz_input_quick_line),
 * made the current line; 1 when it starts a node, its ';' read, else 0
 * (the general way goes on from its start, or fetches it itself).
 */
static int next_node_line(struct zz_sgf_reader *rd)
{
	const char *line;
	size_t len;

	if (rd->pos != rd->len || rd->in->pushed_back || !zz_input_quick_line(rd->in, &line, &len))
		return 0;
	rd->line = line;
	rd->len = len;
	rd->have_line = true;
	rd->pos = len && line[0] == ';';
	return (int)rd->pos;
}

/* Where the reader is in a game's tree. */
struct tree {
	unsigned long depth, main_depth;
	bool main_ended;		/* past the main line's end: nothing more is read */
	bool warned_var, warned_after;
};

/* A source that does not start with '(': said, and read to the next '('. */
static void not_a_game(struct zz_sgf_reader *rd, int c)
{
	struct zz_loc loc = here(rd);

	if (c < 0x20 || c >= 0x7f)
		zz_diag_add(rd->diag, ZZ_E_SGF, &loc, N_("expected '(' to start a game, found byte 0x%02x"),
			    c);
	else
		zz_diag_add(rd->diag, ZZ_E_SGF, &loc, N_("expected '(' to start a game, found '%c'"), c);
	/* resynchronise at the next '(' */
	while ((c = peek(rd)) >= 0 && c != '(')
		advance(rd);
	rd->games++;
}

/*
 * The values "[...]" of property id, each given to the builder (but past
 * the main line): -1 when the input ends inside one (said).  any: a value
 * was read already; *c is the character after the last.
 */
static int values(struct zz_sgf_reader *rd, struct zz_sgf_builder *b, const struct tree *tr,
		  const char *id, struct zz_buf *v, bool any, const struct zz_loc *loc, int *c)
{
	while ((*c = skip_space(rd)) == '[') {
		struct zz_loc vl;

		advance(rd);
		vl = here(rd);
		if (read_value(rd, v)) {
			if (!rd->cut)
				zz_diag_add(rd->diag, ZZ_E_SGF, &vl,
					    N_("the input ends inside the value of '%s'"), id);
			return -1;
		}
		any = true;
		if (tr->main_ended)
			continue;
		zz_sgf_build_property(b, id, v, &vl);
	}
	if (!any)
		zz_diag_add(rd->diag, ZZ_E_SGF, loc, N_("property '%s' has no value"), id);
	return 0;
}

/* A property's identifier, c its first letter: within one line. */
static void identifier(struct zz_sgf_reader *rd, char id[16])
{
	const char *p = rd->line + rd->pos, *end = rd->line + rd->len;
	size_t n = 0;

	while (p < end && is_ident((unsigned char)*p)) {
		if (n + 1 < 16)
			id[n++] = *p;
		p++;
	}
	rd->pos = (size_t)(p - rd->line);
	id[n] = '\0';
}

/*
 * A node, its ';' at loc read: the usual nodes read the short way, a line
 * each, while they are; 1 when the last one's first value is read and its
 * property's other values are to be read, 0 when the rest of the node is
 * read the general way.
 */
static int node(struct zz_sgf_reader *rd, struct zz_sgf_builder *b, struct tree *tr,
		struct zz_buf *v, char id[16], const struct zz_loc *loc)
{
	if (tr->main_ended) {
		/* SGF has nothing after a tree's variations */
		if (!tr->warned_after) {
			tr->warned_after = true;
			zz_diag_add(
				rd->diag, ZZ_W_IGNORED, loc,
				N_("a node after the main line's end: it and the rest of the tree are not read"));
		}
		return 0;
	}
	zz_sgf_build_node(b);
	if (!quick_node(rd, b, v, id))
		return 0;
	/* and the nodes after it, a line each, while they are the usual */
	while (next_node_line(rd)) {
		zz_sgf_build_node(b);
		if (!quick_node(rd, b, v, id))
			return 0;	/* its ';' read: the rest the general way */
	}
	return 1;
}

/* A '(' at loc, read: the main line goes on, or a variation is skipped: -1 when the input ends in it. */
static int open_paren(struct zz_sgf_reader *rd, struct tree *tr, const struct zz_loc *loc)
{
	if (!tr->main_ended && tr->depth == tr->main_depth) {
		tr->depth++;
		tr->main_depth = tr->depth;
		return 0;
	}
	if (!tr->warned_var) {
		tr->warned_var = true;
		zz_diag_add(rd->diag, ZZ_W_IGNORED, loc, N_("a variation: only the main line is read"));
	}
	if (skip_variation(rd)) {
		if (!rd->cut)
			zz_diag_add(rd->diag, ZZ_E_SGF, loc, N_("the input ends inside a variation"));
		return -1;
	}
	return 0;
}

int zz_sgf_read(struct zz_sgf_reader *rd, struct zz_game *g)
{
	struct tree tr = { 1, 1, false, false, false };
	struct zz_sgf_builder *b;
	struct zz_buf v = ZZ_BUF_INIT;
	bool have_c = false, system;
	struct zz_loc loc;
	char id[16];
	int c, rc = 1;

	c = skip_space(rd);
	if (c == -2)
		return -1;
	if (c < 0 && !rd->cut_unowned)
		return 0;
	g->format = "sgf";
	g->loc = here(rd);
	if (c < 0) {
		/* a line over the limit before any game: a broken one, so that
		 * the input is not a silent nothing */
		rd->cut_unowned = false;
		b = zz_sgf_build_begin(g, rd->diag, rd->in->name);
		zz_sgf_build_broken(b);
		zz_sgf_build_end(b);
		rd->games++;
		return 1;
	}
	if (c != '(') {
		not_a_game(rd, c);
		return 1;
	}
	rd->cut_unowned = false;
	b = zz_sgf_build_begin(g, rd->diag, rd->in->name);
	advance(rd);
	for (;;) {
		/* after a property, the next character is known already */
		if (!have_c)
			c = skip_space(rd);
		have_c = false;
		loc = here(rd);
		if (c < 0) {
			if (!rd->cut)
				zz_diag_add(rd->diag, ZZ_E_SGF, &loc,
					    N_("the input ends inside a game: expected ')'"));
			zz_sgf_build_broken(b);
			if (c == -2)
				rc = -1;
			break;
		}
		if (c == ';') {
			advance(rd);
			if (!node(rd, b, &tr, &v, id, &loc))
				continue;
			/* the last one's first value is read; any more are read here */
			if (values(rd, b, &tr, id, &v, true, &loc, &c)) {
				zz_sgf_build_broken(b);
				break;
			}
			have_c = true;
			continue;
		}
		if (c == '(') {
			advance(rd);
			if (open_paren(rd, &tr, &loc))
				break;
			continue;
		}
		if (c == ')') {
			advance(rd);
			if (tr.depth == tr.main_depth)
				tr.main_ended = true;
			if (--tr.depth == 0)
				break;
			continue;
		}
		if (is_ident(c)) {
			identifier(rd, id);
			if (values(rd, b, &tr, id, &v, false, &loc, &c)) {
				zz_sgf_build_broken(b);
				break;
			}
			have_c = true;
			continue;
		}
		if (c < 0x20 || c >= 0x7f)
			zz_diag_add(rd->diag, ZZ_E_SGF, &loc, N_("unexpected byte 0x%02x"), c);
		else
			zz_diag_add(rd->diag, ZZ_E_SGF, &loc, N_("unexpected '%c'"), c);
		zz_sgf_build_broken(b);
		advance(rd);
	}
	system = zz_sgf_build_end(b);
	zz_buf_release(&v);
	rd->cut_unowned = false; /* a cut while it was read is its */
	rd->games++;
	if (rc == 1)
		raw_history(rd, g, system);
	return rc;
}

void zz_sgf_reader_release(struct zz_sgf_reader *rd)
{
	free(rd->last_key);
	free(rd->last_moves);
	rd->last_key = NULL;
	rd->last_moves = NULL;
	rd->last_nr = rd->last_alloc = 0;
	rd->has_last = false;
}

/*
 * What a Boardspace header says of its game: GN, DT as Boardspace wrote it
 * (not a plain date, which zertz writes), the board and the players; NULL
 * when it has no GN or no such DT, as a record zertz wrote has not.
 */
static char *header_key(const struct zz_game *g)
{
	static const char *const names[] = { "Event", "BoardspaceDate", "Date", "First", "Second" };
	struct zz_buf k = ZZ_BUF_INIT;
	const struct zz_geom *geom = zz_zgame(g)->geom;
	const char *gn = zz_game_tag(g, "Event"), *dt = zz_game_tag(g, "BoardspaceDate");
	size_t i;

	if (!gn || !*gn || !dt || !*dt)
		return NULL;
	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
		const char *v = zz_game_tag(g, names[i]);

		zz_buf_addstr(&k, v ? v : "");
		zz_buf_addch(&k, '\n');
	}
	zz_buf_addint(&k, geom ? (long long)geom->rings : -1);
	return zz_buf_detach(&k, NULL);
}

/* The first turn (from 0) where g's moves leave those of the last game. */
static size_t first_difference(const struct zz_sgf_reader *rd, const struct zz_game *g)
{
	size_t n;

	for (n = 0; n < g->nr_turns && n < rd->last_nr; n++)
		if (!zz_zgame(g)->geom || !zz_move_equal(&zz_zturn(g, n)->move, &rd->last_moves[n]))
			break;
	return n;
}

/*
 * Boardspace may add to a file its log of the game it holds, take-backs
 * included (FORMATS.md 3.3): a tree after it marked DT[Raw History]; or
 * one of the same Boardspace header with Boardspace's own lines (P-1:
 * Pop, vcr:, edit:); or the same tree again, header and moves.  It is no
 * game: it is read, compared with the game before it, and said in a note.
 * Two games of a match that zertz wrote have no Boardspace header, and
 * stay two games.
 */
static void raw_history(struct zz_sgf_reader *rd, struct zz_game *g, bool system)
{
	const char *dt = zz_game_tag(g, "BoardspaceDate");
	char *key = header_key(g);
	bool same = key && rd->last_key && !strcmp(key, rd->last_key);
	size_t i, n = first_difference(rd, g);
	bool agrees = n == g->nr_turns && n == rd->last_nr;

	if (rd->has_last &&
	    ((dt && !strcmp(dt, "Raw History")) || (same && (system || agrees)))) {
		if (agrees)
			zz_diag_add(rd->diag, ZZ_N_RAW_HISTORY, &g->loc,
				    N_("of game %u, which it agrees with (%zu turns)"), rd->last_index, n);
		else
			zz_diag_add(rd->diag, ZZ_N_RAW_HISTORY, &g->loc,
				    N_("of game %u, from which it differs at turn %zu"), rd->last_index,
				    n + 1);
		g->flags |= ZZ_GAME_NONE;
		rd->raw++;
		free(key);
		return;
	}
	/* a game: the one a raw history would follow */
	free(rd->last_key);
	rd->last_key = key;
	rd->has_last = true;
	rd->last_index = rd->games - rd->raw;
	if (!zz_zgame(g)->geom) {
		rd->last_nr = 0;
		return;
	}
	if (g->nr_turns > rd->last_alloc) {
		rd->last_alloc = g->nr_turns;
		free(rd->last_moves);
		rd->last_moves = zz_xmalloc(rd->last_alloc * sizeof(*rd->last_moves));
	}
	for (i = 0; i < g->nr_turns; i++)
		rd->last_moves[i] = zz_zturn(g, i)->move;
	rd->last_nr = g->nr_turns;
}
