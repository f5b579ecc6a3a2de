#!/bin/sh
# The mutation check: apply each deliberate bug of tests/mutations, one at
# a time, to a copy of the tree, and run `make check-tests` (every test of
# `make check` but the one that says the mutations still apply, which a
# mutated tree fails whatever the tests) there; every one must
# make it fail.  A mutation that survives is a rule or format the suite does
# not really test.  The working tree is never touched.
#
#   tests/mutate.sh          all mutations
#   tests/mutate.sh 3 7      only those (numbered from 1 in file order)
#
# MUTATE_CHECK names the make targets to run instead of "check-tests", e.g.
# MUTATE_CHECK="check-units check-spec" to see which mutations the tests
# with independent expected values catch on their own (no goldens).
cd "$(dirname "$0")/.." || exit 2
# no link-time optimisation: a mutation relinks every program, and what
# the tests catch does not depend on it (Makefile: LTO)
export LTO=
command -v python3 >/dev/null 2>&1 || { echo "mutate: python3 is needed"; exit 1; }
tmp=${TMPDIR:-/tmp}/zertz-mutate.$$
mkdir -p "$tmp/tree"
trap 'rm -rf "$tmp"' EXIT

# the sources as they are now, committed or not, without build products
if git rev-parse --git-dir >/dev/null 2>&1; then
	git ls-files -co --exclude-standard | tar -cf - -T - | tar -xf - -C "$tmp/tree"
else
	tar -cf - --exclude='*.o' --exclude='*.d' --exclude=./tests/out . | tar -xf - -C "$tmp/tree"
fi
total=$(grep -c '^@ ' tests/mutations)
[ "$total" -ge 15 ] || { echo "mutate: only $total mutations, at least 15 wanted"; exit 1; }

# split the list: mutation k becomes $tmp/m.k.{file,what,old,new}
python3 - tests/mutations "$tmp" <<'PY' || exit 1
import sys
lines = open(sys.argv[1]).read().split("\n")
out, k, i = sys.argv[2], 0, 0
while i < len(lines):
    l = lines[i]
    if not l.startswith("@ "):
        i += 1
        continue
    k += 1
    f, what = l[2:].split(": ", 1)
    assert lines[i + 1] == "<<<", "mutation %d: <<< expected" % k
    j = lines.index("===", i + 2)
    e = lines.index(">>>", j + 1)
    for name, text in (("file", f), ("what", what),
                       ("old", "\n".join(lines[i + 2:j]) + "\n"),
                       ("new", "\n".join(lines[j + 1:e]) + "\n")):
        open("%s/m.%d.%s" % (out, k, name), "w").write(text)
    i = e + 1
PY

cd "$tmp/tree" || exit 2
echo "mutate: building the unmutated tree and checking it passes"
if ! make -s check >"$tmp/base.log" 2>&1; then
	tail -20 "$tmp/base.log"
	echo "mutate: make check fails without any mutation"
	exit 1
fi
caught=0 survived=0
list=${*:-$(seq 1 "$total")}
for k in $list; do
	f=$(cat "$tmp/m.$k.file")
	what=$(cat "$tmp/m.$k.what")
	cp "$f" "$tmp/saved"
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
		echo "mutate $k ($f: $what): cannot be applied: update tests/mutations"
		survived=$((survived + 1))
		continue
	fi
	if ! make -s zertz >"$tmp/log" 2>&1; then
		# a bug the compiler refuses proves nothing about the tests
		echo "mutate $k ($f: $what): DOES NOT BUILD: update tests/mutations"
		grep -m 1 'error' "$tmp/log"
		survived=$((survived + 1))
	elif make -s ${MUTATE_CHECK:-check-tests} >"$tmp/log" 2>&1; then
		echo "mutate $k ($f: $what): SURVIVED make check"
		survived=$((survived + 1))
	else
		first=$(grep -m 1 -E '^FAIL|\[  FAILED  \]|error:|Error ' "$tmp/log")
		echo "mutate $k ($f: $what): caught: $first"
		caught=$((caught + 1))
	fi
	cp "$tmp/saved" "$f"
	touch "$f"
done
echo "mutate: $caught caught, $survived survived"
[ $survived = 0 ]
