/*
 * zertz perft: count whole-turn move sequences of a given depth, the
 * developer's check of move generation against known counts.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "posstr.h"
#include "rules.h"
#include "tposstr.h"
#include "tzaar.h"
#include "usage.h"
#include "banned.h"

/* TZAAR: actions, from the standard set-up or a position string. */
static int tzaar_perft(const char *position, const char *rules, unsigned long depth)
{
	struct tz_pos p;
	struct tz_stacks st;
	struct zz_buf err = ZZ_BUF_INIT;
	size_t bad;

	if (rules)
		usage_error(USAGE_PERFT, "--rules: TZAAR has no rule options");
	if (position) {
		if (zz_tz_posstr_parse(position, &p, &st, &err))
			usage_error(USAGE_PERFT, "--position: %s", err.buf);
	} else {
		if (zz_tz_pos_setup(&p, &st, zz_tz_standard_setup, TZ_POINTS, &bad))
			BUG("the standard TZAAR set-up does not read");
		zz_tz_pos_start(&p);
	}
	zz_buf_release(&err);
	printf("%llu\n", (unsigned long long)zz_tz_perft(&p, (unsigned)depth));
	return ZZ_EXIT_OK;
}

int cmd_perft(int argc, char **argv)
{
	const struct zz_geom *g = NULL;
	struct zz_geom *custom = NULL;
	const char *position = NULL, *rules = NULL, *game = NULL;
	struct zz_rules r;
	struct zz_pos p;
	struct zz_buf err = ZZ_BUF_INIT;
	unsigned long depth = OPT_UNSET, rings = OPT_UNSET;
	const struct opt options[] = {
		OPT_NUMBER(0, "board", &rings),
		OPT_STRING(0, "game", &game),
		OPT_NUMBER(0, "depth", &depth),
		OPT_STRING(0, "position", &position),
		OPT_RULES(&rules),
		OPT_END()
	};
	int k;

	zz_rules_init(&r);
	k = parse_options(argc, argv, "perft", USAGE_PERFT, options);
	if (game && strcmp(game, "zertz") && strcmp(game, "tzaar"))
		usage_error(USAGE_PERFT, "--game: '%s' is not a game (zertz or tzaar)", game);
	if (game && !strcmp(game, "tzaar")) {
		if (k < argc)
			usage_error(USAGE_PERFT, "perft: unexpected argument '%s'", argv[k]);
		if (rings != OPT_UNSET)
			usage_error(USAGE_PERFT, "--board is Zertz's: TZAAR has one board");
		if (depth == OPT_UNSET || depth > 16)
			usage_error(USAGE_PERFT, "perft: --depth from 0 to 16 is required");
		return tzaar_perft(position, rules, depth);
	}
	if (rules && zz_rules_parse(&r, rules, &err))
		BUG("a --rules value checked and then refused");
	if (rings != OPT_UNSET) {
		g = zz_geom_get((unsigned)rings);
		if (!g)
			usage_error(USAGE_PERFT, "--board: no board has %lu rings", rings);
	}
	if (k < argc)
		usage_error(USAGE_PERFT, "perft: unexpected argument '%s'", argv[k]);
	if (depth == OPT_UNSET || depth > 16)
		usage_error(USAGE_PERFT, "perft: --depth from 0 to 16 is required");
	if (position) {
		if (zz_posstr_parse(position, &p, &custom, &err))
			usage_error(USAGE_PERFT, "--position: %s", err.buf);
		if (g && g != p.geom)
			usage_error(USAGE_PERFT, "--position is on %u rings, --board says %lu",
				    p.geom->rings, rings);
	} else {
		if (!g)
			usage_error(USAGE_PERFT, "perft: --board or --position is required");
		zz_pos_init(&p, g, r.marbles);
	}
	zz_buf_release(&err);
	printf("%llu\n", (unsigned long long)zz_rules_perft(&r, &p, (unsigned)depth));
	zz_geom_free(custom);
	return ZZ_EXIT_OK;
}
