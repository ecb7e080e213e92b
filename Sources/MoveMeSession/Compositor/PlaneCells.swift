import MoveMeRendering

/// One plane's cells over the scene, as a sparse layer: the compositor puts them over the scene
/// where they are (`Compositor.composed`). A cell may keep the scene's background under it
/// (the hint lies over whatever the bottom row shows), or mark the scene's character under it
/// (a finger's ring on a letter). A wide character of an overlay (a Chinese caption) takes its
/// cell and a continuation cell, as the scene's do; a wide character of the scene that an
/// overlay cuts in half is shown as a blank, so the terminal is never given half a character.
public struct PlaneCells: Equatable {
    public struct Item: Equatable {
        public var cell: Cell
        /// The scene's background shows through (only the foreground and attributes are ours).
        public var keepsBackground: Bool
        /// Over a character of the scene (a tile's label), that character in reverse video
        /// instead of ours: a finger's ring marks the letter it is on and hides none.
        public var marksCharacter = false
    }

    public let columns: Int
    public let rows: Int
    /// For each cell of a row, the index of its item, or −1; a row with no item has no array
    /// (a caption's layer is one row: a whole screen of indices was made and filled every
    /// frame the fingers moved).
    var itemIndex: [[Int32]]
    var items: [Item] = []
    /// The screen indices covered, in the order they were put.
    var covered: [Int] = []

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        itemIndex = []
    }

    public var isEmpty: Bool { items.isEmpty }

    /// Puts a one-cell-wide cell over the scene, if it is on the screen. A later put at the
    /// same place replaces an earlier one.
    public mutating func put(_ cell: Cell, column: Int, row: Int, keepsBackground: Bool = false, marksCharacter: Bool = false) {
        guard column >= 0, row >= 0, column < columns, row < rows else { return }
        if itemIndex.isEmpty { itemIndex = Array(repeating: [], count: rows) }
        if itemIndex[row].isEmpty { itemIndex[row] = Array(repeating: -1, count: columns) }
        let item = Item(cell: cell, keepsBackground: keepsBackground, marksCharacter: marksCharacter)
        let existing = itemIndex[row][column]
        if existing >= 0 {
            items[Int(existing)] = item
        } else {
            itemIndex[row][column] = Int32(items.count)
            items.append(item)
            covered.append(row * columns + column)
        }
    }

    /// How many cells it covers.
    var count: Int { covered.count }

    /// Puts `cell(column)` at each of `columns` of `row`, left to right: the same as putting
    /// them one by one, with the row's index taken out once (a caption's bar, every frame a
    /// pinch changes its words).
    public mutating func putRow(_ row: Int, columns: Range<Int>, keepsBackground: Bool = false, cell: (Int) -> Cell) {
        let span = max(0, columns.lowerBound)..<max(max(0, columns.lowerBound), min(self.columns, columns.upperBound))
        guard row >= 0, row < rows, !span.isEmpty else { return }
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

    public func item(column: Int, row: Int) -> Item? {
        guard !itemIndex.isEmpty, column >= 0, row >= 0, column < columns, row < rows, !itemIndex[row].isEmpty else {
            return nil
        }
        let index = itemIndex[row][column]
        return index >= 0 ? items[Int(index)] : nil
    }

    /// What a person sees at a cell with this plane alone over the scene (`composed(_:column:row:item:)`).
    public func composed(_ scene: Grid, column: Int, row: Int) -> Cell {
        Self.composed(scene, column: column, row: row) { item(column: $0, row: row) }
    }

    /// What a person sees at a cell of `scene` under the cells `item` gives for the columns of
    /// its row: the item's cell where there is one (the scene's background under it where it
    /// keeps it, the scene's character reversed where it marks one); else the scene's, a wide
    /// scene character an item cuts in half a blank (or, where the item marks it, reversed).
    @inline(__always)
    static func composed(_ scene: Grid, column: Int, row: Int, item: (Int) -> Item?) -> Cell {
        let under = scene[column, row]
        if let item = item(column) {
            if item.marksCharacter, under.showsCharacter { return reversed(under) }
            guard item.keepsBackground else { return item.cell }
            var cell = item.cell
            cell.style.background = under.style.background
            return cell
        }
        if under.width == 2, let right = item(column + 1) {
            return right.marksCharacter ? reversed(under) : .blank(under.style.background)
        }
        if under.isContinuation, let left = item(column - 1) {
            return left.marksCharacter ? reversed(under) : .blank(under.style.background)
        }
        return under
    }

    /// A cell in reverse video (a marked character).
    static func reversed(_ cell: Cell) -> Cell {
        var cell = cell
        cell.style.reverse.toggle()
        return cell
    }

    /// Calls `body` with each row it has a cell in, top down.
    func forEachRowWithItems(_ body: (Int) -> Void) {
        for row in itemIndex.indices where !itemIndex[row].isEmpty { body(row) }
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

    public static func == (a: PlaneCells, b: PlaneCells) -> Bool {
        a.columns == b.columns && a.rows == b.rows && a.covered == b.covered && a.items == b.items
    }
}
