#ifndef ZZ_RULES_H
#define ZZ_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "move.h"
#include "pos.h"
#include "zcodes.h"

/*
 * The rules of spec/RULES.md: the variant (marble counts and winning sets,
 * which are data) and every rule option with its default.  Legal move
 * generation, checking a move with the rule it breaks, applying a turn with
 * what it captured, and game-end detection.
 *
 * Every function takes the rules and a position by const pointer unless it
 * says otherwise; nothing here allocates except zz_rules_perft().
 */

enum zz_variant_kind {
	ZZ_VARIANT_STANDARD,
	ZZ_VARIANT_BLITZ,
	ZZ_VARIANT_CUSTOM
};

enum zz_free_ring { ZZ_FREE_ADJACENT, ZZ_FREE_ANY_TWO };
enum zz_supply { ZZ_SUPPLY_POOL_FIRST, ZZ_SUPPLY_PER_COLOUR };
enum zz_isolation { ZZ_ISOLATION_AUTO, ZZ_ISOLATION_OPTIONAL };
enum zz_no_move { ZZ_NO_MOVE_LOSE, ZZ_NO_MOVE_DRAW };
enum zz_missed { ZZ_MISSED_ERROR, ZZ_MISSED_STAND };

struct zz_rules {
	enum zz_variant_kind variant;
	unsigned char marbles[ZZ_COLOUR_NB];	/* initial pool */
	unsigned char win_each;			/* so many of every colour */
	unsigned char win[ZZ_COLOUR_NB];	/* or so many of one colour */
	enum zz_free_ring free_ring;
	enum zz_supply supply;
	enum zz_isolation isolation;
	enum zz_no_move no_move;
	unsigned repetition;			/* occurrences that tie; 0 off */
	bool both_lose;
	enum zz_missed missed_capture;
};

/* The standard variant with every option at its default. */
void zz_rules_init(struct zz_rules *r);

/*
 * Set one option by name ("free-ring", "supply", "isolation", "no-move",
 * "repetition", "both-lose", "missed-capture", and the variant settings
 * "variant", "marbles", "win").  Returns 0, or -1 and a reason in err, in
 * the reader's language (a command's option: lib/diag.h, struct zz_said).
 */
int zz_rules_set(struct zz_rules *r, const char *name, const char *value,
		 struct zz_buf *err);
/* Parse "NAME=VALUE[,NAME=VALUE...]".  Returns 0, or -1 and a reason in err, as zz_rules_set. */
int zz_rules_parse(struct zz_rules *r, const char *spec, struct zz_buf *err);
/*
 * The same, the reason said where w says: for a record's tags (a variant
 * tag, [Rules]), a diagnostic to be said in the reader's language when it
 * is shown.
 */
int zz_rules_set_as(struct zz_rules *r, const char *name, const char *value, const struct zz_said *w);
int zz_rules_parse_as(struct zz_rules *r, const char *spec, const struct zz_said *w);
/*
 * Append the options that differ from their defaults as NAME=VALUE,...
 * (variant settings excluded); nothing when all are defaults.
 */
void zz_rules_format(const struct zz_rules *r, struct zz_buf *out);
/* Append every option, defaults included. */
void zz_rules_format_all(const struct zz_rules *r, struct zz_buf *out);
/*
 * Every option and its value, in the order zz_rules_format_all() writes
 * them: fn(ctx, name, value, whether it is the default) for each.
 */
typedef void (*zz_rule_fn)(void *ctx, const char *name, const char *value, bool is_default);
void zz_rules_each(const struct zz_rules *r, zz_rule_fn fn, void *ctx);
/* Whether a and b are the same rules, every setting and option alike. */
bool zz_rules_same(const struct zz_rules *a, const struct zz_rules *b);
/* Names of the options, NULL-terminated, and the values one accepts. */
extern const char *const zz_rules_names[];
extern const char *const zz_rules_options[];
const char *zz_rules_values(const char *name);
const char *zz_variant_name(enum zz_variant_kind v);

/* Where a placed marble of colour c would come from. */
enum zz_source { ZZ_SOURCE_NONE, ZZ_SOURCE_POOL, ZZ_SOURCE_OWN };
enum zz_source zz_rules_source(const struct zz_rules *r,
			       const struct zz_pos *p, enum zz_colour c);

/* Rings that may be removed now ([free-ring]). */
struct zz_bb zz_rules_free(const struct zz_rules *r, const struct zz_pos *p);
/* Cells whose marble can jump now. */
struct zz_bb zz_rules_jumpers(const struct zz_pos *p);
bool zz_rules_can_jump_from(const struct zz_pos *p, unsigned cell);
/* Whether the side to move has any legal move. */
bool zz_rules_has_move(const struct zz_rules *r, const struct zz_pos *p);

/* The winning set a player's captures complete, or -1. */
enum zz_win_set { ZZ_SET_WHITE, ZZ_SET_GREY, ZZ_SET_BLACK, ZZ_SET_EACH };
int zz_rules_win_set(const struct zz_rules *r,
		     const unsigned char cap[ZZ_COLOUR_NB]);

/*
 * Legal whole turns: capture chains when a capture is available, else
 * placements.  Stores at most max moves in out and returns how many legal
 * turns there are in all.
 */
#define ZZ_MOVES_MAX 12288
size_t zz_rules_gen(const struct zz_rules *r, const struct zz_pos *p,
		    struct zz_move *out, size_t max);
/*
 * Where the legal turns are placements, the first max of them in
 * zz_rules_gen()'s order (all, when there are fewer), the rest not made;
 * where they are captures, none (0).
 */
size_t zz_rules_gen_first(const struct zz_rules *r, const struct zz_pos *p, struct zz_move *out, size_t max);
/* The number of legal turns, without storing them. */
uint64_t zz_rules_count(const struct zz_rules *r, const struct zz_pos *p);

/* What a turn did, filled by zz_rules_apply(). */
struct zz_effect {
	unsigned char mover;
	enum zz_source source;		/* placement: where the marble came from */
	struct zz_bb jumped;		/* cells whose marbles were jumped */
	unsigned char jumped_colour[ZZ_HOPS_MAX];	/* per hop */
	struct zz_bb claimed;		/* rings claimed by isolation */
	struct zz_bb claimed_by_colour[ZZ_COLOUR_NB];
	unsigned char gained[ZZ_COLOUR_NB];	/* all marbles gained */
	bool board_full;		/* the claim took every ring */
	bool no_captures_before;	/* neither player had captured */
};

/*
 * Apply a legal turn to p.  claims is NULL to claim isolated groups
 * automatically, else the exact set of rings claimed (isolation=optional).
 */
void zz_rules_apply(const struct zz_rules *r, struct zz_pos *p,
		    const struct zz_move *m, const struct zz_bb *claims,
		    struct zz_effect *e);

/*
 * Whether a legal turn of the side to move wins the game at once (the
 * verdict of zz_rules_end() after it): found from the few turns that may
 * (the search's question), or by playing every turn (the plain answer the
 * tests hold it to).  Isolated groups are claimed as isolation=auto does.
 */
bool zz_rules_wins_now(const struct zz_rules *r, const struct zz_pos *p);
bool zz_rules_wins_now_played(const struct zz_rules *r, const struct zz_pos *p);

/* Rings that isolation would claim in p now (full cut-off groups). */
struct zz_bb zz_rules_claimable(const struct zz_pos *p);

/*
 * Why a move is illegal.  part says which element is at fault:
 * ZZ_PART_MOVE (the move as a whole), ZZ_PART_CELL (the first cell),
 * ZZ_PART_REMOVE, or ZZ_PART_HOP + k for hop k.  example is a legal
 * alternative when the message can name one (has_example).
 */
enum { ZZ_PART_MOVE = -1, ZZ_PART_CELL = 0, ZZ_PART_REMOVE = 1, ZZ_PART_HOP = 2 };
struct zz_fault {
	enum zz_zcode code;		 /* zcodes.h */
	const struct zz_code_info *info; /* the diagnostic's code */
	int part;
	bool has_example;
	struct zz_move example;
};

enum zz_check_flags {
	ZZ_CHECK_ALLOW_MISSED = 1 << 0	/* a placement may skip a capture */
};

/* 0 if m is legal in p, else -1 with the reason in *f. */
int zz_rules_check(const struct zz_rules *r, const struct zz_pos *p,
		   const struct zz_move *m, unsigned flags,
		   struct zz_fault *f);

/*
 * Check and apply a turn at once, the replay's usual case: when m is legal
 * in p as zz_rules_check() with no flags says, and, for a capture, every
 * colour of colours[0 .. nhops) (NULL: none written) is that of the marble
 * its hop jumps, then *before = *p, p becomes the position after the turn
 * (isolated groups claimed automatically), e says what it did, and 0 is
 * returned.  Otherwise -1, p and before untouched (e may be written):
 * zz_rules_check() and zz_rules_apply() say why.  A pass is always -1.
 */
int zz_rules_play(const struct zz_rules *r, struct zz_pos *p, struct zz_pos *before,
		  const struct zz_move *m, const unsigned char *colours, struct zz_effect *e);

/* How a game ended. */
enum zz_end_reason {
	ZZ_END_NONE,		/* not over */
	ZZ_END_WIN,		/* [win] a winning set */
	ZZ_END_BOARD_FULL,	/* [board-full] */
	ZZ_END_NO_MOVE,		/* [no-move] */
	ZZ_END_REPETITION,	/* [repetition] */
	ZZ_END_BOTH_LOSE	/* [both-lose] */
};

struct zz_end {
	enum zz_end_reason reason;
	int winner;		/* 0, 1, ZZ_WINNER_NONE, ZZ_WINNER_BOTH_LOSE */
	int set;		/* enum zz_win_set, or -1 */
};

/* Whether the turn just applied (effect e, position now p) ended the game. */
void zz_rules_end(const struct zz_rules *r, const struct zz_pos *p,
		  const struct zz_effect *e, struct zz_end *end);
/*
 * Whether the game is over at p as it stands, no turn known to have led
 * to it (a position given, zertz analyze --position): a player holding a
 * winning set has won (the one who moved last first); a board without a
 * vacant ring was filled by the one who moved last; a mover without a
 * turn is as the no-move option says.  Both lose (the both-lose option)
 * is never found here: the position does not say whether anyone had
 * captured before the board filled.
 */
void zz_rules_end_position(const struct zz_rules *r, const struct zz_pos *p, struct zz_end *end);
const char *zz_end_reason_name(enum zz_end_reason reason);
const char *zz_win_set_name(int set);

/*
 * Count the whole-turn sequences of the given depth from p (perft).  A turn
 * that ends the game has no continuation.  Allocates nothing.
 */
uint64_t zz_rules_perft(const struct zz_rules *r, const struct zz_pos *p,
			unsigned depth);

#endif
