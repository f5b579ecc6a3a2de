#!/bin/sh
# Golden tests: run ./zertz on each case and compare stdout, stderr and the
# exit status with the expected files, failing on any difference.
#
# A case is tests/regress/COMMAND/NAME with any of:
#   NAME.args    arguments (one line, split by the shell), after COMMAND
#   NAME.zgn, .txt, .sgf, .zip   an input file, appended to the arguments
#   NAME.stdin   fed on standard input
#   NAME.out     expected stdout     NAME.err   expected stderr
#   NAME.exit    expected status when it is not 0
# With --update, the expected files are (re)written from the actual run;
# review them in the diff.  ZERTZ_WRAP prefixes every run (make valgrind).
# ZERTZ_TEST_PART=COMMAND runs the cases of tests/regress/COMMAND alone.
# REGRESS_JOBS=N runs the cases in N shards at once (make valgrind, whose
# runs are slow), each case's output in tests/out/regress as always.
# REGRESS_EVERY=N runs every N-th case alone, the others counted as
# skipped (CI's valgrind: each case costs 0.7 s of valgrind's start, 2:47
# of CPU for all; ASan and UBSan run every case in make check, and make
# valgrind all of them under valgrind).
update=
[ "$1" = --update ] && update=1
cd "$(dirname "$0")/.." || exit 2
if [ -n "${ZERTZ_TEST_PART:-}" ] && [ ! -d "tests/regress/$ZERTZ_TEST_PART" ]; then
	echo "FAIL regress: no part '$ZERTZ_TEST_PART' (ZERTZ_TEST_PART: a folder of tests/regress)"
	echo "regress: 0 passed, 1 failed"
	exit 1
fi
out=tests/out/regress
# the goldens are the program's words under LC_ALL=C, whatever the
# caller's language: with it, every output is as it was before the
# messages were translated (issue 40; tests/i18n.sh has the languages)
unset LANGUAGE
LC_ALL=C
export LC_ALL
mkdir -p "$out"
jobs=${REGRESS_JOBS:-1}
every=${REGRESS_EVERY:-1}
[ -n "$update" ] && jobs=1 every=1

# shard K: the cases k with k mod jobs = K; its counts in $out/shard.K
shard() {
me=$1 pass=0 fail=0 k=0 left=0
for dir in tests/regress/*/; do
	cmd=$(basename "$dir")
	# ZERTZ_TEST_PART=COMMAND: that command's cases alone (tests/lib.sh's
	# parts; tests/mutate.sh, for a mutation that names check-regress:stats)
	[ -z "${ZERTZ_TEST_PART:-}" ] || [ "$ZERTZ_TEST_PART" = "$cmd" ] || continue
	for name in $(ls "$dir" | sed 's/\.[^.]*$//' | sort -u); do
		base=$dir$name
		case "$name" in *.*) continue ;; esac
		input=
		for ext in zgn txt sgf zip json yaml; do
			[ -f "$base.$ext" ] && input=$base.$ext
		done
		[ -f "$base.args" ] || [ -n "$input" ] || [ -f "$base.stdin" ] || continue
		k=$((k + 1))
		[ $((k % jobs)) = "$me" ] || continue
		[ $((k / jobs % every)) = 0 ] || { left=$((left + 1)); continue; }
		args=
		[ -f "$base.args" ] && args=$(cat "$base.args")
		stdin=/dev/null
		[ -f "$base.stdin" ] && stdin=$base.stdin
		eval "set -- $args"
		[ -n "$input" ] && set -- "$@" "$input"
		# shellcheck disable=SC2086
		$ZERTZ_WRAP ./zertz "$cmd" "$@" <"$stdin" >"$out/$cmd-$name.out" 2>"$out/$cmd-$name.err"
		echo $? >"$out/$cmd-$name.exit"
		if [ -n "$update" ]; then
			cp "$out/$cmd-$name.out" "$base.out"
			cp "$out/$cmd-$name.err" "$base.err"
			if [ "$(cat "$out/$cmd-$name.exit")" = 0 ]; then rm -f "$base.exit"; else cp "$out/$cmd-$name.exit" "$base.exit"; fi
			[ -s "$base.out" ] || rm -f "$base.out"
			[ -s "$base.err" ] || rm -f "$base.err"
			continue
		fi
		ok=1
		exp_exit=0
		[ -f "$base.exit" ] && exp_exit=$(cat "$base.exit")
		if [ "$(cat "$out/$cmd-$name.exit")" != "$exp_exit" ]; then
			echo "FAIL $cmd/$name: exit $(cat "$out/$cmd-$name.exit"), expected $exp_exit"
			ok=0
		fi
		for s in out err; do
			exp=/dev/null
			[ -f "$base.$s" ] && exp=$base.$s
			if ! diff -u "$exp" "$out/$cmd-$name.$s" >"$out/$cmd-$name.$s.diff"; then
				echo "FAIL $cmd/$name: std$s differs"
				cat "$out/$cmd-$name.$s.diff"
				ok=0
			fi
		done
		if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
		# (tests/mutate.sh: the first failure is enough)
		[ $ok = 1 ] || [ -z "${ZERTZ_TEST_FIRST_FAIL:-}" ] || { echo "$pass $fail $left" >"$out/shard.$me"; exit 1; }
	done
done
echo "$pass $fail $left" >"$out/shard.$me"
}

q=0
while [ $q -lt "$jobs" ]; do
	if [ "$jobs" = 1 ]; then shard 0; else shard $q >"$out/shard.$q.log" & fi
	q=$((q + 1))
done
wait
[ -n "$update" ] && { echo "regress: expected files updated"; exit 0; }
pass=0 fail=0 left=0 q=0
while [ $q -lt "$jobs" ]; do
	[ -f "$out/shard.$q.log" ] && [ "$jobs" != 1 ] && cat "$out/shard.$q.log"
	set -- $(cat "$out/shard.$q" 2>/dev/null || echo "0 1 0")
	pass=$((pass + $1)) fail=$((fail + $2)) left=$((left + ${3:-0}))
	q=$((q + 1))
done
if [ $left -gt 0 ]; then
	echo "regress: $pass passed, $fail failed, $left skipped (REGRESS_EVERY=$every: one case in $every)"
else
	echo "regress: $pass passed, $fail failed"
fi
[ $fail = 0 ]
