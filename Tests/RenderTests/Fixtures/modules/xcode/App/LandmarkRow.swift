import SwiftUI

struct LandmarkRow: View {
    var landmark: Landmark

    var body: some View {
        HStack {
            Text(shout(landmark.name))
            Spacer()
        }
        .frame(height: rowHeight)
    }
}

#if DEBUG
let rowHeight: CGFloat = 44
#else
let rowHeight: CGFloat = 10
#endif
