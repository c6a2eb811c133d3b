#!/usr/bin/env python3
"""Makes multicolor.tsv: the names of frequency.tsv that SF Symbols draws in a multicolour
layer set, with the layer colours where a public source states them (docs/scene-format.md,
"Symbols"; SymbolMulticolor.swift draws the rows that have colours).

    scripts/symbols/multicolor.py LAYERSET_PLIST > scripts/symbols/multicolor.tsv

LAYERSET_PLIST: the SF Symbols app's layerset_availability.plist (which layer sets — hierarchical,
multicolor — each symbol has, and since which release), as JyHu/SFSymbols keeps it at
03a2972438de2151f859e053d6d29d1c11131a02, Generator/Files/layerset_availability.plist (SF Symbols 7
metadata, Jun 2025). Only names and release years are read; no artwork.
"""
import os
import plistlib
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# The layer colours a public source states, first layer first, as SymbolLayers numbers a glyph's
# layers (a filled glyph's cut-out mark is its first layer, the shape around it the second). Colours
# are iOS system colours (light and dark) or white; foreground: the foreground style.
KNOWN = {
    "exclamationmark.triangle.fill": (
        "white, systemYellow",
        "Apple, SwiftUI SymbolRenderingMode.multicolor: \"yellow for the triangle and white for the exclamation mark\"",
    ),
    "folder.badge.plus": (
        "foreground, systemGreen",
        "Apple, Human Interface Guidelines, SF Symbols, Rendering modes (https://developer.apple.com/design/human-interface-guidelines/sf-symbols#Rendering-modes), the Multicolor figure's description: \"folder "
        "badge plus uses green for the badge and blue for the folder\" (blue is the tint there: the same figure draws "
        "square.and.arrow.up, which has no colour of its own, \"blue for all lines\"; SwiftUI fills such a layer "
        "with the foreground style: an inference, a decision)",
    ),
    "leaf": (
        "systemGreen",
        "Apple, Human Interface Guidelines, SF Symbols, Rendering modes (https://developer.apple.com/design/human-interface-guidelines/sf-symbols#Rendering-modes): \"the leaf symbol uses green to reflect the "
        "appearance of leaves in the physical world\"",
    ),
    "list.number": (
        "-",
        "not drawn in colour: Apple's HIG figure gives black numbers (the foreground) and \"medium gray\" lines, a "
        "grey no system colour is named for",
    ),
    "pc": (
        "-",
        "not drawn in colour: Apple's HIG figure gives a yellow outline, a white face and lines and a blue screen, but "
        "the glyph drawn (Material's computer: a solid screen on a stand) has no outline or face apart to colour",
    ),
    "person.fill.badge.plus": (
        "foreground, systemGreen, white",
        "measured on an iOS 18 picture: StanfordSpezi/SpeziViews@5242bd9 Tests/SpeziViewsTests/__Snapshots__/"
        "SnapshotTests+Lists/listHeader.list-header-instructions.png (ListHeader: .foregroundColor(.accentColor), "
        ".symbolRenderingMode(.multicolor)): person (0, 122, 255), badge (52, 199, 89), plus (255, 255, 255)",
    ),
    "plus.circle.fill": (
        "white, systemGreen",
        "weak: an SVG export of the glyph (a disc and a plus) with the SF Symbols app's layer classes, found by "
        "the tool library's code search (file id 35962328080, a react-native Header component; the index "
        "does not name its repository): the disc multicolor-0:systemGreenColor, the plus multicolor-1:white",
    ),
}

# The plus-badge convention (decision, session 25; docs/figures.md "Branch truth26x"): the names
# whose badge is the library's bare plus at the lower right, drawn as folder.badge.plus is (the
# plus in green, the rest in the foreground style). Apple states it for folder.badge.plus (above)
# and draws person.fill.badge.plus's badge green (measured above); a summary of WWDC22's "What's
# new in SF Symbols 4" calls a plus badge green by system convention. Not each symbol's own colours.
PLUS_BADGE = ["calendar.badge.plus", "document.badge.plus", "externaldrive.badge.plus", "folder.fill.badge.plus",
              "link.badge.plus", "person.badge.plus", "person.crop.circle.badge.plus", "photo.badge.plus",
              "text.badge.plus"]
for _name in PLUS_BADGE:
    KNOWN[_name] = (
        "foreground, systemGreen",
        "Apple, Human Interface Guidelines, SF Symbols, Rendering modes: folder.badge.plus \"uses green for the "
        "badge\", applied to this name's plus badge by convention (a decision, session 25: not this symbol's own "
        "colours; a summary of WWDC22's \"What's new in SF Symbols 4\" calls a plus badge green by system convention)",
    )

# SF Symbols release (the plist's year) → the iOS that first draws that layer set.
IOS = {"2020": "14", "2020.1": "14.2", "2021": "15", "2022": "16", "2023": "17", "2024": "18", "2025": "26"}


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    with open(sys.argv[1], "rb") as handle:
        symbols = plistlib.load(handle)["symbols"]
    print("# Names of frequency.tsv that SF Symbols draws in a multicolour layer set (made by multicolor.py")
    print("# from the SF Symbols app's layerset_availability.plist, as JyHu/SFSymbols keeps it at 03a2972).")
    print("# layers: the colours of the glyph's layers, first first, where a public source states them, else")
    print("# '-': no public source found for its colours (or, where the source column says so, the glyph drawn lacks")
    print("# the layers a source colours), so it is drawn in the foreground style, as monochrome (SwiftUI's own rule")
    print("# for a layer without a colour of its own: Apple, SymbolRenderingMode.multicolor).")
    print("# name\tuses\tmulticolor since (iOS)\tlayers\tsource")
    with open(os.path.join(HERE, "frequency.tsv")) as handle:
        for line in handle:
            if line.startswith("#") or not line.strip():
                continue
            name, uses = line.split("\t")[:2]
            since = symbols.get(name, {}).get("multicolor")
            if since is None and name not in KNOWN:
                continue
            layers, source = KNOWN.get(name, ("-", "-"))
            print(f"{name}\t{uses}\t{IOS.get(since, since)}\t{layers}\t{source}")


if __name__ == "__main__":
    main()
