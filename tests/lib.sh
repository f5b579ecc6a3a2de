# Shared by the test scripts that source it (". tests/lib.sh" with $suite
# set, from the top of the tree): a temporary folder, the counts, and the
# assertions; report ends a script with its summary line and its status.
tmp=${TMPDIR:-/tmp}/zertz-$suite.$$
# no progress line (cmd/progress.h) in what the tests compare: on a slow
# (sanitizer) build a run can take a second and draw one; the tests of the
# line set ZERTZ_TEST_PROGRESS=1 themselves
export ZERTZ_TEST_PROGRESS="${ZERTZ_TEST_PROGRESS:-never}"
mkdir -p "$tmp"
# zertz's messages in English, whatever the language of the shell that
# runs the tests (cmd/lang.c); the tools keep UTF-8.  tests/i18n.sh asks
# for each language itself.
unset LANGUAGE LC_MESSAGES
LC_ALL=C.UTF-8
export LC_ALL
# analyze's cache (cmd/cache.h) in the script's own folder: never the
# user's, and each script starts with none
export XDG_CACHE_HOME="$tmp/cache"
# a script's own cleaning (a tmux server, say) goes in at_exit, defined
# before or after this file is sourced
trap 'command -v at_exit >/dev/null 2>&1 && at_exit; rm -rf "$tmp"' EXIT
pass=0 fail=0 skipped=0 why=
# the seconds a script took end its summary line, for reading a CI log
started=$(date +%s)
Z=$PWD/zertz
# Debian's python3, where there is one: it has the packages tests/deps.sh
# installs, and starts in 0.05 s where a version manager's shim first in
# PATH (pyenv) takes 0.4 s, which the scripts that run it a position or a
# game at a time paid a hundred times over
if [ -x /usr/bin/python3 ]; then
	python3() { /usr/bin/python3 "$@"; }
fi
# ZERTZ_TEST_FIRST_FAIL set (tests/mutate.sh sets it): the first failure
# ends the script, with status 1 -- a mutation needs one to be caught
first_fail() { [ -z "${ZERTZ_TEST_FIRST_FAIL:-}" ] || exit 1; }
# part NAME [LATER...]: whether the lines that follow, up to the next
# part, run.  A long script is cut into parts, each making what it uses,
# run as "if part NAME; then ... fi"; ZERTZ_TEST_PART=NAME runs that one
# alone (tests/mutate.sh, for a mutation that names "check-analyze:NAME":
# the seconds of the part, not the minute of the script), unset all of
# them.  A part that a later one needs names it: it runs for it too.
part() {
	if [ -n "${ZERTZ_TEST_PART:-}" ]; then
		for part_p in "$@" ''; do
			[ "$part_p" = "$ZERTZ_TEST_PART" ] && break
		done
		[ -n "$part_p" ] || return 1
	fi
	parts_run=$((parts_run + 1)) part_now=$1
}
parts_run=0 part_now=
# a failure says the part it is in: " [NAME]", the name a mutation it
# catches can give (check-spec:NAME)
in_part() { [ -z "$part_now" ] || printf ' [%s]' "$part_now"; }
# skip N REASON: N checks not run, and why (said again in the summary)
skip() {
	skipped=$((skipped + $1))
	case "; $why; " in *"; $2; "*) ;; *) why="${why:+$why; }$2" ;; esac
}
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $suite$(in_part) $1"; shift; for l in "$@"; do printf '  %s\n' "$l"; done; first_fail; }
# check NAME CONDITION-COMMAND...: one assertion
check() {
	cname=$1
	shift
	if "$@"; then ok; else bad "$cname" "failed: $*"; fi
}
# run COMMAND...: status in $tmp/rc, output in $tmp/out and $tmp/err
run() { "$@" >"$tmp/out" 2>"$tmp/err"; echo $? >"$tmp/rc"; }
has() { grep -qF -- "$2" "$1"; }	# file has the line part
lines() { [ "$(grep -cF -- "$2" "$1")" = "$3" ]; }	# file has it N times
status() { [ "$(cat "$tmp/rc")" = "$1" ]; }
no_temps() { [ -z "$(find "$1" -name '*.tmp.*' 2>/dev/null)" ]; }
# expect NAME STATUS 'first stderr line' COMMAND...
expect() {
	ename=$1 want_rc=$2 want=$3
	shift 3
	timeout 60 "$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	got=$(head -1 "$tmp/err")
	if [ "$rc" = "$want_rc" ] && [ "$got" = "$want" ]; then
		ok
	else
		bad "$ename: status $rc (want $want_rc)" "got:  $got" "want: $want"
	fi
}
# raw_free NAME FILE: FILE holds no C0 control but tab and newline, no DEL
# and no C1 control (UTF-8 C2 80 .. C2 9F)
raw_free() {
	if LC_ALL=C grep -qP '[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]' "$2"; then
		bad "$1: a control character reached the output:" \
			"$(LC_ALL=C grep -nP '[\x00-\x08\x0b-\x1f\x7f]|\xc2[\x80-\x9f]' "$2" | head -3 | cat -v)"
	else
		ok
	fi
}
# has_line NAME FILE LINE: FILE holds LINE, as it is
has_line() {
	if grep -qxF -- "$3" "$2"; then
		ok
	else
		fail=$((fail + 1)); printf 'FAIL %s%s %s: no line %s in:\n' "$suite" "$(in_part)" "$1" "$3"; head -5 "$2" | cat -v
		first_fail
	fi
}
# same NAME: $tmp/got is $tmp/want (worked out by hand), or the difference
same() {
	if cmp -s "$tmp/want" "$tmp/got"; then
		ok
	else
		fail=$((fail + 1))
		echo "FAIL $suite$(in_part) $1"
		diff -u "$tmp/want" "$tmp/got" | sed -n '3,$p' | head -20
		first_fail
	fi
}
# is NAME GOT WANT: the text GOT is WANT (worked out by hand), or both,
# control characters shown
is() {
	if [ "$2" = "$3" ]; then
		ok
	else
		fail=$((fail + 1))
		echo "FAIL $suite$(in_part) $1"
		printf '%s\n' "--- want" "$3" "--- got" "$2" | head -40 | cat -v
		first_fail
	fi
}
report() {
	# a part asked for that the script does not have is a failure, not a pass
	if [ -n "${ZERTZ_TEST_PART:-}" ] && [ "$parts_run" = 0 ]; then
		fail=$((fail + 1))
		echo "FAIL $suite: no part '$ZERTZ_TEST_PART' (ZERTZ_TEST_PART)"
	fi
	took="$(($(date +%s) - started)) s"
	if [ $skipped -gt 0 ]; then
		echo "$suite: $pass passed, $fail failed, $skipped skipped ($why), $took"
	else
		echo "$suite: $pass passed, $fail failed, $took"
	fi
	[ $fail = 0 ]
}
