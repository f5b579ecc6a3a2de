#!/bin/sh
# Every option of each subcommand's usage line is in the SYNOPSIS of
# zertz(1), and every option of the SYNOPSIS is in a usage line.
cd "$(dirname "$0")/.." || exit 2
command -v mandoc >/dev/null 2>&1 || { echo 'check-man: mandoc not installed, skipped'; exit 0; }
syn=$(mandoc -Tascii man/zertz.1 | sed 's/.\x08//g' | sed -n '/^SYNOPSIS/,/^DESCRIPTION/p')
fail=0
for cmd in validate replay convert render stats perft explain help; do
	if [ "$cmd" = help ]; then usage=$(./zertz help help); else usage=$(./zertz "$cmd" -h); fi
	line=$(echo "$syn" | tr '\n' ' ' | sed "s/.*zertz $cmd//; s/ zertz .*//")
	for opt in $(echo "$usage" | grep -o -- '-[-a-zA-Z]*' | sort -u); do
		echo "$line" | grep -q -- "$opt" || { echo "man: '$cmd $opt' is not in the SYNOPSIS"; fail=1; }
	done
	for opt in $(echo "$line" | grep -o -- '-[-a-zA-Z]*' | sort -u); do
		echo "$usage" | grep -q -- "$opt" || { echo "man: SYNOPSIS '$cmd $opt' is not in the usage"; fail=1; }
	done
done
# every diagnostic code is in DIAGNOSTICS, and zertz explain knows it
page=$(mandoc -Tascii man/zertz.1 | sed 's/.\x08//g')
for code in $(./zertz explain --list); do
	echo "$page" | grep -q -- "^ *$code\b" || { echo "man: code '$code' is not in DIAGNOSTICS"; fail=1; }
	./zertz explain "$code" | grep -q '^what to do: .' || { echo "explain: '$code' has no advice"; fail=1; }
done
[ $fail = 0 ] && echo 'check-man: synopsis matches usage, every code is documented'
exit $fail
