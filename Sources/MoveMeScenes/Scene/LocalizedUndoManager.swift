import MoveMeCore
import MoveMeStrings

/// A window's undo manager with its menu titles in the user's language, as Foundation's words
/// them: "Undo Paste", "Annuler Coller"; "Undo" alone for an edit with no name. Every scene's
/// window has one (the core's has no words).
public final class LocalizedUndoManager: UndoManager {
    private let strings: Strings

    /// An undo manager whose titles are in the language of `strings`.
    public init(strings: Strings) {
        self.strings = strings
        super.init()
    }

    public override func undoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? strings[.alertUndo] : strings.format(.menuUndoTitle, actionName)
    }

    public override func redoMenuTitle(forUndoActionName actionName: String) -> String {
        actionName.isEmpty ? strings[.alertRedo] : strings.format(.menuRedoTitle, actionName)
    }
}

extension Window {
    /// A scene's window: its animations' clock at `time`, and an undo manager that words its
    /// menu titles in the language of `strings`.
    public convenience init(frame: Rect, time: Double, strings: Strings) {
        self.init(frame: frame, animator: Animator(time: time), undoManager: LocalizedUndoManager(strings: strings))
    }
}
