import MoveMeSession
import MoveMeTerminal

/// SGR-Pixels (DECSET 1016), where the frames ask for it and the terminal can: the decoder told the cell's size in pixels
/// (again at every resize and resume) and, once there is one, 1016 set and asked about; the
/// decoder switches itself to pixels on the answer, and stays in cells on any other or none. A
/// terminal answers in order, so no report is read in the wrong unit.
struct PixelMouse {
    /// Whether SGR-Pixels has been asked for since the mouse modes were last written.
    private var hasAsked = false

    /// `modesRewritten`: the mouse modes were just written in cells (start, resume), which
    /// undoes 1016.
    mutating func update(terminal: TerminalDevice, decoder: inout InputDecoder, modesRewritten: Bool) {
        if modesRewritten {
            decoder.reportsPixels = false
            hasAsked = false
        }
        let size = terminal.cellPixelSize()
        decoder.cellPixelSize = size
        let wanted = terminal.modes.map { $0.mouse && $0.pixelMouse } ?? false
        if size == nil || !wanted, hasAsked {
            // Pixels that can no longer be turned into cells, or no longer wanted: back to
            // reports in cells (where the mouse is still on).
            if terminal.modes?.mouse == true { terminal.requestCellMouse() }
            decoder.reportsPixels = false
            hasAsked = false
        } else if size != nil, wanted, !hasAsked {
            terminal.requestPixelMouse()
            hasAsked = true
        }
    }
}
