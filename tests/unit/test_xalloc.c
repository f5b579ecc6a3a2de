/*
 * Allocation (lib/xalloc.h): sizes of zero are one byte, not NULL; a size
 * that overflows is exhaustion, which calls the handler set (which must
 * not return: here it jumps back to the test).
 */
#include "zz_test.h"

#include <stdint.h>
#include <stdlib.h>

#include "xalloc.h"

static jmp_buf back;
static int called;

static void handler(void)
{
	called++;
	longjmp(back, 1);
}

/* Three blocks that must exist, freed. */
static void blocks(void *a, void *b, void *c)
{
	assert_non_null(a);
	assert_non_null(b);
	assert_non_null(c);
	free(a);
	free(b);
	free(c);
}

static void test_xalloc_zero(void **state)
{
	char *a;

	(void)state;
	blocks(zz_xmalloc(0), zz_xcalloc(0, 0), zz_xreallocarray(NULL, 0, 8));
	/* one of the two factors zero: a block all the same */
	blocks(zz_xreallocarray(NULL, 8, 0), zz_xcalloc(0, 4), zz_xcalloc(4, 0));
	a = zz_xstrndup("abcdef", 3);
	assert_string_equal(a, "abc");
	free(a);
}

/* nmemb * size past SIZE_MAX: exhaustion, said through the handler */
static void test_xalloc_overflow(void **state)
{
	void *volatile p = NULL;

	(void)state;
	called = 0;
	zz_set_oom_handler(handler);
	if (!setjmp(back))
		p = zz_xreallocarray(NULL, SIZE_MAX / 2, 4);
	assert_int_equal(called, 1);
	assert_null(p);
	if (!setjmp(back))
		zz_out_of_memory();
	assert_int_equal(called, 2);
	zz_set_oom_handler(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_xalloc_zero),
		cmocka_unit_test(test_xalloc_overflow),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("xalloc", tests, NULL, NULL);
}
