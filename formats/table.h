#ifndef ZZ_TABLE_H
#define ZZ_TABLE_H

#include <stdbool.h>
#include <stddef.h>

#include "buf.h"
#include "diag.h"

/*
 * Tables of statistics (zertz stats) in three forms: aligned text, CSV
 * rows "group,section,key,field,value" (one value per field, RFC 4180
 * quoting), and one JSON object of groups of
 * sections of rows.  Strings are quoted here, JSON through libjansson
 * (text that is not UTF-8 read as Latin-1), so that no command writes a
 * format by hand.  A table writes into out as it goes: a caller may
 * flush out between groups.
 */

enum zz_table_format { ZZ_TABLE_TEXT, ZZ_TABLE_CSV, ZZ_TABLE_JSON };

struct zz_table {
	enum zz_table_format format;
	struct zz_buf *out;		/* borrowed */
	const char *group;		/* borrowed: the group being written */
	bool first_group, first_section, first_row;
	bool data_keys;			/* the section's keys are data, kept as they are */
};

void zz_table_begin(struct zz_table *t, enum zz_table_format f, struct zz_buf *out);
void zz_table_end(struct zz_table *t);
void zz_table_group(struct zz_table *t, const char *name);
/* The same for a group zertz names itself ("all"): its name in the reader's language in text. */
void zz_table_group_own(struct zz_table *t, const char *name);
void zz_table_group_end(struct zz_table *t);
/*
 * A section: name in CSV and JSON, heading in text.  In text the heading
 * and the keys zertz names are in the reader's language (i18n.h: the
 * callers mark them N_), the data keys as they are; CSV and JSON are the
 * same in every language.  In CSV and JSON the
 * keys zertz names ("decided games", "37 rings") are written in snake case
 * ("decided_games", "37_rings"), as every JSON key zertz defines is; a
 * name the rules define keeps its hyphens ("board-full", as the reason is
 * spelled in every output and option).  data_keys: the keys are data
 * (players, years, openings, ranges of lengths), written as they are.
 */
void zz_table_section(struct zz_table *t, const char *name, const char *heading,
		      bool data_keys);
void zz_table_section_end(struct zz_table *t);
/* A row; a value made of digits and dots is a number in JSON. */
void zz_table_row(struct zz_table *t, const char *sec, const char *key, const char *value);
void zz_table_row_number(struct zz_table *t, const char *sec, const char *key,
			 unsigned long v);
/*
 * A row of several numbers, values[i] with decimals[i] digits after the
 * point: JSON gets an object of names[i]: values[i]; text and CSV one
 * value of them all joined by blanks, each right-aligned to widths[i] in
 * text.
 */
void zz_table_row_fields(struct zz_table *t, const char *sec, const char *key,
			 size_t n, const char *const *names, const double *values,
			 const unsigned char *decimals, const unsigned char *widths);
/* A number as "%*.*f" writes it (a count the short way, without printf). */
void zz_table_fixed(struct zz_buf *out, unsigned width, unsigned decimals, double v);
/* JSON only: a member name: [items] whose items are JSON text already. */
void zz_table_json_list(struct zz_table *t, const char *name, const char *items);

/* The JSON string of s, quoted and escaped. */
void zz_json_quote(struct zz_buf *out, const char *s);
/* The CSV field of s, quoted as RFC 4180 says, a formula made text. */
void zz_csv_field(struct zz_buf *out, const char *s);
/*
 * One invalid game for a JSON list: {"source", "game" (null for a source
 * without one), and "line", "col", "code" of its first error}.
 */
void zz_json_invalid_game(struct zz_buf *out, const char *source, size_t index,
			  const struct zz_diag *d);

#endif
