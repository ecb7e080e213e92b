/// Where a view controller's view is in coming into a window and leaving it: what its
/// appearance calls have said, so that they come in pairs.
enum Appearance {
    /// In no window; `viewDidDisappear` was the last call, or none was made.
    case disappeared
    /// `viewWillAppear` was called.
    case appearing
    /// `viewDidAppear` was called.
    case appeared
    /// `viewWillDisappear` was called.
    case disappearing
}
