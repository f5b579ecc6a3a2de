#ifndef ZZ_RECORD_H
#define ZZ_RECORD_H

#include "diag.h"
#include "game.h"
#include "input.h"
#include "zgn.h"

/*
 * Reading records in any format: the format is recognised from the
 * content (an SGF game tree starts with '('; ZGN, Zertz3D and reference
 * notation files are told apart by the ZGN reader), or forced.
 */

enum zz_format {
	ZZ_FORMAT_AUTO,
	ZZ_FORMAT_ZGN,		/* ZGN and the notation files it reads */
	ZZ_FORMAT_SGF,
	ZZ_FORMAT_JSON,		/* JSON and JSON Lines */
	ZZ_FORMAT_YAML,
	ZZ_FORMAT_NB
};

/* "auto", "zgn", "sgf", "json", "yaml": the format of a --from value, or -1. */
int zz_format_parse(const char *name);
const char *zz_format_name(enum zz_format f);

struct zz_text_kind;
struct zz_json_reader;
struct zz_yaml_reader;

struct zz_reader {
	struct zz_input *in;
	struct zz_diag *diag;
	enum zz_format format;		/* AUTO until the first game is seen */
	const char *rules_override;
	struct zz_zgn_reader zgn;
	/* SGF: the game whose dialect it is, and its reader (owned), made at the first game */
	const struct zz_text_kind *sgf_kind;
	void *sgf;
	struct zz_json_reader *json;	/* owned */
	struct zz_yaml_reader *yaml;	/* owned */
	/* AUTO found a first byte no text starts with (binary_byte): a
	 * binary file, said once, not read */
	bool binary, binary_said;
	unsigned char binary_byte;
};

/* Release what the reader owns (not the input). */
void zz_reader_release(struct zz_reader *r);

/* Borrows in and d; rules_override (may be NULL) is applied to each game. */
void zz_reader_init(struct zz_reader *r, struct zz_input *in,
		    struct zz_diag *d, enum zz_format format,
		    const char *rules_override);

/* The next game into g (initialised): 1, 0 at the end, -1 input failed. */
int zz_reader_read(struct zz_reader *r, struct zz_game *g);

#endif
