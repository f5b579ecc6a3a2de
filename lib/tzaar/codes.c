/* TZAAR's diagnostics of its rules, with what zertz explain says of each (tcodes.h). */
#include "tcodes.h"

#include "i18n.h"
#include "banned.h"

#define E ZZ_LEVEL_ERROR

const struct zz_code_info zz_tz_codes[TZ_CODE_NB] = {
	[ZZ_E_TZ_FROM] = { "tz-from", E, N_("no stack of the player to move on the starting point"),
			   "tz-line", "'xC5B4': C5 holds a black stack",
			   "Move one of your own stacks; check the point and whose turn it is." },
	[ZZ_E_TZ_LINE] = { "tz-line", E, N_("the two points are not on one line"), "tz-line", "'xC5D7'",
			   "A move goes along one of the six lines from its point (never across the centre)." },
	[ZZ_E_TZ_BLOCKED] = { "tz-blocked", E, N_("a piece stands between the two points"), "tz-line",
			      "'xA1A4': A2 is in the way",
			      "A move ends on the first occupied point of its line." },
	[ZZ_E_TZ_EMPTY] = { "tz-empty", E, N_("the target point is empty"), "tz-line", "'xC5B4': B4 is empty",
			    "A move ends on an occupied point: the first one on its line." },
	[ZZ_E_TZ_TALLER] = { "tz-taller", E, N_("capture of a taller stack"), "tz-capture",
			     "'xC5B4': a stack of 1 onto one of 3",
			     "Capture a stack no taller than the moving one." },
	[ZZ_E_TZ_OWN] = { "tz-own", E, N_("capture of the player's own stack"), "tz-capture",
			  "'xC5B4': B4 is the mover's",
			  "Write a stack as '+P1P2'; a capture takes an enemy stack." },
	[ZZ_E_TZ_STACK_ENEMY] = { "tz-stack-enemy", E, N_("stacking onto an enemy stack"), "tz-stack",
				  "'+C5B4': B4 is the opponent's",
				  "Write a capture as 'xP1P2'; a stack goes onto the mover's own stack." },
	[ZZ_E_TZ_FIRST_CAPTURE] = { "tz-first-capture", E, N_("a turn starts with a capture"), "tz-turn",
				    "'+I1H2' as the first action of turn 4",
				    "Every turn starts with a capture; a stack or a pass may follow it." },
	[ZZ_E_TZ_OPENING] = { "tz-opening", E, N_("White's first turn is one capture"), "tz-opening",
			      "'xC5B4 -' as turn 1",
			      "White's first turn is a single capture; write the rest as turn 2." },
	[ZZ_E_TZ_SECOND] = { "tz-second", E, N_("the turn has no second action"), "tz-turn",
			     "'xC5B4' alone as turn 6",
			     "Add the second action: a capture, a stack or '-' (a pass)." },
	[ZZ_E_TZ_PLACE] = { "tz-place", E, N_("placement not possible"), "tz-setup", "'ZE5': E5 is taken",
			    "Place one of the mover's own pieces left, on an empty point." },
};
