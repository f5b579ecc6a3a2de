#include "zz_test.h"

#include <stdlib.h>

#include "game.h"
#include "input.h"
#include "notation.h"
#include "replay.h"
#include "transcript.h"
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

/* Read text as one game; its ZGN has the board tag and the moves given. */
static void read_one(const char *text, const char *board_tag, const char *moves,
		     struct zz_diag *d)
{
	struct zz_buf out = ZZ_BUF_INIT;

	assert_int_equal(read_all(text, &out, d), 1);
	assert_non_null(strstr(out.buf, board_tag));
	assert_non_null(strstr(out.buf, moves));
	zz_buf_release(&out);
}

static void test_zgn_reference_header(void **state)
{
	static const char text[] =
		"# zertz-peer-game: 9\n# rings: 48\n# variant: standard\n# winner: 2\nWd4,h2\nBc6,h1\n";
	struct zz_diag d;

	(void)state;
	zz_diag_init(&d);
	read_one(text, "[Board \"48\"]", "1. Wd4,h2\n2. Bc6,h1\n0-1\n", &d);
	/* a lenient-read warning and an undecided declared result */
	assert_int_equal(d.nr, 2);
	assert_int_equal(d.v[0].code, ZZ_W_LENIENT);
	assert_int_equal(d.v[1].code, ZZ_W_UNDECIDED_RESULT);
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

/* Each transcript action becomes the notation of its turn or hop. */
static void test_zgn_transcript_actions(void **state)
{
	static const struct {
		const char *line;
		int rc;
		const char *notation;	/* or the error message */
		size_t col;
	} cases[] = {
		{ "Player 1: {'action': 'PUT', 'marble': 'w', 'dst': 'C1', 'remove': 'E1'}", 1, "Wc1,e1", 0 },
		{ "Player 2: {'action': 'PUT', 'marble': 'B', 'dst': 'j4', 'remove': None}", 1, "Bj4", 0 },
		{ "Player 2: {'action': 'PUT', 'marble': 'g', 'dst': 'D4'}", 1, "Gd4", 0 },
		{ "Player 2: {'action': 'PUT', 'marble': 'g', 'dst': 'D4', 'remove': ''}", 1, "Gd4", 0 },
		{ "Player 1: {'action': 'CAP', 'marble': 'b', 'src': 'G3', 'dst': 'G1', 'capture': 'g', 'cap': 'G2'}",
		  1, "x g3Gg1", 0 },
		{ "Player 1:{\"action\":\"PASS\"}", 1, "-", 0 },
		{ "Player 2: {'action': 'PUT', 'marble': 'w', 'dst': 'a4', 'remove': 'g4',}  # note", 1, "Wa4,g4", 0 },
		{ "Player 1 {'action': 'PASS'}", 0, "", 0 },
		{ "Wd4,a1", 0, "", 0 },
		{ "Player 1: {'action': 'MOVE'}", -1, "transcript: the action is PUT, CAP or PASS, not 'MOVE'", 21 },
		{ "Player 1: {'action': 'CAP', 'src': 'G3', 'dst': 'G1'}", -1,
		  "transcript: 'CAP' needs 'src', 'dst' and 'capture'", 21 },
		{ "Player 1: {'action': 'PUT', 'marble': 'w', 'dst': 'C10'}", -1,
		  "transcript: expected a cell such as 'D4', not 'C10'", 50 },
		{ "Player 1: {'action': 'PUT', 'marble': 'w', 'dst': 'C1'", -1, "transcript: expected ',' or '}'", 54 },
		{ "Player 1: {'action: 'PUT'}", -1, "transcript: expected ':' after the key", 21 },
		{ "Player 1: {}", -1, "transcript: no 'action'", 10 },
	};
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct zz_transcript_action a;
		struct zz_buf err = ZZ_BUF_INIT;
		size_t col = 0;
		int rc = zz_transcript_parse(cases[i].line, strlen(cases[i].line), &a, &err, &col);

		if (rc != cases[i].rc)
			fail_msg("case %u: rc %d", i, rc);
		if (rc == 1 && strcmp(a.notation, cases[i].notation))
			fail_msg("case %u: '%s'", i, a.notation);
		if (rc < 0 && (strcmp(err.buf, cases[i].notation) || col != cases[i].col))
			fail_msg("case %u: '%s' at %zu", i, err.buf, col);
		zz_buf_release(&err);
	}
	assert_true(zz_transcript_detect("# Seed: 1", 9));
	assert_true(zz_transcript_detect("# Rings: 61", 11));
	assert_false(zz_transcript_detect("# rings: 61", 11));	/* a reference file */
	assert_false(zz_transcript_detect("37", 2));
}

/* A transcript without "# Rings:" is on the smallest board with its cells. */
static void test_zgn_transcript_board(void **state)
{
	static const char text[] =
		"Player 1: {'action': 'PUT', 'marble': 'w', 'dst': 'H4', 'remove': 'A1'}\n"
		"Player 2: {'action': 'PUT', 'marble': 'b', 'dst': 'D4', 'remove': 'A2'}\n"
		"# Winner: Player 2\n";
	struct zz_diag d;

	(void)state;
	zz_diag_init(&d);
	read_one(text, "[Board \"48\"]", "\n1. Wh4,a1\n2. Bd4,a2\n0-1\n", &d);
	assert_int_equal(d.v[0].code, ZZ_W_LENIENT);
	zz_diag_release(&d);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_zgn_canonical),
		cmocka_unit_test(test_zgn_many_games),
		cmocka_unit_test(test_zgn_line_ends),
		cmocka_unit_test(test_zgn_reference_header),
		cmocka_unit_test(test_zgn_transcript_actions),
		cmocka_unit_test(test_zgn_transcript_board),
		cmocka_unit_test(test_zgn_input_long_line),
	};
	return cmocka_run_group_tests_name("zgn", tests, NULL, NULL);
}
