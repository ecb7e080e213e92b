import MoveMeRendering

/// Where the display's changed cells go, in the manner of ratatui's `Backend`: escape sequences
/// the program writes itself (`EscapeSequenceBackend`), or ncurses' (`NcursesBackend`). The
/// display decides what changed; a backend only writes what it is given, and sends a frame in
/// one write.
public protocol Backend: AnyObject {
    /// Puts one cell at a position. A continuation cell (the right half of a wide character)
    /// is never given: the wide character covers it. Returns false when the cell's colours
    /// cannot be shown now (ncurses has run out of colour pairs; the cell is then drawn in
    /// the terminal's own colours, or not at all): the display calls `resetColors` and draws
    /// every cell again.
    func draw(_ cell: Cell, column: Int, row: Int) -> Bool

    /// Puts the same one-cell-wide cell at `count` positions of a row from `column` on, as
    /// `count` calls of `draw` would: a full repaint is mostly runs of one blank, and a backend
    /// that writes runs as one (REP) need not take them a cell at a time.
    func draw(_ cell: Cell, column: Int, row: Int, count: Int) -> Bool

    /// Forgets every colour combination made so far.
    func resetColors()

    /// Adds an image's bytes at this point of the frame (kitty's graphics commands, sixel):
    /// they leave the cursor and the colours as they found them. Only given where the terminal
    /// draws images, which a backend that cannot write them (ncurses') never is.
    func append(_ commands: String)

    /// The terminal's picture is unknown: the next frame is written whole, from no assumption
    /// of where the cursor is or which colours are set.
    func invalidate()

    /// Sends what was drawn since the last flush to the terminal, as one frame; `holdsSixel`: it
    /// paints a sixel image, and goes between the synchronized-output marks however short.
    func flush(holdsSixel: Bool)
}

extension Backend {
    /// A cell at a time.
    public func draw(_ cell: Cell, column: Int, row: Int, count: Int) -> Bool {
        for offset in 0..<count where !draw(cell, column: column + offset, row: row) { return false }
        return true
    }
}

/// Where the escape-sequence backend's frames go, and what it needs to know of the terminal
/// they go to: the tty (`TTY`), or an embedded terminal's memory.
protocol FrameOutput: AnyObject {
    /// The terminal's size in cells.
    var columns: Int { get }
    var rows: Int { get }
    /// Where a cursor that cannot be hidden waits between frames; nil where it is hidden.
    var cursorParking: (column: Int, row: Int)? { get }
    /// Whether the next frame is written over a terminal whose cursor and colours are unknown.
    var needsRepaint: Bool { get }
    /// The terminal's picture is unknown from now on (`needsRepaint`).
    func invalidate()
    /// Sends a frame's bytes, in one write; `holdsSixel`: see `Backend.flush(holdsSixel:)`.
    func present(appending bytes: [UInt8], holdsSixel: Bool)
}
