import SwiftUI

// A settings screen as iOS 17 shows it at rest on an iPhone 15: a NavigationStack whose root is
// an inset-grouped List under a large title ("Settings", 34-point bold, its baseline 36 below
// the 44-point bar, at the 16-point margin) and an "Edit" button trailing in the bar. At rest the
// bar is transparent: the List's grouped background runs on under it and under the status bar
// (NavigationStack.swift, BarMetrics.swift).
struct NavigationSettings: View {
    @State private var airplaneMode = false
    @State private var wifi = true

    var body: some View {
        NavigationStack {
            List {
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
                Section {
                    NavigationLink("Notifications") { Text("Notifications") }
                    NavigationLink("Sounds & Haptics") { Text("Sounds") }
                    NavigationLink("Focus") { Text("Focus") }
                }
                Section("General") {
                    NavigationLink("About") { Text("About") }
                    NavigationLink("Software Update") { Text("Update") }
                    Toggle("Show Previews", isOn: $wifi)
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Edit") {}
                }
            }
        }
        .previewDevice("iPhone 15")
    }
}
