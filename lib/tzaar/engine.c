/*
 * TZAAR's rules (spec/TZAAR.md 3): lines, captures, stacks, phases, the
 * end of the game, perft.
 */
#include "tzaar.h"

#include <pthread.h>
#include <string.h>

#include "banned.h"

const unsigned char zz_tz_column_size[9] = { 5, 6, 7, 8, 8, 8, 7, 6, 5 };
const unsigned char zz_tz_column_first[9] = { 0, 5, 11, 18, 26, 34, 42, 49, 55 };

const char zz_tz_standard_setup[TZ_POINTS + 1] =
	"ttttTTaaaATTAzzZATTAZtTZATTAZTtzattaztTzattazZZattaAAAttTTTT";

/*
 * Geometry.  On the full hexagon of side 5 (61 cells, column E of 9 with
 * its centre, E5 in full numbering, cut out), cell k of column c (from 0 at
 * the bottom) lies at height y = 2k + |c - 4|: a column's neighbours are
 * one column across and one unit up or down, its own cells two units
 * apart.  The six lines are the steps (0, +-2) and (+-1, +-1).
 */
static const signed char dir_dc[TZ_DIRS] = { 0, 0, 1, 1, -1, -1 };
static const signed char dir_dy[TZ_DIRS] = { 2, -2, 1, -1, 1, -1 };

/* built once, whichever thread asks first (pthread_once), read-only after */
static struct tz_rays the_rays;
static pthread_once_t rays_once = PTHREAD_ONCE_INIT;

/* The point at column c, height y: TZ_NO_POINT off the board or at the centre. */
static int point_at(int c, int y)
{
	int off, k, full;

	if (c < 0 || c > 8)
		return TZ_NO_POINT;
	off = c < 4 ? 4 - c : c - 4;
	full = 9 - off;
	if (y < off || (y - off) % 2)
		return TZ_NO_POINT;
	k = (y - off) / 2;
	if (k >= full)
		return TZ_NO_POINT;
	if (c == 4) {
		if (k == 4)
			return TZ_NO_POINT;	/* the centre */
		if (k > 4)
			k--;
	}
	return zz_tz_column_first[c] + k;
}

static void make_rays(void)
{
	int c, k, d;

	for (c = 0; c < 9; c++)
		for (k = 0; k < zz_tz_column_size[c]; k++) {
			int p = zz_tz_column_first[c] + k;
			int off = c < 4 ? 4 - c : c - 4;
			int full = c == 4 && k >= 4 ? k + 1 : k;
			int y = 2 * full + off;

			for (d = 0; d < TZ_DIRS; d++) {
				int n = 0, cc = c, yy = y, q;

				for (;;) {
					cc += dir_dc[d];
					yy += dir_dy[d];
					q = point_at(cc, yy);
					if (q == TZ_NO_POINT)
						break;
					the_rays.r[p][d][n++] = (signed char)q;
				}
				while (n <= TZ_RAY_MAX)
					the_rays.r[p][d][n++] = TZ_NO_POINT;
			}
		}
}

const signed char *zz_tz_ray(int point, int d)
{
	pthread_once(&rays_once, make_rays);
	return the_rays.r[point][d];
}

const struct tz_rays *zz_tz_rays(void)
{
	pthread_once(&rays_once, make_rays);
	return &the_rays;
}

int zz_tz_symmetry(unsigned sym, int point)
{
	int c = 0, k, off, full, x, z, t;
	unsigned i;

	while (c < 8 && point >= zz_tz_column_first[c + 1])
		c++;
	k = point - zz_tz_column_first[c];
	off = c < 4 ? 4 - c : c - 4;
	full = c == 4 && k >= 4 ? k + 1 : k;
	/* cube coordinates about the centre: x the column, z along it */
	x = c - 4;
	z = (2 * full + off - 8 - x) / 2;
	if (sym >= TZ_SYMMETRIES / 2) {
		/* the mirror up and down a column: (x, y, z) -> (x, z, y) */
		z = -x - z;
		sym -= TZ_SYMMETRIES / 2;
	}
	for (i = 0; i < sym; i++) {
		/* a sixth of a turn: (x, y, z) -> (-z, -x, -y) */
		t = x;
		x = -z;
		z = t + z;
	}
	return point_at(x + 4, 2 * z + x + 8);
}

void zz_tz_point_name(int point, char out[3])
{
	int c = 0;

	while (c < 8 && point >= zz_tz_column_first[c + 1])
		c++;
	out[0] = (char)('A' + c);
	out[1] = (char)('1' + point - zz_tz_column_first[c]);
	out[2] = '\0';
}

int zz_tz_point_parse(const char *s, size_t n)
{
	int c, k;

	if (n != 2)
		return TZ_NO_POINT;
	c = s[0] >= 'a' && s[0] <= 'i' ? s[0] - 'a' : s[0] >= 'A' && s[0] <= 'I' ? s[0] - 'A' : -1;
	k = s[1] - '1';
	if (c < 0 || k < 0 || k >= zz_tz_column_size[c])
		return TZ_NO_POINT;
	return zz_tz_column_first[c] + k;
}

char zz_tz_type_letter(enum tz_type t, enum tz_colour c)
{
	static const char up[] = "ZAT", low[] = "zat";

	return c == TZ_WHITE ? up[t] : low[t];
}

int zz_tz_letter_piece(char ch, enum tz_type *t, enum tz_colour *c)
{
	switch (ch) {
	case 'Z': *t = TZ_TZAAR; *c = TZ_WHITE; return 0;
	case 'A': *t = TZ_TZARRA; *c = TZ_WHITE; return 0;
	case 'T': *t = TZ_TOTT; *c = TZ_WHITE; return 0;
	case 'z': *t = TZ_TZAAR; *c = TZ_BLACK; return 0;
	case 'a': *t = TZ_TZARRA; *c = TZ_BLACK; return 0;
	case 't': *t = TZ_TOTT; *c = TZ_BLACK; return 0;
	default: return -1;
	}
}

const char *zz_tz_type_name(enum tz_type t)
{
	static const char *const names[TZ_TYPES] = { "tzaar", "tzarra", "tott" };

	return names[t];
}

/* ---- positions ---- */

int zz_tz_pos_setup(struct tz_pos *p, struct tz_stacks *s, const char *setup, size_t len,
		    size_t *bad)
{
	size_t i;

	memset(p, 0, sizeof(*p));
	if (s)
		memset(s, 0, sizeof(*s));
	for (i = 0; i < TZ_POINTS && i < len; i++) {
		enum tz_type t;
		enum tz_colour c;

		if (setup[i] == '.') {
			p->own[i] = TZ_EMPTY;
			continue;
		}
		if (zz_tz_letter_piece(setup[i], &t, &c)) {
			*bad = i;
			return -1;
		}
		p->own[i] = (signed char)c;
		p->top[i] = (unsigned char)t;
		p->h[i] = 1;
		p->tops[c][t]++;
		if (s) {
			s->n[i] = 1;
			s->t[i][0] = (unsigned char)t;
		}
	}
	if (len != TZ_POINTS) {
		*bad = TZ_POINTS;
		return -1;
	}
	p->side = TZ_WHITE;
	p->phase = TZ_OPENING;
	p->winner = TZ_EMPTY;
	p->reason = TZ_NOT_OVER;
	p->turn = 1;
	return 0;
}

/* The target of a move from p along d: the first occupied point, or TZ_NO_POINT. */
static int target(const struct tz_rays *rs, const struct tz_pos *p, int from, int d)
{
	const signed char *r = rs->r[from][d];
	int i;

	for (i = 0; r[i] != TZ_NO_POINT; i++)
		if (p->own[r[i]] != TZ_EMPTY)
			return r[i];
	return TZ_NO_POINT;
}

bool zz_tz_has_capture(const struct tz_pos *p, int c)
{
	const struct tz_rays *rs = zz_tz_rays();
	int from, d;

	for (from = 0; from < TZ_POINTS; from++) {
		if (p->own[from] != c)
			continue;
		for (d = 0; d < TZ_DIRS; d++) {
			int q = target(rs, p, from, d);

			if (q != TZ_NO_POINT && p->own[q] == !c && p->h[q] <= p->h[from])
				return true;
		}
	}
	return false;
}

/* The start of a turn: a player without a capture loses. */
static void turn_start(struct tz_pos *p)
{
	if (!zz_tz_has_capture(p, p->side)) {
		p->winner = (signed char)!p->side;
		p->reason = TZ_NO_CAPTURE;
		p->phase = TZ_OVER;
	}
}

void zz_tz_pos_start(struct tz_pos *p)
{
	if (p->phase != TZ_OVER)
		turn_start(p);
}

static size_t gen(const struct tz_pos *p, struct tz_action *out, bool count_only)
{
	const struct tz_rays *rs = zz_tz_rays();
	size_t n = 0;
	int from, d, me = p->side;
	bool stacks = p->phase == TZ_SECOND;

	if (p->phase == TZ_OVER)
		return 0;
	for (from = 0; from < TZ_POINTS; from++) {
		if (p->own[from] != me)
			continue;
		for (d = 0; d < TZ_DIRS; d++) {
			int q = target(rs, p, from, d);
			unsigned char kind;

			if (q == TZ_NO_POINT)
				continue;
			if (p->own[q] != me && p->h[q] <= p->h[from])
				kind = TZ_ACT_CAPTURE;
			else if (p->own[q] == me && stacks)
				kind = TZ_ACT_STACK;
			else
				continue;
			if (!count_only) {
				out[n].kind = kind;
				out[n].from = (signed char)from;
				out[n].to = (signed char)q;
			}
			n++;
		}
	}
	if (stacks) {
		if (!count_only) {
			out[n].kind = TZ_ACT_PASS;
			out[n].from = out[n].to = TZ_NO_POINT;
		}
		n++;
	}
	return n;
}

size_t zz_tz_actions(const struct tz_pos *p, struct tz_action *out)
{
	return gen(p, out, false);
}

size_t zz_tz_count_actions(const struct tz_pos *p)
{
	return gen(p, NULL, true);
}

enum tz_illegal zz_tz_check(const struct tz_pos *p, const struct tz_action *a)
{
	int d, q = TZ_NO_POINT;
	const signed char *r;
	int i;

	if (p->phase == TZ_OVER)
		return TZ_ILL_OVER;
	if (a->kind == TZ_ACT_PASS)
		return p->phase == TZ_SECOND ? TZ_LEGAL : TZ_ILL_PASS_FIRST;
	if (p->phase != TZ_SECOND && a->kind != TZ_ACT_CAPTURE)
		return TZ_ILL_NOT_CAPTURE;
	if (p->own[a->from] != p->side)
		return TZ_ILL_FROM;
	for (d = 0; d < TZ_DIRS && q == TZ_NO_POINT; d++) {
		r = zz_tz_ray(a->from, d);
		for (i = 0; r[i] != TZ_NO_POINT; i++)
			if (r[i] == a->to) {
				q = a->to;
				break;
			}
		if (q != TZ_NO_POINT) {
			/* the points between must be empty */
			int j;

			for (j = 0; j < i; j++)
				if (p->own[r[j]] != TZ_EMPTY)
					return TZ_ILL_BLOCKED;
		}
	}
	if (q == TZ_NO_POINT)
		return TZ_ILL_LINE;
	if (p->own[q] == TZ_EMPTY)
		return TZ_ILL_EMPTY;
	if (a->kind == TZ_ACT_CAPTURE) {
		if (p->own[q] == p->side)
			return TZ_ILL_OWN;
		if (p->h[q] > p->h[a->from])
			return TZ_ILL_TALLER;
		return TZ_LEGAL;
	}
	return p->own[q] == p->side ? TZ_LEGAL : TZ_ILL_STACK_ENEMY;
}

/*
 * The mover's turn is over: the other side's starts, unless it cannot (the
 * turn then stays the last one played).
 */
static void next_turn(struct tz_pos *p)
{
	p->side = (unsigned char)!p->side;
	p->phase = TZ_CAPTURE;
	turn_start(p);
	if (p->phase != TZ_OVER)
		p->turn++;
}

static void lose(struct tz_pos *p, int loser, enum tz_type t)
{
	p->winner = (signed char)!loser;
	p->reason = (unsigned char)(TZ_LOST_TYPE + t);
	p->phase = TZ_OVER;
}

void zz_tz_apply(struct tz_pos *p, struct tz_stacks *s, const struct tz_action *a)
{
	int me = p->side, from = a->from, to = a->to;

	if (a->kind == TZ_ACT_CAPTURE) {
		int them = p->own[to];
		enum tz_type lost = (enum tz_type)p->top[to];

		p->tops[them][lost]--;
		p->own[to] = (signed char)me;
		p->top[to] = p->top[from];
		p->h[to] = p->h[from];
		p->own[from] = TZ_EMPTY;
		p->h[from] = 0;
		if (s) {
			memcpy(s->t[to], s->t[from], s->n[from]);
			s->n[to] = s->n[from];
			s->n[from] = 0;
		}
		if (!p->tops[them][lost]) {
			lose(p, them, lost);
			return;
		}
	} else if (a->kind == TZ_ACT_STACK) {
		enum tz_type buried = (enum tz_type)p->top[to];

		p->tops[me][buried]--;
		p->top[to] = p->top[from];
		p->h[to] = (unsigned char)(p->h[to] + p->h[from]);
		p->own[from] = TZ_EMPTY;
		p->h[from] = 0;
		if (s) {
			size_t n = s->n[from];

			if (s->n[to] + n > TZ_PIECES)
				n = TZ_PIECES - s->n[to];	/* not reached: 30 pieces a side */
			memcpy(s->t[to] + s->n[to], s->t[from], n);
			s->n[to] = (unsigned char)(s->n[to] + n);
			s->n[from] = 0;
		}
		if (!p->tops[me][buried]) {
			lose(p, me, buried);
			return;
		}
	}
	if (p->phase == TZ_CAPTURE)
		p->phase = TZ_SECOND;
	else
		next_turn(p);
}

uint64_t zz_tz_perft(const struct tz_pos *p, unsigned depth)
{
	struct tz_action a[TZ_ACTIONS_MAX];
	size_t n, i;
	uint64_t sum = 0;

	if (depth == 0)
		return 1;
	n = zz_tz_actions(p, a);
	if (depth == 1)
		return n;
	for (i = 0; i < n; i++) {
		struct tz_pos q = *p;

		zz_tz_apply(&q, NULL, &a[i]);
		sum += zz_tz_perft(&q, depth - 1);
	}
	return sum;
}
