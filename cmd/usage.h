#ifndef ZZ_USAGE_H
#define ZZ_USAGE_H

/*
 * Usage lines, shared by `zertz -h`, `zertz COMMAND -h` and checked against
 * the SYNOPSIS of zertz(1) by tests/manpage.sh.
 */
#define USAGE_VALIDATE "zertz validate [-q] [-r] [--json] [-W error] [-j N] [--max-errors N] [--from FORMAT] [--rules NAME=VALUE,...] [FILE ...]"
#define USAGE_RENDER "zertz render [-T ascii|svg] [-o FILE] [--at N] [--position STRING] [--game K] [--each DIR] [--sheet] [--removed hide|ghost] [--coords edge|all|none] [--charset ascii|unicode] [--size PIXELS] [--css FILE] [--flip] [--rotate] [--from FORMAT] [--rules NAME=VALUE,...] [FILE]"
#define USAGE_REPLAY "zertz replay [--at N] [--position] [--game K] [--from FORMAT] [--rules NAME=VALUE,...] [FILE]"
#define USAGE_CONVERT "zertz convert [-q] [-r] [-f FORMAT] -t FORMAT [-o FILE] [--at N] [--keep-invalid] [-j N] [--max-errors N] [--rules NAME=VALUE,...] [FILE ...]"
#define USAGE_STATS "zertz stats [-r] [-j N] [--by board|variant|player|year] [--format text|csv|json] [--player NAME] [--min-games N] [--signature] [--duplicates [--min-prefix N]] [--from FORMAT] [--rules NAME=VALUE,...] [FILE ...]"
#define USAGE_EXPLAIN "zertz explain CODE | RULE | --list"
#define USAGE_HELP "zertz help [COMMAND]"
#define USAGE_PERFT "zertz perft (--board RINGS | --game tzaar) --depth D [--position STRING] [--rules NAME=VALUE,...]"

#endif
