/// The edit menu, as UIMenuController: one for the application (`Application.menuController`,
/// UIKit's `UIMenuController.shared`).
///
/// `setTargetRect(_:in:)` says what the menu points at; `setMenuVisible(true, animated:)` asks
/// the target view's window's first responder, then each next responder, which commands it
/// can perform (`canPerformAction(_:withSender:)`) and shows those: the standard ones, then
/// `menuItems`. Refused ones are left out, as UIKit leaves them out (the notes: what
/// `canPerformAction` refuses is removed from the menu); it shows nothing at all when there is
/// no first responder or no command any responder can perform.
/// Choosing a command (a touch on it, or `choose(_:)`) hides the menu and performs it; a touch
/// that begins anywhere else hides it, and so does a change of its window's size.
///
/// The menu on screen is its `presenter`'s, as UIKit's is the system's: the model decides what
/// the menu offers and what a choice does; a front end draws it in its own way and its own
/// language (`MenuPresenter`).
public final class MenuController {
    /// Custom commands, shown after the standard ones where a responder can perform them.
    public var menuItems: [MenuItem] = []
    /// Whether the menu shows.
    public private(set) var isMenuVisible = false
    /// Every command considered when the menu was last shown, allowed or refused.
    public private(set) var commands: [MenuCommand] = []
    /// The rect it points at, in `targetView`'s coordinates.
    public private(set) var targetRect: Rect = .zero
    /// The view `targetRect` is in.
    public private(set) weak var targetView: View?
    /// What draws the menu; without one the menu is shown only as this model's state.
    public weak var presenter: MenuPresenter?
    /// The window the menu shows in, while it shows.
    public private(set) weak var window: Window?

    /// A controller whose menu is hidden, with no custom items.
    public init() {}

    /// The commands on the menu, in order: the allowed ones.
    public var shownCommands: [MenuCommand] { commands.filter(\.isAllowed) }

    /// Where the menu is, in its window's points, as UIMenuController.menuFrame; zero when
    /// hidden or when nothing draws it.
    public private(set) var menuFrame: Rect = .zero

    /// Sets what the menu points at, as UIMenuController's `setTargetRect(_:in:)`: call it
    /// before showing the menu.
    public func setTargetRect(_ rect: Rect, in view: View) {
        targetRect = rect
        targetView = view
    }

    /// Shows or hides the menu; showing with no command to show leaves it hidden.
    public func setMenuVisible(_ visible: Bool, animated: Bool) {
        if visible { show(animated: animated) } else { hide(animated: animated) }
    }

    /// Performs a command on the menu: the menu hides, then the first responder able to do it
    /// does it. Returns false, and does nothing, for a command that is not allowed now.
    @discardableResult
    public func choose(_ action: EditAction) -> Bool {
        guard isMenuVisible, let window, let first = window.firstResponder,
              let target = first.target(forAction: action, withSender: self) else { return false }
        hide(animated: true)
        target.perform(action, withSender: self)
        return true
    }

    /// A touch began: one anywhere but on the menu hides it.
    func touchBegan(on view: View?) {
        guard isMenuVisible, presenter?.isMenu(view) != true else { return }
        hide(animated: true)
    }

    /// A window changed size: a menu in it hides, as UIKit's does when the screen turns, since
    /// where it went no longer fits what it points at.
    func windowDidChangeSize(_ resized: Window) {
        guard isMenuVisible, resized === window else { return }
        hide(animated: false)
    }

    // MARK: Showing

    private func show(animated: Bool) {
        guard let view = targetView, let window = view.window, let first = window.firstResponder else {
            return hide(animated: false)
        }
        commands = (EditAction.standard + menuItems.map(\.action)).map { action in
            MenuCommand(action: action, isAllowed: first.target(forAction: action, withSender: self) != nil)
        }
        guard !shownCommands.isEmpty else { return hide(animated: false) }
        self.window = window
        let target = view.convert(targetRect, to: window)
        let wasVisible = isMenuVisible
        isMenuVisible = true
        menuFrame = presenter?.showMenu(of: self, pointingAt: target, in: window, animated: animated && !wasVisible) ?? .zero
    }

    private func hide(animated: Bool) {
        let wasVisible = isMenuVisible
        isMenuVisible = false
        menuFrame = .zero
        window = nil
        presenter?.hideMenu(of: self, animated: animated && wasVisible)
    }
}
