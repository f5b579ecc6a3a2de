#ifndef ZZ_TEXT_H
#define ZZ_TEXT_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"

struct zz_game;

/*
 * Text of old records: decode bytes to UTF-8.  Valid UTF-8 is kept as it
 * is; otherwise every byte that does not start a valid UTF-8 sequence is
 * read as Latin-1, except Boardspace's escape for Cyrillic (byte 0xF0
 * followed by two hex digits hh, meaning U+04hh).  Returns true when a
 * fallback was needed.
 */
bool zz_text_decode(const char *s, size_t n, struct zz_buf *out);

/*
 * A move's comment as ZGN and ZEN write it inside { }: '}' and '\' escaped
 * with '\', a carriage return (a line end to the line reader) as "\r".
 */
void zz_text_comment(struct zz_buf *out, const char *comment);

/*
 * A turn's comment as a person reads it (the sheet, replay): the
 * analysis's commands (zertz analyze -t: [%win N], [%lost N], [%unknown],
 * [%best TURN]) in words, after what the turn's mark means (nag: $1 !,
 * $2 ?, $4 ??, $7 box; spec/ANALYSIS.md 2) and before the rest of the
 * comment, as it is.  mover: who played the turn ("first player").
 * A comment of no command is copied as it is; a record keeps the
 * commands, which tools read.
 */
void zz_comment_words(struct zz_buf *out, const char *comment, unsigned nag, const char *mover);
/*
 * Whether comment c has the command [%name VALUE] (ANALYSIS.md: [%win 2],
 * [%best Gd4,b2]); its value, "" for [%name], into v.
 */
bool zz_comment_command(const char *c, const char *name, struct zz_buf *v);
/*
 * Comment c without the analysis's commands ([%win], [%lost], [%unknown],
 * [%best]) and the blanks after each, nor blanks or line ends at its end,
 * added to out: the person's words of it (c NULL: none).
 */
void zz_comment_strip(struct zz_buf *out, const char *c);
/*
 * What a person reads of turn k (k from 0): its comment in words
 * (zz_comment_words); with no comment, in an analysed record (its
 * "Analysis" tag), what its mark means.  Nothing when there is neither.
 */
void zz_turn_words(struct zz_buf *out, const struct zz_game *g, size_t k, const char *mover);
/*
 * Turn k's comment (k from 0) in words as a line of zertz replay,
 * "comment: ...\n", shown safe (a stranger's text: its lines kept, no
 * escape sequence), or nothing when the turn has none.  mover: who
 * played it (0 or 1).
 */
void zz_comment_line(struct zz_buf *out, const struct zz_game *g, size_t k, unsigned mover);

/*
 * Whether year y (1000 to 9999), month m (1 to 12) and day d name a day
 * of the Gregorian calendar: February has 29 days in a leap year.
 */
bool zz_date_valid(int y, int m, int d);

#endif
