#!/bin/sh
# Round trips through every format.  For each input, and X = zgn, json,
# jsonl, yaml, sgf and zertz3d:
#  - a conversion that loses nothing: the canonical ZGN of input -> X -> ZGN
#    equals the canonical ZGN of the input, byte for byte;
#  - a conversion that says it leaves something out ("cannot hold tags"):
#    the moves read back equal the moves written;
#  - a format that cannot hold the game at all must be one of the expected
#    refusals below, and must refuse it.
# Every other outcome (a failed conversion, an empty output, a refusal not
# expected) is a failure, and with the default inputs the number of cases
# must be the expected one, so a writer that breaks cannot shrink the test.
# Then the JSON and YAML outputs must load in standard tools (jq, Python's
# json and yaml).
#
#   tests/roundtrip.sh FILE...      (default: the samples)
cd "$(dirname "$0")/.." || exit 2
suite=roundtrip
. tests/lib.sh
formats="zgn json jsonl yaml sgf zertz3d"
# file:format pairs that cannot be converted, and why:
# sgf: Boardspace cannot set up a start position with marbles on the board;
# zertz3d: Zertz3D has no custom boards and cannot set up a start position
refusals="board-full.zgn:sgf both-lose.zgn:sgf own-captures.zgn:sgf repetition.zgn:sgf
custom.zgn:zertz3d xx.sgf:zertz3d board-full.zgn:zertz3d both-lose.zgn:zertz3d
chain-branches.zgn:zertz3d fill-isolation.zgn:zertz3d own-captures.zgn:zertz3d
repetition.zgn:zertz3d handicap.sgf:zertz3d"
nr_refusals=$(echo $refusals | wc -w)
cases=
if [ $# = 0 ]; then
	set -- samples/*.zgn samples/sgf/basic.sgf samples/sgf/no-done.sgf \
		samples/sgf/handicap.sgf samples/sgf/61.sgf samples/sgf/latin1.sgf samples/sgf/reset.sgf \
		samples/sgf/xx.sgf
	# every file in every format, less the refusals
	cases=$(($# * 6 - nr_refusals))
fi
refused=0
# alike NAME WANT-FILE GOT-FILE: the two files are the same bytes
alike() {
	if cmp -s "$2" "$3"; then ok; else bad "$1" "$(diff -u "$2" "$3" | head -20)"; fi
}
moves() {	# the moves of a record, one turn per line
	./zertz convert -q -t jsonl "$1" | jq -r '.moves[] | if type == "object" then .move else . end'
}
py=/usr/bin/python3
have_jq=
command -v jq >/dev/null 2>&1 && have_jq=1
if part formats; then
for f in "$@"; do
	if ! ./zertz convert -q -t zgn "$f" >"$tmp/ref.zgn" 2>"$tmp/err" || [ ! -s "$tmp/ref.zgn" ]; then
		bad "$f: cannot be read: $(head -1 "$tmp/err")"
		continue
	fi
	for x in $formats; do
		name="$f via $x"
		./zertz convert -t $x "$tmp/ref.zgn" >"$tmp/mid.$x" 2>"$tmp/err"
		rc=$?
		expected=
		case " $(echo $refusals) " in *" ${f##*/}:$x "*) expected=1 ;; esac
		if grep -q 'error: the output format cannot hold the game' "$tmp/err"; then
			if [ -n "$expected" ] && [ $rc = 1 ]; then
				refused=$((refused + 1))
			else
				bad "$name: refused: $(head -1 "$tmp/err")"
			fi
			continue
		fi
		if [ -n "$expected" ]; then
			bad "$name: converted, but it was expected to be refused (update the refusals)"
			continue
		fi
		if [ $rc != 0 ] || [ ! -s "$tmp/mid.$x" ]; then
			bad "$name: status $rc, $(head -1 "$tmp/err")"
			continue
		fi
		if ! ./zertz convert -q -t zgn "$tmp/mid.$x" >"$tmp/back.zgn" 2>"$tmp/err"; then
			bad "$name: cannot be read back: $(head -1 "$tmp/err")"
			continue
		fi
		if grep -q 'cannot hold .*: left out' "$tmp/err" "$tmp/mid.$x" 2>/dev/null ||
		   ./zertz convert -t $x "$tmp/ref.zgn" 2>&1 >/dev/null | grep -q 'cannot hold .*: left out'; then
			# lossy by its own word: the moves must survive
			if [ -z "$have_jq" ]; then
				bad "$name: jq is needed to compare the moves"
				continue
			fi
			moves "$tmp/ref.zgn" >"$tmp/ref.moves"
			moves "$tmp/back.zgn" >"$tmp/back.moves"
			if [ ! -s "$tmp/ref.moves" ] && grep -q '^[0-9]' "$tmp/ref.zgn"; then
				bad "$name: no moves extracted"
				continue
			fi
			alike "$name (moves)" "$tmp/ref.moves" "$tmp/back.moves"
		else
			alike "$name" "$tmp/ref.zgn" "$tmp/back.zgn"
		fi
	done
done
if [ -n "$cases" ] && [ $((pass + fail)) != "$cases" ]; then
	bad "$((pass + fail)) cases, not $cases"
fi
if [ -n "$cases" ] && [ $refused != "$nr_refusals" ]; then
	bad "$refused refusals, not $nr_refusals"
fi
# standard tools read what we write
./zertz convert -q -t json "$@" >"$tmp/all.json" 2>/dev/null
./zertz convert -q -t jsonl "$@" >"$tmp/all.jsonl" 2>/dev/null
./zertz convert -q -t yaml "$@" >"$tmp/all.yaml" 2>/dev/null
if command -v jq >/dev/null 2>&1; then
	if jq -e 'length > 0' "$tmp/all.json" >/dev/null && jq -e '.moves' "$tmp/all.jsonl" >/dev/null; then
		ok
	else
		bad "jq cannot read the JSON output"
	fi
else
	skip 1 "jq not installed: jq"
fi
if [ -x $py ] && $py -c 'import yaml, json' 2>/dev/null; then
	if $py -c '
import json, sys, yaml
a = json.load(open(sys.argv[1]))
b = [json.loads(l) for l in open(sys.argv[2])]
c = list(yaml.safe_load_all(open(sys.argv[3])))
assert a == b, "json and jsonl differ"
for x, y in zip(a, c):
    if y["board"] != "custom":
        y["board"] = int(y["board"])
    for m in y["moves"]:
        if isinstance(m, dict) and "clock" in m:
            m["clock"] = int(m["clock"])
    for k in ("marbles", "win"):
        if k in y:
            y[k] = [int(v) for v in y[k]]
    assert x == y, "yaml and json differ: %r %r" % (x, y)
' "$tmp/all.json" "$tmp/all.jsonl" "$tmp/all.yaml"; then
		ok
	else
		bad "python cannot read the JSON or YAML output alike"
	fi
else
	skip 1 "python3-yaml not installed: python3-yaml"
fi
fi

if part marks; then
# Marks (zertz(5)): tests/analyze/marks.zgn writes NAGs 1, 4, 7, 5, 6, 12
# every way ZGN allows; each format that holds them gives them back, in
# its own spelling, and SGF (no only move, no NAG 12) says what it leaves out
nags() { $py -c 'import json, sys
print(" ".join(str(m.get("nag", 0)) for m in json.load(sys.stdin)[0]["moves"]))'; }
m=tests/analyze/marks.zgn
is "marks: ZGN read" "$(./zertz convert -q -t json $m | nags)" "1 4 7 5 6 12"
is "marks: ZGN written joined, \$N apart" "$(./zertz convert -q -t zgn $m | grep -c -e '^1\. Wd7,c6!$' -e '^2\. Ga1,e6??$' \
	-e '^3\. Bg1,f5□$' -e '^4\. Ba4,e5!? {a comment}$' -e '^5\. Wb1,d6 x Wd7?! {another} @1500$' -e '^6\. x a1Wc1 \$12$')" 6
./zertz convert -q -t zgn $m >"$tmp/marks.zgn"
for f in zen json jsonl yaml; do
	./zertz convert -q -t $f $m | ./zertz convert -q -f auto -t zgn >"$tmp/marks.back" 2>&1
	alike "marks through $f" "$tmp/marks.zgn" "$tmp/marks.back"
done
is "marks: ZEN writes NAGs" "$(./zertz convert -q -t zen $m | grep -o '\$[0-9]*' | tr '\n' ' ')" '$1 $4 $7 $5 $6 $12 '
printf '[Event "x"]\n\n1. Wd7-c6! Ga1-e6 $4\n2. Bg1-f5 □ Ba4-e5!?\n*\n' | ./zertz convert -q -f zgn -t json >"$tmp/zen.json"
is "marks: ZEN read, joined and apart" "$(nags <"$tmp/zen.json")" "1 4 7 5"
printf '[Game "TZAAR"]\n[Setup "standard"]\n\n1. xA5A4!\n2. xI1I2 +H1H2 ??\n3. xA4A3 - $7\n' >"$tmp/tz.zgn"
is "marks: a TZAAR game's" "$(./zertz convert -q -t json "$tmp/tz.zgn" | nags)" "1 4 7"
./zertz convert -t sgf $m >"$tmp/marks.sgf" 2>"$tmp/err"
is "marks: SGF's TE, BM, IT, DO" "$(grep -o -e 'TE\[[12]\]' -e 'BM\[[12]\]' -e 'IT\[\]' -e 'DO\[\]' "$tmp/marks.sgf" | tr '\n' ' ')" "TE[1] BM[2] IT[] DO[] "
is "marks: SGF says what it leaves out" "$(grep -c 'sgf cannot hold marks: left out' "$tmp/err")" 1
is "marks: SGF read back" "$(./zertz convert -q -t json "$tmp/marks.sgf" | nags)" "1 4 0 5 6 0"
printf '(;GM[22]SU[Zertz]P0[id "a"]P1[id "b"]\n; P0[0 Start P0]\n; P0[1 RtoB 2 0 D 7]\n; P0[2 R- C 6]\n; P0[3 Done ]TE[2]\n; P1[4 RtoB 2 1 A 1]BM[1]\n; P1[5 R- E 6]\n; P1[6 Done ]\n)\n' >"$tmp/te.sgf"
is "marks: SGF's on a turn's first node or last" "$(./zertz convert -q -t json "$tmp/te.sgf" | nags)" "3 2"
./zertz convert -t zertz3d $m 2>&1 >/dev/null | grep -c 'cannot hold .*marks: left out' >"$tmp/n"
is "marks: Zertz3D says it leaves them out" "$(cat "$tmp/n")" 1
# Zertz3D writes a chain a hop a line: said at the conversion, and what
# validate then warns of is that alone, a warning a chain of two hops or
# more and one for the lenient reading (issue 62)
./zertz convert -t zertz3d samples/opening.zgn >"$tmp/o.z3d" 2>"$tmp/err"
# (the chains of two hops or more, counted from the record: 'x f1Wd3Bb3')
chains=$(./zertz convert -q -t jsonl samples/opening.zgn | $py -c 'import json, re, sys
print(sum(len(re.findall("[WGB][a-j][0-9]", m["move"])) > 1
          for d in map(json.loads, sys.stdin) for m in d["moves"] if m["move"].startswith("x ")))')
./zertz validate "$tmp/o.z3d" 2>"$tmp/verr"
is "zertz3d: the chains said at the conversion; read back, a warning a chain and one for the lenient reading" \
	"$(grep -c 'zertz3d: each hop of a capture chain written on a line of its own' "$tmp/err") $(grep -c 'capture chain continued on the next line' "$tmp/verr") $(grep -c 'warning:' "$tmp/verr")" \
	"1 $chains $((chains + 1))"
./zertz convert -t zertz3d samples/isolation.zgn 2>&1 >/dev/null | grep -c 'capture chain' >"$tmp/n"
is "zertz3d: nothing said of chains where there is none" "$(cat "$tmp/n")" 0
printf '[Event "x"]\n\n1. Wd7,c6 $256\n' | ./zertz convert -t json >/dev/null 2>"$tmp/err"
is "marks: \$256 is no mark" "$? $(grep -c 'error:' "$tmp/err")" "1 1"
for bad in 0 256 '"x"' 1.5; do
	printf '{"moves":[{"move":"Wd7,c6","nag":%s}]}' "$bad" | ./zertz convert -f json -t zgn >/dev/null 2>"$tmp/err"
	is "marks: JSON nag $bad refused" "$? $(grep -c "'nag' must be a mark" "$tmp/err")" "1 1"
done
fi
report
