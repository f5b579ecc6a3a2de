"""Draw samples/png again from this version (make pictures): the diagrams
by rsvg-convert, the viewer by headless Chromium.  Not a test: pictures
to look at, each made by the command samples/README names.

Run as: python3 tests/pictures.py ZERTZ OUTDIR
"""
import glob
import os
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import cdp  # noqa: E402

zertz, out = sys.argv[1], sys.argv[2]
tmp = tempfile.mkdtemp(prefix="zertz-pictures.")


def run(*args, **kw):
    subprocess.run([zertz] + list(args), check=True, stdout=kw.get("stdout"), stderr=subprocess.DEVNULL)


def svg_png(name, width, *args):
    svg = os.path.join(tmp, name + ".svg")
    with open(svg, "wb") as f:
        run(*args, stdout=f)
    subprocess.run(["rsvg-convert", "-w", str(width), "-o", os.path.join(out, name + ".png"), svg], check=True)


def pages_png(name, width, most, *args):
    """a sheet on paper: a PNG a page, of the first most pages"""
    run(*args, "-o", os.path.join(tmp, name + ".svg"))
    pages = sorted(glob.glob(os.path.join(tmp, name + "-*.svg"))) or [os.path.join(tmp, name + ".svg")]
    pages = pages[:most]
    for k, svg in enumerate(pages, 1):
        subprocess.run(["rsvg-convert", "-w", str(width), "-b", "white", "-o",
                        os.path.join(out, "%s-page-%d.png" % (name, k)), svg], check=True)


for f in glob.glob(os.path.join(out, "*.png")):
    os.remove(f)
svg_png("capture", 480, "render", "-T", "svg", "--at", "3", "samples/opening.zgn")
svg_png("long-names-chain", 480, "render", "-T", "svg", "tests/diagrams/long.zgn")
svg_png("game-over", 480, "render", "-T", "svg", "samples/blitz.zgn")
svg_png("legend", 480, "render", "-T", "svg", "--legend", "--at", "5", "samples/isolation.zgn")
svg_png("hide-crop", 480, "render", "-T", "svg", "--removed", "hide", "--at", "70", "tests/diagrams/long92.zgn")
svg_png("small-240", 240, "render", "-T", "svg", "--size", "240", "--at", "5", "samples/isolation.zgn")
pages_png("sheet-92", 600, 4, "render", "--sheet", "--page", "a4", "tests/diagrams/long92.zgn")
pages_png("sheet-37", 600, 1, "render", "--sheet", "--page", "a4", "--legend", "samples/opening.zgn")
svg_png("tzaar-diagram", 480, "render", "-T", "svg", "--at", "4", "samples/tzaar/opening.zgn")
tz = os.path.join(tmp, "tzaar-random.zgn")
with open(tz, "wb") as f:
    subprocess.run(["bench/randgame", "-g", "tzaar", "-n", "1", "-s", "3"], check=True, stdout=f)
svg_png("tzaar-final", 480, "render", "-T", "svg", tz)
pages_png("tzaar-sheet", 600, 1, "render", "--sheet", "--page", "a4", tz)

# the viewer: the 92-turn game in the dark scheme at turns 0, 50 and 92 on
# a desk (1280x800); the 61-ring sample on a phone (390x844) at turn 20
page = os.path.join(tmp, "long92.html")
run("render", "-t", "html", "-o", page, "tests/diagrams/long92.zgn")
phone = os.path.join(tmp, "game61.html")
run("render", "-t", "html", "-o", phone, "samples/game61.zgn")
ready = "!document.getElementById('zz-frames') || document.body.dataset.ready === '1'"
with cdp.Browser(1280, 800) as b:
    b.ready = ready
    b.call("Emulation.setEmulatedMedia", media="", features=[{"name": "prefers-color-scheme", "value": "dark"}])
    for k in (0, 50, 92):
        b.goto("file://%s#turn=%d" % (page, k))
        time.sleep(0.2)
        b.screenshot(os.path.join(out, "viewer-dark-%d.png" % k))
with cdp.Browser(390, 844) as b:
    b.ready = ready
    b.call("Emulation.setDeviceMetricsOverride", width=390, height=844, deviceScaleFactor=1, mobile=True)
    b.goto("file://%s#turn=20" % phone)
    time.sleep(0.2)
    b.screenshot(os.path.join(out, "viewer-phone-390.png"))
print("pictures: %d PNGs in %s" % (len(glob.glob(os.path.join(out, "*.png"))), out))
