# bash completion for zertz(1)
_zertz()
{
	local cur prev cmd i
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}
	local commands="convert explain help perft render replay select stats validate"
	# the selection options of validate, convert, select and stats
	local sel="--player --first --second --winner --event --kind --board --variant --with-rules --result --reason --date --turns --game --position --valid --invalid --unique"
	if [ "$COMP_CWORD" -eq 1 ]; then
		COMPREPLY=($(compgen -W "$commands -V --version --help" -- "$cur"))
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
	--color)
		COMPREPLY=($(compgen -W "auto always never" -- "$cur")); return ;;
	--board)
		if [ "$cmd" = perft ]; then COMPREPLY=($(compgen -W "37 40 43 44 48 61" -- "$cur"))
		else COMPREPLY=($(compgen -W "37 40 43 44 48 61 custom" -- "$cur")); fi
		return ;;
	--kind)
		COMPREPLY=($(compgen -W "zertz tzaar" -- "$cur")); return ;;
	--variant)
		COMPREPLY=($(compgen -W "standard blitz custom" -- "$cur")); return ;;
	--result)
		COMPREPLY=($(compgen -W "1-0 0-1 1/2-1/2 0-0 '*'" -- "$cur")); return ;;
	--reason)
		COMPREPLY=($(compgen -W "win board-full no-move repetition both-lose resignation time agreement declared no-tzaar no-tzarra no-tott no-capture" -- "$cur")); return ;;
	--player|--first|--second|--winner|--event|--date|--turns|--position|--at|--depth|--size|--min-games|--min-prefix|--max-errors|-j|--jobs)
		# a name, a number or a string: no file names
		COMPREPLY=(); return ;;
	--game)
		# perft's game; elsewhere --game is a number or ranges
		[ "$cmd" = perft ] && COMPREPLY=($(compgen -W "zertz tzaar" -- "$cur")) || COMPREPLY=()
		return ;;
	-W)
		COMPREPLY=($(compgen -W "error" -- "$cur")); return ;;
	--rules|--with-rules)
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
		validate) o="-q -r --json -W -j --max-errors --color --from --rules --help $sel" ;;
		replay) o="--at --position --game --color --from --rules --help" ;;
		convert) o="-q -r -f -t -o -j --at --keep-invalid --max-errors --color --from --to --output --jobs --rules --help $sel" ;;
		select) o="-q -r -f -t -o -j --at --keep-invalid --max-errors --color --from --to --output --jobs --rules --help $sel" ;;
		render) o="-T -o --at --position --game --each --sheet --removed --coords --charset --size --css --flip --rotate --color --from --rules --help" ;;
		stats) o="-r -j --by --format --min-games --signature --duplicates --min-prefix --from --jobs --rules --help $sel" ;;
		perft) o="--board --game --depth --position --rules --help" ;;
		esac
		COMPREPLY=($(compgen -W "$o" -- "$cur"))
		return
	fi
	COMPREPLY=($(compgen -f -- "$cur"))
}
complete -o filenames -F _zertz zertz
