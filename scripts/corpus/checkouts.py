#!/usr/bin/env python3
"""Check out the corpus apps' package dependencies where `swift package resolve` would put them.

    scripts/corpus/checkouts.py [--corpus DIR] [--mirror DIR] [--list FILE] [--remove]

For each row of dependencies.tsv (app, dependency repository, commit, folder), clones the
dependency from the search tool's `fetch` mirror (MIRROR/<owner>+<name>/repo, or its `.git`)
into CORPUS/<owner>+<app>/.build/checkouts/<folder> at the commit, as SwiftPM names a checkout;
`render` finds them there (docs/swift-input.md, "Package dependencies"). A row whose mirror is
missing is reported, not fatal. `--remove` deletes the checkouts again (the corpus "before").
Local only: the checkouts are other people's code and never go into a commit of this repository.
"""
import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=os.environ.get("RENDER_CORPUS", "/work/corpus"))
    parser.add_argument("--mirror", default="/work/.mirror")
    parser.add_argument("--list", default=os.path.join(ROOT, "scripts", "corpus", "dependencies.tsv"))
    parser.add_argument("--remove", action="store_true")
    args = parser.parse_args()
    failed = 0
    with open(args.list, encoding="utf-8") as handle:
        rows = [line.rstrip("\n").split("\t") for line in handle if line.strip() and not line.startswith("#")]
    for app, dependency, commit, folder in rows:
        checkouts = os.path.join(args.corpus, app.replace("/", "+"), ".build", "checkouts")
        target = os.path.join(checkouts, folder)
        if args.remove:
            shutil.rmtree(target, ignore_errors=True)
            continue
        mirror = os.path.join(args.mirror, dependency.replace("/", "+"), "repo")
        if os.path.isdir(os.path.join(mirror, ".git")):
            mirror = os.path.join(mirror, ".git")
        if not os.path.isdir(mirror):
            print(f"{app}: {dependency}: no mirror at {mirror} (fetch github:{dependency})", file=sys.stderr)
            failed += 1
            continue
        if not os.path.isdir(target):
            os.makedirs(checkouts, exist_ok=True)
            subprocess.run(["git", "clone", "--quiet", "--shared", "--no-checkout", mirror, target], check=True)
        subprocess.run(["git", "-C", target, "checkout", "--quiet", "--detach", commit], check=True)
        print(f"{app}: {folder} at {commit[:10]}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
