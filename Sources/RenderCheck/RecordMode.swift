import Foundation
import RenderLayout
import RenderScene

import RenderSwiftUI

/// When a golden check writes goldens instead of (or after) comparing.
///
/// | mode | a missing golden | a failing scene | a passing scene |
/// |---|---|---|---|
/// | `never` | fails | fails | passes |
/// | `missing` | is recorded | fails | passes |
/// | `failed` | is recorded | is re-recorded | passes (golden untouched) |
/// | `all` | is recorded | is re-recorded | is re-recorded unless byte-identical |
///
/// The mode comes from `--record` (or the `record:` argument of the Swift API), else the
/// environment variable `RENDER_RECORD`, else `never` when `CI` is set (to anything but
/// `""`, `0`, `false` or `no`) and `missing` otherwise: the first local run records, CI never does.
public enum RecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    case never, missing, failed, all

    public var description: String { rawValue }

    /// A bad `RENDER_RECORD` value.
    public struct InvalidValue: Error, Sendable, CustomStringConvertible {
        public var value: String
        public var description: String {
            "RENDER_RECORD must be one of never, missing, failed, all; got '\(value)'"
        }
    }

    /// The mode in effect: `explicit` (a flag or argument) beats `RENDER_RECORD`, which beats
    /// the CI default.
    public static func resolve(_ explicit: RecordMode? = nil,
                               environment: [String: String] = ProcessInfo.processInfo.environment) throws(InvalidValue) -> RecordMode {
        if let explicit { return explicit }
        if let value = environment["RENDER_RECORD"]?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
            guard let mode = RecordMode(rawValue: value.lowercased()) else { throw InvalidValue(value: value) }
            return mode
        }
        return isCI(environment) ? .never : .missing
    }

    /// Where the mode came from, for messages: "--record", "RENDER_RECORD", "CI is set", "default".
    public static func source(_ explicit: RecordMode? = nil,
                              environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if explicit != nil { return "--record" }
        if let value = environment["RENDER_RECORD"], !value.trimmingCharacters(in: .whitespaces).isEmpty { return "RENDER_RECORD" }
        return isCI(environment) ? "CI is set" : "default"
    }

    /// Whether `CI` is set to something other than empty, `0`, `false` or `no`.
    public static func isCI(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
        return !["", "0", "false", "no"].contains(value)
    }

    /// Whether a scene with no golden is recorded.
    public var recordsMissing: Bool { self != .never }
    /// Whether a scene that fails the check is re-recorded.
    public var recordsFailed: Bool { self == .failed || self == .all }
}
