// A weather card: a gradient in a rounded rectangle, a large temperature, a row of hours.
import SwiftUI

struct ContentView: View {
    let hours = ["Now", "13", "14", "15", "16"]
    let symbols = ["sun.max.fill", "sun.max.fill", "cloud.fill", "cloud.fill", "moon.fill"]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Cupertino").font(.title3.weight(.semibold))
            Text("21°").font(.system(size: 56, weight: .thin))
            Text("Mostly Sunny ☀️").font(.subheadline)
            Divider().overlay(.white.opacity(0.4))
            HStack {
                ForEach(0..<hours.count, id: \.self) { i in
                    VStack(spacing: 6) {
                        Text(hours[i]).font(.caption)
                        Image(systemName: symbols[i])
                        Text("\(21 - i)°").font(.callout.weight(.medium))
                    }
                    .frame(maxWidth: .infinity)
                }
            }
        }
        .foregroundStyle(.white)
        .padding()
        .background(LinearGradient(colors: [.blue, .cyan], startPoint: .top, endPoint: .bottom), in: RoundedRectangle(cornerRadius: 20))
        .padding()
    }
}
