#ifndef ZZ_USAGE_H
#define ZZ_USAGE_H

/*
 * Usage lines, shared by `zertz -h`, `zertz COMMAND -h` and checked against
 * the SYNOPSIS of zertz(1) by tests/manpage.sh.
 */
#define USAGE_VALIDATE \
	"zertz validate [-q] [-v] [-r | -R] [-t text|json] [-o FILE] [-W error] [-j N] [--max-errors N] [--color WHEN] [--from FORMAT] [--rules NAME=VALUE,...] [SELECTION] [FILE ...]"
#define USAGE_RENDER \
	"zertz render [-q] [-r | -R] [-f FORMAT] [-t ascii|svg|html] [-o FILE] [--at N] [--position STRING] [--each DIR [--clean] [-j N] [--title TEXT]] [--sheet [--diagrams LIST] [--every N] [--trays] [--columns N] [--page a4|letter]] [--legend] [--removed hide|ghost] [--coords edge|all|none] [--charset ascii|unicode] [--size PIXELS] [--css FILE] [--flip] [--rotate] [--explorer --db FILE [--plies N] [--min-games N]] [--max-errors N] [--color WHEN] [--lang LL] [--rules NAME=VALUE,...] [SELECTION] [FILE ...]"
#define USAGE_REPLAY \
	"zertz replay [-q] [-i] [-r | -R] [-f FORMAT] [-t ascii|position] [-o FILE] [--at N] [--color WHEN] [--lang LL] [--rules NAME=VALUE,...] [SELECTION] [FILE ...]"
#define USAGE_CONVERT "zertz convert [-q] [-r | -R] [-f FORMAT] -t FORMAT [-o FILE] [--at N] [--keep-invalid] [-j N] [--max-errors N] [--color WHEN] [--rules NAME=VALUE,...] [SELECTION] [FILE ...]"
#define USAGE_SELECT \
	"zertz select [-q] [-r | -R] [-f FORMAT] [-t FORMAT] [-o FILE] [--at N] [--keep-invalid] [-j N] [--max-errors N] [--color WHEN] [--rules NAME=VALUE,...] [SELECTION] [FILE ...]"
#define USAGE_STATS \
	"zertz stats [-q] [-r | -R] [-f FORMAT] [-j N] [--by board|variant|player|year] [-t text|csv|json] [-o FILE] [--min-games N] [--signature] [--duplicates [--min-prefix N]] [--max-errors N] [--color WHEN] [--lang LL] [--rules NAME=VALUE,...] [SELECTION] [FILE ...]"
/* The selection options (select.h), printed after a usage line that has [SELECTION]. */
#define USAGE_SELECTION \
	"SELECTION: [--player PATTERN] [--not-player PATTERN] [--first PATTERN] [--second PATTERN] [--winner PATTERN] [--event PATTERN] [--kind GAME] [--board RINGS|custom] [--variant NAME] [--with-rules NAME=VALUE,...] [--result TOKEN] [--reason NAME] [--date FROM..TO] [--turns RANGE] [--game RANGES] [--reaches STRING] [--valid | --invalid] [--unique]"
#define USAGE_ANALYZE \
	"zertz analyze [-q] [-r | -R] [-f FORMAT] [-k N] [--budget NODES] [--cache FILE | --no-cache] [--last N] [--proof FILE] [-t FORMAT] [-o FILE] [-j N] [--shard K/N] [--max-errors N] [--color WHEN] [--rules NAME=VALUE,...] [--position STRING | --check-proof FILE | [SELECTION] [FILE ...]]"
#define USAGE_PUZZLES \
	"zertz puzzles [-q] [-r | -R] [-f FORMAT] [-k N] [--budget NODES] [--cache FILE | --no-cache] [--last N] [-t zgn|html] [-o FILE] [-j N] [--shard K/N] [--max-errors N] [--color WHEN] [--lang LL] [--rules NAME=VALUE,...] [SELECTION] [FILE ...]"
#define USAGE_INDEX \
	"zertz index [-q] [-r | -R] [-f FORMAT] --db FILE [--cache FILE [-k N] [--budget NODES]] [-j N] [--max-errors N] [--color WHEN] [--rules NAME=VALUE,...] [SELECTION] [FILE ...]"
#define USAGE_EXPLORE \
	"zertz explore [-q] --db FILE [-t text|json|csv] [-o FILE] [--examples N] [-k N] [--budget NODES] [-f FORMAT] [--rules NAME=VALUE,...] (POSITION | --at N [SELECTION] [FILE])"
#define USAGE_EXPLAIN "zertz explain CODE | RULE | --list"
#define USAGE_HELP "zertz help [COMMAND]"
#define USAGE_PERFT \
	"zertz perft (--board RINGS | --game GAME) --depth D [--position STRING] [--rules NAME=VALUE,...]"

#endif
