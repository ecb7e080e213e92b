import MoveMeCore
import MoveMeStrings
/// Cut, copy, paste and delete on the board, for the tile that is first responder (a double
/// tap makes it so): the tile itself performs no action, so the edit menu's question goes up
/// the responder chain to the board, which answers for it, as Apple's CopyPasteTile board does
/// for its selected tile. Cut and delete empty the place; paste fills an empty place, and only
/// from a tile on the general pasteboard (CopyPasteTile's `canPerformAction`: Paste only where
/// there is no tile and when the pasteboard `containsPasteboardTypes` of its tile's type).
/// Each is undoable, by its name in the user's language (the edit menu's word for it).
extension TouchesView {
    /// The tile the edit menu acts on.
    var selectedTile: TileView? { window?.firstResponder as? TileView }

    private var generalPasteboard: Pasteboard? { window?.application?.pasteboards.general }

    func canPerformEditAction(_ action: EditAction) -> Bool {
        guard let tile = selectedTile, tiles.contains(where: { $0 === tile }) else { return false }
        switch action {
        case .cut, .copy, .delete: return tile.content != nil
        case .paste:
            return tile.content == nil
                && generalPasteboard?.containsPasteboardTypes([TileContent.pasteboardType]) == true
        default: return false
        }
    }

    func performEditAction(_ action: EditAction) {
        guard canPerformEditAction(action), let tile = selectedTile else { return }
        let place = strings[tile.kind.nameKey]
        switch action {
        case .cut:
            guard let content = tile.content else { return }
            generalPasteboard?.setItems([content.pasteboardItem])
            setContent(nil, of: tile, named: strings.title(of: .cut))
            say(strings.format(.touchesSaidCut, content.label, place))
        case .copy:
            guard let content = tile.content else { return }
            generalPasteboard?.setItems([content.pasteboardItem])
            say(strings.format(.touchesSaidCopy, content.label))
        case .paste:
            guard let board = generalPasteboard, let content = TileContent(pasteboard: board) else { return }
            setContent(content, of: tile, named: strings.title(of: .paste))
            say(strings.format(.touchesSaidPaste, content.label, place))
        case .delete:
            let label = tile.content?.label ?? ""
            setContent(nil, of: tile, named: strings.title(of: .delete))
            say(strings.format(.touchesSaidDelete, label, place))
        default:
            break
        }
    }

    /// Sets a tile's content; undo sets the old one back (and redo this one again).
    func setContent(_ content: TileContent?, of tile: TileView, named name: String) {
        let old = tile.content
        tile.content = content
        // The tile weakly, as the board: the window's undo manager must not keep a tree alive.
        undoManager?.registerUndo(withTarget: self) { [weak tile] board in
            guard let tile else { return }
            board.setContent(old, of: tile, named: name)
            let strings = board.strings
            // English says the edit in lower case ("undo paste"); a translation as its menu does.
            let edit = strings.language == .english ? name.lowercased() : name
            board.say(strings.format(board.undoManager?.isUndoing == true ? .touchesSaidUndo : .touchesSaidRedo, edit,
                                     strings[tile.kind.nameKey]))
        }
        undoManager?.setActionName(name)
    }

    /// Back to the start: every place holds its own tile, and nothing is left to undo.
    func resetContents() {
        for tile in tiles { tile.content = TileContent(tile.kind) }
        undoManager?.removeAllActions()
    }
}
