/// A mouse button as the terminal's mouse protocols number them.
///
/// `.other(n)` carries the X11 button number: 6 and 7 are the horizontal wheel, 8–11 the extra
/// buttons (reports 128–131), and 0 means "no button" (see ``noButton``).
public enum MouseButton: Equatable, Sendable {
    case left, middle, right, wheelUp, wheelDown, other(Int)

    /// The button of a `.motion` event: the terminal reported movement with nothing held.
    public static let noButton = MouseButton.other(0)

    /// Wheel "buttons" only ever send a press, so the decoder never treats them as held.
    public var isWheel: Bool {
        switch self {
        case .wheelUp, .wheelDown, .other(6), .other(7): return true
        default: return false
        }
    }
}

/// One mouse report, placed on the screen.
public struct MouseEvent: Equatable, Sendable {
    /// `.drag` is motion with a button held; `.motion` is motion with none (any-event tracking).
    public enum Kind: Equatable, Sendable { case press, release, drag, motion }

    public var kind: Kind
    /// For a release the protocol cannot name (X10, urxvt), the button the decoder saw pressed.
    public var button: MouseButton
    /// 0-based cell, always inside the screen the decoder was told about.
    public var column: Int
    /// 0-based cell, always inside the screen the decoder was told about.
    public var row: Int
    public var shift: Bool
    public var alt: Bool
    public var control: Bool
    /// Where in the cell, when the terminal reported pixels (SGR-Pixels): inside the cell at
    /// `column`, `row`, always inside the screen. Nil for a report in cells.
    public var exactPosition: ScreenPoint?

    public init(
        kind: Kind, button: MouseButton, column: Int, row: Int,
        shift: Bool = false, alt: Bool = false, control: Bool = false, exactPosition: ScreenPoint? = nil
    ) {
        self.kind = kind
        self.button = button
        self.column = column
        self.row = row
        self.shift = shift
        self.alt = alt
        self.control = control
        self.exactPosition = exactPosition
    }

    /// Where the pointer is, as finely as the terminal said: the reported position, or the
    /// centre of the cell.
    public var position: ScreenPoint { exactPosition ?? ScreenPoint(centreOfColumn: column, row: row) }
}

/// A key press. Modifiers on special keys (Ctrl-Up and the like) are not reported.
public enum Key: Equatable, Sendable {
    /// A printable character; never a control character.
    case character(Character)
    case up, down, left, right, home, end, pageUp, pageDown, insert, delete
    case enter, tab, backTab, escape, backspace
    /// Ctrl with a letter, as the lowercase letter: Ctrl-C is `.control("c")`. Tab, Enter and
    /// Backspace have their own cases; NUL is `"@"`, 0x1C–0x1F are `"\\"`, `"]"`, `"^"`, `"_"`.
    case control(Character)
    /// F1 is `.function(1)`.
    case function(Int)
}

/// Everything the terminal can tell the program through its input.
public enum InputEvent: Equatable, Sendable {
    case mouse(MouseEvent)
    case key(Key)
    /// `true` when the terminal window gains focus (needs focus reporting, `ESC [ ? 1004 h`).
    case focus(Bool)
    /// The answer to a DECRQM: whether the terminal has a mode set (see ``ModeReport``).
    case modeReport(ModeReport)
    /// Text pasted into the terminal between bracketed paste's markers (DECSET 2004), whole:
    /// never keys. At most ``InputDecoder/longestPaste`` bytes are kept of it; `byteCount`
    /// counts all it had, so a longer paste is known to be cut (see ``PastedText``).
    case paste(PastedText)
}
