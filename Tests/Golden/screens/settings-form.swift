import SwiftUI

// A settings screen as iOS 17 shows it on a 393-point iPhone: a Form (always inset grouped)
// of sections with headers and a footer; Label rows whose separators start under the title,
// not the icon; NavigationLink rows with the grey chevron (their destinations are never
// shown); a text field, a menu Picker ("Title … Value ⌃⌄") and Toggle and Stepper rows
// (ListSectionLayout.swift, ListRowLayout.swift, MenuPickerLayout.swift). The test suite also
// checks it right to left and at accessibility1 (GoldenSuiteTests, Tests/Golden/screens).
struct SwiftSettingsForm: View {
    @State private var airplaneMode = false
    @State private var wifi = true
    @State private var bluetooth = true
    @State private var copies = 2
    @State private var deviceName = "Ann's iPhone"
    @State private var appearance = Appearance.automatic

    enum Appearance: String, CaseIterable {
        case light, dark, automatic
    }

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
            Section("General") {
                TextField("Name", text: $deviceName)
                Picker("Appearance", selection: $appearance) {
                    ForEach(Appearance.allCases, id: \.self) { mode in
                        Text(mode.rawValue.capitalized)
                    }
                }
                NavigationLink("About") { Text("About") }
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
        .frame(width: 393, height: 680)
    }
}
