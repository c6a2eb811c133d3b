import SwiftUI

// Compared with home-assistant/iOS's CircularComplicationSnapshot references (see
// ../references.tsv): a Gauge tinted green in a 100 × 100 frame on black, in a 120 × 120 host
// at 3× in dark mode; the open ring (`accessoryCircular`) with its bounds labels, or the closed
// one (`accessoryCircularCapacity`), or the open one without bounds labels (its label in the gap). Their centre is the app's own stack of a symbol, the
// value and a name in fonts it sets; here the value alone stands in for it, so only the rings,
// the marker and the bounds labels are compared. Written here in our own words; their code is
// not copied. The rows' `set:` notes choose the style and the value.
struct GaugeRings: View {
    var capacity = false
    var bounds = true
    var value = 0.68

    var body: some View {
        ZStack {
            Color.black
            if capacity {
                Gauge(value: value) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("68%")
                }
                .gaugeStyle(.accessoryCircularCapacity)
                .tint(.green)
                .frame(width: 100, height: 100)
            } else if !bounds {
                Gauge(value: value) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("68%")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(.green)
                .frame(width: 100, height: 100)
            } else {
                Gauge(value: value) {
                    Text("Battery")
                } currentValueLabel: {
                    Text("68%")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("100")
                }
                .gaugeStyle(.accessoryCircular)
                .tint(.green)
                .frame(width: 100, height: 100)
            }
        }
    }
}
