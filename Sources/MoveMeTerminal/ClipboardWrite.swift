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

    /// RFC 4648 base64 with padding (`Base64`, shared with kitty's graphics payloads).
    static func base64(_ bytes: [UInt8]) -> String { Base64.encode(bytes) }
}
