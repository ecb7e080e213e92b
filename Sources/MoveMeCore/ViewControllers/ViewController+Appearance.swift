/// The appearance calls, tied to the view's window as Chameleon ties them: a controller whose
/// view comes into a window or leaves it, with its subtree, is told before (will) and after
/// (did). Only controllers the window shows are told, the window's root and the children under
/// it (an unrelated controller's view added by hand is not, as in UIKit, where appearance
/// reaches children from their parents); a view that moves within its window tells nothing.
/// Parents are told before their children, each call down the tree in turn.
///
/// The did calls come at once, when the view is in (or out of) the window, not at the next turn
/// of the run loop as Chameleon saw iOS 6 defer them: the model has no turn to wait for there.
extension ViewController {
    /// Its view's subtree is about to move from `old` window to `new`.
    func viewWillMove(from old: Window?, to new: Window?) {
        guard (old == nil) != (new == nil), let window = new ?? old, window.rootViewController === topAncestor else { return }
        if new != nil, appearance == .disappeared || appearance == .disappearing {
            appearance = .appearing
            viewWillAppear(false)
        } else if new == nil, appearance == .appeared || appearance == .appearing {
            appearance = .disappearing
            viewWillDisappear(false)
        }
    }

    /// Its view's subtree has moved, and every view of it has been told (`didMoveToWindow`).
    func viewDidMoveWindow() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(false)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(false)
        case .appeared, .disappeared: break
        }
    }
}
