#ifndef ZZ_TRANSCRIPT_H
#define ZZ_TRANSCRIPT_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "diag.h"

/*
 * Zertz3D transcripts (FORMATS.md 5.2): optional "# Seed:", "# Rings:",
 * "# Variant:" and "# Player N:" headers, then one action per line,
 *
 *	Player 1: {'action': 'PUT', 'marble': 'w', 'dst': 'C1', 'remove': 'E1'}
 *	Player 2: {'action': 'CAP', 'marble': 'b', 'src': 'G3', 'dst': 'G1',
 *		   'capture': 'g', 'cap': 'G2'}
 *
 * (one line each, one capture hop per line), 'PASS' for a pass, and an
 * optional "# comment" after the closing brace.  The ZGN reader turns each
 * action into the official notation of that hop or turn and reads it as a
 * line of a Zertz3D notation file.
 */

/* Whether the first line of a record s[0 .. len) starts a transcript. */
bool zz_transcript_detect(const char *s, size_t len);

struct zz_transcript_action {
	char notation[16];	/* "Wc1,e1", "x g3Gg1" or "-" */
	char cells[3][3];	/* the cells named, lower case, for the board */
	unsigned nr_cells;
	size_t comment, comment_len;	/* a trailing "# ..." (0, 0: none) */
};

/*
 * Parse the action line s[0 .. len).  Returns 1 with *a filled in, 0 when
 * the line is not an action ("Player N: {" does not start it), or -1 with
 * the fault said where w says (at its column of w's loc, the line's start)
 * and its byte offset in *col.
 */
int zz_transcript_parse(const char *s, size_t len, struct zz_transcript_action *a, const struct zz_said *w,
			size_t *col);

/* Transcripts as the ZGN reader reads them (zgn.h): each seed starts a game. */
extern const struct zz_line_format zz_transcript_lines;

#endif
