#!/usr/bin/env python3
"""`render preview` on a real app's checkout, in Debian's headless Chromium (docs/live-preview.md,
"On a real app"). The checkout is copied to a scratch folder first (the original is never
edited); then it starts `render preview` on one view file of the copy, loads the page, checks
that every preview shows a picture, replaces a string of that file, checks that the first
preview's picture changes without a reload, and restores the file.

    scripts/preview-corpus-browser.py CHECKOUT FILE OLD NEW [--screenshot PNG] [--render PATH]

FILE is relative to CHECKOUT; OLD must occur in it. Exit status 0 when every check passes; 1
otherwise (also without chromium). Uses the driver of scripts/preview-browser-test.py.
"""
import argparse
import importlib.util
import os
import shutil
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("preview_browser_test", os.path.join(here, "preview-browser-test.py"))
driver = importlib.util.module_from_spec(spec)
spec.loader.exec_module(driver)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checkout")
    parser.add_argument("file")
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--render", default=os.path.join(here, "..", ".build", "debug", "render"))
    parser.add_argument("--screenshot")
    args = parser.parse_args()

    chromium = driver.find_chromium()
    if not chromium:
        print("FAIL: chromium is not installed (scripts/install-deps.sh installs it)")
        return 1
    work = tempfile.mkdtemp(prefix="render-preview-corpus-")
    copy = os.path.join(work, "checkout")
    shutil.copytree(args.checkout, copy, symlinks=True, ignore=shutil.ignore_patterns(".git"))
    path = os.path.join(copy, args.file)
    with open(path) as source:
        original = source.read()
    if args.old not in original:
        print(f"FAIL: {args.old!r} is not in {args.file}")
        return 1
    server = subprocess.Popen([args.render, "preview", path, "--port", "0"],
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    browser = None
    failed = 0
    try:
        line = server.stdout.readline()
        if "http://127.0.0.1:" not in line:
            raise AssertionError(f"render preview did not print its URL: {line!r} {server.stderr.read()}")
        print(line.strip())
        browser = driver.Browser(chromium, os.path.join(work, "profile"))
        browser.open(line.split()[2])
        count = browser.wait("state && state.previews && state.previews.length", what="the previews")
        shown = " && ".join(f"(document.querySelector('#preview-{i}[data-error]') || "
                            f"(document.querySelector('#preview-{i} img')?.complete && "
                            f"document.querySelector('#preview-{i} img').naturalWidth > 0))" for i in range(count))
        browser.wait(shown, timeout=120, what="every preview's picture or error")
        errors = browser.evaluate("document.querySelectorAll('[data-error]').length")
        sizes = browser.evaluate("[...document.querySelectorAll('[id^=preview-] img')].map(i => i.naturalWidth + '×' + i.naturalHeight).join(', ')")
        print(f"ok: {count} previews shown, pictures {sizes} px, {errors} errors")
        if errors:
            failed += 1
            print("FAIL: " + browser.evaluate("[...document.querySelectorAll('[data-error] .message')].map(m => m.textContent).join('; ')"))
        image = "document.querySelector('#preview-0 img')"
        browser.evaluate(f"window.marker = 'no reload'; window.firstSrc = {image}.src; true")
        start = time.time()
        driver.save(path, original.replace(args.old, args.new))
        browser.wait(f"{image}.src !== window.firstSrc && {image}.complete && {image}.naturalWidth > 0",
                     timeout=60, what="the picture after the edit")
        assert browser.evaluate("window.marker") == "no reload", "the page reloaded"
        print(f"ok: the edit ({args.old!r} → {args.new!r}) changed the picture in {(time.time() - start) * 1000:.0f} ms, without a reload")
        if args.screenshot:
            time.sleep(0.3)
            browser.screenshot(args.screenshot)
            print(f"wrote {args.screenshot}")
        browser.evaluate(f"window.editedSrc = {image}.src; true")
        driver.save(path, original)
        browser.wait(f"{image}.src !== window.editedSrc && {image}.complete", timeout=60, what="the picture after the undo")
        print("ok: restoring the file changed the picture back")
    except Exception as error:  # noqa: BLE001 - reported and counted
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
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
