#include "zz_test.h"

#include <stdlib.h>

static void test_buf_invariants(void **state)
{
	struct zz_buf sb = ZZ_BUF_INIT;
	char *s;
	size_t len;

	(void)state;
	assert_non_null(sb.buf);
	assert_string_equal(sb.buf, "");
	zz_buf_addstr(&sb, "abc");
	zz_buf_addch(&sb, 'd');
	zz_buf_addf(&sb, "%d-%s", 42, "x");
	assert_string_equal(sb.buf, "abcd42-x");
	assert_int_equal(sb.len, 8);
	zz_buf_setlen(&sb, 2);
	assert_string_equal(sb.buf, "ab");
	zz_buf_addchars(&sb, '=', 3);
	assert_string_equal(sb.buf, "ab===");
	s = zz_buf_detach(&sb, &len);
	assert_string_equal(s, "ab===");
	assert_int_equal(len, 5);
	assert_string_equal(sb.buf, "");
	free(s);
	zz_buf_release(&sb);
}

/*
 * Nothing added from nowhere: (NULL, 0) into an empty buffer and into one
 * with room (the inline path) changes nothing, and is not a memcpy from
 * NULL (UBSan said so when the inline add did not look at the length).
 */
static void test_buf_add_nothing(void **state)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	(void)state;
	zz_buf_add(&sb, NULL, 0);
	assert_int_equal(sb.len, 0);
	assert_string_equal(sb.buf, "");
	zz_buf_add(&sb, "ab", 2);
	zz_buf_add(&sb, NULL, 0);
	assert_int_equal(sb.len, 2);
	assert_string_equal(sb.buf, "ab");
	zz_buf_release(&sb);
}

static void test_buf_long_format(void **state)
{
	struct zz_buf sb = ZZ_BUF_INIT;
	char big[5000];

	(void)state;
	memset(big, 'y', sizeof(big) - 1);
	big[sizeof(big) - 1] = '\0';
	zz_buf_addf(&sb, "<%s>", big);
	assert_int_equal(sb.len, sizeof(big) + 1);
	assert_int_equal(sb.buf[0], '<');
	assert_int_equal(sb.buf[sb.len - 1], '>');
	assert_int_equal(sb.buf[sb.len], '\0');
	zz_buf_release(&sb);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_buf_invariants),
		cmocka_unit_test(test_buf_long_format),
		cmocka_unit_test(test_buf_add_nothing),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("buf", tests, NULL, NULL);
}
