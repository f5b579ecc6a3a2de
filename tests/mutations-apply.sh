#!/bin/sh
# Every mutation of tests/mutations still applies: its original text
# occurs exactly once in its file.  A refactor that moves the text makes
# `make mutate` fail late (it runs in CI only); this says so in
# `make check`, in a fraction of a second.  And each part a mutation
# names (check-spec:dates) is a part of that test's script.
cd "$(dirname "$0")/.." || exit 2
python3 - tests/mutations <<'PY'
import os, re, sys
text = open(sys.argv[1]).read()
# (a replacement may be empty: "===" then ">>>" at once)
blocks = re.findall(r'^@ ([^:\n]+): (.*?)\n(?:% [^\n]*\n)?(?:! built: [^\n]+\n)?<<<\n(.*?)\n===\n(.*?)^>>>', text, re.S | re.M)
if len(blocks) != len(re.findall(r'^@ ', text, re.M)):
    print("mutations: %d blocks start with '@ ' but %d are whole" % (len(re.findall(r'^@ ', text, re.M)), len(blocks)))
    sys.exit(1)
bad = 0
for f, what, old, new in blocks:
    try:
        n = open(f).read().count(old + "\n")  # as tests/mutate.sh applies it: whole lines
    except OSError as e:
        n = -1
    if n != 1:
        print("mutations: '%s' (%s): the original text occurs %s in %s: update tests/mutations"
              % (what, f, "nowhere" if n <= 0 else "%d times" % n, f))
        bad += 1
# a test named "check-X:PART" runs the part PART of check-X's script
# alone (tests/lib.sh): the part must be there, or the mutation would be
# "caught" by a script that found nothing to run
make = open("Makefile").read()
badname = 0
for by in re.findall(r'^% (.*)$', text, re.M):
    for t in by.split():
        if ":" not in t:
            continue
        if t.startswith("unit:"):
            # unit:PROGRAM:TEST, one test of a unit program (ZZ_UNIT_TEST)
            prog, _, test = t[5:].partition(":")
            try:
                src = open("tests/unit/%s.c" % prog).read()
            except OSError:
                src = None
            if src is None or not test or not re.search(r'cmocka_unit_test\w*\(%s\b' % re.escape(test), src):
                print("mutations: '%s': no test %s in tests/unit/%s.c" % (t, test or "named", prog))
                badname += 1
            continue
        target, part = t.split(":", 1)
        m = re.search(r'^%s:[^\n]*\n\t@(?:[^\n]* )?sh (tests/[a-z0-9_-]+\.sh)' % re.escape(target), make, re.M)
        if not m:
            print("mutations: '%s': no target %s running a script of tests/ in the Makefile" % (t, target))
            badname += 1
        elif m.group(1) == "tests/regress.sh":
            # its parts are the folders of the cases, a command each
            if not os.path.isdir("tests/regress/" + part):
                print("mutations: '%s': tests/regress has no folder '%s'" % (t, part))
                badname += 1
        else:
            # the script, and the Python script of the same name it runs
            src = open(m.group(1)).read()
            py = m.group(1)[:-3] + ".py"
            if os.path.exists(py):
                src += open(py).read()
            # (a Python script's parts may be the keys of a table of them:
            # tests/scale.py's inputs, '    "NAME": (')
            if not re.search(r'\bpart( [a-z0-9-]+)* %s( [a-z0-9-]+)*;|\bpart\("%s"\)|^    "%s": \('
                             % (re.escape(part), re.escape(part), re.escape(part)), src, re.M):
                print("mutations: '%s': %s has no part '%s' (tests/lib.sh)" % (t, m.group(1), part))
                badname += 1
if not blocks:
    print("mutations: no mutation found in tests/mutations")
    bad = 1
print("mutations: %d apply, %d do not%s" % (len(blocks) - bad, bad,
      ", %d name a test or part that is not there" % badname if badname else ""))
sys.exit(1 if bad or badname else 0)
PY
[ $? = 0 ] || exit 1
# and each is chosen at run time or built as its entry says (tests/schemata.py,
# on a copy of the files the mutations name and the Makefile)
tmp=${TMPDIR:-/tmp}/zertz-mutations.$$
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/tree/lib" "$tmp/out"
sed -n 's/^@ \([^:]*\): .*/\1/p' tests/mutations | sort -u | { cat; echo Makefile; } | tar -cf - -T - | tar -xf - -C "$tmp/tree"
python3 tests/schemata.py tests/mutations "$tmp/tree" "$tmp/out" >"$tmp/log" 2>&1 || { cat "$tmp/log"; exit 1; }
