#!/bin/sh
# One truth about every game: validate, convert and stats must give the
# same counts and the same results over the same inputs.
#
#   agree.sh VALIDATE.json VALIDATE.err CONVERT.jsonl CONVERT.err STATS.csv
#
# validate --json gives one line per record; convert -t jsonl writes the
# valid ones, each with the result token the replay established (or the
# one declared); stats --format csv counts them by how they ended.
# Prints what it compared; exits 1 on the first disagreement.
vjson=$1 verr=$2 cjson=$3 cerr=$4 scsv=$5
fail=0
say() { echo "corpus-check: $*"; }
differ() { say "validate, convert and stats disagree: $*"; fail=1; }

# the three summaries: "N games, V valid, I invalid" / "N games read,
# W written, P with problems" / the games and invalid rows of stats
set -- $(sed -n 's/^zertz: \([0-9]*\) games\{0,1\}, \([0-9]*\) valid, \([0-9]*\) invalid.*/\1 \2 \3/p' "$verr")
vn=$1 vv=$2 vi=$3
set -- $(sed -n 's/^zertz: \([0-9]*\) games\{0,1\} read, \([0-9]*\) written, \([0-9]*\) with problems.*/\1 \2 \3/p' "$cerr")
cn=$1 cw=$2 cp=$3
sn=$(sed -n 's/^all,games,total,,//p' "$scsv")
si=$(sed -n 's/^all,results,invalid,,//p' "$scsv")
# the inputs that held no game, counted apart by each ("; N inputs held
# no game"), and each a line of validate --json with "game":null
vx=$(sed -n 's/^zertz: .*; \([0-9]*\) inputs\{0,1\} held no game$/\1/p' "$verr")
cx=$(sed -n 's/^zertz: .*; \([0-9]*\) inputs\{0,1\} held no game$/\1/p' "$cerr")
sx=$(sed -n 's/^all,games,inputs_without_a_game,,//p' "$scsv")
vx=${vx:-0} cx=${cx:-0} sx=${sx:-0}
# (a line of "game":null and no error says what is no game and no failure:
# a raw history, an empty member)
jn=$(grep -c '"game":null' "$vjson")
jx=$(grep '"game":null' "$vjson" | grep -c '"level":"error"')
if [ -z "$vn" ] || [ -z "$cn" ] || [ -z "$sn" ]; then
	differ "a summary is missing"
elif [ "$vn" != "$cn" ] || [ "$vn" != "$sn" ] || [ "$vv" != "$cw" ] || [ "$vi" != "$cp" ] ||
     [ "$vi" != "$si" ] || [ $((vv + vi)) != "$vn" ] || [ "$vx" != "$cx" ] || [ "$vx" != "$sx" ] ||
     [ "$vx" != "$jx" ] || [ "$(wc -l <"$vjson")" != $((vn + jn)) ]; then
	differ "records $vn/$cn/$sn, valid $vv/$cw written, invalid $vi/$cp/$si, no game $vx/$cx/$sx/$jx"
else
	say "validate, convert and stats count $vn records, $vv valid, $vi invalid, $vx inputs without a game"
fi

# every written game has a result, and the same as validate's
awk '
FNR == 1 { file++ }
file == 1 && /"valid":true/ {
	if (match($0, /"token":"[^"]*"/)) v[substr($0, RSTART + 9, RLENGTH - 10)]++
}
file == 2 {
	if (match($0, /"result":\{"token":"[^"]*"/)) c[substr($0, RSTART + 19, RLENGTH - 20)]++
	else missing++
}
END {
	for (t in v) if (v[t] != c[t]) { print "token " t ": " v[t] " / " c[t]; bad = 1 }
	for (t in c) if (!(t in v)) { print "token " t ": 0 / " c[t]; bad = 1 }
	if (missing) { print missing " written games without a result"; bad = 1 }
	exit bad
}' "$vjson" "$cjson" >"$cjson.diff" || { differ "results: $(cat "$cjson.diff")"; }
[ -s "$cjson.diff" ] || say "every written game has a result, the one validate gives"

# stats counts the same endings and winners as validate
awk -F, '
FNR == 1 { file++ }
file == 1 && /"valid":true/ {
	r = ""; w = ""; s = ""
	if (match($0, /"reason":"[^"]*"/)) r = substr($0, RSTART + 10, RLENGTH - 11)
	if (match($0, /"set":"[^"]*"/)) s = substr($0, RSTART + 7, RLENGTH - 8)
	if (match($0, /"winner":"[^"]*"/)) w = substr($0, RSTART + 10, RLENGTH - 11)
	end[r == "win" ? s : r]++
	if (w == "first") first++
	if (w == "second") second++
	if (w == "none") draws++
}
# (CSV: group,section,key,field,value)
file == 2 && $1 == "all" && $2 == "results" && $3 != "invalid" { stats[$3] = $5 }
file == 2 && $1 == "all" && $2 == "score" {
	if ($3 == "first_player_wins") sfirst = $5
	if ($3 == "second_player_wins") ssecond = $5
	if ($3 == "draws") sdraws = $5
}
END {
	for (k in stats) if (stats[k] != end[k] + 0) { print k ": " end[k] + 0 " / " stats[k]; bad = 1 }
	for (k in end) if (!(k in stats)) { print k ": " end[k] " / none"; bad = 1 }
	if (first != sfirst || second != ssecond || draws != sdraws) {
		print "winners " first "/" second "/" draws " against " sfirst "/" ssecond "/" sdraws
		bad = 1
	}
	exit bad
}' "$vjson" "$scsv" >"$scsv.diff" || { differ "endings: $(cat "$scsv.diff")"; }
[ -s "$scsv.diff" ] || say "stats counts every ending and winner as validate gives them"
exit $fail
