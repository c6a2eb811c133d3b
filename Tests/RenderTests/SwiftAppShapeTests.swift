import XCTest
@testable import RenderLayout
@testable import RenderScene
@testable import RenderSwiftSource

/// `Path` and custom `Shape`s from a Swift file: the outline made for the frame the shape gets.
extension SwiftAppCodeTests {
    /// Each drawn path's frame and elements, rounded to tenths.
    func paths(_ source: String, width: Double = 300) throws -> [String] {
        var found: [String] = []
        func text(_ p: Point) -> String { "\(round(p.x * 10) / 10),\(round(p.y * 10) / 10)" }
        try layout(source, width: width).root.forEach { node in
            guard case .shape(.path(let elements), _) = node.content else { return }
            let f = node.frame
            var line = "\(Int(f.origin.x)),\(Int(f.origin.y)) \(Int(f.size.width))x\(Int(f.size.height)):"
            for element in elements {
                switch element {
                case .move(let to): line += " M" + text(to)
                case .line(let to): line += " L" + text(to)
                case .quadCurve(let to, let control): line += " Q" + text(to) + "/" + text(control)
                case .curve(let to, let c1, let c2): line += " C" + text(to) + "/" + text(c1) + "/" + text(c2)
                case .arc(let center, let radius, let start, let end, let clockwise):
                    line += " A" + text(center) + " r\(radius) \(Int((start * 180 / .pi).rounded()))→\(Int((end * 180 / .pi).rounded()))\(clockwise ? " cw" : " ccw")"
                case .rect(let rect): line += " R" + text(rect.origin) + " \(rect.size.width)x\(rect.size.height)"
                case .ellipse(let rect): line += " E" + text(rect.origin) + " \(rect.size.width)x\(rect.size.height)"
                case .close: line += " Z"
                }
            }
            found.append(line)
        }
        return found
    }

    func testCustomShapesAndPaths() throws {
        let source = """
        import SwiftUI

        struct Triangle: Shape {
            func path(in rect: CGRect) -> Path {
                var path = Path()
                path.move(to: CGPoint(x: rect.midX, y: rect.minY))
                path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                path.closeSubpath()
                return path
            }
        }

        struct Segment: Shape {
            let index: Int
            let total: Int

            private var sweep: Double { 360.0 / Double(total) }
            private var startAngle: Angle { Angle(degrees: sweep * Double(index) + 1.0) }
            private var endAngle: Angle { Angle(degrees: startAngle.degrees + sweep - 1.0) }

            func path(in rect: CGRect) -> Path {
                let radius = (min(rect.size.width, rect.size.height) - 24.0) / 2.0
                let center = CGPoint(x: rect.midX, y: rect.midY)
                return Path { path in
                    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
                }
            }
        }

        struct Badge: View {
            var body: some View {
                VStack(spacing: 10) {
                    Triangle()
                        .fill(.orange)
                        .frame(width: 120, height: 80)
                    Segment(index: 1, total: 4)
                        .rotation(.degrees(-90))
                        .stroke(.blue, lineWidth: 12)
                        .frame(width: 100, height: 100)
                    Path { path in
                        path.move(to: CGPoint(x: 0, y: 40))
                        path.addQuadCurve(to: CGPoint(x: 120, y: 40), control: CGPoint(x: 60, y: -20))
                        path.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 10))
                    }
                    .stroke(.purple, lineWidth: 3)
                    .frame(width: 120, height: 60)
                }
            }
        }
        """
        XCTAssertEqual(try paths(source), [
            // The triangle made for its 120 × 80 frame.
            "90,270 120x80: M60.0,0.0 L120.0,80.0 L0.0,80.0 Z",
            // The second quarter (91° to 180°): SwiftUI's `clockwise: false` is clockwise on
            // screen; turned −90° about the frame's centre.
            "100,360 100x100: A50.0,50.0 r38.0 1→90 cw",
            "90,470 120x60: M0.0,40.0 Q120.0,40.0/60.0,-20.0 E10.0,10.0 20.0x10.0",
        ])
    }

    func testBadPathsAreLocatedErrors() {
        // A method a Path does not have is an unknown modifier: left out, with a warning.
        let unknown = try? load("""
        struct Blob: Shape { func path(in rect: CGRect) -> Path { var p = Path(); p.addStar(to: .zero); return p } }
        struct V: View { var body: some View { Blob() } }
        """)
        XCTAssertTrue(unknown?.warnings.contains { $0.contains("App.swift:1:76") && $0.contains("addStar") } ?? false, "\(unknown?.warnings ?? [])")
        XCTAssertTrue(message("""
        struct Blob: Shape { func path(in rect: CGRect) -> Path { 3 } }
        struct V: View { var body: some View { Blob() } }
        """).contains("Blob.path(in:) must return a Path, found Int"))
    }
}
