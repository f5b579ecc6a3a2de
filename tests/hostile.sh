#!/bin/sh
# Hostile input: each case is made here, fed to ./zertz, and must give the
# exact first diagnostic line and exit status below, within the time limit
# and without a crash (run under ASan by make sanitize).
cd "$(dirname "$0")/.." || exit 2
suite=hostile
. tests/lib.sh

if part early; then
: >"$tmp/empty"
expect empty 1 "$tmp/empty: error: no game found [notation]" ./zertz validate "$tmp/empty"

printf '\001\002\003garbage\377\376\n' >"$tmp/garbage"
expect garbage 1 "$tmp/garbage:1:1: error: no game found: a binary file (its first byte is 0x01), not a text record: not read [notation]" ./zertz validate "$tmp/garbage"
# a chess PGN (PGN's [White] and [Black], no [First] or [Second]): said
# once a game as what it is, as a Go game tree is, its moves not read one
# error each
printf '[Event "x"]\n[White "a"]\n[Black "b"]\n[Result "1-0"]\n\n1. e4 e5 2. Nf3 Nc6 1-0\n\n[Event "y"]\n[White "c"]\n[Black "d"]\n\n1. d4 d5 *\n' >"$tmp/chess.pgn"
./zertz validate --json "$tmp/chess.pgn" 2>/dev/null | jq -c '[.game, .valid, [.diagnostics[].code]]' >"$tmp/got"
printf '[1,false,["variant"]]\n[2,false,["variant"]]\n' >"$tmp/want"
same chess-pgn
expect chess-pgn-said 1 "$tmp/chess.pgn:1:1: error: invalid variant: a chess PGN ([White] and [Black] name the players), not a record of Zertz or TZAAR [variant]" ./zertz validate "$tmp/chess.pgn"
# a program or an image: one line said, not one a line of it (a copy of
# the zertz binary has thousands); a first line that is blank with a CR,
# or a UTF-8 byte order mark, is text
expect program 1 "./zertz:1:1: error: no game found: a binary file (its first byte is 0x7f), not a text record: not read [notation]" ./zertz validate ./zertz
check program-one-line lines "$tmp/err" "error:" 1
printf '\211PNG\r\n\032\n\000\000\000\rIHDR\n' >"$tmp/image.png"
expect image 1 "$tmp/image.png:1:1: error: no game found: a binary file (its first byte is 0x89), not a text record: not read [notation]" ./zertz validate "$tmp/image.png"
printf '\r\n[Board "37"]\r\n\r\n1. Wd4,a1\r\n' >"$tmp/crlf.zgn"
expect crlf-blank-first 0 "zertz: 1 game, 1 valid, 0 invalid, 0 warnings" ./zertz validate "$tmp/crlf.zgn"
printf '\357\273\277[Board "37"]\n\n1. Wd4,a1\n' >"$tmp/bom.zgn"
./zertz validate "$tmp/bom.zgn" >/dev/null 2>"$tmp/err"
check bom-not-binary sh -c "! grep -q 'binary file' '$tmp/err'"

# random bytes (different on every run): an invalid record, never a crash
i=0
while [ $i -lt 5 ]; do
	head -c 3000 /dev/urandom >"$tmp/random"
	timeout 60 ./zertz validate "$tmp/random" >/dev/null 2>"$tmp/err"
	rc=$?
	if [ $rc = 1 ] && grep -q "^$tmp/random:[0-9]*:[0-9]*: error: \|^$tmp/random: error: " "$tmp/err"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		cp "$tmp/random" "${TMPDIR:-/tmp}/zertz-hostile-random.$$.$i"
		echo "FAIL hostile random-bytes: status $rc, first line: $(head -1 "$tmp/err")"
		echo "  the input is kept in ${TMPDIR:-/tmp}/zertz-hostile-random.$$.$i"
	fi
	i=$((i + 1))
done

printf '[Board "37"]\n\n1. Wd4,a1\000\n' >"$tmp/nul"
expect nul-byte 1 "$tmp/nul:3:1: error: malformed move: NUL byte in the line [notation]" ./zertz validate "$tmp/nul"

printf '[Event "caf\351"]\n[Board "37"]\n\n1. Wd4,a1\n' >"$tmp/latin1"
expect invalid-utf8 0 "$tmp/latin1:1:9: warning: text is not UTF-8, read as Latin-1: tag 'Event' [notation]" ./zertz validate "$tmp/latin1"

printf '[Board "37"]\r\n\r1. Wd4,a1\n2. Bd4,g1\r\n' >"$tmp/mixed"
expect mixed-line-ends 1 "$tmp/mixed:4:4: error: placement on an occupied ring: 'd4' holds a white marble [place]" ./zertz validate "$tmp/mixed"

{ printf '[Board "37"]\n\n1. '; head -c 10485760 /dev/zero | tr '\000' 'W'; printf '\n2. Wd4,a1\n'; } >"$tmp/long"
expect 10mb-line 1 "$tmp/long:3:1: error: malformed move: line longer than 1048576 bytes [notation]" ./zertz validate "$tmp/long"

{ printf '[Board "37"]\n\n'; i=0; while [ $i -lt 100000 ]; do echo "Wd4,a1"; i=$((i + 1)); done; } >"$tmp/turns"
# past the limit of turns (zertz(1) LIMITS): said first, then the replay's error
expect 100000-turns 1 "$tmp/turns:1:1: error: the game is over a limit of the reader: more than 10000 turns: the rest are not read (ZERTZ_MAX_TURNS raises the limit) [limits]" ./zertz validate "$tmp/turns"
has_line 100000-turns-replayed "$tmp/err" "$tmp/turns:4:1: error: placement on an occupied ring: 'd4' holds a white marble [place]"
expect 100000-turns-raised 1 "$tmp/turns:4:1: error: placement on an occupied ring: 'd4' holds a white marble [place]" env ZERTZ_MAX_TURNS=200000 ./zertz validate "$tmp/turns"

printf '(;GM[22]SU[Zertz];P0[0 Start P0];P0[1 RtoB 2 0 D 4]\n' >"$tmp/open.sgf"
expect unbalanced-sgf 1 "$tmp/open.sgf:1:53: error: malformed SGF: the input ends inside a game: expected ')' [notation]" ./zertz validate "$tmp/open.sgf"

{ printf '(;GM[22]SU[Zertz];P0[0 Start P0]'; i=0; while [ $i -lt 10000 ]; do printf '(;P0[1 RtoB 2 0 D 4]'; i=$((i + 1)); done; i=0; while [ $i -lt 10000 ]; do printf ')'; i=$((i + 1)); done; printf ')\n'; } >"$tmp/deep.sgf"
# the main line goes into the first variation at every depth
expect deep-variations 1 "$tmp/deep.sgf:1:58: error: malformed Boardspace command: a second action in one turn: 'RtoB' [notation]" ./zertz validate "$tmp/deep.sgf"

{ printf '(;GM[22]SU[Zertz];P0[0 Start P0];P0[1 RtoB 2 0 D 4];P0[2 R- A 1];P0[3 Done]'; i=0; while [ $i -lt 10000 ]; do printf '(;P1[4 R- A 2]'; i=$((i + 1)); done; i=0; while [ $i -lt 10001 ]; do printf ')'; i=$((i + 1)); done; printf '\n'; } >"$tmp/branches.sgf"
expect deep-branches 1 "$tmp/branches.sgf:1:95: error: malformed Boardspace command: a second action in one turn: 'R-' [notation]" ./zertz validate "$tmp/branches.sgf"

{ printf -- '---\na0: &a0 ["Wd4,a1","Wd4,a1","Wd4,a1","Wd4,a1","Wd4,a1","Wd4,a1","Wd4,a1","Wd4,a1","Wd4,a1","Wd4,a1"]\n'
  for i in 1 2 3 4 5 6 7 8; do printf 'a%d: &a%d [*a%d,*a%d,*a%d,*a%d,*a%d,*a%d,*a%d,*a%d,*a%d,*a%d]\n' $i $i $((i-1)) $((i-1)) $((i-1)) $((i-1)) $((i-1)) $((i-1)) $((i-1)) $((i-1)) $((i-1)) $((i-1)); done
  printf 'board: 37\nmoves: *a8\n'; } >"$tmp/bomb.yaml"
expect yaml-alias-bomb 1 "$tmp/bomb.yaml:6:38: error: invalid record structure: aliases expand beyond the limit of nodes [notation]" ./zertz validate "$tmp/bomb.yaml"

{ i=0; while [ $i -lt 100000 ]; do printf '['; i=$((i + 1)); done; echo; } >"$tmp/deep.json"
expect json-nesting 1 "$tmp/deep.json:1:2049: error: invalid record structure: JSON: maximum parsing depth reached near '[' [notation]" ./zertz validate --from json "$tmp/deep.json"

printf '{"board": 99999999999999999999999999, "moves": []}\n' >"$tmp/huge.json"
expect huge-number 1 "$tmp/huge.json:1:36: error: invalid record structure: JSON: too big integer [notation]" ./zertz validate "$tmp/huge.json"

printf '[Board "37"]\n[Position "37 ..../...../....../......./....../...../.... 999999/8/10 0/0/0 0/0/0 1"]\n\n1. Wd4,a1\n' >"$tmp/huge.zgn"
expect huge-count 1 "$tmp/huge.zgn:2:12: error: invalid position string: pool: expected three counts W/G/B of at most 99 [position]" ./zertz validate "$tmp/huge.zgn"

printf '[Board "37"]\n\n12345678901234567890. Wd4,a1\n' >"$tmp/hugeturn.zgn"
expect huge-turn-number 0 "$tmp/hugeturn.zgn:3:1: warning: turn number out of sequence: '12345678901234567890' for turn 1 [notation]" ./zertz validate "$tmp/hugeturn.zgn"

if command -v python3 >/dev/null 2>&1; then
	python3 - "$tmp" <<'PY'
import sys, zipfile
d = sys.argv[1]
with zipfile.ZipFile(d + "/bomb.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("bomb.zgn", b"[Board \"37\"]\n\n" + b"\n" * (100 << 20))
with zipfile.ZipFile(d + "/names.zip", "w") as z:
    z.writestr("../../etc/evil.zgn", "[Board \"37\"]\n\n1. Wd4,a1\n")
    z.writestr("/abs/evil.zgn", "[Board \"37\"]\n\n1. Wd4,a1\n")
data = open(d + "/names.zip", "rb").read()
open(d + "/truncated.zip", "wb").write(data[:len(data) // 2])
PY
	expect zip-bomb 3 "zertz: error: '$tmp/bomb.zip:bomb.zgn': only the first 67108864 bytes were read (the limit of a member)" ./zertz validate "$tmp/bomb.zip"
	expect zip-dotdot-names 0 "zertz: 2 games, 2 valid, 0 invalid, 0 warnings" ./zertz validate "$tmp/names.zip"
	[ ! -e "$tmp/../../etc/evil.zgn" ] && [ ! -e /abs/evil.zgn ] || { fail=$((fail + 1)); echo "FAIL: a member was extracted"; }
	expect truncated-zip 3 "zertz: error: cannot read the archive '$tmp/truncated.zip': not a zip archive, or one cut short" ./zertz validate "$tmp/truncated.zip"
else
	skip 4 "python3 not installed: python3 (the hostile archives)"
fi

# the limits are configurable through the environment
printf '[Board "37"]\n\n1. Wd4,a1 {a comment longer than forty bytes, as you can see}\n' >"$tmp/limit.zgn"
expect max-line 1 "$tmp/limit.zgn:3:1: error: malformed move: line longer than 40 bytes [notation]" env ZERTZ_MAX_LINE=40 ./zertz validate "$tmp/limit.zgn"
expect max-line-bad 2 "zertz: ZERTZ_MAX_LINE: '12x' is not a size in bytes (k, M, G) up to 1073741824" env ZERTZ_MAX_LINE=12x ./zertz validate "$tmp/limit.zgn"
if [ ! -f "$tmp/bomb.zip" ]; then
	skip 1 "python3 not installed: python3 (the hostile archives)"
else
	expect max-member 3 "zertz: error: '$tmp/bomb.zip:bomb.zgn': only the first 1048576 bytes were read (the limit of a member)" env ZERTZ_MAX_MEMBER=1M ./zertz validate "$tmp/bomb.zip"
fi
fi

if part archives; then
# Archives are read by the walker's own directory reader (cmd/zipdir.c)
# when they are plain, else by libzip; ZERTZ_TEST_ZIP=libzip has libzip
# read them all.  Both ways must say the same of every archive here: plain
# ones, and each kind the reader declines or a member it hands to libzip
# (a comment, names not in ASCII, zip64, stored members, a bad CRC, a
# nested archive, a directory entry, a local header out of place, one cut
# short, bytes after the end).
if command -v python3 >/dev/null 2>&1; then
	mkdir -p "$tmp/zips"
	python3 - "$tmp/zips" <<'PY'
import sys, zipfile, io
d = sys.argv[1]
game = b"[Board \"37\"]\n\n1. Wd4,a1\n2. Bd1,a2\n"
bad = b"[Board \"37\"]\n\n1. Wd4,d4\n"
def make(name, members, comment=b"", **kw):
    with zipfile.ZipFile(d + "/" + name, "w", **kw) as z:
        for n, data, method in members:
            z.writestr(zipfile.ZipInfo(n) if not isinstance(n, zipfile.ZipInfo) else n, data, compress_type=method)
        z.comment = comment
D, S = zipfile.ZIP_DEFLATED, zipfile.ZIP_STORED
make("plain.zip", [("a.zgn", game, D), ("b.zgn", bad, D), ("c.zgn", game, S)])
make("comment.zip", [("a.zgn", game, D)], comment=b"an archive comment")
make("utf8.zip", [("\u00e9t\u00e9.zgn", game, D), ("b.zgn", game, D)])
cp = zipfile.ZipInfo("x.zgn")
make("dirs.zip", [("dir/", b"", S), ("dir/a.zgn", game, D)])
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w") as z:
    z.writestr("inner.zgn", game)
make("nested.zip", [("inner.zip", buf.getvalue(), S), ("outer.zgn", game, D)])
with zipfile.ZipFile(d + "/zip64.zip", "w", allowZip64=True) as z:
    with z.open("big.zgn", "w", force_zip64=True) as f:
        f.write(game)
# a stored member whose bytes were changed: its CRC is wrong
make("crc.zip", [("a.zgn", game, S), ("b.zgn", game, D)])
data = bytearray(open(d + "/crc.zip", "rb").read())
i = data.index(b"Wd4,a1")
data[i] = ord("B")
open(d + "/crc.zip", "wb").write(bytes(data))
# the first member's local header signature broken
data = bytearray(open(d + "/plain.zip", "rb").read())
data[0] = ord("Q")
open(d + "/local.zip", "wb").write(bytes(data))
data = open(d + "/plain.zip", "rb").read()
open(d + "/cut.zip", "wb").write(data[:-5])
open(d + "/trailing.zip", "wb").write(data + b"\0\0\0")
# a name in CP437, with no UTF-8 flag: libzip reads it as CP437
data = bytearray(open(d + "/plain.zip", "rb").read())
for k in range(data.count(b"c.zgn")):
    i = data.index(b"c.zgn")
    data[i] = 0x87
open(d + "/cp437.zip", "wb").write(bytes(data))
PY
	for z in "$tmp"/zips/*.zip; do
		for cmd in "validate --json" "convert -t zgn" "validate -j 2"; do
			./zertz $cmd "$z" >"$tmp/in-place.out" 2>"$tmp/in-place.err"
			a=$?
			ZERTZ_TEST_ZIP=libzip ./zertz $cmd "$z" >"$tmp/libzip.out" 2>"$tmp/libzip.err"
			b=$?
			if [ $a = $b ] && cmp -s "$tmp/in-place.out" "$tmp/libzip.out" &&
			   cmp -s "$tmp/in-place.err" "$tmp/libzip.err"; then
				pass=$((pass + 1))
			else
				fail=$((fail + 1))
				echo "FAIL hostile zip-both-ways $(basename "$z") ($cmd): status $a and $b"
				diff "$tmp/in-place.err" "$tmp/libzip.err" | head -5
			fi
		done
	done
else
	skip 33 "python3 not installed: python3 (the archives read both ways)"
fi
fi

if part yaml; then
# YAML that libyaml cannot read, each said where libyaml stops and in its
# words: a quote not closed, a document that is no node, a YAML version it
# does not know; a key that is no string; '~' is null; an alias to a
# string is that string
yaml_case() {	# yaml_case NAME 'TEXT' 'first line after FILE:' [--from yaml]
	printf "$2" >"$tmp/y.yaml"
	./zertz validate ${4:-} "$tmp/y.yaml" 2>&1 | head -1 | sed "s|^$tmp/y.yaml:||" >"$tmp/got"
	printf '%s\n' "$3" >"$tmp/want"
	same "yaml-$1"
}
yaml_case open-quote 'board: "37\n' "2:1: error: invalid record structure: found unexpected end of stream [notation]"
yaml_case bad-document 'board: 37\n--- ]\n' "2:5: error: invalid record structure: did not find expected node content [notation]"
yaml_case version '%%YAML 9.9\n---\nboard: 37\n' "1:1: error: invalid record structure: found incompatible YAML document [notation]"
yaml_case key-not-string '? [1]\n: x\n' "1:1: error: invalid record structure: mapping keys must be strings [notation]" "--from yaml"
yaml_case null-board 'board: ~\n' "1:1: error: unsupported board: 'board' must be 37, 40, 43, 44, 48, 61 or \"custom\" [board]"
printf 'tags: {First: &n ann, Second: *n}\nboard: 37\n' >"$tmp/y.yaml"
./zertz validate --json "$tmp/y.yaml" 2>/dev/null | jq -c '[.first, .second, .valid]' >"$tmp/got"
echo '["ann","ann",true]' >"$tmp/want"
same yaml-alias-string
fi

if part lg; then
# TZAAR readers: LittleGolem records cut short or damaged, bad position strings
printf '(;FF[TZAAR]POS[abc' >"$tmp/lg-cut.sgf"
expect lg-cut 1 "$tmp/lg-cut.sgf:1:12: error: malformed SGF: the input ends inside the value of 'POS' [notation]" ./zertz validate "$tmp/lg-cut.sgf"
printf '(;FF[TZAAR]VA[RANDOM]POS[abc];W[npmq])\n' >"$tmp/lg-pos.sgf"
# (said at POS, after what is said at VA[RANDOM] before it on the line)
run ./zertz validate "$tmp/lg-pos.sgf"
if status 1 && has "$tmp/err" "$tmp/lg-pos.sgf:1:22: error: invalid position string: POS has 3 letters, not 60 [position]"; then ok; else bad lg-pos; fi
sed 's/W\[kskr\]/W[zzzz]/' samples/tzaar/littlegolem.sgf >"$tmp/lg-act.sgf"
expect lg-action 1 "$tmp/lg-act.sgf:1:131: error: malformed move: 'zzzz' is not a LittleGolem TZAAR action (two points k..s, or pass) [notation]" ./zertz validate "$tmp/lg-act.sgf"
# LittleGolem's SGF (TZAAR.md 6): text outside the game and its values is
# said, and so is a game the input cuts before its ')'
printf '  garbage (;FF[TZAAR]VA[STANDARD];W[kskr])\n' >"$tmp/lg-before.sgf"
expect lg-before 0 "$tmp/lg-before.sgf:1:3: warning: record element ignored: text before the game's '(' [notation]" ./zertz validate --from sgf "$tmp/lg-before.sgf"
sed 's/;B\[sksl-pass\]/ x;B[sksl-pass] yy/' samples/tzaar/littlegolem.sgf >"$tmp/lg-stray.sgf"
expect lg-stray 0 "$tmp/lg-stray.sgf:1:137: warning: record element ignored: text outside a property's value: 'x' [notation]" ./zertz validate "$tmp/lg-stray.sgf"
sed 's/)$//' samples/tzaar/littlegolem.sgf >"$tmp/lg-open.sgf"
expect lg-open 1 "$tmp/lg-open.sgf:1:162: error: malformed SGF: the input ends inside the game: expected ')' [notation]" ./zertz validate "$tmp/lg-open.sgf"
sed 's/;B\[sksl-pass\]/;B[sksl-pass]C[hi]/' samples/tzaar/littlegolem.sgf >"$tmp/lg-c.sgf"
expect lg-move-property 0 "$tmp/lg-c.sgf:1:149: warning: record element ignored: LittleGolem property 'C' in a move node [notation]" ./zertz validate "$tmp/lg-c.sgf"
printf '%s junk\n' "$(cat samples/tzaar/littlegolem.sgf)" >"$tmp/lg-after.sgf"
expect lg-after 0 "$tmp/lg-after.sgf:1:164: warning: record element ignored: text after the game on its last line [notation]" ./zertz validate "$tmp/lg-after.sgf"
# a value's escapes: '\]' is ']' and '\\' is '\'
sed 's/EV\[a zertz test game\]/EV[a \\] b\\\\c]/' samples/tzaar/littlegolem.sgf >"$tmp/lg-esc.sgf"
[ "$(./zertz convert -q -t jsonl "$tmp/lg-esc.sgf" | jq -r .tags.Event)" = 'a ] b\c' ] && pass=$((pass + 1)) ||
	{ fail=$((fail + 1)); echo "FAIL hostile lg-escapes: $(./zertz convert -q -t jsonl "$tmp/lg-esc.sgf" | jq -r .tags.Event)"; }
# a LittleGolem record over several lines: a soft line break in a value
# joins it, a fault is placed on its own line; one whose first line does
# not say FF[TZAAR] is refused with the reason
sed 's/;W/\n;W/g; s/;B/\n;B/g; s/EV\[a zertz test game\]/EV[a zertz \\\ntest game]/' samples/tzaar/littlegolem.sgf >"$tmp/lg-lines.sgf"
[ "$(./zertz convert -q -t jsonl "$tmp/lg-lines.sgf" | jq -c '[.tags.Event, [.moves[].move]]')" = '["a zertz test game",["xA5A4","xI1I2 -","xA4A3 -"]]' ] &&
	pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL hostile lg-lines: not read as on one line"; }
sed 's/;W\[krkq-pass\]/;W[krkq-pass]\n;W[zzzz]/' "$tmp/lg-lines.sgf" >"$tmp/lg-lines2.sgf"
expect lg-lines-fault 1 "$tmp/lg-lines2.sgf:6:4: error: malformed move: 'zzzz' is not a LittleGolem TZAAR action (two points k..s, or pass) [notation]" ./zertz validate "$tmp/lg-lines2.sgf"
sed 's/^(;/(\n;/' samples/tzaar/littlegolem.sgf >"$tmp/lg-late.sgf"
expect lg-first-line 1 "$tmp/lg-late.sgf:2:5: error: invalid variant: FF[TZAAR] is LittleGolem's TZAAR, which is read as such when 'FF[TZAAR]' is on the record's first line [variant]" ./zertz validate "$tmp/lg-late.sgf"
# blank lines before the game and blanks after its ')' are nothing; a
# second FF that is not TZAAR, a property with no value, a property name
# longer than any LittleGolem writes (ignored whole in the root), a POS
# letter that is no piece (said as written, at its point: it once became a
# control character, the lower-case rule applied to a letter of no piece)
{ printf '\n  \t\n'; printf '%s \t\n' "$(cat samples/tzaar/littlegolem.sgf)"; } >"$tmp/lg-blank.sgf"
expect lg-blank-lines 0 "zertz: 1 game, 1 valid, 0 invalid, 0 warnings" ./zertz validate "$tmp/lg-blank.sgf"
sed 's/^(;FF\[TZAAR\]/&FF[4]/' samples/tzaar/littlegolem.sgf >"$tmp/lg-ff.sgf"
expect lg-ff 1 "$tmp/lg-ff.sgf:1:12: error: malformed SGF: FF[4] is not LittleGolem's TZAAR [notation]" ./zertz validate -q "$tmp/lg-ff.sgf"
sed 's/;B\[sksl-pass\]/XY;B[sksl-pass]/' samples/tzaar/littlegolem.sgf >"$tmp/lg-novalue.sgf"
expect lg-no-value 1 "$tmp/lg-novalue.sgf:1:136: error: malformed SGF: property 'XY' has no value [notation]" ./zertz validate -q "$tmp/lg-novalue.sgf"
sed 's/^(;FF\[TZAAR\]/&LONGPROPERTY[x]/' samples/tzaar/littlegolem.sgf >"$tmp/lg-long-id.sgf"
expect lg-long-id 0 "zertz: 1 game, 1 valid, 0 invalid, 0 warnings" ./zertz validate "$tmp/lg-long-id.sgf"
sed 's/POS\[C/POS[x/' samples/tzaar/littlegolem.sgf >"$tmp/lg-pos-letter.sgf"
expect lg-pos-letter 1 "$tmp/lg-pos-letter.sgf:1:63: error: invalid position string: POS: 'x' at A1 is not a piece (a Tzaar, b Tzarra, c Tott; lower case White, upper case Black) [position]" ./zertz validate -q "$tmp/lg-pos-letter.sgf"
sed 's/POS\[CC/POS[CQ/' samples/tzaar/littlegolem.sgf >"$tmp/lg-pos-letter2.sgf"
expect lg-pos-letter-2 1 "$tmp/lg-pos-letter2.sgf:1:63: error: invalid position string: POS: 'Q' at A2 is not a piece (a Tzaar, b Tzarra, c Tott; lower case White, upper case Black) [position]" ./zertz validate -q "$tmp/lg-pos-letter2.sgf"
fi

if part kart; then
# KART's ZIP (FORMATS.md 6): a layout is bounded by the custom grid (17
# columns, 41 frame rows, 204 rings, 12 rows once placed), and says so
P='6/8/10 0/0/0 0/0/0 1'
cols18=$(python3 -c "print('/'.join(['o'] * 18))")
expect zip-columns 2 "zertz: --position: ZIP: more than 17 columns" ./zertz perft --board 37 --depth 1 --position "$cols18 $P"
expect zip-rows 2 "zertz: --position: ZIP: column 1 reaches beyond 41 rows" ./zertz perft --board 37 --depth 1 --position "42o $P"
rings221=$(python3 -c "print('/'.join(['o' * 13] * 17))")
expect zip-rings 2 "zertz: --position: ZIP: more than 204 rings" ./zertz perft --board 37 --depth 1 --position "$rings221 $P"
expect zip-high 2 "zertz: --position: ZIP: the shape is higher than the 12 rows of a custom board" ./zertz perft --board 37 --depth 1 --position "ooooooooooooo $P"
expect zip-empty 2 "zertz: --position: ZIP: no ring, and 10 columns: no board of KART's has them" ./zertz perft --board 37 --depth 1 --position "1/1/1/1/1/1/1/1/1/1 $P"
expect zip-tzaar 1 "samples/tzaar/opening.zgn:1:1: error: the output format cannot hold the game: zip: KART's ZIP holds Zertz positions, not TZAAR's [notation]" ./zertz convert -t zip samples/tzaar/opening.zgn
expect tz-position 2 "zertz: --position: expected '/' before A3 (60 points, A1 to I5)" ./zertz perft --game tzaar --depth 1 --position "tzaar ./. white capture"
expect tz-position-count 2 "zertz: --position: more than 15 white totts" ./zertz perft --game tzaar --depth 1 --position "tzaar $(printf 'T/%.0s' $(seq 59))T white capture"
printf '[Game "TZAAR"]\n\n1. x\n2. xA5\n3. +A5A4A3\n4. ---\n' >"$tmp/tz-bits.zgn"
expect tz-bits 1 "$tmp/tz-bits.zgn:3:5: error: malformed move: expected a point (A1 .. I5), found the end of the move [notation]" ./zertz validate "$tmp/tz-bits.zgn"
fi

if part streams; then
# -r reads every format zertz writes, whatever the case of the extension
mkdir "$tmp/formats"
./zertz convert -q -t json samples/blitz.zgn >"$tmp/formats/a.JSON"
./zertz convert -q -t jsonl samples/blitz.zgn >"$tmp/formats/b.jsonl"
./zertz convert -q -t yaml samples/blitz.zgn >"$tmp/formats/c.yml"
./zertz convert -q -t yaml samples/blitz.zgn >"$tmp/formats/d.YAML"
cp samples/blitz.zgn "$tmp/formats/e.ZGN"
echo 'not a record' >"$tmp/formats/f.md"
expect recursive-formats 0 "zertz: 5 games, 5 valid, 0 invalid, 0 warnings" ./zertz validate -r "$tmp/formats"

# FILE#K: the K-th game of a file, as validate --json numbers them
expect game-of 0 "zertz: 1 game, 1 valid, 0 invalid, 0 warnings" ./zertz validate "tests/regress/stats/fixture.zgn#2"
[ "$(./zertz validate --json 'tests/regress/stats/fixture.zgn#2' 2>/dev/null | jq -r '"\(.game) \(.first)"')" = "2 ben" ] && pass=$((pass + 1)) ||
	{ fail=$((fail + 1)); echo "FAIL hostile game-of-json: game 2 of fixture.zgn is not ben's"; }
expect game-of-beyond 1 "tests/regress/stats/fixture.zgn#9: error: no game found [notation]" ./zertz validate "tests/regress/stats/fixture.zgn#9"
expect game-of-archive 3 "zertz: error: 'samples/sgf/archive.zip#1': #1 selects a game of a record file; 'samples/sgf/archive.zip' is an archive" ./zertz validate "samples/sgf/archive.zip#1"

# a report's set-up (board, variant, marbles, win, rules) is written once
# and put back for the games that share it: in a stream of games whose
# set-ups alternate, each game's set-up is the one it has read alone
setups="samples/blitz.zgn samples/custom.zgn samples/game61.zgn samples/both-lose.zgn
	samples/blitz.zgn samples/blitz.zgn samples/game48.zgn samples/isolation.zgn samples/custom.zgn"
for f in $setups; do
	./zertz validate --json "$f" 2>/dev/null | jq -c '[.board, .variant, .marbles, .win, .rules]'
done >"$tmp/setup-alone"
# shellcheck disable=SC2086
./zertz validate --json $setups 2>/dev/null | jq -c '[.board, .variant, .marbles, .win, .rules]' >"$tmp/setup-stream"
if [ "$(sort -u "$tmp/setup-alone" | wc -l)" -ge 5 ] && cmp -s "$tmp/setup-alone" "$tmp/setup-stream"; then
	pass=$((pass + 1))
else
	fail=$((fail + 1)); echo "FAIL hostile json-setup: a game's set-up in a stream is not its own"
fi

# stats' most common openings are the most played whatever the order of
# the games: 3000 random games and the same games backwards list the same
# openings, their counts never rising down the list
./bench/randgame -n 3000 -s 11 >"$tmp/open.zgn"
awk '/^\[Event/ { n++ } { g[n] = g[n] $0 "\n" } END { for (i = n; i >= 1; i--) printf "%s", g[i] }' \
	"$tmp/open.zgn" >"$tmp/open-back.zgn"
./zertz stats "$tmp/open.zgn" 2>/dev/null | sed -n '/^most common first turns/,$p' >"$tmp/open.out"
./zertz stats "$tmp/open-back.zgn" 2>/dev/null | sed -n '/^most common first turns/,$p' >"$tmp/open-back.out"
if [ "$(grep -c '^  37 ' "$tmp/open.out")" = 20 ] && cmp -s "$tmp/open.out" "$tmp/open-back.out" &&
   awk '/^most/ { last = -1; next } NF { if (last >= 0 && $NF > last) exit 1; last = $NF }' "$tmp/open.out"; then
	pass=$((pass + 1))
else
	fail=$((fail + 1)); echo "FAIL hostile stats-openings: the openings depend on the order of the games"
fi
fi

if part files; then
# fuzz findings: text of a reference header and of a LittleGolem property
# kept raw (not UTF-8, with NULs) did not read back from the ZGN written
for f in tests/regress/validate/fuzz-reference-latin1.txt tests/regress/validate/fuzz-littlegolem-bytes.sgf; do
	./zertz convert -q -t zgn "$f" >"$tmp/fp1.zgn" 2>/dev/null
	./zertz convert -q -t zgn "$tmp/fp1.zgn" >"$tmp/fp2.zgn" 2>/dev/null
	if [ -s "$tmp/fp1.zgn" ] && cmp -s "$tmp/fp1.zgn" "$tmp/fp2.zgn"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1)); echo "FAIL hostile fixed-point: $f does not read back from its ZGN"
	fi
done

# a file that is no record: at most 20 errors of a game, then one note
# (100 lines that are no moves: 100 errors, 20 printed, 80 counted)
for i in $(seq 100); do echo "not a move $i"; done >"$tmp/prose.zgn"
./zertz validate "$tmp/prose.zgn" >"$tmp/out" 2>"$tmp/err"
if [ "$(grep -c ': error: ' "$tmp/err")" = 20 ] &&
   grep -q "^$tmp/prose.zgn: note: 80 more errors in this game (--max-errors 0 shows them all)\$" "$tmp/err" &&
   [ "$(./zertz validate --max-errors 0 "$tmp/prose.zgn" 2>&1 | grep -c ': error: ')" = 100 ] &&
   [ "$(./zertz validate --json "$tmp/prose.zgn" 2>/dev/null | jq '.diagnostics | length')" = 100 ]; then
	pass=$((pass + 1))
else
	fail=$((fail + 1)); echo "FAIL hostile max-errors: 100 errors are not 20 and a note of 80 (or not all with 0, or in JSON)"
fi

# -o FILE says the format when -t (-T) does not
./zertz convert -q samples/blitz.zgn -o "$tmp/x.JSONL" && ./zertz validate -q --from json "$tmp/x.JSONL" &&
	head -c 1 "$tmp/x.JSONL" | grep -q '{' && pass=$((pass + 1)) ||
	{ fail=$((fail + 1)); echo "FAIL hostile output-format: -o x.JSONL did not write JSON Lines"; }
expect output-format-unknown 2 "zertz: convert: -t FORMAT is required ('$tmp/x.txt' does not say which: .zgn, .json, .jsonl, .yaml, .yml or .sgf)" ./zertz convert samples/blitz.zgn -o "$tmp/x.txt"
./zertz render --at 2 samples/isolation.zgn -o "$tmp/b.txt" && head -1 "$tmp/b.txt" | grep -q '^2\. second player' &&
	./zertz render samples/isolation.zgn -o "$tmp/b.svg" && head -1 "$tmp/b.svg" | grep -q '^<?xml' && pass=$((pass + 1)) ||
	{ fail=$((fail + 1)); echo "FAIL hostile render-output-format: -o x.txt is not ASCII or -o x.svg not SVG"; }

expect directory 3 "zertz: error: cannot read '$tmp': it is a directory (use -r)" ./zertz validate "$tmp"
mkfifo "$tmp/fifo" 2>/dev/null || skip 1 "mkfifo cannot make a FIFO here"
[ -p "$tmp/fifo" ] && { (sleep 1; printf '[Board "37"]\n\n1. Wd4,a1\n' >"$tmp/fifo") &
	expect fifo 0 "zertz: 1 game, 1 valid, 0 invalid, 0 warnings" ./zertz validate "$tmp/fifo"; wait; }
# a file that cannot be opened: as root, read it as nobody
printf '[Board "37"]\n\n1. Wd4,a1\n' >"$tmp/unreadable.zgn"
chmod 000 "$tmp/unreadable.zgn"
as=
[ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1 && chmod 755 "$tmp" &&
	as="setpriv --reuid=65534 --regid=65534 --clear-groups" &&
	{ $as ./zertz --version >/dev/null 2>&1 || as=; }	# nobody may not reach ./zertz
if [ "$(id -u)" != 0 ] || [ -n "$as" ]; then
	expect unreadable 3 "zertz: error: cannot open '$tmp/unreadable.zgn': Permission denied" $as ./zertz validate "$tmp/unreadable.zgn"
else
	skip 1 "root, and nobody cannot run ./zertz to find a file it cannot read"
fi
# a file that opens but cannot be read (Linux: offset 0 of a process's memory)
if [ -r /proc/self/mem ]; then
	expect read-error 3 "zertz: error: cannot read '/proc/self/mem': Input/output error" ./zertz validate /proc/self/mem
else
	skip 1 "no /proc/self/mem to fail a read"
fi
expect missing-file 3 "zertz: error: cannot open '$tmp/none': No such file or directory" ./zertz validate "$tmp/none"
# enough output to fail long before the last write (tests/failures.sh has more)
./bench/randgame -n 2000 -s 9 >"$tmp/big.zgn" || exit 2
expect full-disk 3 "zertz: error: cannot write '/dev/full': No space left on device" ./zertz convert -t zgn -o /dev/full "$tmp/big.zgn"

# a closed pipe: the writer dies quietly of SIGPIPE or exits 0, no message
# (but the note of how many games there are, when it lived to the end)
( ./zertz replay "$tmp/big.zgn" 2>"$tmp/pipe.all"; echo $? >"$tmp/pipe.rc" ) | head -1 >/dev/null
grep -v "^zertz: note: '$tmp/big.zgn' has 2000 games" "$tmp/pipe.all" >"$tmp/pipe.err"
rc=$(cat "$tmp/pipe.rc")
if { [ "$rc" = 0 ] || [ "$rc" = 141 ]; } && [ ! -s "$tmp/pipe.err" ]; then
	pass=$((pass + 1))
else
	fail=$((fail + 1)); echo "FAIL hostile closed-pipe: status $rc, stderr: $(head -2 "$tmp/pipe.err")"
fi
# a misspelled command: said, with the nearest commands (exit 2)
for pair in valdiate:validate vaildate:validate rep:replay stat:stats convrt:convert hlep:help; do
	typed=${pair%%:*} meant=${pair#*:}
	expect "did-you-mean-$typed" 2 "zertz: '$typed' is not a zertz command" ./zertz "$typed"
	if [ "$(sed -n 2p "$tmp/err")" = "did you mean $meant?" ]; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1)); echo "FAIL hostile did-you-mean-$typed: $(sed -n 2p "$tmp/err")"
	fi
done
expect no-such-command 2 "zertz: 'xyzzy' is not a zertz command" ./zertz xyzzy
if [ "$(sed -n 2p "$tmp/err")" = "'zertz help' lists the commands." ]; then pass=$((pass + 1)); else
	fail=$((fail + 1)); echo "FAIL hostile no-such-command: no suggestion expected: $(sed -n 2p "$tmp/err")"; fi
# zertz help: a line for each command; -V and --version alike
n=$(./zertz help | grep -c '^  [a-z]* ')
[ "$n" = 13 ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL hostile help: $n commands listed, 13 expected"; }
[ "$(./zertz -V)" = "$(./zertz --version)" ] && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL hostile -V"; }
fi

if part schema; then
# the record schema's refusals (zertz(5) JSON and YAML): each said, the game invalid
schema() {	# schema NAME 'JSON' 'first line after FILE:1:1: '
	printf '%s\n' "$2" >"$tmp/s.json"
	expect "schema-$1" 1 "$tmp/s.json:1:1: $3" ./zertz validate --from json "$tmp/s.json"
}
schema tags-array '{"tags": [1]}' "error: invalid record structure: 'tags' must be an object [notation]"
schema tag-array '{"tags": {"A": [1]}}' "error: invalid record structure: tag 'A' must be a string [notation]"
schema setup-number '{"game": "tzaar", "setup": 5}' "error: invalid record structure: a set-up key must be a string [notation]"
schema rings-number '{"board": "custom", "rings": 5}' "error: invalid record structure: 'rings' must be a string listing the cells [notation]"
schema rule-number '{"board": 37, "rules": {"free-ring": 1}}' "error: invalid rule option: rule values are strings [rules]"
schema start-number '{"board": 37, "start": 5}' "error: invalid position string: 'start' must be a string [position]"
schema moves-number '{"board": 37, "moves": 5}' "error: invalid record structure: 'moves' must be an array [notation]"
schema clock-negative '{"board": 37, "moves": [{"move": "Wd4,a1", "clock": -5}]}' \
	"error: invalid record structure: move 1: 'clock' must be milliseconds [notation]"
schema array-of-numbers '[1]' "error: no game found: not a game record: it has none of the keys 'tags', 'kind', 'board', 'rings', 'variant', 'marbles', 'win', 'rules', 'start', 'moves' or 'result' (it is a number, not an object) [notation]"
schema game-array '{"game": [5]}' "error: invalid record structure: 'game' must be the game's number [notation]"
schema kind-number '{"kind": 5}' "error: invalid record structure: 'kind' must be a string [notation]"
schema source-number '{"board": 37, "source": 5}' "error: invalid record structure: 'source' must be a string [notation]"
schema first-number '{"board": 37, "first": 5}' "error: invalid record structure: 'first' and 'second' must be strings [notation]"
schema result-token-number '{"board": 37, "result": {"token": 1}}' "error: invalid record structure: 'result' must be {\"token\": 1-0, 0-1, 1/2-1/2, 0-0 or *} [notation]"
schema board-array '{"board": [37]}' "error: unsupported board: 'board' must be 37, 40, 43, 44, 48, 61 or \"custom\" [board]"
schema variant-number '{"variant": 5}' "error: invalid record structure: 'variant' must be standard, blitz or custom [notation]"
schema marbles-two '{"marbles": [5, 7]}' "error: invalid record structure: 'marbles' must be three counts [white, grey, black] [notation]"
schema marbles-100 '{"marbles": [5, 7, 100]}' "error: invalid record structure: 'marbles' must be three counts [white, grey, black] [notation]"
schema marbles-word '{"marbles": [5, 7, "x"]}' "error: invalid record structure: 'marbles' must be three counts [white, grey, black] [notation]"
schema marbles-empty '{"marbles": [5, 7, ""]}' "error: invalid record structure: 'marbles' must be three counts [white, grey, black] [notation]"
schema win-three '{"win": [1, 2, 3]}' "error: invalid record structure: 'win' must be four counts [each, white, grey, black] [notation]"
schema rules-array '{"rules": [1]}' "error: invalid record structure: 'rules' must be an object [notation]"
schema result-number '{"result": 1}' "error: invalid record structure: 'result' must be {\"token\": 1-0, 0-1, 1/2-1/2, 0-0 or *} [notation]"
schema move-no-move '{"board": 37, "moves": [{"comment": "x"}]}' "error: invalid record structure: move 1 must be a string or an object with 'move' [notation]"
schema move-number '{"board": 37, "moves": [5]}' "error: invalid record structure: move 1 must be a string or an object with 'move' [notation]"
schema comment-number '{"board": 37, "moves": [{"move": "Wd4,a1", "comment": 5}]}' "error: invalid record structure: move 1: 'comment' must be a string [notation]"
schema clock-word '{"board": 37, "moves": [{"move": "Wd4,a1", "clock": "x"}]}' "error: invalid record structure: move 1: 'clock' must be milliseconds [notation]"
schema tag-empty-name '{"board": 37, "tags": {"": "x"}}' "error: invalid record structure: tag names are letters, digits, '_' and '-': '' [notation]"
schema tag-blank-name '{"board": 37, "tags": {"A b": "x"}}' "error: invalid record structure: tag names are letters, digits, '_' and '-': 'A b' [notation]"
schema tag-null '{"board": 37, "tags": {"A": null}}' "error: invalid record structure: tag 'A' must be a string [notation]"
schema tag-true '{"board": 37, "tags": {"A": true}}' "error: invalid record structure: tag 'A' must be a string [notation]"
schema tag-real '{"board": 37, "tags": {"A": 1.5}}' "error: invalid record structure: tag 'A' must be a string [notation]"
# a count given as a string of digits is that count
printf '%s\n' '{"marbles": [5, 7, "9"], "moves": ["Wd4,a1"]}' >"$tmp/s.json"
[ "$(./zertz convert -q -t zgn "$tmp/s.json" | grep -c '^\[Marbles "5/7/9"\]$')" = 1 ] && pass=$((pass + 1)) ||
	{ fail=$((fail + 1)); echo "FAIL hostile schema-count-string: [5, 7, \"9\"] not read as 5/7/9"; }
# JSON's own faults, at their place: a key twice, a trailing comma
printf '{"board": 37, "board": 48}\n' >"$tmp/dup.json"
expect json-duplicate-key 1 "$tmp/dup.json:1:21: error: invalid record structure: JSON: duplicate object key near '\"board\"' [notation]" ./zertz validate "$tmp/dup.json"
printf '{"board": 37,\n "moves": ["Wd4,a1",]}\n' >"$tmp/comma.json"
expect json-trailing-comma 1 "$tmp/comma.json:2:21: error: invalid record structure: JSON: unexpected token near ']' [notation]" ./zertz validate "$tmp/comma.json"
# TZAAR moves in JSON: blanks after a move are nothing; an empty move, a
# placement on no point, each said at the move
for j in '{"game": "tzaar", "moves": ["xA5A4  "]}' '{"game": "tzaar", "moves": [""]}' \
	'{"game": "tzaar", "moves": ["   "]}' '{"game": "tzaar", "setup": "placement", "moves": ["ZZ9"]}'; do
	printf '%s\n' "$j" | ./zertz validate --from json 2>&1 | head -1
done >"$tmp/got"
cat >"$tmp/want" <<'EOF'
zertz: 1 game, 1 valid, 0 invalid, 0 warnings
<stdin>:1:30: error: malformed move: an empty move [notation]
<stdin>:1:30: error: malformed move: an empty move [notation]
<stdin>:1:53: error: malformed move: 'Z9' is not a point of the TZAAR board (A1-A5, B1-B6, C1-C7, D1-D8, E1-E8, F1-F8, G1-G7, H1-H6, I1-I5) [notation]
EOF
cmp -s "$tmp/want" "$tmp/got" && pass=$((pass + 1)) || { fail=$((fail + 1)); echo "FAIL hostile tzaar-json-moves"; diff "$tmp/want" "$tmp/got"; }
# a tag that is a number is its digits; the winning sets as four numbers
printf '{"tags": {"Round": 5}, "board": 37, "win": [1, 2, 3, 4], "moves": ["Wd4,a1"]}\n' >"$tmp/s.json"
[ "$(./zertz convert -q -t zgn "$tmp/s.json" | grep -c '^\[Round "5"\]$\|^\[Win "1/2/3/4"\]$')" = 2 ] && pass=$((pass + 1)) ||
	{ fail=$((fail + 1)); echo "FAIL hostile schema-numbers: a number tag or the sets read wrong"; }
fi

if part zen; then
# fuzz finding: ZEN's tag and moves in a TZAAR record were read as a Zertz
# game's (the set-up of one game taken for the other's: undefined
# behaviour under UBSan); ZEN is Zertz's, and a TZAAR game of a ZEN stream
# is read as ZGN
printf '[Game "TZAAR"]\n[Player1 "a"]\n\n1. Wd4-a1 Bd5-a2\n' >"$tmp/tzzen.zgn"
expect zen-tzaar-record 1 "$tmp/tzzen.zgn:4:4: error: malformed move: expected 'x' (a capture), '+' (a stack) or '-' (a pass), found 'W' [notation]" \
	./zertz validate "$tmp/tzzen.zgn"
printf '[Player1 "a"]\n\n1. Wd4-a1 *\n\n[Game "TZAAR"]\n\n1. xA5A4\n' >"$tmp/mixed.zgn"
expect zen-then-tzaar 0 "zertz: 2 games, 2 valid, 0 invalid, 0 warnings" ./zertz validate "$tmp/mixed.zgn"
# ... and a TZAAR record with a [Player1] tag leaves the stream ZGN
printf '[Game "TZAAR"]\n[Player1 "a"]\n\n1. xA5A4\n\n[Board "37"]\n\n1. Wd4,a1\n' >"$tmp/mixed2.zgn"
expect tzaar-then-zgn 0 "zertz: 2 games, 2 valid, 0 invalid, 0 warnings" ./zertz validate "$tmp/mixed2.zgn"
fi

report
