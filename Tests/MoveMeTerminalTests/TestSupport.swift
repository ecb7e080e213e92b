@testable import MoveMeTerminal

let ESC = "\u{1B}"

/// Decodes `bytes` with a fresh decoder, without flushing.
func decode(_ bytes: [UInt8], columns: Int = 80, rows: Int = 24) -> [InputEvent] {
    var decoder = InputDecoder(columns: columns, rows: rows)
    return decoder.decode(bytes)
}

/// Decodes the UTF-8 of `text` with a fresh decoder, without flushing.
func decode(_ text: String, columns: Int = 80, rows: Int = 24) -> [InputEvent] {
    decode(Array(text.utf8), columns: columns, rows: rows)
}

/// Decodes `bytes` one at a time, as a slow terminal line would deliver them.
func decodeByteByByte(_ bytes: [UInt8], columns: Int = 80, rows: Int = 24) -> [InputEvent] {
    var decoder = InputDecoder(columns: columns, rows: rows)
    return bytes.flatMap { decoder.decode([$0]) }
}

func mouse(
    _ kind: MouseEvent.Kind, _ button: MouseButton, _ column: Int, _ row: Int,
    shift: Bool = false, alt: Bool = false, control: Bool = false
) -> InputEvent {
    .mouse(MouseEvent(kind: kind, button: button, column: column, row: row, shift: shift, alt: alt, control: control))
}

func key(_ key: Key) -> InputEvent { .key(key) }

func characters(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }

/// An SGR (1006) report: 1-based coordinates as the terminal sends them.
func sgr(_ code: Int, _ x: Int, _ y: Int, release: Bool = false) -> String {
    "\(ESC)[<\(code);\(x);\(y)\(release ? "m" : "M")"
}

/// A urxvt (1015) report: the code with 32 added, decimal.
func urxvt(_ code: Int, _ x: Int, _ y: Int) -> String {
    "\(ESC)[\(code + 32);\(x);\(y)M"
}

/// An X10 report: code and 1-based coordinates, each plus 32, as raw bytes.
func x10(_ code: Int, _ x: Int, _ y: Int) -> [UInt8] {
    [0x1B, UInt8(ascii: "["), UInt8(ascii: "M"), UInt8(code + 32), UInt8(x + 32), UInt8(y + 32)]
}
