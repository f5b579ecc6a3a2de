#!/bin/sh
# The mutation check: each deliberate bug of tests/mutations must make a
# test fail.  A mutation that survives is a rule or format the suite does
# not really test.  The working tree is never touched.
#
#   tests/mutate.sh          all mutations
#   tests/mutate.sh 3 7      only those (numbered from 1 in file order)
#
# Mutant schemata (tests/schemata.py): a copy of the tree is rewritten so
# that every mutation inside one function is a copy of that function,
# chosen when a program starts by ZZ_MUTANT=K; the copy is built once,
# and a mutation then costs the run of its test with ZZ_MUTANT=K, not a
# build.  The few that are not inside a function (a table, a header
# constant, the Makefile: "built" in the list it prints) are applied to
# the copy one at a time and built there, as all were before (ccache,
# where installed, makes the rebuild of the restored file a hit).
#
# Each mutation names the test that catches it ("% check-hostile", or
# "% unit:test_xml:test_escape" for one test of a unit test program, run
# alone by ZZ_UNIT_TEST: tests/unit/zz_test.h): that test alone is run,
# which takes seconds where the whole suite takes minutes, and "%
# check-analyze:hand" runs the part "hand" of that test's script alone
# (tests/lib.sh), seconds where the script takes a minute.  When it does
# not catch the mutation, the whole suite ("make check-tests": every test
# but the one that says the mutations still apply) is run: a mutation it
# catches is caught, and said to name the wrong test; one it does not
# catch survived.  A mutation that names no test runs the whole suite.
#
# MUTATE_BASE=passed skips the run of the suite on the unmutated tree
# (CI: make sanitize has just run it on these sources; with ZZ_MUTANT
# unset the rewritten tree runs the same code).
# MUTATE_JOBS (default: the processors) mutations are tested at a time,
# each worker in a tree of its own.  MUTATE_LEARN=1 ignores the names and
# runs the tests one at a time, the quick ones first, and says which one
# caught each mutation: the "%" line to write.  MUTATE_CHECK names the
# make targets to run instead of the named ones, e.g.
# MUTATE_CHECK="check-units check-spec" to see which mutations the tests
# with independent expected values catch on their own (no goldens).
cd "$(dirname "$0")/.." || exit 2
# no link-time optimisation, and -O1: the tree is compiled once (the
# built mutations recompile one file), so what counts is the time the
# tests take, and the search's unit tests take two to three times longer
# at -O0 (test_wins_now: 9-18 s a mutant at -O0, 3-7 s at -O1).  What the
# tests catch does not depend on how hard the compiler works (Makefile:
# LTO, OPT).  MUTATE_OPT overrides it.
export LTO= OPT="${MUTATE_OPT:--O1}"
# a warning in one mutant's copy must not stop the build of all of them
export WERROR=
# the built mutations recompile the file restored after each: a hit
command -v ccache >/dev/null 2>&1 && export CC="ccache ${CC:-cc}"
# a test script stops at its first failure (tests/lib.sh): one is enough
# to catch a mutation, and a caught one is the rule
export ZERTZ_TEST_FIRST_FAIL=1
# and the tests that compare with a slow reference (plain minimax, which
# at -O0 takes minutes) on fewer positions: the mutations of the search
# are caught by the quick checks that come first (tests/analyze.sh)
export ZERTZ_TEST_QUICK=1
command -v python3 >/dev/null 2>&1 || { echo "mutate: python3 is needed"; exit 1; }
tmp=${TMPDIR:-/tmp}/zertz-mutate.$$
mkdir -p "$tmp/plain"
trap 'rm -rf "$tmp"' EXIT

# the sources as they are now, committed or not, without build products:
# $tmp/plain as they are (for the built mutations), $tmp/tree rewritten
sh tests/copy-tree.sh "$tmp/plain" || exit 2
cp -a "$tmp/plain" "$tmp/tree"
total=$(grep -c '^@ ' tests/mutations)
[ "$total" -ge 15 ] || { echo "mutate: only $total mutations, at least 15 wanted"; exit 1; }

# the list split (mutation k becomes $tmp/m.k.{file,what,by,old,new}),
# and the copy rewritten: $tmp/how.k says "schema" or "built: WHY"
python3 tests/schemata.py tests/mutations "$tmp/tree" "$tmp" || exit 1

# the checks of the sources themselves (their layout, their headers, their
# style), which the rewritten tree fails whatever the mutant: a mutation
# they catch is built (tests/schemata.py), and they are left out of what
# runs on the rewritten tree
source_checks="check-layers check-headers check-format"
# every test but check-mutations (make check-tests), less those
dynamic_tests=$(make -s --no-print-directory --eval 'zz-print-tests: ; @echo $(CHECK_TESTS)' zz-print-tests |
	tr ' ' '\n' | grep -vx -e check-layers -e check-headers -e check-format | tr '\n' ' ')
[ -n "$dynamic_tests" ] || { echo "mutate: the Makefile lists no tests (CHECK_TESTS)"; exit 1; }

# the tests, the quick ones first, for MUTATE_LEARN: each unit test
# program alone, then the make targets (not the checks of the sources on
# the rewritten tree)
learn_order() {
	learn_all | if [ "$how" = schema ]; then grep -vx -e check-layers -e check-headers -e check-format; else cat; fi
}
learn_all() {
	for u in $(sed -n '/^UNIT_TESTS = /,/^$/p' Makefile | grep -o 'tests/unit/test_[a-z0-9_]*'); do
		echo "unit:${u#tests/unit/}"
	done
	echo check-spec check-boardspace check-select check-terminal check-options check-layers check-headers \
		check-regress check-man check-strangers check-writes check-limits check-memory \
		check-schemas check-roundtrip check-diagrams check-failures check-jobs check-hostile check-render \
		check-viewer check-pages check-interactive check-readme check-install check-completion | tr ' ' '\n'
}

# run_test TEST: 0 when it passes in the current directory
run_test() {
	case $1 in
	unit:*:*)
		prog=${1#unit:}
		make -s "tests/unit/${prog%%:*}" && ZZ_UNIT_TEST=${prog#*:} "./tests/unit/${prog%%:*}"
		;;
	unit:*) make -s "tests/unit/${1#unit:}" && "./tests/unit/${1#unit:}" ;;
	*:*) ZERTZ_TEST_PART=${1#*:} make -s "${1%%:*}" ;;
	*) make -s "$1" ;;
	esac
}

# The unmutated tree must pass, or a mutation "caught" proves nothing.
# MUTATE_BASE=passed says it does: CI sets it right after make sanitize
# passed on these very sources, which ran every test a mutation names the
# way it is run here (ZERTZ_TEST_QUICK, each a make target of its own,
# needing nothing another leaves behind) on a build that differs only in
# its optimisation and its checks (and in the mutants' copies, which run
# only when ZZ_MUTANT chooses them); running them again here took 155 s.
# Otherwise every test but check-mutations runs on the rewritten tree
# (check-mutations asks the original sources, which it is not).
# The tree is built, with what the tests need, and no test is run.
if [ "$MUTATE_BASE" = passed ]; then
	echo "mutate: building the unmutated tree (MUTATE_BASE=passed: its tests are not run again)"
	base="make -s -j${CHECK_JOBS:-3} zertz bench/randgame tests/minimax tests/failinject.so"
	for t in $(for f in "$tmp"/m.*.by; do cat "$f"; echo; done | tr ' ' '\n' | sort -u | grep '^unit:'); do
		t=${t#unit:}
		base="$base tests/unit/${t%%:*}"
	done
else
	echo "mutate: building the unmutated tree and checking it passes"
	base="sh tests/check.sh make ${CHECK_JOBS:-3} $dynamic_tests"
fi
started=$(date +%s)
if ! (cd "$tmp/tree" && eval "$base" >"$tmp/base.log" 2>&1); then
	tail -20 "$tmp/base.log"
	echo "mutate: the unmutated tree fails ($base)"
	exit 1
fi
echo "mutate: the unmutated tree is ready ($(($(date +%s) - started)) s)"
jobs=${MUTATE_JOBS:-$(nproc 2>/dev/null || echo 1)}
[ "$jobs" -ge 1 ] || jobs=1

# test mutation k, in the rewritten tree $1 or, built, in the plain tree
# $2 (built there when first needed); its one line goes to $tmp/r.k,
# "caught" or not
mutate_one() {
	tree=$1 plain=$2 k=$3
	f=$(cat "$tmp/m.$k.file")
	what=$(cat "$tmp/m.$k.what")
	by=$(cat "$tmp/m.$k.by")
	log=$tmp/log.$k
	started=$(date +%s)
	how=$(cat "$tmp/how.$k")
	if [ "$how" = schema ]; then
		cd "$tree" || exit 2
		ZZ_MUTANT=$k
		export ZZ_MUTANT
		test_one
		unset ZZ_MUTANT
		echo "mutate $k ($f: $what, $(($(date +%s) - started)) s): $result" >"$tmp/r.$k"
		return
	fi
	cd "$plain" || exit 2
	cp "$f" "$tmp/saved.$k"
	if ! python3 - "$f" "$tmp/m.$k.old" "$tmp/m.$k.new" <<'PY'
import sys
f, old, new = sys.argv[1], open(sys.argv[2]).read(), open(sys.argv[3]).read()
text = open(f).read()
n = text.count(old)
if n != 1:
    sys.exit("the original text occurs %d times in %s" % (n, f))
open(f, "w").write(text.replace(old, new))
PY
	then
		echo "mutate $k ($f: $what): cannot be applied: update tests/mutations" >"$tmp/r.$k"
		return
	fi
	if ! make -s zertz >"$log" 2>&1; then
		# a bug the compiler refuses proves nothing about the tests
		result="DOES NOT BUILD: update tests/mutations: $(grep -m 1 'error' "$log")"
	else
		test_one
	fi
	echo "mutate $k ($f: $what, built, $(($(date +%s) - started)) s): $result" >"$tmp/r.$k"
	cp "$tmp/saved.$k" "$f"
	touch "$f"
}

# the whole suite, in the current tree: on the rewritten one, less the
# checks of the sources
whole_suite() {
	if [ "$how" = schema ]; then
		# shellcheck disable=SC2086
		make -s $dynamic_tests
	else
		make -s check-tests
	fi
}

# the tests of mutation $k in the current tree: $result says what caught it
test_one() {
	result=
	if [ -n "$MUTATE_LEARN" ]; then
		result="SURVIVED every test"
		for t in $(learn_order); do
			if ! run_test "$t" >"$log" 2>&1; then
				# a unit program: the first of its tests that failed
				case $t in
				unit:*) t=$t:$(LC_ALL=C sed -n 's/^\[  FAILED  \] \(test_[a-z0-9_]*\)$/\1/p' "$log" | head -1) ;;
				esac
				result="caught by $t: write '% $t'"
				break
			fi
		done
	else
		tests=${MUTATE_CHECK:-$by}
		caught=
		if [ -n "$tests" ]; then
			for t in $tests; do
				if ! run_test "$t" >"$log" 2>&1; then
					caught=$t
					break
				fi
			done
		fi
		if [ -n "$caught" ]; then
			result="caught by $caught: $(grep -m 1 -E '^FAIL|\[  FAILED  \]|\[   LINE   \]|error:|Error ' "$log")"
		elif [ -n "$MUTATE_CHECK" ]; then
			result="SURVIVED $MUTATE_CHECK"
		elif ! whole_suite >"$log" 2>&1; then
			first=$(grep -m 1 -E '^FAIL|\[  FAILED  \]|\[   LINE   \]|error:|Error ' "$log")
			if [ -n "$by" ]; then
				result="caught by the whole suite, not by '$by' (MUTATE_LEARN=1 says which test to name): $first"
			else
				result="caught by the whole suite (it names no test): $first"
			fi
		else
			result="SURVIVED make check"
		fi
	fi
}

asked=${*:-$(seq 1 "$total")}
# MUTATE_SKIP="check-viewer ...": the mutations whose named test is one of
# these are not tested, and the summary counts them, with MUTATE_SKIP_WHY
# (.ci/run: the browser's, tested by make mutate in a session)
skipped=0
if [ -n "${MUTATE_SKIP:-}" ]; then
	kept=
	for k in $asked; do
		t=$(cat "$tmp/m.$k.by")
		t=${t%%:*}
		case " $MUTATE_SKIP " in
		*" $t "*) skipped=$((skipped + 1)) ;;
		*) kept="$kept $k" ;;
		esac
	done
	asked=$kept
fi
# the mutations of one file one after another in a tree, so that the file
# a mutation restores is the one the next mutates: one compile, not two.
# The files' groups, the largest first, are taken by whichever worker is
# free (a group is claimed by making its directory, which only one can):
# a fixed share of the list left one worker a minute behind the other.
for k in $asked; do printf '%s %s\n' "$(cat "$tmp/m.$k.file")" "$k"; done |
	awk '{ g[$1] = g[$1] " " $2; n[$1]++ } END { for (f in g) print n[f], g[f] }' |
	sort -k1,1nr -k2,2n | cut -d' ' -f2- >"$tmp/groups"
q=1
while [ "$q" -lt "$jobs" ]; do
	cp -a "$tmp/tree" "$tmp/tree.$q"
	q=$((q + 1))
done
q=0
while [ "$q" -lt "$jobs" ]; do
	cp -a "$tmp/plain" "$tmp/plain.$q"
	q=$((q + 1))
done
q=0
while [ "$q" -lt "$jobs" ]; do
	(
		tree=$tmp/tree
		[ "$q" -gt 0 ] && tree=$tmp/tree.$q
		plain=$tmp/plain.$q
		g=0
		while IFS= read -r group; do
			g=$((g + 1))
			mkdir "$tmp/claim.$g" 2>/dev/null || continue
			for k in $group; do
				mutate_one "$tree" "$plain" "$k" </dev/null
			done
		done <"$tmp/groups"
	) &
	q=$((q + 1))
done
wait
caught=0 survived=0 misnamed=0
for k in $asked; do
	if [ ! -f "$tmp/r.$k" ]; then
		echo "mutate $k: not tested"
		survived=$((survived + 1))
		continue
	fi
	cat "$tmp/r.$k"
	if grep -q ': caught by\|: caught by the whole suite' "$tmp/r.$k"; then
		caught=$((caught + 1))
		grep -q 'caught by the whole suite' "$tmp/r.$k" && misnamed=$((misnamed + 1))
	else
		survived=$((survived + 1))
	fi
done
built=$(for k in $asked; do cat "$tmp/how.$k"; done | grep -c '^built')
echo "mutate: $caught caught ($misnamed by the whole suite only), $survived survived; $built of them built, the others chosen at run time"
[ "$skipped" = 0 ] || echo "mutate: $skipped not tested: their test is one of MUTATE_SKIP ($MUTATE_SKIP)${MUTATE_SKIP_WHY:+: $MUTATE_SKIP_WHY}"
[ $survived = 0 ]
