/// Placing a subview relative to a sibling, as UIView's insertSubview(_:aboveSubview:) and
/// insertSubview(_:belowSubview:).
extension View {
    /// Puts `view` just in front of `sibling`. A sibling that is not a subview of this view (or
    /// is `view` itself) changes nothing.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        insert(view, nextTo: sibling, offset: 1)
    }

    /// Puts `view` just behind `sibling`, with the same rule as `insertSubview(_:aboveSubview:)`.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insert(view, nextTo: sibling, offset: 0)
    }

    private func insert(_ view: View, nextTo sibling: View, offset: Int) {
        guard view !== sibling, sibling.superview === self, var index = subviews.firstIndex(where: { $0 === sibling }) else {
            return
        }
        // `view` may stand before the sibling now; once taken out, the sibling moves down one.
        if let current = subviews.firstIndex(where: { $0 === view }), current < index { index -= 1 }
        insertSubview(view, at: index + offset)
    }
}
