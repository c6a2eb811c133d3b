import Foundation
import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What Pocket Casts', Home Assistant's and Duck Duck Go's rows of `scripts/corpus/fresh.tsv`
/// stopped at (docs/corpus.md, "Fresh apps"), each in a snippet shaped like the app code but
/// written here; exact results with the fixed-advance measurer (10 pt a character, 20 pt lines).
extension SwiftAppCodeTests {
    /// `value is T` (`InterpreterTypeChecks`), as an `extension View { func modify(_:) }` asks it.
    func testTypeChecksAreAnsweredWhereKnownAndUnknownElsewhere() throws {
        let modify = """
        import SwiftUI
        extension View {
            @ViewBuilder
            func modify(@ViewBuilder _ transform: (Self) -> (some View)?) -> some View {
                if let view = transform(self), !(view is EmptyView) {
                    view
                } else {
                    self
                }
            }
        }
        """
        // The transform's view is no EmptyView: it is drawn (padded 5 on each side).
        XCTAssertEqual(try leaves(modify + "\n" + """
        struct Handle: View {
            var body: some View {
                Color.red.frame(width: 20, height: 20).modify { $0.padding(5) }
            }
        }
        """), ["Color 185,390 20x20"])
        XCTAssertEqual(try layout(modify + "\n" + """
        struct Handle: View {
            var body: some View {
                Color.red.frame(width: 20, height: 20).modify { $0.padding(5) }
            }
        }
        """).root.frame.size, Size(width: 30, height: 30))
        // Standard values and the module's types.
        XCTAssertEqual(try texts("""
        import SwiftUI
        class Shape {}
        class Square: Shape {}
        struct Dot {}
        struct V: View {
            let square = Square()
            var body: some View {
                VStack {
                    Text(1 is Int ? "int" : "no")
                    Text("a" is Int ? "int" : "string")
                    Text(2.5 is String ? "string" : "number")
                    Text(square is Shape ? "shape" : "no")
                    Text(Dot() is Square ? "square" : "dot")
                    Text(Text("a") is Text ? "text" : "no")
                    Text(Text("a").padding() is Text ? "text" : "modified")
                }
            }
        }
        """), ["int", "string", "number", "shape", "dot", "text", "modified"])
        // A check the renderer cannot answer (a protocol) is unknown: the `if` a placeholder.
        let loaded = try load("""
        import SwiftUI
        protocol Named {}
        struct Dot {}
        struct V: View {
            var body: some View {
                if Dot() is Named { Text("named") } else { Text("plain") }
            }
        }
        """)
        XCTAssertTrue(loaded.warnings.contains { $0.contains("placeholder for if Dot() is Named") }, "\(loaded.warnings)")
        // Whether a floating value is a CGFloat is unknown too: the renderer keeps Double,
        // CGFloat and Float as one kind of number (review R1, session 15).
        let floating = try load("""
        import SwiftUI
        struct V: View {
            let width: Double = 2.5
            var body: some View {
                if width is CGFloat { Text("cg") } else { Text("double") }
            }
        }
        """)
        XCTAssertTrue(floating.warnings.contains { $0.contains("placeholder for if width is CGFloat") }, "\(floating.warnings)")
    }

    /// `CGPoint(x: .max, y: .max)` is `Int.max`s, and `position(_:)`/`offset(_:)` of a point or
    /// size are `position(x:y:)`/`offset(x:y:)` (`InterpreterGeometryArguments`).
    func testPointAndSizeArgumentsAndIntegerBoundsOfGeometry() throws {
        let written = try leaves("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).position(CGPoint(x: 30, y: 40))
                    Color.blue.frame(width: 10, height: 10).offset(CGSize(width: 7, height: 3))
                }
            }
        }
        """)
        let labelled = try leaves("""
        import SwiftUI
        struct V: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 10, height: 10).position(x: 30, y: 40)
                    Color.blue.frame(width: 10, height: 10).offset(x: 7, y: 3)
                }
            }
        }
        """)
        XCTAssertEqual(written, labelled)
        // The module's own `position` of other labels does not hide SwiftUI's point overload.
        XCTAssertEqual(try leaves("""
        import SwiftUI
        extension View {
            func position(x: CGFloat, y: CGFloat, for size: CGSize) -> some View { self.position(x: x + size.width, y: y) }
        }
        struct V: View {
            var body: some View {
                Color.red.frame(width: 10, height: 10).position(CGPoint(x: 30, y: 40))
            }
        }
        """), ["Color 25,35 10x10"])
        XCTAssertEqual(written, ["Color 25,35 10x10", "Color 197,793 10x10"])
        // Pocket Casts' off-screen view: at the scene's bound, off every screen.
        XCTAssertEqual(try leaves("""
        import SwiftUI
        struct V: View {
            var body: some View {
                Color.clear.frame(width: 0, height: 0).position(CGPoint(x: .max, y: .min))
            }
        }
        """), ["Color 100000,-100000 0x0"])
        XCTAssertEqual(Interpreter.integerBound(.symbol(Symbol(type: nil, steps: [.init(name: "max", arguments: nil)])), of: "CGSize"), Double(Int.max))
        XCTAssertNil(Interpreter.integerBound(.symbol(Symbol(type: nil, steps: [.init(name: "max", arguments: nil)])), of: "EdgeInsets"))
        // A literal past the bound stays the scene's range error.
        XCTAssertTrue(message("""
        import SwiftUI
        struct V: View { var body: some View { Color.red.position(x: 200000, y: 0) } }
        """).contains("out of range"), message(""))
    }

    /// A `.strings` file written as an XML property list (`StringTables` step 6).
    func testStringsFilesInPropertyListForm() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <!--Warning: Auto-generated file, do not edit.-->
        <plist version="1.0">
        <dict>
          <key>import</key>
          <string>Importieren</string>
          <key>done</key>
          <string>Fertig</string>
        </dict>
        </plist>
        """
        XCTAssertEqual(StringTables.parseStrings(Data(xml.utf8)), ["import": "Importieren", "done": "Fertig"])
        let binary = try PropertyListSerialization.data(fromPropertyList: ["k": "v"], format: .binary, options: 0)
        XCTAssertEqual(StringTables.parseStrings(binary), ["k": "v"])
        // A plist that is no dictionary of strings is no strings file.
        XCTAssertNil(StringTables.parseStrings(Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>n</key><integer>3</integer></dict></plist>".utf8)))
        XCTAssertNil(StringTables.parseStrings(Data("<?xml version=\"1.0\"?><plist version=\"1.0\"><array/></plist>".utf8)))
        // The text form still reads as before.
        XCTAssertEqual(StringTables.parseStrings(Data("\"a\" = \"b\";".utf8)), ["a": "b"])
        // Mutated property lists parse or are nil; they never trap or run on.
        let sample = Array(xml.utf8)
        var state: UInt64 = 26
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        for round in 0..<500 {
            var bytes = round % 3 == 0 ? Array(sample.prefix(next(sample.count))) : sample
            for _ in 0..<(1 + round % 5) where !bytes.isEmpty { let alphabet = Array("<>/!&;\"= \nkeystring".utf8); bytes[next(bytes.count)] = alphabet[next(alphabet.count)] }
            _ = StringTables.parseStrings(Data(bytes))
        }
    }
}

extension AssetCatalogTests {
    /// Xcode's generated symbols of a folder that provides a namespace: `.Icons.mark`.
    func testNamespacedGeneratedSymbols() throws {
        XCTAssertEqual(Interpreter.namespacedSymbol("Onboarding/Rocket", dropping: "Image"), "Onboarding.rocket")
        XCTAssertEqual(Interpreter.namespacedSymbol("icon-previews/App Icon", dropping: "Image"), "IconPreviews.appIcon")
        XCTAssertEqual(Interpreter.namespacedSymbol("Brand/Text/PrimaryColor", dropping: "Color"), "Brand.Text.primary")
        // The fixture's `Icons/Mark` colour (0, 0, 1) through its namespace.
        assertPixel(try render("Color(.Icons.mark)").image[45, 45], 0, 0, 255, "Color(.Icons.mark)")
        assertPixel(try render("Rectangle().fill(Color(ColorResource.Icons.mark))").image[45, 45], 0, 0, 255, "ColorResource.Icons.mark")
        // A namespaced image the catalogs lack: the named placeholder, with the warning.
        let missing = try render("Image(.Onboarding.rocket)")
        // Named by the symbol as written: the asset's real name (`Onboarding/Rocket`?) is not known,
        // so no path is made up from the symbol (review 15 R1, fresh25aa 3).
        XCTAssertTrue(missing.loaded.warnings.contains { $0.contains("warning: no image named .Onboarding.rocket in the module's asset catalogs") },
                      "\(missing.loaded.warnings)")
        XCTAssertFalse(missing.loaded.warnings.contains { $0.contains("Onboarding/") }, "\(missing.loaded.warnings)")
        XCTAssertTrue(missing.loaded.warnings.contains { $0.contains("placeholder for Image(.Onboarding.rocket)") }, "\(missing.loaded.warnings)")
    }
}
