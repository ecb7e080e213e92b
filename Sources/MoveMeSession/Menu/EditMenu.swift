import MoveMeCore
import MoveMeScenes
import MoveMeStrings

/// The edit menu on screen: the session's `MenuPresenter`, as the system puts UIMenuController's
/// menu up outside the app's views. The model (`MenuController`) decides what it offers and
/// what a choice does; this places its commands (`MenuLayout`), in the user's language, for
/// the menu's plane (`EditMenuOverlay`) to draw and a click on it to choose.
final class EditMenu: MenuPresenter {
    /// What shows: where the commands are (each can be chosen: the model shows no other).
    struct Shown: Equatable {
        let layout: MenuLayout
    }

    private let strings: Strings
    private weak var controller: MenuController?
    /// The menu as it shows; nil while hidden.
    private(set) var shown: Shown?

    init(strings: Strings) {
        self.strings = strings
    }

    func showMenu(of controller: MenuController, pointingAt target: Rect, in window: Window, animated: Bool) -> Rect {
        self.controller = controller
        let commands = controller.shownCommands
        let titles = commands.map { command in
            controller.menuItems.first { $0.action == command.action }?.title ?? strings.title(of: command.action)
        }
        let layout = MenuLayout(titles: titles, target: target, columns: Int(window.bounds.width),
                                rows: Int(window.bounds.height / 2))
        shown = Shown(layout: layout)
        return layout.frame
    }

    func hideMenu(of controller: MenuController, animated: Bool) {
        shown = nil
    }

    /// The menu is no view of the window: a touch never begins on it (the session takes the
    /// mouse over it first, `command(atColumn:row:)`).
    func isMenu(_ view: View?) -> Bool { false }

    /// Whether a cell of the screen is on the menu.
    func contains(column: Int, row: Int) -> Bool {
        guard let frame = shown?.layout.frame else { return false }
        let left = Int(frame.minX), top = Int(frame.minY / 2)
        return column >= left && column < left + Int(frame.width) && row >= top && row < top + Int(frame.height / 2)
    }

    /// The command at a cell of the screen, as an index of the controller's shown commands.
    func command(atColumn column: Int, row: Int) -> Int? {
        guard let shown, contains(column: column, row: row) else { return nil }
        let frame = shown.layout.frame
        return shown.layout.entry(atColumn: column - Int(frame.minX), row: row - Int(frame.minY / 2))
    }

    /// Chooses the command at `index` of the controller's shown commands: the menu hides, and
    /// the first responder able to does it.
    func choose(_ index: Int) {
        guard let controller, controller.shownCommands.indices.contains(index) else { return }
        controller.choose(controller.shownCommands[index].action)
    }
}
