import SwiftUI

struct UsesBroken: View {
    var body: some View {
        BrokenView()
    }
}
