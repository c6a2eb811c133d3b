import SwiftUI

// Compared with StanfordSpezi/SpeziViews' "listHeader.list-header-instructions" reference image
// (see ../references.tsv): a header of a 50-point multicolour symbol in the accent colour, a
// bold title and a centred instruction, in two VStacks as that package's ListHeader lays them
// out, alone on an iPhone 13 Pro's screen (390 × 844 at 3×, the iPhone 14's). Written here in
// our own words; their code is not copied. The `.custom` font it names does not exist, so iOS
// draws the system font at 50 points; this scene asks for that directly.
struct ListHeaderScreen: View {
    var body: some View {
        VStack {
            VStack {
                Image(systemName: "person.fill.badge.plus")
                    .foregroundColor(.accentColor)
                    .symbolRenderingMode(.multicolor)
                    .font(.system(size: 50))
                Text(verbatim: "Create a new Account")
                    .font(.title)
                    .bold()
                    .padding(.bottom, 4)
            }
            Text(verbatim: "Please fill out the details below to create your new account.")
                .padding([.leading, .trailing], 25)
        }
        .multilineTextAlignment(.center)
        .frame(maxWidth: .infinity)
        .previewDevice("iPhone 14")
    }
}
