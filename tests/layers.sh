#!/bin/sh
# Layering: cmd -> formats -> lib only, and lib/'s game-neutral part never
# reaches into a game's folder (lib/GAME/, formats/GAME/): the include paths see to it,
# and no include may name a path.  lib/ and formats/ never print or
# exit (but for xalloc's out-of-memory path); libjansson only in
# formats/, libyaml only in formats/yaml.c, SQLite only in cmd/db.c and
# cmd/cache.c; no leftover debug prints.
cd "$(dirname "$0")/.." || exit 2
suite=layers
. tests/lib.sh
# the games' folders, found as the Makefile finds them (lib/GAME/kind.c):
# nothing here names a game
games=$(for k in lib/*/kind.c; do g=${k#lib/}; echo "${g%/kind.c}"; done)
[ -n "$games" ] || { echo "layers: no game folder (lib/GAME/kind.c) found"; exit 1; }
in_games() { # PATTERN...: lib/GAME/PATTERN and formats/GAME/PATTERN of each game, those that are there
	for g in $games; do
		for p in "$@"; do
			for f in lib/$g/$p formats/$g/$p; do [ -e "$f" ] && echo "$f"; done
		done
	done
}
game_c=$(in_games '*.c')
game_ch=$(in_games '*.c' '*.h' '*.inc')
game_h=$(in_games '*.h')
# lib/GAME/ alone, formats/GAME/ alone
game_lib() { echo "$1" | tr ' ' '\n' | grep '^lib/'; }
# Which headers a folder may include is enforced by the compiler: each
# folder is built with only its own include paths (Makefile, LIB_CPPFLAGS
# and so on).  A path in an include would get around that: none has one.
if part includes; then
	# shellcheck disable=SC2086
	bad=$(grep -n '#include "[^"]*/' lib/*.[ch] formats/*.[ch] cmd/*.[ch] $game_ch)
	[ -z "$bad" ] || { echo "layers: an include with a path gets around the include paths:"; echo "$bad"; fail=1; }
fi
if part prints; then
	# shellcheck disable=SC2086
	bad=$(grep -nE '\b(printf|fprintf|puts|fputs|putchar|exit|abort)\s*\(' lib/*.c formats/*.c $game_c | grep -v '^lib/xalloc.c:')
	[ -z "$bad" ] || { echo "layers: lib/ or formats/ prints or exits:"; echo "$bad"; fail=1; }
fi
if part libraries; then
	# shellcheck disable=SC2086
	bad=$(grep -ln 'jansson.h' lib/*.[ch] cmd/*.[ch] $(game_lib "$game_ch"))
	[ -z "$bad" ] || { echo "layers: jansson outside formats/: $bad"; fail=1; }
	# shellcheck disable=SC2086
	bad=$(grep -ln '<yaml.h>' lib/*.[ch] formats/*.[ch] cmd/*.[ch] $game_ch | grep -v '^formats/yaml.c$')
	[ -z "$bad" ] || { echo "layers: libyaml outside formats/yaml.c: $bad"; fail=1; }
	# shellcheck disable=SC2086
	bad=$(grep -ln '<sqlite3.h>' lib/*.[ch] formats/*.[ch] cmd/*.[ch] $game_ch | grep -v -e '^cmd/db.c$' -e '^cmd/cache.c$' -e '^cmd/indexdb.c$')
	[ -z "$bad" ] || { echo "layers: SQLite outside cmd/db.c, cmd/cache.c and cmd/indexdb.c: $bad"; fail=1; }
	# shellcheck disable=SC2086
	bad=$(grep -n 'DEBUG' lib/*.c formats/*.c cmd/*.c $game_c)
	[ -z "$bad" ] || { echo "layers: stray DEBUG: $bad"; fail=1; }
fi
if part seam; then
	# The game seam: the Makefile builds formats/ (but for a game's folder)
	# and cmd/ with include paths that have no game's folder (FORMAT_CPPFLAGS,
	# CMD_CPPFLAGS, handed over by make check-layers), so a game-neutral file
	# that includes a game's header does not compile.  Proved here for every
	# game header whose name no neutral header has.
	if [ -n "${FORMAT_CPPFLAGS:-}" ] && [ -n "${CMD_CPPFLAGS:-}" ]; then
		for h in $game_h; do
			b=${h##*/}
			[ -e "lib/$b" ] || [ -e "formats/$b" ] || [ -e "cmd/$b" ] && continue
			for flags in "$FORMAT_CPPFLAGS" "$CMD_CPPFLAGS"; do
				# shellcheck disable=SC2086
				if printf '#include "%s"\n' "$b" | ${CC:-cc} -std=c11 -fsyntax-only $flags -x c - 2>/dev/null; then
					echo "layers: a game-neutral file can include $h ($flags)"; fail=1
				fi
			done
		done
	else
		echo "layers: FORMAT_CPPFLAGS or CMD_CPPFLAGS unset (make check-layers sets them): the seam is not checked"; fail=1
	fi
fi
if part sizes; then
	# Rooms of one concern: no source file over 1,000 lines, no function over
	# 120 (a function starts at a line that opens it in column 0, as the house
	# style writes them, and ends at the '}' in column 0)
	src="lib/*.c formats/*.c cmd/*.c $(echo $game_c) $(in_games '*.inc' | tr '\n' ' ')"
	# shellcheck disable=SC2086
	bad=$(wc -l $src | awk '$2 != "total" && $1 > 1000 { print $2 " (" $1 " lines)" }')
	[ -z "$bad" ] || { echo "layers: files over 1,000 lines:" $bad; fail=1; }
	# shellcheck disable=SC2086
	bad=$(awk '/^[a-z].*\(/ && !/;$/ { name = $0 } /^\{/ { s = FNR } /^\}/ && s { if (FNR - s - 1 > 120) print FILENAME ": " name " (" FNR - s - 1 " lines)"; s = 0 }' $src)
	[ -z "$bad" ] || { echo "layers: functions over 120 lines:"; echo "$bad"; fail=1; }
fi
if part namespace; then
	# The library's namespace: every symbol libzertz.a gives a program that
	# links it begins zz_ (a program's own names cannot collide with it);
	# names from __ are the compiler's (ASan's __odr_asan.NAME)
	if [ -f libzertz.a ] && command -v nm >/dev/null 2>&1; then
		bad=$(nm -g --defined-only libzertz.a 2>/dev/null | awk 'NF == 3 && $3 !~ /^(zz_|__)/ { print $3 }' | sort -u)
		[ -z "$bad" ] || { echo "layers: symbols of libzertz.a outside zz_:" $bad; fail=1; }
		n=$(nm -g --defined-only libzertz.a 2>/dev/null | awk 'NF == 3' | sort -u | wc -l)
		[ "$n" -gt 100 ] || { echo "layers: nm lists only $n symbols of libzertz.a"; fail=1; }
	else
		echo "layers: libzertz.a or nm is missing: the namespace check cannot run"; fail=1
	fi
fi
# a part asked for that is not here is a failure (tests/lib.sh)
[ -z "${ZERTZ_TEST_PART:-}" ] || [ "$parts_run" -gt 0 ] || { echo "layers: no part '$ZERTZ_TEST_PART'"; fail=1; }
[ "$fail" = 0 ] && echo 'check-layers: ok'
[ "$fail" = 0 ]
