#!/usr/bin/env python3
"""Render the corpus of real SwiftUI view files, each inside its own checkout, unedited.

    scripts/corpus/run.py [--corpus DIR] [--render PATH] [--out DIR] [--list FILE] [--jobs N]

corpus.tsv lists public repositories (fetched with the search tool's `fetch`), a view file of
each and the commit it was taken at. Each repository is expected checked out at
DIR/<owner>+<name> (default DIR: $RENDER_CORPUS, else /work/corpus), never inside this
repository: their code is not ours to commit. Each file is rendered with the module it belongs
to (render finds it from the nearest Package.swift target or .xcodeproj source folder), on the
default iPhone, to OUT/<owner>+<name>/<path>.png (default OUT: .build/corpus).

A row may add a view expression and where it comes from (README.md, "A preview on the command
line"): the file is then rendered with `--view EXPRESSION`, as a `#Preview` of that body.
A row may end with a column `real error: WHY` (README.md, "Real errors"): the file is one the
app itself could not build or run as written, so its refusal is the right answer; it is still
printed `refused`, with the reason under it, and the tally counts it apart.

Prints one line per file, `clean` (no placeholder, nothing left out), `supplied` (clean, with a
preview supplied on the command line), `placeholders` (rendered, with the warnings' constructs)
or `refused` (with the first error), then the tally and the most common blockers (the error
with its place and quoted names taken out, so like errors group).
Exit status 0 whatever the outcome: this measures, it does not gate `make test`.
"""
import argparse
import collections
import concurrent.futures
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def read_list(path):
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line or line.startswith("#"):
                continue
            fields = line.split("\t")
            expected = fields.pop()[len(REAL_ERROR):] if len(fields) in (4, 6) and fields[-1].startswith(REAL_ERROR) else None
            if len(fields) not in (3, 5):
                sys.exit(f"{path}: a row is repository, path, commit[, view expression, where it comes from][, real error: why]: {line!r}")
            repository, file, commit = fields[:3]
            rows.append((repository, file, commit, fields[3] if len(fields) == 5 else None))
            if expected is not None:
                EXPECTED_ERRORS[(repository, file)] = expected.strip()
    return rows


# A row's last column that says its file is a real error, and the reasons read (by row).
REAL_ERROR = "real error: "
EXPECTED_ERRORS = {}


def blocker_kind(message):
    """An error or warning without its place and the names it quotes: like ones group."""
    text = re.sub(r"^render: ", "", message)
    text = re.sub(r"^.*?\.swift(:\d+:\d+)?: ", "", text)
    text = re.sub(r"^(error|warning): ", "", text)
    text = re.sub(r"'[^']*'", "'…'", text)
    text = re.sub(r"\"[^\"]*\"", "\"…\"", text)
    return text[:110]


def render(args, row):
    repository, file, commit, view = row
    checkout = os.path.join(args.corpus, repository.replace("/", "+"))
    source = os.path.join(checkout, file)
    if not os.path.exists(source):
        return row, "missing", [f"{source} is not checked out"], ""
    head = subprocess.run(["git", "-C", checkout, "rev-parse", "HEAD"], capture_output=True, text=True).stdout.strip()
    note = "" if head == commit else f" (checkout at {head[:10]}, list says {commit[:10]})"
    output = os.path.join(args.out, repository.replace("/", "+"), file[:-len(".swift")] + ".png")
    os.makedirs(os.path.dirname(output), exist_ok=True)
    try:
        # Run inside the checkout, as a developer of that app would.
        done = subprocess.run([args.render, file, "-o", output] + (["--view", view] if view else []), cwd=checkout, capture_output=True, text=True, timeout=args.timeout)
    except subprocess.TimeoutExpired:
        return row, "refused", [f"timed out after {args.timeout} s"], note
    lines = [line for line in done.stderr.splitlines() if line.strip()]
    if done.returncode != 0:
        errors = [line for line in lines if ": note: " not in line and ": warning: " not in line and not line.startswith(" ")]
        first = errors[0] if errors else (lines[0] if lines else f"exit {done.returncode}")
        return row, "refused", [first], note
    # A warning that something is drawn as a placeholder (a view, a value, an unknown SF Symbol's
    # "?" glyph, a missing asset) or left out keeps a file from being clean (review 20: "drawn as
    # a placeholder" of symbols was not counted before).
    warnings = [line for line in lines if ": warning: " in line and ("placeholder" in line or "left out" in line)]
    return row, ("placeholders" if warnings else "supplied" if view else "clean"), warnings, note


def missing_generated_sources(corpus, apps):
    """The (app, file) rows of generated.tsv for apps of this list whose generated file is absent."""
    listing = os.path.join(ROOT, "scripts", "corpus", "generated.tsv")
    if not os.path.isfile(listing):
        return []
    missing = []
    with open(listing, encoding="utf-8") as handle:
        for line in handle:
            if not line.strip() or line.startswith("#"):
                continue
            app, generated = line.rstrip("\n").split("\t")[:2]
            checkout = os.path.join(corpus, app.replace("/", "+"))
            if app in apps and os.path.isdir(checkout) and not os.path.isfile(os.path.join(checkout, generated)):
                missing.append((app, generated))
    return missing


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=os.environ.get("RENDER_CORPUS", "/work/corpus"))
    parser.add_argument("--render", default=os.path.join(ROOT, ".build", "debug", "render"))
    parser.add_argument("--out", default=os.path.join(ROOT, ".build", "corpus"))
    parser.add_argument("--list", default=os.path.join(ROOT, "scripts", "corpus", "corpus.tsv"))
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--timeout", type=int, default=120)
    args = parser.parse_args()
    args.render = os.path.abspath(args.render)
    args.out = os.path.abspath(args.out)

    rows = read_list(args.list)
    missing_generated = missing_generated_sources(args.corpus, {row[0] for row in rows})
    for app, generated in missing_generated:
        print(f"note: {app}'s generated {generated} is missing (scripts/corpus/generate.py makes it): "
              f"its rows render without it", file=sys.stderr)
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
        results = list(pool.map(lambda row: render(args, row), rows))

    tally = collections.Counter()
    blockers = collections.Counter()
    placeholders = collections.Counter()
    for (repository, file, _, view), outcome, messages, note in results:
        tally[outcome] += 1
        print(f"{outcome:12} {repository}/{file}{note}" + (f"  --view '{view}'" if view else ""))
        expected = EXPECTED_ERRORS.get((repository, file))
        if outcome == "refused":
            print(f"             {messages[0]}")
            if expected is not None:
                print(f"             {REAL_ERROR}{expected} (the list says so)")
                tally["real"] += 1
            blockers[blocker_kind(messages[0])] += 1
        elif expected is not None:
            print(f"             note: the list calls this file a real error ({expected}), but it rendered")
        elif outcome == "placeholders":
            for message in messages:
                print(f"             {message}")
                placeholders[blocker_kind(message)] += 1
    apps = len({row[0] for row in rows})
    print(f"\n{len(rows)} files of {apps} apps: {tally['clean']} clean, {tally['supplied']} clean with a supplied preview, "
          f"{tally['placeholders']} with placeholders, "
          f"{tally['refused']} refused" + (f" ({tally['real']} of them real errors the list names)" if tally["real"] else "")
          + (f", {tally['missing']} not checked out" if tally["missing"] else ""))
    if blockers:
        print("\nFirst blockers of the refused files:")
        for text, count in blockers.most_common(20):
            print(f"  {count:3}  {text}")
    if placeholders:
        print("\nPlaceholders and left-out modifiers of the rendered files:")
        for text, count in placeholders.most_common(20):
            print(f"  {count:3}  {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
