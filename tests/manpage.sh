#!/bin/sh
# Every option of each subcommand's usage line is in the SYNOPSIS of
# zertz(1), and every option of the SYNOPSIS is in a usage line.
cd "$(dirname "$0")/.." || exit 2
command -v mandoc >/dev/null 2>&1 || { echo 'check-man: mandoc not installed, skipped'; exit 0; }
syn=$(mandoc -Tascii man/zertz.1 | sed 's/.\x08//g' | sed -n '/^SYNOPSIS/,/^DESCRIPTION/p')
fail=0
# the commands zertz help lists: a new one is checked without a word here
cmds=$(./zertz help | sed -n 's/^  \([a-z]*\) .*/\1/p')
[ "$(echo "$cmds" | wc -w)" -ge 10 ] || { echo "man: zertz help lists $(echo $cmds)"; fail=1; }
for cmd in $cmds; do
	if [ "$cmd" = help ]; then usage=$(./zertz help help); else usage=$(./zertz "$cmd" -h | head -n 1); fi
	line=$(echo "$syn" | tr '\n' ' ' | sed "s/.*zertz $cmd//; s/ zertz .*//")
	for opt in $(echo "$usage" | grep -o -- '-[-a-zA-Z]*' | sort -u); do
		echo "$line" | grep -q -- "$opt" || { echo "man: '$cmd $opt' is not in the SYNOPSIS"; fail=1; }
	done
	for opt in $(echo "$line" | grep -o -- '-[-a-zA-Z]*' | sort -u); do
		echo "$usage" | grep -q -- "$opt" || { echo "man: SYNOPSIS '$cmd $opt' is not in the usage"; fail=1; }
	done
done
# the bash completion offers every option of each usage line
for cmd in $(echo "$cmds" | grep -v '^explain$\|^help$'); do
	# shellcheck disable=SC2016
	comp=$(bash -c '. completions/zertz.bash; COMP_WORDS=(zertz "$1" -); COMP_CWORD=2
		COMP_LINE="zertz $1 -"; COMP_POINT=${#COMP_LINE}; _zertz; echo "${COMPREPLY[*]}"' sh "$cmd")
	# the options of the usage lines, and of the option list (short and long)
	for opt in $({ ./zertz "$cmd" -h | sed -n 1,2p | grep -o -- '-[-a-zA-Z]*'
		./zertz "$cmd" -h | awk '/^    -|^        --/ { for (i = 1; i <= NF && $i ~ /^-/; i++) { sub(/,$/, "", $i); print $i } }'; } | sort -u); do
		echo " $comp " | grep -q -- " $opt " || { echo "completion: '$cmd $opt' is not offered"; fail=1; }
	done
done
# every selection option is documented under Selection
sel=$(mandoc -Tascii man/zertz.1 | sed 's/.\x08//g' | sed -n '/^   Selection/,/^   stats/p')
for opt in $(./zertz select -h | sed -n 2p | grep -o -- '--[-a-z]*' | sort -u); do
	echo "$sel" | grep -q -- "$opt" || { echo "man: selection option '$opt' is not under Selection"; fail=1; }
done
# every diagnostic code is in DIAGNOSTICS, and zertz explain knows it
page=$(mandoc -Tascii man/zertz.1 | sed 's/.\x08//g')
for code in $(./zertz explain --list | cut -d" " -f1); do
	echo "$page" | grep -q -- "^ *$code\b" || { echo "man: code '$code' is not in DIAGNOSTICS"; fail=1; }
	./zertz explain "$code" | grep -q '^what to do: .' || { echo "explain: '$code' has no advice"; fail=1; }
	# (a code without an example or advice once said "(null)" here)
	! ./zertz explain "$code" | grep -q '(null)' || { echo "explain: '$code' says (null)"; fail=1; }
done
# quotes as a terminal shows them: every opening quote closed before the
# next one opens (mdoc's Sq and Ql enclose the rest of their line, so
# ".Pq Sq W , Sq G" nests them: (‘W, ‘G’’) - which mandoc -Tlint lets by)
for m in man/zertz.1 man/zertz.5; do
	mandoc -Tutf8 "$m" | sed 's/.\x08//g' | awk -v m="$m" '
	{
		n = split($0, c, "")
		for (i = 1; i <= n; i++) {
			if (c[i] == "\342" && c[i + 1] == "\200" && c[i + 2] == "\230") {
				if (open) { printf "man: %s: a quote opens inside another: %s\n", m, $0; bad = 1 }
				open = 1; at = $0
			} else if (c[i] == "\342" && c[i + 1] == "\200" && c[i + 2] == "\231") {
				if (!open) { printf "man: %s: a stray closing quote: %s\n", m, $0; bad = 1 }
				open = 0
			}
		}
	}
	END {
		if (open) { printf "man: %s: a quote never closed: %s\n", m, at; bad = 1 }
		exit bad
	}' || fail=1
done
# and in the source: a quoting macro encloses everything after it on its
# line, so "No" or a second quote after it ends up inside: (‘i is never used’)
for m in man/zertz.1 man/zertz.5; do
	awk -v m="$m" '/^\./ {
		q = 0
		for (i = 1; i <= NF; i++) {
			if (q && ($i == "No" || $i == "Sq" || $i == "Ql" || $i == "Dq" || $i == "Qq")) {
				printf "man: %s:%d: \"%s\" falls inside the quote before it: %s\n", m, NR, $i, $0
				bad = 1
				break
			}
			if ($i == "Sq" || $i == "Ql" || $i == "Dq" || $i == "Qq")
				q = 1
		}
	}
	END { exit bad }' "$m" || fail=1
done
[ $fail = 0 ] && echo 'check-man: synopsis matches usage, every code is documented, quotes pair'

exit $fail
