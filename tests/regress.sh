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
update=
[ "$1" = --update ] && update=1
cd "$(dirname "$0")/.." || exit 2
out=tests/out/regress
mkdir -p "$out"
pass=0 fail=0
for dir in tests/regress/*/; do
	cmd=$(basename "$dir")
	for name in $(ls "$dir" | sed 's/\.[^.]*$//' | sort -u); do
		base=$dir$name
		case "$name" in *.*) continue ;; esac
		input=
		for ext in zgn txt sgf zip json yaml; do
			[ -f "$base.$ext" ] && input=$base.$ext
		done
		[ -f "$base.args" ] || [ -n "$input" ] || [ -f "$base.stdin" ] || continue
		args=
		[ -f "$base.args" ] && args=$(cat "$base.args")
		stdin=/dev/null
		[ -f "$base.stdin" ] && stdin=$base.stdin
		eval "set -- $args"
		[ -n "$input" ] && set -- "$@" "$input"
		# shellcheck disable=SC2086
		$ZERTZ_WRAP ./zertz "$cmd" "$@" <"$stdin" >"$out/$name.out" 2>"$out/$name.err"
		echo $? >"$out/$name.exit"
		if [ -n "$update" ]; then
			cp "$out/$name.out" "$base.out"
			cp "$out/$name.err" "$base.err"
			if [ "$(cat "$out/$name.exit")" = 0 ]; then rm -f "$base.exit"; else cp "$out/$name.exit" "$base.exit"; fi
			[ -s "$base.out" ] || rm -f "$base.out"
			[ -s "$base.err" ] || rm -f "$base.err"
			continue
		fi
		ok=1
		exp_exit=0
		[ -f "$base.exit" ] && exp_exit=$(cat "$base.exit")
		if [ "$(cat "$out/$name.exit")" != "$exp_exit" ]; then
			echo "FAIL $cmd/$name: exit $(cat "$out/$name.exit"), expected $exp_exit"
			ok=0
		fi
		for s in out err; do
			exp=/dev/null
			[ -f "$base.$s" ] && exp=$base.$s
			if ! diff -u "$exp" "$out/$name.$s" >"$out/$name.$s.diff"; then
				echo "FAIL $cmd/$name: std$s differs"
				cat "$out/$name.$s.diff"
				ok=0
			fi
		done
		if [ $ok = 1 ]; then pass=$((pass + 1)); else fail=$((fail + 1)); fi
	done
done
[ -n "$update" ] && { echo "regress: expected files updated"; exit 0; }
echo "regress: $pass passed, $fail failed"
[ $fail = 0 ]
