#!/bin/sh
# The messages in the players' languages (issue 40, lib/i18n.h): the
# template holds every message the sources mark; each of the seven
# catalogues translates every one of them, no entry fuzzy, each format
# taking what the source's takes (msgfmt --check); validate's diagnostics
# and summary in each language as tests/i18n/validate.LL.err has them,
# read and checked against ../shared/spec/GLOSSARY.md when written (not
# regenerated from the program: a change to a message makes them wrong,
# and they are written again by hand); and what never changes with the
# language: JSON, and everything under LC_ALL=C.
#
# The locales the tests name need not be installed: a fresh Debian has
# C.UTF-8 alone, and zertz then takes the language from the name
# (cmd/lang.c); where one is installed, gettext's own way gives the same.
cd "$(dirname "$0")/.." || exit 2
suite=i18n
. tests/lib.sh
langs="cs de es fr it nl pl"
# the locale of each language, as a user's LANG names it
locale_of() {
	case $1 in
	cs) echo cs_CZ.UTF-8 ;; de) echo de_DE.UTF-8 ;; es) echo es_ES.UTF-8 ;; fr) echo fr_FR.UTF-8 ;;
	it) echo it_IT.UTF-8 ;; nl) echo nl_NL.UTF-8 ;; pl) echo pl_PL.UTF-8 ;;
	esac
}
# in_lang LOCALE COMMAND...: COMMAND with LANG=LOCALE alone of the locale's variables
in_lang() {
	in_lang_l=$1
	shift
	env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG="$in_lang_l" "$@"
}

if part catalogues; then
is "the languages of the rulebooks, a catalogue each" "$(cd po && ls -- *.po | tr '\n' ' ')" \
	"cs.po de.po es.po fr.po it.po nl.po pl.po "
# the template is what xgettext finds in the sources now (make pot makes it)
if [ -n "${XGETTEXT_FLAGS:-}" ] && [ -n "${PO_SOURCES:-}" ]; then
	# shellcheck disable=SC2086
	xgettext $XGETTEXT_FLAGS -o "$tmp/zertz.pot" $PO_SOURCES
	grep -v '^"POT-Creation-Date:' po/zertz.pot >"$tmp/want"
	grep -v '^"POT-Creation-Date:' "$tmp/zertz.pot" >"$tmp/got"
	same "po/zertz.pot is the sources' messages (make pot writes it again)"
else
	bad "XGETTEXT_FLAGS or PO_SOURCES unset (make check-i18n sets them): the template is not checked"
fi
n=$(($(grep -c '^msgid ' po/zertz.pot) - 1))
[ "$n" -gt 50 ] && ok || bad "the template has $n messages"
for l in $langs; do
	# every message translated, none fuzzy, the formats matching: msgfmt says
	# "N translated messages." and nothing else, N the template's
	msgfmt --check --statistics -o /dev/null "po/$l.po" >"$tmp/stat" 2>&1
	is "po/$l.po complete (msgfmt --check --statistics)" "$(cat "$tmp/stat")" "$n translated messages."
	# and those of the template, no other (msgcmp: each of the template's is in it)
	msgcmp "po/$l.po" po/zertz.pot >"$tmp/cmp" 2>&1 && ok || bad "po/$l.po lacks the template's messages" "$(head -3 "$tmp/cmp")"
done
# each translation has its message's shape, which msgfmt does not look at:
# the blanks it starts and ends with (" Comment: %s" follows a sentence),
# its full stop or colon at the end, its ". " or "; " at the start, an
# option's argument before the tab, the {values} a page or -h puts in
python3 - po/*.po >"$tmp/shape" <<'PY'
import re, sys
def text(lines):
    s = ''.join(re.findall(r'"((?:[^"\\]|\\.)*)"', lines))
    return s.encode().decode('unicode_escape').encode('latin-1').decode('utf-8')
def lead(x): return x[:len(x) - len(x.lstrip(' '))]
def trail(x): return x[len(x.rstrip(' \n')):]
for path in sys.argv[1:]:
    for blk in open(path, encoding='utf-8').read().strip().split('\n\n'):
        m = re.search(r'^msgid ((?:".*"\n?)+)', blk, re.M)
        mid = text(m.group(1)) if m else ''
        if not mid:
            continue
        for sm in re.finditer(r'^msgstr(?:\[\d\])? ((?:".*"\n?)+)', blk, re.M):
            tr = text(sm.group(1))
            why = [w for w, differs in (
                ('its leading blanks', lead(mid) != lead(tr)),
                ('its trailing blanks', trail(mid) != trail(tr)),
                ("its last '.'", mid.rstrip(' \n').endswith('.') != tr.rstrip(' \n').endswith('.')),
                ("its last ':'", mid.rstrip(' \n').endswith(':') != tr.rstrip(' \n').endswith(':')),
                ("its first '. ' or '; '", mid[:2] in ('. ', '; ') and tr[:2] != mid[:2]),
                # an option's help: its argument's name and tab (-h lines them up)
                ('its argument before the tab', '\t' in mid and not tr.startswith(mid[:mid.index('\t') + 1])),
                # the values -h puts in ({kind}) and the page's numbers ({n})
                ('its {values}', sorted(re.findall(r'\{[a-z,]*\}', mid)) != sorted(re.findall(r'\{[a-z,]*\}', tr)))) if differs]
            if why:
                print('%s: %r is %r: %s' % (path, mid, tr, ', '.join(why)))
PY
is "every translation has its message's shape" "$(cat "$tmp/shape")" ""
fi

if part validate; then
# validate on a record with errors, in each language, as a director reads
# it: the goldens, and the same from the locale and from LANGUAGE
f=tests/i18n/errors.zgn
for l in $langs; do
	loc=$(locale_of "$l")
	{ in_lang "$loc" "$Z" validate "$f"; in_lang "$loc" "$Z" validate --max-errors 1 "$f"; } >"$tmp/got" 2>&1
	cp "tests/i18n/validate.$l.err" "$tmp/want"
	same "LANG=$loc zertz validate: tests/i18n/validate.$l.err"
	{ env LC_ALL=C.UTF-8 LANGUAGE="$l" "$Z" validate "$f"; env LC_ALL=C.UTF-8 LANGUAGE="$l" "$Z" validate --max-errors 1 "$f"; } >"$tmp/got" 2>&1
	same "LANGUAGE=$l zertz validate: tests/i18n/validate.$l.err"
done
# English where nothing else is asked, and under LC_ALL=C whatever LANGUAGE says
cp tests/i18n/validate.en.err "$tmp/want"
{ in_lang C.UTF-8 "$Z" validate "$f"; in_lang C.UTF-8 "$Z" validate --max-errors 1 "$f"; } >"$tmp/got" 2>&1
same "LANG=C.UTF-8 zertz validate: tests/i18n/validate.en.err"
{ env LC_ALL=C LANGUAGE=pl "$Z" validate "$f"; env LC_ALL=C LANGUAGE=pl "$Z" validate --max-errors 1 "$f"; } >"$tmp/got" 2>&1
same "LC_ALL=C LANGUAGE=pl zertz validate: English"
# a stranger's text in a translated message is shown as in any other
# (lib/shown.h): a player's name with an escape sequence, in the note
printf '[First "An\033[2Jna"]\n[Board "37"]\n\n1. Wd4,d4\n' >"$tmp/esc.zgn"
in_lang de_DE.UTF-8 "$Z" validate "$tmp/esc.zgn" 2>"$tmp/got"
has "$tmp/got" "Zug 1, gespielt vom ersten Spieler (An" && ok || bad "the note in German" "$(cat -v "$tmp/got")"
raw_free "a name's escape in a German note" "$tmp/got"
# the exit status says the same in every language
in_lang pl_PL.UTF-8 "$Z" validate "$f" 2>/dev/null
is "the status in Polish" "$?" 1
# JSON is the machines': the same in every language, the faults said by
# the readers of position strings, rule options, ZIPs and transcripts too
printf '[Game "TZAAR"]\n[Position "tzaar A1"]\n\n*\n\n[Rules "free-ring=maybe"]\n[Variant "blitzz"]\n\n1. Wd4,a1\n\n[Position "oooo/oXo 6/8/10 0/0/0 0/0/0 1"]\n\n' \
	>"$tmp/said.zgn"
env LC_ALL=C "$Z" validate -t json "$f" "$tmp/said.zgn" tests/regress/validate/transcript-malformed.txt >"$tmp/want" 2>/dev/null
is "the JSON holds the readers' faults" "$(grep -c "is not a piece\|invalid value 'maybe'\|ZIP: 'X'\|transcript: the action" "$tmp/want")" 4
for l in $langs; do
	in_lang "$(locale_of "$l")" "$Z" validate -t json "$f" "$tmp/said.zgn" tests/regress/validate/transcript-malformed.txt \
		>"$tmp/got" 2>/dev/null
	same "validate -t json under LANG=$(locale_of "$l") is the C locale's"
done
fi
if part drawings; then
# what is drawn for others, in the language --lang names whatever the
# environment's (LC_ALL=C here): replay's board and its turn, render's
# ASCII board at the end of a game, and the SVG's words (the caption, the
# state, the trays, the key, the title and description a screen reader
# says; not the rings' labels), as tests/i18n/drawn.LL.txt has them
drawn() { # LL
	"$Z" replay --lang "$1" --at 5 samples/opening.zgn
	"$Z" render -t ascii --lang "$1" samples/board-full.zgn
	"$Z" render --lang "$1" --legend --at 5 samples/opening.zgn |
		grep -o '<title>[^<]*</title>\|<desc>[^<]*</desc>\|<text[^>]*>[^<]*</text>' |
		sed 's/<[^>]*>//g' | grep -v '^[a-j][0-9]*$\|^[0-9]*$'
	# TZAAR: the key and each side's tops, an end won (its reason), an SVG's words
	"$Z" replay --lang "$1" samples/tzaar/opening.zgn | tail -5
	"$Z" replay --lang "$1" "$tmp/tzr.zgn" | tail -1
	"$Z" render --lang "$1" samples/tzaar/littlegolem.sgf |
		grep -o '<title>[^<]*</title>\|<desc>[^<]*</desc>\|<text[^>]*>[^<]*</text>' |
		sed 's/<[^>]*>//g' | grep -v '^[A-I][0-9]*$\|^[0-9]*$'
}
# a TZAAR game played to its end (bench/randgame, seed 3: Black is left without a Tzaar)
./bench/randgame -g tzaar -n 1 -s 3 >"$tmp/tzr.zgn"
for l in $langs; do
	LC_ALL=C drawn "$l" >"$tmp/got" 2>&1
	cp "tests/i18n/drawn.$l.txt" "$tmp/want"
	same "--lang $l under LC_ALL=C: tests/i18n/drawn.$l.txt"
done
# --lang en is the program's own words, whatever the environment says
{ in_lang de_DE.UTF-8 "$Z" replay --lang en --at 5 samples/opening.zgn; } >"$tmp/got" 2>&1
LC_ALL=C "$Z" replay --at 5 samples/opening.zgn >"$tmp/want" 2>&1
same "LANG=de_DE.UTF-8 zertz replay --lang en: English"
# and the environment's language without --lang
in_lang fr_FR.UTF-8 "$Z" replay --at 5 samples/opening.zgn >"$tmp/got" 2>&1
LC_ALL=C "$Z" replay --lang fr --at 5 samples/opening.zgn >"$tmp/want" 2>&1
same "LANG=fr_FR.UTF-8 zertz replay: French, as --lang fr"
fi
if part summaries; then
# the commands' last lines, each count with its plural: convert, select,
# stats --duplicates, analyze (its nodes as N: the search's, not the
# words'), as tests/i18n/summaries.LL.txt has them
summaries() { # LL
	f=tests/i18n/errors.zgn
	"$Z" convert -t json -o /dev/null "$f" 2>&1 | tail -1
	"$Z" select --player Anna "$f" 2>&1 >/dev/null | tail -1
	"$Z" stats --duplicates "$f" samples/opening.zgn 2>&1 >/dev/null | tail -1
	"$Z" analyze --no-cache -o /dev/null samples/board-full.zgn samples/isolation.zgn 2>&1 |
		tail -1 | sed 's/; [0-9]* /; N /'
}
for l in $langs; do
	LANGUAGE="$l" summaries "$l" >"$tmp/got" 2>&1
	cp "tests/i18n/summaries.$l.txt" "$tmp/want"
	same "the summaries in $l: tests/i18n/summaries.$l.txt"
done
LANGUAGE=pl LC_ALL=C summaries C >"$tmp/got" 2>&1
cp tests/i18n/summaries.en.txt "$tmp/want"
same "the summaries under LC_ALL=C: English, as before"
fi
if part viewer; then
# the viewer's labels in each language (render -t html --lang LL of an
# analysed game): the page's language, the header, the controls' titles
# and words, the strip's titles (the marks, and the analysis in words)
# and its key, the link to the record, the move list's analysis in
# words, as tests/i18n/viewer.LL.txt has
# them; tests/viewer.py part french has the page in a browser
labels() { # LL
	"$Z" render -t html --lang "$1" tests/analyze/marked.zgn |
		grep -o 'lang="[^"]*"\|<h1>[^<]*</h1>\|<p>[^<]*</p>\|title="[^"]*"\|aria-label="[^"]*"\|data-start="[^"]*"\|data-of="[^"]*"\|<option[^>]*>[^<]*</option>\|</span> [^<]*<\|">[^<]*</a>\|<button id="best"[^>]*>[^<]*</button>\|class="note">[^<]*<' |
		sed 's/<[^>]*>//g'
}
for l in $langs; do
	LC_ALL=C labels "$l" >"$tmp/got" 2>&1
	cp "tests/i18n/viewer.$l.txt" "$tmp/want"
	same "render -t html --lang $l: tests/i18n/viewer.$l.txt"
done
fi
if part help; then
# -h, a usage error and explain in each language, as
# tests/i18n/help.LL.txt has them: the options' words translated, their
# names and arguments as they are, the columns as in English; explain's
# labels, levels, messages, examples and advice (explain --list, for
# tools, stays English)
helps() {
	"$Z" -h
	"$Z" analyze -h
	"$Z" stats --bogus 2>&1
	"$Z" explain capture-forced
	"$Z" explain rules
}
for l in $langs; do
	LC_ALL=C.UTF-8 LANGUAGE="$l" helps >"$tmp/got" 2>&1
	cp "tests/i18n/help.$l.txt" "$tmp/want"
	same "analyze -h in $l: tests/i18n/help.$l.txt"
	LC_ALL=C.UTF-8 LANGUAGE="$l" "$Z" analyze -h | sed '1d; s/ \{2,\}.*//' >"$tmp/got"
	LC_ALL=C "$Z" analyze -h | sed '1d; s/ \{2,\}.*//' >"$tmp/want"
	same "analyze -h in $l: the options' names and arguments as in English"
done
LANGUAGE=de LC_ALL=C helps >"$tmp/got" 2>&1
LC_ALL=C.UTF-8 helps >"$tmp/want" 2>&1
same "-h under LC_ALL=C: English whatever LANGUAGE says"
LC_ALL=C.UTF-8 LANGUAGE=pl "$Z" explain --list >"$tmp/got" 2>&1
LC_ALL=C "$Z" explain --list >"$tmp/want" 2>&1
same "explain --list (for tools) in English in every language"
fi
if part messages; then
# the commands' own messages in each language, as
# tests/i18n/messages.LL.txt has them: usage errors and the pointer to
# -h, an error and a warning with their prefixes, validate -v's verdicts,
# a note with a plural, a reader's details; no system error's words (strerror follows the
# C library's catalogues, which a machine may or may not have)
msgs() {
	"$Z" render --each "$tmp/each" --sheet samples/blitz.zgn
	"$Z" replay --game 9 samples/blitz.zgn
	"$Z" explain capture-forcd
	"$Z" stats --date 2020..2019 samples/blitz.zgn
	"$Z" convert samples/blitz.zgn
	"$Z" validate -v samples/blitz.zgn samples/isolation.zgn tests/i18n/errors.zgn 2>&1 | grep -v '^tests/i18n/errors.zgn:[0-9]'
	"$Z" select --position "37 -" samples/blitz.zgn >/dev/null
	mkdir -p "$tmp/fifo" && rm -f "$tmp/fifo/f.zgn" && mkfifo "$tmp/fifo/f.zgn" && "$Z" validate -r "$tmp/fifo"
	# a reader's details: a move's syntax, a JSON record's structure
	printf '[Board "37"]\n\n1. Qd4,a1\n' >"$tmp/bad.zgn"
	printf '{"moves": 5}' >"$tmp/bad.json"
	printf '%%YAML 1.2\n---\n? [a]\n: b\n' >"$tmp/bad.yaml"
	printf '[Game "TZAAR"]\n[Setup "random"]\n[Start "%s"]\n\n*\n' \
		ZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZZ >"$tmp/tz.zgn"
	printf '[Board "37"]\n[Position "37 x"]\n\n1. Wd4,a1\n' >"$tmp/pos.zgn"
	printf '[Board "custom"]\n[Rings "zz"]\n\n1. Wd4,a1\n' >"$tmp/rings.zgn"
	"$Z" validate "$tmp/bad.zgn" "$tmp/bad.json" "$tmp/bad.yaml" "$tmp/tz.zgn" "$tmp/pos.zgn" "$tmp/rings.zgn"
	# the faults of a TZAAR [Position], of rule options and of a KART ZIP,
	# and a position on another board than the record's: in a record and
	# in a command's options
	printf '[Game "TZAAR"]\n[Position "tzaar A1"]\n\n' >"$tmp/tzpos.zgn"
	printf '[Rules "free-ring=maybe"]\n[Variant "blitzz"]\n\n1. Wd4,a1\n' >"$tmp/rules.zgn"
	printf '[Position "oooo/oXo 6/8/10 0/0/0 0/0/0 1"]\n\n' >"$tmp/zip.zgn"
	printf '[Board "48"]\n[Position "37 --G./G...-/-G..../.B....-/-...-./--.--/-.G- 0/2/6 2/0/0 3/1/2 1"]\n\n' \
		>"$tmp/board.zgn"
	"$Z" validate "$tmp/tzpos.zgn" "$tmp/rules.zgn" "$tmp/zip.zgn" "$tmp/board.zgn"
	"$Z" analyze --position 'tzaar A1'
	"$Z" analyze --position "37 --G./G...-/-G..../.B....-/-...-./--.--/-.G- 0/2/6 2/0/0 3/1/2 1" --rules x=y
	"$Z" analyze --position 'oooo/oXo 6/8/10 0/0/0 0/0/0 1'
	# a transcript's faults (at their columns), options of perft, a file
	# of proofs, a file that is not an index, --at beyond the end (said
	# by -j's workers too)
	"$Z" validate tests/regress/validate/transcript-malformed.txt
	"$Z" perft --board 99 --depth 1
	"$Z" perft --position "$("$Z" convert -q -t position samples/tzaar/opening.zgn | head -1)" --rules free-ring=any-two --depth 1
	printf '{"position":"37 x","win_in":1,"proof":{}}\n{"win_in":1}\n' >"$tmp/p.jsonl"
	"$Z" analyze --check-proof "$tmp/p.jsonl"
	printf 'not sqlite\n' >"$tmp/notdb"
	"$Z" index --db "$tmp/notdb" samples/blitz.zgn
	"$Z" replay --at 99 samples/blitz.zgn
	"$Z" convert -j 2 -t position --at 99 samples/blitz.zgn samples/isolation.zgn
	# explore's text: its labels and its table's headings, as wide as the
	# language's words
	"$Z" index -q --db "$tmp/ex.db" samples/opening.zgn samples/isolation.zgn
	"$Z" explore -k 1 --db "$tmp/ex.db" --at 0 samples/opening.zgn
	rm -f "$tmp/ex.db"
	# replay's heading of the start, Zertz's and TZAAR's
	"$Z" replay --at 0 samples/blitz.zgn | head -1
	"$Z" replay --lang en --at 0 samples/tzaar/opening.zgn | head -1
	"$Z" replay --at 0 samples/tzaar/opening.zgn | head -1
	# what a format cannot hold, or writes its own way
	"$Z" convert -t sgf samples/blitz.zgn >/dev/null
	"$Z" convert -t zertz3d samples/blitz.zgn >/dev/null
}
for l in $langs; do
	LC_ALL=C.UTF-8 LANGUAGE="$l" msgs 2>&1 | sed "s|$tmp|TMP|g" >"$tmp/got"
	cp "tests/i18n/messages.$l.txt" "$tmp/want"
	same "the commands' messages in $l: tests/i18n/messages.$l.txt"
done
LANGUAGE=de LC_ALL=C msgs 2>&1 | sed "s|$tmp|TMP|g" >"$tmp/got"
LC_ALL=C.UTF-8 msgs 2>&1 | sed "s|$tmp|TMP|g" >"$tmp/want"
same "the commands' messages under LC_ALL=C: English whatever LANGUAGE says"
has "$tmp/want" "zertz: error: no game of 'samples/blitz.zgn' is chosen (it has 1)" && ok ||
	bad "the English error as before" "$(cat "$tmp/want")"
fi
if part stats; then
# stats' text in each language (stats --lang LL): its headings and the
# names of its rows, Zertz's and TZAAR's, and an analysed game's marks,
# as tests/i18n/stats.LL.txt has them; CSV and JSON the same in every
# language, and the English text under LC_ALL=C whatever LANGUAGE says
st() { "$Z" stats "$@" samples/*.zgn samples/tzaar/*.zgn tests/analyze/marked.zgn 2>&1; }
for l in $langs; do
	LC_ALL=C st --lang "$l" >"$tmp/got"
	cp "tests/i18n/stats.$l.txt" "$tmp/want"
	same "stats --lang $l: tests/i18n/stats.$l.txt"
	for f in csv json; do
		LC_ALL=C st -t "$f" >"$tmp/want"
		LC_ALL=C st -t "$f" --lang "$l" >"$tmp/got"
		same "stats -t $f --lang $l: as without it"
	done
done
LC_ALL=C st >"$tmp/want"
LANGUAGE=de LC_ALL=C st >"$tmp/got"
same "stats under LC_ALL=C: English whatever LANGUAGE says"
# a player named "all" is a player, not zertz's group of every game
printf '[First "all"]\n[Second "bob"]\n[Board "37"]\n\n1. Wd4,a1\n' >"$tmp/all.zgn"
is "stats --by player: a player named all keeps the name" \
	"$(LC_ALL=C "$Z" stats --lang de --by player "$tmp/all.zgn" 2>&1 | grep -c '^== all$')" 1
is "the English text has the rows' English names" "$(grep -c '^  first player score \|^  white by jumping \|^  only winning turns (!)' "$tmp/got")" 4
fi
if part pages; then
# the other pages' words in each language (puzzles -t html --lang LL,
# render -t html --explorer --lang LL, render --each's index page, and a
# game sheet's header): each
# page's language, headings, buttons, titles, the script's sentences
# (data-*), the explorer's sentence of its first position (the page's
# data, inflated), as tests/i18n/pages.LL.txt has them; under LC_ALL=C
# the English of tests/i18n/pages.en.txt
# (games from set-up positions: the explorer names every turn from each
# position, and a late one has few)
"$Z" index -q --db "$tmp/games.db" samples/board-full.zgn samples/both-lose.zgn samples/chain-branches.zgn \
	samples/fill-isolation.zgn samples/own-captures.zgn samples/repetition.zgn || bad "index of the pages' games"
words() { # the visible words of a page on stdin
	sed 's/></>\n</g' | tee "$tmp/page" |
		grep -o 'title="[^"]*"\|aria-label="[^"]*"\|placeholder="[^"]*"' | uniq
	grep -o 'lang="[^"]*"\|<h[12]>[^<]*</h[12]>\|<p>[^<]*</p>\|data-[a-z]*="[^"]*[a-z ][^"]*"\|<button[^>]*>[^<]*</button>\|<th[^>]*>[^<]*</th>\|<label>[^<]*\|<summary>[^<]*</summary>\|<span class="colours">[^<]*' "$tmp/page" |
		grep -v 'data-answer=\|data-centre=\|data-mark\|data-at=' | sed 's/<[^>]*>//g; s/<[^>]*$//' | uniq
}
pages() { # [--lang LL]
	"$Z" puzzles -q --no-cache "$@" -t html samples/blitz.zgn samples/repetition.zgn | words
	"$Z" render -t html --explorer "$@" --db "$tmp/games.db" --plies 60 --min-games 1 -o "$tmp/x.html" &&
		words <"$tmp/x.html" &&
		python3 -c 'import base64, json, re, sys, zlib
html = open(sys.argv[1], encoding="utf-8").read()
m = re.search(r"id=\"zz-frames\">([^<]*)</script>", html)
d = json.loads(zlib.decompress(base64.b64decode(m.group(1)), -15))
print(d["nodes"][0]["a"])
print([t[0] for n in d["nodes"] for t in n["t"] if not re.match("^[WGBx] ?[a-j]", t[0])][0])' "$tmp/x.html"
	rm -rf "$tmp/each" && "$Z" render -q -t html "$@" --each "$tmp/each" samples/blitz.zgn samples/opening.zgn &&
		words <"$tmp/each/index.html"
	# a game sheet's title and header (render --sheet)
	"$Z" render --sheet "$@" -o "$tmp/sheet.svg" samples/blitz.zgn &&
		grep -o '<title>[^<]*</title>\|<text class="sheet-[^>]*>[^<]*</text>' "$tmp/sheet.svg" | sed 's/<[^>]*>//g' 
}
for l in $langs; do
	LC_ALL=C pages --lang "$l" >"$tmp/got" 2>&1
	cp "tests/i18n/pages.$l.txt" "$tmp/want"
	same "the pages in $l: tests/i18n/pages.$l.txt"
done
LANGUAGE=de LC_ALL=C pages >"$tmp/got" 2>&1
cp tests/i18n/pages.en.txt "$tmp/want"
same "the pages under LC_ALL=C: English, as before"
fi
report
