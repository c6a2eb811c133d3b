// A profile header: a gradient banner, an avatar overlapping it, name, handle and counts.
import SwiftUI

struct Stat: View {
    let value: String
    let label: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.headline).monospacedDigit()
            Text(label).font(.caption).foregroundStyle(.secondary)
        }
    }
}

struct ContentView: View {
    var body: some View {
        VStack(spacing: 8) {
            LinearGradient(colors: [.indigo, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                .frame(height: 110)
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 88, height: 88)
                .foregroundStyle(.gray)
                .background(Circle().fill(.white))
                .overlay { Circle().stroke(.white, lineWidth: 4) }
                .offset(y: -52)
                .padding(.bottom, -52)
            Text("Jordan Appleseed").font(.title2.bold())
            Text("@jordan · Cupertino 🍎").foregroundStyle(.secondary)
            HStack(spacing: 40) {
                Stat(value: "1,204", label: "Posts")
                Stat(value: "18.3K", label: "Followers")
                Stat(value: "311", label: "Following")
            }
            .padding(.top, 8)
        }
    }
}
