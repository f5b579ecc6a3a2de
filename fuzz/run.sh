#!/bin/sh
# Run every fuzz target for FUZZ_SECONDS (default 60) each, seeded from
# samples/ and fuzz/seeds/, with a dictionary per format.  A crash, leak,
# time-out or broken invariant fails the run; its input is kept in
# fuzz/out/crashes/ to become a regression test.
cd "$(dirname "$0")/.." || exit 2
secs=${1:-60}
out=fuzz/out
mkdir -p "$out/crashes"
fail=0
for t in zgn sgf json yaml posstr rules zip; do
	corpus=$out/corpus/$t
	mkdir -p "$corpus"
	case $t in
	zgn) cp samples/*.zgn tests/regress/validate/*.zgn "$corpus"/ 2>/dev/null; cp tests/regress/validate/*.txt "$corpus"/ 2>/dev/null ;;
	sgf) cp samples/sgf/*.sgf "$corpus"/ ;;
	json) ./zertz convert -q -t jsonl samples/*.zgn >"$corpus/samples.jsonl" 2>/dev/null
	      ./zertz convert -q -t json samples/isolation.zgn >"$corpus/one.json" 2>/dev/null ;;
	yaml) ./zertz convert -q -t yaml samples/*.zgn >"$corpus/samples.yaml" 2>/dev/null ;;
	posstr) ./zertz replay --position samples/isolation.zgn 2>/dev/null | head -3 >"$corpus/p1"
		./zertz replay --position samples/game61.zgn 2>/dev/null | sed -n 20p >"$corpus/p2" ;;
	rules) printf 'free-ring=any-two,supply=per-colour' >"$corpus/r1"; printf 'variant=blitz,marbles=5/7/9,win=2/3/4/5' >"$corpus/r2" ;;
	zip) cp samples/sgf/archive.zip "$corpus"/ ;;
	esac
	[ -d "fuzz/seeds/$t" ] && cp fuzz/seeds/$t/* "$corpus"/ 2>/dev/null
	dict=
	[ -f "fuzz/dict/$t.dict" ] && dict="-dict=fuzz/dict/$t.dict"
	log=$out/$t.log
	"$out/fuzz_$t" "$corpus" $dict -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
		-max_len=65536 -artifact_prefix="$out/crashes/$t-" -print_final_stats=1 >"$log" 2>&1
	rc=$?
	execs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
	rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$')
	if [ $rc -ne 0 ]; then
		echo "fuzz $t: FAILED (see $log)"
		grep -m5 -E 'ERROR|SUMMARY|runtime error' "$log"
		fail=1
	else
		echo "fuzz $t: ${secs}s, $execs runs, $rate runs/s, no finding"
	fi
done
exit $fail
