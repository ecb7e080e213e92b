/// Which frames go between the synchronized-output markers (DECSET 2026, `ESC [ ? 2026 h` …
/// `ESC [ ? 2026 l`, 16 bytes a frame).
///
/// The markers exist so that a terminal never shows half a frame. A frame can be seen half
/// drawn when it reaches the terminal in pieces: several `write`s (ncurses flushing as it
/// goes), or one `write` so long that Linux hands it to the pty in 2,048-byte chunks
/// (drivers/tty/tty_io.c) and the terminal reads between them. A frame of one short `write`
/// reaches the pty master in one piece and the terminal's next read takes it whole: there is
/// no middle of the update to render, and markers around it would only cost 16 bytes — 2.6% of
/// a drag frame in 256 colours, most of what the session wrote above its lower bound. So a
/// frame is marked when ncurses writes part of it, or when it is longer than half the
/// kernel's chunk (a repaint of a wide terminal, the help, a scene switch), or when it holds a
/// sixel image however short: its image, the cells it covers and those it leaves are one
/// picture, which a terminal with synchronized output then shows only whole. (xterm 379 has
/// none: there the frame's order keeps it whole, `SixelPictures`.)
enum SynchronizedOutput {
    /// The longest frame sent in one write without markers, in bytes.
    static let largestUnmarkedFrame = 1024

    /// Whether a frame of `bytes` bytes is written between the markers; `oneWrite`: the whole
    /// frame goes to the terminal in a single `write` (false when ncurses writes a part);
    /// `holdsSixel`: it paints a sixel image.
    static func marks(frameOf bytes: Int, oneWrite: Bool, holdsSixel: Bool = false) -> Bool {
        !oneWrite || holdsSixel || bytes > largestUnmarkedFrame
    }
}

extension SynchronizedOutput {
    /// A frame of `bytes` as it is written in one `write`: the bytes as they are, or, where
    /// `marks` says so, between the markers; after a reset of the attributes where the
    /// terminal's state is unknown (`afterUnknownState`: a repaint).
    static func frame(_ bytes: [UInt8], afterUnknownState: Bool, holdsSixel: Bool) -> [UInt8] {
        // A drag's or a bounce's frame: the bytes as they are, neither copied nor joined.
        guard afterUnknownState || marks(frameOf: bytes.count, oneWrite: true, holdsSixel: holdsSixel) else { return bytes }
        let reset: [UInt8] = afterUnknownState ? Array(PrivateModes.attributesOff.utf8) : []
        guard marks(frameOf: reset.count + bytes.count, oneWrite: true, holdsSixel: holdsSixel) else { return reset + bytes }
        return Array(PrivateModes.beginFrame.utf8) + reset + bytes + Array(PrivateModes.endFrame.utf8)
    }
}
