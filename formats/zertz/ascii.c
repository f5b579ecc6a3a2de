/*
 * ASCII diagrams, for render and replay alike.  Rings are placed by
 * formats/layout; each is a box of five columns with the marble (or '.'
 * for a vacant ring, '-' for a removed one) in the middle and a mark of the
 * last move on either side:
 *   [ W ]  the marble just placed, or where the capturing marble ended
 *   * . *  where the capturing marble started and landed on the way
 *   ( G )  a marble jumped over        < B >  a marble lost to isolation
 *   { - }  the ring just removed
 * A line under the board says which of these marks it shows.  Labels of the
 * rim's rings stand outside their boxes, so that every marble of a column
 * is in one column of text; --coords all writes every label inside the box
 * instead, after the marble.  Marbles are capital letters, never to be read
 * as a column's letter.  Unicode symbols are all of narrow East Asian width.
 */
#include "ascii.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "layout.h"
#include "render.h"
#include "zreplay.h"
#include "xalloc.h"
#include "shown.h"
#include "i18n.h"
#include "banned.h"

#define SLOT_MAX 16	/* bytes of one display column (a symbol and escapes) */

struct grid {
	unsigned w, h;
	char (*slot)[SLOT_MAX];
	unsigned char *box;	/* a ring's box covers the column */
};

static bool blank(const struct grid *gr, unsigned x, unsigned y)
{
	return x < gr->w && y < gr->h && !gr->box[y * gr->w + x] &&
	       !strcmp(gr->slot[y * gr->w + x], " ");
}

static void put(struct grid *gr, unsigned x, unsigned y, const char *s)
{
	size_t n = strlen(s);

	if (x >= gr->w || y >= gr->h || n >= SLOT_MAX)
		return;
	memcpy(gr->slot[y * gr->w + x], s, n + 1);
}

static void put_text(struct grid *gr, unsigned x, unsigned y, const char *s)
{
	for (; *s; s++, x++) {
		char one[2] = { *s, 0 };

		put(gr, x, y, one);
	}
}

static const char *const ascii_sym[] = { "W", "G", "B" };
/* ◦ ◍ ◉, then ⋅ for a vacant ring and ✕ for a removed one: all narrow */
static const char *const uni_sym[] = { "\xe2\x97\xa6", "\xe2\x97\x8d", "\xe2\x97\x89" };
#define UNI_VACANT "\xe2\x8b\x85"
#define UNI_REMOVED "\xe2\x9c\x95"
/* bold; bright black; bold reverse video: each seen on dark and light */
static const char *const ansi_col[] = { "\033[1m", "\033[1;90m", "\033[1;7m" };

/* The longest label of a board: 2, or 3 on a custom board with rows past 9. */
static unsigned label_max(const struct zz_geom *g)
{
	unsigned c, n = 2;

	for (c = 0; c < g->rings; c++)
		if (zz_geom_label_len(g, c) > n)
			n = (unsigned)zz_geom_label_len(g, c);
	return n;
}

/* The marks a cell gets, and what the marble shown is. */
static void mark_of(const struct zz_scene *s, unsigned c, int mark, const char **left,
		    const char **right, int *show)
{
	const struct zz_pos *before = s->before ? s->before : s->pos;
	int was = zz_pos_marble(before, c);

	*left = *right = " ";
	switch (mark) {
	case ZZ_MARK_PLACED:
	case ZZ_MARK_MOVED:
		*left = "[", *right = "]";
		break;
	case ZZ_MARK_FROM:
	case ZZ_MARK_LANDED:
		*left = *right = "*";
		break;
	case ZZ_MARK_JUMPED:
		*left = "(", *right = ")";
		*show = was;
		break;
	case ZZ_MARK_CLAIMED:
		*left = "<", *right = ">";
		*show = was >= 0 ? was : s->last && s->last->move.cell == c ? s->last->move.colour : -1;
		break;
	case ZZ_MARK_REMOVED:
		*left = "{", *right = "}";
		break;
	default:
		break;
	}
}

/*
 * A rim label outside the box at column bx: on the side facing out, or the
 * other when a box is there.  When neither side is free (rings of a custom
 * board facing each other across one missing column) the label goes in the
 * box after the marble, unless a mark of the last move is there.
 */
static void outside_label(struct grid *gr, const struct zz_layout *l, unsigned x,
			  unsigned bx, unsigned y, const char *lab, bool marked)
{
	unsigned n = (unsigned)strlen(lab), k, side;
	bool left_first = 2 * x + 1 < l->width;

	for (side = 0; side < 2; side++) {
		bool left = (side == 0) == left_first;
		unsigned at = left ? bx - n : bx + 5;
		bool ok = !left || bx >= n;

		for (k = 0; ok && k < n; k++)
			ok = blank(gr, at + k, y);
		if (ok) {
			put_text(gr, at, y, lab);
			return;
		}
	}
	if (!marked)
		put_text(gr, bx + 3, y, lab);
}

static void draw(struct zz_buf *out, const struct zz_scene *s,
		 const struct zz_render_opts *o)
{
	const struct zz_pos *p = s->pos;
	const struct zz_geom *g = p->geom;
	unsigned char marks[ZZ_CELLS_MAX];
	struct zz_layout l;
	struct grid gr;
	unsigned c, y, x, step, margin, lmax = label_max(g);
	bool inside = o->coords == ZZ_COORDS_ALL;
	char sym[SLOT_MAX];

	zz_layout_init(&l, g, o->flip, o->rotate);
	zz_scene_marks(s, marks);
	/* a box of five columns every three; labels inside need one more */
	step = inside ? lmax + 1 : 3;
	margin = o->coords == ZZ_COORDS_EDGE ? lmax : 0;
	gr.w = 2 * margin + step * (l.width - 1) + (inside ? lmax + 3 : 5);
	gr.h = l.height;
	gr.slot = zz_xcalloc((size_t)gr.w * gr.h, SLOT_MAX);
	gr.box = zz_xcalloc((size_t)gr.w * gr.h, 1);
	for (c = 0; c < (unsigned)gr.w * gr.h; c++)
		gr.slot[c][0] = ' ';
	for (c = 0; c < g->rings; c++) {
		bool present = zz_pos_has_ring(p, c);
		int show = zz_pos_marble(p, c);
		const char *left, *right;
		unsigned bx, k, right_at;

		if (!present && marks[c] == ZZ_MARK_NONE && o->removed == ZZ_REMOVED_HIDE)
			continue;
		zz_layout_place(&l, c, &x, &y);
		bx = margin + step * x;
		mark_of(s, c, marks[c], &left, &right, &show);
		if (show >= 0)
			snprintf(sym, sizeof(sym), "%s%s%s", o->ansi ? ansi_col[show] : "",
				 o->unicode ? uni_sym[show] : ascii_sym[show],
				 o->ansi ? "\033[0m" : "");
		else
			snprintf(sym, sizeof(sym), "%s", present ? o->unicode ? UNI_VACANT : "."
							 : o->unicode ? UNI_REMOVED : "-");
		right_at = inside ? 2 + (unsigned)zz_geom_label_len(g, c) : 4;
		for (k = 0; k <= right_at; k++)
			gr.box[y * gr.w + bx + k] = 1;
		if (o->ansi && marks[c] != ZZ_MARK_NONE) {
			char l2[SLOT_MAX], r2[SLOT_MAX];

			snprintf(l2, sizeof(l2), "\033[31m%s\033[0m", left);
			snprintf(r2, sizeof(r2), "\033[31m%s\033[0m", right);
			put(&gr, bx, y, l2);
			put(&gr, bx + right_at, y, r2);
		} else {
			put(&gr, bx, y, left);
			put(&gr, bx + right_at, y, right);
		}
		if (inside) {
			put(&gr, bx + 1, y, sym);
			put_text(&gr, bx + 2, y, zz_geom_label(g, c));
		} else {
			put(&gr, bx + 2, y, sym);
		}
	}
	/* the rim's labels, once every box is in place */
	if (o->coords == ZZ_COORDS_EDGE)
		for (c = 0; c < g->rings; c++) {
			if (!zz_scene_labelled(s, o, &l, c))
				continue;
			zz_layout_place(&l, c, &x, &y);
			outside_label(&gr, &l, x, margin + step * x, y, zz_geom_label(g, c),
				      marks[c] != ZZ_MARK_NONE);
		}
	for (y = 0; y < gr.h; y++) {
		size_t keep = out->len;

		for (x = 0; x < gr.w; x++) {
			zz_buf_addstr(out, gr.slot[y * gr.w + x]);
			if (strcmp(gr.slot[y * gr.w + x], " "))
				keep = out->len;
		}
		zz_buf_setlen(out, keep);	/* no trailing blanks */
		zz_buf_addch(out, '\n');
	}
	free(gr.slot);
	free(gr.box);
}

/* One line naming the marks the board shows, in the order of the move. */
static void key(struct zz_buf *out, const struct zz_scene *s)
{
	unsigned char marks[ZZ_CELLS_MAX];
	bool seen[ZZ_MARK_CLAIMED + 1] = { false };
	struct zz_buf k = ZZ_BUF_INIT;
	unsigned c;

	zz_scene_marks(s, marks);
	for (c = 0; c < s->pos->geom->rings; c++)
		seen[marks[c]] = true;
	if (seen[ZZ_MARK_PLACED])
		zz_buf_addf(&k, "  [ ] %s", _("placed"));
	if (seen[ZZ_MARK_REMOVED])
		zz_buf_addf(&k, "  { } %s", _("ring removed"));
	if (seen[ZZ_MARK_FROM])
		zz_buf_addf(&k, "  * * %s",
			    seen[ZZ_MARK_LANDED] ? _("capture starts, lands") : _("capture starts"));
	if (seen[ZZ_MARK_MOVED])
		zz_buf_addf(&k, "  [ ] %s", _("capture ends"));
	if (seen[ZZ_MARK_JUMPED])
		zz_buf_addf(&k, "  ( ) %s", _("captured"));
	if (seen[ZZ_MARK_CLAIMED])
		zz_buf_addf(&k, "  < > %s", _("isolated"));
	if (k.len) {
		zz_buf_addf(out, _("key:%s"), k.buf + 1);
		zz_buf_addch(out, '\n');
	}
	zz_buf_release(&k);
}

/* the columns a text takes on a terminal: its characters (UTF-8 lead bytes) */
static int columns(const char *t)
{
	int n = 0;

	for (; *t; t++)
		n += ((unsigned char)*t & 0xC0) != 0x80;
	return n;
}

static void counts(struct zz_buf *out, const struct zz_scene *s)
{
	const char *label[1 + ZZ_PLAYER_NB] = { _("pool"), _("first"), _("second") };
	const struct zz_pos *p = s->pos;
	int w = 0;
	unsigned i;

	/* the counts in one column, after the widest of the words */
	for (i = 0; i < 1 + ZZ_PLAYER_NB; i++)
		if (columns(label[i]) > w)
			w = columns(label[i]);
	zz_buf_addf(out, "%s%*s  W%-3u G%-3u B%u\n", label[0], w - columns(label[0]), "", p->pool[0],
		    p->pool[1], p->pool[2]);
	for (i = 0; i < ZZ_PLAYER_NB; i++) {
		const char *name = s->game ? zz_game_tag(s->game, i ? "Second" : "First") : NULL;
		size_t start = out->len;

		zz_buf_addf(out, "%s%*s  W%-3u G%-3u B%-3u", label[1 + i], w - columns(label[1 + i]), "",
			    p->cap[i][0], p->cap[i][1], p->cap[i][2]);
		if (name && *name) {
			zz_buf_addch(out, ' ');
			zz_shown_addstr(out, name, 0);
		}
		if (p->side == i && !s->outcome)
			zz_buf_addf(out, " %s", _("(to move)"));
		while (out->len > start && out->buf[out->len - 1] == ' ')
			zz_buf_setlen(out, out->len - 1);
		zz_buf_addch(out, '\n');
	}
}

void zz_ascii_diagram(struct zz_buf *out, const struct zz_scene *s,
		      const struct zz_render_opts *o)
{
	draw(out, s, o);
	key(out, s);
	counts(out, s);
}

void zz_ascii_render(struct zz_buf *out, const struct zz_scene *s,
		     const struct zz_render_opts *o)
{
	size_t at = out->len;

	/* the players' names in the caption and the result are strangers' */
	zz_scene_caption(s, out);
	zz_shown_fix(out, at, 0);
	zz_buf_addch(out, '\n');
	zz_ascii_diagram(out, s, o);
	if (s->outcome) {
		struct zz_buf phrase = ZZ_BUF_INIT;

		zz_outcome_phrase(&phrase, s->game, s->outcome);
		at = out->len;
		zz_buf_addf(out, _("game over: %s"), phrase.buf);
		zz_shown_fix(out, at, 0);
		zz_buf_addch(out, '\n');
		zz_buf_release(&phrase);
	}
}
