import SwiftUI
import Charts

// A chart with its own axes, shaped like Food Truck's top-five donut chart and weather card
// (written for this suite): category labels made by a view per value (a symbol over a name that
// wraps in its band), y marks every 20 with gridlines, ticks and formatted labels, and a corner
// annotation.
struct DonutTally: Identifiable {
    var id: String { name }
    var name: String
    var sales: Int
}

struct TopDonuts: View {
    let tallies = [
        DonutTally(name: "The Classic", sales: 42), DonutTally(name: "Powdered Strawberry", sales: 65),
        DonutTally(name: "Nighttime", sales: 27), DonutTally(name: "Custard", sales: 51),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Top donuts")
                .font(.headline)
            Chart(tallies) { tally in
                BarMark(x: .value("Donut", tally.name), y: .value("Sales", tally.sales))
                    .cornerRadius(6)
                    .annotation(position: .topTrailing, spacing: 2) {
                        Circle().fill(.orange).frame(width: 6, height: 6)
                    }
            }
            .chartYAxis {
                AxisMarks(values: .stride(by: 20)) { value in
                    AxisGridLine()
                    AxisTick()
                    AxisValueLabel("\(value.as(Int.self) ?? 0) sold")
                }
            }
            .chartXAxis {
                AxisMarks { value in
                    AxisValueLabel {
                        VStack {
                            Image(systemName: "circle.fill")
                                .foregroundStyle(.pink)
                            Text(value.as(String.self) ?? "")
                                .multilineTextAlignment(.center)
                        }
                    }
                }
            }
            .frame(height: 240)
        }
        .padding()
        .frame(width: 360)
    }
}
