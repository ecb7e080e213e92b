internal import CNcursesw
import Glibc
import MoveMeTerminal

/// Leaves the terminal usable when the program crashes while it owns the screen.
///
/// A Swift runtime trap arrives as SIGILL (or SIGTRAP), a bad pointer as SIGSEGV or SIGBUS,
/// `abort()` as SIGABRT. The handler runs on an alternate stack (a stack overflow leaves no
/// room on the normal one) and only makes async-signal-safe calls: it writes reset bytes built
/// in advance, puts back the termios saved at start, shows what went to stderr meanwhile, then
/// runs the previous action's handler (the Swift runtime's backtracer), so the crash is
/// reported as usual — on the normal screen — and last raises the signal again under its
/// default action, so the process ends by it (the shell sees 128 + its number). The backtracer
/// returns, counting on the faulting instruction to fault again: a signal sent with `kill`
/// faults nothing, and had the handler only returned to it the program would have gone on,
/// its terminal given back, the shell waiting for it forever.
///
/// The other signals whose default action ends the process go through the same path (Ctrl-\
/// sends SIGQUIT): whatever ends the program, the terminal is left as it was found. SIGPIPE is
/// not among them: a terminal that goes away is a SIGHUP, handled as a clean exit; nor SIGUSR1,
/// which ends nothing here: the loop takes it as a memory warning (`SignalPipe`), and the
/// guard's handler, chained before it, would reset the terminal under the running program.
/// A signal the program was started with ignored (SIGQUIT in a script's background job) stays
/// ignored: it ends nothing either.
enum CrashGuard {
    static let signals: [Int32] = [
        SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT,
        SIGQUIT, SIGUSR2, SIGALRM, SIGVTALRM, SIGPROF, SIGXCPU, SIGXFSZ, SIGSYS,
    ]

    /// Mouse modes off (both our SGR and button-event modes and plain 1000), focus reports
    /// off, synchronized output off, attributes reset, cursor visible, alternate screen left.
    static let resetBytes: [UInt8] = Array(
        (PrivateModes.mouseOff
            + PrivateModes.focusOff
            + PrivateModes.bracketedPasteOff
            + "\u{1B}[?2026l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l").utf8)

    /// Installs the handlers; `terminalState` is what the crash handler puts back on
    /// `files.input`, and the reset bytes go to `files.output`.
    /// Call before the terminal is changed; `arm` once it is.
    static func install(terminalState: termios, files: TTYFiles) {
        let state = UnsafeMutablePointer<termios>.allocate(capacity: 1)
        state.initialize(to: terminalState)
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: resetBytes.count)
        bytes.initialize(from: resetBytes, count: resetBytes.count)
        let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(moveme_signal_count()))
        previous.initialize(repeating: sigaction(), count: Int(moveme_signal_count()))
        crash.pointee = CrashHandlerState(terminalState: state, resetBytes: bytes,
                                          resetCount: resetBytes.count, armed: false, previousActions: previous, files: files)
        installAlternateStack()
        StderrCapture.prepare()
        for signal in signals {
            let saved = previous + Int(signal)
            _ = moveme_set_info_handler(signal, crashed, Int32(bitPattern: UInt32(SA_RESETHAND) | UInt32(SA_ONSTACK)), saved)
            if moveme_action_ignores(saved) != 0 { _ = moveme_restore_handler(signal, saved) }
        }
    }

    /// From now on a crash sends `removal` before the reset: what takes the program's images off
    /// the terminal (the picture encoder's, `PictureEncoder.removal`); they would stay on the
    /// screen, under the shell's text. Set once, before the first image is sent: the buffer is
    /// made now, and the handler finds it by its count, written after it.
    static func removeImages(_ removal: String) {
        guard crash.pointee.resetCount == resetBytes.count, !removal.isEmpty else { return }  // (once)
        let all = Array(removal.utf8) + resetBytes
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: all.count)
        bytes.initialize(from: all, count: all.count)
        // The handler reads the pointer, then that many bytes: the count is raised after the
        // pointer holds the longer buffer, so it never reads past one.
        crash.pointee.resetBytes = bytes
        crash.pointee.resetCount = all.count
    }

    /// From now on a crash also removes the files at `paths` (kitty's images' data not yet read,
    /// `KittyTransport`): made once, before the first is written; `unlink` is async-signal-safe.
    static func removeFiles(_ paths: [String]) {
        guard crash.pointee.removedPaths == nil, !paths.isEmpty else { return }  // (once)
        let list = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: paths.count)
        for (index, path) in paths.enumerated() { (list + index).initialize(to: strdup(path)) }
        crash.pointee.removedCount = paths.count
        crash.pointee.removedPaths = list
    }

    /// From now on a crash writes the reset bytes (the screen is ncurses').
    static func arm() { crash.pointee.armed = true }

    /// The terminal is restored: a crash from now on only needs the default report.
    static func disarm() { crash.pointee.armed = false }

    /// Keeps an alternate stack that is already there (the Swift runtime's backtracer sets one
    /// up); otherwise makes one. Never freed: a handler may run on it until exit. The handler's
    /// state holds it, as it holds what else the handler needs for the process's life (the
    /// kernel's pointer to it is no owner LeakSanitizer can see).
    private static func installAlternateStack() {
        var current = stack_t()
        if sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) == 0, current.ss_size >= 65_536 {
            return
        }
        let size = 256 * 1024
        let memory = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
        crash.pointee.alternateStack = memory
        _ = moveme_set_alternate_stack(memory, size)
    }
}

/// What the crash handler reads. A signal handler can reach no object, so this is global, set
/// once by `CrashGuard.install` before the handlers exist (so Swift's lazy initialisation of
/// globals has run before any handler can touch it) and only flipped by arm/disarm after. It
/// sits behind a constant pointer, not in a variable: access to a global variable goes through
/// Swift's exclusivity checks, which are not async-signal-safe; access through a pointer does not.
private struct CrashHandlerState {
    var terminalState: UnsafeMutablePointer<termios>?
    var resetBytes: UnsafeMutablePointer<UInt8>?
    var resetCount: Int
    var armed: Bool
    var previousActions: UnsafeMutablePointer<sigaction>?
    var files: TTYFiles
    /// The signal stack made for the handler, if one was.
    var alternateStack: UnsafeMutableRawPointer?
    /// Files to remove (`CrashGuard.removeFiles`).
    var removedPaths: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    var removedCount = 0
}

nonisolated(unsafe) private let crash = UnsafeMutablePointer<CrashHandlerState>.allocate(capacity: 1)

/// The crash handler (SA_RESETHAND: it runs at most once per signal).
private func crashed(_ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) {
    let state = crash.pointee
    if state.armed, let bytes = state.resetBytes {
        var offset = 0
        while offset < state.resetCount {
            let written = write(state.files.output, bytes + offset, state.resetCount - offset)
            if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { break }
        }
    }
    if let terminalState = state.terminalState {
        _ = tcsetattr(state.files.input, TCSANOW, terminalState)
    }
    if state.armed, let paths = state.removedPaths {
        for index in 0..<state.removedCount { if let path = paths[index] { unlink(path) } }
    }
    StderrCapture.restoreFromSignalHandler()
    if let previous = state.previousActions {
        moveme_call_saved_action(signal, previous + Int(signal), info, context)
    }
    // The default action now, whoever sent the signal: raised (blocked while this handler
    // runs, so pending) and let through, it ends the process here; should anything keep it
    // alive, it exits with the status a shell gives a death by that signal.
    _ = moveme_default_handler(signal)
    raise(signal)
    _ = moveme_unblock_signal(signal)
    _exit(128 + signal)
}
