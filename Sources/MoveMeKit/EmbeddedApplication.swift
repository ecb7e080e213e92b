import Glibc
import MoveMeCore
import MoveMeRendering
import MoveMeScenes
import MoveMeSession
import MoveMeStrings
import MoveMeTerminal
import MoveMeTUI

/// An application running on a terminal in memory, for the app's own tests, as swift-nio's
/// `EmbeddedChannel` runs a channel's real handlers: the real loop, session and display of
/// `ApplicationMain`, on a terminal whose clock moves only when the test lets time pass. A
/// test types bytes, clicks and drags, raises signals, resizes, and reads the screen as text.
///
/// ```swift
/// let app = EmbeddedApplication(delegate: CounterDelegate(), columns: 40, rows: 12)
/// app.click(column: 24, row: 5)
/// XCTAssertTrue(app.screen.contains("1"))
/// app.raise(SIGINT)
/// XCTAssertEqual(app.exitStatus, 130)
/// ```
///
/// Each input is read at the current time and handled before the call returns, and the frame
/// it asks for drawn as soon as the loop would draw it (a fraction of a frame's interval
/// later); `wait(_:)` lets time pass, and with it the frames, timers and animations due.
public final class EmbeddedApplication {
    /// The application the delegate was given, launched.
    public let application: Application
    private let terminal: EmbeddedTerminal
    private let runtime: Runtime
    /// The exit status once the app has ended (q, Esc, a signal): 0 after q, 128 + the
    /// signal's number after one; nil while it runs.
    public private(set) var exitStatus: Int32?

    /// The application of `delegate`, called `name`, launched at time 0 on a terminal of
    /// `columns` × `rows` cells that shows `colors` colours (256 unless given), its first frame
    /// drawn. `showsHint`: the bottom row's hint until the first input, as `ApplicationMain`
    /// shows it (`--no-hint`: false). `defaults`: the application's `userDefaults` at launch, as
    /// an earlier run left them (`ApplicationMain` reads them from the app's file).
    public init(delegate: ApplicationDelegate, name: String = "app", columns: Int = 80, rows: Int = 24,
                colors: Int = 256, showsHint: Bool = true, help: KeyValuePairs<String, String> = [:],
                defaults: [String: UserDefaults.Value] = [:]) {
        let depth = ColorDepth.trueColor.limited(toTerminalColors: colors)
        application = MoveMeApplication(delegate: delegate)
        for (key, value) in defaults { application.userDefaults.set(value, forKey: key) }
        application.userDefaults.markSaved()
        terminal = EmbeddedTerminal(columns: columns, rows: rows, depth: depth)
        var configuration = Configuration.application(named: name, help: help)
        configuration.showsHint = showsHint
        let session = Session(configuration: configuration, application: application,
                              terminal: TerminalTraits(columns: columns, rows: rows, depth: depth, graphics: .cells,
                                                       describesMouse: true, graphicsFallback: nil),
                              time: 0)
        runtime = Runtime(session: session, terminal: terminal)
        run(to: 0)
    }

    /// The time on the terminal's clock, in seconds since launch.
    public var time: Double { terminal.now }

    /// What the terminal shows, a line a row, each as wide as the terminal.
    public var lines: [String] {
        terminal.screen.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// What the terminal shows, its rows joined by newlines.
    public var screen: String { terminal.screen.text }

    /// How many frames have been drawn.
    public var framesDrawn: Int { runtime.framesDrawn }

    // MARK: Input

    /// Bytes the terminal sends, as one read: keys as typed ("q", "\u{1B}[A" for ↑), a paste.
    public func type(_ text: String) {
        type(bytes: Array(text.utf8))
    }

    public func type(bytes: [UInt8]) {
        terminal.type(bytes)
        drawSoon()
    }

    /// The mouse's left button pressed on a cell (0-based), as an SGR mouse report.
    public func press(column: Int, row: Int) { mouse(0, column, row, "M") }

    /// The mouse moved to a cell with its button held.
    public func drag(column: Int, row: Int) { mouse(32, column, row, "M") }

    /// The button let go on a cell.
    public func release(column: Int, row: Int) { mouse(0, column, row, "m") }

    /// A press and a release on a cell, `duration` seconds apart.
    public func click(column: Int, row: Int, duration: Double = 0.05) {
        press(column: column, row: row)
        wait(duration)
        release(column: column, row: row)
    }

    /// A signal caught now: SIGINT (Ctrl-C), SIGTERM, SIGHUP end the app; SIGUSR1 is a memory
    /// warning; SIGTSTP (Ctrl-Z) stops and resumes it at once.
    public func raise(_ signal: Int32) {
        terminal.raise(signal)
        drawSoon()
    }

    /// The window becomes `columns` × `rows` (SIGWINCH): the device turning, for the app.
    public func resize(columns: Int, rows: Int) {
        terminal.resize(columns: columns, rows: rows)
        drawSoon()
    }

    /// Lets `seconds` pass: what is due meanwhile (frames, timers, animations) is done at its
    /// time.
    public func wait(_ seconds: Double) {
        run(to: time + max(0, seconds))
    }

    private func mouse(_ button: Int, _ column: Int, _ row: Int, _ end: String) {
        type("\u{1B}[<\(button);\(column + 1);\(row + 1)\(end)")
    }

    /// What is due now, then the next frame as soon as the loop would draw it (or once a lone
    /// Esc stands for itself).
    private func drawSoon() {
        let before = runtime.framesDrawn
        run(to: time)
        for _ in 0..<4 where (runtime.framesDrawn == before || runtime.holdsInput) && exitStatus == nil {
            guard let deadline = runtime.deadline else { return }
            run(to: deadline)
        }
    }

    private func run(to end: Double) {
        guard exitStatus == nil else { return }
        terminal.horizon = max(end, terminal.now)
        exitStatus = runtime.run()
    }
}
