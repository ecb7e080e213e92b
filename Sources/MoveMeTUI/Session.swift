import CNcursesw
import Glibc
import MoveMeCore

/// One run with the terminal: set up in an order that keeps it safe to leave at any moment,
/// the loop, and the way back.
enum Session {
    static func run(profile: TerminalProfile, greetings: [String], doubleClickInterval: Double,
                    options: MainLoop.Options) throws(StartError) -> Int32 {
        var original = termios()
        guard tcgetattr(STDIN_FILENO, &original) == 0 else {
            throw StartError("cannot read the terminal's settings")
        }
        // Our handlers first, so ncurses installs none of its own; the crash guard before the
        // terminal changes at all.
        let signals = try SignalPipe()
        CrashGuard.install(terminalState: original)
        StderrCapture.begin()
        let terminal: Terminal
        do {
            terminal = try Terminal(profile: profile, original: original)
        } catch {
            StderrCapture.end()
            throw error
        }
        CrashGuard.arm()
        defer {
            terminal.end()
            CrashGuard.disarm()
            StderrCapture.end()
        }
        let clock = Clock()
        let mode = ColorMode(depth: profile.depth, terminalColors: terminal.colors)
        let app = MoveMeApp(columns: terminal.columns, rows: terminal.rows, greetings: greetings,
                            doubleTapInterval: doubleClickInterval, time: clock.now)
        let loop = MainLoop(app: app, terminal: terminal, screen: Screen(mode: mode), signals: signals,
                            clock: clock, mode: mode, options: options)
        let status = loop.run()
        if options.printStats {
            // Goes to the captured stderr, shown once the terminal is restored.
            var summary = Array(loop.stats.summary.utf8)
            _ = write(STDERR_FILENO, &summary, summary.count)
        }
        return status
    }
}
