#ifndef ZZ_TZAAR_H
#define ZZ_TZAAR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/*
 * TZAAR's engine (spec/TZAAR.md): the 60-point board, stacks, the actions
 * of each phase, the end of the game, perft.
 *
 * The board: columns A..I of 5, 6, 7, 8, 8, 8, 7, 6, 5 points, numbered
 * from the bottom; points are indexed in the point order of the spec,
 * A1..A5, B1..B6, ..., I1..I5 (0 = A1, 59 = I5).  Each point's six lines
 * are precomputed as rays: the points met going out along the line, up to
 * the edge or the cut centre.
 *
 * A position keeps, for each point, its owner, the type on top and the
 * height: all the rules look at (only tops count, and heights for
 * captures).  That is three bytes a point, so a position is about 190
 * bytes and is copied whole, which is simpler and as fast as undoing at
 * these sizes; the pieces buried inside a stack, which no rule reads, are
 * kept apart (struct tz_stacks) by the replay, which shows them.
 */

#define TZ_POINTS 60
#define TZ_DIRS 6
#define TZ_RAY_MAX 8
#define TZ_PIECES 30		/* of each colour: 6 + 9 + 15 */
#define TZ_NO_POINT (-1)

enum tz_type { TZ_TZAAR, TZ_TZARRA, TZ_TOTT, TZ_TYPES };
enum tz_colour { TZ_WHITE, TZ_BLACK, TZ_EMPTY = -1 };

enum tz_phase {
	TZ_OPENING,	/* White's single capture of turn 1 */
	TZ_CAPTURE,	/* the compulsory first action of a turn */
	TZ_SECOND,	/* capture, stack or pass */
	TZ_OVER
};

/* Why the loser lost (TZ_LOST_TYPE + t: no stack topped by type t). */
enum tz_reason {
	TZ_NOT_OVER,
	TZ_LOST_TYPE,			/* + enum tz_type: no-tzaar, no-tzarra, no-tott */
	TZ_NO_CAPTURE = TZ_LOST_TYPE + TZ_TYPES
};

enum tz_kind { TZ_ACT_CAPTURE, TZ_ACT_STACK, TZ_ACT_PASS };

struct tz_action {
	unsigned char kind;		/* enum tz_kind */
	signed char from, to;		/* points; TZ_NO_POINT for a pass */
};

struct tz_pos {
	signed char own[TZ_POINTS];	/* enum tz_colour */
	unsigned char top[TZ_POINTS];	/* enum tz_type, when owned */
	unsigned char h[TZ_POINTS];	/* height, 0 when empty */
	unsigned char tops[2][TZ_TYPES];	/* stacks topped by each type */
	unsigned char side;		/* to move: enum tz_colour */
	unsigned char phase;		/* enum tz_phase */
	signed char winner;		/* when over: enum tz_colour */
	unsigned char reason;		/* enum tz_reason */
	unsigned turn;			/* the turn in progress, from 1 */
};

/* The pieces of each stack, bottom to top, for showing them. */
struct tz_stacks {
	unsigned char n[TZ_POINTS];
	unsigned char t[TZ_POINTS][TZ_PIECES];
};

/* ---- the board ---- */

/* Columns and their points. */
extern const unsigned char zz_tz_column_size[9];
extern const unsigned char zz_tz_column_first[9];
/* The point's ray in direction d: up to TZ_RAY_MAX points, TZ_NO_POINT after. */
const signed char *zz_tz_ray(int point, int d);
/* Every point's rays, as zz_tz_ray gives them one at a time. */
struct tz_rays {
	signed char r[TZ_POINTS][TZ_DIRS][TZ_RAY_MAX + 1];
};
const struct tz_rays *zz_tz_rays(void);
/*
 * The board's 12 symmetries (six turns about the centre, each alone and
 * mirrored): the point that symmetry sym (0 the identity) takes point to.
 */
#define TZ_SYMMETRIES 12
int zz_tz_symmetry(unsigned sym, int point);
/* "E5" from a point; a point from "e5" or "E5" (2 bytes), else TZ_NO_POINT. */
void zz_tz_point_name(int point, char out[3]);
int zz_tz_point_parse(const char *s, size_t n);
/* 'Z', 'A', 'T' (upper case: White) */
char zz_tz_type_letter(enum tz_type t, enum tz_colour c);
/* a piece from its letter: 0 with *t and *c set, -1 if not one */
int zz_tz_letter_piece(char ch, enum tz_type *t, enum tz_colour *c);
/* "tzaar", "tzarra", "tott" */
const char *zz_tz_type_name(enum tz_type t);

/* ---- positions ---- */

/* The standard set-up of the rulebook, as a 60-character string. */
extern const char zz_tz_standard_setup[TZ_POINTS + 1];

/*
 * A position from a set-up string (60 piece letters in point order, '.'
 * for an empty point), White to move in the opening: 0, or -1 when the
 * string is not one (*bad: the index of the first wrong character, or 60
 * when its length is wrong).  The pieces are not counted here.
 */
int zz_tz_pos_setup(struct tz_pos *p, struct tz_stacks *s, const char *setup, size_t len,
		    size_t *bad);
/*
 * Start play from a full board (after a set-up): judged at once, as every
 * turn's start is (a player without a capture loses).
 */
void zz_tz_pos_start(struct tz_pos *p);

/* The legal actions of the phase: their number (0 once over), written to out. */
#define TZ_ACTIONS_MAX 384	/* 60 points x 6 lines, and a pass */
size_t zz_tz_actions(const struct tz_pos *p, struct tz_action *out);
size_t zz_tz_count_actions(const struct tz_pos *p);

/* Why an action is not legal here (0 when it is). */
enum tz_illegal {
	TZ_LEGAL,
	TZ_ILL_OVER,		/* the game is over */
	TZ_ILL_FROM,		/* no stack of the mover on the starting point */
	TZ_ILL_LINE,		/* the two points are not on one line */
	TZ_ILL_BLOCKED,		/* the target is not the first occupied point */
	TZ_ILL_EMPTY,		/* the target point is empty */
	TZ_ILL_TALLER,		/* a capture of a taller stack */
	TZ_ILL_OWN,		/* a capture of the mover's own stack */
	TZ_ILL_STACK_ENEMY,	/* a stack onto an enemy stack */
	TZ_ILL_NOT_CAPTURE,	/* the first action of a turn, or the opening, is not a capture */
	TZ_ILL_PASS_FIRST	/* a pass as the first action */
};
enum tz_illegal zz_tz_check(const struct tz_pos *p, const struct tz_action *a);

/*
 * Apply a legal action: the stacks move, the phase goes on, the end of the
 * game is judged (a lost type at once; no capture at a turn's start).
 * s (may be NULL) follows the pieces of the stacks.
 */
void zz_tz_apply(struct tz_pos *p, struct tz_stacks *s, const struct tz_action *a);

/* Whether side c has a capture now (as the first action of its turn). */
bool zz_tz_has_capture(const struct tz_pos *p, int c);

/* The action sequences of exactly depth actions (a finished game has none). */
uint64_t zz_tz_perft(const struct tz_pos *p, unsigned depth);

#endif
