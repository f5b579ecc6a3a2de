#ifndef ZZ_XALLOC_H
#define ZZ_XALLOC_H

#include <stddef.h>

/*
 * Allocation that never returns NULL.  On exhaustion the handler set with
 * zz_set_oom_handler() is called; it must not return.  The default prints
 * one line and aborts: the library never exits a program that links it
 * (the zertz command sets its own, which exits with status 3).  Everything
 * returned belongs to the caller and is released with free().
 */

void zz_set_oom_handler(void (*fn)(void));
/* What exhaustion does, for a caller that finds it without allocating. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void zz_out_of_memory(void);

void *zz_xmalloc(size_t size);
void *zz_xcalloc(size_t nmemb, size_t size);
void *zz_xreallocarray(void *ptr, size_t nmemb, size_t size);
char *zz_xstrdup(const char *s);
char *zz_xstrndup(const char *s, size_t n);

/* Grow *arr (of *alloc elements) so that it can hold at least nr elements. */
#define ZZ_ALLOC_GROW(arr, nr, alloc)                                          \
	do {                                                                   \
		if ((nr) > (alloc)) {                                          \
			size_t zz_new_ = (alloc) < 8 ? 8 : (alloc) * 2;        \
			if (zz_new_ < (nr))                                    \
				zz_new_ = (nr);                                \
			(arr) = zz_xreallocarray((arr), zz_new_,               \
						 sizeof(*(arr)));              \
			(alloc) = zz_new_;                                     \
		}                                                              \
	} while (0)

#endif
