/*
 * The streaming JSON writer against libjansson, the independent writer it
 * must match byte for byte: hand-picked strings (every escape, every UTF-8
 * length, text that is not UTF-8) and many random ones, in objects and
 * arrays, with and without \u escapes for non-ASCII.  And a table's
 * numbers (table.c) against printf's.
 */
#include "zz_test.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>

#include <jansson.h>

#include "jsonw.h"
#include "table.h"
#include "schema.h"

static const char *const samples[] = {
	"", "plain", "x\x01\x1f\"\\/\b\f\n\r\t\x7f end",
	"\xc3\xa9t\xc3\xa9", "\xe2\x82\xac 5", "\xf0\x9f\x98\x80!",
	"Latin-1 \xe9t\xe9 (not UTF-8)", "\xf0" "4b Boardspace's Cyrillic escape",
	"a\xed\xa0\x80surrogate", "\xc0\xaf overlong", "\xf4\x90\x80\x80 past U+10FFFF",
};

/* Integers at every width, the extremes written without printf */
static const long long ints[] = {
	-12, 0, 7, -1, 10, 99, -100, 1234567890123LL, LLONG_MAX, LLONG_MIN,
};
/* A key that needs escapes: not the plain key's short way */
static const char odd_key[] = "q\"b\\s\t\xc3\xa9\x01";

/* The document, through the writer. */
static void write_doc(struct zz_jw *w, const char *const *strs, size_t n)
{
	size_t i;

	zz_jw_object(w);
	for (i = 0; i < n; i++) {
		char key[24];

		snprintf(key, sizeof(key), "k%zu", i);
		zz_jw_key(w, key);
		zz_jw_str(w, strs[i]);
	}
	zz_jw_key(w, "list");
	zz_jw_array(w);
	for (i = 0; i < n; i++)
		zz_jw_str(w, strs[i]);
	for (i = 0; i < sizeof(ints) / sizeof(ints[0]); i++)
		zz_jw_int(w, ints[i]);
	zz_jw_null(w);
	zz_jw_object(w);
	zz_jw_end_object(w);
	zz_jw_end_array(w);
	zz_jw_key(w, odd_key);
	zz_jw_int(w, 3);
	zz_jw_key(w, "inner");
	zz_jw_object(w);
	zz_jw_key(w, "t");
	zz_jw_bool(w, true);
	zz_jw_key(w, "f");
	zz_jw_bool(w, false);
	zz_jw_key(w, "e");
	zz_jw_array(w);
	zz_jw_end_array(w);
	zz_jw_key(w, "n");
	zz_jw_array(w);
	zz_jw_int(w, 1);
	zz_jw_array(w);
	zz_jw_int(w, 2);
	zz_jw_end_array(w);
	zz_jw_end_array(w);
	zz_jw_end_object(w);
	zz_jw_end_object(w);
}

/* The same document, built by jansson itself. */
static json_t *jansson_doc(const char *const *strs, size_t n)
{
	json_t *o = json_object(), *a = json_array(), *in = json_object(), *x = json_array();
	size_t i;

	for (i = 0; i < n; i++) {
		char key[24];

		snprintf(key, sizeof(key), "k%zu", i);
		json_object_set_new(o, key, zz_schema_text(strs[i]));
	}
	for (i = 0; i < n; i++)
		json_array_append_new(a, zz_schema_text(strs[i]));
	for (i = 0; i < sizeof(ints) / sizeof(ints[0]); i++)
		json_array_append_new(a, json_integer(ints[i]));
	json_array_append_new(a, json_null());
	json_array_append_new(a, json_object());
	json_object_set_new(o, "list", a);
	json_object_set_new(o, odd_key, json_integer(3));
	json_object_set_new(in, "t", json_true());
	json_object_set_new(in, "f", json_false());
	json_object_set_new(in, "e", json_array());
	json_array_append_new(x, json_integer(1));
	json_array_append_new(x, json_pack("[i]", 2));
	json_object_set_new(in, "n", x);
	json_object_set_new(o, "inner", in);
	return o;
}

static void same(const char *got, json_t *doc, size_t flags)
{
	char *want = json_dumps(doc, flags);

	assert_non_null(want);
	assert_string_equal(got, want);
	free(want);
}

/* Written compact, indented and as a tree: jansson's bytes every time. */
static void both(const char *const *strs, size_t n, bool ascii)
{
	const size_t order = JSON_PRESERVE_ORDER;
	struct zz_buf out = ZZ_BUF_INIT;
	struct zz_jw w;
	json_t *doc = jansson_doc(strs, n), *tree;
	char *text;

	zz_jw_init(&w, &out, ascii);
	write_doc(&w, strs, n);
	same(out.buf, doc, JSON_COMPACT | order | (ascii ? JSON_ENSURE_ASCII : 0));
	zz_buf_reset(&out);
	zz_jw_init_indent(&w, &out, 2);
	write_doc(&w, strs, n);
	same(out.buf, doc, JSON_INDENT(2) | order);
	zz_jw_init_tree(&w);
	write_doc(&w, strs, n);
	tree = zz_jw_tree(&w);
	assert_non_null(tree);
	text = json_dumps(tree, JSON_COMPACT | order);
	same(text, doc, JSON_COMPACT | order);
	free(text);
	json_decref(tree);
	json_decref(doc);
	zz_buf_release(&out);
}

static void test_jsonw_samples(void **state)
{
	(void)state;
	both(samples, sizeof(samples) / sizeof(samples[0]), true);
	both(samples, sizeof(samples) / sizeof(samples[0]), false);
}

static void test_jsonw_random(void **state)
{
	/* bytes of every kind, biased to the interesting ones */
	static const unsigned char pick[] = {
		'a', ' ', '"', '\\', '/', '\n', '\t', 0x01, 0x1f, 0x7f, 0x80, 0xbf, 0xc2,
		0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xed, 0xa0, 0xf0, 0x9f, 0x98, 0xf4, 0xff, '4', 'b',
	};
	char buf[8][24];
	const char *strs[8];
	unsigned long seed = 12345;
	int round, i, k;

	(void)state;
	for (round = 0; round < 3000; round++) {
		for (i = 0; i < 8; i++) {
			int len;

			seed = seed * 6364136223846793005ul + 1442695040888963407ul;
			len = (int)(seed >> 59) % 23;
			for (k = 0; k < len; k++) {
				seed = seed * 6364136223846793005ul + 1442695040888963407ul;
				buf[i][k] = (char)pick[(seed >> 33) % sizeof(pick)];
			}
			buf[i][len] = '\0';
			strs[i] = buf[i];
		}
		both(strs, 8, round % 2 == 0);
	}
}

/*
 * A table's number against printf's "%*.*f", the expected text: counts of
 * every length about the widths (written the short way), and what must
 * still go to printf (decimals, fractions, negatives, -0, huge, NaN).
 */
/* The members of a run, written by hand after "a":1 of an object. */
static void run_of(struct zz_jw *w)
{
	zz_jw_key(w, "b");
	zz_jw_array(w);
	zz_jw_int(w, 2);
	zz_jw_str(w, "\xc3\xa9");
	zz_jw_end_array(w);
	zz_jw_key(w, "c");
	zz_jw_null(w);
}

/* An object {"a":1, run, "d":true} at depth 1, or inside "x" at depth 2. */
static void object_with(struct zz_jw *w, struct zz_jw_memo *m, bool deep, bool put)
{
	zz_jw_object(w);
	if (deep) {
		zz_jw_key(w, "x");
		zz_jw_object(w);
	}
	zz_jw_key(w, "a");
	zz_jw_int(w, 1);
	if (!put || !zz_jw_memo_put(w, m)) {
		zz_jw_memo_begin(w, m);
		run_of(w);
		zz_jw_memo_end(w, m);
	}
	zz_jw_key(w, "d");
	zz_jw_bool(w, true);
	if (deep)
		zz_jw_end_object(w);
	zz_jw_end_object(w);
}

/*
 * A memo writes a run of members again as the writer writes it, and
 * refuses where it would not come out the same (the expected text is the
 * run written by the writer itself, in the same place).
 */
static void test_jsonw_memo(void **state)
{
	struct zz_buf want = ZZ_BUF_INIT, got = ZZ_BUF_INIT;
	struct zz_jw_memo m = { ZZ_BUF_INIT, 0, 0, 0, false, false, false };
	struct zz_jw_memo scratch = { ZZ_BUF_INIT, 0, 0, 0, false, false, false };
	struct zz_jw w;
	static const struct { bool deep, ascii; unsigned indent; } place[] = {
		{ false, false, 0 }, { true, false, 0 }, { false, true, 0 },
		{ false, false, 2 }, { true, false, 2 }, { true, true, 0 },
	};
	size_t i, k;

	(void)state;
	for (i = 0; i < sizeof(place) / sizeof(place[0]); i++) {
		/* the memo taken where place[i] is, then put back everywhere */
		zz_buf_reset(&got);
		zz_jw_init_indent(&w, &got, place[i].indent);
		w.ascii = place[i].ascii;
		object_with(&w, &m, place[i].deep, false);
		assert_true(m.valid);
		for (k = 0; k < sizeof(place) / sizeof(place[0]); k++) {
			bool same = place[k].deep == place[i].deep &&
				    place[k].ascii == place[i].ascii &&
				    place[k].indent == place[i].indent;

			zz_buf_reset(&want);
			zz_jw_init_indent(&w, &want, place[k].indent);
			w.ascii = place[k].ascii;
			object_with(&w, &scratch, place[k].deep, false);
			zz_buf_reset(&got);
			zz_jw_init_indent(&w, &got, place[k].indent);
			w.ascii = place[k].ascii;
			zz_jw_object(&w);
			if (place[k].deep) {
				zz_jw_key(&w, "x");
				zz_jw_object(&w);
			}
			zz_jw_key(&w, "a");
			zz_jw_int(&w, 1);
			/* put back only where it comes out the same */
			assert_int_equal(zz_jw_memo_put(&w, &m), same);
			if (!same)
				run_of(&w);
			zz_jw_key(&w, "d");
			zz_jw_bool(&w, true);
			if (place[k].deep)
				zz_jw_end_object(&w);
			zz_jw_end_object(&w);
			assert_string_equal(got.buf, want.buf);
		}
		m.valid = false;
	}
	/* no member before the run: its text would lack the ',' */
	zz_buf_reset(&got);
	zz_jw_init(&w, &got, false);
	zz_jw_object(&w);
	zz_jw_memo_begin(&w, &m);
	run_of(&w);
	zz_jw_memo_end(&w, &m);
	assert_false(m.valid);
	/* nor in a tree */
	zz_jw_init_tree(&w);
	zz_jw_object(&w);
	zz_jw_key(&w, "a");
	zz_jw_int(&w, 1);
	zz_jw_memo_begin(&w, &m);
	run_of(&w);
	zz_jw_memo_end(&w, &m);
	assert_false(m.valid);
	zz_jw_end_object(&w);
	json_decref(zz_jw_tree(&w));
	zz_buf_release(&m.text);
	zz_buf_release(&scratch.text);
	zz_buf_release(&want);
	zz_buf_release(&got);
}

static void test_table_fixed(void **state)
{
	static const double v[] = {
		0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 1234567,
		999999999999999.0, 1e15, 1e300, 0.5, 2.5, 1.0 / 3, -1, -0.0, -12345,
		(double)(1ull << 53), NAN, INFINITY,
	};
	static const unsigned widths[] = { 0, 1, 4, 5, 6, 9 }, decimals[] = { 0, 1, 3 };
	size_t i, w, d;

	(void)state;
	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++)
		for (w = 0; w < sizeof(widths) / sizeof(widths[0]); w++)
			for (d = 0; d < sizeof(decimals) / sizeof(decimals[0]); d++) {
				struct zz_buf b = ZZ_BUF_INIT;
				char want[400];

				zz_buf_addstr(&b, "x");	/* after text already there */
				snprintf(want, sizeof(want), "x%*.*f", (int)widths[w], (int)decimals[d], v[i]);
				zz_table_fixed(&b, widths[w], decimals[d], v[i]);
				assert_string_equal(b.buf, want);
				zz_buf_release(&b);
			}
}

/*
 * A JSON table's values: those JSON writes as unsigned numbers (no
 * leading zero, a fraction with digits) are numbers, everything else is
 * its text as a string; the document parses (jansson judges) either way.
 */
static void test_table_json_values(void **state)
{
	static const struct { const char *v; bool number; } cases[] = {
		{ "0", true }, { "12", true }, { "0.500", true }, { "10.25", true },
		{ "007", false }, { "00", false }, { ".5", false }, { "5.", false },
		{ "0.", false }, { "1.2.3", false }, { "", false }, { "abc", false },
		{ "1e5", false }, { "-1", false }, { "12a", false },
	};
	struct zz_buf out = ZZ_BUF_INIT;
	struct zz_table t;
	json_error_t err;
	json_t *doc, *sec;
	size_t i;
	char key[16];

	(void)state;
	zz_table_begin(&t, ZZ_TABLE_JSON, &out);
	zz_table_group(&t, "g");
	zz_table_section(&t, "s", "values", true);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		snprintf(key, sizeof(key), "k%zu", i);
		zz_table_row(&t, "s", key, cases[i].v);
	}
	zz_table_section_end(&t);
	zz_table_group_end(&t);
	zz_table_end(&t);
	doc = json_loads(out.buf, 0, &err);
	assert_non_null(doc);
	sec = json_object_get(json_object_get(doc, "g"), "s");
	assert_non_null(sec);
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		json_t *v;

		snprintf(key, sizeof(key), "k%zu", i);
		v = json_object_get(sec, key);
		assert_non_null(v);
		if (cases[i].number) {
			assert_true(json_is_number(v));
		} else {
			assert_true(json_is_string(v));
			assert_string_equal(json_string_value(v), cases[i].v);
		}
	}
	json_decref(doc);
	zz_buf_release(&out);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_jsonw_samples),
		cmocka_unit_test(test_table_json_values),
		cmocka_unit_test(test_jsonw_random),
		cmocka_unit_test(test_jsonw_memo),
		cmocka_unit_test(test_table_fixed),
	};

	zz_test_filter();
	return cmocka_run_group_tests(tests, NULL, NULL);
}
