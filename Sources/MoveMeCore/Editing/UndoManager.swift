/// Undo and redo, as Foundation's UndoManager: an edit registers how to take itself back
/// (`registerUndo(withTarget:handler:)`) and names itself (`setActionName`, in the user's
/// language, as the app gives it); `undo()` runs the newest group of registrations, and what
/// they register while undoing becomes the redo.
///
/// A registration outside `beginUndoGrouping()`/`endUndoGrouping()` is a group of its own
/// (Foundation groups by run-loop turn; here an edit is one call). A new edit clears the redo
/// stack. Targets are held weakly: an action whose target has gone does nothing.
open class UndoManager {
    /// How many groups are kept; the oldest go first.
    public var levelsOfUndo = 100

    private struct Group {
        var actions: [() -> Void] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The group being collected: an explicit grouping, or the registrations of an undo or redo.
    private var open: Group?
    /// How many `beginUndoGrouping()` calls are open.
    public private(set) var groupingLevel = 0
    /// Whether `undo()` is running: what its actions register is how to redo.
    public private(set) var isUndoing = false
    /// Whether `redo()` is running.
    public private(set) var isRedoing = false

    /// An undo manager with nothing to undo or redo.
    public init() {}

    /// Whether there is something to undo.
    public var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is something to redo.
    public var canRedo: Bool { !redoStack.isEmpty }

    /// The name of what `undo()` would take back ("Paste"); empty when unnamed or nothing.
    public var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of what `redo()` would do again; empty when unnamed or nothing.
    public var redoActionName: String { redoStack.last?.name ?? "" }

    /// The Undo command's title as a menu says it ("Undo Paste"):
    /// `undoMenuTitle(forUndoActionName:)` of `undoActionName`.
    public var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    /// The Redo command's title ("Redo Paste"): `redoMenuTitle(forUndoActionName:)` of
    /// `redoActionName`.
    public var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }

    /// The Undo command's whole title for an action's name, as Foundation's, which words it in
    /// the user's language and is there to be overridden. The core has no words: here it is
    /// the name alone, and an application's undo manager gives its language's
    /// (MoveMeScenes' `LocalizedUndoManager`: "Undo Paste", "Annuler Coller").
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName }
    /// The Redo command's whole title for an action's name, as `undoMenuTitle(forUndoActionName:)`.
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName }

    // MARK: Registering

    /// Records how to undo an edit of `target`: `handler` gets the target back.
    ///
    /// - Parameters:
    ///   - target: The object the edit changed; held weakly, so an undo of a target that has gone
    ///     does nothing.
    ///   - handler: Takes the edit back, given the target; what it registers is how to redo.
    public func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        let action = { [weak target] in
            if let target { handler(target) }
        }
        if open != nil {
            open!.actions.append(action)
        } else {
            push(Group(actions: [action]), redo: false)
            redoStack.removeAll()
        }
    }

    /// Names the group being collected, or else the newest undo group.
    public func setActionName(_ name: String) {
        if open != nil {
            open!.name = name
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = name
        }
    }

    /// Opens a group: the registrations until the matching `endUndoGrouping()` undo as one.
    public func beginUndoGrouping() {
        groupingLevel += 1
        if groupingLevel == 1, open == nil { open = Group() }
    }

    /// Closes a grouping; the outermost puts its registrations on the undo stack as one.
    public func endUndoGrouping() {
        guard groupingLevel > 0 else { return }
        groupingLevel -= 1
        guard groupingLevel == 0, !isUndoing, !isRedoing, let group = open else { return }
        open = nil
        if !group.actions.isEmpty {
            push(group, redo: false)
            redoStack.removeAll()
        }
    }

    // MARK: Undoing

    /// Takes back the newest group, newest registration first; returns whether there was one.
    @discardableResult
    public func undo() -> Bool {
        guard groupingLevel == 0, let group = undoStack.popLast() else { return false }
        isUndoing = true
        open = Group(name: group.name)
        for action in group.actions.reversed() { action() }
        if let redo = open, !redo.actions.isEmpty { push(redo, redo: true) }
        open = nil
        isUndoing = false
        return true
    }

    /// Does again what the last undo took back; returns whether there was one.
    @discardableResult
    public func redo() -> Bool {
        guard groupingLevel == 0, let group = redoStack.popLast() else { return false }
        isRedoing = true
        open = Group(name: group.name)
        for action in group.actions.reversed() { action() }
        if let undo = open, !undo.actions.isEmpty { push(undo, redo: false) }
        open = nil
        isRedoing = false
        return true
    }

    /// Forgets everything that could be undone or redone.
    public func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    private func push(_ group: Group, redo: Bool) {
        if redo {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            if undoStack.count > max(1, levelsOfUndo) { undoStack.removeFirst() }
        }
    }
}
