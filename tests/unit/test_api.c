/*
 * The public interface, <zertz.h> alone, as a program that links
 * libzertz uses it: reading records from memory and from a file, tags,
 * writing every format, replaying step by step and whole, drawings, the
 * result, the diagnostics, and each way a call refuses.  The expected
 * values are the samples' (their moves, written out there) and the rules'.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "zertz.h"

/* samples/isolation.zgn: six turns, the fifth an isolation, the sixth a capture */
static const char isolation[] =
	"[Event \"api\"]\n[First \"alice\"]\n[Second \"bob\"]\n[Board \"37\"]\n\n"
	"1. Wd7,c6\n2. Ga1,e6\n3. Bg1,f5\n4. Ba4,e5\n5. Wb1,d6 x Wd7 {cut off}\n6. x a1Wc1\n*\n";

static struct zz_game *first_game(const char *text, const char *format, const char *rules,
				  struct zz_diag *d)
{
	struct zz_records *r = zz_records_open_mem(text, strlen(text), "mem", format, rules, d);
	struct zz_game *g = NULL;

	assert_non_null(r);
	assert_int_equal(zz_records_next(r, &g), 1);
	zz_records_close(r);
	return g;
}

static void test_api_step_by_step(void **state)
{
	struct zz_diag *d = zz_diag_new();
	struct zz_game *g = first_game(isolation, "auto", NULL, d);
	struct zz_replay *p;
	struct zz_game_result res;
	char *s;
	int k;

	(void)state;
	assert_string_equal(zz_game_tag(g, "First"), "alice");
	assert_null(zz_game_tag(g, "Round"));
	assert_int_equal(zz_game_turns(g), 6);
	p = zz_replay_new(g, d);
	assert_non_null(p);
	for (k = 1; k <= 6; k++) {
		assert_int_equal(zz_replay_step(p), 1);
		assert_int_equal(zz_replay_turn(p), k);
	}
	assert_int_equal(zz_replay_step(p), 0);
	zz_replay_result(p, &res);
	/* marbles in every pool: the game goes on */
	assert_int_equal(res.over, 0);
	assert_string_equal(res.token, "*");
	assert_string_equal(res.reason, "unfinished");
	assert_string_equal(res.declared, "*");
	assert_int_equal(res.turn, 6);
	s = zz_replay_position(p);
	assert_true(!strncmp(s, "37 ", 3));
	free(s);
	/* the drawings: ASCII with the players, SVG, and no other kind */
	s = zz_replay_draw(p, "ascii");
	assert_non_null(strstr(s, "6. second player (bob): x a1Wc1"));
	assert_non_null(strstr(s, "alice"));
	free(s);
	s = zz_replay_draw(p, "svg");
	assert_true(!strncmp(s, "<?xml", 5));
	free(s);
	assert_null(zz_replay_draw(p, "png"));
	assert_null(zz_replay_draw(p, NULL));
	assert_int_equal(zz_diag_errors(d), 0);
	zz_replay_free(p);
	zz_replay_free(NULL);
	zz_game_free(g);
	zz_game_free(NULL);
	zz_diag_free(d);
}

/* The game replayed whole, then written in every format zertz writes. */
static void test_api_write(void **state)
{
	static const char *const formats[] = { "zgn", "json", "jsonl", "yaml", "sgf", "zertz3d", NULL };
	struct zz_diag *d = zz_diag_new();
	struct zz_game *g = first_game(isolation, "zgn", NULL, d);
	struct zz_replay *p = zz_replay_new(g, d);
	size_t k;

	(void)state;
	assert_int_equal(zz_replay_run(p), 0);
	for (k = 0; formats[k]; k++) {
		char *text = zz_game_write(g, formats[k], d);
		struct zz_game *again;

		assert_non_null(text);
		/* each reads back to the same game */
		again = first_game(text, "auto", NULL, d);
		assert_int_equal(zz_game_turns(again), 6);
		zz_game_free(again);
		free(text);
	}
	/* a position string is no record, and a name that is no format */
	assert_null(zz_game_write(g, "position", d));
	assert_null(zz_game_write(g, "png", d));
	assert_null(zz_game_write(g, NULL, d));
	assert_int_equal(zz_diag_errors(d), 0);
	zz_replay_free(p);
	zz_game_free(g);
	zz_diag_free(d);
}

/* A 40-ring board: Boardspace's SGF cannot hold it, said in the sink. */
static void test_api_cannot_hold(void **state)
{
	struct zz_diag *d = zz_diag_new();
	struct zz_game *g = first_game("[Board \"40\"]\n\n1. Wd4,a1\n", "auto", NULL, d);
	char *text;

	(void)state;
	assert_null(zz_game_write(g, "sgf", d));
	assert_int_equal(zz_diag_errors(d), 1);
	text = zz_diag_text(d);
	assert_non_null(strstr(text, "error: the output format cannot hold the game: sgf: "));
	free(text);
	zz_diag_clear(d);
	assert_int_equal(zz_diag_errors(d), 0);
	zz_game_free(g);
	zz_diag_free(d);
}

/* What a call refuses: a format or rules that are wrong, a set-up not read. */
static void test_api_refusals(void **state)
{
	struct zz_diag *d = zz_diag_new();
	struct zz_game *g;
	char *text;

	(void)state;
	assert_null(zz_records_open_mem("x", 1, "mem", "png", NULL, d));
	assert_int_equal(zz_diag_errors(d), 0);
	assert_null(zz_records_open_mem("x", 1, "mem", "auto", "free-ring=sometimes", d));
	assert_int_equal(zz_diag_errors(d), 1);
	text = zz_diag_text(d);
	assert_non_null(strstr(text, "error: invalid rule option: "));
	free(text);
	zz_diag_clear(d);
	/* a board that is none: no replay */
	g = first_game("[Board \"38\"]\n\n1. Wd4,a1\n", "auto", NULL, d);
	assert_null(zz_replay_new(g, d));
	assert_int_equal(zz_diag_errors(d), 1);
	zz_game_free(g);
	zz_diag_free(d);
	zz_diag_free(NULL);
}

/* An illegal turn ends the replay: -1, the error said, the result as far as it went. */
static void test_api_invalid(void **state)
{
	struct zz_diag *d = zz_diag_new();
	struct zz_game *g = first_game("[Board \"37\"]\n\n1. Wd4,a1\n2. Bd4,b1\n", "auto",
				       "missed-capture=stand", d);
	struct zz_replay *p = zz_replay_new(g, d);
	struct zz_game_result res;

	(void)state;
	assert_int_equal(zz_replay_step(p), 1);
	assert_int_equal(zz_replay_step(p), -1);
	assert_int_equal(zz_replay_run(p), -1);
	assert_int_equal(zz_replay_turn(p), 1);
	assert_int_equal(zz_diag_errors(d), 1);
	zz_replay_result(p, &res);
	assert_null(res.declared);
	assert_int_equal(res.agrees, -1);
	zz_replay_free(p);
	zz_game_free(g);
	zz_diag_free(d);
}

/*
 * A TZAAR game replays and is drawn: White's first turn is one capture
 * (TZAAR.md), xA5A4 moves the stack on A5 onto A4, so A5 is empty.
 */
static void test_api_tzaar(void **state)
{
	struct zz_diag *d = zz_diag_new();
	struct zz_game *g = first_game("[Game \"TZAAR\"]\n[Setup \"standard\"]\n\n1. xA5A4\n", "auto", NULL, d);
	struct zz_replay *p = zz_replay_new(g, d);
	char *s;

	(void)state;
	assert_int_equal(zz_replay_run(p), 0);
	s = zz_replay_draw(p, "ascii");
	assert_true(!strncmp(s, "1. first player: xA5A4\n", 23));
	assert_non_null(strstr(s, " A5. "));
	free(s);
	s = zz_replay_draw(p, "svg");
	assert_true(!strncmp(s, "<?xml", 5));
	assert_non_null(strstr(s, "<title>TZAAR"));
	free(s);
	assert_null(zz_replay_draw(p, "png"));
	zz_replay_free(p);
	zz_game_free(g);
	zz_diag_free(d);
}

/*
 * A LittleGolem game in progress cut after the first action of a turn:
 * that turn is not played, and leaves no trace in the position the replay
 * ends on (the same as the game without it).
 */
static void test_api_tzaar_cut(void **state)
{
	static const char head[] = "(;FF[TZAAR]VA[STANDARD]PB[b]PW[w]"
		"POS[CCCCccBBBbccbAAabccbaCcabccbacCABCCBACcABCCBAaaBCCBbbbCCcccc];W[kskr]";
	char cut[256], whole[256], *pos[2];
	const char *text[2] = { cut, whole };
	int k;

	(void)state;
	snprintf(cut, sizeof(cut), "%s;B[sksl])\n", head);
	snprintf(whole, sizeof(whole), "%s)\n", head);
	for (k = 0; k < 2; k++) {
		struct zz_diag *d = zz_diag_new();
		struct zz_game *g = first_game(text[k], "auto", NULL, d);
		struct zz_replay *p = zz_replay_new(g, d);

		assert_int_equal(zz_replay_run(p), 0);
		pos[k] = zz_replay_position(p);
		assert_non_null(pos[k]);
		zz_replay_free(p);
		zz_game_free(g);
		zz_diag_free(d);
	}
	assert_string_equal(pos[0], pos[1]);
	free(pos[0]);
	free(pos[1]);
}

/* A file, read to its end; warnings counted apart from errors. */
static void test_api_file(void **state)
{
	struct zz_diag *d = zz_diag_new();
	FILE *fp = tmpfile();
	struct zz_records *r;
	struct zz_game *g;
	int n = 0;

	(void)state;
	assert_non_null(fp);
	fputs("[Board \"37\"]\n[Board \"37\"]\n\n1. Wd4,a1\n\n[Board \"37\"]\n\n1. Wd4,a1\n", fp);
	rewind(fp);
	r = zz_records_open_file(fp, "tmp", "auto", NULL, d);
	assert_non_null(r);
	while (zz_records_next(r, &g) == 1) {
		n++;
		zz_game_free(g);
	}
	zz_records_close(r);
	zz_records_close(NULL);
	assert_int_equal(n, 2);
	/* the tag given twice */
	assert_int_equal(zz_diag_warnings(d), 1);
	assert_int_equal(zz_diag_errors(d), 0);
	fclose(fp);
	zz_diag_free(d);
}

static void oom(void)
{
	abort();
}

static void test_api_oom_handler(void **state)
{
	(void)state;
	zz_set_oom_handler(oom);
	zz_set_oom_handler(NULL);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_api_step_by_step),
		cmocka_unit_test(test_api_write),
		cmocka_unit_test(test_api_cannot_hold),
		cmocka_unit_test(test_api_refusals),
		cmocka_unit_test(test_api_invalid),
		cmocka_unit_test(test_api_tzaar),
		cmocka_unit_test(test_api_tzaar_cut),
		cmocka_unit_test(test_api_file),
		cmocka_unit_test(test_api_oom_handler),
	};
	/* the one test the mutation check names (zz_test.h: zz_test_filter) */
	const char *only = getenv("ZZ_UNIT_TEST");

	if (only && *only)
		cmocka_set_test_filter(only);
	return cmocka_run_group_tests_name("api", tests, NULL, NULL);
}
