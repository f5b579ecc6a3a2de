/*
 * JSON and JSON Lines in, as trees for formats/schema.c: one value at a
 * time, a top-level array one element at a time.
 */
#include "json.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

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
	/*
	 * The lines read and not yet read through: what follows the value
	 * last read ("{...} {...}" on a line, as jq reads a stream) from
	 * pend_pos on, which is at pend_at
	 */
	struct zz_buf pend;
	size_t pend_pos;
	struct zz_loc pend_at;
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
	zz_buf_release(&r->pend);
	free(r);
}

/* The string values of a tree in the order of its text (objects keep it). */
static void strings_of(json_t *v, const json_t ***out, size_t *nr, size_t *alloc)
{
	const char *key;
	json_t *x;
	size_t i;

	if (ZZ_IS_STRING(v)) {
		ZZ_ALLOC_GROW(*out, *nr + 1, *alloc);
		(*out)[(*nr)++] = v;
	} else if (ZZ_IS_OBJECT(v)) {
		json_object_foreach(v, key, x)
			strings_of(x, out, nr, alloc);
	} else if (ZZ_IS_ARRAY(v)) {
		json_array_foreach(v, i, x)
			strings_of(x, out, nr, alloc);
	}
}

/*
 * Note where each string value of the tree starts in text (from at on,
 * its lines each ended by one '\n'): the string tokens of the text that
 * are not keys, in order, paired with the tree's string values in order.
 * Should the two counts differ, nothing is noted (the moves are then
 * located at the record, as before).
 */
static void note_places(struct zz_json_reader *r, json_t *tree, const char *text,
			size_t len, const struct zz_loc *at)
{
	const json_t **nodes = NULL;
	size_t nr_nodes = 0, alloc = 0, *starts = NULL, nr = 0, salloc = 0, i, j;
	size_t k = 0;
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
		/* offsets in text into lines and columns of the file: the
		 * first line starts at at's column, the others at 1 */
		size_t line = 0, n = 0, line_start = 0;
		unsigned col0 = at->col;

		for (i = 0, j = 0; j < nr; i++) {
			if (i == starts[j]) {
				l.line = at->line + (unsigned)line;
				l.col = col0 + (unsigned)(i - line_start);
				l.offset = at->offset + i;
				zz_places_add(&r->places, nodes[n++], &l);
				j++;
				continue;
			}
			if (text[i] == '\n') {
				line++;
				line_start = i + 1;
				col0 = 1;
			}
		}
	}
	free(nodes);
	free(starts);
}

/* Append the line just read to the pending text; a line cut is said. */
static void add_line(struct zz_json_reader *r, const char *line, size_t len)
{
	if (r->in->too_long) {
		struct zz_loc l = { r->in->name, r->in->line, 1, r->in->offset };

		zz_diag_add(r->diag, ZZ_E_SCHEMA, &l, "line longer than %zu bytes: the rest of it "
			    "is not read (ZERTZ_MAX_LINE raises the limit)", r->in->max_line);
	}
	zz_buf_add(&r->pend, line, len);
	zz_buf_addch(&r->pend, '\n');
}

/* Past the byte c of the pending text: its place moves on. */
static void pass_byte(struct zz_json_reader *r, char c)
{
	r->pend_pos++;
	r->pend_at.offset++;
	if (c == '\n') {
		r->pend_at.line++;
		r->pend_at.col = 1;
	} else {
		r->pend_at.col++;
	}
}

/*
 * Move the pending text past blanks and line ends, reading lines while
 * there is nothing else: 1 at the next value's first byte, 0 at the end
 * of the input, -1 when it failed.
 */
static int skip_blanks(struct zz_json_reader *r)
{
	const char *line;
	size_t len;
	int rc;

	for (;;) {
		while (r->pend_pos < r->pend.len) {
			char c = r->pend.buf[r->pend_pos];

			if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
				return 1;
			pass_byte(r, c);
		}
		zz_buf_reset(&r->pend);
		r->pend_pos = 0;
		if ((rc = zz_input_getline(r->in, &line, &len)) <= 0)
			return rc;
		add_line(r, line, len);
		r->pend_at.file = r->in->name;
		r->pend_at.line = r->in->line;
		r->pend_at.col = 1;
		r->pend_at.offset = r->in->offset;
	}
}

/*
 * The next JSON value of the input: text is gathered line by line until
 * the brackets outside strings balance, so JSON Lines, pretty-printed
 * values and values one after another on a line are read one at a time.
 * What follows a value stays pending for the next; each byte is looked at
 * once however many values a line holds.
 */
static int next_json(struct zz_json_reader *r, json_t **out, struct zz_loc *at)
{
	const char *line;
	size_t len, i, n;
	long depth = 0;
	bool in_string = false, escape = false, bracket = false;
	json_error_t err;
	int rc;

	if ((rc = skip_blanks(r)) <= 0)
		return rc;
	*at = r->pend_at;
	/* the value's end: its brackets balanced, or the end of its line
	 * for what has none (no JSON text we read, said by jansson) */
	for (i = r->pend_pos;; i++) {
		char c;

		if (i == r->pend.len) {
			if (!bracket || depth <= 0 || i - r->pend_pos > JSON_MAX)
				break;
			if ((rc = zz_input_getline(r->in, &line, &len)) < 0)
				return -1;
			if (!rc)
				break;
			if (r->pend_pos > r->pend.len / 2) {
				/* what was read through goes: a stream of values
				 * that each end on the line the next begins keeps
				 * no more than the value being read */
				memmove(r->pend.buf, r->pend.buf + r->pend_pos, r->pend.len - r->pend_pos);
				zz_buf_setlen(&r->pend, r->pend.len - r->pend_pos);
				i -= r->pend_pos;
				r->pend_pos = 0;
			}
			add_line(r, line, len);
		}
		c = r->pend.buf[i];
		if (escape)
			escape = false;
		else if (in_string && c == '\\')
			escape = true;
		else if (c == '"')
			in_string = !in_string;
		else if (!in_string && (c == '{' || c == '[')) {
			depth++;
			bracket = true;
		} else if (!in_string && (c == '}' || c == ']') && --depth <= 0 && bracket) {
			i++;
			break;
		}
	}
	n = i - r->pend_pos;
	*out = json_loadb(r->pend.buf + r->pend_pos, n,
			  JSON_REJECT_DUPLICATES | JSON_DISABLE_EOF_CHECK, &err);
	if (*out) {
		/* (a value read ends at the bracket that balanced: n bytes) */
		note_places(r, *out, r->pend.buf + r->pend_pos, n, at);
	} else {
		struct zz_loc l = *at;

		if (err.line > 0) {
			l.line = at->line + (unsigned)err.line - 1;
			/* jansson counts columns from the text it was given;
			 * none at the end of the input */
			l.col = err.line == 1 ? at->col + (unsigned)err.column - 1
					      : (unsigned)err.column;
			if (err.column <= 0)
				l.col = 1;
		}
		zz_diag_add(r->diag, ZZ_E_SCHEMA, &l, "JSON: %s", err.text);
	}
	/* what was gathered for it is read (or said); the rest of its last
	 * line (blanks, or the next value) stays pending */
	for (i = 0; i < n; i++)
		pass_byte(r, r->pend.buf[r->pend_pos]);
	/* a pending text that was all read gives its room back */
	if (r->pend_pos == r->pend.len) {
		zz_buf_reset(&r->pend);
		r->pend_pos = 0;
	}
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
	if (ZZ_IS_ARRAY(v)) {
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
