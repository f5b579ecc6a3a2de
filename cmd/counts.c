/*
 * Counted names for zertz stats: players (keyed without case), openings,
 * years, groups; each name found by its hash, in a table of open
 * addressing, with the spellings of a player's name.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "cmd.h"
#include "hash.h"
#include "stats.h"
#include "xalloc.h"
#include "banned.h"

static void reindex(struct table *t, size_t nslots)
{
	size_t i;

	free(t->slots);
	t->slots = zz_xcalloc(nslots, sizeof(*t->slots));
	t->nslots = nslots;
	for (i = 0; i < t->nr; i++) {
		size_t h = (size_t)t->v[i].hash;

		while (t->slots[h & (nslots - 1)].index)
			h++;
		t->slots[h & (nslots - 1)].index = (uint32_t)(i + 1);
		t->slots[h & (nslots - 1)].tag = (uint32_t)(t->v[i].hash >> 32);
	}
}

struct count *counts_find(struct table *t, const char *key)
{
	size_t len = strlen(key), h;
	uint64_t hash = zz_hash(key, len, ZZ_HASH_INIT);
	uint32_t tag = (uint32_t)(hash >> 32);

	/*
	 * Small to start, doubled as it fills: stats --by player keeps four
	 * tables for each player, most of whom name few opponents, openings
	 * and years (64 slots and 8 names from the start made 5.7 kB a
	 * player; zertz(1) LIMITS says what one costs now).
	 */
	if (2 * (t->nr + 1) > t->nslots)
		reindex(t, t->nslots ? 2 * t->nslots : 4);
	for (h = (size_t)hash;; h++) {
		const struct slot *slot = &t->slots[h & (t->nslots - 1)];

		if (!slot->index)
			break;
		if (slot->tag == tag && !strcmp(t->v[slot->index - 1].key, key))
			return &t->v[slot->index - 1];
	}
	if (t->nr >= UINT32_MAX)
		die("more than %lu names to count", (unsigned long)UINT32_MAX);
	if (t->nr + 1 > t->alloc) {
		t->alloc = t->alloc ? 2 * t->alloc : 1;
		t->v = zz_xreallocarray(t->v, t->alloc, sizeof(*t->v));
	}
	memset(&t->v[t->nr], 0, sizeof(t->v[0]));
	t->v[t->nr].key = zz_xstrndup(key, len);
	t->v[t->nr].hash = hash;
	t->slots[h & (t->nslots - 1)].index = (uint32_t)(t->nr + 1);
	t->slots[h & (t->nslots - 1)].tag = tag;
	return &t->v[t->nr++];
}

void spellings_note(struct spellings *s, const char *text)
{
	size_t i;

	for (i = 0; i < s->nr; i++)
		if (!strcmp(s->v[i].text, text)) {
			s->v[i].n++;
			return;
		}
	ZZ_ALLOC_GROW(s->v, s->nr + 1, s->alloc);
	s->v[s->nr].text = zz_xstrdup(text);
	s->v[s->nr].n = 1;
	s->nr++;
}

/* The spelling written most often (the first seen of equals), or dflt. */
const char *spellings_best(const struct spellings *s, const char *dflt)
{
	size_t i, best = 0;

	if (!s->nr)
		return dflt;
	for (i = 1; i < s->nr; i++)
		if (s->v[i].n > s->v[best].n)
			best = i;
	return s->v[best].text;
}

void spellings_release(struct spellings *s)
{
	size_t i;

	for (i = 0; i < s->nr; i++)
		free(s->v[i].text);
	free(s->v);
}

/* A player's name without case: the key of the account. */
void counts_fold(const char *name, struct zz_buf *out)
{
	size_t n = strlen(name), i;

	zz_buf_reset(out);
	zz_buf_grow(out, n);
	for (i = 0; i < n; i++)
		out->buf[i] = name[i] >= 'A' && name[i] <= 'Z' ? name[i] + 32 : name[i];
	zz_buf_setlen(out, n);
}

/* Frees a table's names, their spellings and its index. */
void counts_release(struct table *t)
{
	size_t i;

	for (i = 0; i < t->nr; i++) {
		free(t->v[i].key);
		free(t->v[i].marks);
		spellings_release(&t->v[i].sp);
	}
	free(t->v);
	free(t->slots);
}
