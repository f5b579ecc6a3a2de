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
#include "i18n.h"
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
	/* the nodes numbered so far (node k is node[k - 1]): where each is, the turns it takes (0: not yet checked) */
	struct numbered {
		char *pos;
		unsigned depth;
	} * node;
	size_t n, cap;
};

/* pos's text into c's scratch t */
static void pos_text(const struct checker *c, const void *pos, struct zz_buf *t)
{
	zz_buf_reset(t);
	c->tk->search_position_write(t, pos);
}

/*
 * "then": N, a node numbered before, at this same position, checked
 * already (not one of the node's own ancestors), within the n turns left:
 * the turns it takes, or 0 with why.
 */
static unsigned check_ref(struct checker *c, const void *pos, json_int_t id, unsigned n, struct zz_buf *why)
{
	struct zz_buf t = ZZ_BUF_INIT;
	unsigned depth = 0;

	if (id < 1 || (size_t)id > c->n || !c->node[id - 1].depth) {
		zz_buf_addf(why, _("node %lld is not one given before"), (long long)id);
		return 0;
	}
	pos_text(c, pos, &t);
	if (strcmp(t.buf, c->node[id - 1].pos))
		zz_buf_addf(why, _("node %lld is of another position"), (long long)id);
	else if (c->node[id - 1].depth > n)
		zz_buf_addstr(why, _("the proof is longer than it claims"));
	else
		depth = c->node[id - 1].depth;
	zz_buf_release(&t);
	return depth;
}

/* A node's "id": the next number, if it has one; false with why when it is some other. */
static bool number_node(struct checker *c, const void *pos, json_t *node, size_t *k, struct zz_buf *why)
{
	json_t *id = json_object_get(node, "id");
	struct zz_buf t = ZZ_BUF_INIT;

	*k = 0;
	if (!id)
		return true;
	if (!json_is_integer(id) || json_integer_value(id) < 0 ||
	    (size_t)json_integer_value(id) != c->n + 1) {
		zz_buf_addf(why, _("a node numbered out of turn (%zu is next)"), c->n + 1);
		return false;
	}
	if (c->n == c->cap) {
		c->cap = c->cap ? 2 * c->cap : 64;
		c->node = zz_xreallocarray(c->node, c->cap, sizeof *c->node);
	}
	pos_text(c, pos, &t);
	c->node[c->n].pos = zz_buf_detach(&t, NULL);
	c->node[c->n].depth = 0;
	*k = ++c->n;
	return true;
}

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

/*
 * The node at pos, a win within n: the winner's turns it takes (at least
 * 1), or 0 with why.  A node given a number is checked once; "then": N
 * stands for it wherever its position is reached again.
 */
static unsigned check_win(struct checker *c, const void *pos, json_t *node, unsigned n, struct zz_buf *why)
{
	const struct zz_search_kind *sk = c->sk;
	json_t *name = json_object_get(node, "turn"), *replies = json_object_get(node, "replies");
	void *turn = NULL, *next = NULL, *turns = NULL, *after = NULL;
	unsigned side = sk->side(pos), depth = 0, most = 0, d;
	size_t i, nt, k;
	int v;

	if (json_is_integer(node) && n)
		return check_ref(c, pos, json_integer_value(node), n, why);
	c->nodes++;
	if (!n) {
		zz_buf_addstr(why, _("the proof is longer than it claims"));
		return 0;
	}
	if (!json_is_object(node) || !json_is_string(name)) {
		/* said in the proof's terms: where, what was claimed there, what is given instead */
		struct zz_buf t = ZZ_BUF_INIT;

		pos_text(c, pos, &t);
		zz_buf_addf(why, _("at %s: a win within %u claimed, and no winner's turn given (%s)"), t.buf,
			    n,
			    json_is_null(node) || !node	    ? "null"
				    : !json_is_object(node) ? _("not an object")
				    : !name		    ? _("no \"turn\"")
							    : _("\"turn\" is not a string"));
		zz_buf_release(&t);
		return 0;
	}
	if (!number_node(c, pos, node, &k, why))
		return 0;
	turn = zz_xcalloc(1, sk->turn_size);
	next = zz_xcalloc(1, sk->pos_size);
	if (!find_turn(c, pos, json_string_value(name), turn)) {
		zz_buf_addf(why, _("'%.60s' is not a legal turn"), json_string_value(name));
		goto out;
	}
	v = sk->play(c->rules, pos, turn, next);
	if (v == (int)side) {
		depth = 1; /* won at once */
		goto out;
	}
	if (v != ZZ_SEARCH_GOING || n < 2 || !json_is_array(replies)) {
		if (v == ZZ_SEARCH_GOING && n >= 2)
			zz_buf_addf(why, _("'%.60s' does not win at once, and its replies are not given"),
				    json_string_value(name));
		else
			zz_buf_addf(why, _("'%.60s' does not win"), json_string_value(name));
		goto out;
	}
	turns = zz_xcalloc(sk->max_turns, sk->turn_size);
	after = zz_xcalloc(1, sk->pos_size);
	nt = sk->turns(c->rules, next, turns);
	if (json_array_size(replies) != nt) {
		zz_buf_addf(why, _("after '%.60s': %zu replies given, %zu legal"), json_string_value(name),
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
			size_t j;

			for (j = 0; j < i; j++)
				if (!strcmp(json_string_value(
						    json_object_get(json_array_get(replies, j), "turn")),
					    json_string_value(rn)))
					good = false;
		}
		if (!good) {
			zz_buf_addf(why, _("after '%.60s': reply %zu is not a legal turn, or given twice"),
				    json_string_value(name), i + 1);
			free(reply);
			goto out;
		}
		rv = sk->play(c->rules, next, reply, after);
		free(reply);
		if (rv == (int)side)
			continue; /* the reply lost at once */
		if (rv != ZZ_SEARCH_GOING) {
			zz_buf_addf(why, _("after '%.60s': '%.60s' does not lose"), json_string_value(name),
				    json_string_value(rn));
			goto out;
		}
		d = check_win(c, after, json_object_get(r, "then"), n - 1, why);
		if (!d)
			goto out;
		most = d > most ? d : most;
	}
	depth = 1 + most;
out:
	if (k)
		c->node[k - 1].depth = depth;
	free(turn);
	free(next);
	free(turns);
	free(after);
	return depth;
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
		zz_buf_addstr(why, o ? _("not a proof: position, win_in and proof are needed") : je.text);
	} else if (json_integer_value(json_object_get(o, "win_in")) < 0 ||
		   json_integer_value(json_object_get(o, "win_in")) > PROOF_MAX_TURNS) {
		/* read as it is, never wrapped: -1 is no 4294967295, 2^32 + 1 no 1 */
		zz_buf_addf(why, _("win_in %lld: out of range (0 to %d turns)"),
			    (long long)json_integer_value(json_object_get(o, "win_in")), PROOF_MAX_TURNS);
	} else if (!tk->search_position(pos, rules, &sp, why)) {
		ck.sk = sp.search;
		ck.tk = tk;
		ck.rules = sp.rules;
		ck.nodes = 0;
		ck.node = NULL;
		ck.n = ck.cap = 0;
		if (check_win(&ck, sp.pos, json_object_get(o, "proof"),
			      (unsigned)json_integer_value(json_object_get(o, "win_in")), why))
			rc = 0;
		*nodes += ck.nodes;
		while (ck.n)
			free(ck.node[--ck.n].pos);
		free(ck.node);
		tk->search_release(&sp);
	}
	json_decref(o);
	return rc;
}
