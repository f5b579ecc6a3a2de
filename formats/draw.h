#ifndef ZZ_DRAW_H
#define ZZ_DRAW_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "replay.h"

/*
 * Drawing a game, whatever the game: the options every drawing takes, and
 * each game's drawing table (struct zz_draw_kind, reached through the
 * game's text table: zz_text_kind(g->kind)->draw), which replays a game
 * keeping every position and draws any of them as SVG or as text, or the
 * whole game on a sheet.  zertz render and the web pages draw through it
 * and know no game.
 */

enum zz_removed_style { ZZ_REMOVED_HIDE, ZZ_REMOVED_GHOST };
enum zz_coords_style { ZZ_COORDS_EDGE, ZZ_COORDS_ALL, ZZ_COORDS_NONE };
enum zz_page { ZZ_PAGE_NONE, ZZ_PAGE_A4, ZZ_PAGE_LETTER };

/*
 * The turns a sheet draws (--diagrams LIST, --every N): the positions
 * after the turns of its ranges, after every turn of a kind its words
 * name, and after every N-th turn.  Nothing given: a compact choice, so
 * that a long game fits a few pages (zz_pick_turns).
 */
enum {
	ZZ_PICK_START = 1,	/* the position before the first turn */
	ZZ_PICK_CAPTURES = 2,	/* after each capture */
	ZZ_PICK_ISOLATIONS = 4, /* after each turn that isolated rings */
	ZZ_PICK_END = 8,	/* the last position */
	ZZ_PICK_ALL = 16,	/* every position */
	ZZ_PICK_MARKS = 32	/* after each marked turn (!, ??, $12 ...) */
};
struct zz_pick_range {
	unsigned long lo, hi;
};
struct zz_pick {
	struct zz_pick_range *ranges; /* owned: zz_pick_release */
	size_t nranges, alloc;
	unsigned words;	     /* ZZ_PICK_* */
	unsigned long every; /* 0: not given */
};

struct zz_render_opts {
	enum zz_removed_style removed;
	enum zz_coords_style coords;
	bool flip;		/* mirror left to right */
	bool rotate;		/* turn by half a turn: the other side's view */
	bool ansi;		/* ASCII: colour escapes */
	bool unicode;		/* ASCII: Unicode symbols */
	unsigned size;		/* SVG: width in pixels (a sheet: the whole) */
	bool size_set;		/* --size was given */
	unsigned columns;	/* SVG sheet: diagrams a row, 0 to choose */
	enum zz_page page;	/* SVG sheet: on paper of this size */
	const char *css;	/* SVG: style sheet replacing the default, or NULL */
	struct zz_pick pick;	/* SVG sheet: the turns drawn */
	bool trays;		/* SVG sheet: trays under every diagram */
	bool legend;		/* SVG: a key to the marks of the last turn */
	bool rings_named;	/* SVG, Zèrtz: each ring's name in data-at (a page to click on) */
};

void zz_render_opts_init(struct zz_render_opts *o);

/*
 * Add LIST (items separated by commas: N, N-M, N-, -M, or the words
 * start, captures, isolations, end, all) to p: 0, or -1 with what is
 * wrong in err.
 */
int zz_pick_parse(struct zz_pick *p, const char *list, struct zz_buf *err);
void zz_pick_release(struct zz_pick *p);
/*
 * The positions a sheet of a game of n turns draws, after turn k (0: the
 * start), into idx (n + 1 of them at most): how many.  what[k]: what turn
 * k did, ZZ_PICK_CAPTURES, ZZ_PICK_ISOLATIONS, ZZ_PICK_MARKS (what[0] is
 * not read); start_set: the game starts from a position of its own.
 * Nothing picked: the marked turns, and as many diagrams as every N-th
 * turn would give, N the least that keeps to most (0: 24) less the marked
 * turns (8 at least), spread evenly over the game, both players' turns
 * among them (every turn of a short game), and always the end; the start
 * when it was set.
 */
size_t zz_pick_turns(const struct zz_pick *p, const unsigned *what, size_t n, bool start_set, size_t most,
		     size_t *idx);

/*
 * A game replayed to be drawn: its positions after 0 .. n turns, in the
 * game's own form (state).  failed: turn n + 1 is illegal, and the
 * diagnostics given to the replay say why.
 */
struct zz_drawing {
	const struct zz_draw_kind *draw;
	const struct zz_game *game;
	size_t n;
	bool failed;
	void *state;
};

struct zz_draw_kind {
	/* replay g into dr, every position kept; what is wrong into d */
	void (*replay)(struct zz_drawing *dr, struct zz_game *g, struct zz_diag *d);
	void (*release)(struct zz_drawing *dr);
	/*
	 * The position after k turns (k <= n): in SVG; as text, the turn
	 * just played above the board.
	 */
	void (*svg)(struct zz_buf *out, const struct zz_drawing *dr, size_t k,
		    const struct zz_render_opts *o);
	void (*text)(struct zz_buf *out, const struct zz_drawing *dr, size_t k,
		     const struct zz_render_opts *o);
	/*
	 * Every position on a sheet.  page: 0 for every page, one under
	 * another, or K for the K-th alone; returns the number of pages (1
	 * for a sheet not on paper, whatever page asks).
	 */
	size_t (*sheet)(struct zz_buf *out, const struct zz_drawing *dr,
			const struct zz_render_opts *o, size_t page);
	/*
	 * The position string s (zertz(5)) alone, in SVG or as text: 0, or
	 * -1 with why in err.
	 */
	int (*position)(struct zz_buf *out, const char *s, bool svg,
			const struct zz_render_opts *o, struct zz_buf *err);
	/*
	 * zertz replay, after the turns m has replayed: the board as text
	 * (the turn just played marked, no caption); the heading of the
	 * turn just played ("12. bob: ..." and what it captured); the result
	 * line ("result: 1-0, ...").  Names are shown safe (shown.h).
	 */
	void (*board)(struct zz_buf *out, const struct zz_replay *m, const struct zz_render_opts *o);
	void (*heading)(struct zz_buf *out, const struct zz_replay *m);
	void (*result_line)(struct zz_buf *out, const struct zz_replay *m);
	/*
	 * The position m has reached, the turn just played marked (none
	 * after an illegal turn): in SVG, or as text with the turn above
	 * the board (the library's zz_replay_draw).
	 */
	void (*now)(struct zz_buf *out, const struct zz_replay *m, bool svg,
		    const struct zz_render_opts *o);
	/* who played turn k + 1 (k < n): 0, the first player, or 1 */
	unsigned (*mover)(const struct zz_drawing *dr, size_t k);
	/* the result in words ("1-0, Alice wins ..."), of a replay not failed */
	void (*result)(struct zz_buf *out, const struct zz_drawing *dr);
};

/* zz_text_kind(g->kind)->draw->replay(dr, g, d): false when g's game has no drawings */
bool zz_drawing_make(struct zz_drawing *dr, struct zz_game *g, struct zz_diag *d);
void zz_drawing_release(struct zz_drawing *dr);

#endif
