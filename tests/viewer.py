"""The web viewer and the diagrams' text in a real browser (tests/viewer.sh).

Run as: python3 tests/viewer.py ZERTZ TMPDIR; prints one line per failed
check and a summary; exit status 1 on any failure."""
import json
import time
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402
from checks import Checks  # noqa: E402

# a viewer page is ready once its script has unpacked the frames (the body
# says so); any other document at once
READY = "!document.getElementById('zz-frames') || document.body.dataset.ready === '1'"


class Browser(cdp.Browser):
    def __init__(self, *args):
        super().__init__(*args)
        self.ready = READY

zertz, tmp = sys.argv[1], sys.argv[2]
checks = Checks("viewer")
check, part = checks.check, checks.part


def run(*args):
    return subprocess.run([zertz] + list(args), capture_output=True, text=True)


def text_inside(b, svg, args):
    b.goto("file://" + svg)
    bad = b.eval(r"""(function () {
      var svg = document.documentElement, vb = svg.viewBox.baseVal, out = [];
      var m = svg.getScreenCTM(), boxes = [];
      document.querySelectorAll('text').forEach(function (t) {
        var bb = t.getBBox(), ctm = t.getCTM();
        var p1 = svg.createSVGPoint(), p2 = svg.createSVGPoint();
        p1.x = bb.x; p1.y = bb.y; p2.x = bb.x + bb.width; p2.y = bb.y + bb.height;
        p1 = p1.matrixTransform(ctm); p2 = p2.matrixTransform(ctm);
        var box = [Math.min(p1.x, p2.x), Math.min(p1.y, p2.y), Math.max(p1.x, p2.x), Math.max(p1.y, p2.y)];
        // getCTM maps to the viewport, the viewBox scaled to width and height
        var W = svg.width.baseVal.value, H = svg.height.baseVal.value;
        if (box[0] < -0.5 || box[1] < -0.5 || box[2] > W + 0.5 || box[3] > H + 0.5)
          out.push('outside: ' + t.textContent);
        boxes.push([box, t.textContent, t.closest('g.diagram, g.moves, svg')]);
      });
      for (var i = 0; i < boxes.length; i++)
        for (var j = i + 1; j < boxes.length; j++) {
          var a = boxes[i][0], c = boxes[j][0];
          var w = Math.min(a[2], c[2]) - Math.max(a[0], c[0]), h = Math.min(a[3], c[3]) - Math.max(a[1], c[1]);
          if (w > 1 && h > 1) out.push('overlap: ' + boxes[i][1] + ' / ' + boxes[j][1]);
        }
      // the counts of the trays: their marbles are circles, right of the rows' text
      document.querySelectorAll('text.counts').forEach(function (t) {
        var bb = t.getBBox();
        t.parentNode.querySelectorAll('circle.marble').forEach(function (c) {
          var cx = c.cx.baseVal.value, cy = c.cy.baseVal.value, r = c.r.baseVal.value;
          if (r < 6 && cx - r < bb.x + bb.width - 0.5 && cx + r > bb.x + 0.5 &&
              cy - r < bb.y + bb.height && cy + r > bb.y)
            out.push('over a count: ' + t.textContent);
        });
      });
      return out;
    })()""")
    check("text of render %s" % " ".join(args), bad == [], bad[:6])


if part("page"):
    page = os.path.join(tmp, "isolation.html")
    r = run("render", "-t", "html", "-o", page, "samples/isolation.zgn")
    check("render -t html exits 0", r.returncode == 0, r.stderr)
    html = open(page, encoding="utf-8").read()
    # self-contained: no file and no address beyond the SVG namespace
    refs = re.findall(r'(?:src|href)="([^"#][^"]*)"', html)
    # but the record itself, in a data URL: the game as convert writes it
    records = [u for u in refs if u.startswith("data:text/plain;charset=utf-8,")]
    check("no file or address referred to", [u for u in refs if u not in records] == [], refs)
    want = run("convert", "-t", "zgn", "samples/isolation.zgn").stdout
    import urllib.parse  # noqa: E402
    check("the record to download is the game's ZGN", len(records) == 1 and
          urllib.parse.unquote(records[0].split(",", 1)[1]) == want, records[:1])
    check("the record's name", 'download="zertz-alice-bob.zgn"' in html)
    check("no http beyond the SVG namespace",
          set(re.findall(r'https?://[^"\\\s]*', html)) <= {"http://www.w3.org/2000/svg"})
    check("small: under 200 kB for 6 turns", len(html.encode()) < 200_000, len(html.encode()))

    with Browser(1000, 1100) as b:
        url = "file://" + page
        b.goto(url + "#turn=0")
        check("#turn=0 opens the start", b.eval("document.body.dataset.turn") == "0")
        check("the start's label", b.eval("document.getElementById('turn-label').textContent") == "start")
        board = b.eval("(function(){var r=document.getElementById('board').getBoundingClientRect();"
                       "return [r.x, r.y, r.width, r.height]})()")
        head = b.eval("(function(){var r=document.querySelector('header').getBoundingClientRect();"
                      "return [r.x, r.y, r.width, r.height]})()")

        def shot(name, rect):
            import base64
            data = b.call("Page.captureScreenshot", format="png",
                          clip={"x": rect[0], "y": rect[1], "width": rect[2], "height": rect[3],
                                "scale": 1})["data"]
            return base64.b64decode(data)

        b.screenshot(os.path.join(tmp, "viewer-turn-0.png"))
        start_board, start_head = shot("b0", board), shot("h0", head)
        b.goto(url + "#turn=6")
        check("#turn=6 opens turn 6", b.eval("document.body.dataset.turn") == "6")
        b.screenshot(os.path.join(tmp, "viewer-turn-6.png"))
        check("the board differs between turn 0 and turn 6", shot("b6", board) != start_board)
        check("the header does not", shot("h6", head) == start_head)
        check("the SVG shown is turn 6's",
              b.eval("document.querySelector('#board svg title').textContent").startswith(
                  "Zertz, 37 rings: 6. second player (bob): x a1Wc1"))
        check("the move list marks turn 6",
              b.eval("document.querySelector('#moves .move.current').dataset.turn") == "6")
        # keys
        b.key("Home", keycode=36)
        check("Home goes to the start", b.eval("document.body.dataset.turn") == "0")
        b.key("ArrowRight", keycode=39)
        check("Right steps forward", b.eval("document.body.dataset.turn") == "1")
        check("the fragment follows", b.eval("location.hash") == "#turn=1")
        b.key("ArrowRight", keycode=39)
        b.key("ArrowLeft", keycode=37)
        check("Left steps back", b.eval("document.body.dataset.turn") == "1")
        b.key("End", keycode=35)
        check("End goes to the last turn", b.eval("document.body.dataset.turn") == "6")
        b.key("ArrowRight", keycode=39)
        check("Right at the end stays", b.eval("document.body.dataset.turn") == "6")
        # a click on a move, the slider, the buttons
        b.eval("document.querySelector('#moves .move[data-turn=\"5\"] a').click()")
        check("a click on move 5 shows it", b.eval("document.body.dataset.turn") == "5")
        check("with its comment in the list",
              "d7 is cut off" in b.eval("document.querySelector('#moves .move.current').textContent"))
        b.eval("var s=document.getElementById('slider'); s.value='3'; s.dispatchEvent(new Event('input'))")
        check("the slider goes to 3", b.eval("document.body.dataset.turn") == "3")
        b.eval("document.getElementById('prev').click()")
        check("the back button", b.eval("document.body.dataset.turn") == "2")
        # the colour schemes
        light = b.eval("getComputedStyle(document.body).backgroundColor")
        b.eval("document.getElementById('scheme').click()")
        dark = b.eval("getComputedStyle(document.body).backgroundColor")
        check("the scheme button changes the colours", light != dark, (light, dark))
        b.screenshot(os.path.join(tmp, "viewer-dark.png"))
        b.call("Emulation.setEmulatedMedia", media="print")
        check("printing hides the controls",
              b.eval("getComputedStyle(document.getElementById('controls')).display") == "none")
        b.call("Emulation.setEmulatedMedia", media="")
        # a TZAAR game in the same viewer
        tz = os.path.join(tmp, "tzaar.html")
        run("render", "-t", "html", "-o", tz, "samples/tzaar/opening.zgn")
        b.goto("file://" + tz + "#turn=2")
        check("a TZAAR game opens at #turn=2", b.eval("document.body.dataset.turn") == "2")
        # --each: the index and its pages
        each = os.path.join(tmp, "each")
        r = run("render", "-t", "html", "--each", each, "samples/isolation.zgn", "samples/board-full.zgn",
                "samples/tzaar/opening.zgn")
        check("--each exits 0", r.returncode == 0, r.stderr)
        b.goto("file://" + os.path.join(each, "index.html"))
        links = b.eval("Array.from(document.querySelectorAll('tbody tr td:first-child a')).map(a => a.href)")
        check("the index lists three games", len(links) == 3, links)
        # sorted by a column (turns: numbers, 1 < 6 < 7), the other way again;
        # filtered by the words typed, in any case
        b.eval("document.querySelectorAll('thead button')[6].click()")
        turns = b.eval("Array.from(document.querySelectorAll('tbody tr')).map(r => r.cells[6].textContent)")
        check("the index sorted by turns", turns == sorted(turns, key=int), turns)
        b.eval("document.querySelectorAll('thead button')[6].click()")
        turns = b.eval("Array.from(document.querySelectorAll('tbody tr')).map(r => r.cells[6].textContent)")
        check("the index sorted by turns, the other way", turns == sorted(turns, key=int, reverse=True), turns)
        b.eval("var f = document.getElementById('filter'); f.value = 'TZAAR White'; "
               "f.dispatchEvent(new Event('input'))")
        shown = b.eval("Array.from(document.querySelectorAll('tbody tr')).filter(r => !r.hidden).length")
        check("the index filtered to the TZAAR game", shown == 1, shown)
        check("the filter says how many", b.eval("document.getElementById('shown').textContent") == "1 of 3 shown")
        for link in links:
            b.goto(link + "#turn=1")
            check("page %s opens at turn 1" % os.path.basename(link), b.eval("document.body.dataset.turn") == "1")
            check("page %s links back to the index" % os.path.basename(link),
                  b.eval("document.querySelector('header a').getAttribute('href')") == "index.html")
        problems = b.problems()
        check("no console error, exception or request beyond file://", problems == [], problems)

        # the diagrams' text: inside the picture, no line over another, for the
        # longest names and a five-hop chain (and what CORPUS_TEXT names)
        cases = [["-T", "svg", "tests/diagrams/long.zgn"], ["--sheet", "tests/diagrams/long.zgn"],
                 ["--sheet", "--page", "a4", "samples/isolation.zgn"], ["-T", "svg", "--coords", "all",
                 "tests/diagrams/long.zgn"], ["-T", "svg", "--at", "6", "samples/isolation.zgn"]]
        # CORPUS_TEXT: FILE@TURN, a diagram of that turn, or FILE@sheet
        for extra in os.environ.get("CORPUS_TEXT", "").split():
            path, _, at = extra.rpartition("@")
            if at == "sheet":
                cases.append(["--sheet", path])
            else:
                cases.append(["-T", "svg", "--at", at, path])
        for k, args in enumerate(cases):
            svg = os.path.join(tmp, "text-%d.svg" % k)
            r = run("render", "-o", svg, *args)
            # a sheet on paper of several pages: text-K-1.svg, text-K-2.svg ...
            pages = [svg] if os.path.exists(svg) else sorted(
                p for p in (os.path.join(tmp, "text-%d-%d.svg" % (k, n)) for n in range(1, 100))
                if os.path.exists(p))
            if r.returncode not in (0, 1) or not pages:
                check("render %s" % " ".join(args), False, r.stderr)
                continue
            for page in pages:
                text_inside(b, page, args + ([os.path.basename(page)] if len(pages) > 1 else []))

        # ---- strangers' text in a page (formats/xml.c), and a page whose
        # escaping failed (the Content-Security-Policy of formats/html.c) ----
        hostile = os.path.join(tmp, "hostile.zgn")
        first = "<script>document.title='pwned'</script>"
        second = "<img src=x onerror=\"document.title='pwned'\">&amp;'"
        note = "</script><script>document.title='pwned'</script><!--<script>"
        with open(hostile, "w", encoding="utf-8") as f:
            f.write('[Event "<b>Cup</b>"]\n[First "%s"]\n[Second "%s"]\n[Board "37"]\n\n'
                    '1. Wd4,a1 {%s}\n2. Bd1,a2\n' % (first, second.replace('"', '\\"'), note))
        page = os.path.join(tmp, "hostile.html")
        r = run("render", "-t", "html", "-o", page, hostile)
        check("render -t html of a hostile record", r.returncode == 0, r.stderr)
        b.goto("file://" + page + "#turn=1")
        check("no script of a record ran", b.eval("document.title") ==
              "<b>Cup</b>: first player (%s) against second player (%s)" % (first, second), b.eval("document.title"))
        check("two script elements, the viewer's", b.eval("document.scripts.length") == 2)
        check("no element a record named", b.eval("document.querySelectorAll('img, b, header script').length") == 0)
        check("the names as text", b.eval("document.querySelector('header h1').textContent") == "<b>Cup</b>")
        check("the comment as text", b.eval("document.querySelector('#moves .note').textContent") == note)
        check("the viewer still works", b.eval("document.body.dataset.turn") == "1")
        check("the frame's title holds the name as text",
              first in b.eval("document.querySelector('#board svg title').textContent"))
        check("a page without problems", b.problems() == [], b.problems())
        # the escaping undone by hand: the policy lets nothing but the viewer run
        html = open(page, encoding="utf-8").read()
        check("the page declares its policy",
              "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; script-src 'sha256-" in html)
        html = html.replace("<header>", "<header><script>document.title='pwned'</script>"
                            "<img src=\"data:,\" onerror=\"document.title='pwned'\">"
                            "<svg><a href=\"javascript:void(document.title='pwned')\"><text>x</text></a></svg>", 1)
        broken = os.path.join(tmp, "broken.html")
        with open(broken, "w", encoding="utf-8") as f:
            f.write(html)
        seen = len(b.events)
        b.goto("file://" + broken + "#turn=2")
        b.eval("var a = document.querySelector('header svg a'); a && a.dispatchEvent(new MouseEvent('click'))")
        check("a missed escape runs nothing", b.eval("document.title") != "pwned", b.eval("document.title"))
        check("the viewer's own script runs", b.eval("document.body.dataset.turn") == "2")
        refused = [e for e in b.events[seen:] if "Content Security Policy" in json.dumps(e)]
        check("the browser says what the policy refused", len(refused) >= 2, len(refused))
        index = open(os.path.join(each, "index.html"), encoding="utf-8").read()
        check("the index declares a policy: its own script alone, by its hash",
              "content=\"default-src 'none'; script-src 'sha256-" in index and index.count("<script") == 1)


# ---- the move list follows the position: opened at a turn, stepped with
# the keys, the current move is in sight in the list ----
IN_SIGHT = r"""(function () {
  var li = document.querySelector('#moves .move.current'), list = document.getElementById('moves');
  if (!li) return 'no current move';
  var a = li.getBoundingClientRect(), b = list.getBoundingClientRect();
  return a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5 ? 'in sight' :
    'move ' + li.dataset.turn + ' at ' + Math.round(a.top) + '..' + Math.round(a.bottom) +
    ', the list ' + Math.round(b.top) + '..' + Math.round(b.bottom);
})()"""
if part("follow"):
    with Browser(1000, 600) as b:
        page = os.path.join(tmp, "follow.html")
        run("render", "-t", "html", "-o", page, "samples/game61.zgn")
        b.goto("file://" + page + "#turn=30")
        check("the list overflows its box (else the check proves nothing)",
              b.eval("(function(){var l=document.getElementById('moves');return l.scrollHeight>l.clientHeight})()"))
        check("opened at #turn=30, move 30 in sight", b.eval(IN_SIGHT) == "in sight", b.eval(IN_SIGHT))
        b.key("End", keycode=35)
        check("End: the last move in sight", b.eval(IN_SIGHT) == "in sight", b.eval(IN_SIGHT))
        b.key("Home", keycode=36)
        check("Home: the start in sight", b.eval(IN_SIGHT) == "in sight", b.eval(IN_SIGHT))
        for _ in range(25):
            b.key("ArrowRight", keycode=39)
        check("stepped to 25 with the keys, in sight", b.eval(IN_SIGHT) == "in sight", b.eval(IN_SIGHT))
        check("the page itself not scrolled", b.eval("window.scrollY") == 0, b.eval("window.scrollY"))

# ---- what is drawn is the position: for every turn of a long game on each
# board, in the light and the dark scheme, the rings drawn present and
# removed, the marbles on the board by colour and the tray counts equal
# the engine's position string (convert -t position --at K); the trays'
# marbles stand out from the background (contrast, as WCAG measures it,
# at least 3:1) ----
def position(path, k):
    """present rings, removed rings, marbles (W, G, B), the nine tray counts"""
    r = run("convert", "-q", "-t", "position", "--at", str(k), path)
    words = r.stdout.split()
    cells = words[1]
    trays = [int(n) for w in words[2:5] for n in w.split("/")]
    return [sum(c not in "-/" for c in cells), cells.count("-"),
            cells.count("W"), cells.count("G"), cells.count("B"), trays]


def every_turn(b, page, name, turns, faults, dark_shot=None):
    """In the light and the dark scheme: faults(k), what is drawn at turn k
    and is not the position, for every turn of page; one check a scheme."""
    for scheme in ("light", "dark"):
        b.call("Emulation.setEmulatedMedia", media="",
               features=[{"name": "prefers-color-scheme", "value": scheme}])
        b.goto("file://" + page)
        bad = [f for k in range(turns + 1) for f in faults(k)]
        if scheme == "dark" and dark_shot:
            b.screenshot(dark_shot)
        check("%s in the %s scheme: every turn drawn as its position (%d turns)"
              % (name, scheme, turns + 1), bad == [], bad[:4])


DRAWN = r"""(function (k) {
  var s = document.getElementById('slider');
  s.value = String(k); s.dispatchEvent(new Event('input'));
  var svg = document.querySelector('#board svg'), board = svg.querySelector('g.board');
  function shown(e) { var f = getComputedStyle(e).fill; return f !== 'none' && f !== 'transparent'; }
  var present = 0, removed = 0, marbles = [0, 0, 0];
  board.querySelectorAll('circle.ring').forEach(function (c) { if (shown(c)) present++; else removed++; });
  // a marble the last move took is drawn as it was, crossed out or ringed
  // (svg.c): not on the board
  ['white', 'grey', 'black'].forEach(function (name, i) {
    board.querySelectorAll('circle.marble.' + name + ':not(.captured):not(.claimed)')
      .forEach(function (c) { if (shown(c)) marbles[i]++; });
  });
  var counts = Array.from(svg.querySelectorAll('text.counts')).map(function (t) { return t.textContent; })
    .filter(function (t) { return /^[0-9]+$/.test(t); }).map(Number);
  function rgb(c) { var m = c.match(/[0-9.]+/g).map(Number); return m.slice(0, 3); }
  function lum(c) {
    return rgb(c).map(function (v) { v /= 255; return v <= 0.03928 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); })
      .reduce(function (a, v, i) { return a + v * [0.2126, 0.7152, 0.0722][i]; }, 0);
  }
  var bg = lum(getComputedStyle(svg.querySelector('rect.background')).fill), worst = 99;
  svg.querySelectorAll('circle.marble').forEach(function (c) {
    if (board.contains(c)) return;
    var l = lum(getComputedStyle(c).stroke), r = (Math.max(l, bg) + 0.05) / (Math.min(l, bg) + 0.05);
    worst = Math.min(worst, r);
  });
  return [present, removed, marbles[0], marbles[1], marbles[2], counts, Math.round(worst * 100) / 100];
})"""

if part("drawn"):
    with Browser(1000, 1100) as b:
        for sample in ("samples/opening.zgn", "samples/game48.zgn", "samples/game61.zgn"):
            page = os.path.join(tmp, os.path.basename(sample) + ".html")
            run("render", "-t", "html", "-o", page, sample)
            turns = json.loads(run("validate", "--json", sample).stdout)["turns"]
            want = [position(sample, k) for k in range(turns + 1)]
            def faults(k, want=want):
                got = b.eval(DRAWN + "(%d)" % k)
                bad = []
                if got[:6] != want[k]:
                    bad.append("turn %d: drawn %s, the position %s" % (k, got[:6], want[k]))
                if got[6] < 3:
                    bad.append("turn %d: a tray's marble against the background %s:1" % (k, got[6]))
                return bad

            every_turn(b, page, sample, turns, faults,
                       os.path.join(tmp, "viewer-dark-%s.png" % os.path.basename(sample)))

# ---- TZAAR: each stack drawn (its side, its top piece, its height) as the
# position string has it ('TZ': a white Tott under a white Tzaar), the
# height inside the stack's disc; a part of its own, so that a mutation
# of the TZAAR drawings runs this alone ----
if part("tzaar-drawn"):
    with Browser(1000, 1100) as b:
        kinds = {"t": "tott", "a": "tzarra", "z": "tzaar"}
        tz = os.path.join(tmp, "tz-random.zgn")
        with open(tz, "w") as f:
            subprocess.run(["./bench/randgame", "-g", "tzaar", "-n", "1", "-s", "6"], stdout=f, check=True)
        turns = json.loads(run("validate", "--json", tz).stdout)["turns"]
        want = []
        for k in range(turns + 1):
            stacks = run("convert", "-q", "-t", "position", "--at", str(k), tz).stdout.split()[1].split("/")
            want.append(sorted("%s %s %d" % ("white" if st[-1].isupper() else "black", kinds[st[-1].lower()], len(st))
                               for st in stacks if st != "."))
        page = os.path.join(tmp, "tz-random.html")
        run("render", "-t", "html", "-o", page, tz)
        def stacks_faults(k):
            got = sorted(b.eval(r"""(function (k) {
                  var s = document.getElementById('slider');
                  s.value = String(k); s.dispatchEvent(new Event('input'));
                  return Array.from(document.querySelectorAll('#board svg g.stacks g.stack')).map(function (g) {
                    var c = g.classList, h = g.querySelector('text.height');
                    // the height inside its own disc: every corner of its box
                    // within the radius (on the rim it reached the neighbours)
                    var inside = '';
                    if (h) {
                      var p = g.querySelector('circle.piece'), bb = h.getBBox();
                      var cx = p.cx.baseVal.value, cy = p.cy.baseVal.value, r = p.r.baseVal.value;
                      [[bb.x, bb.y], [bb.x + bb.width, bb.y], [bb.x, bb.y + bb.height],
                       [bb.x + bb.width, bb.y + bb.height]].forEach(function (q) {
                        if (Math.hypot(q[0] - cx, q[1] - cy) > r) inside = ' outside its disc';
                      });
                    }
                    return (c.contains('white') ? 'white' : 'black') + ' ' +
                      ['tott', 'tzarra', 'tzaar'].filter(function (n) { return c.contains(n); })[0] + ' ' +
                      (h ? h.textContent : '1') + inside;
                  });
                })(%d)""" % k))
            return [] if got == want[k] else ["turn %d: drawn %s, the position %s" % (k, got, want[k])]

        every_turn(b, page, "a TZAAR game", turns, stacks_faults)
        # its sheets, as they come and on A4 (three narrower columns, where
        # a side's tops with "(to move)" does not fit at 11 px): under each
        # diagram one size of text (the caption bold), within the diagram
        sheet = os.path.join(tmp, "tz-random.svg")
        run("render", "--sheet", "-o", sheet, tz)
        run("render", "--sheet", "--page", "a4", "-o", os.path.join(tmp, "tz-a4.svg"), tz)
        pages = [sheet] + sorted(os.path.join(tmp, p) for p in os.listdir(tmp) if re.match(r"tz-a4-\d+\.svg$", p))
        check("the TZAAR sheet on A4: pages", len(pages) >= 2, pages)
        for path in pages:
            b.goto("file://" + path)
            got = json.loads(b.eval("JSON.stringify(Array.from(document.querySelectorAll("
                                    "'text.caption, text.tops, text.state')).map(function (t) {"
                                    " var bb = t.getBBox(), g = t.closest('g.diagram'),"
                                    " w = g.querySelector('rect.background').width.baseVal.value;"
                                    " return [t.getAttribute('class'), getComputedStyle(t).fontSize,"
                                    " bb.x + bb.width <= w + 0.5]; }))"))
            check("%s: caption, result and tops in one size" % os.path.basename(path),
                  len(set(z for _, z, _ in got)) == 1 and {c for c, _, _ in got} >= {"caption", "tops"},
                  sorted(set((c, z) for c, z, _ in got)))
            check("%s: every line of the panels within its diagram" % os.path.basename(path),
                  all(inside for _, _, inside in got), [g for g in got if not g[2]][:3])
        b.call("Emulation.setEmulatedMedia", media="", features=[])

# ---- phone to desk: from 360 px up the page does not scroll sideways, the
# board and its trays are on the screen, the move list is part of the page
# (no box of its own); on a desk the list stands beside the board ----
if part("phone"):
    with Browser(1000, 600) as b:
        page = os.path.join(tmp, "phone.html")
        run("render", "-t", "html", "-o", page, "samples/game61.zgn")
        for w, h in ((360, 740), (390, 844), (1280, 800)):
            b.call("Emulation.setDeviceMetricsOverride", width=w, height=h, deviceScaleFactor=1, mobile=w < 600)
            b.goto("file://" + page + "#turn=20")
            got = b.eval("JSON.stringify({sw: document.documentElement.scrollWidth,"
                         " board: document.querySelector('#board svg').getBoundingClientRect().right,"
                         " scheme: document.getElementById('scheme').getBoundingClientRect().right,"
                         " list: getComputedStyle(document.getElementById('moves')).overflowY,"
                         " beside: document.getElementById('moves').getBoundingClientRect().left >="
                         " document.querySelector('#board svg').getBoundingClientRect().right})")
            got = json.loads(got)
            check("%dx%d: no sideways scrolling" % (w, h), got["sw"] <= w, got)
            check("%dx%d: the board and the controls on the screen" % (w, h),
                  got["board"] <= w and got["scheme"] <= w, got)
            if w < 600:
                check("%dx%d: the move list is part of the page" % (w, h), got["list"] == "visible", got)
            else:
                check("%dx%d: the move list beside the board" % (w, h), got["beside"], got)
        # the --each index of games with long names, read from a long path:
        # a game a line on a desk, a card on a phone, never sideways
        deep = os.path.join(tmp, "an archive with a long name", "of the club's tournaments", "in 2019")
        os.makedirs(deep, exist_ok=True)
        game = os.path.join(deep, "the final round of the club championship, board one.zgn")
        with open("tests/diagrams/long.zgn", encoding="utf-8") as src, open(game, "w", encoding="utf-8") as f:
            f.write(src.read())
        each = os.path.join(tmp, "each-long")
        r = run("render", "-t", "html", "--each", each, game, "samples/isolation.zgn", "samples/tzaar/opening.zgn")
        check("--each of long names exits 0", r.returncode == 0, r.stderr)
        for w, h in ((360, 740), (390, 844), (1280, 800)):
            b.call("Emulation.setDeviceMetricsOverride", width=w, height=h, deviceScaleFactor=1, mobile=w < 600)
            b.goto("file://" + os.path.join(each, "index.html"))
            b.screenshot(os.path.join(tmp, "viewer-index-%d.png" % w))
            got = json.loads(b.eval(
                "JSON.stringify({sw: document.documentElement.scrollWidth,"
                " rows: Array.from(document.querySelectorAll('tbody tr')).map(r => r.getBoundingClientRect().height),"
                " line: parseFloat(getComputedStyle(document.querySelector('tbody td')).lineHeight),"
                " titles: Array.from(document.querySelectorAll('tbody td:not(.no)')).every(c =>"
                " c.title === c.textContent)})"))
            check("the index at %dx%d: no sideways scrolling" % (w, h), got["sw"] <= w, got)
            check("the index: every cell's whole text in its title", got["titles"], got)
            if w >= 600:
                check("the index at %dx%d: a game a line" % (w, h),
                      len(got["rows"]) == 3 and max(got["rows"]) < 2 * got["line"], got)

# ---- the keys Up and Down step too; autoplay goes on by itself and stops
# when asked; the scheme chosen on the page is kept for the next page ----
if part("play"):
    with Browser(1000, 700) as b:
        page = os.path.join(tmp, "play.html")
        run("render", "-t", "html", "-o", page, "samples/opening.zgn")
        b.goto("file://" + page + "#turn=3")
        b.key("ArrowDown", keycode=40)
        check("Down: the next turn", b.eval("document.body.dataset.turn") == "4")
        b.key("ArrowUp", keycode=38)
        check("Up: the turn before", b.eval("document.body.dataset.turn") == "3")
        b.eval("var s = document.getElementById('speed'); s.value = '400'; s.dispatchEvent(new Event('change'))")
        b.eval("document.getElementById('play').click()")
        for _ in range(100):	# (a loaded machine is slow: up to 10 s)
            t = int(b.eval("document.body.dataset.turn"))
            if t >= 5:
                break
            time.sleep(0.1)
        check("autoplay steps by itself", t >= 5, t)
        b.eval("document.getElementById('play').click()")
        time.sleep(0.9)
        check("autoplay stops when asked", int(b.eval("document.body.dataset.turn")) <= t + 1,
              (t, b.eval("document.body.dataset.turn")))
        light = b.eval("document.documentElement.classList.contains('dark')")
        b.eval("document.getElementById('scheme').click()")
        other = os.path.join(tmp, "play-other.html")	# another page: loaded afresh
        run("render", "-t", "html", "-o", other, "samples/isolation.zgn")
        b.goto("file://" + other)
        check("the scheme chosen is kept", b.eval("document.documentElement.classList.contains('dark')") != light)
        b.eval("document.getElementById('scheme').click()")

# ---- flip and rotate on the page: the circles drawn (rings, marbles, the
# last move's marks) where render --flip / --rotate draws them, turned by
# the script about the board's middle, for every 5th turn of a 61-ring game
# and the two at once; the words upright; flipped twice, as at first.
# A swipe left is the next turn, right the one before. ----
CIRCLES = r"""Array.prototype.map.call(document.querySelectorAll('#board .board circle'),
  function (c) { return c.getAttribute('class') + ' ' + Number(c.getAttribute('cx')).toFixed(1) +
    ' ' + Number(c.getAttribute('cy')).toFixed(1); }).sort()"""


def svg_circles(text):
    board = text[text.index('<g class="board"'):]
    board = board[:board.index('</g>')]
    return sorted("%s %.1f %.1f" % (c, float(x), float(y)) for c, x, y in
                  re.findall(r'<circle class="([^"]*)" cx="([-0-9.]+)" cy="([-0-9.]+)"', board))


def at_turn(b, k, wait=3.0):
    """The turn shown, once it is k or wait seconds have passed (events
    such as hashchange are handled in their own time)."""
    deadline = time.time() + wait
    while True:
        t = b.eval("document.body.dataset.turn")
        if t == str(k) or time.time() > deadline:
            return t
        time.sleep(0.02)


if part("turned"):
    with Browser(1000, 800) as b:
        page = os.path.join(tmp, "turned.html")
        run("render", "-t", "html", "-o", page, "samples/game61.zgn")
        b.goto("file://" + page)
        last = int(b.eval("document.getElementById('slider').max"))
        for flags in (["--flip"], ["--rotate"], ["--flip", "--rotate"]):
            for f in flags:
                b.eval("document.getElementById('%s').click()" % f[2:])
            wrong = []
            for k in list(range(0, last + 1, 5)) + [last]:
                b.eval("location.hash = 'turn=%d'" % k)
                at_turn(b, k)
                want = svg_circles(run("render", "-T", "svg", "--at", str(k), *flags, "samples/game61.zgn").stdout)
                if b.eval(CIRCLES) != want:
                    wrong.append(k)
            check("the page %s as render %s draws it" % (" and ".join(f[2:] for f in flags), " ".join(flags)),
                  wrong == [], wrong[:5])
            upright = b.eval("Array.prototype.every.call(document.querySelectorAll('#board text'),"
                             " function (t) { return !t.hasAttribute('transform'); })")
            check("words upright (%s)" % " ".join(flags), upright)
            for f in flags:
                b.eval("document.getElementById('%s').click()" % f[2:])
        b.eval("location.hash = 'turn=7'")
        check("at turn 7", at_turn(b, 7) == "7")
        check("turned back: as drawn at first",
              b.eval(CIRCLES) == svg_circles(run("render", "-T", "svg", "--at", "7", "samples/game61.zgn").stdout))
        # a swipe: touch events on the board
        box = b.eval("(function(){var r=document.getElementById('board').getBoundingClientRect();"
                     "return [r.left + r.width / 2, r.top + r.height / 2]})()")

        def swipe(dx):
            x, y = box
            b.call("Input.dispatchTouchEvent", type="touchStart", touchPoints=[{"x": x, "y": y}])
            b.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[{"x": x + dx / 2, "y": y}])
            b.call("Input.dispatchTouchEvent", type="touchMove", touchPoints=[{"x": x + dx, "y": y}])
            b.call("Input.dispatchTouchEvent", type="touchEnd", touchPoints=[])
        swipe(-120)
        t = at_turn(b, 8)
        check("a swipe left: the next turn", t == "8", t)
        swipe(120)
        t = at_turn(b, 7)
        swipe(120)
        t = at_turn(b, 6)
        check("a swipe right: the turn before", t == "6", repr(t))
        swipe(10)
        t = at_turn(b, 5, wait=0.5)
        check("a touch that hardly moves: no step", t == "6", t)

# ---- an analysed record as a player reads it: the marks and the
# analysis in words, never the [%...] commands; the caption of each marked
# turn ends in its mark, in colour; the next-mark button and the keys n
# and p visit exactly the marked turns; the winning turn drawn over each
# position is the one the record gives ([%best] of the next turn), and can
# be hidden; the strip has a cell a position, the marks where they fell.
# Expected values come from the analysed ZGN, read here ----
MARK_WORDS = {"??": "a blunder", "?": "a missed win", "!": "the only winning turn",
              "\u25a1": "the only turn that does not lose"}


def analysed_record():
    """the sample analysed: its text, {turn: mark}, {turn: [%best]}"""
    zgn = run("analyze", "-q", "-t", "zgn", "samples/opening.zgn").stdout
    marks, best = {}, {}
    for line in zgn.splitlines():
        m = re.match(r'(\d+)\. ([^{]*?) *(?:\{(.*)\})?$', line)
        if not m:
            continue
        k = int(m.group(1))
        mm = re.search(r'(\?\?|\?!|!\?|!!|\?|!|\u25a1)$', m.group(2))
        if mm:
            marks[k] = mm.group(1)
        bm = re.search(r'\[%best ([^\]]*)\]', m.group(3) or "")
        if bm:
            best[k] = bm.group(1)
    return zgn, marks, best


def visits(b, press, n):
    """the turns shown after each of n presses, until one changes nothing"""
    seen = []
    for _ in range(n):
        press()
        t = int(b.eval("document.body.dataset.turn"))
        if seen and t == seen[-1]:
            break
        seen.append(t)
    return seen


if part("analysis"):
    zgn, marks, best = analysed_record()
    apath, page = os.path.join(tmp, "analysed.zgn"), os.path.join(tmp, "analysed.html")
    with open(apath, "w", encoding="utf-8") as f:
        f.write(zgn)
    r = run("render", "-t", "html", "-o", page, apath)
    check("render -t html of an analysed record exits 0", r.returncode == 0, r.stderr)
    check("the sample has marks and winning turns to show", len(marks) >= 5 and len(best) >= 5, (marks, best))
    with Browser(1280, 900) as b:
        b.goto("file://" + page)
        last = int(b.eval("document.getElementById('slider').max"))
        leaks, captions, words, overlay = [], [], [], []
        for k in range(last + 1):
            b.eval("location.hash = 'turn=%d'" % k)
            at_turn(b, k)
            text = b.eval("document.body.innerText + ' ' + document.getElementById('board').textContent + ' ' +"
                          " Array.prototype.map.call(document.querySelectorAll('[title], [aria-label]'),"
                          " function (e) { return e.getAttribute('title') + e.getAttribute('aria-label'); })"
                          ".join(' ')")
            if "[%" in text:
                leaks.append(k)
            if k in marks:
                cap = b.eval("(function () { var c = document.querySelectorAll('#board .caption');"
                             " c = c[c.length - 1]; var t = c.querySelector('tspan.mark');"
                             " return [c.textContent, t ? t.textContent : '',"
                             " t ? getComputedStyle(t).fill : getComputedStyle(c).fill, getComputedStyle(c).fill]; })()")
                if not cap[0].endswith(marks[k]) or cap[1] != marks[k] or cap[2] == cap[3]:
                    captions.append((k, cap))
                said = b.eval("Array.prototype.map.call(document.querySelectorAll('#board .comment'),"
                              " function (t) { return t.textContent; }).join(' ')")
                if MARK_WORDS[marks[k]] not in said:
                    words.append((k, said))
            cells = b.eval("Array.prototype.map.call(document.querySelectorAll("
                           "'#board .best-turn [data-cell]:not(.cross)'), function (e) {"
                           " return e.getAttribute('data-cell'); })")
            if set(cells) != set(re.findall(r'[a-j][0-9]+', best.get(k + 1, ""))):
                overlay.append((k, sorted(set(cells)), best.get(k + 1)))
        check("no [%% in any text, title or label, at any of the %d turns" % (last + 1), leaks == [], leaks[:5])
        check("each marked turn's caption ends in its mark, in a colour of its own", captions == [], captions[:3])
        check("each marked turn's words say what its mark means", words == [], words[:3])
        check("the overlay's cells are the winning turn's (the next turn's [%best]), at every turn",
              overlay == [], overlay[:3])
        # the marked turns, forward and back, by button and by key
        b.eval("location.hash = 'turn=0'")
        at_turn(b, 0)
        seen = visits(b, lambda: b.eval("document.getElementById('next-mark').click()"), len(marks) + 2)
        check("the next-mark button visits exactly the marked turns, in order", seen == sorted(marks),
              (seen, sorted(marks)))
        seen = visits(b, lambda: b.key("p", keycode=80), len(marks) + 2)
        check("the key p goes back through them", seen == sorted(marks, reverse=True)[1:], seen)
        seen = visits(b, lambda: b.key("n", keycode=78), len(marks) + 2)
        check("the key n forward again", seen == sorted(marks)[1:], seen)
        # the winning turn hidden and shown
        k = min(best) - 1
        b.eval("location.hash = 'turn=%d'" % k)
        at_turn(b, k)
        shown = "getComputedStyle(document.querySelector('#board .best-turn')).display"
        check("the winning turn drawn", b.eval(shown) != "none")
        b.eval("document.getElementById('best').click()")
        check("the button hides it, and says so", b.eval(shown) == "none" and
              b.eval("document.getElementById('best').getAttribute('aria-pressed')") == "false")
        b.key("ArrowRight", keycode=39)
        b.key("ArrowLeft", keycode=37)
        check("hidden while stepping", b.eval(shown) == "none")
        b.key("w", keycode=87)
        check("the key w shows it again", b.eval(shown) != "none")
        # the strip
        strip = b.eval("Array.prototype.map.call(document.querySelectorAll('#strip button'), function (e) {"
                       " return [Number(e.dataset.turn), /\\bm-/.test(e.className)]; })")
        check("the strip: a cell a position", [t for t, _ in strip] == list(range(last + 1)), strip[:3])
        check("the strip: marks where they fell", [t for t, m in strip if m] == sorted(marks), strip)
        b.eval("document.querySelector('#strip button[data-turn=\"10\"]').click()")
        check("a click on the strip goes to its turn", at_turn(b, 10) == "10")
        check("and marks it", b.eval("document.querySelector('#strip button.current').dataset.turn") == "10")
        # pictures: at a ?? turn whose winning reply is known, the strip in sight
        k = min(t for t in marks if marks[t] == "??" and t + 1 in best)
        for w, h in ((390, 844), (1280, 800)):
            b.call("Emulation.setDeviceMetricsOverride", width=w, height=h, deviceScaleFactor=1, mobile=w < 600)
            for scheme in ("light", "dark"):
                b.goto("file://" + page + "#turn=%d" % k)
                if (b.eval("document.documentElement.classList.contains('dark')")) != (scheme == "dark"):
                    b.eval("document.getElementById('scheme').click()")
                b.screenshot(os.path.join(tmp, "viewer-analysis-%d-%s.png" % (w, scheme)))
                sw = b.eval("document.documentElement.scrollWidth")
                check("%d wide, %s: no sideways scrolling" % (w, scheme), sw <= w, sw)
        # on a desk the board, every row of the controls and the strip in the
        # window at every turn, whatever the header's and the caption's lines:
        # the analysed record as it is, and with names long enough to wrap
        longer = os.path.join(tmp, "analysed-long.html")
        with open(os.path.join(tmp, "analysed-long.zgn"), "w", encoding="utf-8") as f:
            f.write(re.sub(r'^\[(First|Second|Event) "([^"]*)"\]',
                           lambda m: '[%s "%s"]' % (m.group(1), (m.group(2) + " of the long name ") * 6),
                           zgn, flags=re.M))
        run("render", "-t", "html", "-o", longer, os.path.join(tmp, "analysed-long.zgn"))
        for path, (w, h) in ((page, (1280, 800)), (longer, (1280, 800)), (longer, (1366, 680))):
            b.call("Emulation.setDeviceMetricsOverride", width=w, height=h, deviceScaleFactor=1, mobile=False)
            b.goto("file://" + path + "#turn=0")
            out = []
            for k in range(0, last + 1, 3):
                b.eval("location.hash = 'turn=%d'" % k)
                at_turn(b, k)
                low = b.eval("Math.max.apply(null, ['controls', 'strip', 'strip-key'].map(function (id) {"
                             " var e = document.getElementById(id); return e ? e.getBoundingClientRect().bottom : 0;"
                             " })) - innerHeight")
                if low > 0.5:
                    out.append((k, low))
            b.screenshot(os.path.join(tmp, "viewer-desk-%s-%dx%d.png" % (os.path.basename(path)[:-5], w, h)))
            check("%s at %dx%d: the controls and the strip in the window at every turn"
                  % (os.path.basename(path), w, h), out == [], out[:5])
        check("no error in the page", b.problems() == [], b.problems()[:3])

# ---- the sheet of an analysed 92-turn 61-ring game on A4, as a browser
# draws it: three pages, every text inside its page and clear of the
# others, no caption or move line cut short (no ellipsis), each marked
# turn's mark in its caption; a picture of each page kept ----
if part("french"):
    # the viewer in the language --lang names (issue 40): its labels, the
    # turn's label the script makes from the page's words, the page's lang
    page = os.path.join(tmp, "marked-fr.html")
    r = run("render", "-t", "html", "--lang", "fr", "-o", page, "tests/analyze/marked.zgn")
    check("render -t html --lang fr exits 0", r.returncode == 0, r.stderr)
    with Browser(1000, 1100) as b:
        b.goto("file://" + page + "#turn=0")
        check("the page says it is French", b.eval("document.documentElement.lang") == "fr")
        check("the start's label in French", b.eval("document.getElementById('turn-label').textContent") == "début")
        b.eval("document.getElementById('next').click()")
        time.sleep(0.3)
        label = b.eval("document.getElementById('turn-label').textContent")
        check("the turn's label in French", label == "tour 1 sur 6", label)
        check("a button's title in French", b.eval("document.getElementById('flip').title") == "retourner le plateau en miroir")
        check("the winning turn's button in French", b.eval("document.getElementById('best').textContent") == "tour gagnant")
        b.screenshot(os.path.join(tmp, "viewer-fr.png"))

if part("sheet"):
    zgn = run("analyze", "-q", "-t", "zgn", "tests/diagrams/long92.zgn").stdout
    apath = os.path.join(tmp, "long92a.zgn")
    with open(apath, "w", encoding="utf-8") as f:
        f.write(zgn)
    marked = re.findall(r'^(\d+)\. [^{\n]*?(\?\?|\?|!|\u25a1) *(?:\{|$)', zgn, re.M)
    check("the analysed game has marked turns", len(marked) >= 1, zgn[-400:])
    out = os.path.join(tmp, "sheet92.svg")
    r = run("render", "--sheet", "--page", "a4", "-o", out, apath)
    pages = sorted(p for p in os.listdir(tmp) if re.match(r"sheet92-\d+\.svg$", p))
    check("an analysed 92-turn game on 3 A4 pages", r.returncode == 0 and len(pages) == 3, (r.stderr, pages))
    texts = "".join(open(os.path.join(tmp, p), encoding="utf-8").read() for p in pages)
    check("no caption or move line cut short", "\u2026" not in texts)
    captions = re.findall(r'<text class="caption"[^>]*>([^<]*)<', texts)
    for k, mark in marked:
        want = [c for c in captions if c.startswith(k + ". ")]
        check("turn %s's caption carries its mark %s" % (k, mark), want and want[0].endswith(mark), want)
    with Browser(900, 1200) as b:
        for i, p in enumerate(pages):
            text_inside(b, os.path.join(tmp, p), ["--sheet", "page %d" % (i + 1)])
            b.screenshot(os.path.join(tmp, "viewer-sheet92-%d.png" % (i + 1)))

# ---- the page of puzzles (zertz puzzles -t html): a turn tried says
# whether it is the winning one, the solution opens with its positions,
# a stranger's name stays text, nothing is fetched; on a phone and wide,
# a picture of each ----
if part("puzzles"):
    games = os.path.join(tmp, "pz-games.zgn")
    with open(games, "w", encoding="utf-8") as f:
        f.write(open("samples/blitz.zgn", encoding="utf-8").read()
                .replace('[Event "', '[First "<img src=x onerror=alert(1)>"]\n[Event "', 1))
    page = os.path.join(tmp, "puzzles.html")
    r = run("puzzles", "-q", "--no-cache", "-o", page, games, "samples/repetition.zgn")
    check("puzzles -o page.html exits 0", r.returncode == 0, r.stderr)
    html = open(page, encoding="utf-8").read()
    check("the stranger's name escaped", "<img" not in html and "&lt;img src=x" in html)
    with Browser(1000, 600) as b:
        for w, h in ((390, 844), (1280, 900)):
            b.call("Emulation.setDeviceMetricsOverride", width=w, height=h, deviceScaleFactor=1, mobile=w < 600)
            b.ready = "document.body && document.body.dataset.ready === '1'"
            b.goto("file://" + page)
            check("two puzzles on the page", b.eval("document.querySelectorAll('article.puzzle').length") == 2)
            said = b.eval("""(function () {
                var f = document.querySelector('form.try'), i = f.querySelector('input'), o = f.querySelector('output');
                var out = [];
                i.value = 'Wa1,a2'; f.requestSubmit(); out.push(o.className + ': ' + o.textContent);
                i.value = ' ' + f.dataset.answer.toUpperCase() + ' '; f.requestSubmit(); out.push(o.className + ': ' + o.textContent);
                return out; })()""")
            check("a wrong turn is said wrong (%d wide)" % w, said[0].startswith("wrong: No"), said)
            check("the winning turn, in capitals, is said right (%d wide)" % w, said[1].startswith("right: Yes"), said)
            check("the solution closed at first", b.eval("document.querySelector('details').open") is False)
            b.eval("document.querySelector('summary').click()")
            check("the solution opens with a position after each turn",
                  b.eval("document.querySelectorAll('details')[0].querySelectorAll('svg').length") ==
                  b.eval("document.querySelectorAll('details')[0].querySelectorAll('.line li').length") >= 3)
            check("the board fits the window (%d wide)" % w,
                  b.eval("document.querySelector('.board svg').getBoundingClientRect().right") <= w)
            check("nothing wider than the window (%d wide)" % w,
                  b.eval("document.documentElement.scrollWidth") <= w)
            check("no script of a record ran, no console error, no request", b.problems() == [], b.problems()[:3])
            b.screenshot(os.path.join(tmp, "viewer-puzzles-%d.png" % w))

# ---- a puzzle's turn made by clicks on its board (zertz puzzles -t html):
# the clicks of each puzzle's winning turn (a colour, the ring, the ring
# removed; the marble, each landing) write that turn, its isolations
# left to follow, and are said right, a chain of two jumps among them; a
# click of a ring no jump reaches is refused; wrong clicks are said
# wrong; "Start again" forgets them ----
def clicks(answer):
    """The clicks of a turn in the notation: colour and rings."""
    m = re.match(r"^([WGB])([a-j][0-9])(?:,([a-j][0-9]))?(?: x .*)?$", answer)
    if m:
        return [("colour", m.group(1)), ("ring", m.group(2))] + ([("ring", m.group(3))] if m.group(3) else [])
    m = re.match(r"^x ([a-j][0-9])((?:[WGB][a-j][0-9])+)$", answer)
    return [("ring", m.group(1))] + [("ring", c) for c in re.findall(r"[WGB]([a-j][0-9])", m.group(2))]


def mouse(b, x, y):
    for kind in ("mousePressed", "mouseReleased"):
        b.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)


if part("puzzle-clicks"):
    games = os.path.join(tmp, "pc-games.zgn")
    with open(games, "w", encoding="utf-8") as f:
        f.write(subprocess.run(["./bench/randgame", "-n", "20", "-s", "9"], capture_output=True, text=True).stdout)
    page = os.path.join(tmp, "puzzle-clicks.html")
    r = run("puzzles", "-q", "--no-cache", "-o", page, games)
    check("puzzles -o page.html exits 0", r.returncode == 0, r.stderr)
    with Browser(1000, 900) as b:
        b.ready = "document.body && document.body.dataset.ready === '1'"
        b.goto("file://" + page)
        answers = b.eval("Array.from(document.querySelectorAll('form.try')).map(function (f) { return f.dataset.answer; })")
        check("puzzles with a jump, a chain and an isolation among them",
              any(a.startswith("x ") for a in answers) and any(re.match(r"^x [a-j][0-9](?:[WGB][a-j][0-9]){2}", a) for a in answers)
              and any(" x " in a for a in answers), answers)

        def at(i, ring):
            return b.eval("""(function () {
              var a = document.querySelectorAll('article.puzzle')[%d];
              a.scrollIntoView({block: 'center'});
              var c = a.querySelector('.board circle.ring[data-at="%s"]').getBoundingClientRect();
              return [c.left + c.width / 2, c.top + c.height / 2]; })()""" % (i, ring))

        def said(i):
            return b.eval("""(function () { var f = document.querySelectorAll('form.try')[%d];
              return [f.querySelector('input').value, f.querySelector('output').className,
                      f.querySelector('output').textContent]; })()""" % i)

        def submit(i):
            b.eval("document.querySelectorAll('form.try')[%d].querySelector('button[type=submit]').click()" % i)

        for i, answer in enumerate(answers):
            for what, v in clicks(answer):
                if what == "colour":
                    b.eval("document.querySelectorAll('article.puzzle')[%d].querySelector('button[data-colour=%s]').click()" % (i, v))
                else:
                    x, y = at(i, v)
                    mouse(b, x, y)
            typed = said(i)[0]
            check("puzzle %d: the clicks write %s" % (i + 1, answer), typed == answer.split(" x ")[0] if not answer.startswith("x ") else typed == answer, typed)
            submit(i)
            check("puzzle %d: the clicked turn is said right" % (i + 1), said(i)[1] == "right", said(i))
            if re.match(r"^x [a-j][0-9](?:[WGB][a-j][0-9]){2}", answer):
                b.screenshot(os.path.join(tmp, "viewer-puzzle-chain.png"))
        # wrong: a placement's clicks again after "Start again", but the
        # ring removed another ring
        j = [k for k, a in enumerate(answers) if not a.startswith("x ")][0]
        first = clicks(answers[j])
        b.eval("document.querySelectorAll('button.again')[%d].click()" % j)
        check("start again empties the field", said(j)[0] == "", said(j))
        rings = b.eval("Array.from(document.querySelectorAll('.board svg')[%d].querySelectorAll('circle.ring[data-at]')).map(function (c) { return c.dataset.at; })" % j)
        for what, v in first[:2]:
            if what == "colour":
                b.eval("document.querySelectorAll('article.puzzle')[%d].querySelector('button[data-colour=%s]').click()" % (j, v))
            else:
                mouse(b, *at(j, v))
        before = said(j)[0]
        for r in [r for r in rings if r not in [v for _, v in first]]:
            mouse(b, *at(j, r))
            if said(j)[0] != before:
                break
        submit(j)
        check("another ring removed is another turn, said wrong", said(j)[0] != before and said(j)[1] == "wrong", said(j))
        # a marble clicked, then a ring next to it: no jump lands there
        b.eval("document.querySelector('button.again').click()")
        pair = b.eval("""(function () {
          var svg = document.querySelector('.board svg'), rings = {}, out = null;
          svg.querySelectorAll('circle.ring[data-at]').forEach(function (c) { rings[c.dataset.at] = c; });
          svg.querySelectorAll('circle.marble').forEach(function (m) {
            for (var n in rings) {
              var c = rings[n];
              if (c.getAttribute('cx') === m.getAttribute('cx') && c.getAttribute('cy') === m.getAttribute('cy'))
                for (var o in rings) {
                  var dx = rings[o].cx.baseVal.value - c.cx.baseVal.value, dy = rings[o].cy.baseVal.value - c.cy.baseVal.value;
                  var d = Math.sqrt(dx * dx + dy * dy);
                  if (!out && d > 1 && d < 3 * c.r.baseVal.value) out = [n, o];
                }
            }
          });
          return out; })()""")
        check("a marble with a ring beside it", pair is not None)
        if pair:
            mouse(b, *at(0, pair[0]))
            check("a marble clicked starts a jump", said(0)[0] == "x " + pair[0], said(0))
            mouse(b, *at(0, pair[1]))
            check("a ring beside it is no landing: said so, the turn kept",
                  said(0)[0] == "x " + pair[0] and said(0)[2].startswith("Not a turn"), said(0))
        check("no script of a record ran, no console error, no request", b.problems() == [], b.problems()[:3])
        b.screenshot(os.path.join(tmp, "viewer-puzzle-clicks.png"))

# ---- the opening explorer (render -t html --explorer): a turn clicked
# goes on, the fragment and the way back follow, a fragment of no such
# path opens the start; a stranger's date stays text; on a phone and
# wide, nothing beside the page, a picture of each ----
if part("explorer"):
    games = os.path.join(tmp, "ex-games.zgn")
    rand = subprocess.run(["./bench/randgame", "-n", "12", "-s", "11"], capture_output=True, text=True).stdout
    with open(games, "w", encoding="utf-8") as f:
        f.write(rand.replace('[Event "random game"]', '[Event "random game"]\n[Date "<img src=x onerror=alert(1)>"]'))
    db = os.path.join(tmp, "ex.sqlite")
    page = os.path.join(tmp, "explorer.html")
    r = run("index", "-q", "--db", db, games)
    check("index exits 0", r.returncode == 0, r.stderr)
    r = run("render", "-t", "html", "--explorer", "--db", db, "--min-games", "1", "-o", page)
    check("render --explorer exits 0", r.returncode == 0, r.stderr)
    with Browser(1000, 600) as b:
        for w, h in ((390, 844), (1280, 900)):
            b.call("Emulation.setDeviceMetricsOverride", width=w, height=h, deviceScaleFactor=1, mobile=w < 600)
            b.ready = "document.body && document.body.dataset.ready === '1'"
            b.goto("file://" + page)
            check("opens at the start (%d wide)" % w, b.eval("document.body.dataset.node") == "0")
            first = b.eval("document.querySelector('td.turn button').textContent")
            b.eval("document.querySelector('td.turn button').click()")
            time.sleep(0.2)
            check("a turn clicked goes on", b.eval("location.hash").startswith("#path=0."), b.eval("location.hash"))
            check("the way there names the turn",
                  b.eval("document.getElementById('where').textContent").endswith(first),
                  b.eval("document.getElementById('where').textContent"))
            check("a stranger's date as text",
                  b.eval("[].some.call(document.querySelectorAll('td.last'), function (td) {"
                         " return td.textContent === '<img src=x onerror=alert(1)>'; })"))
            check("no element a record named", b.eval("document.querySelectorAll('main img').length") == 0)
            b.eval("document.getElementById('back').click()")
            time.sleep(0.2)
            check("back goes to the start", b.eval("document.body.dataset.node") == "0")
            b.eval("location.hash = '#path=0.99999'")
            time.sleep(0.2)
            check("a path of no such node opens the start", b.eval("document.body.dataset.node") == "0")
            check("nothing wider than the window (%d wide)" % w,
                  b.eval("document.documentElement.scrollWidth") <= w)
            check("no script of a record ran, no console error, no request", b.problems() == [], b.problems()[:3])
            b.screenshot(os.path.join(tmp, "viewer-explorer-%d.png" % w))

checks.report()
