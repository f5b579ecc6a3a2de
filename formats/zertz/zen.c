/*
 * KART's ZEN game notation (zen.h): its move text read into turns, and a
 * game written in it.
 */
#include "zen.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "kartzip.h"
#include "kinds.h"
#include "posstr.h"
#include "text.h"
#include "xalloc.h"
#include "zgame.h"
#include "zgn.h"
#include "zreplay.h"
#include "banned.h"

void zz_zen_labels_init(struct zz_zen_labels *l, const struct zz_pos *start)
{
	const struct zz_geom *g = start->geom;
	unsigned k, c, row, cols = zz_kart_cols(g);

	memset(l, 0, sizeof(*l));
	for (k = 0; k < cols; k++) {
		c = zz_kart_our_col(g, k);
		for (row = 1; row <= ZZ_ROWS_MAX; row++) {
			int cell = zz_geom_cell(g, c, row);

			if (cell >= 0 && zz_pos_has_ring(start, (unsigned)cell))
				l->cell[l->ncols][l->len[l->ncols]++] = (unsigned char)cell;
		}
		if (l->len[l->ncols])
			l->ncols++;
	}
}

/* The cell of a label at s ("b3"), its length in *used; -1 if none. */
static int label_cell(const struct zz_zen_labels *l, const char *s, size_t n, size_t *used)
{
	unsigned k, row = 0;
	size_t i = 1;

	if (!n || s[0] < 'a' || s[0] > 'q')
		return -1;
	k = (unsigned)(s[0] - 'a');
	while (i < n && s[i] >= '0' && s[i] <= '9' && row < 100)
		row = row * 10 + (unsigned)(s[i++] - '0');
	*used = i;
	if (i == 1 || k >= l->ncols || row < 1 || row > l->len[k])
		return -1;
	return l->cell[k][row - 1];
}

static void add_label(struct zz_buf *out, const struct zz_zen_labels *l, unsigned cell)
{
	unsigned k, r;

	for (k = 0; k < l->ncols; k++)
		for (r = 0; r < l->len[k]; r++)
			if (l->cell[k][r] == cell) {
				zz_buf_addch(out, (char)('a' + k));
				zz_buf_addint(out, r + 1);
				return;
			}
	zz_buf_addch(out, '?');	/* not reached: every ring of the game is labelled */
}

static bool is_colour(char c)
{
	return c == 'W' || c == 'G' || c == 'B';
}

static bool is_label(const char *s, size_t n)
{
	return n >= 2 && s[0] >= 'a' && s[0] <= 'q' && s[1] >= '1' && s[1] <= '9';
}

bool zz_zen_detect(const char *s, size_t n)
{
	size_t i = 0, moves = 0;

	/* after its number, a line of ZEN has a removal joined by '-', a
	 * chain joined by 'x', or two moves */
	while (i < n) {
		size_t start;

		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		start = i;
		while (i < n && s[i] != ' ' && s[i] != '\t')
			i++;
		/* ZGN's: a removal after ',', a capture or claims after "x " */
		if (memchr(s + start, ',', i - start) || (i - start == 1 && (s[start] == 'x' || s[start] == 'X')))
			return false;
		if (i - start >= 3 && is_colour(s[start]) && is_label(s + start + 1, i - start - 1)) {
			const char *p = s + start + 2;

			while (p < s + i && *p >= '0' && *p <= '9')
				p++;
			if (p < s + i && (*p == '-' || *p == 'x' || (unsigned char)*p == 0xc3))
				return true;
			moves++;
		}
		if (start < n && s[start] == '{')
			break;	/* a comment: what follows is not a move */
	}
	return moves >= 2;
}

void zz_zen_init(struct zz_zen *z, struct zz_game *g, struct zz_diag *d)
{
	memset(z, 0, sizeof(*z));
	z->g = g;
	z->d = d;
}

void zz_zen_release(struct zz_zen *z)
{
	zz_buf_release(&z->comment);
}

static void labels_ready(struct zz_zen *z)
{
	struct zz_pos full;
	const struct zz_zgame *zg = zz_zgame(z->g);

	if (z->ready || !zg->geom)
		return;
	z->ready = true;
	if (zg->has_start) {
		zz_zen_labels_init(&z->labels, &zg->start);
	} else {
		zz_pos_init(&full, zg->geom, zg->rules.marbles);
		zz_zen_labels_init(&z->labels, &full);
	}
}

/* "[%clk H:MM:SS.mmm]" in a comment: the clock, taken out of the text. */
static long take_clock(struct zz_buf *c)
{
	char *p = c->buf ? strstr(c->buf, "[%clk ") : NULL, *q, *end;
	long h, m, s, ms = 0;

	if (!p)
		return -1;
	h = strtol(p + 6, &q, 10);
	if (q == p + 6 || *q != ':' || h < 0 || h > 10000)
		return -1;
	m = strtol(q + 1, &q, 10);
	if (*q != ':' || m < 0 || m > 59)
		return -1;
	s = strtol(q + 1, &q, 10);
	if (s < 0 || s > 59)
		return -1;
	if (*q == '.') {
		char *f = q + 1;

		ms = strtol(f, &q, 10);
		if (q - f != 3 || ms < 0)
			return -1;
	}
	if (*q != ']')
		return -1;
	end = q + 1;
	/* the mark and one blank beside it go */
	if (*end == ' ')
		end++;
	else if (p > c->buf && p[-1] == ' ')
		p--;
	memmove(p, end, strlen(end) + 1);
	c->len = strlen(c->buf);
	return ((h * 60 + m) * 60 + s) * 1000 + ms;
}

/*
 * A comment read whole: it belongs to the move before it.  It is kept
 * within the game's budget of text (what goes past it is counted, and said
 * once), as UTF-8 (other bytes read as Latin-1, with a warning).
 */
static void comment_done(struct zz_zen *z)
{
	struct zz_game *g = z->g;
	long clock = take_clock(&z->comment);
	struct zz_turn *t = g->nr_turns ? &g->turns[g->nr_turns - 1] : NULL;
	struct zz_buf text = ZZ_BUF_INIT;

	z->in_comment = false;
	if (z->comment_over) {
		/* past the budget while it was read: none of it is kept */
		g->over_text += z->comment.len + z->comment_over;
		z->comment_over = 0;
		zz_buf_reset(&z->comment);
		return;
	}
	if (!zz_game_text_room(g, z->comment.len)) {
		z->comment_over = 0;
		zz_buf_reset(&z->comment);
		return;
	}
	if (z->comment.len && zz_text_decode(z->comment.buf, z->comment.len, &text)) {
		if (!z->encoding_warned)
			zz_diag_add(z->d, ZZ_W_ENCODING, &z->comment_loc,
				    N_("comment of turn %zu (and any after it)"), g->nr_turns);
		z->encoding_warned = true;
		zz_buf_reset(&z->comment);
		zz_buf_add(&z->comment, text.buf, text.len);
	}
	zz_buf_release(&text);
	if (!t) {
		/* before the first move: the game's comment */
		if (z->comment.len)
			zz_game_set_tag(g, "Comment", z->comment.buf, &z->comment_loc);
	} else {
		if (clock >= 0)
			t->clock_ms = clock;
		/* a comment that was only a clock is none; an empty one is kept */
		if (z->comment.len || clock < 0) {
			if (t->comment) {
				struct zz_buf both = ZZ_BUF_INIT;

				zz_buf_addf(&both, "%s %s", t->comment, z->comment.buf);
				free(t->comment);
				t->comment = zz_buf_detach(&both, NULL);
			} else {
				t->comment = zz_xstrdup(z->comment.buf ? z->comment.buf : "");
			}
		}
	}
	zz_buf_reset(&z->comment);
}

/* One move token s[0 .. n) at loc: a turn of the game. */
static void move(struct zz_zen *z, const char *s, size_t n, const struct zz_loc *loc)
{
	struct zz_game *g = z->g;
	struct zz_turn *t = zz_game_add_turn(g);
	struct zz_zturn *zt = zz_zturn(g, g->nr_turns - 1);
	size_t i = 1, used;
	int cell;

	t->loc = *loc;
	t->flags |= ZZ_TURN_SHARED_LINE;
	labels_ready(z);
	if (!zz_zgame(g)->geom) {
		t->flags |= ZZ_TURN_BROKEN;
		return;
	}
	if (n == 1 && s[0] == '-') {
		zt->move.kind = ZZ_MOVE_PASS;
		return;
	}
	if (!is_colour(s[0]) || (cell = label_cell(&z->labels, s + 1, n - 1, &used)) < 0)
		goto bad;
	zt->move.cell = (unsigned char)cell;
	i = 1 + used;
	if (i < n && (s[i] == 'x' || ((unsigned char)s[i] == 0xc3 && i + 1 < n &&
				      (unsigned char)s[i + 1] == 0x97))) {
		zt->move.kind = ZZ_MOVE_CAPTURE;
		for (;;) {
			/* 'x', or U+00D7 (two bytes) */
			size_t step = i < n && s[i] == 'x' ? 1
				    : i + 1 < n && (unsigned char)s[i] == 0xc3 &&
				      (unsigned char)s[i + 1] == 0x97 ? 2 : 0;

			if (!step)
				break;
			i += step;
			if (zt->move.nhops == ZZ_HOPS_MAX ||
			    (cell = label_cell(&z->labels, s + i, n - i, &used)) < 0)
				goto bad;
			zt->move.hop[zt->move.nhops++] = (unsigned char)cell;
			i += used;
		}
		if (i < n && s[i] == '+') {
			unsigned k = 0;

			for (i++; i < n && k < zt->move.nhops; i++, k++) {
				int c = zz_colour_of(s[i] - 'a' + 'A');

				if (s[i] < 'a' || s[i] > 'z' || c < 0)
					goto bad;
				zt->hop_colour[k] = (unsigned char)c;
			}
			if (k != zt->move.nhops)
				goto bad;
			zt->flags |= ZZ_ZTURN_COLOURS;
		}
	} else {
		zt->move.kind = ZZ_MOVE_PLACE;
		zt->move.colour = (unsigned char)zz_colour_of(s[0]);
		zt->move.remove = ZZ_NO_CELL;
		if (i < n && s[i] == '-') {
			if ((cell = label_cell(&z->labels, s + i + 1, n - i - 1, &used)) < 0)
				goto bad;
			zt->move.remove = (unsigned char)cell;
			i += 1 + used;
		}
	}
	if (i == n)
		return;
bad:
	zz_diag_note(z->d,
		     zz_diag_add(z->d, ZZ_E_SYNTAX, loc,
				 N_("'%.*s' is no ZEN move on this board "
				    "(Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -)"),
				 (int)n, s),
		     loc, N_("turn %zu"), g->nr_turns);
	t->flags |= ZZ_TURN_BROKEN;
}

int zz_zen_line(struct zz_zen *z, struct zz_input *in, const char *s, size_t n, size_t col)
{
	size_t i = 0;

	if (z->in_comment && z->comment.len < z->g->limits.max_text)
		zz_buf_addch(&z->comment, '\n');	/* the comment's line end */
	else if (z->in_comment)
		z->comment_over++;
	while (i < n && !z->ended) {
		size_t start, len;
		struct zz_loc loc;

		if (z->in_comment) {
			/* to its '}'; "\}", "\\" and "\r" as ZGN writes them; no
			 * more than the game may keep (the rest is counted) */
			while (i < n && s[i] != '}') {
				if (z->comment.len >= z->g->limits.max_text) {
					z->comment_over++;
					i++;
					continue;
				}
				if (s[i] == '\\' && i + 1 < n) {
					i++;
					zz_buf_addch(&z->comment, s[i] == 'r' ? '\r' : s[i]);
				} else {
					zz_buf_addch(&z->comment, s[i]);
				}
				i++;
			}
			if (i < n) {
				i++;
				comment_done(z);
			}
			continue;
		}
		while (i < n && (s[i] == ' ' || s[i] == '\t'))
			i++;
		if (i == n)
			break;
		loc.file = in->name;
		loc.line = in->line;
		loc.col = (unsigned)(col + i + 1);
		loc.offset = in->offset + col + i;
		if (s[i] == '{') {
			z->in_comment = true;
			z->comment_loc = loc;
			i++;
			continue;
		}
		if (s[i] == '(') {
			if (!z->depth++ && !z->side_lines++)
				z->first_side = loc;
			i++;
			continue;
		}
		if (s[i] == ')') {
			if (z->depth)
				z->depth--;
			i++;
			continue;
		}
		start = i;
		while (i < n && s[i] != ' ' && s[i] != '\t' && s[i] != '{' && s[i] != '(' && s[i] != ')')
			i++;
		len = i - start;
		if (z->depth)
			continue;	/* a move of a side line */
		{
			const char *t = s + start;
			enum zz_result res;
			unsigned nag;
			size_t k;

			if (zz_result_parse(t, len, &res) == 0) {
				z->g->declared = res;
				z->g->declared_loc = loc;
				z->ended = true;
				break;
			}
			/* a move number, "1." or "1...", perhaps joined to the move */
			while (len && *t >= '0' && *t <= '9')
				t++, len--;
			if (t != s + start) {
				while (len && *t == '.')
					t++, len--;
				loc.col += (unsigned)(t - (s + start));
			}
			if (!len)
				continue; /* a number alone */
			/* a mark: a NAG ("$4") or a sign ("??"), apart from
			 * its move or joined to it; it marks the move before */
			k = zz_nag_suffix(t, len, &nag);
			if (k == len) {
				if (z->g->nr_turns)
					z->g->turns[z->g->nr_turns - 1].nag = (unsigned char)nag;
				continue;
			}
			move(z, t, len - k, &loc);
			if (k && z->g->nr_turns)
				z->g->turns[z->g->nr_turns - 1].nag = (unsigned char)nag;
		}
	}
	return z->ended;
}

void zz_zen_end(struct zz_zen *z)
{
	if (z->in_comment) {
		zz_diag_add(z->d, ZZ_E_SYNTAX, &z->comment_loc, N_("a comment not closed by '}'"));
		z->in_comment = false;
	}
	if (z->side_lines == 1)
		zz_diag_add(z->d, ZZ_W_IGNORED, &z->first_side,
			    "1 side line (variations): only the main line is read");
	else if (z->side_lines)
		zz_diag_add(z->d, ZZ_W_IGNORED, &z->first_side,
			    "%u side lines (variations): only the main line is read", z->side_lines);
}

/* ---- writing ---- */

/* Append the position of the position string s as a ZIP: 0, or -1 with why in err. */
static int zip_of(const char *s, struct zz_buf *out, struct zz_buf *err)
{
	struct zz_pos p;
	struct zz_geom *custom;

	if (zz_posstr_parse(s, &p, &custom, err))
		return -1;
	zz_kart_zip_write(out, &p);
	zz_geom_free(custom);
	return 0;
}

/* The set-up's tags, a position string written as a ZIP. */
static void setup_tag(void *ctx, const char *name, const char *value)
{
	struct zz_buf *out = ctx;

	if (!strcmp(name, "Position")) {
		struct zz_buf zip = ZZ_BUF_INIT, err = ZZ_BUF_INIT;

		if (!zip_of(value, &zip, &err)) {
			zz_zgn_add_tag(out, "ZIP", zip.buf);
		} else {
			zz_zgn_add_tag(out, name, value);	/* not reached: a start is a position */
		}
		zz_buf_release(&zip);
		zz_buf_release(&err);
		return;
	}
	zz_zgn_add_tag(out, name, value);
}

static void add_clock(struct zz_buf *out, long ms)
{
	zz_buf_addf(out, "[%%clk %ld:%02ld:%02ld.%03ld]", ms / 3600000, ms / 60000 % 60,
		    ms / 1000 % 60, ms % 1000);
}

void zz_zen_write(struct zz_buf *out, const struct zz_game *cg)
{
	static const char *const roster[] = { "Event", "Site", "Date", "Round", NULL };
	/* replayed again to know each jumping marble's colour; a replayed
	 * game is complete, so nothing in it changes */
	struct zz_game *g = (struct zz_game *)cg;
	struct zz_zen_labels labels;
	struct zz_replay m;
	struct zz_diag d;
	const struct zz_zgame *zg = zz_zgame(g);
	const char *v;
	bool number = true, stepping = true;
	size_t i;
	unsigned k;

	for (k = 0; roster[k]; k++)
		if ((v = zz_game_tag(g, roster[k])))
			zz_zgn_add_tag(out, roster[k], v);
	if ((v = zz_game_tag(g, "First")))
		zz_zgn_add_tag(out, "Player1", v);
	if ((v = zz_game_tag(g, "Second")))
		zz_zgn_add_tag(out, "Player2", v);
	zz_zgn_add_tag(out, "Result", zz_result_token(g->declared == ZZ_RESULT_NONE ? ZZ_RESULT_UNFINISHED
								     : g->declared));
	zz_text_kind(g->kind)->tags_write(g, setup_tag, out);
	for (i = 0; i < g->nr_tags; i++) {
		const char *name = g->tags[i].name;

		for (k = 0; roster[k]; k++)
			if (!strcmp(roster[k], name))
				break;
		if (!roster[k] && strcmp(name, "First") && strcmp(name, "Second") &&
		    !zz_setup_tag(g, name))
			zz_zgn_add_tag(out, name, g->tags[i].value);
	}
	zz_buf_addch(out, '\n');
	if (zg->has_start) {
		zz_zen_labels_init(&labels, &zg->start);
	} else {
		struct zz_pos full;

		zz_pos_init(&full, zg->geom, zg->rules.marbles);
		zz_zen_labels_init(&labels, &full);
	}
	zz_diag_init(&d);
	zz_replay_start(&m, g, &d);
	for (i = 0; i < g->nr_turns; i++) {
		const struct zz_turn *t = &g->turns[i];
		const struct zz_zturn *zt = zz_zturn(g, i);
		const struct zz_pos *p = &zz_zreplay_of(&m)->pos;
		unsigned side = p->side, n = (unsigned)(zz_zreplay_of(&m)->next + (zg->has_start ? zg->start.side : 0)) / 2 + 1;

		if (side == 0)
			zz_buf_addf(out, "%u. ", n);
		else if (number)
			zz_buf_addf(out, "%u... ", n);
		number = false;
		if (zt->move.kind == ZZ_MOVE_PASS) {
			zz_buf_addch(out, '-');
		} else if (zt->move.kind == ZZ_MOVE_PLACE) {
			zz_buf_addch(out, zz_colour_letter((enum zz_colour)zt->move.colour));
			add_label(out, &labels, zt->move.cell);
			if (zt->move.remove != ZZ_NO_CELL) {
				zz_buf_addch(out, '-');
				add_label(out, &labels, zt->move.remove);
			}
		} else {
			int c = stepping ? zz_pos_marble(p, zt->move.cell) : -1;

			zz_buf_addch(out, c < 0 ? '?' : zz_colour_letter((enum zz_colour)c));
			add_label(out, &labels, zt->move.cell);
			for (k = 0; k < zt->move.nhops; k++) {
				zz_buf_addch(out, 'x');
				add_label(out, &labels, zt->move.hop[k]);
			}
		}
		if (t->nag)
			zz_buf_addf(out, " $%u", t->nag); /* PGN's export form */
		if (t->comment || t->clock_ms >= 0) {
			zz_buf_addstr(out, " {");
			if (t->comment)
				zz_text_comment(out, t->comment);
			if (t->comment && t->clock_ms >= 0)
				zz_buf_addch(out, ' ');
			if (t->clock_ms >= 0)
				add_clock(out, t->clock_ms);
			zz_buf_addch(out, '}');
			number = true;	/* the next move says its number again */
		}
		if (stepping && zz_replay_step(&m) <= 0)
			stepping = false;
		if (side == 1 || i + 1 == g->nr_turns) {
			zz_buf_addch(out, '\n');
			number = true;
		} else {
			zz_buf_addch(out, ' ');
		}
	}
	zz_replay_release(&m);
	zz_diag_release(&d);
	zz_buf_addstr(out, zz_result_token(g->declared == ZZ_RESULT_NONE ? ZZ_RESULT_UNFINISHED
								      : g->declared));
	zz_buf_addch(out, '\n');
}

/* ---- ZEN as Zertz's dialect of move text (zgn.h) ---- */

static void *dialect_open(struct zz_game *g, struct zz_diag *d)
{
	struct zz_zen *z = zz_xcalloc(1, sizeof(*z));

	zz_zen_init(z, g, d);
	return z;
}

static int dialect_line(void *rd, struct zz_input *in, const char *s, size_t n, size_t col)
{
	return zz_zen_line(rd, in, s, n, col);
}

static bool dialect_in_comment(const void *rd)
{
	return ((const struct zz_zen *)rd)->in_comment;
}

static void dialect_close(void *rd)
{
	zz_zen_end(rd);
	zz_zen_release(rd);
	free(rd);
}

/* KART names the players and the start its own way */
static const char *const dialect_tags[] = {
	"Player1", "First", "Player2", "Second", "ZIP", "Position", NULL
};

const struct zz_move_dialect zz_zen_dialect = {
	.name = "zen",
	.tags = dialect_tags,
	.detect = zz_zen_detect,
	.open = dialect_open,
	.line = dialect_line,
	.in_comment = dialect_in_comment,
	.close = dialect_close,
};
