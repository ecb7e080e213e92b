/// The editing state of a scene as plain values, for an inspector: who is first responder, the
/// edit menu's commands allowed or refused, the general pasteboard, the undo stack's top and
/// the shake's question.
public struct EditingSnapshot: Equatable, Sendable {
    /// The first responder's type ("PlacardView"); nil when there is none.
    public let firstResponder: String?
    /// Whether the edit menu shows.
    public let isMenuVisible: Bool
    /// The commands the menu considered when last shown (refused ones too).
    public let menuCommands: [MenuCommand]
    /// The general pasteboard's plain text, and the types of its first item, sorted.
    public let pasteboardString: String?
    /// The types of the general pasteboard's first item, sorted.
    public let pasteboardTypes: [String]
    /// The general pasteboard's change count.
    public let pasteboardChangeCount: Int
    /// What undo and redo would do ("Paste"); nil when they can do nothing.
    public let undoActionName: String?
    /// What redo would do ("Paste"); nil when it can do nothing.
    public let redoActionName: String?
    /// The shake's question, while it waits for an answer.
    public let undoConfirmation: UndoConfirmation?

    /// The editing state of `window` in `application` now.
    public init(window: Window, application: Application) {
        firstResponder = window.firstResponder.map { String(describing: type(of: $0)) }
        let menu = application.menuController
        isMenuVisible = menu.isMenuVisible
        menuCommands = menu.commands
        let general = application.pasteboards.general
        pasteboardString = general.string
        pasteboardTypes = general.pasteboardTypes
        pasteboardChangeCount = general.changeCount
        let undo = window.undoManager
        undoActionName = undo?.canUndo == true ? undo?.undoActionName : nil
        redoActionName = undo?.canRedo == true ? undo?.redoActionName : nil
        undoConfirmation = application.undoConfirmation
    }
}
