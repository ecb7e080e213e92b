/// The keyboard's focus, as iPadOS moves it with Tab: on one view at a time of those that
/// can become focused, the next in reading order at each Tab, round to the first after the
/// last. The model keeps only where it is; a front end marks it (UIKit's focus halo), and
/// the keys' finger presses there (`TouchDispatcher+Keyboard`).
extension Window {
    /// The views the focus may go to, in reading order: top to bottom, then left to right, by
    /// where each is now (a square the physics moves, a tile a swipe slid); hidden views and
    /// the subviews of hidden ones are passed over.
    public var focusableViews: [View] {
        var found: [(view: View, frame: Rect)] = []
        func visit(_ view: View) {
            guard !view.isHidden else { return }
            if view !== self, view.canBecomeFocused { found.append((view, convert(view.bounds, from: view))) }
            for subview in view.subviews { visit(subview) }
        }
        visit(self)
        return found.sorted { a, b in
            a.frame.minY != b.frame.minY ? a.frame.minY < b.frame.minY : a.frame.minX < b.frame.minX
        }.map(\.view)
    }

    /// Moves the focus to the view after the focused one in reading order (the first when none
    /// is focused, or after the last), and returns it; nil when no view can become focused.
    @discardableResult
    public func focusNextView() -> View? {
        let views = focusableViews
        guard !views.isEmpty else {
            focusedView = nil
            return nil
        }
        let next = focusedView.flatMap { current in views.firstIndex { $0 === current } }.map { (($0 + 1) % views.count) } ?? 0
        focusedView = views[next]
        return views[next]
    }
}

extension View {
    /// Whether the keyboard's focus is on it, as UIView's `isFocused`.
    public var isFocused: Bool { window?.focusedView === self }

    /// This view was just hidden: the focus, if it is on this view or one under it, goes (UIKit
    /// moves it to another; here none has it until the next Tab), as first responder status does.
    func giveUpFocusOfHiddenTree() {
        guard let window, let focused = window.focusedView, focused.isDescendant(of: self) else { return }
        window.focusedView = nil
    }
}
