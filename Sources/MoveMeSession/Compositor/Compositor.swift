import MoveMeRendering

/// The overlays over the scene, as notcurses piles its planes: each overlay a plane made again
/// only when its own inputs change, and a cell of the frame the scene's or the highest plane's
/// that has one there (`composed`). Where a plane was remade, the cells it left and those it
/// came to are the frame's damage; the others are as they were.
final class Compositor {
    /// The planes, from the bottom up: a later one covers an earlier one where both have a cell.
    /// A new overlay is its line here.
    let planes: [Plane] = [
        Plane(FocusHaloOverlay.self),
        Plane(SlowBadgeOverlay.self),
        Plane(InspectorOverlay.self),
        Plane(FingerRingsOverlay.self),
        Plane(BottomRowOverlay.self),
        Plane(NoticeOverlay.self),
        Plane(EditMenuOverlay.self),
        Plane(HelpOverlay.self),
        Plane(UndoQuestionOverlay.self),
    ]

    /// For each row of the screen, which planes (a bit a plane, by their order) have a cell in
    /// it: a cell of a row without one is the scene's, found without asking a plane.
    private var rowPlanes: [UInt16] = []

    /// The plane of one kind of overlay.
    func plane<Kind: Overlay>(of kind: Kind.Type) -> Plane? {
        planes.first { $0.kind == kind }
    }

    /// Brings every plane up to the session on a screen of `columns` × `rows`; appends to
    /// `damage` the screen's indices that may look different, each once and in order: where a
    /// remade plane's cells changed, came or went, and beside where one came or went in the row
    /// (a wide scene character there is cut, or no longer). Nothing at a new size: every cell is
    /// new then.
    func update(from session: Session, columns: Int, rows: Int, style: OverlayStyle, damage: inout [Int]) {
        let newSize = rowPlanes.count != rows || planes.contains { $0.cells.columns != columns }
        if newSize { rowPlanes = Array(repeating: 0, count: rows) }
        let start = damage.count
        var remade = 0
        for (bit, plane) in planes.enumerated() {
            guard let previous = plane.update(from: session, columns: columns, rows: rows, style: style) else { continue }
            remade += 1
            let mask: UInt16 = 1 << bit
            if !newSize {
                damage += plane.cells.changes(since: previous)
                previous.forEachRowWithItems { rowPlanes[$0] &= ~mask }
            }
            plane.cells.forEachRowWithItems { rowPlanes[$0] |= mask }
        }
        // Each plane's are in order, once each: two planes remade at once are merged.
        guard remade > 1, damage.count > start else { return }
        var merged = Array(damage[start...])
        merged.sort()
        damage.removeSubrange(start...)
        for index in merged where damage.last != index { damage.append(index) }
    }

    /// The highest plane's cell at a column and a row, if a plane has one.
    func item(column: Int, row: Int) -> PlaneCells.Item? {
        guard row >= 0, row < rowPlanes.count else { return nil }
        var mask = rowPlanes[row]
        while mask != 0 {
            let bit = UInt16.bitWidth - 1 - mask.leadingZeroBitCount
            if let item = planes[bit].cells.item(column: column, row: row) { return item }
            mask &= ~(1 << bit)
        }
        return nil
    }

    /// Whether any plane has a cell in `row`.
    @inline(__always) func hasItems(row: Int) -> Bool { row >= 0 && row < rowPlanes.count && rowPlanes[row] != 0 }

    /// What a person sees at a cell: the highest plane's cell there if one has one, else the
    /// scene's (`PlaneCells.composed`: a wide scene character a plane cuts in half is a blank, a
    /// marked character reversed).
    func composed(_ scene: Grid, column: Int, row: Int) -> Cell {
        // A row with no plane's cell, as most are, shows the scene: no look-ups.
        guard hasItems(row: row) else { return scene[column, row] }
        return PlaneCells.composed(scene, column: column, row: row) { item(column: $0, row: row) }
    }

    /// The cells of `area` some plane has a cell in, row by row as spans.
    func covered(_ area: CellRect) -> [CellRect] {
        var spans: [CellRect] = []
        for row in max(0, area.minRow)..<max(max(0, area.minRow), min(rowPlanes.count, area.maxRow)) where rowPlanes[row] != 0 {
            var column = area.minColumn
            while column < area.maxColumn {
                guard item(column: column, row: row) != nil else { column += 1; continue }
                let start = column
                while column < area.maxColumn, item(column: column, row: row) != nil { column += 1 }
                spans.append(CellRect(minColumn: start, minRow: row, maxColumn: column, maxRow: row + 1))
            }
        }
        return spans
    }
}
