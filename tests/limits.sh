#!/bin/sh
# Bounded cost: the limits of one game (zertz(1) LIMITS), YAML at its
# limits, and the walker's rarer ways (cmd/walk.c, cmd/archive.c): each said, never a
# crash or a hang (run under ASan by make sanitize).
cd "$(dirname "$0")/.." || exit 2
suite=limits
. tests/lib.sh

# the part out-of-memory (at the end) needs a build that runs in 60 MB of
# address space, which a sanitizer build does not: make check runs it on
# the plain build (check-out-of-memory), the others under the sanitizers
if part limits; then
# ---- the limits of one game (zertz(1) LIMITS) ----
# each said once, naming its variable; the game invalid; a stream goes on
# to its next game; the variables raise them
{ printf '[Board "37"]\n'; i=0; while [ $i -lt 1200 ]; do printf '[T%d "v"]\n' $i; i=$((i + 1)); done; printf '\n1. Wd4,a1\n'; } >"$tmp/tags.zgn"
expect limit-tags 1 "$tmp/tags.zgn:1:1: error: the game is over a limit of the reader: more than 1000 tags: 201 not kept (ZERTZ_MAX_TAGS raises the limit) [limits]" \
	./zertz validate "$tmp/tags.zgn"
expect limit-tags-raised 0 "zertz: 1 game, 1 valid, 0 invalid, 0 warnings" env ZERTZ_MAX_TAGS=2000 ./zertz validate "$tmp/tags.zgn"
{ printf '[Board "37"]\n\n'; i=0; while [ $i -lt 30 ]; do echo "Wd4,a1"; i=$((i + 1)); done; printf '\n[Board "37"]\n\n1. Wd4,a1\n'; } >"$tmp/long-game.zgn"
expect limit-turns 1 "$tmp/long-game.zgn:1:1: error: the game is over a limit of the reader: more than 20 turns: the rest are not read (ZERTZ_MAX_TURNS raises the limit) [limits]" \
	env ZERTZ_MAX_TURNS=20 ./zertz validate "$tmp/long-game.zgn"
has_line limit-turns-next-game "$tmp/err" "zertz: 2 games, 1 valid, 1 invalid, 0 warnings"
./zertz validate --json "$tmp/long-game.zgn" >"$tmp/out" 2>/dev/null
env ZERTZ_MAX_TURNS=20 ./zertz validate --json "$tmp/long-game.zgn" 2>/dev/null | jq -c '[.turns, .valid]' >"$tmp/out"
printf '[20,false]\n[1,true]\n' >"$tmp/want"
cmp -s "$tmp/out" "$tmp/want" && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL hostile limit-turns-kept: $(cat "$tmp/out")"; }
{ printf '[Board "37"]\n\n'; i=0; while [ $i -lt 300 ]; do echo "junk $i"; i=$((i + 1)); done; } >"$tmp/junk.zgn"
env ZERTZ_MAX_DIAGNOSTICS=50 ./zertz validate "$tmp/junk.zgn" >"$tmp/out" 2>"$tmp/err"
has_line limit-diagnostics "$tmp/err" "$tmp/junk.zgn: note: and 250 more diagnostics, counted and not kept: a game keeps 50 (ZERTZ_MAX_DIAGNOSTICS raises the limit)"
has_line limit-diagnostics-more "$tmp/err" "$tmp/junk.zgn: note: 30 more errors in this game (--max-errors 0 shows them all)"
[ "$(env ZERTZ_MAX_DIAGNOSTICS=50 ./zertz validate --json "$tmp/junk.zgn" 2>/dev/null | jq '.diagnostics | length')" = 50 ] &&
	pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL hostile limit-diagnostics-json: not 50 kept"; }
printf '[Board "37"]\n\n1. Wd4,a1 {%s}\n2. Bd1,a2 {%s}\n' "$(head -c 700 /dev/zero | tr '\0' a)" "$(head -c 700 /dev/zero | tr '\0' b)" >"$tmp/text.zgn"
expect limit-text 1 "$tmp/text.zgn:1:1: error: the game is over a limit of the reader: more than 1024 bytes of tags and comments: 700 not kept (ZERTZ_MAX_TEXT raises the limit) [limits]" \
	env ZERTZ_MAX_TEXT=1k ./zertz validate "$tmp/text.zgn"
expect limit-bad-value 2 "zertz: ZERTZ_MAX_TURNS: '10k' is not a number up to 1073741824" env ZERTZ_MAX_TURNS=10k ./zertz validate "$tmp/text.zgn"
expect limit-zero 2 "zertz: ZERTZ_MAX_TAGS: '0' is not a number up to 16777216" env ZERTZ_MAX_TAGS=0 ./zertz validate "$tmp/text.zgn"
# a tag given again is found by its name, however many came before
{ i=0; while [ $i -lt 500 ]; do printf '[T%d "v"]\n' $i; i=$((i + 1)); done; printf '[Board "37"]\n[T7 "again"]\n\n1. Wd4,a1\n'; } >"$tmp/again.zgn"
expect tag-again 0 "$tmp/again.zgn:502:6: warning: tag given twice, the last one counts: 'T7' [notation]" ./zertz validate "$tmp/again.zgn"
[ "$(./zertz validate --json "$tmp/again.zgn" 2>/dev/null | jq -r '.tags.T7')" = again ] && pass=$((pass + 1)) ||
	{ fail=$((fail + 1)); echo "FAIL hostile tag-again-value: the last T7 does not count"; }

# ---- YAML at its limits (formats/yaml.c) ----
python3 -c "print('board: 37\nmoves: ' + '[' * 3000 + ']' * 3000)" >"$tmp/deep.yaml"
expect yaml-depth 1 "$tmp/deep.yaml:2:72: error: invalid record structure: YAML nested too deeply [notation]" ./zertz validate "$tmp/deep.yaml"
printf 'board: 37\nmoves: *nope\n' >"$tmp/alias.yaml"
expect yaml-unknown-anchor 1 "$tmp/alias.yaml:2:8: error: invalid record structure: an alias to an unknown anchor [notation]" ./zertz validate "$tmp/alias.yaml"
printf -- '---\nboard: &b 37\nmoves: ["Wd4,a1"]\n---\nboard: *b\nmoves: ["Wd4,a1"]\n' >"$tmp/anchor.yaml"
expect yaml-anchor-other-document 1 "$tmp/anchor.yaml:5:8: error: invalid record structure: an alias to an unknown anchor [notation]" ./zertz validate "$tmp/anchor.yaml"
printf 'board: ~\nmoves: []\n' >"$tmp/null.yaml"
expect yaml-null 1 "$tmp/null.yaml:1:1: error: unsupported board: 'board' must be 37, 40, 43, 44, 48, 61 or \"custom\" [board]" ./zertz validate "$tmp/null.yaml"
printf '? [a]\n: b\nboard: 37\n' >"$tmp/key.yaml"
expect yaml-key 1 "$tmp/key.yaml:1:1: error: invalid record structure: mapping keys must be strings [notation]" ./zertz validate --from yaml "$tmp/key.yaml"
printf 'board: 37\ntags: {a: [}\n' >"$tmp/syntax.yaml"
expect yaml-syntax-in-mapping 1 "$tmp/syntax.yaml:2:12: error: invalid record structure: did not find expected node content [notation]" ./zertz validate "$tmp/syntax.yaml"

# ---- the walker's rarer ways (cmd/walk.c, cmd/archive.c) ----
# standard input that cannot be read, FILE#K of what is no record file
expect stdin-unreadable 3 "zertz: error: cannot read standard input: Is a directory" sh -c './zertz validate </'
expect game-of-device 3 "zertz: error: '/dev/null#1': #1 selects a game of a record file; '/dev/null' is not one" ./zertz validate '/dev/null#1'
# FILE#K with -j: the unit one worker takes
expect game-of-jobs 0 "zertz: 2 games, 2 valid, 0 invalid, 0 warnings" ./zertz validate -j 2 'tests/regress/stats/fixture.zgn#2' samples/blitz.zgn
# directories nested past 256
d=$tmp/nest
p=$d
for i in $(seq 260); do p=$p/d; done
mkdir -p "$p" && cp samples/blitz.zgn "$p/"
./zertz validate -r "$d" >"$tmp/out" 2>"$tmp/err"
rc=$?
if [ $rc = 3 ] && grep -q "^zertz: error: '$d/d/d.*': directories nested too deeply\$" "$tmp/err"; then
	pass=$((pass + 1))
else
	fail=$((fail + 1)); echo "FAIL hostile nested-too-deeply: status $rc, $(head -c 200 "$tmp/err")"
fi
rm -rf "$d"
# an archive over 16 MiB is read by its path, not whole; one cut short is said
python3 - "$tmp" <<'PY'
import sys, zipfile
d = sys.argv[1]
# a game and 17 MB of comment lines, stored: the archive is over 16 MiB
pad = ("# " + "x" * 998 + "\n") * 17000
with zipfile.ZipFile(d + "/big.zip", "w") as z:
    z.writestr("many.zgn", "[Board \"37\"]\n\n1. Wd4,a1\n" + pad, compress_type=zipfile.ZIP_STORED)
    z.writestr("bad.zgn", "[Board \"37\"]\n\n1. Wd4,d4\n")
data = open(d + "/big.zip", "rb").read()
open(d + "/bigcut.zip", "wb").write(data[:len(data) - 200])
PY
[ "$(wc -c <"$tmp/big.zip")" -gt 16777216 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL hostile big-zip: not over 16 MiB"; }
expect big-zip 1 "$tmp/big.zip:bad.zgn:3:8: error: removed ring is the ring just placed on: 'd4' [free-ring]" ./zertz validate -q "$tmp/big.zip"
./zertz validate "$tmp/big.zip" 2>&1 | tail -1 >"$tmp/out"
has_line big-zip-summary "$tmp/out" "zertz: 2 games, 1 valid, 1 invalid, 0 warnings"
expect big-zip-cut 3 "zertz: error: cannot read the archive '$tmp/bigcut.zip': not a zip archive, or one cut short" ./zertz validate "$tmp/bigcut.zip"
rm -f "$tmp/big.zip" "$tmp/bigcut.zip"
# archives inside an archive: a member whose CRC is wrong, one over the limit
python3 - "$tmp" <<'PY'
import io, sys, zipfile
d = sys.argv[1]
game = b"[Board \"37\"]\n\n1. Wd4,a1\n"
inner = io.BytesIO()
with zipfile.ZipFile(inner, "w") as z:
    z.writestr(zipfile.ZipInfo("a.zgn"), game, compress_type=zipfile.ZIP_STORED)
data = bytearray(inner.getvalue())
i = data.index(b"Wd4,a1")
data[i] = ord("B")
with zipfile.ZipFile(d + "/nested-crc.zip", "w") as z:
    z.writestr("inner.zip", bytes(data), compress_type=zipfile.ZIP_STORED)
big = io.BytesIO()
with zipfile.ZipFile(big, "w") as z:
    z.writestr("big.zgn", game + b"\n" * (2 << 20), compress_type=zipfile.ZIP_DEFLATED)
with zipfile.ZipFile(d + "/nested-big.zip", "w") as z:
    z.writestr("inner.zip", big.getvalue(), compress_type=zipfile.ZIP_STORED)
PY
for how in in-place libzip; do
	expect "nested-crc-$how" 3 "zertz: error: cannot read '$tmp/nested-crc.zip:inner.zip:a.zgn': CRC error" \
		env ZERTZ_TEST_ZIP=$how ./zertz validate "$tmp/nested-crc.zip"
	expect "nested-over-limit-$how" 3 "zertz: error: '$tmp/nested-big.zip:inner.zip:big.zgn': only the first 1048576 bytes were read (the limit of a member)" \
		env ZERTZ_TEST_ZIP=$how ZERTZ_MAX_MEMBER=1M ./zertz validate "$tmp/nested-big.zip"
done

# a ZEN comment (many lines long) is a game's text: past ZERTZ_MAX_TEXT it
# is not kept, said once, counted whole; and however long, what is kept
# while it is read stays within the budget (60 MB of memory for a 100 MB
# comment, with the default budget of 16 MiB: the part out-of-memory)
python3 -c 'import sys
sys.stdout.write("[Player1 \"a\"]\n\n1. Wd4-a1 {" + ("x" * 999 + "\n") * int(sys.argv[1]) + "} *\n")' 3000 >"$tmp/long.zen"
expect zen-comment-budget 1 "$tmp/long.zen:1:1: error: the game is over a limit of the reader: more than 1000000 bytes of tags and comments: 3000000 not kept (ZERTZ_MAX_TEXT raises the limit) [limits]" \
	env ZERTZ_MAX_TEXT=1000000 ./zertz validate "$tmp/long.zen"
# a LittleGolem game is read whole before its moves: past the room that
# ZERTZ_MAX_TEXT and ZERTZ_MAX_TURNS give it (1 kB + 64 bytes a turn here),
# it is not read, said at its first line, and the next game is read as
# usual; by default a 27 MB game is refused within 60 MB of memory
lg='(;FF[TZAAR]VA[RANDOM]PB[b]PW[w]POS[cBbCbcBCCBBcabaBbCcCbbbCCACAcbcbcBccBCCBaAAacCCcaacCACcCccAB]'
{ printf '\n  %sC[%s]\n;W[npmq])\n' "$lg" "$(printf 'y%.0s' $(seq 1500))"; printf '%s;W[npmq])\n' "$lg"; } >"$tmp/lgbig.sgf"
expect lg-budget 1 "$tmp/lgbig.sgf:2:3: error: the game is over a limit of the reader: a LittleGolem game of more than 1344 bytes is not read (ZERTZ_MAX_TEXT and ZERTZ_MAX_TURNS raise the limit) [limits]" \
	env ZERTZ_MAX_TEXT=1k ZERTZ_MAX_TURNS=5 ./zertz validate -q "$tmp/lgbig.sgf"
env ZERTZ_MAX_TEXT=1k ZERTZ_MAX_TURNS=5 ./zertz validate "$tmp/lgbig.sgf" >"$tmp/out" 2>"$tmp/err"
has_line lg-budget-next "$tmp/err" "zertz: 2 games, 1 valid, 1 invalid, 0 warnings"
# a JSON line past ZERTZ_MAX_LINE is said, though the values before the
# cut read well (two games on a line of 71 bytes, cut at 40)
printf '{"board": 37, "moves": ["Wd4,a1"]} {"board": 37, "moves": ["Wd4,a1"]}\n' >"$tmp/jcut.json"
ZERTZ_MAX_LINE=40 ./zertz validate "$tmp/jcut.json" >"$tmp/out" 2>"$tmp/err"
has_line json-line-cut "$tmp/err" "$tmp/jcut.json:1:1: error: invalid record structure: line longer than 40 bytes: the rest of it is not read (ZERTZ_MAX_LINE raises the limit) [notation]"
has_line json-line-cut-summary "$tmp/err" "zertz: 2 games, 0 valid, 2 invalid, 0 warnings"
# an SGF line past ZERTZ_MAX_LINE (a comment of megabytes on one line) is
# said as the limit it is, once, and the game it cuts is broken: not "the
# input ends inside the value of 'C'", not a game read short in silence;
# a record cut before its first game is a broken game, not none
printf '(;GM[22]SU[zertz]PB[a]\n;P0[0 Start P0];P0[1 RtoB 2 0 D 7];P0[2 R- C 6];P0[3 Done]C[%s])\n(;GM[22]SU[zertz];P0[0 Start P0];P0[1 RtoB 2 0 D 7];P0[2 R- C 6];P0[3 Done])\n' \
	"$(printf 'x%.0s' $(seq 1 100))" >"$tmp/scut.sgf"
ZERTZ_MAX_LINE=60 ./zertz validate "$tmp/scut.sgf" >"$tmp/out" 2>"$tmp/err"
is "sgf-line-cut" "$? $(cat "$tmp/err")" "1 $tmp/scut.sgf:2:1: error: the game is over a limit of the reader: line longer than 60 bytes: it and the rest of the input are not read (ZERTZ_MAX_LINE raises the limit) [limits]
zertz: 1 game, 0 valid, 1 invalid, 0 warnings"
ZERTZ_MAX_LINE=20 ./zertz validate "$tmp/scut.sgf" >"$tmp/out" 2>"$tmp/err"
is "sgf-line-cut-first" "$? $(cat "$tmp/err")" "1 $tmp/scut.sgf:1:1: error: the game is over a limit of the reader: line longer than 20 bytes: it and the rest of the input are not read (ZERTZ_MAX_LINE raises the limit) [limits]
zertz: 1 game, 0 valid, 1 invalid, 0 warnings"
./zertz validate "$tmp/scut.sgf" >"$tmp/out" 2>"$tmp/err"
is "sgf-line-whole" "$? $(tail -1 "$tmp/err")" "0 zertz: 2 games, 2 valid, 0 invalid, 0 warnings"
# what cannot be read is said, never an empty style or "0 proofs": a
# directory named as a style sheet or a proof file, a style sheet over 1 MiB
mkdir "$tmp/adir"
expect css-dir 3 "zertz: error: cannot read '$tmp/adir': Is a directory" ./zertz render --css "$tmp/adir" samples/opening.zgn
expect proofs-dir 3 "zertz: error: cannot read '$tmp/adir': Is a directory" ./zertz analyze --check-proof "$tmp/adir"
head -c 1048577 /dev/zero | tr '\0' ' ' >"$tmp/big.css"
expect css-over-1-mib 3 "zertz: error: '$tmp/big.css' is longer than 1 MiB: not read as a style sheet" \
	./zertz render --css "$tmp/big.css" samples/opening.zgn
head -c 1048576 /dev/zero | tr '\0' ' ' >"$tmp/big.css"
./zertz render --css "$tmp/big.css" samples/opening.zgn >"$tmp/out" 2>"$tmp/err"
is "css-of-1-mib" "$? $(wc -c <"$tmp/err")" "0 0"
# a ZEN move cut inside the two bytes of U+00D7
printf '[Player1 "a"]\n\n1. Wd4-a1 Bd5-a2 2. Wd4\303\n' >"$tmp/cut.zen"
expect zen-cut-times 1 "$tmp/cut.zen:3:21: error: malformed move: 'Wd4\\303' is no ZEN move on this board (Wb3, Wb3-c4, Wa4xc4xe5, Wa4xc4+g, or -) [notation]" \
	./zertz validate "$tmp/cut.zen"

# names that look like FILE#K or ARCHIVE:MEMBER and are neither: no such file
for name in 'samples/blitz.zgn#0' 'samples/blitz.zgn#' 'samples/blitz.zgn#x1' "$tmp/none.zgn#2" \
	    "$tmp/none.zip:a.zgn" 'samples/blitz.zgn:a.zgn'; do
	expect "not-game-of-$name" 3 "zertz: error: cannot open '$name': No such file or directory" ./zertz validate "$name"
done
expect size-overflow 2 "zertz: ZERTZ_MAX_MEMBER: '99999999999G' is not a size in bytes (k, M, G) up to 1099511627776" \
	env ZERTZ_MAX_MEMBER=99999999999G ./zertz validate samples/blitz.zgn
# a directory within the walk that cannot be read (as nobody, when root)
mkdir -p "$tmp/walk/locked" && cp samples/blitz.zgn "$tmp/walk/" && chmod 000 "$tmp/walk/locked"
as=
[ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1 && chmod 755 "$tmp" &&
	as="setpriv --reuid=65534 --regid=65534 --clear-groups" &&
	{ $as ./zertz --version >/dev/null 2>&1 || as=; }
if [ "$(id -u)" != 0 ] || [ -n "$as" ]; then
	expect unreadable-directory 3 "zertz: error: cannot read the directory '$tmp/walk/locked': Permission denied" \
		$as ./zertz validate -r "$tmp/walk"
	has_line unreadable-directory-rest "$tmp/err" "zertz: 1 game, 1 valid, 0 invalid, 0 warnings"
else
	skip 2 "root, and nobody cannot run ./zertz to find a directory it cannot read"
fi
chmod 755 "$tmp/walk/locked"

# the limit of turns in a record read whole (JSON): its turns past the limit dropped
printf '{"board": 37, "moves": ["Wd4,a1", "Bd1,a2", "Gb1,a3", "Wb2,a4", "Gc1,b5"]}\n' >"$tmp/many.json"
expect limit-turns-json 1 "$tmp/many.json:1:1: error: the game is over a limit of the reader: more than 3 turns: the rest are not read (ZERTZ_MAX_TURNS raises the limit) [limits]" \
	env ZERTZ_MAX_TURNS=3 ./zertz validate "$tmp/many.json"
[ "$(ZERTZ_MAX_TURNS=3 ./zertz validate --json "$tmp/many.json" 2>/dev/null | jq .turns)" = 3 ] && pass=$((pass + 1)) ||
	{ fail=$((fail + 1)); echo "FAIL limits limit-turns-json-kept: not 3 turns kept"; }
# a diagnostic not kept, and the note that would have followed it
printf '[Board "37"]\n[Board "37"]\n\n1. Wd4,a1\n2. Bd4,b1\n' >"$tmp/dropped.zgn"
env ZERTZ_MAX_DIAGNOSTICS=1 ./zertz validate "$tmp/dropped.zgn" >"$tmp/out" 2>"$tmp/err"
has_line dropped-kept "$tmp/err" "$tmp/dropped.zgn:2:9: warning: tag given twice, the last one counts: 'Board' [notation]"
has_line dropped-counted "$tmp/err" "$tmp/dropped.zgn: note: and 1 more diagnostic, counted and not kept: a game keeps 1 (ZERTZ_MAX_DIAGNOSTICS raises the limit)"
has_line dropped-invalid "$tmp/err" "zertz: 1 game, 0 valid, 1 invalid, 1 warning"
[ "$(wc -l <"$tmp/err")" = 3 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL limits dropped-note: $(cat "$tmp/err")"; }
# TZAAR's set-up string, too short or of what is no piece; Zertz's rules for a TZAAR game
printf '[Game "TZAAR"]\n[Setup "random"]\n[Start "TTT"]\n\n1. xA5A4\n' >"$tmp/ts1.zgn"
expect tz-start-short 1 "$tmp/ts1.zgn:3:9: error: invalid position string: [Start] has 3 characters, not 60 (one per point, A1 to I5) [position]" \
	./zertz validate "$tmp/ts1.zgn"
printf '[Game "TZAAR"]\n[Setup "random"]\n[Start "%s"]\n\n1. xA5A4\n' "$(printf 'Q%.0s' $(seq 60))" >"$tmp/ts2.zgn"
expect tz-start-letter 1 "$tmp/ts2.zgn:3:9: error: invalid position string: [Start]: 'Q' at A1 is not a piece (Z, A, T white; z, a, t black; . empty) [position]" \
	./zertz validate "$tmp/ts2.zgn"
expect tz-rules 0 "samples/tzaar/opening.zgn:1:1: warning: record element ignored: --rules free-ring=any-two: TZAAR has no rule options [notation]" \
	./zertz validate --rules free-ring=any-two samples/tzaar/opening.zgn
expect tz-perft-0 0 "" ./zertz perft --game tzaar --depth 0
[ "$(cat "$tmp/out")" = 1 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL limits tz-perft-0: $(cat "$tmp/out")"; }

# errors left unshown by --max-errors, one and more, and diagnostics past
# ZERTZ_MAX_DIAGNOSTICS: each counted in a note
printf '[Board "38"]\n[Variant "x"]\n\n*\n' >"$tmp/two-errors.zgn"
printf '[Board "38"]\n[Variant "x"]\n[Marbles "x"]\n\n*\n' >"$tmp/three-errors.zgn"
{
	./zertz validate --max-errors 1 "$tmp/two-errors.zgn" 2>&1 | sed -n 2p
	./zertz validate --max-errors 1 "$tmp/three-errors.zgn" 2>&1 | sed -n 2p
	ZERTZ_MAX_DIAGNOSTICS=1 ./zertz validate --max-errors 0 "$tmp/three-errors.zgn" 2>&1 | sed -n 2p
} | sed "s|$tmp/||" >"$tmp/got"
cat >"$tmp/want" <<'EOF'
two-errors.zgn: note: 1 more error in this game (--max-errors 0 shows them all)
three-errors.zgn: note: 2 more errors in this game (--max-errors 0 shows them all)
three-errors.zgn: note: and 2 more diagnostics, counted and not kept: a game keeps 1 (ZERTZ_MAX_DIAGNOSTICS raises the limit)
EOF
cmp -s "$tmp/want" "$tmp/got" && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL limits more-errors:"; diff "$tmp/want" "$tmp/got"; }
fi

if part out-of-memory; then
# memory that runs out: said in one line, status 3, no crash (a sanitizer
# build reserves more address space than the limit leaves: skipped there,
# and run on the plain build by make check)
if (ulimit -v 60000 && ./zertz --version) >/dev/null 2>&1; then
	python3 - "$tmp" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1] + "/huge.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("big.zgn", b"[Board \"37\"]\n\n" + b"\n" * (60 << 20))
PY
	expect out-of-memory 3 "zertz: fatal: out of memory" sh -c "ulimit -v 60000 && exec ./zertz validate '$tmp/huge.zip'"
	# a ZEN comment of 100 MB is read within 60 MB (the budget of 16 MiB)
	python3 -c 'import sys
sys.stdout.write("[Player1 \"a\"]\n\n1. Wd4-a1 {" + ("x" * 9999 + "\n") * 10000 + "} *\n")' >"$tmp/huge.zen"
	expect zen-comment-memory 1 "$tmp/huge.zen:1:1: error: the game is over a limit of the reader: more than 16777216 bytes of tags and comments: 100000000 not kept (ZERTZ_MAX_TEXT raises the limit) [limits]" \
		sh -c "ulimit -v 60000 && exec ./zertz validate '$tmp/huge.zen'"
	rm -f "$tmp/huge.zen"
	# by default a 27 MB LittleGolem game is refused within 60 MB
	lg='(;FF[TZAAR]VA[RANDOM]PB[b]PW[w]POS[cBbCbcBCCBBcabaBbCcCbbbCCACAcbcbcBccBCCBaAAacCCcaacCACcCccAB]'
	python3 -c 'import sys
sys.stdout.write(sys.argv[1] + ";W[npmq]\n" * 3000000 + ")\n")' "$lg" >"$tmp/lghuge.sgf"
	expect lg-memory 1 "$tmp/lghuge.sgf:1:1: error: the game is over a limit of the reader: a LittleGolem game of more than 17417216 bytes is not read (ZERTZ_MAX_TEXT and ZERTZ_MAX_TURNS raise the limit) [limits]" \
		sh -c "ulimit -v 60000 && exec ./zertz validate -q '$tmp/lghuge.sgf'"
	rm -f "$tmp/lghuge.sgf"
else
	skip 3 "ulimit -v 60000 leaves a sanitizer build no room to start: make check runs these on the plain build"
fi
fi

report
