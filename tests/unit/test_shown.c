/*
 * Text shown to people (lib/shown.h): every control character, and every
 * byte of no UTF-8 character, as the C escape of its bytes; everything
 * else as it is.  The expected texts are written out here from the rule,
 * not taken from a run.
 */
#include "zz_test.h"

#include <stdio.h>

#include "shown.h"

static void expect(const char *in, size_t n, unsigned flags, const char *want)
{
	struct zz_buf sb = ZZ_BUF_INIT;

	zz_shown_add(&sb, in, n, flags);
	assert_string_equal(sb.buf, want);
	/* in place, after text that stays as it was */
	zz_buf_reset(&sb);
	zz_buf_addstr(&sb, "\033kept");
	zz_buf_add(&sb, in, n);
	zz_shown_fix(&sb, 5, flags);
	assert_memory_equal(sb.buf, "\033kept", 5);
	assert_string_equal(sb.buf + 5, want);
	zz_buf_release(&sb);
}

/* Every byte alone: ASCII but the controls kept, the rest escaped. */
static void test_shown_each_byte(void **state)
{
	unsigned b;

	(void)state;
	for (b = 0; b < 256; b++) {
		char in[1] = { (char)b }, want[8];

		if ((b >= 0x20 && b < 0x7f) || b == '\t')
			snprintf(want, sizeof(want), "%c", b);
		else if (b == '\n')
			snprintf(want, sizeof(want), "\\n");
		else if (b == '\r')
			snprintf(want, sizeof(want), "\\r");
		else
			snprintf(want, sizeof(want), "\\%03o", b);
		expect(in, 1, 0, want);
	}
	/* a text of lines keeps its newlines, and only those */
	expect("a\nb\rc\td", 7, ZZ_SHOWN_LINES, "a\nb\\rc\td");
	expect("a\nb", 3, 0, "a\\nb");
}

/* The terminal's own sequences, as records carry them to it. */
static void test_shown_sequences(void **state)
{
	(void)state;
	/* OSC 52: write the clipboard */
	expect("ann\033]52;c;cHduZWQ=\007", 19, 0, "ann\\033]52;c;cHduZWQ=\\007");
	/* CSI 2J: clear the screen; OSC 0: set the title */
	expect("\033[2J\033]0;x\007", 10, 0, "\\033[2J\\033]0;x\\007");
	/* C1 CSI (U+009B) in UTF-8: both bytes */
	expect("bob\302\2331m", 7, 0, "bob\\302\\2331m");
	/* every C1 control, U+0080 .. U+009F; U+00A0 is a letter's neighbour */
	expect("\302\200", 2, 0, "\\302\\200");
	expect("\302\237", 2, 0, "\\302\\237");
	expect("\302\240", 2, 0, "\302\240");
	/* DEL, and NUL within the text */
	expect("a\177b", 3, 0, "a\\177b");
	expect("a\0b", 3, 0, "a\\000b");
	/* a fake line of a summary */
	expect("x.zgn\nzertz: 1 game", 19, 0, "x.zgn\\nzertz: 1 game");
}

/* UTF-8 kept as it is; what is not UTF-8 escaped byte by byte. */
static void test_shown_utf8(void **state)
{
	(void)state;
	expect("Jos\303\251 \305\201\303\263d\305\272", 13, 0, "Jos\303\251 \305\201\303\263d\305\272");
	expect("\344\270\255\360\237\216\262", 7, 0, "\344\270\255\360\237\216\262");
	/* U+FFFE and U+FFFF are characters to a terminal */
	expect("\357\277\276\357\277\277", 6, 0, "\357\277\276\357\277\277");
	/* Latin-1 */
	expect("Jos\351", 4, 0, "Jos\\351");
	/* a lone surrogate (U+D800), an overlong '/', past U+10FFFF */
	expect("\355\240\200", 3, 0, "\\355\\240\\200");
	expect("\300\257", 2, 0, "\\300\\257");
	expect("\364\220\200\200", 4, 0, "\\364\\220\\200\\200");
	/* a character cut short at the end */
	expect("a\303", 2, 0, "a\\303");
	/* backslashes stay as they are */
	expect("a\\033b", 6, 0, "a\\033b");
}

/*
 * The controls of the direction of text (Unicode's list of them, UAX #9):
 * escaped, every one, as the C1 controls are; their neighbours kept.
 */
static void test_shown_bidi(void **state)
{
	(void)state;
	/* RLO: "ann" then the rest of the line shown backwards */
	expect("ann\342\200\256live", 10, 0, "ann\\342\\200\\256live");
	/* ALM; LRM, RLM; LRE, RLE, PDF, LRO; LRI, RLI, FSI, PDI */
	expect("\330\234", 2, 0, "\\330\\234");
	expect("\342\200\216\342\200\217", 6, 0, "\\342\\200\\216\\342\\200\\217");
	expect("\342\200\252\342\200\253\342\200\254\342\200\255", 12, 0,
	       "\\342\\200\\252\\342\\200\\253\\342\\200\\254\\342\\200\\255");
	expect("\342\201\246\342\201\247\342\201\250\342\201\251", 12, 0,
	       "\\342\\201\\246\\342\\201\\247\\342\\201\\250\\342\\201\\251");
	/* neighbours: U+061B (Arabic semicolon), U+200D (ZWJ, in emoji),
	 * U+2010 (hyphen), U+2029, U+202F (narrow no-break space), U+2065,
	 * U+206A are kept */
	expect("\330\233\342\200\215\342\200\220\342\200\251\342\200\257\342\201\245\342\201\252", 20, 0,
	       "\330\233\342\200\215\342\200\220\342\200\251\342\200\257\342\201\245\342\201\252");
}

static void test_utf8_len(void **state)
{
	(void)state;
	assert_int_equal(zz_utf8_len((const unsigned char *)"a", 1), 1);
	assert_int_equal(zz_utf8_len((const unsigned char *)"\303\251", 2), 2);
	assert_int_equal(zz_utf8_len((const unsigned char *)"\303\251", 1), 0);
	assert_int_equal(zz_utf8_len((const unsigned char *)"\340\240\200", 3), 3);
	assert_int_equal(zz_utf8_len((const unsigned char *)"\340\237\277", 3), 0);
	assert_int_equal(zz_utf8_len((const unsigned char *)"\355\237\277", 3), 3);
	assert_int_equal(zz_utf8_len((const unsigned char *)"\355\240\200", 3), 0);
	assert_int_equal(zz_utf8_len((const unsigned char *)"\364\217\277\277", 4), 4);
	assert_int_equal(zz_utf8_len((const unsigned char *)"\365\200\200\200", 4), 0);
	assert_int_equal(zz_utf8_len((const unsigned char *)"\200", 1), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_shown_each_byte), cmocka_unit_test(test_shown_sequences),
		cmocka_unit_test(test_shown_utf8),	cmocka_unit_test(test_shown_bidi),
		cmocka_unit_test(test_utf8_len),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("shown", tests, NULL, NULL);
}
