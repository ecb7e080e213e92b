import MoveMeRendering

/// Editing a layer in place: a copy that remembers the slots it changes, the layer before
/// brought up to date with it, and the rings moved to new places among the first cells put.
extension OverlayLayer {
    /// A copy to edit in place (`put` over cells it has, `replaceLeading`), which remembers
    /// the slots it changes: compared with this very layer, only those are looked at. The
    /// fingers' rings and a caption's figures change a handful of cells a frame, not the
    /// caption's bar of 200.
    func editing() -> OverlayLayer {
        var copy = self
        copy.identity = Identity()
        copy.origin = (identity, Self.editedSlots())
        return copy
    }

    /// An empty list of an edit's changed slots with room for a frame's worth (the rings and
    /// a caption's changed characters): grown from nothing, it was made anew five or six
    /// times an edit.
    private static func editedSlots() -> [Int32] {
        var slots: [Int32] = []
        slots.reserveCapacity(64)
        return slots
    }

    /// This layer, the one `newer` is an edit of, made into `newer` in the slots that edit
    /// changed, and ready to edit from there as `newer.editing()` would be: the same layer
    /// without copying `newer`'s items (200 for a caption's bar, every frame a pinch moves),
    /// when nothing else holds this one any more (the screen holds `newer`). False, changing
    /// nothing, when `newer` is not an edit of this very layer.
    mutating func catchUp(to newer: OverlayLayer) -> Bool {
        guard let edit = newer.origin, edit.identity === identity, columns == newer.columns, rows == newer.rows,
              covered.count == newer.covered.count, items.count == newer.items.count, !itemIndex.isEmpty else { return false }
        // Places first left, then taken: a ring may move to where another was. A slot changed
        // in place (a caption's character) keeps its place: only its item is new.
        for slot in edit.slots where newer.covered[Int(slot)] != covered[Int(slot)] {
            let index = covered[Int(slot)], row = index / columns
            if itemIndex[row][index % columns] == slot { itemIndex[row][index % columns] = -1 }
        }
        for slot in edit.slots {
            let index = newer.covered[Int(slot)]
            if index != covered[Int(slot)] {
                let row = index / columns
                if itemIndex[row].isEmpty { itemIndex[row] = Array(repeating: -1, count: columns) }
                itemIndex[row][index % columns] = slot
                covered[Int(slot)] = index
            }
            items[Int(slot)] = newer.items[Int(slot)]
        }
        identity = Identity()
        origin = (newer.identity, Self.editedSlots())
        return true
    }

    /// Moves the first `cells.count` cells put (the fingers' rings, put before the bar) to new
    /// places with new contents, keeping their order; false, changing nothing, when the new
    /// places are not distinct or another cell is at one of them, or the layer has fewer cells.
    /// The layer is then the one made by putting the new cells first and the rest after them.
    mutating func replaceLeading(with cells: [(cell: Cell, column: Int, row: Int, keepsBackground: Bool)]) -> Bool {
        let count = cells.count
        guard count <= covered.count else { return false }
        var places: [Int] = []
        for cell in cells {
            guard cell.column >= 0, cell.row >= 0, cell.column < columns, cell.row < rows else { return false }
            let index = cell.row * columns + cell.column
            let existing = slot(column: cell.column, row: cell.row)
            guard !places.contains(index), existing < 0 || Int(existing) < count else { return false }
            places.append(index)
        }
        guard count > 0 else { return true }
        if itemIndex.isEmpty { itemIndex = Array(repeating: [], count: rows) }
        for slot in 0..<count { itemIndex[covered[slot] / columns][covered[slot] % columns] = -1 }
        for (slot, cell) in cells.enumerated() {
            if itemIndex[cell.row].isEmpty { itemIndex[cell.row] = Array(repeating: -1, count: columns) }
            itemIndex[cell.row][cell.column] = Int32(slot)
            covered[slot] = places[slot]
            items[slot] = Item(cell: cell.cell, keepsBackground: cell.keepsBackground)
            origin?.slots.append(Int32(slot))
        }
        return true
    }

    /// Whether this layer is an edit of that very layer (for tests).
    func isEdit(of previous: OverlayLayer) -> Bool { editedIndices(since: previous) != nil }

    /// The indices where this layer, an edit of `previous` (`editing()`), may differ from it:
    /// those of the slots changed, where they were and where they are. Nil when it is not an
    /// edit of that very layer.
    func editedIndices(since previous: OverlayLayer) -> [Int]? {
        guard let origin, origin.identity === previous.identity, covered.count == previous.covered.count,
              items.count == previous.items.count else { return nil }
        var indices: [Int] = []
        indices.reserveCapacity(origin.slots.count * 2)
        for slot in origin.slots {
            let now = covered[Int(slot)], before = previous.covered[Int(slot)]
            indices.append(now)
            // A slot changed in place (a caption's character) has one index, looked at once.
            if before != now { indices.append(before) }
        }
        return indices
    }
}
