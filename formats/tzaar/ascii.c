/* TZAAR's ASCII board (tascii.h). */
#include "tascii.h"

#include <stdio.h>
#include <string.h>

#include "i18n.h"
#include "banned.h"

#define WIDTH 48

void zz_tz_ascii_board(struct zz_buf *out, const struct tz_pos *p)
{
	static const char *const phases[] = { N_("opening capture"), N_("capture"), N_("second action"),
					      N_("over") };
	int y, c, k, side;

	/* heights: column c's point k lies at 2k + |c - 4| (the centre, E5 of 9, is a hole) */
	for (y = 16; y >= 0; y--) {
		char line[WIDTH + 8];
		int end = 0;

		memset(line, ' ', sizeof(line));
		for (c = 0; c < 9; c++) {
			int off = c < 4 ? 4 - c : c - 4, full, at, n;
			char cell[8], name[3];

			if (y < off || (y - off) % 2)
				continue;
			full = (y - off) / 2;
			at = 2 + 5 * c;
			if (full >= 9 - off)
				continue;
			if (c == 4 && full == 4) {
				memcpy(line + at, "()", 2);
				end = at + 2 > end ? at + 2 : end;
				continue;
			}
			k = zz_tz_column_first[c] + (c == 4 && full > 4 ? full - 1 : full);
			zz_tz_point_name(k, name);
			if (p->own[k] == TZ_EMPTY)
				n = snprintf(cell, sizeof(cell), "%s.", name);
			else if (p->h[k] > 1)
				n = snprintf(cell, sizeof(cell), "%s%c%u", name,
					     zz_tz_type_letter((enum tz_type)p->top[k], (enum tz_colour)p->own[k]),
					     p->h[k]);
			else
				n = snprintf(cell, sizeof(cell), "%s%c", name,
					     zz_tz_type_letter((enum tz_type)p->top[k], (enum tz_colour)p->own[k]));
			memcpy(line + at, cell, (size_t)n);
			end = at + n > end ? at + n : end;
		}
		zz_buf_add(out, line, (size_t)end);
		zz_buf_addch(out, '\n');
	}
	zz_buf_addf(out, "%s\n",
		    _("key: Z Tzaar  A Tzarra  T Tott (capitals White, small letters Black),"
		      " a number after: the stack's height"));
	for (side = 0; side < 2; side++) {
		unsigned stacks = 0;

		for (k = 0; k < TZ_POINTS; k++)
			stacks += p->own[k] == side;
		/* a line a side, its words aligned by each language (the English pads "white" to six) */
		if (side)
			zz_buf_addf(out,
				    Q_("black  tops Z%u A%u T%u, %u stack",
				       "black  tops Z%u A%u T%u, %u stacks", stacks),
				    p->tops[side][TZ_TZAAR], p->tops[side][TZ_TZARRA], p->tops[side][TZ_TOTT],
				    stacks);
		else
			zz_buf_addf(out,
				    Q_("white  tops Z%u A%u T%u, %u stack",
				       "white  tops Z%u A%u T%u, %u stacks", stacks),
				    p->tops[side][TZ_TZAAR], p->tops[side][TZ_TZARRA], p->tops[side][TZ_TOTT],
				    stacks);
		if (p->phase != TZ_OVER && p->side == side)
			zz_buf_addf(out, _(" (to move: %s)"), _(phases[p->phase]));
		zz_buf_addch(out, '\n');
	}
}
