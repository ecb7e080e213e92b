import CNcursesw
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
        if replayBuffer == nil { replayBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: replayBufferSize) }
        _ = (captureFile, originalStderr)
    }

    static func begin() {
        guard isatty(STDERR_FILENO) == 1, captureFile < 0, let file = tmpfile() else { return }
        let capture = dup(fileno(file))
        fclose(file)
        let original = dup(STDERR_FILENO)
        guard capture >= 0, original >= 0, dup2(capture, STDERR_FILENO) >= 0 else {
            if capture >= 0 { close(capture) }
            if original >= 0 { close(original) }
            return
        }
        _ = moveme_set_cloexec(capture)
        _ = moveme_set_cloexec(original)
        prepare()
        originalStderr = original
        captureFile = capture
    }

    /// Puts the real stderr back and shows what was captured. Safe to call more than once.
    static func end() {
        restoreFromSignalHandler()
    }

    /// `end` with async-signal-safe calls only (lseek, read, write, dup2, close), for the
    /// crash guard.
    static func restoreFromSignalHandler() {
        let capture = captureFile, original = originalStderr
        guard capture >= 0, original >= 0, let buffer = replayBuffer else { return }
        captureFile = -1
        originalStderr = -1
        _ = dup2(original, STDERR_FILENO)
        _ = lseek(capture, 0, SEEK_SET)
        while true {
            let count = read(capture, buffer, replayBufferSize)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            var offset = 0
            while offset < count {
                let written = write(STDERR_FILENO, buffer + offset, count - offset)
                if written > 0 { offset += written } else if written < 0 && errno == EINTR { continue } else { break }
            }
        }
        close(capture)
        close(original)
    }
}

// Read by the crash handler, so globals (see CrashGuard.swift); set by `begin` before the
// crash guard is armed.
nonisolated(unsafe) private var captureFile: Int32 = -1
nonisolated(unsafe) private var originalStderr: Int32 = -1
nonisolated(unsafe) private var replayBuffer: UnsafeMutablePointer<UInt8>?
private let replayBufferSize = 4096
