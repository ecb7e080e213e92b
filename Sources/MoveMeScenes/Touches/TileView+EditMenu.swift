import MoveMeCore
extension TileView {
    /// The UITouch notes' listing: in `touchesEnded`, on a double tap, if the tile becomes first
    /// responder, the edit menu shows over it.
    func showEditMenu() {
        guard let menu = window?.application?.menuController, becomeFirstResponder() else { return }
        menu.setTargetRect(bounds, in: self)
        // The touch log and the caption keep saying what the double tap did with the touch;
        // the menu is the menu controller's to show (an inspector reads it there).
        menu.setMenuVisible(true, animated: true)
    }
}
