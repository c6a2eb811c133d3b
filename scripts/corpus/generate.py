#!/usr/bin/env python3
"""Run the source-generation steps the corpus apps run before every build of their own.

    scripts/corpus/generate.py [--corpus DIR] [--list FILE] [--remove]

For each row of generated.tsv (app, generated file, command, where the app documents it), runs
the command in CORPUS/<owner>+<app> and checks that it wrote the file. Only a step the app's own
README or CI runs before a build, whose output its .gitignore leaves out of the repository (Kiwix
generates `LocalString`, the enum of its string keys, from `Support/en.lproj/Localizable.strings`
with `python localizations.py generate`): a checkout without it is not the app's source as its
build sees it. `--remove` deletes the generated files again (the corpus "before"). Local only:
the output is other people's code and never goes into a commit of this repository.
"""
import argparse
import os
import shlex
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--corpus", default=os.environ.get("RENDER_CORPUS", "/work/corpus"))
    parser.add_argument("--list", default=os.path.join(ROOT, "scripts", "corpus", "generated.tsv"))
    parser.add_argument("--remove", action="store_true")
    args = parser.parse_args()
    failed = 0
    with open(args.list, encoding="utf-8") as handle:
        rows = [line.rstrip("\n").split("\t") for line in handle if line.strip() and not line.startswith("#")]
    for app, generated, command, _source in rows:
        checkout = os.path.join(args.corpus, app.replace("/", "+"))
        target = os.path.join(checkout, generated)
        if args.remove:
            if os.path.isfile(target):
                os.remove(target)
            continue
        if not os.path.isdir(checkout):
            print(f"{app}: no checkout at {checkout}", file=sys.stderr)
            failed += 1
            continue
        result = subprocess.run(shlex.split(command), cwd=checkout)
        if result.returncode != 0 or not os.path.isfile(target):
            print(f"{app}: `{command}` did not write {generated} (exit {result.returncode})", file=sys.stderr)
            failed += 1
            continue
        print(f"{app}: {generated} ({os.path.getsize(target)} bytes) by `{command}`")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
