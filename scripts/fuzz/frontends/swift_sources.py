"""Swift sources (`render View.swift`, docs/swift-input.md): mutations of the articles' SwiftUI
code in examples/swift/ (and of real apps' files given with `fuzz.py --seeds DIR`), token by
token and line by line, splices and byte flips; and generators of costly and hostile shapes
(`hostile_swift.py`): extreme literals and ranges, deep nesting, many declarations, recursion
through user code, amplified strings, and CR or mixed line endings.
"""
import glob
import os
import re

from ._common import NASTY_TEXTS, NUMBERS, flip_bytes
from . import hostile_swift

TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|\d+(?:\.\d+)?|[A-Za-z_][A-Za-z_0-9]*|\s+|.', re.S)
MODIFIERS = [".frame(width: 100)", ".padding()", ".fixedSize()", ".border(.red)", ".lineLimit(1)", ".layoutPriority(1)",
             ".frame(maxWidth: .infinity)", ".background(Color.blue)", ".overlay(Text(\"x\"))", ".offset(x: 5)",
             ".font(.title)", ".bold()", ".opacity(0.5)", ".clipped()", ".hidden()", ".animation(.default)",
             ".environment(\\.layoutDirection, .rightToLeft)", ".dynamicTypeSize(...DynamicTypeSize.large)",
             ".dynamicTypeSize(.accessibility5)", ".environment(\\.colorScheme, .dark)", ".dynamicTypeSize(.huge)",
             ".frame(width: -1)", ".padding(1e308)", ".id(\"a\")", ".onTapGesture { }", ".frame(wdth: 3)",
             ".pickerStyle(.segmented)", ".pickerStyle(.wheel)", ".textFieldStyle(.roundedBorder)", ".tag(1)", ".tag(\"a\")",
             ".lineLimit(2, reservesSpace: true)", ".lineLimit(2...4)", ".lineLimit(4...2)", ".gridCellUnsizedAxes(.horizontal)", ".gridCellUnsizedAxes([.horizontal, .vertical])",
             ".gridColumnAlignment(.trailing)", ".gridCellColumns(2)",
             ".navigationTitle(\"T\")", ".navigationBarTitleDisplayMode(.inline)", ".toolbar { ToolbarItem(placement: .topBarTrailing) { Button(\"E\") {} } }",
             ".toolbar(.hidden, for: .navigationBar, .tabBar)", ".toolbarBackground(.visible, for: .bottomBar)", ".searchable(text: .constant(\"\"))",
             ".tabItem { Label(\"H\", systemImage: \"house\") }", ".badge(3)", ".tabViewStyle(.page)", ".sheet(isPresented: .constant(true)) { Text(\"s\") }",
             ".alert(\"A\", isPresented: .constant(true)) { Button(\"OK\") {} }", ".toolbar { ToolbarItem(placement: .nowhere) { Text(\"x\") } }"]
SNIPPETS = ["ForEach(0..<1000) { i in Text(\"\\(i)\") }", "ForEach(0..<100000000) { _ in Color.red }",
            "while true { }", "Text(String(repeating: \"x\", count: 100000))", "VStack { " * 50 + "Text(\"deep\")" + " }" * 50,
            "GeometryReader { proxy in Text(\"\\(proxy.size.width)\") }", "let x = x + 1", "#Preview { Text(\"p\") }",
            "struct V: View { var body: some View { V() } }", "Text(\"a\") + Text(\"b\")", "if true { Text(\"t\") } else { Spacer() }",
            "Picker(\"P\", selection: .constant(1)) { ForEach(0..<3) { i in Text(\"\\(i)\") } }",
            "TextField(\"Name\", text: .constant(\"\"))", "SecureField(\"P\", text: .constant(\"x\"))",
            "DisclosureGroup(\"D\", isExpanded: .constant(true)) { Text(\"x\") }", "ProgressView()",
            "extension VerticalAlignment { enum M: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d[.mid] } }; "
            "static let mid = VerticalAlignment(M.self) }\nHStack(alignment: .mid) { Text(\"a\").alignmentGuide(.mid) { d in d[explicit: .mid] ?? 1 } }",
            "extension HorizontalAlignment { static let h = HorizontalAlignment(Nope.self) }\nVStack(alignment: .h) { Text(\"a\") }",
            "List([1, 2], id: \\.self) { n in Text(\"\\(n)\") }.listStyle(.plain)",
            "Form { Section { Toggle(\"t\", isOn: .constant(true)) } header: { Text(\"h\") } footer: { Text(\"f\") } }",
            "Section(\"outside\") { Text(\"row\") }", "List { Text(\"a\") }.listStyle(.sidebar)",
            "NavigationStack { List { Text(\"a\") }.navigationTitle(\"N\").searchable(text: .constant(\"\")) }",
            "TabView { Text(\"a\").tabItem { Label(\"A\", systemImage: \"star\") }.badge(2); Tab(\"B\", systemImage: \"gear\") { Text(\"b\") } }",
            "NavigationSplitView { Text(\"s\") } detail: { Text(\"d\") }", "TabView { }", "NavigationStack { NavigationStack { Text(\"n\") } }"]
IDENTIFIERS = ["Text", "List", "Form", "Section", "listStyle", "VStack", "HStack", "ZStack", "ViewThatFits", "Spacer", "Color", "frame", "padding", "width",
               "height", "body", "View", "some", "var", "let", "struct", "in", "for", "if", "nil", "true", "self"]


def mutate(rng, source):
    """Replaces numbers, strings and names, and inserts, deletes or duplicates lines."""
    tokens = TOKEN.findall(source)
    for _ in range(rng.choice([1, 1, 2, 3])):
        if not tokens:
            break
        index = rng.randrange(len(tokens))
        token, choice = tokens[index], rng.random()
        if token[:1].isdigit() and choice < 0.8:
            tokens[index] = str(rng.choice(NUMBERS))
        elif token.startswith('"') and choice < 0.8:
            text = rng.choice(NASTY_TEXTS)
            tokens[index] = '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'
        elif token.strip() and choice < 0.15:
            tokens[index] = rng.choice(IDENTIFIERS + ["(", ")", "{", "}", ",", ":", "."])
        elif token == ")" and choice < 0.8:
            tokens.insert(index + 1, rng.choice(MODIFIERS))
        elif choice < 0.8:
            del tokens[index:index + rng.randint(1, 8)]
        else:
            tokens.insert(index, "\n" + rng.choice(SNIPPETS) + "\n")
    lines = "".join(tokens).split("\n")
    if rng.random() < 0.3 and lines:
        start = rng.randrange(len(lines))
        lines[start:start] = lines[start:start + rng.randint(1, 5)] * rng.choice([1, 2, 20])
    return "\n".join(lines).encode()


class SwiftFrontend:
    name = "swift"
    extension = ".swift"

    def __init__(self):
        self.generators = [("mutation", 6, lambda rng, seeds: mutate(rng, rng.choice(seeds)[1].decode("utf-8", "replace"))),
                           ("splice", 2, self.splice),
                           ("bytes", 2, lambda rng, seeds: flip_bytes(rng, rng.choice(seeds)[1]))] + hostile_swift.GENERATORS

    @staticmethod
    def splice(rng, seeds):
        """The head of one seed and the tail of another: structs, previews and snippets mixed."""
        first, second = rng.choice(seeds)[1], rng.choice(seeds)[1]
        return first[:rng.randint(0, len(first))] + second[rng.randint(0, len(second)):]

    def seeds(self, root):
        paths = sorted(glob.glob(os.path.join(root, "examples", "swift", "*.swift")))
        return [(os.path.relpath(p, root), open(p, "rb").read()) for p in paths]

    @staticmethod
    def external_seeds(directories):
        """Swift files below each directory (`fuzz.py --seeds DIR`: local checkouts of real apps,
        which never go into the repository), in a stable order; build folders are skipped."""
        found = []
        for directory in directories:
            for base, folders, names in os.walk(directory):
                folders[:] = sorted(f for f in folders if not f.startswith(".") and f not in ("Pods", "Carthage", "DerivedData", "build"))
                for name in sorted(names):
                    path = os.path.join(base, name)
                    if name.endswith(".swift") and os.path.getsize(path) <= 256 << 10:
                        with open(path, "rb") as handle:
                            found.append((os.path.relpath(path, directory), handle.read()))
        return found[:20000]

    def parameters(self, data):
        # Stored properties with a default are the view's parameters (`var width = 100`).
        names = set(re.findall(rb"\b(?:var|let)\s+([A-Za-z_]\w*)\s*(?::[^=\n]*)?=", data))
        return [name.decode() for name in sorted(names)[:5]]


FRONTEND = SwiftFrontend() if glob.glob(os.path.join(os.path.dirname(__file__), "..", "..", "..", "Sources", "RenderSwiftSource")) else None
