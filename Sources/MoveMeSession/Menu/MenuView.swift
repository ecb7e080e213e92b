/// The edit menu on screen: a dark strip of commands divided by bars, refused ones greyed. A
/// touch that ends on a command chooses it; anywhere else on the menu, nothing.
public final class MenuView: View {
    public static let background = Color(white: 0.1)
    public static let textColor = Color.white
    public static let greyedColor = Color(white: 0.5)

    unowned let controller: MenuController
    public internal(set) var layout: MenuLayout?
    /// Whether each entry of the layout can be chosen.
    public internal(set) var allowed: [Bool] = []

    init(controller: MenuController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = Self.background
    }

    /// Its window changed size: the menu hides, as UIKit's does when the screen turns, since
    /// where it went no longer fits what it points at. Every scene gets this, whoever resizes it.
    override func autoresize(in old: Rect, to new: Size) {
        controller.setMenuVisible(false, animated: false)
    }

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
        guard let touch = touches.first, bounds.contains(touch.location(in: self)),
              let index = entry(at: touch.location(in: self)), allowed.indices.contains(index) else { return }
        let command = controller.shownCommands[index]
        touch.window.touchLog.report(strings.format(.logMenu, strings.title(of: command.action)), for: touch)
        controller.choose(command.action)
    }

    // MARK: Drawing

    public override func draw(in context: DrawingContext) {
        // Without colour the commands stand alone: a box one row tall would draw its edges
        // over them.
        if context.mode == .halfBlocks { context.fill(Self.background) }
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
