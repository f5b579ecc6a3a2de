#include "record.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <jansson.h>

#include "i18n.h"
#include "json.h"
#include "kind.h"
#include "kinds.h"
#include "schema.h"
#include "xalloc.h"
#include "yaml.h"
#include "banned.h"

static const char *const names[ZZ_FORMAT_NB] = { "auto", "zgn", "sgf", "json", "yaml" };

int zz_format_parse(const char *name)
{
	int i;

	for (i = 0; i < ZZ_FORMAT_NB; i++)
		if (!strcasecmp(names[i], name)) /* "JSON" too */
			return i;
	return -1;
}

const char *zz_format_name(enum zz_format f)
{
	return names[f];
}

void zz_reader_init(struct zz_reader *r, struct zz_input *in,
		    struct zz_diag *d, enum zz_format format,
		    const char *rules_override)
{
	memset(r, 0, sizeof(*r));
	r->in = in;
	r->diag = d;
	r->format = format;
	r->rules_override = rules_override;
	zz_zgn_reader_init(&r->zgn, in, d);
}

/* The format a first line that is not blank shows. */
static enum zz_format classify(const char *s, size_t n)
{
	size_t i;

	if (s[0] == '(')
		return ZZ_FORMAT_SGF;
	if (s[0] == '{')
		return ZZ_FORMAT_JSON;
	if (s[0] == '[') {
		/* ZGN tag pairs start "[Name", a JSON array "[", "[{" or "[]" */
		for (i = 1; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
			;
		return i == n || s[i] == '{' || s[i] == ']' ? ZZ_FORMAT_JSON : ZZ_FORMAT_ZGN;
	}
	if ((n >= 3 && !memcmp(s, "---", 3)) || (n >= 5 && !memcmp(s, "%YAML", 5)))
		return ZZ_FORMAT_YAML;
	/* "key:" at the start of a line: a YAML mapping */
	for (i = 0; i < n && ((s[i] >= 'a' && s[i] <= 'z') || s[i] == '_'); i++)
		;
	if (i > 0 && i < n && s[i] == ':')
		return ZZ_FORMAT_YAML;
	return ZZ_FORMAT_ZGN;
}

/* Look at the first line that is not blank, and put it back. */
static int detect(struct zz_reader *r)
{
	const char *line;
	size_t len, i;
	unsigned char b;
	int rc;

	while ((rc = zz_input_getline(r->in, &line, &len)) > 0) {
		for (i = 0; i < len; i++)
			if (line[i] != ' ' && line[i] != '\t')
				break;
		if (i == len)
			continue;
		/*
		 * a first byte no text starts with (a program's 0x7f "ELF",
		 * an image's 0x89 "PNG", gzip's 0x1f, UTF-16's 0xff 0xfe): no
		 * record, and not one line of faults a line of it
		 */
		b = (unsigned char)line[i];
		r->binary = (b < 0x20 && b != '\r' && b != '\f' && b != '\v') || b == 0x7f ||
			(b >= 0x80 && b <= 0x9f) || b >= 0xfe;
		r->binary_byte = b;
		r->format = classify(line + i, len - i);
		/* an SGF game tree: its first line says whose dialect */
		if (r->format == ZZ_FORMAT_SGF)
			r->sgf_kind = zz_text_kind_of_sgf(line + i, len - i);
		zz_input_unget(r->in);
		return 1;
	}
	return rc;
}

void zz_reader_release(struct zz_reader *r)
{
	if (r->sgf)
		r->sgf_kind->sgf_close(r->sgf);
	r->sgf = NULL;
	zz_yaml_reader_free(r->yaml);
	r->yaml = NULL;
	zz_json_reader_free(r->json);
	r->json = NULL;
}

/* A tree into a game. */
static int from_tree(struct zz_reader *r, json_t *tree, struct zz_game *g,
		     const struct zz_loc *at, const char *format, struct zz_places *places)
{
	zz_schema_read(tree, g, r->diag, at, places);
	g->format = format;
	return 1;
}

static int read_json(struct zz_reader *r, struct zz_game *g)
{
	json_t *v;
	struct zz_loc at;
	int rc;

	if (!r->json)
		r->json = zz_json_reader_new(r->in, r->diag);
	rc = zz_json_read(r->json, &v, &at);
	if (rc <= 0)
		return rc;
	if (!v) {
		/* not JSON: report it as a game without a board */
		g->loc = at;
		g->format = "json";
		return 1;
	}
	rc = from_tree(r, v, g, &at, "json", zz_json_places(r->json));
	json_decref(v);
	return rc;
}

static int read_yaml(struct zz_reader *r, struct zz_game *g)
{
	json_t *tree;
	struct zz_loc at;
	int rc;

	if (!r->yaml)
		r->yaml = zz_yaml_reader_new(r->in, r->diag);
	rc = zz_yaml_read(r->yaml, &tree, &at);
	if (rc == 0)
		return r->in->error ? -1 : 0;
	if (rc < 0) {
		/* the error is diagnosed; it is one broken game */
		g->format = "yaml";
		g->loc = at;
		return r->in->error ? -1 : 1;
	}
	rc = from_tree(r, tree, g, &at, "yaml", zz_yaml_places(r->yaml));
	json_decref(tree);
	return rc;
}

static int read_game(struct zz_reader *r, struct zz_game *g)
{
	switch (r->format) {
	case ZZ_FORMAT_SGF:
		if (!r->sgf_kind) {
			/* --from sgf: the first line says whose SGF it is */
			const char *line = "";
			size_t len = 0;
			int got = zz_input_getline(r->in, &line, &len);

			r->sgf_kind = zz_text_kind_of_sgf(got > 0 ? line : "", got > 0 ? len : 0);
			if (got > 0)
				zz_input_unget(r->in);
		}
		if (!r->sgf)
			r->sgf = r->sgf_kind->sgf_open(r->in, r->diag);
		return r->sgf_kind->sgf_read(r->sgf, g);
	case ZZ_FORMAT_JSON:
		return read_json(r, g);
	case ZZ_FORMAT_YAML:
		return read_yaml(r, g);
	default:
		return zz_zgn_read(&r->zgn, g);
	}
}

/* What went over a limit of the game (game.h): one error each. */
static void over_limits(struct zz_reader *r, struct zz_game *g)
{
	if (g->over_turns)
		zz_diag_add(
			r->diag, ZZ_E_LIMIT, &g->loc,
			N_("more than %zu turns: the rest are not read (ZERTZ_MAX_TURNS raises the limit)"),
			g->limits.max_turns);
	if (g->over_tags)
		zz_diag_add(r->diag, ZZ_E_LIMIT, &g->loc,
			    N_("more than %zu tags: %zu not kept (ZERTZ_MAX_TAGS raises the limit)"),
			    g->limits.max_tags, g->over_tags);
	if (g->over_text)
		zz_diag_add(r->diag, ZZ_E_LIMIT, &g->loc,
			    N_("more than %zu bytes of tags and comments: %zu not kept "
			       "(ZERTZ_MAX_TEXT raises the limit)"),
			    g->limits.max_text, g->over_text);
}

int zz_reader_read(struct zz_reader *r, struct zz_game *g)
{
	int rc;

	/* the input's limits, or the defaults */
	if (r->in->limits.max_turns)
		g->limits.max_turns = r->in->limits.max_turns;
	if (r->in->limits.max_tags)
		g->limits.max_tags = r->in->limits.max_tags;
	if (r->in->limits.max_text)
		g->limits.max_text = r->in->limits.max_text;
	if (r->in->max_diagnostics)
		r->diag->max_kept = r->in->max_diagnostics;
	if (r->format == ZZ_FORMAT_AUTO) {
		rc = detect(r);
		if (rc <= 0)
			return rc;
	}
	if (r->binary) {
		/* one line of diagnostic, not one a line of a program or an image */
		if (r->binary_said)
			return 0;
		r->binary_said = true;
		g->loc.file = r->in->name;
		g->loc.line = 1;
		g->loc.col = 1;
		g->loc.offset = 0;
		zz_diag_add(r->diag, ZZ_E_NO_GAME, &g->loc,
			    N_("a binary file (its first byte is 0x%02x), not a text record: not read"),
			    r->binary_byte);
		g->flags |= ZZ_GAME_NONE;
		return 1;
	}
	rc = read_game(r, g);
	if (rc != 0 && zz_game_end_read(g))
		over_limits(r, g);
	if (rc == 1 && !(g->flags & ZZ_GAME_NONE) && !g->nr_tags && !g->nr_turns &&
	    !r->diag->count[ZZ_LEVEL_ERROR] &&
	    r->format != ZZ_FORMAT_JSON && r->format != ZZ_FORMAT_YAML) {
		/*
		 * comments and blank lines: no tag, no move, no game (what
		 * could not be read at all is a broken game, said already)
		 */
		zz_diag_add(r->diag, ZZ_E_NO_GAME, &g->loc, N_("it holds no tag and no move"));
		g->flags |= ZZ_GAME_NONE;
	}
	if (rc == 1 && r->rules_override) {
		/* the one place the override is applied, whatever the format */
		const struct zz_said w = { NULL, r->diag, &g->loc, ZZ_W_IGNORED };

		/* rules of another game (TZAAR has none): not applied, and said */
		g->kind->set_rules(g->setup, r->rules_override, &w);
	}
	return rc;
}
