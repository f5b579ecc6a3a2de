#!/usr/bin/env python3
"""The records of an archive that are hardest on the diagrams' text.

Reads JSON Lines (zertz convert -t jsonl) on standard input and writes into
DIR, one record a file: the longest player name, the longest pair of names,
the longest event, the longest capture chain.  Prints what to draw, one a
line: FILE@TURN (a diagram of that turn) or FILE@sheet (the game sheet),
for tests/viewer.py's CORPUS_TEXT.  Hops are counted from the notation
(spec/FORMATS.md: "x" then a ring and a colour and ring per hop).
"""
import json
import os
import re
import sys

out = sys.argv[1]
best = {}


def keep(what, score, line, turn):
    if what not in best or score > best[what][0]:
        best[what] = (score, line, turn)


hop = re.compile(r"[WGB][a-j][0-9]+")
for line in sys.stdin:
    rec = json.loads(line)
    tags = rec.get("tags", {})
    first, second = tags.get("First", ""), tags.get("Second", "")
    moves = rec.get("moves", [])
    keep("name", max(len(first), len(second)), line, len(moves))
    keep("names", len(first) + len(second), line, len(moves))
    keep("event", len(tags.get("Event", "")), line, len(moves))
    for k, m in enumerate(moves):
        text = m["move"] if isinstance(m, dict) else m
        if text.startswith("x "):
            keep("chain", len(hop.findall(text)), line, k + 1)
for what in ("name", "names", "event", "chain"):
    score, line, turn = best[what]
    path = os.path.join(out, "longest-%s.jsonl" % what)
    with open(path, "w") as f:
        f.write(line)
    print("%s@%d" % (path, turn))
    if what == "names":
        print("%s@sheet" % path)
    print("corpus-check: longest %s: %d (turn %d)" % (what, score, turn), file=sys.stderr)
