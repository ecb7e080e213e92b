import MoveMeCore
import MoveMeTerminal

/// How colours reach this terminal, settled once ncurses has started: what was detected,
/// limited by what ncurses can actually emit with the terminfo entry in use.
enum ColorMode: Equatable {
    /// 24-bit colour through a direct-colour terminfo entry: colour numbers are 0xRRGGBB.
    case direct
    case palette256
    case palette8
    /// No colour: the core draws outlines and reverse video instead of half blocks.
    case monochrome

    init(depth: ColorDepth, terminalColors colors: Int) {
        let wanted: ColorMode = switch depth {
        case .trueColor: .direct
        case .palette256: .palette256
        case .palette8: .palette8
        case .monochrome: .monochrome
        }
        // Step down until ncurses has the colours for it (COLORS after start_color).
        switch wanted {
        case .direct where colors >= Preflight.directColors: self = .direct
        case .direct, .palette256: self = colors >= 256 ? .palette256 : (colors >= 8 ? .palette8 : .monochrome)
        case .palette8: self = colors >= 8 ? .palette8 : .monochrome
        case .monochrome: self = .monochrome
        }
    }

    var renderMode: RenderMode { self == .monochrome ? .boxDrawing : .halfBlocks }

    /// The ncurses colour number for an RGB colour (unused in monochrome).
    func colorNumber(_ rgb: RGB) -> Int32 {
        switch self {
        case .direct:
            // xterm-direct sends numbers below 8 as the ANSI colours 0–7, so the darkest blues
            // (#000000–#000007) become #000008, which looks the same.
            let packed = Int32(rgb.red) << 16 | Int32(rgb.green) << 8 | Int32(rgb.blue)
            return max(8, packed)
        case .palette256: return Int32(Palette.xterm256(rgb))
        case .palette8: return Int32(Palette.ansi8(rgb))
        case .monochrome: return 0
        }
    }
}
