/*
 * zertz perft: count whole-turn move sequences of a given depth, the
 * developer's check of move generation against known counts, for any game
 * (its text table's perft).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "kind.h"
#include "kinds.h"
#include "usage.h"
#include "banned.h"

int cmd_perft(int argc, char **argv)
{
	const char *position = NULL, *rules = NULL, *game = NULL;
	const struct zz_kind *kind = zz_kinds[0];
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
	const struct zz_text_kind *tk;
	uint64_t count;
	int k;

	k = parse_options(argc, argv, "perft", USAGE_PERFT, options);
	if (game && !(kind = zz_kind_find(game))) {
		struct zz_buf known = ZZ_BUF_INIT;

		opt_values(&known, "kind", NULL);
		usage_error(USAGE_PERFT, "--game: '%s' is not a game (%s)", game, known.buf);
	}
	if (k < argc)
		usage_error(USAGE_PERFT, "perft: unexpected argument '%s'", argv[k]);
	if (depth == OPT_UNSET || depth > 16)
		usage_error(USAGE_PERFT, "perft: --depth from 0 to 16 is required");
	/* without --game, a position string says its game, as explore's does */
	tk = game || !position ? zz_text_kind(kind) : zz_text_kind_of_position(position);
	if (tk->perft(position, rings == OPT_UNSET ? ZZ_NO_BOARD : rings, rules, (unsigned)depth, &count,
		      &err))
		usage_error(USAGE_PERFT, "%s", err.buf);
	zz_buf_release(&err);
	printf("%llu\n", (unsigned long long)count);
	return ZZ_EXIT_OK;
}
