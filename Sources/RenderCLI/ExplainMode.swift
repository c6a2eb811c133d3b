import ArgumentParser
import RenderLayout

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
}
