/// A memory warning going down a window's tree.
extension View {
    /// Tells this view and every view under it, parents first (`didReceiveMemoryWarning`).
    func treeDidReceiveMemoryWarning() {
        didReceiveMemoryWarning()
        for subview in subviews { subview.treeDidReceiveMemoryWarning() }
    }
}
