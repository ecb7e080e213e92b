import MoveMeCore
/// A rectangle of whole cells: columns `minColumn..<maxColumn`, rows `minRow..<maxRow`.
public struct CellRect: Hashable, Sendable {
    public var minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int

    public init(minColumn: Int, minRow: Int, maxColumn: Int, maxRow: Int) {
        (self.minColumn, self.minRow, self.maxColumn, self.maxRow) = (minColumn, minRow, maxColumn, maxRow)
    }

    public init(columns: Int, rows: Int) {
        self.init(minColumn: 0, minRow: 0, maxColumn: max(0, columns), maxRow: max(0, rows))
    }

    /// The cells a rectangle of points (pixels: one cell wide, half a cell tall) touches.
    init(covering rect: Rect) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite else {
            self.init(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0)
            return
        }
        func cell(_ v: Double) -> Int { Int(max(-1e9, min(1e9, v))) }
        self.init(minColumn: cell(rect.minX.rounded(.down)), minRow: cell((rect.minY / 2).rounded(.down)),
                  maxColumn: cell(rect.maxX.rounded(.up)), maxRow: cell((rect.maxY / 2).rounded(.up)))
    }

    public var isEmpty: Bool { minColumn >= maxColumn || minRow >= maxRow }
    public var width: Int { max(0, maxColumn - minColumn) }
    public var height: Int { max(0, maxRow - minRow) }

    public func union(_ other: CellRect) -> CellRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return CellRect(minColumn: min(minColumn, other.minColumn), minRow: min(minRow, other.minRow),
                        maxColumn: max(maxColumn, other.maxColumn), maxRow: max(maxRow, other.maxRow))
    }

    public func intersection(_ other: CellRect) -> CellRect {
        let r = CellRect(minColumn: max(minColumn, other.minColumn), minRow: max(minRow, other.minRow),
                         maxColumn: min(maxColumn, other.maxColumn), maxRow: min(maxRow, other.maxRow))
        return r.isEmpty ? CellRect(minColumn: 0, minRow: 0, maxColumn: 0, maxRow: 0) : r
    }

    public func insetBy(_ d: Int) -> CellRect {
        CellRect(minColumn: minColumn + d, minRow: minRow + d, maxColumn: maxColumn - d, maxRow: maxRow - d)
    }
}
