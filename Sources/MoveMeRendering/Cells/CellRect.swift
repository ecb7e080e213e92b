import MoveMeCore
/// A rectangle of whole cells: columns `minColumn..<maxColumn`, rows `minRow..<maxRow`.
public struct CellRect: Hashable, Sendable {
    /// The first column and row inside, and the first column and row past the end.
    public var minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int

    /// The cells from (`minColumn`, `minRow`) up to but not including (`maxColumn`, `maxRow`).
    public init(minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int) {
        (self.minColumn, self.minRow, self.maxColumn, self.maxRow) = (minColumn, minRow, maxColumn, maxRow)
    }

    /// A whole screen of `columns` by `rows` from the top-left cell.
    public init(columns: Int, rows: Int) {
        self.init(minColumn: 0, minRow: 0, maxColumn: max(0, columns), maxRow: max(0, rows))
    }

    /// The cells a rectangle of points (pixels: one cell wide, half a cell tall) touches.
    public init(covering rect: Rect) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else {
            self.init(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0)
            return
        }
        func cell(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }
        self.init(minColumn: cell(rect.minX.rounded(.down)), minRow: cell((rect.minY / 2).rounded(.down)),
                  maxColumn: cell(rect.maxX.rounded(.up)), maxRow: cell((rect.maxY / 2).rounded(.up)))
    }

    /// Whether it holds no cell.
    public var isEmpty: Bool { minColumn >= maxColumn || minRow >= maxRow }
    /// How many columns it spans.
    public var width: Int { max(0, maxColumn - minColumn) }
    /// How many rows it spans.
    public var height: Int { max(0, maxRow - minRow) }

    /// The smallest rectangle holding both; an empty one adds nothing.
    public func union(_ other: CellRect) -> CellRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return CellRect(minColumn: min(minColumn, other.minColumn), minRow: min(minRow, other.minRow),
                        maxColumn: max(maxColumn, other.maxColumn), maxRow: max(maxRow, other.maxRow))
    }

    /// The cells in both; an empty rectangle at the origin when none is.
    public func intersection(_ other: CellRect) -> CellRect {
        let r = CellRect(minColumn: max(minColumn, other.minColumn), minRow: max(minRow, other.minRow),
                         maxColumn: min(maxColumn, other.maxColumn), maxRow: min(maxRow, other.maxRow))
        return r.isEmpty ? CellRect(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0) : r
    }

    /// Whether the two have a cell in common.
    public func intersects(_ other: CellRect) -> Bool {
        !isEmpty && !other.isEmpty && minColumn < other.maxColumn && other.minColumn < maxColumn
            && minRow < other.maxRow && other.minRow < maxRow
    }

    /// Its cells that are not `other`'s, as at most four rectangles: the rows above and below
    /// `other`, and beside it to the left and right.
    public func subtracting(_ other: CellRect) -> [CellRect] {
        guard intersects(other) else { return isEmpty ? [] : [self] }
        let middle = (max(minRow, other.minRow), min(maxRow, other.maxRow))
        return [
            CellRect(minColumn: minColumn, minRow: minRow, maxColumn: maxColumn, maxRow: other.minRow),
            CellRect(minColumn: minColumn, minRow: other.maxRow, maxColumn: maxColumn, maxRow: maxRow),
            CellRect(minColumn: minColumn, minRow: middle.0, maxColumn: other.minColumn, maxRow: middle.1),
            CellRect(minColumn: other.maxColumn, minRow: middle.0, maxColumn: maxColumn, maxRow: middle.1),
        ].filter { !$0.isEmpty }
    }

    /// The rectangle shrunk by `d` cells on every side (grown, for a negative `d`).
    public func insetBy(_ d: Int) -> CellRect {
        CellRect(minColumn: minColumn + d, minRow: minRow + d, maxColumn: maxColumn - d, maxRow: maxRow - d)
    }
}
