#include "html.h"
#include "html_int.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "i18n.h"
#include "sha256.h"
#include "xalloc.h"
#include "xml.h"
#include "banned.h"

/*
 * A JSON string inside <script>: '/' after '<' written '\/', and '<'
 * written '\u003c' before '!' or 's' (of either case), so that no text of
 * a frame can close the script element ("</script"), nor make the parser
 * look for a second one ("<!--" then "<script").
 */
void zz_html_json_string(struct zz_buf *out, const char *s, size_t n)
{
	size_t i;

	zz_buf_addch(out, '"');
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c == '"' || c == '\\')
			zz_buf_addf(out, "\\%c", c);
		else if (c == '\n')
			zz_buf_addstr(out, "\\n");
		else if (c < 0x20)
			zz_buf_addf(out, "\\u%04x", c);
		else if (c == '/' && i && s[i - 1] == '<')
			zz_buf_addstr(out, "\\/");
		else if (c == '<' && i + 1 < n && strchr("!sS", s[i + 1]))
			zz_buf_addstr(out, "\\u003c");
		else
			zz_buf_addch(out, (char)c);
	}
	zz_buf_addch(out, '"');
}

static const char style[] =
	":root { color-scheme: light dark; --bg: #fbf8f1; --fg: #1d1d1d; --muted: #6b5b3e;"
	" --line: #d8cdb5; --hi: #f1dfb8; --panel: #ffffff; }\n"
	"html.dark { --bg: #1c1b19; --fg: #ece7dc; --muted: #b9a980; --line: #4a4335;"
	" --hi: #4d3f22; --panel: #26241f; }\n"
	"body { margin: 0; background: var(--bg); color: var(--fg);"
	" font: 15px/1.4 'DejaVu Sans', Verdana, sans-serif; }\n"
	"header { padding: 12px 20px 4px; } header h1 { font-size: 20px; margin: 0 0 4px; }\n"
	"header p { margin: 0; color: var(--muted); } a { color: inherit; }\n"
	"main { display: flex; flex-wrap: wrap; gap: 16px; padding: 8px 20px 20px; }\n"
	"#view { flex: 0 1 520px; min-width: 0; max-width: 100%; }"
	" #board svg { width: 100%; height: auto; display: block;"
	" border: 1px solid var(--line); border-radius: 6px; }\n"
	"#controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px; margin-top: 8px; }\n"
	"#controls button { font: inherit; min-width: 2.4em; background: var(--panel);"
	" color: var(--fg); border: 1px solid var(--line); border-radius: 4px; cursor: pointer; }\n"
	"#slider { flex: 1; } #turn-label { min-width: 9em; text-align: right; }\n"
	"#moves { flex: 1 1 260px; max-height: 80vh; overflow: auto; margin: 0; padding: 0 0 0 8px;"
	" list-style: none; border-left: 1px solid var(--line); }\n"
	"#moves li { padding: 1px 6px; } #moves .no { display: inline-block; min-width: 2.6em;"
	" color: var(--muted); } #moves .move { padding: 0 4px; border-radius: 4px; margin-right: 6px; }"
	" #moves .move.current { background: var(--hi); }\n"
	"#moves a { text-decoration: none; } #moves .note { display: block;"
	" font-style: italic; color: var(--muted); }\n"
	/* a removed ring stays unfilled (its own rule is less specific than
	 * this one); a marble's outline is light, or a black one in a tray
	 * vanishes into the background */
	"html.dark .background { fill: #2b2924; } html.dark .ring:not(.removed) { fill: #d9ccb0; }\n"
	"html.dark .marble { stroke: #c9c2b4; }\n"
	"html.dark .caption, html.dark .counts, html.dark .state, html.dark .comment,"
	" html.dark .coord { fill: #ece7dc; }\n"
	"html.dark .coord.inside { fill: #1d1d1d; } html.dark .last-move.hop-under,"
	" html.dark .last-move.cross-under { stroke: #2b2924; }\n"
	/* a phone: one column, the board as wide as the screen, the move list
	 * part of the page rather than a box of its own */
	"@media (max-width: 600px) { header { padding: 8px 10px 2px; } main {"
	" padding: 6px 10px 12px; } #moves { max-height: none; overflow: visible; border-left: 0;"
	" padding: 0; margin-top: 10px; } #turn-label { min-width: 0; } }\n"
	"#moves .clock { color: var(--muted); font-size: 85%; }\n"
	"#speed { font: inherit; background: var(--panel); color: var(--fg); border: 1px solid var(--line);"
	" border-radius: 4px; }\n"
	"#controls button[aria-pressed=true] { background: var(--hi); } #download { font-size: 90%; }\n"
	/* on a desk the board and its buttons in sight together */
	"@media (min-width: 601px) { #board svg { max-height: max(240px, calc(100vh - var(--rest, 150px))); } }\n"
	/* a swipe on the board steps through the game, not back through the history */
	"#board { touch-action: pan-y pinch-zoom; } html { overscroll-behavior-x: none; }\n"
	"@media print { #controls, #scheme, #download { display: none; } :root { --bg: #fff; --fg: #000; }"
	" #moves { max-height: none; overflow: visible; border: 0; } main { display: block; } }\n";

/* (a game page's own: C99 promises string literals of 4095 bytes, no more) */
static const char style_marks[] =
	/* an analysis's marks (and a player's) in colour, in the list and
	 * the caption (the script puts the caption's in a tspan) */
	":root { --good: #17803d; --mistake: #b45309; --blunder: #c62828; --only: #4f46e5; --first: #2f6fba;"
	" --second: #b7791f; }\n"
	"html.dark { --good: #6ee7a0; --mistake: #fbbf24; --blunder: #ff8a80; --only: #a5b4fc; --first: #7fb2f0;"
	" --second: #f0c060; }\n"
	".mark { font-weight: bold; margin-left: 1px; }\n"
	".mark.good, .mark.interesting { color: var(--good); fill: var(--good); }"
	" .mark.mistake, .mark.dubious { color: var(--mistake); fill: var(--mistake); }"
	" .mark.blunder { color: var(--blunder); fill: var(--blunder); } .mark.only { color: var(--only); fill: var(--only); }\n"
	"@media (min-width: 601px) { #view.analysed #board svg { max-height: max(240px, calc(100vh - var(--rest, 210px))); } }\n"
	"html.no-best #board .best-turn, html.no-best #board .best-note { display: none; }\n"
	"html.dark #board .best { stroke: #5fd38a; } html.dark #board .best-note { fill: #7ad39a; }\n"
	/* the strip: a cell a position, who had a forced win; a mark above */
	"#strip { display: flex; gap: 1px; height: 22px; margin-top: 8px; }\n"
	"#strip button { flex: 1 1 0; min-width: 0; padding: 0; border: 0; border-radius: 0; cursor: pointer;"
	" background: var(--line); border-top: 5px solid transparent; }\n"
	"#strip .f-first, #strip-key .f-first { background: var(--first); }"
	" #strip .f-second, #strip-key .f-second { background: var(--second); }\n"
	"#strip .f-unknown, #strip-key .f-unknown { background: repeating-linear-gradient(45deg, var(--line) 0 3px,"
	" var(--panel) 3px 6px); }\n"
	"#strip .m-good, #strip .m-interesting { border-top-color: var(--good); } #strip .m-mistake,"
	" #strip .m-dubious { border-top-color: var(--mistake); } #strip .m-blunder, #strip-key .m-blunder"
	" { border-top-color: var(--blunder); } #strip .m-only { border-top-color: var(--only); }\n"
	"#strip button.current { outline: 2px solid var(--fg); outline-offset: -1px; }\n"
	"#strip-key { font-size: 85%; color: var(--muted); margin: 4px 0 0; }"
	" #strip-key .key { display: inline-block; width: 12px; height: 10px; vertical-align: middle;"
	" margin-left: 6px; border-top: 4px solid transparent; background: var(--line); }\n";

/*
 * The script: frames from the island (JSON, or JSON deflated and in
 * base64, unpacked by the browser's DecompressionStream), one shown at a
 * time.  Written for any browser of the last years, without a library.
 */
const char zz_html_script_unpack[] =
	"function zzUnpack(start, fail) {\n"
	"  var el = document.getElementById('zz-frames');\n"
	"  if (el.type === 'application/json') {\n"
	"    start(JSON.parse(el.textContent));\n"
	"  } else if (!window.DecompressionStream) {\n"
	"    fail();\n"
	"  } else {\n"
	"    var bin = atob(el.textContent), bytes = new Uint8Array(bin.length);\n"
	"    for (var i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);\n"
	"    new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')))\n"
	"      .text().then(function (t) { start(JSON.parse(t)); });\n"
	"  }\n"
	"}\n"
	"/* frame k of the island: a list of runs [first, count] of its lines */\n"
	"function zzFrame(island, k) {\n"
	"  var runs = island.frames[k], out = [];\n"
	"  for (var i = 0; i < runs.length; i += 2)\n"
	"    for (var j = 0; j < runs[i + 1]; j++) out.push(island.lines[runs[i] + j]);\n"
	"  return out.join('\\n');\n"
	"}\n";

static const char script_view[] =
	"(function () {\n"
	"  'use strict';\n"
	"  zzUnpack(start, function () {\n"
	"    document.getElementById('turn-label').textContent = 'this browser cannot unpack the game';\n"
	"  });\n"
	"function start(island) {\n"
	"  var frames = island.frames.map(function (runs, k) { return zzFrame(island, k); });\n"
	"  var board = document.getElementById('board');\n"
	"  var slider = document.getElementById('slider');\n"
	"  var label = document.getElementById('turn-label');\n"
	"  var items = document.querySelectorAll('#moves .move');\n"
	"  var last = frames.length - 1, turn = -1;\n"
	"  slider.max = String(last);\n"
	"  /* the current move kept in sight in the list, the page itself not scrolled */\n"
	"  function scrollTo(li) {\n"
	"    var list = document.getElementById('moves'), top = li.offsetTop - list.offsetTop;\n"
	"    if (top < list.scrollTop) list.scrollTop = top;\n"
	"    else if (top + li.offsetHeight > list.scrollTop + list.clientHeight)\n"
	"      list.scrollTop = top + li.offsetHeight - list.clientHeight;\n"
	"  }\n"
	"  /* the board mirrored (flip) or turned half a turn (rotate): its\n"
	"   * shapes moved about the board's middle, its words kept upright */\n"
	"  var flip = false, rotate = false;\n"
	"  function orient() {\n"
	"    if (!flip && !rotate) return;\n"
	"    var g = board.querySelector('.board[data-centre]');\n"
	"    if (!g) return;\n"
	"    var c = g.getAttribute('data-centre').split(' ').map(Number);\n"
	"    var parts = board.querySelectorAll('.board *, .stacks *');\n"
	"    var mx = 2 * c[0], my = 2 * c[1];\n"
	"    function fx(v) { return (flip !== rotate ? mx - v : v).toFixed(2); }\n"
	"    function fy(v) { return (rotate ? my - v : v).toFixed(2); }\n"
	"    parts.forEach(function (e) {\n"
	"      ['cx', 'x', 'x1', 'x2'].forEach(function (a) {\n"
	"        if (e.hasAttribute(a)) e.setAttribute(a, fx(Number(e.getAttribute(a))));\n"
	"      });\n"
	"      ['cy', 'y', 'y1', 'y2'].forEach(function (a) {\n"
	"        if (e.hasAttribute(a)) e.setAttribute(a, fy(Number(e.getAttribute(a))));\n"
	"      });\n"
	"      if (e.hasAttribute('d')) {\n"
	"        var n = 0;\n"
	"        e.setAttribute('d', e.getAttribute('d').replace(/-?[0-9.]+/g, function (v) {\n"
	"          return n++ % 2 ? fy(Number(v)) : fx(Number(v));\n"
	"        }));\n"
	"      }\n"
	"    });\n"
	"  }\n";
/* (in two parts: C99 promises string literals of 4095 bytes, no more) */
static const char script_steps[] =
	"  function show(k, keepHash, again) {\n"
	"    k = Math.max(0, Math.min(last, Math.floor(Number(k) || 0)));\n"
	"    if (k === turn && !again) return;\n"
	"    turn = k;\n"
	"    board.innerHTML = frames[k];\n"
	"    orient();\n"
	"    marksShown(k);\n"
	"    slider.value = String(k);\n"
	"    label.textContent = k === 0 ? label.getAttribute('data-start') :\n"
	"      label.getAttribute('data-of').replace('{k}', k).replace('{n}', last);\n"
	"    for (var i = 0; i < items.length; i++) {\n"
	"      var now = Number(items[i].getAttribute('data-turn')) === k;\n"
	"      items[i].classList.toggle('current', now);\n"
	"      if (now) scrollTo(items[i]);\n"
	"    }\n"
	"    document.body.setAttribute('data-turn', String(k));\n"
	"    fit();\n"
	"    if (!keepHash) {\n"
	"      try { history.replaceState(null, '', '#turn=' + k); } catch (e) { location.hash = 'turn=' + k; }\n"
	"    }\n"
	"  }\n"
	"  /* on a desk the board, its controls and the strip in the window\n"
	"   * together: the height of what is not the board (the header, the\n"
	"   * controls in as many rows as they wrap to) measured, the board given\n"
	"   * the rest (the style sheet's --rest) */\n"
	"  function fit() {\n"
	"    var svg = board.querySelector('svg'), html = document.documentElement;\n"
	"    if (!svg || !window.matchMedia('(min-width: 601px)').matches) return;\n"
	"    var bottom = document.getElementById('view').getBoundingClientRect().bottom + window.scrollY;\n"
	"    html.style.setProperty('--rest', Math.ceil(bottom - svg.getBoundingClientRect().height + 20) + 'px');\n"
	"  }\n"
	"  window.addEventListener('resize', fit);\n"
	"  function fromHash() {\n"
	"    var m = /turn=(\\d+)/.exec(location.hash);\n"
	"    show(m ? Number(m[1]) : 0, true);\n"
	"  }\n"
	"  document.addEventListener('keydown', function (e) {\n"
	"    if (e.altKey || e.ctrlKey || e.metaKey) return;\n"
	"    var to = {ArrowRight: turn + 1, ArrowDown: turn + 1, ArrowLeft: turn - 1,\n"
	"              ArrowUp: turn - 1, Home: 0, End: last}[e.key];\n"
	"    if (to === undefined) return;\n"
	"    e.preventDefault();\n"
	"    show(to);\n"
	"  });\n"
	"  slider.addEventListener('input', function () { show(slider.value); });\n"
	"  var buttons = {first: 0, prev: -1, next: 1, end: last};\n"
	"  Object.keys(buttons).forEach(function (id) {\n"
	"    document.getElementById(id).addEventListener('click', function () {\n"
	"      show(id === 'prev' || id === 'next' ? turn + buttons[id] : buttons[id]);\n"
	"    });\n"
	"  });\n"
	"  document.getElementById('moves').addEventListener('click', function (e) {\n"
	"    var li = e.target.closest('.move');\n"
	"    if (!li) return;\n"
	"    e.preventDefault();\n"
	"    show(li.getAttribute('data-turn'));\n"
	"  });\n";
/* the controls' other buttons and the swipe */
static const char script_controls[] =
	"  /* the reader's scheme, or the one chosen here before (kept in the browser) */\n"
	"  var root = document.documentElement, kept = null, dark = window.matchMedia &&\n"
	"    window.matchMedia('(prefers-color-scheme: dark)').matches;\n"
	"  try { kept = localStorage.getItem('zertz-scheme'); } catch (e) {}\n"
	"  root.classList.toggle('dark', kept ? kept === 'dark' : dark);\n"
	"  document.getElementById('scheme').addEventListener('click', function () {\n"
	"    var now = root.classList.toggle('dark');\n"
	"    try { localStorage.setItem('zertz-scheme', now ? 'dark' : 'light'); } catch (e) {}\n"
	"  });\n"
	"  /* autoplay: a turn every so many milliseconds, to the end */\n"
	"  var play = document.getElementById('play'), speed = document.getElementById('speed'), timer = null;\n"
	"  function stop() { clearInterval(timer); timer = null; play.textContent = '\\u25B7'; }\n"
	"  play.addEventListener('click', function () {\n"
	"    if (timer) return stop();\n"
	"    if (turn === last) show(0);\n"
	"    play.textContent = '\\u2016';\n"
	"    timer = setInterval(function () { if (turn >= last) stop(); else show(turn + 1); },\n"
	"                        Number(speed.value));\n"
	"  });\n"
	"  speed.addEventListener('change', function () { if (timer) { stop(); play.click(); } });\n"
	"  document.getElementById('flip').addEventListener('click', function () {\n"
	"    flip = !flip; this.setAttribute('aria-pressed', String(flip)); show(turn, true, true);\n"
	"  });\n"
	"  document.getElementById('rotate').addEventListener('click', function () {\n"
	"    rotate = !rotate; this.setAttribute('aria-pressed', String(rotate)); show(turn, true, true);\n"
	"  });\n"
	"  /* a swipe on the board: left for the next turn, right for the one before */\n"
	"  var x0 = null, y0 = null;\n"
	"  board.addEventListener('touchstart', function (e) {\n"
	"    if (e.touches.length === 1) { x0 = e.touches[0].clientX; y0 = e.touches[0].clientY; }\n"
	"  }, {passive: true});\n"
	"  board.addEventListener('touchend', function (e) {\n"
	"    if (x0 === null || !e.changedTouches.length) return;\n"
	"    var dx = e.changedTouches[0].clientX - x0, dy = e.changedTouches[0].clientY - y0;\n"
	"    x0 = null;\n"
	"    if (Math.abs(dx) > 40 && Math.abs(dx) > 2 * Math.abs(dy)) show(turn + (dx < 0 ? 1 : -1));\n"
	"  });\n"
	"  window.addEventListener('hashchange', fromHash);\n";
/* an analysed record's marks, and the end of the script */
static const char script_marks[] =
	"  /* the caption's mark in colour, the strip's current cell, the\n"
	"   * previous and next marked turn, the winning turn shown or not */\n"
	"  var marked = [], cells = document.querySelectorAll('#strip button');\n"
	"  for (var i = 0; i < items.length; i++)\n"
	"    if (items[i].hasAttribute('data-mark')) marked.push(Number(items[i].getAttribute('data-turn')));\n"
	"  function marksShown(k) {\n"
	"    for (var i = 0; i < cells.length; i++) cells[i].classList.toggle('current', i === k);\n"
	"    var li = document.querySelector('#moves .move[data-turn=\"' + k + '\"]');\n"
	"    var caps = board.querySelectorAll('.caption');\n"
	"    if (!li || !li.hasAttribute('data-mark') || !caps.length) return;\n"
	"    var cap = caps[caps.length - 1], m = li.getAttribute('data-mark'), t = cap.textContent;\n"
	"    if (t.slice(-m.length) !== m) return;\n"
	"    cap.textContent = t.slice(0, -m.length);\n"
	"    var span = document.createElementNS(cap.namespaceURI, 'tspan');\n"
	"    span.setAttribute('class', 'mark ' + li.getAttribute('data-mark-class'));\n"
	"    span.textContent = m;\n"
	"    cap.appendChild(span);\n"
	"  }\n"
	"  function toMark(dir) {\n"
	"    var to = -1;\n"
	"    marked.forEach(function (m) { if (dir > 0 ? m > turn && to < 0 : m < turn) to = m; });\n"
	"    if (to >= 0) show(to);\n"
	"  }\n"
	"  var best = document.getElementById('best');\n"
	"  if (best) {\n"
	"    document.getElementById('next-mark').addEventListener('click', function () { toMark(1); });\n"
	"    document.getElementById('prev-mark').addEventListener('click', function () { toMark(-1); });\n"
	"    best.addEventListener('click', function () {\n"
	"      best.setAttribute('aria-pressed', String(!root.classList.toggle('no-best')));\n"
	"    });\n"
	"    document.addEventListener('keydown', function (e) {\n"
	"      if (e.altKey || e.ctrlKey || e.metaKey) return;\n"
	"      if (e.key === 'n' || e.key === 'p') toMark(e.key === 'n' ? 1 : -1);\n"
	"      else if (e.key === 'w') best.click();\n"
	"    });\n"
	"    document.getElementById('strip').addEventListener('click', function (e) {\n"
	"      var b = e.target.closest('button');\n"
	"      if (b) show(b.getAttribute('data-turn'));\n"
	"    });\n"
	"  }\n"
	"  fromHash();\n"
	"  document.body.dataset.ready = '1';\n"
	"}\n"
	"})();\n";

/*
 * The page's Content-Security-Policy: nothing from the network or another
 * file, no script but the page's own (by its hash; none for the index),
 * the style sheets in the page (a board's SVG carries its own); no <base>
 * and no form can send anything anywhere.  So text that escaped its
 * escaping still could not run.
 */
void zz_html_csp(struct zz_buf *out, const char *script_hash)
{
	zz_buf_addstr(out, "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; ");
	if (script_hash)
		zz_buf_addf(out, "script-src '%s'; ", script_hash);
	zz_buf_addstr(out, "style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'\">\n");
}

/* A frame's SVG for a page: inline SVG in HTML has no XML declaration. */
const char *zz_html_inline_svg(const struct zz_buf *f, size_t *n)
{
	const char *svg = f->buf ? f->buf : "", *e;

	*n = f->len;
	if (!strncmp(svg, "<?xml", 5) && (e = memchr(svg, '\n', f->len))) {
		*n -= (size_t)(e + 1 - svg);
		svg = e + 1;
	}
	return svg;
}

struct line {
	const char *s;
	size_t n;
};

/* FNV-1a of a line */
static uint32_t line_hash(const char *s, size_t n)
{
	uint32_t h = 2166136261u;
	size_t i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

/*
 * The frames as {"lines": [every distinct line once], "frames": [[first,
 * count, ...], ...]}: each frame the runs of lines it is made of, joined
 * by '\n' again in the page.  A board's drawing (its style, its rings and
 * labels) is one set of lines; a turn changes a few, so that each frame
 * is a handful of runs, not the drawing again.
 */
void zz_html_frames_island(struct zz_buf *out, const struct zz_buf *frames, size_t nframes)
{
	struct line *lines = NULL;
	size_t nlines = 0, alloc = 0, *slot = NULL, nslots = 64, k, i;
	struct zz_buf runs = ZZ_BUF_INIT;

	for (k = 0; k < nframes; k++)
		nslots += frames[k].len / 16;
	slot = zz_xcalloc(nslots, sizeof(*slot)); /* 0: empty, else index + 1 */
	for (k = 0; k < nframes; k++) {
		size_t n, at = 0, run_first = 0, run_len = 0;
		const char *svg = zz_html_inline_svg(&frames[k], &n);

		zz_buf_addstr(&runs, k ? ",\n[" : "[");
		for (;;) {
			const char *nl = memchr(svg + at, '\n', n - at);
			size_t len = nl ? (size_t)(nl - (svg + at)) : n - at, h, idx;

			for (h = line_hash(svg + at, len) % nslots; slot[h]; h = (h + 1) % nslots)
				if (lines[slot[h] - 1].n == len &&
				    !memcmp(lines[slot[h] - 1].s, svg + at, len))
					break;
			if (!slot[h]) {
				ZZ_ALLOC_GROW(lines, nlines + 1, alloc);
				lines[nlines].s = svg + at;
				lines[nlines].n = len;
				slot[h] = ++nlines;
			}
			idx = slot[h] - 1;
			if (run_len && idx == run_first + run_len) {
				run_len++;
			} else {
				if (run_len)
					zz_buf_addf(&runs, "%s%zu,%zu",
						    runs.buf[runs.len - 1] == '[' ? "" : ",", run_first,
						    run_len);
				run_first = idx;
				run_len = 1;
			}
			if (!nl)
				break;
			at += len + 1;
		}
		zz_buf_addf(&runs, "%s%zu,%zu]", runs.buf[runs.len - 1] == '[' ? "" : ",", run_first,
			    run_len);
	}
	zz_buf_addstr(out, "{\"lines\": [");
	for (i = 0; i < nlines; i++) {
		if (i)
			zz_buf_addstr(out, ",\n");
		zz_html_json_string(out, lines[i].s, lines[i].n);
	}
	zz_buf_addstr(out, "],\n\"frames\": [");
	zz_buf_add(out, runs.buf ? runs.buf : "", runs.len);
	zz_buf_addstr(out, "]}");
	zz_buf_release(&runs);
	free(lines);
	free(slot);
}

static void base64(struct zz_buf *out, const unsigned char *p, size_t n)
{
	static const char digits[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	size_t i;

	for (i = 0; i + 2 < n; i += 3) {
		unsigned long v = (unsigned long)p[i] << 16 | (unsigned long)p[i + 1] << 8 | p[i + 2];

		zz_buf_addch(out, digits[v >> 18 & 63]);
		zz_buf_addch(out, digits[v >> 12 & 63]);
		zz_buf_addch(out, digits[v >> 6 & 63]);
		zz_buf_addch(out, digits[v & 63]);
	}
	if (n - i == 1) {
		zz_buf_addch(out, digits[p[i] >> 2]);
		zz_buf_addch(out, digits[(p[i] & 3) << 4]);
		zz_buf_addstr(out, "==");
	} else if (n - i == 2) {
		zz_buf_addch(out, digits[p[i] >> 2]);
		zz_buf_addch(out, digits[(p[i] & 3) << 4 | p[i + 1] >> 4]);
		zz_buf_addch(out, digits[(p[i + 1] & 15) << 2]);
		zz_buf_addch(out, '=');
	}
}

/* A mark's class in the page (its colour): the marks of an analysis and a player's. */
static const char *mark_class(unsigned nag)
{
	static const char *const cls[] = { "",	      "good",	     "mistake", "good",
					   "blunder", "interesting", "dubious", "only" };

	return nag < sizeof(cls) / sizeof(cls[0]) ? cls[nag] : "other";
}

/* What a mark means, for its title: in an analysed record, ANALYSIS.md 2's meaning. */
static const char *mark_title(unsigned nag, bool analysed)
{
	static const char *const plain[] = { "",
					     N_("a good turn"),
					     N_("a mistake"),
					     N_("a very good turn"),
					     N_("a blunder"),
					     N_("an interesting turn"),
					     N_("a dubious turn"),
					     N_("the only turn") };
	static const char *const analysis[] = { "",
						N_("the only winning turn"),
						N_("a missed win"),
						N_("a very good turn"),
						N_("a blunder: the opponent now has a forced win"),
						N_("an interesting turn"),
						N_("a dubious turn"),
						N_("the only turn that does not lose") };

	if (nag >= sizeof(plain) / sizeof(plain[0]))
		return "";
	return analysed ? _(analysis[nag]) : _(plain[nag]);
}

/* a message in the reader's language, as text or as an attribute's value: escaped as any text */
void zz_html_said(struct zz_buf *out, const char *msgid)
{
	zz_xml_textstr(out, _(msgid));
}

void zz_html_open(struct zz_buf *out)
{
	zz_buf_addstr(out, "<!DOCTYPE html>\n<html lang=\"");
	/* TRANSLATORS: the code of the page's language (BCP 47): de, fr, ... */
	zz_html_said(out, N_("en"));
	zz_buf_addstr(out, "\">\n<head>\n<meta charset=\"utf-8\">\n");
}

/*
 * The strip along the game: a button a position, coloured by who had a
 * forced win there, with the mark of the turn that led to it; a click
 * goes to it (the script), its label says it in words.
 */
static void strip(struct zz_buf *out, const struct zz_html_game *g)
{
	static const char *const who[] = { "none", "first", "second", "unknown" };
	size_t k;

	zz_buf_addstr(out, "<div id=\"strip\" role=\"group\" aria-label=\"");
	zz_html_said(out, N_("who had a forced win, turn by turn"));
	zz_buf_addstr(out, "\">");
	for (k = 0; k < g->nframes; k++) {
		unsigned f = g->forced[k] < 4 ? g->forced[k] : 3, nag = k && g->nags ? g->nags[k - 1] : 0;

		zz_buf_addf(out, "<button type=\"button\" class=\"f-%s%s%s\" data-turn=\"%zu\" title=\"",
			    who[f], nag ? " m-" : "", nag ? mark_class(nag) : "", k);
		if (k) {
			struct zz_buf t = ZZ_BUF_INIT;

			zz_buf_addf(&t, _("after turn %zu"), k);
			zz_xml_textstr(out, t.buf);
			zz_buf_release(&t);
		} else {
			zz_html_said(out, N_("the start"));
		}
		if (zz_nag_sign(nag)) {
			zz_buf_addf(out, " %s (", zz_nag_sign(nag));
			zz_xml_textstr(out, mark_title(nag, true));
			zz_buf_addch(out, ')');
		} else if (nag)
			zz_buf_addf(out, " $%u", nag);
		if (g->facts[k]) {
			zz_buf_addstr(out, ": ");
			zz_xml_textstr(out, g->facts[k]);
		}
		zz_buf_addstr(out, "\"></button>");
	}
	zz_buf_addstr(out, "</div>\n<p id=\"strip-key\"><span class=\"key f-first\"></span> ");
	zz_html_said(out, N_("first player has a forced win"));
	zz_buf_addstr(out, " <span class=\"key f-second\"></span> ");
	zz_html_said(out, N_("second player"));
	zz_buf_addstr(out, " <span class=\"key f-unknown\"></span> ");
	zz_html_said(out, N_("unknown"));
	zz_buf_addstr(out, " <span class=\"key m-blunder\"></span> ");
	zz_html_said(out, N_("a marked turn"));
	zz_buf_addstr(out, "</p>\n");
}

/*
 * The move list: a turn a line, numbered as the record, replay and the
 * slider number it ("23. x a4Wc4"), its mark, its clock, its comment.
 */
static void move_list(struct zz_buf *out, const struct zz_html_game *g)
{
	size_t k;

	for (k = 0; k + 1 < g->nframes; k++) {
		unsigned nag = g->nags ? g->nags[k] : 0;
		const char *sign = zz_nag_sign(nag);
		char numbered[16];

		/* a mark without a sign as ZGN writes it: " $12" */
		if (nag && !sign) {
			snprintf(numbered, sizeof(numbered), " $%u", nag);
			sign = numbered;
		}

		zz_buf_addstr(out, "<li>");
		zz_buf_addf(out, "<span class=\"move\" data-turn=\"%zu\"", k + 1);
		if (sign)
			zz_buf_addf(out, " data-mark=\"%s\" data-mark-class=\"%s\"", sign, mark_class(nag));
		zz_buf_addf(out, "><span class=\"no\">%zu.</span> <a href=\"#turn=%zu\">", k + 1, k + 1);
		zz_xml_textstr(out, g->moves[k]);
		zz_buf_addstr(out, "</a>");
		if (sign) {
			zz_buf_addf(out, "<span class=\"mark %s\" title=\"", mark_class(nag));
			zz_xml_textstr(out, mark_title(nag, g->facts != NULL));
			zz_buf_addf(out, "\">%s</span>", sign);
		}
		if (g->clocks && g->clocks[k] >= 0) {
			/* the mover's clock after the move, as the record has it */
			long sec = g->clocks[k] / 1000;

			if (sec >= 3600)
				zz_buf_addf(out, " <span class=\"clock\">%ld:%02ld:%02ld</span>", sec / 3600,
					    sec / 60 % 60, sec % 60);
			else
				zz_buf_addf(out, " <span class=\"clock\">%ld:%02ld</span>", sec / 60,
					    sec % 60);
		}
		if (g->comments[k] && *g->comments[k]) {
			zz_buf_addstr(out, "<span class=\"note\">");
			zz_xml_textstr(out, g->comments[k]);
			zz_buf_addstr(out, "</span>");
		}
		zz_buf_addstr(out, "</span></li>\n");
	}
}

/* a button: its id, its title in the reader's language, its face (markup of ours) */
static void button(struct zz_buf *out, const char *id, const char *title, const char *extra, const char *face)
{
	zz_buf_addf(out, "<button id=\"%s\" title=\"", id);
	zz_html_said(out, title);
	zz_buf_addf(out, "\"%s>%s</button>", extra, face);
}

/*
 * The controls under the board, their words in the reader's language; the
 * label of the turn shown says "start" and "turn K of N" as its data
 * attributes have them, for the script to put the numbers in.
 */
static void controls(struct zz_buf *out, const struct zz_html_game *g)
{
	struct zz_buf of = ZZ_BUF_INIT;

	zz_buf_addstr(out, "</div>\n<div id=\"controls\">\n");
	button(out, "first", N_("start (Home)"), "", "|&#x25C0;");
	button(out, "prev", N_("back (Left)"), "", "&#x25C0;");
	zz_buf_addf(out,
		    "<input id=\"slider\" type=\"range\" min=\"0\" max=\"%zu\" value=\"0\" aria-label=\"",
		    g->nframes ? g->nframes - 1 : 0);
	zz_html_said(out, N_("turn"));
	zz_buf_addstr(out, "\">");
	button(out, "next", N_("forward (Right)"), "", "&#x25B6;");
	button(out, "end", N_("the end (End)"), "", "&#x25B6;|");
	zz_buf_addstr(out, "\n<span id=\"turn-label\" data-start=\"");
	zz_html_said(out, N_("start"));
	zz_buf_addstr(out, "\" data-of=\"");
	zz_buf_addf(&of, _("turn %s of %s"), "{k}", "{n}");
	zz_xml_textstr(out, of.buf);
	zz_buf_addstr(out, "\">");
	zz_html_said(out, N_("start"));
	zz_buf_addstr(out, "</span>");
	button(out, "play", N_("play the game"), "", "&#x25B7;");
	zz_buf_addstr(out, "<select id=\"speed\" aria-label=\"");
	zz_html_said(out, N_("speed"));
	zz_buf_addstr(out, "\"><option value=\"2000\">");
	zz_html_said(out, N_("slow"));
	zz_buf_addstr(
		out,
		"</option><option value=\"1000\" selected=\"selected\">1 s</option><option value=\"400\">");
	zz_html_said(out, N_("fast"));
	zz_buf_addstr(out, "</option></select>");
	button(out, "flip", N_("mirror the board"), " aria-pressed=\"false\"", "&#x21C6;");
	button(out, "rotate", N_("turn the board: the other side's view"), " aria-pressed=\"false\"",
	       "&#x21BB;");
	button(out, "scheme", N_("light or dark"), "", "&#x25D0;");
	zz_buf_addch(out, '\n');
	if (g->forced) {
		struct zz_buf face = ZZ_BUF_INIT;

		zz_buf_addstr(&face, "&#x25C0; ");
		zz_html_said(&face, N_("mark"));
		button(out, "prev-mark", N_("the previous marked turn (p)"), "", face.buf);
		zz_buf_reset(&face);
		zz_html_said(&face, N_("mark"));
		zz_buf_addstr(&face, " &#x25B6;");
		button(out, "next-mark", N_("the next marked turn (n)"), "", face.buf);
		zz_buf_reset(&face);
		zz_html_said(&face, N_("winning turn"));
		button(out, "best", N_("the winning turn drawn in green (w)"), " aria-pressed=\"true\"",
		       face.buf);
		zz_buf_addch(out, '\n');
		zz_buf_release(&face);
	}
	zz_buf_release(&of);
}

void zz_html_game(struct zz_buf *out, const struct zz_html_game *g)
{
	struct zz_buf script = ZZ_BUF_INIT, island = ZZ_BUF_INIT;
	size_t k;

	char hash[52];

	/* a missed escape still runs nothing: only this script, by its hash */
	zz_buf_addstr(&script, zz_html_script_unpack);
	zz_buf_addstr(&script, script_view);
	zz_buf_addstr(&script, script_steps);
	zz_buf_addstr(&script, script_controls);
	zz_buf_addstr(&script, script_marks);
	zz_sha256_csp(script.buf, script.len, hash);
	zz_html_open(out);
	zz_html_csp(out, hash);
	zz_buf_addstr(out, "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
	zz_xml_textstr(out, g->title);
	zz_buf_addf(out, "</title>\n<style>\n%s%s</style>\n</head>\n<body data-turn=\"0\">\n<header>\n",
		    style, style_marks);
	if (g->back) {
		zz_buf_addstr(out, "<p><a href=\"");
		zz_xml_textstr(out, g->back);
		zz_buf_addstr(out, "\">");
		zz_html_said(out, N_("all games"));
		zz_buf_addstr(out, "</a></p>\n");
	}
	for (k = 0; k < g->nhead; k++) {
		zz_buf_addstr(out, k ? "<p>" : "<h1>");
		zz_xml_textstr(out, g->head[k]);
		zz_buf_addstr(out, k ? "</p>\n" : "</h1>\n");
	}
	zz_buf_addf(out, "</header>\n<main>\n<section id=\"view\"%s>\n<div id=\"board\">",
		    g->forced ? " class=\"analysed\"" : "");
	/* the start without the script: a reader or a printer sees a board */
	if (g->nframes)
		zz_buf_add(out, g->frames[0].buf, g->frames[0].len);
	controls(out, g);
	if (g->record) {
		/* the record itself, ZGN in a data URL, every byte but the plainest escaped */
		size_t i;

		zz_buf_addstr(out, "<a id=\"download\" download=\"");
		zz_xml_textstr(out, g->record_name);
		zz_buf_addstr(out, "\" href=\"data:text/plain;charset=utf-8,");
		for (i = 0; g->record[i]; i++) {
			unsigned char c = (unsigned char)g->record[i];

			if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
			    c == '-' || c == '.' || c == '_')
				zz_buf_addch(out, (char)c);
			else
				zz_buf_addf(out, "%%%02X", c);
		}
		zz_buf_addstr(out, "\">");
		zz_html_said(out, N_("the record (ZGN)"));
		zz_buf_addstr(out, "</a>\n");
	}
	zz_buf_addstr(out, "</div>\n");
	if (g->forced)
		strip(out, g);
	zz_buf_addstr(out,
		      "</section>\n"
		      "<ol id=\"moves\">\n<li><span class=\"move\" data-turn=\"0\"><a href=\"#turn=0\">");
	zz_html_said(out, N_("start"));
	zz_buf_addstr(out, "</a></span></li>\n");
	move_list(out, g);
	zz_buf_addstr(out, "</ol>\n</main>\n");
	zz_html_frames_island(&island, g->frames, g->nframes);
	zz_html_island_write(out, &island, g->deflate);
	zz_buf_release(&island);
	zz_buf_addf(out, "<script>%s</script>\n</body>\n</html>\n", script.buf);
	zz_buf_release(&script);
}

/*
 * The index's script: a click on a column's heading sorts the rows by it
 * (again: the other way), numbers as numbers; the filter shows the rows
 * that hold every word typed, in any case.  No library, nothing fetched.
 */
static const char index_script[] =
	"(function () {\n"
	"  'use strict';\n"
	"  var body = document.querySelector('tbody'), rows = Array.prototype.slice.call(body.rows);\n"
	"  var filter = document.getElementById('filter'), shown = document.getElementById('shown');\n"
	"  var by = -1, down = false;\n"
	"  function key(row, k) {\n"
	"    var t = row.cells[k].textContent, n = Number(t);\n"
	"    return t !== '' && !isNaN(n) ? n : t.toLowerCase();\n"
	"  }\n"
	"  document.querySelectorAll('thead button').forEach(function (b, k) {\n"
	"    b.addEventListener('click', function () {\n"
	"      down = by === k ? !down : false;\n"
	"      by = k;\n"
	"      rows.sort(function (x, y) {\n"
	"        var a = key(x, k), c = key(y, k), r = a < c ? -1 : a > c ? 1 : 0;\n"
	"        return down ? -r : r;\n"
	"      });\n"
	"      rows.forEach(function (r) { body.appendChild(r); });\n"
	"      document.querySelectorAll('thead th').forEach(function (th, i) {\n"
	"        th.setAttribute('aria-sort', i === k ? (down ? 'descending' : 'ascending') : 'none');\n"
	"      });\n"
	"    });\n"
	"  });\n"
	"  filter.addEventListener('input', function () {\n"
	"    var words = filter.value.toLowerCase().split(/\\s+/).filter(Boolean), n = 0;\n"
	"    rows.forEach(function (r) {\n"
	"      var text = r.textContent.toLowerCase();\n"
	"      var on = words.every(function (w) { return text.indexOf(w) >= 0; });\n"
	"      r.hidden = !on;\n"
	"      n += on;\n"
	"    });\n"
	"    shown.textContent = shown.dataset.said.replace('{n}', n).replace('{all}', rows.length);\n"
	"  });\n"
	"})();\n";

void zz_html_index(struct zz_buf *out, const char *title,
		   const struct zz_html_entry *e, size_t n)
{
	static const char *const heads[7] = {
		"event", "players", "date", "result", "board", "turns", "source"
	};
	/* the columns' headings, as a reader reads them (heads: the style sheet's) */
	static const char *const words[7] = { N_("event"), N_("players"), N_("date"),  N_("result"),
					      N_("board"), N_("turns"),	  N_("source") };
	char hash[52];
	size_t i, k;

	zz_sha256_csp(index_script, sizeof(index_script) - 1, hash);
	zz_html_open(out);
	zz_html_csp(out, hash);
	zz_buf_addstr(out, "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
	zz_xml_textstr(out, title);
	zz_buf_addf(
		out,
		"</title>\n<style>\n%s"
		"table { border-collapse: collapse; margin: 8px 20px 20px; width: calc(100%% - 40px);"
		" table-layout: fixed; }\n"
		"th, td { text-align: left; padding: 3px 10px; border-bottom: 1px solid var(--line); }\n"
		"th button { font: inherit; font-weight: bold; background: none; border: 0; color: inherit;"
		" cursor: pointer; padding: 0; }\n"
		"#find { margin: 8px 20px 0; } #filter { font: inherit; width: 22em; max-width: 100%%; }\n"
		/* a game a line, as wide as the window: a long cell cut short,
		 * in full in its title; the source has what the others leave */
		"td { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }\n"
		"th.no { width: 2.5em; } th.event, th.result { width: 16%%; } th.players { width: 22%%; }"
		" th.source { width: 20%%; } th.date { width: 6.5em; } th.board, th.turns { width: 4em; }\n"
		"h1 { overflow-wrap: anywhere; }\n"
		/* a phone: a game a card, the players first, the rest on a line
		 * under them, wrapped; the headings a row of buttons */
		"@media (max-width: 600px) { #find, table { margin-left: 10px; margin-right: 10px; }"
		" table, thead, tbody, tr { display: block; } thead tr { display: flex; flex-wrap: wrap;"
		" gap: 2px 12px; } th { border: 0; padding: 2px 0; } tbody tr { padding: 6px 0;"
		" border-bottom: 1px solid var(--line); } td { display: inline; border: 0; padding: 0 8px 0 0;"
		" white-space: normal; overflow-wrap: anywhere; } td.players, td.result { display: block;"
		" font-weight: bold; } }\n"
		"</style>\n</head>\n<body>\n<header><h1>",
		style);
	zz_xml_textstr(out, title);
	zz_buf_addstr(out, "</h1><p>");
	zz_buf_addf(out, Q_("%zu game", "%zu games", n), n);
	zz_buf_addstr(out,
		      "</p></header>\n<p id=\"find\"><input id=\"filter\" type=\"search\" placeholder=\"");
	zz_html_said(out, N_("player, date, result, board, ..."));
	zz_buf_addstr(out, "\" aria-label=\"");
	zz_html_said(out, N_("filter the games"));
	zz_buf_addstr(out, "\"> <span id=\"shown\" data-said=\"");
	/* TRANSLATORS: {n} and {all} are numbers the page puts in */
	zz_html_said(out, N_("{n} of {all} shown"));
	zz_buf_addstr(out,
		      "\"></span></p>\n"
		      "<table>\n<thead><tr><th class=\"no\"><button type=\"button\">#</button></th>");
	for (k = 0; k < 7; k++) {
		zz_buf_addf(out, "<th class=\"%s\"><button type=\"button\">", heads[k]);
		zz_html_said(out, words[k]);
		zz_buf_addstr(out, "</button></th>");
	}
	zz_buf_addstr(out, "</tr></thead>\n<tbody>\n");
	for (i = 0; i < n; i++) {
		zz_buf_addf(out, "<tr><td class=\"no\"><a href=\"");
		zz_xml_textstr(out, e[i].href);
		zz_buf_addf(out, "\">%zu</a></td>", i + 1);
		for (k = 0; k < 7; k++) {
			const char *cell = e[i].cells[k] ? e[i].cells[k] : "";

			/* a cell a line, cut short: the whole in its title */
			zz_buf_addf(out, "<td class=\"%s\" title=\"", heads[k]);
			zz_xml_textstr(out, cell);
			zz_buf_addstr(out, "\">");
			if (k == 1) {
				zz_buf_addstr(out, "<a href=\"");
				zz_xml_textstr(out, e[i].href);
				zz_buf_addstr(out, "\">");
			}
			zz_xml_textstr(out, cell);
			zz_buf_addstr(out, k == 1 ? "</a></td>" : "</td>");
		}
		zz_buf_addstr(out, "</tr>\n");
	}
	zz_buf_addf(out, "</tbody>\n</table>\n<script>%s</script>\n</body>\n</html>\n", index_script);
}

const char *const zz_html_style = style;

void zz_html_island_write(struct zz_buf *out, const struct zz_buf *island,
			  int (*deflate)(const void *in, size_t n, struct zz_buf *out))
{
	struct zz_buf packed = ZZ_BUF_INIT;

	if (deflate && deflate(island->buf, island->len, &packed) == 0) {
		/* base64 needs no escape in a script element */
		zz_buf_addstr(out, "<script type=\"application/x-zertz-deflate\" id=\"zz-frames\">");
		base64(out, (const unsigned char *)packed.buf, packed.len);
	} else {
		zz_buf_addstr(out, "<script type=\"application/json\" id=\"zz-frames\">");
		zz_buf_add(out, island->buf ? island->buf : "", island->len);
	}
	zz_buf_addstr(out, "</script>\n");
	zz_buf_release(&packed);
}
