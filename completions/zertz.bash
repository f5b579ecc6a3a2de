# bash completion for zertz(1)
_zertz()
{
	local cur prev cmd i
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}
	local commands="convert explain help perft render replay stats validate"
	if [ "$COMP_CWORD" -eq 1 ]; then
		COMPREPLY=($(compgen -W "$commands --version --help" -- "$cur"))
		return
	fi
	cmd=${COMP_WORDS[1]}
	case $prev in
	--from|-f)
		COMPREPLY=($(compgen -W "auto zgn sgf json yaml" -- "$cur")); return ;;
	-t|--to)
		COMPREPLY=($(compgen -W "zgn json jsonl yaml sgf zertz3d position" -- "$cur")); return ;;
	-T)
		COMPREPLY=($(compgen -W "ascii svg" -- "$cur")); return ;;
	--by)
		COMPREPLY=($(compgen -W "board variant player year" -- "$cur")); return ;;
	--format)
		COMPREPLY=($(compgen -W "text csv json" -- "$cur")); return ;;
	--removed)
		COMPREPLY=($(compgen -W "hide ghost" -- "$cur")); return ;;
	--coords)
		COMPREPLY=($(compgen -W "edge all none" -- "$cur")); return ;;
	--charset)
		COMPREPLY=($(compgen -W "ascii unicode" -- "$cur")); return ;;
	--board)
		COMPREPLY=($(compgen -W "37 40 43 44 48 61" -- "$cur")); return ;;
	--game)
		# perft's game; replay's and render's --game is a number
		[ "$cmd" = perft ] && { COMPREPLY=($(compgen -W "zertz tzaar" -- "$cur")); return; } ;;
	-W)
		COMPREPLY=($(compgen -W "error" -- "$cur")); return ;;
	--rules)
		# NAME=VALUE, the values of the name being typed
		local opts="variant= marbles= win= free-ring= supply= isolation= no-move= repetition= both-lose= missed-capture="
		case $cur in
		variant=*) COMPREPLY=($(compgen -W "variant=standard variant=blitz" -- "$cur")) ;;
		free-ring=*) COMPREPLY=($(compgen -W "free-ring=adjacent free-ring=any-two" -- "$cur")) ;;
		supply=*) COMPREPLY=($(compgen -W "supply=pool-first supply=per-colour" -- "$cur")) ;;
		isolation=*) COMPREPLY=($(compgen -W "isolation=auto isolation=optional" -- "$cur")) ;;
		no-move=*) COMPREPLY=($(compgen -W "no-move=lose no-move=draw" -- "$cur")) ;;
		repetition=*) COMPREPLY=($(compgen -W "repetition=3 repetition=off" -- "$cur")) ;;
		both-lose=*) COMPREPLY=($(compgen -W "both-lose=on both-lose=off" -- "$cur")) ;;
		missed-capture=*) COMPREPLY=($(compgen -W "missed-capture=error missed-capture=stand" -- "$cur")) ;;
		*) COMPREPLY=($(compgen -W "$opts" -- "$cur")); compopt -o nospace 2>/dev/null ;;
		esac
		return ;;
	--each|--css|-o|--output)
		COMPREPLY=($(compgen -f -- "$cur")); return ;;
	esac
	if [ "$cmd" = help ]; then
		COMPREPLY=($(compgen -W "$commands" -- "$cur"))
		return
	fi
	if [ "$cmd" = explain ]; then
		COMPREPLY=($(compgen -W "$(zertz explain --list 2>/dev/null | awk '{ print $1; gsub(/[][]/, "", $NF); print $NF }' | sort -u)" -- "$cur"))
		return
	fi
	if [[ $cur == -* ]]; then
		local o
		case $cmd in
		validate) o="-q -r --json -W -j --max-errors --from --rules --help" ;;
		replay) o="--at --position --game --from --rules --help" ;;
		convert) o="-q -r -f -t -o -j --at --keep-invalid --max-errors --from --to --output --jobs --rules --help" ;;
		render) o="-T -o --at --position --game --each --sheet --removed --coords --charset --size --css --flip --rotate --from --rules --help" ;;
		stats) o="-r -j --by --format --player --min-games --signature --duplicates --min-prefix --from --jobs --rules --help" ;;
		perft) o="--board --game --depth --position --rules --help" ;;
		esac
		COMPREPLY=($(compgen -W "$o" -- "$cur"))
		return
	fi
	COMPREPLY=($(compgen -f -- "$cur"))
}
complete -o filenames -F _zertz zertz
