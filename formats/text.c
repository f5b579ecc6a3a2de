#include "text.h"

#include "game.h"
#include "i18n.h"
#include "replay.h"
#include "shown.h"
#include "banned.h"

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static void add_cp(struct zz_buf *out, unsigned cp)
{
	if (cp < 0x80) {
		zz_buf_addch(out, (int)cp);
	} else if (cp < 0x800) {
		zz_buf_addch(out, (int)(0xc0 | cp >> 6));
		zz_buf_addch(out, (int)(0x80 | (cp & 0x3f)));
	} else {
		zz_buf_addch(out, (int)(0xe0 | cp >> 12));
		zz_buf_addch(out, (int)(0x80 | ((cp >> 6) & 0x3f)));
		zz_buf_addch(out, (int)(0x80 | (cp & 0x3f)));
	}
}

bool zz_text_decode(const char *s, size_t n, struct zz_buf *out)
{
	const unsigned char *p = (const unsigned char *)s;
	bool fallback = false;
	size_t i = 0;

	while (i < n) {
		size_t run = i, len = 1;

		/* the longest stretch that is UTF-8 already, in one copy */
		while (run < n && (p[run] < 0x80 || (len = zz_utf8_len(p + run, n - run))))
			run += p[run] < 0x80 ? 1 : len;
		if (run > i) {
			zz_buf_add(out, p + i, run - i);
			i = run;
			continue;
		}
		fallback = true;
		if (p[i] == 0xf0 && i + 2 < n + 0 && hexval(p[i + 1]) >= 0 &&
		    hexval(p[i + 2]) >= 0) {
			add_cp(out, 0x400u + (unsigned)(hexval(p[i + 1]) * 16 + hexval(p[i + 2])));
			i += 3;
			continue;
		}
		add_cp(out, p[i]);
		i++;
	}
	return fallback;
}

void zz_text_comment(struct zz_buf *out, const char *comment)
{
	const char *p;

	for (p = comment; *p; p++) {
		if (*p == '\r') {
			zz_buf_addstr(out, "\\r");
			continue;
		}
		if (*p == '}' || *p == '\\')
			zz_buf_addch(out, '\\');
		zz_buf_addch(out, *p);
	}
}

bool zz_date_valid(int y, int m, int d)
{
	static const unsigned char days[12] = { 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31 };
	bool leap = (y % 4 == 0 && y % 100 != 0) || y % 400 == 0;

	if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1 || d > days[m - 1])
		return false;
	return m != 2 || d < 29 || leap;
}

bool zz_comment_command(const char *c, const char *name, struct zz_buf *v)
{
	size_t n = strlen(name);
	const char *p, *end;

	for (p = c; (p = strstr(p, "[%")); p += 2) {
		if (strncmp(p + 2, name, n) || (p[2 + n] != ' ' && p[2 + n] != ']'))
			continue;
		end = strchr(p, ']');
		if (!end)
			return false;
		zz_buf_reset(v);
		if (p[2 + n] == ' ')
			zz_buf_add(v, p + 3 + n, (size_t)(end - p - 3 - n));
		return true;
	}
	return false;
}

void zz_comment_strip(struct zz_buf *out, const char *c)
{
	static const char *const commands[] = { "win", "lost", "unknown", "best", NULL };

	while (c && *c) {
		const char *end = NULL;
		size_t k, n;

		if (c[0] == '[' && c[1] == '%')
			for (k = 0; commands[k]; k++) {
				n = strlen(commands[k]);
				if (!strncmp(c + 2, commands[k], n) && (c[2 + n] == ' ' || c[2 + n] == ']')) {
					end = strchr(c, ']');
					break;
				}
			}
		if (end) {
			for (c = end + 1; *c == ' '; c++)
				;
			continue;
		}
		zz_buf_addch(out, *c++);
	}
	while (out->len && (out->buf[out->len - 1] == ' ' || out->buf[out->len - 1] == '\n'))
		zz_buf_setlen(out, out->len - 1);
}

/* What an analysis's mark means (ANALYSIS.md 2): whether it has one. */
static bool mark_words(struct zz_buf *out, unsigned nag, const char *win)
{
	if (nag == 1)
		zz_buf_addstr(out, _("the only winning turn"));
	else if (nag == 2 && win)
		zz_buf_addf(out, _("a missed win in %s"), win);
	else if (nag == 2)
		zz_buf_addstr(out, _("a missed win"));
	else if (nag == 4)
		zz_buf_addstr(out, _("a blunder: the opponent now has a forced win"));
	else if (nag == 7)
		zz_buf_addstr(out, _("the only turn that does not lose"));
	else
		return false;
	return true;
}

void zz_comment_line(struct zz_buf *out, const struct zz_game *g, size_t k, unsigned mover)
{
	struct zz_buf words = ZZ_BUF_INIT, who = ZZ_BUF_INIT;

	zz_replay_player(g, mover, &who);
	zz_turn_words(&words, g, k, who.buf);
	if (words.len) {
		zz_buf_addf(out, "%s ", _("comment:"));
		zz_shown_addstr(out, words.buf, ZZ_SHOWN_LINES);
		zz_buf_addch(out, '\n');
	}
	zz_buf_release(&words);
	zz_buf_release(&who);
}

void zz_turn_words(struct zz_buf *out, const struct zz_game *g, size_t k, const char *mover)
{
	const struct zz_turn *t = k < g->nr_turns ? &g->turns[k] : NULL;

	if (!t)
		return;
	if (t->comment)
		zz_comment_words(out, t->comment, t->nag, mover);
	else if (zz_game_tag(g, "Analysis"))
		mark_words(out, t->nag, NULL);
}

void zz_comment_words(struct zz_buf *out, const char *comment, unsigned nag, const char *mover)
{
	struct zz_buf win = ZZ_BUF_INIT, lost = ZZ_BUF_INIT, best = ZZ_BUF_INIT, rest = ZZ_BUF_INIT;
	bool has_win = zz_comment_command(comment, "win", &win);
	bool has_lost = zz_comment_command(comment, "lost", &lost);
	bool has_best = zz_comment_command(comment, "best", &best);
	bool unknown = zz_comment_command(comment, "unknown", &rest);
	const char *sep = "";
	size_t start = out->len;

	/* the comment without the commands (a person's words) */
	zz_buf_reset(&rest);
	zz_comment_strip(&rest, comment);
	if (!has_win && !has_lost && !has_best && !unknown) {
		zz_buf_addstr(out, comment);
		goto out;
	}
	/* what the mark means (ANALYSIS.md 2), then the facts */
	if (mark_words(out, nag, has_win ? win.buf : NULL))
		sep = "; ";
	/* each fact a sentence of its own, the mover's phrase and the count put in */
	if (has_win && nag != 2) {
		zz_buf_addstr(out, sep);
		zz_buf_addf(out, _("%s had a forced win in %s"), mover, win.buf);
		sep = "; ";
	}
	if (has_best) {
		zz_buf_addstr(out, sep);
		zz_buf_addf(out, _("winning was %s"), best.buf);
		sep = "; ";
	}
	if (has_lost) {
		zz_buf_addstr(out, sep);
		zz_buf_addf(out, _("%s was lost in %s"), mover, lost.buf);
		sep = "; ";
	}
	if (unknown) {
		zz_buf_addstr(out, sep);
		zz_buf_addstr(out, _("unknown at this budget"));
	}
	if (rest.len)
		zz_buf_addf(out, "%s%s", out->len > start ? "; " : "", rest.buf);
out:
	zz_buf_release(&win);
	zz_buf_release(&lost);
	zz_buf_release(&best);
	zz_buf_release(&rest);
}
