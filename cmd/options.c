/*
 * Parsing the options of a command: the values every command shares
 * (numbers, choices, formats, rule options).
 */
#include "options.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "rules.h"
#include "banned.h"

void check_rules_option(const char *usage, const char *spec)
{
	struct zz_rules r;
	struct zz_buf err = ZZ_BUF_INIT;

	zz_rules_init(&r);
	if (zz_rules_parse(&r, spec, &err))
		usage_error(usage, "--rules: %s", err.buf);
	zz_buf_release(&err);
}

enum zz_format parse_format(const char *usage, const char *s)
{
	int f = zz_format_parse(s);

	if (f < 0)
		usage_error(usage, "--from: unknown format '%s' (auto, zgn, sgf, json or yaml)", s);
	return (enum zz_format)f;
}

unsigned long parse_number(const char *usage, const char *opt, const char *s)
{
	unsigned long v;
	char *end;

	errno = 0;
	v = strtoul(s, &end, 10);
	if (!*s || *end || errno || *s == '-' || v > 1000000000UL)
		usage_error(usage, "%s: '%s' is not a number", opt, s);
	return v;
}

unsigned parse_choice(const char *usage, const char *opt, const char *s,
		      const char *const *names)
{
	struct zz_buf list = ZZ_BUF_INIT;
	unsigned i;

	for (i = 0; names[i]; i++)
		if (!strcmp(s, names[i]))
			return i;
	for (i = 0; names[i]; i++)
		zz_buf_addf(&list, "%s%s", !i ? "" : names[i + 1] ? ", " : " or ", names[i]);
	usage_error(usage, "%s: %s, not '%s'", opt, list.buf, s);
}

