#!/bin/sh
# Completion as a person meets it: an interactive bash and an interactive
# zsh in tmux, each with zertz's completion loaded; keys are typed with
# send-keys and the line is read back with capture-pane.  The expected
# lines are what the options and their values are (zertz(1)), written out
# by hand.  Without tmux (or zsh) the test says so and is skipped: it is
# not counted as passed.
cd "$(dirname "$0")/.." || exit 2
suite=completion
. tests/lib.sh
command -v tmux >/dev/null 2>&1 || { skip 1 "tmux is not installed (sh tests/deps.sh installs it)"; report; exit; }
top=$(pwd)
sock="$tmp/tmux-none"
at_exit() { tmux -S "$sock" kill-server 2>/dev/null; }
mkdir "$tmp/bin" "$tmp/files"
ln -s "$top/zertz" "$tmp/bin/zertz"
: >"$tmp/files/game-one.zgn"

# wait until the pane shows the same thing three times in a row, 0.1 s
# apart, after 0.2 s (at most 6 s): a completion that runs a sanitizer
# build of zertz on a loaded machine can take longer than one look
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

# type TYPED and a Tab, and check the line the cursor is on reads WANT.
# The line is looked at until it does (at most 15 s: the shell may still
# be running a sanitizer build of zertz for its list, and the pane then
# shows what was typed, unchanged, for as long as that takes), then until
# it stops changing.  A Tab that reaches the shell while it is still busy
# with the line before can be lost (seen once under ASan on a loaded
# machine: the line stayed as typed for 10 s): if after 8 s the line is
# still what was typed, the Tab is pressed once more.  Where
# nothing should be added, WANT is what was typed and would be seen at
# once: the shell is given a second first.
completes() {
	name=$1 typed=$2 want=$3
	tmux -S "$sock" send-keys -t t C-u
	tmux -S "$sock" send-keys -t t -l "$typed"
	tmux -S "$sock" send-keys -t t Tab
	if [ "$want" = "\$ $typed" ]; then
		sleep 1
	else
		i=0
		while [ $i -lt 150 ] && [ "$(cursor_line)" != "$want" ]; do
			sleep 0.1
			i=$((i + 1))
			if [ $i = 80 ] && [ "$(cursor_line)" = "\$ $typed" ]; then
				tmux -S "$sock" send-keys -t t Tab
			fi
		done
	fi
	settle
	reads "$name" "$(cursor_line)" "$want"
}

cursor_line() {
	y=$(tmux -S "$sock" display -p -t t '#{cursor_y}')
	tmux -S "$sock" capture-pane -p -t t | sed -n "$((y + 1))p" | sed 's/[[:space:]]*$//'
}

# the lines the pane shows after KEYS, the screen cleared first
screen_after() {
	tmux -S "$sock" send-keys -t t C-u C-l
	settle
	tmux -S "$sock" send-keys -t t -l "$1"
	shift
	tmux -S "$sock" send-keys -t t "$@"
	settle
	tmux -S "$sock" capture-pane -p -t t | sed 's/[[:space:]]*$//' | grep -v '^$'
}

# reads NAME GOT WANT: in the shell of the moment, GOT is WANT
reads() { is "($shell) $1" "$2" "$3"; }

start() {
	tmux -S "$sock" kill-server 2>/dev/null
	sock="$tmp/tmux-$shell"
	# (the environment emptied but for ZZ_MUTANT, tests/mutate.sh's choice)
	tmux -S "$sock" -f /dev/null new-session -d -s t -x 200 -y 40 -c "$tmp/files" \
		"env -i HOME=$tmp TERM=xterm PATH=$tmp/bin:/usr/bin:/bin ${ZZ_MUTANT:+ZZ_MUTANT=$ZZ_MUTANT} $*"
	settle
}

# bash
shell=bash
cat >"$tmp/bashrc" <<EOF
PS1='$ '
bind 'set bell-style none'
bind 'set show-all-if-ambiguous off'
. '$top/completions/zertz.bash'
EOF
start bash --noprofile --rcfile "$tmp/bashrc" -i
completes "a command" 'zertz vali' '$ zertz validate'
completes "an option" 'zertz validate --max-e' '$ zertz validate --max-errors'
completes "a rule's name, no space after '='" 'zertz validate --rules free-r' \
	'$ zertz validate --rules free-ring='
completes "a rule's value after '='" 'zertz validate --rules free-ring=ad' \
	'$ zertz validate --rules free-ring=adjacent'
completes "the next item of a comma list" 'zertz validate --rules free-ring=adjacent,repe' \
	'$ zertz validate --rules free-ring=adjacent,repetition='
completes "its value" 'zertz validate --rules free-ring=adjacent,repetition=o' \
	'$ zertz validate --rules free-ring=adjacent,repetition=off'
completes "--with-rules as --rules" 'zertz select --with-rules both-lose=of' \
	'$ zertz select --with-rules both-lose=off'
completes "--format=VALUE" 'zertz stats --format=c' '$ zertz stats --format=csv'
completes "--format VALUE" 'zertz stats --format j' '$ zertz stats --format json'
completes "-t VALUE, each command its formats" 'zertz validate -t j' '$ zertz validate -t json'
completes "the output formats of render" 'zertz render --format=s' '$ zertz render --format=svg'
completes "--color=VALUE" 'zertz validate --color=alw' '$ zertz validate --color=always'
completes "--kind" 'zertz select --kind tz' '$ zertz select --kind tzaar'
reads "the values of --format listed" "$(screen_after 'zertz stats --format=' Tab Tab | sed -n 2p | tr -s ' ')" \
	'csv json text'
reads "no file names after --at" "$(screen_after 'zertz replay --at ' Tab Tab | wc -l | tr -d ' ')" 1
completes "no file names after --player" 'zertz validate --player ga' '$ zertz validate --player ga'
completes "a file name" 'zertz validate game-' '$ zertz validate game-one.zgn'
completes "a file name after -o" 'zertz convert -t zgn -o game-' '$ zertz convert -t zgn -o game-one.zgn'
completes "explain's codes" 'zertz explain capture-f' '$ zertz explain capture-forced'

# zsh
shell=zsh
if command -v zsh >/dev/null 2>&1; then
	cat >"$tmp/.zshrc" <<EOF
PS1='$ '
unsetopt beep
fpath=('$top/completions' \$fpath)
autoload -Uz compinit && compinit -u -d '$tmp/zcompdump'
EOF
	start env ZDOTDIR="$tmp" zsh -i
	completes "a command" 'zertz vali' '$ zertz validate'
	# zsh's way: an option that takes a value comes with its '=', a list item with its ','
	completes "an option" 'zertz validate --max-e' '$ zertz validate --max-errors='
	completes "a rule's name" 'zertz validate --rules free-r' '$ zertz validate --rules free-ring='
	completes "a rule's value" 'zertz validate --rules free-ring=ad' \
		'$ zertz validate --rules free-ring=adjacent,'
	completes "the output formats of render" 'zertz render --format=s' '$ zertz render --format=svg'
	completes "no file names after --at" 'zertz replay --at ga' '$ zertz replay --at ga'
	completes "the next item of a comma list" 'zertz validate --rules free-ring=adjacent,repe' \
		'$ zertz validate --rules free-ring=adjacent,repetition='
	completes "--format=VALUE" 'zertz stats --format=c' '$ zertz stats --format=csv'
	completes "--color=VALUE" 'zertz validate --color=alw' '$ zertz validate --color=always'
	completes "--kind" 'zertz select --kind tz' '$ zertz select --kind tzaar'
	completes "no file names after --player" 'zertz validate --player ga' '$ zertz validate --player ga'
	completes "a file name" 'zertz validate game-' '$ zertz validate game-one.zgn'
	completes "explain's codes" 'zertz explain capture-f' '$ zertz explain capture-forced'
else
	skip 1 "zsh is not installed (sh tests/deps.sh installs it)"
fi

report
