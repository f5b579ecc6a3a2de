#!/bin/sh
# Diagnostics for a person: on a terminal gcc's presentation (colour, and
# the source line with a caret under the column); never colour in a pipe
# or under NO_COLOR; --color=auto|always|never.  The expected texts are
# written out here by hand from gcc's layout and its default colours
# (GCC_COLORS: locus bold, error bold red, warning bold magenta, note bold
# cyan, caret bold green), not taken from a run.  A real terminal comes
# from script(1) (util-linux), which every Debian has.
cd "$(dirname "$0")/.." || exit 2
t=tests/terminal
suite=terminal
. tests/lib.sh

E=$(printf '\033')
B="$E[01m" R="$E[m" RED="$E[01;31m" MAG="$E[01;35m" CYAN="$E[01;36m" GREEN="$E[01;32m"

# stderr of a zertz command, as a terminal would show it (script(1)
# runs it on a pseudo-terminal; the terminal's CR before LF goes)
on_terminal() {
	script -q -e -c "$*" /dev/null </dev/null 2>&1 | tr -d '\r'
}

plain='tests/terminal/occupied.zgn:4:4: error: placement on an occupied ring: '"'d4'"' holds a white marble [place]
tests/terminal/occupied.zgn:4:4: note: turn 2, played by the second player: '"'Bd4,b1'"'
zertz: 1 game, 0 valid, 1 invalid, 0 warnings'
caret='tests/terminal/occupied.zgn:4:4: error: placement on an occupied ring: '"'d4'"' holds a white marble [place]
     4 | 2. Bd4,b1
       |    ^
tests/terminal/occupied.zgn:4:4: note: turn 2, played by the second player: '"'Bd4,b1'"'
zertz: 1 game, 0 valid, 1 invalid, 0 warnings'
colour="${B}tests/terminal/occupied.zgn:4:4:${R} ${RED}error:${R} placement on an occupied ring: 'd4' holds a white marble [${RED}place${R}]
     4 | 2. Bd4,b1
       |    ${GREEN}^${R}
${B}tests/terminal/occupied.zgn:4:4:${R} ${CYAN}note:${R} turn 2, played by the second player: 'Bd4,b1'
zertz: 1 game, 0 valid, 1 invalid, 0 warnings"

if part colour; then
# a pipe: plain, whatever NO_COLOR says; --color=always: as on a terminal
is "pipe" "$(./zertz validate $t/occupied.zgn 2>&1)" "$plain"
is "pipe, --color=auto" "$(./zertz validate --color=auto $t/occupied.zgn 2>&1)" "$plain"
is "pipe, --color=always" "$(./zertz validate --color=always $t/occupied.zgn 2>&1)" "$colour"
is "pipe, NO_COLOR and --color=always" \
	"$(NO_COLOR=1 ./zertz validate --color=always $t/occupied.zgn 2>&1)" "$colour"
is "-j 2 as -j 1" "$(./zertz validate -j 2 --color=always $t/occupied.zgn $t/tab.zgn 2>&1)" \
	"$(./zertz validate -j 1 --color=always $t/occupied.zgn $t/tab.zgn 2>&1)"

# a terminal: colour and carets; NO_COLOR (not empty) and --color=never keep the carets only
is "terminal" "$(on_terminal ./zertz validate $t/occupied.zgn)" "$colour"
is "terminal, NO_COLOR=1" "$(NO_COLOR=1 on_terminal ./zertz validate $t/occupied.zgn)" "$caret"
is "terminal, NO_COLOR empty" "$(NO_COLOR= on_terminal ./zertz validate $t/occupied.zgn)" "$colour"
is "terminal, --color=never" "$(on_terminal ./zertz validate --color=never $t/occupied.zgn)" "$caret"
is "terminal, -j 2" "$(on_terminal ./zertz validate -j 2 $t/occupied.zgn)" "$colour"
is "terminal, convert" "$(on_terminal ./zertz convert -t zgn -o "$tmp/x.zgn" $t/occupied.zgn | head -3)" \
	"$(printf '%s\n' "$colour" | head -3)"
is "terminal, replay" "$(on_terminal ./zertz replay $t/occupied.zgn '>/dev/null' | head -3)" \
	"$(printf '%s\n' "$colour" | head -3)"

fi
if part carets; then
# the caret under a tab is a tab: it lines up however wide the tab is
is "tab" "$(on_terminal ./zertz validate --color=never $t/tab.zgn | sed -n 1,3p)" \
	"$(printf '%s\n' "tests/terminal/tab.zgn:4:5: error: no such ring on this board: 'q9' on the 37-ring board [board]" \
		'     4 | 2.	Bq9,b1' '       |   	 ^')"
# a line of a CR LF file is shown without its CR
is "CR LF" "$(./zertz validate --color=always $t/crlf.zgn 2>&1 | sed -n 2,3p)" \
	"$(printf '%s\n' '     3 | 1. Wd4,a9' "       |        ${GREEN}^${R}")"
# a file name's CR is shown as \r (a tab stays a tab, as in a line of text)
printf '[Event "x"]\n\n1. Wd4,a9\n*\n' >"$tmp/$(printf 'a\tb\rc.zgn')"
is "CR in a file name" "$(cd "$tmp" && "$OLDPWD/zertz" validate "$(printf 'a\tb\rc.zgn')" 2>&1 | head -1)" \
	"$(printf 'a\tb\\rc.zgn:3:8: error: no such ring on this board: '"'a9'"' on the 37-ring board [board]')"
# ... and a newline as \n: no second line that looks like another
printf '[Event "x"]\n\n1. Wd4,a9\n*\n' >"$tmp/$(printf 'n\nl.zgn')"
is "newline in a file name" "$(cd "$tmp" && "$OLDPWD/zertz" validate "$(printf 'n\nl.zgn')" 2>&1 | head -1)" \
	"$(printf 'n\\nl.zgn:3:8: error: no such ring on this board: '"'a9'"' on the 37-ring board [board]')"
# a character of two bytes before the column is one column wide: the
# caret under 'junk' is at byte 14, on screen 13
is "UTF-8 before the caret" "$(on_terminal ./zertz validate --color=never $t/utf8.zgn | sed -n 2,3p)" \
	"$(printf '     1 | [Event "\303\251"] junk\n       |             ^')"
# an escape sequence in a record is not sent to the terminal: it is shown
# as C escapes of its bytes (lib/shown.h), the caret under the one that
# fails; nor is a byte of Latin-1
is "control characters" "$(on_terminal ./zertz validate --color=never $t/escape.zgn | sed -n 2,3p)" \
	"$(printf '%s\n' '     3 | 1. W\033]0;pwned\007d4' '       |     ^')"
is "Latin-1" "$(./zertz validate --color=always $t/latin1.zgn 2>&1 | sed -n 2p)" \
	'     2 | [First "Jos\351"]'
# a move of a JSON or YAML record: the caret under the ring in the move's own text
is "JSON" "$(on_terminal ./zertz validate --color=never tests/regress/validate/json-move-place.json | sed -n 10,12p)" \
	"$(printf '%s\n' "tests/regress/validate/json-move-place.json:9:26: error: no such ring on this board: 'q9' on the 37-ring board [board]" \
		'     9 |   {"moves": ["Wa1,d4", "Bq9,b1"]}' '       |                          ^')"
is "YAML" "$(on_terminal ./zertz validate --color=never tests/regress/validate/yaml-move-place.yaml | sed -n 1,3p)" \
	"$(printf '%s\n' "tests/regress/validate/yaml-move-place.yaml:5:6: error: placement on an occupied ring: 'd4' holds a white marble [place]" \
		'     5 |   - "Bd4,b1"' '       |      ^')"
# a rule broken by a later part of the move: the caret under that part
is "the removed ring" "$(on_terminal ./zertz validate --color=never tests/regress/validate/remove-not-free.zgn | sed -n 1,3p)" \
	"$(printf '%s\n' "tests/regress/validate/remove-not-free.zgn:3:8: error: removed ring is not free: 'd4' [free-ring]" \
		'     3 | 1. Wa1,d4' '       |        ^')"
# a source that cannot be read again has no caret: standard input, an archive's member
is "standard input" "$(on_terminal ./zertz validate '<' $t/occupied.zgn | sed -n 2p)" \
	"${B}<stdin>:4:4:${R} ${CYAN}note:${R} turn 2, played by the second player"
( cd samples/sgf && ../../zertz validate --color=always archive.zip ) >"$tmp/zip" 2>&1
is "archive member" "$(grep -c ' | ' "$tmp/zip")" 0
fi
if part colour; then
# render's ASCII board: colour on a terminal, --color decides elsewhere
n=$(./zertz render -T ascii --color=always samples/opening.zgn | grep -c "$E\[")
[ "$n" -gt 0 ] && is "render --color=always" ok ok || is "render --color=always" "no colour" colour
is "render, pipe" "$(./zertz render -T ascii samples/opening.zgn | grep -c "$E\[")" 0
is "render, terminal, --color=never" \
	"$(on_terminal ./zertz render -T ascii --color=never samples/opening.zgn | grep -c "$E\[")" 0
is "bad --color" "$(./zertz validate --color=sometimes $t/occupied.zgn 2>&1 | head -1)" \
	"zertz: --color: auto, always or never, not 'sometimes'"

fi
report
