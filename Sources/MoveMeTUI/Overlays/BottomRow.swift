/// A line for the bottom row made of items separated by " · " (the hint, a scene's caption):
/// as many items as fit, the most useful first, shown in their usual order.
enum BottomRow {
    static let separator = " · "

    /// The line for a row `columns` wide. `priority` lists the items' indices, most useful
    /// first; the chosen ones are shown in the order of `items`. When not even one fits, the
    /// most useful is cut to the row. Every character of the items is one cell wide.
    static func line(_ items: [String], priority: [Int], columns: Int) -> String {
        var chosen: [Int] = []
        for item in priority {
            let trial = (chosen + [item]).sorted()
            if joined(items, trial).count <= columns { chosen = trial }
        }
        guard !chosen.isEmpty else { return priority.first.map { String(items[$0].prefix(max(0, columns))) } ?? "" }
        return joined(items, chosen)
    }

    private static func joined(_ items: [String], _ indices: [Int]) -> String {
        indices.map { items[$0] }.joined(separator: separator)
    }
}
