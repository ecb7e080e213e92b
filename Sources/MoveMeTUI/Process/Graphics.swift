import MoveMeFonts
import MoveMeRendering
import MoveMeTerminal

/// How this run draws the scene's moving views: what was asked (`--graphics`, the preference),
/// what the terminal answered (`GraphicsProbe`), and what images need (a font for the views'
/// text, sixel's colour registers).
struct Graphics {
    var mode = GraphicsMode.cells
    var textPainter: TextPainter?
    var colorRegisters = 256
    /// How kitty's images' data reach the terminal: by name where it said it reads that way.
    var medium = KittyMedium.direct
    /// Input that arrived while the terminal answered.
    var input: [UInt8] = []
    /// Why the kind of image asked for by name is not drawn (the session says it once).
    var fallback: GraphicsFallback?

    /// The choice for `preference` on `tty`, run in `environment`. The terminal is asked only
    /// when the answer can matter: not when cells are asked for, nor inside tmux or screen
    /// (which stay on cells), nor under `auto` on the Linux console, nor where ncurses draws
    /// (it cannot be told what images do to the cursor), nor where the terminal does not give
    /// its size in pixels (images are placed by it; kitty, xterm, mlterm and foot give it, and
    /// a pipe or a bare pty, which would answer nothing and cost the wait, do not). A kind named
    /// (kitty, sixel) is asked about too, and drawn only where the terminal answers for it:
    /// forced where it draws none, the screen was blank. Images without a font for their text
    /// are left off.
    static func choose(_ preference: GraphicsMode.Preference, environment: GraphicsMode.Environment, tty: TTY,
                       fonts: FontChoicesFile) -> Graphics {
        var graphics = Graphics()
        guard preference != .cells, preference != .auto || !environment.keepsCells else { return graphics }
        guard !environment.insideMultiplexer else { return graphics.fallingBack(preference, .multiplexer) }
        guard !tty.ncursesDraws else { return graphics.fallingBack(preference, .ncursesDraws) }
        guard tty.cellPixelSize() != nil else { return graphics.fallingBack(preference, .noPixelSize) }
        let detection: GraphicsDetection
        (detection, graphics.input) = GraphicsProbe.ask(tty)
        graphics.mode = GraphicsMode.choose(preference, environment: environment, detection: detection)
        guard graphics.mode != .cells else { return graphics.fallingBack(preference, .unanswered) }
        if let registers = detection.colorRegisters { graphics.colorRegisters = max(2, min(registers, 1024)) }
        graphics.medium = detection.fastestMedium
        // Both draw the views' text into their images: with no font to draw it, cells. The font
        // as fontconfig chose it in a run before, where it can be (`FontChoices`); a remembered
        // file that no longer opens as a font, fontconfig asked afresh.
        let known = fonts.load()
        graphics.textPainter = TextRasterizer(choices: known, learn: fonts.save)
            ?? TextRasterizer(choices: FontChoices(stamp: known.stamp, pattern: ""), learn: fonts.save)
        guard graphics.textPainter != nil else {
            graphics.mode = .cells
            return graphics.fallingBack(preference, .noFont)
        }
        return graphics
    }

    /// What makes the pictures' bytes for this choice, with the cells in `depth`'s colours (sixel
    /// paints whole cells as the terminal shows them); nil in cells.
    func encoder(depth: ColorDepth) -> PictureEncoder? {
        guard let textPainter else { return nil }
        switch mode {
        case .kitty: return KittyPictures(painter: textPainter, transport: KittyTransport(medium: medium))
        case .sixel: return SixelPictures(painter: textPainter, maximumColors: colorRegisters, depth: depth)
        case .cells: return nil
        }
    }

    /// These choices in cells, and why when a kind of image was asked for by name.
    private func fallingBack(_ preference: GraphicsMode.Preference, _ reason: GraphicsFallback.Reason) -> Graphics {
        var graphics = self
        graphics.fallback = preference.namedImages.map { GraphicsFallback(asked: $0, reason: reason) }
        return graphics
    }
}
