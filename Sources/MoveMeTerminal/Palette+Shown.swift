import MoveMeRendering

/// The colours a terminal shows for what is sent it: what an image painted over cells must
/// match where it stands in for them (sixel's, which covers whole cells: its pixels outside the
/// view are the cells' colours as the terminal shows them, not as the scene asked for them).
/// The same choices the writer makes (`xterm256Halves`, `ansi8`), as xterm shows their indexes
/// by default.
extension Palette {
    /// The colour shown for `color` at `depth`, as a cell's background (`lowerHalf` false) or
    /// its foreground, which paints the lower half block. In monochrome the terminal's own
    /// colours are shown, which no one can tell: the colour as it is.
    public static func shown(_ color: RGB, depth: ColorDepth, lowerHalf: Bool = false) -> RGB {
        switch depth {
        case .trueColor, .monochrome:
            return color
        case .palette256:
            let halves = xterm256Halves(color)
            return rgb(ofXterm256: lowerHalf ? halves.lower : halves.upper)
        case .palette8:
            return ansiColors[ansi8(color)]
        }
    }

    /// The colours shown in a cell's upper and lower halves: a half block's two pixels, or
    /// the background of anything else (a blank, text, whose glyph is left out).
    public static func shownHalves(of cell: Cell, depth: ColorDepth) -> (upper: RGB, lower: RGB) {
        let background = shown(cell.style.background, depth: depth)
        let foreground = { shown(cell.style.foreground, depth: depth, lowerHalf: true) }
        switch cell.bytes {
        case .lowerHalf: return (background, foreground())
        case .upperHalf: return (foreground(), background)
        default: return (background, background)
        }
    }
}
