/*
 * Parsing the options of a command: the values every command shares
 * (numbers, choices, formats, rule options).
 */
#include "options.h"

#include <errno.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "rules.h"
#include "xalloc.h"
#include "banned.h"

/* Options without a short name come back from getopt_long as this + index. */
#define LONG_ONLY 256

static void store(const struct opt *o, const char *usage, const char *arg)
{
	struct zz_buf name_buf = ZZ_BUF_INIT;
	const char *name;
	unsigned long v;

	/* in messages an option goes by its short name when it has one */
	if (o->short_name)
		zz_buf_addf(&name_buf, "-%c", o->short_name);
	else
		zz_buf_addf(&name_buf, "--%s", o->long_name);
	name = name_buf.buf;
	switch (o->type) {
	case OPT_FLAG:
		*(bool *)o->value = true;
		break;
	case OPT_STRING:
		*(const char **)o->value = arg;
		break;
	case OPT_NUMBER:
		v = parse_number(usage, name, arg);
		if (v < o->min || v > o->max)
			usage_error(usage, "%s: %s", name, o->range);
		*(unsigned long *)o->value = v;
		break;
	case OPT_CHOICE:
		*(unsigned *)o->value = parse_choice(usage, name, arg, o->choices);
		break;
	case OPT_FORMAT:
		*(enum zz_format *)o->value = parse_format(usage, arg);
		break;
	case OPT_RULES:
		check_rules_option(usage, arg);
		*(const char **)o->value = arg;
		break;
	case OPT_CALL:
		o->call(o->ctx, arg);
		break;
	case OPT_END:
		break;
	}
	zz_buf_release(&name_buf);
}

int parse_options(int argc, char **argv, const char *name, const char *usage,
		  const struct opt *opts)
{
	struct zz_buf shorts = ZZ_BUF_INIT;
	struct option *longs;
	size_t n, i, k = 0;
	int c;

	for (n = 0; opts[n].type != OPT_END; n++)
		;
	longs = zz_xcalloc(n + 2, sizeof(*longs));
	zz_buf_addch(&shorts, 'h');
	for (i = 0; i < n; i++) {
		const struct opt *o = &opts[i];
		bool arg = o->type == OPT_CALL ? o->has_arg : o->type != OPT_FLAG;

		if (o->short_name) {
			zz_buf_addch(&shorts, o->short_name);
			if (arg)
				zz_buf_addch(&shorts, ':');
		}
		if (o->long_name) {
			longs[k].name = o->long_name;
			longs[k].has_arg = arg ? required_argument : no_argument;
			longs[k].val = o->short_name ? o->short_name : LONG_ONLY + (int)i;
			k++;
		}
	}
	longs[k].name = "help";
	longs[k].val = 'h';
	opterr = 0;
	while ((c = getopt_long(argc, argv, shorts.buf, longs, NULL)) != -1) {
		const struct opt *o = NULL;

		if (c == 'h')
			usage_help(usage);
		if (c >= LONG_ONLY && (size_t)(c - LONG_ONLY) < n)
			o = &opts[c - LONG_ONLY];
		for (i = 0; !o && c != '?' && i < n; i++)
			if (opts[i].short_name == c)
				o = &opts[i];
		if (!o)
			usage_error(usage, "%s: unknown option '%s'", name, argv[optind - 1]);
		store(o, usage, optarg);
	}
	free(longs);
	zz_buf_release(&shorts);
	return optind;
}

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

