#include "draw.h"

#include <stdlib.h>
#include <string.h>

#include "kinds.h"
#include "xalloc.h"
#include "i18n.h"
#include "banned.h"

#define COMPACT_DIAGRAMS 24

static const struct {
	const char *word;
	unsigned bit;
} pick_words[] = {
	{ "start", ZZ_PICK_START }, { "captures", ZZ_PICK_CAPTURES }, { "isolations", ZZ_PICK_ISOLATIONS },
	{ "end", ZZ_PICK_END },	    { "all", ZZ_PICK_ALL },	      { "marks", ZZ_PICK_MARKS },
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
				    _("'%.*s' is not a turn, a range of turns (N, N-M, N-, -M) or one of "
				      "start, captures, isolations, marks, end, all"),
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

/* Whether the position after turn k is drawn as asked (--diagrams, --every); what: what turn k did. */
static bool pick_turn(const struct zz_pick *p, size_t k, size_t n, unsigned what)
{
	size_t i;

	if (p->words & ZZ_PICK_ALL)
		return true;
	if ((k == 0 && (p->words & ZZ_PICK_START)) || (k == n && (p->words & ZZ_PICK_END)) ||
	    (k && (what & p->words & (ZZ_PICK_CAPTURES | ZZ_PICK_ISOLATIONS | ZZ_PICK_MARKS))) ||
	    (k && p->every && k % p->every == 0))
		return true;
	for (i = 0; i < p->nranges; i++)
		if (k >= p->ranges[i].lo && k <= p->ranges[i].hi)
			return true;
	return false;
}

size_t zz_pick_turns(const struct zz_pick *p, const unsigned *what, size_t n, bool start_set, size_t most,
		     size_t *idx)
{
	size_t k, i, nd = 0, marked = 0, every, slots;
	bool *on;

	if (p->nranges || p->words || p->every) {
		for (k = 0; k <= n; k++)
			if (pick_turn(p, k, n, k ? what[k] : 0))
				idx[nd++] = k;
		return nd;
	}
	for (k = 1; k <= n; k++)
		marked += (what[k] & ZZ_PICK_MARKS) != 0;
	/* as many as every N-th turn would give, N the least that keeps to
	 * the diagrams left after the marked turns */
	if (!most)
		most = COMPACT_DIAGRAMS;
	most = marked + 8 < most ? most - marked : 8;
	every = n ? (n + most - 1) / most : 1;
	slots = n ? (n + every - 1) / every : 0;
	on = zz_xcalloc(n + 1, sizeof(*on));
	on[0] = start_set || n == 0;
	/* turn i * n / slots (rounded up) for each slot i; an even spacing
	 * would draw one player's turns alone: every other one a turn sooner */
	for (i = 1; i <= slots; i++) {
		k = (i * n + slots - 1) / slots;
		if (every % 2 == 0 && i % 2 && k > 1 && k < n)
			k--;
		on[k] = true;
	}
	for (k = 1; k <= n; k++)
		on[k] = on[k] || k == n || (what[k] & ZZ_PICK_MARKS);
	for (k = 0; k <= n; k++)
		if (on[k])
			idx[nd++] = k;
	free(on);
	return nd;
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
