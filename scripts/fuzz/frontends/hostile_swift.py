"""Generators of Swift files built to cost: each shape once made the front end crash, hang or
swell (issue 24), and each stays near the limits of docs/swift-input.md so that a regression
shows up as a crash, a hang (the driver's timeout) or a peak resident size over `--max-rss`.

Every function takes `(rng, seeds)` and returns bytes; `rng` is the only source of randomness.
"""

# Literals at and past the edges of Int and Double, and values that are not numbers.
EXTREMES = ["Int.max", "Int.min", "9223372036854775807", "-9223372036854775807", "9007199254740993", "1e308", "-1e308",
            "1e19", "-1e19", "1e16", "4.9e-324", ".nan", ".infinity", "-.infinity", "0", "-1", "1", "100000", "100001",
            "2_000_000", "0x7fffffffffffffff", "Double.greatestFiniteMagnitude", "(0.0 / 0.0)", "(1.0 / 0.0)", "Int.max - 3"]

EXTREME_LINES = [
    'ForEach({a}...{b}, id: \\.self) {{ i in Text("\\(i)") }}',
    'ForEach({a}..<{b}) {{ i in Text("\\(i)") }}',
    'Text("\\(({a}..<{b}).count)")',
    'Text("\\(({a}...{b}).count)")',
    'let r = Array({a}...{b})\nText("\\(r.count)")',
    'Text("\\({a}..<{b})")',
    'Text("\\(({a}...{b}).map {{ $0 }})")',
    'Text("\\(({a}..<{b}).indices)")',
    'Color(red: {x}, green: {y}, blue: 0.5).frame(width: 10, height: 10)',
    'Color(white: {x}).opacity({y})',
    'Text("\\(Int({x}))")',
    'Text("\\(max({a}, {b}))")',
    'Text("\\([{a}, {b}].max()!)")',
    'Text("\\({a} * {b})")',
    'Text("\\({a} + {b})")',
    'Text("\\(-({a}))")',
    'Text("\\(abs({a}))")',
    'Text("\\({a} / {b})")',
    'Text("\\({a} % {b})")',
    'Text("x").padding({x})',
    'Text("x").frame(width: {x}, height: {y})',
    'Text("\\({x}, specifier: "%d")")',
    'Text("\\({x}, specifier: "%.300f")")',
    'Text("\\({x}.formatted())")',
    'Text("\\({x}, format: .percent)")',
    'Text("x").font(.system(size: {x}))',
    'let a = Array(repeating: 1, count: {a})\nText("\\(a.count)")',
    'Text("\\(Array(repeating: "x", count: {a}).joined())")',
    'Rectangle().frame(width: {x}).offset(x: {y}).rotationEffect(.degrees({x}))',
    'HStack(spacing: {x}) {{ Text("a"); Text("b") }}.lineLimit({a})',
    'Text("\\(Double({a}) * {x})")',
    'Text("\\(Int.max.description.count)")',
]


def extreme(rng, seeds):
    """Literals and ranges at the edges of Int and Double, as code the renderer must evaluate."""
    lines = []
    for _ in range(rng.randint(1, 4)):
        line = rng.choice(EXTREME_LINES)
        values = {key: rng.choice(EXTREMES) for key in ("a", "b", "x", "y")}
        lines.append(line.format(**values))
    return wrap(rng, "\n".join(lines)).encode()


def wrap(rng, code):
    """Top-level statements, a view's body, or a #Preview."""
    choice = rng.random()
    if choice < 0.4:
        return code + "\n"
    if choice < 0.8:
        return "import SwiftUI\n\nstruct Hostile: View {\n    var body: some View {\n        VStack {\n" + code + "\n        }\n    }\n}\n"
    return "import SwiftUI\n\n#Preview {\n" + code + "\n}\n"


DEPTHS = [5, 27, 60, 119, 121, 199, 201, 1000, 5000, 100000]


def nesting(rng, seeds):
    """Deep nesting that brackets count and that they do not: generics, closures, literals,
    operators, chained members; and arrays that double at each step (shared parts)."""
    depth = rng.choice(DEPTHS)
    shape = rng.randrange(13)
    if shape == 0:
        code = "let x: " + "Array<" * depth + "Int" + ">" * depth + " = []\nText(\"x\")"
    elif shape == 1:
        code = "let x = " + "Array<" * depth + "Int" + ">" * depth + "()\nText(\"x\")"
    elif shape == 2:
        code = "let c = " + "{ " * depth + "1" + " }()" * depth + "\nText(\"\\(c)\")"
    elif shape == 3:
        code = "let a = " + "[" * depth + "1" + "]" * depth + "\nText(\"\\(a == a) \\(a)\")"
    elif shape == 4:
        steps = rng.choice([10, 20, 27, 40, 64])
        use = rng.choice(['Text("\\(c == c)")', 'Text("\\(c)")', 'Text("\\(c[0][1][0])")', 'Text("\\(c.count)")',
                          'ForEach(c.indices, id: \\.self) { i in Text("\\(c[i])") }', 'Text("\\([c, c].joined())")'])
        code = "var c = [1]\n" + "c = [c, c]\n" * steps + use
    elif shape == 5:
        code = "let x = " + "try " * depth + "1\nText(\"\\(x)\")"
    elif shape == 6:
        code = "let x = " + "true ? 1 : " * depth + "0\nText(\"\\(x)\")"
    elif shape == 7:
        code = "let x = " + " + ".join(["1"] * depth) + "\nText(\"\\(x)\")"
    elif shape == 8:
        code = "Text(\"x\")" + rng.choice([".padding()", ".bold()", ".frame(width: 10)"]) * depth
    elif shape == 9:
        code = "let x = 1" + ".description.count" * depth + "\nText(\"\\(x)\")"
    elif shape == 10:
        code = "let x: " + "(" * depth + "Int" + ")" * depth + " = 1\nText(\"x\")"
    elif shape == 11:
        code = "let f = " + "{ $0 " * depth + "}" * depth + "\nText(\"x\")"
    else:
        code = "VStack { " * depth + "Text(\"deep\")" + " }" * depth
    return wrap(rng, code).encode()


def declarations(rng, seeds):
    """Many declarations, statements or errors, on many lines or on one."""
    count = rng.choice([100, 1000, 5000, 20000, 60000])
    separator = rng.choice(["\n", "; ", " "])
    shape = rng.randrange(8)
    if shape == 0:
        body = separator.join(f"let a{i} = {i}" for i in range(count)) + f"\nText(\"\\(a{count - 1})\")"
    elif shape == 1:
        cases = ", ".join(f"c{i}" for i in range(count))
        body = (f"enum E: Int, CaseIterable {{ case {cases} }}\n"
                f"var n = 0\nfor _ in 0..<100000 {{ n += E.c{count - 1}.rawValue }}\nText(\"\\(E.allCases.count) \\(n)\")")
    elif shape == 2:
        body = "\n".join(f"struct V{i}: View {{ var body: some View {{ Text(\"{i}\") }} }}" for i in range(min(count, 20000)))
    elif shape == 3:
        body = "Text(\"x\")\n" + separator.join(rng.choice(["let = ;", ")", "func (", "struct {", "}", "case", "#if"]) for _ in range(count))
    elif shape == 4:
        body = "\n".join(f"func f{i}() -> Int {{ {i} }}" for i in range(count)) + f"\nText(\"\\(f{count - 1}())\")"
    elif shape == 5:
        members = separator.join(f"var p{i} = {i}" for i in range(count))
        body = (f"struct Big: View {{ {members}\n var body: some View {{ VStack {{ ForEach(0..<1000) {{ i in "
                f"Text(\"\\(p{count - 1} + i)\") }} }} }} }}")
    elif shape == 6:
        body = "VStack {\n" + separator.join("Text(\"row\")" for _ in range(count)) + "\n}"
    else:
        body = separator.join("Text(\"x\").padding()" for _ in range(count))
    return body.encode()


RECURSION = [
    "func f(_ n: Int) -> Int {{ n <= 0 ? 0 : f(n - 1) + f(n - 1) }}\nText(\"\\(f({n}))\")",
    "struct A {{ var x: Int {{ y + y }}; var y: Int {{ x + 1 }} }}\nText(\"\\(A().x)\")",
    "struct R: View {{ var body: some View {{ VStack {{ R(); R() }} }} }}",
    "struct R: View {{ let n: Int\n var body: some View {{ if n > 0 {{ HStack {{ R(n: n - 1); R(n: n - 1) }} }} else {{ Text(\"leaf\") }} }} }}\n#Preview {{ R(n: {n}) }}",
    "struct S {{ static let a = S.b; static let b = S.a }}\nText(\"\\(S.a)\")",
    "func g(_ n: Int = g()) -> Int {{ n }}\nText(\"\\(g())\")",
    "let a: Int = b\nlet b: Int = a\nText(\"\\(a)\")",
    "struct P {{ let l: P?; let r: P? }}\nvar p = P(l: nil, r: nil)\nfor _ in 0..<{n} {{ p = P(l: p, r: p) }}\nText(\"x\")",
    "extension View {{ func card() -> some View {{ self.card().padding() }} }}\nText(\"x\").card()",
    "struct M {{ var items: [Int] {{ items.map {{ $0 + 1 }} }} }}\nText(\"\\(M().items.count)\")",
    "func h(_ n: Int) -> [Int] {{ n == 0 ? [1] : h(n - 1) + h(n - 1) }}\nText(\"\\(h({n}).count)\")",
    "func s(_ n: Int) -> String {{ n == 0 ? \"ab\" : s(n - 1) + s(n - 1) }}\nText(s({n}))",
    "var body: some View {{ VStack {{ body }} }}",
]


def recursion(rng, seeds):
    """Recursion through the file's own functions, properties, initialisers and views."""
    code = rng.choice(RECURSION).format(n=rng.choice([3, 10, 20, 25, 40, 64, 119, 200]))
    return wrap(rng, code).encode() if "struct" not in code and "extension" not in code and "var body" not in code else code.encode()


AMPLIFIERS = ["s += s", "s = s + s", "s = [s, s].joined()", "s = \"\\(s)\\(s)\"", "s = [s, s, s, s].joined(separator: s)",
              "s = s.uppercased() + s.lowercased()", "s = Array(repeating: s, count: 4).joined()"]
USES = ["n += s.count", "t = String(s[i % 100])", "n += s.reversed().count", "b = s.contains(\"q\")", "b = s == t + \"x\"",
        "t = s.uppercased()", "n += s.hasPrefix(\"xx\") ? 1 : 0", "a.append(s)", "a = a + [s]", "t = \"\\(a)\"",
        "n += Int(s) ?? 1", "t = s + \"\\(i)\""]


def strings(rng, seeds):
    """A string doubled in a loop, then read (counted, subscripted, compared) in another."""
    doublings = rng.choice([8, 16, 19, 20, 21, 25, 40])
    loops = rng.choice([10, 1000, 60000, 250000])
    code = (f"var s = \"{rng.choice(['x', 'é', 'ab', '👩‍👩‍👧', 'x' * 16])}\"\nvar t = \"\"\nvar n = 0\nvar b = false\nvar a: [String] = []\n"
            f"for _ in 0..<{doublings} {{ {rng.choice(AMPLIFIERS)} }}\n"
            f"for i in 0..<{loops} {{ {rng.choice(USES)} }}\n"
            f"Text(\"\\(n) \\(t.count) \\(b) \\(a.count)\")")
    return wrap(rng, code).encode()


def line_endings(rng, seeds):
    """A seed (often with a mistake in it) with CR (old Mac), CRLF or mixed line endings: the
    errors must still carry the line and the caret."""
    text = rng.choice(seeds)[1].decode("utf-8", "replace")
    lines = text.split("\n")
    if rng.random() < 0.6 and lines:
        index = rng.randrange(len(lines))
        lines[index] += rng.choice([" .frame(wdth: 3)", " )", " Nope()", " let = ", " \"\\(1 / 0)\""])
    style = rng.choice(["\r", "\r\n", "mixed", "\u2028", "\r\r\n"])
    if style == "mixed":
        out = ""
        for line in lines:
            out += line + rng.choice(["\n", "\r", "\r\n"])
        return out.encode()
    return style.join(lines).encode()


GENERATORS = [("extreme", 2, extreme), ("nesting", 2, nesting), ("declarations", 1, declarations),
              ("recursion", 1, recursion), ("strings", 2, strings), ("line-endings", 1, line_endings)]
