import MoveMeStrings
import MoveMeRendering
import MoveMeTerminal

/// The bottom row of a scene that has a caption (the dynamics scenes): a bar with the scene's
/// line of keys (`BottomRow`), led by its caption. The bar has the row to itself (the scene is
/// laid out in the rows above), so a square resting on the bottom edge is seen whole.
public enum Caption {
    private static let foreground = RGB(225, 228, 235)
    private static let background = RGB(36, 40, 48)

    /// The line for a row `columns` wide, less a cell of margin (none in a one-cell row, which
    /// shows the caption's first character): the scene's caption ("2.1 Gravity: the square
    /// falls off the screen", its title before ": "), its keys ("m mode"), then the program's.
    /// What does not fit goes as whole items (`BottomRow`): never a word cut in two, except a
    /// title's first word too long for the row.
    /// `fingerKeys`: the keys' finger's, after the scene's own (`BottomRow`).
    static func text(caption: String, keys: [(key: String, meaning: String)], fingerKeys: [(key: String, meaning: String)] = [],
                     columns: Int, strings: Strings = Strings(.english), program: ProgramItems? = nil) -> String {
        let room = columns > 1 ? columns - 1 : max(0, columns)
        let keys = keys.map { "\($0.key) \($0.meaning)" }, fingerKeys = fingerKeys.map { "\($0.key) \($0.meaning)" }
        guard let parts = titleAndDescription(caption) else {
            return BottomRow.line(title: caption, description: [], keys: keys, fingerKeys: fingerKeys, columns: room,
                                  strings: strings, program: program)
        }
        return BottomRow.line(title: parts.title, description: [parts.description], keys: keys, fingerKeys: fingerKeys,
                              columns: room, joiner: parts.colon, strings: strings, program: program)
    }

    /// The caption split at its first colon, which ends its title: English ": ", French
    /// " : ", Chinese "：". Found byte by byte: a pinch's caption is new every frame, and a
    /// generic search for each colon showed in its profile.
    static func titleAndDescription(_ caption: String) -> (title: String, colon: String, description: String)? {
        // The bytes read in place (a copy of them made an array every frame the pinch moved).
        if let parts = caption.utf8.withContiguousStorageIfAvailable({ titleAndDescription(utf8: $0) }) { return parts }
        return Array(caption.utf8).withUnsafeBufferPointer { titleAndDescription(utf8: $0) }
    }

    private static func titleAndDescription(utf8 bytes: UnsafeBufferPointer<UInt8>) -> (title: String, colon: String, description: String)? {
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        for index in bytes.indices {
            var start = index, end = index
            if bytes[index] == UInt8(ascii: ":"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: " ") {
                end = index + 2
                if index > 0, bytes[index - 1] == UInt8(ascii: " ") { start = index - 1 }
            } else if bytes[index] == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBC, bytes[index + 2] == 0x9A {
                end = index + 3  // "：", U+FF1A
            } else {
                continue
            }
            return (text(0..<start), text(start..<end), text(end..<bytes.count))
        }
        return nil
    }

    /// A bar across the bottom row of the scene's part of the layer (the top-left
    /// `columns`×`rows`, the whole layer by default), the text one cell in from the left;
    /// without colour, in reverse video.
    public static func draw(_ text: String, on layer: inout PlaneCells, depth: ColorDepth,
                            columns: Int? = nil, rows: Int? = nil) {
        let columns = min(columns ?? layer.columns, layer.columns), rows = min(rows ?? layer.rows, layer.rows)
        guard columns > 0, rows > 0 else { return }
        let style = style(depth)
        let row = rows - 1
        let first = columns > 1 ? 1 : 0
        let blank = Cell(.space, style: style)
        if let scalars = singleScalarCharacters(text, upTo: columns - first) {
            layer.putRow(row, columns: 0..<max(columns, first + scalars.count)) { column in
                let offset = column - first
                return offset >= 0 && offset < scalars.count ? Cell(CellText(scalars[offset]), style: style) : blank
            }
            return
        }
        // Any other text, wide characters in two cells (`PlaneCells.put`), none cut in half.
        layer.put(String(repeating: " ", count: columns), column: 0, row: row, style: style)
        layer.put(text.prefix(cells: columns - first), column: first, row: row, style: style)
    }

    private static func style(_ depth: ColorDepth) -> Style {
        depth == .monochrome
            ? Style(foreground: .white, background: .black, reverse: true)
            : Style(foreground: foreground, background: background)
    }

    /// The first `count` characters of `text` as scalars, when each of its scalars is a
    /// character of its own: printable ASCII, Latin-1 and Latin Extended letters and signs
    /// (below the combining marks at U+0300), and the general punctuation from U+2010 to
    /// U+2027 (dashes, quotes, bullet, "…"); none of them joins another into one grapheme.
    /// Nil for any other text, which is put as text (wide characters in two cells). A pinch's caption ("pinch
    /// ×1.23, turn 7°") is new every frame, and walking it character by character was a
    /// third of making its bar.
    static func singleScalarCharacters(_ text: String, upTo count: Int) -> [Unicode.Scalar]? {
        if let found = text.utf8.withContiguousStorageIfAvailable({ singleScalarCharacters(utf8: $0, upTo: count) }) {
            return found
        }
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(min(count, text.utf8.count))
        for scalar in text.unicodeScalars {
            guard String.isOneCellCharacter(scalar.value) else { return nil }
            if scalars.count == count { break }
            scalars.append(scalar)
        }
        return scalars
    }

    /// The same from a text's UTF-8 bytes (valid, as a `String`'s are), decoded in place: the
    /// scalar view's iterator cost 70 instructions a scalar.
    private static func singleScalarCharacters(utf8 bytes: UnsafeBufferPointer<UInt8>, upTo count: Int) -> [Unicode.Scalar]? {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(min(count, bytes.count))
        var index = 0
        while index < bytes.count {
            let lead = UInt32(bytes[index])
            let value: UInt32
            if lead < 0x80 {
                (value, index) = (lead, index + 1)
            } else if lead < 0xE0 {
                (value, index) = ((lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), index + 2)
            } else if lead < 0xF0 {
                (value, index) = ((lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F),
                                  index + 3)
            } else {
                return nil  // beyond the Basic Multilingual Plane: never a character of one cell
            }
            guard String.isOneCellCharacter(value) else { return nil }
            if scalars.count == count { break }
            scalars.append(Unicode.Scalar(value)!)
        }
        return scalars
    }
}
