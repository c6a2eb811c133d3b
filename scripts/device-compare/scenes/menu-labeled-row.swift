import SwiftUI

// Compared with StanfordSpezi/SpeziViews' "optionSetPicker.option-picker" reference image (see
// ../references.tsv): a default-style List with one row that is a Menu, its label a
// LabeledContent of a title in the primary style and, as the value, the current choice beside a
// footnote-sized, medium `chevron.up.chevron.down` — as that package's OptionSetPicker builds its
// menu style. Written here in our own words; their code is not copied. The menu's items are not
// drawn at rest. The reference was recorded on an iPhone 13 Pro's screen: 390 × 844 at 3×, the
// iPhone 14's.
struct MenuLabeledRowScreen: View {
    var body: some View {
        List {
            Menu {
                Button("Option 1") {}
                Button("Option 2") {}
            } label: {
                LabeledContent {
                    HStack {
                        Text(verbatim: "Option 1")
                        Image(systemName: "chevron.up.chevron.down")
                            .font(.footnote)
                            .fontWeight(.medium)
                    }
                } label: {
                    Text(verbatim: "Clean")
                        .foregroundStyle(Color.primary)
                }
            }
        }
        .previewDevice("iPhone 14")
    }
}
