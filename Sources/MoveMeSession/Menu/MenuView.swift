import MoveMeCore
import MoveMeDynamics
import MoveMeTerminal
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering
/// The edit menu on screen, the session's `MenuPresenter`: a dark strip of commands divided by
/// bars, refused ones greyed, in the user's language. It is a view in the target's window,
/// over everything else there, so touches find it as they find any view: one that ends on a
/// command chooses it; anywhere else on the menu, nothing. It fades in and out on the window's
/// animator.
public final class MenuView: View, MenuPresenter {
    public static let background = Color(white: 0.1)
    public static let textColor = Color.white
    public static let greyedColor = Color(white: 0.5)
    /// How long the fade in or out takes.
    public static let fadeDuration = 0.15

    /// The controller it shows the menu of, while it does.
    private weak var controller: MenuController?
    /// The commands' titles in this language.
    private let menuStrings: Strings
    public private(set) var layout: MenuLayout?
    /// Whether each entry of the layout can be chosen.
    public private(set) var allowed: [Bool] = []

    public init(strings: Strings) {
        menuStrings = strings
        super.init(frame: .zero)
        backgroundColor = Self.background
        isUserInteractionEnabled = false
    }

    // MARK: MenuPresenter

    public func showMenu(of controller: MenuController, pointingAt target: Rect, in window: Window, animated: Bool) -> Rect {
        self.controller = controller
        let shown = controller.shownCommands
        let titles = shown.map { command in
            controller.menuItems.first { $0.action == command.action }?.title ?? menuStrings.title(of: command.action)
        }
        let layout = MenuLayout(titles: titles, target: target, columns: Int(window.bounds.width),
                                rows: Int(window.bounds.height / 2))
        self.layout = layout
        allowed = shown.map(\.isAllowed)
        window.animator.removeAllAnimations(of: self)
        frame = layout.frame
        isUserInteractionEnabled = true
        setNeedsDisplay()
        if superview !== window || window.subviews.last !== self { window.addSubview(self) }
        guard animated else {
            alpha = 1
            return frame
        }
        alpha = 0
        window.animator.animate(withDuration: Self.fadeDuration) { self.alpha = 1 }
        return frame
    }

    public func hideMenu(of controller: MenuController, animated: Bool) {
        isUserInteractionEnabled = false
        guard animated, let animator = window?.animator else {
            window?.animator.removeAllAnimations(of: self)
            removeFromSuperview()
            return
        }
        animator.animate(
            withDuration: Self.fadeDuration,
            animations: { self.alpha = 0 },
            completion: { [weak self, weak controller] _ in
                guard let self, controller?.isMenuVisible != true else { return }
                self.removeFromSuperview()
            })
    }

    public func isMenu(_ view: View?) -> Bool { view === self }

    // MARK: Touches

    /// The command under a point of the menu.
    func entry(at point: Point) -> Int? {
        guard let layout else { return nil }
        return layout.entry(atColumn: Int(point.x.rounded(.down)), row: Int((point.y / 2).rounded(.down)))
    }

    public override func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    public override func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    public override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}

    public override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard let controller, let touch = touches.first, bounds.contains(touch.location(in: self)),
              let index = entry(at: touch.location(in: self)), allowed.indices.contains(index),
              controller.shownCommands.indices.contains(index) else { return }
        let command = controller.shownCommands[index]
        touch.window.touchLog.report(menuStrings.format(.logMenu, menuStrings.title(of: command.action)), for: touch)
        controller.choose(command.action)
    }

    // MARK: Drawing

    public override func draw(in context: any GraphicsContext) {
        // Without colour the commands stand alone: a box one row tall would draw its edges
        // over them.
        if context.showsColor { context.fill(Self.background) }
        guard let layout else { return }
        for (index, entry) in layout.entries.enumerated() {
            let y = Double(entry.row * 2 + 1)
            let color = allowed.indices.contains(index) && allowed[index] ? Self.textColor : Self.greyedColor
            context.drawText(entry.title, centeredAt: Point(x: Double(entry.column) + Double(entry.width) / 2, y: y),
                             color: color, bold: color == Self.textColor)
            if index + 1 < layout.entries.count, layout.entries[index + 1].row == entry.row {
                context.drawText("│", centeredAt: Point(x: Double(entry.column + entry.width) + 0.5, y: y),
                                 color: Self.greyedColor, bold: false)
            }
        }
    }
}
