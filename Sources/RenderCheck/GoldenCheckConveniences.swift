import Foundation
import RenderLayout
import RenderScene

import RenderSwiftUI

/// Golden checks of Swift API views, named and placed as swift-snapshot-testing places its
/// snapshots: the name from the test function (`#function`), the folder from the test file
/// (`#filePath`). `RenderTesting`'s `assertGolden(of:)` reports the result to XCTest or Swift
/// Testing; this is the part that needs neither.
///
/// 1. The golden is `<test file's folder>/__goldens__/<FileName>.<function>[.<named>].png` and
///    `.layout.json`: unique per test file and function.
/// 2. The view is rendered at `width`×`height` (nil: its ideal size) and `scale`, on white.
/// 3. The check is `GoldenCheck.verify`'s; `testFailureMessage` then fails the test on a
///    recording too, so that a new golden is looked at before it is committed.
extension GoldenCheck {
    public static func verify<V: View>(_ view: V, width: Double? = nil, height: Double? = nil, scale: Double = 1,
                                       named name: String? = nil, options: GoldenOptions = GoldenOptions(), record: RecordMode? = nil,
                                       filePath: String = #filePath, function: String = #function) -> GoldenResult {
        let golden = goldenName(filePath: filePath, function: function, named: name)
        let root: ViewNode
        do {
            root = try ImageRenderer(content: view).viewTree()
        } catch {
            var result = GoldenResult(name: golden, status: .failed)
            result.problems = ["cannot build the view: \(error)"]
            return result
        }
        return verify(root, renderOptions: RenderOptions(width: width, height: height, scale: scale), named: golden,
                      in: goldenDirectory(filePath: filePath), options: options, record: record)
    }

    /// `CardTests.testTitle` for `testTitle()` in `CardTests.swift`; `.dark` appended for `named: "dark"`.
    public static func goldenName(filePath: String, function: String, named name: String? = nil) -> String {
        let file = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
        var test = function.prefix { $0 != "(" }
        if test.isEmpty { test = "golden" }
        var result = file + "." + test
        if let name, !name.isEmpty { result += "." + name }
        return String(result.map { $0 == "/" || $0 == "\u{0}" ? "_" : $0 })
    }

    /// The folder of the test file; goldens go to its `__goldens__/`.
    public static func goldenDirectory(filePath: String) -> URL {
        URL(fileURLWithPath: filePath).deletingLastPathComponent()
    }
}

extension GoldenResult {
    /// What a test reports, nil when the check passed. A recording fails too (as
    /// swift-snapshot-testing's does): one line saying what happened, then the layout diff,
    /// the pixels and the files.
    public var testFailureMessage: String? {
        switch status {
        case .passed: return nil
        case .failed: return message
        case .recorded:
            return message + "\n  The test fails when it records: look at the golden, commit it, and run the test again."
        }
    }
}
