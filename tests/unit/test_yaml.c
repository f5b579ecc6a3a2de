/*
 * YAML (formats/yaml.h): the writer's text for every JSON type, written
 * out here by hand from the rule in yaml.h (strings quoted, plain words as
 * keys); the reader's trees for the YAML forms a hand-written record may
 * use (quotes of both kinds, flow and block styles, anchors), and its
 * refusals.
 */
#include "zz_test.h"

#include <stdlib.h>

#include "input.h"
#include "yaml.h"

static void test_yaml_write_every_type(void **state)
{
	struct zz_buf out = ZZ_BUF_INIT;
	json_t *j = json_pack("{s:n, s:b, s:b, s:s, s:s, s:s, s:i, s:[i,s], s:{}}",
			      "none", "yes", 1, "no", 0, "1st", "x", "", "empty", "a b", "c",
			      "n", -5, "list", 1, "s", "Tag_x-2");

	(void)state;
	assert_non_null(j);
	zz_yaml_write(&out, j);
	assert_string_equal(out.buf,
			    "---\n"
			    "none: ~\n"
			    "yes: true\n"
			    "no: false\n"
			    "\"1st\": \"x\"\n"
			    "\"\": \"empty\"\n"
			    "\"a b\": \"c\"\n"
			    "n: -5\n"
			    "list:\n"
			    "- 1\n"
			    "- \"s\"\n"
			    "Tag_x-2: {}\n");
	json_decref(j);
	zz_buf_release(&out);
}

/* The tree of the one document of text, or NULL with the first
 * diagnostic's text in why. */
static json_t *read_one(const char *text, struct zz_buf *why)
{
	struct zz_input in;
	struct zz_diag d;
	struct zz_yaml_reader *y;
	struct zz_loc at;
	json_t *tree = NULL;

	zz_diag_init(&d);
	zz_input_init_mem(&in, "mem", text, strlen(text));
	y = zz_yaml_reader_new(&in, &d);
	if (zz_yaml_read(y, &tree, &at) != 1)
		tree = NULL;
	if (d.nr)
		zz_buf_addstr(why, d.v[0].detail ? d.v[0].detail : "");
	zz_yaml_reader_free(y);
	zz_input_release(&in);
	zz_diag_release(&d);
	return tree;
}

static void expect_tree(const char *text, const char *want_json)
{
	struct zz_buf why = ZZ_BUF_INIT;
	json_t *got = read_one(text, &why), *want = json_loads(want_json, 0, NULL);

	assert_non_null(want);
	if (!got)
		fail_msg("'%s' not read: %s", text, why.buf ? why.buf : "");
	if (!json_equal(got, want)) {
		char *s = json_dumps(got, JSON_SORT_KEYS);

		fail_msg("'%s' read as %s, not %s", text, s, want_json);
	}
	json_decref(got);
	json_decref(want);
	zz_buf_release(&why);
}

/* Scalars are strings whatever their style; flow and block collections;
 * an alias is what its anchor names. */
static void test_yaml_read_forms(void **state)
{
	(void)state;
	expect_tree("a: 'single'\nb: \"double\"\nc: plain\nd: 12\n",
		    "{\"a\": \"single\", \"b\": \"double\", \"c\": \"plain\", \"d\": \"12\"}");
	expect_tree("moves: [Wd4-a1, 'Gd1,a2']\ntags: {First: ann}\n",
		    "{\"moves\": [\"Wd4-a1\", \"Gd1,a2\"], \"tags\": {\"First\": \"ann\"}}");
	expect_tree("first: &p ann\nsecond: *p\nboth: &l [x, y]\nagain: *l\n",
		    "{\"first\": \"ann\", \"second\": \"ann\", \"both\": [\"x\", \"y\"], \"again\": [\"x\", \"y\"]}");
	expect_tree("---\nmoves:\n- Wd4,a1\n- move: Gd1,a2\n  comment: two\n",
		    "{\"moves\": [\"Wd4,a1\", {\"move\": \"Gd1,a2\", \"comment\": \"two\"}]}");
}

static void expect_refused(const char *text, const char *want)
{
	struct zz_buf why = ZZ_BUF_INIT;
	json_t *got = read_one(text, &why);

	if (got) {
		json_decref(got);
		fail_msg("'%s' was read", text);
	}
	if (!why.buf || !strstr(why.buf, want))
		fail_msg("'%s' refused with '%s', not '%s'", text, why.buf ? why.buf : "", want);
	zz_buf_release(&why);
}

/* Keys that are not strings, and syntax errors in a key or a value. */
static void test_yaml_read_refused(void **state)
{
	(void)state;
	expect_refused("[a]: b\n", "mapping keys must be strings");
	expect_refused("? {a: b}\n: c\n", "mapping keys must be strings");
	expect_refused("a: b\n c: d\n", "mapping values are not allowed");
	expect_refused("a: [b\n", "did not find expected");
	expect_refused("{a: b, [c\n", "did not find expected");
	expect_refused("a: *nothing\n", "an alias to an unknown anchor");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_yaml_write_every_type),
		cmocka_unit_test(test_yaml_read_forms),
		cmocka_unit_test(test_yaml_read_refused),
	};

	zz_test_filter();
	return cmocka_run_group_tests(tests, NULL, NULL);
}
