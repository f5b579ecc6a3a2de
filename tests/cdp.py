"""A small client of the Chrome DevTools protocol.

Starts headless Chromium on a free port with a profile of its own, opens a
page target and sends commands over a WebSocket of websocket-client
(Debian's python3-websocket: a maintained library, where a hand-written
RFC 6455 framing was ours to get right; Selenium or puppeteer would bring a
driver or Node for what is a dozen protocol calls).  Events are kept, so
that a test can read console messages and exceptions after the fact.

    with Browser() as b:
        b.goto("file:///tmp/x.html")
        b.eval("document.title")
"""
import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
import urllib.request

import websocket


def find_browser():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    return None


class Browser:
    def __init__(self, width=1000, height=760):
        self.exe = find_browser()
        if not self.exe:
            raise RuntimeError("no Chromium")
        self.dir = tempfile.mkdtemp(prefix="zertz-cdp.")
        self.proc = subprocess.Popen(
            [self.exe, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
             "--disable-background-networking", "--disable-component-update",
             "--disable-sync", "--disable-quic", "--hide-scrollbars", "--mute-audio",
             "--remote-debugging-port=0", "--user-data-dir=" + self.dir,
             "--window-size=%d,%d" % (width, height), "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        port = None
        deadline = time.time() + 60
        while time.time() < deadline:
            try:
                with open(os.path.join(self.dir, "DevToolsActivePort")) as f:
                    port = int(f.readline())
                break
            except (OSError, ValueError):
                time.sleep(0.1)
        if not port:
            self.close()
            raise RuntimeError("Chromium did not start")
        self.port = port
        targets = json.load(urllib.request.urlopen("http://127.0.0.1:%d/json/list" % port, timeout=30))
        page = [t for t in targets if t.get("type") == "page"][0]
        # no Origin header: Chromium refuses a WebSocket from an origin it
        # was not told to allow (--remote-allow-origins)
        self.ws = websocket.create_connection(page["webSocketDebuggerUrl"], timeout=60,
                                              suppress_origin=True)
        self.next_id = 0
        self.events = []
        # an expression true once a page has done loading (set by the test)
        self.ready = None
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(domain + ".enable")

    def _send(self, text):
        self.ws.send(text)

    def _recv(self):
        message = self.ws.recv()
        if not message:
            raise RuntimeError("the browser closed the WebSocket")
        return json.loads(message)

    def call(self, method, **params):
        self.next_id += 1
        self._send(json.dumps({"id": self.next_id, "method": method, "params": params}))
        while True:
            msg = self._recv()
            if msg.get("id") == self.next_id:
                if "error" in msg:
                    raise RuntimeError("%s: %s" % (method, msg["error"]))
                return msg.get("result", {})
            self.events.append(msg)

    def wait_event(self, method, timeout=30):
        deadline = time.time() + timeout
        seen = len(self.events)
        while time.time() < deadline:
            for e in self.events[seen:]:
                if e.get("method") == method:
                    return e
            seen = len(self.events)
            self.events.append(self._recv())
        raise RuntimeError("no %s in %d s" % (method, timeout))

    def goto(self, url):
        """Load url afresh (a change of fragment alone would not reload)."""
        for u in ("about:blank", url):
            seen = len(self.events)
            self.call("Page.navigate", url=u)
            if not any(e.get("method") == "Page.loadEventFired" for e in self.events[seen:]):
                self.wait_event("Page.loadEventFired")
        if self.ready:
            deadline = time.time() + 30
            while not self.eval(self.ready):
                if time.time() > deadline:
                    raise RuntimeError("%s: not ready (%s) in 30 s" % (url, self.ready))
                time.sleep(0.02)

    def eval(self, expression):
        r = self.call("Runtime.evaluate", expression=expression, returnByValue=True,
                      awaitPromise=True)
        if "exceptionDetails" in r:
            raise RuntimeError("%s: %s" % (expression, r["exceptionDetails"]))
        return r["result"].get("value")

    def key(self, key, code=None, keycode=0):
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=key, code=code or key,
                      windowsVirtualKeyCode=keycode, nativeVirtualKeyCode=keycode)

    def screenshot(self, path):
        data = self.call("Page.captureScreenshot", format="png")["data"]
        with open(path, "wb") as f:
            f.write(base64.b64decode(data))
        return path

    def problems(self):
        """Console errors, uncaught exceptions and requests beyond file:// seen so far."""
        out = []
        for e in self.events:
            m, p = e.get("method"), e.get("params", {})
            if m == "Runtime.exceptionThrown":
                out.append("exception: %s" % p["exceptionDetails"].get("text"))
            elif m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                out.append("console.%s: %s" % (p["type"], p.get("args")))
            elif m == "Log.entryAdded" and p["entry"].get("level") == "error":
                out.append("log: %s" % p["entry"].get("text"))
            elif m == "Network.requestWillBeSent":
                url = p["request"]["url"]
                if not url.startswith(("file:", "data:", "about:")):
                    out.append("network: %s" % url)
        return out

    def close(self):
        try:
            if getattr(self, "ws", None):
                self.ws.close()
        finally:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
            shutil.rmtree(self.dir, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
