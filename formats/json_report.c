#include "json_report.h"

#include "jsonw.h"
#include "kinds.h"
#include "banned.h"

static const char *const level_names[ZZ_LEVEL_NB] = { "note", "warning", "error" };

/* A location's keys are always there: null when it has no file or line. */
static void loc_json(struct zz_jw *w, const struct zz_loc *l)
{
	zz_jw_key(w, "file");
	if (l->file)
		zz_jw_str(w, l->file);
	else
		zz_jw_null(w);
	zz_jw_key(w, "line");
	if (l->line)
		zz_jw_int(w, l->line);
	else
		zz_jw_null(w);
	zz_jw_key(w, "col");
	if (l->line)
		zz_jw_int(w, l->col);
	else
		zz_jw_null(w);
}

static void diag_json(struct zz_jw *w, const struct zz_diagnostic *x)
{
	const struct zz_code_info *info = x->code;
	size_t i;

	zz_jw_object(w);
	loc_json(w, &x->loc);
	zz_jw_key(w, "level");
	zz_jw_str(w, level_names[x->level]);
	zz_jw_key(w, "code");
	zz_jw_str(w, info->id);
	zz_jw_key(w, "rule");
	zz_jw_str(w, info->rule);
	zz_jw_key(w, "message");
	zz_jw_str(w, info->message);
	zz_jw_key(w, "detail");
	if (x->detail)
		zz_jw_str(w, x->detail);
	else
		zz_jw_null(w);
	zz_jw_key(w, "notes");
	zz_jw_array(w);
	for (i = 0; i < x->nr_notes; i++) {
		zz_jw_object(w);
		loc_json(w, &x->notes[i].loc);
		zz_jw_key(w, "text");
		zz_jw_str(w, x->notes[i].text);
		zz_jw_end_object(w);
	}
	zz_jw_end_array(w);
	zz_jw_end_object(w);
}

static void result_json(struct zz_jw *w, const struct zz_text_kind *k, const struct zz_replay *m)
{
	struct zz_outcome oc;
	const char *set;

	zz_replay_outcome(m, &oc);
	set = oc.set >= 0 ? k->set_name(oc.set) : NULL;
	zz_jw_object(w);
	zz_jw_key(w, "turns");
	zz_jw_int(w, (long long)zz_replay_turn(m));
	zz_jw_key(w, "over");
	zz_jw_bool(w, oc.over);
	zz_jw_key(w, "winner");
	zz_jw_str_or_null(w, zz_outcome_winner(&oc));
	zz_jw_key(w, "reason");
	zz_jw_str(w, zz_text_reason(k, &oc));
	zz_jw_key(w, "set");
	zz_jw_str_or_null(w, set);
	zz_jw_key(w, "turn");
	if (oc.over)
		zz_jw_int(w, (long long)oc.turn);
	else
		zz_jw_null(w);
	zz_jw_key(w, "token");
	zz_jw_str(w, zz_result_token(oc.token));
	zz_jw_key(w, "declared");
	zz_jw_str_or_null(w, oc.declared == ZZ_RESULT_NONE ? NULL : zz_result_token(oc.declared));
	zz_jw_key(w, "agrees");
	if (oc.agrees < 0)
		zz_jw_null(w);
	else
		zz_jw_bool(w, oc.agrees);
	k->report_result(w, m);
	zz_jw_end_object(w);
}

void zz_json_game(struct zz_buf *out, const struct zz_json_game *j)
{
	const struct zz_game *g = j->game;
	const struct zz_text_kind *k = zz_text_kind(g->kind);
	struct zz_jw w;
	size_t i, *order;

	zz_jw_init(&w, out, false);
	zz_jw_object(&w);
	zz_jw_key(&w, "source");
	zz_jw_str(&w, j->source);
	zz_jw_key(&w, "game");
	if (j->index)
		zz_jw_int(&w, (long long)j->index);
	else
		zz_jw_null(&w);
	zz_jw_key(&w, "kind");
	zz_jw_str(&w, g->kind->name);
	zz_jw_key(&w, "format");
	zz_jw_str_or_null(&w, g->format);
	/* what holds no game is neither valid nor invalid: null, as its "game" (issue 62) */
	zz_jw_key(&w, "valid");
	if (j->index)
		zz_jw_bool(&w, j->valid);
	else
		zz_jw_null(&w);
	k->report_setup(&w, g, !j->index, j->memo);
	zz_jw_key(&w, "first");
	zz_jw_str_or_null(&w, zz_game_tag(g, "First"));
	zz_jw_key(&w, "second");
	zz_jw_str_or_null(&w, zz_game_tag(g, "Second"));
	zz_jw_key(&w, "turns");
	zz_jw_int(&w, (long long)g->nr_turns);
	zz_jw_key(&w, "tags");
	zz_jw_object(&w);
	for (i = 0; i < g->nr_tags; i++) {
		zz_jw_key(&w, g->tags[i].name);
		zz_jw_str(&w, g->tags[i].value);
	}
	zz_jw_end_object(&w);
	zz_jw_key(&w, "result");
	if (j->match)
		result_json(&w, k, j->match);
	else
		zz_jw_null(&w);
	zz_jw_key(&w, "declared");
	zz_jw_str_or_null(&w, g->declared == ZZ_RESULT_NONE ? NULL : zz_result_token(g->declared));
	zz_jw_key(&w, "termination");
	zz_jw_str_or_null(&w, zz_game_tag(g, "Termination"));
	zz_jw_key(&w, "diagnostics");
	zz_jw_array(&w);
	order = zz_diag_order(j->diag);
	for (i = 0; i < j->diag->nr; i++)
		diag_json(&w, &j->diag->v[order[i]]);
	free(order);
	zz_jw_end_array(&w);
	zz_jw_end_object(&w);
	zz_buf_addch(out, '\n');
}

void zz_json_memo_release(struct zz_json_memo *m)
{
	zz_buf_release(&m->text.text);
	m->text.valid = false;
}
