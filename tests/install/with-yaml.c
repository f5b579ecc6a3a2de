/*
 * A program that uses libyaml and libzertz together: with pkg-config's
 * flags, <yaml.h> must be libyaml's (zertz once installed a yaml.h of its
 * own in a directory on the include path, which hid it).
 */
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>
#include <zertz.h>

int main(void)
{
	static const char game[] = "[Board \"37\"]\n\n1. Wd4,a1\n";
	yaml_parser_t parser;
	struct zz_diag *d = zz_diag_new();
	struct zz_records *r = zz_records_open_mem(game, sizeof(game) - 1, "mem", "zgn", NULL, d);
	struct zz_game *g;
	char *json;
	int ok;

	ok = yaml_parser_initialize(&parser);
	yaml_parser_delete(&parser);
	if (!ok || !r || zz_records_next(r, &g) != 1)
		return 1;
	json = zz_game_write(g, "jsonl", d);
	fputs(json ? json : "(none)\n", stdout);
	free(json);
	zz_game_free(g);
	zz_records_close(r);
	zz_diag_free(d);
	return 0;
}
