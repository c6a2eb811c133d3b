"""Generic mutations any front end can use: bytes and strings with a reputation."""

# Strings that have broken renderers: empty, huge, control characters, no-break spaces,
# combining marks, bidirectional overrides, noncharacters, lone surrogates (as JSON escapes
# they decode to U+FFFD), CJK, emoji sequences, markup and format characters.
NASTY_TEXTS = [
    "", " ", "Hello World", "a b", "\u00a0", "a\u00a0b\u202fc\u2007d", "e\u0301" * 40, "\u202eabc\u202c",
    "\ufffe\uffff\ufdd0", "\U0010ffff", "晴れ 天気", "한국어", "👩‍👩‍👧‍👦🏳️‍🌈", "\t\n\r", "\x00\x01\x1b[31m",
    "<tag>&amp;\"'", "%s%n{0}", "{p}", "{i}", "{", "}", "{}", "{{p}}", "\u200b\u2060\ufeff", "W" * 60,
    "x " * 300, "\u0627\u0644\u0639\u0631\u0628\u064a\u0629", "\U0001f600" * 30,
]

NUMBERS = [0, -0.0, 1, -1, 0.5, 2, 8, 10, 100, 255, 390, 1000, 32767, 32768, 100000, 100001, 1e9, 1e308, -1e308,
           5e-324, 1.0000001, 0.1, 0.09, 8.01, 10000, 99999.5]


def flip_bytes(rng, data):
    """Flips, inserts, deletes, duplicates or truncates a few bytes."""
    data = bytearray(data or b"{}")
    for _ in range(rng.randint(1, 8)):
        if not data:
            data = bytearray(b"{")
        choice = rng.random()
        position = rng.randrange(len(data))
        if choice < 0.3:
            data[position] ^= 1 << rng.randrange(8)
        elif choice < 0.5:
            data[position:position] = bytes([rng.choice([0, 0x22, 0x5c, 0x7b, 0x7d, 0x5b, 0x5d, 0x2c, 0x3a, 0x80, 0xc3, 0xef, 0xff, 0x0a])])
        elif choice < 0.65:
            del data[position:position + rng.randint(1, 16)]
        elif choice < 0.8:
            end = min(len(data), position + rng.randint(1, 64))
            data[position:position] = data[position:end] * rng.randint(1, 4)
        elif choice < 0.9:
            data = data[:position]
        else:
            data[position:position] = rng.choice([b"\xed\xa0\x80", b"\xf4\x90\x80\x80", b"\xc0\xaf", b"\xef\xbf\xbe", b"\\ud800", b"\\u0000", b"1e999", b"-", b"NaN"])
    return bytes(data)


class Project:
    """What a generator returns when one file is not enough (`swift_modules.py`): the scene's
    bytes, where the scene goes in the case folder, the other files around it, and flags.

    `files` maps a path in the case folder to bytes, or to a special entry: `("symlink", target)`,
    `("fifo",)` or `("dir",)`. `arguments` go after the scene's other flags (`--module mod`,
    `--define NAME`). `names` are the files an error message may name besides the scene.
    """

    def __init__(self, data, scene=None, files=None, arguments=None, names=None):
        self.data = data
        self.scene = scene
        self.files = files or {}
        self.arguments = arguments or []
        self.names = names or []
