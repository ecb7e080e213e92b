import MoveMeTerminal

/// What a terminal sends for an event: xterm's bytes, which the runtime's decoder reads back
/// into the same event (`InputEventBytesTests` checks each kind both ways). The harness types
/// these, so the session's tests go through the program's real input path.
extension InputEvent {
    /// With `pixels`, a mouse event that has an exact position is an SGR-Pixels report.
    func bytes(pixels: CellPixelSize? = nil) -> [UInt8] {
        switch self {
        case .key(let key): Array(key.sequence.utf8)
        case .mouse(let mouse): Array(mouse.sgrReport(pixels: pixels).utf8)
        case .focus(let gained): Array((gained ? "\u{1B}[I" : "\u{1B}[O").utf8)
        case .paste(let pasted):
            // A paste the decoder cut had more bytes than it keeps: as many sent.
            Array("\u{1B}[200~".utf8) + Array(pasted.text.utf8)
                + Array(repeating: UInt8(ascii: "x"), count: max(0, pasted.byteCount - pasted.text.utf8.count))
                + Array("\u{1B}[201~".utf8)
        case .modeReport(let report):
            Array("\u{1B}[\(report.isPrivate ? "?" : "")\(report.mode);\(report.setting.rawValue)$y".utf8)
        }
    }
}

extension Key {
    /// xterm's sequence for the key (normal cursor mode).
    var sequence: String {
        switch self {
        case .character(let character): String(character)
        case .up: "\u{1B}[A"
        case .down: "\u{1B}[B"
        case .right: "\u{1B}[C"
        case .left: "\u{1B}[D"
        case .home: "\u{1B}[H"
        case .end: "\u{1B}[F"
        case .pageUp: "\u{1B}[5~"
        case .pageDown: "\u{1B}[6~"
        case .insert: "\u{1B}[2~"
        case .delete: "\u{1B}[3~"
        case .enter: "\r"
        case .tab: "\t"
        case .backTab: "\u{1B}[Z"
        case .escape: "\u{1B}"
        case .backspace: "\u{7F}"
        case .control(let letter):
            String(UnicodeScalar(letter.asciiValue.map { $0 & 0x1F } ?? 0))
        case .function(let number):
            switch number {
            case 1...4: "\u{1B}O" + String(Array("PQRS")[number - 1])
            case 5: "\u{1B}[15~"
            case 6...10: "\u{1B}[\(number + 11)~"
            default: "\u{1B}[\(number + 12)~"
            }
        }
    }
}

extension MouseEvent {
    /// The SGR report (DECSET 1006; 1016 with `pixels` and an exact position).
    func sgrReport(pixels: CellPixelSize?) -> String {
        var code: Int
        switch button {
        case .left: code = 0
        case .middle: code = 1
        case .right: code = 2
        case .wheelUp: code = 64
        case .wheelDown: code = 65
        case .other(let number) where number < 8: code = 64 + number - 4  // 6, 7: the wheel's sideways
        case .other(let number): code = 128 + number - 8
        }
        if kind == .motion { code = 3 }
        if kind == .drag || kind == .motion { code += 32 }
        if shift { code += 4 }
        if alt { code += 8 }
        if control { code += 16 }
        var x = column + 1, y = row + 1
        if let pixels, let exactPosition {
            x = Int((exactPosition.x * pixels.width).rounded(.down)) + 1
            y = Int((exactPosition.y * pixels.height).rounded(.down)) + 1
        }
        return "\u{1B}[<\(code);\(x);\(y)\(kind == .release ? "m" : "M")"
    }
}
