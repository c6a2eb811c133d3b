import SwiftUI

// Issue 26's controls outside a form (iOS 17 at rest): Link, Menu with a symbol, ShareLink and a
// bordered Link in a row; the graphical DatePicker's month (January 2026, the 14th selected);
// the three gauge styles; AsyncImage's placeholder phase (a remote URL is never fetched) with
// its default grey and with a placeholder closure.
struct Controls: View {
    @State private var date = Date(timeIntervalSinceReferenceDate: 790_076_460) // 2026-01-14 09:41 UTC

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 16) {
                Link("Website", destination: URL(string: "https://swift.org")!)
                Menu("Sort", systemImage: "arrow.up.arrow.down") {
                    Button("Name") {}
                }
                ShareLink(item: "Hello")
                Link("Docs", destination: URL(string: "https://swift.org/docs")!)
                    .buttonStyle(.bordered)
            }
            DatePicker("Due", selection: $date, displayedComponents: .date)
                .datePickerStyle(.graphical)
            HStack(spacing: 24) {
                Gauge(value: 0.6) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("60%")
                }
                .frame(width: 120)
                Gauge(value: 0.6) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("60")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                Gauge(value: 72, in: 32...100) {
                    Text("°F")
                } currentValueLabel: {
                    Text("72")
                } minimumValueLabel: {
                    Text("32")
                } maximumValueLabel: {
                    Text("100")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(.orange)
            }
            HStack(spacing: 16) {
                AsyncImage(url: URL(string: "https://example.com/photo.jpg"))
                    .frame(width: 80, height: 60)
                AsyncImage(url: URL(string: "https://example.com/avatar.jpg")) { image in
                    image.resizable().scaledToFill()
                } placeholder: {
                    ProgressView()
                }
                .frame(width: 60, height: 60)
                .clipShape(Circle())
            }
        }
        .padding()
        .frame(width: 393)
    }
}
