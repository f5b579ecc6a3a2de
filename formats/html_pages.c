/*
 * The pages of html.h beside the game viewer: the puzzles and the opening
 * explorer, built of html.c's pieces (html_int.h).
 */
#include "html.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "html_int.h"
#include "i18n.h"
#include "sha256.h"
#include "xalloc.h"
#include "xml.h"
#include "banned.h"

/*
 * The puzzles' script: a turn tried, typed in a puzzle's field or made by
 * clicks on its board, is compared with the first turn of its solution,
 * in any case and without spaces.  The clicks write the turn as the
 * notation does: a colour chosen, the ring it goes on and the ring
 * removed; or the marble that jumps and each ring it lands on, the
 * marble jumped over the one between (the rings' centres: their data-at
 * names them).  A placement's isolations follow from it, so a turn tried
 * without them is the turn with them.  What it says to the player is in
 * the page's data (data-right, ...), in the page's language.
 */
static const char puzzles_script_board[] =
	"(function () {\n"
	"  'use strict';\n"
	"  var says = document.querySelector('main.puzzles').dataset;\n"
	"  function norm(s) { return s.toLowerCase().replace(/\\s+/g, ''); }\n"
	"  function bare(s) { var m = /^([wgb][a-j][0-9](,[a-j][0-9])?)x/.exec(s); return m ? m[1] : s; }\n"
	"  document.querySelectorAll('article.puzzle').forEach(function (a) {\n"
	"    var f = a.querySelector('form.try'), input = f.querySelector('input'), said = f.querySelector('output');\n"
	"    var svg = a.querySelector('.board svg'), rings = {}, byXY = {}, r = 0, colour = '', t = null, on = {};\n"
	"    function tell(s, cls) { said.textContent = s; said.className = cls || ''; }\n"
	"    f.addEventListener('submit', function (e) {\n"
	"      var typed = norm(input.value), answer = norm(f.dataset.answer);\n"
	"      e.preventDefault();\n"
	"      if (!typed) { tell(''); return; }\n"
	"      var right = typed === answer || typed === bare(answer);\n"
	"      tell(right ? says.right : says.wrong, right ? 'right' : 'wrong');\n"
	"    });\n"
	"    if (!svg) return;\n"
	"    svg.querySelectorAll('circle.ring[data-at]').forEach(function (c) {\n"
	"      var n = c.dataset.at, x = Number(c.getAttribute('cx')), y = Number(c.getAttribute('cy'));\n"
	"      rings[n] = { x: x, y: y, el: c };\n"
	"      byXY[c.getAttribute('cx') + ' ' + c.getAttribute('cy')] = n;\n"
	"      r = Number(c.getAttribute('r'));\n"
	"    });\n"
	"    /* the board as drawn: on[ring] its marble's colour, el[ring] its circle */\n"
	"    var el = {}, NS = 'http://www.w3.org/2000/svg';\n"
	"    function fresh() {\n"
	"      t = null; on = {}; el = {};\n"
	"      svg.querySelectorAll('.tried').forEach(function (c) { c.remove(); });\n"
	"      svg.querySelectorAll('.picked, .gone, .taken').forEach(function (c) {\n"
	"        c.classList.remove('picked', 'gone', 'taken');\n"
	"      });\n"
	"      svg.querySelectorAll('circle.marble').forEach(function (c) {\n"
	"        if (c.dataset.cx) { c.setAttribute('cx', c.dataset.cx); c.setAttribute('cy', c.dataset.cy); }\n"
	"        var n = byXY[c.getAttribute('cx') + ' ' + c.getAttribute('cy')];\n"
	"        if (n) on[n] = c.classList.contains('white') ? 'W' : c.classList.contains('grey') ? 'G' : 'B';\n"
	"        if (n) el[n] = c;\n"
	"      });\n"
	"    }\n"
	"    /* a marble shown where the clicks put it */\n"
	"    function put(n, c) {\n"
	"      if (!c.dataset.cx) { c.dataset.cx = c.getAttribute('cx'); c.dataset.cy = c.getAttribute('cy'); }\n"
	"      c.setAttribute('cx', rings[n].el.getAttribute('cx')); c.setAttribute('cy', rings[n].el.getAttribute('cy'));\n"
	"      el[n] = c;\n"
	"    }\n"
	"    /* the ring a jump from one ring to another goes over: the one midway */\n"
	"    function between(p, q) {\n"
	"      var x = (rings[p].x + rings[q].x) / 2, y = (rings[p].y + rings[q].y) / 2;\n"
	"      for (var n in rings) if (Math.abs(rings[n].x - x) < 1 && Math.abs(rings[n].y - y) < 1) return n;\n"
	"      return '';\n"
	"    }\n"
	"    /* (the script goes on in puzzles_script_clicks: C's longest string) */\n";
static const char puzzles_script_clicks[] =
	"    function pick(n) {\n"
	"      if (!t && on[n]) t = { jump: true, at: n, text: 'x ' + n };\n"
	"      else if (!t && colour) {\n"
	"        var c = document.createElementNS(NS, 'circle');\n"
	"        c.setAttribute('class', 'marble tried ' + { W: 'white', G: 'grey', B: 'black' }[colour]);\n"
	"        c.setAttribute('r', String(r * 0.74));\n"
	"        svg.appendChild(c); put(n, c);\n"
	"        t = { at: n, text: colour + n }; on[n] = colour;\n"
	"      } else if (!t) { tell(says.first); return; }\n"
	"      else if (!t.jump && !t.removed && !on[n]) {\n"
	"        t.removed = n; t.text += ',' + n; rings[n].el.classList.add('gone'); input.value = t.text; tell(''); return;\n"
	"      } else if (t.jump && !on[n] && on[between(t.at, n)]) {\n"
	"        var over = between(t.at, n);\n"
	"        t.text += on[over] + n; on[n] = on[t.at]; on[t.at] = ''; on[over] = '';\n"
	"        el[over].classList.add('taken'); put(n, el[t.at]); t.at = n;\n"
	"      } else { tell(says.not); return; }\n"
	"      rings[n].el.classList.add('picked');\n"
	"      input.value = t.text; tell('');\n"
	"    }\n"
	"    svg.addEventListener('click', function (e) {\n"
	"      var m = svg.getScreenCTM(), best = '', d = Infinity, n;\n"
	"      if (!m) return;\n"
	"      var p = new DOMPoint(e.clientX, e.clientY).matrixTransform(m.inverse());\n"
	"      for (n in rings) {\n"
	"        var dx = rings[n].x - p.x, dy = rings[n].y - p.y;\n"
	"        if (dx * dx + dy * dy < d) { d = dx * dx + dy * dy; best = n; }\n"
	"      }\n"
	"      if (best && d <= r * r) pick(best);\n"
	"    });\n"
	"    a.querySelectorAll('button[data-colour]').forEach(function (b) {\n"
	"      b.addEventListener('click', function () {\n"
	"        colour = b.dataset.colour;\n"
	"        a.querySelectorAll('button[data-colour]').forEach(function (o) {\n"
	"          o.setAttribute('aria-pressed', o === b ? 'true' : 'false');\n"
	"        });\n"
	"      });\n"
	"    });\n"
	"    a.querySelector('button.again').addEventListener('click', function () { fresh(); input.value = ''; tell(''); });\n"
	"    input.addEventListener('input', fresh);\n"
	"    fresh();\n"
	"  });\n"
	"  /* the solutions' positions, packed as the viewer's frames: each\n"
	"   * puzzle's run of them put in its place */\n"
	"  function fill(island) {\n"
	"    document.querySelectorAll('div.frames').forEach(function (d) {\n"
	"      var first = Number(d.dataset.first), n = Number(d.dataset.count), html = [];\n"
	"      for (var k = first; k < first + n; k++) html.push(zzFrame(island, k));\n"
	"      d.innerHTML = html.join('\\n');\n"
	"    });\n"
	"    document.body.dataset.ready = '1';\n"
	"  }\n"
	"  zzUnpack(fill, function () { document.body.dataset.ready = '1'; });\n"
	"})();\n";

/* What a page's script says, as the data of its element: pairs of a name (data-NAME) and a message. */
static void said_data(struct zz_buf *out, const char *const *says, size_t n)
{
	size_t i;

	for (i = 0; i < n; i += 2) {
		zz_buf_addf(out, " data-%s=\"", says[i]);
		zz_html_said(out, says[i + 1]);
		zz_buf_addstr(out, "\"");
	}
}

/* A page's script: the shared unpacking (html_int.h), then its own (own, more); hash: for the page's CSP. */
static void page_script(struct zz_buf *script, const char *own, const char *more, char hash[52])
{
	zz_buf_addstr(script, zz_html_script_unpack);
	zz_buf_addstr(script, own);
	zz_buf_addstr(script, more);
	zz_sha256_csp(script->buf, script->len, hash);
}

void zz_html_puzzles(struct zz_buf *out, const char *title, const struct zz_html_puzzle *p, size_t n,
		     int (*deflate)(const void *in, size_t n, struct zz_buf *out))
{
	static const char *const says[] = {
		"right", N_("Yes: that is the winning turn. The solution shows the rest."),
		"wrong", N_("No: that is not the winning turn."),
		"first", N_("Choose a colour to place, or click a marble to jump with it."),
		"not",	 N_("Not a turn: click a free ring, or a ring a marble can jump to."),
	};
	static const char *const colours[3] = { N_("white"), N_("grey"), N_("black") };
	struct zz_buf island = ZZ_BUF_INIT, script = ZZ_BUF_INIT, *sol;
	size_t nsol = 0, at = 0;
	char hash[52];
	size_t i, k, len;

	page_script(&script, puzzles_script_board, puzzles_script_clicks, hash);
	zz_html_open(out);
	zz_html_csp(out, hash);
	zz_buf_addstr(out,
		      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
	zz_xml_textstr(out, title);
	zz_buf_addf(
		out,
		"</title>\n<style>\n%s"
		"article { padding: 8px 20px 16px; border-bottom: 1px solid var(--line); max-width: 760px; }\n"
		"article h2 { font-size: 17px; margin: 4px 0; } article p { margin: 0 0 6px; color: var(--muted); }\n"
		".board svg { width: 100%%; max-width: 440px; height: auto; display: block;"
		" border: 1px solid var(--line); border-radius: 6px; }\n"
		"form.try { margin: 8px 0; display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }\n"
		"form.try input, form.try button, summary { font: inherit; }\n"
		"form.try input { width: 14em; max-width: 100%%; }\n"
		"button[aria-pressed=true] { outline: 2px solid #1f5fbf; }\n"
		".board svg { cursor: pointer; } .board svg circle.picked { stroke: #1f5fbf; stroke-width: 5; }\n"
		".board svg circle.gone { fill: none; stroke-dasharray: 3 3; } .board svg circle.taken { display: none; }\n"
		"output.right { color: #1e7a1e; font-weight: bold; } output.wrong { color: #a3261b; }\n"
		"html.dark output.right { color: #7fd67f; } html.dark output.wrong { color: #ff8f80; }\n"
		"summary { cursor: pointer; margin: 4px 0; }\n"
		".line { margin: 4px 0 8px; }\n"
		".frames { display: flex; flex-wrap: wrap; gap: 8px; }\n"
		".frames svg { width: 260px; max-width: 100%%; height: auto;"
		" border: 1px solid var(--line); border-radius: 6px; }\n"
		"@media (max-width: 600px) { article { padding: 6px 10px 12px; } .frames svg { width: 100%%; } }\n"
		"</style>\n</head>\n<body>\n<header><h1>",
		zz_html_style);
	zz_xml_textstr(out, title);
	zz_buf_addstr(out, "</h1><p>");
	zz_buf_addf(out, Q_("%zu puzzle", "%zu puzzles", n), n);
	zz_buf_addstr(out, "</p></header>\n<main class=\"puzzles\"");
	/* what the script says to the player */
	said_data(out, says, sizeof(says) / sizeof(*says));
	zz_buf_addstr(out, ">\n");
	for (i = 0; i < n; i++) {
		zz_buf_addf(out, "<article class=\"puzzle\" id=\"puzzle-%zu\">\n<h2>", i + 1);
		zz_xml_textstr(out, p[i].heading);
		zz_buf_addstr(out, "</h2>\n<p>");
		zz_xml_textstr(out, p[i].line);
		zz_buf_addstr(out, "</p>\n<div class=\"board\">");
		if (p[i].nframes) {
			const char *svg = zz_html_inline_svg(&p[i].frames[0], &len);

			zz_buf_add(out, svg, len);
		}
		zz_buf_addstr(out, "</div>\n<form class=\"try\" data-answer=\"");
		zz_xml_textstr(out, p[i].nmoves ? p[i].moves[0] : "");
		zz_buf_addstr(out, "\"><span class=\"colours\">");
		zz_html_said(out, N_("Place:"));
		for (k = 0; k < 3; k++) {
			zz_buf_addf(out,
				    " <button type=\"button\" data-colour=\"%c\" aria-pressed=\"false\">",
				    "WGB"[k]);
			zz_html_said(out, colours[k]);
			zz_buf_addstr(out, "</button>");
		}
		zz_buf_addstr(out, "</span> <button type=\"button\" class=\"again\">");
		zz_html_said(out, N_("Start again"));
		zz_buf_addstr(out, "</button>\n<label>");
		zz_html_said(out, N_("Your turn:"));
		zz_buf_addstr(out,
			      " <input type=\"text\" autocomplete=\"off\" spellcheck=\"false\""
			      " autocapitalize=\"off\"></label> <button type=\"submit\">");
		zz_html_said(out, N_("Try"));
		zz_buf_addstr(out,
			      "</button> <output aria-live=\"polite\"></output></form>\n<details><summary>");
		zz_html_said(out, N_("The solution"));
		zz_buf_addstr(out, "</summary>\n<ol class=\"line\">");
		for (k = 0; k < p[i].nmoves; k++) {
			zz_buf_addstr(out, "<li>");
			zz_xml_textstr(out, p[i].moves[k]);
			zz_buf_addstr(out, "</li>");
		}
		/* the positions after its turns: filled in from the island by the script */
		zz_buf_addf(out,
			    "</ol>\n<div class=\"frames\" data-first=\"%zu\" data-count=\"%zu\"></div>\n"
			    "</details>\n</article>\n",
			    at, p[i].nframes ? p[i].nframes - 1 : 0);
		at += p[i].nframes ? p[i].nframes - 1 : 0;
	}
	zz_buf_addstr(out, "</main>\n");
	/* the solutions' frames as one island of lines, the boards' lines shared */
	for (i = 0; i < n; i++)
		nsol += p[i].nframes ? p[i].nframes - 1 : 0;
	sol = zz_xcalloc(nsol ? nsol : 1, sizeof(*sol));
	for (i = 0, at = 0; i < n; i++)
		for (k = 1; k < p[i].nframes; k++)
			sol[at++] = p[i].frames[k]; /* (borrowed: read, not released) */
	zz_html_frames_island(&island, sol, nsol);
	zz_html_island_write(out, &island, deflate);
	zz_buf_addf(out, "<script>%s</script>\n</body>\n</html>\n", script.buf);
	free(sol);
	zz_buf_release(&island);
	zz_buf_release(&script);
}

/*
 * The explorer's script: the frames unpacked as the viewer's are; the
 * way from a root to the position shown kept in the fragment
 * (#path=0.4.17: node numbers); a turn's row that leads on is a button.
 * Every text of a record is set as text, never as markup.
 */
static const char explorer_script[] =
	"(function () {\n"
	"  'use strict';\n"
	"  zzUnpack(start, function () {\n"
	"    document.getElementById('where').textContent = document.body.dataset.cannot;\n"
	"  });\n"
	"function start(island) {\n"
	"  var nodes = island.nodes, board = document.getElementById('board');\n"
	"  var where = document.getElementById('where'), body = document.querySelector('#turns tbody');\n"
	"  var about = document.getElementById('about');\n"

	"  function cell(tr, text, cls) {\n"
	"    var td = document.createElement('td');\n"
	"    td.textContent = text;\n"
	"    if (cls) td.className = cls;\n"
	"    tr.appendChild(td);\n"
	"    return td;\n"
	"  }\n"
	"  function score(t) {\n"
	"    var d = t[3] + t[4] + t[5];\n"
	"    return d ? (100 * (t[3] + t[4] / 2) / d).toFixed(0) + '%' : '-';\n"
	"  }\n"
	"  /* the path from a root, each step a node that its parent's turn leads to */\n"
	"  function valid(p) {\n"
	"    if (!p.length || !(p[0] >= 0 && p[0] < island.roots)) return false;\n"
	"    for (var i = 1; i < p.length; i++)\n"
	"      if (!nodes[p[i - 1]].t.some(function (t) { return t[8] === p[i]; })) return false;\n"
	"    return true;\n"
	"  }\n"
	"  function go(p) { location.hash = 'path=' + p.join('.'); }\n"
	"  function show(p) {\n"
	"    var k = p[p.length - 1], n = nodes[k];\n"
	"    board.innerHTML = zzFrame(island, k);\n"
	"    where.textContent = '';\n"
	"    p.forEach(function (m, i) {\n"
	"      var a = document.createElement('a'), up = p.slice(0, i + 1);\n"
	"      a.href = '#path=' + up.join('.');\n"
	"      a.textContent = i ? nodes[p[i - 1]].t.filter(function (t) { return t[8] === m; })[0][0]\n"
	"        : nodes[m].l || document.body.dataset.start;\n"
	"      if (i) where.appendChild(document.createTextNode(' \\u203a '));\n"
	"      where.appendChild(a);\n"
	"    });\n"
	"    about.textContent = n.a;\n"
	"    body.textContent = '';\n"
	"    n.t.forEach(function (t) {\n"
	"      var tr = document.createElement('tr'), td = cell(tr, '', 'turn');\n"
	"      if (t[8] >= 0) {\n"
	"        var b = document.createElement('button');\n"
	"        b.type = 'button';\n"
	"        b.textContent = t[0];\n"
	"        b.addEventListener('click', function () { go(p.concat([t[8]])); });\n"
	"        td.appendChild(b);\n"
	"      } else {\n"
	"        td.textContent = t[0] + (t[1] ? document.body.dataset.recorded : '');\n"
	"      }\n"
	"      cell(tr, String(t[2]), 'num');\n"
	"      cell(tr, score(t), 'num');\n"
	"      cell(tr, t[3] + ' / ' + t[4] + ' / ' + t[5], 'wdl');\n"
	"      cell(tr, t[6] ? String(t[6]) : '', 'num');\n"
	"      cell(tr, t[7] || '', 'last');\n"
	"      body.appendChild(tr);\n"
	"    });\n"
	"    document.querySelectorAll('#roots button').forEach(function (b, i) {\n"
	"      b.setAttribute('aria-pressed', String(i === p[0]));\n"
	"    });\n"
	"    document.getElementById('back').disabled = p.length < 2;\n"
	"    document.body.dataset.node = String(k);\n"
	"    path = p;\n"
	"  }\n"
	"  var path = [0];\n"
	"  function fromHash() {\n"
	"    var m = /^#path=([0-9.]+)$/.exec(location.hash), p = m ? m[1].split('.').map(Number) : [0];\n"
	"    show(valid(p) ? p : [0]);\n"
	"  }\n"
	"  document.querySelectorAll('#roots button').forEach(function (b, i) {\n"
	"    b.addEventListener('click', function () { go([i]); });\n"
	"  });\n"
	"  document.getElementById('back').addEventListener('click', function () {\n"
	"    if (path.length > 1) go(path.slice(0, -1));\n"
	"  });\n"
	"  document.getElementById('scheme').addEventListener('click', function () {\n"
	"    document.documentElement.classList.toggle('dark');\n"
	"  });\n"
	"  window.addEventListener('hashchange', fromHash);\n"
	"  fromHash();\n"
	"  document.body.dataset.ready = '1';\n"
	"}\n"
	"})();\n";

/* The explorer's island: the frames' lines, then the nodes, each with its turns and what the page says of it. */
static void explorer_island(struct zz_buf *island, const struct zz_html_explorer *x)
{
	struct zz_buf about = ZZ_BUF_INIT;
	char num[32];
	size_t i, k;

	zz_html_frames_island(island, x->frames, x->nnodes);
	zz_buf_setlen(island, island->len - 1); /* (its closing brace) */
	zz_buf_addf(island, ",\n\"roots\": %zu,\n\"nodes\": [", x->nroots);
	for (i = 0; i < x->nnodes; i++) {
		const struct zz_html_explorer_node *n = &x->nodes[i];

		zz_buf_addstr(island, i ? ",\n{\"l\": " : "{\"l\": ");
		if (n->label)
			zz_html_json_string(island, n->label, strlen(n->label));
		else
			zz_buf_addstr(island, "null");
		zz_buf_addf(island, ", \"g\": %llu, \"a\": ", n->games);
		/* what the page says of the node: its games and turns */
		zz_buf_addf(&about,
			    Q_("%llu game reached this position; ", "%llu games reached this position; ",
			       n->games),
			    n->games);
		zz_buf_addf(&about, Q_("%zu turn played from it.", "%zu turns played from it.", n->nturns),
			    n->nturns);
		zz_html_json_string(island, about.buf, about.len);
		zz_buf_setlen(&about, 0);
		zz_buf_addstr(island, ", \"t\": [");
		for (k = 0; k < n->nturns; k++) {
			const struct zz_html_explorer_turn *t = &n->turns[k];

			zz_buf_addstr(island, k ? ",[" : "[");
			zz_html_json_string(island, t->turn ? t->turn : "", t->turn ? strlen(t->turn) : 0);
			snprintf(num, sizeof(num), "%lld", t->rating);
			zz_buf_addf(island, ",%d,%llu,%llu,%llu,%llu,%s,", t->recorded ? 1 : 0, t->games,
				    t->won, t->drawn, t->lost, num);
			if (t->last)
				zz_html_json_string(island, t->last, strlen(t->last));
			else
				zz_buf_addstr(island, "null");
			zz_buf_addf(island, ",%ld]", t->child);
		}
		zz_buf_addstr(island, "]}");
	}
	zz_buf_addstr(island, "]}");
	zz_buf_release(&about);
}

void zz_html_explorer(struct zz_buf *out, const struct zz_html_explorer *x)
{
	/* the table's headings, each with its title ("": none) */
	static const char *const columns[] = {
		N_("turn"),
		"",
		N_("games"),
		"",
		N_("score"),
		N_("for the side to move"),
		/* TRANSLATORS: won, drawn, lost, the initials */
		N_("W / D / L"),
		N_("won, drawn, lost: the side to move"),
		N_("rating"),
		N_("the side to move's average rating"),
		N_("last"),
		N_("the latest date played"),
	};
	static const char *const says[] = {
		"start",    N_("start"),
		"recorded", N_(" (as recorded)"),
		"cannot",   N_("this browser cannot unpack the page"),
	};
	struct zz_buf island = ZZ_BUF_INIT, script = ZZ_BUF_INIT;
	char hash[52];
	size_t i, k;

	page_script(&script, explorer_script, "", hash);
	zz_html_open(out);
	zz_html_csp(out, hash);
	zz_buf_addstr(out,
		      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
	zz_xml_textstr(out, x->title);
	zz_buf_addf(
		out,
		"</title>\n<style>\n%s"
		"#roots, #nav { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; margin: 6px 0; }\n"
		"#roots button, #nav button, td.turn button { font: inherit; background: var(--panel); color: var(--fg);"
		" border: 1px solid var(--line); border-radius: 4px; cursor: pointer; }\n"
		"#roots button[aria-pressed=true] { background: var(--hi); }\n"
		"#where { overflow-wrap: anywhere; } #about { color: var(--muted); margin: 4px 0; }\n"
		"#turns { border-collapse: collapse; width: 100%%; }\n"
		"#turns th, #turns td { text-align: left; padding: 3px 8px; border-bottom: 1px solid var(--line); }\n"
		"#turns td.num { text-align: right; } #turns td.last, #turns td.wdl { white-space: nowrap; }\n"
		"#list { flex: 1 1 340px; min-width: 0; overflow-x: auto; }\n"
		"@media (max-width: 600px) { #turns th, #turns td { padding: 3px 4px; } }\n"
		"</style>\n</head>\n<body",
		zz_html_style);
	/* what the script says */
	said_data(out, says, sizeof(says) / sizeof(*says));
	zz_buf_addstr(out, ">\n<header>\n<h1>");
	zz_xml_textstr(out, x->title);
	zz_buf_addstr(out, "</h1>\n");
	for (k = 0; k < x->nhead; k++) {
		zz_buf_addstr(out, "<p>");
		zz_xml_textstr(out, x->head[k]);
		zz_buf_addstr(out, "</p>\n");
	}
	zz_buf_addstr(out, "<div id=\"roots\">");
	for (i = 0; i < x->nroots; i++) {
		zz_buf_addstr(out, "<button type=\"button\">");
		if (x->nodes[i].label)
			zz_xml_textstr(out, x->nodes[i].label);
		else
			zz_html_said(out, N_("start"));
		zz_buf_addstr(out, "</button>");
	}
	zz_buf_addstr(out, "</div>\n</header>\n<main>\n<section id=\"view\">\n<div id=\"board\">");
	/* the first root without the script: a reader sees a board */
	if (x->nnodes) {
		const char *svg = zz_html_inline_svg(&x->frames[0], &i);

		zz_buf_add(out, svg, i);
	}
	zz_buf_addstr(out, "</div>\n<div id=\"nav\"><button id=\"back\" type=\"button\" title=\"");
	zz_html_said(out, N_("one turn back"));
	zz_buf_addstr(out, "\">&#x25C0; ");
	zz_html_said(out, N_("back"));
	zz_buf_addstr(out, "</button><button id=\"scheme\" type=\"button\" title=\"");
	zz_html_said(out, N_("light or dark"));
	zz_buf_addstr(out,
		      "\">&#x25D0;</button></div>\n<p id=\"where\"></p>\n</section>\n"
		      "<section id=\"list\">\n<p id=\"about\"></p>\n<table id=\"turns\"><thead><tr>");
	for (i = 0; i < sizeof(columns) / sizeof(*columns); i += 2) {
		zz_buf_addstr(out, "<th");
		if (*columns[i + 1]) {
			zz_buf_addstr(out, " title=\"");
			zz_html_said(out, columns[i + 1]);
			zz_buf_addstr(out, "\"");
		}
		zz_buf_addstr(out, ">");
		zz_html_said(out, columns[i]);
		zz_buf_addstr(out, "</th>");
	}
	zz_buf_addstr(out, "</tr></thead>\n<tbody></tbody></table>\n</section>\n</main>\n");
	explorer_island(&island, x);
	zz_html_island_write(out, &island, x->deflate);
	zz_buf_addf(out, "<script>%s</script>\n</body>\n</html>\n", script.buf);
	zz_buf_release(&island);
	zz_buf_release(&script);
}
