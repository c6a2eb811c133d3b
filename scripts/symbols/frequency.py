#!/usr/bin/env python3
"""Prints the frequency list of SF Symbol names that public SwiftUI code names (frequency.tsv).

Method: for each repository and commit in repositories.txt, `git grep` every `.swift` file at that
commit for a string literal passed as `systemName:` (Image, UIImage, NSImage) or `systemImage:`
(Label, Button, Tab, ContentUnavailableView); each match is one use. Names built at run time
(interpolated, from enums or constants) are not counted. Columns: name, uses, repositories.

    scripts/symbols/frequency.py [MIRRORS] > scripts/symbols/frequency.tsv

MIRRORS is the folder holding OWNER+NAME/repo git directories (default /work/.mirror).
"""
import collections, os, re, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
mirrors = sys.argv[1] if len(sys.argv) > 1 else "/work/.mirror"
literal = re.compile(r'(?:systemName|systemImage)\s*:\s*"([A-Za-z0-9.]+)"')
uses, repos = collections.Counter(), collections.defaultdict(set)
for line in open(os.path.join(HERE, "repositories.txt")):
    if not line.strip() or line.startswith("#"):
        continue
    repo, commit = line.split()[:2]
    gitdir = os.path.join(mirrors, repo.replace("/", "+"), "repo")
    found = subprocess.run(["git", "-C", gitdir, "grep", "-hoE", r'(systemName|systemImage): *"[A-Za-z0-9.]+"',
                            commit, "--", "*.swift"], capture_output=True, text=True, check=False).stdout
    for match in literal.finditer(found):
        uses[match.group(1)] += 1
        repos[match.group(1)].add(repo)
print("# SF Symbol names in public SwiftUI code, by uses: made by scripts/symbols/frequency.py")
print("# name\tuses\trepositories")
for name, count in sorted(uses.items(), key=lambda item: (-item[1], item[0])):
    print(f"{name}\t{count}\t{len(repos[name])}")
