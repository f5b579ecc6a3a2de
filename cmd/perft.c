/*
 * zertz perft: count whole-turn move sequences of a given depth, the
 * developer's check of move generation against known counts.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>

#include "cmd.h"
#include "posstr.h"
#include "rules.h"
#include "usage.h"
#include "banned.h"

int cmd_perft(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "board", required_argument, NULL, 'b' },
		{ "depth", required_argument, NULL, 'd' },
		{ "position", required_argument, NULL, 'p' },
		{ "rules", required_argument, NULL, 'r' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 }
	};
	const struct zz_geom *g = NULL;
	struct zz_geom *custom = NULL;
	const char *position = NULL;
	struct zz_rules r;
	struct zz_pos p;
	struct zz_buf err = ZZ_BUF_INIT;
	unsigned long depth = 0, rings = 0;
	int c, have_depth = 0;

	zz_rules_init(&r);
	opterr = 0;
	while ((c = getopt_long(argc, argv, "h", longopts, NULL)) != -1) {
		switch (c) {
		case 'b':
			rings = parse_number(USAGE_PERFT, "--board", optarg);
			g = zz_geom_get((unsigned)rings);
			if (!g)
				usage_error(USAGE_PERFT, "--board: no board has %s rings", optarg);
			break;
		case 'd':
			depth = parse_number(USAGE_PERFT, "--depth", optarg);
			have_depth = 1;
			break;
		case 'p':
			position = optarg;
			break;
		case 'r':
			if (zz_rules_parse(&r, optarg, &err))
				usage_error(USAGE_PERFT, "--rules: %s", err.buf);
			break;
		case 'h':
			usage_help(USAGE_PERFT);
		default:
			usage_error(USAGE_PERFT, "perft: unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind < argc)
		usage_error(USAGE_PERFT, "perft: unexpected argument '%s'", argv[optind]);
	if (!have_depth || depth > 16)
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
