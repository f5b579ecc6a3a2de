/*
 * The web viewer of a game (viewer.h): its header, moves, comments and
 * analysis gathered for formats/html.h, and its frames packed.
 */
#include "viewer.h"

#include <libdeflate.h>
#include <stdlib.h>
#include <string.h>

#include "html.h"
#include "i18n.h"
#include "kinds.h"
#include "record.h"
#include "replay.h"
#include "text.h"
#include "xalloc.h"
#include "zgn.h"
#include "banned.h"

/*
 * A page's frames deflated (html.h), by libdeflate at its best: the frames
 * of a 40-turn game are 54 KB as JSON, some 10 KB deflated.
 */
int viewer_deflate(const void *in, size_t n, struct zz_buf *out)
{
	struct libdeflate_compressor *c = libdeflate_alloc_compressor(12);
	size_t bound, got;

	if (!c)
		return -1;
	bound = libdeflate_deflate_compress_bound(c, n);
	zz_buf_grow(out, bound);
	got = libdeflate_deflate_compress(c, in, n, out->buf, bound);
	libdeflate_free_compressor(c);
	if (!got)
		return -1;
	zz_buf_setlen(out, got);
	return 0;
}

/*
 * The name a page offers its record under: "zertz-ann-bob.zgn" (the
 * game's name in small letters first), the
 * players' names kept to letters, digits and dashes, 40 bytes each at
 * most ("tzaar-game.zgn" without them).
 */
static void record_name(const struct zz_game *g, struct zz_buf *out)
{
	static const char *const tags[2] = { "First", "Second" };
	const char *t;
	size_t k, stem;

	for (t = g->kind->title; *t; t++)
		zz_buf_addch(out, (char)(*t >= 'A' && *t <= 'Z' ? *t + 32 : *t));
	stem = out->len;
	for (k = 0; k < 2; k++) {
		const char *p = zz_game_tag(g, tags[k]);
		size_t n = 0;

		if (!p || !*p)
			continue;
		zz_buf_addch(out, '-');
		for (; *p && n < 40; p++, n++) {
			char c = *p;

			zz_buf_addch(out,
				     (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
						     (c >= '0' && c <= '9')
					     ? c
					     : '-');
		}
	}
	if (out->len == stem)
		zz_buf_addstr(out, "-game");
	zz_buf_addstr(out, ".zgn");
}

/*
 * An analysed record's facts, position by position (html.h): who had a
 * forced win after k turns, read from turn k+1's comment ([%win] for the
 * player to move, [%lost] for the other, [%unknown]; none: no forced win
 * within the horizon of the Analysis tag), and that in words.  The last
 * position has no turn after it: nothing is said of it.
 */
static void analysis_facts(const struct zz_game *g, size_t n, const unsigned *movers, unsigned char *forced,
			   char **facts)
{
	const char *tag = zz_game_tag(g, "Analysis"), *h = strstr(tag, "horizon=");
	struct zz_buf v = ZZ_BUF_INIT, w = ZZ_BUF_INIT, p = ZZ_BUF_INIT;
	size_t k;

	for (k = 0; k < n && k < g->nr_turns; k++) {
		zz_buf_reset(&p);
		const char *c = g->turns[k].comment ? g->turns[k].comment : "";

		zz_buf_reset(&w);
		if (zz_comment_command(c, "win", &v)) {
			forced[k] = (unsigned char)(1 + movers[k]);
			zz_replay_player(g, movers[k], &p);
			zz_buf_addf(&w, _("%s has a forced win in %s"), p.buf, v.buf);
		} else if (zz_comment_command(c, "lost", &v)) {
			forced[k] = (unsigned char)(1 + !movers[k]);
			zz_replay_player(g, movers[k], &p);
			zz_buf_addf(&w, _("%s is lost in %s"), p.buf, v.buf);
		} else if (zz_comment_command(c, "unknown", &v)) {
			forced[k] = 3;
			zz_buf_addstr(&w, _("unknown at this budget"));
		} else {
			if (h)
				zz_buf_addf(&w, _("no forced win within %.*s"), (int)strcspn(h + 8, " "),
					    h + 8);
			else
				zz_buf_addstr(&w, _("no forced win within the horizon"));
		}
		facts[k] = zz_buf_detach(&w, NULL);
	}
	zz_buf_release(&v);
	zz_buf_release(&w);
	zz_buf_release(&p);
}

/*
 * The HTML page of a game whose positions are drawn in frames[0..n]:
 * the header (event, players, date and place, result), the moves and
 * their comments.  movers[k]: who played turn k+1.
 */
void viewer_page(const struct zz_game *g, const struct zz_buf *frames, size_t n, const unsigned *movers,
		 const char *result, const char *back, struct zz_buf *out)
{
	const struct zz_text_kind *tk = zz_text_kind(g->kind);
	const char *ev = zz_game_tag(g, "Event"), *date = zz_game_tag(g, "Date");
	const char *site = zz_game_tag(g, "Site");
	struct zz_buf head[4], title = ZZ_BUF_INIT, record = ZZ_BUF_INIT, name = ZZ_BUF_INIT;
	char **moves = zz_xcalloc(n + 1, sizeof(*moves));
	char **comments = zz_xcalloc(n + 1, sizeof(*comments));
	long *clocks = zz_xcalloc(n + 1, sizeof(*clocks));
	unsigned *nags = zz_xcalloc(n + 1, sizeof(*nags));
	unsigned char *forced = NULL;
	char **facts = NULL;
	const char *heads[4];
	struct zz_html_game h;
	size_t k, nh = 0;

	for (k = 0; k < 4; k++)
		zz_buf_init(&head[k]);
	zz_buf_addstr(&head[nh++], ev && *ev ? ev : g->kind->title);
	zz_replay_players(g, &head[nh]);
	zz_buf_addf(&title, "%s: %s", head[0].buf, head[nh].buf);
	nh++;
	if ((date && *date) || (site && *site))
		zz_buf_addf(&head[nh++], "%s%s%s", date && *date ? date : "",
			    date && *date && site && *site ? ", " : "", site && *site ? site : "");
	zz_buf_addf(&head[nh++], _("result: %s"), result);
	for (k = 0; k < nh; k++)
		heads[k] = head[k].buf;
	for (k = 0; k < n; k++) {
		struct zz_buf m = ZZ_BUF_INIT;

		/* (its mark apart: the page colours it) */
		tk->turn_write(&m, g, k);
		moves[k] = zz_buf_detach(&m, NULL);
		/* the analysis in words: a person reads the page */
		{
			struct zz_buf mover = ZZ_BUF_INIT, words = ZZ_BUF_INIT;

			zz_replay_player(g, movers[k], &mover);
			zz_turn_words(&words, g, k, mover.buf);
			comments[k] = words.len ? zz_buf_detach(&words, NULL) : NULL;
			zz_buf_release(&words);
			zz_buf_release(&mover);
		}
		clocks[k] = g->turns[k].clock_ms;
		nags[k] = g->turns[k].nag;
	}
	if (zz_game_tag(g, "Analysis")) {
		forced = zz_xcalloc(n + 1, sizeof(*forced));
		facts = zz_xcalloc(n + 1, sizeof(*facts));
		analysis_facts(g, n, movers, forced, facts);
	}
	memset(&h, 0, sizeof(h));
	h.title = title.buf;
	h.head = heads;
	h.nhead = nh;
	h.frames = frames;
	h.nframes = n + 1;
	h.moves = (const char *const *)moves;
	h.clocks = clocks;
	h.comments = (const char *const *)comments;
	h.nags = nags;
	h.forced = forced;
	h.facts = (const char *const *)facts;
	h.back = back;
	zz_zgn_write(&record, g);
	record_name(g, &name);
	h.record = record.buf;
	h.record_name = name.buf;
	h.deflate = viewer_deflate;
	zz_html_game(out, &h);
	zz_buf_release(&record);
	zz_buf_release(&name);
	for (k = 0; k < n; k++) {
		free(moves[k]);
		free(comments[k]);
	}
	for (k = 0; facts && k <= n; k++)
		free(facts[k]);
	free(facts);
	free(forced);
	free(nags);
	free(moves);
	free(comments);
	free(clocks);
	for (k = 0; k < 4; k++)
		zz_buf_release(&head[k]);
	zz_buf_release(&title);
}
