/// Managing the tree, as UIView's view hierarchy: adding, removing and reordering subviews,
/// and finding views in it.
extension View {
    /// Appends a subview: it becomes the front-most.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Puts a view at a place among the subviews (clamped to them). A view moved within its
    /// superview is told nothing; one that arrives is told as UIKit tells it: its old parent's
    /// `willRemoveSubview`, `willMove(toSuperview:)`, `willMove(toWindow:)` through its subtree
    /// if the window changes, then `didMoveToWindow`, `didMoveToSuperview`, and this view's
    /// `didAddSubview`.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self else { return }
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
            subviews.insert(view, at: min(max(0, index), subviews.count))
            setNeedsLayout()
            return
        }
        view.superview?.willRemoveSubview(view)
        view.willMove(toSuperview: self)
        view.treeWillMove(toWindow: window)
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        view.moveToWindow(window)
        view.didMoveToSuperview()
        didAddSubview(view)
        setNeedsLayout()
    }

    /// Takes the view out of its superview, telling it and the superview as UIKit does:
    /// `willRemoveSubview`, `willMove(toSuperview: nil)`, `willMove(toWindow: nil)` through the
    /// subtree, then `didMoveToWindow` and `didMoveToSuperview`.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        treeWillMove(toWindow: nil)
        detachFromSuperview()
        moveToWindow(nil)
        didMoveToSuperview()
    }

    /// Leaves the superview's list; what it was animating in its window stops.
    private func detachFromSuperview() {
        guard let parent = superview else { return }
        window?.animator.removeAllAnimations(inTreeOf: self)
        parent.subviews.removeAll { $0 === self }
        superview = nil
        parent.setNeedsLayout()
    }

    /// Swaps two subviews' places in the drawing order; nothing is told (neither leaves).
    /// An index outside the subviews changes nothing.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews.swapAt(index1, index2)
        setNeedsLayout()
    }

    /// Moves a subview in front of its siblings; does nothing for a view that is not a subview.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview behind its siblings; does nothing for a view that is not a subview.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Whether it is `view` or somewhere under it.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view with this tag, depth first, the receiver first.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}

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
