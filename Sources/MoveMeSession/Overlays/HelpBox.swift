import MoveMeScenes
import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// Everything the program takes, in a box in the middle of the screen: what the current scene
/// does (its `help`), then the program's keys. It is modal: while it shows, a click or any key
/// closes it and nothing behind it reacts.
///
/// When the box does not fit, the lines without the box; when those do not fit either, the
/// keys in two compact columns; then one line asking for a bigger terminal. Never a slice of
/// the box.
public enum HelpBox {
    public static let title = " MoveMe "

    /// The title on the box's top edge: the program and the scene the help was opened in, by
    /// its name and key, as the scene keys and `--scene` know it; an application of one scene
    /// by its name alone.
    public static func title(for scene: SceneEntry, in scenes: [SceneEntry] = SceneCatalog.all) -> String {
        scenes.count > 1 ? " MoveMe · \(scene.name) (\(scene.key)) " : " \(scene.name) "
    }
    /// The program's keys, the same in every scene; after the scene's own lines.
    public static var programLines: [HelpLine] { KeyTable.helpLines }
    public static var closing: String { Strings(.english)[.helpClosing] }
    /// Shown when not even the lines fit, the first that fits.
    static func tooSmall(_ strings: Strings) -> [String] {
        [strings[.helpTooSmall], strings[.helpTooSmallShort], strings[.helpTooSmallShortest]]
    }
    /// The closing note for the compact help, the first that fits.
    private static func closings(_ strings: Strings) -> [String] {
        [strings[.helpClosing], strings[.helpClosingShort], strings[.helpClosingShortest]]
    }

    private static let keyColor = RGB(255, 255, 255)

    /// The scene's lines, a blank line, the program's.
    static func lines(scene: [HelpLine], strings: Strings = Strings(.english), keys: [ProgramKey] = KeyTable.all)
        -> [HelpLine] {
        let program = KeyTable.helpLines(strings, keys: keys)
        return scene.isEmpty ? program : scene + [HelpLine("", "")] + program
    }

    /// The text lines: keys in a column, then what they do; the closing note last.
    static func body(_ lines: [HelpLine], strings: Strings = Strings(.english)) -> [String] {
        let keyWidth = lines.map(\.keys.cells).max() ?? 0
        return lines.map { $0.action.isEmpty ? "" : $0.keys.padded(toCells: keyWidth) + "  " + $0.action }
            + ["", strings[.helpClosing]]
    }

    /// The help for a scene whose own lines are `scene`, under `title`: the full lines, boxed or
    /// not; where they do not fit, the compact two columns (`CompactHelp`), boxed or not, with
    /// the scene's last lines left out where its column is taller than the screen (the keys'
    /// finger's, at 40×12 in the touches scene); where not even those fit, one line asking for
    /// a bigger terminal.
    /// `keys`: the program's (`KeyTable.keys(for:)`).
    static func draw(on layer: inout PlaneCells, depth: ColorDepth, scene: [HelpLine], title: String = title,
                     strings: Strings = Strings(.english), keys: [ProgramKey] = KeyTable.all) {
        let lines = lines(scene: scene, strings: strings, keys: keys)
        let box = ModalBox.Styles(depth: depth)
        let bodyStyle = box.body
        let keyStyle = Style(foreground: depth == .monochrome ? .white : keyColor, background: bodyStyle.background, bold: true)
        let styles = (box: box, key: keyStyle)
        let columns = layer.columns, rows = layer.rows

        if place(body(lines, strings: strings), keys: lines.map { [(0, $0.keys)] }, title: title, on: &layer, styles: styles) { return }
        let closings = closings(strings)
        let closing = closings.first { $0.cells <= columns } ?? closings.last!
        // The box's border and margins take four columns: the box goes before a line does.
        for (width, dropsLines) in [(columns - 4, false), (columns, false), (columns - 4, true), (columns, true)] where width > 0 {
            // Boxed, the scene's column shortened from its end if it alone is too tall; else all of
            // it, boxed or not.
            for kept in stride(from: scene.count, through: min(1, scene.count), by: -1) {
                guard let compact = CompactHelp.body(scene: Array(scene.prefix(kept)), width: width, dropsLines: dropsLines,
                                                     strings: strings, keys: keys) else { continue }
                if place(compact.map(\.text) + ["", closing], keys: compact.map(\.keys), title: title, on: &layer, styles: styles,
                         allowsPlain: false) { return }
            }
            if let compact = CompactHelp.body(scene: scene, width: width, dropsLines: dropsLines, strings: strings,
                                                    keys: keys),
               place(compact.map(\.text) + ["", closing], keys: compact.map(\.keys), title: title, on: &layer, styles: styles) { return }
        }
        if rows > 0 && columns > 0 {
            let tooSmall = tooSmall(strings)
            let message = tooSmall.first { $0.cells <= columns } ?? tooSmall.last!.prefix(cells: columns)
            // The whole screen, as the box is modal: over one row of its own, the scene showed
            // around it (at 20×6 the greeting's shadow right under it).
            for row in 0..<rows { layer.put(String(repeating: " ", count: columns), column: 0, row: row, style: bodyStyle) }
            layer.put(message, column: (columns - message.cells) / 2, row: (rows - 1) / 2, style: keyStyle)
        }
    }

    /// `body` in a box titled `title` in the middle of the layer, or where the box does not fit,
    /// the lines alone on a plain background; `keys[i]`, bold, at their offsets in line i. False
    /// when neither fits.
    private static func place(_ body: [String], keys: [[(offset: Int, text: String)]], title: String, on layer: inout PlaneCells,
                              styles: (box: ModalBox.Styles, key: Style), allowsPlain: Bool = true) -> Bool {
        let innerWidth = max(body.map(\.cells).max() ?? 0, title.cells + 2) + 2
        let columns = layer.columns, rows = layer.rows
        if ModalBox.fits(innerWidth: innerWidth, innerRows: body.count, columns: columns, rows: rows) {
            let box = ModalBox(innerWidth: innerWidth, innerRows: body.count, columns: columns, rows: rows)
            box.drawFrame(on: &layer, title: title, styles: styles.box)
            for (index, line) in body.enumerated() {
                layer.put(line, column: box.textColumn, row: box.row(index), style: styles.box.body)
                for key in index < keys.count ? keys[index] : [] {
                    layer.put(key.text, column: box.textColumn + key.offset, row: box.row(index), style: styles.key)
                }
            }
            return true
        }
        guard allowsPlain, (body.map(\.cells).max() ?? 0) <= columns && body.count <= rows else { return false }
        // No room for the box: the lines on a plain background, filling their rows.
        let width = body.map(\.cells).max() ?? 0
        let left = (columns - width) / 2, top = (rows - body.count) / 2
        for (index, line) in body.enumerated() {
            layer.put(String(repeating: " ", count: columns), column: 0, row: top + index, style: styles.box.body)
            layer.put(line, column: left, row: top + index, style: styles.box.body)
            for key in index < keys.count ? keys[index] : [] {
                layer.put(key.text, column: left + key.offset, row: top + index, style: styles.key)
            }
        }
        return true
    }
}
