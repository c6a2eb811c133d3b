#!/usr/bin/env python3
"""make order: writes scripts/release/render.order, the order in which the release linker lays out
the functions of `render` (docs/performance.md, "The release link").

Why: the kernel maps an executable's code in 64 KiB blocks around each page fault, so a small
render that runs 1 MiB of functions scattered over 20 MiB of code keeps about 10 MiB of it
resident. Laid out together, the functions a render runs fill a few blocks.

How: every training command below runs once under callgrind (valgrind's call-graph tool, which
names each function that ran). The functions are written in this order:
  1. `_start` (callgrind counts it "below main", so no run names it);
  2. those run by both of `make bench`'s article renders (the JSON scene and the Swift file of the
     same view), then by the JSON article only, then by the Swift article only, then the rest;
  3. within each of those: run by every training render, by some JSON render, by some
     Swift-source render, only by the other commands (check, SVG, PDF, explain, sweep);
  4. within those, by how many renders ran it, then by instructions spent in it (its own, not its
     callees'),
so the functions of any render sit close together, the reference scene's closest
(docs/performance.md, "The Swift article's code, laid out"). A training run that fails (an example that
needs --set) is skipped; if more than a quarter of any kind fail, nothing is written. Names that no longer
exist after a change are ignored by the linker, so a stale file costs speed, never correctness;
regenerate it after large changes. Functions without a symbol (closures' context destroyers,
`.L__unnamed_*` helpers) cannot be named here: scripts/release/unnamed-text.ld gathers them.
Takes about 10 minutes (66 runs under callgrind, measured at load 2–5; three times that at load 18),
the two release builds of `make order` not counted.

Environment: RENDER (default .build/release/render).
"""
import glob, os, re, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RENDER = os.path.abspath(os.environ.get("RENDER", os.path.join(ROOT, ".build/release/render")))
OUTPUT = os.path.join(ROOT, "scripts", "release", "render.order")


# `make bench`'s article scene, from JSON and from Swift (scripts/bench.py): their functions first.
ARTICLES = ("examples/view-that-fits.json", "examples/swift/001-03-view-that-fits-width-100.swift")


def training(out):
    """(kind, argv) pairs; kind is 'json', 'swift' or 'other'."""
    runs = [("json", [path, "-w", "200", "-o", out + ".png"]) for path in sorted(glob.glob("examples/*.json"))]
    runs += [("swift", [path, "-w", "200", "--scale", "2", "-o", out + ".png"])
             for path in sorted(glob.glob("examples/swift/*.swift"))]
    runs += [
        ("other", ["examples/view-that-fits.json", "-w", "200", "-o", out + ".svg"]),
        ("other", ["examples/view-that-fits.json", "-w", "200", "-o", out + ".pdf"]),
        ("other", ["examples/layout-switch-demo.json", "-w", "200", "--explain", "-o", out + ".png"]),
        ("other", ["check", "Tests/Golden/screens", "--jobs", "1"]),
        ("other", ["sweep", "examples/view-that-fits.json", "--from", "60", "--to", "200", "--step", "70",
                   "-o", out + "-sweep.png"]),
    ]
    return runs


def functions(profile, binary):
    """Instructions spent per function of `binary` (self cost), from a callgrind profile (names
    mangled). Format: callgrind's manual, "Callgrind Format Specification"."""
    objects, names, spent = {}, {}, {}
    current_object = current = None
    call_cost_follows = False

    def name(table, text):
        match = re.match(r"\((\d+)\)(?: (.*))?", text)
        if not match:
            return text
        if match.group(2) is not None:
            table[match.group(1)] = match.group(2)
        return table.get(match.group(1))

    for line in open(profile):
        line = line.rstrip("\n")
        if call_cost_follows:  # the inclusive cost of the call above: not this function's own
            call_cost_follows = False
        elif line.startswith("ob="):
            current_object = name(objects, line[3:])
        elif line.startswith("cob="):
            name(objects, line[4:])
        elif line.startswith("fn="):
            current = re.sub(r"'\d+$", "", name(names, line[3:]))  # callgrind's recursion marker
            # Only real symbols: not an address (0x…) nor a pseudo-name such as "(below main)".
            if current_object == binary and not current.startswith("0x") and not re.search(r"[ ()]", current):
                spent.setdefault(current, 0)
            else:
                current = None
        elif line.startswith("cfn="):
            name(names, line[4:])
        elif line.startswith("calls="):
            call_cost_follows = True
        elif current and line[:1] in "0123456789+-*":  # a cost line: position, then Ir
            fields = line.split()
            if len(fields) > 1:
                spent[current] += int(fields[1])
    return spent


def main():
    os.chdir(ROOT)  # the training runs name the examples by relative paths
    if not os.path.exists(RENDER):
        sys.exit(f"{RENDER} not found: run `make release` first")
    work = tempfile.mkdtemp(prefix="render-order-")
    try:
        write_order(work)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def write_order(work):
    # Valgrind cannot read the Swift toolchain's DWARF 5; the symbol table is all it needs.
    binary = os.path.join(work, "render")
    subprocess.run(["objcopy", "--strip-debug", RENDER, binary], check=True)
    out = os.path.join(work, "out")
    # The same hash seed every run, so dictionaries iterate alike and the order is nearly the same
    # from run to run (timing still decides a thread-exit destructor or two).
    environment = dict(os.environ, SWIFT_DETERMINISTIC_HASHING="1")
    kinds, runs, spent = {}, {}, {}
    article = {name: set() for name in ARTICLES}
    succeeded = {"json": 0, "swift": 0, "other": 0}
    plan = training(out)
    for index, (kind, argv) in enumerate(plan):
        profile = os.path.join(work, f"profile.{index}")
        result = subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", "--dump-instr=no",
                                 f"--callgrind-out-file={profile}", binary] + argv,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env=environment)
        if result.returncode != 0:  # an example that needs --set: its profile is not a render's
            print(f"skipped (exit {result.returncode}): render {' '.join(argv)}", file=sys.stderr)
            continue
        succeeded[kind] += 1
        ran = functions(profile, binary)
        if kind != "other" and argv[0] in article:
            article[argv[0]] = set(ran)
        for function, instructions in ran.items():
            kinds.setdefault(function, set()).add(kind)
            if kind != "other":
                runs[function] = runs.get(function, 0) + 1
            spent[function] = spent.get(function, 0) + instructions
        print(f"{kind:5} render {' '.join(argv)}", file=sys.stderr)
    # A training that mostly failed (valgrind missing, a broken binary) must not write a thin order.
    planned = {kind: sum(1 for k, _ in plan if k == kind) for kind in succeeded}
    for kind, count in succeeded.items():
        if count < planned[kind] * 3 / 4:
            sys.exit(f"only {count} of {planned[kind]} {kind} training runs succeeded; render.order left as it was")
    if not all(article.values()):
        sys.exit("an article render failed under callgrind; render.order left as it was")
    renders = succeeded["json"] + succeeded["swift"]
    from_json, from_swift = (article[name] for name in ARTICLES)

    def article_group(function):
        if function in from_json:
            return 0 if function in from_swift else 1
        return 2 if function in from_swift else 3

    def group(function):
        seen = kinds[function]
        if runs.get(function, 0) == renders:
            return 0
        return 1 if "json" in seen else 2 if "swift" in seen else 3

    ordered = sorted(spent, key=lambda f: (article_group(f), group(f), -runs.get(f, 0), -spent[f], f))
    with open(OUTPUT, "w") as handle:
        handle.write("".join(function + "\n" for function in ["_start"] + [f for f in ordered if f != "_start"]))
    print(f"wrote {OUTPUT}: {len(ordered)} functions", file=sys.stderr)


if __name__ == "__main__":
    main()
