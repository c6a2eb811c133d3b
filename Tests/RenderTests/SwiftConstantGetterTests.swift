import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// A computed property read once per row (`InterpreterConstantGetters`) and Foundation's region
/// lists (`InterpreterLocaleLists`, step 1): MovieSwiftUI's country picker builds 250 names
/// from `NSLocale.isoCountryCodes` in a getter its `ForEach` reads for every row.
/// Fixed-advance measurer (10 pt per character, 20 pt lines).
final class SwiftConstantGetterTests: XCTestCase {
    private func load(_ source: String, steps: Int = 200_000) throws -> SwiftSource.Loaded {
        var options = SwiftSource.Options()
        options.stepLimit = steps
        return try SwiftSource.load(Array(source.utf8), file: "View.swift", options: options)
    }

    private func texts(_ loaded: SwiftSource.Loaded) throws -> [String] {
        var options = RenderOptions(canvas: loaded.scene.canvas)
        options.width = 390
        var found: [String] = []
        try Renderer.layout(loaded.scene.root, options: options, measurer: FixedAdvanceMeasurer()).root.forEach {
            if case .text(let run) = $0.content { found.append(run.request.string) }
        }
        return found
    }

    /// The picker's getter, shaped as the app's: Foundation's names of the two-letter codes.
    /// Apple's `NSLocale.isoCountryCodes` holds two-letter codes only; `Locale.Region.isoRegions`
    /// holds the world's and the continents' numeric codes too (swift-foundation's
    /// `_isoRegionCodes`). At rest the picker shows its selection's tag, "Random".
    func testACountryPickersNamesAreFoundations() throws {
        let loaded = try load("""
        struct CountryFilter: View {
            @State var selectedCountry: Int = 0
            var countries: [String] {
                get {
                    var countries: [String] = ["Random"]
                    for code in NSLocale.isoCountryCodes {
                        let id = NSLocale.localeIdentifier(fromComponents: [NSLocale.Key.countryCode.rawValue: code])
                        let name = NSLocale(localeIdentifier: "en_US").displayName(forKey: NSLocale.Key.identifier, value: id)!
                        countries.append(name)
                    }
                    return countries
                }
            }
            var body: some View {
                Form {
                    Picker(selection: $selectedCountry, label: Text("Country")) {
                        ForEach(0 ..< self.countries.count) {
                            Text(self.countries[$0]).tag($0)
                        }
                    }
                    Text("\\(countries.contains("Germany")) \\(countries.contains("Japan")) \\(countries.count == NSLocale.isoCountryCodes.count + 1)")
                    Text(NSLocale.localeIdentifier(fromComponents: [NSLocale.Key.countryCode.rawValue: "FR"]))
                    Text("\\(NSLocale.isoCountryCodes.allSatisfy { $0.count == 2 }) \\(Locale.isoRegionCodes == NSLocale.isoCountryCodes)")
                    Text("\\(Locale.Region.isoRegions.contains { $0.identifier == "001" }) \\(Locale.Region.isoRegions.contains { $0.identifier == "DE" })")
                    Text(NSLocale(localeIdentifier: "de_DE").displayName(forKey: .countryCode, value: "FR") ?? "none")
                }
            }
        }
        """, steps: 400_000)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(loaded), ["Country", "Random", "true true true", "_FR", "true true", "true true", "Frankreich"])
    }

    /// 300 rows each read a getter of a 300-pass loop: 90,000 passes, past the 200,000 steps
    /// of this test if each read ran it; the getter reads nothing from outside itself, so it is
    /// run once and its value read 301 times.
    func testAConstantGetterReadPerRowRunsOnce() throws {
        let loaded = try load("""
        struct Rows: View {
            var doubled: [Int] {
                var values: [Int] = []
                for value in 0 ..< 300 where value >= 0 {
                    if let last = values.last, last < 0 { values.append(-last) } else { values.append(value * 2) }
                }
                return values
            }
            var body: some View {
                VStack {
                    ForEach(0 ..< doubled.count, id: \\.self) { row in
                        Text("\\(doubled[row])")
                    }
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        let found = try texts(loaded)
        XCTAssertEqual(found.count, 300)
        XCTAssertEqual(found.prefix(3), ["0", "2", "4"])
        XCTAssertEqual(found.last, "598")
    }

    /// A getter that reads anything outside itself runs on every read, as Swift runs it: a
    /// class's field that changes between reads, a global function of the module, a member the
    /// module declares on a standard type, and a name a local shadows only later.
    func testAGetterThatReadsOutsideItselfRunsOnEveryRead() throws {
        let loaded = try load("""
        final class Counter {
            var count = 0
            func next() -> Int {
                count += 1
                return count
            }
        }
        let shared = Counter()
        func bump() -> Int { shared.next() }
        extension Int {
            var bumped: Int { self + bump() }
        }
        struct Ticks: View {
            let counter = Counter()
            var tick: Int { counter.next() }
            var global: Int { bump() }
            var extended: Int { 100.bumped }
            var shadowed: Int {
                let first = tick
                if first > 0 {
                    let tick = 0
                    return first + tick
                }
                return first
            }
            var body: some View {
                VStack {
                    Text("\\(tick) \\(tick)")
                    Text("\\(global) \\(global)")
                    Text("\\(extended) \\(extended)")
                    Text("\\(shadowed)")
                }
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(loaded), ["1 2", "1 2", "103 104", "3"])
    }

    /// A getter's value is kept only when it is plain data: `.init()` of the declared class
    /// reads no name of the module, yet makes a new object on each read, as Swift does.
    func testAGetterOfAnInstanceIsNotKept() throws {
        let loaded = try load("""
        final class Box {
            var value = 1
        }
        struct Boxes: View {
            var box: Box { .init() }
            func read() -> Int {
                let first = box
                first.value = 5
                return box.value
            }
            var body: some View {
                Text("\\(read())")
            }
        }
        """)
        XCTAssertEqual(loaded.warnings, [])
        XCTAssertEqual(try texts(loaded), ["1"])
    }
}
