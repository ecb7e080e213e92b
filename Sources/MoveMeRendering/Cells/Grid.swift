/// A rectangle of cells, row by row: what a frame looks like, independent of any terminal.
public struct Grid: Equatable, Sendable {
    /// Its width in cells.
    public let columns: Int
    /// Its height in cells.
    public let rows: Int
    /// The cells, row by row; written only through the subscript, so the grid stays a
    /// rectangle. Usable from inlined code so that the subscript's setter can be inlined too.
    @usableFromInline var storage: [Cell]
    /// The cells, row by row.
    public var cells: [Cell] { storage }

    /// A grid of `columns` by `rows` (none for a negative count), every cell `cell`.
    public init(columns: Int, rows: Int, filling cell: Cell) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        storage = Array(repeating: cell, count: self.columns * self.rows)
    }

    /// A grid of these cells, row by row (as many as the grid has).
    init(columns: Int, rows: Int, cells: [Cell]) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
        precondition(cells.count == self.columns * self.rows, "a grid's cells fill it")
        storage = cells
    }

    /// The cell at a column and a row, both inside the grid.
    public subscript(column: Int, row: Int) -> Cell {
        // Inlined into the front end's diff, which reads two grids' cells for every cell it
        // compares, and writes its front grid's: called across the module, each was a call and
        // an outlined copy (the setter about 45 instructions a cell).
        @inlinable get { storage[row * columns + column] }
        @inlinable set { storage[row * columns + column] = newValue }
    }

    /// The cell at a screen index, row × `columns` + column, inside the grid: the index a frame's
    /// damage names cells by.
    public subscript(index index: Int) -> Cell {
        @inlinable get { storage[index] }
        @inlinable set { storage[index] = newValue }
    }

    /// Calls `body` with the cells, row by row, to read and write in place: the storage is
    /// checked for sharing once, not at every cell written. It stays a rectangle (the buffer
    /// cannot change its count).
    public mutating func withUnsafeMutableCells<Result>(_ body: (UnsafeMutableBufferPointer<Cell>) -> Result) -> Result {
        storage.withUnsafeMutableBufferPointer { body($0) }
    }

    /// Whether a column and a row are inside the grid.
    public func contains(column: Int, row: Int) -> Bool {
        column >= 0 && row >= 0 && column < columns && row < rows
    }

    /// The text of one row, continuation cells skipped: what a person reads there.
    public func text(row: Int) -> String {
        var line = ""
        for column in 0..<columns where !self[column, row].isContinuation {
            line += self[column, row].text
        }
        return line
    }

    /// Every row's text, one a line: a snapshot for tests.
    public var text: String {
        (0..<rows).map { text(row: $0) }.joined(separator: "\n")
    }

    /// Positions (column, row) of the cells that differ from `previous`, row by row; all of them
    /// when the sizes differ. A front end sends only these.
    public func changes(since previous: Grid?) -> [CellPosition] {
        guard let previous, previous.columns == columns, previous.rows == rows else {
            // Every cell (the first frame's 12,000): written in place, not joined from a row's
            // array each.
            return Array(unsafeUninitializedCapacity: columns * rows) { buffer, initialized in
                var next = buffer.baseAddress
                for row in 0..<rows {
                    for column in 0..<columns {
                        next!.initialize(to: CellPosition(column: column, row: row))
                        next! += 1
                    }
                }
                initialized = columns * rows
            }
        }
        var changed: [CellPosition] = []
        for index in storage.indices where storage[index] != previous.storage[index] {
            changed.append(CellPosition(column: index % columns, row: index / columns))
        }
        return changed
    }
}

/// A cell's place on the screen: 0-based, from the top-left.
public struct CellPosition: Hashable, Sendable {
    /// The column, from the left.
    public var column: Int
    /// The row, from the top.
    public var row: Int

    /// The cell at `column` and `row`.
    public init(column: Int, row: Int) {
        self.column = column
        self.row = row
    }
}
