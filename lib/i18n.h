#ifndef ZZ_I18N_H
#define ZZ_I18N_H

/*
 * Messages for a person, in the reader's language (GNU gettext, as git
 * and coreutils use it; issue 40).  _("...") looks a message up where it
 * is shown; N_("...") marks one kept in a table, looked up later by _();
 * Q_(one, many, n) the plural form for n, the gettext way (Polish and
 * Czech have three).  The library looks up in its own domain, whatever
 * the program's textdomain(); cmd/i18n.c binds the domain to the
 * catalogues.  Only what a person reads goes through here: diagnostic
 * codes, bracketed rule names, JSON, YAML, CSV, ZGN and every machine
 * format stay as written, and nothing on the reading or replaying path
 * looks a message up (a diagnostic's message is looked up when it is
 * shown).  Without a catalogue, or under LC_ALL=C, each message is itself.
 */
#include <libintl.h>

#define ZZ_TEXT_DOMAIN "zertz"

#define _(s) dgettext(ZZ_TEXT_DOMAIN, s)
#define N_(s) s
#define Q_(one, many, n) dngettext(ZZ_TEXT_DOMAIN, one, many, n)
/*
 * C_(ctx, s): s in the context ctx (gettext's msgctxt), where one English
 * word is two in another language (a white marble, a white piece).
 */
#define C_(ctx, s) zz_pgettext(ctx "\004" s, s)

static inline const char *zz_pgettext(const char *key, const char *s)
{
	const char *t = dgettext(ZZ_TEXT_DOMAIN, key);

	return t == key ? s : t;
}

#endif
