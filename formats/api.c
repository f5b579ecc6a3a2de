/*
 * The public interface of libzertz (include/zertz.h): opaque handles over
 * the reader, the record, the replayer, the writers and the drawers, so
 * that a program that links the library sees none of their layouts.  The
 * functions of the same name in the internal headers (zz_game_tag,
 * zz_diag_clear) are those very functions: the prototypes must agree,
 * which this file, including both, checks.
 */
#include "zertz.h"

#include <stdlib.h>
#include <string.h>

#include "diag.h"
#include "game.h"
#include "input.h"
#include "kinds.h"
#include "record.h"
#include "draw.h"
#include "writer.h"
#include "xalloc.h"
#include "banned.h"

struct zz_diag *zz_diag_new(void)
{
	struct zz_diag *d = zz_xmalloc(sizeof(*d));

	zz_diag_init(d);
	return d;
}

void zz_diag_free(struct zz_diag *d)
{
	if (!d)
		return;
	zz_diag_release(d);
	free(d);
}

size_t zz_diag_errors(const struct zz_diag *d)
{
	return d->count[ZZ_LEVEL_ERROR];
}

size_t zz_diag_warnings(const struct zz_diag *d)
{
	return d->count[ZZ_LEVEL_WARNING];
}

char *zz_diag_text(const struct zz_diag *d)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	zz_diag_format(&sb, d, false);
	return zz_buf_detach(&sb, NULL);
}

struct zz_records {
	struct zz_input in;
	struct zz_reader rd;
	const char *name;	/* kept by the sink: games and diagnostics outlive us */
};

static struct zz_records *records_open(struct zz_records *r, const char *format,
				       const char *rules, struct zz_diag *d)
{
	struct zz_loc loc = { r->name, 0, 0, 0 };
	int f = zz_format_parse(format ? format : "auto");
	struct zz_buf err = ZZ_BUF_INIT;

	if (f < 0) {
		/* a name the program got wrong: no diagnostic, NULL says it */
	} else if (rules && zz_kind_rules_valid(rules, &err)) {
		zz_diag_add(d, ZZ_E_RULE_OPTION, &loc, "%s", err.buf);
	} else {
		zz_buf_release(&err);
		zz_reader_init(&r->rd, &r->in, d, (enum zz_format)f, rules);
		return r;
	}
	zz_buf_release(&err);
	zz_input_release(&r->in);
	free(r);
	return NULL;
}

struct zz_records *zz_records_open_file(FILE *fp, const char *name,
					const char *format, const char *rules,
					struct zz_diag *d)
{
	struct zz_records *r = zz_xcalloc(1, sizeof(*r));

	r->name = zz_diag_keep_name(d, name ? name : "<stdin>");
	zz_input_init_file(&r->in, r->name, fp);
	return records_open(r, format, rules, d);
}

struct zz_records *zz_records_open_mem(const void *data, size_t len,
				       const char *name, const char *format,
				       const char *rules, struct zz_diag *d)
{
	struct zz_records *r = zz_xcalloc(1, sizeof(*r));

	r->name = zz_diag_keep_name(d, name ? name : "<memory>");
	zz_input_init_mem(&r->in, r->name, data, len);
	return records_open(r, format, rules, d);
}

int zz_records_next(struct zz_records *r, struct zz_game **out)
{
	struct zz_game *g = zz_xmalloc(sizeof(*g));
	int rc;

	zz_game_init(g);
	rc = zz_reader_read(&r->rd, g);
	if (rc != 1) {
		zz_game_release(g);
		free(g);
		g = NULL;
	}
	*out = g;
	return rc;
}

void zz_records_close(struct zz_records *r)
{
	if (!r)
		return;
	zz_reader_release(&r->rd);
	zz_input_release(&r->in);
	free(r);
}

void zz_game_free(struct zz_game *g)
{
	if (!g)
		return;
	zz_game_release(g);
	free(g);
}

size_t zz_game_turns(const struct zz_game *g)
{
	return g->nr_turns;
}

char *zz_game_write(const struct zz_game *g, const char *format,
		    struct zz_diag *d)
{
	struct zz_writer w;
	struct zz_buf out = ZZ_BUF_INIT, why = ZZ_BUF_INIT;
	struct zz_loc loc = g->loc;
	int f = format ? zz_out_parse(format) : -1;

	if (f < 0 || f == ZZ_OUT_POSITION || f == ZZ_OUT_ZIP)
		return NULL;	/* not a format name: the program's mistake */
	zz_writer_init(&w, (enum zz_out)f);
	if (zz_writer_game(&w, &out, g, &why)) {
		zz_diag_add(d, ZZ_E_CANNOT_HOLD, &loc, "%s: %s", format, why.buf);
		zz_buf_release(&out);
		zz_buf_release(&why);
		return NULL;
	}
	zz_writer_end(&w, &out);
	zz_buf_release(&why);
	return zz_buf_detach(&out, NULL);
}

/*
 * The public replay is the library's own (lib/replay.h): zz_replay_step(),
 * zz_replay_run() and zz_replay_turn() serve both; here is what only the
 * public face has.
 */
struct zz_replay *zz_replay_new(struct zz_game *g, struct zz_diag *d)
{
	struct zz_replay *p;

	if (!zz_game_playable(g)) {
		/* a set-up the reader could not settle (said in d) */
		return NULL;
	}
	p = zz_xmalloc(sizeof(*p));
	zz_replay_start(p, g, d);
	return p;
}

void zz_replay_free(struct zz_replay *p)
{
	if (!p)
		return;
	zz_replay_release(p);
	free(p);
}

char *zz_replay_position(const struct zz_replay *p)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	zz_text_kind(p->game->kind)->position_write(&sb, p);
	return zz_buf_detach(&sb, NULL);
}

char *zz_replay_draw(const struct zz_replay *p, const char *kind)
{
	const struct zz_draw_kind *dk = zz_text_kind(p->game->kind)->draw;
	struct zz_render_opts o;
	struct zz_buf sb = ZZ_BUF_INIT;

	if (!kind || (strcmp(kind, "ascii") && strcmp(kind, "svg")) || !dk)
		return NULL;
	zz_render_opts_init(&o);
	dk->now(&sb, p, !strcmp(kind, "svg"), &o);
	return zz_buf_detach(&sb, NULL);
}

void zz_replay_result(const struct zz_replay *p, struct zz_game_result *out)
{
	struct zz_outcome o;

	zz_replay_outcome(p, &o);
	out->over = o.over;
	out->winner = zz_outcome_winner(&o);
	out->reason = zz_text_reason(zz_text_kind(p->game->kind), &o);
	out->turn = o.over ? o.turn : zz_replay_turn(p);
	out->token = zz_result_token(o.token);
	out->declared = o.declared == ZZ_RESULT_NONE ? NULL : zz_result_token(o.declared);
	out->agrees = o.agrees;
}
