import MoveMeRendering
import MoveMeTerminal

/// Attributes and colours: one SGR with only what changed, the colours in the terminal's depth.
extension EscapeSequenceWriter {
    /// One SGR with only what changed: attributes turned off need a reset first.
    mutating func setStyle(_ style: Style, into bytes: inout ReservedBytes) {
        if let current, current == style { return }
        let previous = current
        let reset = previous == nil
            || (previous!.bold && !style.bold) || (previous!.dim && !style.dim) || (previous!.reverse && !style.reverse)
        bytes.append(0x1B)
        bytes.append(UInt8(ascii: "["))
        // The parameters, separated by ";" (none at all writes ESC [ m, which resets too).
        var first = true
        func separate(_ bytes: inout ReservedBytes) {
            if first { first = false } else { bytes.append(UInt8(ascii: ";")) }
        }
        func attribute(_ number: UInt8, _ bytes: inout ReservedBytes) {
            separate(&bytes)
            bytes.append(UInt8(ascii: "0") + number)
        }
        if reset { attribute(0, &bytes) }
        let base = reset ? Style(foreground: .black, background: .black) : previous!
        if style.bold && !base.bold { attribute(1, &bytes) }
        if style.dim && !base.dim { attribute(2, &bytes) }
        if style.reverse && !base.reverse { attribute(7, &bytes) }
        if depth != .monochrome {
            if reset || style.foreground != base.foreground {
                separate(&bytes)
                appendColor(style.foreground, background: false, to: &bytes)
            }
            if reset || style.background != base.background {
                separate(&bytes)
                appendColor(style.background, background: true, to: &bytes)
            }
        }
        bytes.append(UInt8(ascii: "m"))
        current = style
    }

    /// A colour's SGR parameters (never called in monochrome, which has none).
    private mutating func appendColor(_ rgb: RGB, background: Bool, to bytes: inout ReservedBytes) {
        switch depth {
        case .trueColor:
            parameters.appendRGB(red: rgb.red, green: rgb.green, blue: rgb.blue, background: background, to: &bytes)
        case .palette256:
            parameters.appendNumber(Int(colors.number(for: rgb, lowerHalf: !background)), background: background, to: &bytes)
        case .palette8:
            parameters.appendNumber(Int(colors.number(for: rgb)), background: background, to: &bytes)
        case .monochrome:
            break
        }
    }
}
