/*
 * Differential test against the TZAAR reference games (../shared/corpus/
 * tzaar, checked there against two independent engines): for each
 * gNNNNN.txt,
 *   - the engine replays the actions of gNNNNN.json one by one from its
 *     start, and after every action the state must be the JSON's: every
 *     point's owner, stack (bottom to top) and height, the side to move, the
 *     phase, the turn, the verdict, and the number of legal actions;
 *   - the .txt, read by zertz's reader and replayed turn by turn as
 *     validate does, must reach the JSON's state after each turn's last
 *     action, and end with its winner, reason and number of turns.
 *
 * Usage: tzdiff FILE.txt ...   Prints one line per mismatch and a total.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "game.h"
#include "kinds.h"
#include "replay.h"
#include "tgame.h"
#include "zgn.h"

static const char *const phases[] = { "opening", "capture", "second", "over" };
static const char *const reasons[] = { NULL, "no-tzaar", "no-tzarra", "no-tott", "no-capture" };

/* The first difference between state st and position p, or NULL. */
static const char *differs(json_t *st, const struct tz_pos *p, const struct tz_stacks *s,
			   char *why, size_t n)
{
	json_t *board = json_object_get(st, "board");
	const char *to_move = json_string_value(json_object_get(st, "to_move"));
	const char *phase = json_string_value(json_object_get(st, "phase"));
	const char *winner = json_string_value(json_object_get(st, "winner"));
	const char *reason = json_string_value(json_object_get(st, "reason"));
	bool over = json_is_true(json_object_get(st, "game_over"));
	json_int_t turn = json_integer_value(json_object_get(st, "turn"));
	json_int_t legal = json_integer_value(json_object_get(st, "legal_count"));
	int i;

	for (i = 0; i < TZ_POINTS; i++) {
		char name[3];
		json_t *pt, *stack;
		size_t k;

		zz_tz_point_name(i, name);
		pt = json_object_get(board, name);
		if (!pt) {
			if (p->own[i] != TZ_EMPTY) {
				snprintf(why, n, "%s is empty, zertz has a stack there", name);
				return why;
			}
			continue;
		}
		if (p->own[i] == TZ_EMPTY ||
		    strcmp(json_string_value(json_array_get(pt, 0)), p->own[i] ? "black" : "white") ||
		    json_integer_value(json_array_get(pt, 2)) != p->h[i]) {
			snprintf(why, n, "%s: owner or height", name);
			return why;
		}
		stack = json_array_get(pt, 1);
		if (json_array_size(stack) != s->n[i] || s->n[i] != p->h[i]) {
			snprintf(why, n, "%s: stack of %zu, zertz has %u", name,
				 json_array_size(stack), s->n[i]);
			return why;
		}
		for (k = 0; k < s->n[i]; k++)
			if (strcmp(json_string_value(json_array_get(stack, k)),
				   zz_tz_type_name((enum tz_type)s->t[i][k]))) {
				snprintf(why, n, "%s: piece %zu of the stack", name, k + 1);
				return why;
			}
		if (p->top[i] != s->t[i][s->n[i] - 1]) {
			snprintf(why, n, "%s: zertz's top is not its stack's", name);
			return why;
		}
	}
	if (strcmp(phase ? phase : "", phases[p->phase])) {
		snprintf(why, n, "phase %s, zertz %s", phase ? phase : "?", phases[p->phase]);
		return why;
	}
	if (over != (p->phase == TZ_OVER)) {
		snprintf(why, n, "game_over");
		return why;
	}
	if (!over && strcmp(to_move ? to_move : "", p->side ? "black" : "white")) {
		snprintf(why, n, "to_move %s", to_move ? to_move : "null");
		return why;
	}
	if (over && (strcmp(winner ? winner : "", p->winner ? "black" : "white") ||
		     strcmp(reason ? reason : "", reasons[p->reason]))) {
		snprintf(why, n, "winner %s (%s), zertz %s (%s)", winner ? winner : "null",
			 reason ? reason : "null", p->winner ? "black" : "white", reasons[p->reason]);
		return why;
	}
	if (turn != (json_int_t)p->turn) {
		snprintf(why, n, "turn %lld, zertz %u", (long long)turn, p->turn);
		return why;
	}
	if (legal != (json_int_t)zz_tz_count_actions(p)) {
		snprintf(why, n, "%lld legal actions, zertz %zu", (long long)legal,
			 zz_tz_count_actions(p));
		return why;
	}
	return NULL;
}

/* A point pair "xC5B4" / "+I1H2" / "-" as an action. */
static int action(const char *s, struct tz_action *a)
{
	if (!strcmp(s, "-")) {
		a->kind = TZ_ACT_PASS;
		a->from = a->to = TZ_NO_POINT;
		return 0;
	}
	if (strlen(s) != 5 || (s[0] != 'x' && s[0] != '+'))
		return -1;
	a->kind = s[0] == 'x' ? TZ_ACT_CAPTURE : TZ_ACT_STACK;
	a->from = (signed char)zz_tz_point_parse(s + 1, 2);
	a->to = (signed char)zz_tz_point_parse(s + 3, 2);
	return a->from == TZ_NO_POINT || a->to == TZ_NO_POINT ? -1 : 0;
}

/* The engine alone, action by action. */
static int by_action(const char *name, json_t *root)
{
	json_t *states = json_object_get(root, "states"), *acts = json_object_get(root, "actions");
	const char *start = json_string_value(json_object_get(root, "start"));
	struct tz_pos p;
	struct tz_stacks s;
	char why[160];
	const char *w;
	size_t i, bad;

	if (!start || zz_tz_pos_setup(&p, &s, start, strlen(start), &bad)) {
		printf("%s: no start position\n", name);
		return 1;
	}
	zz_tz_pos_start(&p);
	if (json_array_size(states) != json_array_size(acts) + 1) {
		printf("%s: %zu states for %zu actions\n", name, json_array_size(states),
		       json_array_size(acts));
		return 1;
	}
	if ((w = differs(json_array_get(states, 0), &p, &s, why, sizeof(why)))) {
		printf("%s: the start differs: %s\n", name, w);
		return 1;
	}
	for (i = 0; i < json_array_size(acts); i++) {
		struct tz_action a;
		const char *text = json_string_value(json_array_get(acts, i));

		if (!text || action(text, &a)) {
			printf("%s: action %zu is not one\n", name, i + 1);
			return 1;
		}
		if (zz_tz_check(&p, &a) != TZ_LEGAL) {
			printf("%s: action %zu '%s' rejected (%d)\n", name, i + 1, text, zz_tz_check(&p, &a));
			return 1;
		}
		zz_tz_apply(&p, &s, &a);
		if ((w = differs(json_array_get(states, i + 1), &p, &s, why, sizeof(why)))) {
			printf("%s: after action %zu '%s': %s\n", name, i + 1, text, w);
			return 1;
		}
	}
	return 0;
}

/* The reader and the replay of validate, turn by turn. */
static int by_turn(const char *txt, json_t *root)
{
	static char buf[1 << 20];
	json_t *states = json_object_get(root, "states");
	struct zz_input in;
	struct zz_zgn_reader rd;
	struct zz_diag d;
	struct zz_game g;
	struct zz_replay m;
	struct zz_outcome o;
	size_t len, i, acts = 0;
	char why[160];
	const char *w, *winner = json_string_value(json_object_get(root, "winner"));
	const char *reason = json_string_value(json_object_get(root, "reason"));
	json_int_t turns = json_integer_value(json_object_get(root, "turns"));
	int bad = 0;
	FILE *fp = fopen(txt, "rb");

	if (!fp) {
		printf("%s: cannot open\n", txt);
		return 1;
	}
	len = fread(buf, 1, sizeof(buf), fp);
	fclose(fp);
	zz_input_init_mem(&in, txt, buf, len);
	zz_diag_init(&d);
	zz_zgn_reader_init(&rd, &in, &d);
	zz_game_init(&g);
	if (zz_zgn_read(&rd, &g) != 1 || !zz_game_playable(&g) || g.kind != &zz_kind_tzaar) {
		printf("%s: not read as a TZAAR game\n", txt);
		bad = 1;
		goto out;
	}
	zz_replay_start(&m, &g, &d);
	for (i = 0; i < g.nr_turns && !bad; i++) {
		const struct tz_replay *r;

		if (zz_replay_step(&m) != 1) {
			printf("%s: turn %zu rejected\n", txt, i + 1);
			bad = 1;
			break;
		}
		r = zz_tz_replay_of(&m);
		acts += tz_turn_of(&g, i)->nr;
		if ((w = differs(json_array_get(states, acts), &r->pos, &r->stacks, why, sizeof(why)))) {
			printf("%s: after turn %zu: %s\n", txt, i + 1, w);
			bad = 1;
		}
	}
	if (!bad && zz_replay_all(&m)) {
		printf("%s: the declared result is not the replay's\n", txt);
		bad = 1;
	}
	zz_replay_outcome(&m, &o);
	if (!bad && (!o.over || o.turn != (size_t)turns ||
		     strcmp(zz_outcome_winner(&o), winner && !strcmp(winner, "white") ? "first" : "second") ||
		     strcmp(zz_text_reason(zz_text_kind(g.kind), &o), reason ? reason : ""))) {
		printf("%s: zertz says %s won (%s) after turn %zu\n", txt, zz_outcome_winner(&o),
		       zz_text_reason(zz_text_kind(g.kind), &o), o.turn);
		bad = 1;
	}
	zz_replay_release(&m);
out:
	zz_game_release(&g);
	zz_diag_release(&d);
	zz_input_release(&in);
	return bad;
}

static int one(const char *txt)
{
	char json_path[4096];
	json_error_t jerr;
	json_t *root;
	size_t n = strlen(txt);
	int bad;

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
	bad = by_action(json_path, root);
	bad |= by_turn(txt, root);
	json_decref(root);
	return bad;
}

int main(int argc, char **argv)
{
	int i, bad = 0;

	for (i = 1; i < argc; i++)
		bad += one(argv[i]);
	printf("tzdiff: %d passed, %d failed\n", argc - 1 - bad, bad);
	return bad ? 1 : 0;
}
