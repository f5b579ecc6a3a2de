#!/bin/sh
# Summarise `zertz validate --json` output (JSON Lines on stdin) as the
# figures corpus-check compares: records, valid and invalid, by board, by
# how the game ended, by winning set, and the agreement of Boardspace's RE
# with the replayed winner.  Plain shell, so it runs on a bare machine.
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
	records++
	if (field("valid") == "true") valid++; else invalid++
	board[field("board")]++
	reason = field("reason"); end[reason == "" ? "not replayed" : reason]++
	set = field("set"); if (set != "" && set != "null") sets[set]++
	term = field("Termination"); if (term != "") terms[term]++
	if ($0 ~ /"BoardspaceResult"/ && field("declared") != "null" && field("declared") != "") {
		named++
		if ($0 ~ /"code":"result"/) disagree++
	}
}
END {
	printf "records %d\nvalid %d\ninvalid %d\n", records, valid, invalid
	for (b in board) printf "board %s %d\n", b, board[b]
	for (r in end) printf "end %s %d\n", r, end[r]
	for (s in sets) printf "set %s %d\n", s, sets[s]
	for (t in terms) printf "termination %s %d\n", t, terms[t]
	printf "re-names-winner %d\nre-disagrees %d\n", named, disagree
}' | sort
