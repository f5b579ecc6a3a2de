/*
 * The page of formats/html.c, as a browser reads it: a frame's text
 * cannot leave the JSON island it is kept in, and the policy's hash is the
 * hash of the one script the page runs (computed here with the test's own
 * reading of the page, against FIPS 180-4's vectors in test_sha256.c).
 */
#include "zz_test.h"

#include <stdio.h>

#include "html.h"
#include "sha256.h"

static void page_of(struct zz_buf *out, const char *frame)
{
	struct zz_buf frames[2];
	const char *head[1] = { "h" };
	const char *moves[1] = { "1. m" }, *comments[1] = { NULL };
	struct zz_html_game g;

	memset(&g, 0, sizeof(g)); /* what is not set here: none */
	zz_buf_init(&frames[0]);
	zz_buf_init(&frames[1]);
	zz_buf_addstr(&frames[0], "<svg></svg>");
	zz_buf_addstr(&frames[1], frame);
	g.title = "t";
	g.head = head;
	g.nhead = 1;
	g.frames = frames;
	g.nframes = 2;
	g.moves = moves;
	g.comments = comments;
	g.back = NULL;
	zz_html_game(out, &g);
	zz_buf_release(&frames[0]);
	zz_buf_release(&frames[1]);
}

static size_t count(const char *s, const char *what)
{
	size_t n = 0;

	for (s = strstr(s, what); s; s = strstr(s + 1, what))
		n++;
	return n;
}

/* "</script", "<!--" and "<script" in a frame stay inside the island. */
static void test_html_island(void **state)
{
	struct zz_buf out = ZZ_BUF_INIT;
	const char *island;

	(void)state;
	page_of(&out, "<svg><text></script><script>alert(1)</script><!--<script></text></svg>");
	island = strstr(out.buf, "<script type=\"application/json\" id=\"zz-frames\">");
	assert_non_null(island);
	/* the island ends at the first "</script" after it: after both frames */
	assert_non_null(strstr(island, "<\\/script>\\u003cscript>alert(1)<\\/script>\\u003c!--\\u003cscript>"));
	assert_int_equal(count(out.buf, "</script"), 2);
	assert_int_equal(count(out.buf, "<script"), 2);
	assert_int_equal(count(out.buf, "<!--"), 0);
	zz_buf_release(&out);
}

/* The policy names the script by the hash of its text, exactly. */
static void test_html_policy(void **state)
{
	struct zz_buf out = ZZ_BUF_INIT;
	const char *start, *end, *policy;
	char want[52], in_policy[52];

	(void)state;
	page_of(&out, "<svg></svg>");
	start = strstr(out.buf, "</script>\n<script>");
	assert_non_null(start);
	start += strlen("</script>\n<script>");
	end = strstr(start, "</script>");
	assert_non_null(end);
	zz_sha256_csp(start, (size_t)(end - start), want);
	policy = strstr(out.buf, "script-src '");
	assert_non_null(policy);
	assert_true(policy < start);
	snprintf(in_policy, sizeof(in_policy), "%s", policy + strlen("script-src '"));
	assert_string_equal(in_policy, want);
	assert_non_null(strstr(out.buf, "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src '"));
	zz_buf_release(&out);
}

/* The index runs nothing. */
static void test_html_index_policy(void **state)
{
	struct zz_buf out = ZZ_BUF_INIT;
	struct zz_html_entry e = { "game-001.html", { "<b>", "a", "b", "c", "d", "e", "<script>" } };

	(void)state;
	zz_html_index(&out, "</title><script>", &e, 1);
	/* its own script alone (sort and filter), by its hash: a stranger's
	 * text that escaped its escaping would still run nothing */
	assert_non_null(strstr(out.buf, "content=\"default-src 'none'; script-src 'sha256-"));
	assert_int_equal(count(out.buf, "<script"), 1);
	/* in the cell and in its title (the whole text of a cell cut short) */
	assert_non_null(strstr(out.buf, "<td class=\"source\" title=\"&lt;script&gt;\">&lt;script&gt;</td>"));
	assert_non_null(strstr(out.buf, "<title>&lt;/title&gt;&lt;script&gt;</title>"));
	assert_non_null(strstr(out.buf, "<td class=\"event\" title=\"&lt;b&gt;\">&lt;b&gt;</td>"));
	assert_null(strstr(out.buf, "<b>"));
	zz_buf_release(&out);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_html_island),
		cmocka_unit_test(test_html_policy),
		cmocka_unit_test(test_html_index_policy),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("html", tests, NULL, NULL);
}
