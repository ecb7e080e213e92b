import MoveMeCore
extension ViewController {
    /// A plain controller managing `view`, made by its scene, as an app sets a
    /// UIViewController's `view` itself: the root of a scene whose controller has no job beyond
    /// ViewController's own (the device turning and memory warnings reach it; the view does the
    /// rest).
    public convenience init(managing view: View) {
        self.init()
        self.view = view
    }
}
