import SwiftUI

// A settings screen as iOS 17 shows it on a 393-point iPhone: a Form (always inset grouped)
// of sections with headers and a footer; Label rows whose separators start under the title,
// not the icon; NavigationLink rows with the grey chevron (their destinations are never
// shown); Toggle and Stepper rows (ListSectionLayout.swift, ListRowLayout.swift).
struct SwiftSettingsForm: View {
    @State private var airplaneMode = false
    @State private var wifi = true
    @State private var bluetooth = true
    @State private var copies = 2

    var body: some View {
        Form {
            Section {
                Toggle(isOn: $airplaneMode) {
                    Label("Airplane Mode", systemImage: "paperplane")
                }
                NavigationLink {
                    Text("Networks")
                } label: {
                    Label("Wi-Fi", systemImage: "wifi")
                }
                NavigationLink(destination: Text("Devices")) {
                    Label("Bluetooth", systemImage: "bolt")
                }
            }
            Section("Notifications") {
                Toggle("Show Previews", isOn: $wifi)
                Toggle("Sounds", isOn: $bluetooth)
            }
            Section {
                Stepper("Copies: \(copies)", value: $copies, in: 1...10)
                Text("Printing uses the default printer.")
            } header: {
                Text("Printing")
            } footer: {
                Text("Copies are printed on both sides of the paper when the printer allows it.")
            }
        }
        .frame(width: 393, height: 620)
    }
}
