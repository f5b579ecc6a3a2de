#include "game.h"

#include <stdlib.h>
#include <string.h>

#include "kind.h"
#include "xalloc.h"
#include "banned.h"

static const struct zz_limits default_limits = { ZZ_MAX_TURNS, ZZ_MAX_TAGS, ZZ_MAX_TEXT };

void zz_game_init(struct zz_game *g)
{
	memset(g, 0, sizeof(*g));
	g->format = "zgn";
	g->limits = default_limits;
	zz_game_set_kind(g, zz_kinds[0]); /* the default kind */
}

void zz_game_set_kind(struct zz_game *g, const struct zz_kind *k)
{
	if (g->kind && g->nr_turns)
		return;		/* the turns are the old kind's */
	if (g->kind)
		g->kind->setup_free(g->setup);
	g->kind = k;
	g->setup = k->setup_new();
	if (g->play_size != k->turn_size) {
		free(g->plays);
		g->plays = NULL;
		g->play_size = k->turn_size;
		/* the turns' storage must grow with the plays' */
		free(g->turns);
		g->turns = NULL;
		g->alloc_turns = 0;
	}
}

bool zz_game_playable(const struct zz_game *g)
{
	return g->kind->playable(g->setup);
}

/*
 * The tags' text: blocks, the newest first, each filled from its start.
 * One block of the usual size is kept when the game is reused; a block
 * made bigger for one long value is not.
 */
#define TEXT_BLOCK 4096

struct zz_text_block {
	struct zz_text_block *next;
	size_t size, used;
	char data[];
};

static char *text_copy(struct zz_game *g, const char *s, size_t n)
{
	struct zz_text_block *b = g->text;
	char *p;

	if (!b || b->size - b->used < n + 1) {
		size_t size = n + 1 > TEXT_BLOCK - sizeof(*b) ? n + 1 : TEXT_BLOCK - sizeof(*b);

		b = zz_xmalloc(sizeof(*b) + size);
		b->size = size;
		b->used = 0;
		b->next = g->text;
		g->text = b;
	}
	p = b->data + b->used;
	if (n)
		memcpy(p, s, n);
	p[n] = '\0';
	b->used += n + 1;
	return p;
}

/* Empty the text blocks, keeping one of the usual size (or none). */
static void text_reset(struct zz_game *g, bool keep)
{
	struct zz_text_block *b = g->text, *next, *kept = NULL;

	for (; b; b = next) {
		next = b->next;
		if (keep && !kept && b->size == TEXT_BLOCK - sizeof(*b)) {
			kept = b;
			continue;
		}
		free(b);
	}
	if (kept) {
		kept->next = NULL;
		kept->used = 0;
	}
	g->text = kept;
}

/* What the tags, turns and set-up own; the arrays themselves stay. */
static void release_contents(struct zz_game *g)
{
	size_t i;

	for (i = 0; i < g->nr_turns; i++) {
		if (g->turns[i].comment)
			free(g->turns[i].comment);
		g->kind->turn_release(zz_game_play(g, i));
	}
	g->kind->setup_free(g->setup);
}

void zz_game_release(struct zz_game *g)
{
	release_contents(g);
	text_reset(g, false);
	free(g->tag_slots);
	free(g->tags);
	free(g->turns);
	free(g->plays);
	/* released: zz_game_init() before it is used again */
	memset(g, 0, sizeof(*g));
}

void zz_game_reuse(struct zz_game *g)
{
	struct zz_game kept = *g;

	release_contents(g);
	text_reset(&kept, true);
	memset(g, 0, sizeof(*g));
	/* the arrays, empty, for the next game: no allocation per game */
	g->text = kept.text;
	g->tags = kept.tags;
	g->alloc_tags = kept.alloc_tags;
	g->turns = kept.turns;
	g->plays = kept.plays;
	g->play_size = kept.play_size;
	g->alloc_turns = kept.alloc_turns;
	g->limits = kept.limits;
	g->tag_slots = kept.tag_slots;
	g->nr_tag_slots = kept.nr_tag_slots;
	if (g->nr_tag_slots)
		memset(g->tag_slots, 0, g->nr_tag_slots * sizeof(*g->tag_slots));
	g->format = "zgn";
	zz_game_set_kind(g, zz_kinds[0]); /* the default kind */
}

/*
 * The tags by name: a game's first few are looked at one by one; past
 * them an index (open addressing, at most half full) finds a name at
 * once, so that a record of many tags costs time in proportion to them,
 * not to their square.
 */
#define TAG_SCAN 8

static size_t name_hash(const char *name, size_t n)
{
	size_t h = 2166136261u, i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)name[i]) * 16777619u;
	return h;
}

static bool same_name(const struct zz_tag *t, const char *name, size_t n)
{
	return !strncmp(t->name, name, n) && !t->name[n];
}

static void index_tag(struct zz_game *g, size_t i)
{
	size_t h = name_hash(g->tags[i].name, strlen(g->tags[i].name));

	while (g->tag_slots[h & (g->nr_tag_slots - 1)])
		h++;
	g->tag_slots[h & (g->nr_tag_slots - 1)] = (unsigned)(i + 1);
}

static void reindex_tags(struct zz_game *g)
{
	size_t want = 64, i;

	if (g->nr_tags < TAG_SCAN) {
		if (g->nr_tag_slots)
			memset(g->tag_slots, 0, g->nr_tag_slots * sizeof(*g->tag_slots));
		return;
	}
	while (want < 2 * (g->nr_tags + 1))
		want *= 2;
	if (want != g->nr_tag_slots) {
		free(g->tag_slots);
		g->tag_slots = zz_xcalloc(want, sizeof(*g->tag_slots));
		g->nr_tag_slots = want;
	} else {
		memset(g->tag_slots, 0, want * sizeof(*g->tag_slots));
	}
	for (i = 0; i < g->nr_tags; i++)
		index_tag(g, i);
}

/* The tag named name[0 .. n), or NULL. */
static struct zz_tag *find_tag(const struct zz_game *g, const char *name, size_t n)
{
	size_t i, h;

	if (g->nr_tags < TAG_SCAN || !g->nr_tag_slots) {
		for (i = 0; i < g->nr_tags; i++)
			if (same_name(&g->tags[i], name, n))
				return &g->tags[i];
		return NULL;
	}
	for (h = name_hash(name, n);; h++) {
		unsigned k = g->tag_slots[h & (g->nr_tag_slots - 1)];

		if (!k)
			return NULL;
		if (same_name(&g->tags[k - 1], name, n))
			return &g->tags[k - 1];
	}
}

const char *zz_game_tag(const struct zz_game *g, const char *name)
{
	const struct zz_tag *t = find_tag(g, name, strlen(name));

	return t ? t->value : NULL;
}

int zz_game_set_tag(struct zz_game *g, const char *name, const char *value,
		    const struct zz_loc *loc)
{
	return zz_game_set_tagn(g, name, strlen(name), value, strlen(value), loc);
}

int zz_game_set_tagn(struct zz_game *g, const char *name, size_t nlen,
		     const char *value, size_t vlen, const struct zz_loc *loc)
{
	struct zz_tag *t = find_tag(g, name, nlen);

	if (t) {
		if (strlen(t->value) >= vlen) {
			memcpy(t->value, value, vlen);
			t->value[vlen] = '\0';
		} else if (zz_game_text_room(g, vlen)) {
			t->value = text_copy(g, value, vlen);
		}
		if (loc)
			t->loc = *loc;
		return 1;
	}
	/* past the limits: not kept, counted (zz_game_end_read) */
	if (g->nr_tags >= g->limits.max_tags) {
		g->over_tags++;
		return 0;
	}
	if (!zz_game_text_room(g, nlen + vlen))
		return 0;
	ZZ_ALLOC_GROW(g->tags, g->nr_tags + 1, g->alloc_tags);
	t = &g->tags[g->nr_tags++];
	memset(t, 0, sizeof(*t));
	t->name = text_copy(g, name, nlen);
	t->value = text_copy(g, value, vlen);
	if (loc)
		t->loc = *loc;
	if (g->nr_tags == TAG_SCAN || 2 * (g->nr_tags + 1) > g->nr_tag_slots)
		reindex_tags(g);
	else if (g->nr_tags > TAG_SCAN)
		index_tag(g, g->nr_tags - 1);
	return 0;
}

void zz_game_cut_tags(struct zz_game *g, size_t n)
{
	if (n < g->nr_tags) {
		g->nr_tags = n;
		reindex_tags(g);
	}
}

bool zz_game_text_room(struct zz_game *g, size_t n)
{
	if (n > g->limits.max_text || g->text_bytes > g->limits.max_text - n) {
		g->over_text += n;
		return false;
	}
	g->text_bytes += n;
	return true;
}

bool zz_game_end_read(struct zz_game *g)
{
	if (zz_game_full(g)) {
		/* the slot past the limit: the first turn not kept */
		zz_game_remove_turn(g, g->nr_turns - 1);
		g->over_turns++;
	}
	return g->over_turns || g->over_tags || g->over_text;
}

struct zz_turn *zz_game_add_turn(struct zz_game *g)
{
	struct zz_turn *t;

	if (zz_game_full(g)) {
		/* past the limit: the last slot is emptied and used again */
		g->over_turns++;
		g->nr_turns--;
		free(g->turns[g->nr_turns].comment);
		g->kind->turn_release(zz_game_play(g, g->nr_turns));
	}
	if (g->nr_turns == g->alloc_turns) {
		/* most games fit the first allocation: no copying as they grow */
		g->alloc_turns = g->alloc_turns ? 2 * g->alloc_turns : 64;
		g->turns = zz_xreallocarray(g->turns, g->alloc_turns, sizeof(*g->turns));
		g->plays = zz_xreallocarray(g->plays, g->alloc_turns, g->play_size);
	}
	t = &g->turns[g->nr_turns++];
	t->flags = 0;
	t->number = 0;
	t->comment = NULL;
	t->clock_ms = -1;
	t->nag = 0;
	memset(&t->loc, 0, sizeof(t->loc));
	g->kind->turn_init(zz_game_play(g, g->nr_turns - 1));
	return t;
}

void zz_game_remove_turn(struct zz_game *g, size_t i)
{
	free(g->turns[i].comment);
	g->kind->turn_release(zz_game_play(g, i));
	memmove(&g->turns[i], &g->turns[i + 1],
		(g->nr_turns - i - 1) * sizeof(g->turns[0]));
	memmove(zz_game_play(g, i), zz_game_play(g, i + 1),
		(g->nr_turns - i - 1) * g->play_size);
	g->nr_turns--;
}

static const char *const tokens[] = {
	[ZZ_RESULT_NONE] = "",
	[ZZ_RESULT_FIRST] = "1-0",
	[ZZ_RESULT_SECOND] = "0-1",
	[ZZ_RESULT_DRAW] = "1/2-1/2",
	[ZZ_RESULT_BOTH_LOSE] = "0-0",
	[ZZ_RESULT_UNFINISHED] = "*",
};

const char *zz_result_token(enum zz_result r)
{
	return tokens[r];
}

int zz_result_parse(const char *s, size_t len, enum zz_result *out)
{
	unsigned i;

	for (i = ZZ_RESULT_FIRST; i <= ZZ_RESULT_UNFINISHED; i++) {
		if (strlen(tokens[i]) == len && !memcmp(tokens[i], s, len)) {
			*out = (enum zz_result)i;
			return 0;
		}
	}
	return -1;
}

const struct zz_kind *const zz_kinds[] = {
#define ZZ_GAME(g) &zz_kind_##g,
#include "games.inc"
#undef ZZ_GAME
	NULL
};

const struct zz_kind *zz_kind_find(const char *name)
{
	size_t i, k;

	for (i = 0; zz_kinds[i]; i++) {
		const char *n = zz_kinds[i]->name;

		for (k = 0; n[k] && name[k]; k++)
			if ((name[k] >= 'A' && name[k] <= 'Z' ? name[k] + 32 : name[k]) != n[k])
				break;
		if (!n[k] && !name[k])
			return zz_kinds[i];
	}
	return NULL;
}

int zz_kind_rules_valid(const char *spec, struct zz_buf *err)
{
	struct zz_buf why = ZZ_BUF_INIT;
	const struct zz_said w = ZZ_SAID_ERR(&why);
	int rc = -1;
	size_t i;

	for (i = 0; zz_kinds[i] && rc; i++) {
		void *setup = zz_kinds[i]->setup_new();

		zz_buf_reset(&why);
		if (!zz_kinds[i]->set_rules(setup, spec, &w))
			rc = 0;
		else if (!i)
			zz_buf_addstr(err, why.buf);
		zz_kinds[i]->setup_free(setup);
	}
	zz_buf_release(&why);
	return rc;
}

static const char *const nag_signs[] = { NULL, "!", "?", "!!", "??", "!?", "?!", "\xe2\x96\xa1" };

const char *zz_nag_sign(unsigned nag)
{
	return nag < sizeof(nag_signs) / sizeof(nag_signs[0]) ? nag_signs[nag] : NULL;
}

void zz_nag_write(struct zz_buf *out, unsigned nag)
{
	const char *sign = zz_nag_sign(nag);

	if (!nag)
		return;
	if (sign)
		zz_buf_addstr(out, sign);
	else
		zz_buf_addf(out, " $%u", nag);
}

size_t zz_nag_suffix(const char *s, size_t n, unsigned *nag)
{
	size_t best = 0, i, k;
	unsigned v = 0;

	/* the longest sign that ends s: "??" before "?" */
	for (k = 1; k < sizeof(nag_signs) / sizeof(nag_signs[0]); k++) {
		size_t len = strlen(nag_signs[k]);

		if (len <= n && len > best && !memcmp(s + n - len, nag_signs[k], len)) {
			best = len;
			v = (unsigned)k;
		}
	}
	if (best) {
		*nag = v;
		return best;
	}
	/* "$N": at most three digits, 1 to 255 */
	for (i = n; i > 0 && n - i < 3 && s[i - 1] >= '0' && s[i - 1] <= '9'; i--)
		v = v + (unsigned)(s[i - 1] - '0') * (n - i == 0 ? 1u : n - i == 1 ? 10u : 100u);
	if (i < n && i > 0 && s[i - 1] == '$' && v >= 1 && v <= 255) {
		*nag = v;
		return n - i + 1;
	}
	return 0;
}

const struct zz_code_info *zz_code_at(size_t i)
{
	size_t k;

	if (i < ZZ_CODE_NB)
		return &zz_codes[i];
	i -= ZZ_CODE_NB;
	for (k = 0; zz_kinds[k]; i -= zz_kinds[k]->nr_codes, k++)
		if (i < zz_kinds[k]->nr_codes)
			return &zz_kinds[k]->codes[i];
	return NULL;
}

const struct zz_code_info *zz_code_find(const char *id)
{
	const struct zz_code_info *c;
	size_t i;

	for (i = 0; (c = zz_code_at(i)); i++)
		if (!strcmp(c->id, id))
			return c;
	return NULL;
}
