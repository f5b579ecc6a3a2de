#include "transcript.h"

#include <stdarg.h>
#include <string.h>

#include "zgame.h"
#include "zgn.h"
#include "banned.h"

static bool prefix(const char *s, size_t len, const char *p)
{
	size_t n = strlen(p);

	return len >= n && !memcmp(s, p, n);
}

/* "Player 1: {" or "Player 2: {", with any blanks before the brace. */
static size_t action_start(const char *s, size_t len)
{
	size_t i = 9;

	if (!prefix(s, len, "Player 1:") && !prefix(s, len, "Player 2:"))
		return 0;
	while (i < len && (s[i] == ' ' || s[i] == '\t'))
		i++;
	return i < len && s[i] == '{' ? i + 1 : 0;
}

bool zz_transcript_detect(const char *s, size_t len)
{
	/* "# rings:" in lower case is a reference file's, not ours */
	return action_start(s, len) || prefix(s, len, "# Seed:") || prefix(s, len, "# Rings:");
}

enum { K_ACTION, K_MARBLE, K_DST, K_REMOVE, K_SRC, K_CAPTURE, K_NB };

static const char *const key_names[K_NB] = {
	"action", "marble", "dst", "remove", "src", "capture"
};

struct field {
	const char *v;
	size_t len, col;
	bool set;
};

static void skip_blanks(const char *s, size_t len, size_t *i)
{
	while (*i < len && (s[*i] == ' ' || s[*i] == '\t'))
		(*i)++;
}

/* A quoted string or a bare word (None, True, 3) at s[*i]. */
static int scalar(const char *s, size_t len, size_t *i, struct field *f)
{
	size_t j = *i;

	if (j < len && (s[j] == '\'' || s[j] == '"')) {
		char q = s[j++];

		f->v = s + j;
		while (j < len && s[j] != q)
			j++;
		if (j == len)
			return -1;
		f->len = (size_t)(s + j - f->v);
		*i = j + 1;
		return 0;
	}
	f->v = s + j;
	while (j < len && s[j] != ',' && s[j] != '}' && s[j] != ':' && s[j] != ' ' && s[j] != '\t')
		j++;
	f->len = (size_t)(s + j - f->v);
	*i = j;
	return f->len ? 0 : -1;
}

static bool is_none(const struct field *f)
{
	return !f->set || !f->len || (f->len == 4 && !memcmp(f->v, "None", 4));
}

/*
 * The fault at byte at of the line said where w says (a diagnostic at
 * that column of w's loc, the line's start), and at in *col: -1.
 */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
static int
transcript_bad(const struct zz_said *w, size_t *col, size_t at, const char *fmt, ...)
{
	struct zz_said here = *w;
	struct zz_loc l;
	va_list ap;

	*col = at;
	if (w->loc) {
		l = *w->loc;
		l.col += (unsigned)at;
		l.offset += at;
		here.loc = &l;
	}
	if (!w->d)
		zz_buf_reset(w->err);
	va_start(ap, fmt);
	zz_said_vbad(&here, fmt, ap);
	va_end(ap);
	return -1;
}

/* A field quoted in a fault: at most its first 20 bytes. */
#define FIELD(f) (int)((f)->len > 20 ? 20 : (f)->len), (f)->v

/* Append the cell f ("C1", "j4") in lower case, and remember it. */
static int cell(struct zz_transcript_action *a, size_t *n, const struct field *f, const struct zz_said *w,
		size_t *col)
{
	char c;

	if (f->len != 2 || f->v[1] < '1' || f->v[1] > '9')
		return transcript_bad(w, col, f->col, "transcript: expected a cell such as 'D4', not '%.*s'",
				      FIELD(f));
	c = f->v[0] >= 'A' && f->v[0] <= 'Z' ? (char)(f->v[0] - 'A' + 'a') : f->v[0];
	if (c < 'a' || c > 'j')
		return transcript_bad(w, col, f->col, "transcript: expected a cell such as 'D4', not '%.*s'",
				      FIELD(f));
	a->notation[(*n)++] = c;
	a->notation[(*n)++] = f->v[1];
	a->cells[a->nr_cells][0] = c;
	a->cells[a->nr_cells][1] = f->v[1];
	a->cells[a->nr_cells][2] = '\0';
	a->nr_cells++;
	return 0;
}

static int colour(struct zz_transcript_action *a, size_t *n, const struct field *f, const struct zz_said *w,
		  size_t *col)
{
	char c = f->len == 1 ? f->v[0] : '?';

	c = c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
	if (c != 'W' && c != 'G' && c != 'B')
		return transcript_bad(w, col, f->col, "transcript: expected a marble w, g or b, not '%.*s'",
				      FIELD(f));
	a->notation[(*n)++] = c;
	return 0;
}

int zz_transcript_parse(const char *s, size_t len, struct zz_transcript_action *a, const struct zz_said *w,
			size_t *col)
{
	struct field f[K_NB];
	size_t i = action_start(s, len), n = 0;
	unsigned k;

	if (!i)
		return 0;
	memset(a, 0, sizeof(*a));
	memset(f, 0, sizeof(f));
	for (;;) {
		struct field key, val;

		skip_blanks(s, len, &i);
		if (i < len && s[i] == '}')
			break;
		key.col = i;
		if (scalar(s, len, &i, &key))
			return transcript_bad(w, col, key.col, "transcript: expected a key or '}'");
		skip_blanks(s, len, &i);
		if (i >= len || s[i] != ':')
			return transcript_bad(w, col, i, "transcript: expected ':' after the key");
		i++;
		skip_blanks(s, len, &i);
		val.col = i;
		if (scalar(s, len, &i, &val))
			return transcript_bad(w, col, val.col, "transcript: expected a value");
		for (k = 0; k < K_NB; k++)
			if (strlen(key_names[k]) == key.len && !memcmp(key.v, key_names[k], key.len)) {
				f[k] = val;
				f[k].set = true;
			}
		skip_blanks(s, len, &i);
		if (i < len && s[i] == ',')
			i++;
		else if (i >= len || s[i] != '}')
			return transcript_bad(w, col, i, "transcript: expected ',' or '}'");
	}
	i++;
	skip_blanks(s, len, &i);
	if (i < len && s[i] == '#') {
		for (i++; i < len && (s[i] == ' ' || s[i] == '\t'); i++)
			;
		a->comment = i;
		a->comment_len = len - i;
	} else if (i < len) {
		return transcript_bad(w, col, i, "transcript: text after the action");
	}
	if (!f[K_ACTION].set)
		return transcript_bad(w, col, action_start(s, len) - 1, "transcript: no 'action'");
	if (f[K_ACTION].len == 3 && !memcmp(f[K_ACTION].v, "PUT", 3)) {
		if (!f[K_MARBLE].set || !f[K_DST].set)
			return transcript_bad(w, col, f[K_ACTION].col,
					      "transcript: 'PUT' needs 'marble' and 'dst'");
		if (colour(a, &n, &f[K_MARBLE], w, col) || cell(a, &n, &f[K_DST], w, col))
			return -1;
		if (!is_none(&f[K_REMOVE])) {
			a->notation[n++] = ',';
			if (cell(a, &n, &f[K_REMOVE], w, col))
				return -1;
		}
	} else if (f[K_ACTION].len == 3 && !memcmp(f[K_ACTION].v, "CAP", 3)) {
		/* the jumped ring ('cap') is worked out from src and dst, never read */
		if (!f[K_SRC].set || !f[K_DST].set || !f[K_CAPTURE].set)
			return transcript_bad(w, col, f[K_ACTION].col,
					      "transcript: 'CAP' needs 'src', 'dst' and 'capture'");
		a->notation[n++] = 'x';
		a->notation[n++] = ' ';
		if (cell(a, &n, &f[K_SRC], w, col) || colour(a, &n, &f[K_CAPTURE], w, col) ||
		    cell(a, &n, &f[K_DST], w, col))
			return -1;
	} else if (f[K_ACTION].len == 4 && !memcmp(f[K_ACTION].v, "PASS", 4)) {
		a->notation[n++] = '-';
	} else {
		return transcript_bad(w, col, f[K_ACTION].col,
				      "transcript: the action is PUT, CAP or PASS, not '%.*s'",
				      FIELD(&f[K_ACTION]));
	}
	a->notation[n] = '\0';
	return 1;
}

/* The boards an action may be on: the official ones, smallest first. */
static const char *const boards[] = { "37", "48", "61", NULL };

/* An action line read for the ZGN reader: its notation, comment and boards. */
static int action(const char *s, size_t n, struct zz_line_action *la, const struct zz_said *w, size_t *col)
{
	struct zz_transcript_action a;
	unsigned b, k;
	int rc = zz_transcript_parse(s, n, &a, w, col);

	if (rc < 0)
		return -1;
	if (!rc)
		return transcript_bad(w, col, 0, "transcript: expected an action 'Player N: {...}'");
	memcpy(la->notation, a.notation, sizeof(la->notation));
	la->comment = a.comment;
	la->comment_len = a.comment_len;
	la->fits = 0;
	for (b = 0; boards[b]; b++) {
		const struct zz_geom *geom = zz_geom_get((unsigned)((boards[b][0] - '0') * 10 +
								    boards[b][1] - '0'));
		bool all = true;

		for (k = 0; k < a.nr_cells && all; k++) {
			int c = zz_geom_col_on(geom, a.cells[k][0]);

			all = c >= 0 && zz_geom_cell(geom, (unsigned)c, (unsigned)(a.cells[k][1] - '0')) >= 0;
		}
		if (all)
			la->fits |= 1u << b;
	}
	return 1;
}

static bool seed(const char *s, size_t n)
{
	return prefix(s, n, "# Seed:");
}

/* The columns of the action's notation are not its line's: forgotten. */
static void action_read(struct zz_game *g, size_t i)
{
	struct zz_zturn *zt = zz_zturn(g, i);

	zt->col_cell = zt->col_remove = zt->col_suffix = 0;
	memset(zt->col_hop, 0, sizeof(zt->col_hop));
}

static const char *const keys[] = { "seed", "Seed", NULL };

static void lenient(struct zz_diag *d, const struct zz_loc *loc)
{
	zz_diag_add(d, ZZ_W_LENIENT, loc, "a Zertz3D transcript");
}

const struct zz_line_format zz_transcript_lines = {
	.name = "transcript",
	.lenient = lenient,
	.detect = zz_transcript_detect,
	.starts_game = seed,
	.keys = keys,
	.hop_lines = true,
	.action = action,
	.boards = boards,
	.action_read = action_read,
};
