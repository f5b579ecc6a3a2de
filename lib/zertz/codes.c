/* Zertz's diagnostics of its rules, with what zertz explain says of each (zcodes.h). */
#include "zcodes.h"

#include "i18n.h"
#include "banned.h"

#define W ZZ_LEVEL_WARNING
#define E ZZ_LEVEL_ERROR

const struct zz_code_info zz_zertz_codes[ZZ_ZCODE_NB] = {
	[ZZ_W_MISSED_CAPTURE] = { "missed-capture", W, N_("capture was compulsory, the move stands"),
				  "missed-capture", N_("(no detail)"),
				  N_("Under tournament rules the move stands; under the default rules it is an error.") },
	[ZZ_E_CAPTURE_FORCED] = { "capture-forced", E, N_("capture is compulsory"), "capture-forced",
				  N_("'x d1Gd3' is available"),
				  N_("A capture was possible: the player must capture (or use missed-capture=stand).") },
	[ZZ_E_RING_GONE] = { "ring-gone", E, N_("ring has been removed"), "board", N_("'a1'"),
			     N_("That ring was removed earlier; check the cell.") },
	[ZZ_E_PLACE_OCCUPIED] = { "place-occupied", E, N_("placement on an occupied ring"), "place",
				  N_("'d4' holds a white marble"), N_("Place on a vacant ring.") },
	[ZZ_E_COLOUR_EMPTY] = { "colour-empty", E, N_("no marble of that colour to place"), "pool-empty",
				N_("the pool has no white marble"),
				N_("Place a colour left in the pool; own captures only once it is empty.") },
	[ZZ_E_REMOVE_SAME] = { "remove-same", E, N_("removed ring is the ring just placed on"), "free-ring",
			       N_("'a1'"), N_("Remove another ring than the one just placed on.") },
	[ZZ_E_REMOVE_OCCUPIED] = { "remove-occupied", E, N_("removed ring holds a marble"), "free-ring",
				   N_("'a1'"), N_("Only a vacant ring can be removed.") },
	[ZZ_E_REMOVE_NOT_FREE] = { "remove-not-free", E, N_("removed ring is not free"), "free-ring",
				   N_("'d4'"), N_("Remove a free ring; the note lists them.") },
	[ZZ_E_REMOVE_MISSING] = { "remove-missing", E, N_("a free ring must be removed"), "no-removal",
				  N_("'a1' is free"),
				  N_("A free ring must be removed after the placement.") },
	[ZZ_E_JUMP_NO_MARBLE] = { "jump-no-marble", E, N_("no marble to jump with"), "capture", N_("'d1'"),
				  N_("A capture starts from a ring holding a marble.") },
	[ZZ_E_JUMP_LINE] = { "jump-line", E, N_("jump is not two rings along a line"), "capture",
			     N_("'d1' to 'd4'"), N_("Each jump goes two rings along a line.") },
	[ZZ_E_JUMP_EMPTY] = { "jump-empty", E, N_("jump over a ring without a marble"), "capture", N_("'d2'"),
			      N_("A jump goes over a marble; this ring is empty (often a damaged record).  A note "
				 "that the record jumps back the way it came is an undo: Boardspace's records of "
				 "2004 kept a jump and its undo (E4 to C3, C3 to E4) as two jumps of one turn.") },
	[ZZ_E_JUMP_COLOUR] = { "jump-colour", E, N_("jumped marble has another colour"), "capture",
			       N_("'d2' holds a grey marble, not black"),
			       N_("Write the colour of the marble jumped over.") },
	[ZZ_E_LANDING_OCCUPIED] = { "landing-occupied", E, N_("jump lands on an occupied or missing ring"),
				    "capture", N_("'d3' is occupied"), N_("A jump lands on a vacant ring.") },
	[ZZ_E_CHAIN_INCOMPLETE] = { "chain-incomplete", E,
				    N_("capture chain stops while a jump is available"), "capture-chain",
				    N_("the marble on 'd3' can jump again: 'x d1Gd3Wd5'"),
				    N_("A capture chain goes on while the marble can jump.") },
	[ZZ_E_ISOLATION] = { "isolation", E, N_("isolation list does not match the claimed marbles"),
			     "isolation", N_("the move claims Wa4Gb5"),
			     N_("Write the isolated marbles the move claims, or leave the suffix out.") },
	[ZZ_E_PASS] = { "pass", E, N_("pass while a move is available"), "no-move",
			N_("'Wa1,a2' is available"), N_("A player may pass only when no move is possible.") },
};

const struct zz_code_info *zz_zertz_code(enum zz_zcode code)
{
	if (code == ZZ_ZC_NO_CELL)
		return &zz_codes[ZZ_E_NO_CELL];
	if (code == ZZ_ZC_SYNTAX)
		return &zz_codes[ZZ_E_SYNTAX];
	return &zz_zertz_codes[code];
}
