import RenderLayout
import RenderScene
import RenderSwiftUI

/// The outcome of checking one scene against its goldens (`__goldens__/NAME.png` and
/// `NAME.layout.json`). `message` is the readable report; `passed` is false only for `.failed`.
public struct GoldenResult: Sendable {
    public enum Status: String, Sendable {
        /// Compared and matched (layout exactly, pixels within tolerance).
        case passed
        /// A layout change, a pixel difference beyond tolerance, a missing golden that the
        /// record mode does not record, or a scene that cannot be rendered.
        case failed
        /// Goldens were written (new, or re-recorded by `--record failed|all`).
        case recorded
    }

    /// How the pixels compared.
    public enum PixelComparison: Sendable {
        /// No golden image, or the scene did not render.
        case notCompared
        /// The PNG files are byte-for-byte equal.
        case identicalBytes
        /// Compared pixel by pixel (the bytes differed).
        case compared(ImageDiffResult)
        /// The golden PNG could not be decoded (the reason).
        case unreadableGolden(String)

        public var passes: Bool {
            switch self {
            case .notCompared, .identicalBytes: return true
            case .compared(let result): return result.passes
            case .unreadableGolden: return false
            }
        }
    }

    /// Paths of the files written to `__failures__/` for a failing scene.
    public struct FailureFiles: Sendable, Equatable {
        public var actual: String?
        public var actualLayout: String?
        public var diff: String?
        public var sideBySide: String?

        public var all: [String] { [actual, actualLayout, diff, sideBySide].compactMap { $0 } }
    }

    /// The golden's name: the scene file's name without `.json`.
    public var name: String
    public var status: Status
    /// The check passed (or recorded goldens).
    public var passed: Bool { status != .failed }
    /// Differences between the golden layout dump and this render's, in tree order.
    public var layoutChanges: [LayoutChange] = []
    public var pixels: PixelComparison = .notCompared
    /// Why the scene failed besides layout and pixels: a missing golden in `never` mode, a scene
    /// that does not decode or render, a file that cannot be written.
    public var problems: [String] = []
    /// Golden files written, and why (`new golden`, `re-recorded: layout changed`).
    public var recordedFiles: [String] = []
    public var recordReason: String?
    public var failureFiles = FailureFiles()
    /// Differences of the environment from `__goldens__/environment.json` (single-scene checks;
    /// a directory check reports them once, on `GoldenSuiteResult`).
    public var environmentChanges: [String] = []
    /// What happened to the fingerprint file, when something did.
    public var environmentNote: String?
    /// The pixel tolerances used, for the report.
    public var options: GoldenOptions = GoldenOptions()
    /// The record mode in effect and where it came from (`--record`, `RENDER_RECORD`, `CI is set`, `default`).
    public var record: RecordMode = .never
    public var recordSource: String = "default"
    /// A file could not be written (goldens or failure images).
    public var writeFailed = false

    public init(name: String, status: Status) {
        self.name = name
        self.status = status
    }

    /// The report: the environment warning first (if any), then the layout changes, then the
    /// pixels, then the files written.
    public var message: String { GoldenReport.text(self, includeEnvironment: true) }
}

/// A failed golden check, thrown by `assertLayoutSnapshot`; its description is the report.
public struct GoldenFailure: Error, Sendable, CustomStringConvertible {
    public var result: GoldenResult
    /// Where the assertion was written.
    public var file: String
    public var line: UInt

    public init(result: GoldenResult, file: String, line: UInt) {
        self.result = result
        self.file = file
        self.line = line
    }

    public var message: String { result.message }
    public var description: String { "\(file):\(line): \(result.message)" }
}
