/*
 * JSON and JSON Lines in, as trees for formats/schema.c: one value at a
 * time, a top-level array one element at a time.
 */
#include "json.h"

#include <stdbool.h>
#include <stdlib.h>

#include "xalloc.h"
#include "banned.h"

/* Bytes one JSON value may take (a top-level array is one value). */
#define JSON_MAX (256u << 20)

struct zz_json_reader {
	struct zz_input *in;
	struct zz_diag *diag;
	json_t *array;		/* owned: a top-level array being read */
	size_t array_next;
	struct zz_loc array_loc;
	struct zz_places places;	/* of the value last read */
};

struct zz_json_reader *zz_json_reader_new(struct zz_input *in, struct zz_diag *d)
{
	struct zz_json_reader *r = zz_xcalloc(1, sizeof(*r));

	r->in = in;
	r->diag = d;
	return r;
}

void zz_json_reader_free(struct zz_json_reader *r)
{
	if (!r)
		return;
	json_decref(r->array);
	zz_places_release(&r->places);
	free(r);
}

/* The string values of a tree in the order of its text (objects keep it). */
static void strings_of(json_t *v, const json_t ***out, size_t *nr, size_t *alloc)
{
	const char *key;
	json_t *x;
	size_t i;

	if (json_is_string(v)) {
		ZZ_ALLOC_GROW(*out, *nr + 1, *alloc);
		(*out)[(*nr)++] = v;
	} else if (json_is_object(v)) {
		json_object_foreach(v, key, x)
			strings_of(x, out, nr, alloc);
	} else if (json_is_array(v)) {
		json_array_foreach(v, i, x)
			strings_of(x, out, nr, alloc);
	}
}

/*
 * Note where each string value of the tree starts in text (the lines read
 * from at on, each ended by one '\n'): the string tokens of the text that
 * are not keys, in order, paired with the tree's string values in order.
 * Should the two counts differ, nothing is noted (the moves are then
 * located at the record, as before).
 */
static void note_places(struct zz_json_reader *r, json_t *tree, const char *text,
			size_t len, const struct zz_loc *at)
{
	const json_t **nodes = NULL;
	size_t nr_nodes = 0, alloc = 0, *starts = NULL, nr = 0, salloc = 0, i, j;
	size_t line_start = 0, k = 0;
	/* text starts with the whole first line: at is its first non-blank */
	size_t base = at->offset - (at->col - 1);
	struct zz_loc l = *at;

	zz_places_clear(&r->places);
	strings_of(tree, &nodes, &nr_nodes, &alloc);
	for (i = 0; i < len; i++) {
		if (text[i] != '"')
			continue;
		for (j = i + 1; j < len && text[j] != '"'; j++)
			if (text[j] == '\\')
				j++;
		k = j + 1;
		while (k < len && (text[k] == ' ' || text[k] == '\t' || text[k] == '\n' || text[k] == '\r'))
			k++;
		if (k >= len || text[k] != ':') {
			ZZ_ALLOC_GROW(starts, nr + 1, salloc);
			starts[nr++] = i + 1;
		}
		i = j;
	}
	if (nr == nr_nodes) {
		/* offsets in text into lines and columns of the file */
		size_t line = 0, n = 0;

		for (i = 0, j = 0; j < nr; i++) {
			if (i == starts[j]) {
				l.line = at->line + (unsigned)line;
				l.col = (unsigned)(i - line_start) + 1;
				l.offset = base + i;
				zz_places_add(&r->places, nodes[n++], &l);
				j++;
				continue;
			}
			if (text[i] == '\n') {
				line++;
				line_start = i + 1;
			}
		}
	}
	free(nodes);
	free(starts);
}

/*
 * The next JSON value of the input: lines are gathered until the brackets
 * outside strings balance, so both JSON Lines and pretty-printed values
 * are read one at a time.
 */
static int next_json(struct zz_json_reader *r, json_t **out, struct zz_loc *at)
{
	struct zz_buf text = ZZ_BUF_INIT;
	const char *line;
	size_t len, i;
	long depth = 0;
	bool in_string = false, escape = false, started = false;
	json_error_t err;
	int rc;

	while ((rc = zz_input_getline(r->in, &line, &len)) > 0) {
		if (!started) {
			for (i = 0; i < len && (line[i] == ' ' || line[i] == '\t'); i++)
				;
			if (i == len)
				continue;
			started = true;
			at->file = r->in->name;
			at->line = r->in->line;
			at->col = (unsigned)i + 1;
			at->offset = r->in->offset + i;
		}
		for (i = 0; i < len; i++) {
			char c = line[i];

			if (escape)
				escape = false;
			else if (in_string && c == '\\')
				escape = true;
			else if (c == '"')
				in_string = !in_string;
			else if (!in_string && (c == '{' || c == '['))
				depth++;
			else if (!in_string && (c == '}' || c == ']'))
				depth--;
		}
		zz_buf_add(&text, line, len);
		zz_buf_addch(&text, '\n');
		if (depth <= 0 || text.len > JSON_MAX)
			break;
	}
	if (rc < 0) {
		zz_buf_release(&text);
		return -1;
	}
	if (!started) {
		zz_buf_release(&text);
		return 0;
	}
	*out = json_loadb(text.buf, text.len, JSON_REJECT_DUPLICATES | JSON_DISABLE_EOF_CHECK, &err);
	if (*out)
		note_places(r, *out, text.buf, text.len, at);
	if (!*out) {
		struct zz_loc l = *at;

		if (err.line > 0) {
			l.line = at->line + (unsigned)err.line - 1;
			l.col = (unsigned)err.column;
		}
		zz_diag_add(r->diag, ZZ_E_SCHEMA, &l, "JSON: %s", err.text);
	}
	zz_buf_release(&text);
	return 1;
}

int zz_json_read(struct zz_json_reader *r, json_t **tree, struct zz_loc *at)
{
	json_t *v = NULL;
	int rc;

	*tree = NULL;
	if (r->array) {
		if (r->array_next < json_array_size(r->array)) {
			*at = r->array_loc;
			*tree = json_incref(json_array_get(r->array, r->array_next++));
			return 1;
		}
		json_decref(r->array);
		r->array = NULL;
	}
	rc = next_json(r, &v, at);
	if (rc <= 0 || !v)
		return rc;
	if (json_is_array(v)) {
		r->array = v;
		r->array_next = 0;
		r->array_loc = *at;
		return zz_json_read(r, tree, at);
	}
	*tree = v;
	return 1;
}

struct zz_places *zz_json_places(struct zz_json_reader *r)
{
	return &r->places;
}
