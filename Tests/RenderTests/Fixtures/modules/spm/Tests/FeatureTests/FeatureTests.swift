// A test target's file: the Feature target must not see it.
let rowHeight: CGFloat = 1_000
