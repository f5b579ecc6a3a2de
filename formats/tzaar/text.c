/*
 * TZAAR's text side (formats/kinds.h, spec/TZAAR.md 4): its set-up tags
 * ([Setup], [Start]), its notation (xP1P2 a capture, +P1P2 a stack, - a
 * pass; ZE5 a placement), its position strings and its report fields.
 */
#include "kinds.h"

#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "lg.h"
#include "tgame.h"
#include "tposstr.h"
#include "tsvg.h"
#include "tsearch.h"
#include "xalloc.h"
#include "stats_kind.h"
#include "banned.h"

/* ---- notation ---- */

void zz_tz_action_write(struct zz_buf *out, const struct tz_action *a)
{
	char p[3];

	if (a->kind == TZ_ACT_PASS) {
		zz_buf_addch(out, '-');
		return;
	}
	zz_buf_addch(out, a->kind == TZ_ACT_CAPTURE ? 'x' : '+');
	zz_tz_point_name(a->from, p);
	zz_buf_addstr(out, p);
	zz_tz_point_name(a->to, p);
	zz_buf_addstr(out, p);
}

static const tz_action_fmt action_fmt = zz_tz_action_write;

static void turn_write(struct zz_buf *out, const struct zz_game *g, size_t i)
{
	const struct tz_turn *t = tz_turn_of(g, i);
	char p[3];
	unsigned k;

	if (!t->nr) {
		zz_tz_point_name(t->point, p);
		zz_buf_addf(out, "%c%s", t->piece, p);
		return;
	}
	for (k = 0; k < t->nr; k++) {
		if (k)
			zz_buf_addch(out, ' ');
		zz_tz_action_write(out, &t->a[k]);
	}
}

static bool blank(char c)
{
	return c == ' ' || c == '\t';
}

/* A point at s[i .. i + 2): its index, or a diagnostic and TZ_NO_POINT. */
static int point(const char *s, size_t n, size_t i, const struct zz_loc *loc,
		 struct zz_diag *d, bool *lower)
{
	struct zz_loc l = *loc;
	int p;

	l.col += (unsigned)i;
	l.offset += i;
	if (i + 2 > n || (p = zz_tz_point_parse(s + i, 2)) == TZ_NO_POINT) {
		size_t k = i;

		while (k < n && !blank(s[k]) && k < i + 8)
			k++;
		if (k == i)
			zz_diag_add(d, ZZ_E_SYNTAX, &l, "expected a point (A1 .. I5), found %s",
				    i < n ? "a blank" : "the end of the move");
		else
			zz_diag_add(
				d, ZZ_E_SYNTAX, &l,
				N_("'%.*s' is not a point of the TZAAR board (A1-A5, B1-B6, C1-C7, D1-D8, E1-E8, F1-F8, G1-G7, H1-H6, I1-I5)"),
				(int)(k - i < 2 ? k - i : 2), s + i);
		return TZ_NO_POINT;
	}
	if (s[i] >= 'a' && s[i] <= 'i')
		*lower = true;
	return p;
}

static int turn_parse(struct zz_game *g, size_t i, const char *s, size_t n,
		      const struct zz_loc *loc, struct zz_diag *d)
{
	struct tz_turn *t = tz_turn_of(g, i);
	struct zz_loc l = *loc;
	bool lower = false;
	size_t k = 0;

	while (n && blank(s[n - 1]))
		n--;
	/* a placement: a piece letter and a point */
	if (n >= 1 && strchr("ZATzat", s[0]) && s[0]) {
		int p;

		t->nr = 0;
		t->piece = (unsigned char)s[0];
		t->col[0] = 0;
		if ((p = point(s, n, 1, loc, d, &lower)) == TZ_NO_POINT)
			return -1;
		t->point = (signed char)p;
		if (n > 3) {
			l.col += 3;
			l.offset += 3;
			zz_diag_add(d, ZZ_E_SYNTAX, &l, N_("text after the placement: '%.*s'"), (int)(n - 3),
				    s + 3);
			return -1;
		}
		goto done;
	}
	t->nr = 0;
	while (k < n) {
		struct tz_action *a;
		int from, to;

		while (k < n && blank(s[k]))
			k++;
		if (k >= n)
			break;
		l = *loc;
		l.col += (unsigned)k;
		l.offset += k;
		if (t->nr == 2) {
			zz_diag_add(d, ZZ_E_SYNTAX, &l, N_("a third action in one turn: '%.*s'"),
				    (int)(n - k), s + k);
			return -1;
		}
		a = &t->a[t->nr];
		t->col[t->nr] = (unsigned short)k;
		if (s[k] == '-') {
			a->kind = TZ_ACT_PASS;
			a->from = a->to = TZ_NO_POINT;
			k++;
		} else if (s[k] == 'x' || s[k] == 'X' || s[k] == '+') {
			if (s[k] == 'X')
				lower = true;
			a->kind = s[k] == '+' ? TZ_ACT_STACK : TZ_ACT_CAPTURE;
			if ((from = point(s, n, k + 1, loc, d, &lower)) == TZ_NO_POINT ||
			    (to = point(s, n, k + 3, loc, d, &lower)) == TZ_NO_POINT)
				return -1;
			a->from = (signed char)from;
			a->to = (signed char)to;
			k += 5;
		} else {
			zz_diag_add(d, ZZ_E_SYNTAX, &l,
				    N_("expected 'x' (a capture), '+' (a stack) or '-' (a pass), found '%c'"),
				    s[k]);
			return -1;
		}
		if (k < n && !blank(s[k])) {
			l = *loc;
			l.col += (unsigned)k;
			l.offset += k;
			zz_diag_add(d, ZZ_E_SYNTAX, &l,
				    N_("expected a blank between two actions, found '%c'"), s[k]);
			return -1;
		}
		t->nr++;
	}
	if (!t->nr) {
		zz_diag_add(d, ZZ_E_SYNTAX, loc, N_("an empty move"));
		return -1;
	}
done:
	if (lower)
		zz_diag_add(d, ZZ_W_NONCANONICAL, loc, N_("'%.*s' is written in upper case"), (int)n, s);
	return 0;
}

/* ---- set-up ---- */

static bool setup_tag(const char *name)
{
	return !strcmp(name, "Setup") || !strcmp(name, "Start") || !strcmp(name, "Position");
}

static const struct zz_tag *tag_of(const struct zz_game *g, const char *name)
{
	size_t i;

	for (i = 0; i < g->nr_tags; i++)
		if (!strcmp(g->tags[i].name, name))
			return &g->tags[i];
	return NULL;
}

/* A set-up with more pieces of a kind than a set has (i: white Tzaar, Tzarra, Tott, then black). */
static void too_many(struct zz_diag *d, const struct zz_loc *l, const char *start, unsigned i, unsigned n,
		     unsigned most)
{
	switch (i) {
	case 0:
		zz_diag_add(d, ZZ_E_POSITION, l, "%s has %u white tzaars, more than the %u of a set", start,
			    n, most);
		break;
	case 1:
		zz_diag_add(d, ZZ_E_POSITION, l, "%s has %u white tzarras, more than the %u of a set", start,
			    n, most);
		break;
	case 2:
		zz_diag_add(d, ZZ_E_POSITION, l, "%s has %u white totts, more than the %u of a set", start, n,
			    most);
		break;
	case 3:
		zz_diag_add(d, ZZ_E_POSITION, l, "%s has %u black tzaars, more than the %u of a set", start,
			    n, most);
		break;
	case 4:
		zz_diag_add(d, ZZ_E_POSITION, l, "%s has %u black tzarras, more than the %u of a set", start,
			    n, most);
		break;
	default:
		zz_diag_add(d, ZZ_E_POSITION, l, "%s has %u black totts, more than the %u of a set", start, n,
			    most);
		break;
	}
}

static void settle(struct zz_game *g, struct zz_diag *d, enum zz_naming naming)
{
	struct tz_setup *s = tz_setup_of(g);
	const struct zz_tag *setup = tag_of(g, "Setup"), *start = tag_of(g, "Start");
	const struct zz_tag *position = tag_of(g, "Position");
	const char *setup_name = naming == ZZ_NAMING_TAGS ? "[Setup]" : "'setup'";
	const char *start_name = naming == ZZ_NAMING_TAGS ? "[Start]" : "'start'";
	const char *position_name = naming == ZZ_NAMING_TAGS ? "[Position]" : "'position'";
	int k;

	s->kind = TZ_SETUP_STANDARD;
	if (position) {
		/* a position of the game (TZAAR.md 4), the start of the record */
		if (setup || start) {
			zz_diag_add(d, ZZ_E_TAG, &position->loc, "%s with %s: the start is one or the other",
				    position_name, setup ? setup_name : start_name);
			s->bad = true;
		} else if (zz_tz_posstr_parse_said(position->value, &s->pos, &s->stacks, d, &position->loc)) {
			s->bad = true;
		} else {
			s->has_position = true;
			free(s->position);
			s->position = zz_xstrdup(position->value);
		}
		return;
	}
	if (setup) {
		if ((k = zz_tz_setup_parse(setup->value)) < 0) {
			zz_diag_add(d, ZZ_E_TAG, &setup->loc,
				    "%s '%s': a TZAAR set-up is standard, random or placement",
				    setup_name, setup->value);
			s->bad = true;
			return;
		}
		s->kind = (enum tz_setup_kind)k;
	} else if (start) {
		s->kind = TZ_SETUP_RANDOM;	/* a start given: laid out as it says */
	}
	if (s->kind == TZ_SETUP_PLACEMENT) {
		if (start) {
			zz_diag_add(d, ZZ_E_TAG, &start->loc,
				    "%s with a placement set-up: the board starts empty", start_name);
			s->bad = true;
		}
		return;
	}
	if (!start) {
		if (s->kind == TZ_SETUP_RANDOM) {
			zz_diag_add(d, ZZ_E_TAG, &setup->loc,
				    "a random set-up needs its position in %s", start_name);
			s->bad = true;
		}
		memcpy(s->start, zz_tz_standard_setup, sizeof(s->start));
		return;
	}
	{
		const char *v = start->value;
		size_t len = strlen(v), i;
		unsigned count[2][TZ_TYPES] = { { 0 } };
		static const unsigned have[TZ_TYPES] = { 6, 9, 15 };

		if (len != TZ_POINTS) {
			zz_diag_add(d, ZZ_E_POSITION, &start->loc,
				    "%s has %zu characters, not 60 (one per point, A1 to I5)",
				    start_name, len);
			s->bad = true;
			return;
		}
		for (i = 0; i < len; i++) {
			enum tz_type t;
			enum tz_colour c;

			if (v[i] == '.')
				continue;	/* an empty point (TZAAR.md 4) */
			if (zz_tz_letter_piece(v[i], &t, &c)) {
				char p[3];

				zz_tz_point_name((int)i, p);
				zz_diag_add(d, ZZ_E_POSITION, &start->loc,
					    "%s: '%c' at %s is not a piece (Z, A, T white; z, a, t black; . empty)",
					    start_name, v[i], p);
				s->bad = true;
				return;
			}
			count[c][t]++;
		}
		/* a set holds 6, 9 and 15 of each side: a set-up with empty
		 * points has fewer, never more */
		for (i = 0; i < 2 * TZ_TYPES; i++)
			if (count[i / TZ_TYPES][i % TZ_TYPES] > have[i % TZ_TYPES]) {
				too_many(d, &start->loc, start_name, (unsigned)i,
					 count[i / TZ_TYPES][i % TZ_TYPES], have[i % TZ_TYPES]);
				s->bad = true;
				return;
			}
		if (s->kind == TZ_SETUP_STANDARD && strcmp(v, zz_tz_standard_setup)) {
			zz_diag_add(d, ZZ_E_POSITION, &start->loc,
				    "%s is not the standard set-up that [Setup] names", start_name);
			s->bad = true;
			return;
		}
		memcpy(s->start, v, sizeof(s->start));
	}
}

static void tags_write(const struct zz_game *g,
		       void (*tag)(void *ctx, const char *name, const char *value), void *ctx)
{
	const struct tz_setup *s = tz_setup_of(g);

	if (s->has_position) {
		tag(ctx, "Position", s->position);
		return;
	}
	tag(ctx, "Setup", zz_tz_setup_name(s->kind));
	if (s->kind == TZ_SETUP_RANDOM)
		tag(ctx, "Start", s->start);
}

static const char *const setup_keys[] = { "setup", "Setup", "start", "Start", "position", "Position", NULL };

static void json_setup(struct zz_jw *w, const struct zz_game *g)
{
	const struct tz_setup *s = tz_setup_of(g);

	if (s->has_position) {
		zz_jw_key(w, "position");
		zz_jw_str(w, s->position);
		return;
	}
	zz_jw_key(w, "setup");
	zz_jw_str(w, zz_tz_setup_name(s->kind));
	if (s->kind == TZ_SETUP_RANDOM) {
		zz_jw_key(w, "start");
		zz_jw_str(w, s->start);
	}
}

/* ---- positions ---- */

static const char *const phase_names[] = { "opening", "capture", "second", "over" };

/*
 * "tzaar P1/P2/.../P60 SIDE PHASE": each point '.' or its stack from
 * bottom to top, the side to move (white, black) and the phase.
 */
void zz_tz_posstr_write(struct zz_buf *out, const struct tz_pos *p, const struct tz_stacks *st)
{
	int i;
	unsigned k;

	zz_buf_addstr(out, "tzaar ");
	for (i = 0; i < TZ_POINTS; i++) {
		if (i)
			zz_buf_addch(out, '/');
		if (p->own[i] == TZ_EMPTY) {
			zz_buf_addch(out, '.');
			continue;
		}
		for (k = 0; k < st->n[i]; k++)
			zz_buf_addch(out,
				     zz_tz_type_letter((enum tz_type)st->t[i][k], (enum tz_colour)p->own[i]));
	}
	zz_buf_addf(out, " %s %s", p->side == TZ_WHITE ? "white" : "black", phase_names[p->phase]);
}

static void position_write(struct zz_buf *out, const struct zz_replay *m)
{
	const struct tz_replay *r = zz_tz_replay_of(m);

	zz_tz_posstr_write(out, &r->pos, &r->stacks);
}

/* A position with more pieces of a kind than a set has (i: white Tzaar, Tzarra, Tott, then black). */
static int more_than(const struct zz_said *w, unsigned i, unsigned most)
{
	switch (i) {
	case 0:
		return zz_said_bad(w, "more than %u white tzaars", most);
	case 1:
		return zz_said_bad(w, "more than %u white tzarras", most);
	case 2:
		return zz_said_bad(w, "more than %u white totts", most);
	case 3:
		return zz_said_bad(w, "more than %u black tzaars", most);
	case 4:
		return zz_said_bad(w, "more than %u black tzarras", most);
	default:
		return zz_said_bad(w, "more than %u black totts", most);
	}
}

static int parse(const char *s, struct tz_pos *p, struct tz_stacks *st, const struct zz_said *w)
{
	static const unsigned have[TZ_TYPES] = { 6, 9, 15 };
	unsigned count[2][TZ_TYPES] = { { 0 } };
	const char *q = s;
	int i, ph;
	bool over;

	memset(p, 0, sizeof(*p));
	memset(st, 0, sizeof(*st));
	if (strncmp(q, "tzaar ", 6))
		return zz_said_bad(w, "a TZAAR position starts with 'tzaar '");
	q += 6;
	for (i = 0; i < TZ_POINTS; i++) {
		char name[3];

		zz_tz_point_name(i, name);
		if (i && *q++ != '/')
			return zz_said_bad(w, "expected '/' before %s (60 points, A1 to I5)", name);
		p->own[i] = TZ_EMPTY;
		if (*q == '.') {
			q++;
			continue;
		}
		while (*q && *q != '/' && *q != ' ') {
			enum tz_type t;
			enum tz_colour c;

			if (zz_tz_letter_piece(*q, &t, &c))
				return zz_said_bad(w,
						   "%s: '%c' is not a piece (Z, A, T white; z, a, t black)",
						   name, *q);
			if (st->n[i] && p->own[i] != (signed char)c)
				return zz_said_bad(w, "%s: a stack holds pieces of one colour", name);
			if (++count[c][t] > have[t])
				return more_than(w, c * TZ_TYPES + t, have[t]);
			p->own[i] = (signed char)c;
			st->t[i][st->n[i]++] = (unsigned char)t;
			q++;
		}
		if (!st->n[i])
			return zz_said_bad(w, "%s: expected '.' or a stack", name);
		p->h[i] = st->n[i];
		p->top[i] = st->t[i][st->n[i] - 1];
		p->tops[p->own[i]][p->top[i]]++;
	}
	if (!strncmp(q, " white ", 7))
		p->side = TZ_WHITE, q += 7;
	else if (!strncmp(q, " black ", 7))
		p->side = TZ_BLACK, q += 7;
	else
		return zz_said_bad(w, "expected the side to move after the points: white or black");
	for (ph = 0; ph <= TZ_OVER; ph++)
		if (!strcmp(q, phase_names[ph]))
			break;
	if (ph > TZ_OVER)
		return zz_said_bad(w, "expected the phase at the end: opening, capture, second or over");
	/*
	 * over, as a game's last position is written: the pieces say why,
	 * read as the start of the turn of the side to move (which has lost
	 * a type, or cannot capture); checked below
	 */
	over = ph == TZ_OVER;
	if (over)
		ph = TZ_CAPTURE;
	if (ph == TZ_OPENING && p->side != TZ_WHITE)
		return zz_said_bad(w, "the opening is White's");
	p->phase = (unsigned char)ph;
	p->winner = TZ_EMPTY;
	p->turn = ph == TZ_OPENING ? 1 : 2;
	/* a side without a stack of each type on top has lost already */
	for (i = 0; i < 2 * TZ_TYPES; i++) {
		int c = i < TZ_TYPES ? !p->side : p->side;

		if (!p->tops[c][i % TZ_TYPES]) {
			p->winner = (signed char)!c;
			p->reason = (unsigned char)(TZ_LOST_TYPE + i % TZ_TYPES);
			p->phase = TZ_OVER;
			return 0;
		}
	}
	if (ph != TZ_SECOND)
		zz_tz_pos_start(p);
	if (over && p->phase != TZ_OVER)
		return zz_said_bad(w,
				   "the phase says over, but the side to move has a capture and every type");
	return 0;
}

int zz_tz_posstr_parse(const char *s, struct tz_pos *p, struct tz_stacks *st, struct zz_buf *err)
{
	const struct zz_said w = ZZ_SAID_ERR(err);

	return parse(s, p, st, &w);
}

int zz_tz_posstr_parse_said(const char *s, struct tz_pos *p, struct tz_stacks *st, struct zz_diag *d,
			    const struct zz_loc *loc)
{
	const struct zz_said w = { NULL, d, loc, ZZ_E_POSITION };

	return parse(s, p, st, &w);
}

/* The points of a position string moved by each symmetry of the board. */
static int position_images(const char *s, struct zz_buf *out, struct zz_buf *err)
{
	const char *field[TZ_POINTS], *q = s + 6, *rest;
	size_t len[TZ_POINTS];
	struct tz_pos p;
	struct tz_stacks st;
	unsigned k;
	int i, j;

	if (zz_tz_posstr_parse(s, &p, &st, err))
		return -1;
	for (i = 0; i < TZ_POINTS; i++) {
		field[i] = q;
		len[i] = strcspn(q, "/ ");
		q += len[i] + 1;
	}
	rest = q - 1;
	for (k = 0; k < TZ_SYMMETRIES; k++) {
		const char *at[TZ_POINTS];
		size_t n[TZ_POINTS];

		for (i = 0; i < TZ_POINTS; i++) {
			j = zz_tz_symmetry(k, i);
			at[j] = field[i];
			n[j] = len[i];
		}
		zz_buf_addstr(out, "tzaar ");
		for (i = 0; i < TZ_POINTS; i++)
			zz_buf_addf(out, "%s%.*s", i ? "/" : "", (int)n[i], at[i]);
		zz_buf_addf(out, "%s\n", rest);
	}
	return 0;
}

/* ---- validate's report ---- */

static void report_setup(struct zz_jw *w, const struct zz_game *g, bool none,
			 struct zz_json_memo *memo)
{
	(void)memo;
	const struct tz_setup *s = tz_setup_of(g);

	zz_jw_key(w, "board");
	zz_jw_str(w, "tzaar");
	zz_jw_key(w, "setup");
	if (none)
		zz_jw_null(w);
	else
		zz_jw_str(w, zz_tz_setup_name(s->kind));
}

/* TZAAR's names of the reasons a game ends for (select --reason). */
static const char *const reason_names[] = { N_("no-tzaar"), N_("no-tzarra"), N_("no-tott"), N_("no-capture"),
					    NULL };

/* TZAAR names the reason, not a set: no-tzaar, ..., no-capture. */
static const char *set_name(int set)
{
	(void)set;
	return NULL;
}

/* a lost type, by its index (the outcome's set), then no-capture */
static const char *reason_name(const struct zz_outcome *o)
{
	if (o->reason == ZZ_REASON_WIN && o->set >= 0 && o->set < TZ_TYPES)
		return reason_names[o->set];
	if (o->reason == ZZ_REASON_NO_MOVE)
		return reason_names[TZ_TYPES];
	return NULL;
}

static void report_result(struct zz_jw *w, const struct zz_replay *m)
{
	const struct tz_replay *r = zz_tz_replay_of(m);
	unsigned c, t;

	zz_jw_key(w, "tops");
	zz_jw_object(w);
	for (c = 0; c < 2; c++) {
		zz_jw_key(w, c ? "black" : "white");
		zz_jw_array(w);
		for (t = 0; t < TZ_TYPES; t++)
			zz_jw_int(w, r->pos.tops[c][t]);
		zz_jw_end_array(w);
	}
	zz_jw_end_object(w);
}

/* LittleGolem's SGF: each game read from the input as it comes */
struct lg_source {
	struct zz_input *in;
	struct zz_diag *d;
};

static void *sgf_open(struct zz_input *in, struct zz_diag *d)
{
	struct lg_source *src = zz_xmalloc(sizeof(*src));

	src->in = in;
	src->d = d;
	return src;
}

static int sgf_read(void *rd, struct zz_game *g)
{
	struct lg_source *src = rd;

	return zz_lg_read(src->in, src->d, g);
}

/* ---- zertz analyze: TZAAR's positions and turns as the search takes them ---- */

static int search_position(const char *s, const char *rules, struct zz_search_position *out,
			   struct zz_buf *err)
{
	struct tz_spos *sp;
	struct tz_pos p;
	struct tz_stacks st;

	if (rules && *rules) {
		zz_buf_addstr(err, _("TZAAR has no rule options"));
		return -1;
	}
	if (zz_tz_posstr_parse(s, &p, &st, err))
		return -1;
	sp = zz_xcalloc(1, sizeof(*sp));
	zz_tz_spos_make(sp, &p, &st);
	out->search = &zz_search_tzaar;
	out->pos = sp;
	out->rules = NULL;
	out->keep = sp;
	return 0;
}

static void search_release(struct zz_search_position *p)
{
	free(p->keep);
	memset(p, 0, sizeof(*p));
}

static void search_turn_write(struct zz_buf *out, const void *pos, const void *turn)
{
	const struct tz_sturn *t = turn;
	unsigned k;

	(void)pos;
	for (k = 0; k < t->nr; k++) {
		if (k)
			zz_buf_addch(out, ' ');
		zz_tz_action_write(out, &t->a[k]);
	}
}

static void search_position_write(struct zz_buf *out, const void *pos)
{
	const struct tz_spos *sp = pos;
	struct tz_stacks st;

	zz_tz_spos_stacks(sp, &st);
	zz_tz_posstr_write(out, &sp->p, &st);
}

/* none: TZAAR has no rule options */
static void search_rules_write(struct zz_buf *out, const void *rules)
{
	(void)out;
	(void)rules;
}

/* perft: actions, from the standard set-up or a position string */
static int perft(const char *s, unsigned long board, const char *rules, unsigned depth,
		 uint64_t *count, struct zz_buf *err)
{
	struct tz_pos p;
	struct tz_stacks st;
	size_t bad;

	if (board != ZZ_NO_BOARD) {
		zz_buf_addstr(err, _("--board is Zertz's: TZAAR has one board"));
		return -1;
	}
	if (rules) {
		zz_buf_addstr(err, _("--rules: TZAAR has no rule options"));
		return -1;
	}
	if (s) {
		struct zz_buf why = ZZ_BUF_INIT;

		if (zz_tz_posstr_parse(s, &p, &st, &why)) {
			zz_buf_addf(err, _("--position: %s"), why.buf);
			zz_buf_release(&why);
			return -1;
		}
		zz_buf_release(&why);
	} else if (zz_tz_pos_setup(&p, &st, zz_tz_standard_setup, TZ_POINTS, &bad)) {
		zz_buf_addstr(err, _("the standard TZAAR set-up does not read")); /* not reached */
		return -1;
	} else {
		zz_tz_pos_start(&p);
	}
	*count = zz_tz_perft(&p, depth);
	return 0;
}

const struct zz_text_kind zz_text_tzaar = {
	.kind = &zz_kind_tzaar,
	.notation = &action_fmt,
	.settle = settle,
	.setup_tag = setup_tag,
	.tags_write = tags_write,
	.json_setup = json_setup,
	.setup_keys = setup_keys,
	.turn_parse = turn_parse,
	.turn_write = turn_write,
	.position_write = position_write,
	.position_images = position_images,
	.report_setup = report_setup,
	.set_name = set_name,
	.reason_name = reason_name,
	.reason_names = reason_names,
	.stats = &zz_stats_tzaar,
	.report_result = report_result,
	.draw = &zz_draw_tzaar,
	.sgf_detect = zz_lg_detect,
	.sgf_open = sgf_open,
	.sgf_read = sgf_read,
	.sgf_close = free,
	.perft = perft,
	.search_position = search_position,
	.search_release = search_release,
	.search_turn_write = search_turn_write,
	.search_position_write = search_position_write,
	.search_rules_write = search_rules_write,
};
