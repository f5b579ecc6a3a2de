#ifndef ZZ_OPTIONS_H
#define ZZ_OPTIONS_H

#include <stdbool.h>

#include "lang.h"
#include "record.h"
#include "report.h"

/*
 * The options of a command, as a table (git's parse-options is the
 * model): each entry names the option, the kind of its value and where the
 * value goes; parse_options() reads argv with getopt_long, stores the
 * values, answers -h and --help with the usage line, and turns every
 * mistake into one message and exit status 2, worded alike by every
 * command ("OPTION: ..."; an option goes by its short name when it has
 * one).  The options shared by several commands have their own macros,
 * so that they are spelled and checked once.
 */

enum opt_type {
	OPT_END,
	OPT_FLAG,	/* bool *: set to true */
	OPT_STRING,	/* const char **: the argument */
	OPT_NUMBER,	/* unsigned long *: a number from min to max */
	OPT_CHOICE,	/* unsigned *: the index of the argument in choices */
	OPT_FORMAT,	/* enum zz_format *: a --from format */
	OPT_RULES,	/* const char **: a --rules value, checked */
	OPT_CALL	/* call(ctx, argument): the command's own parsing */
};

struct opt {
	enum opt_type type;
	int short_name;			/* 0: none */
	const char *long_name;		/* NULL: none */
	void *value;
	/* OPT_NUMBER: the bounds, and what to say outside them */
	unsigned long min, max;
	const char *range;
	const char *const *choices;	/* OPT_CHOICE, NULL-terminated */
	void (*call)(void *ctx, const char *arg);
	void *ctx;
	bool has_arg;			/* OPT_CALL: it takes an argument */
};

#define OPT_NUMBER_MAX 1000000000UL
/* A number option's value before parsing, when "not given" must show. */
#define OPT_UNSET ((unsigned long)-1)

#define OPT_FLAG(s, l, v) { OPT_FLAG, (s), (l), (v), 0, 0, NULL, NULL, NULL, NULL, false }
#define OPT_STRING(s, l, v) { OPT_STRING, (s), (l), (v), 0, 0, NULL, NULL, NULL, NULL, true }
#define OPT_NUMBER(s, l, v) \
	{ OPT_NUMBER, (s), (l), (v), 0, OPT_NUMBER_MAX, NULL, NULL, NULL, NULL, true }
/* A number from lo to hi; outside them "OPTION: range". */
#define OPT_RANGE(s, l, v, lo, hi, range) \
	{ OPT_NUMBER, (s), (l), (v), (lo), (hi), (range), NULL, NULL, NULL, true }
#define OPT_CHOICE(s, l, v, names) \
	{ OPT_CHOICE, (s), (l), (v), 0, 0, NULL, (names), NULL, NULL, true }
#define OPT_CALL(s, l, fn, ctx) { OPT_CALL, (s), (l), NULL, 0, 0, NULL, NULL, (fn), (ctx), true }
#define OPT_CALL_FLAG(s, l, fn, ctx) \
	{ OPT_CALL, (s), (l), NULL, 0, 0, NULL, NULL, (fn), (ctx), false }
#define OPT_END() { OPT_END, 0, NULL, NULL, 0, 0, NULL, NULL, NULL, NULL, false }

/* The options several commands share. */
#define OPT_FROM(s, v) { OPT_FORMAT, (s), "from", (v), 0, 0, NULL, NULL, NULL, NULL, true }
#define OPT_RULES(v) { OPT_RULES, 0, "rules", (v), 0, 0, NULL, NULL, NULL, NULL, true }
/* -r, and -R which follows symbolic links too (w: struct walk_opts *) */
#define OPT_RECURSIVE(w) OPT_FLAG('r', "recursive", &(w)->recursive), \
	OPT_CALL_FLAG('R', "dereference-recursive", opt_follow_links, (w))
void opt_follow_links(void *ctx, const char *arg);
#define OPT_QUIET(v) OPT_FLAG('q', "quiet", (v))
#define OPT_MAX_ERRORS(v) OPT_NUMBER(0, "max-errors", (v))
/* --color=auto|always|never: diagnostics' presentation (report.h) */
#define OPT_COLOR() OPT_CHOICE(0, "color", &diag_colour, diag_colour_names)
/* --lang LL: the words of what is drawn or written for others (lang.h) */
#define OPT_LANG() OPT_CHOICE(0, "lang", &lang_choice, lang_names)
#define OPT_AT(v) OPT_NUMBER(0, "at", (v))
#define OPT_GAME(v) OPT_RANGE(0, "game", (v), 1, OPT_NUMBER_MAX, "games are numbered from 1")

/*
 * Parse the options of command name (as in "NAME: unknown option") with
 * the usage line usage; returns the index of the first operand.  Option
 * values are only stored: what depends on several options is the
 * command's to check.
 */
int parse_options(int argc, char **argv, const char *name, const char *usage,
		  const struct opt *opts);

/* Check the value of opt (--rules, --with-rules); exit 2 with a message
 * naming opt when it is wrong. */
void check_rules_option(const char *usage, const char *opt, const char *spec);
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
/*
 * The values of a selection option what ("kind", "board", "variant",
 * "reason": zz_text_values, from the games' tables), then extra (NULL:
 * none), as "a, b or c", into out.
 */
void opt_values(struct zz_buf *out, const char *what, const char *extra);
/*
 * -o FILE's format, one rule for every command that writes more than one
 * (issue 62): the format its extension names (exts, ended by a NULL ext:
 * the command's -t choices by extension), else none.  An extension of a
 * format the command does not write (.zgn to validate) is refused, saying
 * what it writes (writes: "text (.txt) or JSON (.json, .jsonl)").  A -t
 * given (chosen >= 0) wins, and an extension that names another of the
 * command's formats is said in a warning.
 */
struct ext_format {
	const char *ext; /* ".json" */
	int format;	 /* the command's own number of it */
};
int output_format(const char *name, const char *usage, const char *output, const struct ext_format *exts,
		  const char *writes, int chosen, int none);
/* The edit distance of a[0 .. n) and b, at most 3 (more is "far"): for "did you mean". */
size_t edit_distance(const char *a, size_t n, const char *b);

#endif
