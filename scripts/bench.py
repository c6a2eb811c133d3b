#!/usr/bin/env python3
"""make bench: speed and memory of `render` on generated scenes, printed as a table.

Each scenario is rendered REPEAT times by the release binary; the table shows the median
wall time per render and the peak resident memory of the slowest run.
"""
import json, os, statistics, subprocess, sys, tempfile, time

RENDER = os.environ.get("RENDER", ".build/release/render")
REPEAT = int(os.environ.get("REPEAT", "5"))


def nested_stacks(depth):
    view = {"type": "Text", "text": "Hello World"}
    for level in range(depth):
        view = {"type": "HStack" if level % 2 == 0 else "VStack",
                "children": [view, {"type": "Rectangle", "fill": "orange"}]}
    return {"canvas": {"width": 400, "height": 400}, "root": view}


def text_grid(count):
    return {"canvas": {"width": 800}, "root": {"type": "VStack", "alignment": "leading", "children": [
        {"type": "ForEach", "range": [0, count], "content": {
            "type": "HStack", "children": [
                {"type": "Text", "text": "Row {i}: the quick brown fox jumps over the lazy dog"},
                {"type": "Spacer"},
                {"type": "Text", "text": "{i}", "modifiers": [{"font": "caption"}]}]}}]}}


def view_that_fits(count):
    items = [{"type": "Text", "text": "Option %d with a fairly long label" % i} for i in range(count)]
    return {"canvas": {"width": 120}, "root": {"type": "ViewThatFits", "children": items}}


SCENARIOS = [
    ("article figure (examples/view-that-fits.json)", None, ["examples/view-that-fits.json", "-w", "200"]),
    ("40 nested stacks", nested_stacks(40), []),
    ("1000 text rows (PNG: mostly zlib)", text_grid(1000), []),
    ("1000 text rows (SVG: layout and paint)", text_grid(1000), ["svg"]),
    ("ViewThatFits, 200 candidates", view_that_fits(200), []),
]


def run(args):
    """Wall time and this run's own peak resident memory (KiB), from wait4's rusage."""
    start = time.perf_counter()
    child = subprocess.Popen([RENDER] + args, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    elapsed = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"render {' '.join(args)} failed")
    return elapsed, usage.ru_maxrss


def main():
    if not os.path.exists(RENDER):
        sys.exit(f"{RENDER} not found: run `swift build -c release` first")
    print(f"{'scenario':48} {'median ms':>10} {'min ms':>8} {'peak MiB':>9}")
    with tempfile.TemporaryDirectory() as directory:
        for name, scene, extra in SCENARIOS:
            extension = "svg" if "svg" in extra else "png"
            args = [a for a in extra if a != "svg"]
            if scene is not None:
                path = os.path.join(directory, "scene.json")
                with open(path, "w") as handle:
                    json.dump(scene, handle)
                args = [path] + args
            args += ["-o", os.path.join(directory, "out." + extension)]
            times, peak = [], 0
            for _ in range(REPEAT):
                elapsed, rss = run(args)
                times.append(elapsed * 1000)
                peak = max(peak, rss)
            print(f"{name:48} {statistics.median(times):10.1f} {min(times):8.1f} {peak / 1024:9.1f}")


if __name__ == "__main__":
    main()
