/*
 * What commands that choose and count games ask of a Zertz game
 * (formats/kinds.h): whether its set-up is one asked for (select --board,
 * --variant, --with-rules), its signature up to the board's symmetries
 * (select --unique, stats --signature and --duplicates) and its opening
 * (stats).
 */
#include "kinds.h"

#include <string.h>

#include "notation.h"
#include "posstr.h"
#include "rings.h"
#include "rules.h"
#include "signature.h"
#include "zgame.h"
#include "ztext.h"
#include "banned.h"

/* The first turns' moves under the symmetry that makes them least. */
static void moves_canonical(const struct zz_game *g, size_t turns, struct zz_buf *out,
			    size_t *first_end)
{
	unsigned s = zz_signature_sym(g, turns);
	size_t i;

	for (i = 0; i < turns && i < g->nr_turns; i++) {
		const struct zz_zturn *z = zz_zturn(g, i);
		struct zz_zturn t;

		/* what the notation writes of a turn, without its claims (which
		 * follow the cells too), not the whole turn */
		t.move = z->move;
		t.flags = z->flags & ~(unsigned)ZZ_ZTURN_SUFFIX;
		if (t.move.kind == ZZ_MOVE_CAPTURE)
			memcpy(t.hop_colour, z->hop_colour, t.move.nhops);
		t.claims = NULL;
		t.nr_claims = 0;
		zz_move_map(zz_zgame(g)->geom, s, &t.move);
		if (i)
			zz_buf_addch(out, ';');
		zz_notation_write(out, zz_zgame(g)->geom, &t);
		if (!i && first_end)
			*first_end = out->len;
	}
}

void zz_zertz_signature(const struct zz_game *g, struct zz_buf *text)
{
	const struct zz_zgame *z = zz_zgame(g);

	if (z->geom->board == ZZ_BOARD_CUSTOM) {
		/* a custom game matches only games on the same board */
		zz_buf_addstr(text, "custom ");
		zz_rings_write(text, z->geom);
		zz_buf_addch(text, ' ');
	}
	zz_buf_addf(text, "%u %s ", z->geom->rings, zz_variant_name(z->rules.variant));
	if (z->has_start) {
		/* a set-up game matches only the same set-up */
		zz_posstr_write(text, &z->start);
		zz_buf_addch(text, ' ');
	}
	moves_canonical(g, g->nr_turns, text, NULL);
}

int zz_zertz_opening(const struct zz_game *g, size_t turns, struct zz_buf *out,
		     size_t *first_end)
{
	const struct zz_zgame *z = zz_zgame(g);

	/* openings compare games on one board: not across custom boards */
	if (!g->nr_turns || z->has_start || z->geom->board == ZZ_BOARD_CUSTOM)
		return -1;
	zz_buf_addint(out, z->geom->rings);
	zz_buf_addch(out, ' ');
	moves_canonical(g, turns, out, first_end);
	return 0;
}

bool zz_zertz_board_known(unsigned long rings)
{
	return rings <= 0xffff && zz_geom_get((unsigned)rings) != NULL;
}

/* "NAME=VALUE,..." as each option's canonical "name=value\n". */
static void rules_canonical(const char *arg, struct zz_buf *out)
{
	struct zz_rules r;
	struct zz_buf err = ZZ_BUF_INIT, all = ZZ_BUF_INIT, one = ZZ_BUF_INIT;
	const char *p = arg;

	while (*p) {
		size_t n = strcspn(p, ","), eq = strcspn(p, "=");
		const char *item;
		size_t namelen;

		zz_buf_reset(&one);
		zz_buf_add(&one, p, n);
		zz_rules_init(&r);
		zz_rules_parse(&r, one.buf, &err);
		zz_buf_reset(&all);
		zz_rules_format_all(&r, &all);
		/* the option as every game's rules write it */
		namelen = eq;
		item = all.buf;
		while (item && *item) {
			if (!strncmp(item, p, namelen) && item[namelen] == '=')
				break;
			item = strchr(item, ',');
			item = item ? item + 1 : NULL;
		}
		if (item && *item)
			zz_buf_addf(out, "%.*s\n", (int)strcspn(item, ","), item);
		else
			/* a variant setting (variant, marbles, win): as given */
			zz_buf_addf(out, "%.*s\n", (int)n, p);
		p += n;
		if (*p)
			p++;
	}
	zz_buf_release(&err);
	zz_buf_release(&all);
	zz_buf_release(&one);
}

/* Every option of the --with-rules arg is the game's. */
static bool rules_match(const struct zz_zgame *z, const char *arg)
{
	struct zz_buf all = ZZ_BUF_INIT, want = ZZ_BUF_INIT, asked = ZZ_BUF_INIT;
	const char *p, *end;
	bool ok = true;

	rules_canonical(arg, &asked);
	p = asked.buf;
	end = p + asked.len;
	/* ",free-ring=adjacent,supply=pool-first,...," */
	zz_buf_addch(&all, ',');
	zz_rules_format_all(&z->rules, &all);
	zz_buf_addch(&all, ',');
	while (ok && p < end) {
		const char *nl = memchr(p, '\n', (size_t)(end - p));

		zz_buf_reset(&want);
		zz_buf_addch(&want, ',');
		zz_buf_add(&want, p, (size_t)(nl - p));
		zz_buf_addch(&want, ',');
		if (!strncmp(want.buf, ",variant=", 9))
			ok = !strncmp(want.buf + 9, zz_variant_name(z->rules.variant), want.len - 10) &&
			     strlen(zz_variant_name(z->rules.variant)) == want.len - 10;
		else
			ok = strstr(all.buf, want.buf) != NULL;
		p = nl + 1;
	}
	zz_buf_release(&all);
	zz_buf_release(&want);
	zz_buf_release(&asked);
	return ok;
}

bool zz_zertz_setup_matches(const struct zz_game *g, const struct zz_setup_query *q)
{
	const struct zz_zgame *z = zz_zgame(g);

	if (!z->geom)
		return false;
	if (q->board != ZZ_NO_BOARD &&
	    (q->board ? z->geom->board == ZZ_BOARD_CUSTOM || z->geom->rings != q->board
		      : z->geom->board != ZZ_BOARD_CUSTOM))
		return false;
	if (q->variant && strcmp(q->variant, zz_variant_name(z->rules.variant)))
		return false;
	return !q->rules || rules_match(z, q->rules);
}
