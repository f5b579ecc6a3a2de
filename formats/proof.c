/*
 * Proof files of zertz analyze (proof.h): the checker, which asks the
 * game for its legal turns, what a turn does and the turns' names, and
 * nothing else: no search, no table.
 */
#include "proof.h"

#include <jansson.h>
#include <stdlib.h>
#include <string.h>

#include "kinds.h"
#include "search.h"
#include "xalloc.h"
#include "banned.h"

/*
 * The proof checker (zertz analyze --check-proof): small, and apart from the search: it
 * asks the game only for the legal turns, for what a turn does and for the
 * turns' names.  A node holds: the winner's turn is legal; it wins at
 * once, or, with n >= 2 turns left, the game goes on and its replies are
 * exactly the opponent's legal turns, each one losing at once or followed
 * by a proof in n - 1.
 */
struct checker {
	const struct zz_search_kind *sk;
	const struct zz_text_kind *tk;
	const void *rules;
	unsigned long long nodes;
};

/* The legal turn of pos named name into turn: false when none is. */
static bool find_turn(const struct checker *c, const void *pos, const char *name, void *turn)
{
	void *turns = zz_xcalloc(c->sk->max_turns, c->sk->turn_size);
	size_t i, nt = c->sk->turns(c->rules, pos, turns);
	struct zz_buf t = ZZ_BUF_INIT;
	bool found = false;

	for (i = 0; i < nt && !found; i++) {
		zz_buf_reset(&t);
		c->tk->search_turn_write(&t, pos, (char *)turns + i * c->sk->turn_size);
		if (!strcmp(t.buf, name)) {
			memcpy(turn, (char *)turns + i * c->sk->turn_size, c->sk->turn_size);
			found = true;
		}
	}
	zz_buf_release(&t);
	free(turns);
	return found;
}

static bool check_win(struct checker *c, const void *pos, json_t *node, unsigned n, struct zz_buf *why)
{
	const struct zz_search_kind *sk = c->sk;
	json_t *name = json_object_get(node, "turn"), *replies = json_object_get(node, "replies");
	void *turn = zz_xcalloc(1, sk->turn_size), *next = zz_xcalloc(1, sk->pos_size);
	void *turns = NULL, *after = NULL;
	unsigned side = sk->side(pos);
	bool ok = false;
	size_t i, nt;
	int v;

	c->nodes++;
	if (!json_is_object(node) || !json_is_string(name) || !n) {
		zz_buf_addstr(why, n ? "a node without its turn" : "the proof is longer than it claims");
		goto out;
	}
	if (!find_turn(c, pos, json_string_value(name), turn)) {
		zz_buf_addf(why, "'%.60s' is not a legal turn", json_string_value(name));
		goto out;
	}
	v = sk->play(c->rules, pos, turn, next);
	if (v == (int)side) {
		ok = true; /* won at once */
		goto out;
	}
	if (v != ZZ_SEARCH_GOING || n < 2 || !json_is_array(replies)) {
		zz_buf_addf(why, "'%.60s' does not win%s", json_string_value(name),
			    v == ZZ_SEARCH_GOING && n >= 2 ? " at once, and its replies are not given" : "");
		goto out;
	}
	turns = zz_xcalloc(sk->max_turns, sk->turn_size);
	after = zz_xcalloc(1, sk->pos_size);
	nt = sk->turns(c->rules, next, turns);
	if (json_array_size(replies) != nt) {
		zz_buf_addf(why, "after '%.60s': %zu replies given, %zu legal", json_string_value(name),
			    json_array_size(replies), nt);
		goto out;
	}
	for (i = 0; i < nt; i++) {
		json_t *r = json_array_get(replies, i), *rn = json_object_get(r, "turn");
		void *reply = zz_xcalloc(1, sk->turn_size);
		int rv;
		bool good;

		good = json_is_string(rn) && find_turn(c, next, json_string_value(rn), reply);
		/* every legal reply once: the i-th given is some legal turn, and no two alike */
		if (good) {
			size_t k;

			for (k = 0; k < i; k++)
				if (!strcmp(json_string_value(
						    json_object_get(json_array_get(replies, k), "turn")),
					    json_string_value(rn)))
					good = false;
		}
		if (!good) {
			zz_buf_addf(why, "after '%.60s': reply %zu is not a legal turn, or given twice",
				    json_string_value(name), i + 1);
			free(reply);
			goto out;
		}
		rv = sk->play(c->rules, next, reply, after);
		free(reply);
		if (rv == (int)side)
			continue; /* the reply lost at once */
		if (rv != ZZ_SEARCH_GOING) {
			zz_buf_addf(why, "after '%.60s': '%.60s' does not lose", json_string_value(name),
				    json_string_value(rn));
			goto out;
		}
		if (!check_win(c, after, json_object_get(r, "then"), n - 1, why))
			goto out;
	}
	ok = true;
out:
	free(turn);
	free(next);
	free(turns);
	free(after);
	return ok;
}


/* the most turns a win is claimed in: analyze's deepest horizon (-k 6) */
#define PROOF_MAX_TURNS 6

int zz_proof_check(const char *line, size_t len, unsigned long long *nodes, struct zz_buf *why)
{
	json_error_t je;
	json_t *o = json_loadb(line, len, 0, &je);
	const char *pos = json_string_value(json_object_get(o, "position"));
	const char *rules = json_string_value(json_object_get(o, "rules"));
	const struct zz_text_kind *tk = pos ? zz_text_kind_of_position(pos) : NULL;
	struct zz_search_position sp;
	struct checker ck;
	int rc = -1;

	if (!o || !pos || !tk || !tk->search_position || !json_is_integer(json_object_get(o, "win_in"))) {
		zz_buf_addstr(why, o ? "not a proof: position, win_in and proof are needed" : je.text);
	} else if (json_integer_value(json_object_get(o, "win_in")) < 0 ||
		   json_integer_value(json_object_get(o, "win_in")) > PROOF_MAX_TURNS) {
		/* read as it is, never wrapped: -1 is no 4294967295, 2^32 + 1 no 1 */
		zz_buf_addf(why, "win_in %" JSON_INTEGER_FORMAT ": out of range (0 to %d turns)",
			    json_integer_value(json_object_get(o, "win_in")), PROOF_MAX_TURNS);
	} else if (!tk->search_position(pos, rules, &sp, why)) {
		ck.sk = sp.search;
		ck.tk = tk;
		ck.rules = sp.rules;
		ck.nodes = 0;
		if (check_win(&ck, sp.pos, json_object_get(o, "proof"),
			      (unsigned)json_integer_value(json_object_get(o, "win_in")), why))
			rc = 0;
		*nodes += ck.nodes;
		tk->search_release(&sp);
	}
	json_decref(o);
	return rc;
}
