import MoveMeCore
import MoveMeRendering
/// OSC 52, the terminal's way to set the desktop's clipboard: `ESC ] 52 ; c ; <base64> ST`.
///
/// Terminals that take it (xterm when its window ops allow it, kitty, WezTerm, foot, iTerm2;
/// tmux with `set-clipboard on`, which passes it on to the terminal outside) put the text on
/// the clipboard; the rest ignore it whole, as any OSC they do not know. Inside tmux it is
/// written plainly: tmux takes OSC 52 itself, so no passthrough wrapping is needed.
public enum ClipboardWrite {
    /// The sequence that puts `text` on the clipboard ("c"): ST-terminated, as xterm documents.
    public static func sequence(for text: String) -> String {
        "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{1B}\\"
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// RFC 4648 base64 with padding.
    static func base64(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = UInt32(bytes[index]) << 16
            if count > 1 { group |= UInt32(bytes[index + 1]) << 8 }
            if count > 2 { group |= UInt32(bytes[index + 2]) }
            for position in 0..<4 {
                if position <= count {
                    out.append(alphabet[Int((group >> UInt32(18 - 6 * position)) & 0x3F)])
                } else {
                    out.append(UInt8(ascii: "="))
                }
            }
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }
}
