/*
 * zertz stats, inside: what stats.c (reading and counting), counts.c (the
 * counted names) and stats_print.c (the tables it prints) share.  Private
 * to those three files.
 */
#ifndef ZZ_CMD_STATS_H
#define ZZ_CMD_STATS_H

#include <stdbool.h>
#include <stdint.h>
#include <time.h>

#include "buf.h"
#include "games.h"
#include "record.h"
#include "stats_kind.h"
#include "table.h"
#include "walk.h"

enum by { BY_NONE, BY_BOARD, BY_VARIANT, BY_PLAYER, BY_YEAR };

struct opts {
	enum by by;
	unsigned format;		/* enum zz_table_format */
	unsigned long min_games;
	bool signature, duplicates;
	unsigned long min_prefix;	/* turns a prefix needs to count */
	const char *rules;
	enum zz_format from;
	struct walk_opts walk;
	unsigned long jobs;
};

/*
 * The spellings of one player's name: Boardspace names are one account
 * whatever their case (ASCII letters), and are shown as most often written.
 */
struct spelling {
	char *text;
	unsigned long n;
};

struct spellings {
	struct spelling *v;
	size_t nr, alloc;
};

/*
 * What analysed records (analyze -t: their Analysis tag) say of a player
 * or a group: the analysed games, the turns of each mark (ANALYSIS.md 2:
 * ! the only winning turn, ? a missed win, ?? a blunder, the box the only
 * turn that does not lose), and the missed wins by their length (1 to 5,
 * and 6 or more).
 */
enum { MARK_ONLY_WIN, MARK_MISSED, MARK_BLUNDER, MARK_ONLY_MOVE, MARKS_NB };
#define MISSED_NB 6
struct marks {
	unsigned long games, marks[MARKS_NB], missed[MISSED_NB];
};

/* A counted name: players (keyed without case), openings, years. */
struct count {
	char *key;
	uint64_t hash;		/* of key */
	unsigned long n, wins, losses, draws, first, first_wins, second, second_wins;
	struct spellings sp;	/* players only */
	struct marks *marks;	/* players in analysed records only; owned */
};

/*
 * Counted names with a hash index (open addressing): a slot holds the
 * index + 1 of its name and the top of its hash, so that a probe that
 * misses reads neither the name nor its count.
 */
struct slot {
	uint32_t index;		/* + 1; 0: empty */
	uint32_t tag;		/* the hash's top half */
};

struct table {
	struct count *v;
	size_t nr, alloc;
	struct slot *slots;
	size_t nslots;		/* a power of two, or 0 */
};

#define HIST_NB 21	/* turns in steps of 5; the last is 100 and more */

/* A group of games of one kind: what every game has, and sums of the kind's own. */
struct agg {
	char *name;
	const struct zz_stats_kind *sk;	/* the kind's stats table (formats/stats_kind.h) */
	void *sums;			/* its sums: sk->sums_size bytes */
	unsigned long games, ends[ZZ_STATS_ENDS];
	unsigned long first_wins, second_wins, draws, decided;
	unsigned long none;		/* inputs that held no game */
	unsigned long *by_length;	/* valid games by their number of turns */
	size_t nr_by_length, alloc_by_length;
	unsigned long nr_lengths;	/* valid games: the sum of by_length */
	unsigned long hist[HIST_NB];
	struct table players, years, open1, open2;
	struct zz_buf invalid_json;	/* first diagnostics, for --format json */
	struct marks marks;		/* of its analysed records */
	struct spellings sp;		/* --by player: the player's spellings */
};

struct sig {
	char *text;	/* canonical moves, ';' between turns */
	char *source;
	size_t turns;
	uint64_t hash;
};

struct run {
	const struct opts *o;
	struct games reading;		/* how games are read, which are chosen */
	struct agg **groups;
	size_t nr_groups, alloc_groups;
	struct table names;		/* each group's index + 1, by kind and name */
	struct zz_buf key;		/* a group's kind and name, for names */
	struct sig *sigs;
	size_t nr_sigs, alloc_sigs;
	struct zz_buf out;
	unsigned long seen;
	/* read and not yet counted (jobs.h) */
	unsigned long pending_seen;
	struct zz_buf pending;
};

/* counts.c: the counted names (struct table) */
struct count *counts_find(struct table *t, const char *key);
void counts_release(struct table *t);
void counts_fold(const char *name, struct zz_buf *out);
void spellings_note(struct spellings *s, const char *text);
const char *spellings_best(const struct spellings *s, const char *dflt);
void spellings_release(struct spellings *s);

/* stats_print.c: a group's table, and the groups of duplicate games */
void stats_print_group(struct run *r, struct agg *a, struct zz_table *e);
unsigned long stats_duplicates(struct run *r);

#endif
