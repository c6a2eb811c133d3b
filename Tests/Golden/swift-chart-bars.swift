import SwiftUI
import Charts

// A bar chart as the Swift Charts documentation and WWDC22's "Hello Swift Charts" write it:
// daily sales per style, stacked by `foregroundStyle(by:)`, with the automatic axes (y on the
// trailing edge, nice ticks, gridlines) and the legend under the plot. Written for this suite.
struct StyleSales: Identifiable {
    var id: String { day + style }
    var day: String
    var style: String
    var sales: Int
}

struct SalesBars: View {
    let sales = [
        StyleSales(day: "Mon", style: "Cake", sales: 42), StyleSales(day: "Mon", style: "Glazed", sales: 31),
        StyleSales(day: "Tue", style: "Cake", sales: 55), StyleSales(day: "Tue", style: "Glazed", sales: 20),
        StyleSales(day: "Wed", style: "Cake", sales: 38), StyleSales(day: "Wed", style: "Glazed", sales: 47),
        StyleSales(day: "Thu", style: "Cake", sales: 61), StyleSales(day: "Thu", style: "Glazed", sales: 29),
        StyleSales(day: "Fri", style: "Cake", sales: 70), StyleSales(day: "Fri", style: "Glazed", sales: 52),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Sales by day")
                .font(.headline)
            Chart(sales) { sale in
                BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.sales))
                    .foregroundStyle(by: .value("Style", sale.style))
            }
            .frame(height: 220)
        }
        .padding()
        .frame(width: 360)
    }
}
