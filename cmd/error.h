#ifndef ZZ_ERROR_H
#define ZZ_ERROR_H

/*
 * Messages of the process, in git's style: lower case, no full stop, the
 * subject in 'quotes'.
 */

#include "buf.h"

/* "zertz: fatal: ..." and exit 3. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2), noreturn))
#endif
void die(const char *fmt, ...);
/* "zertz: fatal: ...", and the process goes on (its caller returns the status). */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void fatal(const char *fmt, ...);
/* error()'s line appended to out, not said (a worker's output, said in its turn); returns -1. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
int error_to(struct zz_buf *out, const char *fmt, ...);
/* "zertz: error: ...", returns -1. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
int error(const char *fmt, ...);
/* "zertz: warning: ..." */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void warning(const char *fmt, ...);
/* "zertz: note: ..." */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void note(const char *fmt, ...);
/* "zertz: ...": a summary, a count. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
void inform(const char *fmt, ...);
/*
 * A part of a summary, sep and then fmt's text, appended to say: each
 * count a message of its own, its plural its own (Q_()), for a language
 * that declines each number apart ("5 gier, 1 poprawna").
 */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
void say_part(struct zz_buf *say, const char *sep, const char *fmt, ...);
/* "zertz: COMMAND: MESSAGE" and the usage line on stderr; exit 2. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3), noreturn))
#endif
void usage_error(const char *usage, const char *fmt, ...);
/* The usage line on stdout; exit 0. */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void usage_help(const char *usage);
#define BUG(msg) bug_at(__FILE__, __LINE__, (msg))
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void bug_at(const char *file, int line, const char *msg);

/*
 * When not NULL, error() and warning() append their messages here instead
 * of printing them (-j workers send them to the parent).
 */
extern struct zz_buf *error_capture;
struct progress;
extern struct progress *error_progress;

#endif
