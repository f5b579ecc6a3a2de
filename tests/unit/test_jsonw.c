/*
 * The streaming JSON writer against libjansson, the independent writer it
 * must match byte for byte: hand-picked strings (every escape, every UTF-8
 * length, text that is not UTF-8) and many random ones, in objects and
 * arrays, with and without \u escapes for non-ASCII.
 */
#include "zz_test.h"

#include <stdlib.h>

#include <jansson.h>

#include "jsonw.h"
#include "schema.h"

static const char *const samples[] = {
	"", "plain", "x\x01\x1f\"\\/\b\f\n\r\t\x7f end",
	"\xc3\xa9t\xc3\xa9", "\xe2\x82\xac 5", "\xf0\x9f\x98\x80!",
	"Latin-1 \xe9t\xe9 (not UTF-8)", "\xf0" "4b Boardspace's Cyrillic escape",
	"a\xed\xa0\x80surrogate", "\xc0\xaf overlong", "\xf4\x90\x80\x80 past U+10FFFF",
};

/* The same document written both ways must be the same bytes. */
static void both(const char *const *strs, size_t n, bool ascii)
{
	struct zz_buf out = ZZ_BUF_INIT;
	struct zz_jw w;
	json_t *o = json_object(), *a = json_array(), *in = json_object();
	char *want;
	size_t i;

	zz_jw_init(&w, &out, ascii);
	zz_jw_object(&w);
	for (i = 0; i < n; i++) {
		char key[16];

		snprintf(key, sizeof(key), "k%zu", i);
		zz_jw_key(&w, key);
		zz_jw_str(&w, strs[i]);
		json_object_set_new(o, key, zz_schema_text(strs[i]));
	}
	zz_jw_key(&w, "list");
	zz_jw_array(&w);
	for (i = 0; i < n; i++) {
		zz_jw_str(&w, strs[i]);
		json_array_append_new(a, zz_schema_text(strs[i]));
	}
	zz_jw_int(&w, -12);
	json_array_append_new(a, json_integer(-12));
	zz_jw_null(&w);
	json_array_append_new(a, json_null());
	zz_jw_object(&w);
	zz_jw_end_object(&w);
	json_array_append_new(a, json_object());
	zz_jw_end_array(&w);
	json_object_set_new(o, "list", a);
	zz_jw_key(&w, "inner");
	zz_jw_object(&w);
	zz_jw_key(&w, "t");
	zz_jw_bool(&w, true);
	zz_jw_key(&w, "f");
	zz_jw_bool(&w, false);
	zz_jw_key(&w, "e");
	zz_jw_array(&w);
	zz_jw_end_array(&w);
	zz_jw_end_object(&w);
	json_object_set_new(in, "t", json_true());
	json_object_set_new(in, "f", json_false());
	json_object_set_new(in, "e", json_array());
	json_object_set_new(o, "inner", in);
	zz_jw_end_object(&w);
	want = json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER | (ascii ? JSON_ENSURE_ASCII : 0));
	assert_non_null(want);
	assert_string_equal(out.buf, want);
	free(want);
	json_decref(o);
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

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_jsonw_samples),
		cmocka_unit_test(test_jsonw_random),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
