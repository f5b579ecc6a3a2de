/*
 * The facts as JSON (facts.h): the members analyze's lines are made of.
 */
#include "facts.h"

#include "banned.h"

const char *facts_name(enum zz_fact f)
{
	return f == ZZ_FACT_YES ? "yes" : f == ZZ_FACT_NO ? "no" : "unknown";
}

/* The facts of a position as members of an object. */
void facts_put(struct zz_jw *w, const struct zz_turn_facts *f)
{
	zz_jw_key(w, "win");
	zz_jw_str(w, facts_name(f->win));
	if (f->win_len) {
		zz_jw_key(w, "win_in");
		zz_jw_int(w, f->win_len);
	}
	zz_jw_key(w, "lost");
	zz_jw_str(w, facts_name(f->lost));
}

/* The turns that win, as the game writes them. */
void facts_put_winning(struct zz_jw *w, const struct zz_text_kind *tk, const struct zz_search_kind *sk,
		       const void *pos, const void *turns, const size_t *winning, size_t n)
{
	struct zz_buf t = ZZ_BUF_INIT;
	size_t i;

	zz_jw_key(w, "winning");
	zz_jw_array(w);
	for (i = 0; i < n; i++) {
		zz_buf_reset(&t);
		tk->search_turn_write(&t, pos, (const char *)turns + winning[i] * sk->turn_size);
		zz_jw_str(w, t.buf);
	}
	zz_jw_end_array(w);
	zz_buf_release(&t);
}

/* How the moves ended the game: the free check of a win by the moves. */
void facts_put_result(struct zz_jw *w, const struct zz_text_kind *tk, const struct zz_replay *m)
{
	struct zz_outcome oc;

	zz_replay_outcome(m, &oc);
	zz_jw_key(w, "result");
	zz_jw_object(w);
	zz_jw_key(w, "token");
	zz_jw_str(w, zz_result_token(oc.token));
	/* spelt as every JSON the project writes spells it (validate's, the records') */
	zz_jw_key(w, "winner");
	zz_jw_str_or_null(w, zz_outcome_winner(&oc));
	zz_jw_key(w, "reason");
	if (oc.over)
		zz_jw_str(w, zz_text_reason(tk, &oc));
	else
		zz_jw_null(w);
	zz_jw_end_object(w);
}

/* Turn i (its move as the game writes it) and its facts, its mark, as members of an object. */
void facts_put_turn(struct zz_jw *w, size_t i, const char *move, const struct zz_turn_facts *f)
{
	zz_jw_key(w, "turn");
	zz_jw_int(w, (long long)i + 1);
	zz_jw_key(w, "move");
	zz_jw_str(w, move);
	facts_put(w, f);
	/* a turn of no mark has no "mark" (jq's select(.mark) keeps the marked) */
	if (f->mark) {
		zz_jw_key(w, "mark");
		zz_jw_str(w, zz_annot_sign(f->mark));
		zz_jw_key(w, "nag");
		zz_jw_int(w, zz_annot_nag(f->mark));
	}
	if (f->unknown) {
		zz_jw_key(w, "unknown");
		zz_jw_bool(w, true);
	}
}
