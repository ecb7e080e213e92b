import MoveMeRendering
import MoveMeTerminal

/// A modal box in the middle of the screen, as a system alert over an iPhone app: a rounded
/// border, a title on its top edge, a space of margin each side, rows of the caller's inside.
/// The help and the shake's "Undo Paste?" are drawn by it, in the same colours.
struct ModalBox: Equatable {
    let left: Int
    let top: Int
    /// The columns inside the border, margins included.
    let innerWidth: Int
    /// The rows inside the border.
    let innerRows: Int

    /// The box of `innerWidth` × `innerRows` centred on a screen of `columns` × `rows`.
    init(innerWidth: Int, innerRows: Int, columns: Int, rows: Int) {
        self.innerWidth = innerWidth
        self.innerRows = innerRows
        left = max(0, (columns - innerWidth - 2) / 2)
        top = max(0, (rows - innerRows - 2) / 2)
    }

    /// Whether the box, border and all, fits a screen of `columns` × `rows`.
    static func fits(innerWidth: Int, innerRows: Int, columns: Int, rows: Int) -> Bool {
        innerWidth + 2 <= columns && innerRows + 2 <= rows
    }

    /// What a box is drawn with: light text on the caption's slate, a grey border; without
    /// colour, white on black, the border as the text.
    struct Styles {
        let body: Style
        let border: Style
        /// The body's colours, bold: a title, a key, a button.
        var bold: Style { Style(foreground: body.foreground, background: body.background, bold: true) }

        init(depth: ColorDepth) {
            if depth == .monochrome {
                body = Style(foreground: .white, background: .black)
                border = body
            } else {
                body = Style(foreground: RGB(235, 235, 235), background: RGB(36, 40, 48))
                border = Style(foreground: RGB(150, 160, 175), background: RGB(36, 40, 48))
            }
        }
    }

    /// The row inside the box at `index` (0 is the first below the top edge).
    func row(_ index: Int) -> Int { top + 1 + index }

    /// The first column inside the margin.
    var textColumn: Int { left + 2 }

    /// The border with `title` on its top edge and the inside blank: the caller puts its rows
    /// over it.
    func drawFrame(on layer: inout PlaneCells, title: String?, styles: Styles) {
        let rule = String(repeating: "─", count: innerWidth)
        layer.put("╭" + rule + "╮", column: left, row: top, style: styles.border)
        if let title {
            layer.put(title, column: left + 2, row: top,
                      style: Style(foreground: styles.border.foreground, background: styles.border.background, bold: true))
        }
        let blank = String(repeating: " ", count: innerWidth)
        for index in 0..<innerRows {
            layer.put("│", column: left, row: row(index), style: styles.border)
            layer.put(blank, column: left + 1, row: row(index), style: styles.body)
            layer.put("│", column: left + innerWidth + 1, row: row(index), style: styles.border)
        }
        layer.put("╰" + rule + "╯", column: left, row: top + innerRows + 1, style: styles.border)
    }
}
