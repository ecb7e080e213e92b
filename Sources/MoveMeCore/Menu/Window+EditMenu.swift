extension Window {
    /// A touch that begins anywhere but on the edit menu hides it, as in UIKit; the touch
    /// still goes where it would have.
    func hideEditMenu(forTouchesIn event: Event) {
        guard let menu = application?.menuController, menu.isMenuVisible else { return }
        for touch in event.touches where touch.phase == .began {
            menu.touchBegan(on: touch.view)
        }
    }
}
