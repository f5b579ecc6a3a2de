#!/bin/sh
# A third game is its two folders: a copy of the tree with the stub game
# of tests/stub (lib/stub/, formats/stub/: its engine table and its text
# entry, with only what the tables require) added and nothing else
# changed builds, registers the game (lib/games.inc, from the folders),
# reads and replays its records beside the others', and passes the checks
# of the layers and headers, which find the games by their folders too.
cd "$(dirname "$0")/.." || exit 2
suite=stub
. tests/lib.sh
# the tree's sources: what git lists, or (a copy that is not a clone, as
# the mutation check's) the folders a build and this check need
if command -v git >/dev/null 2>&1 && git rev-parse --git-dir >/dev/null 2>&1; then
	git ls-files -co --exclude-standard
else
	find Makefile lib formats cmd include samples tests/layers.sh tests/lib.sh -type f \
		! -name '*.o' ! -name '*.d' ! -name '*.gc*' ! -name games.inc
fi | grep -v '^tests/stub/' | sed 's|^\./||' | sort >"$tmp/files"
mkdir -p "$tmp/tree"
tar -cf - -T "$tmp/files" | tar -xf - -C "$tmp/tree"
(cd tests/stub && tar -cf - lib formats) | tar -xf - -C "$tmp/tree"
# what the copy has that the tree has not: the two folders' files, no other
(cd "$tmp/tree" && find . -type f | sed 's|^\./||' | sort) >"$tmp/copy"
sed 's|^|./|; s|^\./||' "$tmp/files" >"$tmp/orig"
if part folders; then
	is "the stub game: its two folders and nothing else" "$(comm -13 "$tmp/orig" "$tmp/copy" | tr '\n' ' ')" \
		"formats/stub/text.c lib/stub/kind.c "
	is "no file of the tree changed" "$(comm -23 "$tmp/orig" "$tmp/copy" | wc -l)" 0
fi
# built quickly (what is checked is that it builds, not how fast it runs);
# the part "register" alone (a mutation's test) needs only the list of
# games, not a build of the tree (40 s)
command -v ccache >/dev/null 2>&1 && CC="ccache ${CC:-cc}" && export CC
build="zertz formats/schemas/kind.schema.json check-headers"
[ "${ZERTZ_TEST_PART:-}" = register ] && build=lib/games.inc
# shellcheck disable=SC2086
if (cd "$tmp/tree" && LTO= OPT=-O0 make -s -j2 $build >"$tmp/build" 2>&1); then
	ok
else
	bad "the tree with the stub game does not build" "$(grep -m 3 -e error -e Error "$tmp/build")"
	report
	exit
fi
# a record of the stub game (the parts records and lists read it)
printf '[Game "stub"]\n[White "a"]\n\n1. m\n2. m\n3. m\n' >"$tmp/s.zgn"
if part register; then
	is "registered from its folder, after the default game" "$(grep -c '^ZZ_GAME(' "$tmp/tree/lib/games.inc") $(grep -n 'ZZ_GAME(stub)' "$tmp/tree/lib/games.inc" | cut -d: -f2) $(sed -n 2p "$tmp/tree/lib/games.inc")" \
		"3 ZZ_GAME(stub) ZZ_GAME(zertz)"
fi
if part records; then
	(cd "$tmp/tree" && ./zertz validate "$tmp/s.zgn" samples/isolation.zgn samples/tzaar/opening.zgn) >"$tmp/out" 2>"$tmp/err"
	is "its record read and replayed beside a Zertz and a TZAAR one" "$? $(tail -1 "$tmp/err")" \
		"0 zertz: 3 games, 3 valid, 0 invalid, 0 warnings"
	(cd "$tmp/tree" && ./zertz convert -q -t position "$tmp/s.zgn") >"$tmp/out" 2>&1
	is "its position after the turns" "$(cat "$tmp/out")" "stub 3"
	printf '[Game "stub"]\n\n1. m\n2. x\n' >"$tmp/bad.zgn"
	(cd "$tmp/tree" && ./zertz validate "$tmp/bad.zgn") >/dev/null 2>"$tmp/err"
	is "its notation's error said" "$? $(head -1 "$tmp/err" | sed "s|$tmp/||")" \
		"1 bad.zgn:4:4: error: malformed move: a stub turn is 'm' [notation]"
fi
if part lists; then
	# the lists of games, from the tables: the options' values (and so the
	# shells' completion, which asks zertz --values), select --kind, and the
	# JSON Schemas' kinds
	is "zertz --values kind: the stub game among the games" "$(cd "$tmp/tree" && ./zertz --values kind | tr '\n' ' ')" \
		"zertz stub tzaar "
	(cd "$tmp/tree" && ./zertz select --kind stub "$tmp/s.zgn" samples/isolation.zgn) >"$tmp/out" 2>"$tmp/err"
	is "select --kind stub: its game, not the Zertz one" "$? $(grep -c '^\[Game "Stub"\]' "$tmp/out") $(grep -c '^1\. ' "$tmp/out")" "0 1 1"
	(cd "$tmp/tree" && ./zertz select --kind chess </dev/null) >/dev/null 2>"$tmp/err"
	is "select --kind: the stub game in the message" "$? $(head -1 "$tmp/err")" "2 zertz: --kind: zertz, stub or tzaar, not 'chess'"
	is "the schemas' kinds" "$(grep '"enum"' "$tmp/tree/formats/schemas/kind.schema.json" | tr -d ' ')" '"enum":["zertz","stub","tzaar"]'
fi
if part layers; then
	(cd "$tmp/tree" && CC=${CC:-cc} FORMAT_CPPFLAGS="$(make -s --no-print-directory --eval 'zzp: ; @echo $(FORMAT_CPPFLAGS)' zzp)" \
		CMD_CPPFLAGS="$(make -s --no-print-directory --eval 'zzp: ; @echo $(CMD_CPPFLAGS)' zzp)" ZERTZ_TEST_PART= sh tests/layers.sh) >"$tmp/layers" 2>&1
	is "the layer check, the stub game among the games" "$? $(tail -1 "$tmp/layers")" "0 check-layers: ok"
fi
report
