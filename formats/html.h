#ifndef ZZ_HTML_H
#define ZZ_HTML_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"

/*
 * A game viewer for the web: one self-contained HTML page (no network, no
 * other file; it works from file://) holding the diagram of every position
 * as SVG, drawn by the game's SVG back end, and a few lines of plain
 * JavaScript that show one at a time: keys Left, Right, Home, End; a
 * slider; the move list with comments (a click goes to the move); the URL
 * fragment #turn=N; autoplay; the board flipped or rotated, its words kept
 * upright; a swipe; the record to download (a data URL).  Light and dark colour schemes (the reader's choice,
 * or the button); printing gives the header, the diagram shown and the
 * moves.  An analysed record's marks in colour in the list and the
 * caption, the previous and next marked turn (buttons, keys p and n),
 * the winning turn the frames draw shown or hidden (button, key w), and
 * a strip along the game of who had a forced win, turn by turn, and
 * where the marks fell (a click goes to the turn).  Game-neutral: the
 * caller draws the frames.
 */

struct zz_html_game {
	const char *title;		/* the page's title */
	const char *const *head;	/* header lines: event, players, ... */
	size_t nhead;
	const struct zz_buf *frames;	/* SVG of the position after k turns */
	size_t nframes;			/* turns + 1 */
	const char *const *moves;	/* moves[k]: turn k+1, its move alone */
	const long *clocks;		/* clocks[k]: the mover's clock after turn
					 * k+1 in ms, or -1; NULL: none */
	const char *const *comments;	/* comments[k]: of turn k+1, or NULL */
	const unsigned *nags;		/* nags[k]: turn k+1's mark (lib/game.h), or 0 */
	/*
	 * An analysed record: who had a forced win in the position after k
	 * turns (forced[k]: 0 none within the horizon, 1 the first player,
	 * 2 the second, 3 unknown at the budget), and that in words
	 * (facts[k]); both NULL when the record is not analysed.
	 */
	const unsigned char *forced;
	const char *const *facts;
	const char *back;		/* a link back (the index), or NULL */
	const char *record;		/* the game as ZGN, to download; or NULL */
	const char *record_name;	/* the name to save it as */
	/*
	 * Deflate (raw, RFC 1951) n bytes of in into out: 0, or -1 to write
	 * the frames as they are.  NULL: not packed.
	 */
	int (*deflate)(const void *in, size_t n, struct zz_buf *out);
};

void zz_html_game(struct zz_buf *out, const struct zz_html_game *g);

/* A row of the index of many games: the page and what it holds. */
struct zz_html_entry {
	const char *href;		/* the game's page, relative */
	const char *cells[7];		/* event, players, date, result, board, turns, source */
};

void zz_html_index(struct zz_buf *out, const char *title,
		   const struct zz_html_entry *e, size_t n);

/*
 * A page of puzzles (zertz puzzles): each its heading and where it is
 * from, its position drawn, a field to try a turn in (the page says
 * whether it is the first turn of the solution), and the solution behind
 * a button, its turns and the positions after them (packed as the
 * viewer's frames are, put in place by the script).  No network, as the
 * viewer; without the script, the position and the solution's turns show.
 */
struct zz_html_puzzle {
	const char *heading;	     /* "Puzzle 1: ..." */
	const char *line;	     /* where it is from, a sentence or two */
	const struct zz_buf *frames; /* the position, then after each turn of the solution */
	size_t nframes;
	const char *const *moves; /* the solution's turns, as the game's notation writes them */
	size_t nmoves;
};

/* deflate packs the solutions' frames, as zz_html_game's (NULL: not packed) */
void zz_html_puzzles(struct zz_buf *out, const char *title, const struct zz_html_puzzle *p, size_t n,
		     int (*deflate)(const void *in, size_t n, struct zz_buf *out));

/*
 * An opening explorer (zertz render -t html --explorer): positions, each
 * drawn (a frame each, packed as the viewer's are) and each with the
 * turns the games played from it, a turn leading to another of the
 * page's positions where it has one.  The page opens at the first root
 * (the roots: nodes 0 .. nroots - 1), shows the position, its turns in a
 * table (a click on one goes on), the way back, and keeps where it is in
 * the fragment (#node=N).  No network, as the viewer.
 */
struct zz_html_explorer_turn {
	const char *turn;			    /* as named from the position */
	bool recorded;				    /* no legal turn leads there: the record's words */
	unsigned long long games, won, drawn, lost; /* lost: for the side to move */
	long long rating;			    /* the side to move's average rating, 0: none */
	const char *last;			    /* the latest date, or NULL */
	long child;				    /* the node it leads to, or -1 */
};
struct zz_html_explorer_node {
	const char *label; /* a root's name ("37 rings"), or NULL */
	unsigned long long games;
	const struct zz_html_explorer_turn *turns;
	size_t nturns;
};
struct zz_html_explorer {
	const char *title;
	const char *const *head; /* lines under the title */
	size_t nhead;
	const struct zz_buf *frames; /* frames[k]: node k's position as SVG */
	const struct zz_html_explorer_node *nodes;
	size_t nnodes, nroots;
	int (*deflate)(const void *in, size_t n, struct zz_buf *out); /* as zz_html_game's */
};

void zz_html_explorer(struct zz_buf *out, const struct zz_html_explorer *x);

#endif
