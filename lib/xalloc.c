#include "xalloc.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "banned.h"

static void (*oom_handler)(void);

void zz_set_oom_handler(void (*fn)(void))
{
	oom_handler = fn;
}

void zz_out_of_memory(void)
{
	if (oom_handler)
		oom_handler();
	/* The one place lib/ may print: nothing can be done without memory. */
	fputs("libzertz: out of memory\n", stderr);
	abort();
}

static void *nomem(void)
{
	zz_out_of_memory();
}

void *zz_xmalloc(size_t size)
{
	void *p = malloc(size ? size : 1);
	return p ? p : nomem();
}

void *zz_xcalloc(size_t nmemb, size_t size)
{
	void *p = calloc(nmemb ? nmemb : 1, size ? size : 1);
	return p ? p : nomem();
}

void *zz_xreallocarray(void *ptr, size_t nmemb, size_t size)
{
	void *p;

	if (size && nmemb > SIZE_MAX / size)
		return nomem();
	p = realloc(ptr, (nmemb && size) ? nmemb * size : 1);
	return p ? p : nomem();
}

char *zz_xstrdup(const char *s)
{
	return zz_xstrndup(s, strlen(s));
}

char *zz_xstrndup(const char *s, size_t n)
{
	char *p = zz_xmalloc(n + 1);

	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}
