#!/bin/sh
# zertz analyze's cache (cmd/cache.h, cmd/db.h): it never changes an
# answer -- a run with it writes what a run without writes, byte for
# byte, cold and warm, alone, with -j and with shards side by side --; a
# second run finds every turn in it; a cache cut short by kill -9,
# damaged, written by another version or holding a row that cannot be is
# said in one warning and made anew (or the row searched again); a file
# that is not a cache is never touched; where the cache lives.
cd "$(dirname "$0")/.." || exit 2
suite=cache
. tests/lib.sh
py=python3
# the test games: the samples, Zertz and TZAAR, but the large custom
# board (a second of search a run: checked apart), and random games of
# both, in files of their own (for -j and --shard)
# ZERTZ_TEST_QUICK=1 (make sanitize, where the search runs ten times
# slower and what is looked for is a memory error): four of the samples,
# two random games of each, two settings of three
mkdir "$tmp/g"
if [ -n "${ZERTZ_TEST_QUICK:-}" ]; then
	cp samples/opening.zgn samples/game48.zgn samples/both-lose.zgn samples/isolation.zgn "$tmp/g/"
	n=2 variants="-k 3 --budget 2000|-k 1 -t zgn"
else
	for f in samples/*.zgn; do
		[ "$f" = samples/custom.zgn ] || cp "$f" "$tmp/g/"
	done
	n=6 variants="-k 2 --budget 20000|-k 3 --budget 2000|-k 1 -t zgn"
fi
cp samples/tzaar/opening.zgn "$tmp/g/tzaar.zgn"
./bench/randgame -n $n -s 3 >"$tmp/g/random.zgn" 2>/dev/null
./bench/randgame -g tzaar -n $((n / 3)) -s 5 >"$tmp/g/random-tzaar.zgn" 2>/dev/null
cat "$tmp/g"/*.zgn >"$tmp/games.zgn"
db="$tmp/c.sqlite"
# the rows of the cache, and whether SQLite finds it whole
rows() { $py -c 'import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
print(c.execute("select count(*) from turn").fetchone()[0], c.execute("pragma integrity_check").fetchone()[0])' "$1"; }
# summed: the turns the summary says the cache gave
found() { sed -n 's/^zertz: \([0-9]*\) turns\{0,1\} found in the cache.*/\1/p' "$1"; }

if part same; then
# every test game at k = 2, and at k = 3 under a budget that leaves facts
# unknown (the answers a warm table would change): without the cache,
# then cold, then warm; the facts, and the records annotated
IFS='|'
set -- $variants
unset IFS
for args in "$@"; do
	rm -f "$db"*
	# (the samples hold invalid games: said, status 1, analysed to the error)
	./zertz analyze $args --no-cache "$tmp/games.zgn" >"$tmp/none" 2>"$tmp/e0"
	./zertz analyze $args --cache "$db" "$tmp/games.zgn" >"$tmp/cold" 2>"$tmp/e1"
	./zertz analyze $args --cache "$db" "$tmp/games.zgn" >"$tmp/warm" 2>"$tmp/e2"
	is "$args: cold cache, the same output" "$(cmp "$tmp/none" "$tmp/cold" && wc -c <"$tmp/none" | awk '{ print ($1 > 1000) }')" 1
	is "$args: warm cache, the same output" "$(cmp "$tmp/none" "$tmp/warm" && echo same)" same
	turns=$(sed -n 's/.* analysed at horizon [0-9]*, \([0-9]*\) turns.*/\1/p' "$tmp/e0")
	# (the cold run finds a turn an image of one it judged before: the
	# samples' openings)
	is "$args: the warm run found all $turns turns in the cache, the cold few" \
		"$(echo "$(found "$tmp/e1")" | awk -v t="$turns" '{ print ($1 + 0 < t / 10) }')-$(found "$tmp/e2")" "1-$turns"
	is "$args: no warning" "$(grep -c 'warning' "$tmp/e1" "$tmp/e2" | grep -vc ':0$')" 0
	case $args in
	*3*) is "$args: facts unknown (else the budget proves nothing)" "$(grep -c unknown "$tmp/none" | awk '{ print ($1 > 0) }')" 1 ;;
	esac
done
# a board of more than 64 rings: its last turns
./zertz analyze -q -k 1 --last 3 --no-cache samples/custom.zgn >"$tmp/none" 2>/dev/null
./zertz analyze -q -k 1 --last 3 --cache "$db" samples/custom.zgn >/dev/null 2>&1
./zertz analyze -k 1 --last 3 --cache "$db" samples/custom.zgn >"$tmp/warm" 2>"$tmp/e"
is "a custom board of $(grep -c . samples/custom.zgn) lines, warm: the same output" "$(cmp "$tmp/none" "$tmp/warm" && found "$tmp/e")" 3
is "TZAAR games analysed" "$(./zertz analyze -q --no-cache samples/tzaar/opening.zgn | grep -c '"kind":"tzaar"')" 1
# --proof: the proofs as without the cache (a win to prove is searched again)
./zertz analyze -q -k 2 --budget 20000 --no-cache --proof "$tmp/p0" "$tmp/games.zgn" >"$tmp/o0" 2>/dev/null
rm -f "$db"*
./zertz analyze -q -k 2 --budget 20000 --cache "$db" "$tmp/games.zgn" >/dev/null 2>&1
./zertz analyze -q -k 2 --budget 20000 --cache "$db" --proof "$tmp/p1" "$tmp/games.zgn" >"$tmp/o1" 2>/dev/null
is "--proof with a warm cache: the same proofs and facts" \
	"$(cmp "$tmp/p0" "$tmp/p1" && cmp "$tmp/o0" "$tmp/o1" && wc -l <"$tmp/p0" | awk '{ print ($1 > 3) }')" 1
fi

if part settings; then
# the key holds what the facts rest on: a run of other settings into the
# same cache first changes nothing
if [ -n "${ZERTZ_TEST_QUICK:-}" ]; then
	set -- "--budget 100|--budget 20000" "-k 1 --rules win=0/2/2/2|-k 1"
else
	set -- "-k 1|-k 2 --budget 20000" "--budget 100|--budget 20000" "-k 1 --rules win=0/2/2/2|-k 1" \
		"-k 1 --rules free-ring=any-two|-k 1"
fi
for pair in "$@"; do
	a=${pair%|*} b=${pair#*|}
	rm -f "$db"*
	./zertz analyze -q $b --no-cache "$tmp/games.zgn" >"$tmp/none" 2>/dev/null
	./zertz analyze -q $a --cache "$db" "$tmp/games.zgn" >"$tmp/first" 2>/dev/null
	./zertz analyze -q $b --cache "$db" "$tmp/games.zgn" >"$tmp/out" 2>/dev/null
	is "$a, then $b: as $b alone (which differs)" \
		"$(cmp "$tmp/none" "$tmp/out" && echo same) $(cmp -s "$tmp/first" "$tmp/out" || echo differs)" "same differs"
done
fi

if part jobs; then
# processes at once: -j 3, and three shards side by side, into one cache
# (here and below, k = 1: what is tested is the cache, not the search)
rm -f "$db"*
./zertz analyze -q -k 1 --no-cache -r "$tmp/g" >"$tmp/one" 2>/dev/null
./zertz analyze -q -k 1 -j 3 --cache "$db" -r "$tmp/g" >"$tmp/j3" 2>"$tmp/ej"
is "-j 3 into an empty cache: the same output, no warning" \
	"$(cmp "$tmp/one" "$tmp/j3" && grep -c warning "$tmp/ej")" 0
rm -f "$db"*
for k in 1 2 3; do
	./zertz analyze -q -k 1 --cache "$db" --shard $k/3 -r "$tmp/g" >"$tmp/s$k" 2>"$tmp/es$k" &
done
wait
cat "$tmp/s1" "$tmp/s2" "$tmp/s3" >"$tmp/shards"
is "3 shards side by side into one cache: the one run, no warning" \
	"$(cmp "$tmp/one" "$tmp/shards" && cat "$tmp/es1" "$tmp/es2" "$tmp/es3" | grep -c warning)" 0
./zertz analyze -k 1 --cache "$db" -r "$tmp/g" >"$tmp/again" 2>"$tmp/e"
is "then every turn found in it" "$(cmp "$tmp/one" "$tmp/again" && found "$tmp/e")" \
	"$(sed -n 's/.* analysed at horizon [0-9]*, \([0-9]*\) turns.*/\1/p' "$tmp/e")"
is "the cache whole" "$(rows "$db" | cut -d' ' -f2)" ok
fi

if part kill; then
# kill -9 while a run writes: the cache keeps its last whole transaction
rm -f "$db"*
# (a run of a second or so: 300 games, or 100 where the build is slower)
./bench/randgame -n $((n * 50)) -s 11 >"$tmp/many.zgn" 2>/dev/null
./zertz analyze -q -k 1 --no-cache "$tmp/many.zgn" >"$tmp/none"
# killed once the run has written rows (not after a fixed delay: on a
# slow build none may be written by then), and a little later; whether
# the run was still going when killed is what is counted
killed=0
for delay in 0 0.1 0.3; do
	./zertz analyze -q -k 1 --cache "$db" "$tmp/many.zgn" >/dev/null 2>&1 &
	pid=$!
	$py - "$db" <<'EOF'
import os, sqlite3, sys, time
db = sys.argv[1]
for _ in range(3000):
	if os.path.exists(db):
		try:
			c = sqlite3.connect("file:%s?mode=rw" % db, uri=True, timeout=1)
			n = c.execute("select count(*) from turn").fetchone()[0]
			c.close()
			if n > 0:
				break
		except sqlite3.Error:
			pass
	time.sleep(0.02)
EOF
	sleep $delay
	kill -9 $pid 2>/dev/null && killed=$((killed + 1))
	wait $pid 2>/dev/null
done
is "runs killed mid-way (else the check proves nothing)" "$(echo $killed | awk '{ print ($1 > 0) }')" 1
set -- $(rows "$db")
is "after kill -9: the cache whole, some rows kept" "$2 $(echo "$1" | awk '{ print ($1 > 0) }')" "ok 1"
./zertz analyze -q -k 1 --cache "$db" "$tmp/many.zgn" >"$tmp/after" 2>"$tmp/e"
is "then a run: the same output, no warning" "$(cmp "$tmp/none" "$tmp/after" && grep -c warning "$tmp/e")" 0
fi

if part damaged; then
# pages overwritten in the middle of the file (its header kept): one
# warning, made anew, the same output; then a good cache again
rm -f "$db"*
./zertz analyze -q -k 1 --no-cache "$tmp/games.zgn" >"$tmp/none" 2>/dev/null
./zertz analyze -q -k 1 --cache "$db" "$tmp/games.zgn" >/dev/null 2>&1
size=$(wc -c <"$db")
is "a cache of several pages" "$(echo "$size" | awk '{ print ($1 >= 16384) }')" 1
dd if=/dev/urandom of="$db" bs=4096 seek=1 count=$((size / 4096 - 1)) conv=notrunc 2>/dev/null
./zertz analyze -q -k 1 --cache "$db" "$tmp/games.zgn" >"$tmp/out" 2>"$tmp/e"
is "damaged: the same output" "$(cmp "$tmp/none" "$tmp/out" && echo same)" same
is "damaged: one warning, that says so" "$(grep -c warning "$tmp/e") $(grep -c "is damaged.*made anew" "$tmp/e")" "1 1"
./zertz analyze -k 1 --cache "$db" "$tmp/games.zgn" >/dev/null 2>"$tmp/e"
is "then the cache works: turns found in it" "$(found "$tmp/e" | awk '{ print ($1 > 100) }') $(grep -c warning "$tmp/e")" "1 0"
# cut short: the file truncated to half
truncate -s $((size / 2)) "$db"
rm -f "$db-wal" "$db-shm"
./zertz analyze -q -k 1 --cache "$db" "$tmp/games.zgn" >"$tmp/out" 2>"$tmp/e"
is "cut short: the same output, one warning, that says so" \
	"$(cmp "$tmp/none" "$tmp/out" && grep -c warning "$tmp/e") $(grep -c "is damaged.*made anew" "$tmp/e")" "1 1"
# another version's (its schema's number changed)
$py -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("pragma user_version = 99"); c.commit()' "$db"
./zertz analyze -q -k 1 --cache "$db" "$tmp/games.zgn" >"$tmp/out" 2>"$tmp/e"
is "another version's: the same output, one warning, that says so" \
	"$(cmp "$tmp/none" "$tmp/out" && grep -c warning "$tmp/e") $(grep -c 'another version.*(schema 99, not 1): made anew' "$tmp/e")" "1 1"
# a row that cannot be (a fact of 7; a winning turn past the last)
./zertz analyze -q -k 1 --cache "$db" "$tmp/games.zgn" >/dev/null 2>&1
$py -c 'import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
k = [r[0] for r in c.execute("select key from turn where win = 1 limit 2")]
c.execute("update turn set lost = 7 where key = ?", (k[0],))
c.execute("update turn set winning = winning || \",99999\", nwinning = nwinning + 1 where key = ?", (k[1],))
c.commit()' "$db"
./zertz analyze -q -k 1 --cache "$db" "$tmp/games.zgn" >"$tmp/out" 2>"$tmp/e"
is "rows that cannot be: the same output, one warning, that says so" \
	"$(cmp "$tmp/none" "$tmp/out" && grep -c warning "$tmp/e") $(grep -c 'holds a turn that cannot be: searched again' "$tmp/e")" "1 1"
fi

if part foreign; then
# a file that is no cache, named by --cache: left as it is, said; the analysis goes on
./zertz analyze -q -k 1 --no-cache samples/opening.zgn >"$tmp/none"
printf 'my notes\n' >"$tmp/notes"
$py -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("create table t (x)"); c.commit()' "$tmp/other.db"
cp "$tmp/other.db" "$tmp/other.orig"
for f in notes other.db; do
	run ./zertz analyze -q -k 1 --cache "$tmp/$f" samples/opening.zgn
	is "$f at --cache: status 0, the same output" "$(cat "$tmp/rc") $(cmp "$tmp/none" "$tmp/out" && echo same)" "0 same"
	is "$f at --cache: said, and left as it is" "$(grep -c "is not a zertz cache: left as it is; analysing without the cache" "$tmp/err")" 1
done
is "the text untouched" "$(cat "$tmp/notes")" "my notes"
is "the other database untouched" "$(cmp "$tmp/other.db" "$tmp/other.orig" && echo same)" same
# the cache a file of its own: an input, the output, the proofs or '-' refused (status 2), each kept
cp samples/opening.zgn "$tmp/in.zgn"
printf 'old\n' >"$tmp/o.jsonl"
for args in "--cache $tmp/in.zgn $tmp/in.zgn" "-o $tmp/o.jsonl --cache $tmp/o.jsonl $tmp/in.zgn" \
	"--proof $tmp/o.jsonl --cache $tmp/o.jsonl $tmp/in.zgn" "--cache - $tmp/in.zgn"; do
	./zertz analyze -k 1 $args >/dev/null 2>&1
	is "analyze $(echo "$args" | sed "s|$tmp/||g"): refused, the files kept" \
		"$? $(cmp -s samples/opening.zgn "$tmp/in.zgn" && echo kept) $(cat "$tmp/o.jsonl")" "2 kept old"
done
# at the default path, whatever is there is the cache's: made anew
mkdir -p "$tmp/x/zertz"
printf 'junk\n' >"$tmp/x/zertz/analysis.sqlite"
XDG_CACHE_HOME=$tmp/x ./zertz analyze -q -k 1 samples/opening.zgn >"$tmp/out" 2>"$tmp/e"
is "junk at the default path: made anew, said once" \
	"$(cmp "$tmp/none" "$tmp/out" && grep -c warning "$tmp/e") $(grep -c 'no zertz cache: made anew' "$tmp/e") $(rows "$tmp/x/zertz/analysis.sqlite" | cut -d' ' -f2)" "1 1 ok"
# where no cache can be: a folder, a path through a file
for f in "$tmp" "$tmp/notes/c.sqlite"; do
	run ./zertz analyze -q -k 1 --cache "$f" samples/opening.zgn
	is "--cache $(basename "$f"): status 0, the same output, said" \
		"$(cat "$tmp/rc") $(cmp "$tmp/none" "$tmp/out" && echo same) $(grep -c 'analysing without the cache' "$tmp/err")" "0 same 1"
done
fi

if part paths; then
# $XDG_CACHE_HOME/zertz/analysis.sqlite, made private; else ~/.cache/zertz/...;
# a relative $XDG_CACHE_HOME is ignored (the XDG Base Directory spec)
./zertz analyze -q -k 1 samples/opening.zgn >/dev/null
is "under \$XDG_CACHE_HOME, the folder private" \
	"$(stat -c %a "$XDG_CACHE_HOME/zertz") $(rows "$XDG_CACHE_HOME/zertz/analysis.sqlite" | cut -d' ' -f2)" "700 ok"
mkdir -p "$tmp/home"
(unset XDG_CACHE_HOME; HOME=$tmp/home ./zertz analyze -q -k 1 samples/opening.zgn >/dev/null)
is "else under ~/.cache" "$(test -f "$tmp/home/.cache/zertz/analysis.sqlite" && echo yes)" yes
(cd "$tmp" && XDG_CACHE_HOME=rel HOME=$tmp/home2 "$Z" analyze -q -k 1 "$OLDPWD/samples/opening.zgn" >/dev/null)
is "a relative \$XDG_CACHE_HOME ignored" "$(test -e "$tmp/rel" || test -f "$tmp/home2/.cache/zertz/analysis.sqlite" && echo home)" home
(unset XDG_CACHE_HOME HOME; ./zertz analyze -k 1 samples/opening.zgn >/dev/null 2>"$tmp/e")
is "no home at all: no cache, no word of it" "$(grep -c -e cache -e warning "$tmp/e")" 0
rm -rf "$tmp/p"
./zertz analyze -q -k 1 --no-cache --cache "$tmp/p" samples/opening.zgn >/dev/null 2>"$tmp/e"
is "--cache with --no-cache refused" "$? $(grep -c 'one or the other' "$tmp/e")" "2 1"
P=$(./zertz replay -t position samples/opening.zgn | sed -n 5p)
./zertz analyze -k 1 --cache "$tmp/p" --position "$P" >/dev/null 2>&1
is "--position: no cache made" "$(test -e "$tmp/p" && echo made)" ""
./zertz analyze -q -k 1 --no-cache samples/opening.zgn >/dev/null
is "--no-cache: no cache made" "$(ls "$XDG_CACHE_HOME/zertz" | wc -l)" 1
fi

if part version; then
# the search's version is in every key: the nodes of a sample's turns at
# this version are written down, and change with the search
v=$(sed -n 's/^#define ZZ_SEARCH_VERSION \([0-9]*\)$/\1/p' lib/search.h)
./zertz analyze -q -k 2 --no-cache samples/game48.zgn | $py -c 'import json, sys
d = json.load(sys.stdin)
print("nodes", d["nodes"])' >"$tmp/now"
is "ZZ_SEARCH_VERSION $v: the search as tests/analyze/search-version says (a change to the search makes the version one more, and this file new)" \
	"$(sed -n "s/^version $v: //p" tests/analyze/search-version)" "$(cat "$tmp/now")"
fi

if part symmetry; then
# a turn is kept as its least image under the board's symmetries: a
# game's mirror image (tests/mirror.py) finds every turn in the cache the
# game left, and writes what it writes without the cache
rm -f "$db"*
./bench/randgame -n 3 -s 5 >"$tmp/sym.zgn" 2>/dev/null
$py tests/mirror.py <"$tmp/sym.zgn" >"$tmp/mirror.zgn"
./zertz analyze -q -k 1 --no-cache "$tmp/mirror.zgn" >"$tmp/none"
./zertz analyze -k 1 --cache "$db" "$tmp/sym.zgn" >/dev/null 2>"$tmp/e1"
./zertz analyze -k 1 --cache "$db" "$tmp/mirror.zgn" >"$tmp/out" 2>"$tmp/e2"
turns=$(sed -n 's/.* analysed at horizon [0-9]*, \([0-9]*\) turns.*/\1/p' "$tmp/e2")
is "the mirror image: over 60 turns" "$(echo "$turns" | awk '{ print ($1 > 60) }')" 1
is "the mirror image: all its $turns turns found in the cache, the same output" \
	"$(found "$tmp/e2") $(cmp "$tmp/none" "$tmp/out" && echo same)" "$turns same"
fi

report
