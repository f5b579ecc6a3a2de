#!/bin/sh
# Completion as a person meets it: an interactive bash and an interactive
# zsh in tmux, each with zertz's completion loaded; keys are typed with
# send-keys and the line is read back with capture-pane.  The expected
# lines are what the options and their values are (zertz(1)), written out
# by hand.  Without tmux (or zsh) the test says so and is skipped: it is
# not counted as passed.
cd "$(dirname "$0")/.." || exit 2
command -v tmux >/dev/null 2>&1 || { echo "completion: SKIPPED: tmux is not installed (sh tests/deps.sh installs it)"; exit 0; }
top=$(pwd)
pass=0 fail=0 skipped=
tmp=$(mktemp -d) || exit 2
sock="$tmp/tmux-none"
trap 'tmux -S "$sock" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
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

# type KEYS (tmux key names: Tab, C-u, ...) then read the line the cursor is on
line_after() {
	tmux -S "$sock" send-keys -t t C-u
	tmux -S "$sock" send-keys -t t -l "$1"
	shift
	[ $# -gt 0 ] && tmux -S "$sock" send-keys -t t "$@"
	settle
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

expect() {
	if [ "$2" = "$3" ]; then
		pass=$((pass + 1))
	else
		echo "FAIL completion ($shell): $1"
		printf '  expected: %s\n  got:      %s\n' "$3" "$2"
		fail=$((fail + 1))
	fi
}

start() {
	tmux -S "$sock" kill-server 2>/dev/null
	sock="$tmp/tmux-$shell"
	tmux -S "$sock" -f /dev/null new-session -d -s t -x 200 -y 40 -c "$tmp/files" \
		"env -i HOME=$tmp TERM=xterm PATH=$tmp/bin:/usr/bin:/bin $*"
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
expect "a command" "$(line_after 'zertz vali' Tab)" '$ zertz validate'
expect "an option" "$(line_after 'zertz validate --max-e' Tab)" '$ zertz validate --max-errors'
expect "a rule's name, no space after '='" "$(line_after 'zertz validate --rules free-r' Tab)" \
	'$ zertz validate --rules free-ring='
expect "a rule's value after '='" "$(line_after 'zertz validate --rules free-ring=ad' Tab)" \
	'$ zertz validate --rules free-ring=adjacent'
expect "the next item of a comma list" "$(line_after 'zertz validate --rules free-ring=adjacent,repe' Tab)" \
	'$ zertz validate --rules free-ring=adjacent,repetition='
expect "its value" "$(line_after 'zertz validate --rules free-ring=adjacent,repetition=o' Tab)" \
	'$ zertz validate --rules free-ring=adjacent,repetition=off'
expect "--with-rules as --rules" "$(line_after 'zertz select --with-rules both-lose=of' Tab)" \
	'$ zertz select --with-rules both-lose=off'
expect "--format=VALUE" "$(line_after 'zertz stats --format=c' Tab)" '$ zertz stats --format=csv'
expect "--format VALUE" "$(line_after 'zertz stats --format j' Tab)" '$ zertz stats --format json'
expect "-t VALUE, each command its formats" "$(line_after 'zertz validate -t j' Tab)" '$ zertz validate -t json'
expect "the output formats of render" "$(line_after 'zertz render --format=s' Tab)" '$ zertz render --format=svg'
expect "--color=VALUE" "$(line_after 'zertz validate --color=alw' Tab)" '$ zertz validate --color=always'
expect "--kind" "$(line_after 'zertz select --kind tz' Tab)" '$ zertz select --kind tzaar'
expect "the values of --format listed" "$(screen_after 'zertz stats --format=' Tab Tab | sed -n 2p | tr -s ' ')" \
	'csv json text'
expect "no file names after --at" "$(screen_after 'zertz replay --at ' Tab Tab | wc -l | tr -d ' ')" 1
expect "no file names after --player" "$(line_after 'zertz validate --player ga' Tab)" '$ zertz validate --player ga'
expect "a file name" "$(line_after 'zertz validate game-' Tab)" '$ zertz validate game-one.zgn'
expect "a file name after -o" "$(line_after 'zertz convert -t zgn -o game-' Tab)" '$ zertz convert -t zgn -o game-one.zgn'
expect "explain's codes" "$(line_after 'zertz explain capture-f' Tab)" '$ zertz explain capture-forced'

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
	expect "a command" "$(line_after 'zertz vali' Tab)" '$ zertz validate'
	# zsh's way: an option that takes a value comes with its '=', a list item with its ','
	expect "an option" "$(line_after 'zertz validate --max-e' Tab)" '$ zertz validate --max-errors='
	expect "a rule's name" "$(line_after 'zertz validate --rules free-r' Tab)" '$ zertz validate --rules free-ring='
	expect "a rule's value" "$(line_after 'zertz validate --rules free-ring=ad' Tab)" \
		'$ zertz validate --rules free-ring=adjacent,'
	expect "the output formats of render" "$(line_after 'zertz render --format=s' Tab)" '$ zertz render --format=svg'
	expect "no file names after --at" "$(line_after 'zertz replay --at ga' Tab)" '$ zertz replay --at ga'
	expect "the next item of a comma list" "$(line_after 'zertz validate --rules free-ring=adjacent,repe' Tab)" \
		'$ zertz validate --rules free-ring=adjacent,repetition='
	expect "--format=VALUE" "$(line_after 'zertz stats --format=c' Tab)" '$ zertz stats --format=csv'
	expect "--color=VALUE" "$(line_after 'zertz validate --color=alw' Tab)" '$ zertz validate --color=always'
	expect "--kind" "$(line_after 'zertz select --kind tz' Tab)" '$ zertz select --kind tzaar'
	expect "no file names after --player" "$(line_after 'zertz validate --player ga' Tab)" '$ zertz validate --player ga'
	expect "a file name" "$(line_after 'zertz validate game-' Tab)" '$ zertz validate game-one.zgn'
	expect "explain's codes" "$(line_after 'zertz explain capture-f' Tab)" '$ zertz explain capture-forced'
else
	skipped=" (zsh: SKIPPED, zsh is not installed)"
fi

echo "completion: $pass passed, $fail failed$skipped"
[ "$fail" = 0 ]
