#include "draw.h"

#include <stdlib.h>
#include <string.h>

#include "kinds.h"
#include "xalloc.h"
#include "banned.h"

#define COMPACT_DIAGRAMS 24

static const struct {
	const char *word;
	unsigned bit;
} pick_words[] = {
	{ "start", ZZ_PICK_START }, { "captures", ZZ_PICK_CAPTURES }, { "isolations", ZZ_PICK_ISOLATIONS },
	{ "end", ZZ_PICK_END },	    { "all", ZZ_PICK_ALL },
};

/* A decimal number of at most 9 digits at *s: advanced past it. */
static bool number(const char **s, unsigned long *v)
{
	const char *p = *s;

	*v = 0;
	while (*p >= '0' && *p <= '9' && p - *s < 9)
		*v = *v * 10 + (unsigned long)(*p++ - '0');
	if (p == *s || (*p >= '0' && *p <= '9'))
		return false;
	*s = p;
	return true;
}

static int pick_item(struct zz_pick *p, const char *item, size_t len)
{
	struct zz_pick_range r = { 0, (unsigned long)-1 };
	const char *s = item, *end = item + len;
	size_t i;

	for (i = 0; i < sizeof(pick_words) / sizeof(pick_words[0]); i++)
		if (strlen(pick_words[i].word) == len && !strncmp(item, pick_words[i].word, len)) {
			p->words |= pick_words[i].bit;
			return 0;
		}
	if ((*s != '-' && !number(&s, &r.lo)) || (*s == '-' && s == item && len == 1))
		return -1;
	if (s == end)
		r.hi = r.lo;
	else if (*s++ != '-' || (s != end && !number(&s, &r.hi)) || s != end || r.hi < r.lo)
		return -1;
	ZZ_ALLOC_GROW(p->ranges, p->nranges + 1, p->alloc);
	p->ranges[p->nranges++] = r;
	return 0;
}

int zz_pick_parse(struct zz_pick *p, const char *list, struct zz_buf *err)
{
	const char *s = list;

	for (;;) {
		size_t n = strcspn(s, ",");

		if (!n || pick_item(p, s, n)) {
			zz_buf_addf(err,
				    "'%.*s' is not a turn, a range of turns (N, N-M, N-, -M) or one of "
				    "start, captures, isolations, end, all",
				    (int)n, s);
			return -1;
		}
		if (!s[n])
			return 0;
		s += n + 1;
	}
}

void zz_pick_release(struct zz_pick *p)
{
	free(p->ranges);
	memset(p, 0, sizeof(*p));
}

bool zz_pick_turn(const struct zz_pick *p, size_t k, size_t n, bool capture, bool isolation, bool start_set)
{
	size_t i;

	if (!p->nranges && !p->words && !p->every) {
		size_t every = (n + COMPACT_DIAGRAMS - 1) / COMPACT_DIAGRAMS;

		if (k == 0)
			return start_set || n == 0;
		return k == n || k % (every ? every : 1) == 0;
	}
	if (p->words & ZZ_PICK_ALL)
		return true;
	if ((k == 0 && (p->words & ZZ_PICK_START)) || (k == n && (p->words & ZZ_PICK_END)) ||
	    (k && capture && (p->words & ZZ_PICK_CAPTURES)) ||
	    (k && isolation && (p->words & ZZ_PICK_ISOLATIONS)) || (k && p->every && k % p->every == 0))
		return true;
	for (i = 0; i < p->nranges; i++)
		if (k >= p->ranges[i].lo && k <= p->ranges[i].hi)
			return true;
	return false;
}

void zz_render_opts_init(struct zz_render_opts *o)
{
	memset(o, 0, sizeof(*o));
	o->removed = ZZ_REMOVED_GHOST;
	o->coords = ZZ_COORDS_EDGE;
	o->size = 480;
}

bool zz_drawing_make(struct zz_drawing *dr, struct zz_game *g, struct zz_diag *d)
{
	const struct zz_draw_kind *k = zz_text_kind(g->kind)->draw;

	memset(dr, 0, sizeof(*dr));
	if (!k)
		return false;
	dr->draw = k;
	dr->game = g;
	k->replay(dr, g, d);
	return true;
}

void zz_drawing_release(struct zz_drawing *dr)
{
	if (dr->draw)
		dr->draw->release(dr);
	memset(dr, 0, sizeof(*dr));
}
