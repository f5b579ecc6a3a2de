#include "yaml.h"

#include <stdint.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include <yaml.h>

#include "xalloc.h"
#include "banned.h"

struct anchor {
	char *name;
	json_t *node;
	size_t size;		/* nodes in it, aliases expanded */
};

struct zz_yaml_reader {
	yaml_parser_t parser;
	struct zz_input *in;
	struct zz_diag *d;
	const char *line;	/* the rest of the current input line */
	size_t left;
	bool need_newline;
	bool done;
	struct anchor *anchors;
	size_t nr_anchors, alloc_anchors;
	size_t expanded;
	struct zz_places places;	/* of the document last read */
};

/* libyaml pulls bytes through this: the input's lines, newlines restored. */
static int read_handler(void *data, unsigned char *buf, size_t size,
			size_t *got)
{
	struct zz_yaml_reader *y = data;
	size_t n = 0;

	while (n < size) {
		if (y->left) {
			size_t k = y->left < size - n ? y->left : size - n;

			memcpy(buf + n, y->line, k);
			y->line += k;
			y->left -= k;
			n += k;
			continue;
		}
		if (y->need_newline) {
			buf[n++] = '\n';
			y->need_newline = false;
			continue;
		}
		{
			const char *line;
			size_t len;
			int rc = zz_input_getline(y->in, &line, &len);

			if (rc < 0)
				return 0;
			if (rc == 0)
				break;
			y->line = line;
			y->left = len;
			y->need_newline = true;
		}
	}
	*got = n;
	return 1;
}

struct zz_yaml_reader *zz_yaml_reader_new(struct zz_input *in, struct zz_diag *d)
{
	struct zz_yaml_reader *y = zz_xcalloc(1, sizeof(*y));

	if (!yaml_parser_initialize(&y->parser))
		zz_out_of_memory();
	yaml_parser_set_input(&y->parser, read_handler, y);
	y->in = in;
	y->d = d;
	return y;
}

static void forget_anchors(struct zz_yaml_reader *y)
{
	size_t i;

	for (i = 0; i < y->nr_anchors; i++) {
		free(y->anchors[i].name);
		json_decref(y->anchors[i].node);
	}
	y->nr_anchors = 0;
	y->expanded = 0;
}

void zz_yaml_reader_free(struct zz_yaml_reader *y)
{
	if (!y)
		return;
	forget_anchors(y);
	free(y->anchors);
	yaml_parser_delete(&y->parser);
	zz_places_release(&y->places);
	free(y);
}

static struct zz_loc mark_loc(const struct zz_yaml_reader *y, const yaml_mark_t *m)
{
	struct zz_loc l;

	/* libyaml counts from 0: the one conversion to 1-based places */
	l.file = y->in->name;
	l.line = (unsigned)m->line + 1;
	l.col = (unsigned)m->column + 1;
	l.offset = m->index;
	return l;
}

/* The read stops at m, said as fmt says (a string constant: the catalogue's message). */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static int
yaml_fail(struct zz_yaml_reader *y, const yaml_mark_t *m, const char *fmt, ...)
{
	struct zz_loc l = mark_loc(y, m);
	va_list ap;

	va_start(ap, fmt);
	zz_diag_vadd_code(y->d, &zz_codes[ZZ_E_SCHEMA], &l, fmt, ap);
	va_end(ap);
	y->done = true;
	return -1;
}

/* libyaml could not go on: what it says of it (nothing, out of memory). */
static int parse_fail(struct zz_yaml_reader *y)
{
	if (!y->parser.problem)
		return yaml_fail(y, &y->parser.problem_mark, "YAML syntax error");
	/* (libyaml's own words: English) */
	return yaml_fail(y, &y->parser.problem_mark, "%s", y->parser.problem);
}

/* Build the node whose first event is ev; its size goes to *size. */
/* An alias: the node of its anchor again, counted against the limit. */
static json_t *read_alias(struct zz_yaml_reader *y, yaml_event_t *ev, size_t *size)
{
	size_t i;

	for (i = 0; i < y->nr_anchors; i++)
		if (!strcmp(y->anchors[i].name, (const char *)ev->data.alias.anchor))
			break;
	if (i == y->nr_anchors) {
		yaml_fail(y, &ev->start_mark, "an alias to an unknown anchor");
		return NULL;
	}
	y->expanded += y->anchors[i].size;
	if (y->expanded > ZZ_YAML_EXPAND_MAX) {
		yaml_fail(y, &ev->start_mark, "aliases expand beyond the limit of nodes");
		return NULL;
	}
	*size = y->anchors[i].size;
	/* an alias to a string is placed where the alias is */
	if (json_is_string(y->anchors[i].node)) {
		struct zz_loc at = mark_loc(y, &ev->start_mark);

		zz_places_add(&y->places, y->anchors[i].node, &at);
	}
	return json_incref(y->anchors[i].node);
}

/* A scalar: a string, placed where its text starts, or null for ~. */
static json_t *read_scalar(struct zz_yaml_reader *y, yaml_event_t *ev)
{
	struct zz_loc at = mark_loc(y, &ev->start_mark);
	json_t *j = json_stringn_nocheck((const char *)ev->data.scalar.value,
					 ev->data.scalar.length);

	/* the text itself starts after a quote */
	if (ev->data.scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE ||
	    ev->data.scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE) {
		at.col++;
		at.offset++;
	}
	if (ev->data.scalar.plain_implicit && ev->data.scalar.length == 1 &&
	    ev->data.scalar.value[0] == '~')
		j = (json_decref(j), json_null());
	else if (j)
		zz_places_add(&y->places, j, &at);
	return j;
}

static json_t *node(struct zz_yaml_reader *y, yaml_event_t *ev, size_t *size,
		    unsigned depth);

/* A sequence or a mapping, to its end; *total counts its nodes. */
static json_t *read_collection(struct zz_yaml_reader *y, yaml_event_t *ev, size_t *total,
			       unsigned depth)
{
	bool map = ev->type == YAML_MAPPING_START_EVENT;
	json_t *j = map ? json_object() : json_array();
	yaml_event_t e;

	for (;;) {
		json_t *key = NULL, *val;
		size_t sz = 0;

		if (!yaml_parser_parse(&y->parser, &e)) {
			parse_fail(y);
			json_decref(j);
			return NULL;
		}
		if (e.type == (map ? YAML_MAPPING_END_EVENT : YAML_SEQUENCE_END_EVENT)) {
			yaml_event_delete(&e);
			break;
		}
		if (map) {
			key = node(y, &e, &sz, depth + 1);
			yaml_event_delete(&e);
			/* a key is copied into its object and freed: no place */
			if (y->places.nr && y->places.v[y->places.nr - 1].node == key)
				y->places.nr--;
			if (!key || !json_is_string(key)) {
				if (key)
					yaml_fail(y, &ev->start_mark, "mapping keys must be strings");
				json_decref(key);
				json_decref(j);
				return NULL;
			}
			*total += sz;
			if (!yaml_parser_parse(&y->parser, &e)) {
				parse_fail(y);
				json_decref(key);
				json_decref(j);
				return NULL;
			}
		}
		val = node(y, &e, &sz, depth + 1);
		yaml_event_delete(&e);
		if (!val) {
			json_decref(key);
			json_decref(j);
			return NULL;
		}
		*total += sz;
		if (map)
			json_object_set_new_nocheck(j, json_string_value(key), val);
		else
			json_array_append_new(j, val);
		json_decref(key);
	}
	return j;
}

static json_t *node(struct zz_yaml_reader *y, yaml_event_t *ev, size_t *size,
		    unsigned depth)
{
	json_t *j = NULL;
	const char *anchor = NULL;
	size_t total = 1;

	if (depth > 64) {
		yaml_fail(y, &ev->start_mark, "YAML nested too deeply");
		return NULL;
	}
	switch (ev->type) {
	case YAML_ALIAS_EVENT:
		return read_alias(y, ev, size);
	case YAML_SCALAR_EVENT:
		anchor = (const char *)ev->data.scalar.anchor;
		j = read_scalar(y, ev);
		break;
	case YAML_SEQUENCE_START_EVENT:
	case YAML_MAPPING_START_EVENT:
		anchor = (const char *)(ev->type == YAML_MAPPING_START_EVENT ?
					ev->data.mapping_start.anchor :
					ev->data.sequence_start.anchor);
		if (!(j = read_collection(y, ev, &total, depth)))
			return NULL;
		break;
	default:
		yaml_fail(y, &ev->start_mark, "unexpected YAML event");
		return NULL;
	}
	if (anchor) {
		ZZ_ALLOC_GROW(y->anchors, y->nr_anchors + 1, y->alloc_anchors);
		y->anchors[y->nr_anchors].name = zz_xstrdup(anchor);
		y->anchors[y->nr_anchors].node = json_incref(j);
		y->anchors[y->nr_anchors].size = total;
		y->nr_anchors++;
	}
	*size = total;
	return j;
}

int zz_yaml_read(struct zz_yaml_reader *y, json_t **tree, struct zz_loc *at)
{
	yaml_event_t ev;

	*tree = NULL;
	while (!y->done) {
		if (!yaml_parser_parse(&y->parser, &ev))
			return parse_fail(y);
		switch (ev.type) {
		case YAML_STREAM_END_EVENT:
			y->done = true;
			yaml_event_delete(&ev);
			return 0;
		case YAML_DOCUMENT_START_EVENT:
			*at = mark_loc(y, &ev.start_mark);
			forget_anchors(y);
			zz_places_clear(&y->places);
			break;
		case YAML_DOCUMENT_END_EVENT:
			break;
		case YAML_STREAM_START_EVENT:
			break;
		default: {
			size_t size;

			*tree = node(y, &ev, &size, 0);
			yaml_event_delete(&ev);
			return *tree ? 1 : -1;
		}
		}
		yaml_event_delete(&ev);
	}
	return 0;
}

static int write_handler(void *data, unsigned char *buf, size_t size)
{
	zz_buf_add(data, buf, size);
	return 1;
}

static void emit(yaml_emitter_t *em, yaml_event_t *ev)
{
	yaml_emitter_emit(em, ev);
}

static void scalar(yaml_emitter_t *em, const char *s, size_t len, bool quoted)
{
	yaml_event_t ev;

	yaml_scalar_event_initialize(&ev, NULL, NULL, (yaml_char_t *)(uintptr_t)s, (int)len,
				     !quoted, quoted,
				     quoted ? YAML_DOUBLE_QUOTED_SCALAR_STYLE : YAML_PLAIN_SCALAR_STYLE);
	emit(em, &ev);
}

static void tree(yaml_emitter_t *em, json_t *j)
{
	yaml_event_t ev;
	char num[32];

	switch (json_typeof(j)) {
	case JSON_OBJECT: {
		const char *k;
		json_t *v;

		yaml_mapping_start_event_initialize(&ev, NULL, NULL, 1, YAML_BLOCK_MAPPING_STYLE);
		emit(em, &ev);
		json_object_foreach(j, k, v) {
			size_t n = strlen(k), i;
			bool plain = n > 0;

			/* tag names are plain words; anything else is quoted */
			for (i = 0; i < n; i++)
				if (!((k[i] >= 'a' && k[i] <= 'z') || (k[i] >= 'A' && k[i] <= 'Z') ||
				      (k[i] >= '0' && k[i] <= '9' && i) || k[i] == '_' || k[i] == '-'))
					plain = false;
			scalar(em, k, n, !plain);
			tree(em, v);
		}
		yaml_mapping_end_event_initialize(&ev);
		emit(em, &ev);
		break;
	}
	case JSON_ARRAY: {
		size_t i;

		yaml_sequence_start_event_initialize(&ev, NULL, NULL, 1, YAML_BLOCK_SEQUENCE_STYLE);
		emit(em, &ev);
		for (i = 0; i < json_array_size(j); i++)
			tree(em, json_array_get(j, i));
		yaml_sequence_end_event_initialize(&ev);
		emit(em, &ev);
		break;
	}
	case JSON_STRING:
		scalar(em, json_string_value(j), json_string_length(j), true);
		break;
	case JSON_INTEGER:
		snprintf(num, sizeof(num), "%lld", (long long)json_integer_value(j));
		scalar(em, num, strlen(num), false);
		break;
	case JSON_NULL:
		scalar(em, "~", 1, false);
		break;
	default:
		scalar(em, json_is_true(j) ? "true" : "false", json_is_true(j) ? 4 : 5, false);
		break;
	}
}

void zz_yaml_write(struct zz_buf *out, json_t *j)
{
	yaml_emitter_t em;
	yaml_event_t ev;

	yaml_emitter_initialize(&em);
	yaml_emitter_set_output(&em, write_handler, out);
	yaml_emitter_set_unicode(&em, 1);
	yaml_emitter_set_width(&em, -1);
	yaml_stream_start_event_initialize(&ev, YAML_UTF8_ENCODING);
	emit(&em, &ev);
	yaml_document_start_event_initialize(&ev, NULL, NULL, NULL, 0);
	emit(&em, &ev);
	tree(&em, j);
	yaml_document_end_event_initialize(&ev, 1);
	emit(&em, &ev);
	yaml_stream_end_event_initialize(&ev);
	emit(&em, &ev);
	yaml_emitter_delete(&em);
}

struct zz_places *zz_yaml_places(struct zz_yaml_reader *y)
{
	return &y->places;
}
