/// The edit menu, as UIMenuController: one for the application (`Application.menuController`,
/// UIKit's `UIMenuController.shared`).
///
/// `setTargetRect(_:in:)` says what the menu points at; `setMenuVisible(true, animated:)` asks
/// the target view's window's first responder, then each next responder, which commands it
/// can perform (`canPerformAction(_:withSender:)`) and shows those: the standard ones, then
/// `menuItems`. Refused ones are left out unless a responder asks to see them greyed
/// (`showsRefusedAction`). It shows nothing when there is no first responder or no command.
/// Choosing a command (a touch on it, or `choose(_:)`) hides the menu and performs it; a touch
/// that begins anywhere else hides it. Showing and hiding animated are fades on the window's
/// animator.
public final class MenuController {
    /// How long the fade in or out takes.
    public static let fadeDuration = 0.15

    /// Custom commands, shown after the standard ones where a responder can perform them.
    public var menuItems: [MenuItem] = []
    public private(set) var isMenuVisible = false
    /// Every command considered when the menu was last shown, allowed or refused.
    public private(set) var commands: [MenuCommand] = []
    /// The rect it points at, in `targetView`'s coordinates.
    public private(set) var targetRect: Rect = .zero
    public private(set) weak var targetView: View?
    /// The view that draws the menu; in the target's window while shown.
    public private(set) lazy var menuView = MenuView(controller: self)

    public init() {}

    /// The commands on the menu, in order.
    public var shownCommands: [MenuCommand] { commands.filter(\.isShown) }

    /// Where the menu is, in its window's points, as UIMenuController.menuFrame; zero when hidden.
    public var menuFrame: Rect { isMenuVisible ? menuView.frame : .zero }

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
        guard isMenuVisible, let window = menuView.window, let first = window.firstResponder,
              let target = first.target(forAction: action, withSender: self) else { return false }
        hide(animated: true)
        target.perform(action, withSender: self)
        return true
    }

    /// A touch began: one anywhere but on the menu hides it.
    func touchBegan(on view: View?) {
        guard isMenuVisible, view !== menuView else { return }
        hide(animated: true)
    }

    // MARK: Showing

    private func show(animated: Bool) {
        guard let view = targetView, let window = view.window, let first = window.firstResponder else {
            return hide(animated: false)
        }
        commands = (EditAction.standard + menuItems.map(\.action)).map { action in
            let allowed = first.target(forAction: action, withSender: self) != nil
            return MenuCommand(action: action, isAllowed: allowed,
                               isShown: allowed || Self.chain(from: first).contains { $0.showsRefusedAction(action) })
        }
        let shown = shownCommands
        guard !shown.isEmpty else { return hide(animated: false) }
        let strings = window.application?.strings ?? Strings(.english)
        let titles = shown.map { command in
            menuItems.first { $0.action == command.action }?.title ?? strings.title(of: command.action)
        }
        let target = view.convert(rect: targetRect, to: window)
        let layout = MenuLayout(titles: titles, target: target, columns: Int(window.bounds.width),
                                rows: Int(window.bounds.height / 2))
        menuView.layout = layout
        menuView.allowed = shown.map(\.isAllowed)
        window.animator.removeAllAnimations(of: menuView)
        menuView.frame = layout.frame
        menuView.isUserInteractionEnabled = true
        menuView.setNeedsDisplay()
        if menuView.superview !== window || window.subviews.last !== menuView { window.addSubview(menuView) }
        let wasVisible = isMenuVisible
        isMenuVisible = true
        guard animated, !wasVisible else {
            menuView.alpha = 1
            return
        }
        menuView.alpha = 0
        window.animator.animate(withDuration: Self.fadeDuration) { self.menuView.alpha = 1 }
    }

    private func hide(animated: Bool) {
        let wasVisible = isMenuVisible
        isMenuVisible = false
        menuView.isUserInteractionEnabled = false
        guard wasVisible, animated, let animator = menuView.window?.animator else {
            menuView.window?.animator.removeAllAnimations(of: menuView)
            menuView.removeFromSuperview()
            return
        }
        animator.animate(
            withDuration: Self.fadeDuration,
            animations: { self.menuView.alpha = 0 },
            completion: { [weak self] _ in
                guard let self, !self.isMenuVisible else { return }
                self.menuView.removeFromSuperview()
            })
    }

    /// A responder and every next responder after it.
    static func chain(from responder: Responder) -> [Responder] {
        var chain: [Responder] = []
        var next: Responder? = responder
        while let current = next {
            chain.append(current)
            next = current.next
        }
        return chain
    }
}
