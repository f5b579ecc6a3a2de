#include "json_report.h"

#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "rules.h"
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

static json_t *rules_json(const struct zz_rules *r)
{
	json_t *o = json_object();
	struct zz_buf sb = ZZ_BUF_INIT;
	const char *p;

	zz_rules_format_all(r, &sb);
	/* NAME=VALUE,... from the one option table */
	for (p = sb.buf; *p;) {
		const char *eq = strchr(p, '='), *end = strchr(p, ',');
		char name[64];
		size_t n;

		if (!end)
			end = p + strlen(p);
		n = (size_t)(eq - p) < sizeof(name) - 1 ? (size_t)(eq - p) : sizeof(name) - 1;
		memcpy(name, p, n);
		name[n] = '\0';
		json_object_set_new(o, name, json_stringn(eq + 1, (size_t)(end - eq - 1)));
		p = *end ? end + 1 : end;
	}
	zz_buf_release(&sb);
	return o;
}

static json_t *counts_json(const unsigned char c[ZZ_COLOUR_NB])
{
	return json_pack("[iii]", c[0], c[1], c[2]);
}

static json_t *nullable(const char *s)
{
	return s ? zz_schema_text(s) : json_null();
}

void zz_json_game(struct zz_buf *out, const struct zz_json_game *j)
{
	const struct zz_game *g = j->game;
	const struct zz_zgame *z = zz_zgame(g);
	const struct zz_rules *r = &z->rules;
	json_t *o = json_object(), *diags = json_array(), *res;
	char *text;
	size_t i;

	json_object_set_new(o, "source", zz_schema_text(j->source));
	json_object_set_new(o, "game", j->index ? json_integer((json_int_t)j->index) : json_null());
	json_object_set_new(o, "format", g->format ? json_string(g->format) : json_null());
	json_object_set_new(o, "valid", json_boolean(j->valid));
	json_object_set_new(o, "board", !z->geom ? json_null()
			    : z->geom->board == ZZ_BOARD_CUSTOM ? json_string("custom")
			    : json_integer(z->geom->rings));
	if (!j->index) {
		/* a source without a game has no variant or rules either */
		json_object_set_new(o, "variant", json_null());
		json_object_set_new(o, "marbles", json_null());
		json_object_set_new(o, "win", json_null());
		json_object_set_new(o, "rules", json_null());
	} else {
		json_object_set_new(o, "variant", json_string(zz_variant_name(r->variant)));
		json_object_set_new(o, "marbles", counts_json(r->marbles));
		json_object_set_new(o, "win", json_pack("{s:i,s:i,s:i,s:i}", "each", r->win_each,
							"white", r->win[0], "grey", r->win[1],
							"black", r->win[2]));
		json_object_set_new(o, "rules", rules_json(r));
	}
	json_object_set_new(o, "first", nullable(zz_game_tag(g, "First")));
	json_object_set_new(o, "second", nullable(zz_game_tag(g, "Second")));
	json_object_set_new(o, "turns", json_integer((json_int_t)g->nr_turns));
	{
		json_t *tags = json_object();

		for (i = 0; i < g->nr_tags; i++)
			json_object_set_new(tags, g->tags[i].name, zz_schema_text(g->tags[i].value));
		json_object_set_new(o, "tags", tags);
	}
	if (j->replay) {
		const struct zz_replay *rp = j->replay;
		struct zz_outcome oc;

		zz_replay_outcome(rp, &oc);
		res = json_object();
		json_object_set_new(res, "turns", json_integer((json_int_t)rp->next));
		json_object_set_new(res, "over", json_boolean(oc.over));
		json_object_set_new(res, "winner", nullable(zz_outcome_winner(&oc)));
		json_object_set_new(res, "reason", json_string(zz_reason_name(oc.reason)));
		json_object_set_new(res, "set", oc.set >= 0 ? json_string(zz_win_set_name(oc.set)) : json_null());
		json_object_set_new(res, "turn", oc.over ? json_integer((json_int_t)oc.turn) : json_null());
		json_object_set_new(res, "token", json_string(zz_result_token(oc.token)));
		json_object_set_new(res, "declared", oc.declared == ZZ_RESULT_NONE ? json_null()
				    : json_string(zz_result_token(oc.declared)));
		json_object_set_new(res, "agrees", oc.agrees < 0 ? json_null() : json_boolean(oc.agrees));
		json_object_set_new(res, "captures", json_pack("{s:o,s:o}",
					"first", counts_json(rp->pos.cap[0]),
					"second", counts_json(rp->pos.cap[1])));
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
