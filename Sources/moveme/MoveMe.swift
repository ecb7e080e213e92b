import ArgumentParser
import Glibc
import MoveMeCore
import MoveMeGreetings
import MoveMeTerminal
import MoveMeTUI

/// MoveMe for the terminal: drag the placard with the mouse; it pulses when grabbed, follows
/// the pointer and bounces home when let go. A double click on the background shows the next
/// greeting.
@main
struct MoveMe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "moveme",
        abstract: "Drag a placard around the terminal; it bounces home when you let go.",
        usage: """
            moveme [<options>] [moveme://scene/<name>?greeting=<n>&slow=1&inspector=1]
            moveme settings [list | set <key> <value> | reset]
            """,
        discussion: """
            Mouse: drag the placard; double-click the background for the next greeting.
            \(KeyTable.manual)
            \(SceneCatalog.manual)
            Colour: NO_COLOR or --no-color draws without colour; COLORTERM=truecolor uses 24-bit \
            colour where a direct-colour terminfo entry exists (else 256 colours).
            MOVEME_STATS=1 prints what frames cost when the program ends; MOVEME_OUTPUT=ncurses \
            sends the cells through ncurses even where they could be written directly.
            Exit status: 0 after q or esc; 2 when the terminal cannot be used or an option or file \
            is bad; 128 + the signal's number after SIGINT (Ctrl-C), SIGTERM or SIGHUP.
            """,
        version: "moveme 1.0.0",
        subcommands: [Settings.self])

    // `.unconditional`: the next argument is the value even when it starts with "-", so that
    // `--fps -5` is out of range (said by `validate`) rather than a missing value.
    @Option(parsing: .unconditional,
            help: ArgumentHelp("Frames per second while something moves (1 to 240).", valueName: "n"))
    var fps = 60

    @Flag(help: "Draw without colour, even where the terminal has it (as NO_COLOR does).")
    var noColor = false

    @Flag(help: "Do not show the hint line, or a scene's caption, at the bottom.")
    var noHint = false

    @Flag(help: "Start with the inspector open (i toggles it): the views, the touch and the animations, live.")
    var inspect = false

    @Flag(help: "Start with slow animations, ten times slower (s toggles them), as the iOS Simulator's.")
    var slow = false

    @Flag(help: "Run without reading or writing preferences (as MOVEME_NO_PREFERENCES=1 does).")
    var noPreferences = false

    @Option(help: ArgumentHelp("Greetings to cycle through, one a line, instead of the built-in ones.",
                               valueName: "file"))
    var greetings: String?

    @Option(help: ArgumentHelp("The scene to start with; keys 1 to 5 switch while it runs.",
                               valueName: "name"))
    var scene: SceneEntry = SceneCatalog.standard

    @Option(name: .customLong("double-click-ms"), parsing: .unconditional,
            help: ArgumentHelp("Longest time between the clicks of a double click, in ms (50 to 2000).",
                               valueName: "n"))
    var doubleClickMilliseconds = 350

    /// ArgumentParser's own `main`, except that a bad option is reported like every other
    /// reason not to start: one line, `moveme: <reason>`, exit status 2 (its default is a usage
    /// block and 64). --help and --version are left to it.
    static func main() {
        // A moveme:// URL is taken out first: as a positional argument it would also catch the
        // subcommands' names.
        var arguments = Array(CommandLine.arguments.dropFirst())
        let url = takeURL(from: &arguments)
        var command: ParsableCommand
        do {
            // The usual arguments (none, or a few plain options) skip ArgumentParser's parse.
            command = try MoveMe(quicklyParsing: arguments) ?? parseAsRoot(arguments)
        } catch {
            guard exitCode(for: error) != .success else { exit(withError: error) }
            let reason = message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
            fail("\(reason) (see moveme --help)")
        }
        do {
            if let root = command as? MoveMe {
                try root.run(url: url)
            } else {
                if let url { fail("unexpected argument '\(url)'") }
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }

    /// The first argument that looks like a URL (it has "://", or starts with "moveme:"),
    /// removed; none after "--".
    private static func takeURL(from arguments: inout [String]) -> String? {
        for (index, argument) in arguments.enumerated() {
            if argument == "--" { return nil }
            if argument.contains("://") || argument.lowercased().hasPrefix("moveme:") {
                return arguments.remove(at: index)
            }
        }
        return nil
    }

    func validate() throws {
        guard (1...240).contains(fps) else {
            throw ValidationError("--fps must be between 1 and 240 (got \(fps))")
        }
        guard (50...2000).contains(doubleClickMilliseconds) else {
            throw ValidationError("--double-click-ms must be between 50 and 2000 (got \(doubleClickMilliseconds))")
        }
    }

    func run() throws {
        try run(url: nil)
    }

    /// Runs the program; `url`, a moveme:// URL, says how it starts.
    func run(url: String?) throws {
        // Everything that can fail is checked before the terminal is touched.
        let launch = launchState(url)
        var greetingList = Greetings.standard
        if let greetings {
            do {
                greetingList = try GreetingsFile.load(path: greetings)
            } catch {
                fail(error.description)
            }
        }
        if let index = launch.greetingIndex, !greetingList.isEmpty {
            // Until the application takes a launch state (application(_:open:)), the list
            // starts at the greeting asked for: it cycles the same way from there.
            let start = index % greetingList.count
            greetingList = Array(greetingList[start...] + greetingList[..<start])
        }
        LocaleSetup.prepare()
        let environment = processEnvironment()
        let profile: TerminalProfile
        do {
            profile = try Preflight.check(environment: environment, noColor: noColor)
        } catch {
            fail(error.description)
        }
        let status: Int32
        do {
            status = try Program.run(
                profile: profile, greetings: greetingList,
                doubleClickInterval: Double(doubleClickMilliseconds) / 1000,
                options: ProgramOptions(framesPerSecond: fps, showHint: !noHint,
                                          crashAfterFirstFrame: environment["MOVEME_TEST_CRASH"] == "1",
                                          printStats: environment["MOVEME_STATS"] == "1",
                                          ncursesOutput: environment["MOVEME_OUTPUT"] == "ncurses",
                                          insideMultiplexer: environment["TMUX"] != nil || environment["STY"] != nil,
                                          scene: launch.scene.flatMap(SceneCatalog.named) ?? scene,
                                          inspect: launch.inspector ?? inspect,
                                          slowAnimations: launch.slowAnimations ?? slow))
        } catch {
            fail(error.description)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// The state a `moveme://` URL argument asks for (none without one). A URL it cannot
    /// handle is refused, as the guide's `handleOpenURL:` returns NO: one line, exit status 2.
    private func launchState(_ url: String?) -> LaunchState {
        guard let url else { return LaunchState() }
        do {
            return try LaunchURL.parse(url)
        } catch {
            let strings = Strings(environment: processEnvironment())
            fail(strings.format(.urlRefused, url, error.reason(strings) { TerminalSafeText.escaped($0) }))
        }
    }

    /// `moveme: <reason>` on stderr, exit status 2. Reasons quote what came from outside (an
    /// argument, a path, TERM), so control characters are shown escaped, never sent.
    private func fail(_ reason: String) -> Never {
        Self.fail(reason)
    }

    private static func fail(_ reason: String) -> Never {
        var line = Array("moveme: \(TerminalSafeText.escaped(reason))\n".utf8)
        _ = write(STDERR_FILENO, &line, line.count)
        Glibc.exit(2)
    }
}

/// `--scene NAME`: the names are the scenes' own, listed in --help and completions.
extension SceneEntry: ExpressibleByArgument {
    public init?(argument: String) {
        guard let entry = SceneCatalog.named(argument) else { return nil }
        self = entry
    }

    public var defaultValueDescription: String { name }

    public static var allValueStrings: [String] { SceneCatalog.all.map(\.name) }
}
