#include "transcript.h"

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

static int fail(struct zz_buf *err, size_t *col, size_t at, const char *msg,
		const struct field *f)
{
	zz_buf_reset(err);
	if (f)
		zz_buf_addf(err, "%s '%.*s'", msg, (int)(f->len > 20 ? 20 : f->len), f->v);
	else
		zz_buf_addstr(err, msg);
	*col = at;
	return -1;
}

/* Append the cell f ("C1", "j4") in lower case, and remember it. */
static int cell(struct zz_transcript_action *a, size_t *n, const struct field *f,
		struct zz_buf *err, size_t *col)
{
	char c;

	if (f->len != 2 || f->v[1] < '1' || f->v[1] > '9')
		return fail(err, col, f->col, "transcript: expected a cell such as 'D4', not", f);
	c = f->v[0] >= 'A' && f->v[0] <= 'Z' ? (char)(f->v[0] - 'A' + 'a') : f->v[0];
	if (c < 'a' || c > 'j')
		return fail(err, col, f->col, "transcript: expected a cell such as 'D4', not", f);
	a->notation[(*n)++] = c;
	a->notation[(*n)++] = f->v[1];
	a->cells[a->nr_cells][0] = c;
	a->cells[a->nr_cells][1] = f->v[1];
	a->cells[a->nr_cells][2] = '\0';
	a->nr_cells++;
	return 0;
}

static int colour(struct zz_transcript_action *a, size_t *n, const struct field *f,
		  struct zz_buf *err, size_t *col)
{
	char c = f->len == 1 ? f->v[0] : '?';

	c = c >= 'a' && c <= 'z' ? (char)(c - 'a' + 'A') : c;
	if (c != 'W' && c != 'G' && c != 'B')
		return fail(err, col, f->col, "transcript: expected a marble w, g or b, not", f);
	a->notation[(*n)++] = c;
	return 0;
}

int zz_transcript_parse(const char *s, size_t len, struct zz_transcript_action *a,
			struct zz_buf *err, size_t *col)
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
			return fail(err, col, key.col, "transcript: expected a key or '}'", NULL);
		skip_blanks(s, len, &i);
		if (i >= len || s[i] != ':')
			return fail(err, col, i, "transcript: expected ':' after the key", NULL);
		i++;
		skip_blanks(s, len, &i);
		val.col = i;
		if (scalar(s, len, &i, &val))
			return fail(err, col, val.col, "transcript: expected a value", NULL);
		for (k = 0; k < K_NB; k++)
			if (strlen(key_names[k]) == key.len && !memcmp(key.v, key_names[k], key.len)) {
				f[k] = val;
				f[k].set = true;
			}
		skip_blanks(s, len, &i);
		if (i < len && s[i] == ',')
			i++;
		else if (i >= len || s[i] != '}')
			return fail(err, col, i, "transcript: expected ',' or '}'", NULL);
	}
	i++;
	skip_blanks(s, len, &i);
	if (i < len && s[i] == '#') {
		for (i++; i < len && (s[i] == ' ' || s[i] == '\t'); i++)
			;
		a->comment = i;
		a->comment_len = len - i;
	} else if (i < len) {
		return fail(err, col, i, "transcript: text after the action", NULL);
	}
	if (!f[K_ACTION].set)
		return fail(err, col, action_start(s, len) - 1, "transcript: no 'action'", NULL);
	if (f[K_ACTION].len == 3 && !memcmp(f[K_ACTION].v, "PUT", 3)) {
		if (!f[K_MARBLE].set || !f[K_DST].set)
			return fail(err, col, f[K_ACTION].col, "transcript: 'PUT' needs 'marble' and 'dst'", NULL);
		if (colour(a, &n, &f[K_MARBLE], err, col) || cell(a, &n, &f[K_DST], err, col))
			return -1;
		if (!is_none(&f[K_REMOVE])) {
			a->notation[n++] = ',';
			if (cell(a, &n, &f[K_REMOVE], err, col))
				return -1;
		}
	} else if (f[K_ACTION].len == 3 && !memcmp(f[K_ACTION].v, "CAP", 3)) {
		/* the jumped ring ('cap') is worked out from src and dst, never read */
		if (!f[K_SRC].set || !f[K_DST].set || !f[K_CAPTURE].set)
			return fail(err, col, f[K_ACTION].col,
				    "transcript: 'CAP' needs 'src', 'dst' and 'capture'", NULL);
		a->notation[n++] = 'x';
		a->notation[n++] = ' ';
		if (cell(a, &n, &f[K_SRC], err, col) || colour(a, &n, &f[K_CAPTURE], err, col) ||
		    cell(a, &n, &f[K_DST], err, col))
			return -1;
	} else if (f[K_ACTION].len == 4 && !memcmp(f[K_ACTION].v, "PASS", 4)) {
		a->notation[n++] = '-';
	} else {
		return fail(err, col, f[K_ACTION].col,
			    "transcript: the action is PUT, CAP or PASS, not", &f[K_ACTION]);
	}
	a->notation[n] = '\0';
	return 1;
}

/* The boards an action may be on: the official ones, smallest first. */
static const char *const boards[] = { "37", "48", "61", NULL };

/* An action line read for the ZGN reader: its notation, comment and boards. */
static int action(const char *s, size_t n, struct zz_line_action *la, struct zz_buf *err,
		  size_t *col)
{
	struct zz_transcript_action a;
	unsigned b, k;
	int rc = zz_transcript_parse(s, n, &a, err, col);

	if (rc < 0)
		return -1;
	if (!rc) {
		zz_buf_addstr(err, "transcript: expected an action 'Player N: {...}'");
		*col = 0;
		return -1;
	}
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

const struct zz_line_format zz_transcript_lines = {
	.name = "transcript",
	.what = "a Zertz3D transcript",
	.detect = zz_transcript_detect,
	.starts_game = seed,
	.keys = keys,
	.hop_lines = true,
	.action = action,
	.boards = boards,
	.action_read = action_read,
};
