#ifndef ZZ_TCODES_H
#define ZZ_TCODES_H

#include "diag.h"

/*
 * TZAAR's diagnostics of its rules (spec/TZAAR.md): its table of codes
 * (lib/kind.h), zz_tz_codes[], in this order.
 */
enum tz_code {
	ZZ_E_TZ_FROM,
	ZZ_E_TZ_LINE,
	ZZ_E_TZ_BLOCKED,
	ZZ_E_TZ_EMPTY,
	ZZ_E_TZ_TALLER,
	ZZ_E_TZ_OWN,
	ZZ_E_TZ_STACK_ENEMY,
	ZZ_E_TZ_FIRST_CAPTURE,
	ZZ_E_TZ_OPENING,
	ZZ_E_TZ_SECOND,
	ZZ_E_TZ_PLACE,
	TZ_CODE_NB
};

extern const struct zz_code_info zz_tz_codes[TZ_CODE_NB];

#endif
