import SwiftUI

// The rows of swift-rtl-settings-rows.swift left to right, in English: the icon at the left
// edge, the value and the chevron at the right, the separators inset from the left.
struct SettingsRow: View {
    let icon: String
    let color: Color
    let title: String
    let value: String

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: icon)
                .font(.subheadline.weight(.semibold))
                .foregroundStyle(.white)
                .frame(width: 29, height: 29)
                .background(color, in: RoundedRectangle(cornerRadius: 6))
            Text(title)
            Spacer()
            Text(value).foregroundStyle(.secondary)
            Image(systemName: "chevron.forward")
                .font(.footnote.weight(.semibold))
                .foregroundStyle(.tertiary)
        }
        .padding(.horizontal, 16)
        .frame(height: 44)
    }
}

struct LeftToRightRows: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            SettingsRow(icon: "wifi", color: .blue, title: "Wi-Fi", value: "Home")
            Divider().padding(.leading, 57)
            SettingsRow(icon: "bell.fill", color: .red, title: "Notifications", value: "On")
            Divider().padding(.leading, 57)
            SettingsRow(icon: "globe", color: .blue, title: "Language & Region", value: "English")
            Text("You can change the language at any time in Settings, and the interface follows its reading direction.")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(16)
        }
        .frame(width: 390)
    }
}
