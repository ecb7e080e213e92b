/// A window's root view controller, installed as UIWindow installs it: "If the window has an
/// existing view hierarchy, the old views are removed before the new ones are installed", and
/// the new view "is configured to track the window size".
extension Window {
    /// Takes the window's views out while the old root is still the root (so it is told its
    /// view disappears), then puts the new root's view in, filling the window and following its
    /// size (so it is told its view appears).
    func install(rootViewController new: ViewController?) {
        guard new !== installedRoot else { return }
        for subview in subviews.reversed() { subview.removeFromSuperview() }
        installedRoot = new
        guard let view = new?.view else { return }
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(view)
    }
}
