/*
 * zertz explain CODE: the diagnostic catalogue -- every code with its rule,
 * an example and what to do about it.  zertz.1 DIAGNOSTICS lists the same
 * codes (tests/manpage.sh checks both ways).
 */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "kind.h"
#include "usage.h"
#include "banned.h"

static const struct {
	const char *example;
	const char *advice;
} catalogue[ZZ_CODE_NB] = {
	[ZZ_N_RESIGN_WITHDRAWN] = { "P0's 'Resign' at line 40 taken back by 'RtoB 2 0 D 4'",
				    "Informational: Boardspace's Resign is a toggle; any other command of the player before Done takes it back, and the game goes on." },
	[ZZ_N_RAW_HISTORY] = { "of game 1, which it agrees with",
			       "Informational: Boardspace adds its log of the game (take-backs included) as a second tree; it is not counted as a game." },
	[ZZ_W_NONCANONICAL] = { "'wd4 , B2' is written 'Wd4,b2'",
				"Nothing is wrong; zertz convert -t zgn writes the canonical form." },
	[ZZ_W_LENIENT] = { "a Zertz3D notation file",
			   "Informational: the file is not ZGN. Convert it with zertz convert -t zgn." },
	[ZZ_W_HOP_MERGED] = { "hop from 'd3' joined to turn 4",
			      "Informational: a capture chain written one jump per line was joined." },
	[ZZ_W_TURN_NUMBER] = { "'3' for turn 2",
			       "Renumber the turns, or drop the numbers (they are optional)." },
	[ZZ_W_DUPLICATE_TAG] = { "'Event'", "Remove one of the two tags; the last one is used." },
	[ZZ_W_MISSED_CAPTURE] = { "(no detail)",
				  "Under tournament rules the move stands; under the default rules it is an error." },
	[ZZ_W_UNDECIDED_RESULT] = { "'1-0' with no [Termination] tag",
				    "Say how the game ended, e.g. [Termination \"resignation\"]." },
	[ZZ_W_ENCODING] = { "(no detail)", "Re-save the file as UTF-8 if the names look wrong." },
	[ZZ_W_VARIANT_BOARD] = { "blitz is played on 37 rings, here on 48",
				 "The game is checked with the variant's marbles and winning sets; name them with [Marbles] and [Win] for a custom variant." },
	[ZZ_W_IGNORED] = { "an unfinished turn before 'Resign'",
			   "Informational: that part of the record does not change the game." },
	[ZZ_W_DATE] = { "'2025.13.45' (a month from 01 to 12, a day that month has)",
			"Correct the [Date] tag; write '?\?' for what is not known (2025.03.?\?)." },
	[ZZ_W_EMPTY_MEMBER] = { "(no detail)",
				"Informational: the archive holds a file of no byte (Boardspace's has a few); it is no game and is counted as none." },
	[ZZ_W_RESULT_OVERRULED] = { "RE says the game is a draw, the replay gives '0-1' (win)",
				    "Informational: Boardspace's result text is the server's and sometimes wrong, and '*' means not known; the replayed result is the game's." },
	[ZZ_E_NO_GAME] = { "(no detail)", "The input is empty or holds no game; check the file." },
	[ZZ_E_SYNTAX] = { "expected ',', 'x' or the end of the move, found ';'",
			  "Fix the move at the column shown; see zertz(5) for the notation." },
	[ZZ_E_TAG] = { "expected ']' to close the tag 'Board'", "Write tags as [Name \"value\"]." },
	[ZZ_E_BOARD] = { "'50' (boards have 37, 40, 43, 44, 48 or 61 rings, or are 'custom')",
			 "Give one of the board sizes in [Board], or 'custom' with [Rings]." },
	[ZZ_E_VARIANT] = { "invalid value 'huge' for 'variant'",
			   "Use standard, blitz or custom with [Marbles] and [Win]." },
	[ZZ_E_RULE_OPTION] = { "invalid value 'sometimes' for 'free-ring'",
			       "See RULE OPTIONS in zertz(1) for the names and values." },
	[ZZ_E_POSITION] = { "column 'c' has 6 rings", "Check the position string against zertz(5)." },
	[ZZ_E_NO_CELL] = { "'h1' on the 37-ring board",
			   "Check the board size and the cell; columns are a.. and rows count from 1." },
	[ZZ_E_SGF] = { "the input ends inside a game: expected ')'",
		       "The SGF file is cut short or damaged." },
	[ZZ_E_COMMAND] = { "a second action in one turn: 'R-'",
			   "The Boardspace record is damaged at this node." },
	[ZZ_E_UNSUPPORTED] = { "'SetBoard Zertz+11' outside a set-up", "These records cannot be checked." },
	[ZZ_E_SCHEMA] = { "'moves' must be an array", "Follow the JSON/YAML schema of zertz(5)." },
	[ZZ_E_CANNOT_HOLD] = { "sgf: Boardspace has boards of 37, 48 and 61 rings and custom boards only",
			       "Choose another output format for this game." },
	[ZZ_E_LIMIT] = { "more than 10000 turns: the rest are not read (ZERTZ_MAX_TURNS raises the limit)",
			 "A real game is far below the limits (LIMITS in zertz(1)); raise the one named if this record is one." },
	[ZZ_E_GAME_OVER] = { "the game ended after turn 41: first player won with black",
			     "Remove the moves after the end, or check the rule options." },
	[ZZ_E_CAPTURE_FORCED] = { "'x d1Gd3' is available",
				  "A capture was possible: the player must capture (or use missed-capture=stand)." },
	[ZZ_E_RING_GONE] = { "'a1'", "That ring was removed earlier; check the cell." },
	[ZZ_E_PLACE_OCCUPIED] = { "'d4' holds a white marble", "Place on a vacant ring." },
	[ZZ_E_COLOUR_EMPTY] = { "the pool has no white marble",
				"Place a colour left in the pool; own captures only once it is empty." },
	[ZZ_E_REMOVE_SAME] = { "'a1'", "Remove another ring than the one just placed on." },
	[ZZ_E_REMOVE_OCCUPIED] = { "'a1'", "Only a vacant ring can be removed." },
	[ZZ_E_REMOVE_NOT_FREE] = { "'d4'", "Remove a free ring; the note lists them." },
	[ZZ_E_REMOVE_MISSING] = { "'a1' is free", "A free ring must be removed after the placement." },
	[ZZ_E_JUMP_NO_MARBLE] = { "'d1'", "A capture starts from a ring holding a marble." },
	[ZZ_E_JUMP_LINE] = { "'d1' to 'd4'", "Each jump goes two rings along a line." },
	[ZZ_E_JUMP_EMPTY] = { "'d2'",
			      "A jump goes over a marble; this ring is empty (often a damaged record)." },
	[ZZ_E_JUMP_COLOUR] = { "'d2' holds a grey marble, not black",
			       "Write the colour of the marble jumped over." },
	[ZZ_E_LANDING_OCCUPIED] = { "'d3' is occupied", "A jump lands on a vacant ring." },
	[ZZ_E_CHAIN_INCOMPLETE] = { "the marble on 'd3' can jump again: 'x d1Gd3Wd5'",
				    "A capture chain goes on while the marble can jump." },
	[ZZ_E_ISOLATION] = { "the move claims Wa4Gb5",
			     "Write the isolated marbles the move claims, or leave the suffix out." },
	[ZZ_E_PASS] = { "'Wa1,a2' is available", "A player may pass only when no move is possible." },
	[ZZ_E_TZ_FROM] = { "'xC5B4': C5 holds a black stack",
			   "Move one of your own stacks; check the point and whose turn it is." },
	[ZZ_E_TZ_LINE] = { "'xC5D7'",
			   "A move goes along one of the six lines from its point (never across the centre)." },
	[ZZ_E_TZ_BLOCKED] = { "'xA1A4': A2 is in the way",
			      "A move ends on the first occupied point of its line." },
	[ZZ_E_TZ_EMPTY] = { "'xC5B4': B4 is empty",
			    "A move ends on an occupied point: the first one on its line." },
	[ZZ_E_TZ_TALLER] = { "'xC5B4': a stack of 1 onto one of 3",
			     "Capture a stack no taller than the moving one." },
	[ZZ_E_TZ_OWN] = { "'xC5B4': B4 is the mover's",
			  "Write a stack as '+P1P2'; a capture takes an enemy stack." },
	[ZZ_E_TZ_STACK_ENEMY] = { "'+C5B4': B4 is the opponent's",
				  "Write a capture as 'xP1P2'; a stack goes onto the mover's own stack." },
	[ZZ_E_TZ_FIRST_CAPTURE] = { "'+I1H2' as the first action of turn 4",
				    "Every turn starts with a capture; a stack or a pass may follow it." },
	[ZZ_E_TZ_OPENING] = { "'xC5B4 -' as turn 1",
			      "White's first turn is a single capture; write the rest as turn 2." },
	[ZZ_E_TZ_SECOND] = { "'xC5B4' alone as turn 6",
			     "Add the second action: a capture, a stack or '-' (a pass)." },
	[ZZ_E_TZ_PLACE] = { "'ZE5': E5 is taken",
			    "Place one of the mover's own pieces left, on an empty point." },
	[ZZ_E_RESULT] = { "declared '1-0', the replay gives '0-1' (board-full)",
			  "Correct the declared result." },
};

static const char *level_name(int c)
{
	return zz_codes[c].level == ZZ_LEVEL_ERROR ? "error"
	     : zz_codes[c].level == ZZ_LEVEL_WARNING ? "warning" : "note";
}

static void explain_code(int c)
{
	printf("%s: %s: %s\n", zz_codes[c].id, level_name(c), zz_codes[c].message);
	printf("rule:     [%s]\n", zz_codes[c].rule);
	printf("example:  %s: %s [%s]\n", zz_codes[c].message, catalogue[c].example, zz_codes[c].rule);
	printf("what to do: %s\n", catalogue[c].advice);
}

/* Each game's rule options, as --rules and [Rules] take them (zertz(1), RULE OPTIONS). */
static void rule_options(void)
{
	size_t i, k;

	printf("\nrule options (--rules NAME=VALUE,... and [Rules]; zertz(1), RULE OPTIONS):\n");
	for (i = 0; zz_kinds[i]; i++) {
		const char *const *r = zz_kinds[i]->rule_options;

		if (!r) {
			printf("  %s: none\n", zz_kinds[i]->title);
			continue;
		}
		printf("  %s:\n", zz_kinds[i]->title);
		for (k = 0; r[k]; k += 2)
			printf("    %-16s %s\n", r[k], r[k + 1]);
	}
}

int cmd_explain(int argc, char **argv)
{
	int c, n = 0;

	if (argc == 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")))
		usage_help(USAGE_EXPLAIN);
	if (argc == 2 && !strcmp(argv[1], "--list")) {
		/* one line a code: its name first, for tools (cut -d' ' -f1) */
		for (c = 0; c < ZZ_CODE_NB; c++)
			printf("%-18s %-7s %s [%s]\n", zz_codes[c].id, level_name(c),
			       zz_codes[c].message, zz_codes[c].rule);
		return ZZ_EXIT_OK;
	}
	if (argc != 2)
		usage_error(USAGE_EXPLAIN, "explain: one code or rule, or --list");
	/* a bracketed rule name may be written with its brackets */
	if (argv[1][0] == '[' && argv[1][1] && argv[1][strlen(argv[1]) - 1] == ']') {
		argv[1][strlen(argv[1]) - 1] = '\0';
		argv[1]++;
	}
	c = zz_code_find(argv[1]);
	if (c >= 0) {
		explain_code(c);
		return ZZ_EXIT_OK;
	}
	/* a rule, as diagnostics print it: every code that cites it */
	for (c = 0; c < ZZ_CODE_NB; c++)
		if (!strcmp(zz_codes[c].rule, argv[1])) {
			if (!n++)
				printf("[%s] is the rule these diagnostics cite:\n", argv[1]);
			printf("\n");
			explain_code(c);
		}
	if (!n)
		usage_error(USAGE_EXPLAIN,
			    "explain: '%s' is neither a code nor a rule of a diagnostic (see zertz explain --list)",
			    argv[1]);
	if (!strcmp(argv[1], "rules"))
		rule_options();
	return ZZ_EXIT_OK;
}
