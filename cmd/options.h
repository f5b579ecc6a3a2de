#ifndef ZZ_OPTIONS_H
#define ZZ_OPTIONS_H

#include "record.h"

/* Check a --rules value; exit 2 with a message when it is wrong. */
void check_rules_option(const char *usage, const char *spec);
/* The format of a --from value, or exit 2. */
enum zz_format parse_format(const char *usage, const char *s);
/* A non-negative decimal number, or exit 2. */
unsigned long parse_number(const char *usage, const char *opt, const char *s);
/*
 * The index of s in the NULL-terminated names, or exit 2 with
 * "OPT: a, b or c, not 'S'".
 */
unsigned parse_choice(const char *usage, const char *opt, const char *s,
		      const char *const *names);

#endif
