#!/bin/sh
# The archive's opening claim (issue 38): on the 37-ring board, which of
# the first player's first turns does the search prove lost within K of
# the second player's turns?  Every first turn (3 colours x 37 rings x the
# 18 edge rings removed, less the ring just placed on: 1944) is written as
# a one-turn game, replayed to its position, and analysed there with the
# second player to move: "win": "yes" is a first turn lost within K.
#
#   sh bench/opening.sh [K [BUDGET]]     (K = 2: about five minutes)
#
# Prints a line of counts, and the turns proven lost or left unknown.
cd "$(dirname "$0")/.." || exit 2
k=${1:-2} budget=${2:-200000}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
python3 - >"$tmp/first.zgn" <<'PY'
cols, lens = "abcdefg", [4, 5, 6, 7, 6, 5, 4]
cells = [c + str(i) for c, l in zip(cols, lens) for i in range(1, l + 1)]
for colour in "WGB":
    for c in cells:
        for r in cells:
            if r != c:
                print('[Game "Zertz"]\n1. %s%s,%s\n*\n' % (colour, c, r))
PY
# (the candidates whose removal is not legal are left out by --valid)
./zertz select -q --valid "$tmp/first.zgn" >"$tmp/valid.zgn" || exit 1
./zertz convert -q -t position "$tmp/valid.zgn" >"$tmp/after.pos" || exit 1
./zertz convert -q -t jsonl "$tmp/valid.zgn" | python3 -c '
import json, sys
for l in sys.stdin:
    print(json.loads(l)["moves"][0]["move"])' >"$tmp/turns" || exit 1
while read -r p; do
	./zertz analyze -k "$k" --budget "$budget" --position "$p" || exit 1
done <"$tmp/after.pos" >"$tmp/facts.jsonl"
paste -d'\t' "$tmp/turns" "$tmp/facts.jsonl" | python3 -c '
import json, sys
k, n, lost, unknown = sys.argv[1], 0, [], []
for line in sys.stdin:
    turn, facts = line.rstrip("\n").split("\t", 1)
    d = json.loads(facts)
    n += 1
    if d["win"] == "yes":
        lost.append("%s (in %s)" % (turn, d.get("win_in", "?")))
    elif d["win"] == "unknown":
        unknown.append(turn)
print("opening: %d first turns on 37 rings at k = %s: %d lost within %s, %d unknown, %d not lost within %s"
      % (n, k, len(lost), k, len(unknown), n - len(lost) - len(unknown), k))
for t in lost:
    print("lost:", t)
for t in unknown:
    print("unknown:", t)' "$k"
