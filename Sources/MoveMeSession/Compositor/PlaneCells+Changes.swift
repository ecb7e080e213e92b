
/// Where a plane made again looks different from what it was: its damage, the screen indices
/// the frame composes again and the display compares.
extension PlaneCells {
    /// The slot in `items` of the item at a cell, or −1.
    func slot(column: Int, row: Int) -> Int32 {
        guard !itemIndex.isEmpty, column >= 0, row >= 0, column < columns, row < rows, !itemIndex[row].isEmpty else {
            return -1
        }
        return itemIndex[row][column]
    }

    /// The screen indices that may look different over the same scene with this layer than
    /// with `previous` (the same size), each once, in the screen's order: where an item
    /// changed, came or went, and beside where one came or went in the row (it cuts a wide
    /// scene character, or no longer does).
    func changes(since previous: PlaneCells) -> [Int] {
        var marked: [Int] = []
        marked.reserveCapacity(2 * (covered.count + previous.covered.count))
        func markWithNeighbours(_ index: Int) {
            marked.append(index)
            let column = index % columns
            if column > 0 { marked.append(index - 1) }
            if column + 1 < columns { marked.append(index + 1) }
        }
        for (slot, index) in covered.enumerated() {
            let other = previous.slot(column: index % columns, row: index / columns)
            if other < 0 {
                markWithNeighbours(index)
            } else if items[slot] != previous.items[Int(other)] {
                marked.append(index)
            }
        }
        for index in previous.covered where slot(column: index % columns, row: index / columns) < 0 {
            markWithNeighbours(index)
        }
        marked.sort()
        var result: [Int] = []
        result.reserveCapacity(marked.count)
        for index in marked where result.last != index { result.append(index) }
        return result
    }
}
