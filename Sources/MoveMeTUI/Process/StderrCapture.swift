internal import CNcursesw
import Glibc

/// While ncurses owns the screen, stderr goes to an unlinked temporary file; it is copied to
/// the real stderr once the terminal is restored.
///
/// Anything written to stderr meanwhile (a runtime warning, the message of a fatal error)
/// would otherwise tear the picture and then vanish with the alternate screen. Only done when
/// stderr is the terminal: a redirected stderr is left alone.
enum StderrCapture {
    /// Touches the globals the crash handler reads, so Swift's lazy initialisation of globals
    /// never first runs inside a signal handler.
    static func prepare() {
        if capture.pointee.buffer == nil {
            capture.pointee.buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: replayBufferSize)
        }
    }

    static func begin() {
        guard isatty(STDERR_FILENO) == 1, capture.pointee.file < 0, let file = tmpfile() else { return }
        let captured = dup(fileno(file))
        fclose(file)
        let original = dup(STDERR_FILENO)
        guard captured >= 0, original >= 0, dup2(captured, STDERR_FILENO) >= 0 else {
            if captured >= 0 { close(captured) }
            if original >= 0 { close(original) }
            return
        }
        _ = moveme_set_cloexec(captured)
        _ = moveme_set_cloexec(original)
        prepare()
        capture.pointee.originalStderr = original
        capture.pointee.file = captured
    }

    /// Puts the real stderr back and shows what was captured. Safe to call more than once.
    static func end() {
        restoreFromSignalHandler()
    }

    /// `end` with async-signal-safe calls only (lseek, read, write, dup2, close), for the
    /// crash guard.
    static func restoreFromSignalHandler() {
        let state = capture.pointee
        guard state.file >= 0, state.originalStderr >= 0, let buffer = state.buffer else { return }
        capture.pointee.file = -1
        capture.pointee.originalStderr = -1
        _ = dup2(state.originalStderr, STDERR_FILENO)
        _ = lseek(state.file, 0, SEEK_SET)
        while true {
            let count = read(state.file, buffer, replayBufferSize)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset < count {
                let written = write(STDERR_FILENO, buffer + offset, count - offset)
                if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { break }
            }
        }
        close(state.file)
        close(state.originalStderr)
    }
}

/// Read by the crash handler, so global (see CrashGuard.swift), behind a constant pointer for
/// the same reason; set by `begin` before the crash guard is armed.
private struct CaptureState {
    var file: Int32 = -1
    var originalStderr: Int32 = -1
    var buffer: UnsafeMutablePointer<UInt8>?
}

nonisolated(unsafe) private let capture: UnsafeMutablePointer<CaptureState> = {
    let state = UnsafeMutablePointer<CaptureState>.allocate(capacity: 1)
    state.initialize(to: CaptureState())
    return state
}()
private let replayBufferSize = 4096
