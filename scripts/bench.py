#!/usr/bin/env python3
"""make bench: the figures of issue 16, as ratios against a C floor built in the same run.

The floor (scripts/bench/floor.c) is the least a C program can do to draw the article scene: one
Pango layout, its borders, a PNG at scale 2. It is compiled here with the system cc against
cairo/pango, so both sides use the same libraries on the same machine.

Each figure is CPU time (user + sys of the whole process, from wait4's rusage), not wall time:
the machine is shared, and another process's compile takes wall time, not ours. Runs are
paired: every run of `render` follows a run of the floor, and the figure is the median of the
per-pair ratios, so a load that changes during the benchmark moves both sides of a pair
alike. Peak memory is the largest resident set (ru_maxrss) of the scenario's runs.

Environment: RENDER (default .build/release/render), CC (default cc), ROUNDS (pairs for the
small scenes, default 15; the large scenes run a third as many, at least 3).
"""
import json, os, shutil, statistics, subprocess, sys, tempfile, time

RENDER = os.environ.get("RENDER", ".build/release/render")
CC = os.environ.get("CC", "cc")
ROUNDS = int(os.environ.get("ROUNDS", "15"))
HERE = os.path.dirname(os.path.abspath(__file__))


def build_floor(directory):
    """Compiles scripts/bench/floor.c; returns the program's path."""
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "pangocairo"], check=True,
                           capture_output=True, text=True).stdout.split()
    program = os.path.join(directory, "floor")
    subprocess.run([CC, "-O2", "-o", program, os.path.join(HERE, "bench", "floor.c")] + flags, check=True)
    return program


def grid_scene(rows, cells):
    """A VStack of `rows` HStacks, each of `cells` Text + Rectangle pairs: rows·(1 + 2·cells) + 1
    views. Small type and cells, so the picture stays small and layout is what costs."""
    cell = [{"type": "Text", "text": "{i}", "modifiers": [{"font": {"size": 4}}]},
            {"type": "Rectangle", "fill": "orange", "modifiers": [{"frame": {"width": 3, "height": 3}}]}]
    row = {"type": "HStack", "spacing": 0, "children": [{"type": "ForEach", "range": [0, cells], "content": {
        "type": "Group", "children": cell}}]}
    return {"canvas": {"width": cells * 12}, "root": {"type": "VStack", "spacing": 0, "children": [
        {"type": "ForEach", "range": [0, rows], "content": row}]}}


def long_text_scene(characters):
    """One Text of `characters` characters (words of English), in a 120-pt frame, at scale 2."""
    words = "the quick brown fox jumps over the lazy dog while five boxing wizards jump quickly".split()
    text, index = "", 0
    while len(text) < characters:
        text += words[index % len(words)] + " "
        index += 1
    return {"canvas": {"width": 120, "scale": 2}, "root": {
        "type": "Text", "text": text[:characters], "modifiers": [{"frame": {"width": 120}}]}}


def small_scene(index):
    """One of the `render check` corpus: a few views, different in text and size."""
    return {"canvas": {"width": 160 + index % 5 * 20}, "root": {"type": "VStack", "spacing": 4, "children": [
        {"type": "Text", "text": "Scene %d: a small figure" % index},
        {"type": "HStack", "children": [
            {"type": "Rectangle", "fill": "orange", "modifiers": [{"frame": {"width": 20 + index % 7, "height": 12}}]},
            {"type": "Text", "text": "row %d" % index, "modifiers": [{"font": "caption"}]}]}],
        "modifiers": [{"padding": 4}, {"border": "red"}]}}


def run(command):
    """CPU seconds (user + sys), wall seconds and peak resident KiB of one run."""
    start = time.perf_counter()
    child = subprocess.Popen(command, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    wall = time.perf_counter() - start
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(command)}")
    return usage.ru_utime + usage.ru_stime, wall, usage.ru_maxrss


def paired(floor, command, rounds):
    """Median over `rounds` pairs of cpu(command) / cpu(floor); the command's median CPU ms and
    peak MiB."""
    ratios, cpus, peak = [], [], 0
    for _ in range(rounds):
        base, _, _ = run(floor)
        cpu, _, rss = run(command)
        ratios.append(cpu / base)
        cpus.append(cpu)
        peak = max(peak, rss)
    return statistics.median(ratios), statistics.median(cpus) * 1000, peak / 1024


def main():
    if not os.path.exists(RENDER):
        sys.exit(f"{RENDER} not found: run `make release` first")
    work = tempfile.mkdtemp(prefix="render-bench-")
    try:
        floor_program = build_floor(work)
        floor = [floor_program, os.path.join(work, "floor.png")]
        out = os.path.join(work, "out.png")

        def scene_file(name, scene):
            path = os.path.join(work, name)
            with open(path, "w") as handle:
                json.dump(scene, handle)
            return path

        grid = scene_file("grid.json", grid_scene(200, 100))
        text = scene_file("text.json", long_text_scene(5000))
        large = max(3, ROUNDS // 3)
        rows = [
            # (figure, command, rounds, target ratio, target MiB)
            ("article scene from JSON (-w 200, scale 2)",
             [RENDER, "examples/view-that-fits.json", "-w", "200", "-o", out], ROUNDS, 1.2, 26),
            ("article scene from Swift (001-03, scale 2)",
             [RENDER, "examples/swift/001-03-view-that-fits-width-100.swift", "-w", "200", "--scale", "2", "-o", out],
             ROUNDS, 1.2, 26),
            ("grid of 40,201 views (200 HStacks × 100 Text+Rectangle)", [RENDER, grid, "-o", out], large, 60, None),
            ("one 5,000-character Text, 120-pt frame, scale 2", [RENDER, text, "-o", out], large, 6, None),
        ]
        floor_cpu = statistics.median(run(floor)[0] for _ in range(ROUNDS)) * 1000
        print(f"C floor (scripts/bench/floor.c): {floor_cpu:.1f} ms CPU. Figures are CPU time (user+sys) of the whole")
        print("process, the median of paired runs (floor, render, floor, render…): other developers' compiles")
        print("load this machine, and CPU time with pairing keeps the ratios stable where wall time is not.")
        print()
        print(f"{'figure':58} {'× floor':>8} {'target':>7} {'CPU ms':>8} {'peak MiB':>9}  met")
        for name, command, rounds, target, target_mib in rows:
            ratio, cpu, mib = paired(floor, command, rounds)
            met = ratio <= target and (target_mib is None or mib <= target_mib)
            goal = f"≤{target:g}×" + (f", ≤{target_mib} MiB" if target_mib else "")
            print(f"{name:58} {ratio:8.2f} {'≤' + format(target, 'g'):>7} {cpu:8.1f} {mib:9.1f}  "
                  f"{'yes' if met else 'NO'} ({goal})")

        corpus = os.path.join(work, "corpus")
        os.mkdir(corpus)
        for index in range(200):
            scene_file(os.path.join("corpus", "scene-%03d.json" % index), small_scene(index))
        check = [RENDER, "check", corpus, "--no-environment"]
        subprocess.run(check + ["--record", "missing"], check=True, stdout=subprocess.DEVNULL)
        samples = [run(check + ["--record", "never"]) for _ in range(max(3, ROUNDS // 5))]
        utilisation = statistics.median(cpu / wall for cpu, wall, _ in samples)
        wall = statistics.median(wall for _, wall, _ in samples) * 1000
        peak = max(rss for _, _, rss in samples) / 1024
        met = utilisation >= 1.6
        print(f"{'render check, 200 small scenes: CPU/wall (' + str(os.cpu_count()) + ' cores)':58} {utilisation:8.2f} "
              f"{'≥1.6':>7} {wall:8.1f} {peak:9.1f}  {'yes' if met else 'NO'} (wall ms shown)")
        load = os.getloadavg()[0]
        print(f"\nload average while measuring: {load:.2f} on {os.cpu_count()} cores")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
