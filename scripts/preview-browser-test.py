#!/usr/bin/env python3
"""`render preview` in a real browser: Debian's headless Chromium, driven through its DevTools
protocol over --remote-debugging-pipe (file descriptors 3 and 4, messages ended by NUL), so the
driver needs nothing but Python's standard library.

It starts `render preview` on a module it writes into a temporary folder, loads the page, and
checks that
  1. the picture appears;
  2. an edit of the file changes the picture without a reload (and how long it took);
  3. the width slider changes the picture's width;
  4. a half-written file shows the syntax error at its line, and the next save recovers;
  5. the page never reloaded (a marker set at the start is still there).
With --screenshot FILE it saves a PNG of the page (docs/live-preview.png is one).

Exit status 0 when all pass; 1 when one fails. Without chromium (scripts/install-deps.sh installs
it; this happens only where it could not) it prints SKIP and why and exits 0, or 1 under
RENDER_BROWSER_TEST=required.
"""
import argparse
import base64
import json
import os
import select
import shutil
import subprocess
import sys
import tempfile
import time

CARD = '''import SwiftUI

struct Card: View {
    var title = "Hello"
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(title).font(.title).bold()
            Text(Palette.subtitle).foregroundStyle(.secondary)
            HStack {
                Badge(label: "new")
                Spacer()
                Image(systemName: "star.fill").foregroundStyle(.yellow)
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 12).fill(Palette.tint.opacity(0.15)))
        .padding()
    }
}

#Preview("Card") {
    Card()
}
'''

PALETTE = '''import SwiftUI

enum Palette {
    static let tint = Color.blue
    static let subtitle = "A view of the module, drawn on Linux"
}

struct Badge: View {
    var label: String
    var body: some View {
        Text(label).font(.caption).padding(.horizontal, 8).padding(.vertical, 3)
            .background(Capsule().fill(Palette.tint)).foregroundStyle(.white)
    }
}
'''


class Browser:
    """Chromium with the DevTools protocol on a pipe."""

    def __init__(self, chromium, profile):
        commands_read, self.commands = os.pipe()
        self.replies, replies_write = os.pipe()

        def child():
            a, b = os.dup(commands_read), os.dup(replies_write)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.process = subprocess.Popen(
            [chromium, "--headless=new", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
             "--no-first-run", "--no-default-browser-check", "--disable-extensions", "--mute-audio",
             "--window-size=1280,1000", f"--user-data-dir={profile}", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            preexec_fn=child, close_fds=False)  # fds 3 and 4 must reach chromium
        os.close(commands_read)
        os.close(replies_write)
        self.buffer = b""
        self.next_id = 0
        self.session = None

    def send(self, method, params=None, session=True, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.commands, json.dumps(message).encode() + b"\0")
        deadline = time.time() + timeout
        while time.time() < deadline:
            while b"\0" in self.buffer:
                raw, self.buffer = self.buffer.split(b"\0", 1)
                reply = json.loads(raw)
                if reply.get("id") == self.next_id:
                    if "error" in reply:
                        raise RuntimeError(f"{method}: {reply['error']}")
                    return reply.get("result", {})
            # Wait for the pipe with the time left, so a silent browser ends in the error below.
            if not select.select([self.replies], [], [], max(0.0, deadline - time.time()))[0]:
                continue
            chunk = os.read(self.replies, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the DevTools pipe")
            self.buffer += chunk
        raise RuntimeError(f"{method}: no answer in {timeout} s")

    def open(self, url):
        # The first command waits for the browser's start, which on a machine busy with builds
        # took over 30 s once (make test, 2026-11-27): give it two minutes.
        target = self.send("Target.createTarget", {"url": "about:blank"}, session=False, timeout=120)["targetId"]
        self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True}, session=False)["sessionId"]
        self.send("Page.enable")
        self.send("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 1000, "deviceScaleFactor": 1, "mobile": False})
        self.send("Page.navigate", {"url": url})

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails'].get('text')}")
        return result["result"].get("value")

    def wait(self, expression, timeout=20, what=None):
        deadline = time.time() + timeout
        while time.time() < deadline:
            value = self.evaluate(f"(() => {{ try {{ return ({expression}); }} catch (error) {{ return false; }} }})()")
            if value:
                return value
            time.sleep(0.02)
        raise AssertionError(f"timed out after {timeout} s waiting for {what or expression}")

    def screenshot(self, path):
        height = self.evaluate("Math.min(2400, document.documentElement.scrollHeight)")
        self.send("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": height, "deviceScaleFactor": 1, "mobile": False})
        time.sleep(0.3)
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        with open(path, "wb") as out:
            out.write(base64.b64decode(data))

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()


def find_chromium():
    for name in ("chromium", "chromium-browser"):
        path = shutil.which(name)
        if path:
            return path
    return None


def save(path, text):
    """Saves as editors do: a new file renamed over the old one."""
    temporary = path + ".saving"
    with open(temporary, "w") as out:
        out.write(text)
    os.replace(temporary, path)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--render", default=".build/debug/render")
    parser.add_argument("--screenshot")
    args = parser.parse_args()

    chromium = find_chromium()
    if not chromium:
        print("SKIP: preview browser test: chromium is not installed (scripts/install-deps.sh installs Debian's "
              "chromium; it could not here)")
        return 1 if os.environ.get("RENDER_BROWSER_TEST") == "required" else 0

    passed, failed = 0, 0
    work = tempfile.mkdtemp(prefix="render-preview-test-")
    module = os.path.join(work, "Demo")
    os.makedirs(module)
    card = os.path.join(module, "Card.swift")
    save(card, CARD)
    save(os.path.join(module, "Palette.swift"), PALETTE)
    server = subprocess.Popen([args.render, "preview", card, "--port", "0", "--module", module],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    browser = None
    try:
        line = server.stdout.readline()
        if "http://127.0.0.1:" not in line:
            raise AssertionError(f"render preview did not print its URL: {line!r} {server.stderr.read()}")
        url = line.split()[2]
        browser = Browser(chromium, os.path.join(work, "profile"))
        browser.open(url)

        def check(name, body):
            nonlocal passed, failed
            try:
                detail = body()
                passed += 1
                print(f"ok: {name}" + (f" ({detail})" if detail else ""))
            except Exception as error:  # noqa: BLE001 - every failure is reported, then counted
                failed += 1
                print(f"FAIL: {name}: {error}")

        image = "document.querySelector('#preview-0 img')"

        def set_width(points):
            browser.evaluate("(() => { const s = document.getElementById('width'); s.value = %d; "
                             "s.dispatchEvent(new Event('input')); return true; })()" % points)

        def first_picture():
            browser.wait(f"{image} && {image}.complete && {image}.naturalWidth > 0", what="the first picture")
            browser.evaluate(f"window.marker = 'no reload'; window.firstSrc = {image}.src; true")
            return f"{browser.evaluate(f'{image}.naturalWidth')} px wide"
        check("the page shows the picture", first_picture)

        def edit():
            start = time.time()
            save(card, CARD.replace('var title = "Hello"', 'var title = "Hello, edited on Linux"'))
            browser.wait(f"{image}.src !== window.firstSrc && {image}.complete", what="the picture after the edit")
            elapsed = time.time() - start
            assert browser.evaluate("window.marker") == "no reload", "the page reloaded"
            return f"edit to picture in {elapsed * 1000:.0f} ms"
        check("an edit changes the picture without a reload", edit)

        def slider():
            before = browser.evaluate(f"{image}.naturalWidth")
            set_width(240)
            scale = browser.evaluate("state.scale")
            browser.wait(f"{image}.naturalWidth === {int(240 * scale)}", what="the picture 240 points wide")
            return f"{before} px → {browser.evaluate(f'{image}.naturalWidth')} px"
        check("the width slider changes the width", slider)

        def syntax_error():
            broken = CARD.replace("        .padding()\n    }\n}", "        .padding(\n")
            save(card, broken)
            message = browser.wait("document.querySelector('#preview-0[data-error] .error .message')?.textContent",
                                   what="the syntax error")
            assert "Card.swift:" in message and "syntax error" in message, message
            at = browser.evaluate("document.querySelector('#preview-0 .error .source .at')?.textContent")
            assert at, "the error's line is not shown"
            save(card, CARD)
            browser.wait(f"!document.querySelector('#preview-0[data-error]') && {image}.complete && {image}.naturalWidth > 0",
                         what="recovery after the fix")
            return message.split(": syntax error")[0].rsplit("/", 1)[-1]
        check("a half-written file shows its error at its line, then recovers", syntax_error)

        def debug_borders():
            width = browser.evaluate(f"{image}.naturalHeight")
            browser.evaluate("(() => { const d = document.getElementById('debug'); d.checked = true; d.dispatchEvent(new Event('change')); return true; })()")
            browser.wait(f"{image}.naturalHeight > {width}", what="the picture with debug borders and their legend")
            assert browser.evaluate("getComputedStyle(document.getElementById('legend')).display") != "none", "no legend"
            explain = browser.evaluate("document.querySelector('#preview-0 .explain')?.textContent || ''")
            assert "VStack" in explain, "no explanation beside the picture"
            return None
        check("debug borders, their legend and the explanation", debug_borders)

        if args.screenshot:
            # The figure of docs/: an edited title, a note linked to its line (opened), the slider at 320.
            browser.evaluate(f"window.beforeShot = {image}.src; true")
            save(card, CARD.replace('var title = "Hello"', 'var title = "Edited on Linux"')
                 .replace("        .padding()\n    }\n}", "        .padding()\n        .onAppear { }\n    }\n}"))
            browser.wait(f"{image}.src !== window.beforeShot && {image}.complete", what="the edited picture")
            set_width(320)
            browser.wait(f"{image}.naturalWidth >= {int(320 * 2)} && {image}.complete && document.querySelector('#preview-0 .meta')?.textContent.startsWith('320 ')", what="the picture for the screenshot")
            browser.evaluate("(() => { const a = document.querySelector('#preview-0 ul.warnings a'); if (a) a.click(); return true; })()")
            time.sleep(0.3)
            browser.screenshot(args.screenshot)
            print(f"wrote {args.screenshot}")
    except Exception as error:  # noqa: BLE001
        failed += 1
        print(f"FAIL: {error}")
    finally:
        if browser:
            browser.close()
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
        shutil.rmtree(work, ignore_errors=True)
    print(f"browser: {passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
