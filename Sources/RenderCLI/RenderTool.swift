import ArgumentParser
import Foundation
import RenderLayout
import RenderScene
import RenderSwiftSource
import RenderCheck

import RenderTools

/// `render`: the command line of docs/scene-format.md, "Command line". A thin shell over
/// the libraries (RenderTools, RenderCheck, RenderScene).
///
/// Exit status: 0 success; 1 bad input; 2 usage error; 3 output could not be written.
@main
struct RenderTool: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Lay out a SwiftUI-like scene exactly as SwiftUI would, and draw it to PNG, SVG or PDF.",
        subcommands: [SceneCommand.self, SweepCommand.self, CheckCommand.self, PreviewsCommand.self, PreviewCommand.self, VocabularyCommand.self,
                      FontsConfCommand.self],
        defaultSubcommand: SceneCommand.self
    )

    static func main() {
        if let first = CommandLine.arguments.dropFirst().first, ["check", "sweep", "previews"].contains(first) {
            keepFreedMemory()
        } else {
            useOneMallocArena()
        }
        // Deep sources recurse deeply; the work runs on a thread with room for it.
        _ = try? LargeStack.run { mainOnThisThread() }
    }

    /// One render runs on one thread, the large-stack one. glibc gives a thread other than the
    /// main one an arena of its own, which grows a page at a time with `mprotect` (31,000 calls
    /// for a 40,000-view grid, about 5% of its CPU); the main arena grows with `brk` in steps of
    /// 128 KiB (1,000 calls). `render preview`, a server that renders on every save, takes the
    /// same settings: its renders follow one another, and a freed block is used again by the next.
    ///
    /// Blocks up to 32 MiB come from that arena too, not from a mapping of their own (glibc's
    /// threshold starts at 128 KiB): a large scene's big arrays grow by doubling, and each
    /// mapping's pages were faulted in fresh and handed back when the array moved on, where the
    /// arena's freed blocks are used again (a 40,201-view grid, debug build: 31,590 → 28,234 page
    /// faults; the peak resident set up to about 1.2 MiB larger on a scene that frees large
    /// blocks, as the settings screen and long text do; docs/performance.md, "Fifteenth pass").
    static func useOneMallocArena() {
        mallopt(mArenaMax, 1)
        mallopt(mMmapThreshold, 32 << 20, unlessSetIn: "MALLOC_MMAP_THRESHOLD_")
    }

    /// `render check`, `previews` and `sweep` render item after item on worker threads, each with
    /// an arena of its own. glibc returns the free top of an arena to the kernel (`madvise`) once it exceeds the trim
    /// threshold, and gives blocks over 128 KiB (a surface, zlib's state) their own mapping,
    /// unmapped when freed: every scene then faulted the same pages in again, 11,500 page faults
    /// for 200 small scenes, a fifth of the check's CPU in the kernel, and the `madvise` and
    /// faults of two threads serialise on the process's memory map (docs/performance.md,
    /// "render check: the serial part"). Keeping freed memory in the arena costs no more than
    /// each arena's peak, which the batch reaches anyway.
    static func keepFreedMemory() {
        mallopt(mTrimThreshold, 1 << 30, unlessSetIn: "MALLOC_TRIM_THRESHOLD_")
        mallopt(mMmapThreshold, 32 << 20, unlessSetIn: "MALLOC_MMAP_THRESHOLD_")
    }

    // malloc.h's options; 32 MiB is glibc's largest mmap threshold on 64-bit (HEAP_MAX_SIZE / 2).
    private static let mTrimThreshold: Int32 = -1, mMmapThreshold: Int32 = -3, mArenaMax: Int32 = -8

    /// glibc's `mallopt` through `dlsym` (Swift's Glibc module leaves out malloc.h). A setting
    /// the user made in glibc's own environment variable is left to win.
    private static func mallopt(_ option: Int32, _ value: Int32, unlessSetIn variable: String? = nil) {
        if let variable, getenv(variable) != nil { return }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: Mallopt.self)(option, value)
    }

    static func mainOnThisThread() {
        let arguments = CommandLine.arguments.dropFirst().flatMap(Self.expandExplain)
        do {
            var command = try parse(Array(arguments))
            try command.run()
        } catch let failure as Failure {
            FileHandle.standardError.write(Data("render: \(Self.shortened(failure.message.escapingControlCharacters(keepingNewlines: true)))\n".utf8))
            Foundation.exit(failure.status)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            FileHandle.standardError.write(Data("render: \(fullMessage(for: error).escapingControlCharacters(keepingNewlines: true))\n".utf8))
            Foundation.exit(code == .failure ? 1 : 2)
        }
    }

    /// The command the arguments ask for. `render SCENE …` (no subcommand named) is parsed by
    /// the scene command alone: the root's parse reflects every command and option type at run
    /// time, which cost a fifth of a small render's CPU (docs/performance.md). Anything that
    /// does not parse that way — a subcommand, help (which parses as the argument parser's own
    /// help command), a usage error — goes through the root, so messages and behaviour stay the
    /// root's. Of these, `render SCENE` with only an output, a proposal, a scale and a layout
    /// dump is read without the argument parser (`SceneCommand.withoutReflection`).
    ///
    /// `render check …` is parsed by the check command alone the same way: a successful parse
    /// of a subcommand under the root is that subcommand's parse of the arguments after its
    /// name (the root has no options of its own), and the root's parse of `check` cost a
    /// third of a one-scene check, all of it before the first scene starts (docs/performance.md,
    /// "render check: the serial part"). Both commands name `render` as their super-command,
    /// so that alone they do not answer `--generate-completion-script` (the root does, for the
    /// whole tool).
    static func parse(_ arguments: [String]) throws -> ParsableCommand {
        if let first = arguments.first, !first.hasPrefix("-") || first == "-",
           !configuration.subcommands.contains(where: { $0._commandName == first }), first != "help" {
            // The common render is read without reflection at all (`SceneCommand.withoutReflection`).
            if let command = SceneCommand.withoutReflection(arguments) { return command }
            if let command = try? SceneCommand.parseAsRoot(arguments), command is SceneCommand { return command }
        }
        if arguments.first == CheckCommand._commandName,
           let command = try? CheckCommand.parseAsRoot(Array(arguments.dropFirst())), command is CheckCommand {
            return command
        }
        return try parseAsRoot(arguments)
    }

    /// A message of at most about 2,000 characters: values quoted from a file can be long.
    static func shortened(_ message: String) -> String {
        let scalars = message.unicodeScalars
        guard scalars.count > 2000 else { return message }
        let head = String(String.UnicodeScalarView(scalars.prefix(1000)))
        let tail = String(String.UnicodeScalarView(scalars.suffix(500)))
        return head + " … (\(scalars.count - 1500) characters left out) … " + tail
    }

    /// `--explain=json` is `--explain --explain-format json` (argument parser options
    /// cannot have an optional value).
    static func expandExplain(_ argument: String) -> [String] {
        guard argument.hasPrefix("--explain=") else { return [argument] }
        return ["--explain", "--explain-format", String(argument.dropFirst("--explain=".count))]
    }
}

/// A failure with its exit status and message.
struct Failure: Error {
    var status: Int32
    var message: String

    static func badInput(_ message: String) -> Failure { Failure(status: 1, message: message) }
    static func usage(_ message: String) -> Failure { Failure(status: 2, message: message) }
    static func output(_ message: String) -> Failure { Failure(status: 3, message: message) }
}
