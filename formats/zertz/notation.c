#include "notation.h"

#include <string.h>

#include "i18n.h"
#include "rules.h"
#include "banned.h"

struct lex {
	const struct zz_geom *g;
	const char *s;
	size_t len, i;
	const struct zz_loc *at;
	struct zz_diag *d;
};

static unsigned col_of(const struct lex *x, size_t i)
{
	return x->at->col + (unsigned)i;
}

static struct zz_loc loc_of(const struct lex *x, size_t i)
{
	struct zz_loc l = *x->at;

	l.col = col_of(x, i);
	l.offset += i;
	return l;
}

static int is_space(int c)
{
	return c == ' ' || c == '\t';
}

static void skip_ws(struct lex *x)
{
	while (x->i < x->len && is_space(x->s[x->i]))
		x->i++;
}

static int is_digit(int c)
{
	return c >= '0' && c <= '9';
}

/* What a move's syntax expected, for syntax(): each a message of its own in each language. */
enum expected { EXP_MOVE, EXP_RING, EXP_ROW, EXP_COLOUR, EXP_CHAIN_END, EXP_AFTER_PLACE, EXP_LIST_END };

/* The error at i: the move's end (its text), a byte never shown raw, or the character found. */
#define SYNTAX(at_end, byte, found)                                                       \
	do {                                                                              \
		if (i >= x->len)                                                          \
			zz_diag_add(x->d, ZZ_E_SYNTAX, &l, at_end, (int)x->len, x->s);    \
		else if ((unsigned char)x->s[i] < 0x20 || (unsigned char)x->s[i] >= 0x7f) \
			zz_diag_add(x->d, ZZ_E_SYNTAX, &l, byte, (unsigned char)x->s[i]); \
		else                                                                      \
			zz_diag_add(x->d, ZZ_E_SYNTAX, &l, found, x->s[i]);               \
	} while (0)

static int syntax(struct lex *x, size_t i, enum expected what)
{
	struct zz_loc l = loc_of(x, i);

	switch (what) {
	case EXP_MOVE:
		SYNTAX(N_("expected a move at the end of '%.*s'"), N_("expected a move, found byte 0x%02x"),
		       N_("expected a move, found '%c'"));
		break;
	case EXP_RING:
		SYNTAX(N_("expected a ring such as 'd4' at the end of '%.*s'"),
		       N_("expected a ring such as 'd4', found byte 0x%02x"),
		       N_("expected a ring such as 'd4', found '%c'"));
		break;
	case EXP_ROW:
		SYNTAX(N_("expected a row number at the end of '%.*s'"),
		       N_("expected a row number, found byte 0x%02x"),
		       N_("expected a row number, found '%c'"));
		break;
	case EXP_COLOUR:
		SYNTAX(N_("expected a colour W, G or B at the end of '%.*s'"),
		       N_("expected a colour W, G or B, found byte 0x%02x"),
		       N_("expected a colour W, G or B, found '%c'"));
		break;
	case EXP_CHAIN_END:
		SYNTAX(N_("expected the end of the capture chain at the end of '%.*s'"),
		       N_("expected the end of the capture chain, found byte 0x%02x"),
		       N_("expected the end of the capture chain, found '%c'"));
		break;
	case EXP_AFTER_PLACE:
		SYNTAX(N_("expected ',', 'x' or the end of the move at the end of '%.*s'"),
		       N_("expected ',', 'x' or the end of the move, found byte 0x%02x"),
		       N_("expected ',', 'x' or the end of the move, found '%c'"));
		break;
	case EXP_LIST_END:
		SYNTAX(N_("expected the end of the isolation list at the end of '%.*s'"),
		       N_("expected the end of the isolation list, found byte 0x%02x"),
		       N_("expected the end of the isolation list, found '%c'"));
		break;
	}
	return -1;
}

#undef SYNTAX

/* A cell: column letter and row digit.  Stores its index in *cell. */
static int cell(struct lex *x, unsigned char *cell)
{
	size_t i = x->i;
	int c, col, cellno;
	unsigned row;
	struct zz_loc l;

	if (i >= x->len)
		return syntax(x, i, EXP_RING);
	c = (unsigned char)x->s[i];
	col = zz_geom_col_on(x->g, c);
	if (col < 0 && !((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
		return syntax(x, i, EXP_RING);
	if (i + 1 >= x->len || !is_digit(x->s[i + 1]))
		return syntax(x, i + 1, EXP_ROW);
	/* every digit belongs to the row; its value stops growing */
	row = 0;
	for (x->i = i + 1; x->i < x->len && is_digit(x->s[x->i]); x->i++)
		if (row < 100)
			row = row * 10 + (unsigned)(x->s[x->i] - '0');
	cellno = col < 0 ? -1 : zz_geom_cell(x->g, (unsigned)col, row);
	if (cellno < 0) {
		l = loc_of(x, i);
		zz_diag_add(x->d, ZZ_E_NO_CELL, &l, N_("'%.*s' on the %u-ring board"), (int)(x->i - i),
			    x->s + i, x->g->rings);
		return -1;
	}
	*cell = (unsigned char)cellno;
	return 0;
}

/* A colour letter that is not the start of a cell. */
static int colour(struct lex *x, unsigned char *out)
{
	int c;

	if (x->i >= x->len)
		return syntax(x, x->i, EXP_COLOUR);
	c = zz_colour_of(x->s[x->i]);
	if (c >= 0 && x->i + 1 < x->len && is_digit(x->s[x->i + 1])) {
		/* a letter followed by a digit is a ring (FORMATS.md A5) */
		struct zz_loc l = loc_of(x, x->i);

		zz_diag_add(x->d, ZZ_E_SYNTAX, &l, N_("expected a colour W, G or B before the ring '%.2s'"),
			    x->s + x->i);
		return -1;
	}
	if (c < 0)
		return syntax(x, x->i, EXP_COLOUR);
	*out = (unsigned char)c;
	x->i++;
	skip_ws(x);	/* lenient: "G e4" */
	return 0;
}

static int is_x(const struct lex *x)
{
	return x->i < x->len && (x->s[x->i] == 'x' || x->s[x->i] == 'X');
}

static int parse_capture(struct lex *x, struct zz_zturn *t)
{
	struct zz_move *m = &t->move;

	m->kind = ZZ_MOVE_CAPTURE;
	x->i++;
	skip_ws(x);
	t->col_cell = col_of(x, x->i);
	if (cell(x, &m->cell))
		return -1;
	t->flags |= ZZ_ZTURN_COLOURS;
	do {
		skip_ws(x);
		if (m->nhops >= ZZ_HOPS_MAX)
			return syntax(x, x->i, EXP_CHAIN_END);
		t->col_hop[m->nhops] = (unsigned short)(col_of(x, x->i) > 0xffff ? 0 : col_of(x, x->i));
		if (colour(x, &t->hop_colour[m->nhops]) || cell(x, &m->hop[m->nhops]))
			return -1;
		m->nhops++;
		skip_ws(x);
	} while (x->i < x->len);
	return 0;
}

static int parse_placement(struct lex *x, struct zz_zturn *t)
{
	struct zz_claim claims[ZZ_CELLS_MAX];
	struct zz_move *m = &t->move;
	unsigned n = 0;

	m->kind = ZZ_MOVE_PLACE;
	t->col_cell = col_of(x, x->i);
	if (colour(x, &m->colour) || cell(x, &m->cell))
		return -1;
	skip_ws(x);
	if (x->i < x->len && x->s[x->i] == ',') {
		x->i++;
		skip_ws(x);
		t->col_remove = col_of(x, x->i);
		if (cell(x, &m->remove))
			return -1;
		skip_ws(x);
	}
	if (x->i >= x->len)
		return 0;
	if (!is_x(x))
		return syntax(x, x->i, EXP_AFTER_PLACE);
	t->col_suffix = col_of(x, x->i);
	t->flags |= ZZ_ZTURN_SUFFIX;
	x->i++;
	do {
		skip_ws(x);
		if (n >= ZZ_CELLS_MAX)
			return syntax(x, x->i, EXP_LIST_END);
		if (colour(x, &claims[n].colour) || cell(x, &claims[n].cell))
			return -1;
		n++;
		skip_ws(x);
	} while (x->i < x->len);
	zz_zturn_set_claims(t, claims, n);
	return 0;
}

/* A label's two or three characters at dst; returns how many. */
static inline size_t put_label(char *dst, const char *l)
{
	dst[0] = l[0];
	dst[1] = l[1];
	if (!l[2])
		return 2;
	dst[2] = l[2];
	return 3;
}

/* The canonical text of a short turn into buf (room for 64 bytes). */
static void write_short(char *buf, size_t *len, const struct zz_geom *g,
			const struct zz_zturn *t)
{
	const struct zz_move *m = &t->move;
	size_t n = 0;
	unsigned k;

#define CELL(c) (n += put_label(buf + n, zz_geom_label(g, (c))))
	switch (m->kind) {
	case ZZ_MOVE_PASS:
		buf[n++] = '-';
		break;
	case ZZ_MOVE_CAPTURE:
		buf[n++] = 'x';
		buf[n++] = ' ';
		CELL(m->cell);
		for (k = 0; k < m->nhops; k++) {
			buf[n++] = (t->flags & ZZ_ZTURN_COLOURS) && t->hop_colour[k] < ZZ_COLOUR_NB
				   ? zz_colour_letter((enum zz_colour)t->hop_colour[k]) : '?';
			CELL(m->hop[k]);
		}
		break;
	case ZZ_MOVE_PLACE:
		buf[n++] = zz_colour_letter((enum zz_colour)m->colour);
		CELL(m->cell);
		if (m->remove != ZZ_NO_CELL) {
			buf[n++] = ',';
			CELL(m->remove);
		}
		if (t->nr_claims || (t->flags & ZZ_ZTURN_SUFFIX)) {
			memcpy(buf + n, " x ", 3);
			n += 3;
		}
		for (k = 0; k < t->nr_claims; k++) {
			buf[n++] = zz_colour_letter((enum zz_colour)t->claims[k].colour);
			CELL(t->claims[k].cell);
		}
		break;
	}
#undef CELL
	*len = n;
}

/*
 * The fast way for the common text, canonical on a standard board: a
 * colour letter, a cell, an optional ",cell" (placement) or "x " and
 * colour-and-cell hops (capture).  A cell is taken only when its label is
 * the text itself (lower case, no leading zero, one digit), so what passes
 * here is what the canonical writer would write.  Anything else returns -1
 * with t untouched and takes the general parser below, whose messages and
 * warnings stay the only ones.
 */
static int fast_colour(int c)
{
	return c == 'W' ? ZZ_WHITE : c == 'G' ? ZZ_GREY : c == 'B' ? ZZ_BLACK : -1;
}

static int fast_cell(const struct zz_geom *g, const char *s)
{
	unsigned col = (unsigned)((unsigned char)s[0] - 'a'), row = (unsigned)((unsigned char)s[1] - '1');
	unsigned c;

	if (col >= 26 || row >= 9)
		return -1;
	c = g->by_label[col][row];
	return c == ZZ_NO_CELL ? -1 : (int)c;
}

static int parse_fast(const struct zz_geom *g, const char *s, size_t len,
		      unsigned col, struct zz_zturn *t)
{
	int c, cell, rm = ZZ_NO_CELL;
	size_t i, n;

	if (g->board == ZZ_BOARD_CUSTOM)
		return -1;
	if (len == 3 || len == 6) {
		if ((c = fast_colour(s[0])) < 0 || (cell = fast_cell(g, s + 1)) < 0)
			return -1;
		if (len == 6 && (s[3] != ',' || (rm = fast_cell(g, s + 4)) < 0))
			return -1;
		t->move.kind = ZZ_MOVE_PLACE;
		t->move.colour = (unsigned char)c;
		t->move.cell = (unsigned char)cell;
		t->move.remove = (unsigned char)rm;
		t->col_cell = col;
		if (len == 6)
			t->col_remove = col + 4;
		return 0;
	}
	if (len < 7 || s[0] != 'x' || s[1] != ' ' || (len - 4) % 3 ||
	    (n = (len - 4) / 3) > ZZ_HOPS_MAX || (cell = fast_cell(g, s + 2)) < 0)
		return -1;
	/* the hops and their colours go straight in: nothing reads them
	 * beyond move.nhops, which is still 0 if a later one fails */
	for (i = 0; i < n; i++) {
		int h, k = fast_colour(s[4 + 3 * i]);

		if (k < 0 || (h = fast_cell(g, s + 5 + 3 * i)) < 0)
			return -1;
		t->hop_colour[i] = (unsigned char)k;
		t->move.hop[i] = (unsigned char)h;
	}
	t->move.kind = ZZ_MOVE_CAPTURE;
	t->move.cell = (unsigned char)cell;
	t->move.nhops = (unsigned char)n;
	t->flags |= ZZ_ZTURN_COLOURS;
	t->col_cell = col + 2;
	for (i = 0; i < n; i++)
		t->col_hop[i] = (unsigned short)(col + 4 + 3 * i > 0xffff ? 0 : col + 4 + 3 * i);
	return 0;
}

/* Everything but the usual canonical move: its own frame, out of line. */
static int __attribute__((noinline))
parse_slow(const struct zz_geom *g, const char *s, size_t len,
	   const struct zz_loc *at, struct zz_zturn *t, struct zz_diag *d)
{
	struct lex x = { g, s, len, 0, at, d };
	struct zz_buf canon;
	char stack[64];
	int rc;

	skip_ws(&x);
	if (x.i >= len)
		rc = syntax(&x, x.i, EXP_MOVE);
	else if (s[x.i] == '-' && x.i + 1 == len) {
		t->move.kind = ZZ_MOVE_PASS;
		rc = 0;
	} else if (is_x(&x))
		rc = parse_capture(&x, t);
	else
		rc = parse_placement(&x, t);
	if (rc)
		return -1;
	/* the canonical text, in a stack buffer for the common short move */
	canon.buf = stack;
	canon.alloc = 0;
	canon.len = 0;
	if (len < sizeof(stack) - 8 && t->nr_claims < 8 && t->move.nhops < 8) {
		write_short(stack, &canon.len, g, t);
		if (canon.len == len && !memcmp(stack, s, len))
			return 0;
	}
	zz_buf_init(&canon);
	zz_notation_write(&canon, g, t);
	if (canon.len != len || memcmp(canon.buf, s, len)) {
		zz_diag_add(d, ZZ_W_NONCANONICAL, at, N_("'%.*s' is written '%s'"), (int)len, s, canon.buf);
	}
	zz_buf_release(&canon);
	return 0;
}

int zz_notation_quick(const struct zz_geom *g, const char *s, size_t len, unsigned col,
		      struct zz_zturn *t)
{
	t->move.remove = ZZ_NO_CELL;
	return parse_fast(g, s, len, col, t);
}

int zz_notation_parse(const struct zz_geom *g, const char *s, size_t len,
		      const struct zz_loc *at, struct zz_zturn *t,
		      struct zz_diag *d)
{
	t->move.remove = ZZ_NO_CELL;
	if (!parse_fast(g, s, len, at->col, t))
		return 0;
	return parse_slow(g, s, len, at, t, d);
}

static void add_cell(struct zz_buf *out, const struct zz_geom *g, unsigned c)
{
	zz_buf_add(out, zz_geom_label(g, c), zz_geom_label_len(g, c));
}

void zz_notation_write(struct zz_buf *out, const struct zz_geom *g,
		       const struct zz_zturn *t)
{
	const struct zz_move *m = &t->move;
	unsigned k;

	switch (m->kind) {
	case ZZ_MOVE_PASS:
		zz_buf_addch(out, '-');
		return;
	case ZZ_MOVE_CAPTURE:
		zz_buf_addstr(out, "x ");
		add_cell(out, g, m->cell);
		for (k = 0; k < m->nhops; k++) {
			/* a turn not replayed yet has no known colours */
			zz_buf_addch(out, (t->flags & ZZ_ZTURN_COLOURS) && t->hop_colour[k] < ZZ_COLOUR_NB
					  ? zz_colour_letter((enum zz_colour)t->hop_colour[k]) : '?');
			add_cell(out, g, m->hop[k]);
		}
		return;
	case ZZ_MOVE_PLACE:
		zz_buf_addch(out, zz_colour_letter((enum zz_colour)m->colour));
		add_cell(out, g, m->cell);
		if (m->remove != ZZ_NO_CELL) {
			zz_buf_addch(out, ',');
			add_cell(out, g, m->remove);
		}
		if (t->nr_claims || (t->flags & ZZ_ZTURN_SUFFIX))
			zz_buf_addstr(out, " x ");
		for (k = 0; k < t->nr_claims; k++) {
			zz_buf_addch(out, zz_colour_letter((enum zz_colour)t->claims[k].colour));
			add_cell(out, g, t->claims[k].cell);
		}
		return;
	}
}

void zz_notation_move(struct zz_buf *out, const struct zz_pos *p,
		      const struct zz_move *m)
{
	struct zz_rules r;
	struct zz_zturn t;
	struct zz_claim c[ZZ_CELLS_MAX];
	struct zz_effect e;
	struct zz_pos q = *p;
	unsigned n = 0;
	int cell;

	memset(&t, 0, sizeof(t));
	t.move = *m;
	t.flags = ZZ_ZTURN_COLOURS;	/* known: taken from the position */
	zz_rules_init(&r);
	/* the supply option does not change colours or claims */
	r.supply = ZZ_SUPPLY_PER_COLOUR;
	zz_rules_apply(&r, &q, m, NULL, &e);
	memcpy(t.hop_colour, e.jumped_colour, sizeof(t.hop_colour));
	ZZ_BB_FOR_EACH(cell, &e.claimed) {
		unsigned col;

		for (col = 0; col < ZZ_COLOUR_NB; col++)
			if (zz_bb_has(&e.claimed_by_colour[col], (unsigned)cell))
				break;
		c[n].cell = (unsigned char)cell;
		c[n].colour = (unsigned char)col;
		n++;
	}
	t.claims = c;
	t.nr_claims = n;
	zz_notation_write(out, p->geom, &t);
}
