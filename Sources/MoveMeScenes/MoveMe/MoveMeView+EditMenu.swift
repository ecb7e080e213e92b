import MoveMeCore
import MoveMeStrings
import MoveMeRendering
extension MoveMeView {
    /// After the placard's touch ended (and its bounce began, as ever): a long press made the
    /// placard first responder and shows its edit menu over where it comes to rest.
    func placardTouchEnded(_ touch: Touch) {
        defer { longPress = nil }
        guard let press = longPress, press.isLongPress(endedAt: touch.timestamp),
              let menu = window?.application?.menuController, placardView.becomeFirstResponder() else { return }
        menu.setTargetRect(placardView.bounds, in: placardView)
        // Not told to the touch log: the touch did what MoveMe's touches do, and the log says
        // that; the menu is the menu controller's to show.
        menu.setMenuVisible(true, animated: true)
    }
}
