/// What hiding does to the first responder.
extension View {
    /// This view was just hidden: the window's first responder, if it is this view or one under
    /// it, gives the status up. UIKit passes it to the next valid key view; the model has no
    /// key-view loop, so none has it. Forced, as leaving the window is: a view that gets no
    /// events cannot keep it, whatever `canResignFirstResponder` says.
    func giveUpFirstResponderOfHiddenTree() {
        guard let window, let first = window.firstResponder as? View, first.isDescendant(of: self) else { return }
        window.firstResponder = nil
    }
}
