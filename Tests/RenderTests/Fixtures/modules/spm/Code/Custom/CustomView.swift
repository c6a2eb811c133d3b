import SwiftUI

struct CustomView: View {
    var body: some View {
        Text(greeting).id("greeting")
    }
}
