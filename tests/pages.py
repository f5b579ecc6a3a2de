"""Strangers' text in drawings and pages, parsed by libxml2 (tests/pages.sh).

For random text in every field a record carries -- the event, the site,
the date, the round, the players' names, a comment -- drawn from every
class of character (markup, C0 and C1 controls, DEL, noncharacters,
letters of every script, astral characters), the SVG of a diagram and of
a sheet, the HTML page and the index of render --each must parse with
libxml2 (lxml), and their text must be the text given, sanitised as
formats/xml.h says: every C0 control but tab and newline, DEL, the C1
controls and the noncharacters replaced by U+FFFD, the rest as it is.
The expected text is computed here from that rule, not by zertz.

Run as: python3 tests/pages.py ZERTZ TMPDIR [SEED [N]]; one line per
failed check and a summary; exit status 1 on any failure."""
import base64
import json
import zlib
import os
import random
import subprocess
import sys

from lxml import etree, html as lhtml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from checks import Checks  # noqa: E402

zertz, tmp = sys.argv[1], sys.argv[2]
seed = int(sys.argv[3]) if len(sys.argv) > 3 else 20261127
count = int(sys.argv[4]) if len(sys.argv) > 4 else 40
rng = random.Random(seed)
checks = Checks("pages", show=ascii)
check, part = checks.check, checks.part
SVG = "{http://www.w3.org/2000/svg}"


def unpack(script):
    """The frames' island as the page's script reads it: JSON, or JSON
    deflated (raw, RFC 1951) and in base64 (application/x-zertz-deflate)."""
    if script.get("type") == "application/json":
        return json.loads(script.text)
    check("the island packed as the script unpacks it", script.get("type") == "application/x-zertz-deflate",
          script.get("type"))
    return json.loads(zlib.decompress(base64.b64decode(script.text), -15).decode("utf-8"))


# the classes of characters a stranger may write (no space, tab or newline:
# a caption breaks its lines there; tests/unit/test_xml.c has those)
CLASSES = [
    "<>&\"'", "abcXYZ019-_.,;:()[]{}=+@#%/\\",
    [chr(c) for c in range(1, 0x20) if c not in (9, 10, 32)],
    ["\x7f"], [chr(c) for c in range(0x80, 0xa0)],
    ["\u00e9", "\u0141", "\u00f3", "\u017a", "\u00a0", "\u4e2d", "\u05d0", "\u202e"],
    ["\ufdd0", "\ufdef", "\ufffe", "\uffff", "\U0001fffe", "\U0010ffff", "\ufffd"],
    ["\U0001f3b2", "\U00010348"],
]


def text(n_max=10):
    out = []
    for _ in range(rng.randint(1, n_max)):
        out.append(rng.choice(rng.choice(CLASSES)))
    return "".join(out)


def sanitised(t):
    """The text as a page holds it (formats/xml.h)."""
    out = []
    for ch in t:
        c = ord(ch)
        if c in (9, 10):
            out.append(ch)
        elif c < 0x20 or 0x7f <= c <= 0x9f or 0xfdd0 <= c <= 0xfdef or (c & 0xfffe) == 0xfffe:
            out.append("\ufffd")
        else:
            out.append(ch)
    return "".join(out)


def run(*args):
    return subprocess.run([zertz] + list(args), capture_output=True)


def svg_of(path, what):
    try:
        return etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))
    except etree.XMLSyntaxError as e:
        check("%s parses as XML" % what, False, e)
        return None


def all_text(tree):
    return "\n".join(t for t in tree.getroot().itertext())


if part("strangers"):
    for k in range(count):
        f = {name: text() for name in ("Event", "Site", "Date", "Round", "First", "Second")}
        note = text(16)
        for game, moves in (("zertz", ["Wd4,a1", {"move": "Gd5,g1", "comment": note}, "x d4Gd6"]),
                            ("tzaar", ["xA5A4", {"move": "xI1I2 +H1H2", "comment": note}])):
            rec = {"tags": f, "moves": moves}
            if game == "tzaar":
                rec["game"] = "tzaar"
                rec["setup"] = "standard"
            else:
                rec["board"] = 37
            src = os.path.join(tmp, "r%d-%s.json" % (k, game))
            with open(src, "w", encoding="utf-8") as out:
                json.dump(rec, out, ensure_ascii=True)
            S = {name: sanitised(v) for name, v in f.items()}
            what = "record %d (%s, seed %d)" % (k, game, seed)
            name = "Zertz, 37 rings" if game == "zertz" else "TZAAR"

            # a diagram: its title names the player of the turn shown
            svg = os.path.join(tmp, "d.svg")
            r = run("render", "-T", "svg", "--at", "2", "-o", svg, src)
            check("%s: render -T svg" % what, r.returncode == 0, r.stderr)
            tree = svg_of(svg, what + " diagram")
            if tree is not None:
                title = tree.find(SVG + "title").text
                check("%s: the diagram's title" % what,
                      title.startswith("%s: 2. second player (%s): " % (name, S["Second"])), title)
                if game == "zertz":	# a TZAAR diagram shows no comment (yet)
                    check("%s: the comment in the diagram" % what, sanitised(note) in all_text(tree),
                          (sanitised(note), all_text(tree)[-200:]))
                check("%s: no element but the drawing's" % what,
                      not tree.xpath("//*[local-name()='script' or local-name()='foreignObject' or local-name()='a']"))

            # a sheet: the header holds the event and both players
            sheet = os.path.join(tmp, "s.svg")
            r = run("render", "--sheet", "-o", sheet, src)
            check("%s: render --sheet" % what, r.returncode == 0, r.stderr)
            tree = svg_of(sheet, what + " sheet")
            if tree is not None:
                body = all_text(tree)
                for tag in ("Event", "First", "Second"):
                    check("%s: the sheet holds the %s" % (what, tag), S[tag] in body, (S[tag], body[:300]))

            # the page: title, header, the move's comment, and the frames of
            # its island, each an SVG of its own
            page = os.path.join(tmp, "p.html")
            r = run("render", "-t", "html", "-o", page, src)
            check("%s: render -t html" % what, r.returncode == 0, r.stderr)
            with open(page, "rb") as p:
                raw = p.read()
            doc = lhtml.document_fromstring(raw, parser=lhtml.HTMLParser(encoding="utf-8"))
            check("%s: the page's title" % what, doc.findtext(".//title") ==
                  "%s: first player (%s) against second player (%s)" % (S["Event"], S["First"], S["Second"]),
                  doc.findtext(".//title"))
            check("%s: the page's heading" % what, doc.findtext(".//h1") == S["Event"], doc.findtext(".//h1"))
            notes = [e.text_content() for e in doc.find_class("note")]
            check("%s: the comment in the move list" % what, notes == [sanitised(note)], notes)
            check("%s: two scripts, the viewer's" % what, len(doc.findall(".//script")) == 2)
            island = unpack(doc.get_element_by_id("zz-frames"))
            # each frame the runs [first, count] of the page's lines (formats/html.c)
            frames = ["\n".join(island["lines"][a + i] for a, n in zip(runs[0::2], runs[1::2])
                                for i in range(n)) for runs in island["frames"]]
            check("%s: a frame a turn" % what, len(frames) == len(doc.find_class("move")),
                  len(frames))
            for j, frame in enumerate(frames):
                try:
                    root = etree.fromstring(frame.encode("utf-8"))
                except etree.XMLSyntaxError as e:
                    check("%s: frame %d parses as XML" % (what, j), False, e)
                    continue
                if j == 2:
                    check("%s: frame 2's title" % what, root.findtext(SVG + "title").startswith(
                        "%s: 2. second player (%s): " % (name, S["Second"])), root.findtext(SVG + "title"))

            # the index of --each: a row of cells
            each = os.path.join(tmp, "each-%d-%s" % (k, game))
            r = run("render", "-t", "html", "--each", each, src)
            check("%s: render --each" % what, r.returncode == 0, r.stderr)
            with open(os.path.join(each, "index.html"), "rb") as p:
                doc = lhtml.document_fromstring(p.read(), parser=lhtml.HTMLParser(encoding="utf-8"))
            cells = [td.text_content() for td in doc.findall(".//tbody/tr/td")]
            check("%s: the index's event and players" % what,
                  cells[1:3] == [S["Event"], "first player (%s) against second player (%s)" % (S["First"], S["Second"])],
                  cells)


if part("page"):
    # the page's frames, rebuilt from its lines as its script does, are the
    # SVG drawings render -t svg --at K makes, byte for byte (less the XML
    # declaration): the dictionary of lines loses nothing
    page = os.path.join(tmp, "opening.html")
    r = run("render", "-t", "html", "-o", page, "samples/opening.zgn")
    with open(page, "rb") as p:
        doc = lhtml.document_fromstring(p.read(), parser=lhtml.HTMLParser(encoding="utf-8"))
    island = unpack(doc.get_element_by_id("zz-frames"))
    frames = ["\n".join(island["lines"][a + i] for a, n in zip(runs[0::2], runs[1::2]) for i in range(n))
              for runs in island["frames"]]
    differ = [k for k in range(len(frames))
              if run("render", "-t", "svg", "--at", str(k), "samples/opening.zgn").stdout.decode("utf-8").split("\n", 1)[1] != frames[k]]
    check("the page's 41 frames are render --at K's drawings", len(frames) == 41 and not differ, differ)
    # small pages (the goals): a 40-turn 37-ring game in 40 KB at
    # most, the 92-turn 61-ring one in 120 KB (each turn's lines once in a
    # dictionary, the whole deflated)
    for game, most in (("samples/opening.zgn", 40 * 1024), ("tests/diagrams/long92.zgn", 120 * 1024)):
        out = os.path.join(tmp, "size.html")
        run("render", "-t", "html", "-o", out, game)
        size = os.path.getsize(out)
        check("%s: a page of %d bytes, %d at most" % (game, size, most), size <= most, size)
    # the move list a turn a line, numbered as the record, replay and the
    # slider number turns (issue 60: one numbering), each move once, no
    # player's name repeated on every line; a game the second player opens
    # (ZEN's "1...") starts at turn 1 too
    turns = [" ".join(li.text_content().split()) for li in doc.get_element_by_id("moves").findall("li")]
    check("the moves numbered by turn", turns[:3] == ["start", "1. Wa3,g3", "2. We2,b5"], turns[:3])
    check("the last of 40 turns", turns[-1] == "40. x d4Gb4", turns[-1])
    zen = os.path.join(tmp, "second.zen")
    with open(zen, "w") as f:
        f.write('[ZIP "1ooo/ooooo/oooooo/ooooooo/1oooooo/2ooooo/3oooo 6/8/10 0/0/0 0/0/0 2"]\n\n1... Wa1-a2 Gd4-a3 *\n')
    r = run("render", "-t", "html", "-o", page, zen)
    with open(page, "rb") as p:
        doc = lhtml.document_fromstring(p.read(), parser=lhtml.HTMLParser(encoding="utf-8"))
    turns = [" ".join(li.text_content().split()) for li in doc.get_element_by_id("moves").findall("li")]
    check("the second player first: turn 1 is theirs", turns == ["start", "1. Wa2,a3", "2. Gd4,a4"], turns)
    zgn = run("convert", "-t", "zgn", zen).stdout.decode()
    check("as the record numbers them", "1. Wa2,a3" in zgn and "2. Gd4,a4" in zgn, zgn)
    # the clocks a record has, after each move (basic.sgf's TM 7900 and 5xxx ms: whole seconds)
    r = run("render", "-t", "html", "-o", page, "samples/sgf/basic.sgf")
    with open(page, "rb") as p:
        doc = lhtml.document_fromstring(p.read(), parser=lhtml.HTMLParser(encoding="utf-8"))
    clocks = [e.text_content() for e in doc.find_class("clock")]
    check("the clocks in the move list", clocks[:2] == ["0:07", "0:05"], clocks)

checks.report()
