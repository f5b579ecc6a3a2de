#!/bin/sh
# The -j workers: the same output whatever the number of jobs, a worker
# that dies said with what it had taken (deterministically, and by a kill
# from outside), the old file kept when one dies.
cd "$(dirname "$0")/.." || exit 2
suite=jobs
. tests/lib.sh

# the inputs: 2000 random games (about 400 kB), and the samples
./bench/randgame -n 2000 -s 5 >"$tmp/big.zgn" || exit 2
n_big=$(grep -c '^\[Event' "$tmp/big.zgn")
[ "$n_big" = 2000 ] || { echo "jobs: bench/randgame made $n_big games, not 2000"; exit 1; }
mkdir -p "$tmp/fs"

if part same; then
# --- -j: the same output whatever the number of jobs ---------------------------------
# An archive with a member whose CRC is wrong (a read error that only the
# worker reading that member meets), another archive, a file that cannot be
# opened, a directory without -r, and a stream of 2000 games, through every
# command that takes -j.  Workers take units as they come, so which one
# meets the bad member is chance: each case runs again with the units dealt
# in turn (ZERTZ_TEST_DEAL=turns: unit k to worker k mod n), where the
# archive with the bad member, the first unit, is taken whole by worker 1,
# and again with every archive's members units of their own (as a big
# archive's are) and dealt in turn (ZERTZ_TEST_DEAL=members), where the
# bad member, the second unit, is surely met by worker 2.
if command -v python3 >/dev/null 2>&1; then
	python3 - "$tmp" <<'PY'
import sys, zipfile
d = sys.argv[1]
blitz = open("samples/blitz.zgn", "rb").read()
g61 = open("samples/game61.zgn", "rb").read()
with zipfile.ZipFile(d + "/crc.zip", "w") as z:
    z.writestr(zipfile.ZipInfo("a.zgn"), g61, compress_type=zipfile.ZIP_DEFLATED)
    z.writestr(zipfile.ZipInfo("b.zgn"), blitz, compress_type=zipfile.ZIP_STORED)
    z.writestr(zipfile.ZipInfo("c.zgn"), g61, compress_type=zipfile.ZIP_DEFLATED)
    z.writestr(zipfile.ZipInfo("d.zgn"), blitz, compress_type=zipfile.ZIP_DEFLATED)
data = bytearray(open(d + "/crc.zip", "rb").read())
data[data.find(blitz[:40]) + 20] ^= 1
open(d + "/crc.zip", "wb").write(bytes(data))
# an archive cut short: said by the one worker that takes it
open(d + "/broken.zip", "wb").write(bytes(data[:100]))
PY
	set -- "$tmp/crc.zip" samples/sgf/archive.zip "$tmp/none.zgn" samples "$tmp/big.zgn" \
		"$tmp/broken.zip"
	for cmd in "validate --json" "validate -q" "convert -t zgn" "convert -t json" \
		   "convert -t position" "stats" "stats --by player --format json" \
		   "stats --duplicates" "stats --signature"; do
		name=jobs-$(echo "$cmd" | tr -c 'a-z\n' -)
		$Z $cmd "$@" >"$tmp/j1.out" 2>"$tmp/j1.err"
		echo $? >"$tmp/j1.rc"
		# both streams in one file: each member's output and messages
		# come in turn, as one process writes them
		$Z $cmd "$@" >"$tmp/j1.all" 2>&1
		for deal in "" turns members; do
			ZERTZ_TEST_DEAL=$deal $Z $cmd -j 2 "$@" >"$tmp/jn.all" 2>&1
			check "$name-2$deal-both" cmp -s "$tmp/j1.all" "$tmp/jn.all"
			for j in 2 3; do
				ZERTZ_TEST_DEAL=$deal $Z $cmd -j $j "$@" >"$tmp/jn.out" 2>"$tmp/jn.err"
				echo $? >"$tmp/jn.rc"
				check "$name-$j$deal-out" cmp -s "$tmp/j1.out" "$tmp/jn.out"
				check "$name-$j$deal-err" cmp -s "$tmp/j1.err" "$tmp/jn.err"
				check "$name-$j$deal-status" cmp -s "$tmp/j1.rc" "$tmp/jn.rc"
			done
		done
		check "$name-crc" has "$tmp/j1.err" "zertz: error: cannot read '$tmp/crc.zip:b.zgn': CRC error"
		check "$name-broken" has "$tmp/j1.err" "zertz: error: cannot read the archive '$tmp/broken.zip': "
		check "$name-status" [ "$(cat "$tmp/j1.rc")" = 3 ]
	done
else
	skip 216 "python3 not installed: python3 (the archives for -j)"
fi

# convert -j 2 to a file that cannot be written: said once, the old file
# kept, the workers stopped
printf 'the old content\n' >"$tmp/fs/out.zgn"
(trap '' XFSZ; ulimit -f 64 && exec "$Z" convert -j 2 -t zgn -o "$tmp/fs/out.zgn" "$tmp/big.zgn" "$tmp/big.zgn") \
	>"$tmp/out" 2>"$tmp/err"
echo $? >"$tmp/rc"
check jobs-fsize-status status 3
check jobs-fsize-one-message lines "$tmp/err" "cannot write" 1
check jobs-fsize-summary has "$tmp/err" "none written ('$tmp/fs/out.zgn' is left as it was)"
check jobs-fsize-kept [ "$(cat "$tmp/fs/out.zgn")" = "the old content" ]
check jobs-fsize-no-temp no_temps "$tmp/fs"
check jobs-fsize-no-worker-said [ "$(grep -c worker "$tmp/err")" = 0 ]
fi

if part die; then
# --- a -j worker that dies ------------------------------------------------------------
# Deterministic first: units dealt in turn, and worker W killing itself as
# its N-th read of a unit starts (ZERTZ_TEST_DIE=W:N).  An archive up to
# 1 MiB is one unit, taken whole: the archive is named; one over 1 MiB is
# split by members: the member is named.  What the parent had of a unit
# when the worker died (a member's output of over 64 kB goes at once) is
# kept, and "the rest of that input" is said lost.
if command -v python3 >/dev/null 2>&1; then
	python3 - "$tmp" <<'PY'
import sys, zipfile
d = sys.argv[1]
big = open(d + "/big.zgn", "rb").read()
with zipfile.ZipFile(d + "/three.zip", "w") as z:
    for n in ("a.zgn", "b.zgn", "c.zgn"):
        z.writestr(zipfile.ZipInfo(n), big, compress_type=zipfile.ZIP_DEFLATED)
with zipfile.ZipFile(d + "/split.zip", "w") as z:
    for n in ("a.zgn", "b.zgn"):
        z.writestr(zipfile.ZipInfo(n), big, compress_type=zipfile.ZIP_STORED)
PY
	dies() {	# dies DEAL W:N ARCHIVE: convert -j 2 with that worker killed
		ZERTZ_TEST_DEAL=$1 ZERTZ_TEST_DIE=$2 "$Z" convert -t zgn -j 2 samples/blitz.zgn "$3" \
			samples/game61.zgn >"$tmp/out" 2>"$tmp/err"
		echo $? >"$tmp/rc"
	}
	within() { [ "$1" -gt "$2" ] && [ "$1" -lt "$3" ]; }	# N strictly between A and B
	killed="was killed by signal 9 (Killed)"
	check three-is-whole [ "$(wc -c <"$tmp/three.zip")" -le 1048576 ]
	check split-is-split [ "$(wc -c <"$tmp/split.zip")" -gt 1048576 ]
	dies turns 2:1 "$tmp/three.zip"
	check die-whole-status status 3
	check die-whole-said lines "$tmp/err" "zertz: error: worker 2 of 2 $killed at '$tmp/three.zip': that input is not converted" 1
	# the units of the other worker are all there: blitz and game61
	check die-whole-others [ "$(grep -c '^\[Event' "$tmp/out")" = 2 ]
	check die-whole-summary has "$tmp/err" "zertz: 2 games read, 2 written, 0 with problems"
	dies turns 2:2 "$tmp/three.zip"
	check die-rest-said lines "$tmp/err" "zertz: error: worker 2 of 2 $killed at '$tmp/three.zip': the rest of that input is not converted" 1
	# most of a.zgn's games came before the worker died (64 kB at a time),
	# in order, with the others
	n=$(grep -c '^\[Event' "$tmp/out")
	check die-rest-kept within "$n" 2 $((2 + n_big))
	check die-rest-order [ "$(grep -m1 '^\[Event' "$tmp/out")" = "$(grep -m1 '^\[Event' samples/blitz.zgn)" ]
	dies turns 2:1 "$tmp/split.zip"
	check die-split-said lines "$tmp/err" "zertz: error: worker 2 of 2 $killed at '$tmp/split.zip:a.zgn': that input is not converted" 1
	# worker 1 took blitz and split.zip:b.zgn (unit 2), worker 2 a.zgn (unit 1)
	check die-split-others [ "$(grep -c '^\[Event' "$tmp/out")" = $((1 + n_big)) ]
	dies members 2:1 "$tmp/three.zip"
	check die-member-said lines "$tmp/err" "zertz: error: worker 2 of 2 $killed at '$tmp/three.zip:a.zgn': that input is not converted" 1
	dies turns 1:2 "$tmp/three.zip"
	check die-more-said lines "$tmp/err" "zertz: error: worker 1 of 2 $killed at 'samples/blitz.zgn': that input and 1 more it had taken are not converted" 1
	# killed before it took anything: nothing is lost, the other reads all
	dies "" 2:0 "$tmp/three.zip"
	check die-none-said lines "$tmp/err" "zertz: error: worker 2 of 2 $killed before it took an input: the others read them all" 1
	check die-none-all [ "$(grep -c '^\[Event' "$tmp/out")" = $((2 + 3 * n_big)) ]
	check die-none-status status 3
else
	skip 16 "python3 not installed: python3 (the archives for a worker that dies)"
fi

# Then by a kill from outside, at whatever point the worker has reached.
for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do cat "$tmp/big.zgn"; done >"$tmp/part1.zgn"
for k in 2 3 4 5 6; do cp "$tmp/part1.zgn" "$tmp/part$k.zgn"; done
"$Z" validate -j 2 "$tmp"/part*.zgn 2>"$tmp/err" &
p=$!
kids=
while [ -z "$kids" ] && kill -0 $p 2>/dev/null; do
	kids=$(cat /proc/$p/task/*/children 2>/dev/null)
	[ "$(echo $kids | wc -w)" = 2 ] || kids=
done
# (the kernel lists the children in no promised order: either may be the
# one killed) ... once it reads an input past its first bytes: it has taken
# it (a worker killed before it takes one is the case of ZERTZ_TEST_DIE=2:0)
kid=$(echo $kids | cut -d' ' -f2)
taken=
while [ -z "$taken" ] && kill -0 "$kid" 2>/dev/null; do
	for fd in /proc/"$kid"/fd/*; do
		case $(readlink "$fd" 2>/dev/null) in
		"$tmp"/part*.zgn)
			pos=$(sed -n 's/^pos:[[:space:]]*//p' /proc/"$kid"/fdinfo/"${fd##*/}" 2>/dev/null)
			[ "${pos:-0}" -gt 4096 ] && taken=1 ;;
		esac
	done
done
kill -KILL "$kid"
wait $p
rc=$?
check worker-status [ $rc = 3 ]
# the worker takes the next input when it ends one: what it had taken and not
# reported is said, the other worker goes on with the rest
if grep -Eq "^zertz: error: worker [12] of 2 was killed by signal 9 \(Killed\) at '$tmp/part[0-9].zgn': (the rest of )?that input (is|and [0-9]+ more it had taken are) not validated\$" "$tmp/err"; then
	ok
else
	bad worker-said "what was said:" "$(grep worker "$tmp/err")"
fi
games=$(sed -n 's/^zertz: \([0-9]*\) games, .*/\1/p' "$tmp/err")
check worker-others-read [ "${games:-0}" -ge $((4 * 20 * n_big)) ]
check worker-summary grep -q "^zertz: [0-9]* games, [0-9]* valid, 0 invalid, 0 warnings\$" "$tmp/err"
fi

if part each; then
# render -t html --each: the pages made by two workers (each taking every
# other input) are the pages made by one, numbered alike, the index too
./zertz render -q -t html --each "$tmp/each1" samples/*.zgn tests/select/games.zgn samples/sgf/archive.zip 2>/dev/null
ZERTZ_TEST_DEAL=turns ./zertz render -q -j 2 -t html --each "$tmp/each2" samples/*.zgn tests/select/games.zgn samples/sgf/archive.zip 2>/dev/null
if diff -r "$tmp/each1" "$tmp/each2" >/dev/null && [ "$(ls "$tmp/each1" | grep -c '^game-')" -gt 20 ]; then
	ok
else
	bad "render --each -j 2 differs from -j 1"
fi
fi

report
