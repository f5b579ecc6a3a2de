"""A small client of the Chrome DevTools protocol, standard library only.

Starts headless Chromium on a free port with a profile of its own, opens a
page target and sends commands over the WebSocket (RFC 6455: masked text
frames out, unmasked frames in).  Events are kept, so that a test can read
console messages and exceptions after the fact.

    with Browser() as b:
        b.goto("file:///tmp/x.html")
        b.eval("document.title")
"""
import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import tempfile
import time
import urllib.request


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
        self.sock = self._connect(page["webSocketDebuggerUrl"])
        self.next_id = 0
        self.events = []
        for domain in ("Page", "Runtime", "Log", "Network"):
            self.call(domain + ".enable")

    def _connect(self, url):
        rest = url.split("://", 1)[1]
        hostport, path = rest.split("/", 1)
        host, port = hostport.split(":")
        s = socket.create_connection((host, int(port)), timeout=60)
        key = base64.b64encode(os.urandom(16)).decode()
        s.sendall(("GET /%s HTTP/1.1\r\nHost: %s\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                   "Sec-WebSocket-Key: %s\r\nSec-WebSocket-Version: 13\r\n\r\n"
                   % (path, hostport, key)).encode())
        head = b""
        while b"\r\n\r\n" not in head:
            chunk = s.recv(1)
            if not chunk:
                raise RuntimeError("the WebSocket handshake failed")
            head += chunk
        if b" 101 " not in head.split(b"\r\n", 1)[0]:
            raise RuntimeError("the WebSocket handshake failed: %r" % head[:80])
        return s

    def _recv_exact(self, n):
        buf = b""
        while len(buf) < n:
            chunk = self.sock.recv(n - len(buf))
            if not chunk:
                raise RuntimeError("the browser closed the connection")
            buf += chunk
        return buf

    def _send(self, text):
        data = text.encode()
        head = bytearray([0x81])
        n = len(data)
        if n < 126:
            head.append(0x80 | n)
        elif n < 65536:
            head.append(0x80 | 126)
            head += struct.pack(">H", n)
        else:
            head.append(0x80 | 127)
            head += struct.pack(">Q", n)
        mask = os.urandom(4)
        head += mask
        self.sock.sendall(bytes(head) + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))

    def _recv(self):
        message = b""
        while True:
            b0, b1 = self._recv_exact(2)
            n = b1 & 0x7f
            if n == 126:
                n = struct.unpack(">H", self._recv_exact(2))[0]
            elif n == 127:
                n = struct.unpack(">Q", self._recv_exact(8))[0]
            payload = self._recv_exact(n)
            op = b0 & 0x0f
            if op in (0x1, 0x0):
                message += payload
                if b0 & 0x80:
                    return json.loads(message)
            elif op == 0x8:
                raise RuntimeError("the browser closed the WebSocket")
            # pings and pongs are not sent by Chromium to a client

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
            if getattr(self, "sock", None):
                self.sock.close()
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
