#!/bin/sh
# Nothing lost, every failure said: each case is a probe of an unlucky run
# (a full disk, a closed pipe, a kill, a loop of links, a file cut short
# while read, a worker that dies) and checks the status, the message, the
# summary and what is left on disk.  A case that cannot be set up here says
# why it is skipped.
cd "$(dirname "$0")/.." || exit 2
suite=failures
. tests/lib.sh
mnt=
trap 'rm -rf "$tmp"; [ -z "$mnt" ] || umount "$mnt" 2>/dev/null' EXIT

# the inputs: 2000 random games (about 400 kB), and the samples
./bench/randgame -n 2000 -s 5 >"$tmp/big.zgn" || exit 2
n_big=$(grep -c '^\[Event' "$tmp/big.zgn")
[ "$n_big" = 2000 ] || { echo "failures: bench/randgame made $n_big games, not 2000"; exit 1; }

if part write; then
# --- a write that fails half-way -------------------------------------------
# a file size limit makes the disk "full" for a regular file: the write
# fails with EFBIG (SIGXFSZ ignored), mid-way through the output
mkdir "$tmp/fs"
printf 'the old content\n' >"$tmp/fs/out.zgn"
(trap '' XFSZ; ulimit -f 64 && exec "$Z" convert -t zgn -o "$tmp/fs/out.zgn" "$tmp/big.zgn") \
	>"$tmp/out" 2>"$tmp/err"
echo $? >"$tmp/rc"
check fsize-status status 3
check fsize-message has "$tmp/err" "zertz: error: cannot write '$tmp/fs/out.zgn': File too large"
check fsize-one-message lines "$tmp/err" "cannot write" 1
check fsize-summary has "$tmp/err" "none written ('$tmp/fs/out.zgn' is left as it was)"
check fsize-kept [ "$(cat "$tmp/fs/out.zgn")" = "the old content" ]
check fsize-no-temp no_temps "$tmp/fs"
# the walk stops at the failure: it does not read the whole input
read_n=$(sed -n 's/^zertz: \([0-9]*\) games read.*/\1/p' "$tmp/err")
check fsize-stops [ -n "$read_n" ] && [ "$read_n" -lt 2000 ]

# a real full file system, where one can be mounted (root, and allowed)
if [ "$(id -u)" = 0 ] && mkdir "$tmp/small" && mount -t tmpfs -o size=64k zertz-test "$tmp/small" 2>/dev/null; then
	mnt=$tmp/small
	run "$Z" convert -t json -o "$mnt/out.json" "$tmp/big.zgn"
	check enospc-status status 3
	check enospc-message has "$tmp/err" "zertz: error: cannot write '$mnt/out.json': No space left on device"
	check enospc-no-file [ ! -e "$mnt/out.json" ]
	check enospc-no-temp no_temps "$mnt"
	run "$Z" render --each "$mnt/turns" samples/game61.zgn
	check each-enospc-status status 3
	check each-enospc-one-message lines "$tmp/err" "cannot write" 1
	written=$(ls "$mnt/turns" | grep -c '^turn-.*\.svg$')
	check each-enospc-count has "$tmp/err" "zertz: $written of the "
	check each-enospc-no-temp no_temps "$mnt"
	umount "$mnt" && mnt=
else
	skip 8 "a full file system: mounting a small tmpfs needs root and CAP_SYS_ADMIN"
fi

# render --each stops at the first diagram it cannot write, and says so
(trap '' XFSZ; ulimit -f 1 && exec "$Z" render --each "$tmp/turns" samples/game61.zgn) \
	>"$tmp/out" 2>"$tmp/err"
echo $? >"$tmp/rc"
check each-status status 3
check each-message has "$tmp/err" "zertz: error: cannot write '$tmp/turns/turn-000.svg': File too large"
check each-one-message lines "$tmp/err" "cannot write" 1
check each-count has "$tmp/err" "zertz: 0 of the "
check each-no-temp no_temps "$tmp/turns"

# standard output full: the message, the true count, an early stop
run "$Z" convert -t zgn -o /dev/full "$tmp/big.zgn"
check devfull-o-status status 3
check devfull-o-message has "$tmp/err" "zertz: error: cannot write '/dev/full': No space left on device"
"$Z" convert -t json "$tmp/big.zgn" >/dev/full 2>"$tmp/err"
echo $? >"$tmp/rc"
check devfull-status status 3
check devfull-message has "$tmp/err" "zertz: error: cannot write to standard output: No space left on device"
check devfull-summary has "$tmp/err" "0 written before the output failed"

# a closed pipe with SIGPIPE ignored: said, and the walk stops
(trap '' PIPE; "$Z" convert -t zgn "$tmp/big.zgn" "$tmp/big.zgn" "$tmp/big.zgn" 2>"$tmp/err"; echo $? >"$tmp/rc") | head -c 10 >/dev/null
check epipe-status status 3
check epipe-message has "$tmp/err" "zertz: error: cannot write to standard output: Broken pipe"
read_n=$(sed -n 's/^zertz: \([0-9]*\) games read.*/\1/p' "$tmp/err")
check epipe-stops [ -n "$read_n" ] && [ "$read_n" -lt 6000 ]
# megabytes of JSON: the pipe closes long before the end
(trap '' PIPE; "$Z" validate --json "$tmp/big.zgn" "$tmp/big.zgn" 2>"$tmp/err"; echo $? >"$tmp/rc") | head -c 10 >/dev/null
check epipe-validate-status status 3
check epipe-validate-message has "$tmp/err" "cannot write to standard output: Broken pipe"

fi

if part modes; then
# --- modes and links ---------------------------------------------------------
mkdir "$tmp/modes"
(umask 022 && "$Z" convert -q -t zgn -o "$tmp/modes/a.zgn" samples/game61.zgn)
(umask 077 && "$Z" convert -q -t zgn -o "$tmp/modes/b.zgn" samples/game61.zgn)
(umask 022 && "$Z" render -o "$tmp/modes/c.svg" samples/game61.zgn)
(umask 027 && "$Z" render --each "$tmp/modes/each" samples/blitz.zgn)
printf 'old\n' >"$tmp/modes/d.zgn"
chmod 640 "$tmp/modes/d.zgn"
"$Z" convert -q -t zgn -o "$tmp/modes/d.zgn" samples/game61.zgn
mode() { stat -c %a "$1"; }
check mode-umask-022 [ "$(mode "$tmp/modes/a.zgn")" = 644 ]
check mode-umask-077 [ "$(mode "$tmp/modes/b.zgn")" = 600 ]
check mode-render [ "$(mode "$tmp/modes/c.svg")" = 644 ]
check mode-each [ "$(mode "$tmp/modes/each/turn-000.svg")" = 640 ]
check mode-kept [ "$(mode "$tmp/modes/d.zgn")" = 640 ]
# a symbolic link is written through: the target replaced, the link kept
printf 'old\n' >"$tmp/modes/target.zgn"
ln -s target.zgn "$tmp/modes/link.zgn"
"$Z" convert -q -t zgn -o "$tmp/modes/link.zgn" samples/game61.zgn
check link-kept [ -L "$tmp/modes/link.zgn" ]
check link-target-written cmp -s "$tmp/modes/target.zgn" "$tmp/modes/a.zgn"
ln -s nowhere/x.zgn "$tmp/modes/dangling.zgn"
run "$Z" convert -q -t zgn -o "$tmp/modes/dangling.zgn" samples/game61.zgn
check link-dangling status 3
check link-dangling-message has "$tmp/err" "zertz: error: cannot follow the link '$tmp/modes/dangling.zgn'"

fi

if part killed; then
# --- killed runs leave no temporary file ---------------------------------------
# the input is a pipe held open here, so that the kill comes mid-run
for sig in INT TERM HUP; do
	d=$tmp/kill-$sig
	mkdir "$d"
	printf 'the old content\n' >"$d/out.zgn"
	mkfifo "$d/in"
	env --default-signal="$sig" "$Z" convert -q -t zgn -o "$d/out.zgn" <"$d/in" &
	p=$!
	exec 3>"$d/in"
	head -c 100000 "$tmp/big.zgn" >&3
	i=0
	while [ -z "$(find "$d" -name 'out.zgn.tmp.*')" ] && [ $i -lt 100 ]; do sleep 0.1; i=$((i + 1)); done
	check "kill-$sig-temp-made" [ $i -lt 100 ]
	kill -"$sig" $p
	wait $p 2>/dev/null
	rc=$?
	exec 3>&-
	check "kill-$sig-status" [ $rc -gt 128 ]
	check "kill-$sig-no-temp" no_temps "$d"
	check "kill-$sig-kept" [ "$(cat "$d/out.zgn")" = "the old content" ]
done

fi

if part dirs; then
# --- directories: loops, repeats, the output itself --------------------------
mkdir -p "$tmp/tree/a/b" "$tmp/tree/c"
cp samples/game61.zgn "$tmp/tree/a/"
cp samples/blitz.zgn "$tmp/tree/a/b/"
ln -s .. "$tmp/tree/a/b/up"
ln -s ../.. "$tmp/tree/a/b/up2"
ln -s ../a "$tmp/tree/c/same"
run "$Z" validate -R "$tmp/tree"
check loop-status status 0
check loop-counted-once has "$tmp/err" "zertz: 2 games, 2 valid, 0 invalid, 0 warnings"
check loop-said has "$tmp/err" "zertz: warning: '$tmp/tree/a/b/up' leads back to '$tmp/tree/a' (a loop of links): not read again"
check loop-said-2 has "$tmp/err" "zertz: warning: '$tmp/tree/a/b/up2' leads back to '$tmp/tree' (a loop of links): not read again"
check repeat-said has "$tmp/err" "zertz: warning: '$tmp/tree/c/same' is the directory '$tmp/tree/a', read already: not read again"
run "$Z" validate -q -R "$tmp/tree"
check loop-quiet [ ! -s "$tmp/err" ]
# -r follows no link met in a directory (grep -r): not the loops, not a
# record that leads to a private file; links named as inputs are followed
printf 'secret line\n' >"$tmp/private.txt"
ln -s "$tmp/private.txt" "$tmp/tree/c/game.zgn"
run "$Z" validate -r "$tmp/tree"
check r-nofollow-status status 0
check r-nofollow-counted has "$tmp/err" "zertz: 2 games, 2 valid, 0 invalid, 0 warnings"
check r-nofollow-said has "$tmp/err" "zertz: note: 4 symbolic links in the directories not followed (-R follows them)"
check r-nofollow-private-unread sh -c "! grep -q 'secret' '$tmp/err'"
run "$Z" validate -r -j 2 "$tmp/tree"
check r-nofollow-j2 has "$tmp/err" "zertz: note: 4 symbolic links in the directories not followed (-R follows them)"
check r-nofollow-j2-once lines "$tmp/err" "symbolic links" 1
# a FIFO (or a device) named like a record in a directory would block the
# walk for ever: -r reads regular files alone, and says what it did not
mkdir "$tmp/fifo"
cp samples/opening.zgn "$tmp/fifo/"
if mkfifo "$tmp/fifo/x.zgn" 2>/dev/null; then
	run timeout 5 "$Z" validate -r "$tmp/fifo"
	check fifo-not-read status 0
	check fifo-said has "$tmp/err" "zertz: note: 1 file in the directories not read: not regular files (a FIFO, a device, a socket)"
	run timeout 5 "$Z" validate -r -j 2 "$tmp/fifo"
	check fifo-j2-once lines "$tmp/err" "not regular files" 1
else
	skip 3 "mkfifo failed here: no FIFO to walk"
fi
run "$Z" validate -q -r "$tmp/tree"
check r-nofollow-quiet [ ! -s "$tmp/err" ]
run "$Z" validate -R "$tmp/tree"
check R-follows has "$tmp/err" "$tmp/tree/c/game.zgn:1:1: error: malformed move"
run "$Z" validate -r "$tmp/tree/c/game.zgn"
check r-named-link-followed has "$tmp/err" "$tmp/tree/c/game.zgn:1:1: error: malformed move"
rm "$tmp/tree/c/game.zgn"
# the output is never an input, however it is reached
run "$Z" convert -t zgn -r "$tmp/tree" -o "$tmp/tree/all.zgn"
cp "$tmp/tree/all.zgn" "$tmp/first.zgn"
run "$Z" convert -t zgn -r "$tmp/tree" -o "$tmp/tree/all.zgn"
check output-not-input cmp -s "$tmp/tree/all.zgn" "$tmp/first.zgn"
check output-not-input-said has "$tmp/err" "zertz: warning: '$tmp/tree/all.zgn' is the output: not read as an input"
check output-not-input-count has "$tmp/err" "zertz: 2 games read, 2 written, 0 with problems"
run "$Z" convert -t zgn -o "$tmp/tree/all.zgn" "$tmp/tree/all.zgn"
check output-named-input status 2

fi

if part zips; then
# --- a zip inside a zip ---------------------------------------------------------
if command -v python3 >/dev/null 2>&1; then
	python3 - "$tmp" <<'PY'
import io, sys, zipfile
d = sys.argv[1]
game = open("samples/game61.zgn", "rb").read()
def zipped(name, data):
    b = io.BytesIO()
    with zipfile.ZipFile(b, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(name, data)
    return b.getvalue()
inner = zipped("game61.zgn", game)
with zipfile.ZipFile(d + "/nested.zip", "w", zipfile.ZIP_DEFLATED) as z:
    z.writestr("inner.zip", inner)
    z.writestr("blitz.zgn", open("samples/blitz.zgn", "rb").read())
deep = inner
for k in range(4):
    deep = zipped("level%d.zip" % k, deep)
open(d + "/deep.zip", "wb").write(deep)
PY
	run "$Z" validate "$tmp/nested.zip"
	check zip-in-zip has "$tmp/err" "zertz: 2 games, 2 valid, 0 invalid, 0 warnings"
	check zip-in-zip-status status 0
	run "$Z" validate --json "$tmp/nested.zip"
	check zip-in-zip-name has "$tmp/out" "\"source\":\"$tmp/nested.zip:inner.zip:game61.zgn\""
	"$Z" validate --json -j 2 "$tmp/nested.zip" "$tmp/nested.zip" >"$tmp/j2" 2>&1
	"$Z" validate --json "$tmp/nested.zip" "$tmp/nested.zip" >"$tmp/j1" 2>&1
	check zip-in-zip-jobs cmp -s "$tmp/j1" "$tmp/j2"
	run "$Z" validate "$tmp/deep.zip"
	check zip-too-deep status 3
	check zip-too-deep-said has "$tmp/err" "zertz: error: '$tmp/deep.zip:level3.zip:level2.zip:level1.zip:level0.zip': a zip archive inside 4 others is not read"
	check zip-too-deep-once lines "$tmp/err" "error:" 1
	# ARCHIVE:MEMBER, as every command names a member, given back as an input
	run "$Z" validate --json "$tmp/nested.zip:blitz.zgn"
	check member-input lines "$tmp/out" '"game":' 1
	check member-input-name has "$tmp/out" "\"source\":\"$tmp/nested.zip:blitz.zgn\",\"game\":1"
	run "$Z" validate --json "$tmp/nested.zip:inner.zip:game61.zgn"
	check member-nested has "$tmp/out" "\"source\":\"$tmp/nested.zip:inner.zip:game61.zgn\",\"game\":1"
	check member-nested-one lines "$tmp/out" '"game":' 1
	run "$Z" validate --json "$tmp/nested.zip:inner.zip"
	check member-inner-archive has "$tmp/out" "\"source\":\"$tmp/nested.zip:inner.zip:game61.zgn\",\"game\":1"
	check member-inner-archive-one lines "$tmp/out" '"game":' 1
	run "$Z" validate "$tmp/nested.zip:nope.zgn"
	check member-missing status 3
	check member-missing-said has "$tmp/err" "zertz: error: cannot open '$tmp/nested.zip:nope.zgn': the archive '$tmp/nested.zip' has no member 'nope.zgn'"
	run "$Z" replay --at 1 "$tmp/nested.zip:blitz.zgn"
	check member-replay status 0
	"$Z" validate -j 2 --json "$tmp/nested.zip:blitz.zgn" "$tmp/nested.zip:inner.zip:game61.zgn" >"$tmp/j2" 2>&1
	"$Z" validate --json "$tmp/nested.zip:blitz.zgn" "$tmp/nested.zip:inner.zip:game61.zgn" >"$tmp/j1" 2>&1
	check member-jobs cmp -s "$tmp/j1" "$tmp/j2"
	# a member of no name: said, once, not skipped in silence
	python3 -c 'import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w") as z:
    z.writestr("a.zgn", open("samples/blitz.zgn").read())
    z.writestr(zipfile.ZipInfo(""), open("samples/blitz.zgn").read())' "$tmp/noname.zip"
	run "$Z" validate -j 2 "$tmp/noname.zip"
	check noname-said has "$tmp/err" "zertz: warning: '$tmp/noname.zip': member 2 has no name: not read"
	check noname-once lines "$tmp/err" "has no name" 1
	# members that share their bytes (a zip bomb: 50 entries, one
	# deflated member of 1 MiB): refused before any is inflated, both
	# by the reader of plain archives and through libzip
	python3 - "$tmp/bomb.zip" <<'PY'
import struct, sys, zlib
data = b"0" * (1 << 20)
co = zlib.compressobj(9, zlib.DEFLATED, -15)
comp = co.compress(data) + co.flush()
crc = zlib.crc32(data)
local = struct.pack("<IHHHHHIIIHH", 0x04034b50, 20, 0, 8, 0, 0, crc, len(comp), len(data), 5, 0) + b"a.zgn" + comp
cd = b"".join(struct.pack("<IHHHHHHIIIHHHHHII", 0x02014b50, 20, 20, 0, 8, 0, 0, crc, len(comp), len(data),
                          8, 0, 0, 0, 0, 0, 0) + b"m%03d.zgn" % i for i in range(50))
end = struct.pack("<IHHHHIIH", 0x06054b50, 0, 0, 50, 50, len(cd), len(local), 0)
open(sys.argv[1], "wb").write(local + cd + end)
PY
	for how in plain libzip; do
		run env ZERTZ_TEST_ZIP=$how "$Z" validate "$tmp/bomb.zip"
		check "bomb-$how-status" status 3
		check "bomb-$how-said" grep -q "^zertz: error: the archive '$tmp/bomb.zip' is not read: its members' data add up to [0-9]* bytes in $(wc -c <"$tmp/bomb.zip" | tr -d ' ') (members that share their bytes, a zip bomb)$" "$tmp/err"
	done
else
	skip 25 "python3 not installed: python3 (the archives in archives)"
fi

fi

if part cut; then
# --- a file cut short while it is read --------------------------------------------
# stop the reader once it has started, truncate the file, let it go on
for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do cat "$tmp/big.zgn"; done >"$tmp/cut.zgn"
cut_done=
for attempt in 1 2 3 4 5; do
	"$Z" validate -q "$tmp/cut.zgn" 2>"$tmp/err" &
	p=$!
	fd=
	while kill -0 $p 2>/dev/null && [ -z "$fd" ]; do
		for f in /proc/$p/fd/*; do
			[ "$(readlink "$f" 2>/dev/null)" = "$tmp/cut.zgn" ] &&
				[ "$(sed -n 's/^pos:[[:space:]]*//p' /proc/$p/fdinfo/${f##*/} 2>/dev/null)" != 0 ] &&
				fd=${f##*/}
		done
	done
	kill -STOP $p 2>/dev/null
	stopped=$?
	# stopped with all of it read, the run cannot see the cut: not an
	# attempt (it made this check fail now and then)
	if [ $stopped = 0 ] && [ -n "$fd" ] &&
		[ "$(sed -n 's/^pos:[[:space:]]*//p' /proc/$p/fdinfo/$fd 2>/dev/null)" = "$(wc -c <"$tmp/cut.zgn")" ]; then
		fd=
	fi
	[ $stopped = 0 ] && truncate -s 100000 "$tmp/cut.zgn"
	kill -CONT $p 2>/dev/null
	wait $p
	rc=$?
	if [ $stopped = 0 ] && [ -n "$fd" ]; then
		cut_done=1
		break
	fi
	# the run ended before it could be stopped: make the file whole again
	for k in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do cat "$tmp/big.zgn"; done >"$tmp/cut.zgn"
done
if [ -n "$cut_done" ]; then
	check cut-status [ $rc = 3 ]
	check cut-said grep -q "^zertz: error: '$tmp/cut.zgn' was cut short while it was read: [0-9]* of its [0-9]* bytes read\$" "$tmp/err"
else
	bad cut "five runs ended before they could be stopped mid-read"
fi
fi

report
