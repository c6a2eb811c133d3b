import SwiftUI

// Custom shapes as apps draw them: a Shape's path(in:) made for its frame, a ring of arcs
// turned with .rotation, and a Path built in a closure.
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

struct RingSegment: Shape {
    let index: Int
    let count: Int

    private var sweep: Double { 360.0 / Double(count) }

    func path(in rect: CGRect) -> Path {
        let radius = (min(rect.width, rect.height) - 24) / 2
        let start = Angle(degrees: sweep * Double(index) + 2)
        let end = Angle(degrees: sweep * Double(index + 1) - 2)
        return Path { path in
            path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
                        startAngle: start, endAngle: end, clockwise: false)
        }
    }
}

struct ShapesScreen: View {
    let colors: [Color] = [.blue, .green, .orange]

    var body: some View {
        VStack(spacing: 16) {
            Triangle()
                .fill(.orange)
                .frame(width: 120, height: 80)
            ZStack {
                ForEach(0..<colors.count, id: \.self) { index in
                    RingSegment(index: index, count: colors.count)
                        .rotation(.degrees(-90))
                        .stroke(colors[index], lineWidth: 12)
                }
            }
            .frame(width: 140, height: 140)
            Path { path in
                path.move(to: CGPoint(x: 0, y: 40))
                path.addQuadCurve(to: CGPoint(x: 120, y: 40), control: CGPoint(x: 60, y: -20))
                path.addCurve(to: CGPoint(x: 0, y: 40), control1: CGPoint(x: 90, y: 70), control2: CGPoint(x: 30, y: 70))
                path.addEllipse(in: CGRect(x: 50, y: 26, width: 20, height: 12))
            }
            .stroke(.purple, lineWidth: 3)
            .frame(width: 120, height: 60)
        }
        .padding()
    }
}
