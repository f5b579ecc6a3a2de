#!/bin/sh
# The analysis bench (issue 61): ms a position and the share of positions
# with a fact left unknown, by board and horizon, on a fixed set of real
# games; and the cache, cold and warm.
#
#   sh bench/analyze.sh [SHARED] [K:GAMES ...]
#
# The bench set: of ../shared/corpus/boardspace/games/archive-2019, the
# first GAMES valid games of each board (37, 48, 61 rings), in the order
# `zertz select -r` reads them; TZAAR: the first of the reference games
# (corpus/tzaar/standard), BENCH_TZAAR="K:GAMES ..." (default 1:20 2:4
# 3:2: TZAAR's turns run to thousands).  Each K:GAMES (default 2:200
# 3:20) is a row a board, without the cache (--no-cache): the search
# alone, at the default budget.  Then the cache: the 2012 archive's
# games at k = 2 (BENCH_CACHE_K), a run into an empty cache and a second
# one, their times and the cache's size (BENCH_CACHE=0: not run).  A row
# of K:GAMES takes about GAMES x 40 x (ms a position) -- at k = 3, 20
# games a board are two to five minutes, at k = 4 two games about as
# long; keep a run under 15 minutes.
cd "$(dirname "$0")/.." || exit 2
shared=${1:-../shared}
[ $# -gt 0 ] && shift
rows=${*:-2:200 3:20}
corpus=$shared/corpus
[ -d "$corpus/boardspace" ] || { echo "bench/analyze: $corpus/boardspace is absent"; exit 2; }
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
now() { date +%s.%N; }
# row LABEL FILE K: one analysis, timed, summed
row() {
	t0=$(now)
	./zertz analyze -q --no-cache -k "$3" "$2" >"$tmp/out.jsonl" 2>"$tmp/err" ||
		{ echo "bench/analyze: zertz analyze -k $3 on $1 failed (status $?):"; cat "$tmp/err"; exit 1; }
	t1=$(now)
	python3 -c 'import json, sys
n = u = nodes = games = 0
for l in open(sys.argv[1]):
    d = json.loads(l)
    games += 1
    n += len(d["turns"])
    u += sum(t.get("unknown", False) or "unknown" in (t["win"], t["lost"]) for t in d["turns"])
    nodes += d["nodes"]
s = float(sys.argv[3]) - float(sys.argv[2])
print("%-10s k=%s %4d games %6d positions %8.1f s %9.2f ms a position %6.2f%% unknown %12d nodes"
      % (sys.argv[4], sys.argv[5], games, n, s, 1000 * s / max(n, 1), 100.0 * u / max(n, 1), nodes))' \
		"$tmp/out.jsonl" "$t0" "$t1" "$1" "$3"
}
echo "== analyze: the search alone (--no-cache, default budget), archive-2019"
for r in $rows; do
	k=${r%:*} n=${r#*:}
	for b in 37 48 61; do
		./zertz select -q --board $b --valid -r "$corpus/boardspace/games/archive-2019" 2>/dev/null |
			./zertz select -q --game "1-$n" >"$tmp/b$b.zgn" 2>/dev/null
		row "$b rings" "$tmp/b$b.zgn" "$k"
	done
done
for r in ${BENCH_TZAAR:-1:20 2:4 3:2}; do
	k=${r%:*} n=${r#*:}
	ls "$corpus/tzaar/standard"/*.txt | head -n "$n" | xargs cat >"$tmp/tz.txt"
	row "TZAAR" "$tmp/tz.txt" "$k"
done
[ "${BENCH_CACHE:-1}" = 0 ] && exit 0
echo "== analyze: the cache, archive-2012 at k = ${BENCH_CACHE_K:-2}"
./zertz select -q --valid -r "$corpus/boardspace/games/archive-2012" >"$tmp/a2012.zgn" 2>/dev/null
for pass in first second; do
	t0=$(now)
	./zertz analyze -q -k "${BENCH_CACHE_K:-2}" --cache "$tmp/cache.sqlite" "$tmp/a2012.zgn" >"$tmp/$pass.jsonl" 2>/dev/null
	t1=$(now)
	printf '%s run: %s games, %.1f s\n' "$pass" "$(wc -l <"$tmp/$pass.jsonl")" \
		"$(awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }')"
done
cmp -s "$tmp/first.jsonl" "$tmp/second.jsonl" && same=same || same=DIFFERENT
printf 'the two outputs: %s; the cache: %s bytes, %s turns\n' "$same" "$(wc -c <"$tmp/cache.sqlite")" \
	"$(python3 -c 'import sqlite3, sys; print(sqlite3.connect(sys.argv[1]).execute("select count(*) from turn").fetchone()[0])' "$tmp/cache.sqlite")"
