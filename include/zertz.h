#ifndef ZERTZ_H
#define ZERTZ_H

/*
 * libzertz: the public API of the zertz toolkit.
 *
 *   open a record stream   zz_input_init_file(), zz_input_init_mem()
 *   read games             zz_reader_init(), zz_reader_read(), zz_reader_release()
 *   replay and check one   zz_replay_init(), zz_replay_step(), zz_replay_run()
 *   query positions        struct zz_pos, zz_pos_marble(), zz_rules_*()
 *   write a format         zz_writer_init(), zz_writer_game(), zz_posstr_write()
 *   diagnostics            struct zz_diag, zz_codes[]
 *
 * Conventions (every header): callers own the structs they pass; a struct
 * is set up with zz_X_init() and its contents freed with zz_X_release();
 * arguments are borrowed; returned pointers belong to the caller unless a
 * header says otherwise; functions return 0 (or a count) on success and -1
 * on failure.  Link with `pkg-config --cflags --libs zertz`.
 *
 * A minimal program, which prints the final position of every game:
 *
 *	struct zz_input in;  struct zz_reader rd;  struct zz_diag d;
 *	struct zz_game g;  struct zz_replay rp;  struct zz_buf out = ZZ_BUF_INIT;
 *
 *	zz_input_init_file(&in, "game.zgn", fp);
 *	zz_diag_init(&d);
 *	zz_reader_init(&rd, &in, &d, ZZ_FORMAT_AUTO, NULL);
 *	for (zz_game_init(&g); zz_reader_read(&rd, &g) == 1; zz_game_init(&g)) {
 *		zz_replay_init(&rp, &g, &d, zz_notation_move);
 *		zz_replay_run(&rp);
 *		zz_posstr_write(&out, &rp.pos);
 *		zz_replay_release(&rp);
 *		zz_game_release(&g);
 *	}
 *	zz_game_release(&g);
 */

#include "buf.h"
#include "diag.h"
#include "game.h"
#include "geom.h"
#include "input.h"
#include "move.h"
#include "notation.h"
#include "pos.h"
#include "posstr.h"
#include "record.h"
#include "replay.h"
#include "rules.h"
#include "signature.h"
#include "writer.h"

#define ZERTZ_VERSION "0.1.0"

#endif
