#ifndef ZZ_SGF_META_H
#define ZZ_SGF_META_H

#include <stdbool.h>
#include <stddef.h>

/*
 * Boardspace metadata: "Wed Oct 29 08:36:08 ADT 2025" (Java's
 * Date.toString) as "2025.10.29"; false when s is not of that form.
 */
bool zz_sgf_java_date(const char *s, char out[11]);

/*
 * The winner an RE text names, in English or one of the languages
 * Boardspace used ("Game won by X", "X hat gewonnen", ...): 0 and the
 * name (a part of re, not terminated) in *name and *len, or -1.
 */
int zz_sgf_re_winner(const char *re, const char **name, size_t *len);

#endif
