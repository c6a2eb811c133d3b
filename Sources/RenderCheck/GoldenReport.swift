import Foundation
import RenderLayout
import RenderScene

import RenderSwiftUI

/// The readable reports of golden checks: text for terminals and test failures, and the
/// self-contained `__failures__/index.html`.
public enum GoldenReport {
    /// Layout changes listed per scene before the rest is summarised.
    public static let maxListedChanges = 25

    // MARK: Text

    /// The environment warning, or nil when nothing changed.
    public static func environmentBlock(changes: [String], note: String?, path: String?) -> String? {
        guard !changes.isEmpty else { return nil }
        var lines = ["warning: the environment differs from the one the goldens were recorded in"
            + (path.map { " (\($0))" } ?? "") + ":"]
        lines += changes.map { "  " + $0 }
        lines.append("  Pixel differences below may come from this rather than from the code.")
        if let note { lines.append("  " + note) }
        return lines.joined(separator: "\n")
    }

    /// One scene's report.
    public static func text(_ result: GoldenResult, includeEnvironment: Bool) -> String {
        var lines: [String] = []
        if includeEnvironment {
            if let block = environmentBlock(changes: result.environmentChanges, note: result.environmentNote, path: nil) {
                lines.append(block)
            }
        }
        switch result.status {
        case .failed: lines.append("FAIL \(result.name)" + headline(result))
        case .passed: lines.append("pass \(result.name)" + (pixelSummary(result.pixels).map { " (\($0))" } ?? ""))
        case .recorded: lines.append("recorded \(result.name)" + (result.recordReason.map { " — \($0)" } ?? ""))
        }
        lines += result.problems.map { "  " + $0 }
        if !result.layoutChanges.isEmpty {
            lines.append("  layout changed (\(count(result.layoutChanges.count, "change"))):")
            for change in result.layoutChanges.prefix(maxListedChanges) { lines.append("    " + change.description) }
            if result.layoutChanges.count > maxListedChanges {
                lines.append("    … and \(result.layoutChanges.count - maxListedChanges) more")
            }
        }
        if result.status != .passed, let pixels = pixelLine(result) { lines.append("  " + pixels) }
        let files = result.failureFiles
        for (label, path) in [("actual:      ", files.actual), ("actual dump: ", files.actualLayout),
                              ("diff:        ", files.diff), ("side by side:", files.sideBySide)] {
            if let path { lines.append("  \(label) \(path)") }
        }
        if result.status == .recorded { lines += result.recordedFiles.map { "  wrote \($0)" } }
        if includeEnvironment, result.environmentChanges.isEmpty, let note = result.environmentNote, result.status != .passed {
            lines.append("  " + note)
        }
        return lines.joined(separator: "\n")
    }

    package static func headline(_ result: GoldenResult) -> String {
        if !result.layoutChanges.isEmpty { return " — layout changed" }
        if !result.pixels.passes {
            if case .unreadableGolden = result.pixels { return " — the golden image cannot be read" }
            return " — pixels differ (layout unchanged)"
        }
        return ""
    }

    /// `pixels: 12 of 8000 pixels differ …; allowed …`, for failures and re-recordings.
    package static func pixelLine(_ result: GoldenResult) -> String? {
        switch result.pixels {
        case .notCompared: return nil
        case .identicalBytes: return "pixels: identical"
        case .unreadableGolden(let reason): return "pixels: golden unreadable: \(reason)"
        case .compared(let diff):
            let options = result.options.pixels
            var text = "pixels: \(diff.description)"
            if !diff.passes && diff.sizeMismatch == nil {
                text += "; allowed: \(options.maxDiffPixels) pixel\(options.maxDiffPixels == 1 ? "" : "s") and ratio \(formatNumber(options.maxDiffRatio))"
                    + " beyond a channel delta of \(options.maxChannelDelta)"
                    + (options.antialiasingAware ? ", anti-aliased edges forgiven" : "")
            }
            if !result.layoutChanges.isEmpty { text += " (the layout change above moves pixels too)" }
            return text
        }
    }

    package static func pixelSummary(_ pixels: GoldenResult.PixelComparison) -> String? {
        switch pixels {
        case .identicalBytes: return "identical"
        case .compared(let diff):
            if diff.identical { return "identical pixels" }
            return "within tolerance: \(diff.differingPixels) differing, largest channel delta \(diff.largestDelta)"
                + (diff.antialiasedPixels > 0 ? ", \(diff.antialiasedPixels) anti-aliased forgiven" : "")
        default: return nil
        }
    }

    package static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    /// The whole-folder report; the last line is always `N passed, N failed`.
    public static func text(_ suite: GoldenSuiteResult) -> String {
        var blocks: [String] = []
        if let block = environmentBlock(changes: suite.environmentChanges, note: suite.environmentNote, path: suite.environmentPath) {
            blocks.append(block)
        }
        for result in suite.results where result.status == .failed {
            blocks.append(text(result, includeEnvironment: false))
        }
        var tail: [String] = []
        for result in suite.results where result.status == .recorded {
            tail.append("recorded \(result.name)" + (result.recordReason.map { " — \($0)" } ?? ""))
        }
        if suite.environmentChanges.isEmpty, let note = suite.environmentNote { tail.append(note) }
        if !suite.orphanedGoldens.isEmpty {
            tail.append("note: goldens without a scene (not checked): " + suite.orphanedGoldens.joined(separator: ", "))
        }
        if let shard = suite.shard {
            tail.append("shard \(shard): \(suite.results.count) of \(count(suite.sceneTotal, "scene"))")
        }
        if let report = suite.reportPath { tail.append("report: \(report)") }
        if let problem = suite.reportProblem { tail.append(problem) }
        if suite.recordedCount > 0 {
            tail.append("\(suite.recordedCount) recorded in \(GoldenStore(directory: suite.directory).goldens)"
                + " (record mode \(suite.record), \(suite.recordSource)): look at them before committing")
        }
        tail.append(suite.summaryLine)
        blocks.append(tail.joined(separator: "\n"))
        return blocks.joined(separator: "\n\n") + "\n"
    }

    // MARK: HTML

    /// `__failures__/index.html`: one section per failing scene with the layout changes and the
    /// images, linked relatively (the folder can be zipped or uploaded as a CI artifact as is).
    public static func html(_ suite: GoldenSuiteResult) -> String {
        let failing = suite.results.filter { $0.status == .failed }
        var body = "<h1>render check: \(escape(suite.summaryLine))</h1>\n"
        body += "<p class=\"meta\">\(escape(suite.directory)) — record mode \(escape(suite.record.rawValue)) (\(escape(suite.recordSource)))</p>\n"
        if !suite.environmentChanges.isEmpty {
            body += "<div class=\"warning\"><h2>The environment differs from the one the goldens were recorded in</h2><ul>"
            body += suite.environmentChanges.map { "<li>\(escape($0))</li>" }.joined()
            body += "</ul><p>Pixel differences below may come from this rather than from the code.</p>"
            if let note = suite.environmentNote { body += "<p>\(escape(note))</p>" }
            body += "</div>\n"
        }
        body += "<ul class=\"toc\">" + failing.map { "<li><a href=\"#\(anchor($0.name))\">\(escape($0.name))</a>\(escape(headline($0)))</li>" }.joined() + "</ul>\n"
        for result in failing {
            body += "<section id=\"\(anchor(result.name))\">\n<h2>\(escape(result.name))<span>\(escape(headline(result)))</span></h2>\n"
            for problem in result.problems { body += "<p class=\"problem\">\(escape(problem))</p>\n" }
            if !result.layoutChanges.isEmpty {
                body += "<h3>Layout changes</h3>\n<table><tr><th>node</th><th>field</th><th>golden</th><th>actual</th></tr>\n"
                for change in result.layoutChanges {
                    body += "<tr><td>\(escape(change.node))</td><td><code>\(escape(change.field))</code></td>"
                        + "<td><code>\(escape(change.expected))</code></td><td><code>\(escape(change.actual))</code></td></tr>\n"
                }
                body += "</table>\n"
            }
            if let pixels = pixelLine(result) { body += "<p class=\"pixels\">\(escape(pixels))</p>\n" }
            let name = result.name
            if result.failureFiles.sideBySide != nil {
                body += "<p class=\"legend\">golden | actual | diff (magenta: differs, amber: anti-aliasing forgiven)</p>\n"
                body += "<img src=\"\(link(name + ".side-by-side.png"))\" alt=\"golden, actual and diff of \(escape(name))\">\n"
            } else if result.failureFiles.actual != nil {
                body += "<img src=\"\(link(name + ".actual.png"))\" alt=\"actual \(escape(name))\">\n"
            }
            var links: [String] = []
            if result.failureFiles.actual != nil { links.append("<a href=\"\(link(name + ".actual.png"))\">actual</a>") }
            if result.failureFiles.diff != nil { links.append("<a href=\"\(link(name + ".diff.png"))\">diff</a>") }
            if case .notCompared = result.pixels {} else {
                links.append("<a href=\"../\(GoldenStore.goldensFolder)/\(link(name + ".png"))\">golden</a>")
            }
            if result.failureFiles.actualLayout != nil { links.append("<a href=\"\(link(name + ".actual.layout.json"))\">actual layout</a>") }
            if !links.isEmpty { body += "<p class=\"links\">" + links.joined(separator: " · ") + "</p>\n" }
            body += "</section>\n"
        }
        return """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>render check: \(escape(suite.summaryLine))</title>
        <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
        h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-bottom: .3em; } h2 span { font-weight: normal; color: #666; }
        .meta { color: #666; }
        .warning { background: #fff4d6; border: 1px solid #e0b000; padding: .5em 1em; margin: 1em 0; }
        .problem { color: #a00; }
        section { border-top: 1px solid #ddd; padding: 1em 0; }
        table { border-collapse: collapse; margin: .5em 0; } td, th { border: 1px solid #ddd; padding: 2px 8px; text-align: left; }
        img { max-width: 100%; border: 1px solid #ccc; image-rendering: pixelated; background: #fff; }
        code { font-family: ui-monospace, monospace; }
        </style>
        </head>
        <body>
        \(body)</body>
        </html>

        """
    }

    package static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }

    /// A file name as a relative URL.
    package static func link(_ fileName: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~@")
        return escape(fileName.addingPercentEncoding(withAllowedCharacters: allowed) ?? fileName)
    }

    package static func anchor(_ name: String) -> String {
        "scene-" + String(name.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" })
    }
}
