import Foundation
import XCTest

/// The sources cite the project's documents by path and section —
/// `(docs/layout-rules.md, "Containers: ZStack")` — and a citation that leads nowhere is worse
/// than none: this checks every one in `Sources/` resolves.
///
/// 1. Comment lines that follow each other are read as one paragraph, so a citation broken over
///    two lines counts; code lines (a warning's text) are read too.
/// 2. Every `….md` path must be a file of the repository; a bare `name.md` fails, as it says
///    neither where the file is nor whether it exists.
/// 3. Quoted names after the path — `, "A"`, then `, "B"` or ` and "B"` — are sections: each must
///    be a heading of that file, or `Parent: Heading` for a heading under another.
final class DocsCitationTests: XCTestCase {
    func testEveryCitationInSourcesResolves() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        guard let walker = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil) else {
            return XCTFail("cannot list \(sources.path)")
        }
        var problems: [String] = [], citations = 0
        var headingsByFile: [String: Set<String>] = [:]
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.path.dropFirst(repositoryRoot.path.count + 1))
            for (line, paragraph) in Self.paragraphs(of: text) {
                for citation in Self.citations(in: paragraph) {
                    citations += 1
                    let place = "\(relative):\(line): \(citation.path)"
                    guard citation.path.contains("/") else {
                        problems.append("\(place): give the path from the repository root (docs/\(citation.path)?)")
                        continue
                    }
                    let file = repositoryRoot.appendingPathComponent(citation.path)
                    guard let document = try? String(contentsOf: file, encoding: .utf8) else {
                        problems.append("\(place): no such file")
                        continue
                    }
                    let headings = headingsByFile[citation.path] ?? Self.sectionNames(of: document)
                    headingsByFile[citation.path] = headings
                    for section in citation.sections where !headings.contains(section) {
                        problems.append("\(place): no section \"\(section)\"")
                    }
                }
            }
        }
        XCTAssertEqual(problems, [], problems.joined(separator: "\n"))
        XCTAssertGreaterThan(citations, 40, "the scan found too few citations to be reading the sources")
    }

    func testSectionNamesAndCitationsAreReadAsDocumented() {
        let markdown = """
            # Title

            ## Containers

            ### HStack / VStack

            ```
            # not a heading
            ```
            ## Fonts and text styles
            """
        XCTAssertEqual(Self.sectionNames(of: markdown), [
            "Title", "Containers", "Title: Containers", "HStack / VStack", "Containers: HStack / VStack",
            "Title: HStack / VStack", "Fonts and text styles", "Title: Fonts and text styles",
        ] as Set)
        let text = """
            /// `Text` (docs/layout-rules.md, "Leaves:
            /// Text") and docs/scene-format.md, "Views", "Modifiers" and "Colours".
            let x = 1 // layout-rules.md
            """
        let found = Self.paragraphs(of: text).flatMap { Self.citations(in: $0.text) }
        XCTAssertEqual(found.map(\.path), ["docs/layout-rules.md", "docs/scene-format.md", "layout-rules.md"])
        XCTAssertEqual(found.map(\.sections), [["Leaves: Text"], ["Views", "Modifiers", "Colours"], []])
        // A quotation after a colon is not a section.
        let quoted = #"docs/performance.md, "PNG writing": "up" at level 6"#
        XCTAssertEqual(Self.citations(in: quoted).first?.sections, ["PNG writing"])
    }

    /// Runs of comment lines joined into one paragraph each (markers stripped), and code lines
    /// alone, with the 1-based line each starts on.
    static func paragraphs(of text: String) -> [(line: Int, text: String)] {
        var result: [(line: Int, text: String)] = []
        var comment: (line: Int, text: String)?
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.drop { $0 == " " }
            if line.hasPrefix("//") {
                let body = line.drop { $0 == "/" }.drop { $0 == " " }
                comment = comment.map { ($0.line, $0.text + " " + body) } ?? (index + 1, String(body))
            } else {
                if let comment { result.append(comment) }
                comment = nil
                result.append((index + 1, String(line)))
            }
        }
        if let comment { result.append(comment) }
        return result
    }

    /// Each `….md` path in `text`, with the quoted section names that follow it.
    static func citations(in text: String) -> [(path: String, sections: [String])] {
        let pathCharacters = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-./")
        var result: [(path: String, sections: [String])] = []
        var rest = Substring(text)
        while let range = rest.range(of: ".md") {
            let after = rest[range.upperBound...]
            var start = range.lowerBound
            while start > rest.startIndex, pathCharacters.contains(rest[rest.index(before: start)]) {
                start = rest.index(before: start)
            }
            rest = after
            // `.md` ends the path (not `.mdx`, not `x.md.json`; a full stop may follow), and a
            // name comes before it.
            let next = after.first, afterNext = after.dropFirst().first
            if let next, pathCharacters.contains(next), next != "." { continue }
            if next == ".", let afterNext, pathCharacters.contains(afterNext) { continue }
            guard start < range.lowerBound else { continue }
            let path = String(rest.base[start..<range.upperBound])
            var sections: [String] = []
            var tail = after
            var separators = [", \""]
            while let separator = separators.first(where: { tail.hasPrefix($0) }),
                  let close = tail.dropFirst(separator.count).firstIndex(of: "\"") {
                sections.append(String(tail[tail.index(tail.startIndex, offsetBy: separator.count)..<close]))
                tail = tail[tail.index(after: close)...]
                separators = [", \"", " and \""]
            }
            result.append((path, sections))
        }
        return result
    }

    /// Every heading's text, and `Ancestor: Heading` for each heading above it; fenced code skipped.
    static func sectionNames(of markdown: String) -> Set<String> {
        var names: Set<String> = []
        var open: [(level: Int, title: String)] = []
        var fenced = false
        for line in markdown.split(separator: "\n") {
            if line.hasPrefix("```") { fenced.toggle() }
            guard !fenced, line.hasPrefix("#") else { continue }
            let level = line.prefix { $0 == "#" }.count
            guard line.dropFirst(level).hasPrefix(" ") else { continue }
            let title = line.dropFirst(level + 1).trimmingCharacters(in: .whitespaces)
            open.removeAll { $0.level >= level }
            names.insert(title)
            for ancestor in open { names.insert("\(ancestor.title): \(title)") }
            open.append((level, title))
        }
        return names
    }
}
