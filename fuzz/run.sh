#!/bin/sh
# Run every fuzz target for SECS (default 60) each, JOBS (default 1) targets
# at a time, seeded from samples/ and fuzz/seeds/, with a dictionary per
# format.  Usage: fuzz/run.sh [SECS [JOBS]]; FUZZ_TARGETS="zgn posstr" runs
# only those.  A crash, leak, time-out or
# broken invariant fails the run; its input is kept in fuzz/out/crashes/ to
# become a regression test.
cd "$(dirname "$0")/.." || exit 2
secs=${1:-60}
jobs=${2:-1}
# by default the targets fuzz/build.sh made (fuzz/out/targets)
targets=${FUZZ_TARGETS:-$(sed 's/^fuzz_\([^ ]*\) .*/\1/' fuzz/out/targets 2>/dev/null)}
[ -n "$targets" ] || { echo "fuzz: no targets (fuzz/build.sh makes fuzz/out/targets)"; exit 1; }
out=fuzz/out
mkdir -p "$out/crashes"

seed() {	# the seed corpus of target $1
	corpus=$out/corpus/$1
	mkdir -p "$corpus"
	case $1 in
	zgn) cp samples/*.zgn samples/tzaar/*.zgn tests/regress/validate/*.zgn "$corpus"/ 2>/dev/null; cp tests/regress/validate/*.txt "$corpus"/ 2>/dev/null
	     # KART's ZEN, which the same reader reads
	     ./zertz convert -q -t zen samples/isolation.zgn samples/game48.zgn >"$corpus/games.zen" 2>/dev/null ;;
	sgf) cp samples/sgf/*.sgf samples/tzaar/*.sgf "$corpus"/ ;;
	json) ./zertz convert -q -t jsonl samples/*.zgn >"$corpus/samples.jsonl" 2>/dev/null
	      ./zertz convert -q -t json samples/isolation.zgn >"$corpus/one.json" 2>/dev/null ;;
	yaml) ./zertz convert -q -t yaml samples/*.zgn >"$corpus/samples.yaml" 2>/dev/null ;;
	posstr) ./zertz replay --position samples/isolation.zgn 2>/dev/null | head -3 >"$corpus/p1"
		./zertz convert -q -t zip --at 5 samples/game48.zgn >"$corpus/zip1" 2>/dev/null
		./zertz replay --position samples/game61.zgn 2>/dev/null | sed -n 20p >"$corpus/p2" ;;
	rules) printf 'free-ring=any-two,supply=per-colour' >"$corpus/r1"; printf 'variant=blitz,marbles=5/7/9,win=2/3/4/5' >"$corpus/r2" ;;
	zip) cp samples/sgf/archive.zip "$corpus"/ ;;
	tzaar) cp samples/tzaar/* tests/regress/validate/tz-*.zgn "$corpus"/
	       ./zertz replay --position samples/tzaar/opening.zgn 2>/dev/null | sed -n 3p >"$corpus/p1" ;;
	pages) # seven texts, each a length byte and its bytes
	       printf '\003Cup\004Rome\0122024-01-01\0011\005alice\003bob\011a comment' >"$corpus/plain"
	       printf '\010<script>\001&\002\033]\003\302\233x\002"\047\003\357\277\276\004]]>\001' >"$corpus/markup" ;;
	esac
	[ -d "fuzz/seeds/$1" ] && cp fuzz/seeds/$1/* "$corpus"/ 2>/dev/null
}

run() {		# run target $1; its one-line result goes to $out/$1.result
	t=$1
	dict=
	[ -f "fuzz/dict/$t.dict" ] && dict="-dict=fuzz/dict/$t.dict"
	log=$out/$t.log
	"$out/fuzz_$t" "$out/corpus/$t" $dict -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
		-max_len=65536 -artifact_prefix="$out/crashes/$t-" -print_final_stats=1 >"$log" 2>&1
	rc=$?
	execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
	rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$')
	if [ $rc -ne 0 ]; then
		{ echo "fuzz $t: FAILED (see $log)"
		  grep -m5 -E 'ERROR|SUMMARY|runtime error' "$log"; } >"$out/$t.result"
	else
		echo "fuzz $t: ${secs}s, $execs runs, $rate runs/s, no finding" >"$out/$t.result"
	fi
}

for t in $targets; do
	seed $t
	rm -f "$out/$t.result"
done
# JOBS queues, the targets dealt round-robin, each queue run in turn
q=0
while [ $q -lt "$jobs" ]; do
	(
		i=0
		for t in $targets; do
			[ $((i % jobs)) -eq $q ] && run $t
			i=$((i + 1))
		done
	) &
	q=$((q + 1))
done
wait
fail=0
for t in $targets; do
	if [ -f "$out/$t.result" ]; then
		cat "$out/$t.result"
		grep -q 'no finding$' "$out/$t.result" || fail=1
	else
		echo "fuzz $t: did not run"
		fail=1
	fi
done
exit $fail
