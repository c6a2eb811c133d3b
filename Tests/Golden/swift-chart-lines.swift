import SwiftUI
import Charts

// A line chart as apps write it (Apple's Food Truck sales history, the Swift Charts
// documentation): two series by `foregroundStyle(by:)` over numbered weeks, points on each
// value, a rule at the target, a catmullRom curve on one series. Written for this suite.
struct WeekSales: Identifiable {
    var id: String { city + String(week) }
    var city: String
    var week: Int
    var sales: Double
}

struct SalesLines: View {
    let history = [
        WeekSales(city: "Cupertino", week: 1, sales: 120), WeekSales(city: "Cupertino", week: 2, sales: 180),
        WeekSales(city: "Cupertino", week: 3, sales: 150), WeekSales(city: "Cupertino", week: 4, sales: 210),
        WeekSales(city: "Cupertino", week: 5, sales: 190), WeekSales(city: "San Francisco", week: 1, sales: 80),
        WeekSales(city: "San Francisco", week: 2, sales: 95), WeekSales(city: "San Francisco", week: 3, sales: 140),
        WeekSales(city: "San Francisco", week: 4, sales: 125), WeekSales(city: "San Francisco", week: 5, sales: 160),
    ]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Weekly sales")
                .font(.headline)
            Chart {
                ForEach(history) { entry in
                    LineMark(x: .value("Week", entry.week), y: .value("Sales", entry.sales))
                        .foregroundStyle(by: .value("City", entry.city))
                        .interpolationMethod(.catmullRom)
                    PointMark(x: .value("Week", entry.week), y: .value("Sales", entry.sales))
                        .foregroundStyle(by: .value("City", entry.city))
                }
                RuleMark(y: .value("Target", 170))
                    .foregroundStyle(.red)
            }
            .frame(height: 220)
        }
        .padding()
        .frame(width: 360)
    }
}
