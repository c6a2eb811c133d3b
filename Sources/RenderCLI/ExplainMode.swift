import ArgumentParser
import RenderLayout
import RenderScene
import RenderSwiftSource
import RenderCheck

import RenderTools

/// The value of `--explain=…`: comma-separated words, `text` or `json`, and `all` for the full
/// trace (`--explain=all`, `--explain=json`, `--explain=all,json`).
struct ExplainMode: ExpressibleByArgument, Equatable {
    var json = false
    var detail: ExplainOutput.Detail = .decisive

    init() {}

    init?(argument: String) {
        for word in argument.split(separator: ",") {
            switch word {
            case "text": json = false
            case "json": json = true
            case "all": detail = .all
            default: return nil
            }
        }
    }

    static var allValueStrings: [String] { ["text", "json", "all", "all,json"] }

    /// The option is hidden, so its default is never shown; saying so here keeps the argument
    /// parser from printing the value by reflection on every run (a dozen protocol-conformance
    /// scans of the whole binary, docs/performance.md).
    var defaultValueDescription: String { "text" }
}
