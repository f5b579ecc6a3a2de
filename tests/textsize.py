"""The smallest text of SVG drawings, as printed or shown.

Usage: textsize.py FILE.svg ...  prints, a line a file, the smallest font
of any <text> in points (a drawing sized in mm: a sheet on paper) or in
pixels (a drawing sized in pixels), worked out from the style sheet's
font-size of each class, a font-size the element's style sets, and the
scale the drawing is shown at: its width over its viewBox's and the
scale() of the groups the text stands in.  Written apart from the
renderer, with no knowledge of its layout.
"""
import re
import sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"


def class_sizes(css):
    sizes = {}
    for sel, body in re.findall(r"([^{}]+)\{([^}]*)\}", css):
        m = re.search(r"font-size:\s*([0-9.]+)px", body)
        if not m:
            continue
        for one in sel.split(","):
            one = one.strip()
            sizes[one] = float(m.group(1))
    return sizes


def size_of(el, sizes):
    m = re.search(r"font-size:\s*([0-9.]+)px", el.get("style", ""))
    if m:
        return float(m.group(1))
    best, spec = None, -1
    classes = set(el.get("class", "").split())
    for sel, v in sizes.items():
        if sel == "text":
            continue
        need = [c for c in sel.split(".") if c]
        if need and all(c in classes for c in need) and len(need) > spec:
            best, spec = v, len(need)
    return best if best is not None else sizes.get("text", 16.0)


def walk(el, scale, sizes, out):
    t = el.get("transform", "")
    m = re.search(r"scale\(([0-9.]+)\)", t)
    if m:
        scale *= float(m.group(1))
    if el.tag == NS + "text":
        out.append(size_of(el, sizes) * scale)
    for c in el:
        walk(c, scale, sizes, out)


for path in sys.argv[1:]:
    root = ET.parse(path).getroot()
    css = "".join(s.text or "" for s in root.iter(NS + "style"))
    sizes = class_sizes(css)
    vb = [float(x) for x in root.get("viewBox").split()]
    w = root.get("width")
    if w.endswith("mm"):
        unit = float(w[:-2]) / vb[2] * 72 / 25.4    # points per user unit
        name = "pt"
    else:
        unit = float(w) / vb[2]                      # pixels per user unit
        name = "px"
    found = []
    walk(root, 1.0, sizes, found)
    print("%.2f %s" % (min(found) * unit, name))
