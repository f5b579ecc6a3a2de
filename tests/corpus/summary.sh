#!/bin/sh
# Summarise `zertz validate --json` output (JSON Lines on stdin) as the
# figures corpus-check compares: records, valid and invalid (by the code of
# their first error), by board, by how the games ended and who won, by
# winning set, the records without a date, the agreement of Boardspace's
# RE with the replayed winner (and the RE the replay overrules), the raw
# histories and the empty members (no game, not counted as records) and
# the resignations taken back.  Plain shell and awk, so that
# it runs on a bare machine.
awk '
function field(name,   m) {
	if (match($0, "\"" name "\":(\"[^\"]*\"|[a-z0-9]+)")) {
		m = substr($0, RSTART + length(name) + 3, RLENGTH - length(name) - 3)
		gsub(/"/, "", m)
		return m
	}
	return ""
}
{
	withdrawn += gsub(/"code":"resign-withdrawn"/, "&")
	overruled += gsub(/"code":"result-overruled"/, "&")
	if (field("game") == "null" && $0 !~ /"level":"error"/) {
		# what is said of an input beside its games: a raw history, an
		# empty member, no game and no record
		raw += gsub(/"code":"raw-history"/, "&")
		empty += gsub(/"code":"empty-member"/, "&")
		next
	}
	records++
	if (field("game") == "null") nogame++
	valid = field("valid") == "true"
	if (valid) nvalid++; else {
		ninvalid++
		code = "none"
		if (match($0, /"level":"error","code":"[^"]*"/))
			code = substr($0, RSTART + 24, RLENGTH - 25)
		invalid[code]++
	}
	board[field("board")]++
	reason = field("reason")
	if (reason == "") reason = "not replayed"
	if (valid) {
		end[reason]++
		if (field("over") == "true") decided[field("winner")]++
		if (reason == "resignation" || reason == "time") won[reason " " field("winner")]++
		set = field("set"); if (set != "" && set != "null") sets[set]++
		if (field("board") == "custom") custom[reason]++
	}
	if (field("game") != "null" && $0 !~ /"Date":"[0-9][0-9][0-9][0-9]\.[0-9][0-9]\.[0-9][0-9]"/)
		nodate++
	term = field("Termination"); if (term != "") terms[term]++
	if ($0 ~ /"BoardspaceResult"/ && field("declared") != "null" && field("declared") != "") {
		named++
		if ($0 ~ /"code":"result(-overruled)?"/) disagree++
	}
}
END {
	printf "records %d\nno-game %d\nvalid %d\ninvalid %d\n", records, nogame, nvalid, ninvalid
	for (c in invalid) printf "invalid %s %d\n", c, invalid[c]
	for (b in board) printf "board %s %d\n", b, board[b]
	for (r in end) printf "end %s %d\n", r, end[r]
	for (w in decided) printf "winner %s %d\n", w, decided[w]
	for (w in won) printf "won by %s %d\n", w, won[w]
	for (s in sets) printf "set %s %d\n", s, sets[s]
	for (r in custom) printf "custom %s %d\n", r, custom[r]
	for (t in terms) printf "termination %s %d\n", t, terms[t]
	printf "no-date %d\n", nodate
	printf "re-names-winner %d\nre-disagrees %d\n", named, disagree
	printf "raw-history %d\nresign-withdrawn %d\nresult-overruled %d\nempty-member %d\n", raw, withdrawn, overruled, empty
}' | sort
