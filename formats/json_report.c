#include "json_report.h"

#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "kinds.h"
#include "schema.h"
#include "banned.h"

static const char *const level_names[ZZ_LEVEL_NB] = { "note", "warning", "error" };

static json_t *loc_json(json_t *o, const struct zz_loc *l)
{
	if (l->file)
		json_object_set_new(o, "file", zz_schema_text(l->file));
	if (l->line) {
		json_object_set_new(o, "line", json_integer(l->line));
		json_object_set_new(o, "col", json_integer(l->col));
	}
	return o;
}

static json_t *diag_json(const struct zz_diagnostic *x)
{
	json_t *o = json_object(), *notes = json_array();
	const struct zz_code_info *info = &zz_codes[x->code];
	size_t i;

	loc_json(o, &x->loc);
	json_object_set_new(o, "level", json_string(level_names[x->level]));
	json_object_set_new(o, "code", json_string(info->id));
	json_object_set_new(o, "rule", json_string(info->rule));
	json_object_set_new(o, "message", json_string(info->message));
	if (x->detail)
		json_object_set_new(o, "detail", zz_schema_text(x->detail));
	for (i = 0; i < x->nr_notes; i++) {
		json_t *n = json_object();

		loc_json(n, &x->notes[i].loc);
		json_object_set_new(n, "text", zz_schema_text(x->notes[i].text));
		json_array_append_new(notes, n);
	}
	json_object_set_new(o, "notes", notes);
	return o;
}

static json_t *nullable(const char *s)
{
	return s ? zz_schema_text(s) : json_null();
}

void zz_json_game(struct zz_buf *out, const struct zz_json_game *j)
{
	const struct zz_game *g = j->game;
	const struct zz_text_kind *k = zz_text_kind(g->kind);
	json_t *o = json_object(), *diags = json_array(), *res;
	char *text;
	size_t i;

	json_object_set_new(o, "source", zz_schema_text(j->source));
	json_object_set_new(o, "game", j->index ? json_integer((json_int_t)j->index) : json_null());
	json_object_set_new(o, "format", g->format ? json_string(g->format) : json_null());
	json_object_set_new(o, "valid", json_boolean(j->valid));
	k->report_setup(o, g, !j->index);
	json_object_set_new(o, "first", nullable(zz_game_tag(g, "First")));
	json_object_set_new(o, "second", nullable(zz_game_tag(g, "Second")));
	json_object_set_new(o, "turns", json_integer((json_int_t)g->nr_turns));
	{
		json_t *tags = json_object();

		for (i = 0; i < g->nr_tags; i++)
			json_object_set_new(tags, g->tags[i].name, zz_schema_text(g->tags[i].value));
		json_object_set_new(o, "tags", tags);
	}
	if (j->match) {
		const struct zz_match *m = j->match;
		struct zz_outcome oc;
		const char *set;

		zz_match_outcome(m, &oc);
		set = oc.set >= 0 ? k->set_name(oc.set) : NULL;
		res = json_object();
		json_object_set_new(res, "turns", json_integer((json_int_t)zz_match_next(m)));
		json_object_set_new(res, "over", json_boolean(oc.over));
		json_object_set_new(res, "winner", nullable(zz_outcome_winner(&oc)));
		json_object_set_new(res, "reason", json_string(zz_reason_name(oc.reason)));
		json_object_set_new(res, "set", set ? json_string(set) : json_null());
		json_object_set_new(res, "turn", oc.over ? json_integer((json_int_t)oc.turn) : json_null());
		json_object_set_new(res, "token", json_string(zz_result_token(oc.token)));
		json_object_set_new(res, "declared", oc.declared == ZZ_RESULT_NONE ? json_null()
				    : json_string(zz_result_token(oc.declared)));
		json_object_set_new(res, "agrees", oc.agrees < 0 ? json_null() : json_boolean(oc.agrees));
		k->report_result(res, m);
		json_object_set_new(o, "result", res);
	} else {
		json_object_set_new(o, "result", json_null());
	}
	json_object_set_new(o, "declared", g->declared == ZZ_RESULT_NONE ? json_null()
			    : json_string(zz_result_token(g->declared)));
	json_object_set_new(o, "termination", nullable(zz_game_tag(g, "Termination")));
	for (i = 0; i < j->diag->nr; i++)
		json_array_append_new(diags, diag_json(&j->diag->v[i]));
	json_object_set_new(o, "diagnostics", diags);
	text = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER | JSON_ENSURE_ASCII);
	if (text) {
		zz_buf_addstr(out, text);
		free(text);
	}
	zz_buf_addch(out, '\n');
	json_decref(o);
}
