import MoveMeRendering

/// Text in eight colours: the basic colours' lightnesses are fixed, and some pairs do not read.
/// White (xterm's light grey, 229) on green or cyan is 1.7:1, and the touches scene's labels are
/// white on a tile that eight colours make green.
extension Palette {
    /// The basic colour, 0–7, for text of basic colour `foreground` on `background`: its own
    /// where it reads (a contrast of 3:1 or more, WCAG's least for large text, with xterm's
    /// colours), else black or white, whichever reads better.
    public static func readableANSI8(_ foreground: Int, on background: Int) -> Int {
        guard ansiLuminance.indices.contains(foreground), ansiLuminance.indices.contains(background),
              contrast(foreground, background) < leastContrast else { return foreground }
        return contrast(0, background) >= contrast(7, background) ? 0 : 7
    }

    /// WCAG's least contrast for large text (bold, as the labels are).
    static let leastContrast = 3.0

    /// The relative luminance of each basic colour as xterm shows it.
    private static let ansiLuminance: [Double] = ansiColors.map { color in
        let (red, green, blue) = CIELAB.linear(color)
        return 0.212_672_9 * red + 0.715_152_2 * green + 0.072_175_0 * blue
    }

    /// WCAG's contrast ratio of two basic colours, 1 to 21.
    private static func contrast(_ a: Int, _ b: Int) -> Double {
        let (x, y) = (ansiLuminance[a], ansiLuminance[b])
        return (max(x, y) + 0.05) / (min(x, y) + 0.05)
    }
}
