import SwiftUI

// A Canvas drawn at rest (InterpreterCanvas, CanvasPainter): a radial-gradient sky filling the
// canvas, a linear-gradient hill stroked in white, a sun drawn in a layer moved and scaled by
// the context, a half-transparent ring rotated 45°, text drawn at an anchor, a clip to the
// left half, and a TimelineView whose context date the canvas prints (--now's 09:41, as the
// every-minute schedule's first entry). Written for this project, shaped like Food Truck's
// BrandHeader.
struct CanvasDrawing: View {
    var body: some View {
        TimelineView(.everyMinute) { timeline in
            Canvas { context, size in
                let rect = CGRect(x: 0, y: 0, width: size.width, height: size.height)
                context.fill(
                    Rectangle().path(in: rect),
                    with: .radialGradient(Gradient(colors: [.yellow, .blue]), center: CGPoint(x: rect.midX, y: 0), startRadius: 0, endRadius: 160)
                )
                let hill = Path(ellipseIn: CGRect(x: -40, y: size.height * 0.6, width: size.width + 80, height: size.height))
                context.fill(hill, with: .linearGradient(Gradient(colors: [.green, .mint]), startPoint: CGPoint(x: 0, y: size.height * 0.6), endPoint: CGPoint(x: 0, y: size.height)))
                context.stroke(hill, with: .color(.white), lineWidth: 3)
                context.drawLayer { layer in
                    layer.translateBy(x: 40, y: 30)
                    layer.scaleBy(x: 2, y: 2)
                    layer.fill(Circle().path(in: CGRect(x: -8, y: -8, width: 16, height: 16)), with: .color(.orange))
                }
                var ring = context
                ring.opacity = 0.5
                ring.translateBy(x: size.width - 50, y: 50)
                ring.rotate(by: .degrees(45))
                ring.stroke(Path(CGRect(x: -20, y: -20, width: 40, height: 40)), with: .color(.red), lineWidth: 6)
                context.draw(Text(timeline.date, format: .dateTime.hour().minute()).font(.headline), at: CGPoint(x: size.width / 2, y: size.height - 20), anchor: .center)
                var left = context
                left.clip(to: Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)))
                left.fill(Path(ellipseIn: CGRect(x: size.width / 2 - 30, y: 60, width: 60, height: 60)), with: .color(.purple))
            }
            .frame(width: 240, height: 160)
        }
    }
}
