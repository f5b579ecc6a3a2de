#ifndef ZZ_LANG_H
#define ZZ_LANG_H

/*
 * The language of the messages (lib/i18n.h), set once, first thing in
 * main(): from LANGUAGE, LC_ALL, LC_MESSAGES and LANG as every gettext
 * program reads them; the catalogues found beside the program (the build
 * tree's locale/, an installed tree's ../share/locale), else under
 * /usr/local.
 */
void lang_setup(void);

/*
 * --lang LL: what a command draws or writes for others (and its messages)
 * in LL, whatever the environment says: one of lang_names, "en" for
 * English.  lang_choice is the index --lang set (LANG_UNSET: none); the
 * option parser calls lang_apply() once the options are read.
 */
#define LANG_UNSET ((unsigned)-1)
extern const char *const lang_names[];
extern unsigned lang_choice;
void lang_apply(void);

#endif
