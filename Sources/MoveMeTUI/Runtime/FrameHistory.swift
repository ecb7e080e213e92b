import MoveMeRendering

/// A backend that records what each frame gave the one it writes through: the positions of its
/// cells and its pictures' bytes, for tests to count and read.
final class FrameHistory: Backend {
    private let backend: Backend
    /// The positions each frame drew, in order.
    private(set) var frames: [[CellPosition]] = []
    /// The pictures' bytes of each frame that had some, in order.
    private(set) var graphics: [String] = []
    /// For each frame, how many of its positions were drawn before its pictures' bytes (nil:
    /// it had none): what the terminal was shown first.
    private(set) var graphicsAt: [Int?] = []
    private var pending: [CellPosition] = []
    private var pendingGraphics = ""
    private var pendingGraphicsAt: Int?

    init(_ backend: Backend) {
        self.backend = backend
    }

    func draw(_ cell: Cell, column: Int, row: Int) -> Bool {
        pending.append(CellPosition(column: column, row: row))
        return backend.draw(cell, column: column, row: row)
    }

    func draw(_ cell: Cell, column: Int, row: Int, count: Int) -> Bool {
        for offset in 0..<count { pending.append(CellPosition(column: column + offset, row: row)) }
        return backend.draw(cell, column: column, row: row, count: count)
    }

    func resetColors() { backend.resetColors() }

    func append(_ commands: String) {
        if pendingGraphicsAt == nil { pendingGraphicsAt = pending.count }
        pendingGraphics += commands
        backend.append(commands)
    }

    func invalidate() { backend.invalidate() }

    func flush(holdsSixel: Bool) {
        if !pending.isEmpty || !pendingGraphics.isEmpty {
            frames.append(pending)
            graphicsAt.append(pendingGraphicsAt)
        }
        if !pendingGraphics.isEmpty { graphics.append(pendingGraphics) }
        pending = []
        pendingGraphics = ""
        pendingGraphicsAt = nil
        backend.flush(holdsSixel: holdsSixel)
    }

    /// The last frame's positions (empty when nothing was drawn).
    var lastFrame: [CellPosition] { frames.last ?? [] }
}
