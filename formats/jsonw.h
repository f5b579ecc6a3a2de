#ifndef ZZ_JSONW_H
#define ZZ_JSONW_H

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#include <jansson.h>

#include "buf.h"

/*
 * A JSON writer that streams into a buffer: compact, keys in the order
 * written, text as libjansson's json_dumps writes it (JSON_COMPACT |
 * JSON_PRESERVE_ORDER, and JSON_ENSURE_ASCII when ascii is set), byte for
 * byte.  jansson builds a tree and hashes every key; a report line per
 * game of a whole archive is written much faster straight into a buffer
 * (tests/unit/test_jsonw.c holds the two to the same bytes).
 *
 * Text is the record model's UTF-8; bytes that are not valid UTF-8 are
 * read as Latin-1 (formats/text.h), so that nothing is left out.
 *
 * The same calls can indent (as JSON_INDENT(n) does) or, instead of
 * text, build a jansson tree for the writers that walk one (YAML).
 */

#define ZZ_JW_DEPTH 16

struct zz_jw {
	struct zz_buf *out;	/* NULL: a tree is built */
	bool ascii;		/* \uXXXX for every character past ASCII */
	unsigned indent;	/* spaces a level; 0: compact */
	bool after_key;
	unsigned depth;
	bool more[ZZ_JW_DEPTH];	/* a member already written at that depth */
	json_t *root, *open[ZZ_JW_DEPTH];	/* the tree, and its containers */
	char *key;
};

/* Compact text into out. */
void zz_jw_init(struct zz_jw *w, struct zz_buf *out, bool ascii);
/* Text indented by indent spaces a level, keys followed by ": ". */
void zz_jw_init_indent(struct zz_jw *w, struct zz_buf *out, unsigned indent);
/* A tree; zz_jw_tree() hands it over once written (NULL if nothing was). */
void zz_jw_init_tree(struct zz_jw *w);
json_t *zz_jw_tree(struct zz_jw *w);

/* Values: alone, after a key, or as array elements. */
void zz_jw_object(struct zz_jw *w);
void zz_jw_array(struct zz_jw *w);
void zz_jw_end_object(struct zz_jw *w);
void zz_jw_end_array(struct zz_jw *w);
void zz_jw_strn(struct zz_jw *w, const char *s, size_t n);
/* inline: the length of a literal is known where it is written */
static inline void zz_jw_str(struct zz_jw *w, const char *s)
{
	zz_jw_strn(w, s, strlen(s));
}
void zz_jw_str_or_null(struct zz_jw *w, const char *s);
void zz_jw_int(struct zz_jw *w, long long v);
void zz_jw_bool(struct zz_jw *w, bool v);
void zz_jw_null(struct zz_jw *w);

/* The key of the next member of the object being written. */
void zz_jw_keyn(struct zz_jw *w, const char *k, size_t n);
static inline void zz_jw_key(struct zz_jw *w, const char *k)
{
	zz_jw_keyn(w, k, strlen(k));
}

/*
 * A run of members that comes out alike again and again (a game's set-up
 * in every report): zz_jw_memo_begin and zz_jw_memo_end around writing
 * it keep its text in the memo, and zz_jw_memo_put writes that text
 * again, false when it cannot (then the run is written as usual).  Only
 * text is kept, of a run in an object that has a member before it, and
 * it is put back only where it would come out the same: at that depth,
 * with that indent and ASCII choice.
 */
struct zz_jw_memo {
	struct zz_buf text;
	size_t start;
	unsigned depth, indent;
	bool ascii, valid, open;
};
bool zz_jw_memo_put(struct zz_jw *w, const struct zz_jw_memo *m);
void zz_jw_memo_begin(struct zz_jw *w, struct zz_jw_memo *m);
void zz_jw_memo_end(struct zz_jw *w, struct zz_jw_memo *m);

#endif
