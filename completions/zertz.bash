# bash completion for zertz(1)
#
# bash cuts the line into words at '=' and ':' as well as at blanks
# (COMP_WORDBREAKS), so "--rules free-ring=adj" reaches a completion
# function as several words.  _zertz reads the line itself instead, cut at
# blanks only: the word being completed is everything from the last blank
# to the cursor ("--format=te", "free-ring=adjacent,rep"), and what it
# offers is put back relative to the part of that word bash replaces.

# _zertz_values WORD CANDIDATE...: the candidates that complete WORD
_zertz_values()
{
	local word=$1 c
	shift
	for c in "$@"; do
		[[ $c == "$word"* ]] && printf '%s\n' "$c"
	done
}

# NAME=VALUE,... of --rules and --with-rules: the last item of the list
_zertz_rules()
{
	local word=$1 head item name
	case $word in
	*,*) head=${word%,*}, item=${word##*,} ;;
	*) head= item=$word ;;
	esac
	case $item in
	*=*)
		name=${item%%=*}
		local values
		case $name in
		variant) values="standard blitz" ;;
		marbles) values="5/7/9 6/8/10" ;;
		win) values="4/5/6/3 3/4/5/2" ;;
		free-ring) values="adjacent any-two" ;;
		supply) values="pool-first per-colour" ;;
		isolation) values="auto optional" ;;
		no-move) values="lose draw" ;;
		repetition) values="3 off" ;;
		both-lose) values="on off" ;;
		missed-capture) values="error stand" ;;
		esac
		local v
		for v in $values; do
			[[ $name=$v == "$item"* ]] && printf '%s\n' "$head$name=$v"
		done
		;;
	*)
		local n
		for n in variant marbles win free-ring supply isolation no-move repetition both-lose missed-capture; do
			[[ $n= == "$item"* ]] && printf '%s\n' "$head$n="
		done
		;;
	esac
}

_zertz()
{
	local line=${COMP_LINE:0:COMP_POINT}
	local word=${line##*[[:blank:]]}
	local -a words
	read -ra words <<<"${line%"$word"}"
	local cmd=${words[1]} prev=${words[${#words[@]}-1]} opt= value=$word
	local commands="analyze convert explain explore help index perft puzzles render replay select stats validate"
	# the selection options of validate, convert, select and stats
	local sel="--player --not-player --first --second --winner --event --kind --board --variant --with-rules --result --reason --date --turns --game --reaches --position --valid --invalid --unique"
	local -a out=()
	local nospace= files=

	if [ "${#words[@]}" -le 1 ]; then
		mapfile -t out < <(_zertz_values "$word" $commands -V --version --help)
	else
		# the option whose value is being typed: "--opt=VALUE" or "--opt VALUE"
		case $word in
		--*=*) opt=${word%%=*} value=${word#*=} ;;
		*) case $prev in -*) opt=$prev ;; esac ;;
		esac
		case $opt in
		--from|-f) mapfile -t out < <(_zertz_values "$value" auto zgn sgf json yaml) ;;
		-t|--to|--format|-T)
			# the output format: one name, each command its own formats
			case $cmd in
			validate) mapfile -t out < <(_zertz_values "$value" text json) ;;
			stats) mapfile -t out < <(_zertz_values "$value" text csv json) ;;
			explore) mapfile -t out < <(_zertz_values "$value" text json csv) ;;
			puzzles) mapfile -t out < <(_zertz_values "$value" zgn html) ;;
			render) mapfile -t out < <(_zertz_values "$value" ascii svg html) ;;
			analyze) mapfile -t out < <(_zertz_values "$value" facts zgn zen sgf json jsonl yaml zertz3d) ;;
			*) mapfile -t out < <(_zertz_values "$value" zgn json jsonl yaml sgf zertz3d position zip zen) ;;
			esac ;;
		--by) mapfile -t out < <(_zertz_values "$value" board variant player year) ;;
		--removed) mapfile -t out < <(_zertz_values "$value" hide ghost) ;;
		--coords) mapfile -t out < <(_zertz_values "$value" edge all none) ;;
		--page) mapfile -t out < <(_zertz_values "$value" a4 letter) ;;
		--charset) mapfile -t out < <(_zertz_values "$value" ascii unicode) ;;
		--color) mapfile -t out < <(_zertz_values "$value" auto always never) ;;
		--lang) mapfile -t out < <(_zertz_values "$value" cs de en es fr it nl pl) ;;
		--board)
			if [ "$cmd" = perft ]; then mapfile -t out < <(_zertz_values "$value" $(zertz --values board 2>/dev/null))
			else mapfile -t out < <(_zertz_values "$value" $(zertz --values board 2>/dev/null) custom); fi ;;
		--kind) mapfile -t out < <(_zertz_values "$value" $(zertz --values kind 2>/dev/null)) ;;
		--variant) mapfile -t out < <(_zertz_values "$value" $(zertz --values variant 2>/dev/null)) ;;
		--result) mapfile -t out < <(_zertz_values "$value" 1-0 0-1 1/2-1/2 0-0 '*') ;;
		--reason) mapfile -t out < <(_zertz_values "$value" $(zertz --values reason 2>/dev/null)) ;;
		--game)
			# perft's game; elsewhere --game is a number or ranges
			[ "$cmd" = perft ] && mapfile -t out < <(_zertz_values "$value" $(zertz --values kind 2>/dev/null)) ;;
		-W) mapfile -t out < <(_zertz_values "$value" error) ;;
		--rules|--with-rules)
			mapfile -t out < <(_zertz_rules "$value")
			[[ ${#out[@]} -eq 1 && ${out[0]} == *= ]] && nospace=1 ;;
		--each|--css|-o|--output|--db) files=1 ;;
		--player|--not-player|--first|--second|--winner|--event|--date|--turns|--reaches|--position|--at|--depth|--size|--min-games|--min-prefix|--max-errors|-j|--jobs|--shard|--examples)
			# a name, a number or a string: no file names
			;;
		*) opt= ;;
		esac
		if [ -n "$opt" ]; then
			# "--opt=": the values come back with it
			[[ $word == --*=* ]] && out=("${out[@]/#/$opt=}")
		elif [ "$cmd" = help ]; then
			mapfile -t out < <(_zertz_values "$word" $commands)
		elif [ "$cmd" = explain ]; then
			mapfile -t out < <(_zertz_values "$word" $(zertz explain --list 2>/dev/null |
				awk '{ print $1; gsub(/[][]/, "", $NF); print $NF }' | sort -u))
		elif [[ $word == -* ]]; then
			local o=
			case $cmd in
			validate) o="-q -v -r -R -t -o -f -j -W -h --quiet --verbose --recursive --dereference-recursive --format --output --json --jobs --max-errors --color --from --rules --help $sel" ;;
			replay) o="-q -i -r -R -f -t -o -h --quiet --interactive --recursive --dereference-recursive --format --output --at --position --color --lang --from --rules --help $sel" ;;
			convert) o="-q -r -R -f -t -o -j -h --quiet --recursive --dereference-recursive --at --keep-invalid --max-errors --color --from --format --to --output --jobs --rules --help $sel" ;;
			select) o="-q -r -R -f -t -o -j -h --quiet --recursive --dereference-recursive --at --keep-invalid --max-errors --color --from --format --to --output --jobs --rules --help $sel" ;;
			analyze) o="-q -r -R -f -k -t -o -j -h --quiet --recursive --dereference-recursive --from --horizon --budget --last --proof --check-proof --cache --no-cache --position --format --output --jobs --shard --max-errors --color --lang --rules --help $sel" ;;
			render) o="-q -r -R -f -j -t -T -o -h --quiet --jobs --recursive --dereference-recursive --format --output --at --position --each --clean --title --sheet --diagrams --every --trays --legend --columns --page --removed --coords --charset --size --css --flip --rotate --explorer --db --plies --min-games --max-errors --color --lang --from --rules --help $sel" ;;
			stats) o="-q -r -R -f -j -t -o -h --quiet --recursive --dereference-recursive --output --by --format --min-games --signature --duplicates --min-prefix --max-errors --color --lang --from --jobs --rules --help $sel" ;;
			perft) o="-h --board --game --depth --position --rules --help" ;;
			puzzles) o="-q -r -R -f -k -t -o -j -h --quiet --recursive --dereference-recursive --from --horizon --budget --last --cache --no-cache --format --output --jobs --shard --max-errors --color --lang --rules --help $sel" ;;
			index) o="-q -r -R -f -j -k -h --quiet --recursive --dereference-recursive --from --db --cache --horizon --budget --jobs --max-errors --color --rules --help $sel" ;;
			explore) o="-q -t -o -f -k -h --quiet --db --format --output --examples --horizon --budget --at --from --rules --help $sel" ;;
			esac
			mapfile -t out < <(_zertz_values "$word" $o)
		else
			files=1
		fi
	fi
	if [ -n "$files" ]; then
		compopt -o filenames 2>/dev/null
		mapfile -t out < <(compgen -f -- "$word")
	fi
	[ -n "$nospace" ] && compopt -o nospace 2>/dev/null
	# readline replaces only the end of the word after its last break
	# ('=' and ':' of COMP_WORDBREAKS; COMP_WORDS has the break itself as
	# a word when the cursor follows it, so it is of no help here)
	local rest=$word keep
	[[ $COMP_WORDBREAKS == *=* ]] && rest=${rest##*=}
	[[ $COMP_WORDBREAKS == *:* ]] && rest=${rest##*:}
	keep=${word%"$rest"}
	COMPREPLY=("${out[@]#"$keep"}")
}
complete -F _zertz zertz
