#ifndef ZZ_BANNED_H
#define ZZ_BANNED_H

/*
 * Functions that are easy to misuse.  Include this header last in every
 * source file: a call to any of these then fails to compile.  Use zz_buf or a
 * checked snprintf instead.
 */

#define ZZ_BANNED(func) sorry_##func##_is_a_banned_function

#undef strcpy
#define strcpy(x, y) ZZ_BANNED(strcpy)
#undef strcat
#define strcat(x, y) ZZ_BANNED(strcat)
#undef strncpy
#define strncpy(x, y, n) ZZ_BANNED(strncpy)
#undef sprintf
#define sprintf(...) ZZ_BANNED(sprintf)
#undef vsprintf
#define vsprintf(...) ZZ_BANNED(vsprintf)
#undef strtok
#define strtok(x, y) ZZ_BANNED(strtok)
#undef gets
#define gets(x) ZZ_BANNED(gets)

#endif
