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
}
