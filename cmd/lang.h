#ifndef ZZ_LANG_H
#define ZZ_LANG_H

/*
 * The language of the messages (lib/i18n.h), set once, first thing in
 * main(): from LANGUAGE, LC_ALL, LC_MESSAGES and LANG as every gettext
 * program reads them; the catalogues found beside the program (the build
 * tree's locale/, an installed tree's ../share/locale), else under the
 * prefix it was built for.
 */
void lang_setup(void);

#endif
