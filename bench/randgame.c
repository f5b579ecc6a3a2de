/*
 * randgame: play uniformly random legal games with the zertz engine and
 * write them as canonical ZGN.  A development tool: it makes the large
 * streams of `make bench` and reproducible sample games.
 *
 * Usage: randgame [-b RINGS] [-v standard|blitz] [-n GAMES] [-s SEED]
 *                 [-p POSITION] [-r RULES]
 *        randgame -g tzaar [-n GAMES] [-s SEED]
 *
 * A TZAAR game is played to its end from the standard set-up, a turn a
 * line as TZAAR.md 4 writes it, with its result token.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "game.h"
#include "notation.h"
#include "posstr.h"
#include "zreplay.h"
#include "rules.h"
#include "zgn.h"
#include "tposstr.h"
#include "tzaar.h"

static unsigned long long state;

static unsigned long long next_random(void)
{
	/* xorshift64*: small, fast and reproducible everywhere */
	state ^= state >> 12;
	state ^= state << 25;
	state ^= state >> 27;
	return state * 2685821657736338717ULL;
}

/* One random TZAAR game, played to its end, as ZGN. */
static void tzaar_game(struct zz_buf *out)
{
	static struct tz_action acts[TZ_ACTIONS_MAX];
	struct tz_pos p;
	unsigned turn = 0;
	size_t n;

	if (zz_tz_pos_setup(&p, NULL, zz_tz_standard_setup, TZ_POINTS, NULL)) {
		fputs("randgame: the standard TZAAR set-up does not read\n", stderr);
		exit(1);
	}
	zz_buf_addstr(out, "[Event \"random game\"]\n[Game \"TZAAR\"]\n[Setup \"standard\"]\n\n");
	while ((n = zz_tz_actions(&p, acts)) > 0) {
		const struct tz_action *a = &acts[next_random() % n];

		if (p.phase != TZ_SECOND) {
			turn++;
			zz_buf_addf(out, "%s%u. ", turn > 1 ? "\n" : "", turn);
		} else {
			zz_buf_addch(out, ' ');
		}
		zz_tz_action_write(out, a);
		zz_tz_apply(&p, NULL, a);
	}
	zz_buf_addf(out, "\n%s\n", p.phase == TZ_OVER ? (p.winner == TZ_WHITE ? "1-0" : "0-1") : "*");
}

int main(int argc, char **argv)
{
	static struct zz_move moves[ZZ_MOVES_MAX];
	unsigned long games = 1, g, rings = 37;
	const char *variant = "standard", *position = NULL, *rules = NULL;
	bool tzaar = false;
	struct zz_buf out = ZZ_BUF_INIT, err = ZZ_BUF_INIT;
	int c;

	state = 1;
	while ((c = getopt(argc, argv, "b:v:n:s:p:r:g:")) != -1) {
		switch (c) {
		case 'g':
			if (strcmp(optarg, "tzaar")) {
				fputs("randgame: -g tzaar, or no -g for Zertz\n", stderr);
				return 2;
			}
			tzaar = true;
			break;
		case 'r': rules = optarg; break;
		case 'p': position = optarg; break;
		case 'b': rings = strtoul(optarg, NULL, 10); break;
		case 'v': variant = optarg; break;
		case 'n': games = strtoul(optarg, NULL, 10); break;
		case 's': state = strtoull(optarg, NULL, 10) * 0x9E3779B97F4A7C15ULL + 1; break;
		default:
			fputs("usage: randgame [-b RINGS] [-v VARIANT] [-n GAMES] [-s SEED] | -g tzaar [-n GAMES] [-s SEED]\n", stderr);
			return 2;
		}
	}
	for (g = 0; tzaar && g < games; g++) {
		if (g)
			zz_buf_addch(&out, '\n');
		tzaar_game(&out);
		fwrite(out.buf, 1, out.len, stdout);
		zz_buf_reset(&out);
	}
	for (g = 0; !tzaar && g < games; g++) {
		struct zz_game game;
		struct zz_diag d;
		struct zz_zreplay rp;
		struct zz_zgame *z;
		char board[8];

		zz_game_init(&game);
		zz_diag_init(&d);
		z = zz_zgame(&game);
		z->geom = zz_geom_get((unsigned)rings);
		if (!z->geom || zz_rules_set(&z->rules, "variant", variant, &err)) {
			fprintf(stderr, "randgame: bad board or variant\n");
			return 2;
		}
		snprintf(board, sizeof(board), "%lu", rings);
		zz_game_set_tag(&game, "Event", "random game", NULL);
		if (rules && zz_rules_parse(&z->rules, rules, &err)) {
			fprintf(stderr, "randgame: %s\n", err.buf);
			return 2;
		}
		if (position) {
			if (zz_posstr_parse(position, &z->start, NULL, &err)) {
				fprintf(stderr, "randgame: %s\n", err.buf);
				return 2;
			}
			z->has_start = true;
			z->geom = z->start.geom;
		}
		zz_zreplay_init(&rp, &game, &d, zz_notation_move);
		while (rp.end.reason == ZZ_END_NONE) {
			size_t n = zz_rules_gen(&z->rules, &rp.pos, moves, ZZ_MOVES_MAX);

			if (n > ZZ_MOVES_MAX)
				n = ZZ_MOVES_MAX;
			if (!n)
				break;
			zz_game_add_turn(&game);
			zz_zturn(&game, game.nr_turns - 1)->move = moves[next_random() % n];
			if (zz_zreplay_step(&rp) != 1) {
				fprintf(stderr, "randgame: engine rejected its own move\n");
				return 1;
			}
		}
		game.declared = zz_result_of_end(&rp.end);
		zz_zreplay_release(&rp);
		if (g)
			zz_buf_addch(&out, '\n');
		zz_zgn_write(&out, &game);
		fwrite(out.buf, 1, out.len, stdout);
		zz_buf_reset(&out);
		zz_game_release(&game);
		zz_diag_release(&d);
	}
	zz_buf_release(&out);
	zz_buf_release(&err);
	return fflush(stdout) ? 1 : 0;
}
