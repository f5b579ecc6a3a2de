#ifndef ZZ_ZCODES_H
#define ZZ_ZCODES_H

#include "diag.h"

/*
 * Zertz's diagnostics of its rules (spec/RULES.md), sorted by severity:
 * its table of codes (lib/kind.h), zz_zertz_codes[], in this order.  The
 * engine says a fault by this number; the replay hands the diagnostic its
 * entry.
 */
enum zz_zcode {
	ZZ_W_MISSED_CAPTURE,
	ZZ_E_CAPTURE_FORCED,
	ZZ_E_RING_GONE,
	ZZ_E_PLACE_OCCUPIED,
	ZZ_E_COLOUR_EMPTY,
	ZZ_E_REMOVE_SAME,
	ZZ_E_REMOVE_OCCUPIED,
	ZZ_E_REMOVE_NOT_FREE,
	ZZ_E_REMOVE_MISSING,
	ZZ_E_JUMP_NO_MARBLE,
	ZZ_E_JUMP_LINE,
	ZZ_E_JUMP_EMPTY,
	ZZ_E_JUMP_COLOUR,
	ZZ_E_LANDING_OCCUPIED,
	ZZ_E_CHAIN_INCOMPLETE,
	ZZ_E_ISOLATION,
	ZZ_E_PASS,
	ZZ_ZCODE_NB,
	/* and the engine's faults of codes every game shares (diag.h) */
	ZZ_ZC_NO_CELL = ZZ_ZCODE_NB,
	ZZ_ZC_SYNTAX
};

extern const struct zz_code_info zz_zertz_codes[ZZ_ZCODE_NB];
/* The entry of a fault's code: Zertz's table's, or the shared one. */
const struct zz_code_info *zz_zertz_code(enum zz_zcode code);

#endif
