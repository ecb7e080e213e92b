/// Asking for layout and the layout pass, as UIView's setNeedsLayout() and layoutIfNeeded(),
/// and autoresizing.
extension View {
    /// Asks for `layoutSubviews` in the next layout pass; several requests make one layout.
    public func setNeedsLayout() {
        needsLayout = true
        if !subtreeNeedsLayout { markBranchNeedsLayout() }
    }

    /// Marks this view and the views above it, up to one already marked. Out of line: a
    /// physics step asks again for every turning item, already marked, and the rest is rare.
    @inline(never)
    private func markBranchNeedsLayout() {
        var view: View? = self
        while let marked = view, !marked.subtreeNeedsLayout {
            marked.subtreeNeedsLayout = true
            view = marked.superview
        }
    }

    /// The layout pass over this view's subtree: every view that needs layout lays out, each
    /// before its subviews, so what a parent's layout changes is laid out in the same pass; a
    /// view controller's view tells its controller before and after (`viewWillLayoutSubviews`).
    /// A window runs it before each frame; inside an animation block, it makes the layout's
    /// changes part of the animation.
    public func layoutIfNeeded() {
        guard subtreeNeedsLayout else { return }
        subtreeNeedsLayout = false
        if needsLayout {
            needsLayout = false
            let controller = viewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Follows the superview's size change (from its bounds `old`) according to
    /// `autoresizingMask`: each axis's change is shared among its flexible parts in proportion
    /// to their lengths, as UIKit does.
    func autoresize(in old: Rect, to new: Size) {
        let mask = autoresizingMask
        guard !mask.isEmpty else { return }
        let box = frame
        let x = AutoresizingMask.share(new.width - old.width,
            leading: mask.contains(.flexibleLeftMargin) ? box.minX - old.minX : nil,
            length: mask.contains(.flexibleWidth) ? box.width : nil,
            trailing: mask.contains(.flexibleRightMargin) ? old.maxX - box.maxX : nil)
        let y = AutoresizingMask.share(new.height - old.height,
            leading: mask.contains(.flexibleTopMargin) ? box.minY - old.minY : nil,
            length: mask.contains(.flexibleHeight) ? box.height : nil,
            trailing: mask.contains(.flexibleBottomMargin) ? old.maxY - box.maxY : nil)
        center = Point(x: center.x + x.leading + x.length / 2, y: center.y + y.leading + y.length / 2)
        if x.length != 0 || y.length != 0 {
            bounds.size = Size(width: bounds.width + x.length, height: bounds.height + y.length)
        }
    }
}
