import MoveMeRendering

/// How many colours the terminal can show, which decides how the front end writes colours.
public enum ColorDepth: Equatable, Sendable {
    /// 24-bit colour, written as RGB.
    case trueColor
    /// The xterm 256-colour palette (see ``Palette/xterm256(_:)``).
    case palette256
    /// The eight basic ANSI colours (see ``Palette/ansi8(_:)``).
    case palette8
    /// No colour: attributes only.
    case monochrome

    /// The depth to use.
    ///
    /// - `NO_COLOR` set to anything non-empty (https://no-color.org) or `noColorFlag`: monochrome.
    /// - `COLORTERM` `truecolor` or `24bit`: true colour, if terminfo allows colour at all.
    /// - Otherwise terminfo's colour count (`terminalColors`, ncurses' `COLORS`) decides.
    public static func detect(environment: [String: String], terminalColors: Int, noColorFlag: Bool) -> ColorDepth {
        if noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty { return .monochrome }
        // COLORTERM leaks into programs run over ssh or inside other tools, so it only upgrades
        // a terminal that terminfo says has colour.
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if terminalColors >= 8 && (colorTerm == "truecolor" || colorTerm == "24bit") { return .trueColor }
        if terminalColors >= 256 { return .palette256 }
        if terminalColors >= 8 { return .palette8 }
        return .monochrome
    }
}

extension ColorDepth {
    /// Colours in a direct-colour terminfo entry: every 24-bit RGB value.
    public static let directColorCount = 1 << 24

    /// This depth, stepped down until a terminal that has `colors` colours (ncurses' `COLORS`
    /// once colour has started) can show it: what was detected, limited by what can be sent.
    public func limited(toTerminalColors colors: Int) -> ColorDepth {
        switch self {
        case .trueColor where colors >= Self.directColorCount: .trueColor
        case .trueColor, .palette256: colors >= 256 ? .palette256 : (colors >= 8 ? .palette8 : .monochrome)
        case .palette8: colors >= 8 ? .palette8 : .monochrome
        case .monochrome: .monochrome
        }
    }

    /// How the core paints areas at this depth: half blocks need two colours a cell.
    public var renderMode: RenderMode { self == .monochrome ? .boxDrawing : .halfBlocks }
}
