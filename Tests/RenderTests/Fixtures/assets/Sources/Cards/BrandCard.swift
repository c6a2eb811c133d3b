import SwiftUI

/// A card in the catalog's colours (AssetCatalogTests).
struct BrandCard: View {
    var body: some View {
        VStack(spacing: 0) {
            Color("Brand").frame(width: 20, height: 20)
            Color(.ink).frame(width: 20, height: 20)
            Image("Logo")
            Image(.glyph).foregroundStyle(Color("Brand"))
        }
    }
}
