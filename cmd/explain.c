/*
 * zertz explain CODE: the diagnostic catalogue -- every code with its rule,
 * an example and what to do about it, from the codes' tables: the shared
 * ones (lib/diag.c) and each game's, in its folder (lib/kind.h).
 * zertz.1 DIAGNOSTICS lists the same codes (tests/manpage.sh checks both
 * ways).
 */
#include <stdio.h>
#include <string.h>

#include "cmd.h"
#include "kind.h"
#include "options.h"
#include "shown.h"
#include "usage.h"
#include "i18n.h"
#include "banned.h"

static const char *level_name(const struct zz_code_info *c)
{
	return c->level == ZZ_LEVEL_ERROR      ? N_("error")
		: c->level == ZZ_LEVEL_WARNING ? N_("warning")
					       : N_("note");
}

/* A label of explain's and its blanks: its values start in column 11 where it is short enough. */
static void label(const char *said)
{
	size_t cols = zz_utf8_cols(said, strlen(said));

	printf("%s%*s", said, cols < 10 ? (int)(10 - cols) : 1, "");
}

/*
 * A code, in the reader's language but its name and rule's: its level and
 * message, as validate says them, an example and what to do.
 */
static void explain_code(const struct zz_code_info *c)
{
	const char *message = _(c->message);

	printf("%s: %s: %s\n", c->id, _(level_name(c)), message);
	label(_("rule:"));
	printf("[%s]\n", c->rule);
	label(_("example:"));
	printf("%s: %s [%s]\n", message, _(c->example), c->rule);
	printf("%s %s\n", _("what to do:"), _(c->advice));
}

/* Each game's rule options, as --rules and [Rules] take them (zertz(1), RULE OPTIONS). */
static void rule_options(void)
{
	size_t i, k;

	printf("\n%s\n", _("rule options (--rules NAME=VALUE,... and [Rules]; zertz(1), RULE OPTIONS):"));
	for (i = 0; zz_kinds[i]; i++) {
		const char *const *r = zz_kinds[i]->rule_options;

		if (!r) {
			printf(_("  %s: none\n"), zz_kinds[i]->title);
			continue;
		}
		printf("  %s:\n", zz_kinds[i]->title);
		for (k = 0; r[k]; k += 2)
			printf("    %-16s %s\n", r[k], r[k + 1]);
	}
}

/* A word that is neither a code nor a rule: said, with the nearest of them within two edits. */
static void unknown_code(const char *word)
{
	const struct zz_code_info *c;
	const char *best = NULL;
	size_t i, d = 3, e, n = strlen(word);

	for (i = 0; (c = zz_code_at(i)); i++) {
		if ((e = edit_distance(word, n, c->id)) < d)
			d = e, best = c->id;
		if ((e = edit_distance(word, n, c->rule)) < d)
			d = e, best = c->rule;
	}
	if (best && d < n)
		usage_error(USAGE_EXPLAIN,
			    "explain: '%s' is neither a code nor a rule of a diagnostic (did you mean '%s'?)",
			    word, best);
	usage_error(USAGE_EXPLAIN,
		    "explain: '%s' is neither a code nor a rule of a diagnostic (see zertz explain --list)",
		    word);
}

int cmd_explain(int argc, char **argv)
{
	const struct zz_code_info *c;
	size_t i;
	int level, n = 0;

	if (argc == 2 && (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help")))
		usage_help(USAGE_EXPLAIN);
	if (argc == 2 && !strcmp(argv[1], "--list")) {
		/* one line a code: its name first, for tools (cut -d' ' -f1);
		 * notes, then warnings, then errors, the shared ones first */
		for (level = 0; level < ZZ_LEVEL_NB; level++)
			for (i = 0; (c = zz_code_at(i)); i++)
				if ((int)c->level == level)
					printf("%-18s %-7s %s [%s]\n", c->id, level_name(c), c->message,
					       c->rule);
		return ZZ_EXIT_OK;
	}
	/* an option it does not take is said as one ("-q capture-forced" is no second word) */
	for (i = 1; i < (size_t)argc; i++)
		if (argv[i][0] == '-' && strcmp(argv[i], "--list") && strcmp(argv[i], "-h") &&
		    strcmp(argv[i], "--help"))
			usage_error(
				USAGE_EXPLAIN,
				"explain: unknown option '%s' (explain takes -h, --list, or one code or rule)",
				argv[i]);
	if (argc != 2)
		usage_error(USAGE_EXPLAIN, "explain: one code or rule, or --list");
	/* a bracketed rule name may be written with its brackets */
	if (argv[1][0] == '[' && argv[1][1] && argv[1][strlen(argv[1]) - 1] == ']') {
		argv[1][strlen(argv[1]) - 1] = '\0';
		argv[1]++;
	}
	c = zz_code_find(argv[1]);
	if (c) {
		explain_code(c);
		return ZZ_EXIT_OK;
	}
	/* a rule, as diagnostics print it: every code that cites it */
	for (i = 0; (c = zz_code_at(i)); i++)
		if (!strcmp(c->rule, argv[1])) {
			if (!n++)
				printf(_("[%s] is the rule these diagnostics cite:\n"), argv[1]);
			printf("\n");
			explain_code(c);
		}
	if (!n)
		unknown_code(argv[1]);
	if (!strcmp(argv[1], "rules"))
		rule_options();
	return ZZ_EXIT_OK;
}
