/* TZAAR's diagnostics of its rules, with what zertz explain says of each (tcodes.h). */
#include "tcodes.h"

#include "i18n.h"
#include "banned.h"

#define E ZZ_LEVEL_ERROR

const struct zz_code_info zz_tz_codes[TZ_CODE_NB] = {
	[ZZ_E_TZ_FROM] = { "tz-from", E, N_("no stack of the player to move on the starting point"),
			   "tz-line", N_("'xC5B4': C5 holds a black stack"),
			   N_("Move one of your own stacks; check the point and whose turn it is.") },
	[ZZ_E_TZ_LINE] = { "tz-line", E, N_("the two points are not on one line"), "tz-line", N_("'xC5D7'"),
			   N_("A move goes along one of the six lines from its point (never across the centre).") },
	[ZZ_E_TZ_BLOCKED] = { "tz-blocked", E, N_("a piece stands between the two points"), "tz-line",
			      N_("'xA1A4': A2 is in the way"),
			      N_("A move ends on the first occupied point of its line.") },
	[ZZ_E_TZ_EMPTY] = { "tz-empty", E, N_("the target point is empty"), "tz-line",
			    N_("'xC5B4': B4 is empty"),
			    N_("A move ends on an occupied point: the first one on its line.") },
	[ZZ_E_TZ_TALLER] = { "tz-taller", E, N_("capture of a taller stack"), "tz-capture",
			     N_("'xC5B4': a stack of 1 onto one of 3"),
			     N_("Capture a stack no taller than the moving one.") },
	[ZZ_E_TZ_OWN] = { "tz-own", E, N_("capture of the player's own stack"), "tz-capture",
			  N_("'xC5B4': B4 is the mover's"),
			  N_("Write a stack as '+P1P2'; a capture takes an enemy stack.") },
	[ZZ_E_TZ_STACK_ENEMY] = { "tz-stack-enemy", E, N_("stacking onto an enemy stack"), "tz-stack",
				  N_("'+C5B4': B4 is the opponent's"),
				  N_("Write a capture as 'xP1P2'; a stack goes onto the mover's own stack.") },
	[ZZ_E_TZ_FIRST_CAPTURE] = { "tz-first-capture", E, N_("a turn starts with a capture"), "tz-turn",
				    N_("'+I1H2' as the first action of turn 4"),
				    N_("Every turn starts with a capture; a stack or a pass may follow it.") },
	[ZZ_E_TZ_OPENING] = { "tz-opening", E, N_("White's first turn is one capture"), "tz-opening",
			      N_("'xC5B4 -' as turn 1"),
			      N_("White's first turn is a single capture; write the rest as turn 2.") },
	[ZZ_E_TZ_SECOND] = { "tz-second", E, N_("the turn has no second action"), "tz-turn",
			     N_("'xC5B4' alone as turn 6"),
			     N_("Add the second action: a capture, a stack or '-' (a pass).") },
	[ZZ_E_TZ_PLACE] = { "tz-place", E, N_("placement not possible"), "tz-setup", N_("'ZE5': E5 is taken"),
			    N_("Place one of the mover's own pieces left, on an empty point.") },
};
