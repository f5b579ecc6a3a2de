#ifndef ZZ_DIAG_H
#define ZZ_DIAG_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "fmt.h"

/*
 * Diagnostics: the library never prints.  Parsers and the replayer add
 * diagnostics to a struct zz_diag sink; cmd/ decides how to show them.
 *
 * Ownership: a sink owns the text of its diagnostics and notes.  The file
 * name in a struct zz_loc is borrowed: whoever fills it keeps it alive as
 * long as the diagnostic.
 */

/* 1-based line and byte column; offset is the 0-based byte offset. */
struct zz_loc {
	const char *file;
	unsigned line;
	unsigned col;
	size_t offset;
};

enum zz_level {
	ZZ_LEVEL_NOTE,
	ZZ_LEVEL_WARNING,
	ZZ_LEVEL_ERROR,
	ZZ_LEVEL_NB
};

/*
 * The diagnostics every game shares (of the text, the records, the
 * result), sorted by severity; each game's own, of its rules, are its
 * table (lib/kind.h: codes), in its folder.  Each has a fixed message, a
 * stable identifier, the bracketed name of the rule it enforces
 * (spec/RULES.md, spec/TZAAR.md, plus 'notation', 'result' and
 * 'game-over'), and for zertz explain an example and what to do.  Keep
 * zz_codes[] in diag.c in the same order.
 */
enum zz_code {
	/* notes: what a reader should know; the game is as it reads */
	ZZ_N_RESIGN_WITHDRAWN,
	ZZ_N_RAW_HISTORY,
	/* warnings */
	ZZ_W_NONCANONICAL,
	ZZ_W_LENIENT,
	ZZ_W_HOP_MERGED,
	ZZ_W_TURN_NUMBER,
	ZZ_W_DUPLICATE_TAG,
	ZZ_W_UNDECIDED_RESULT,
	ZZ_W_ENCODING,
	ZZ_W_VARIANT_BOARD,
	ZZ_W_IGNORED,
	ZZ_W_RESULT_OVERRULED,
	ZZ_W_EMPTY_MEMBER,
	ZZ_W_DATE,
	/* errors in the text */
	ZZ_E_NO_GAME,
	ZZ_E_SYNTAX,
	ZZ_E_TAG,
	ZZ_E_BOARD,
	ZZ_E_VARIANT,
	ZZ_E_RULE_OPTION,
	ZZ_E_POSITION,
	ZZ_E_NO_CELL,
	ZZ_E_SGF,
	ZZ_E_COMMAND,
	ZZ_E_UNSUPPORTED,
	ZZ_E_SCHEMA,
	ZZ_E_CANNOT_HOLD,
	ZZ_E_LIMIT,
	/* errors against the rules */
	ZZ_E_GAME_OVER,
	ZZ_E_RESULT,
	ZZ_CODE_NB
};

struct zz_code_info {
	const char *id;		/* stable identifier, e.g. "capture-forced" */
	enum zz_level level;
	const char *message;	/* fixed text, lower case, no full stop */
	const char *rule;	/* bracketed rule name, without brackets */
	const char *example;	/* a detail as a diagnostic gives it */
	const char *advice;	/* what to do about it */
};

/* the shared ones, by enum zz_code */
extern const struct zz_code_info zz_codes[ZZ_CODE_NB];

struct zz_note {
	struct zz_loc loc;	/* line 0: no location */
	char *text;
	struct zz_fmt said; /* text's format and arguments, for a translation */
	bool turn; /* loc is where a turn is written: the
				 * text as written is quoted after the
				 * note's where the source is at hand */
};

struct zz_diagnostic {
	const struct zz_code_info *code; /* &zz_codes[...] or a game's */
	enum zz_level level;		 /* code->level, or raised by -W error */
	struct zz_loc loc;
	char *detail;		/* may be NULL */
	struct zz_fmt said;	/* detail's format and arguments, for a translation */
	struct zz_note *notes;
	size_t nr_notes;
	bool summary; /* said of the whole game, after what it
				 * sums up: shown where it was said, not
				 * by its line (zz_diag_order) */
};

/*
 * A sink keeps at most max_kept diagnostics (ZZ_DIAG_MAX_KEPT unless set;
 * 0: all): the rest are counted, in count[] and in dropped[], not kept --
 * a file of junk lines is an error a line, and a million of them say no
 * more than a thousand.  zz_diag_add() returns ZZ_DIAG_DROPPED for one not
 * kept, which zz_diag_note() takes and ignores.
 */
#define ZZ_DIAG_MAX_KEPT 1000
#define ZZ_DIAG_DROPPED ((size_t)-1)

struct zz_diag {
	struct zz_diagnostic *v;
	size_t nr, alloc;
	unsigned count[ZZ_LEVEL_NB];
	unsigned long dropped[ZZ_LEVEL_NB];	/* counted, not kept */
	size_t max_kept;
	char **names;		/* owned: file names kept for locations */
	size_t nr_names, alloc_names;
};

void zz_diag_init(struct zz_diag *d);
void zz_diag_release(struct zz_diag *d);
/* Forget every diagnostic (keeps the storage and the names kept). */
void zz_diag_clear(struct zz_diag *d);
/* Move every diagnostic of src to the end of dst; src is left empty. */
void zz_diag_take(struct zz_diag *dst, struct zz_diag *src);
/*
 * A copy of name that lives as long as the sink, for the locations of a
 * source whose reader may be gone before its diagnostics are read.
 */
const char *zz_diag_keep_name(struct zz_diag *d, const char *name);

/*
 * Add a diagnostic; fmt (may be NULL) gives the detail printed after the
 * fixed message.  Returns the diagnostic's index for zz_diag_note().
 */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
size_t zz_diag_add(struct zz_diag *d, enum zz_code code,
		   const struct zz_loc *loc, const char *fmt, ...);
/* The same with a game's code (its table's entry). */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
size_t
zz_diag_add_code(struct zz_diag *d, const struct zz_code_info *code, const struct zz_loc *loc,
		 const char *fmt, ...);
/* The same with the arguments in a list (ap is used up). */
#if defined(__GNUC__)
__attribute__((format(printf, 4, 0)))
#endif
size_t
zz_diag_vadd_code(struct zz_diag *d, const struct zz_code_info *code, const struct zz_loc *loc,
		  const char *fmt, va_list ap);
/*
 * Where a reader says what is wrong with a text that comes from a record
 * or from a command's option (a position string, rule options): for a
 * record, as a diagnostic of d with code at loc, whose format is kept to
 * be said in the reader's language when it is shown (JSON keeps the
 * English); for an option (d NULL), as text appended to err, said at once
 * in the reader's language, for a person reads it.
 */
struct zz_said {
	struct zz_buf *err;
	struct zz_diag *d;
	const struct zz_loc *loc;
	enum zz_code code;
};
#define ZZ_SAID_ERR(err)                       \
	{                                      \
		(err), NULL, NULL, ZZ_E_SYNTAX \
	}
/* Say a fault where w says: returns -1, for "return zz_said_bad(...)". */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
int zz_said_bad(const struct zz_said *w, const char *fmt, ...);
/* The same with the arguments in a list (ap is used up). */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 0)))
#endif
int zz_said_vbad(const struct zz_said *w, const char *fmt, va_list ap);
#if defined(__GNUC__)
__attribute__((format(printf, 4, 5)))
#endif
void zz_diag_note(struct zz_diag *d, size_t idx, const struct zz_loc *loc,
		  const char *fmt, ...);
/* The last note of diagnostic idx is at the start of a turn as written. */
void zz_diag_note_turn(struct zz_diag *d, size_t idx);
/*
 * A reader's "note: turn N" (its number, its text quoted) after each error
 * said since the diagnostic said was added, of turn n written at loc.
 */
void zz_diag_turn_notes(struct zz_diag *d, size_t said, const struct zz_loc *loc, size_t n);

/*
 * The diagnostics in gcc's style, one "file:line:col: level: message:
 * detail [rule]" line each and their notes, appended to out; quiet leaves
 * out all but errors.
 */
void zz_diag_format(struct zz_buf *out, const struct zz_diag *d, bool quiet);
/*
 * The same with at most max_errors errors (0: all); the rest are counted
 * in one note after them ("N more errors in this game").
 */
void zz_diag_format_max(struct zz_buf *out, const struct zz_diag *d, bool quiet,
			unsigned long max_errors);

/*
 * How to show diagnostics to a person (gcc's presentation on a terminal):
 * colour as SGR escapes, and under each diagnostic the line of the source
 * it is on with a caret under its column, and after a note of a turn the
 * turn as written (from its column to the end of its line or the first
 * '{', ']', '"' or ", ":
 * "note: turn 12, played by ...: 'BtoB F 3 F 5'").  The library does not read
 * files: source_line, when given, returns the text of loc's line (without
 * its end of line, *len bytes) or NULL when it is not at hand.
 */
struct zz_diag_style {
	bool quiet;			/* errors only */
	unsigned long max_errors;	/* 0: all */
	bool colour;
	const char *(*source_line)(void *ctx, const struct zz_loc *loc, size_t *len);
	void *ctx;
	bool no_caret; /* the source quotes turns, no line and caret */
};
void zz_diag_format_style(struct zz_buf *out, const struct zz_diag *d,
			  const struct zz_diag_style *style);

/*
 * The order to show d's diagnostics in: their indices, by line and column
 * of one source (a reader's warning on line 30 after the replay's error on
 * line 28), the order said kept among equals and around a diagnostic of
 * no line, of another file or a summary.  Returns an array of d->nr indices, to free.
 */
size_t *zz_diag_order(const struct zz_diag *d);

#endif
