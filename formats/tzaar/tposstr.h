#ifndef ZZ_TPOSSTR_H
#define ZZ_TPOSSTR_H

#include "buf.h"
#include "diag.h"
#include "tzaar.h"

/*
 * TZAAR's position strings (zertz(5)), and its notation of an action.
 * Position strings:
 *
 *	tzaar P1/P2/.../P60 SIDE PHASE
 *
 * the 60 points in point order (A1 .. A5, B1 .. B6, ..., I1 .. I5), each
 * '.' for an empty point or its stack from bottom to top, in one colour
 * (upper case White, lower case Black: "TZ" is a white Tott under a white
 * Tzaar); SIDE white or black, the side to move; PHASE opening, capture
 * or second.  Parsing returns 0, or -1 with why in err (in the reader's
 * language: a command's option, lib/diag.h's struct zz_said); the position is
 * then judged as a turn's start is (a side to move without a capture in
 * the opening or capture phase has lost).
 */
int zz_tz_posstr_parse(const char *s, struct tz_pos *p, struct tz_stacks *st, struct zz_buf *err);
/*
 * The same for a record's position: its faults said as diagnostics of d at
 * loc (to be said in the reader's language when shown).
 */
int zz_tz_posstr_parse_said(const char *s, struct tz_pos *p, struct tz_stacks *st, struct zz_diag *d,
			    const struct zz_loc *loc);

/* The position string of p, its stacks st. */
void zz_tz_posstr_write(struct zz_buf *out, const struct tz_pos *p, const struct tz_stacks *st);

/* An action as TZAAR's notation writes it (TZAAR.md 4): "xA5A4", "+B2B3", "-". */
void zz_tz_action_write(struct zz_buf *out, const struct tz_action *a);

#endif
