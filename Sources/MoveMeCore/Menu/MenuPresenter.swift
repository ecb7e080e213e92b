/// What puts the edit menu on screen, as the system does for UIMenuController: the controller
/// decides which commands it offers and what choosing one does; a presenter draws them, in its
/// own way and its own language, and tells the controller when one is chosen
/// (`MenuController.choose(_:)`).
public protocol MenuPresenter: AnyObject {
    /// Shows `controller`'s commands (`shownCommands`; a custom one's title in `menuItems`)
    /// pointing at `target`, a rect in `window`'s points; returns where the menu went, in the
    /// same points. Called again, without `animated`, while it shows, when what it offers may
    /// have changed.
    func showMenu(of controller: MenuController, pointingAt target: Rect, in window: Window, animated: Bool) -> Rect

    /// Takes the menu away; `animated`: it was showing, and may fade.
    func hideMenu(of controller: MenuController, animated: Bool)

    /// Whether `view` is part of the menu: a touch that begins on it does not hide it.
    func isMenu(_ view: View?) -> Bool
}
