import RenderLayout

/// `docs/vocabulary.md`: the table of views and modifiers, written from `Vocabulary` itself so
/// the docs cannot drift from what the front ends accept (`render vocabulary` prints it).
extension Vocabulary {
    public static func markdown() -> String {
        var text = """
        # Vocabulary

        Every view and modifier the renderer knows, with SwiftUI's spellings (what a Swift file may
        call) and the JSON that stands for them (what a scene file holds). Every front end reads
        this table from the code: each view and modifier is one file of
        `Sources/RenderScene/Definitions/`, listed in this order by `Sources/RenderScene/Vocabulary/`.
        This page is printed from it by `make docs` (`render vocabulary`), and a test keeps the two
        the same. Details of each JSON property:
        `docs/scene-format.md`; of the Swift front end: `docs/swift-input.md`.

        ## Views

        | view | SwiftUI | JSON properties | |
        |---|---|---|---|

        """
        for entry in views {
            let json = entry.json.isEmpty ? "—" : entry.json.map { "`\($0)`" }.joined(separator: ", ")
            text += "| `\(entry.name)` | \(signatures(entry)) | \(json) | \(entry.summary) |\n"
        }
        text += """

        ## Modifiers

        | modifier | SwiftUI | JSON value | |
        |---|---|---|---|

        """
        for entry in modifiers {
            text += "| `\(entry.name)` | \(signatures(entry)) | \(entry.json.map { "`\($0)`" }.joined(separator: " or ")) | \(entry.summary) |\n"
        }
        text += """

        ## Accepted and ignored

        These modifiers are not layout: a Swift file may use them, and the renderer notes each once
        on standard error and draws as if they were not there (`--strict` makes them errors):
        \(ignoredModifiers.sorted().map { "`\($0)`" }.joined(separator: ", ")).

        ## Known and not drawn

        Real SwiftUI the renderer knows it does not draw (`Vocabulary.NotDrawn`): a Swift file may
        use it, and the renderer leaves it out with a warning naming it (`--strict` makes it an
        error); anything else of the same place (a misspelt style, a made-up argument) stays an
        error of the file.

        | SwiftUI | not drawn | |
        |---|---|---|

        """
        for entry in views + modifiers where !entry.notDrawn.isEmpty {
            let styles = entry.notDrawn.styles.map { "`.\(entry.name)(.\($0))`" }
            let arguments = entry.notDrawn.arguments.map { "`\($0):`" }
            text += "| `\(entry.name)` | \((styles + arguments).joined(separator: ", ")) | \(entry.notDrawn.why) |\n"
        }
        for (name, why) in notDrawnModifiers.sorted(by: { $0.key < $1.key }) {
            text += "| `\(name)` | the modifier | \(why) |\n"
        }
        text += """

        Arguments iOS itself does not draw (`NotDrawn.silentArguments`): the renderer leaves them
        out with a note, not a warning, as an iPhone shows nothing of them either.

        | SwiftUI | not drawn by iOS | |
        |---|---|---|

        """
        for entry in views + modifiers where !entry.notDrawn.silentArguments.isEmpty {
            let arguments = entry.notDrawn.silentArguments.map { "`\($0):`" }
            text += "| `\(entry.name)` | \(arguments.joined(separator: ", ")) | \(entry.notDrawn.silentWhy) |\n"
        }
        return text
    }

    private static func signatures(_ entry: Entry) -> String {
        entry.overloads.map { "`\($0.signature(entry.name))`" }.joined(separator: "<br>")
    }
}
