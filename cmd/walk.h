#ifndef ZZ_WALK_H
#define ZZ_WALK_H

#include <stdbool.h>
#include <stddef.h>
#include <sys/types.h>

#include "input.h"

/*
 * Walking the inputs of a command: files, standard input ("-" or none),
 * directories (with recursive: their files named *.zgn, *.sgf, *.zip,
 * *.txt, *.json, *.jsonl, *.yaml or *.yml in any case, in sorted order) and zip archives, recognised by their first
 * bytes, whose members are read in place (never extracted) and named
 * "archive.zip:member".
 *
 * A member that is itself a zip archive is read as one, up to
 * WALK_ZIP_DEPTH archives deep, its members named "a.zip:b.zip:member".
 *
 * Every record source is a unit, numbered from 0 in walking order; fn is
 * called for each with its number, its name for messages and an input.
 * The members of an archive inside an archive's member are all part of
 * that member's unit: fn is called for each with the same number.  With
 * want, a regular file of at most whole_max bytes is one unit, an archive
 * too (fn is called for each of its members with the same number): it is
 * asked for before anything of it is read, so that a -j worker that does
 * not take it does not read it.  A larger archive's members are units of
 * their own, and every walk reads its directory.
 * Problems with files (cannot open, a directory without -r, a broken
 * archive, a member over the size limit, a regular file that shrank while
 * it was read) are printed and make walk_inputs return -1; the walk goes
 * on.
 *
 * A symbolic link met in a directory is not followed unless follow_links
 * is set (-R, as grep -R; links named as inputs are followed either way),
 * and a note says how many were not.  Directories are recognised by device
 * and inode: one reached again (a loop of symbolic links, or two links to
 * one directory) is not read again, with a warning.  The file skip_dev/skip_ino (the output of the
 * command) is never read as an input, with a warning.
 */

typedef void (*unit_fn)(void *ctx, size_t unit, const char *name,
			struct zz_input *in);

struct walk_opts {
	bool recursive;
	/* -R: symbolic links met in directories are followed (-r: not) */
	bool follow_links;
	bool quiet;				/* no warnings */
	size_t max_line;			/* bytes in one line of a record */
	/* when set, units it rejects are skipped without being opened */
	bool (*want)(void *ctx, size_t unit);
	/* with want: files up to this size are one unit (WALK_WHOLE_MAX) */
	unsigned long long whole_max;
	/* fn is called once for each unit wanted, with its name and no
	 * input (NULL): nothing is read but larger archives' directories */
	bool names_only;
	unsigned long long member_limit;	/* bytes read from one member */
	unsigned long long archive_limit;	/* bytes read from one archive */
	/*
	 * when set, called before a problem is said, with the unit it
	 * concerns (shared: one that every walk of the same inputs meets,
	 * such as a file that cannot be opened; unit is then the next
	 * one); false keeps it unsaid (the status says it all the same)
	 */
	bool (*said)(void *ctx, size_t unit, bool shared);
	/* when set, the walk ends as soon as *stop is true */
	const bool *stop;
	/* when skip is set, the file never read as an input */
	bool skip;
	dev_t skip_dev;
	ino_t skip_ino;
	/*
	 * For the test suite (ZERTZ_TEST_READ_FAIL): a file's read fails
	 * (EIO) once this many of its bytes were given; 0: never
	 */
	unsigned long long fail_after;
	/*
	 * --shard K/N (jobs_run): only the K-th of N contiguous blocks of
	 * the units, as many units in each as can be (0/0: every unit)
	 */
	unsigned long shard, shards;
	/* what one game may hold (game.h), and its diagnostics kept */
	struct zz_limits limits;
	size_t max_diagnostics;
};

#define WALK_MEMBER_LIMIT (64ULL << 20)
#define WALK_ARCHIVE_LIMIT (4ULL << 30)
#define WALK_ZIP_DEPTH 4
#define WALK_WHOLE_MAX (1ULL << 20)

int walk_inputs(char **paths, int n, const struct walk_opts *o, unit_fn fn,
		void *ctx);

/* Whether the file name ends with ext (".zgn"), in any case of ASCII letters. */
bool has_extension(const char *name, const char *ext);
/*
 * The last name of path, into out: "games.zip" of "/home/ann/games.zip",
 * "archive" of "archive/" (render --each's index title; issue 62); path
 * itself where it has none ("/").
 */
const char *path_name(const char *path, struct zz_buf *out);

/*
 * The default limits, from the environment where set: ZERTZ_MAX_LINE,
 * ZERTZ_MAX_MEMBER, ZERTZ_MAX_ARCHIVE and ZERTZ_MAX_TEXT (bytes; k, M and
 * G suffixes), ZERTZ_MAX_TURNS, ZERTZ_MAX_TAGS and ZERTZ_MAX_DIAGNOSTICS
 * (counts).  A bad value is a usage error (exit 2).  And ZERTZ_TEST_READ_FAIL, for the test
 * suite: a failed read, after that many bytes of a file.
 */
void walk_defaults(struct walk_opts *o);

#endif
