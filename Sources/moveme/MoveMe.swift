import ArgumentParser
import MoveMeCore
import MoveMeKit
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

    /// How the program uses the terminal: the options every app on MoveMeKit takes.
    @OptionGroup var terminal: RunOptions

    @Flag(help: ArgumentHelp(strings[.optionNoPreferences]))
    var noPreferences = false

    @Option(help: ArgumentHelp(strings[.optionGreetings], valueName: "file"))
    var greetings: String?

    @Option(help: ArgumentHelp(strings[.optionScene], valueName: "name"))
    var scene: SceneName?

    /// ArgumentParser's own `main`, except that a bad option is reported like every other
    /// reason not to start: one line, `moveme: <reason>`, exit status 2 (its default is a usage
    /// block and 64). --help and --version are left to it.
    static func main() {
        // A moveme:// URL is taken out first: as a positional argument it would also catch the
        // subcommands' names.
        var arguments = Array(CommandLine.arguments.dropFirst())
        let url = takeURL(from: &arguments)
        // The usual arguments (none, or a few plain options) skip ArgumentParser altogether.
        if let options = LaunchOptions(quicklyParsing: arguments) { run(options, url: url) }
        var command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            guard exitCode(for: error) != .success else { exit(withError: error) }
            let reason = message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
            fail(strings.format(.usageSeeHelp, UsageReason.plain(reason), UsageReason.command(of: arguments)))
        }
        do {
            if let root = command as? MoveMe { run(root.options, url: url) }
            if let url { fail(strings.format(.usageUnexpected, url)) }
            try command.run()
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
        // Said here, in the user's language and on one line: ArgumentParser's own reason put
        // the names on lines of their own, which the one-line reason then left out.
        if let scene, SceneCatalog.named(scene.text) == nil {
            throw ValidationError(Self.strings.format(.usageUnknownScene, SafeText.escaped(scene.text),
                                                      SceneName.allValueStrings.joined(separator: ", ")))
        }
    }

    func run() {
        Self.run(options, url: nil)
    }

    /// The options parsed, as plain values.
    var options: LaunchOptions {
        var options = LaunchOptions()
        options.run = terminal.settings
        options.noPreferences = noPreferences
        options.greetings = greetings
        options.scene = scene.flatMap { SceneCatalog.named($0.text) }
        return options
    }

    /// Runs the program with these options; `url`, a moveme:// URL, says how it starts:
    /// MoveMe's application, with its catalogue of scenes and its preferences, on the entry
    /// point every app runs on (`ApplicationLaunch`).
    private static func run(_ options: LaunchOptions, url: String?) -> Never {
        // Everything that can fail is checked before the terminal is touched: the application
        // launches and opens the URL first, as the guide's does.
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
        if let warning = store.load() { warn(name, warning) }
        // The configuration filled in order, each over the one before: the preferences, the
        // options (the greetings file's among them), the URL.
        var launch = ApplicationLaunch(application: application, name: name, configuration: Configuration(greetings: greetings))
        store.preferences.apply(to: &launch.configuration)
        options.apply(to: &launch.configuration)
        delegate.launchState.apply(to: &launch.configuration)
        // Images as asked: the option, else the preference.
        launch.noColor = options.run.noColor
        launch.graphics = options.run.graphics ?? GraphicsMode.Preference(rawValue: store.preferences.graphics) ?? .auto
        launch.savePreferences = delegate.save
        launch.run()
    }

    /// The program's name in its messages.
    private static let name = "moveme"

    /// `moveme: <reason>` on stderr, exit status 2. Reasons quote what came from outside (an
    /// argument, a path, TERM), so control characters are shown escaped, never sent.
    private static func fail(_ reason: String) -> Never {
        refuse(name, reason)
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
