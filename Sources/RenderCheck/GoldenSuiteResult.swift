import Foundation
import RenderLayout
import RenderScene

import RenderSwiftUI

/// Why a whole-folder check could not run at all (bad input: exit status 1).
public enum GoldenSuiteError: Error, Sendable, CustomStringConvertible {
    case notADirectory(String)
    case noScenes(String)
    /// `render check PATH --previews` found no preview in PATH's Swift files.
    case noPreviews(String)
    case fontsMissing
    case invalidRecordMode(String)

    public var description: String {
        switch self {
        case .notADirectory(let path): return "\(path): no such folder"
        case .noScenes(let path): return "\(path): no *.json or *.swift scenes to check"
        case .noPreviews(let path): return "\(path): no #Preview or PreviewProvider to check"
        case .fontsMissing:
            return "the project's fonts are not installed (fonts-inter, fonts-noto-cjk, …: run `make deps`); "
                + "goldens rendered with other fonts would be wrong"
        case .invalidRecordMode(let message): return message
        }
    }
}

/// The outcome of a whole-folder check.
public struct GoldenSuiteResult: Sendable {
    public var directory: String
    public var results: [GoldenResult]
    public var record: RecordMode
    public var recordSource: String
    /// Differences of this machine's environment from `__goldens__/environment.json`.
    public var environmentChanges: [String] = []
    public var environmentNote: String?
    public var environmentPath: String?
    /// `__failures__/index.html`, when written.
    public var reportPath: String?
    public var reportProblem: String?
    /// A golden, failure file or report could not be written.
    public var writeFailed = false
    /// The shard checked, when only one was, and how many scenes the whole folder has.
    public var shard: GoldenShard?
    public var sceneTotal = 0
    /// Goldens in `__goldens__/` without a scene (left alone; delete them if the scene is gone for good).
    public var orphanedGoldens: [String] = []

    package init(directory: String, results: [GoldenResult], record: RecordMode, recordSource: String) {
        self.directory = directory
        self.results = results
        self.record = record
        self.recordSource = recordSource
        writeFailed = results.contains { $0.writeFailed }
    }

    public var passedCount: Int { results.filter { $0.status == .passed }.count }
    public var failedCount: Int { results.filter { $0.status == .failed }.count }
    public var recordedCount: Int { results.filter { $0.status == .recorded }.count }
    /// Nothing failed.
    public var succeeded: Bool { failedCount == 0 }

    /// `38 passed, 2 failed` — the closing line, always in this form.
    public var summaryLine: String { "\(passedCount) passed, \(failedCount) failed" }

    /// The whole report: environment warning, failures, recorded goldens, files, then the summary line.
    public var text: String { GoldenReport.text(self) }
}
