#!/usr/bin/env python3
"""Pick a fresh list's rows from an app's checkout, by the rule scripts/corpus/README.md states.

    scripts/corpus/pick.py CHECKOUT OWNER/NAME [--per-app 6]

The candidates are the checkout's tracked `.swift` files that declare a `View` struct (a line
`struct Name…: …View…`), sorted by path, leaving out tests, widgets, watch, tvOS, macOS and
extension targets (a path folder named `…Tests`, `…Test`, `…UITests`, `…Widget(s)`, `…Watch…`,
`…tvOS…`, `…macOS…`, `…Mac`, or ending in `Extension`: a target, not Swift's `Extensions`
folders of `extension` declarations; and a file named for another platform, `…_macOS.swift`). They are cut into `per-app` equal parts and the file at
the middle of each part is taken. Prints TSV rows (repository, path, commit) for the list.
"""
import argparse
import re
import subprocess
import sys

VIEW_STRUCT = re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|internal|private|fileprivate|package|final)\s+)*struct\s+\w+\s*(?:<[^{]*>)?\s*:[^{]*\bView\b")
OTHER_PLATFORM = re.compile(r"(macos|watchos|tvos|visionos)", re.IGNORECASE)
TEST_FOLDER = re.compile(r"(.*Tests?|tests?)$")
LEFT_OUT = re.compile(r".*(widgets?|watch.*|tvos.*|macos.*|mac|extension|notificationservice|preview\s*content)$", re.IGNORECASE)


def candidates(checkout):
    files = subprocess.run(["git", "-C", checkout, "ls-files", "*.swift"], capture_output=True, text=True, check=True).stdout.splitlines()
    picked = []
    for path in sorted(files):
        folders = path.split("/")[:-1]
        if any(LEFT_OUT.match(folder) or TEST_FOLDER.match(folder) for folder in folders) or OTHER_PLATFORM.search(path.split("/")[-1]):
            continue
        try:
            with open(f"{checkout}/{path}", encoding="utf-8", errors="replace") as handle:
                if any(VIEW_STRUCT.match(line) for line in handle):
                    picked.append(path)
        except OSError:
            continue  # a blob the mirror lacks
    return picked


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("checkout")
    parser.add_argument("repository")
    parser.add_argument("--per-app", type=int, default=6)
    args = parser.parse_args()
    files = candidates(args.checkout)
    if len(files) < args.per_app:
        sys.exit(f"{args.checkout}: only {len(files)} view files")
    commit = subprocess.run(["git", "-C", args.checkout, "rev-parse", "HEAD"], capture_output=True, text=True, check=True).stdout.strip()
    print(f"# {args.repository}: {len(files)} view files", file=sys.stderr)
    for part in range(args.per_app):
        index = (2 * part + 1) * len(files) // (2 * args.per_app)
        print(f"{args.repository}\t{files[index]}\t{commit}")


if __name__ == "__main__":
    main()
