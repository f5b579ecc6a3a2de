#!/bin/sh
# The coverage of lib/, formats/ and cmd/ by the run that left the gcov
# counters (make coverage): lines and branches per folder (its subfolders
# included) and per file, from gcov's JSON.  A source compiled into
# several objects (lib/zertz/engine.inc, in every engine) counts a line or
# a branch covered when any of them covers it.  The goals of the issue
# "Safe on strangers' records" are said beside the figures; COVERAGE_FILES=1
# lists every file, the least covered first.
cd "$(dirname "$0")/.." || exit 2
command -v gcov >/dev/null 2>&1 || { echo "coverage: gcov is not installed"; exit 1; }
# --run (make coverage): the sources as they are now, committed or not,
# copied to tests/out/coverage, built there with the counters and tested;
# then the figures.  The copy stays for tests/coverage.sh FILE.c.
if [ "$1" = --run ]; then
	tree=tests/out/coverage
	rm -rf "$tree"
	mkdir -p "$tree"
	sh tests/copy-tree.sh "$tree" || exit 2
	(cd "$tree" && make COVERAGE=1 OPT='-O0 -g' WERROR= check-tests) || {
		echo "coverage: the tests failed in $tree (figures below are of what ran)"
		status=1
	}
	(cd "$tree" && sh tests/coverage.sh) || status=1
	exit ${status:-0}
fi
# the counters of make coverage's copy, where it is
[ -d tests/out/coverage/lib ] && [ ! -f lib/game.gcno ] && cd tests/out/coverage
# tests/coverage.sh FILE.c ...: the lines of those files no test ran, and
# the branches never taken, as gcov marks them
if [ $# -gt 0 ]; then
	for f in "$@"; do
		echo "== $f"
		gcov -t -b -o "$(dirname "$f")" "$f" 2>/dev/null | awk -v F="$(basename "$f")" '
			/^ +-: +0:Source:/ { p = substr($0, index($0, "Source:") + 7) == F || index($0, "/" F) > 0 }
			p && /^ +#####:/ { print; next }
			p && /^ +[0-9*]+: +[0-9]+:/ { line = $0 }
			p && /branch +[0-9]+ (taken 0%|never executed)/ { if (line != shown) print line; shown = line; print "    " $0 }'
	done
	exit 0
fi
tmp=${TMPDIR:-/tmp}/zertz-coverage.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
n=0
for gcda in $(find lib formats cmd -name '*.gcda' | sort); do
	n=$((n + 1))
	gcov --json-format --stdout -b -o "$(dirname "$gcda")" "$gcda" >"$tmp/$n.json" 2>/dev/null
done
[ "$n" -gt 0 ] || { echo "coverage: no counters: run make coverage"; exit 1; }
python3 - "$tmp" <<'PY'
import glob, json, os, sys
lines, branches = {}, {}	# file -> {line: covered}, {(line, k): taken}
for path in glob.glob(os.path.join(sys.argv[1], "*.json")):
    for text in open(path).read().splitlines():
        if not text.strip():
            continue
        doc = json.loads(text)
        for f in doc.get("files", []):
            name = os.path.normpath(f["file"])
            if not name.startswith(("lib/", "formats/", "cmd/")):
                continue
            L = lines.setdefault(name, {})
            B = branches.setdefault(name, {})
            for l in f["lines"]:
                n = l["line_number"]
                L[n] = L.get(n, False) or l["count"] > 0
                for k, b in enumerate(l.get("branches", [])):
                    if b.get("throw"):
                        continue
                    B[(n, k)] = B.get((n, k), False) or b["count"] > 0
goals = {"lib": (97, 90), "formats": (97, 90), "cmd": (93, 85)}
def pct(a, b):
    return 100.0 * a / b if b else 100.0
print("coverage: lines and branches run by make check (folders with their subfolders)")
print("%-10s %20s %22s   goal (lines, branches)" % ("", "lines", "branches"))
ok = True
for top in ("lib", "formats", "cmd"):
    fl = [f for f in lines if f.startswith(top + "/")]
    lc = sum(sum(lines[f].values()) for f in fl)
    lt = sum(len(lines[f]) for f in fl)
    bc = sum(sum(branches[f].values()) for f in fl)
    bt = sum(len(branches[f]) for f in fl)
    gl, gb = goals[top]
    met = pct(lc, lt) >= gl and pct(bc, bt) >= gb
    ok = ok and met
    print("%-10s %6.1f%% (%5d/%5d) %6.1f%% (%5d/%5d)   %d%%, %d%%: %s" %
          (top + "/", pct(lc, lt), lc, lt, pct(bc, bt), bc, bt, gl, gb, "met" if met else "NOT MET"))
if os.environ.get("COVERAGE_FILES"):
    rows = []
    for f in lines:
        lc, lt = sum(lines[f].values()), len(lines[f])
        bc, bt = sum(branches[f].values()), len(branches[f])
        rows.append((pct(lc, lt), f, lc, lt, pct(bc, bt), bc, bt))
    for r in sorted(rows):
        print("  %6.1f%% %-36s lines %5d/%5d, branches %6.1f%% %5d/%5d" % (r[0], r[1], r[2], r[3], r[4], r[5], r[6]))
PY
