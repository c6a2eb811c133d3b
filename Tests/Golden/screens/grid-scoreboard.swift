import SwiftUI

// A scoreboard laid out by Grid: the numbers trailing-aligned in their columns
// (gridColumnAlignment), a Divider and a totals bar across every column (the Divider widens the
// grid to the width its frame offers, as Apple's Grid documentation says), a header cell
// spanning two columns.
struct Team {
    let name: String
    let played: Int
    let points: Int
}

struct Scoreboard: View {
    let teams = [
        Team(name: "Harbour City", played: 12, points: 28),
        Team(name: "Northbridge", played: 12, points: 24),
        Team(name: "Ely", played: 11, points: 9),
    ]

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 16, verticalSpacing: 6) {
            GridRow {
                Text("Team").font(.caption).foregroundStyle(.secondary)
                Text("Season").font(.caption).foregroundStyle(.secondary)
                    .gridCellColumns(2)
                    .gridColumnAlignment(.trailing)
            }
            Divider()
            ForEach(0..<3) { i in
                GridRow(alignment: .firstTextBaseline) {
                    HStack(spacing: 6) {
                        Image(systemName: i == 0 ? "star.fill" : "circle")
                            .foregroundStyle(i == 0 ? .orange : .gray)
                        Text(teams[i].name).font(i == 0 ? .headline : .body)
                    }
                    Text("\(teams[i].played)").gridColumnAlignment(.trailing)
                    Text("\(teams[i].points)").bold().gridColumnAlignment(.trailing)
                }
            }
            Color.blue.opacity(0.2).frame(height: 4)
        }
        .padding(16)
        .frame(width: 320)
    }
}
