#!/bin/sh
# Benchmarks: validate throughput (one core), perft times and peak memory
# as the input grows.  Figures go to stdout; nothing here fails a build.
shared=${1:-../shared}
cd "$(dirname "$0")/.." || exit 2
tmp=${TMPDIR:-/tmp}/zertz-bench.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT

now() { date +%s.%N; }
secs() { echo "$2 - $1" | bc -l; }
have_time=
[ -x /usr/bin/time ] && have_time=1
peak() {	# peak resident memory in KiB of a command
	if [ -n "$have_time" ]; then
		/usr/bin/time -o /dev/fd/3 -f %M "$@" 3>&1 >/dev/null 2>&1 | tail -1
	else
		echo "?"
	fi
}

echo "== perft (zertz perft)"
for spec in "37 3" "48 2" "61 2"; do
	set -- $spec
	t0=$(now); n=$(./zertz perft --board "$1" --depth "$2"); t1=$(now)
	printf '%s rings depth %s: %s nodes in %.3f s\n' "$1" "$2" "$n" "$(secs "$t0" "$t1")"
done

# the best of three runs of a command, in seconds
best_of3() {
	best=
	for i in 1 2 3; do
		t0=$(now); "$@" >/dev/null 2>&1; t1=$(now)
		best=$(awk -v a="$best" -v b="$(secs "$t0" "$t1")" 'BEGIN { print (a == "" || b < a) ? b : a }')
	done
	echo "$best"
}
rate() { awk -v n="$1" -v s="$2" 'BEGIN { printf "%.0f", n / s }'; }

echo "== validate throughput, one core (random games, one stream)"
./bench/randgame -n 50000 -s 1 >"$tmp/r50k.zgn"
turns=$(grep -c '^[0-9]*\. ' "$tmp/r50k.zgn")
s=$(best_of3 ./zertz validate -q "$tmp/r50k.zgn")
printf '50000 games, %s turns: %.3f s, %s turns/s, %s games/s\n' "$turns" "$s" \
	"$(rate "$turns" "$s")" "$(rate 50000 "$s")"

if [ -d "$shared/corpus/reference" ]; then
	files=$(ls "$shared"/corpus/reference/*/g*.txt)
	nfiles=$(echo "$files" | wc -l)
	rturns=$(cat $files | grep -vc '^#')
	echo "== validate throughput over the reference corpus ($nfiles games)"
	for i in $(seq 20); do cat $files; done >"$tmp/ref20.txt"
	s=$(best_of3 ./zertz validate -q "$tmp/ref20.txt")
	printf 'one stream, 20 copies: %s turns in %.3f s, %s turns/s, %s games/s\n' \
		"$((rturns * 20))" "$s" "$(rate $((rturns * 20)) "$s")" "$(rate $((nfiles * 20)) "$s")"
	s=$(best_of3 ./zertz validate -q $files)
	printf 'one file each: %s turns in %.3f s, %s turns/s, %s games/s\n' \
		"$rturns" "$s" "$(rate "$rturns" "$s")" "$(rate "$nfiles" "$s")"
fi

if [ -d "$shared/corpus/boardspace" ]; then
	echo "== validate the Boardspace archive in ../shared (zips and loose files)"
	records=$(./zertz validate -q --json -r "$shared/corpus/boardspace" 2>/dev/null | wc -l)
	for j in 1 2; do
		s=$(best_of3 ./zertz validate -q -j $j -r "$shared/corpus/boardspace")
		printf -- '-j %s: %s records in %.3f s, %s records/s, peak %s KiB\n' "$j" "$records" "$s" \
			"$(rate "$records" "$s")" "$(peak ./zertz validate -q -j $j -r "$shared/corpus/boardspace")"
	done
fi

if [ -d "$shared/corpus/boardspace" ]; then
	echo "== convert the Boardspace archive"
	for t in zgn jsonl; do
		s=$(best_of3 ./zertz convert -q -t $t -r "$shared/corpus/boardspace")
		printf 'to %s: %s records in %.3f s, %s records/s\n' "$t" "$records" "$s" "$(rate "$records" "$s")"
	done
fi

if [ -d "$shared/corpus/boardspace" ]; then
	echo "== stats over the Boardspace archive"
	s=$(best_of3 ./zertz stats -r "$shared/corpus/boardspace")
	printf 'stats: %s records in %.3f s, %s records/s, peak %s KiB\n' "$records" "$s" \
		"$(rate "$records" "$s")" "$(peak ./zertz stats -r "$shared/corpus/boardspace")"
fi

echo "== render: diagrams per second"
for t in ascii svg; do
	# every position of the 61-ring sample game, one diagram each
	n=$(./zertz replay --position samples/game61.zgn | wc -l)
	s=$(best_of3 ./zertz render -T $t --each "$tmp/each-$t" samples/game61.zgn)
	printf '%s: %s diagrams in %.3f s, %s diagrams/s (written as files)\n' "$t" "$n" "$s" "$(rate "$n" "$s")"
done

echo "== peak memory as the stream grows (validate; stats; stats --signature)"
for n in 5000 50000 200000; do
	./bench/randgame -n $n -s 2 >"$tmp/m.zgn"
	printf '%7s games (%s bytes): %s KiB; %s KiB; %s KiB\n' "$n" "$(wc -c <"$tmp/m.zgn")" \
		"$(peak ./zertz validate -q "$tmp/m.zgn")" "$(peak ./zertz stats "$tmp/m.zgn")" \
		"$(peak ./zertz stats --signature "$tmp/m.zgn")"
done

echo "== peak memory of validate on a 1 GB stream"
if [ -n "$have_time" ]; then
	# the 50,000-game stream 48 times over a pipe, never stored
	for i in $(seq 48); do cat "$tmp/r50k.zgn"; done |
		/usr/bin/time -o "$tmp/mem" -f '%M %e' ./zertz validate -q - 2>/dev/null
	set -- $(tail -1 "$tmp/mem")
	printf '%s bytes: peak %s KiB (target under 65536), %s s\n' \
		"$(($(wc -c <"$tmp/r50k.zgn") * 48))" "$1" "$2"
else
	echo "/usr/bin/time not installed: skipped"
fi
