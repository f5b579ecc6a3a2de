#ifndef ZZ_SGF_META_H
#define ZZ_SGF_META_H

#include <stdbool.h>
#include <stddef.h>

/*
 * A Boardspace date (DT) as "2025.10.29"; false when s is none of the
 * forms the archive holds: Java's Date.toString ("Wed Oct 29 08:36:08 ADT
 * 2025", any zone), "October 16, 2024", "1 May 2022", the same with the
 * month named in German, French, Spanish, Italian, Dutch, Portuguese or
 * Russian ("14. Juni 2007", "24 de junio de 2017"), "2018年3月13日", and
 * the ZGN and ISO forms.
 */
bool zz_sgf_date(const char *s, char out[11]);

/*
 * A date written into a Boardspace game or file name,
 * "Z11-ann-ben-2025-10-29-1136", as "2025.10.29", or false.
 */
bool zz_sgf_name_date(const char *s, char out[11]);

/*
 * The winner an RE text names, in English or one of the languages
 * Boardspace used ("Game won by X", "X hat gewonnen", ...): 0 and the
 * name (a part of re, not terminated) in *name and *len, or -1.
 */
int zz_sgf_re_winner(const char *re, const char **name, size_t *len);

/* Whether an RE text says the game was drawn ("The game is a draw", ...). */
bool zz_sgf_re_draw(const char *re);

#endif
