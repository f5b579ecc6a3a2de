#!/bin/sh
# What is written: no input is ever an output (cmd/guard.h), a run that
# fails keeps the old file, every failure branch of the writer
# (tests/failinject.c), what --each DIR holds is never followed.
cd "$(dirname "$0")/.." || exit 2
suite=writes
. tests/lib.sh

# a stream of 2000 random games, for the runs that must fail part-way
./bench/randgame -n 2000 -s 5 >"$tmp/big.zgn" || exit 2
# where the parts write (each part runs alone too: a mutation's test)
K=$tmp/keep
mkdir "$K"

# parts (tests/lib.sh): each runs alone, a mutation's test in seconds
if part guard; then
# --- no input is ever an output (cmd/guard.h) -------------------------------------
# every output is compared with every input before anything is read: the
# file behind FILE#K and ARCHIVE:MEMBER, standard input, --css, the pages
# of a sheet and of --each DIR; refused (status 2) naming both, the input
# untouched
mkdir "$tmp/guard"
cp samples/isolation.zgn "$tmp/guard/g.zgn"
cp tests/regress/stats/fixture.zgn "$tmp/guard/m.zgn"
cp samples/sgf/archive.zip "$tmp/guard/a.zip"
printf 'circle { }\n' >"$tmp/guard/s.css"
( cd "$tmp/guard" && sha256sum g.zgn m.zgn a.zip s.css ) >"$tmp/guard.sums"
# refused CASE MESSAGE COMMAND...: status 2, the message, the inputs as they were
refused() {
	case=$1 msg=$2
	shift 2
	run "$@"
	check "guard-$case-status" status 2
	check "guard-$case-message" has "$tmp/err" "$msg"
	check "guard-$case-kept" sh -c "cd '$tmp/guard' && sha256sum -c --quiet '$tmp/guard.sums'"
	check "guard-$case-no-temp" no_temps "$tmp/guard"
}
G=$tmp/guard
refused render-html "zertz: error: refusing to write '$G/g.zgn': it is the input '$G/g.zgn'" \
	"$Z" render -t html -o "$G/g.zgn" "$G/g.zgn"
refused game-of "zertz: error: refusing to write '$G/m.zgn': it is the input '$G/m.zgn#1'" \
	"$Z" convert -o "$G/m.zgn" "$G/m.zgn#1"
refused member "zertz: error: refusing to write '$G/a.zip': it is the input '$G/a.zip:games/first.sgf'" \
	"$Z" convert -t zgn -o "$G/a.zip" "$G/a.zip:games/first.sgf"
refused member-select "zertz: error: refusing to write '$G/a.zip': it is the input '$G/a.zip:games/first.sgf'" \
	"$Z" select -o "$G/a.zip" "$G/a.zip:games/first.sgf"
refused validate "zertz: error: refusing to write '$G/m.zgn': it is the input '$G/m.zgn#2'" \
	"$Z" validate --json -o "$G/m.zgn" "$G/m.zgn#2"
refused stats "zertz: error: refusing to write '$G/m.zgn': it is the input '$G/m.zgn'" \
	"$Z" stats -t text -o "$G/m.zgn" "$G/m.zgn"
refused replay "zertz: error: refusing to write '$G/g.zgn': it is the input '$G/g.zgn#1'" \
	"$Z" replay -o "$G/g.zgn" "$G/g.zgn#1"
run sh -c "'$Z' convert -t zgn -o '$G/m.zgn' <'$G/m.zgn'"
check guard-stdin-status status 2
check guard-stdin-message has "$tmp/err" "zertz: error: refusing to write '$G/m.zgn': it is the input 'standard input'"
refused css "zertz: error: refusing to write '$G/s.css': it is the input '$G/s.css'" \
	"$Z" render --css "$G/s.css" -o "$G/s.css" "$G/g.zgn"
# through a link to the input: -o follows links, so does the guard
ln -s g.zgn "$G/link.zgn"
refused link "zertz: error: refusing to write '$G/link.zgn': it is the input '$G/g.zgn'" \
	"$Z" convert -t zgn -o "$G/link.zgn" "$G/g.zgn"
rm "$G/link.zgn"
# what --each DIR is filled with, and the pages of a sheet
mkdir "$G/each"
cp samples/isolation.zgn "$G/each/turn-002.svg"
( cd "$tmp/guard" && sha256sum g.zgn m.zgn a.zip s.css each/turn-002.svg ) >"$tmp/guard.sums"
refused each "zertz: error: refusing to write '$G/each/turn-002.svg': it is the input '$G/each/turn-002.svg'" \
	"$Z" render --each "$G/each" "$G/each/turn-002.svg"
cp samples/isolation.zgn "$G/sheet-2.svg"
( cd "$tmp/guard" && sha256sum g.zgn m.zgn a.zip s.css sheet-2.svg ) >"$tmp/guard.sums"
refused sheet-page "zertz: error: refusing to write 'sheet-2.svg': it is the input 'sheet-2.svg'" \
	sh -c "cd '$G' && '$Z' render --sheet --page a4 -o sheet.svg sheet-2.svg"

fi

if part kept; then
# --- a run that fails keeps the old file ------------------------------------------
# A read that fails part-way (ZERTZ_TEST_READ_FAIL: after that many bytes
# of a file, a read error) is a failed run: -o's file is left as it was,
# or not made, the message says so with the games read, and the status is
# 3.  An invalid game is no failure of the run: the file is written.
cat samples/isolation.zgn samples/blitz.zgn >"$tmp/keep/two.zgn"
# kept CASE FILE COMMAND...: status 3, FILE as it was, no temporary file
kept() {
	case=$1 file=$2
	shift 2
	printf 'the old content\n' >"$file"
	run env ZERTZ_TEST_READ_FAIL=500 "$@"
	check "keep-$case-status" status 3
	check "keep-$case-read-error" has "$tmp/err" "zertz: error: cannot read '$tmp/keep/two.zgn': Input/output error"
	check "keep-$case-kept" [ "$(cat "$file")" = "the old content" ]
	check "keep-$case-no-temp" no_temps "$tmp/keep"
}
kept convert "$K/out.zgn" "$Z" convert -t zgn -o "$K/out.zgn" "$K/two.zgn"
check keep-convert-said has "$tmp/err" "zertz: 1 game read, none written ('$K/out.zgn' is left as it was: an input failed), 0 with problems"
kept select "$K/out.zgn" "$Z" select -o "$K/out.zgn" "$K/two.zgn"
kept validate "$K/out.json" "$Z" validate --json -o "$K/out.json" "$K/two.zgn"
check keep-validate-said has "$tmp/err" "zertz: error: the run failed after 1 game read: '$K/out.json' is left as it was"
kept validate-report "$K/out.txt" "$Z" validate -o "$K/out.txt" "$K/two.zgn"
kept stats "$K/out.txt" "$Z" stats -o "$K/out.txt" "$K/two.zgn"
check keep-stats-said has "$tmp/err" "zertz: error: the run failed after 1 game read: '$K/out.txt' is left as it was"
kept replay "$K/out.txt" "$Z" replay -o "$K/out.txt" "$K/two.zgn"
check keep-replay-said has "$tmp/err" "zertz: error: the run failed after 1 game read: '$K/out.txt' is left as it was"
# validate -o FILE in text mode: a report to keep, what standard error shows
# without -o (diagnostics in source order, the summary), the same with -j;
# the summary on standard error too; --json -o keeps the diagnostics on
# standard error
R=tests/regress/validate/transcript-malformed.txt
"$Z" validate samples/isolation.zgn "$R" >"$tmp/rep-stdout" 2>"$tmp/rep-want"
run "$Z" validate -o "$tmp/rep.txt" samples/isolation.zgn "$R"
check validate-report-status status 1
check validate-report-same cmp -s "$tmp/rep.txt" "$tmp/rep-want"
check validate-report-not-empty grep -q 'error: malformed move' "$tmp/rep.txt"
check validate-report-summary-said sh -c "[ \"\$(cat '$tmp/err')\" = 'zertz: 2 games, 1 valid, 1 invalid, 2 warnings' ]"
run "$Z" validate -j 2 -o "$tmp/rep-j.txt" samples/isolation.zgn "$R"
check validate-report-jobs cmp -s "$tmp/rep-j.txt" "$tmp/rep-want"
# -v: each input's verdict after what was said of it, in the report too
run "$Z" validate -v -o "$tmp/rep-v.txt" samples/isolation.zgn "$R" /bin/ls
check validate-verdicts sh -c "grep -v ': error: \|: warning: \|: note: ' '$tmp/rep-v.txt' >'$tmp/verdicts'"
check validate-verdicts-lines sh -c "[ \"\$(cat '$tmp/verdicts')\" = 'samples/isolation.zgn: ok, 1 game valid
$R: 1 of 1 game invalid
/bin/ls: no game
zertz: 2 games, 1 valid, 1 invalid, 2 warnings; 1 input held no game' ]"
# a stranger's name in the report: shown safe, as on a terminal (a report
# is read with cat)
printf '[First "a"]\n[Second "b\033]0;x\007"]\n[Board "37"]\n\n1. Wd4,a1\n2. Wd4,a2\n' >"$tmp/esc.zgn"
run "$Z" validate -o "$tmp/esc.txt" "$tmp/esc.zgn"
check validate-report-name-shown has "$tmp/esc.txt" 'second player (b\033]0;x\007)'
check validate-report-no-control sh -c "! LC_ALL=C grep -q '[[:cntrl:]]' '$tmp/esc.txt' || [ \"\$(LC_ALL=C tr -d '\n' <'$tmp/esc.txt' | LC_ALL=C grep -c '[[:cntrl:]]')\" = 0 ]"
run "$Z" validate --json -o "$tmp/rep.json" samples/isolation.zgn "$R"
check validate-json-diagnostics-on-stderr has "$tmp/err" "error: malformed move"
# render draws the first game before the rest of its file fails: kept too
kept render "$K/out.svg" "$Z" render -o "$K/out.svg" "$K/two.zgn"
check keep-render-said has "$tmp/err" "zertz: error: the run failed: '$K/out.svg' is left as it was"
kept render-html "$K/out.html" "$Z" render -t html -o "$K/out.html" "$K/two.zgn"
kept sheet-pages "$K/sheet-1.svg" "$Z" render --sheet --page a4 --diagrams all --columns 2 -o "$K/sheet.svg" "$K/two.zgn"
check keep-sheet-said has "$tmp/err" "zertz: error: the run failed: the 2 pages of '$K/sheet-1.svg' ... are not written (those there before are left as they were)"
mkdir "$K/each"
kept each-index "$K/each/index.html" "$Z" render -t html --each "$K/each" "$K/two.zgn"
check keep-each-said has "$tmp/err" "zertz: error: the run failed: '$K/each/index.html' is left as it was"
# a file that did not exist is not made
rm -f "$K/new.zgn"
run env ZERTZ_TEST_READ_FAIL=500 "$Z" validate --json -o "$K/new.zgn" "$K/two.zgn"
check keep-new-not-made [ ! -e "$K/new.zgn" ]
check keep-new-said has "$tmp/err" "zertz: error: the run failed after 1 game read: '$K/new.zgn' is not written"
# invalid games are no failure of the run: written, status 1
printf 'the old content\n' >"$K/out.zgn"
run "$Z" convert -t zgn --keep-invalid -o "$K/out.zgn" "$K/two.zgn" tests/regress/validate/capture-forced.zgn
check keep-invalid-status status 1
check keep-invalid-written [ "$(grep -c '^\[Event' "$K/out.zgn")" -ge 2 ]
# a -j worker that dies is a failed run too
printf 'the old content\n' >"$K/out.zgn"
run env ZERTZ_TEST_DEAL=turns ZERTZ_TEST_DIE=2:1 "$Z" convert -t zgn -j 2 -o "$K/out.zgn" samples/blitz.zgn "$tmp/big.zgn" samples/game61.zgn
check keep-worker-status status 3
check keep-worker-kept [ "$(cat "$K/out.zgn")" = "the old content" ]
check keep-worker-said has "$tmp/err" "none written ('$K/out.zgn' is left as it was: an input failed)"

fi

if part inject; then
# --- every failure branch of the writer (tests/failinject.c, LD_PRELOAD) -----------
# each call of cmd/output.c failing in turn: said with the name and the
# system's reason, the old file kept, no temporary file left
if [ -f tests/failinject.so ]; then
	for c in write:ENOSPC:"No space left on device" fsync:EIO:"Input/output error" \
		 close:EIO:"Input/output error" rename:EXDEV:"Invalid cross-device link"; do
		call=${c%%:*} reason=${c##*:}
		printf 'the old content\n' >"$K/inj.zgn"
		run env FAILINJECT="$call" LD_PRELOAD="$PWD/tests/failinject.so" ASAN_OPTIONS=verify_asan_link_order=0 \
			"$Z" convert -t zgn -o "$K/inj.zgn" samples/isolation.zgn
		check "inject-$call-status" status 3
		check "inject-$call-said" has "$tmp/err" "zertz: error: cannot write '$K/inj.zgn': $reason"
		check "inject-$call-once" lines "$tmp/err" "cannot write" 1
		check "inject-$call-kept" [ "$(cat "$K/inj.zgn")" = "the old content" ]
		check "inject-$call-no-temp" no_temps "$K"
	done
	run env FAILINJECT=mkstemp LD_PRELOAD="$PWD/tests/failinject.so" ASAN_OPTIONS=verify_asan_link_order=0 \
		"$Z" validate --json -o "$K/inj.zgn" samples/isolation.zgn
	check inject-mkstemp-status status 3
	check inject-mkstemp-said has "$tmp/err" "zertz: error: cannot write '$K/inj.zgn': Permission denied"
	check inject-mkstemp-kept [ "$(cat "$K/inj.zgn")" = "the old content" ]
	run env FAILINJECT=fchmod LD_PRELOAD="$PWD/tests/failinject.so" ASAN_OPTIONS=verify_asan_link_order=0 \
		"$Z" render -o "$K/inj.zgn.svg" samples/isolation.zgn
	check inject-fchmod-status status 3
	check inject-fchmod-said grep -q "^zertz: error: cannot set the mode of '$K/inj.zgn.svg': Operation not permitted\$" "$tmp/err"
	check inject-fchmod-no-temp no_temps "$K"
	# the pages of a sheet are a set: the disk full on page 2 leaves every
	# old page as it was (not a new page 1 beside old pages 2 to 11)
	mkdir "$K/pages"
	"$Z" render --sheet --page a4 --diagrams all --columns 2 -o "$K/pages/s.svg" samples/opening.zgn 2>/dev/null
	touch -d 2001-01-01 "$K"/pages/s-*.svg
	(cd "$K/pages" && cksum s-*.svg) >"$tmp/pages-before"
	run env FAILINJECT=write:2 LD_PRELOAD="$PWD/tests/failinject.so" ASAN_OPTIONS=verify_asan_link_order=0 \
		"$Z" render --sheet --page a4 --diagrams all --columns 3 -o "$K/pages/s.svg" samples/opening.zgn
	check inject-pages-status status 3
	check inject-pages-said has "$tmp/err" "zertz: error: cannot write '$K/pages/s-2.svg': No space left on device"
	check inject-pages-none has "$tmp/err" "zertz: none of the 5 pages written (those there before are left as they were)"
	check inject-pages-kept sh -c "cd '$K/pages' && cksum s-*.svg | cmp -s - '$tmp/pages-before'"
	check inject-pages-no-temp no_temps "$K/pages"
	# a shorter sheet over a longer one's pages: those it leaves are said
	run "$Z" render --sheet --page a4 --diagrams all --columns 2 -o "$K/pages/s.svg" samples/isolation.zgn
	check pages-leftovers-status status 0
	check pages-leftovers-said has "$tmp/err" "zertz: warning: the sheet has 2 pages; '$K/pages/' holds 9 more of an earlier one, not replaced: s-10.svg, s-11.svg, s-3.svg, s-4.svg, s-5.svg and 4 more"
	# the -j workers: no pipe, no process, no shared memory (then one process)
	for c in "pipe:zertz: fatal: cannot create a pipe: Too many open files" \
		 "fork:zertz: fatal: cannot start a worker: Resource temporarily unavailable"; do
		run env FAILINJECT="${c%%:*}" LD_PRELOAD="$PWD/tests/failinject.so" ASAN_OPTIONS=verify_asan_link_order=0 \
			"$Z" validate -j 2 samples/blitz.zgn samples/isolation.zgn
		check "inject-${c%%:*}-status" status 3
		check "inject-${c%%:*}-said" has "$tmp/err" "${c#*:}"
	done
	run env FAILINJECT=mmap LD_PRELOAD="$PWD/tests/failinject.so" ASAN_OPTIONS=verify_asan_link_order=0 \
		"$Z" validate -j 2 samples/blitz.zgn samples/isolation.zgn
	check inject-mmap-status status 0
	check inject-mmap-said has "$tmp/err" "zertz: warning: cannot share memory with -j workers (Cannot allocate memory): the work is done in one process"
	check inject-mmap-done has "$tmp/err" "zertz: 2 games, 2 valid, 0 invalid, 0 warnings"
	# a page of --each DIR whose write fails: said once, how many were written
	run env FAILINJECT=rename:3 LD_PRELOAD="$PWD/tests/failinject.so" ASAN_OPTIONS=verify_asan_link_order=0 \
		"$Z" render --each "$K/inj-each" samples/isolation.zgn
	check inject-each-status status 3
	check inject-each-said has "$tmp/err" "zertz: 2 of the 7 diagrams written to '$K/inj-each'"
	check inject-each-no-temp no_temps "$K/inj-each"
else
	skip 40 "tests/failinject.so was not built (make check-writes builds it)"
fi

fi

if part each; then
# --- what --each DIR holds is never followed --------------------------------------
# a link planted at index.html or at a page's name, a FIFO at another: each
# replaced by the new file, the link's target untouched, nothing blocks
mkdir "$tmp/planted"
printf 'private\n' >"$tmp/private"
ln -s "$tmp/private" "$tmp/planted/index.html"
ln -s "$tmp/private" "$tmp/planted/game-001.html"
mkfifo "$tmp/planted/game-002.html" 2>/dev/null || skip 1 "mkfifo cannot make a FIFO here"
run timeout 15 "$Z" render -t html --each "$tmp/planted" samples/isolation.zgn samples/blitz.zgn
check planted-status status 0
check planted-target-kept [ "$(cat "$tmp/private")" = private ]
check planted-index-replaced sh -c "[ -f '$tmp/planted/index.html' ] && [ ! -L '$tmp/planted/index.html' ]"
check planted-page-replaced sh -c "[ -f '$tmp/planted/game-001.html' ] && [ ! -L '$tmp/planted/game-001.html' ]"
[ -p "$tmp/planted/game-002.html" ] || [ -f "$tmp/planted/game-002.html" ] &&
	check planted-fifo-replaced sh -c "[ -f '$tmp/planted/game-002.html' ] && [ ! -p '$tmp/planted/game-002.html' ]"
mkdir "$tmp/planted2"
ln -s "$tmp/private" "$tmp/planted2/turn-000.svg"
run "$Z" render --each "$tmp/planted2" samples/isolation.zgn
check planted-turn-status status 0
check planted-turn-target-kept [ "$(cat "$tmp/private")" = private ]
check planted-turn-replaced sh -c "[ -f '$tmp/planted2/turn-000.svg' ] && [ ! -L '$tmp/planted2/turn-000.svg' ]"
# the files of an earlier run that this one did not write: said, or removed
mkdir "$tmp/earlier"
run "$Z" render -t html --each "$tmp/earlier" samples/isolation.zgn samples/blitz.zgn samples/game48.zgn
run "$Z" render -t html --each "$tmp/earlier" samples/isolation.zgn
check earlier-status status 0
check earlier-said has "$tmp/err" "zertz: warning: '$tmp/earlier' holds 2 files of an earlier run that this run did not write: game-002.html, game-003.html (--clean removes them)"
check earlier-kept [ -f "$tmp/earlier/game-003.html" ]
ln -s "$tmp/private" "$tmp/earlier/game-004.html"
run "$Z" render -t html --each "$tmp/earlier" --clean samples/isolation.zgn
check clean-status status 0
check clean-said has "$tmp/err" "zertz: note: 3 files of an earlier run removed from '$tmp/earlier': game-002.html, game-003.html, game-004.html"
check clean-removed sh -c "[ ! -e '$tmp/earlier/game-002.html' ] && [ ! -L '$tmp/earlier/game-004.html' ] && [ -f '$tmp/earlier/game-001.html' ]"
check clean-link-target-kept [ "$(cat "$tmp/private")" = private ]
run "$Z" render --clean samples/isolation.zgn
check clean-without-each status 2

# an output in a directory that is not there: said with the user's path,
# not the temporary file's
run "$Z" render -t html -o "$tmp/nodir/x.html" samples/isolation.zgn
check no-dir-status status 3
check no-dir-said has "$tmp/err" "zertz: error: cannot write '$tmp/nodir/x.html': No such file or directory"

fi

if part render; then
# --- render's other ways to write --------------------------------------------------
# --each DIR that cannot be made; more files of an earlier run than a
# line lists; --clean meeting one it cannot remove (a directory of that name)
run "$Z" render --each /dev/null/x samples/isolation.zgn
check each-cannot-create status 3
check each-cannot-create-said has "$tmp/err" "zertz: error: cannot create '/dev/null/x': Not a directory"
run "$Z" render -t html --each /dev/null/x samples/isolation.zgn
check each-html-cannot-create has "$tmp/err" "zertz: error: cannot create '/dev/null/x': Not a directory"
mkdir "$tmp/many"
run "$Z" render --each "$tmp/many" samples/opening.zgn
run "$Z" render --each "$tmp/many" samples/isolation.zgn
check leftovers-many has "$tmp/err" "zertz: warning: '$tmp/many' holds 34 files of an earlier run that this run did not write: turn-007.svg, turn-008.svg, turn-009.svg, turn-010.svg, turn-011.svg and 29 more (--clean removes them)"
mkdir "$tmp/many/turn-099.svg"
run "$Z" render --each "$tmp/many" --clean samples/isolation.zgn
check clean-cannot-remove status 3
check clean-cannot-remove-said grep -q "^zertz: error: cannot remove '$tmp/many/turn-099.svg': Is a directory\$" "$tmp/err"
check clean-removed-the-rest sh -c "[ ! -e '$tmp/many/turn-007.svg' ] && [ -f '$tmp/many/turn-006.svg' ]"
# a game whose set-up cannot be read has no page; the others do
printf '[Board "38"]\n\n1. Wd4,a1\n' >"$tmp/bad-board.zgn"
run "$Z" render -t html --each "$tmp/pages" "$tmp/bad-board.zgn" samples/isolation.zgn
check each-unplayable-status status 1
check each-unplayable-said has "$tmp/err" "$tmp/bad-board.zgn:1:9: error: unsupported board"
check each-unplayable-one-page sh -c "[ -f '$tmp/pages/game-001.html' ] && [ ! -e '$tmp/pages/game-002.html' ]"
run "$Z" render -t html --each "$tmp/none" "$tmp/bad-board.zgn"
check each-no-game has "$tmp/err" "$tmp/bad-board.zgn:1:9: error: unsupported board"
# TZAAR: a diagram of every turn, ASCII and SVG; --at past the end; a page
# of a game with an illegal turn, and of one its record decides
printf '[Game "TZAAR"]\n[Setup "standard"]\n[First "w"]\n[Second "b"]\n[Result "0-1"]\n[Termination "time"]\n\n1. xA5A4\n0-1\n' >"$tmp/tz.zgn"
printf '[Game "TZAAR"]\n[Setup "standard"]\n\n1. xA5A4\n2. xA1A2\n' >"$tmp/tzbad.zgn"
run "$Z" render -T ascii --each "$tmp/tzeach" "$tmp/tz.zgn"
check tz-each-ascii sh -c "[ -f '$tmp/tzeach/turn-000.txt' ] && [ -f '$tmp/tzeach/turn-001.txt' ] && [ ! -e '$tmp/tzeach/turn-002.txt' ]"
check tz-each-ascii-first-line [ "$(head -1 "$tmp/tzeach/turn-001.txt")" = "1. first player (w): xA5A4" ]
run "$Z" render -T svg --each "$tmp/tzeach" --clean "$tmp/tz.zgn"
check tz-each-svg sh -c "[ -f '$tmp/tzeach/turn-001.svg' ] && [ ! -e '$tmp/tzeach/turn-001.txt' ]"
run "$Z" render --at 4 "$tmp/tz.zgn"
check tz-at-beyond status 2
check tz-at-beyond-said has "$tmp/err" "zertz: error: --at 4: '$tmp/tz.zgn' has only 1 turn"
run "$Z" render -t html -o "$tmp/tzbad.html" "$tmp/tzbad.zgn"
check tz-html-invalid status 1
check tz-html-invalid-said has "$tmp/tzbad.html" "result: the record has an illegal move at turn 2"
run "$Z" render -t html -o "$tmp/tz.html" "$tmp/tz.zgn"
check tz-html-decided has "$tmp/tz.html" "result: 0-1, second player (b) wins (time)"
run "$Z" render -t html -o "$tmp/z.html" tests/regress/validate/capture-forced.zgn
check html-invalid has "$tmp/z.html" "result: the record has an illegal move at turn 1"

fi

if part signals; then
# killed the moment its temporary file exists, before it can have noted it
# (FAILINJECT=mkstemp-term): the signal waits until the file is noted, and
# the file goes; the old -o file stays (under load, a signal in that gap
# once left the temporary file behind)
mkdir -p "$tmp/sig2"
printf 'the old content\n' >"$tmp/sig2/out.zgn"
run env FAILINJECT=mkstemp-term LD_PRELOAD="$PWD/tests/failinject.so" ASAN_OPTIONS=verify_asan_link_order=0 \
	"$Z" convert -q -t zgn -o "$tmp/sig2/out.zgn" samples/opening.zgn
check signal-at-creation-status status 143
check signal-at-creation-no-temp no_temps "$tmp/sig2"
check signal-at-creation-old-kept [ "$(cat "$tmp/sig2/out.zgn")" = "the old content" ]

# killed while it writes (SIGTERM, as a shutdown or a director's Ctrl-C
# would): the temporary file is removed, the old -o file stays, and the
# status says the signal (128 + 15)
mkdir -p "$tmp/sig"
printf 'the old content\n' >"$tmp/sig/out.zgn"
mkfifo "$tmp/sig.fifo"
{ cat samples/opening.zgn; sleep 10; } >"$tmp/sig.fifo" &
feeder=$!
"$Z" convert -q -t zgn -o "$tmp/sig/out.zgn" "$tmp/sig.fifo" &
pid=$!
n=0
while [ $n -lt 100 ] && no_temps "$tmp/sig"; do sleep 0.05; n=$((n + 1)); done
check signal-writing [ $n -lt 100 ]
kill -TERM $pid
{ wait $pid; echo $? >"$tmp/rc"; } 2>/dev/null
kill $feeder 2>/dev/null
check signal-status status 143
check signal-no-temp no_temps "$tmp/sig"
check signal-kept [ "$(cat "$tmp/sig/out.zgn")" = "the old content" ]

fi

if part names; then
# what looks like FILE#K or ARCHIVE:MEMBER but names no file is an input
# that cannot be opened (status 3, nothing made); in an --each folder only
# the names this command writes count as an earlier run's
mkdir -p "$tmp/look/dir" "$tmp/look/each"
run "$Z" convert -o "$tmp/look/o.zgn" 'samples/isolation.zgn#1a'
check lookalike-hash status 3
check lookalike-hash-said has "$tmp/err" "zertz: error: cannot open 'samples/isolation.zgn#1a': No such file or directory"
run "$Z" convert -o "$tmp/look/o.zgn" "$tmp/look/dir:x.zgn"
check lookalike-member status 3
check lookalike-not-made [ ! -e "$tmp/look/o.zgn" ]
touch "$tmp/look/each/turn-00x.svg" "$tmp/look/each/turn-099.svg"
run "$Z" render -T svg --each "$tmp/look/each" samples/isolation.zgn
check each-earlier-ours has "$tmp/err" "holds 1 file of an earlier run that this run did not write: turn-099.svg (--clean removes them)"

fi

if part owners; then
# --- what -o replaces: whose it is, who may write it, its other names ---------------
# a new file is renamed over the old one (nothing half-written), so what
# would change is said before: a file of several names (hard links) is not
# replaced, one the user may not write is not written (as cp; root may),
# and a replaced file keeps its owner, or is not replaced
mkdir "$K/own"
printf 'old\n' >"$K/own/h.zgn"
ln "$K/own/h.zgn" "$K/own/h2.zgn"
run "$Z" convert -q -t zgn -o "$K/own/h.zgn" samples/opening.zgn
check links-status status 3
check links-said has "$tmp/err" "zertz: error: cannot write '$K/own/h.zgn': it is one of 2 names of a file (hard links), which a new file in its place would part"
check links-kept [ "$(cat "$K/own/h2.zgn")" = old ] && [ "$(cat "$K/own/h.zgn")" = old ]
check links-no-temp no_temps "$K/own"
if [ "$(id -u)" = 0 ] && command -v setpriv >/dev/null 2>&1; then
	# what nobody runs and reads, where nobody reaches it (the tree, as the
	# sanitizer's copy of it, may not be)
	chmod 755 "$tmp"
	chmod 777 "$K" "$K/own"
	cp "$Z" "$K/zertz-nobody"
	cp samples/opening.zgn "$K/opening.zgn"
	chmod 755 "$K/zertz-nobody"
	chmod 644 "$K/opening.zgn"
	as_nobody() { setpriv --reuid=65534 --regid=65534 --clear-groups "$K/zertz-nobody" "$@"; }
	# root replaces a user's file: it stays the user's
	printf 'old\n' >"$K/own/u.zgn"
	chown 65534:65534 "$K/own/u.zgn"
	run "$Z" convert -q -t zgn -o "$K/own/u.zgn" samples/opening.zgn
	check owner-kept-status status 0
	check owner-kept [ "$(stat -c %u:%g "$K/own/u.zgn")" = 65534:65534 ]
	# a user may not replace a file that is not theirs to write, though
	# the directory is (the rename would): refused, as cp refuses it
	printf 'old\n' >"$K/own/r.zgn"
	chmod 644 "$K/own/r.zgn"
	run as_nobody convert -q -t zgn -o "$K/own/r.zgn" "$K/opening.zgn"
	check readonly-status status 3
	check readonly-said has "$tmp/err" "zertz: error: cannot write '$K/own/r.zgn': Permission denied"
	check readonly-kept [ "$(cat "$K/own/r.zgn")" = old ]
	# one they may write, of another owner: the new file would be theirs
	chmod 666 "$K/own/r.zgn"
	run as_nobody convert -q -t zgn -o "$K/own/r.zgn" "$K/opening.zgn"
	check not-theirs-status status 3
	check not-theirs-said has "$tmp/err" "zertz: error: cannot write '$K/own/r.zgn': a new file in its place would not be its owner's (user 0, group 0): Operation not permitted"
	check not-theirs-kept [ "$(cat "$K/own/r.zgn")" = old ] && [ "$(stat -c %u "$K/own/r.zgn")" = 0 ]
	check owners-no-temp no_temps "$K/own"
else
	skip 10 "not root, or no setpriv (util-linux): the owners' cases need both"
fi
fi

report
