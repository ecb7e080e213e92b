/// Where two layers over the same scene may look different: the screen indices the screen
/// compares, from an edit's changed slots alone when there is one.
extension OverlayLayer {
    /// The slot of the item at a cell on the screen (`column` and `row` in range), or −1.
    @inline(__always)
    private func slot(inRange column: Int, row: Int) -> Int32 {
        itemIndex.isEmpty || itemIndex[row].isEmpty ? -1 : itemIndex[row][column]
    }

    /// The slot in `items` of the item at a cell, or −1.
    func slot(column: Int, row: Int) -> Int32 {
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
}
