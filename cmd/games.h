#ifndef ZZ_GAMES_H
#define ZZ_GAMES_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "input.h"
#include "record.h"

/*
 * How a command reads the games of its inputs: their format, the rules
 * override (NULL: none), the games chosen (NULL: every game; select.h),
 * and the game every source is read into, empty between games: its
 * storage serves the next game and the next source (an archive is
 * thousands of one-game members), so reading allocates no arrays per game.
 */
struct selection;
struct games {
	enum zz_format from;
	const char *rules;
	struct selection *sel;
	/* private */
	struct zz_game spare;
	bool have_spare;
};

void games_init(struct games *gs, enum zz_format from, const char *rules,
		struct selection *sel);
/* Frees the spare game (not the selection). */
void games_release(struct games *gs);

/*
 * Read every game of in as gs says, and call fn with each chosen game,
 * its 1-based index and the sink of its diagnostics; the game is released
 * and the sink cleared after fn.  fn returns non-zero to stop.  Returns
 * the number of games read, or -1 when the input failed.  d is the
 * caller's and stays set up.  fn may read other inputs with gs.
 *
 * What is read that is no game (ZZ_GAME_NONE: a JSON document of no key
 * of a record, a text of no tag and no move) is not counted and fn is not
 * called: what was said of it is left in d on return, for the caller to
 * show with the source (see source_done()).
 */
typedef int (*game_fn)(void *ctx, struct zz_game *g, size_t index,
		       struct zz_diag *d);
long for_each_game(struct games *gs, struct zz_input *in, struct zz_diag *d, game_fn fn,
		   void *ctx);

/*
 * After for_each_game() returned n for the source in named name: when it
 * held no game and nothing was said of it, "no game found" is added to d
 * (for an empty member of an archive, the warning empty-member, which
 * counts as nothing).  Returns how many times d says "no game" (each a
 * source, or a document of it, that held none), which summaries count
 * apart from the games.
 */
unsigned long source_without_game(struct zz_diag *d, const struct zz_input *in,
				  const char *name, long n);

/*
 * Walk paths (standard input when n is 0) to the first game of their
 * first source that sel chooses (NULL or no criterion: the first game;
 * --game K the K-th, numbered per source as validate --json numbers them),
 * and call fn with it once.  The chosen games of that source are counted,
 * and unless quiet a note says how many when there are several (and how
 * many sources when an archive or a directory holds more than one:
 * ARCHIVE:MEMBER names another).  Returns 0 when a game was shown, 1 when
 * none was (said on stderr), -1 when an input failed.
 */
struct walk_opts;
int with_game(char **paths, int n, const struct walk_opts *w, enum zz_format from, const char *rules,
	      struct selection *sel, bool quiet, game_fn fn, void *ctx);

/*
 * --at N asks for more turns than game index (from 1) of its source has:
 * said alike by every command ("--at 9: 'FILE' has only 6 turns", from
 * the second game of a source on "game 2 of 'FILE'").  Returns the exit
 * status it gives, ZZ_EXIT_USAGE.
 */
int at_beyond(struct zz_buf *err, long at, const struct zz_game *g, size_t index,
	      size_t turns);

#endif
