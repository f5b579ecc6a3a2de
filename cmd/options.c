/*
 * Parsing the options of a command: the values every command shares
 * (numbers, choices, formats, rule options).
 */
#include "options.h"

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "error.h"
#include "exit.h"
#include "usage.h"
#include "walk.h"
#include "kind.h"
#include "kinds.h"
#include "xalloc.h"
#include "i18n.h"
#include "banned.h"

/* Options without a short name come back from getopt_long as this + index. */
#define LONG_ONLY 256

/*
 * s, decimal digits alone, as *v: 0; 1 when they are more than an
 * unsigned long holds; -1 when s is not a number (empty, a sign, blanks,
 * anything but digits), as strtoul would otherwise take it.
 */
static int read_number(const char *s, unsigned long *v)
{
	char *end;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	*v = strtoul(s, &end, 10);
	if (*end)
		return -1;
	return errno == ERANGE;
}

static void store(const struct opt *o, const char *usage, const char *arg)
{
	struct zz_buf name_buf = ZZ_BUF_INIT;
	const char *name;
	unsigned long v;
	int digits;

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
		digits = read_number(arg, &v);
		if (digits < 0)
			usage_error(usage, "%s: '%s' is not a number", name, arg);
		/* digits beyond the bounds (any number of them): out of range */
		if (digits > 0 || v < o->min || v > o->max) {
			if (o->range)
				usage_error(usage, "%s: %s", name, o->range);
			usage_error(usage, "%s: '%s' is out of range (at most %lu)", name, arg, o->max);
		}
		*(unsigned long *)o->value = v;
		break;
	case OPT_CHOICE:
		*(unsigned *)o->value = parse_choice(usage, name, arg, o->choices);
		break;
	case OPT_FORMAT:
		*(enum zz_format *)o->value = parse_format(usage, arg);
		break;
	case OPT_RULES:
		check_rules_option(usage, "--rules", arg);
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

/*
 * What each option does, for -h: one table for every command, since an
 * option means the same wherever it is (that is the point of one name);
 * "COMMAND:option" where a command's differs.  The text starts with the
 * argument's name and a tab when the option takes one.  tests/options.sh
 * checks that every option of every command has its line.
 */
static const struct option_help {
	const char *name;
	const char *text;
} option_help[] = {
	{ "quiet", N_("errors only: no warnings, no summary") },
	{ "verbose", N_("each input's verdict after what is said of it") },
	{ "recursive", N_("read directories, and their records of every format (not through links)") },
	{ "dereference-recursive", N_("as -r, following symbolic links") },
	{ "format", N_("FORMAT\tthe output format") },
	{ "validate:format", N_("FORMAT\ttext (diagnostics) or json (an object per game)") },
	{ "stats:format", N_("FORMAT\ttext, csv or json") },
	{ "render:format", N_("FORMAT\tascii, svg or html (a page to step through the game)") },
	{ "convert:format", N_("FORMAT\tzgn, json, jsonl, yaml, sgf, zertz3d, position, zip or zen") },
	{ "select:format", N_("FORMAT\tas convert's (zgn unless said)") },
	{ "to", N_("FORMAT\tas -t") },
	{ "T", N_("FORMAT\tas -t") },
	{ "json", N_("as -t json") },
	{ "output", N_("FILE\twrite FILE (in place, once complete) rather than standard output") },
	{ "from", N_("FORMAT\tread as auto (the default), zgn, sgf, json or yaml") },
	{ "f", N_("FORMAT\tas --from") },
	{ "rules", N_("NAME=VALUE,...\treplay under these rule options (zertz explain rules)") },
	{ "jobs", N_("N\tN processes at once (records are split among them)") },
	{ "render:jobs", N_("N\tthe pages of --each made by N processes at once") },
	{ "max-errors", N_("N\terrors shown of one game (20; 0: all)") },
	{ "color", N_("WHEN\tauto (a terminal), always or never: colour and carets") },
	{ "lang",
	  N_("LL\tthe words of what is drawn in cs, de, en, es, fr, it, nl or pl (and the messages)") },
	{ "W", N_("error\twarnings count as errors") },
	{ "at", N_("N\tthe position after turn N (0: the start)") },
	{ "keep-invalid", N_("write an invalid game up to its first illegal move (not left out)") },
	{ "interactive", N_("step through the game on the terminal") },
	{ "replay:format", N_("FORMAT\tascii (boards, the default) or position (position strings)") },
	{ "replay:position", N_("the old spelling of -t position (warned; goes in 0.5)") },
	{ "render:position", N_("STRING\tdraw this position string") },
	{ "each", N_("DIR\ta drawing of every turn into DIR; with html, a page of every game and an index") },
	{ "clean", N_("with --each: remove what an earlier run left in DIR") },
	{ "title", N_("TEXT\tthe title of the --each index (the file's name, or Games)") },
	{ "sheet", N_("the whole game on one sheet: a diagram every few turns and every move") },
	{ "diagrams",
	  N_("LIST\tthe turns a --sheet draws: N, N-M, start, captures, isolations, marks, end, all") },
	{ "every", N_("N\ta --sheet draws every N-th turn") },
	{ "trays", N_("pool and captures under each diagram of a --sheet") },
	{ "legend", N_("a key to the marks of the last turn") },
	{ "columns", N_("N\tdiagrams a row of a --sheet") },
	{ "page", N_("SIZE\ta --sheet on a4 or letter paper") },
	{ "removed", N_("HOW\tremoved rings: hide or ghost") },
	{ "coords", N_("WHICH\tring labels: edge, all or none") },
	{ "charset", N_("SET\tASCII boards in ascii or unicode") },
	{ "size", N_("PIXELS\tthe drawing's width") },
	{ "css", N_("FILE\ta style sheet for the SVG") },
	{ "flip", N_("mirror the board left to right") },
	{ "rotate", N_("turn the board half a turn: the other side's view") },
	{ "horizon", N_("N\tprove wins within N turns (2)") },
	{ "budget", N_("NODES\tthe search's nodes a position (1000000): past them, unknown") },
	{ "last", N_("N\tonly the last N turns of each game") },
	{ "proof", N_("FILE\tthe proof tree of every win claimed, a line each") },
	{ "cache",
	  N_("FILE\tthe cache of analysed turns (zertz(1), FILES: by default under $XDG_CACHE_HOME)") },
	{ "no-cache", N_("\tno cache: search every turn") },
	{ "check-proof", N_("FILE\tcheck the proofs of FILE, by the rules alone") },
	{ "shard", N_("K/N\tonly the K-th of N blocks of the inputs (zertz(1): over machines)") },
	{ "analyze:format",
	  N_("FORMAT\tfacts (the default: JSON Lines, a game a line), or the records annotated: zgn, zen, sgf, json, "
	     "jsonl, yaml") },
	{ "analyze:position", N_("STRING\tthe facts of this position string") },
	{ "by", N_("GROUP\tone table per board, variant, player or year") },
	{ "min-games", N_("N\tplayers with fewer games are left out") },
	{ "signature", N_("each game's signature, one a line") },
	{ "duplicates", N_("the groups of duplicate games") },
	{ "min-prefix", N_("N\tturns two games share to count as duplicates (10)") },
	{ "puzzles:format", N_("FORMAT\tzgn (records, the default) or html (a page to solve them on)") },
	{ "explorer", N_("\ta page that walks the opening tree of an index (-t html, --db FILE)") },
	{ "render:db", N_("FILE\tthe index the explorer reads (zertz index writes one)") },
	{ "index:db", N_("FILE\tthe SQLite index to write (made when absent; zertz(5))") },
	{ "index:cache", N_("FILE\tadd the analysis this cache of zertz analyze holds") },
	{ "index:horizon", N_("N\tthe analysis looked for in the cache: its horizon (2)") },
	{ "index:budget", N_("NODES\tthe analysis looked for in the cache: its budget (1000000)") },
	{ "db", N_("FILE\tthe index to read (zertz index writes one)") },
	{ "examples", N_("N\texample games of each turn (1; 0 to 100)") },
	{ "plies", N_("N\tthe explorer: the turns deep it goes (10)") },
	{ "render:min-games", N_("N\tthe explorer: a turn leads on where played in N games or more (10)") },
	{ "perft:board", N_("RINGS\tthe board: {board}") },
	{ "perft:game", N_("GAME\t{kind}: its standard set-up (zertz: --board's)") },
	{ "depth", N_("D\tplies to count") },
	{ "perft:position", N_("STRING\tstart from this position string") },
	{ "list", N_("every code and rule, a line each") },
	/* the selection (zertz(1) Selection) */
	{ "player", N_("PATTERN\tgames one side of which matches (a shell pattern, any case)") },
	{ "not-player", N_("PATTERN\tgames neither side of which matches (again: each left out)") },
	{ "first", N_("PATTERN\tthe first player matches") },
	{ "second", N_("PATTERN\tthe second player matches") },
	{ "winner", N_("PATTERN\tthe winner by the replay matches") },
	{ "event", N_("PATTERN\tthe event matches") },
	{ "kind", N_("GAME\t{kind}") },
	{ "board", N_("RINGS\tthe board: {board,custom}") },
	{ "variant", N_("NAME\t{variant}") },
	{ "with-rules", N_("NAME=VALUE,...\tgames played under these rule options") },
	{ "result", N_("TOKEN\tthe result of the replay: 1-0, 0-1, 1/2-1/2, 0-0 or *") },
	{ "reason", N_("NAME\thow the replay ended it (board-full, repetition, ...)") },
	{ "date", N_("FROM..TO\tdates (YYYY, YYYY-MM or YYYY-MM-DD; an end may be left open)") },
	{ "turns", N_("RANGE\tnumbers of turns, as 30-40 or 60-") },
	{ "game",
	  N_("RANGES\tgame numbers per source, as 3-10,15 (render and replay show the first chosen)") },
	{ "reaches", N_("STRING\tgames that reach this position (up to symmetry)") },
	{ "position", N_("STRING\tthe old spelling of --reaches (warned; goes in 0.5)") },
	{ "valid", N_("valid games only") },
	{ "invalid", N_("invalid games only") },
	{ "unique", N_("the first game of each group of duplicates") },
};

static const char *help_of(const char *command, const char *option)
{
	struct zz_buf key = ZZ_BUF_INIT;
	const char *text = NULL;
	size_t i, pass;

	zz_buf_addf(&key, "%s:%s", command, option);
	for (pass = 0; pass < 2 && !text; pass++)
		for (i = 0; i < sizeof(option_help) / sizeof(option_help[0]); i++)
			if (!strcmp(option_help[i].name, pass ? option : key.buf)) {
				text = option_help[i].text;
				break;
			}
	zz_buf_release(&key);
	return text;
}

/*
 * An option's help text with each "{what}" or "{what,extra}" in it the
 * values of what from the games' tables (opt_values), into out.
 */
static void expand(struct zz_buf *out, const char *text)
{
	const char *open, *close, *comma;

	while ((open = strchr(text, '{')) && (close = strchr(open, '}'))) {
		struct zz_buf what = ZZ_BUF_INIT;

		zz_buf_add(out, text, (size_t)(open - text));
		comma = memchr(open, ',', (size_t)(close - open));
		zz_buf_add(&what, open + 1, (size_t)((comma ? comma : close) - open - 1));
		if (comma) {
			struct zz_buf extra = ZZ_BUF_INIT;

			zz_buf_add(&extra, comma + 1, (size_t)(close - comma - 1));
			opt_values(out, what.buf, extra.buf);
			zz_buf_release(&extra);
		} else {
			opt_values(out, what.buf, NULL);
		}
		zz_buf_release(&what);
		text = close + 1;
	}
	zz_buf_addstr(out, text);
}

/* -h: the usage line, then a line for each option (git's layout). */
static void help(const char *name, const char *usage, const struct opt *opts)
{
	size_t i;

	printf(_("usage: %s\n"), usage);
	if (strstr(usage, "[SELECTION]"))
		printf("%s\n", USAGE_SELECTION);
	putchar('\n');
	for (i = 0; opts[i].type != OPT_END; i++) {
		const struct opt *o = &opts[i];
		char alone[2] = { (char)o->short_name, '\0' };
		const char *found = help_of(name, o->long_name ? o->long_name : alone), *text, *tab;
		struct zz_buf left = ZZ_BUF_INIT, expanded = ZZ_BUF_INIT;

		/* (the translations keep the argument's name and its tab: tests/i18n.sh) */
		if (found)
			expand(&expanded, _(found));
		text = found ? expanded.buf : NULL;
		tab = text ? strchr(text, '\t') : NULL;

		if (o->short_name && o->long_name)
			zz_buf_addf(&left, "-%c, --%s", o->short_name, o->long_name);
		else if (o->short_name)
			zz_buf_addf(&left, "-%c", o->short_name);
		else
			zz_buf_addf(&left, "    --%s", o->long_name);
		if (tab)
			zz_buf_addf(&left, " %.*s", (int)(tab - text), text);
		if (o->long_name && !strcmp(o->long_name, "player"))
			puts(_("  selection (zertz(1), Selection):"));
		if (left.len > 26)
			printf("    %s\n    %-26s %s\n", left.buf, "", tab ? tab + 1 : text ? text : "(undocumented)");
		else
			printf("    %-26s %s\n", left.buf, tab ? tab + 1 : text ? text : "(undocumented)");
		zz_buf_release(&left);
		zz_buf_release(&expanded);
	}
	printf("    %-26s %s\n", "-h, --help", _("this help; zertz(1) has the details"));
	if (fflush(stdout) || ferror(stdout))
		exit(ZZ_EXIT_IO);
	exit(ZZ_EXIT_OK);
}

size_t edit_distance(const char *a, size_t n, const char *b)
{
	size_t m = strlen(b), prev[64], cur[64], i, j;

	if (n >= 63 || m >= 63)
		return 3;
	for (j = 0; j <= m; j++)
		prev[j] = j;
	for (i = 1; i <= n; i++) {
		cur[0] = i;
		for (j = 1; j <= m; j++) {
			size_t sub = prev[j - 1] + (a[i - 1] != b[j - 1]);
			size_t del = prev[j] + 1, ins = cur[j - 1] + 1;

			cur[j] = sub < del ? (sub < ins ? sub : ins) : (del < ins ? del : ins);
		}
		memcpy(prev, cur, (m + 1) * sizeof(*prev));
	}
	return prev[m] < 3 ? prev[m] : 3;
}

/*
 * An option not known, as written (arg): said with the nearest long option
 * when one is within two edits of it ("--jsn": did you mean '--json'?).
 */
static void unknown_option(const char *name, const char *usage, const struct option *longs, const char *arg)
{
	const char *best = NULL, *word = arg + 2;
	size_t n = strcspn(word, "="), d = 3, k;

	for (k = 0; arg[0] == '-' && arg[1] == '-' && longs[k].name; k++) {
		size_t e = edit_distance(word, n, longs[k].name);

		if (e < d) {
			d = e;
			best = longs[k].name;
		}
	}
	if (best && !d && word[n] == '=')
		usage_error(usage, "%s: the option '--%s' takes no value", name, best);
	if (best && d < n)
		usage_error(usage, "%s: unknown option '%s' (did you mean '--%s'?)", name, arg, best);
	usage_error(usage, "%s: unknown option '%s'", name, arg);
}

/* The most options a command has: getopt's tables are on the stack. */
#define OPT_MAX 64

int parse_options(int argc, char **argv, const char *name, const char *usage,
		  const struct opt *opts)
{
	struct option longs[OPT_MAX + 2];
	char shorts[2 * OPT_MAX + 3];
	size_t n, i, k = 0, ns = 0;
	int c;

	for (n = 0; opts[n].type != OPT_END; n++)
		;
	if (n > OPT_MAX)
		BUG("a command has more options than OPT_MAX");
	memset(longs, 0, sizeof(longs));
	shorts[ns++] = ':'; /* a missing value returns ':', not '?' */
	shorts[ns++] = 'h';
	for (i = 0; i < n; i++) {
		const struct opt *o = &opts[i];
		bool arg = o->type == OPT_CALL ? o->has_arg : o->type != OPT_FLAG;

		if (o->short_name) {
			shorts[ns++] = (char)o->short_name;
			if (arg)
				shorts[ns++] = ':';
		}
		if (o->long_name) {
			longs[k].name = o->long_name;
			longs[k].has_arg = arg ? required_argument : no_argument;
			longs[k].val = o->short_name ? o->short_name : LONG_ONLY + (int)i;
			k++;
		}
	}
	shorts[ns] = '\0';
	longs[k].name = "help";
	longs[k].val = 'h';
	opterr = 0;
	while ((c = getopt_long(argc, argv, shorts, longs, NULL)) != -1) {
		const struct opt *o = NULL;

		if (c == 'h')
			help(name, usage, opts);
		if (c == ':')
			usage_error(usage, "%s: the option '%s' needs a value", name, argv[optind - 1]);
		if (c >= LONG_ONLY && (size_t)(c - LONG_ONLY) < n)
			o = &opts[c - LONG_ONLY];
		for (i = 0; !o && c != '?' && i < n; i++)
			if (opts[i].short_name == c)
				o = &opts[i];
		if (!o)
			unknown_option(name, usage, longs, argv[optind - 1]);
		store(o, usage, optarg);
	}
	lang_apply();
	return optind;
}

void check_rules_option(const char *usage, const char *opt, const char *spec)
{
	struct zz_buf err = ZZ_BUF_INIT;

	if (zz_kind_rules_valid(spec, &err))
		usage_error(usage, "%s: %s", opt, err.buf);
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
	int rc = read_number(s, &v);

	if (rc < 0)
		usage_error(usage, "%s: '%s' is not a number", opt, s);
	if (rc > 0 || v > OPT_NUMBER_MAX)
		usage_error(usage, "%s: '%s' is out of range (at most %lu)", opt, s, OPT_NUMBER_MAX);
	return v;
}

unsigned parse_choice(const char *usage, const char *opt, const char *s,
		      const char *const *names)
{
	struct zz_buf list = ZZ_BUF_INIT;
	unsigned i;

	for (i = 0; names[i]; i++)
		if (!strcasecmp(s, names[i])) /* in any case, as the formats */
			return i;
	for (i = 0; names[i]; i++)
		zz_buf_addf(&list, "%s%s", !i ? "" : names[i + 1] ? ", " : " or ", names[i]);
	usage_error(usage, "%s: %s, not '%s'", opt, list.buf, s);
}

void opt_values(struct zz_buf *out, const char *what, const char *extra)
{
	struct zz_buf lines = ZZ_BUF_INIT;
	const char *p, *nl;
	size_t n = 0, i = 0;

	if (zz_text_values(what, &lines))
		BUG("opt_values: no such list");
	if (extra)
		zz_buf_addf(&lines, "%s\n", extra);
	for (p = lines.buf; *p; p = strchr(p, '\n') + 1)
		n++;
	for (p = lines.buf; *p; p = nl + 1, i++) {
		nl = strchr(p, '\n');
		zz_buf_addf(out, "%s%.*s", !i ? "" : i + 1 < n ? ", " : " or ", (int)(nl - p), p);
	}
	zz_buf_release(&lines);
}

void opt_follow_links(void *ctx, const char *arg)
{
	struct walk_opts *w = ctx;

	(void)arg;
	w->recursive = true;
	w->follow_links = true;
}

int output_format(const char *name, const char *usage, const char *output, const struct ext_format *exts,
		  const char *writes, int chosen, int none)
{
	/* the extensions of the formats zertz writes, whichever command writes them */
	static const char *const known[] = { ".zgn", ".sgf", ".json", ".jsonl", ".yaml", ".yml", ".zen",
					     ".txt", ".csv", ".svg",  ".html",	".htm",	 ".zip", NULL };
	size_t i;

	if (!output || !strcmp(output, "-"))
		return chosen >= 0 ? chosen : none;
	for (i = 0; exts[i].ext; i++)
		if (has_extension(output, exts[i].ext)) {
			if (chosen >= 0 && chosen != exts[i].format)
				warning("%s: -o '%s': written as -t says, not as its extension %s would be",
					name, output, exts[i].ext);
			return chosen >= 0 ? chosen : exts[i].format;
		}
	if (chosen >= 0)
		return chosen;
	for (i = 0; known[i]; i++)
		if (has_extension(output, known[i]))
			usage_error(usage, "%s: -o '%s': %s writes %s, not %s", name, output, name, writes,
				    known[i]);
	return none;
}
