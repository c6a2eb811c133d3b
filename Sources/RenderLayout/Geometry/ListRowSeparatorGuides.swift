/// iOS 16's list row separator guides, `HorizontalAlignment.listRowSeparatorLeading` and
/// `.listRowSeparatorTrailing`: a row moves where its separator starts or ends with
/// `alignmentGuide(.listRowSeparatorLeading) { d in … }`, the value in the guided view's own
/// coordinates (Apple's documentation of `listRowSeparatorLeading`). No container aligns by them;
/// a List section reads them from the row as placed (`SectionLayout`, step 5).
extension CustomAlignment {
    public static let listRowSeparatorLeading = CustomAlignment(name: "listRowSeparatorLeading", axis: .horizontal,
                                                                 defaultValue: .name("leading"))
    public static let listRowSeparatorTrailing = CustomAlignment(name: "listRowSeparatorTrailing", axis: .horizontal,
                                                                  defaultValue: .name("trailing"))
}
