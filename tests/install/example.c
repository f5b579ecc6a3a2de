/*
 * Links against an installed libzertz through <zertz.h> alone: prints each
 * game's final position and how it ended, then the diagnostics.
 */
#include <stdio.h>
#include <stdlib.h>
#include <zertz.h>

int main(int argc, char **argv)
{
	FILE *fp = argc > 1 ? fopen(argv[1], "r") : NULL;
	struct zz_diag *d;
	struct zz_records *r;
	struct zz_game *g;
	char *text;
	size_t errors;

	if (!fp)
		return 2;
	d = zz_diag_new();
	r = zz_records_open_file(fp, argv[1], "auto", NULL, d);
	if (!r)
		return 2;
	while (zz_records_next(r, &g) == 1) {
		struct zz_replay *p = zz_replay_new(g, d);
		struct zz_game_result res;
		char *pos;

		if (p) {
			zz_replay_run(p);
			zz_replay_result(p, &res);
			pos = zz_replay_position(p);
			printf("%s %s\n", pos, res.reason);
			free(pos);
			zz_replay_free(p);
		}
		zz_game_free(g);
	}
	zz_records_close(r);
	text = zz_diag_text(d);
	fputs(text, stderr);
	free(text);
	errors = zz_diag_errors(d);
	zz_diag_free(d);
	fclose(fp);
	return errors != 0;
}
