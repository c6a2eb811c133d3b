import SwiftUI

// Match results whose score dashes line up down the list, however long the team names: each
// row's dash sets a custom horizontal guide, and the VStack aligns the rows on it. Rows
// without a dash (the header) use the guide's default, their centre.
extension HorizontalAlignment {
    private enum ScoreDash: AlignmentID {
        static func defaultValue(in d: ViewDimensions) -> CGFloat {
            d[HorizontalAlignment.center]
        }
    }

    static let scoreDash = HorizontalAlignment(ScoreDash.self)
}

struct Match {
    let home: String
    let homeGoals: Int
    let away: String
    let awayGoals: Int
}

struct ScoreRow: View {
    let match: Match

    var body: some View {
        HStack(spacing: 8) {
            Text(match.home)
            Text("\(match.homeGoals)").bold().monospacedDigit()
            Text("–")
                .foregroundStyle(.secondary)
                .alignmentGuide(.scoreDash) { d in d[HorizontalAlignment.center] }
            Text("\(match.awayGoals)").bold().monospacedDigit()
            Text(match.away)
        }
    }
}

struct Scores: View {
    let matches = [
        Match(home: "Arsenal", homeGoals: 2, away: "Chelsea", awayGoals: 1),
        Match(home: "Brighton", homeGoals: 0, away: "Fulham", awayGoals: 0),
        Match(home: "Newcastle United", homeGoals: 3, away: "Wolves", awayGoals: 2),
        Match(home: "Everton", homeGoals: 1, away: "Spurs", awayGoals: 4),
    ]

    var body: some View {
        VStack(alignment: .scoreDash, spacing: 10) {
            Text("Matchday 12").font(.headline)
            Divider().frame(width: 120)
            ForEach(0..<4) { i in
                ScoreRow(match: matches[i])
            }
        }
        .font(.subheadline)
        .padding()
        .frame(width: 390)
        .background(Color(white: 0.96))
    }
}
