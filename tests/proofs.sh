#!/bin/sh
# zertz analyze's proofs (ANALYSIS.md 3) and their checker: every win
# claimed has its tree, the checker (which asks the rules only for legal
# turns and verdicts) accepts each, a tree tampered with in any of five
# ways is refused with its reason, and a proof file is a stranger's text
# (limits, quoting, never written over an input).  Apart from
# tests/analyze.sh so that the checker's mutations are tested in seconds:
# the proofs are of the last 6 turns of each game, not of whole games.
cd "$(dirname "$0")/.." || exit 2
suite=proofs
. tests/lib.sh
py=python3

if part checks quote; then
./bench/randgame -n 40 -s 9 >"$tmp/won.zgn"
# proofs (ANALYSIS.md 3): every win claimed over the samples and the
# random games has its tree, and the checker (which asks the rules only
# for legal turns and verdicts) accepts each; a tree tampered with in any
# of five ways is refused
./zertz analyze --last 6 --proof "$tmp/proofs.jsonl" samples/opening.zgn samples/game48.zgn samples/game61.zgn \
	"$tmp/won.zgn" >"$tmp/claims.jsonl" 2>/dev/null
claims=$($py -c 'import json, sys
print(sum(t["win"] == "yes" for l in open(sys.argv[1]) for t in json.loads(l)["turns"]))' "$tmp/claims.jsonl")
is "a proof for every win claimed" "$(wc -l <"$tmp/proofs.jsonl")" "$claims"
./zertz analyze --check-proof "$tmp/proofs.jsonl" 2>"$tmp/chk"
is "every proof checks" "$? $(sed 's/, [0-9]* nodes//' "$tmp/chk")" "0 zertz: $claims proofs checked: 0 wrong"
tamper() { # WAY: the first proof of a win in 2 with two replies or more, spoilt
	$py - "$tmp/proofs.jsonl" "$1" <<'PY'
import json, sys
for line in open(sys.argv[1]):
    d = json.loads(line)
    if sys.argv[2] == "zero":
        if d["win_in"] != 1:
            continue
        d["win_in"] = 0
        print(json.dumps(d))
        break
    if d["win_in"] != 2 or len(d["proof"]["replies"]) < 2:
        continue
    p = d["proof"]
    if sys.argv[2] == "drop":
        p["replies"].pop()
    elif sys.argv[2] == "twice":
        p["replies"][-1] = p["replies"][0]
    elif sys.argv[2] == "null":
        r = [r for r in p["replies"] if r["then"] is not None]
        if not r:
            continue
        r[0]["then"] = None
    elif sys.argv[2] == "illegal":
        p["turn"] = "Wz9,a1"
    elif sys.argv[2] == "short":
        d["win_in"] = 1
    elif sys.argv[2] == "negative":
        d["win_in"] = -1
    elif sys.argv[2] == "wrapped":
        d["win_in"] = (1 << 32) + 2
    print(json.dumps(d))
    break
PY
}
fi
if part checks; then
# each refused for its own reason (a check that a later one stands in
# for is a check that does not work)
for way in drop:'replies given, [0-9]* legal' twice:'given twice' illegal:"'Wz9,a1' is not a legal turn" \
	null:"at 37 [^ ]* [0-9/ ]*: a win within 1 claimed, and no winner's turn given (null)" \
	short:'does not win$' zero:'longer than it claims' negative:'win_in -1: out of range (0 to 6 turns)' \
	wrapped:'win_in 4294967298: out of range (0 to 6 turns)'; do
	tamper "${way%%:*}" >"$tmp/bad.jsonl"
	[ -s "$tmp/bad.jsonl" ] || bad "no proof of a win in 2 with two replies to spoil"
	./zertz analyze --check-proof "$tmp/bad.jsonl" >/dev/null 2>"$tmp/chk"
	is "a proof spoilt (${way%%:*}) is refused, for its reason" \
		"$? $(grep -c ': 1 wrong$' "$tmp/chk") $(grep -c -- "${way#*:}" "$tmp/chk")" "1 1 1"
done
fi
# proofs are DAGs (ANALYSIS.md 3: transpositions shared): a position
# reached again is "then": N, the node numbered N written before.  A
# position (found over random games at k = 3) whose proof reaches 12
# positions twice: each shared node numbered, in order, and no other; the
# same proof as the tree it stands for (spelt out by a few lines of Python
# here, not by zertz) checks too, with the repeated nodes counted again;
# and a reference spoilt three ways is refused, for its reason
if part dag; then
dagpos='37 ----/B.-.-/-....-/-G.GB.-/-.W.--/--..-/--.- 1/0/4 2/4/2 2/2/2 2'
./zertz analyze -k 3 --position "$dagpos" --proof "$tmp/dag.jsonl" >/dev/null
$py - "$tmp/dag.jsonl" >"$tmp/dag.out" <<'PY'
import json, sys
d = json.loads(open(sys.argv[1]).read())
ids, refs = [], []
def walk(n):
    if isinstance(n, int) and not isinstance(n, bool):
        refs.append(n)
        return
    if n is None:
        return
    if "id" in n:
        ids.append(n["id"])
    for r in n.get("replies", []):
        walk(r["then"])
walk(d["proof"])
print(len(refs), ids == list(range(1, len(ids) + 1)), sorted(set(refs)) == ids)
PY
is "a proof with transpositions: 12 nodes referred to, numbered 1, 2, ... in order, no other numbered" \
	"$(cat "$tmp/dag.out")" "12 True True"
$py - "$tmp/dag.jsonl" >"$tmp/tree.jsonl" <<'PY'
import json, sys
# the tree a DAG stands for: each "then": N the node numbered N, whole
for line in open(sys.argv[1]):
    d = json.loads(line)
    nodes = {}
    def tree(n):
        if n is None or isinstance(n, int):
            return None if n is None else nodes[n]
        t = {"turn": n["turn"]}
        if "replies" in n:
            t["replies"] = [{"turn": r["turn"], "then": tree(r["then"])} for r in n["replies"]]
        if "id" in n:
            nodes[n["id"]] = t
        return t
    d["proof"] = tree(d["proof"])
    print(json.dumps(d, separators=(",", ":")))
PY
./zertz analyze --check-proof "$tmp/dag.jsonl" 2>"$tmp/c1"
./zertz analyze --check-proof "$tmp/tree.jsonl" 2>"$tmp/c2"
is "the DAG and its tree both check, the tree's nodes more" \
	"$(sed 's/.*checked, \([0-9]*\) nodes: 0 wrong$/\1/' "$tmp/c1" "$tmp/c2" | tr '\n' ' ' | awk '{ print NF, ($2 > $1) }')" "2 1"
for way in unknown:'node 99 is not one given before' elsewhere:'node 1 is of another position' \
	renumbered:'a node numbered out of turn (2 is next)'; do
	$py - "$tmp/dag.jsonl" "${way%%:*}" >"$tmp/bad.jsonl" <<'PY'
import re, sys
line, way = open(sys.argv[1]).read(), sys.argv[2]
if way == "unknown":
    line = line.replace('"then":2}', '"then":99}', 1)
elif way == "elsewhere":
    line = line.replace('"then":2}', '"then":1}', 1)
else:
    line = line.replace('"id":2,', '"id":5,', 1)
sys.stdout.write(line)
PY
	cmp -s "$tmp/bad.jsonl" "$tmp/dag.jsonl" && bad "the proof was not spoilt (${way%%:*})"
	./zertz analyze --check-proof "$tmp/bad.jsonl" >/dev/null 2>"$tmp/chk"
	is "a reference spoilt (${way%%:*}) is refused, for its reason" \
		"$? $(grep -c ': 1 wrong$' "$tmp/chk") $(grep -c -- "${way#*:}" "$tmp/chk")" "1 1 1"
done
fi
# a proof file is a stranger's too: a line over 16 MiB is not read, a turn
# name quoted at most 60 bytes, --proof never writes over an input
if part huge; then
$py -c 'import sys; sys.stdout.write("{\"position\": \"" + "x" * (17 << 20) + "\"}\n")' >"$tmp/huge.jsonl"
./zertz analyze --check-proof "$tmp/huge.jsonl" >/dev/null 2>"$tmp/chk"
is "a proof line over 16 MiB refused" "$? $(grep -c 'longer than 16 MiB: not read' "$tmp/chk")" "1 1"
fi
if part quote; then
tamper illegal | sed 's/Wz9,a1/Wz9,a1'"$(printf 'y%.0s' $(seq 1 500))"'/' >"$tmp/bad.jsonl"
./zertz analyze --check-proof "$tmp/bad.jsonl" >/dev/null 2>"$tmp/chk"
is "a long turn name quoted short" "$(head -1 "$tmp/chk" | awk '{ print (length($0) < 200) }')" 1
fi
if part input; then
cp samples/isolation.zgn "$tmp/in.zgn"
./zertz analyze --proof "$tmp/in.zgn" "$tmp/in.zgn" >/dev/null 2>&1
is "--proof onto an input refused, the input kept" "$? $(cmp -s samples/isolation.zgn "$tmp/in.zgn" && echo kept)" "2 kept"
# --shard splits records: with --check-proof it would check them all, on
# each machine, and say nothing
./zertz analyze --shard 1/2 --check-proof "$tmp/l.jsonl" >/dev/null 2>"$tmp/err"
is "--shard refused with --check-proof" "$? $(head -1 "$tmp/err")" \
	"2 zertz: --check-proof checks a file of proofs, and nothing else (--shard splits records)"
# the proofs and the lines are two outputs: one file named twice, however
# spelt, or standard output twice, is refused before anything is written
(cd "$tmp" && "$OLDPWD/zertz" analyze -k 1 --last 1 -o p.jsonl --proof ./p.jsonl "$OLDPWD/samples/opening.zgn") >/dev/null 2>"$tmp/err"
is "-o and --proof one file refused" "$? $(head -1 "$tmp/err") $(ls "$tmp" | grep -c '^p.jsonl')" \
	"2 zertz: --proof and -o name one file: the proofs would be lost 0"
./zertz analyze -k 1 --last 1 --proof - samples/opening.zgn >/dev/null 2>"$tmp/err"
is "--proof - beside the lines refused" "$? $(head -1 "$tmp/err")" \
	"2 zertz: --proof and -o name one output (standard output): the proofs would be lost"
./zertz analyze -q -k 1 --last 1 -o "$tmp/l.jsonl" --proof - samples/opening.zgn >/dev/null 2>"$tmp/err"
is "--proof - with -o a file" "$?" 0
fi
report
