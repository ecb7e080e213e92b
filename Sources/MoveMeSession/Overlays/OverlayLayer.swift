import MoveMeCore
import MoveMeDynamics
import MoveMeTerminal
import MoveMeScenes
import MoveMeStrings
import MoveMeRendering

/// What the front end draws over the scene (the hint, the help), as a sparse layer of cells.
///
/// The screen composes it with the scene cell by cell while it diffs, so overlays cost no
/// copy of the frame and no comparison of their own. A cell may keep the scene's background under it
/// (the hint lies over whatever the bottom row shows). A wide character of an overlay (a
/// Chinese caption) takes its cell and a continuation cell, as the scene's do; a wide
/// character of the scene that an overlay cuts in half is shown as a blank, so the terminal is
/// never given half a character.
public struct OverlayLayer: Equatable {
    public struct Item: Equatable {
        public var cell: Cell
        /// The scene's background shows through (only the foreground and attributes are ours).
        public var keepsBackground: Bool
    }

    public let columns: Int
    public let rows: Int
    /// For each cell of a row, the index of its item, or −1; a row with no item has no array
    /// (a caption's layer is one row: a whole screen of indices was made and filled every
    /// frame the fingers moved).
    private var itemIndex: [[Int32]]
    private(set) var items: [Item] = []
    /// The screen indices covered, in the order they were put.
    private(set) var covered: [Int] = []
    /// Which layer this is: a layer made or edited anew gets a new one, its copies share it.
    /// An edit knows its origin by it without keeping the origin's items alive, so the layer
    /// before can be brought up to date in place (`catchUp(to:)`) rather than copied.
    private var identity = Identity()
    /// The layer this one is an edit of (`editing()`), by its identity, so the comparison can
    /// tell it is comparing with that very layer, and the slots changed since (same cells,
    /// same order otherwise). Nil once a cell is added.
    private var origin: (identity: Identity, slots: [Int32])?

    final class Identity {}

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        itemIndex = []
    }

    public var isEmpty: Bool { items.isEmpty }

    /// Puts a one-cell-wide cell over the scene, if it is on the screen. A later put at the
    /// same place replaces an earlier one.
    public mutating func put(_ cell: Cell, column: Int, row: Int, keepsBackground: Bool = false) {
        guard column >= 0, row >= 0, column < columns, row < rows else { return }
        if itemIndex.isEmpty { itemIndex = Array(repeating: [], count: rows) }
        if itemIndex[row].isEmpty { itemIndex[row] = Array(repeating: -1, count: columns) }
        let item = Item(cell: cell, keepsBackground: keepsBackground)
        let existing = itemIndex[row][column]
        if existing >= 0 {
            items[Int(existing)] = item
            origin?.slots.append(existing)
        } else {
            itemIndex[row][column] = Int32(items.count)
            items.append(item)
            covered.append(row * columns + column)
            origin = nil
        }
    }

    /// Puts `cell(column)` at each of `columns` of `row`, left to right: the same as putting
    /// them one by one, with the row's index taken out once (a caption's bar, every frame a
    /// pinch changes its words).
    public mutating func putRow(_ row: Int, columns: Range<Int>, keepsBackground: Bool = false, cell: (Int) -> Cell) {
        let span = max(0, columns.lowerBound)..<max(max(0, columns.lowerBound), min(self.columns, columns.upperBound))
        guard row >= 0, row < rows, !span.isEmpty else { return }
        origin = nil
        if itemIndex.isEmpty { itemIndex = Array(repeating: [], count: rows) }
        var indices = itemIndex[row].isEmpty ? Array(repeating: -1, count: self.columns) : itemIndex[row]
        itemIndex[row] = []  // so the row's index is not shared while it changes
        items.reserveCapacity(items.count + span.count)
        covered.reserveCapacity(covered.count + span.count)
        for column in span {
            let item = Item(cell: cell(column), keepsBackground: keepsBackground)
            let existing = indices[column]
            if existing >= 0 {
                items[Int(existing)] = item
            } else {
                indices[column] = Int32(items.count)
                items.append(item)
                covered.append(row * self.columns + column)
            }
        }
        itemIndex[row] = indices
    }

    /// Puts a line of text, left to right, a wide character in two cells (its own and a
    /// continuation); one that the right edge would cut is a blank instead.
    public mutating func put(_ text: String, column: Int, row: Int, style: Style, keepsBackground: Bool = false) {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII, the usual case: a cell a byte.
            for (offset, byte) in text.utf8.enumerated() {
                put(Cell(CellText(ascii: byte), style: style), column: column + offset, row: row, keepsBackground: keepsBackground)
            }
            return
        }
        var at = column
        for character in text.graphemes {
            if character.width < 2 {
                put(Cell(character.text, style: style), column: at, row: row, keepsBackground: keepsBackground)
            } else if at + 1 < columns {
                put(Cell(character.text, width: 2, style: style), column: at, row: row, keepsBackground: keepsBackground)
                put(Cell(.empty, width: 0, style: style), column: at + 1, row: row, keepsBackground: keepsBackground)
            } else {
                put(Cell(.space, style: style), column: at, row: row, keepsBackground: keepsBackground)
            }
            at += character.width
        }
    }

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
    private func editedIndices(since previous: OverlayLayer) -> [Int]? {
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

    public func item(column: Int, row: Int) -> Item? {
        guard !itemIndex.isEmpty, column >= 0, row >= 0, column < columns, row < rows, !itemIndex[row].isEmpty else {
            return nil
        }
        let index = itemIndex[row][column]
        return index >= 0 ? items[Int(index)] : nil
    }

    /// The slot of the item at a cell on the screen (`column` and `row` in range), or −1.
    @inline(__always)
    private func slot(inRange column: Int, row: Int) -> Int32 {
        itemIndex.isEmpty || itemIndex[row].isEmpty ? -1 : itemIndex[row][column]
    }

    /// The slot in `items` of the item at a cell, or −1.
    private func slot(column: Int, row: Int) -> Int32 {
        guard !itemIndex.isEmpty, column >= 0, row >= 0, column < columns, row < rows, !itemIndex[row].isEmpty else {
            return -1
        }
        return itemIndex[row][column]
    }

    /// The screen indices that may look different over the same scene with this layer than
    /// with `previous` (the same size), in the order `affectedIndices` of `previous` and then
    /// of this layer first reach them: comparing only these, in this order, sends the cells
    /// that comparing all those indices would, in the same order (so the same bytes). For a
    /// ring that moves over a caption's row: a few indices instead of its every cell thrice.
    func changes(since previous: OverlayLayer) -> [Int] {
        /// Where `affectedIndices` of `previous`, then of this layer, first gives `index`: as
        /// itself (offset 0), as the left neighbour of the item after it (1), as the right of
        /// the item before it (2). Distinct indices have distinct ranks.
        func firstVisit(_ index: Int) -> Int {
            let column = index % columns, row = index / columns
            var first = Int.max
            for offset in 0..<3 {
                let itemColumn = offset == 0 ? column : offset == 1 ? column + 1 : column - 1
                guard itemColumn >= 0 && itemColumn < columns else { continue }
                let before = previous.slot(inRange: itemColumn, row: row)
                if before >= 0 {
                    first = min(first, Int(before) * 3 + offset)
                } else {
                    let after = slot(inRange: itemColumn, row: row)
                    if after >= 0 { first = min(first, (previous.covered.count + Int(after)) * 3 + offset) }
                }
            }
            return first
        }
        // Each index marked (some more than once) with its rank, in rank order, each once: no
        // array made for each index's neighbours nor a set to drop the repeats (a ring moving
        // marks a few dozen indices every frame). Room made once for an edit's marks (grown
        // from nothing, five or six times a frame).
        var ranked: [(rank: Int, index: Int)] = []
        ranked.reserveCapacity(64)
        changes(since: previous) { ranked.append((firstVisit($0), $0)) }
        Self.sortByRank(&ranked)
        var result: [Int] = []
        result.reserveCapacity(ranked.count)
        for (position, entry) in ranked.enumerated() where position == 0 || ranked[position - 1].index != entry.index {
            result.append(entry.index)
        }
        return result
    }

    /// `ranked` in the order of its ranks, by insertion while it is short, as an edit's few
    /// dozen marks are (the standard library's sort, generic and stable, cost 3,800
    /// instructions a two-finger frame for them); entries of the same rank are the same index,
    /// so their order among themselves does not matter.
    private static func sortByRank(_ ranked: inout [(rank: Int, index: Int)]) {
        guard ranked.count <= 64 else {
            ranked.sort { $0.rank < $1.rank }
            return
        }
        ranked.withUnsafeMutableBufferPointer { entries in
            guard entries.count > 1 else { return }
            for position in 1..<entries.count {
                let entry = entries[position]
                var place = position
                while place > 0, entries[place - 1].rank > entry.rank {
                    entries[place] = entries[place - 1]
                    place -= 1
                }
                entries[place] = entry
            }
        }
    }

    /// Gives every screen index that may look different over the same scene with this layer
    /// than with `previous` (the same size): where the item changed, came or went, and beside
    /// where one came or went in the row (it cuts a wide scene character, or no longer does).
    /// An index may come more than once.
    func changes(since previous: OverlayLayer, into mark: (Int) -> Void) {
        func markWithNeighbours(_ index: Int) {
            mark(index)
            let column = index % columns
            if column > 0 { mark(index - 1) }
            if column + 1 < columns { mark(index + 1) }
        }
        // An edit of `previous` differs from it only at the indices of the slots it changed:
        // the same marks as comparing every cell, from those alone.
        if let indices = editedIndices(since: previous) {
            for index in indices {
                let column = index % columns, row = index / columns
                let before = previous.slot(column: column, row: row), after = slot(column: column, row: row)
                if (before < 0) != (after < 0) {
                    markWithNeighbours(index)
                } else if before >= 0, previous.items[Int(before)] != items[Int(after)] {
                    mark(index)
                }
            }
            return
        }
        // An item put in the same place in both (a caption's bar after the rings) has the
        // same slot in both: no look-up.
        func samePlace(_ slot: Int) -> Bool {
            slot < covered.count && slot < previous.covered.count && covered[slot] == previous.covered[slot]
        }
        items.withUnsafeBufferPointer { mine in
            previous.items.withUnsafeBufferPointer { theirs in
                for (slot, index) in covered.enumerated() {
                    let other = samePlace(slot) ? Int32(slot) : previous.slot(column: index % columns, row: index / columns)
                    if other < 0 {
                        markWithNeighbours(index)
                    } else if mine[slot] != theirs[Int(other)] {
                        mark(index)
                    }
                }
            }
        }
        for (slot, index) in previous.covered.enumerated()
        where !samePlace(slot) && self.slot(column: index % columns, row: index / columns) < 0 {
            markWithNeighbours(index)
        }
    }

    /// What a person sees at a cell: the overlay's cell if it has one there, else the scene's,
    /// with a wide scene character cut by the overlay shown as a blank.
    public func composed(_ scene: Grid, column: Int, row: Int) -> Cell {
        // A row with no item of the layer, as most are (a tile's cells under a ring's row or
        // none), shows the scene: no look-ups for the cell and its neighbours.
        guard !itemIndex.isEmpty, row >= 0, row < rows, !itemIndex[row].isEmpty else { return scene[column, row] }
        let under = scene[column, row]
        if let item = item(column: column, row: row) {
            guard item.keepsBackground else { return item.cell }
            var cell = item.cell
            cell.style.background = under.style.background
            return cell
        }
        if under.width == 2, item(column: column + 1, row: row) != nil { return .blank(under.style.background) }
        if under.isContinuation, item(column: column - 1, row: row) != nil { return .blank(under.style.background) }
        return under
    }

    /// The cells this layer can change: those it covers and their neighbours in the row (a
    /// wide character there may be cut).
    func affectedIndices(into visit: (Int) -> Void) {
        for index in covered {
            visit(index)
            let column = index % columns
            if column > 0 { visit(index - 1) }
            if column + 1 < columns { visit(index + 1) }
        }
    }

    public static func == (a: OverlayLayer, b: OverlayLayer) -> Bool {
        a.columns == b.columns && a.rows == b.rows && a.covered == b.covered && a.items == b.items
    }
}
