#include "schema.h"

#include <stdlib.h>
#include <string.h>

#include "kind.h"
#include "kinds.h"
#include "text.h"
#include "xalloc.h"
#include "banned.h"

json_t *zz_schema_text(const char *s)
{
	struct zz_buf sb = ZZ_BUF_INIT;
	json_t *j = json_string(s);

	if (j)
		return j;
	zz_text_decode(s, strlen(s), &sb);
	j = json_string(sb.buf);
	zz_buf_release(&sb);
	return j;
}

/* The result as validate --json has it: token, winner and reason. */
static void result_write(struct zz_jw *w, const struct zz_game *g, const struct zz_outcome *o)
{
	const struct zz_text_kind *k = zz_text_kind(g->kind);
	const char *winner = NULL, *reason = NULL;

	if (o && o->token == g->declared) {
		winner = zz_outcome_winner(o);
		reason = zz_text_reason(k, o);
	} else if (g->declared == ZZ_RESULT_FIRST) {
		winner = "first";
	} else if (g->declared == ZZ_RESULT_SECOND) {
		winner = "second";
	} else if (g->declared == ZZ_RESULT_DRAW) {
		winner = "none";
	} else if (g->declared == ZZ_RESULT_BOTH_LOSE) {
		winner = "both-lose";
	}
	zz_jw_key(w, "result");
	zz_jw_object(w);
	zz_jw_key(w, "token");
	zz_jw_str(w, zz_result_token(g->declared));
	zz_jw_key(w, "winner");
	zz_jw_str_or_null(w, winner);
	zz_jw_key(w, "reason");
	zz_jw_str_or_null(w, reason);
	zz_jw_end_object(w);
}

void zz_schema_write(struct zz_jw *w, const struct zz_game *g, const struct zz_record_facts *f)
{
	const struct zz_text_kind *k = zz_text_kind(g->kind);
	struct zz_buf sb = ZZ_BUF_INIT;
	size_t i;

	zz_jw_object(w);
	if (f && f->source) {
		zz_jw_key(w, "source");
		zz_jw_str(w, f->source);
	}
	if (f && f->index) {
		zz_jw_key(w, "game");
		zz_jw_int(w, (long long)f->index);
	}
	zz_jw_key(w, "kind");
	zz_jw_str(w, g->kind->name);
	zz_jw_key(w, "first");
	zz_jw_str_or_null(w, zz_game_tag(g, "First"));
	zz_jw_key(w, "second");
	zz_jw_str_or_null(w, zz_game_tag(g, "Second"));
	zz_jw_key(w, "tags");
	zz_jw_object(w);
	for (i = 0; i < g->nr_tags; i++)
		if (!zz_setup_tag(g, g->tags[i].name)) {
			zz_jw_key(w, g->tags[i].name);
			zz_jw_str(w, g->tags[i].value);
		}
	zz_jw_end_object(w);
	k->json_setup(w, g);
	zz_jw_key(w, "moves");
	zz_jw_array(w);
	for (i = 0; i < g->nr_turns; i++) {
		const struct zz_turn *t = &g->turns[i];

		/* always an object: a filter reads .moves[].move whatever the record had */
		zz_buf_reset(&sb);
		if (zz_game_playable(g) && !(t->flags & ZZ_TURN_BROKEN))
			k->turn_write(&sb, g, i);
		zz_jw_object(w);
		zz_jw_key(w, "move");
		zz_jw_strn(w, sb.buf, sb.len);
		if (t->comment) {
			zz_jw_key(w, "comment");
			zz_jw_str(w, t->comment);
		}
		if (t->clock_ms >= 0) {
			zz_jw_key(w, "clock");
			zz_jw_int(w, t->clock_ms);
		}
		if (t->nag) {
			zz_jw_key(w, "nag");
			zz_jw_int(w, t->nag);
		}
		zz_jw_end_object(w);
	}
	zz_jw_end_array(w);
	if (g->declared != ZZ_RESULT_NONE)
		result_write(w, g, f ? f->outcome : NULL);
	zz_jw_end_object(w);
	zz_buf_release(&sb);
}

json_t *zz_schema_game(const struct zz_game *g, const struct zz_record_facts *f)
{
	struct zz_jw w;

	zz_jw_init_tree(&w);
	zz_schema_write(&w, g, f);
	return zz_jw_tree(&w);
}

int zz_schema_int(json_t *v, long long *out)
{
	const char *s;
	char *end;

	if (ZZ_IS_INTEGER(v)) {
		*out = json_integer_value(v);
		return 0;
	}
	if (!ZZ_IS_STRING(v))
		return -1;
	s = json_string_value(v);
	if (!*s)
		return -1;
	*out = strtoll(s, &end, 10);
	return *end ? -1 : 0;
}

void zz_schema_set_key(struct zz_game *g, struct zz_diag *d, const struct zz_loc *at,
		       const char *key, const char *tag, const char *value)
{
	if (zz_game_set_tag(g, tag, value, at))
		zz_diag_add(d, ZZ_W_DUPLICATE_TAG, at, "'%s' in 'tags' and the key '%s': the key counts",
			    tag, key);
}

void zz_places_add(struct zz_places *p, const json_t *node, const struct zz_loc *loc)
{
	ZZ_ALLOC_GROW(p->v, p->nr + 1, p->alloc);
	p->v[p->nr].node = node;
	p->v[p->nr].loc = *loc;
	p->nr++;
}

const struct zz_loc *zz_places_find(struct zz_places *p, const json_t *node)
{
	size_t i, k;

	for (k = 0; k < p->nr; k++) {
		i = (p->next + k) % p->nr;
		if (p->v[i].node == node) {
			p->next = i + 1;
			return &p->v[i].loc;
		}
	}
	return NULL;
}

void zz_places_clear(struct zz_places *p)
{
	p->nr = 0;
	p->next = 0;
}

void zz_places_release(struct zz_places *p)
{
	free(p->v);
	memset(p, 0, sizeof(*p));
}

/*
 * The keys of every record, the set-up's between "kind" and "moves" ("game"
 * was the kind in the records of zertz 0.3, and is the game's number now).
 */
static const char *const common_keys[] = { "tags",   "kind",  "moves",	"result", "game",
					   "source", "first", "second", NULL };

/* The set-up key k of the game tk, or NULL past the last. */
static const char *setup_key(const struct zz_text_kind *tk, unsigned k)
{
	return tk->json_keys ? tk->json_keys[k] : tk->setup_keys[2 * k];
}

static bool is_record_key(const char *key, const struct zz_text_kind *tk)
{
	unsigned k;

	for (k = 0; common_keys[k]; k++)
		if (!strcmp(common_keys[k], key))
			return true;
	for (k = 0; setup_key(tk, k); k++)
		if (!strcmp(setup_key(tk, k), key))
			return true;
	return false;
}

/* How many keys of o are keys of a record. */
static size_t record_keys(json_t *o, const struct zz_text_kind *tk)
{
	const char *key;
	json_t *v;
	size_t n = 0;

	json_object_foreach(o, key, v)
		n += is_record_key(key, tk);
	return n;
}

/*
 * A document that is no game record (a package.json met by -r, '{}', a
 * number): said, with the keys a record has and the first it has, and
 * read as no game at all (ZZ_GAME_NONE), which no summary counts.
 */
static int not_record(struct zz_game *g, struct zz_diag *d, const struct zz_loc *at, json_t *o,
		      size_t known)
{
	static const char *const kinds[] = { "an object", "an array", "a string", "a number",
		"a number", "true", "false", "null" };
	struct zz_buf why = ZZ_BUF_INIT;
	const char *key;
	json_t *v;
	unsigned k, n = 0;

	if (known) {
		/* another program's document that shares a key or two */
		zz_buf_addf(&why, "not a game record: %zu of its %zu keys are no record's, and it "
			    "has no 'moves', 'tags' or 'game'", json_object_size(o) - known,
			    json_object_size(o));
	} else {
		/* (a record of another game has the key 'game': none of these) */
		const struct zz_text_kind *tk = zz_text_kind(zz_kinds[0]);

		zz_buf_addf(&why, "not a game record: it has none of the keys '%s', '%s'",
			    common_keys[0], common_keys[1]);
		for (k = 0; setup_key(tk, k); k++)
			zz_buf_addf(&why, ", '%s'", setup_key(tk, k));
		zz_buf_addf(&why, ", '%s' or '%s'", common_keys[2], common_keys[3]);
	}
	if (ZZ_IS_OBJECT(o)) {
		size_t all = json_object_size(o);

		/* 'a'; 'a' and 'b'; 'a', 'b' and 'c'; 'a', 'b', 'c' and 2 more */
		json_object_foreach(o, key, v) {
			if (n < 3)
				zz_buf_addf(&why, "%s'%s'", !n ? " (it has " :
					    n + 1 == all ? " and " : ", ", key);
			n++;
		}
		if (n > 3)
			zz_buf_addf(&why, " and %u more", n - 3);
		zz_buf_addstr(&why, n ? ")" : " (it has no key)");
	} else {
		zz_buf_addf(&why, " (it is %s, not an object)", kinds[json_typeof(o)]);
	}
	zz_diag_add(d, ZZ_E_NO_GAME, at, "%s", why.buf);
	zz_buf_release(&why);
	g->flags |= ZZ_GAME_NONE;
	return -1;
}

/* The record's "tags" v, an object: words, each a string or a number. */
static int read_tags(json_t *v, struct zz_game *g, struct zz_diag *d, const struct zz_loc *at)
{
	const char *key;
	json_t *tag;
	long long n;
	int rc = 0;

	json_object_foreach(v, key, tag) {
		const char *s = ZZ_IS_STRING(tag) ? json_string_value(tag) : NULL;
		const char *c;
		char num[32];

		/* a tag name is a word, as in ZGN */
		for (c = key; *c; c++)
			if (!((*c >= 'A' && *c <= 'Z') || (*c >= 'a' && *c <= 'z') ||
			      (*c >= '0' && *c <= '9') || *c == '_' || *c == '-'))
				break;
		if (*c || !*key) {
			zz_diag_add(d, ZZ_E_SCHEMA, at,
				    "tag names are letters, digits, '_' and '-': '%s'", key);
			rc = -1;
			continue;
		}
		if (!s && zz_schema_int(tag, &n) == 0) {
			snprintf(num, sizeof(num), "%lld", n);
			s = num;
		}
		if (!s) {
			zz_diag_add(d, ZZ_E_SCHEMA, at, "tag '%s' must be a string", key);
			rc = -1;
			continue;
		}
		zz_game_set_tag(g, key, s, at);
	}
	return rc;
}

/* The record's "moves": each a string, or an object with "move", "comment" and "clock". */
static int read_moves(json_t *o, struct zz_game *g, struct zz_diag *d, const struct zz_loc *at,
		      struct zz_places *places)
{
	json_t *moves;
	long long n;
	size_t i;
	int rc = 0;

	moves = json_object_get(o, "moves");
	if (moves && !ZZ_IS_ARRAY(moves)) {
		rc = zz_schema_bad(d, at, "'moves' must be an array");
		moves = NULL;
	}
	for (i = 0; moves && i < json_array_size(moves); i++) {
		json_t *m = json_array_get(moves, i), *text = m;
		struct zz_turn *t = zz_game_add_turn(g);
		const struct zz_loc *here;
		struct zz_loc move_at = *at;

		t->loc = *at;
		if (ZZ_IS_OBJECT(m)) {
			json_t *c = json_object_get(m, "comment"), *k = json_object_get(m, "clock");

			text = json_object_get(m, "move");
			if (c && !ZZ_IS_STRING(c))
				zz_diag_add(d, ZZ_E_SCHEMA, at, "move %zu: 'comment' must be a string", i + 1);
			else if (c && zz_game_text_room(g, json_string_length(c)))
				t->comment = zz_xstrdup(json_string_value(c));
			if (k && (zz_schema_int(k, &n) || n < 0))
				zz_diag_add(d, ZZ_E_SCHEMA, at, "move %zu: 'clock' must be milliseconds", i + 1);
			else if (k)
				t->clock_ms = (long)n;
			k = json_object_get(m, "nag");
			if (k && (zz_schema_int(k, &n) || n < 1 || n > 255))
				zz_diag_add(d, ZZ_E_SCHEMA, at, "move %zu: 'nag' must be a mark, 1 to 255",
					    i + 1);
			else if (k)
				t->nag = (unsigned char)n;
		}
		/* the move's own place when the reader noted it */
		if (places && text && (here = zz_places_find(places, text)))
			t->loc = move_at = *here;
		if (!json_is_string(text)) {
			zz_diag_add(d, ZZ_E_SCHEMA, at, "move %zu must be a string or an object with 'move'", i + 1);
			t->flags |= ZZ_TURN_BROKEN;
			rc = -1;
			continue;
		}
		if (!zz_game_playable(g)) {
			t->flags |= ZZ_TURN_BROKEN;
			continue;
		}
		if (zz_text_kind(g->kind)->turn_parse(g, g->nr_turns - 1, json_string_value(text),
						      strlen(json_string_value(text)), &move_at, d)) {
			size_t last = d->nr - 1;

			t->flags |= ZZ_TURN_BROKEN;
			zz_diag_note(d, last, NULL, "in move %zu", i + 1);
			rc = -1;
		}
	}
	return rc;
}

/* The kind of game: "kind", or the string "game" of zertz 0.3's records. */
static json_t *kind_key(json_t *o)
{
	json_t *v = json_object_get(o, "kind");

	if (v)
		return v;
	v = json_object_get(o, "game");
	return v && ZZ_IS_STRING(v) ? v : NULL;
}

/* "first" and "second": the players, where the tags do not name them. */
static int players(json_t *o, struct zz_game *g, struct zz_diag *d, const struct zz_loc *at)
{
	static const char *const keys[2][2] = { { "first", "First" }, { "second", "Second" } };
	unsigned i;
	int rc = 0;

	for (i = 0; i < 2; i++) {
		json_t *v = json_object_get(o, keys[i][0]);

		if (!v || json_typeof(v) == JSON_NULL)
			continue;
		if (!ZZ_IS_STRING(v))
			rc = zz_schema_bad(d, at, "'first' and 'second' must be strings");
		else if (!zz_game_tag(g, keys[i][1]))
			zz_game_set_tag(g, keys[i][1], json_string_value(v), at);
	}
	return rc;
}

int zz_schema_read(json_t *o, struct zz_game *g, struct zz_diag *d,
		   const struct zz_loc *at, struct zz_places *places)
{
	json_t *v;
	const char *key;
	int rc = 0;
	bool broken = false;
	size_t nr_tags, known;
	const struct zz_kind *kind;
	const struct zz_text_kind *tk = zz_text_kind(zz_kinds[0]);

	g->loc = *at;
	if (!ZZ_IS_OBJECT(o))
		return not_record(g, d, at, o, 0);
	/* the game named: its text side says what its set-up keys are */
	if ((v = kind_key(o)) && ZZ_IS_STRING(v) && (kind = zz_kind_find(json_string_value(v))))
		tk = zz_text_kind(kind);
	known = record_keys(o, tk);
	if (!known)
		return not_record(g, d, at, o, 0);
	/*
	 * Keys of a record among many others, and none of those every record
	 * we write has: another program's document (a reference engine's
	 * state dump, with 'start' and 'result' of its own), not a record
	 */
	if (2 * known < json_object_size(o) && !json_object_get(o, "moves") &&
	    !json_object_get(o, "tags") && !json_object_get(o, "game"))
		return not_record(g, d, at, o, known);
	json_object_foreach(o, key, v) {
		if (!is_record_key(key, tk))
			zz_diag_add(d, ZZ_W_IGNORED, at, "unknown key '%s'", key);
	}
	if ((v = json_object_get(o, "tags"))) {
		if (!ZZ_IS_OBJECT(v))
			return zz_schema_bad(d, at, "'tags' must be an object");
		if (read_tags(v, g, d, at))
			rc = -1;
	}
	/*
	 * The set-up keys become the tags ZGN has, and are settled as ZGN's
	 * are (formats/kinds.c); here only their JSON types are checked.
	 * They are the record's keys, not its tags: gone once settled.
	 */
	/* (the players are tags that stay; the set-up keys below go once settled) */
	if (players(o, g, d, at))
		rc = -1;
	nr_tags = g->nr_tags;
	if ((v = kind_key(o))) {
		if (ZZ_IS_STRING(v))
			zz_schema_set_key(g, d, at, "kind", "Game", json_string_value(v));
		else
			rc = zz_schema_bad(d, at, "'kind' must be a string");
	}
	if ((v = json_object_get(o, "game")) && !ZZ_IS_INTEGER(v) && !ZZ_IS_STRING(v))
		rc = zz_schema_bad(d, at, "'game' must be the game's number");
	if ((v = json_object_get(o, "source")) && !ZZ_IS_STRING(v))
		rc = zz_schema_bad(d, at, "'source' must be a string");
	if (tk->json_setup_read) {
		/* keys of their own types */
		if (tk->json_setup_read(o, g, d, at, &broken))
			rc = -1;
	} else {
		/* a game whose set-up keys are strings, each a tag */
		unsigned k;

		for (k = 0; tk->setup_keys[k]; k += 2) {
			if (!(v = json_object_get(o, tk->setup_keys[k])))
				continue;
			if (ZZ_IS_STRING(v))
				zz_schema_set_key(g, d, at, tk->setup_keys[k], tk->setup_keys[k + 1],
					json_string_value(v));
			else
				rc = zz_schema_bad(d, at, "a set-up key must be a string");
		}
	}
	if ((v = json_object_get(o, "result"))) {
		/* {"token": ...} (winner and reason are the replay's to say), or the token */
		json_t *token = ZZ_IS_OBJECT(v) ? json_object_get(v, "token") : v;

		if (token && ZZ_IS_STRING(token))
			zz_schema_set_key(g, d, at, "result", "Result", json_string_value(token));
		else
			rc = zz_schema_bad(d, at,
					   "'result' must be {\"token\": 1-0, 0-1, 1/2-1/2, 0-0 or *}");
	}
	zz_settle(g, d, ZZ_NAMING_KEYS);
	zz_game_cut_tags(g, nr_tags);
	if (broken)
		g->kind->unplayable(g->setup);
	if (!zz_game_playable(g))
		rc = -1;
	if (read_moves(o, g, d, at, places))
		rc = -1;
	return rc;
}
