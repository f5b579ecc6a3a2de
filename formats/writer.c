#include "writer.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <jansson.h>

#include "kinds.h"
#include "schema.h"
#include "yaml.h"
#include "zgn.h"
#include "i18n.h"
#include "banned.h"

static const char *const names[ZZ_OUT_NB] = {
	"zgn", "json", "jsonl", "yaml", "sgf", "zertz3d", "position", "zip", "zen"
};

int zz_out_parse(const char *name)
{
	int i;

	for (i = 0; i < ZZ_OUT_NB; i++)
		if (!strcasecmp(names[i], name)) /* "JSON" too */
			return i;
	return -1;
}

const char *zz_out_name(enum zz_out f)
{
	return names[f];
}

void zz_writer_init(struct zz_writer *w, enum zz_out format)
{
	memset(w, 0, sizeof(*w));
	w->format = format;
}

void zz_writer_describe(unsigned dropped, struct zz_buf *out)
{
	/* TRANSLATORS: what a format cannot hold, each the object of "FORMAT cannot hold %s: left out" */
	static const char *const what[] = {
		N_("tags"),	   N_("comments"),	  N_("clocks"),		 N_("rule options"),
		N_("the variant"), N_("start positions"), N_("how games ended"), N_("passes"),
		N_("marks")
	};
	unsigned i;
	const char *sep = "";

	for (i = 0; i < sizeof(what) / sizeof(what[0]); i++)
		if (dropped & (1u << i)) {
			zz_buf_addf(out, "%s%s", sep, _(what[i]));
			sep = ", ";
		}
}

const char *zz_writer_written_otherwise(unsigned dropped)
{
	if (dropped & ZZ_DROP_CHAIN_LINES)
		return _("each hop of a capture chain written on a line of its own, as Zertz3D writes them: "
			 "read back, the file is read in lenient mode and each chain joined, with a warning "
			 "for each (the format's, not damage)");
	return NULL;
}

void zz_writer_sep(struct zz_writer *w, struct zz_buf *out)
{
	if ((w->format == ZZ_OUT_ZGN || w->format == ZZ_OUT_ZEN) && w->games)
		zz_buf_addch(out, '\n');
	else if (w->format == ZZ_OUT_JSON)
		zz_buf_addstr(out, w->games ? ",\n" : "[\n");
	w->games++;
}

/*
 * The format of one game that g's kind has, or NULL with why: "Boardspace
 * SGF holds Zertz games, not TZAAR's".
 */
static const struct zz_own_format *own_format(enum zz_out format, const struct zz_kind *k,
					      struct zz_buf *why)
{
	const struct zz_text_kind *owner, *none;
	const struct zz_own_format *f = zz_text_own_format(k, (int)format, &owner);

	if (f)
		return f;
	if (owner) {
		f = zz_text_own_format(owner->kind, (int)format, &none);
		zz_buf_addf(why, "%s holds %s %s, not %s's", f->name, owner->kind->title,
			    f->holds, k->title);
	} else {
		/* not reached: every format of one game is some game's */
		zz_buf_addf(why, "no game has the format %s", zz_out_name(format));
	}
	return NULL;
}

int zz_writer_body(struct zz_writer *w, struct zz_buf *out, const struct zz_game *g,
		   const struct zz_record_facts *f, struct zz_buf *why)
{
	struct zz_jw jw;
	json_t *tree;
	int rc = 0;

	switch (w->format) {
	case ZZ_OUT_ZGN:
		zz_zgn_write(out, g);
		break;
	case ZZ_OUT_JSON:
		zz_jw_init_indent(&jw, out, 2);
		zz_schema_write(&jw, g, f);
		break;
	case ZZ_OUT_JSONL:
		zz_jw_init(&jw, out, false);
		zz_schema_write(&jw, g, f);
		zz_buf_addch(out, '\n');
		break;
	case ZZ_OUT_YAML:
		tree = zz_schema_game(g, f);
		zz_yaml_write(out, tree);
		json_decref(tree);
		break;
	case ZZ_OUT_SGF:
	case ZZ_OUT_ZERTZ3D:
	case ZZ_OUT_ZEN: {
		/* a game that cannot be written leaves nothing behind */
		const struct zz_own_format *own = own_format(w->format, g->kind, why);
		struct zz_buf one = ZZ_BUF_INIT;

		rc = own ? own->game(&one, g, &w->dropped, why) : -1;
		if (rc == 0)
			zz_buf_add(out, one.buf, one.len);
		zz_buf_release(&one);
		break;
	}
	case ZZ_OUT_POSITION:
	case ZZ_OUT_ZIP:
	case ZZ_OUT_NB:
		break;
	}
	return rc;
}

int zz_writer_position(enum zz_out format, struct zz_buf *out, const struct zz_replay *m,
		       struct zz_buf *why)
{
	const struct zz_kind *k = m->game->kind;
	const struct zz_own_format *f;

	if (format == ZZ_OUT_POSITION) {
		zz_text_kind(k)->position_write(out, m);
		return 0;
	}
	f = own_format(format, k, why);
	return f ? f->position(out, m, why) : -1;
}

int zz_writer_game(struct zz_writer *w, struct zz_buf *out,
		   const struct zz_game *g, struct zz_buf *why)
{
	size_t at = out->len;

	zz_writer_sep(w, out);
	if (zz_writer_body(w, out, g, NULL, why)) {
		zz_buf_setlen(out, at);
		w->games--;
		return -1;
	}
	return 0;
}

void zz_writer_end(struct zz_writer *w, struct zz_buf *out)
{
	if (w->format == ZZ_OUT_JSON)
		zz_buf_addstr(out, w->games ? "\n]\n" : "[]\n");
}
