// In App/, but no target of App.xcodeproj compiles it: not part of the module.
let rowHeight: CGFloat = 1_000
