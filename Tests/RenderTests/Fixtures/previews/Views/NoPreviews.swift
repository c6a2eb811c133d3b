import SwiftUI

struct Plain: View {
    var body: some View { Text("No previews here") }
}
