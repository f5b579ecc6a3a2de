#include "record.h"

#include <string.h>

#include "banned.h"

static const char *const names[ZZ_FORMAT_NB] = { "auto", "zgn", "sgf" };

int zz_format_parse(const char *name)
{
	int i;

	for (i = 0; i < ZZ_FORMAT_NB; i++)
		if (!strcmp(names[i], name))
			return i;
	return -1;
}

const char *zz_format_name(enum zz_format f)
{
	return names[f];
}

void zz_reader_init(struct zz_reader *r, struct zz_input *in,
		    struct zz_diag *d, enum zz_format format,
		    const char *rules_override)
{
	memset(r, 0, sizeof(*r));
	r->in = in;
	r->diag = d;
	r->format = format;
	zz_zgn_reader_init(&r->zgn, in, d);
	r->zgn.rules_override = rules_override;
	zz_sgf_reader_init(&r->sgf, in, d);
	r->sgf.rules_override = rules_override;
}

/* Look at the first line that is not blank, and put it back. */
static int detect(struct zz_reader *r)
{
	const char *line;
	size_t len, i;
	int rc;

	while ((rc = zz_input_getline(r->in, &line, &len)) > 0) {
		for (i = 0; i < len; i++)
			if (line[i] != ' ' && line[i] != '\t')
				break;
		/* a UTF-8 byte order mark */
		if (i + 3 <= len && !memcmp(line + i, "\xef\xbb\xbf", 3))
			i += 3;
		if (i == len)
			continue;
		r->format = line[i] == '(' ? ZZ_FORMAT_SGF : ZZ_FORMAT_ZGN;
		zz_input_unget(r->in);
		/* the SGF lexer starts after the mark */
		return 1;
	}
	return rc;
}

int zz_reader_read(struct zz_reader *r, struct zz_game *g)
{
	if (r->format == ZZ_FORMAT_AUTO) {
		int rc = detect(r);

		if (rc <= 0)
			return rc;
	}
	if (r->format == ZZ_FORMAT_SGF)
		return zz_sgf_read(&r->sgf, g);
	return zz_zgn_read(&r->zgn, g);
}
