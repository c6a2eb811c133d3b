// A settings card as iOS apps draw one: coloured symbol tiles, toggles, values, chevrons.
import SwiftUI

struct SettingsRow: View {
    let symbol: String
    let tint: Color
    let title: String
    var value: String = ""

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: symbol)
                .font(.system(size: 15, weight: .semibold))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(tint, in: RoundedRectangle(cornerRadius: 7))
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
            Image(systemName: "chevron.right")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal)
        .padding(.vertical, 8)
    }
}

struct ContentView: View {
    @State var airplane = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Settings").textCase(.uppercase).font(.footnote).foregroundStyle(.secondary).padding(.leading, 32)
            VStack(spacing: 0) {
                HStack(spacing: 12) {
                    Image(systemName: "paperplane.fill")
                        .font(.system(size: 15, weight: .semibold))
                        .foregroundStyle(.white)
                        .frame(width: 29, height: 29)
                        .background(.orange, in: RoundedRectangle(cornerRadius: 7))
                    Toggle("Airplane Mode", isOn: $airplane)
                }
                .padding(.horizontal)
                .padding(.vertical, 6)
                Divider().padding(.leading, 57)
                SettingsRow(symbol: "wifi", tint: .blue, title: "Wi-Fi", value: "Home")
                Divider().padding(.leading, 57)
                SettingsRow(symbol: "bell.fill", tint: .red, title: "Notifications")
                Divider().padding(.leading, 57)
                SettingsRow(symbol: "gearshape.fill", tint: .gray, title: "General")
            }
            .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 10))
            .padding(.horizontal)
        }
        .padding(.vertical)
        .background(Color(.systemGroupedBackground))
    }
}
