import MoveMeCore
import MoveMeScenes
import MoveMeStrings
import MoveMeTerminal

/// The edit menu, the clipboard and the shake, connected to the terminal (the core decides
/// them all; see `Scene+Editing`): a right-click on the placard shows the menu, a paste into
/// the terminal goes to the general pasteboard and the first responder, every copy the program
/// makes goes out as OSC 52, and the shake key asks "Undo Paste?" in a small modal box.
extension Session {
    /// A burst of at least this many printable characters in one read is a paste the terminal
    /// did not bracket (no mode 2004), not typing: no one types that fast. It is ignored, so a
    /// pasted paragraph never runs as a stream of commands (its q would quit).
    static let unbracketedPasteCharacters = 8

    /// Copies and cuts the program makes go to the terminal's clipboard, as OSC 52 (text that
    /// came from the terminal is not sent back: the pasteboard tells only its own changes), and
    /// the bottom row says so for a few seconds, as it says what a paste did: the terminal
    /// answers nothing, so the notice is the only sign a copy went anywhere.
    func connectClipboard() {
        scene.generalPasteboard.didChange = { [weak self] text in
            guard let self, let text, !text.isEmpty else { return }
            effects.append(.write(ClipboardWrite.sequence(for: text)))
            showNotice(strings[.noticeCopied], at: now)
        }
    }

    /// Events read at once, without the printable characters (and Enter, Tab) of a burst that
    /// can only be an unbracketed paste.
    static func withoutUnbracketedPaste(_ events: [InputEvent]) -> [InputEvent] {
        let typed = events.count { if case .key(.character) = $0 { true } else { false } }
        guard typed >= unbracketedPasteCharacters else { return events }
        return events.filter {
            switch $0 {
            case .key(.character), .key(.enter), .key(.tab): false
            default: true
            }
        }
    }

    /// A bracketed paste: into the general pasteboard by its rules and to the first responder
    /// if it can paste (MoveMe's placard: the greeting changes). A paste longer than the decoder
    /// keeps is refused whole, as the pasteboard refuses one over its limit.
    func handle(_ pasted: PastedText, at time: Double) {
        guard undoQuestion == nil, !showsHelp else { return }
        let message = pasted.isCut
            ? strings.format(.pasteRefusedBytes, String(pasted.byteCount), String(PasteboardText.maximumBytes))
            : scene.paste(pasted.text, at: time).message(strings)
        if let message {
            showNotice(strings.format(.noticePaste, message), at: time)
        } else {
            // Taken as it came: what an earlier notice says (a paste "refused") is stale now;
            // any notice goes, a person who pastes having read the bottom row already.
            clearNotice()
        }
        userDidAct()
    }

    /// How long a notice stays on the bottom row.
    static let noticeDuration = 4.0

    /// A notice on the bottom row for a few seconds (what the pasteboard's rules did to a
    /// paste, a shake with nothing to undo), never the pasted text itself.
    func showNotice(_ text: String, at time: Double) {
        notice = text
        noticeExpiry = time + Self.noticeDuration
        scheduler.setNeedsFrame()
    }

    /// The notice goes once its time is up; the frame that removes it is due then.
    func expireNotice(at time: Double) {
        guard let expiry = noticeExpiry, time >= expiry else { return }
        clearNotice()
    }

    /// The notice goes now, if one shows.
    func clearNotice() {
        guard notice != nil || noticeExpiry != nil else { return }
        notice = nil
        noticeExpiry = nil
        scheduler.setNeedsFrame()
    }

    /// The right button: in MoveMe, a press shows the placard's edit menu (MoveMe itself has
    /// no use for the button). Other scenes give it their own meaning, or none.
    func handleRightButton(_ mouse: MouseEvent, at time: Double) {
        guard mouse.kind == .press, scene is MoveMeApp, undoQuestion == nil, !showsHelp,
              let (column, row) = layout.sceneCell(column: mouse.column, row: mouse.row, isPress: true)
        else { return }
        if scene.showEditMenu(column: column, row: row, at: time) { userDidAct() }
    }

    /// The shake key, as the Simulator's Shake Gesture: the core asks its question (when there
    /// is something to undo), shown until answered. With nothing to undo UIKit shows nothing;
    /// a key that visibly did nothing looked broken, so a notice says why.
    func shake(at time: Double) {
        interrupt(at: time)
        scene.shake(at: time)
        undoQuestion = scene.undoConfirmation
        if undoQuestion == nil { showNotice(strings[.noticeNothingToUndo], at: time) }
        userDidAct()
    }


    /// Answers the shake's question (y undoes, n cancels).
    func answerUndo(_ yes: Bool, at time: Double) {
        scene.answerUndoConfirmation(yes, at: time)
        undoQuestion = nil
        scheduler.setNeedsFrame()
    }

    /// While the question shows it is modal, as UIKit's alert: y or Enter undoes, n or Esc
    /// cancels, other keys do nothing. True if the key was the question's.
    func handleUndoQuestion(_ key: Key, at time: Double) -> Bool {
        guard undoQuestion != nil else { return false }
        switch key {
        case .character("y"), .character("Y"), .enter: answerUndo(true, at: time)
        case .character("n"), .character("N"), .escape: answerUndo(false, at: time)
        default: break
        }
        return true
    }

    /// A click while the question shows: on a button, its answer; elsewhere nothing.
    func handleUndoQuestion(_ mouse: MouseEvent, at time: Double) -> Bool {
        guard let question = undoQuestion else { return false }
        guard mouse.kind == .press, mouse.button == .left else { return true }
        let box = UndoAlert.Box(question: question, columns: layout.columns, rows: layout.rows, strings: strings)
        if let answer = box.answer(column: mouse.column, row: mouse.row) { answerUndo(answer, at: time) }
        return true
    }

    /// While the edit menu shows, its commands have keys, as a Mac's: x cut, c copy, v paste,
    /// s select, a select all, d or Delete delete; Esc hides it. True if the key was the menu's
    /// (a command not allowed now does nothing).
    func handleMenuKey(_ key: Key, at time: Double) -> Bool {
        let menu = scene.menuController
        guard menu.isMenuVisible else { return false }
        if key == .escape {
            scene.hideEditMenu()
        } else if let action = Self.menuAction(for: key) {
            scene.advance(to: time)
            menu.choose(action)
        } else {
            return false
        }
        userDidAct()
        return true
    }

    static func menuAction(for key: Key) -> EditAction? {
        switch key {
        case .character("x"): .cut
        case .character("c"): .copy
        case .character("v"): .paste
        case .character("s"): .select
        case .character("a"): .selectAll
        case .character("d"), .delete: .delete
        default: nil
        }
    }

    /// The mouse over the edit menu, as a finger on UIKit's: a press on it is the menu's, not
    /// the scene's (one elsewhere goes to the scene, and the menu hides); a release on a
    /// command that can be chosen chooses it. True when the menu took the report.
    func handleEditMenu(_ mouse: MouseEvent, at time: Double) -> Bool {
        guard mouse.button == .left else { return false }
        switch mouse.kind {
        case .press:
            guard editMenu.contains(column: mouse.column, row: mouse.row) else { return false }
            pressedOnMenu = true
            return true
        case .drag:
            return pressedOnMenu
        case .release:
            guard pressedOnMenu else { return false }
            pressedOnMenu = false
            if let command = editMenu.command(atColumn: mouse.column, row: mouse.row) {
                scene.advance(to: time)
                editMenu.choose(command)
                userDidAct()
            }
            return true
        case .motion:
            return false
        }
    }
}
