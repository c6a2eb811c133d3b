import ArgumentParser
import RenderLayout

/// `render fonts-conf`: the fontconfig configuration render measures and draws with, its cache
/// folder filled in, so `make bench`'s C floor uses the very same fonts (not listed in --help).
struct FontsConfCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fonts-conf",
        abstract: "Print the project's fonts.conf (for make bench's C floor).",
        shouldDisplay: false
    )

    func run() throws {
        print(ProjectFonts.fontsConf(cacheDirectory: ProjectFonts.cacheDirectory), terminator: "")
    }
}
