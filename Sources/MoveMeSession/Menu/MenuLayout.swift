import MoveMeCore
import MoveMeRendering
/// Where the edit menu goes on a screen of cells, and where each command is on it: pure, so
/// placement is tested at every size.
///
/// Each command is its title with a space either side, commands are divided by a bar, and they
/// wrap onto more rows where one row is too narrow (a title wider than the screen is shortened
/// in the middle). As UIKit's, the menu goes just above the target rect when there is room
/// between it and the top of the screen, otherwise just below it, otherwise (a target as tall
/// as the screen) over its top; across, it is centred on the target. It is kept on screen.
/// Points are a scene's: a cell is 1 wide and 2 tall.
public struct MenuLayout: Equatable, Sendable {
    public enum Placement: Equatable, Sendable { case above, below, over }

    /// One command's place, in cells from the menu's top-left cell.
    public struct Entry: Equatable, Sendable {
        public let title: String
        public let column: Int
        public let row: Int
        /// Its width in cells, the spaces either side included (where they fit).
        public let width: Int
    }

    /// In window points, on whole cells.
    public let frame: Rect
    public let entries: [Entry]
    public let placement: Placement

    public init(titles: [String], target: Rect, columns: Int, rows: Int) {
        let columns = max(1, columns), rows = max(1, rows)
        var entries: [Entry] = []
        var column = 0, row = 0, widest = 0
        for title in titles {
            let shown = title.truncatingMiddle(toWidth: max(1, columns - 2))
            // Narrower than a title and its spaces (a screen of one or two columns): no spaces.
            let width = min(columns, DisplayWidth.of(shown) + 2)
            if column > 0, column + 1 + width > columns {
                row += 1
                column = 0
            }
            if column > 0 { column += 1 }  // the bar between two commands
            entries.append(Entry(title: shown, column: column, row: row, width: width))
            column += width
            widest = max(widest, column)
        }
        self.entries = entries
        let height = entries.isEmpty ? 0 : row + 1
        let width = min(widest, columns)

        let targetTop = Self.finite(target.minY / 2).rounded(.down)
        let targetBottom = Self.finite(target.maxY / 2).rounded(.up)
        var top: Int
        if Int(targetTop) - height >= 0 {
            placement = .above
            top = Int(targetTop) - height
        } else if Int(targetBottom) + height <= rows {
            placement = .below
            top = Int(targetBottom)
        } else {
            placement = .over
            top = Int(targetTop)
        }
        // A target partly off screen still gets a menu on it.
        top = max(0, min(top, rows - height))
        let middle = Self.finite(target.midX)
        let left = max(0, min(columns - width, Int((middle - Double(width) / 2).rounded())))
        frame = Rect(x: Double(left), y: Double(top * 2), width: Double(width), height: Double(height * 2))
    }

    /// The entry at a cell of the menu (the bars belong to none).
    public func entry(atColumn column: Int, row: Int) -> Int? {
        entries.firstIndex { $0.row == row && column >= $0.column && column < $0.column + $0.width }
    }

    /// A number from a rect that may be infinite or NaN, kept within a screen's reach.
    private static func finite(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -1e6), 1e6) : 0
    }
}
