/*
 * Boardspace metadata in its own words: Java dates and the localised
 * result texts of RE (spec/FORMATS.md 3.2).
 */
#define _XOPEN_SOURCE 700	/* strptime */
#include "sgf_meta.h"

#include <stdio.h>
#include <string.h>
#include <time.h>

#include "buf.h"

#include "text.h"
#include "banned.h"

/* Month names in the languages of the archive's dates, in order. */
static const char *const months[][12] = {
	{ "januar", "februar", "m\xc3\xa4rz", "april", "mai", "juni", "juli", "august",
	  "september", "oktober", "november", "dezember" },
	{ "janvier", "f\xc3\xa9vrier", "mars", "avril", "mai", "juin", "juillet",
	  "ao\xc3\xbbt", "septembre", "octobre", "novembre", "d\xc3\xa9" "cembre" },
	{ "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
	  "septiembre", "octubre", "noviembre", "diciembre" },
	{ "gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio",
	  "agosto", "settembre", "ottobre", "novembre", "dicembre" },
	{ "januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus",
	  "september", "oktober", "november", "december" },
	{ "janeiro", "fevereiro", "mar\xc3\xa7o", "abril", "maio", "junho", "julho",
	  "agosto", "setembro", "outubro", "novembro", "dezembro" },
	/* Russian, in the genitive of dates */
	{ "\xd1\x8f\xd0\xbd\xd0\xb2\xd0\xb0\xd1\x80\xd1\x8f",
	  "\xd1\x84\xd0\xb5\xd0\xb2\xd1\x80\xd0\xb0\xd0\xbb\xd1\x8f",
	  "\xd0\xbc\xd0\xb0\xd1\x80\xd1\x82\xd0\xb0",
	  "\xd0\xb0\xd0\xbf\xd1\x80\xd0\xb5\xd0\xbb\xd1\x8f",
	  "\xd0\xbc\xd0\xb0\xd1\x8f", "\xd0\xb8\xd1\x8e\xd0\xbd\xd1\x8f",
	  "\xd0\xb8\xd1\x8e\xd0\xbb\xd1\x8f",
	  "\xd0\xb0\xd0\xb2\xd0\xb3\xd1\x83\xd1\x81\xd1\x82\xd0\xb0",
	  "\xd1\x81\xd0\xb5\xd0\xbd\xd1\x82\xd1\x8f\xd0\xb1\xd1\x80\xd1\x8f",
	  "\xd0\xbe\xd0\xba\xd1\x82\xd1\x8f\xd0\xb1\xd1\x80\xd1\x8f",
	  "\xd0\xbd\xd0\xbe\xd1\x8f\xd0\xb1\xd1\x80\xd1\x8f",
	  "\xd0\xb4\xd0\xb5\xd0\xba\xd0\xb0\xd0\xb1\xd1\x80\xd1\x8f" },
};

static const char *const english[12] = {
	"January", "February", "March", "April", "May", "June", "July", "August",
	"September", "October", "November", "December"
};

/* Words that only decorate a date: Spanish "de", Russian "г." (year). */
static bool filler(const char *w, size_t n)
{
	return (n == 2 && !memcmp(w, "de", 2)) || (n == 4 && !memcmp(w, "\xd0\xb3.", 3)) ||
	       (n == 3 && !memcmp(w, "\xd0\xb3.", 3));
}

/* ASCII letters compared without case; other bytes exactly. */
static bool word_is(const char *w, size_t n, const char *name)
{
	size_t i;

	for (i = 0; i < n; i++) {
		int a = w[i] >= 'A' && w[i] <= 'Z' ? w[i] + 32 : w[i];

		if (!name[i] || a != name[i])
			return false;
	}
	return !name[n];
}

/*
 * The date with its month named in English and its fillers dropped, so
 * that strptime in the C locale reads it: "14. Juni 2007" -> "14. June
 * 2007".  The words are the same otherwise, one space between them.
 */
static void anglicise(const char *s, struct zz_buf *out)
{
	while (*s) {
		const char *w = s;
		size_t n, l, m;

		while (*s && *s != ' ')
			s++;
		n = (size_t)(s - w);
		while (*s == ' ')
			s++;
		if (!n || filler(w, n))
			continue;
		if (out->len)
			zz_buf_addch(out, ' ');
		for (l = 0; l < sizeof(months) / sizeof(months[0]); l++)
			for (m = 0; m < 12; m++)
				if (word_is(w, n, months[l][m])) {
					zz_buf_addstr(out, english[m]);
					goto next;
				}
		zz_buf_add(out, w, n);
next:
		;
	}
}

/* strptime over all of s, or false. */
static bool read_all(const char *s, const char *fmt, struct tm *tm)
{
	const char *end = strptime(s, fmt, tm);

	return end && !*end;
}

static bool out_date(const struct tm *tm, char out[11])
{
	int y = tm->tm_year + 1900;

	/* strptime takes 30 February: a day of no month is no date */
	if (!zz_date_valid(y, tm->tm_mon + 1, tm->tm_mday))
		return false;
	/* the ranges are checked; the modulo tells the compiler (at -O0
	 * it cannot see that the text fits) */
	snprintf(out, 11, "%04u.%02u.%02u", (unsigned)y % 10000u,
		 (unsigned)(tm->tm_mon + 1) % 100u, (unsigned)tm->tm_mday % 100u);
	return true;
}

static int digits(const char *s, int n)
{
	int v = 0;

	while (n--) {
		if (*s < '0' || *s > '9')
			return -1;
		v = v * 10 + (*s++ - '0');
	}
	return v;
}

/*
 * Java's own form exactly as Boardspace writes it, "Wed Oct 29 08:36:08
 * ADT 2025", read by hand: nearly every record has it, and strptime tries
 * every name of the locale for each word.  Anything else (or out of
 * range) is left to strptime, which reads these the same way.
 */
static bool java_date(const char *s, char out[11])
{
	static const char days[] = "sunmontuewedthufrisat", mons[] = "janfebmaraprmayjunjulaugsepoctnovdec";
	char w[3];
	const char *p;
	int i, mon = -1, day, y;

	if (strlen(s) < 24 || s[3] != ' ' || s[7] != ' ')
		return false;
	for (i = 0; i < 3; i++)
		w[i] = (char)(s[i] | 0x20);
	for (i = 0; i < 7 && memcmp(days + 3 * i, w, 3); i++)
		;
	if (i == 7)
		return false;
	for (i = 0; i < 3; i++)
		w[i] = (char)(s[4 + i] | 0x20);
	for (i = 0; i < 12 && mon < 0; i++)
		if (!memcmp(mons + 3 * i, w, 3))
			mon = i;
	if (mon < 0 || (day = digits(s + 8, 2)) < 1 || day > 31 || s[10] != ' ' ||
	    digits(s + 11, 2) > 23 || s[13] != ':' || digits(s + 14, 2) > 59 || s[16] != ':' ||
	    digits(s + 17, 2) > 61 || s[19] != ' ' || digits(s + 11, 2) < 0 ||
	    digits(s + 14, 2) < 0 || digits(s + 17, 2) < 0)
		return false;
	/* the zone: one word of at least one letter, then the year */
	for (p = s + 20; *p && *p != ' '; p++)
		if (!((*p >= 'A' && *p <= 'Z') || (*p >= 'a' && *p <= 'z')))
			return false;
	if (p == s + 20 || *p != ' ' || strlen(p + 1) != 4 || (y = digits(p + 1, 4)) < 1000 ||
	    !zz_date_valid(y, mon + 1, day))
		return false;
	memcpy(out, p + 1, 4);
	out[4] = '.';
	out[5] = (char)('0' + (mon + 1) / 10);
	out[6] = (char)('0' + (mon + 1) % 10);
	out[7] = '.';
	out[8] = s[8];
	out[9] = s[9];
	out[10] = '\0';
	return true;
}

bool zz_sgf_date(const char *s, char out[11])
{
	static const char *const forms[] = {
		"%B %d, %Y", "%d %B %Y", "%d. %B %Y", "%Y.%m.%d", "%Y-%m-%d",
		"%Y\xe5\xb9\xb4%m\xe6\x9c\x88%d\xe6\x97\xa5",	/* 2018年3月13日 */
	};
	struct zz_buf sb = ZZ_BUF_INIT;
	struct tm tm;
	const char *rest;
	bool ok = false;
	size_t i;

	if (java_date(s, out))
		return true;
	/* Java: "Wed Oct 29 08:36:08 ADT 2025"; the zone is any one word */
	memset(&tm, 0, sizeof(tm));
	rest = strptime(s, "%a %b %d %H:%M:%S ", &tm);
	if (rest && (rest = strchr(rest, ' ')) && read_all(rest + 1, "%Y", &tm))
		return out_date(&tm, out);
	anglicise(s, &sb);
	for (i = 0; i < sizeof(forms) / sizeof(forms[0]) && !ok; i++) {
		memset(&tm, 0, sizeof(tm));
		ok = read_all(sb.buf, forms[i], &tm) && out_date(&tm, out);
	}
	zz_buf_release(&sb);
	return ok;
}

bool zz_sgf_name_date(const char *s, char out[11])
{
	size_t n = strlen(s), i;

	/* the last "-YYYY-MM-DD" in the name */
	for (i = n; i-- > 0;) {
		const char *p = s + i;
		struct tm tm;
		char d[11];

		if (n - i < 11 || *p != '-' || p[5] != '-' || p[8] != '-')
			continue;
		memcpy(d, p + 1, 10);
		d[10] = '\0';
		memset(&tm, 0, sizeof(tm));
		if (read_all(d, "%Y-%m-%d", &tm) && out_date(&tm, out))
			return true;
	}
	return false;
}

int zz_sgf_re_winner(const char *re, const char **name, size_t *len)
{
	static const struct { const char *pre, *post; } forms[] = {
		{ "Game won by ", "" }, { "", " hat gewonnen" },
		{ "Partida ganada por ", "" }, { "Partida vencida por ", "" },
		{ "Partie gagn\xc3\xa9" "e par ", "" },
		{ "\xd0\x98\xd0\xb3\xd1\x80\xd1\x83 \xd0\xb2\xd1\x8b\xd0\xb8\xd0\xb3\xd1\x80\xd0\xb0\xd0\xbb(\xd0\xb0) ", "." },
		{ "Gra wygrana przez ", "" }, { "De partij is gewonnen door ", "" },
		{ "", "\xe3\x81\x8c\xe5\x8b\x9d\xe5\x88\xa9" }, { "Vyhr\xc3\xa1l ", "" },
		{ "", "\xe8\x8e\xb7\xe8\x83\x9c" }, { "Joc c\xc3\xa2\xc5\x9ftigat de ", "" },
		{ "", " vann spelet" }, { "Partion venkis ", "" },
	};
	size_t n = strlen(re), i;

	for (i = 0; i < sizeof(forms) / sizeof(forms[0]); i++) {
		size_t pre = strlen(forms[i].pre), post = strlen(forms[i].post);

		if (n <= pre + post || memcmp(re, forms[i].pre, pre) ||
		    memcmp(re + n - post, forms[i].post, post))
			continue;
		*name = re + pre;
		*len = n - pre - post;
		return 0;
	}
	return -1;
}

bool zz_sgf_re_draw(const char *re)
{
	static const char *const forms[] = {
		"The game is a draw", "La partida finaliza en empate",
	};
	size_t i;

	for (i = 0; i < sizeof(forms) / sizeof(forms[0]); i++)
		if (!strcmp(re, forms[i]))
			return true;
	return false;
}
