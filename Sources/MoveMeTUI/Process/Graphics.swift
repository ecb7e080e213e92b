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
    /// Input that arrived while the terminal answered.
    var input: [UInt8] = []

    /// The choice for `preference` on `tty`, run in `environment`. The terminal is asked only when the answer can
    /// matter: not when cells are asked for, nor inside tmux or screen or on the Linux console
    /// (which stay on cells), nor where ncurses draws (it cannot be told what images do to the
    /// cursor), nor where the terminal does not give its size in pixels (images are placed by
    /// it; kitty, xterm, mlterm and foot give it, and a pipe or a bare pty, which would answer
    /// nothing and cost the wait, do not). Images without a font for their text are left off.
    static func choose(_ preference: GraphicsMode.Preference, environment: GraphicsMode.Environment, tty: TTY) -> Graphics {
        var graphics = Graphics()
        guard !tty.ncursesDraws, preference != .cells, preference != .auto || !environment.keepsCells,
              tty.cellPixelSize() != nil else { return graphics }
        var detection = GraphicsDetection()
        if preference == .auto || preference == .sixel {
            (detection, graphics.input) = GraphicsProbe.ask(tty)
        }
        graphics.mode = GraphicsMode.choose(preference, environment: environment, detection: detection)
        if let registers = detection.colorRegisters { graphics.colorRegisters = max(2, min(registers, 1024)) }
        // Both draw the views' text into their images: with no font to draw it, cells.
        if graphics.mode != .cells {
            graphics.textPainter = TextRasterizer()
            if graphics.textPainter == nil { graphics.mode = .cells }
        }
        return graphics
    }
}
