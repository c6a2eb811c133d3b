// Apple's HStack documentation: five items, top-aligned, 10 points apart.
import SwiftUI

struct ContentView: View {
    var body: some View {
        HStack(alignment: .top, spacing: 10) {
            ForEach(1...5, id: \.self) {
                Text("Item \($0)")
            }
        }
    }
}
