#include "zz_test.h"

#include <stdlib.h>

#include "game.h"
#include "input.h"
#include "kinds.h"
#include "notation.h"
#include "zreplay.h"
#include "sgf.h"
#include "text.h"
#include "transcript.h"
#include "zgn.h"
#include "rules.h"
#include "zcodes.h"
#include "text.h"

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
		struct zz_replay m;

		zz_game_init(&g);
		if (zz_zgn_read(&rd, &g) != 1) {
			zz_game_release(&g);
			break;
		}
		if (zz_game_playable(&g)) {
			zz_replay_start(&m, &g, d);
			zz_replay_all(&m);
			zz_replay_release(&m);
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
		 "[Board \"37\"]\n[Variant \"blitz\"]\n[Rules \"both-lose=on\"]\n\n1. Wg4,a4\n");
	assert_int_equal(read_all(text, &out, &d), 3);
	assert_int_equal(d.nr, 0);
	assert_non_null(strstr(out.buf, "[Board \"37\"]\n[Variant \"blitz\"]\n[Rules \"both-lose=on\"]\n\n1. Wg4,a4\n"));
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
		assert_ptr_equal(d.v[0].code, &zz_zertz_codes[ZZ_E_PLACE_OCCUPIED]);
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
	assert_ptr_equal(d.v[0].code, &zz_codes[ZZ_W_LENIENT]);
	assert_ptr_equal(d.v[1].code, &zz_codes[ZZ_W_UNDECIDED_RESULT]);
	zz_diag_release(&d);
}

/*
 * What the header comments of reference and Zertz3D files declare
 * (FORMATS.md): "Blitz" is the blitz variant, players 1/2 (or white and
 * black) the winner, "Tie" a draw; any other value declares nothing.
 */
static void test_zgn_reference_values(void **state)
{
	static const struct {
		const char *header, *want;	/* NULL: no result declared */
	} cases[] = {
		{ "# variant: Blitz\n", "[Variant \"blitz\"]" },
		{ "# winner: Player 1\n", "[Result \"1-0\"]" },
		{ "# winner: 1\n", "[Result \"1-0\"]" },
		{ "# winner: white\n", "[Result \"1-0\"]" },
		{ "# winner: Player 2\n", "[Result \"0-1\"]" },
		{ "# winner: black\n", "[Result \"0-1\"]" },
		{ "# result: Tie\n", "[Result \"1/2-1/2\"]" },
		{ "# winner: Player 3\n", NULL },
		{ "# result: Tied\n", NULL },
		{ "# winner: Player 1 \n", "[Result \"1-0\"]" },
	};
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct zz_buf text = ZZ_BUF_INIT, out = ZZ_BUF_INIT;
		struct zz_diag d;

		zz_diag_init(&d);
		zz_buf_addf(&text, "# zertz-peer-game: 1\n# rings: 37\n%sWd4,a1\n", cases[i].header);
		assert_int_equal(read_all(text.buf, &out, &d), 1);
		if (cases[i].want ? !strstr(out.buf, cases[i].want)
				  : strstr(out.buf, "-1") || strstr(out.buf, "1-") || strstr(out.buf, "1/2"))
			fail_msg("case %u: '%s' not in\n%s", i, cases[i].want ? cases[i].want : "*",
				 out.buf);
		zz_buf_release(&text);
		zz_buf_release(&out);
		zz_diag_release(&d);
	}
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

/* One byte a read: every line crosses a refill of the buffer. */
static long byte_read(void *ctx, char *buf, size_t n)
{
	const char **p = ctx;

	if (!**p || !n)
		return 0;
	*buf = *(*p)++;
	return 1;
}

/* One byte a read of a text of known length (NUL bytes included). */
struct nul_src {
	const char *p, *end;
};

static long nul_read(void *ctx, char *buf, size_t n)
{
	struct nul_src *s = ctx;

	if (s->p == s->end || !n)
		return 0;
	*buf = *s->p++;
	return 1;
}

/* A text, then a failure of the source (as a disk that fails mid-file). */
static long failing_read(void *ctx, char *buf, size_t n)
{
	const char **p = ctx;
	size_t k = 0;

	if (!**p)
		return -1;
	while (k < n && (*p)[k])
		k++;
	memcpy(buf, *p, k);
	*p += k;
	return (long)k;
}

/*
 * A source that fails after a whole move: the reader says the input
 * failed (-1) and does not hand over the game cut short as if the file
 * had ended there; ZGN and Boardspace SGF alike.
 */
static void test_read_error_mid_game(void **state)
{
	const char *zgn = "[Board \"37\"]\n\n1. Wd4,a1\n";
	const char *sgf = "(;GM[22]SU[Zertz]\n;P0[0 Start P0]\n;P0[1 RtoB 2 0 D 4]\n";
	struct zz_input in;
	struct zz_zgn_reader zr;
	struct zz_sgf_reader sr;
	struct zz_diag d;
	struct zz_game g;

	(void)state;
	zz_diag_init(&d);
	zz_game_init(&g);
	zz_input_init(&in, "failing.zgn", failing_read, &zgn);
	zz_zgn_reader_init(&zr, &in, &d);
	assert_int_equal(zz_zgn_read(&zr, &g), -1);
	zz_input_release(&in);
	zz_game_release(&g);
	zz_game_init(&g);
	zz_input_init(&in, "failing.sgf", failing_read, &sgf);
	zz_sgf_reader_init(&sr, &in, &d);
	assert_int_equal(zz_sgf_read(&sr, &g), -1);
	zz_sgf_reader_release(&sr);
	zz_input_release(&in);
	zz_game_release(&g);
	zz_diag_release(&d);
}

/*
 * Lines end at LF, CR LF or a lone CR, read from memory and one byte at a
 * time (the CR found once is kept across lines: a lone CR after many LF
 * lines, CR LF after a lone CR, a CR at the very end).  Expected lines and
 * offsets counted by hand.
 */
static void test_input_line_ends(void **state)
{
	static const char text[] = "ab\ncd\r\nef\rgh\n\nij\r\rkl\r\r\nmn\n";
	static const char *const want[] = { "ab", "cd", "ef", "gh", "", "ij", "", "kl", "", "mn" };
	static const size_t offset[] = { 0, 3, 7, 10, 13, 14, 17, 18, 21, 23 };
	const char *line, *src;
	size_t len, k, way;
	struct zz_input in;

	(void)state;
	for (way = 0; way < 2; way++) {
		src = text;
		if (way == 0)
			zz_input_init_mem(&in, "mem", text, sizeof(text) - 1);
		else
			zz_input_init(&in, "bytes", byte_read, &src);
		for (k = 0; k < sizeof(want) / sizeof(want[0]); k++) {
			assert_int_equal(zz_input_getline(&in, &line, &len), 1);
			assert_int_equal(len, strlen(want[k]));
			assert_memory_equal(line, want[k], len);
			assert_int_equal(in.line, k + 1);
			assert_int_equal(in.offset, offset[k]);
		}
		assert_int_equal(zz_input_getline(&in, &line, &len), 0);
		zz_input_release(&in);
	}
	/* CR LF lines: after the first (the long way, for a byte order
	 * mark), each the quick way (zz_input_quick_line), as LF lines are;
	 * a CR LF left half read sent every later line the long way */
	zz_input_init_mem(&in, "crlf", "a\r\nbc\r\nd\r\n", 10);
	assert_int_equal(zz_input_getline(&in, &line, &len), 1);
	assert_int_equal(zz_input_quick_line(&in, &line, &len), 1);
	assert_memory_equal(line, "bc", 2);
	assert_int_equal(len, 2);
	assert_int_equal(in.offset, 3);
	assert_int_equal(zz_input_quick_line(&in, &line, &len), 1);
	assert_memory_equal(line, "d", 1);
	assert_int_equal(in.offset, 7);
	assert_int_equal(zz_input_getline(&in, &line, &len), 0);
	zz_input_release(&in);
	/* an empty input, from memory */
	zz_input_init_mem(&in, "empty", "", 0);
	assert_int_equal(zz_input_getline(&in, &line, &len), 0);
	zz_input_release(&in);
}

/*
 * NUL bytes are told line by line, though one search answers for many
 * lines: two NULs in a row of lines, a clean line between and after them,
 * a NUL first and last in its line; from memory and a byte a read.
 */
static void test_input_nul(void **state)
{
	static const char text[] = "ab\ncd\0\nef\n\0gh\nij\nk\0l\nmn\n";
	static const bool nul[] = { false, true, false, true, false, true, false };
	const size_t size = sizeof(text) - 1;
	const char *line;
	size_t len, k, way;
	struct zz_input in;
	struct nul_src src;

	(void)state;
	for (way = 0; way < 2; way++) {
		if (way == 0) {
			zz_input_init_mem(&in, "mem", text, size);
		} else {
			src.p = text;
			src.end = text + size;
			zz_input_init(&in, "bytes", nul_read, &src);
		}
		for (k = 0; k < sizeof(nul) / sizeof(nul[0]); k++) {
			assert_int_equal(zz_input_getline(&in, &line, &len), 1);
			assert_int_equal(zz_input_line_has_nul(&in), nul[k]);
			/* asked twice: the same answer */
			assert_int_equal(zz_input_line_has_nul(&in), nul[k]);
		}
		assert_int_equal(zz_input_getline(&in, &line, &len), 0);
		zz_input_release(&in);
	}
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
		const struct zz_said w = ZZ_SAID_ERR(&err);
		int rc = zz_transcript_parse(cases[i].line, strlen(cases[i].line), &a, &w, &col);

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
	assert_ptr_equal(d.v[0].code, &zz_codes[ZZ_W_LENIENT]);
	zz_diag_release(&d);
}

/*
 * The one result of a game (lib/zertz/zreplay.h), worked out from the rules and
 * the record for each case: how it ended, who won, after which turn.
 */
static void test_zgn_outcome(void **state)
{
	/* the game of isolation.zgn, six turns, not decided by its moves */
	static const char moves[] = "\n1. Wd7,c6\n2. Ga1,e6\n3. Bg1,f5\n4. Ba4,e5\n"
				    "5. Wb1,d6 x Wd7\n6. x a1Wc1\n";
	static const struct {
		const char *tags;
		bool over;
		const char *winner, *reason, *token, *declared;
		size_t turn;
		int agrees;
		enum zz_code warning;	/* ZZ_CODE_NB: none */
	} cases[] = {
		{ "", false, NULL, "unfinished", "*", NULL, 6, -1, ZZ_CODE_NB },
		{ "[Result \"*\"]", false, NULL, "unfinished", "*", "*", 6, 1, ZZ_CODE_NB },
		{ "[Result \"1-0\"]\n[Termination \"resignation\"]", true, "first",
		  "resignation", "1-0", "1-0", 6, 1, ZZ_CODE_NB },
		{ "[Result \"0-1\"]\n[Termination \"time\"]", true, "second", "time",
		  "0-1", "0-1", 6, 1, ZZ_CODE_NB },
		{ "[Result \"1/2-1/2\"]\n[Termination \"agreement\"]", true, "none",
		  "agreement", "1/2-1/2", "1/2-1/2", 6, 1, ZZ_CODE_NB },
		{ "[Result \"0-1\"]", true, "second", "declared", "0-1", "0-1", 6, 1,
		  ZZ_W_UNDECIDED_RESULT },
		{ "[Result \"0-0\"]\n[Termination \"abandoned\"]", true, "both-lose",
		  "declared", "0-0", "0-0", 6, 1, ZZ_W_UNDECIDED_RESULT },
	};
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct zz_buf text = ZZ_BUF_INIT;
		struct zz_input in;
		struct zz_zgn_reader rd;
		struct zz_game g;
		struct zz_replay m;
		struct zz_outcome o;
		struct zz_diag d;
		const char *w;

		zz_buf_addf(&text, "[Board \"37\"]\n%s\n%s", cases[i].tags, moves);
		zz_diag_init(&d);
		zz_input_init_mem(&in, "mem", text.buf, text.len);
		zz_zgn_reader_init(&rd, &in, &d);
		zz_game_init(&g);
		assert_int_equal(zz_zgn_read(&rd, &g), 1);
		zz_replay_start(&m, &g, &d);
		assert_int_equal(zz_replay_all(&m), 0);
		zz_replay_outcome(&m, &o);
		w = zz_outcome_winner(&o);
		if (o.over != cases[i].over || strcmp(zz_reason_name(o.reason), cases[i].reason) ||
		    strcmp(zz_result_token(o.token), cases[i].token) || o.turn != cases[i].turn ||
		    o.agrees != cases[i].agrees || (w == NULL) != (cases[i].winner == NULL) ||
		    (w && strcmp(w, cases[i].winner)) ||
		    strcmp(o.declared == ZZ_RESULT_NONE ? "-" : zz_result_token(o.declared),
			   cases[i].declared ? cases[i].declared : "-"))
			fail_msg("case %u: over %d winner %s reason %s token %s turn %zu agrees %d", i,
				 o.over, w ? w : "null", zz_reason_name(o.reason),
				 zz_result_token(o.token), o.turn, o.agrees);
		if (cases[i].warning == ZZ_CODE_NB)
			assert_int_equal(d.nr, 0);
		else if (d.nr != 1 || d.v[0].code != &zz_codes[cases[i].warning])
			fail_msg("case %u: %zu diagnostics, want one warning", i, d.nr);
		zz_replay_release(&m);
		zz_game_release(&g);
		zz_input_release(&in);
		zz_diag_release(&d);
		zz_buf_release(&text);
	}
}

#define E37 "..../...../....../......./....../...../...."

/* Games decided by their moves, or before them by their start position. */
static void test_zgn_outcome_decided(void **state)
{
	static const struct {
		const char *text;
		const char *winner, *reason, *token;
		int set;
		size_t turn;
		int agrees;
		enum zz_code code;	/* the one diagnostic, ZZ_CODE_NB: none */
	} cases[] = {
		/* [board-full]: the last vacant ring filled, the mover claims all */
		{ "[Position \"37 WW--/-.---/------/-------/------/-----/---- 0/1/0 0/0/1 1/1/1 1\"]\n\n1. Gb2\n",
		  "first", "board-full", "1-0", -1, 1, -1, ZZ_CODE_NB },
		/* [win]: jumping the white d2 gives the first player a fourth */
		{ "[Position \"37 ..../...../....../BW.W.../....../...../.... 0/8/9 3/0/0 0/0/0 1\"]\n\n1. x d1Wd3\n",
		  "first", "win", "1-0", ZZ_SET_WHITE, 1, -1, ZZ_CODE_NB },
		/* ... whatever the record declares */
		{ "[Result \"0-1\"]\n[Position \"37 ..../...../....../BW.W.../....../...../.... 0/8/9 3/0/0 0/0/0 1\"]\n\n1. x d1Wd3\n",
		  "first", "win", "1-0", ZZ_SET_WHITE, 1, 0, ZZ_E_RESULT },
		/* a start position with a winning set in a tray is over */
		{ "[Position \"37 " E37 " 2/8/10 4/0/0 0/0/0 2\"]\n",
		  "first", "win", "1-0", ZZ_SET_WHITE, 0, -1, ZZ_CODE_NB },
		{ "[Position \"37 " E37 " 2/8/10 4/0/0 0/0/0 2\"]\n\n1. Gd4,a1\n",
		  "first", "win", "1-0", ZZ_SET_WHITE, 0, -1, ZZ_E_GAME_OVER },
		/* ... and so is one where the player to move cannot move */
		{ "[Position \"37 " E37 " 0/0/0 0/0/0 2/0/0 1\"]\n",
		  "second", "no-move", "0-1", -1, 0, -1, ZZ_CODE_NB },
	};
	unsigned i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		struct zz_input in;
		struct zz_zgn_reader rd;
		struct zz_game g;
		struct zz_replay m;
		struct zz_outcome o;
		struct zz_diag d;
		const char *w;

		zz_diag_init(&d);
		zz_input_init_mem(&in, "mem", cases[i].text, strlen(cases[i].text));
		zz_zgn_reader_init(&rd, &in, &d);
		zz_game_init(&g);
		assert_int_equal(zz_zgn_read(&rd, &g), 1);
		zz_replay_start(&m, &g, &d);
		zz_replay_all(&m);
		zz_replay_outcome(&m, &o);
		w = zz_outcome_winner(&o);
		if (!o.over || !w || strcmp(w, cases[i].winner) ||
		    strcmp(zz_reason_name(o.reason), cases[i].reason) ||
		    strcmp(zz_result_token(o.token), cases[i].token) || o.set != cases[i].set ||
		    o.turn != cases[i].turn || o.agrees != cases[i].agrees)
			fail_msg("case %u: over %d winner %s reason %s token %s set %d turn %zu agrees %d",
				 i, o.over, w ? w : "null", zz_reason_name(o.reason),
				 zz_result_token(o.token), o.set, o.turn, o.agrees);
		if (cases[i].code == ZZ_CODE_NB)
			assert_int_equal(d.nr, 0);
		else if (d.nr != 1 || d.v[0].code != &zz_codes[cases[i].code])
			fail_msg("case %u: %zu diagnostics, want one, code %d", i, d.nr,
				 (int)cases[i].code);
		zz_replay_release(&m);
		zz_game_release(&g);
		zz_input_release(&in);
		zz_diag_release(&d);
	}
}

/* Every game the engine knows has a text side, and it is its own. */
static void test_kinds_have_text(void **state)
{
	size_t i;

	(void)state;
	for (i = 0; zz_kinds[i]; i++) {
		/* a kind's id is its place in the registration (lib/games.inc) */
		assert_int_equal(zz_kinds[i]->id, i);
		assert_ptr_equal(zz_text_kind(zz_kinds[i])->kind, zz_kinds[i]);
	}
	assert_int_equal(i, ZZ_GAMES_NB);
	/* the default kind, the first: Zertz (spec/TZAAR.md: a record without [Game] is Zertz) */
	assert_string_equal(zz_kinds[0]->name, "zertz");
}

/*
 * One game reused for every game of a stream (zz_game_reuse, as the
 * commands read) gives each game exactly as a fresh one does, across a
 * change of kind and back; what the earlier game held is gone.
 */
static void test_game_reuse(void **state)
{
	static const char text[] =
		"[Event \"one\"]\n[Board \"37\"]\n1. Wd7,c6 {first}\n2. Ga1,e6\n*\n\n"
		"[Game \"TZAAR\"]\n[Setup \"standard\"]\n1. xA5A4\n2. xI1I2 +H1H2\n*\n\n"
		"[Board \"48\"]\n1. Bd4\n*\n";
	struct zz_buf fresh = ZZ_BUF_INIT, reused = ZZ_BUF_INIT;
	struct zz_input in;
	struct zz_zgn_reader rd;
	struct zz_diag d;
	struct zz_game g;
	unsigned n = 0;

	(void)state;
	zz_diag_init(&d);
	assert_int_equal(read_all(text, &fresh, &d), 3);
	zz_input_init_mem(&in, "mem", text, strlen(text));
	zz_zgn_reader_init(&rd, &in, &d);
	zz_game_init(&g);
	while (zz_zgn_read(&rd, &g) == 1) {
		if (n++)
			zz_buf_addch(&reused, '\n');
		zz_zgn_write(&reused, &g);
		zz_game_reuse(&g);
		/* empty again, as zz_game_init() leaves it */
		assert_int_equal(g.nr_tags, 0);
		assert_int_equal(g.nr_turns, 0);
		assert_ptr_equal(g.kind, &zz_kind_zertz);
		assert_string_equal(g.format, "zgn");
		assert_int_equal(g.declared, ZZ_RESULT_NONE);
		assert_int_equal(g.flags, 0);
	}
	zz_game_release(&g);
	zz_input_release(&in);
	assert_int_equal(n, 3);
	assert_string_equal(reused.buf, fresh.buf);
	assert_non_null(strstr(reused.buf, "[Game \"TZAAR\"]"));
	zz_buf_release(&fresh);
	zz_buf_release(&reused);
	zz_diag_release(&d);
}

/*
 * Tags as read, kept with the game: a repeated tag takes the later value
 * whether it is shorter or longer, a value longer than a block of the
 * game's text is whole, escapes are undone, and a reused game holds the
 * next record's tags, not the last one's.
 */
static void test_game_tags(void **state)
{
	struct zz_buf text = ZZ_BUF_INIT, want = ZZ_BUF_INIT;
	struct zz_input in;
	struct zz_zgn_reader rd;
	struct zz_diag d;
	struct zz_game g;
	size_t i;

	(void)state;
	for (i = 0; i < 10000; i++)
		zz_buf_addch(&want, (char)('a' + i % 26));
	zz_buf_addstr(&text, "[Event \"a long name for an event\"]\n[Event \"short\"]\n"
		      "[Site \"x\"]\n[Site \"a longer site than before\"]\n[Long \"");
	zz_buf_addstr(&text, want.buf);
	zz_buf_addstr(&text, "\"]\n[Esc \"say \\\"hi\\\" \\\\ tab\\t\"]\n[Board \"37\"]\n1. Wd7,c6\n*\n\n"
		      "[Event \"two\"]\n[Board \"37\"]\n1. Wd7,c6\n*\n");
	zz_diag_init(&d);
	zz_input_init_mem(&in, "mem", text.buf, text.len);
	zz_zgn_reader_init(&rd, &in, &d);
	zz_game_init(&g);
	assert_int_equal(zz_zgn_read(&rd, &g), 1);
	assert_int_equal(g.nr_tags, 5);
	assert_string_equal(zz_game_tag(&g, "Event"), "short");
	assert_string_equal(zz_game_tag(&g, "Site"), "a longer site than before");
	assert_string_equal(zz_game_tag(&g, "Long"), want.buf);
	assert_string_equal(zz_game_tag(&g, "Esc"), "say \"hi\" \\ tab\t");
	assert_string_equal(zz_game_tag(&g, "Board"), "37");
	assert_null(zz_game_tag(&g, "Even"));
	assert_null(zz_game_tag(&g, "Events"));
	assert_int_equal(d.nr, 2);	/* the two repeated tags */
	zz_game_reuse(&g);
	assert_int_equal(zz_zgn_read(&rd, &g), 1);
	assert_int_equal(g.nr_tags, 2);
	assert_string_equal(zz_game_tag(&g, "Event"), "two");
	assert_null(zz_game_tag(&g, "Long"));
	assert_int_equal(zz_game_set_tag(&g, "Event", "three", NULL), 1);
	assert_int_equal(zz_game_set_tagn(&g, "Roundabout", 5, "4", 1, NULL), 0);
	assert_string_equal(zz_game_tag(&g, "Round"), "4");
	zz_game_cut_tags(&g, 1);
	assert_int_equal(g.nr_tags, 1);
	assert_string_equal(zz_game_tag(&g, "Event"), "three");
	zz_game_release(&g);
	zz_input_release(&in);
	zz_diag_release(&d);
	zz_buf_release(&text);
	zz_buf_release(&want);
}

/*
 * Days of the Gregorian calendar: the month lengths and the leap years
 * (every fourth, but not the century years except every fourth of them),
 * within years of four digits.
 */
static void test_date_valid(void **state)
{
	static const struct { int y, m, d; bool ok; } cases[] = {
		{ 2025, 1, 31, true }, { 2025, 2, 28, true }, { 2025, 2, 29, false },
		{ 2024, 2, 29, true }, { 2024, 2, 30, false }, { 1900, 2, 29, false },
		{ 2000, 2, 29, true }, { 2025, 4, 30, true }, { 2025, 4, 31, false },
		{ 2025, 6, 31, false }, { 2025, 9, 31, false }, { 2025, 11, 31, false },
		{ 2025, 12, 31, true }, { 2025, 13, 1, false }, { 2025, 0, 1, false },
		{ 2025, 1, 0, false }, { 2025, 1, 32, false }, { 999, 1, 1, false },
		{ 1000, 1, 1, true }, { 9999, 12, 31, true }, { 10000, 1, 1, false },
	};
	size_t i;

	(void)state;
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		assert_int_equal(zz_date_valid(cases[i].y, cases[i].m, cases[i].d), cases[i].ok);
}

static void expect_words(const char *comment, unsigned nag, const char *want)
{
	struct zz_buf out = ZZ_BUF_INIT;

	zz_comment_words(&out, comment, nag, "first player (ann)");
	assert_string_equal(out.buf ? out.buf : "", want);
	zz_buf_release(&out);
}

/*
 * The analysis's commands in words for people (text.h), the marks as
 * spec/ANALYSIS.md 2 names them; the words expected written out here.
 */
static void test_comment_words(void **state)
{
	(void)state;
	/* no command: the comment as it is */
	expect_words("a fine move [%clk 0:01:00]", 0, "a fine move [%clk 0:01:00]");
	expect_words("", 0, "");
	/* a win, played */
	expect_words("[%win 2]", 0, "first player (ann) had a forced win in 2");
	/* ? a missed win, and the winning turn */
	expect_words("[%win 2] [%best Gd4,b2]", 2, "a missed win in 2; winning was Gd4,b2");
	/* ?? a blunder that also missed a win */
	expect_words("[%win 1] [%best Wb4,c2 x Wb1Gc1]", 4,
		     "a blunder: the opponent now has a forced win; first player (ann) had a forced win "
		     "in 1; winning was Wb4,c2 x Wb1Gc1");
	/* ! and the box */
	expect_words("[%win 2]", 1, "the only winning turn; first player (ann) had a forced win in 2");
	expect_words("", 7, "");
	expect_words("[%lost 2]", 7, "the only turn that does not lose; first player (ann) was lost in 2");
	/* lost, unknown; a person's words kept after the analysis's */
	expect_words("[%lost 2]", 0, "first player (ann) was lost in 2");
	expect_words("[%unknown]", 0, "unknown at this budget");
	expect_words("what a game [%win 2] [%best Gd4,b2]", 2,
		     "a missed win in 2; winning was Gd4,b2; what a game");
	/* a command of another name, or cut short, is a person's text */
	expect_words("[%winner 2] [%win 3", 0, "[%winner 2] [%win 3");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_zgn_canonical),
		cmocka_unit_test(test_date_valid),
		cmocka_unit_test(test_zgn_many_games),
		cmocka_unit_test(test_zgn_line_ends),
		cmocka_unit_test(test_zgn_reference_header),
		cmocka_unit_test(test_zgn_reference_values),
		cmocka_unit_test(test_zgn_transcript_actions),
		cmocka_unit_test(test_zgn_transcript_board),
		cmocka_unit_test(test_zgn_input_long_line),
		cmocka_unit_test(test_input_line_ends),
		cmocka_unit_test(test_input_nul),
		cmocka_unit_test(test_zgn_outcome),
		cmocka_unit_test(test_zgn_outcome_decided),
		cmocka_unit_test(test_kinds_have_text),
		cmocka_unit_test(test_game_reuse),
		cmocka_unit_test(test_game_tags),
		cmocka_unit_test(test_read_error_mid_game),
		cmocka_unit_test(test_comment_words),
	};
	zz_test_filter();
	return cmocka_run_group_tests_name("zgn", tests, NULL, NULL);
}
