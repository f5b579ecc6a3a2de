/*
 * Boardspace metadata in its own words: Java dates and the localised
 * result texts of RE (spec/FORMATS.md 3.2).
 */
#include "sgf_meta.h"

#include <string.h>

#include "banned.h"

/* "Wed Oct 29 08:36:08 ADT 2025" -> "2025.10.29"; false if not that form. */
bool zz_sgf_java_date(const char *s, char out[11])
{
	static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
	const char *m, *y;
	int mon, day;
	size_t len = strlen(s);

	if (len < 24 || s[3] != ' ' || s[7] != ' ')
		return false;
	for (mon = 0; mon < 12; mon++)
		if (!memcmp(s + 4, months + 3 * mon, 3))
			break;
	if (mon == 12)
		return false;
	m = s + 8;
	day = (m[0] == ' ' ? 0 : m[0] - '0') * 10 + (m[1] - '0');
	y = s + len - 4;
	if (day < 1 || day > 31 || y[-1] != ' ' || y[0] < '1' || y[0] > '2')
		return false;
	memcpy(out, y, 4);
	out[4] = '.';
	out[5] = (char)('0' + (mon + 1) / 10);
	out[6] = (char)('0' + (mon + 1) % 10);
	out[7] = '.';
	out[8] = (char)('0' + day / 10);
	out[9] = (char)('0' + day % 10);
	out[10] = '\0';
	return true;
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
