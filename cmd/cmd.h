#ifndef ZZ_CMD_H
#define ZZ_CMD_H

/*
 * The subcommands, and the helpers every one of them uses.
 *
 * Adding a subcommand:
 *   1. cmd/NAME.c with int cmd_NAME(int argc, char **argv);
 *   2. its usage line in cmd/usage.h and an entry in commands[] in main.c;
 *   3. cmd/NAME.o in CMD_OBJS in the Makefile;
 *   4. golden tests in tests/regress/NAME/;
 *   5. a .Ss in man/zertz.1 and its SYNOPSIS line.
 */

#include "error.h"
#include "exit.h"
#include "games.h"
#include "options.h"
#include "report.h"

int cmd_convert(int argc, char **argv);
int cmd_explain(int argc, char **argv);
int cmd_perft(int argc, char **argv);
int cmd_puzzles(int argc, char **argv);
int cmd_analyze(int argc, char **argv);
int cmd_index(int argc, char **argv);
int cmd_explore(int argc, char **argv);
int cmd_render(int argc, char **argv);
int cmd_replay(int argc, char **argv);
int cmd_select(int argc, char **argv);
int cmd_stats(int argc, char **argv);
int cmd_validate(int argc, char **argv);

#endif
