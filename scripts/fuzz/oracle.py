"""What every run of `render` must satisfy, whatever its input (issue 11).

Each check returns a problem as a string, or None.
"""
import json
import struct
import xml.etree.ElementTree as ElementTree
import zlib

ALLOWED_STATUS = {0, 1, 2, 3}
CRASH_MARKS = ["Fatal error", "fatal error", "Segmentation fault", "Illegal instruction", "stack overflow",
               "Assertion failed", "AddressSanitizer", "Precondition failed", "Unexpectedly found nil"]


def valid_png(data):
    """Signature, well-formed chunks with correct CRCs, IHDR first, IEND last, IDAT that inflates."""
    if not data.startswith(b"\x89PNG\r\n\x1a\n"):
        return "not a PNG signature"
    position, first, idat, seen_end = 8, True, [], False
    width = height = 0
    while position < len(data):
        if position + 12 > len(data):
            return "truncated chunk"
        length, = struct.unpack(">I", data[position:position + 4])
        kind = data[position + 4:position + 8]
        body = data[position + 8:position + 8 + length]
        if len(body) != length or position + 12 + length > len(data):
            return f"truncated {kind!r} chunk"
        crc, = struct.unpack(">I", data[position + 8 + length:position + 12 + length])
        if zlib.crc32(kind + body) & 0xFFFFFFFF != crc:
            return f"bad CRC in {kind!r}"
        if first and kind != b"IHDR":
            return "first chunk is not IHDR"
        if kind == b"IHDR":
            width, height = struct.unpack(">II", body[:8])
        if kind == b"IDAT":
            idat.append(body)
        first = False
        position += 12 + length
        if kind == b"IEND":
            seen_end = True
            break
    if not seen_end or position != len(data):
        return "no IEND at the end"
    if not (0 < width <= 32767 and 0 < height <= 32767):
        return f"bad size {width}x{height}"
    if width * height <= 4_000_000:
        try:
            zlib.decompress(b"".join(idat))
        except zlib.error as error:
            return f"IDAT does not inflate: {error}"
    return None


def valid_svg(data):
    try:
        root = ElementTree.fromstring(data)
    except ElementTree.ParseError as error:
        return f"SVG is not well-formed XML: {error}"
    return None if root.tag.endswith("svg") else "root element is not svg"


def valid_pdf(data):
    if not data.startswith(b"%PDF-"):
        return "no %PDF- header"
    if b"%%EOF" not in data[-64:]:
        return "no %%EOF at the end"
    if b"startxref" not in data[-256:]:
        return "no startxref"
    return None


def valid_json(data):
    try:
        json.loads(data)
    except ValueError as error:
        return f"invalid JSON: {error}"
    return None


def valid_output(path, data):
    lower = path.lower()
    if lower.endswith(".png") or lower == "-":
        return valid_png(data)
    if lower.endswith(".svg"):
        return valid_svg(data)
    if lower.endswith(".pdf"):
        return valid_pdf(data)
    if lower.endswith(".json"):
        return valid_json(data)
    return None


def message_problem(stderr, names):
    """On exit 1: the message names the scene file; no raw control characters; no NSError dump."""
    text = stderr.decode("utf-8", "replace")
    if not any(name in text for name in names):
        return f"the message names no scene file ({', '.join(names)})"
    if any(ord(c) < 0x20 and c not in "\n" for c in text):
        return "raw control characters in the message"
    if "Domain=" in text or "NSError" in text or "Error Domain" in text:
        return "a raw NSError in the message"
    return None


def caret_problem(stderr, name):
    """A located error in `name` shows the line and a caret (CR, CRLF or mixed line ends too),
    except where the place is all there is to show (nesting found before parsing)."""
    lines = stderr.decode("utf-8", "replace").split("\n")
    for index, line in enumerate(lines):
        head = line.split(f"{name}:", 1)
        if len(head) < 2 or ": error: " not in head[1] or "nested more than" in head[1]:
            continue
        place = head[1].split(":", 2)
        if not (place[0].isdigit() and place[1].isdigit()):
            continue
        if not any(l.strip() == "^" for l in lines[index + 1:index + 4]):
            return f"no caret under the located error: {line[:200]!r}"
    return None
