import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// An enum case used as a function (`entries.map(Kind.tag)`), also where a static property of
/// the case's name shadows it (Compound's `static var plain: Self { .plain(.standard) }` beside
/// `case plain(TextEntry)`): `InterpreterEnumStaticOverloads` step 3, in a snippet written for the
/// test (issue 25, lane scope25bh).
final class SwiftEnumCaseReferenceTests: XCTestCase {
    private func load(_ source: String) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options()
        options.stepLimit = 100_000
        return try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options)
    }

    /// `map(Kind.tag)` makes `.tag(entry)` of each entry; `map(Kind.plain)` is the case too
    /// (the static is a `Kind`, no function of an `Entry`), while `Kind.plain` read as a value
    /// is the static, `.plain(.standard)`. Main's binary refused the file ("cannot call
    /// 'Kind.tag' with 1 values").
    func testACaseReferenceMappedMakesTheCaseBesideAShadowingStatic() throws {
        let loaded = try load("""
        import SwiftUI

        enum Entry { case standard, secure }

        enum Kind {
            case plain(Entry)
            case tag(Entry)
            static var plain: Self { .plain(.standard) }

            var label: String {
                switch self {
                case .plain(let entry): return "plain-\\(entry)"
                case .tag(let entry): return "tag-\\(entry)"
                }
            }
        }

        struct Row: View {
            let entries: [Entry] = [.secure, .standard]
            var body: some View {
                VStack {
                    Text(entries.map(Kind.tag).map(\\.label).joined(separator: ","))
                    Text(entries.map(Kind.plain).map(\\.label).joined(separator: ","))
                    Text(Kind.plain.label)
                }
            }
        }

        #Preview { Row() }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try layoutTexts(loaded), ["tag-secure,tag-standard", "plain-secure,plain-standard", "plain-standard"])
    }
}
