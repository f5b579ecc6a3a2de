#!/bin/sh
# replay -i as a person uses it: in tmux, keys sent with send-keys, the
# screen read back with capture-pane.  The turns expected are the sample's
# own (samples/opening.zgn: 40 turns, turn 12 "Gc6,g1", turn 10 "Gb2,e1";
# samples/custom.zgn: turn 5's comment).  Afterwards the terminal must be
# as it was (echo and line editing back), after q and after Ctrl-C.
cd "$(dirname "$0")/.." || exit 2
suite=interactive
. tests/lib.sh
command -v tmux >/dev/null 2>&1 || { skip 1 "tmux is not installed (sh tests/deps.sh installs it)"; report; exit; }
sock="$tmp/tmux"
at_exit() { tmux -S "$sock" kill-server 2>/dev/null; }

# the pane the same three times in a row, 0.1 s apart, after 0.2 s (at
# most 6 s): one look can come before a slow (sanitizer) build has drawn
settle() {
	last= i=0 same=0
	sleep 0.2
	while [ $i -lt 60 ]; do
		sleep 0.1
		now=$(tmux -S "$sock" capture-pane -p -t t)
		if [ "$now" = "$last" ] && [ -n "$now" ]; then
			same=$((same + 1))
			[ $same -ge 2 ] && return
		else
			same=0
		fi
		last=$now i=$((i + 1))
	done
}
keys() {
	tmux -S "$sock" send-keys -t t "$@"
	settle
}
screen() { tmux -S "$sock" capture-pane -p -t t; }
# the screen shows PATTERN: looked at until it does, at most 10 s (a
# sanitizer build on a loaded machine can draw after the pane was still)
shows() {
	i=0
	while [ $i -lt 100 ] && ! screen | grep -q -- "$2"; do
		sleep 0.1
		i=$((i + 1))
	done
	if screen | grep -q -- "$2"; then
		ok
	else
		bad "$1: no '$2' on the screen:" "$(screen | grep -v '^$' | sed 's/^/| /')"
	fi
}

# a shell in tmux, to see the terminal after zertz has gone (its
# environment emptied but for ZZ_MUTANT, which tests/mutate.sh chooses a
# mutant by)
tmux -S "$sock" -f /dev/null new-session -d -s t -x 120 -y 45 -c "$(pwd)" \
	"env -i HOME=$tmp HISTFILE=/dev/null TERM=xterm PATH=/usr/bin:/bin ${ZZ_MUTANT:+ZZ_MUTANT=$ZZ_MUTANT} bash --noprofile --norc -i"
settle
keys "PS1='$ '" Enter C-l
if part keys; then
	keys './zertz replay -i samples/opening.zgn' Enter
	shows "the start" '^start$'
	shows "the turn shown" '^\[turn 0 of 40\]'
	keys Right
	shows "a step forward" '^1\. first player (alice): Wa3,g3'
	keys End
	shows "End: the last turn" '^\[turn 40 of 40\]'
	shows "the result with the last turn" '^result: 0-1, second player (bob) wins with grey'
	keys 1 2 Enter
	shows "a turn by its number" '^12\. second player (bob): Gc6,g1'
	keys Left Left
	shows "steps back" '^10\. second player (bob): Gb2,e1'
	keys Home
	shows "Home: the start" '^\[turn 0 of 40\]'
	keys n n p
	shows "n and p" '^1\. first player'
	keys 9 9 Enter
	shows "no turn 99" 'no such turn'
	# the other forms terminals send for End and Home (xterm's cursor keys)
	keys -l "$(printf '\033[F')"
	shows "ESC [ F: the last turn" '^\[turn 40 of 40\]'
	keys -l "$(printf '\033[H')"
	shows "ESC [ H: the start" '^\[turn 0 of 40\]'
	shows "the trays" '^pool '
	keys q
	keys 'stty -a | tr " ;" "\n\n" | grep -x -e "-*icanon" -e "-*echo" | tr "\n" " "; echo' Enter
	shows "q: the terminal as it was" '^icanon echo *$'
fi

if part language; then
	# in the reader's language (issue 40): the line under the board, its
	# keys' words and what it says of a turn that is not there
	keys C-l 'LANGUAGE=de LC_ALL=C.UTF-8 ./zertz replay -i samples/opening.zgn' Enter
	shows "German: the turn shown" '^\[Zug 0 von 40\]'
	shows "German: the keys' words" 'q: beenden$'
	keys 9 9
	shows "German: a turn typed" 'gehe zu Zug: 99$'
	keys Enter
	shows "German: no turn 99" '(kein solcher Zug)'
	keys q
fi

if part ctrl-c; then
	# the comment of a turn
	# (bash puts the terminal back itself after a job killed by a signal: a
	# plain sh, whose trap lets it go on after the Ctrl-C, looks at it instead)
	keys C-l "sh -c 'trap : INT; ./zertz replay -i samples/custom.zgn; stty -a | tr \" ;\" \"\\n\\n\" | grep -x -e \"-*icanon\" -e \"-*echo\" | tr \"\\n\" \" \"; echo'" Enter
	shows "the other game's start" '^\[turn 0 of 6\]'
	keys 5 Enter
	shows "a turn's comment" '^comment: m7 is cut off and full: alice claims it'
	keys C-c
	shows "Ctrl-C: the terminal as it was" '^icanon echo *$'
fi

if part escapes; then
	# a stranger's record: an OSC 0 (the terminal's title) in a player's name
	# and in a comment, a screen clear in the event; shown as C escapes of
	# their bytes (lib/shown.h), and the title stays tmux's
	printf '[Event "Cup\033[2J"]\n[First "ann\033]0;pwned\007"]\n[Board "37"]\n\n1. Wd4,a1 {note\033]0;pwned\007 this}\n' >"$tmp/escape.zgn"
	tmux -S "$sock" select-pane -t t -T before
	keys C-l "./zertz replay -i $tmp/escape.zgn" Enter
	keys Right
	shows "an escape in a name, shown" '^1\. first player (ann\\033\]0;pwned\\007): Wd4,a1'
	shows "an escape in a comment, shown" '^comment: note\\033\]0;pwned\\007 this'
	is "a record does not set the terminal's title" "$(tmux -S "$sock" display -p -t t '#{pane_title}')" before
	keys q
fi

if part more-keys; then
	# the other keys: g and G, Page Down and Up, Backspace while typing a
	# turn, a key that means nothing, Q
	keys C-l './zertz replay -i samples/opening.zgn' Enter
	shows "the start again" '^\[turn 0 of 40\]'
	keys G
	shows "G: the last turn" '^\[turn 40 of 40\]'
	keys g
	shows "g: the start" '^\[turn 0 of 40\]'
	keys NPage
	shows "Page Down: a step forward" '^\[turn 1 of 40\]'
	keys PPage
	shows "Page Up: a step back" '^\[turn 0 of 40\]'
	keys 1 2 BSpace 0 Enter
	shows "Backspace: a digit erased (10, not 120)" '^10\. second player (bob): Gb2,e1'
	keys z
	shows "a key that means nothing: the same turn" '^\[turn 10 of 40\]'
	keys Q
	keys 'echo quit-with-Q' Enter
	shows "Q quits" '^quit-with-Q$'
fi

if part refusals; then
	# -i is for a person: not with --at, and its keys come from the terminal
	keys C-l './zertz replay -i --at 3 samples/opening.zgn; echo status $?' Enter
	shows "-i and --at" '^status 2$'
	keys C-l './zertz replay -i <samples/opening.zgn; echo status $?' Enter
	shows "-i reads keys from the terminal" '^status 2$'

	# not a terminal: said, status 2
	keys C-l './zertz replay -i samples/opening.zgn </dev/null; echo status $?' Enter
	shows "no terminal" '^status 2$'
fi

# the progress line of a long run (cmd/progress.h), as a terminal gets
# it: every byte the pane receives is kept (pipe-pane), so the line that
# is rewritten and then erased is seen.  validate, convert -o, select -o
# and stats say the records done of how many; nothing of it in a pipe,
# with -q, or beside convert's output on the terminal
if part progress; then
	keys C-l "export ZERTZ_TEST_PROGRESS=1" Enter
	n=$(ls samples/*.zgn | wc -l)
	for c in "validate" "convert -o $tmp/c.zgn" "select --player alice -o $tmp/s.zgn" "stats"; do
		: >"$tmp/raw"
		tmux -S "$sock" pipe-pane -t t "cat >>$tmp/raw"
		keys C-l "./zertz $c samples/*.zgn >/dev/null; echo done-$$" Enter
		shows "$c: done" "^done-$$"
		tmux -S "$sock" pipe-pane -t t
		verb=$(case $c in validate) echo validated ;; stats) echo "" ;; *) echo converted ;; esac)
		is "$c: the progress line, rewritten in place" \
			"$(tr '\r' '\n' <"$tmp/raw" | grep -c "^zertz: .*$n of $n records${verb:+ $verb}, [0-9]* a second, 0:00 left")" 1
		is "$c: erased before the summary" "$(tr '\r' '\n' <"$tmp/raw" | grep -c '^.\[Kzertz: [0-9]* games')" \
			"$(case $c in stats) echo 0 ;; *) echo 1 ;; esac)"
	done
	for c in "validate samples/*.zgn 2>&1 | cat" "validate -q samples/*.zgn" \
		"convert -t zgn samples/isolation.zgn samples/custom.zgn"; do
		: >"$tmp/raw"
		tmux -S "$sock" pipe-pane -t t "cat >>$tmp/raw"
		keys C-l "./zertz $c; echo done-$$" Enter
		shows "$c: done" "^done-$$"
		tmux -S "$sock" pipe-pane -t t
		# (the run went: its summary, but with -q)
		is "no progress: $c" "$(grep -c 'records' "$tmp/raw") $(grep -c 'zertz: [0-9]* games' "$tmp/raw")" \
			"0 $(case $c in *-q*) echo 0 ;; *) echo 1 ;; esac)"
	done
	# (the pane's last bytes written before the folder goes)
	sleep 0.3
fi

report
