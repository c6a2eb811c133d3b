import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// What the previews of Apple's Scrumdinger tutorial app stopped at (issue 27,
/// docs/previews.md "A real app"), each in a snippet shaped like the app's code, with exact
/// results (the fixed-advance measurer: 10 pt per character).
extension SwiftAppCodeTests {
    /// The fractions the placed progress bars draw, in tree order, and whether each is tinted.
    private func progressValues(_ source: String) throws -> [Double] {
        var found: [Double] = []
        try layout(source).root.forEach { if case .progress(let value, _) = $0.content { found.append(value) } }
        return found
    }

    private func progressTints(_ source: String) throws -> [RGBA?] {
        var found: [RGBA?] = []
        try layout(source).root.forEach { if case .progress(_, let tint) = $0.content { found.append(tint) } }
        return found
    }

    func testProgressViewOfTheConfigurationDrawsTheStyledProgressViewUnderTheCustomStyle() throws {
        // Scrumdinger's ScrumProgressViewStyle: a rounded bar with the default progress view of
        // the configuration inset over it.
        let source = """
        import SwiftUI

        struct Theme { var accentColor: Color; var mainColor: Color }

        struct ScrumProgressViewStyle: ProgressViewStyle {
            var theme: Theme
            func makeBody(configuration: Configuration) -> some View {
                ZStack {
                    RoundedRectangle(cornerRadius: 10.0)
                        .fill(theme.accentColor)
                        .frame(height: 20.0)
                    ProgressView(configuration)
                        .tint(theme.mainColor)
                        .frame(height: 12.0)
                        .padding(.horizontal)
                }
            }
        }

        struct PercentStyle: ProgressViewStyle {
            func makeBody(configuration: Configuration) -> some View {
                VStack(spacing: 0) {
                    Text("\\(Int((configuration.fractionCompleted ?? 0) * 100))%")
                    ProgressView(configuration)
                }
            }
        }

        struct Header: View {
            var body: some View {
                VStack(spacing: 0) {
                    ProgressView(value: 0.4)
                        .progressViewStyle(ScrumProgressViewStyle(theme: Theme(accentColor: .black, mainColor: .yellow)))
                    ProgressView(value: 3, total: 4)
                        .progressViewStyle(PercentStyle())
                    // The outer custom style restyles what the inner one's configuration draws,
                    // as SwiftUI composes styles.
                    ProgressView(value: 0.5)
                        .progressViewStyle(ScrumProgressViewStyle(theme: Theme(accentColor: .black, mainColor: .yellow)))
                        .progressViewStyle(PercentStyle())
                }
            }
        }
        """
        XCTAssertEqual(try progressValues(source), [0.4, 0.75, 0.5])
        // `.tint(theme.mainColor)` colours the bar's fill, as iOS 15 tints a linear progress view.
        let yellow = try XCTUnwrap(try progressTints(source)[0])
        XCTAssertEqual(try progressTints(source), [yellow, nil, yellow])
        XCTAssertGreaterThan(yellow.red, 0.9)
        XCTAssertLessThan(yellow.blue, 0.2)
        XCTAssertEqual(try texts(source), ["75%", "50%"])
        // The bar: the rounded rectangle 390 × 20; the progress view inset 16 a side, its
        // 12-point frame centred in it; the percent style's text centred above its bar. The
        // third is the bar again (20 high), with the percent style's stack in its 12-point frame:
        // 20 + 24 + 20 = 64 points, centred in 800.
        let leaves = try self.leaves(source)
        XCTAssertEqual(Array(leaves.prefix(4)), ["RoundedRectangle 0,368 390x20", "ProgressView 16,376 358x4",
                                                 "Text 180,388 30x20", "ProgressView 0,408 390x4"])
    }

    func testLocalizedDescriptionOfAnAppErrorIsFoundations() throws {
        // Scrumdinger's ErrorView preview: an error enum nested in the preview provider.
        let source = """
        import SwiftUI

        struct ErrorWrapper: Identifiable {
            let id: UUID
            let error: Error
            let guidance: String
            init(id: UUID = UUID(), error: Error, guidance: String) {
                self.id = id
                self.error = error
                self.guidance = guidance
            }
        }

        enum Coded: Int, Error { case low = 7, high = 9 }
        struct Failure: Error { var reason: String }
        enum Described: LocalizedError {
            case offline
            var errorDescription: String? { "You are offline." }
        }

        struct ErrorView: View {
            let errorWrapper: ErrorWrapper
            var body: some View {
                VStack {
                    Text(errorWrapper.error.localizedDescription)
                    Text(errorWrapper.guidance)
                    Text(Coded.high.localizedDescription)
                    Text(Failure(reason: "x").localizedDescription)
                    Text(Described.offline.localizedDescription)
                }
            }
        }

        struct ErrorView_Previews: PreviewProvider {
            enum SampleError: Error {
                case errorRequired
                case another
            }
            static var wrapper: ErrorWrapper {
                ErrorWrapper(error: SampleError.another, guidance: "You can safely ignore this error.")
            }
            static var previews: some View {
                ErrorView(errorWrapper: wrapper)
            }
        }
        """
        // A file read from bytes is compiled alone: its module is `main`.
        XCTAssertEqual(try texts(source), [
            "The operation couldn’t be completed. (main.ErrorView_Previews.SampleError error 1.)",
            "You can safely ignore this error.",
            "The operation couldn’t be completed. (main.Coded error 9.)",
            "The operation couldn’t be completed. (main.Failure error 1.)",
            "You are offline.",
        ])
    }

    func testTheModuleNameOfAnErrorsDomainIsTheTargetOfTheFilesPlace() throws {
        let root = try temporaryDirectory(self)
        let manager = FileManager.default
        let package = root.appendingPathComponent("Pkg/Sources/My-App/Views")
        try manager.createDirectory(at: package, withIntermediateDirectories: true)
        try Data().write(to: package.appendingPathComponent("A.swift"))
        XCTAssertEqual(Interpreter.moduleName(ofFile: package.appendingPathComponent("A.swift").path), "My_App")
        let app = root.appendingPathComponent("iOS-App-Dev-Tutorials-Scrumdinger")
        try manager.createDirectory(at: app.appendingPathComponent("iOS-App-Dev-Tutorials-Scrumdinger.xcodeproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: app.appendingPathComponent("Sources2/Models"), withIntermediateDirectories: true)
        try Data().write(to: app.appendingPathComponent("Sources2/Models/E.swift"))
        XCTAssertEqual(Interpreter.moduleName(ofFile: app.appendingPathComponent("Sources2/Models/E.swift").path),
                       "iOS_App_Dev_Tutorials_Scrumdinger")
        XCTAssertEqual(Interpreter.moduleName(ofFile: "/no/such/File.swift"), "main")
    }

    func testAMethodOfAnInstanceIsAValue() throws {
        // Scrumdinger's MeetingView: `skipAction: scrumTimer.skipSpeaker`, a method of the
        // `@StateObject` class, given to the footer as its button's action.
        let source = """
        import SwiftUI

        final class ScrumTimer: ObservableObject {
            @Published var speakerIndex = 0
            func skipSpeaker() { speakerIndex += 1 }
        }

        struct Tally {
            var count = 0
            func read() -> Int { count }
        }

        struct MeetingFooterView: View {
            let skipAction: () -> Void
            var body: some View {
                Button(action: skipAction) { Image(systemName: "forward.fill") }
            }
        }

        struct MeetingView: View {
            @StateObject var scrumTimer = ScrumTimer()
            var body: some View {
                let skip = scrumTimer.skipSpeaker
                skip()
                skip()
                var tally = Tally()
                let read = tally.read
                tally.count = 5
                return VStack {
                    // The class is shared: the bound method changed it.
                    Text("Speaker \\(scrumTimer.speakerIndex)")
                    // The struct was copied when its method was named.
                    Text("Read \\(read()) of \\(tally.count)")
                    MeetingFooterView(skipAction: scrumTimer.skipSpeaker)
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["Speaker 2", "Read 0 of 5"])
        XCTAssertTrue(message("""
        import SwiftUI
        final class Timer2: ObservableObject { func skip() {} }
        struct V: View { let t = Timer2(); var body: some View { Button("x", action: t.noSuchMethod) } }
        """).contains("no member 'noSuchMethod'"))
    }

    func testListFormatterJoinsInTheLocale() throws {
        // Scrumdinger's HistoryView: the attendees joined as a list.
        let source = """
        import SwiftUI
        struct Attendee { let name: String }
        struct HistoryView: View {
            let attendees = [Attendee(name: "Jon"), Attendee(name: "Darla"), Attendee(name: "Luis")]
            var body: some View {
                VStack {
                    Text(ListFormatter.localizedString(byJoining: attendees.map { $0.name }))
                    Text(ListFormatter.localizedString(byJoining: ["Jon", "Darla"]))
                    Text(ListFormatter.localizedString(byJoining: ["Jon"]))
                }
            }
        }
        """
        XCTAssertEqual(try texts(source), ["Jon, Darla, and Luis", "Jon and Darla", "Jon"])
        XCTAssertEqual(try texts(source, locale: "de_DE"), ["Jon, Darla und Luis", "Jon und Darla", "Jon"])
    }

    func testAnArrayExtensionCallsTheArraysMethodsUnqualified() throws {
        // Scrumdinger's `extension Array where Element == DailyScrum.Attendee { func toSpeakers() }`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct Attendee { let name: String }
        struct Speaker { let name: String; var isCompleted: Bool }
        extension Array where Element == Attendee {
            func toSpeakers() -> [Speaker] {
                if isEmpty {
                    return [Speaker(name: "Speaker 1", isCompleted: false)]
                } else {
                    return map { Speaker(name: $0.name, isCompleted: false) }
                }
            }
        }
        struct Speakers: View {
            var body: some View {
                VStack {
                    Text([Attendee(name: "Cathy"), Attendee(name: "Daisy")].toSpeakers().map { $0.name }.joined(separator: ", "))
                    Text([Attendee]().toSpeakers()[0].name)
                }
            }
        }
        """), ["Cathy, Daisy", "Speaker 1"])
    }

    func testAStaticInitialiserReadsItsTypesOtherStatics() throws {
        // Landmarks' HexagonParameters: `static let segments = [… y: 0.20 + adjustment …]`.
        XCTAssertEqual(try texts("""
        import SwiftUI
        struct HexagonParameters {
            struct Segment { let y: CGFloat }
            static let adjustment: CGFloat = 0.085
            static let segments = [Segment(y: 0.20 + adjustment), Segment(y: 0.70 - adjustment)]
        }
        struct Badge: View {
            var body: some View { Text("\\(HexagonParameters.segments.count) \\(HexagonParameters.segments[1].y)") }
        }
        """), ["2 0.615"])
    }

    func testAScrollViewOfSeveralViewsStacksThem() throws {
        // Landmarks' LandmarkDetail: `ScrollView { MapView() … CircleImage() … VStack { … } }`,
        // shown one above the other: the same as an explicit VStack (centred, default spacing).
        func detail(_ content: String) -> String {
            """
            import SwiftUI
            struct Detail: View {
                var body: some View {
                    ScrollView {
                        \(content)
                    }
                }
            }
            """
        }
        let views = "Color.blue.frame(height: 100)\nText(\"Turtle Rock\")\nText(\"Joshua Tree\")"
        let implicit = try leaves(detail(views), width: 200)
        XCTAssertEqual(implicit, ["Color 0,0 200x100", "Text 45,106 110x20", "Text 45,126 110x20"])
        XCTAssertEqual(implicit, try leaves(detail("VStack {\n" + views + "\n}"), width: 200))
    }
}
