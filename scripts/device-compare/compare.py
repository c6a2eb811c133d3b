#!/usr/bin/env python3
"""Compares render's pictures with real SwiftUI pictures (swift-snapshot-testing reference
images in public repositories), side by side and in numbers.

    scripts/device-compare/compare.py --checkouts DIR --render BIN --out DIR [NAME ...]

references.tsv lists each reference: repository, commit, image path, device, iOS version and
our scene of the same view code (scenes/). DIR holds the repositories' git checkouts, each at
DIR/owner+name (a clone, or a bare mirror with a `repo` folder inside); the image is read from
the commit with `git show`, so no checkout needs to be at that commit. For each reference the
script writes, in the output folder: NAME.reference.png, NAME.render.png (render at the same
device and scale; dark-mode references are rendered with --color-scheme dark), NAME.side.png
(the two side by side, the reference left) and NAME.diff.png (where they differ), and prints
the measurements of probes.tsv for both, in points, with their differences (a probe's optional
shift moves its region in our render: snapshot hosts begin the navigation bar at the safe area's
top, where render begins it under the status bar, so their chrome is compared from the bar's top;
what it measures there is printed in the reference's coordinates). Nothing here is
committed: the images and the code are other people's (docs/figures.md says what was found).
Needs Python 3 with Pillow.
"""
import argparse
import os
import subprocess
import sys

from PIL import Image, ImageChops

HERE = os.path.dirname(os.path.abspath(__file__))


def table(name):
    rows = []
    with open(os.path.join(HERE, name), encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            rows.append(line.rstrip("\n").split("\t"))
    return rows


def checkout(root, repository):
    base = os.path.join(root, repository.replace("/", "+"))
    for candidate in (os.path.join(base, "repo"), base):
        if os.path.isdir(candidate):
            return candidate
    sys.exit(f"compare.py: no checkout of {repository} under {root} (expected {base})")


def reference_image(root, repository, commit, path, out):
    data = subprocess.run(["git", "-C", checkout(root, repository), "show", f"{commit}:{path}"],
                          check=True, capture_output=True).stdout
    with open(out, "wb") as f:
        f.write(data)
    return Image.open(out).convert("RGB")


def pixel_box(x0, y0, x1, y1, s, size):
    return (max(0, int(x0 * s)), max(0, int(y0 * s)), min(size[0], int(x1 * s)), min(size[1], int(y1 * s)))


def measure(image, s, kind, args):
    px = image.load()
    if kind == "colour":
        return px[int(float(args[0]) * s), int(float(args[1]) * s)]
    x0, y0 = float(args[0]), float(args[1])
    if kind == "span":
        y = int(y0 * s)
        colour = px[int(x0 * s), y]
        left = int(x0 * s)
        while left > 0 and px[left - 1, y] == colour:
            left -= 1
        right = int(x0 * s)
        while right + 1 < image.size[0] and px[right + 1, y] == colour:
            right += 1
        return (round(left / s, 2), round((right + 1) / s, 2), colour)
    x1, y1 = float(args[2]), float(args[3])
    bx0, by0, bx1, by1 = pixel_box(x0, y0, x1, y1, s, image.size)
    if kind == "runs":
        x = bx0
        runs, start, colour = [], by0, px[x, by0]
        for y in range(by0 + 1, by1 + 1):
            c = px[x, y] if y < by1 else None
            if c != colour:
                if y - start >= 2:  # runs of a pixel or two are antialiasing
                    runs.append((round(start / s, 2), round(y / s, 2), colour))
                start, colour = y, c
        return runs
    if kind == "mean":
        pixels = [px[x, y] for y in range(by0, by1) for x in range(bx0, bx1)]
        if not pixels:
            sys.exit(f"compare.py: the mean probe's region {args[:4]} holds no pixel (x0 < x1 and y0 < y1 inside the image)")
        return tuple(round(sum(c[i] for c in pixels) / len(pixels), 1) for i in range(3))
    if kind in ("darkest", "brightest"):
        pick = min if kind == "darkest" else max
        return pick((px[x, y] for y in range(by0, by1) for x in range(bx0, bx1)), key=sum)
    if kind == "ink":
        background = px[bx0, by0]
        xs, ys = [], []
        for y in range(by0, by1):
            for x in range(bx0, bx1):
                c = px[x, y]
                if sum(abs(a - b) for a, b in zip(c, background)) > 60:
                    xs.append(x)
                    ys.append(y)
        if not xs:
            return None
        return (round(min(xs) / s, 2), round(min(ys) / s, 2), round((max(xs) + 1) / s, 2), round((max(ys) + 1) / s, 2))
    raise SystemExit(f"compare.py: unknown probe kind {kind}")


def shifted(kind, args, shift):
    """The probe's region moved down by `shift` points (for our render of a snapshot host's view)."""
    if not shift:
        return args
    moved = list(args)
    moved[1] = str(float(args[1]) + shift)
    if kind not in ("colour", "span"):
        moved[3] = str(float(args[3]) + shift)
    return moved


def unshifted(value, kind, shift):
    """A measurement in the shifted region, given back in the reference's coordinates."""
    if not shift or value is None:
        return value
    if kind == "ink":
        return (value[0], round(value[1] - shift, 2), value[2], round(value[3] - shift, 2))
    if kind == "runs":
        return [(round(a - shift, 2), round(b - shift, 2), c) for a, b, c in value]
    return value


def fixed_size(device):
    """A snapshot host's fixed size, `WIDTHxHEIGHT@SCALE` (no safe area), as (w, h, scale)."""
    if "x" not in device or "@" not in device:
        return None
    size, scale = device.split("@")
    width, height = size.split("x")
    return float(width), float(height), float(scale)


def device_options(device):
    """render's options for a device column: a device's name, or a fixed size."""
    fixed = fixed_size(device)
    if not fixed:
        return ["--device", device]
    width, height, scale = fixed
    return ["--device", "none", "--width", f"{width:g}", "--height", f"{height:g}", "--scale", f"{scale:g}"]


def scene_options(notes):
    """`--set NAME=VALUE` options a row's notes ask for (`set: NAME=VALUE`, comma-separated), and
    `--dynamic-type SIZE` for a `dynamic type: SIZE` note (a snapshot taken at a Dynamic Type size)."""
    options = []
    for part in notes.split(";"):
        part = part.strip()
        if part.startswith("set: "):
            for assignment in part[len("set: "):].split(","):
                options += ["--set", assignment.strip()]
        elif part.startswith("dynamic type: "):
            options += ["--dynamic-type", part[len("dynamic type: "):].strip()]
    return options


def difference(a, b):
    """The difference of two measurements, where both are numbers in points."""
    if a is None or b is None:
        return ""
    if isinstance(a, tuple) and len(a) == 4 and all(isinstance(v, float) for v in a):
        return "Δ " + " ".join(f"{bv - av:+.2f}" for av, bv in zip(a, b))
    if isinstance(a, tuple) and len(a) == 3 and isinstance(a[0], float):
        return f"Δ {b[0] - a[0]:+.2f} {b[1] - a[1]:+.2f}"
    return ""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--checkouts", required=True, help="folder of owner+name checkouts")
    parser.add_argument("--render", required=True, help="the render binary")
    parser.add_argument("--out", required=True, help="output folder")
    parser.add_argument("names", nargs="*", help="references to compare (default: all)")
    options = parser.parse_args()
    os.makedirs(options.out, exist_ok=True)
    probes = table("probes.tsv")
    for name, repository, commit, path, device, ios, scene, notes in table("references.tsv"):
        if options.names and name not in options.names:
            continue
        print(f"== {name}: {repository}@{commit[:10]} {path}\n   {device}, iOS {ios}; {notes}")
        reference = reference_image(options.checkouts, repository, commit, path,
                                    os.path.join(options.out, f"{name}.reference.png"))
        rendered = None
        if scene != "-":
            target = os.path.join(options.out, f"{name}.render.png")
            command = [options.render, os.path.join(HERE, scene), *device_options(device), "-o", target]
            if name.endswith("-dark"):
                command += ["--color-scheme", "dark"]
            command += scene_options(notes)
            subprocess.run(command, check=True)
            rendered = Image.open(target).convert("RGB")
            if rendered.size != reference.size:
                print(f"   sizes differ: reference {reference.size}, render {rendered.size}")
            side = Image.new("RGB", (reference.size[0] + rendered.size[0], max(reference.size[1], rendered.size[1])), "white")
            side.paste(reference, (0, 0))
            side.paste(rendered, (reference.size[0], 0))
            side.save(os.path.join(options.out, f"{name}.side.png"))
            if rendered.size == reference.size:
                ImageChops.difference(reference, rendered).save(os.path.join(options.out, f"{name}.diff.png"))
        s = fixed_size(device)[2] if fixed_size(device) else (3.0 if device != "ipad-11" else 2.0)
        for probe_ref, probe, kind, *args in probes:
            if probe_ref != name:
                continue
            ours = None
            if rendered is not None:
                shift = float(args[4]) if len(args) > 4 else 0.0
                ours = unshifted(measure(rendered, s, kind, shifted(kind, args[:4], shift)), kind, shift)
            theirs = measure(reference, s, kind, args)
            print(f"   {probe:28} {kind:9} iOS: {theirs}")
            if rendered is not None:
                print(f"   {'':28} {'':9} render: {ours} {difference(theirs, ours)}")


if __name__ == "__main__":
    main()
