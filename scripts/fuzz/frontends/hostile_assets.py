"""Asset catalogs built to break the reader (`AssetCatalog`, `InterpreterAssets`; issue 24,
item 3): a generator of `swift_modules.py` (`assets`) puts one beside a scene that names its
colours and images.

Every function takes `rng` (the only source of randomness) and returns the case's files: a dict
from a path below `folder` to bytes or a special entry (`_common.Project`).
"""
import json
import struct
import zlib

from ._common import flip_bytes

# Components as Xcode writes them, and as nobody should: out of range, not numbers, wrong types.
COMPONENTS = ["0.5", "1", "0", "1.000", "0.345", "128", "255", "256", "-1", "-0", "2.5", "1e999", "-1e999", "NaN", "nan",
              "inf", "-inf", "Infinity", "0x80", "0xFF", "0x1FF", "0x", "0xZZ", "0x-1", "", " 0.3 ", "1.0.0", "\u0663",
              "0.5e400", "9" * 400, "1" + "0" * 30, "\u0000", None, 0.5, 1, 300, -5, 1e308, True, [], {}]
SPACES = ["srgb", "srgb", "extended-srgb", "display-p3", "extended-display-p3", "extended-linear-srgb", "linear-srgb",
          "gray-gamma-22", "extended-gray", "cmyk", "", None, 7]
REFERENCES = ["systemBlueColor", "labelColor", "systemGreyColor", "Color", "", "nope", "systemBlue" * 1000]
APPEARANCES = [None, None, [{"appearance": "luminosity", "value": "dark"}], [{"appearance": "luminosity", "value": "light"}],
               [{"appearance": "luminosity", "value": "any"}], [{"appearance": "contrast", "value": "high"}],
               [{"appearance": "luminosity", "value": "dark"}, {"appearance": "contrast", "value": "high"}],
               "dark", [None], [{}], [{"appearance": 1, "value": []}]]
IDIOMS = ["universal", "universal", "iphone", "ipad", "mac", "", None, 3]
SCALES = ["1x", "2x", "3x", "3x", None, "", "x", "99x", "-1x", "0x", "3.5x", "9999999999999999999x", 3]
NAMES = ["Brand", "AccentColor", "Logo", "Photo", "brand-primary", "Icon Image", "Ünïcode", "a/b", "x" * 200, "Dup", "dup"]


def _chunk(kind, data, bad_crc=False):
    crc = zlib.crc32(kind + data) ^ (1 if bad_crc else 0)
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc & 0xFFFFFFFF)


_BOMBS = {}


def png(rng):
    """A PNG: small and valid, or with an extreme size, a bad CRC, truncated, or inflating to far
    more than its file (a 4096×4096 RGBA image of zeros is 64 MiB inflated, 64 KB in the file)."""
    shape = rng.randrange(8)
    width, height = rng.choice([(1, 1), (2, 3), (30, 20)])
    if shape == 1:
        width, height = rng.choice([(0, 0), (0, 10), (100000, 1), (1, 100000), (100000, 100000), (2**31 - 1, 1), (2**32 - 1, 2**32 - 1)])
    depth, colour = (8, 6) if shape != 2 else rng.choice([(16, 6), (1, 0), (4, 3), (8, 3), (2, 2), (7, 6), (8, 5)])
    if shape == 3:
        width = height = 4096
        if "bomb" not in _BOMBS:
            compressor = zlib.compressobj(9)
            row = b"\x00" + b"\x00" * (width * 4)
            _BOMBS["bomb"] = b"".join(compressor.compress(row * 256) for _ in range(height // 256)) + compressor.flush()
        idat = _BOMBS["bomb"]
    else:
        rows = min(height, 64)
        idat = zlib.compress(b"".join(b"\x00" + rng.randbytes(min(width, 64) * 4) for _ in range(rows)))
    data = b"\x89PNG\r\n\x1a\n" + _chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 0))
    if colour == 3:
        data += _chunk(b"PLTE", b"\x00\x00\x00" * rng.choice([0, 1, 256, 300]))
    data += _chunk(b"IDAT", idat, bad_crc=shape == 4) + _chunk(b"IEND", b"")
    if shape == 5:
        data = data[:rng.randrange(8, len(data))]
    elif shape == 6:
        data = flip_bytes(rng, data)
    return data


def other_image(rng):
    """What the renderer does not decode, or what is not an image at all."""
    return rng.choice([
        b"\xff\xd8\xff\xe0\x00\x10JFIF\x00" + b"\x00" * 100,
        b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n",
        b"<svg xmlns='http://www.w3.org/2000/svg' width='100000' height='100000'><rect width='1e9' height='1e9'/></svg>",
        b"<?xml version='1.0'?><!DOCTYPE l [<!ENTITY a 'aaaaaaaaaa'><!ENTITY b '&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;'>]><svg>&b;</svg>",
        b"\x00\x00\x00\x18ftypheic" + b"\x00" * 40, b"", b"GIF89a", b"\x89PNG", b"x" * (3 << 20)])


def special(rng):
    return rng.choice([("fifo",), ("dir",), ("symlink", "/dev/zero"), ("symlink", "/dev/urandom"), ("symlink", "nowhere"),
                       ("symlink", "/proc/self/mem"), ("symlink", "Contents.json")])


def contents_json(rng, obj):
    """`obj` as Xcode writes it, or broken."""
    choice = rng.random()
    if choice < 0.7:
        return json.dumps(obj, indent=2, allow_nan=True).encode()
    if choice < 0.8:
        return flip_bytes(rng, json.dumps(obj).encode())
    if choice < 0.85:
        return rng.choice([b"[]", b"\"x\"", b"1", b"null", b"", b"\xef\xbb\xbf{}", b"\xff\xfe{\x00}\x00", b"{\"colors\": {}}",
                           b"{\"images\": 3}", b"{\"colors\": [1, \"x\", null]}", b"{\"a\": NaN}"])
    if choice < 0.9:
        depth = rng.choice([100, 600, 5000, 100000])
        return ("{\"colors\": " + "[" * depth + "]" * depth + "}").encode()
    if choice < 0.95:
        return (json.dumps(obj)[:-1] + ", \"pad\": \"" + "x" * rng.choice([(1 << 20) - 100, 2 << 20]) + "\"}").encode()
    return special(rng)


def color_set(rng):
    entries = []
    for _ in range(rng.choice([0, 1, 1, 2, 3, 50])):
        entry = {}
        if rng.random() < 0.9:
            entry["idiom"] = rng.choice(IDIOMS)
        appearance = rng.choice(APPEARANCES)
        if appearance is not None:
            entry["appearances"] = appearance
        if rng.random() < 0.1:
            entry["color"] = {"reference": rng.choice(REFERENCES)}
        elif rng.random() < 0.95:
            space = rng.choice(SPACES)
            keys = ["white", "alpha"] if space in ("gray-gamma-22", "extended-gray") and rng.random() < 0.8 else ["red", "green", "blue", "alpha"]
            components = {key: rng.choice(COMPONENTS) for key in keys if rng.random() < 0.95}
            entry["color"] = {"color-space": space, "components": components}
        else:
            entry["color"] = rng.choice([None, 1, "red", [], {"components": "0.5"}])
        entries.append(entry)
    return {"colors": entries, "info": {"author": "xcode", "version": 1}}


def image_set(rng, folder, files):
    images = []
    for index in range(rng.choice([0, 1, 3, 3, 6])):
        entry = {"idiom": rng.choice(IDIOMS)}
        scale = rng.choice(SCALES)
        if scale is not None:
            entry["scale"] = scale
        appearance = rng.choice(APPEARANCES)
        if appearance is not None:
            entry["appearances"] = appearance
        kind = rng.random()
        name = f"i{index}" + rng.choice([".png", ".png", ".PNG", ".jpg", ".pdf", ".svg", ".heic", ""])
        if rng.random() < 0.1:
            name = rng.choice(["../../scene.swift", "/etc/passwd", "", "..", ".", "Contents.json", "a\u0000b.png", "missing.png"])
        if rng.random() < 0.95:
            entry["filename"] = name
        if name and "/" not in name and "\u0000" not in name and name not in (".", "..", "Contents.json", "missing.png"):
            if kind < 0.6:
                files[f"{folder}/{name}"] = png(rng)
            elif kind < 0.85:
                files[f"{folder}/{name}"] = other_image(rng)
            else:
                files[f"{folder}/{name}"] = special(rng)
        images.append(entry)
    properties = rng.choice([None, {"template-rendering-intent": "template"}, {"template-rendering-intent": 1}, "x",
                             {"preserves-vector-representation": True}])
    obj = {"images": images, "info": {"author": "xcode", "version": 1}}
    if properties is not None:
        obj["properties"] = properties
    return obj


def catalog(rng, root):
    """The files of an asset catalog at `root`, and the names it holds."""
    files = {f"{root}/Contents.json": contents_json(rng, {"info": {"author": "xcode", "version": 1}})}
    names = []
    group = root
    shape = rng.random()
    if shape < 0.15:  # groups nested deep, some providing a namespace
        for level in range(rng.choice([5, 50, 300])):
            group += f"/g{level % 10}"
            if rng.random() < 0.2:
                files[f"{group}/Contents.json"] = contents_json(rng, {"properties": {"provides-namespace": rng.choice([True, False, "yes", 1])}})
    for _ in range(rng.randint(1, 6)):
        name = rng.choice(NAMES)
        names.append(name)
        if "/" in name:
            continue
        if rng.random() < 0.5:
            folder = f"{group}/{name}.colorset"
            files[f"{folder}/Contents.json"] = contents_json(rng, color_set(rng))
        else:
            folder = f"{group}/{name}.imageset"
            files[f"{folder}/Contents.json"] = contents_json(rng, image_set(rng, folder, files))
    if 0.15 <= shape < 0.2:  # thousands of sets
        for index in range(rng.choice([2000, 20500])):
            files[f"{root}/many/c{index}.colorset/Contents.json"] = b'{"colors":[{"idiom":"universal","color":{"components":{"red":"0.1","green":"0.2","blue":"0.3","alpha":"1"}}}]}'
        names.append("c19999")
    elif 0.2 <= shape < 0.3:  # links: a loop, a set that is a link, a group that is a device
        files[f"{root}/loop"] = ("symlink", ".")
        files[f"{root}/Linked.colorset"] = ("symlink", rng.choice(["/", "/dev", ".", "../"]))
        files[f"{root}/Fifo.colorset"] = ("fifo",)
        names += ["Linked", "Fifo"]
    elif 0.3 <= shape < 0.35:  # the catalog itself is not a folder
        files = {root: rng.choice([("symlink", "/"), ("symlink", "."), ("fifo",), b"{}"])}
    return files, names


def uses(rng, names):
    """Swift that names the catalog's assets, and some it does not hold."""
    names = names + ["Missing", "AccentColor"]
    lines = []
    for _ in range(rng.randint(2, 8)):
        name = rng.choice(names).replace("\\", "\\\\").replace('"', '\\"')
        symbol = "".join(ch for ch in name.title() if ch.isalnum()) or "x"
        symbol = symbol[0].lower() + symbol[1:]
        lines.append(rng.choice([
            f'Color("{name}").frame(width: 20, height: 20)', f'Image("{name}")', f'Image("{name}").resizable().frame(width: 40, height: 40)',
            f'Image(decorative: "{name}")', f'Color(.{symbol})', f'Image(.{symbol})', f'Text("x").foregroundStyle(Color("{name}"))',
            f'Color(uiColor: UIColor(named: "{name}")!)', 'Button("Go") {}', 'Text("tint").foregroundStyle(Color.accentColor)',
            f'ForEach(0..<{rng.choice([10, 2000, 100000])}) {{ _ in Color(.{symbol}) }}',
            f'ForEach(0..<{rng.choice([10, 2000])}) {{ _ in Image("{name}") }}',
            f'Image("{name}").renderingMode(.template).foregroundStyle(.red)']))
    return "\n".join(lines)
