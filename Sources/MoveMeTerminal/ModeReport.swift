/// A terminal's answer to DECRQM, which asks whether a mode is set: DECRPM, `CSI ? mode ; value
/// $ y` for a DEC private mode (`CSI mode ; value $ y` for an ANSI one).
///
/// This is how a program finds out whether the terminal knows SGR-Pixels mouse reports
/// (`sgrPixelsMouse`, 1016): it asks (`request(privateMode:)`) and falls back to cells when
/// the answer is "not recognized", "permanently reset", or never comes.
public struct ModeReport: Equatable, Sendable {
    /// DECRPM's values.
    public enum Setting: Int, Equatable, Sendable {
        case notRecognized = 0, set, reset, permanentlySet, permanentlyReset
    }

    /// SGR-Pixels: mouse reports as SGR's, but counting pixels instead of cells (xterm 359 and
    /// later, kitty, foot, WezTerm).
    public static let sgrPixelsMouse = 1016

    public var mode: Int
    /// A DEC private mode (`?`), as the mouse modes are.
    public var isPrivate: Bool
    public var setting: Setting

    public init(mode: Int, isPrivate: Bool = true, setting: Setting) {
        self.mode = mode
        self.isPrivate = isPrivate
        self.setting = setting
    }

    /// Whether the mode is on now.
    public var isSet: Bool { setting == .set || setting == .permanentlySet }

    /// DECRQM for a DEC private mode: what to write to ask.
    public static func request(privateMode mode: Int) -> String { "\u{1B}[?\(mode)$p" }

    /// The report a CSI sequence holds: `parameters` is everything between `[` and the final
    /// byte, which must be `y`. Nil unless it is exactly a mode and a known value, then `$`.
    static func decrpm(parameters: ArraySlice<UInt8>, final: UInt8) -> ModeReport? {
        guard final == UInt8(ascii: "y"), parameters.last == UInt8(ascii: "$") else { return nil }
        var fields = parameters.dropLast()
        let isPrivate = fields.first == UInt8(ascii: "?")
        if isPrivate { fields = fields.dropFirst() }
        guard let numbers = ControlSequenceParameters.numbers(fields), numbers.count == 2,
              let mode = numbers[0], let value = numbers[1], let setting = Setting(rawValue: value)
        else { return nil }
        return ModeReport(mode: mode, isPrivate: isPrivate, setting: setting)
    }
}
