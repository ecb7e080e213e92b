import MoveMeCore
import MoveMeStrings

/// The keys' finger in any scene, for a terminal without a mouse or a person who prefers keys:
/// the arrows or hjkl slide a touch by a cell, Space or Enter lift it. MoveMe's placard is
/// pressed first (`PlacardHosting`); elsewhere Tab moves the keyboard's focus from view to view
/// of those that can become focused (the collision recipe's squares, the tiles), and the
/// arrows press on the focused one first. The views see ordinary touches
/// (`TouchDispatcher+Keyboard`), so what follows, a square hanging from the finger or a tile
/// dragged, is the scene's own, as with the mouse.
extension Scene {
    /// Each arrow and its letter, and how far it slides the touch: a column is half as far as a
    /// row in points, so a move across takes two.
    static var arrowSteps: [(inputs: [KeyCommand.Input], columns: Int, rows: Int)] {
        [([.up, .character("k")], 0, -1), ([.down, .character("j")], 0, 1),
         ([.left, .character("h")], -2, 0), ([.right, .character("l")], 2, 0)]
    }

    /// The arrows and hjkl as key commands, each sending its step to `move`.
    func arrowKeyCommands(_ move: @escaping (_ columns: Int, _ rows: Int, _ time: Double) -> Void) -> [KeyCommand] {
        Self.arrowSteps.map { step in
            KeyCommand(step.inputs) { _, time in move(step.columns, step.rows, time) }
        }
    }

    /// Slides the keys' touch by whole cells; the touch stays on the scene (at most the centre
    /// of its last cell).
    public func moveKeyboardTouch(columns dx: Int, rows dy: Int, at time: Double) {
        advance(to: time)
        let cellCentres = Rect(x: 0, y: 0, width: max(0, Double(columns) - 0.5), height: max(0, Double(rows) * 2 - 1))
        dispatcher.keyboardMove(by: Point(x: Double(dx), y: Double(dy) * 2), within: cellCentres, time: time)
    }

    /// Lifts the keys' touch where it is.
    public func releaseKeyboardTouch(at time: Double) {
        advance(to: time)
        dispatcher.keyboardRelease(time: time)
    }

    // MARK: The focus

    /// Tab, the arrows and Space or Enter on the focused view, as key commands; `title` is
    /// Tab's word on the bottom row ("tab square").
    public func focusKeyCommands(title: String) -> [KeyCommand] {
        [KeyCommand([.tab], title: title) { [unowned self] _, time in focusNextView(at: time) }]
            + arrowKeyCommands { [unowned self] columns, rows, time in moveFocusedView(columns: columns, rows: rows, at: time) }
            + [KeyCommand([.character(" "), .enter]) { [unowned self] _, time in releaseKeyboardTouch(at: time) }]
    }

    /// Tab: the view the keys hold is let go, and the focus moves to the next (`Window+Focus`).
    public func focusNextView(at time: Double) {
        releaseKeyboardTouch(at: time)
        window.focusNextView()
    }

    /// An arrow: the keys' finger presses on the focused view (the first, when none is), then
    /// slides. Nothing happens while the mouse holds a touch or the press lands on another view.
    public func moveFocusedView(columns dx: Int, rows dy: Int, at time: Double) {
        advance(to: time)
        if dispatcher.keyboardTouch == nil {
            guard let view = window.focusedView ?? window.focusNextView(),
                  dispatcher.keyboardPress(on: view, time: time) else { return }
        }
        moveKeyboardTouch(columns: dx, rows: dy, at: time)
    }

    /// A tap of the keys' finger on `view`'s centre: what a click there does (the boundary
    /// recipe starts again).
    public func tapFromKeyboard(on view: View, at time: Double) {
        advance(to: time)
        guard dispatcher.keyboardPress(on: view, time: time) else { return }
        dispatcher.keyboardRelease(time: time)
    }
}

/// What the keys' finger does in a scene's content, for the keys it takes and their words on
/// the bottom row.
public enum KeyboardFinger: Equatable, Sendable {
    /// Nothing to move or touch (the gravity recipe, which one only watches).
    case unused
    /// Tab chooses a view, the arrows drag it (`Scene.focusKeyCommands`): "tab square".
    case dragsFocusedView(tabTitle: String)
    /// Space or Enter tap the content, as a click on it ("space again").
    case tapsContent(title: String)
}

extension HelpLine {
    /// The help's lines of the keys' finger on a focused view: Tab (`tab`, the text of what it
    /// chooses), the arrows, Space or Enter.
    public static func focusKeys(_ strings: Strings, tab: TextKey) -> [HelpLine] {
        [HelpLine("tab", strings[tab], short: strings[.shortChoose]),
         HelpLine(strings[.keyArrows], strings[.actionDragFocused], short: strings[.shortMove]),
         HelpLine(strings[.keySpaceEnter], strings[.actionLetItGo], short: strings[.shortLetGo])]
    }
}
