/*
 * ZGN written (zgn.h, zertz(5)): the tags, each value escaped, the game's
 * set-up as its text side writes it, a line a turn with its comment and
 * clock, and the result.
 */
#include "zgn.h"

#include <string.h>

#include "kind.h"
#include "kinds.h"
#include "text.h"
#include "banned.h"

void zz_zgn_add_tag(struct zz_buf *out, const char *name, const char *value)
{
	const char *p, *run;

	zz_buf_addch(out, '[');
	zz_buf_addstr(out, name);
	zz_buf_add(out, " \"", 2);
	/* what needs no escape goes in a stretch at a time */
	for (p = run = value; *p; p++) {
		if (*p != '\n' && *p != '\r' && *p != '\t' && *p != '"' && *p != '\\')
			continue;
		zz_buf_add(out, run, (size_t)(p - run));
		zz_buf_addch(out, '\\');
		zz_buf_addch(out, *p == '\n' ? 'n' : *p == '\r' ? 'r' : *p == '\t' ? 't' : *p);
		run = p + 1;
	}
	zz_buf_add(out, run, (size_t)(p - run));
	zz_buf_add(out, "\"]\n", 3);
}

static void tag_cb(void *ctx, const char *name, const char *value)
{
	zz_zgn_add_tag(ctx, name, value);
}

void zz_zgn_write(struct zz_buf *out, const struct zz_game *g)
{
	static const char *const roster[] = {
		"Event", "Site", "Date", "Round", "First", "Second", NULL
	};
	const char *v;
	size_t i;
	unsigned k;

	/* a record of the first kind names none */
	if (g->kind != zz_kinds[0])
		zz_zgn_add_tag(out, "Game", g->kind->title);
	for (k = 0; roster[k]; k++)
		if ((v = zz_game_tag(g, roster[k])))
			zz_zgn_add_tag(out, roster[k], v);
	if (g->declared != ZZ_RESULT_NONE)
		zz_zgn_add_tag(out, "Result", zz_result_token(g->declared));
	zz_text_kind(g->kind)->tags_write(g, tag_cb, out);
	for (i = 0; i < g->nr_tags; i++) {
		const char *name = g->tags[i].name;

		for (k = 0; roster[k]; k++)
			if (!strcmp(roster[k], name))
				break;
		if (!roster[k] && !zz_setup_tag(g, name))
			zz_zgn_add_tag(out, name, g->tags[i].value);
	}
	zz_buf_addch(out, '\n');
	for (i = 0; i < g->nr_turns; i++) {
		const struct zz_turn *t = &g->turns[i];

		zz_buf_addint(out, (long long)(i + 1));
		zz_buf_add(out, ". ", 2);
		if (zz_game_playable(g) && !(t->flags & ZZ_TURN_BROKEN))
			zz_text_kind(g->kind)->turn_write(out, g, i);
		else
			zz_buf_addstr(out, "?");
		/* the sign joined to the move, as PGN writes it; "$N" apart */
		zz_nag_write(out, t->nag);
		if (t->comment) {
			zz_buf_addstr(out, " {");
			zz_text_comment(out, t->comment);
			zz_buf_addch(out, '}');
		}
		if (t->clock_ms >= 0) {
			zz_buf_add(out, " @", 2);
			zz_buf_addint(out, t->clock_ms);
		}
		zz_buf_addch(out, '\n');
	}
	if (g->declared != ZZ_RESULT_NONE) {
		zz_buf_addstr(out, zz_result_token(g->declared));
		zz_buf_addch(out, '\n');
	}
}
