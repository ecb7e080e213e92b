/// Turns mouse reports into events: names the button and the kind, places the event on the
/// screen, and remembers which button is held.
///
/// X10 and urxvt report every release as "button 3" (no button), so the only way to say which
/// button went up is to remember which one went down.
struct MouseReportInterpreter: Equatable, Sendable {
    /// The button last pressed and not yet released; nil when none is known to be held.
    private(set) var heldButton: MouseButton? = nil

    /// The event `report` describes on a `columns` × `rows` screen, or nil when the report is
    /// impossible (coordinate 0 or above 9999, a code no terminal sends) or the screen is empty.
    /// Plausible positions off the screen (a drag out of the window) are clamped onto it.
    /// With `pixels`, the report counts pixels of cells of that size (SGR-Pixels), and 0 is a
    /// place too: the border left of or above the first cell.
    mutating func event(for report: MouseReport, columns: Int, rows: Int, pixels: CellPixelSize? = nil) -> MouseEvent? {
        let coordinates = (pixels == nil ? 1 : 0)...ControlSequenceParameters.largestNumber
        guard columns > 0, rows > 0,
              coordinates.contains(report.x), coordinates.contains(report.y),
              (0...255).contains(report.code)
        else { return nil }

        let code = report.code
        let named = Self.button(code: code)
        let isMotion = code & 32 != 0
        let kind: MouseEvent.Kind
        let button: MouseButton
        switch (report.isSGRRelease, isMotion, named) {
        case (true, _, _), (false, false, nil):
            kind = .release
            button = named ?? heldButton ?? .left
            if named == nil || named == heldButton { heldButton = nil }
        case (false, true, let held?):
            kind = .drag
            button = held
            if !held.isWheel { heldButton = held }
        case (false, true, nil):
            kind = .motion
            button = .noButton
            heldButton = nil  // the terminal says nothing is held
        case (false, false, let pressed?):
            kind = .press
            button = pressed
            if !pressed.isWheel { heldButton = pressed }
        }
        var event = MouseEvent(
            kind: kind, button: button,
            column: min(report.x, columns) - 1, row: min(report.y, rows) - 1,
            shift: code & 4 != 0, alt: code & 8 != 0, control: code & 16 != 0
        )
        if let pixels {
            let position = Self.position(ofPixel: report.x, report.y, pixels, columns: columns, rows: rows)
            event.exactPosition = position
            // The cell holding the position: never past the last, whatever the rounding.
            event.column = min(Int(position.x), columns - 1)
            event.row = min(Int(position.y), rows - 1)
        }
        return event
    }

    /// The centre of a pixel (1-based, as xterm counts them), in cells, clamped onto the screen.
    private static func position(ofPixel x: Int, _ y: Int, _ cell: CellPixelSize, columns: Int, rows: Int) -> ScreenPoint {
        let lastX = max(0, (Double(columns) * cell.width).rounded(.up) - 1)
        let lastY = max(0, (Double(rows) * cell.height).rounded(.up) - 1)
        let px = min(max(Double(x) - 1, 0), lastX), py = min(max(Double(y) - 1, 0), lastY)
        return ScreenPoint(x: min((px + 0.5) / cell.width, Double(columns) - 0.001),
                            y: min((py + 0.5) / cell.height, Double(rows) - 0.001))
    }

    /// The button a code names: the low two bits pick one of four buttons in the group that
    /// bits 64 and 128 choose. Nil for code 3 in the first group, which means "no button".
    private static func button(code: Int) -> MouseButton? {
        let low = code & 3
        switch code & 0xC0 {
        case 0: return [MouseButton.left, .middle, .right, nil][low]
        case 64: return [MouseButton.wheelUp, .wheelDown, .other(6), .other(7)][low]
        case 128: return .other(8 + low)
        default: return .other(12 + low)
        }
    }
}
