#include "zz_test.h"

#include "fmt.h"

/*
 * lib/fmt.c: a format kept with its arguments and written again -- by
 * the format itself exactly as printf writes it, by a translation that
 * takes its arguments in another order, and not at all by one that does
 * not take what was kept.
 */

#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
static void
keep(struct zz_fmt *f, struct zz_buf *said, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	zz_fmt_keep(f, said, fmt, ap);
	va_end(ap);
}

/* written again by its own format: printf's text, byte for byte */
static void same(struct zz_fmt *f, const struct zz_buf *said)
{
	struct zz_buf again = ZZ_BUF_INIT;

	assert_non_null(f->fmt);
	assert_int_equal(zz_fmt_render(f, f->fmt, &again), 1);
	assert_string_equal(again.buf, said->buf);
	zz_buf_release(&again);
	zz_fmt_release(f);
}

static void test_fmt_as_printf(void **state)
{
	struct zz_fmt f;
	struct zz_buf said = ZZ_BUF_INIT;
	const char unterminated[3] = { 'a', 'b', 'c' };
	size_t big = (size_t)-1;

	(void)state;
	keep(&f, &said, "turn %zu, played by the %s (%s)", (size_t)12, "second player", "Anna");
	assert_string_equal(said.buf, "turn 12, played by the second player (Anna)");
	same(&f, &said);
	zz_buf_reset(&said);
	keep(&f, &said, "[%d|%5d|%-5d|%05d|%+d|% d|%.3d|%u|%02x|%X|%#x|%c|%%|%hhu|%hd]", -42, 42, 42, -42, 7,
	     7, 5, 4000000000u, 10, 255u, 255u, 'Q', 300, 70000);
	same(&f, &said);
	zz_buf_reset(&said);
	keep(&f, &said, "%lu %llu %zu %ld %lld %ju|%.0d|%.0u|", 1ul << 40, ~0ull, big, -3l, -(1ll << 62),
	     (uintmax_t)9, 0, 0u);
	same(&f, &said);
	zz_buf_reset(&said);
	/* a precision bounds what is read of a string: it need not end within it */
	keep(&f, &said, "<%.2s|%.*s|%.*s|%-6s|%6s|%*d|%-*d>", unterminated, 3, unterminated, -1, "all", "ab",
	     "ab", 4, 1, -4, 2);
	assert_string_equal(said.buf, "<ab|abc|all|ab    |    ab|   1|2   >");
	/* what is kept is what was let through, whatever a translation's precision */
	{
		struct zz_buf tr = ZZ_BUF_INIT;

		assert_int_equal(zz_fmt_render(&f, "<%s|%.*s|%.*s|%s|%s|%*d|%-*d>", &tr), 1);
		assert_string_equal(tr.buf, "<ab|abc|all|ab|ab|   1|2   >");
		zz_buf_release(&tr);
	}
	same(&f, &said);
	zz_buf_release(&said);
}

static void test_fmt_translated(void **state)
{
	struct zz_fmt f;
	struct zz_buf said = ZZ_BUF_INIT, tr = ZZ_BUF_INIT;

	(void)state;
	keep(&f, &said, "turn %zu, played by %s", (size_t)3, "Anna");
	/* the arguments in another order, by number, as a translation may take them */
	assert_int_equal(zz_fmt_render(&f, "%2$s spielte Zug %1$zu", &tr), 1);
	assert_string_equal(tr.buf, "Anna spielte Zug 3");
	zz_buf_reset(&tr);
	assert_int_equal(zz_fmt_render(&f, "tura %zu (%s) 100%%", &tr), 1);
	assert_string_equal(tr.buf, "tura 3 (Anna) 100%");
	zz_buf_reset(&tr);
	/* what it does not take: nothing written, the caller shows the text as said */
	zz_buf_addstr(&tr, "kept ");
	assert_int_equal(zz_fmt_render(&f, "%s %zu", &tr), 0);
	assert_int_equal(zz_fmt_render(&f, "%zu %s %s", &tr), 0);
	assert_int_equal(zz_fmt_render(&f, "%3$s", &tr), 0);
	assert_int_equal(zz_fmt_render(&f, "%zu %f", &tr), 0);
	assert_string_equal(tr.buf, "kept ");
	zz_fmt_release(&f);
	zz_buf_release(&tr);
	/* a conversion not kept: the format is not kept either */
	zz_buf_reset(&said);
	keep(&f, &said, "%s %p", "x", (void *)&f);
	assert_null(f.fmt);
	assert_int_equal(f.nargs, 0);
	assert_int_equal(zz_fmt_render(&f, "%s", &tr), 0);
	zz_buf_release(&said);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_fmt_as_printf),
		cmocka_unit_test(test_fmt_translated),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("fmt", tests, NULL, NULL);
}
