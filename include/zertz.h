#ifndef ZERTZ_H
#define ZERTZ_H

/*
 * libzertz: read game records of Zèrtz in every format zertz(1) reads,
 * replay them by the rules, and write them, their positions and diagrams.
 * This header is the whole public interface; link with
 * `pkg-config --cflags --libs zertz`.
 *
 *   read games          zz_records_open_file(), zz_records_next(),
 *                       zz_records_close()
 *   ask a game          zz_game_tag(), zz_game_turns(), zz_game_write(),
 *                       zz_game_free()
 *   replay and judge    zz_replay_new(), zz_replay_step(), zz_replay_run(),
 *                       zz_replay_position(), zz_replay_result(),
 *                       zz_replay_draw(), zz_replay_free()
 *   diagnostics         zz_diag_new(), zz_diag_errors(), zz_diag_text(),
 *                       zz_diag_clear(), zz_diag_free()
 *
 * Conventions: every type is opaque, made by its _new or _open function
 * and freed by its _free or _close; arguments are borrowed; a returned
 * char * is the caller's to free(); functions return 0 (or a count) on
 * success and -1 (or NULL) on failure, and never exit.  Formats are named
 * as on the command line ("zgn", "sgf", "json", "jsonl", "yaml",
 * "zertz3d"; "auto" when reading).  Memory exhaustion is the one failure
 * that is not returned: the handler set with zz_set_oom_handler() is
 * called, and by default it aborts.
 *
 * A minimal program, which prints the final position of every game:
 *
 *	struct zz_diag *d = zz_diag_new();
 *	struct zz_records *r = zz_records_open_file(fp, "game.zgn", "auto", NULL, d);
 *	struct zz_game *g;
 *
 *	while (zz_records_next(r, &g) == 1) {
 *		struct zz_replay *p = zz_replay_new(g, d);
 *		char *pos;
 *
 *		zz_replay_run(p);
 *		pos = zz_replay_position(p);
 *		puts(pos);
 *		free(pos);
 *		zz_replay_free(p);
 *		zz_game_free(g);
 *	}
 *	zz_records_close(r);
 *	zz_diag_free(d);
 */

#include <stddef.h>
#include <stdio.h>

#define ZERTZ_VERSION "0.4.0"

#ifdef __cplusplus
extern "C" {
#endif

struct zz_diag;
struct zz_records;
struct zz_game;
struct zz_replay;

/*
 * Called when memory runs out; it must not return (abort, longjmp, exit).
 * NULL restores the default, which prints a line and aborts.
 */
void zz_set_oom_handler(void (*fn)(void));

/* A sink of diagnostics: every problem found while reading and replaying. */
struct zz_diag *zz_diag_new(void);
void zz_diag_free(struct zz_diag *d);
/* Forget the diagnostics gathered so far. */
void zz_diag_clear(struct zz_diag *d);
size_t zz_diag_errors(const struct zz_diag *d);
size_t zz_diag_warnings(const struct zz_diag *d);
/* The diagnostics as zertz(1) prints them, one "file:line:col: ..." a line. */
char *zz_diag_text(const struct zz_diag *d);

/*
 * A stream of records read from fp (borrowed, left open) or from memory
 * (borrowed, must outlive the stream).  name is for messages; format is
 * "auto" or one of the formats read; rules (may be NULL) are rule options
 * "name=value,..." that override each game's own.  Problems go to d,
 * which keeps name: the games read and the diagnostics may outlive the
 * stream, but not the sink (free it last).
 * NULL when format is not a format's name, or when rules is wrong (said
 * in d).
 */
struct zz_records *zz_records_open_file(FILE *fp, const char *name,
					const char *format, const char *rules,
					struct zz_diag *d);
struct zz_records *zz_records_open_mem(const void *data, size_t len,
				       const char *name, const char *format,
				       const char *rules, struct zz_diag *d);
/* 1 and the next game in *g (the caller's), 0 at the end, -1 on a read error. */
int zz_records_next(struct zz_records *r, struct zz_game **g);
void zz_records_close(struct zz_records *r);

void zz_game_free(struct zz_game *g);
/* The value of a tag ("Event", "First", ...), or NULL; it lives as the game. */
const char *zz_game_tag(const struct zz_game *g, const char *name);
/* The number of turns recorded. */
size_t zz_game_turns(const struct zz_game *g);
/*
 * The game written in format, or NULL when that format cannot hold it
 * (said in d) or format is not a format's name.  Write a game replayed with zz_replay_run() to get it in
 * canonical form.
 */
char *zz_game_write(const struct zz_game *g, const char *format,
		    struct zz_diag *d);

/*
 * Replaying g (borrowed; the replay completes it in place: colours of
 * jumped marbles, isolation claims) by its rules; problems go to d.  NULL
 * when the record's set-up (board, rules, start) could not be read: its
 * diagnostics say why.
 */
struct zz_replay *zz_replay_new(struct zz_game *g, struct zz_diag *d);
void zz_replay_free(struct zz_replay *p);
/* The next turn: 1 applied, 0 none left, -1 illegal (said; replay over). */
int zz_replay_step(struct zz_replay *p);
/*
 * The rest of the game, as zertz validate does: to the end, judging the
 * declared result, or to the first illegal turn.  0, or -1: invalid.
 */
int zz_replay_run(struct zz_replay *p);
/* Turns applied so far. */
size_t zz_replay_turn(const struct zz_replay *p);
/* The position now, as a position string (zertz(5)). */
char *zz_replay_position(const struct zz_replay *p);
/* The position now as a diagram, of a Zertz or a TZAAR game: "ascii" or
 * "svg"; NULL for another kind of diagram. */
char *zz_replay_draw(const struct zz_replay *p, const char *kind);

/* How a game ended, as zertz(1) reports it (strings as in its JSON). */
struct zz_game_result {
	int over;		/* 1 when the game is over */
	const char *winner;	/* "first", "second", "none", "both-lose"; NULL */
	const char *reason;	/* "win", "board-full", ..., "unfinished" */
	size_t turn;		/* turns played when it ended */
	const char *token;	/* "1-0", "0-1", "1/2-1/2", "0-0", "*" */
	const char *declared;	/* the record's result token, or NULL */
	int agrees;		/* 1, 0, or -1 when nothing is declared */
};
void zz_replay_result(const struct zz_replay *p, struct zz_game_result *out);

#ifdef __cplusplus
}
#endif

#endif
