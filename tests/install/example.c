/* Links against an installed libzertz: prints each game's final position. */
#include <stdio.h>
#include <zertz.h>

int main(int argc, char **argv)
{
	struct zz_input in;  struct zz_reader rd;  struct zz_diag d;
	struct zz_game g;  struct zz_replay rp;  struct zz_buf out = ZZ_BUF_INIT;
	FILE *fp = argc > 1 ? fopen(argv[1], "r") : NULL;

	if (!fp)
		return 2;
	zz_input_init_file(&in, argv[1], fp);
	zz_diag_init(&d);
	zz_reader_init(&rd, &in, &d, ZZ_FORMAT_AUTO, NULL);
	for (zz_game_init(&g); zz_reader_read(&rd, &g) == 1; zz_game_init(&g)) {
		zz_replay_init(&rp, &g, &d, zz_notation_move);
		zz_replay_run(&rp);
		zz_posstr_write(&out, &rp.pos);
		printf("%s %s\n", out.buf, zz_end_reason_name(rp.end.reason));
		zz_buf_reset(&out);
		zz_replay_release(&rp);
		zz_game_release(&g);
	}
	zz_game_release(&g);
	zz_reader_release(&rd);
	zz_diag_release(&d);
	zz_input_release(&in);
	zz_buf_release(&out);
	fclose(fp);
	return d.count[ZZ_LEVEL_ERROR] != 0;
}
