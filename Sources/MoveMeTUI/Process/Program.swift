internal import CNcursesw
import Glibc
import MoveMeCore
import MoveMeSession
import MoveMeScenes
import MoveMeStrings
import MoveMeTerminal

/// The program's time with the terminal: set up in an order that keeps it safe to leave at
/// any moment, the loop, and the way back.
public enum Program {
    /// Runs the application set up as `configuration` says on the terminal `profile` describes,
    /// used as `options` say, its state kept by `savePreferences` whenever the session asks;
    /// the exit status.
    public static func run(profile: TerminfoProfile, configuration: Configuration, options: TerminalOptions,
                           application: Application = Application(), files: TTYFiles = .standard,
                           savePreferences: @escaping (Preferences) -> Void = { _ in }) throws(StartError) -> Int32 {
        var original = termios()
        guard tcgetattr(files.input, &original) == 0 else {
            throw StartError(application.strings[.errorTerminalSettings])
        }
        // Our handlers first, so ncurses installs none of its own; the crash guard before the
        // terminal changes at all.
        let signals = try SignalPipe(strings: application.strings)
        CrashGuard.install(terminalState: original, files: files)
        StderrCapture.begin()
        let terminal: TTY
        do {
            terminal = try TTY(profile: profile, original: original, files: files, strings: application.strings,
                                    ncursesOutput: options.ncursesOutput)
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
        let depth = profile.depth.limited(toTerminalColors: terminal.colors)
        // Cells as escape sequences written directly where the terminal is of the ANSI family
        // (MOVEME_OUTPUT=ncurses asks for ncurses' output anyway, to compare).
        let direct = terminal.ncursesDraws ? nil
            : EscapeSequenceBackend(terminal: terminal, depth: depth, insideMultiplexer: options.insideMultiplexer)
        let backend: Backend = direct ?? NcursesBackend(terminal: terminal, depth: depth)
        let graphics = Graphics.choose(options.graphics, environment: options.graphicsEnvironment, tty: terminal,
                                      fonts: options.fonts)
        let pictures = graphics.encoder(depth: depth)
        // Kitty's costs part by part, printed with the frames' (MOVEME_STATS=1).
        let measuredPictures = options.printStats ? pictures as? KittyPictures : nil
        measuredPictures?.costs = PictureCosts()
        if let pictures, !pictures.removal.isEmpty {
            // Every way out takes the images away: the restore (what this run sent) and the
            // crash guard (every id of the program's).
            terminal.removesImages = { pictures.currentRemoval }
            CrashGuard.removeImages(pictures.removal)
        }
        if let paths = pictures?.leftoverFiles, !paths.isEmpty {
            // And what kitty did not read of the images' data.
            terminal.removesFiles = paths
            CrashGuard.removeFiles(paths)
        }
        let device = RealTerminal(tty: terminal, signals: signals, display: Display(backend: backend, pictures: pictures),
                                  unread: graphics.input)
        let session = Session(configuration: configuration, application: application,
                              terminal: TerminalTraits(columns: terminal.columns, rows: terminal.rows, depth: depth,
                                                       graphics: pictures == nil ? .cells : graphics.mode,
                                                       describesMouse: profile.describesMouse,
                                                       graphicsFallback: graphics.fallback),
                              time: device.now)
        let runtime = Runtime(session: session, terminal: device, crashAfterFirstFrame: options.crashAfterFirstFrame,
                              keepsStatistics: options.printStats, savePreferences: savePreferences)
        let status = runtime.run() ?? 1
        // Every way out of the loop has terminated the application (q, a signal, the terminal
        // gone); any other (poll failing) does so here, before the terminal is restored, and
        // its save is done.
        _ = runtime.perform(session.update(.signal(.end(SIGHUP)), at: device.now), at: device.now)
        if options.printStats {
            // Goes to the captured stderr, shown once the terminal is restored.
            let picturesLine = measuredPictures?.costs.map { $0.machineLine + "\n" } ?? ""
            var summary = Array((runtime.stats.summary(session.strings) + picturesLine).utf8)
            _ = write(STDERR_FILENO, &summary, summary.count)
        }
        return status
    }
}
