import ArgumentParser
import RenderLayout
import RenderScene
import RenderSwiftSource
import RenderCheck

import RenderTools

/// `render vocabulary`: the table of views and modifiers as Markdown (docs/vocabulary.md).
struct VocabularyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vocabulary",
        abstract: "Print the views and modifiers the renderer knows, with their SwiftUI and JSON spellings (Markdown)."
    )

    func run() throws {
        print(Vocabulary.markdown(), terminator: "")
    }
}
