/*
 * Text in SVG and HTML (formats/xml.h): the five characters with meaning
 * as entities, every character a document may not hold as U+FFFD, the
 * rest as it is.  Expected texts written out from the rule.
 */
#include "zz_test.h"

#include <stdio.h>

#include "svgtext.h"
#include "xml.h"

#define FFFD "\357\277\275"

static void expect(const char *in, size_t n, const char *want)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	zz_xml_text(&sb, in, n);
	assert_string_equal(sb.buf, want);
	zz_buf_release(&sb);
}

/* Every ASCII byte alone. */
static void test_xml_each_ascii(void **state)
{
	unsigned b;

	(void)state;
	for (b = 0; b < 0x80; b++) {
		char in[1] = { (char)b };
		const char *want;
		char plain[2] = { (char)b, 0 };

		switch (b) {
		case '&': want = "&amp;"; break;
		case '<': want = "&lt;"; break;
		case '>': want = "&gt;"; break;
		case '"': want = "&quot;"; break;
		case '\'': want = "&#39;"; break;
		case '\t': case '\n': want = plain; break;
		default: want = b < 0x20 || b == 0x7f ? FFFD : plain;
		}
		expect(in, 1, want);
	}
}

static void test_xml_markup(void **state)
{
	(void)state;
	expect("<script>alert('x')</script>", 27,
	       "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
	expect("a=\"b\" onload=\"c\"", 16, "a=&quot;b&quot; onload=&quot;c&quot;");
	expect("&amp;", 5, "&amp;amp;");
	expect("]]>", 3, "]]&gt;");
	expect("<!--", 4, "&lt;!--");
}

static void test_xml_unicode(void **state)
{
	(void)state;
	/* letters of every script, as they are */
	expect("Z\303\250rtz \305\201\303\263d\305\272 \344\270\255 \360\237\216\262", 23,
	       "Z\303\250rtz \305\201\303\263d\305\272 \344\270\255 \360\237\216\262");
	/* the C1 controls, U+0080 .. U+009F; U+00A0 is kept */
	expect("\302\200\302\233\302\237\302\240", 8, FFFD FFFD FFFD "\302\240");
	/* U+FFFE, U+FFFF, U+FDD0, U+FDEF, U+1FFFE, U+10FFFF; U+FDCF and U+FFFD kept */
	expect("\357\277\276\357\277\277", 6, FFFD FFFD);
	expect("\357\267\220\357\267\257\357\267\217", 9, FFFD FFFD "\357\267\217");
	expect("\360\237\277\276\364\217\277\277" FFFD, 11, FFFD FFFD FFFD);
	/* a lone surrogate, an overlong form, a Latin-1 byte: one each byte */
	expect("\355\240\200", 3, FFFD FFFD FFFD);
	expect("\300\274", 2, FFFD FFFD);
	expect("Jos\351", 4, "Jos" FFFD);
	/* NUL and CR within the text */
	expect("a\0b\rc", 5, "a" FFFD "b" FFFD "c");
}

static void expect_cdata(const char *in, const char *want)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	zz_xml_cdata(&sb, in);
	assert_string_equal(sb.buf ? sb.buf : "", want);
	zz_buf_release(&sb);
}

/* A CDATA section's text: markup as it is, "]]>" split across two
 * sections, what no document may hold as U+FFFD. */
static void test_xml_cdata(void **state)
{
	(void)state;
	expect_cdata("", "");
	expect_cdata("a < b & c > d \"'", "a < b & c > d \"'");
	expect_cdata("]]>", "]]]]><![CDATA[>");
	expect_cdata("x]]]>y]>]]", "x]]]]]><![CDATA[>y]>]]");
	expect_cdata("tab\tnl\ncr\resc\033", "tab\tnl\ncr" FFFD "esc" FFFD);
	expect_cdata("caf\303\251 \357\277\276 \377", "caf\303\251 " FFFD " " FFFD);
}

/*
 * The plain way of fitting text to a box (formats/svgtext.c measures
 * once): the whole text measured again after each character taken off,
 * and each start measured again for the line break.  Both must draw the
 * same bytes.
 */
static void plain_line(struct zz_buf *out, double avail, const char *s, double em, bool bold)
{
	struct zz_buf t = ZZ_BUF_INIT;
	double w;

	zz_buf_addstr(&t, s);
	w = zz_svg_text_width(t.buf, em, bold);
	if (w > avail / ZZ_SVG_MIN_SHRINK) {
		size_t n = t.len;

		do {
			do
				n--;
			while (n && ((unsigned char)t.buf[n] & 0xc0) == 0x80);
			zz_buf_setlen(&t, n);
			zz_buf_addstr(&t, "\xe2\x80\xa6");
			w = zz_svg_text_width(t.buf, em, bold);
		} while (w > avail / ZZ_SVG_MIN_SHRINK && n);
	}
	zz_buf_addf(out, "<text class=\"c\" x=\"%.2f\" y=\"%.2f\"", 1.0, 2.0);
	if (w > avail)
		zz_buf_addf(out, " style=\"font-size: %.2fpx\"", em * avail / w);
	zz_buf_addch(out, '>');
	zz_xml_textstr(out, t.buf);
	zz_buf_addstr(out, "</text>\n");
	zz_buf_release(&t);
}

static unsigned plain_wrap(const char *s, double avail, double em, bool bold, size_t *second)
{
	size_t n = strlen(s), k, best = 0;
	struct zz_buf t = ZZ_BUF_INIT;

	*second = n;
	if (zz_svg_text_width(s, em, bold) <= avail)
		return 1;
	for (k = 1; k < n; k++) {
		if (s[k] != ' ')
			continue;
		zz_buf_reset(&t);
		zz_buf_add(&t, s, k);
		if (zz_svg_text_width(t.buf, em, bold) <= avail)
			best = k;
	}
	zz_buf_release(&t);
	if (!best)
		return 1;
	*second = best + 1;
	return 2;
}

/* Texts of words, blanks and characters of two and three bytes, in boxes
 * from none to wider than them, fitted and wrapped as the plain way does. */
static void test_svg_text_as_plain(void **state)
{
	static const char *const pieces[] = { "a",  "W", " ", "  ", "il", "\303\251", "\342\202\254",
					      "mm", ":", "" };
	unsigned long seed = 12345;
	unsigned i, k, len;

	(void)state;
	for (i = 0; i < 3000; i++) {
		struct zz_buf s = ZZ_BUF_INIT, got = ZZ_BUF_INIT, want = ZZ_BUF_INIT;
		double avail;
		bool bold = i & 1;
		size_t second_got, second_want;
		unsigned lines_got, lines_want;

		seed = seed * 6364136223846793005UL + 1442695040888963407UL;
		len = (unsigned)(seed >> 58);
		for (k = 0; k < len; k++) {
			seed = seed * 6364136223846793005UL + 1442695040888963407UL;
			zz_buf_addstr(&s, pieces[(seed >> 33) % 10]);
		}
		seed = seed * 6364136223846793005UL + 1442695040888963407UL;
		avail = (double)((seed >> 40) % 400) / 2.0;
		zz_svg_text_line(&got, "c", 1.0, 2.0, avail, s.buf, 10, bold);
		plain_line(&want, avail, s.buf, 10, bold);
		assert_string_equal(got.buf, want.buf);
		lines_got = zz_svg_wrap(s.buf, avail, 10, bold, &second_got);
		lines_want = plain_wrap(s.buf, avail, 10, bold, &second_want);
		assert_int_equal(lines_got, lines_want);
		assert_int_equal(second_got, second_want);
		zz_buf_release(&s);
		zz_buf_release(&got);
		zz_buf_release(&want);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_xml_each_ascii),	  cmocka_unit_test(test_xml_markup),
		cmocka_unit_test(test_xml_unicode),	  cmocka_unit_test(test_xml_cdata),
		cmocka_unit_test(test_svg_text_as_plain),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("xml", tests, NULL, NULL);
}
