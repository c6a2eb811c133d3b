import SwiftUI

struct Row: View {
    var name: String

    var body: some View {
        HStack {
            Text(name)
            Spacer()
        }
        .padding()
    }
}

struct Row_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Row(name: "Turtle Rock")
                .previewDisplayName("Turtle Rock")
            Row(name: "Silver Salmon Creek")
                .previewLayout(.fixed(width: 300, height: 70))
        }
        .previewLayout(.sizeThatFits)
    }
}

struct Devices_Previews: PreviewProvider {
    static var previews: some View {
        ForEach(["iPhone SE (3rd generation)", "iPhone 15 Pro Max"], id: \.self) { deviceName in
            Row(name: deviceName)
                .previewDevice(PreviewDevice(rawValue: deviceName))
                .previewDisplayName(deviceName)
        }
    }
}

struct Settings_Previews: PreviewProvider {
    static var previews: some View {
        Row(name: "Dark")
            .preferredColorScheme(.dark)
            .previewLayout(.device)
        Row(name: "Large")
            .environment(\.sizeCategory, .extraLarge)
            .environment(\.dynamicTypeSize, .xxLarge)
            .previewInterfaceOrientation(.landscapeRight)
        Row(name: "Scheme")
            .environment(\.colorScheme, .dark)
            .previewDevice("iPhone 15")
    }
}
