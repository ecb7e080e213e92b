import Glibc
import MoveMeTerminal

/// Reads the terminal's bytes ourselves and decodes them with `InputDecoder`.
///
/// Not through ncurses: its mouse decoding under tmux-256color or screen-256color knows only
/// X10 reports (no column or row past 223) and merges presses and releases into clicks.
struct InputReader {
    let file: Int32
    private var decoder: InputDecoder
    private var buffer = [UInt8](repeating: 0, count: 4096)

    init(file: Int32, columns: Int, rows: Int) {
        self.file = file
        decoder = InputDecoder(columns: columns, rows: rows)
    }

    /// The decoder clamps mouse positions to the screen.
    mutating func resize(columns: Int, rows: Int) {
        decoder.columns = columns
        decoder.rows = rows
    }

    /// The cell's size in pixels, which SGR-Pixels reports are read with; nil: none known.
    var cellPixelSize: CellPixelSize? {
        get { decoder.cellPixelSize }
        set { decoder.cellPixelSize = newValue }
    }

    /// Whether reports count pixels: set by the decoder itself when the terminal answers
    /// "set" to DECRQM for 1016; set back to false whenever the modes are written in cells.
    var reportsPixels: Bool {
        get { decoder.reportsPixels }
        set { decoder.reportsPixels = newValue }
    }

    /// Bytes that may begin a longer sequence are held (a lone Esc, or the start of an arrow
    /// key's sequence cut between two reads).
    var hasPendingInput: Bool { decoder.hasPendingInput }

    /// No more bytes came after held ones: they stand for themselves (Esc is Esc).
    mutating func flushPending() -> [InputEvent] {
        decoder.flushPending()
    }

    /// Reads everything waiting now, without blocking, into `events` (emptied first, its
    /// storage kept: a new list every wake-up was then freed, after a sleep, through the
    /// runtime's generic code, all of it cold): a burst of drag reports becomes one batch, and
    /// one frame.
    /// True when the terminal has gone (end of file or an error other than an interruption).
    mutating func readAvailable(into events: inout [InputEvent]) -> Bool {
        events.removeAll(keepingCapacity: true)
        // Bounded, so a flood of input cannot keep the loop from drawing.
        for _ in 0..<64 {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count > 0 {
                decoder.decode(buffer[0..<count], appendingTo: &events)
            } else if count < 0 && errno == EINTR {
                continue
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                break
            } else {
                return true
            }
            // A read short of the buffer took all there was; after a full one more may wait,
            // and a read would block if none does.
            if count < buffer.count || !isReadable() { break }
        }
        return false
    }

    /// Whether a read would return at once (poll with a zero timeout): stdin stays blocking,
    /// because O_NONBLOCK would be shared with the shell through the terminal's file.
    private func isReadable() -> Bool {
        var descriptor = pollfd(fd: file, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }
}
