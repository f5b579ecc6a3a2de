/*
 * Differential test against the reference engine (../shared/corpus/reference):
 * replay each gNNNNN.txt with zertz and compare the position after every
 * move with the engine's state in gNNNNN.json.
 *
 * The documented rule differences (reference/README.md) are handled here:
 *   - a full board: the engine does not claim the marbles, so the last
 *     state is compared with the position before our claim;
 *   - both players lose on a full board without captures: both-lose=on
 *     when the engine reports outcome -2;
 *   - a chain stopped at the winning hop is legal under [chain-win].
 *
 * Usage: refdiff FILE.txt ...   Prints one line per mismatch and a total.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "game.h"
#include "notation.h"
#include "zreplay.h"
#include "zgn.h"

static void state_string(const struct zz_pos *p, char *board)
{
	unsigned c;

	for (c = 0; c < p->geom->rings; c++) {
		int m = zz_pos_marble(p, c);

		if (!zz_pos_has_ring(p, c))
			board[c] = '-';
		else
			board[c] = m < 0 ? '.' : "wgb"[m];
	}
	board[p->geom->rings] = '\0';
}

static int same_counts(json_t *arr, const unsigned char *c)
{
	size_t i;

	for (i = 0; i < 3; i++)
		if (json_integer_value(json_array_get(arr, i)) != c[i])
			return 0;
	return 1;
}

static int compare(const char *name, size_t turn, json_t *st,
		   const struct zz_pos *p)
{
	char board[ZZ_CELLS_MAX + 1];
	const char *want = json_string_value(json_object_get(st, "board"));
	json_t *cap = json_object_get(st, "captured");
	int to_move = (int)json_integer_value(json_object_get(st, "to_move"));

	state_string(p, board);
	if (!want || strcmp(want, board) ||
	    !same_counts(json_object_get(st, "pool"), p->pool) ||
	    !same_counts(json_array_get(cap, 0), p->cap[0]) ||
	    !same_counts(json_array_get(cap, 1), p->cap[1]) ||
	    (!json_object_get(st, "chain") && to_move != p->side + 1)) {
		printf("%s: state after turn %zu differs\n  want %s\n  got  %s\n",
		       name, turn, want ? want : "?", board);
		return 1;
	}
	return 0;
}

static int one(const char *txt)
{
	char json_path[4096];
	struct zz_input in;
	struct zz_zgn_reader rd;
	struct zz_diag d;
	struct zz_game g;
	struct zz_zreplay rp;
	json_error_t jerr;
	json_t *root, *states, *result;
	FILE *fp;
	size_t n = strlen(txt), i;
	int bad = 0, outcome;

	if (n < 4 || n + 2 > sizeof(json_path)) {
		printf("%s: not a .txt path\n", txt);
		return 1;
	}
	memcpy(json_path, txt, n - 4);
	memcpy(json_path + n - 4, ".json", 6);
	root = json_load_file(json_path, 0, &jerr);
	if (!root) {
		printf("%s: %s\n", json_path, jerr.text);
		return 1;
	}
	states = json_object_get(root, "states");
	result = json_object_get(root, "result");
	outcome = (int)json_integer_value(json_object_get(result, "outcome"));

	fp = fopen(txt, "rb");
	if (!fp) {
		printf("%s: cannot open\n", txt);
		json_decref(root);
		return 1;
	}
	{
		static char buf[1 << 20];
		size_t len = fread(buf, 1, sizeof(buf), fp);

		fclose(fp);
		zz_input_init_mem(&in, txt, buf, len);
		zz_diag_init(&d);
		zz_zgn_reader_init(&rd, &in, &d);
		zz_game_init(&g);
		if (zz_zgn_read(&rd, &g) != 1 || !zz_game_playable(&g)) {
			printf("%s: cannot read\n", txt);
			bad = 1;
			goto out;
		}
		if (outcome == -2) {
			struct zz_buf err = ZZ_BUF_INIT;

			zz_rules_parse(&zz_zgame(&g)->rules, "both-lose=on", &err);
			zz_buf_release(&err);
		}
		zz_zreplay_init(&rp, &g, &d, zz_notation_move);
		bad |= compare(txt, 0, json_array_get(states, 0), &rp.pos);
		for (i = 1; i <= g.nr_turns && !bad; i++) {
			json_t *st = json_array_get(states, i);

			if (zz_zreplay_step(&rp) != 1) {
				printf("%s: turn %zu rejected\n", txt, i);
				bad = 1;
				break;
			}
			if (rp.effect.board_full) {
				/* the engine keeps the marbles on a full board */
				struct zz_pos q = rp.before;
				struct zz_effect e;
				struct zz_bb none = ZZ_BB_ZERO;

				zz_rules_apply(&zz_zgame(&g)->rules, &q, &zz_zturn(&g, i - 1)->move,
					       &none, &e);
				bad |= compare(txt, i, st, &q);
			} else {
				bad |= compare(txt, i, st, &rp.pos);
			}
		}
		if (!bad) {
			int want = outcome == 1 ? 0 : outcome == -1 ? 1
				 : outcome == -2 ? ZZ_WINNER_BOTH_LOSE : ZZ_WINNER_NONE;

			if (rp.end.reason == ZZ_END_NONE || rp.end.winner != want) {
				printf("%s: outcome %d, zertz says %s winner %d\n", txt, outcome,
				       zz_end_reason_name(rp.end.reason), rp.end.winner);
				bad = 1;
			}
		}
		zz_zreplay_release(&rp);
out:
		zz_game_release(&g);
		zz_diag_release(&d);
		zz_input_release(&in);
	}
	json_decref(root);
	return bad;
}

int main(int argc, char **argv)
{
	int i, bad = 0;

	for (i = 1; i < argc; i++)
		bad += one(argv[i]);
	printf("refdiff: %d passed, %d failed\n", argc - 1 - bad, bad);
	return bad ? 1 : 0;
}
