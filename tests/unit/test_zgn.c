#include "zz_test.h"

#include <stdlib.h>

#include "game.h"
#include "input.h"
#include "notation.h"
#include "replay.h"
#include "zgn.h"

/* Read every game of text, replay it, write it all as ZGN into out. */
static unsigned read_all(const char *text, struct zz_buf *out, struct zz_diag *d)
{
	struct zz_input in;
	struct zz_zgn_reader rd;
	struct zz_game g;
	unsigned n = 0;

	zz_input_init_mem(&in, "mem", text, strlen(text));
	zz_zgn_reader_init(&rd, &in, d);
	for (;;) {
		struct zz_replay rp;

		zz_game_init(&g);
		if (zz_zgn_read(&rd, &g) != 1) {
			zz_game_release(&g);
			break;
		}
		if (g.geom) {
			zz_replay_init(&rp, &g, d, zz_notation_move);
			zz_replay_run(&rp);
			zz_replay_release(&rp);
		}
		if (n++)
			zz_buf_addch(out, '\n');
		zz_zgn_write(out, &g);
		zz_game_release(&g);
	}
	zz_input_release(&in);
	return n;
}

static const char game_text[] =
	"[Event \"Club \\\"night\\\"\"]\n"
	"[First \"alice\"]\n"
	"[Second \"bob\"]\n"
	"[Board \"37\"]\n"
	"[Annotator \"carol\"]\n"
	"\n"
	"# a comment line is not kept\n"
	"1. Wd7,c6\n"
	"2. Ga1,e6 {a comment}\n"
	"3. Bg1,f5\n"
	"4. Ba4,e5\n"
	"5. Wb1,d6\n"
	"*\n";

static const char game_canonical[] =
	"[Event \"Club \\\"night\\\"\"]\n"
	"[First \"alice\"]\n"
	"[Second \"bob\"]\n"
	"[Result \"*\"]\n"
	"[Board \"37\"]\n"
	"[Variant \"standard\"]\n"
	"[Annotator \"carol\"]\n"
	"\n"
	"1. Wd7,c6\n"
	"2. Ga1,e6 {a comment}\n"
	"3. Bg1,f5\n"
	"4. Ba4,e5\n"
	"5. Wb1,d6 x Wd7\n"
	"*\n";

/* Writing gives canonical ZGN (claims filled in), and it is a fixed point. */
static void test_zgn_canonical(void **state)
{
	struct zz_buf once = ZZ_BUF_INIT, twice = ZZ_BUF_INIT;
	struct zz_diag d;

	(void)state;
	zz_diag_init(&d);
	assert_int_equal(read_all(game_text, &once, &d), 1);
	assert_int_equal(d.nr, 0);
	assert_string_equal(once.buf, game_canonical);
	assert_int_equal(read_all(once.buf, &twice, &d), 1);
	assert_string_equal(twice.buf, once.buf);
	zz_buf_release(&once);
	zz_buf_release(&twice);
	zz_diag_release(&d);
}

static void test_zgn_many_games(void **state)
{
	struct zz_buf out = ZZ_BUF_INIT, again = ZZ_BUF_INIT;
	struct zz_diag d;
	char text[4096];

	(void)state;
	zz_diag_init(&d);
	snprintf(text, sizeof(text), "%s\n%s%s", game_text, game_text,
		 "[Board \"48\"]\n[Variant \"blitz\"]\n[Rules \"both-lose=on\"]\n\n1. Wh4,a5\n");
	assert_int_equal(read_all(text, &out, &d), 3);
	assert_int_equal(d.nr, 0);
	assert_non_null(strstr(out.buf, "[Board \"48\"]\n[Variant \"blitz\"]\n[Rules \"both-lose=on\"]\n\n1. Wh4,a5\n"));
	assert_int_equal(read_all(out.buf, &again, &d), 3);
	assert_string_equal(again.buf, out.buf);
	zz_buf_release(&out);
	zz_buf_release(&again);
	zz_diag_release(&d);
}

/* CR LF and CR-only line ends read the same, with the same columns. */
static void test_zgn_line_ends(void **state)
{
	static const char crlf[] = "[Board \"37\"]\r\n\r\n1. Wd4,a1\r\n2. Bd4,g1\r\n";
	static const char cr[] = "[Board \"37\"]\r\r1. Wd4,a1\r2. Bd4,g1\r";
	const char *texts[] = { crlf, cr };
	unsigned i;

	(void)state;
	for (i = 0; i < 2; i++) {
		struct zz_buf out = ZZ_BUF_INIT;
		struct zz_diag d;

		zz_diag_init(&d);
		assert_int_equal(read_all(texts[i], &out, &d), 1);
		assert_int_equal(d.nr, 1);
		assert_int_equal(d.v[0].code, ZZ_E_PLACE_OCCUPIED);
		assert_int_equal(d.v[0].loc.line, 4);
		assert_int_equal(d.v[0].loc.col, 4);
		zz_buf_release(&out);
		zz_diag_release(&d);
	}
}

static void test_zgn_reference_header(void **state)
{
	static const char text[] =
		"# zertz-peer-game: 9\n# rings: 48\n# variant: standard\n# winner: 2\nWd4,h2\nBc6,h1\n";
	struct zz_buf out = ZZ_BUF_INIT;
	struct zz_diag d;

	(void)state;
	zz_diag_init(&d);
	assert_int_equal(read_all(text, &out, &d), 1);
	assert_non_null(strstr(out.buf, "[Board \"48\"]"));
	assert_non_null(strstr(out.buf, "1. Wd4,h2\n2. Bc6,h1\n0-1\n"));
	/* a lenient-read warning and an undecided declared result */
	assert_int_equal(d.nr, 2);
	assert_int_equal(d.v[0].code, ZZ_W_LENIENT);
	assert_int_equal(d.v[1].code, ZZ_W_UNDECIDED_RESULT);
	zz_buf_release(&out);
	zz_diag_release(&d);
}

static void test_zgn_input_long_line(void **state)
{
	struct zz_input in;
	const char *line;
	size_t len;
	char text[100];

	(void)state;
	memset(text, 'a', sizeof(text));
	text[50] = '\n';
	zz_input_init_mem(&in, "mem", text, sizeof(text));
	in.max_line = 10;
	assert_int_equal(zz_input_getline(&in, &line, &len), 1);
	assert_true(in.too_long);
	assert_int_equal(len, 10);
	assert_int_equal(zz_input_getline(&in, &line, &len), 1);
	assert_true(in.too_long);
	assert_int_equal(in.line, 2);
	assert_int_equal(in.offset, 51);
	assert_int_equal(zz_input_getline(&in, &line, &len), 0);
	zz_input_release(&in);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_zgn_canonical),
		cmocka_unit_test(test_zgn_many_games),
		cmocka_unit_test(test_zgn_line_ends),
		cmocka_unit_test(test_zgn_reference_header),
		cmocka_unit_test(test_zgn_input_long_line),
	};
	return cmocka_run_group_tests_name("zgn", tests, NULL, NULL);
}
