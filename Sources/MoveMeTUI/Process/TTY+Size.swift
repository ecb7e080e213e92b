internal import CNcursesw
import MoveMeTerminal

/// What the terminal is: its colours, its size in cells and in pixels, and the mouse reports'
/// unit that follows from them.
extension TTY {
    var colors: Int { Int(moveme_colors()) }

    /// The size the kernel reports for the terminal, or nil (a pty may report 0×0).
    func windowSize() -> (columns: Int, rows: Int)? {
        Self.windowSize(of: files.output)
    }

    /// The size of a cell in pixels, from the kernel's window size, or nil where the terminal
    /// gives no pixels (tmux, the Linux console, a pty nobody sized).
    func cellPixelSize() -> CellPixelSize? {
        var width: Int32 = 0, height: Int32 = 0
        guard let size = windowSize(), moveme_window_pixels(files.output, &width, &height) == 0 else { return nil }
        return CellPixelSize(pixelWidth: Int(width), pixelHeight: Int(height), columns: size.columns, rows: size.rows)
    }

    /// Asks for mouse reports in pixels (SGR-Pixels) and whether the terminal took it; only
    /// where the cell's size in pixels is known, or pixels could not be turned into cells.
    func requestPixelMouse() {
        guard !isSuspended, !hasEnded else { return }
        write(PrivateModes.pixelMouseOn)
    }

    /// The mouse modes written again, in cells (1006 replaces 1016): after the cell's size in
    /// pixels is lost.
    func requestCellMouse() {
        guard !isSuspended, !hasEnded else { return }
        write(PrivateModes.mouseOn)
    }

    /// The terminal is now this size (ncurses' screen too, where it draws); what is on the
    /// terminal is repainted by the next update.
    func resize(columns: Int, rows: Int) {
        (self.columns, self.rows) = (max(1, columns), max(1, rows))
        ncursesHasRealSize = false
        if ncursesDraws { giveNcursesTheRealSize() }
        invalidate()
    }
}
