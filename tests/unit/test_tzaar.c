/*
 * TZAAR's engine against values that do not come from it: the board of
 * spec/TZAAR.md 1 and the corpus README's diagram (lines, the cut centre),
 * the perft counts the spec gives, and small positions worked out by hand
 * for each way a game ends (spec/TZAAR.md 3), and the search's bound
 * (lib/tzaar/search.c) at its edges, on positions whose captures are
 * counted by hand.
 */
#include "zz_test.h"

#include "lg.h"
#include "tposstr.h"
#include "tsearch.h"
#include "tzaar.h"
#include "canon_check.h"

/* Directions of zz_tz_ray(): up, down, up-right, down-right, up-left, down-left. */
enum { UP, DOWN, UP_RIGHT, DOWN_RIGHT, UP_LEFT, DOWN_LEFT };

static int pt(const char *s)
{
	int p = zz_tz_point_parse(s, 2);

	if (p == TZ_NO_POINT)
		fail_msg("'%s' is not a point", s);
	return p;
}

/* The ray from a point, as labels "B2 C3 D4". */
static void ray_text(const char *from, int d, char *out)
{
	const signed char *r = zz_tz_ray(pt(from), d);
	int i;

	out[0] = '\0';
	for (i = 0; r[i] != TZ_NO_POINT; i++) {
		char name[3];

		zz_tz_point_name(r[i], name);
		if (i)
			strcat(out, " ");
		strcat(out, name);
	}
}

static void test_tzaar_board(void **state)
{
	char text[64];
	int p, d, n, total = 0;

	(void)state;
	/* 60 points, labelled column by column as the rulebook does */
	assert_int_equal(pt("A1"), 0);
	assert_int_equal(pt("I5"), 59);
	assert_int_equal(pt("e8"), 33);
	assert_int_equal(zz_tz_point_parse("E9", 2), TZ_NO_POINT);
	assert_int_equal(zz_tz_point_parse("J1", 2), TZ_NO_POINT);
	/* the diagram: A1's line up-right is B2, C3, D4, then the centre */
	ray_text("A1", UP_RIGHT, text);
	assert_string_equal(text, "B2 C3 D4");
	/* column E is cut between E4 and E5; D4-F5 and D5-F4 too */
	ray_text("E1", UP, text);
	assert_string_equal(text, "E2 E3 E4");
	ray_text("E5", DOWN, text);
	assert_string_equal(text, "");
	ray_text("D5", DOWN_RIGHT, text);
	assert_string_equal(text, "");
	ray_text("F5", DOWN_LEFT, text);
	assert_string_equal(text, "");
	/* a line that passes beside the centre goes on: I2 to B6 */
	ray_text("I2", UP_LEFT, text);
	assert_string_equal(text, "H3 G4 F5 E5 D6 C6 B6");
	/*
	 * Neighbours, counted on the diagram: the six corners have 3, the
	 * other 18 edge points 4, the six around the centre 5, the 30 others 6.
	 */
	for (p = 0; p < TZ_POINTS; p++) {
		for (n = 0, d = 0; d < TZ_DIRS; d++)
			n += zz_tz_ray(p, d)[0] != TZ_NO_POINT;
		total += n;
	}
	assert_int_equal(total, 6 * 3 + 18 * 4 + 6 * 5 + 30 * 6);
}

static void test_tzaar_perft(void **state)
{
	struct tz_pos p;
	size_t bad;

	(void)state;
	assert_int_equal(zz_tz_pos_setup(&p, NULL, zz_tz_standard_setup, TZ_POINTS, &bad), 0);
	zz_tz_pos_start(&p);
	/* spec/TZAAR.md 5 */
	assert_int_equal(zz_tz_perft(&p, 0), 1);
	assert_int_equal(zz_tz_perft(&p, 1), 42);
	assert_int_equal(zz_tz_perft(&p, 2), 1797);
	/* the count without the list is the list's length */
	assert_int_equal(zz_tz_count_actions(&p), 42);
	/* a set-up string of the wrong length, or of what is no piece */
	assert_int_equal(zz_tz_pos_setup(&p, NULL, "TTT", 3, &bad), -1);
	assert_int_equal(bad, TZ_POINTS);
	{
		char wrong[TZ_POINTS + 1];

		memcpy(wrong, zz_tz_standard_setup, sizeof(wrong));
		wrong[7] = 'Q';
		assert_int_equal(zz_tz_pos_setup(&p, NULL, wrong, TZ_POINTS, &bad), -1);
		assert_int_equal(bad, 7);
	}
}

/* A position string from "POINT:STACK" pairs, the other points empty. */
static void position(struct tz_pos *p, struct tz_stacks *st, const char *side,
		     const char *phase, const char *const *stacks)
{
	char fields[TZ_POINTS][8];
	struct zz_buf s = ZZ_BUF_INIT, err = ZZ_BUF_INIT;
	int i;

	for (i = 0; i < TZ_POINTS; i++)
		strcpy(fields[i], ".");
	for (i = 0; stacks[i]; i++) {
		int k = pt(stacks[i]);

		if (k < 0 || k >= TZ_POINTS || strlen(stacks[i] + 3) >= sizeof(fields[0]))
			fail_msg("bad test stack '%s'", stacks[i]);
		else
			strcpy(fields[k], stacks[i] + 3);
	}
	zz_buf_addstr(&s, "tzaar ");
	for (i = 0; i < TZ_POINTS; i++)
		zz_buf_addf(&s, "%s%s", i ? "/" : "", fields[i]);
	zz_buf_addf(&s, " %s %s", side, phase);
	if (zz_tz_posstr_parse(s.buf, p, st, &err))
		fail_msg("bad test position: %s", err.buf);
	zz_buf_release(&s);
	zz_buf_release(&err);
}

static struct tz_action act(int kind, const char *from, const char *to)
{
	struct tz_action a;

	a.kind = (unsigned char)kind;
	a.from = (signed char)(from ? pt(from) : TZ_NO_POINT);
	a.to = (signed char)(to ? pt(to) : TZ_NO_POINT);
	return a;
}

static void test_tzaar_endings(void **state)
{
	/* White on A1-A3 (Tott, Tzaar, Tzarra), Black on I1-I3 (tott, tzaar, tzarra) */
	static const char *const apart[] = { "A1:T", "A2:Z", "A3:A", "I1:t", "I2:z", "I3:a", NULL };
	/* the same, but Black's one Tzarra is on A4, above White's */
	static const char *const meet[] = { "A1:T", "A2:Z", "A3:A", "A4:a", "I1:t", "I2:z", NULL };
	struct tz_pos p;
	struct tz_stacks st;
	struct tz_action a;

	(void)state;
	/*
	 * White stacks its Tott on its Tzaar: the new stack is topped by the
	 * Tott, White has no Tzaar on top and loses at once (no-tzaar).
	 */
	position(&p, &st, "white", "second", apart);
	a = act(TZ_ACT_STACK, "A1", "A2");
	assert_int_equal(zz_tz_check(&p, &a), TZ_LEGAL);
	zz_tz_apply(&p, &st, &a);
	assert_int_equal(p.phase, TZ_OVER);
	assert_int_equal(p.winner, TZ_BLACK);
	assert_int_equal(p.reason, TZ_LOST_TYPE + TZ_TZAAR);
	assert_int_equal(p.h[pt("A2")], 2);
	assert_int_equal(st.t[pt("A2")][0], TZ_TZAAR);
	assert_int_equal(st.t[pt("A2")][1], TZ_TOTT);
	/*
	 * White passes; Black, to start its turn, has no capture (no line from
	 * I1-I3 reaches column A: I1's up-left stops at the centre) and loses.
	 */
	position(&p, &st, "white", "second", apart);
	assert_false(zz_tz_has_capture(&p, TZ_BLACK));
	a = act(TZ_ACT_PASS, NULL, NULL);
	zz_tz_apply(&p, &st, &a);
	assert_int_equal(p.phase, TZ_OVER);
	assert_int_equal(p.winner, TZ_WHITE);
	assert_int_equal(p.reason, TZ_NO_CAPTURE);
	/*
	 * White's Tzarra takes Black's only Tzarra on A4: Black loses at once,
	 * on the first action of the turn (no-tzarra).
	 */
	position(&p, &st, "white", "capture", meet);
	a = act(TZ_ACT_CAPTURE, "A3", "A4");
	assert_int_equal(zz_tz_check(&p, &a), TZ_LEGAL);
	zz_tz_apply(&p, &st, &a);
	assert_int_equal(p.phase, TZ_OVER);
	assert_int_equal(p.winner, TZ_WHITE);
	assert_int_equal(p.reason, TZ_LOST_TYPE + TZ_TZARRA);
	/* the first action is a capture: a stack or a pass is not */
	position(&p, &st, "white", "capture", meet);
	a = act(TZ_ACT_STACK, "A1", "A2");
	assert_int_equal(zz_tz_check(&p, &a), TZ_ILL_NOT_CAPTURE);
	a = act(TZ_ACT_PASS, NULL, NULL);
	assert_int_equal(zz_tz_check(&p, &a), TZ_ILL_PASS_FIRST);
	/* A1 to A4 passes over A2 and A3 */
	a = act(TZ_ACT_CAPTURE, "A1", "A4");
	assert_int_equal(zz_tz_check(&p, &a), TZ_ILL_BLOCKED);
}

static void test_tzaar_heights(void **state)
{
	/*
	 * A white stack of 2 on A3 under Black's single a on A4, and the
	 * reverse (a black t on B3, in line with A2, leaves White a capture:
	 * else White, unable to start its turn, has lost already).
	 */
	static const char *const tall[] = { "A1:T", "A2:Z", "A3:TA", "A4:a", "B3:t", "I1:t", "I2:z", "I3:a", NULL };
	static const char *const low[] = { "A1:T", "A2:Z", "A3:A", "A4:ta", "B3:t", "I1:t", "I2:z", "I3:a", NULL };
	struct tz_pos p;
	struct tz_stacks st;
	struct tz_action a;

	(void)state;
	position(&p, &st, "white", "capture", tall);
	a = act(TZ_ACT_CAPTURE, "A3", "A4");
	assert_int_equal(zz_tz_check(&p, &a), TZ_LEGAL);
	zz_tz_apply(&p, &st, &a);
	/* the mover keeps its height */
	assert_int_equal(p.h[pt("A4")], 2);
	position(&p, &st, "white", "capture", low);
	a = act(TZ_ACT_CAPTURE, "A3", "A4");
	assert_int_equal(zz_tz_check(&p, &a), TZ_ILL_TALLER);
}

/*
 * The board's symmetries, from the diagram: a half turn takes the bottom
 * of column A to the top of column I and E1 to E8; the mirror turns each
 * column upside down; a sixth of a turn moves each of the six corners to
 * the next one round the hexagon; and every symmetry keeps neighbours
 * neighbours.
 */
static void test_tzaar_symmetries(void **state)
{
	static const char *const corners[6] = { "A1", "A5", "E8", "I5", "I1", "E1" };
	unsigned k;
	int p, q, d, e, i, step;

	(void)state;
	for (p = 0; p < TZ_POINTS; p++)
		assert_int_equal(zz_tz_symmetry(0, p), p);
	assert_int_equal(zz_tz_symmetry(3, pt("A1")), pt("I5"));
	assert_int_equal(zz_tz_symmetry(3, pt("A5")), pt("I1"));
	assert_int_equal(zz_tz_symmetry(3, pt("E1")), pt("E8"));
	assert_int_equal(zz_tz_symmetry(3, pt("E4")), pt("E5"));
	assert_int_equal(zz_tz_symmetry(3, pt("B1")), pt("H6"));
	assert_int_equal(zz_tz_symmetry(6, pt("A1")), pt("A5"));
	assert_int_equal(zz_tz_symmetry(6, pt("B2")), pt("B5"));
	assert_int_equal(zz_tz_symmetry(6, pt("E4")), pt("E5"));
	assert_int_equal(zz_tz_symmetry(6, pt("D1")), pt("D8"));
	/* a sixth of a turn: every corner to the next, one way round */
	for (step = 1; step < 6; step++)
		if (zz_tz_symmetry(1, pt(corners[0])) == pt(corners[step]))
			break;
	assert_true(step == 1 || step == 5);
	for (i = 0; i < 6; i++)
		assert_int_equal(zz_tz_symmetry(1, pt(corners[i])), pt(corners[(i + step) % 6]));
	for (k = 0; k < TZ_SYMMETRIES; k++) {
		bool hit[TZ_POINTS] = { false };

		for (p = 0; p < TZ_POINTS; p++) {
			int to = zz_tz_symmetry(k, p);

			assert_true(to >= 0 && to < TZ_POINTS);
			assert_false(hit[to]);
			hit[to] = true;
			for (d = 0; d < TZ_DIRS; d++) {
				q = zz_tz_ray(p, d)[0];
				if (q == TZ_NO_POINT)
					continue;
				for (e = 0; e < TZ_DIRS; e++)
					if (zz_tz_ray(to, e)[0] == zz_tz_symmetry(k, q))
						break;
				assert_true(e < TZ_DIRS);
			}
		}
	}
	/* six sixths are the whole turn */
	for (p = 0; p < TZ_POINTS; p++) {
		q = p;
		for (i = 0; i < 6; i++)
			q = zz_tz_symmetry(1, q);
		assert_int_equal(q, p);
	}
}

/*
 * LittleGolem's axial points (zertz(5)): q = first letter - 'o' is the
 * column (A = -4), r = second letter - 'o', with |r| and |q + r| at most 4;
 * a column's points go up as r grows, E skipping the centre "oo".
 */
static void test_tzaar_littlegolem_points(void **state)
{
	static const char *const cases[][2] = {
		{ "ko", "A1" }, { "ks", "A5" }, { "ln", "B1" }, { "ok", "E1" },
		{ "on", "E4" }, { "op", "E5" }, { "os", "E8" }, { "pk", "F1" },
		{ "sk", "I1" }, { "so", "I5" },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		assert_int_equal(zz_lg_point(cases[i][0][0], cases[i][0][1]), pt(cases[i][1]));
	assert_int_equal(zz_lg_point('o', 'o'), -1);	/* the centre */
	assert_int_equal(zz_lg_point('k', 'k'), -1);	/* |q + r| = 8 */
	assert_int_equal(zz_lg_point('t', 'o'), -1);
}

/*
 * Every pair of letters: a point exactly when both are k..s, |q + r| <= 4
 * and it is not the centre; 60 points, each once, in the column q names.
 */
static void test_tzaar_littlegolem_all_pairs(void **state)
{
	bool seen[TZ_POINTS] = { false };
	int a, b, n = 0;

	(void)state;
	for (a = 'a'; a <= 'z'; a++)
		for (b = 'a'; b <= 'z'; b++) {
			int q = a - 'o', r = b - 'o', p = zz_lg_point((char)a, (char)b);
			bool on = a >= 'k' && a <= 's' && b >= 'k' && b <= 's' &&
				  q + r >= -4 && q + r <= 4 && !(q == 0 && r == 0);
			char name[3];

			assert_int_equal(p >= 0, on);
			if (p < 0)
				continue;
			assert_true(p < TZ_POINTS);
			assert_false(seen[p]);
			seen[p] = true;
			n++;
			zz_tz_point_name(p, name);
			assert_int_equal(name[0], 'A' + q + 4);
		}
	assert_int_equal(n, TZ_POINTS);
}

/* The captures of the side to move (the engine's, to show a position is as built). */
static unsigned captures(const char *side, const char *const *stacks)
{
	struct tz_pos p;
	struct tz_stacks st;
	struct tz_action a[TZ_ACTIONS_MAX];
	size_t n, i;
	unsigned c = 0;

	position(&p, &st, side, "capture", stacks);
	n = zz_tz_actions(&p, a);
	for (i = 0; i < n; i++)
		c += a[i].kind == TZ_ACT_CAPTURE;
	return c;
}

/* The bound's answer, White to move: may it win in n (lose: may it lose in n)? */
static bool bound(const char *const *stacks, bool lose, unsigned n)
{
	struct tz_pos p;
	struct tz_stacks st;
	struct tz_spos sp;

	position(&p, &st, "white", "capture", stacks);
	zz_tz_spos_make(&sp, &p, &st);
	return lose ? zz_search_tzaar.may_lose(NULL, &sp, n) : zz_search_tzaar.may_win(NULL, &sp, n);
}

/*
 * The bound (lib/tzaar/search.c): White may win in n unless Black holds
 * more than 6n - 2 captures on pairwise distinct points and more than 2n
 * stacks topped by each type; White may lose in n unless it holds more
 * than 6n such captures of its own and more than 2n of each type.
 *
 * Six pairs, each a Black stack of two right by a White one of two (A1
 * over A2, C7 over C6, E1 under E2, E8 over E7, G7 over G6, I1 under I2),
 * no line from one pair reaching another: Black has six captures, on
 * twelve distinct points.  D4, D5 and F4 are single black pieces, which
 * take nothing; Black's tops are three of each type.
 */
static void test_tzaar_bound(void **state)
{
#define PAIRS "A1:tz", "A2:TZ", "E1:ta", "E2:TT", "E8:ta", "E7:TZ", "I1:tz", "I2:TA"
#define SINGLES "D4:t", "D5:z", "F4:a"
	static const char *const six[] = { PAIRS, "C7:at", "C6:TA", "G7:at", "G6:TT", SINGLES, NULL };
	/* G6 of three: G7 cannot take it (a stack takes one no higher) */
	static const char *const five[] = { PAIRS, "C7:at", "C6:TA", "G7:at", "G6:TTT", SINGLES, NULL };
	/* C6 of three too */
	static const char *const four[] = { PAIRS, "C7:at", "C6:TTA", "G7:at", "G6:TTT", SINGLES, NULL };
	/* and A3 over A2: a fifth capture, of A2 again (four distinct) */
	static const char *const again[] = { PAIRS,    "C7:at", "C6:TTA", "G7:at",
					     "G6:TTT", SINGLES, "A3:tz",  NULL };
	/* six, but D5 empty: two stacks topped by a Tzaar */
	static const char *const two[] = { PAIRS, "C7:at", "C6:TA", "G7:at", "G6:TT", "D4:t", "F4:a", NULL };
#undef PAIRS
#undef SINGLES
	/* the colours the other way, and a seventh pair (A5 over A4) */
#define PAIRS "A1:TZ", "A2:tz", "E1:TA", "E2:tt", "E8:TA", "E7:tz", "I1:TZ", "I2:ta"
#define SINGLES "D4:T", "D5:Z", "F4:A"
	static const char *const own6[] = { PAIRS, "C7:AT", "C6:ta", "G7:AT", "G6:tt", SINGLES, NULL };
	static const char *const own7[] = { PAIRS,   "C7:AT", "C6:ta", "G7:AT", "G6:tt",
					    SINGLES, "A5:TZ", "A4:tz", NULL };
	/* seven, but A5 topped by a Tott and D5 empty: two Tzaars */
	static const char *const own7two[] = { PAIRS,  "C7:AT", "C6:ta", "G7:AT", "G6:tt",
					       "D4:T", "F4:A",	"A5:ZT", "A4:tz", NULL };
#undef PAIRS
#undef SINGLES

	(void)state;
	/* the positions are as built: the engine's captures */
	assert_int_equal(captures("black", six), 6);
	assert_int_equal(captures("black", five), 5);
	assert_int_equal(captures("black", four), 4);
	assert_int_equal(captures("black", again), 5);
	assert_int_equal(captures("black", two), 6);
	assert_int_equal(captures("white", own6), 6);
	assert_int_equal(captures("white", own7), 7);
	assert_int_equal(captures("white", own7two), 7);
	/* may_win at n = 1: more than 4 distinct captures and 3 of each type hold */
	assert_false(bound(six, false, 1));
	assert_false(bound(five, false, 1));
	assert_true(bound(four, false, 1));
	assert_true(bound(again, false, 1)); /* a point counted twice is not two */
	assert_true(bound(two, false, 1));   /* two Tzaars: both may go in a turn */
	assert_true(bound(six, false, 2));   /* n = 2 wants 11 */
	/* may_lose at n = 1: more than 6 of its own and 3 of each type hold */
	assert_false(bound(own7, true, 1));
	assert_true(bound(own6, true, 1));
	assert_true(bound(own7two, true, 1));
	assert_true(bound(own7, true, 2)); /* n = 2 wants 13 */
}

/* Whether a and b are one position, field by field (no padding compared). */
static bool same_spos(const struct tz_spos *a, const struct tz_spos *b)
{
	return !memcmp(a->p.own, b->p.own, sizeof(a->p.own)) &&
		!memcmp(a->p.top, b->p.top, sizeof(a->p.top)) && !memcmp(a->p.h, b->p.h, sizeof(a->p.h)) &&
		!memcmp(a->p.tops, b->p.tops, sizeof(a->p.tops)) && a->p.side == b->p.side &&
		a->p.phase == b->p.phase && a->p.winner == b->p.winner && a->p.reason == b->p.reason &&
		a->p.turn == b->p.turn && !memcmp(a->pieces, b->pieces, sizeof(a->pieces));
}

/* A turn's points moved by symmetry sym. */
static void map_turn(struct tz_sturn *t, unsigned sym)
{
	unsigned i;

	for (i = 0; i < t->nr; i++) {
		if (t->a[i].from != TZ_NO_POINT)
			t->a[i].from = (signed char)zz_tz_symmetry(sym, t->a[i].from);
		if (t->a[i].to != TZ_NO_POINT)
			t->a[i].to = (signed char)zz_tz_symmetry(sym, t->a[i].to);
	}
}

/*
 * The search's symmetric positions (zz_search_tzaar.symmetric), held to
 * the points' own map: over games of random turns from the standard
 * start, each symmetry of a position has as many turns, and each turn,
 * its points mapped, leads to the symmetric of where the turn leads, with
 * the same verdict.
 */
static void test_tzaar_search_symmetric(void **state)
{
	static struct tz_sturn turns[TZ_TURNS_MAX], other[TZ_TURNS_MAX];
	const struct zz_search_kind *k = &zz_search_tzaar;
	unsigned long long seed = 3;
	unsigned game, checked = 0, moved = 0, same = 0;
	size_t bad;

	(void)state;
	for (game = 0; game < 4; game++) {
		struct tz_pos start;
		struct tz_spos p, next;
		unsigned turn;

		assert_int_equal(zz_tz_pos_setup(&start, NULL, zz_tz_standard_setup, TZ_POINTS, &bad), 0);
		zz_tz_pos_start(&start);
		zz_tz_spos_make(&p, &start, NULL);
		assert_int_equal(k->symmetries(NULL, &p), TZ_SYMMETRIES);
		for (turn = 0; turn < 40; turn++) {
			size_t n = k->turns(NULL, &p, turns), i;
			unsigned sym;

			if (!n)
				break;
			if (turn % 3 == 0)
				canon_check(k, NULL, &p, (size_t)(seed >> 33) % n, &same);
			for (sym = 0; sym < TZ_SYMMETRIES; sym++) {
				struct tz_spos q, after, image, qafter;

				k->symmetric(NULL, &p, sym, &q);
				assert_int_equal(k->turns(NULL, &q, other), n);
				assert_int_equal(k->side(&q), k->side(&p));
				for (i = 0; i < n; i += 1 + (size_t)(seed >> 60)) {
					struct tz_sturn t = turns[i];
					int v = k->play(NULL, &p, &t, &after);

					map_turn(&t, sym);
					assert_int_equal(k->play(NULL, &q, &t, &qafter), v);
					k->symmetric(NULL, &after, sym, &image);
					if (!same_spos(&qafter, &image))
						fail_msg("game %u, turn %u, symmetry %u: turn %zu", game,
							 turn, sym, i);
					seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
					moved++;
				}
				checked++;
			}
			seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;
			if (k->play(NULL, &p, &turns[(seed >> 33) % n], &next) != ZZ_SEARCH_GOING)
				break;
			p = next;
		}
	}
	if (checked < 500 || moved < 10000 || same < 10)
		fail_msg("%u symmetric positions, %u turns, %u transpositions", checked, moved, same);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tzaar_board),
		cmocka_unit_test(test_tzaar_perft),
		cmocka_unit_test(test_tzaar_endings),
		cmocka_unit_test(test_tzaar_heights),
		cmocka_unit_test(test_tzaar_littlegolem_points),
		cmocka_unit_test(test_tzaar_littlegolem_all_pairs),
		cmocka_unit_test(test_tzaar_symmetries),
		cmocka_unit_test(test_tzaar_bound),
		cmocka_unit_test(test_tzaar_search_symmetric),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("tzaar", tests, NULL, NULL);
}
