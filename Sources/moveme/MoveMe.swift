import ArgumentParser
import Glibc
import MoveMeCore
import MoveMeTerminal
import MoveMeRendering
import MoveMeScenes
import MoveMeSession
import MoveMeStrings
import MoveMeTUI

/// MoveMe for the terminal: drag the placard with the mouse; it pulses when grabbed, follows
/// the pointer and bounces home when let go. A double click on the background shows the next
/// greeting.
@main
struct MoveMe: ParsableCommand {
    /// Texts in the user's language, chosen once from the environment: `--help`, the reasons
    /// for refusing arguments, and everything the program shows (handed to its application).
    static let strings = Strings(environment: environment)

    /// The environment, read once: the strings' language, the preferences' folder, the terminal.
    static let environment = processEnvironment()

    /// Computed, so that `--help` is in the user's language.
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "moveme",
            abstract: strings[.commandAbstract],
            usage: """
                moveme [<options>] [moveme://scene/<name>?greeting=<n>&slow=1&inspector=1]
                moveme settings [list | get <key> | set <key> <value> | reset]
                """,
            // The manual is the man page's (script/install makes it from --experimental-dump-help):
            // ArgumentParser puts a discussion before the usage, and --help was 78 lines with its
            // usage at line 46. --help ends with a pointer to it instead (`HelpPage`).
            discussion: CommandLine.arguments.contains("--experimental-dump-help") ? manual : "",
            version: "moveme 1.0.0",
            subcommands: [Settings.self])
    }

    /// What the program does beyond its options: the man page's description, a paragraph each
    /// (a blank line between them, which man shows as one; a single line break it runs on).
    static var manual: String {
        [strings[.manualMouse], strings[.manualClipboard], KeyTable.manual(strings), SceneCatalog.manual(strings),
         strings[.manualColour], strings[.manualPreferences], strings[.manualFocus], strings[.manualMemoryWarning],
         strings[.manualStats], strings[.manualExit]].joined(separator: "\n\n")
    }

    // `.unconditional`: the next argument is the value even when it starts with "-", so that
    // `--fps -5` is out of range (said by `validate`) rather than a missing value.
    @Option(parsing: .unconditional,
            help: ArgumentHelp(strings[.optionFps], valueName: "n"))
    var fps = 60

    @Flag(help: ArgumentHelp(strings[.optionNoColor]))
    var noColor = false

    @Flag(help: ArgumentHelp(strings[.optionNoHint]))
    var noHint = false

    @Flag(help: ArgumentHelp(strings[.optionInspect]))
    var inspect = false

    @Flag(help: ArgumentHelp(strings[.optionSlow]))
    var slow = false

    @Flag(help: ArgumentHelp(strings[.optionNoPreferences]))
    var noPreferences = false

    @Option(help: ArgumentHelp(strings[.optionGreetings], valueName: "file"))
    var greetings: String?

    @Option(help: ArgumentHelp(strings[.optionScene], valueName: "name"))
    var scene: SceneName?

    @Option(name: .customLong("double-click-ms"), parsing: .unconditional,
            help: ArgumentHelp(strings[.optionDoubleClick], valueName: "n"))
    var doubleClickMilliseconds = 350

    @Option(help: ArgumentHelp(strings[.optionGraphics], valueName: "mode"))
    var graphics: GraphicsMode.Preference?

    /// ArgumentParser's own `main`, except that a bad option is reported like every other
    /// reason not to start: one line, `moveme: <reason>`, exit status 2 (its default is a usage
    /// block and 64). --help and --version are left to it.
    static func main() {
        // A moveme:// URL is taken out first: as a positional argument it would also catch the
        // subcommands' names.
        var arguments = Array(CommandLine.arguments.dropFirst())
        let url = takeURL(from: &arguments)
        // The usual arguments (none, or a few plain options) skip ArgumentParser altogether.
        if let options = LaunchOptions(quicklyParsing: arguments) {
            do {
                try run(options, url: url)
            } catch {
                exit(withError: error)
            }
            return
        }
        var command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            guard exitCode(for: error) != .success else { exit(withError: error) }
            let reason = message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
            fail(strings.format(.usageSeeHelp, UsageReason.plain(reason), UsageReason.command(of: arguments)))
        }
        do {
            if let root = command as? MoveMe {
                try Self.run(root.options, url: url)
            } else {
                if let url { fail(strings.format(.usageUnexpected, url)) }
                try command.run()
            }
        } catch {
            // Only ArgumentParser's help command (--help, -h, `help`) ends in a clean exit here:
            // --version, --experimental-dump-help and the completion scripts are thrown by
            // the parse, above, and printed as they are.
            guard exitCode(for: error) == .success else { exit(withError: error) }
            let page = fullMessage(for: error, columns: HelpPage.unwrapped)
            print(HelpPage.laidOut(page, more: strings[.commandSeeManual], width: OutputColumns.of(environment: environment)))
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
        guard RunSettings.fpsRange.contains(fps) else {
            throw ValidationError(Self.strings.format(.usageFpsRange, String(fps)))
        }
        guard RunSettings.doubleClickRange.contains(doubleClickMilliseconds) else {
            throw ValidationError(Self.strings.format(.usageDoubleClickRange, String(doubleClickMilliseconds)))
        }
        // Said here, in the user's language and on one line: ArgumentParser's own reason put
        // the names on lines of their own, which the one-line reason then left out.
        if let scene, SceneCatalog.named(scene.text) == nil {
            throw ValidationError(Self.strings.format(.usageUnknownScene, SafeText.escaped(scene.text),
                                                      SceneName.allValueStrings.joined(separator: ", ")))
        }
    }

    func run() throws {
        try Self.run(options, url: nil)
    }

    /// The options parsed, as plain values.
    var options: LaunchOptions {
        var options = LaunchOptions()
        options.run.fps = fps
        options.run.noColor = noColor
        options.run.noHint = noHint
        options.run.inspect = inspect
        options.run.slow = slow
        options.noPreferences = noPreferences
        options.greetings = greetings
        options.scene = scene.flatMap { SceneCatalog.named($0.text) }
        options.run.doubleClickMilliseconds = doubleClickMilliseconds
        options.run.graphics = graphics
        return options
    }

    /// Runs the program with these options; `url`, a moveme:// URL, says how it starts.
    private static func run(_ options: LaunchOptions, url: String?) throws {
        // Everything that can fail is checked before the terminal is touched: the application
        // launches and opens the URL first, as the guide's does.
        let environment = Self.environment
        let strings = Self.strings
        let store = PreferencesStore.standard(environment: environment, disabled: options.noPreferences, strings: strings)
        let delegate = ProgramDelegate(store: store)
        let application = MoveMeApplication(strings: strings, delegate: delegate)
        application.finishLaunching(at: 0)
        if let url, !application.open(url, at: 0) {
            // Refused, as handleOpenURL: returns NO: one line, exit status 2.
            application.terminate(at: 0)
            // Quoted cut to a line's length: a URL may be 2048 characters long.
            let reason = delegate.refusal!.reason(strings) { SafeText.escaped(LaunchURL.shown($0)) }
            fail(strings.format(.urlRefused, LaunchURL.shown(url), reason))
        }
        var greetings = Greetings.standard
        if let path = options.greetings {
            do {
                greetings = try GreetingsFile.load(path: path)
            } catch {
                fail(error.description)
            }
        }
        // A file that cannot be used: one line now, before the terminal is set up; the
        // defaults meanwhile, and the file left alone.
        if let warning = store.load() { Self.warn(warning) }
        // The configuration filled in order, each over the one before: the preferences, the
        // options (the greetings file's among them), the URL.
        var configuration = Configuration(greetings: greetings)
        store.preferences.apply(to: &configuration)
        options.apply(to: &configuration)
        delegate.launchState.apply(to: &configuration)
        LocaleSetup.prepare()
        let profile: TerminfoProfile
        do {
            profile = try Preflight.check(environment: environment, noColor: options.run.noColor, strings: strings)
        } catch {
            fail(error.description)
        }
        // How the terminal is used: the environment's, and images as asked (the option, else the
        // preference).
        let terminalOptions = TerminalOptions(
            environment: environment,
            graphics: options.run.graphics ?? GraphicsMode.Preference(rawValue: store.preferences.graphics) ?? .auto)
        let status: Int32
        do {
            status = try Program.run(profile: profile, configuration: configuration, options: terminalOptions,
                                     application: application)
        } catch {
            application.terminate(at: 0)
            fail(error.description)
        }
        if status != 0 { throw ExitCode(status) }
    }

    /// `moveme: <reason>` on stderr, exit status 2. Reasons quote what came from outside (an
    /// argument, a path, TERM), so control characters are shown escaped, never sent.
    private static func fail(_ reason: String) -> Never {
        warn(reason)
        Glibc.exit(2)
    }

    /// `moveme: <message>` on stderr, control characters escaped.
    private static func warn(_ message: String) {
        var line = Array("moveme: \(SafeText.escaped(message))\n".utf8)
        _ = write(STDERR_FILENO, &line, line.count)
    }
}

/// `--scene NAME`: any name is taken, and `validate` refuses one that is not a scene's, so that
/// the reason is the program's own. The names are listed in --help and completions.
struct SceneName: ExpressibleByArgument {
    let text: String

    init(argument: String) {
        text = argument
    }

    static var allValueStrings: [String] { SceneCatalog.all.map(\.name) }
}

/// `--graphics auto|kitty|sixel|cells`, by its names.
extension GraphicsMode.Preference: ExpressibleByArgument {}
