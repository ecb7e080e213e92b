import MoveMeCore
import MoveMeTerminal

/// Everything the program takes, in a box in the middle of the screen: what the current scene
/// does (its `help`), then the program's keys. It is modal: while it shows, a click or any key
/// closes it and nothing behind it reacts.
///
/// When the box does not fit, the lines without the box; when those do not fit either, one
/// line asking for a bigger terminal. Never a slice of the box.
public enum HelpBox {
    public static let title = " MoveMe "

    /// The title on the box's top edge: the program and the scene the help was opened in, by
    /// its name and key, as the scene keys and `--scene` know it.
    public static func title(for scene: SceneEntry) -> String {
        " MoveMe · \(scene.name) (\(scene.key)) "
    }
    /// The program's keys, the same in every scene; after the scene's own lines.
    public static var programLines: [HelpLine] { KeyTable.helpLines }
    public static let closing = "any key or click closes this"
    /// Shown when not even the lines fit, the first that fits.
    public static let tooSmall = ["help needs a bigger terminal", "terminal too small", "too small"]

    private static let textColor = RGB(235, 235, 235)
    private static let keyColor = RGB(255, 255, 255)
    private static let background = RGB(36, 40, 48)
    private static let borderColor = RGB(150, 160, 175)

    /// The scene's lines, a blank line, the program's.
    static func lines(scene: [HelpLine]) -> [HelpLine] {
        scene.isEmpty ? programLines : scene + [HelpLine("", "")] + programLines
    }

    /// The text lines: keys in a column, then what they do; the closing note last.
    static func body(_ lines: [HelpLine]) -> [String] {
        let keyWidth = lines.map(\.keys.count).max() ?? 0
        return lines.map { $0.action.isEmpty ? "" : padded($0.keys, to: keyWidth) + "  " + $0.action } + ["", closing]
    }

    /// The help for a scene whose own lines are `scene`, under `title`.
    public static func draw(on layer: inout OverlayLayer, depth: ColorDepth, scene: [HelpLine], title: String = title) {
        let lines = lines(scene: scene)
        let plain = depth == .monochrome
        let bodyStyle = plain ? Style(foreground: .white, background: .black)
                              : Style(foreground: textColor, background: background)
        let keyStyle = Style(foreground: plain ? .white : keyColor, background: bodyStyle.background, bold: true)
        let borderStyle = plain ? bodyStyle : Style(foreground: borderColor, background: background)
        let body = body(lines)
        let innerWidth = max(body.map(\.count).max() ?? 0, title.count + 2) + 2
        let columns = layer.columns, rows = layer.rows

        if innerWidth + 2 <= columns && body.count + 2 <= rows {
            // The box: a border, a space of margin each side.
            let left = (columns - innerWidth - 2) / 2, top = (rows - body.count - 2) / 2
            let rule = String(repeating: "─", count: innerWidth)
            layer.put("╭" + rule + "╮", column: left, row: top, style: borderStyle)
            layer.put(title, column: left + 2, row: top, style: Style(foreground: borderStyle.foreground, background: borderStyle.background, bold: true))
            for (index, line) in body.enumerated() {
                let row = top + 1 + index
                layer.put("│ " + padded(line, to: innerWidth - 2) + " │", column: left, row: row, style: bodyStyle)
                layer.put("│", column: left, row: row, style: borderStyle)
                layer.put("│", column: left + innerWidth + 1, row: row, style: borderStyle)
                if index < lines.count { layer.put(lines[index].keys, column: left + 2, row: row, style: keyStyle) }
            }
            layer.put("╰" + rule + "╯", column: left, row: top + body.count + 1, style: borderStyle)
        } else if (body.map(\.count).max() ?? 0) <= columns && body.count <= rows {
            // No room for the box: the lines on a plain background, filling their rows.
            let width = body.map(\.count).max() ?? 0
            let left = (columns - width) / 2, top = (rows - body.count) / 2
            for (index, line) in body.enumerated() {
                layer.put(String(repeating: " ", count: columns), column: 0, row: top + index, style: bodyStyle)
                layer.put(line, column: left, row: top + index, style: bodyStyle)
                if index < lines.count { layer.put(lines[index].keys, column: left, row: top + index, style: keyStyle) }
            }
        } else if rows > 0 && columns > 0 {
            let message = tooSmall.first { $0.count <= columns } ?? String(tooSmall.last!.prefix(columns))
            let row = (rows - 1) / 2
            layer.put(String(repeating: " ", count: columns), column: 0, row: row, style: bodyStyle)
            layer.put(message, column: (columns - message.count) / 2, row: row, style: keyStyle)
        }
    }

    /// Spaces added on the right up to `width` characters (the help is ASCII and box lines).
    private static func padded(_ text: String, to width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
