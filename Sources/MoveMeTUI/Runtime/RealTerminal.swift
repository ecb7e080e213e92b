import Glibc
import MoveMeSession
import MoveMeTerminal

/// The real terminal a runtime runs on: the tty as ncurses set it up (`TTY`), its input read
/// by the program itself (not through ncurses, whose mouse decoding under tmux knows only X10
/// reports and merges presses and releases into clicks), the signals through their pipe, and
/// the monotonic clock.
final class RealTerminal: TerminalDevice {
    private let tty: TTY
    private let signals: SignalPipe
    private let clock = Clock()
    let display: Display
    /// What `poll` waits on: the terminal's input and the signal pipe. Made once, not an
    /// array a wake-up.
    private var descriptors: [pollfd]
    private var buffer = [UInt8](repeating: 0, count: 4096)
    /// The bytes of a wake-up's reads, kept from one to the next (emptied, its storage kept).
    private var bytes: [UInt8] = []
    /// Input read before the loop began (while the graphics questions were answered): the
    /// first read's.
    private var unread: [UInt8]

    init(tty: TTY, signals: SignalPipe, display: Display, unread: [UInt8] = []) {
        self.tty = tty
        self.unread = unread
        self.signals = signals
        self.display = display
        descriptors = [
            pollfd(fd: tty.files.input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.readEnd, events: Int16(POLLIN), revents: 0),
        ]
    }

    var now: Double { clock.now }
    var columns: Int { tty.columns }
    var rows: Int { tty.rows }

    func wait(until deadline: Double?) -> TerminalWake {
        descriptors[0].revents = 0
        descriptors[1].revents = 0
        if !unread.isEmpty { return .ready }
        // Whole milliseconds, rounded up (a frame is never drawn early), at most a minute.
        let timeout = deadline.map { Int32(min(max(0, (($0 - now) * 1000).rounded(.up)), 60_000)) } ?? -1
        if poll(&descriptors, 2, timeout) < 0 && errno != EINTR { return .failed }
        return .ready
    }

    /// Everything waiting now, without blocking: a burst of drag reports becomes one batch,
    /// and one frame. Bounded, so a flood of input cannot keep the loop from drawing.
    func readAvailable() -> [UInt8]? {
        bytes.removeAll(keepingCapacity: true)
        if !unread.isEmpty { swap(&bytes, &unread) }
        guard descriptors[0].revents != 0 else { return bytes }
        let file = tty.files.input
        for _ in 0..<64 {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count > 0 {
                bytes += buffer[0..<count]
            } else if count < 0 && errno == EINTR {
                continue
            } else if count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK) {
                break
            } else {
                return nil
            }
            // A read short of the buffer took all there was; after a full one more may wait,
            // and a read would block if none does.
            if count < buffer.count || !isReadable(file) { break }
        }
        return bytes
    }

    /// Whether a read would return at once (poll with a zero timeout): stdin stays blocking,
    /// because O_NONBLOCK would be shared with the shell through the terminal's file.
    private func isReadable(_ file: Int32) -> Bool {
        var descriptor = pollfd(fd: file, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
    }

    func takeSignals() -> [Int32] {
        descriptors[1].revents != 0 ? signals.drain() : []
    }

    func send(_ text: String) { tty.send(text) }

    func updateSize() {
        if let size = tty.windowSize() { tty.resize(columns: size.columns, rows: size.rows) }
    }

    func suspendProcess() {
        tty.suspend()
        CrashGuard.disarm()
        signals.stopProcess()
        CrashGuard.arm()
        tty.resume()
        updateSize()
    }

    var modes: TerminalModes? { tty.modes }
    func set(_ modes: TerminalModes) { tty.set(modes) }
    func reassert() { tty.reassert() }
    func cellPixelSize() -> CellPixelSize? { tty.cellPixelSize() }
    func requestPixelMouse() { tty.requestPixelMouse() }
    func requestCellMouse() { tty.requestCellMouse() }
}
