import MoveMeRendering

/// Where the screen's changed cells go: escape sequences the program writes itself for a
/// terminal of the ANSI family (ncurses for any other), memory for tests, in the manner of
/// ratatui's `Backend` and `TestBackend`. The screen decides what changed; a backend only
/// writes what it is given.
public protocol Backend: AnyObject {
    /// Puts one cell at a position. A continuation cell (the right half of a wide character)
    /// is never given: the wide character covers it. Returns false when the cell's colours
    /// cannot be shown now (ncurses has run out of colour pairs; the cell is then drawn in
    /// the terminal's own colours, or not at all): the screen calls `resetColors` and draws
    /// every cell again.
    func draw(_ cell: Cell, column: Int, row: Int) -> Bool

    /// Puts the same one-cell-wide cell at `count` positions of a row from `column` on, as
    /// `count` calls of `draw` would: a full repaint is mostly runs of one blank, and a backend
    /// that writes runs as one (REP) need not take them a cell at a time.
    func draw(_ cell: Cell, column: Int, row: Int, count: Int) -> Bool

    /// Forgets every colour combination made so far.
    func resetColors()

    /// Adds bytes that draw images (kitty's graphics commands, sixel) to the frame, after its
    /// cells: they leave the cursor where they found it. Only given where the terminal draws
    /// images (`GraphicsMode`), which a backend that cannot write them (ncurses') never is.
    func drawGraphics(_ commands: String)

    /// Sends what was drawn since the last flush to the terminal, as one frame.
    func flush()
}

extension Backend {
    /// A cell at a time.
    public func draw(_ cell: Cell, column: Int, row: Int, count: Int) -> Bool {
        for offset in 0..<count where !draw(cell, column: column + offset, row: row) { return false }
        return true
    }
}
