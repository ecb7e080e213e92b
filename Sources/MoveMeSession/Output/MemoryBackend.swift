import MoveMeRendering

/// A backend that keeps the picture in memory: what a terminal would show, and what each
/// frame wrote. Tests read it as text, cell by cell, or count what reached it.
public final class MemoryBackend: Backend {
    /// What the terminal shows, as of the last flush or draw.
    ///
    /// It and `pending` are written for every cell drawn, never in an access that overlaps
    /// another: not checked for exclusive access at run time, as the escape-sequence backend's
    /// writer is not (the four checks a cell were most of what `moveme-bench` measured as
    /// sending a cell to this terminal, which stands in for the real one).
    @exclusivity(unchecked) public private(set) var grid: Grid
    /// The positions drawn since the last flush, in order.
    @exclusivity(unchecked) public private(set) var pending: [CellPosition] = []
    /// The positions each flushed frame drew.
    public private(set) var frames: [[CellPosition]] = []
    /// How many distinct colour combinations it can show before `draw` fails (nil: any).
    @exclusivity(unchecked) public var colorLimit: Int?
    private var colorsInUse: Set<Style> = []
    public private(set) var colorResets = 0

    public init(columns: Int, rows: Int) {
        grid = Self.empty(columns: columns, rows: rows)
    }

    /// A terminal of a new size shows nothing yet.
    public func resize(columns: Int, rows: Int) {
        grid = Self.empty(columns: columns, rows: rows)
    }

    private static func empty(columns: Int, rows: Int) -> Grid {
        Grid(columns: columns, rows: rows, filling: Cell(.space, style: Style(foreground: .white, background: .black)))
    }

    public func draw(_ cell: Cell, column: Int, row: Int) -> Bool {
        if let colorLimit {
            var colors = cell.style
            (colors.bold, colors.reverse, colors.dim) = (false, false, false)
            if !colorsInUse.contains(colors) {
                guard colorsInUse.count < colorLimit else { return false }
                colorsInUse.insert(colors)
            }
        }
        guard grid.contains(column: column, row: row) else { return true }
        grid[column, row] = cell
        if cell.width == 2, column + 1 < grid.columns {
            grid[column + 1, row] = Cell(.empty, width: 0, style: cell.style)
        }
        if pending.isEmpty { pending.reserveCapacity(lastFrameCount) }
        pending.append(CellPosition(column: column, row: row))
        return true
    }

    /// How many positions the last flushed frame drew: the next frame's list starts with that
    /// room (grown from nothing, it was made anew six or seven times a drag frame), and a frame
    /// keeps a list of its own size, not the largest frame's.
    private var lastFrameCount = 0

    /// The graphics commands given, frame by frame as they came (the last frame's at the end).
    public private(set) var graphics: [String] = []
    /// For each flushed frame, how many of its positions were drawn before its graphics
    /// (nil: it had none): what the terminal was shown first.
    public private(set) var graphicsAt: [Int?] = []
    private var pendingGraphicsAt: Int?

    public func drawGraphics(_ commands: String) {
        graphics.append(commands)
        if pendingGraphicsAt == nil { pendingGraphicsAt = pending.count }
    }

    public func resetColors() {
        colorsInUse.removeAll()
        colorResets += 1
    }

    public func flush() {
        frames.append(pending)
        graphicsAt.append(pendingGraphicsAt)
        pendingGraphicsAt = nil
        lastFrameCount = pending.count
        // Not `keepingCapacity`: the frame just kept holds the buffer, so that makes a new one
        // as large every frame, fewer instructions than growing one cell by cell but 3 µs
        // more a frame in `moveme-bench` (the send stage 0.1 → 0.3 to 3.5 µs; it kept the
        // largest frame's room). The next frame's first draw makes room for this one's count.
        pending.removeAll()
    }

    /// The last frame's positions (empty when nothing was flushed).
    public var lastFrame: [CellPosition] { frames.last ?? [] }
}
