/// The size of one cell in the terminal's pixels: what turns an SGR-Pixels mouse report
/// (DECSET 1016) into a position finer than a cell.
///
/// Terminals tell it in the window size (`TIOCGWINSZ`'s `ws_xpixel` and `ws_ypixel` over the
/// columns and rows) where they know it; many (tmux, the Linux console) report 0 pixels there,
/// and then there is no size and reports stay in cells.
public struct CellPixelSize: Equatable, Sendable {
    /// Pixels a cell, across; positive and finite.
    public let width: Double
    /// Pixels a cell, down; positive and finite.
    public let height: Double

    /// Nil unless both are positive and finite.
    public init?(width: Double, height: Double) {
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        self.width = width
        self.height = height
    }

    /// From a window size as `TIOCGWINSZ` gives it: nil when it says nothing of pixels (0) or
    /// has no cells.
    public init?(pixelWidth: Int, pixelHeight: Int, columns: Int, rows: Int) {
        guard pixelWidth > 0, pixelHeight > 0, columns > 0, rows > 0 else { return nil }
        self.init(width: Double(pixelWidth) / Double(columns), height: Double(pixelHeight) / Double(rows))
    }
}
