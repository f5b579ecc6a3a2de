#!/bin/sh
# Round trips through every format: for each input, the canonical ZGN of
# input -> X -> ZGN must equal the canonical ZGN of the input, byte for
# byte, for X = zgn, json, jsonl, yaml, sgf (Boardspace boards only) and
# zertz3d (records it can hold).  Then the JSON and YAML outputs must load
# in standard tools (jq, Python's json and yaml) when they are installed.
#
#   tests/roundtrip.sh FILE...      (default: the samples)
cd "$(dirname "$0")/.." || exit 2
tmp=${TMPDIR:-/tmp}/zertz-rt.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
[ $# -gt 0 ] || set -- samples/*.zgn samples/sgf/basic.sgf samples/sgf/no-done.sgf \
	samples/sgf/handicap.sgf samples/sgf/61.sgf samples/sgf/latin1.sgf samples/sgf/reset.sgf \
	samples/sgf/xx.sgf
pass=0 fail=0
check() {	# name, expected file, actual file
	if cmp -s "$2" "$3"; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1))
		echo "FAIL roundtrip $1"
		diff -u "$2" "$3" | head -20
	fi
}
for f in "$@"; do
	./zertz convert -q -t zgn "$f" >"$tmp/ref.zgn" 2>/dev/null
	[ -s "$tmp/ref.zgn" ] || continue
	for x in zgn json jsonl yaml sgf zertz3d; do
		# a format that cannot hold the record is skipped, not failed
		./zertz convert -q -t $x "$tmp/ref.zgn" >"$tmp/mid.$x" 2>"$tmp/err" || continue
		case $x in
		sgf|zertz3d)
			./zertz convert -t $x "$tmp/ref.zgn" 2>&1 >/dev/null | grep -q 'cannot hold' && continue ;;
		esac
		./zertz convert -q -t zgn "$tmp/mid.$x" >"$tmp/back.zgn" 2>/dev/null
		check "$f via $x" "$tmp/ref.zgn" "$tmp/back.zgn"
	done
done
# standard tools read what we write
./zertz convert -q -t json "$@" >"$tmp/all.json" 2>/dev/null
./zertz convert -q -t jsonl "$@" >"$tmp/all.jsonl" 2>/dev/null
./zertz convert -q -t yaml "$@" >"$tmp/all.yaml" 2>/dev/null
if command -v jq >/dev/null 2>&1; then
	if jq -e 'length > 0' "$tmp/all.json" >/dev/null && jq -e '.moves' "$tmp/all.jsonl" >/dev/null; then
		pass=$((pass + 1))
	else
		fail=$((fail + 1)); echo "FAIL jq cannot read the JSON output"
	fi
else
	echo "roundtrip: jq not installed, JSON check skipped"
fi
py=/usr/bin/python3
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
		pass=$((pass + 1))
	else
		fail=$((fail + 1)); echo "FAIL python cannot read the JSON or YAML output alike"
	fi
else
	echo "roundtrip: python3-yaml not installed, YAML check skipped"
fi
echo "roundtrip: $pass passed, $fail failed"
[ $fail = 0 ]
