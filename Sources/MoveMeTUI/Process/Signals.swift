internal import CNcursesw
import Glibc
import MoveMeStrings

/// The signals the main loop reacts to, delivered through a self-pipe: a handler only writes
/// the signal's number to a pipe (async-signal-safe), and the loop, which polls the pipe's
/// read end beside standard input, does the real work outside the handler.
///
/// Installed before `newterm`, so ncurses sees non-default actions and installs none of its
/// own (its handlers call `endwin` inside the handler, which is not async-signal-safe).
final class SignalPipe {
    /// SIGUSR1 is the Simulator's Simulate Memory Warning, from outside (`kill -USR1`).
    static let handled: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH, SIGUSR1]

    let readEnd: Int32

    init(strings: Strings = Strings(.english)) throws(StartError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw StartError(strings[.errorSignalPipe]) }
        for end in ends {
            // Non-blocking both ways: a handler must never block on a full pipe, and draining
            // must stop when it is empty.
            _ = moveme_set_flags(end, O_NONBLOCK)
            _ = moveme_set_cloexec(end)
        }
        readEnd = ends[0]
        signalPipeWriteEnd.pointee = ends[1]
        for signal in Self.handled { install(signal) }
    }

    /// The signals that arrived since the last call, in order.
    func drain() -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count > 0 {
                signals += buffer[0..<count].map { Int32($0) }
            } else if count < 0 && errno == EINTR {
                continue
            } else {
                return signals
            }
        }
    }

    /// Stops the process as the default action of SIGTSTP would (the terminal must already be
    /// restored), and returns once it is continued. The SIGCONT that continues it is not
    /// forwarded: the caller restores everything when this returns. A SIGCONT that comes later
    /// (after someone else's SIGSTOP) is.
    func stopProcess() {
        _ = moveme_default_handler(SIGCONT)
        _ = moveme_default_handler(SIGTSTP)
        _ = moveme_unblock_signal(SIGTSTP)
        raise(SIGTSTP)
        // Continued (or never stopped: an orphaned process group ignores SIGTSTP).
        install(SIGTSTP)
        install(SIGCONT)
    }

    private func install(_ signal: Int32) {
        // SA_RESTART: ncurses' writes and our reads are not cut short by EINTR; poll() still
        // wakes up, because the pipe becomes readable.
        _ = moveme_set_handler(signal, forwardSignal, SA_RESTART, nil)
    }
}

/// The pipe's write end, read by `forwardSignal` inside signal handlers. A signal handler can
/// reach no object, so this one number is global; it is set once, before any handler that
/// reads it is installed, and never changes after. It sits behind a constant pointer, not in
/// a variable: access to a global variable goes through Swift's exclusivity checks (runtime
/// calls that keep per-thread state, not async-signal-safe); access through a pointer does not.
nonisolated(unsafe) private let signalPipeWriteEnd = UnsafeMutablePointer<Int32>.allocate(capacity: 1)

/// The handler: one byte, the signal's number, into the pipe. errno is saved and restored so
/// the interrupted code does not see this write's result.
private func forwardSignal(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd.pointee, &byte, 1)
    errno = savedErrno
}
