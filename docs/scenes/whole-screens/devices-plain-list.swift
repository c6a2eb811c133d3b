import SwiftUI

// A plain List under a large title, dark (docs/figures.md, "Whole screens (session 21)"):
// one navigation row per device — a 10-point dot, green when online — in the headline style,
// with a hairline along the first row's top as well as under every row, as iOS 18 draws a
// plain List's first section without a header.
struct DevicesPlainListScreen: View {
    let devices: [(String, Bool)] = [
        ("Hall Thermostat", true), ("Kitchen Speaker", false), ("Garage Door", true),
        ("Porch Light", true), ("Study Lamp", false), ("Bedroom Fan", false),
        ("Garden Sprinkler", true), ("Front Camera", true), ("Hallway Sensor", false),
        ("Attic Vent", false), ("Desk Monitor", true), ("Laundry Plug", false),
        ("Pantry Light", true), ("Shed Heater", false), ("Window Blinds", true),
    ]

    var body: some View {
        NavigationStack {
            List(devices, id: \.0) { device in
                NavigationLink {
                    Text(device.0)
                } label: {
                    HStack {
                        Circle()
                            .fill(device.1 ? Color.green : Color.gray)
                            .frame(width: 10, height: 10)
                        Text(device.0)
                            .font(.headline)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Devices")
        }
        .preferredColorScheme(.dark)
        .previewDevice("iPhone 16 Pro")
    }
}
