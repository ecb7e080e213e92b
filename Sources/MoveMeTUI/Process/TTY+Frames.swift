internal import CNcursesw
import Glibc

/// Frames and other bytes on their way to the terminal: through ncurses' screen, or written
/// as the program made them, after what ncurses holds.
extension TTY {
    /// Where a cursor that cannot be hidden waits between frames: the bottom right corner.
    var cursorParking: (column: Int, row: Int)? {
        hidesCursor ? nil : (max(0, columns - 1), max(0, rows - 1))
    }

    /// Sends what was drawn into ncurses since the last update, as one synchronized frame.
    func present() {
        write(PrivateModes.beginFrame)
        if let parking = cursorParking { _ = wmove(moveme_stdscr(), Int32(parking.row), Int32(parking.column)) }
        _ = wnoutrefresh(moveme_stdscr())
        _ = doupdate()
        write(PrivateModes.endFrame)
        needsRepaint = false
    }

    /// Sends `bytes` (cells a backend wrote as escape sequences itself, and a sixel image if
    /// `holdsSixel`) as one frame, in one write, synchronized unless it is short
    /// (`SynchronizedOutput`). ncurses draws nothing then: only after a resume does it write, to
    /// return to the alternate screen and its modes, before the frame (which is then always
    /// synchronized).
    func present(appending bytes: [UInt8], holdsSixel: Bool = false) {
        if !isReturningFromEndwin {
            write(SynchronizedOutput.frame(bytes, afterUnknownState: needsRepaint, holdsSixel: holdsSixel))
            needsRepaint = false
            return
        }
        var frame: [UInt8] = needsRepaint ? Array(PrivateModes.attributesOff.utf8) : []
        // Coming back, ncurses repaints its screen and sets the scroll region to its rows, in
        // writes of its own: the frame goes between the marks.
        frame = Array(PrivateModes.beginFrame.utf8) + frame
        giveNcursesTheRealSize()
        write(frame)
        _ = wnoutrefresh(moveme_stdscr())
        _ = doupdate()
        isReturningFromEndwin = false
        write(bytes + Array(PrivateModes.endFrame.utf8))
        needsRepaint = false
    }

    /// Repaints everything on the next update (after a resize, a resume, an unknown change).
    func invalidate() {
        _ = clearok(moveme_curscr(), true)
        needsRepaint = true
    }

    /// Sends a sequence the session asked for besides frames (OSC 52), at once.
    func send(_ text: String) {
        guard !isSuspended, !hasEnded else { return }
        write(text)
    }

    func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// Writes our own bytes straight to the terminal, after what ncurses has buffered, so the
    /// two never interleave. ncurses' buffer is its own, not its FILE's, and at one cell it
    /// holds 21 bytes: its set-up went out in pieces, and the scroll region and mouse modes
    /// written here landed inside one of its sequences (under xtermm, crt, color_xterm… the
    /// rest of it was left as text on the user's screen at exit).
    func write(_ bytes: [UInt8]) {
        moveme_flush_ncurses()
        var offset = 0
        while offset < bytes.count {
            // Read in place (a mutable view of a shared array made a copy of the frame first).
            let written = bytes.withUnsafeBytes { Glibc.write(files.output, $0.baseAddress! + offset, $0.count - offset) }
            if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { return }
        }
    }
}

/// The escape-sequence backend writes its frames to the tty.
extension TTY: FrameOutput {}
