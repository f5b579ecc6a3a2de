#!/bin/sh
# zertz index and zertz explore (cmd/indexdb.h): the index holds each game
# once, by its record's content, and every position it reached; indexing
# again changes nothing; what explore says of a position -- the games
# that reached it, each turn played from it, how it scored -- is what
# select --reaches finds in the same records (another path: the position
# string of every turn compared with the images of the one asked); a
# database of another schema, damaged, or not an index is refused and
# left as it is; a run killed leaves a database SQLite finds whole, which
# a second run completes; strangers' text reaches no terminal raw and no
# spreadsheet as a formula.
cd "$(dirname "$0")/.." || exit 2
suite=explore
. tests/lib.sh
py=python3
# the games: random 37-ring games, their mirror images (other records,
# the same positions up to symmetry), TZAAR's, and the samples
./bench/randgame -n 12 -s 11 >"$tmp/r.zgn" 2>/dev/null
$py tests/mirror.py <"$tmp/r.zgn" >"$tmp/m.zgn"
./bench/randgame -g tzaar -n 2 -s 3 >"$tmp/tz.zgn" 2>/dev/null
set -- "$tmp/r.zgn" "$tmp/m.zgn" "$tmp/tz.zgn" samples/*.zgn samples/tzaar/*.zgn
inputs="$*"
db="$tmp/i.sqlite"
start37=$(./zertz replay -q -t position --at 0 samples/opening.zgn)
# the database as SQL text, and whether SQLite finds it whole
dump() { $py -c 'import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
print("\n".join(c.iterdump()))' "$1"; }
whole() { $py -c 'import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
print(c.execute("pragma integrity_check").fetchone()[0], c.execute("select count(*) from game").fetchone()[0])' "$1"; }
# games select finds that reach position $1 (and --result $2)
reaching() { ./zertz select -q --reaches "$1" ${2:+--result "$2"} $inputs 2>/dev/null | grep -c '^\[Result '; }
# the position after turn $2 played from position $1
after() { printf '[Position "%s"]\n\n1. %s\n' "$1" "$2" | ./zertz replay -q -t position --at 1; }

if part index again explore page; then
# every game once; the positions of each: the start and one a turn
run ./zertz index --db "$db" $inputs
# (the games, as select writes them, each with its Result tag)
games=$(./zertz select -q --keep-invalid $inputs 2>/dev/null | grep -c '^\[Result ')
check "index: status 0" status 0
has_line "index: the games, each new" "$tmp/err" "zertz: $games games read: $games new to the index, 0 known already (the same record)"
is "index: whole, every game" "$(whole "$db")" "ok $games"
# each game's positions numbered from 0 without a gap, ending at its turns
is "index: each game's plies 0 .. turns" "$($py -c 'import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
print(c.execute("select count(*) from game g where turns + 1 != (select count(*) from occurrence o where o.game = g.id) or turns != (select max(ply) from occurrence o where o.game = g.id)").fetchone()[0])' "$db")" 0
fi

if part again; then
# the same records again, and under another name: nothing changes
dump "$db" >"$tmp/before"
cp "$tmp/r.zgn" "$tmp/copy-of-r.zgn"
run ./zertz index --db "$db" $inputs "$tmp/copy-of-r.zgn"
has_line "again: nothing new" "$tmp/err" "zertz: $((games + 12)) games read: 0 new to the index, $((games + 12)) known already (the same record)"
dump "$db" >"$tmp/after"
is "again: the database unchanged" "$(cmp "$tmp/before" "$tmp/after" && echo same)" same
fi

if part explore; then
# the start of 37 rings: its games, and each turn played from it, as
# select --reaches counts them, and scored as the results say
run ./zertz explore --db "$db" -t json "$start37"
check "explore: status 0" status 0
is "explore: the games from the start" "$($py -c 'import json, sys; print(json.load(open(sys.argv[1]))["games"])' "$tmp/out")" \
	"$(reaching "$start37")"
$py -c 'import json, sys
d = json.load(open(sys.argv[1]))
for t in d["turns"]:
    print("%s %d %d %d %s" % (t["turn"], t["games"], t["won"], t["lost"], t["recorded"]))' "$tmp/out" >"$tmp/lines"
n=0
while read -r turn count won lost recorded; do
	n=$((n + 1))
	child=$(after "$start37" "$turn")
	# (the first player moves at the start: 1-0 is a win for the side to move)
	is "explore: $turn: games, won, lost" "$count $won $lost" \
		"$(reaching "$child") $(reaching "$child" 1-0) $(reaching "$child" 0-1)"
	is "explore: $turn: a legal turn from the position" "$recorded" False
done <"$tmp/lines"
# a game and its mirror image: one turn, two games (the random games' first turns)
first=$(sed -n 's/^1\. //p' "$tmp/r.zgn" | head -1)
mirrored=$(sed -n 's/^1\. //p' "$tmp/m.zgn" | head -1)
is "explore: a game and its mirror image on one line" \
	"$(reaching "$(after "$start37" "$first")")" "$(reaching "$(after "$start37" "$mirrored")")"
check "explore: several turns" [ "$n" -ge 5 ]
# ten turns in, asked as its mirror image: one game and its mirror
p10=$(./zertz replay -q -t position --at 10 "$tmp/r.zgn" | head -1)
m10=$(./zertz replay -q -t position --at 10 "$tmp/m.zgn" | head -1)
run ./zertz explore --db "$db" -t csv --examples 2 "$m10"
is "explore: ten turns in, the game and its mirror" "$(sed -n 2p "$tmp/out" | cut -d, -f3)" 2
is "explore: ten turns in, as select counts" "$(reaching "$p10")" 2
check "explore: the examples, each ARCHIVE:MEMBER or FILE" has "$tmp/out" "$tmp/r.zgn"
# --at N: the position after turn N of a record, as replay --at N finds it
./zertz explore --db "$db" -t csv --examples 2 --at 10 "$tmp/m.zgn" >"$tmp/got" 2>/dev/null
is "explore --at 10: as the position string" "$(cmp "$tmp/out" "$tmp/got" && echo same)" same
printf '[Board "37"]\n\n1. %s\n' "$first" | ./zertz explore --db "$db" -t json --at 1 >"$tmp/got"
is "explore --at 1, a record on standard input: the games of its first turn" \
	"$($py -c 'import json, sys; print(json.load(open(sys.argv[1]))["games"])' "$tmp/got")" \
	"$(reaching "$(after "$start37" "$first")")"
expect "explore --at past the end" 2 "zertz: error: --at 99: 'samples/opening.zgn' has only 40 turns" \
	./zertz explore --db "$db" --at 99 samples/opening.zgn
# the text: the same counts
run ./zertz explore --db "$db" "$start37"
has_line "explore: text, the games" "$tmp/out" "games:    $(reaching "$start37")"
run ./zertz explore --db "$db" -k 1 "$start37"
has_line "explore: text, its horizon of one turn" "$tmp/out" "analysis: no forced win, not lost (within 1 turn)"
# a position no game reached
run ./zertz explore --db "$db" "$(after "$start37" "Wd4,a1")"
# TZAAR: its start, its games
tzstart=$(./zertz replay -q -t position --at 0 "$tmp/tz.zgn" | head -1)
run ./zertz explore --db "$db" -t json "$tzstart"
is "explore: TZAAR's start" "$($py -c 'import json, sys; print(json.load(open(sys.argv[1]))["games"])' "$tmp/out")" \
	"$(reaching "$tzstart")"
fi

# render -t html --explorer: the page's data is explore's answer, node by
# node; the turns that lead on are those played often enough, within the
# plies asked, and nothing else does (the page in a browser: viewer.py)
if part page; then
run ./zertz render -t html --explorer --db "$db" --min-games 2 --plies 2 -o "$tmp/page.html"
check "page: status 0" status 0
# the data island, inflated, as JSON
$py -c 'import base64, json, re, sys, zlib
html = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r"<script type=\"application/x-zertz-deflate\" id=\"zz-frames\">([^<]*)</script>", html)
d = json.loads(zlib.decompress(base64.b64decode(m.group(1)), -15))
json.dump({"roots": d["roots"], "nodes": d["nodes"], "frames": len(d["frames"])}, sys.stdout)' "$tmp/page.html" >"$tmp/page.json"
is "page: a frame a node" "$($py -c 'import json, sys
d = json.load(open(sys.argv[1])); print(d["frames"] == len(d["nodes"]))' "$tmp/page.json")" True
# root 0: the 37-ring start, as explore says it
./zertz explore -q --db "$db" -k 0 --examples 0 -t json "$start37" >"$tmp/start.json"
is "page: the first root's turns are explore's" "$($py -c 'import json, sys
d, e = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
page = [(t[0], t[2], t[3], t[4], t[5]) for t in d["nodes"][0]["t"] if t[0] != "the game ended here"]
ex = [(t["turn"], t["games"], t["won"], t["drawn"], t["lost"]) for t in e["turns"] if t.get("turn")]
print("same" if page == ex else "%r\n%r" % (page[:3], ex[:3]))' "$tmp/page.json" "$tmp/start.json")" same
# the tree: a turn leads on if and only if played in 2 games or more within 2 plies; a turn of the root
# leads to a node of its games (no other turn of the root reaches it)
is "page: the turns that lead on, and the depth" "$($py -c 'import json, sys
d = json.load(open(sys.argv[1]))
nodes, bad, depth = d["nodes"], [], {k: 0 for k in range(d["roots"])}
queue = list(range(d["roots"]))
while queue:
    k = queue.pop(0)
    for t in nodes[k]["t"]:
        leads = t[8] >= 0
        want = t[2] >= 2 and depth[k] < 2 and t[0] != "the game ended here" and not t[1]
        if leads != want:
            bad.append((k, t))
        if leads and t[8] not in depth:
            depth[t[8]] = depth[k] + 1
            queue.append(t[8])
        if leads and depth[k] == 0 and nodes[t[8]]["g"] != t[2]:
            bad.append(("games", k, t, nodes[t[8]]["g"]))
print(len(bad) == 0 and max(depth.values()) == 2 or (bad[:3], max(depth.values())), len(depth) == len(nodes))' "$tmp/page.json")" "True True"
run ./zertz render -t html --explorer --db "$db" -o "$db"
check "page: -o naming the index refused" status 2
is "page: the index left whole" "$(whole "$db")" "ok $games"
run ./zertz render -t html --explorer "$tmp/r.zgn"
check "page: --explorer without --db refused" status 2
fi

# index --cache: each position's facts and each turn's mark are analyze's
# (its JSON lines, game by game); a game known already gets them too
if part facts; then
./zertz analyze -q --cache "$tmp/c.sqlite" "$tmp/r.zgn" >"$tmp/facts.jsonl"
run ./zertz index --db "$tmp/a.sqlite" --cache "$tmp/c.sqlite" "$tmp/r.zgn"
check "facts: status 0" status 0
has_line "facts: said" "$tmp/err" "zertz: 12 games with analysis in the cache (horizon 2, budget 1000000): its facts added where the index had none"
columns() { $py -c 'import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
for r in c.execute("select g.number, o.ply, o.win, o.win_in, o.lost, o.mark, g.analysis from occurrence o join game g on g.id = o.game order by g.number, o.ply"):
    print(*r)' "$1"; }
columns "$tmp/a.sqlite" >"$tmp/cols"
$py -c 'import json, sys
for line in open(sys.argv[1]):
    d = json.loads(line)
    n = len(d["turns"])
    for i in range(n + 1):
        t = d["turns"][i] if i < n else None
        prev = d["turns"][i - 1] if i else None
        print(d["game"], i, t["win"] if t else None, t.get("win_in") if t else None, t["lost"] if t else None,
              prev.get("mark") if prev else None, "horizon=2 budget=1000000")' "$tmp/facts.jsonl" >"$tmp/want"
if cmp -s "$tmp/want" "$tmp/cols"; then ok; else bad "facts: the index's columns are analyze's" "$(diff "$tmp/want" "$tmp/cols" | head -6)"; fi
check "facts: some wins among them" [ "$(grep -c ' yes ' "$tmp/cols")" -gt 5 ]
check "facts: some marks among them" [ "$(grep -c '[!?] horizon' "$tmp/cols")" -gt 5 ]
# the same games indexed first without, then with the cache
run ./zertz index --db "$tmp/b.sqlite" "$tmp/r.zgn"
run ./zertz index --db "$tmp/b.sqlite" --cache "$tmp/c.sqlite" "$tmp/r.zgn"
is "facts: added to games known already" "$(columns "$tmp/b.sqlite")" "$(cat "$tmp/cols")"
# another analysis of them in the cache: what the index has stays
./zertz analyze -q --cache "$tmp/c.sqlite" --budget 500000 --last 5 "$tmp/r.zgn" >/dev/null
run ./zertz index --db "$tmp/b.sqlite" --cache "$tmp/c.sqlite" --budget 500000 "$tmp/r.zgn"
is "facts: an analysis there kept" "$(columns "$tmp/b.sqlite")" "$(cat "$tmp/cols")"
# another horizon: none of it in the cache
run ./zertz index --db "$tmp/d.sqlite" --cache "$tmp/c.sqlite" -k 3 "$tmp/r.zgn"
is "facts: none at another horizon" "$(columns "$tmp/d.sqlite" | grep -c horizon)" 0
run ./zertz index --db "$tmp/d.sqlite" --cache "$tmp/none.sqlite" "$tmp/r.zgn"
check "facts: a cache that is not there refused" status 2
cp "$tmp/a.sqlite" "$tmp/same.sqlite"
run ./zertz index --db "$tmp/same.sqlite" --cache "$tmp/same.sqlite" "$tmp/r.zgn"
check "facts: --cache naming the index refused" status 2
check "facts: and the index left as it was" cmp -s "$tmp/a.sqlite" "$tmp/same.sqlite"
# an index of schema 1 (no analysis columns): explore reads it, index
# brings it to schema 2, saying so, its games as they were
cp "$tmp/b.sqlite" "$tmp/old.sqlite"
$py -c 'import sqlite3, sys
c = sqlite3.connect(sys.argv[1])
for col in ("win", "win_in", "lost", "mark"):
    c.execute("alter table occurrence drop column " + col)
c.execute("alter table game drop column analysis")
c.execute("pragma user_version = 1")
c.commit()' "$tmp/old.sqlite"
run ./zertz explore --db "$tmp/old.sqlite" -k 0 "$start37"
check "schema 1: explore reads it" status 0
run ./zertz index --db "$tmp/old.sqlite" --cache "$tmp/c.sqlite" "$tmp/r.zgn"
check "schema 1: index brings it up" status 0
has_line "schema 1: said" "$tmp/err" "zertz: warning: the index '$tmp/old.sqlite' was of schema 1: brought to schema 2"
is "schema 1: then as the others, with the facts" "$(columns "$tmp/old.sqlite")" "$(cat "$tmp/cols")"
fi

if part analysis; then
# -k: the facts of each turn played from a position, against analyze's
# of the same turns (the last five of samples/opening.zgn, where the
# wins are): the position's forced win, the turn played winning (one of
# analyze's winning turns), or handing the opponent a win (its "??", or
# every turn does: the position lost)
./zertz index -q --db "$tmp/o.sqlite" samples/opening.zgn
./zertz analyze -q --no-cache --last 5 samples/opening.zgn >"$tmp/an.jsonl"
for at in 35 36 37 38 39; do
	./zertz explore --db "$tmp/o.sqlite" -t json --at $at samples/opening.zgn >"$tmp/ex.json"
	is "analysis: after turn $at, as analyze judges turn $((at + 1))" "$($py -c 'import json, sys
e = json.load(open(sys.argv[1]))
t = e["turns"][0]
print(e["win"], t["wins"], t["hands_over"])' "$tmp/ex.json")" "$($py -c 'import json, sys
a = [t for t in json.loads(open(sys.argv[1]).readline())["turns"] if t["turn"] == int(sys.argv[2])][0]
print(a["win"], "yes" if a["move"] in a.get("winning", []) else "no",
      "yes" if a.get("mark") == "??" or a["lost"] == "yes" else "no")' "$tmp/an.jsonl" $((at + 1)))"
done
# -k 0: no analysis
./zertz explore --db "$tmp/o.sqlite" -t json -k 0 --at 39 samples/opening.zgn >"$tmp/ex.json"
is "analysis: -k 0, none" "$($py -c 'import json, sys; e = json.load(open(sys.argv[1])); print("win" in e, "wins" in e["turns"][0])' "$tmp/ex.json")" "False False"
fi

if part rating; then
# the average rating of the side to move's player, where a record has one
# (FirstRating at the start, SecondRating after the first turn), worked
# out by hand: three games from the start by one first turn, two rated
# 1500 and 1601 (1550.5, written 1551; 2 rated), a third unrated; a
# rating that is not a number is none
for g in '1500|1550|Wb2,a1' '1601|1500|Wb2,a2' '|1700|Wb2,a3' 'strong|x|Wb2,a4'; do
	IFS='|'
	set -- $g
	unset IFS
	printf '[Board "37"]\n%s[SecondRating "%s"]\n\n1. Wd4,a1\n2. %s\n\n' "${1:+[FirstRating \"$1\"]
}" "$2" "$3"
done >"$tmp/rated.zgn"
./zertz index -q --db "$tmp/r.sqlite" "$tmp/rated.zgn"
./zertz explore --db "$tmp/r.sqlite" -t json "$start37" >"$tmp/ex.json"
is "rating: at the start, the first players'" "$($py -c 'import json, sys
t = json.load(open(sys.argv[1]))["turns"][0]
print(t["games"], t["rating"], t["rated"])' "$tmp/ex.json")" "4 1551 2"
# after the first turn, the second players': 1550, 1500, 1700 (x is none)
./zertz explore --db "$tmp/r.sqlite" -t csv -k 0 "$(after "$start37" "Wd4,a1")" |
	$py -c 'import csv, sys
for r in csv.DictReader(sys.stdin): print(r["rating"])' | sort >"$tmp/got"
printf '1500\n1550\n1700\n\n' | sort >"$tmp/want"
same "rating: after the first turn, each second player's"
# the text and the CSV round as JSON does: 1551
./zertz explore --db "$tmp/r.sqlite" -k 0 --examples 0 "$start37" | awk '$1 == "Wd4,a1" { print $7 }' >"$tmp/got"
./zertz explore --db "$tmp/r.sqlite" -t csv -k 0 "$start37" | $py -c 'import csv, sys
for r in csv.DictReader(sys.stdin): print(r["rating"])' >>"$tmp/got"
printf '1551\n1551\n' >"$tmp/want"
same "rating: text and CSV as JSON"
fi

if part refused; then
# not an index, of another schema, damaged: refused, the file as it was
$py -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("create table t (x)"); c.commit()' "$tmp/other.sqlite"
cp "$tmp/other.sqlite" "$tmp/other.keep"
expect "refused: another's database" 3 "zertz: error: '$tmp/other.sqlite' is not a zertz index: left as it is" \
	./zertz index --db "$tmp/other.sqlite" samples/opening.zgn
is "refused: another's database kept" "$(cmp "$tmp/other.sqlite" "$tmp/other.keep" && echo kept)" kept
expect "refused: explore of another's database" 3 "zertz: error: '$tmp/other.sqlite' is not a zertz index (zertz index writes one)" \
	./zertz explore --db "$tmp/other.sqlite" "$start37"
./zertz index -q --db "$tmp/v.sqlite" samples/opening.zgn
$py -c 'import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute("pragma user_version = 3"); c.commit()' "$tmp/v.sqlite"
cp "$tmp/v.sqlite" "$tmp/v.keep"
expect "refused: a newer schema" 3 "zertz: error: the index '$tmp/v.sqlite' was written by a newer version of zertz (schema 3, not 2): left as it is" \
	./zertz index --db "$tmp/v.sqlite" samples/game48.zgn
is "refused: a newer schema kept" "$(cmp "$tmp/v.sqlite" "$tmp/v.keep" && echo kept)" kept
expect "refused: explore, a newer schema" 3 "zertz: error: the index '$tmp/v.sqlite' was written by a newer version of zertz (schema 3, not 2)" \
	./zertz explore --db "$tmp/v.sqlite" "$start37"
# damaged: a page of the tables overwritten (the header left: one of ours)
./zertz index -q --db "$tmp/d.sqlite" $inputs
$py -c 'import sys
f = open(sys.argv[1], "r+b"); f.seek(4096 * 2); f.write(b"\xff" * 4096); f.close()' "$tmp/d.sqlite"
cp "$tmp/d.sqlite" "$tmp/d.keep"
run ./zertz index --db "$tmp/d.sqlite" samples/game48.zgn
check "refused: damaged, status 3" status 3
check "refused: damaged, said" has "$tmp/err" "is damaged ("
is "refused: damaged, kept" "$(cmp "$tmp/d.sqlite" "$tmp/d.keep" && echo kept)" kept
expect "refused: no --db" 2 "zertz: --db FILE: the database to write is needed" ./zertz index samples/opening.zgn
expect "refused: --db -" 2 "zertz: --db names a file: a database is not written to a stream" \
	./zertz index --db - samples/opening.zgn
cp samples/opening.zgn "$tmp/in.zgn"
run ./zertz index --db "$tmp/in.zgn" "$tmp/in.zgn"
check "refused: --db naming an input, status 2" status 2
is "refused: --db naming an input, the input kept" "$(cmp samples/opening.zgn "$tmp/in.zgn" && echo kept)" kept
cp "$db" "$tmp/keep.sqlite"
expect "refused: explore -o onto the index" 2 "zertz: -o names the index: it would be replaced by what explore writes" \
	./zertz explore --db "$tmp/keep.sqlite" -o "$tmp/keep.sqlite" "$start37"
is "refused: explore -o onto the index, the index kept" "$(cmp "$db" "$tmp/keep.sqlite" && echo kept)" kept
expect "refused: explore, no position" 2 "zertz: one position is needed (a position string, as --reaches takes it), or --at N and a record" \
	./zertz explore --db "$db"
fi

if part killed full; then
# kill -9 once the run has committed games: SQLite finds the database
# whole, and a second run makes it the database of one run alone
# (a transaction every 20 games, not 1000: killed at the tenth of a second,
# a run of 400 games is in its middle on any build)
export ZERTZ_TEST_COMMIT=20
./bench/randgame -n 400 -s 7 >"$tmp/big.zgn" 2>/dev/null
./zertz index -q --db "$tmp/clean.sqlite" "$tmp/big.zgn"
for k in 1 2 3; do
	# (a pause of k hundredths after the first commit: a kill at another
	# point each time; a run that ended before the kill, on a fast machine
	# under no load, is tried again, up to three times, with no pause)
	pause=0.0$k
	for try in 1 2 3; do
		rm -f "$tmp/k.sqlite"*
		./zertz index -q --db "$tmp/k.sqlite" "$tmp/big.zgn" &
		pid=$!
		i=0
		while [ $i -lt 600 ] && ! [ "$(whole "$tmp/k.sqlite" 2>/dev/null | cut -d' ' -f2)" -gt 0 ] 2>/dev/null; do
			sleep 0.05
			i=$((i + 1))
		done
		sleep "$pause"
		kill -9 $pid 2>/dev/null
		wait $pid 2>/dev/null
		[ "$(whole "$tmp/k.sqlite" | cut -d' ' -f2)" -lt 400 ] && break
		pause=0
	done
	# (killed in the middle: some games committed, not all)
	is "killed $k: whole, cut short" "$(whole "$tmp/k.sqlite" | awk '{ print $1, ($2 > 0 && $2 < 400) }')" "ok 1"
	./zertz index -q --db "$tmp/k.sqlite" "$tmp/big.zgn"
	is "killed $k: completed by a second run" "$(dump "$tmp/k.sqlite" | sort | md5sum)" "$(dump "$tmp/clean.sqlite" | sort | md5sum)"
done
fi

if part full; then
# a disk that fills (a file size limit, SIGXFSZ ignored: write fails with
# EFBIG, as on a full disk): said, status 3, the index as the last commit
# left it, whole; a run with room completes it
rm -f "$tmp/f.sqlite"*
sh -c "trap '' XFSZ; ulimit -f 2000; exec $Z index --db '$tmp/f.sqlite' '$tmp/big.zgn'" >"$tmp/out" 2>"$tmp/err"
echo $? >"$tmp/rc"
check "full: status 3" status 3
has_line "full: said" "$tmp/err" "zertz: error: cannot write the index: disk I/O error"
check "full: the games not written, said" has "$tmp/err" "new games not written: the index could not take them"
is "full: whole, cut short" "$(whole "$tmp/f.sqlite" | awk '{ print $1, ($2 > 0 && $2 < 400) }')" "ok 1"
./zertz index -q --db "$tmp/f.sqlite" "$tmp/big.zgn"
is "full: completed by a run with room" "$(dump "$tmp/f.sqlite" | sort | md5sum)" "$(dump "$tmp/clean.sqlite" | sort | md5sum)"
fi

if part strangers; then
# a file's name with an escape, and one a spreadsheet would run
esc=$(printf 'a\033]0;x\007b.zgn')
cp samples/opening.zgn "$tmp/$esc"
cp samples/opening.zgn "$tmp/=1+2.zgn"
printf '\n[Event "x"]\n' >>"$tmp/=1+2.zgn"
(cd "$tmp" && $Z index -q --db s.sqlite "$esc" =1+2.zgn)
run ./zertz explore --db "$tmp/s.sqlite" --examples 2 "$start37"
raw_free "strangers: text" "$tmp/out"
check "strangers: the escape shown" has "$tmp/out" 'a\033]0;x\007b.zgn'
run ./zertz explore --db "$tmp/s.sqlite" -t csv --examples 2 "$start37"
check "strangers: csv, the source's name" has "$tmp/out" "=1+2.zgn"
check "strangers: csv, no formula" sh -c "! grep -q '^=1+2\\|,=1+2\\|,\"=1+2' '$tmp/out'"
fi

report
