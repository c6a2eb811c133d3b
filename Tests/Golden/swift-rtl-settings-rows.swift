import SwiftUI

// Settings rows right to left, as an iPhone set to Arabic or Hebrew shows them: the icon at the
// right edge, the title after it, the value and the chevron at the left; the separators inset
// from the right (padding(.leading) is the right side); the footnote aligned right. Arabic and
// Hebrew shape and read right to left; "Wi-Fi" inside Arabic keeps its own order (bidi).
// chevron.forward points left, as SF Symbols' directional chevron does. The same rows left to
// right: swift-ltr-settings-rows.swift.
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

struct RightToLeftRows: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            SettingsRow(icon: "wifi", color: .blue, title: "شبكة Wi-Fi", value: "المنزل")
            Divider().padding(.leading, 57)
            SettingsRow(icon: "bell.fill", color: .red, title: "الإشعارات", value: "مفعّلة")
            Divider().padding(.leading, 57)
            SettingsRow(icon: "globe", color: .blue, title: "שפה ואזור", value: "עברית")
            Text("يمكنك تغيير اللغة في أي وقت من الإعدادات، وستتبع الواجهة اتجاه القراءة.")
                .font(.footnote)
                .foregroundStyle(.secondary)
                .padding(16)
        }
        .frame(width: 390)
        .environment(\.layoutDirection, .rightToLeft)
    }
}
