import ArgumentParser
import MoveMeScenes
import MoveMeStrings
import MoveMeTerminal
import MoveMeTUI

/// How an app uses the terminal, as options every app on MoveMeKit takes: `--fps`,
/// `--no-color`, `--no-hint`, `--inspect`, `--slow`, `--double-click-ms` and `--graphics`,
/// with their help in the user's language. An app with options of its own includes them in
/// its command (`@OptionGroup var terminal: RunOptions`) and passes them to `ApplicationMain`;
/// what they hold is the entry point's business, not the app's.
public struct RunOptions: ParsableArguments, Sendable {
    /// The options' help in the user's language, chosen once from the environment.
    private static let strings = Strings(environment: processEnvironment())

    /// Frames a second while something moves.
    @Option(parsing: .unconditional, help: ArgumentHelp(strings[.optionFps], valueName: "n"))
    var fps = 60

    @Flag(help: ArgumentHelp(strings[.optionNoColor]))
    var noColor = false

    @Flag(help: ArgumentHelp(strings[.optionNoHint]))
    var noHint = false

    /// The inspector beside the app: its views, controllers, recognizers, touches and animations.
    @Flag(help: ArgumentHelp(strings[.optionInspect]))
    var inspect = false

    @Flag(help: ArgumentHelp(strings[.optionSlow]))
    var slow = false

    @Option(name: .customLong("double-click-ms"), parsing: .unconditional,
            help: ArgumentHelp(strings[.optionDoubleClick], valueName: "n"))
    var doubleClickMilliseconds = 350

    /// Pictures as kitty's or sixel images, or cells; nil: the terminal is asked.
    @Option(help: ArgumentHelp(strings[.optionGraphics], valueName: "mode"))
    var graphics: GraphicsName?

    /// ArgumentParser's: the options' values exist once parsed (`parse(_:)`, `parseOrExit()`, or
    /// as an app's `@OptionGroup`), not when made with this.
    public init() {}

    public func validate() throws {
        guard RunSettings.fpsRange.contains(fps) else {
            throw ValidationError(Self.strings.format(.usageFpsRange, String(fps)))
        }
        guard RunSettings.doubleClickRange.contains(doubleClickMilliseconds) else {
            throw ValidationError(Self.strings.format(.usageDoubleClickRange, String(doubleClickMilliseconds)))
        }
    }

    /// The options' values, as the entry point takes them.
    package var settings: RunSettings {
        var settings = RunSettings()
        (settings.fps, settings.noColor, settings.noHint, settings.inspect) = (fps, noColor, noHint, inspect)
        (settings.slow, settings.doubleClickMilliseconds) = (slow, doubleClickMilliseconds)
        settings.graphics = graphics.flatMap { GraphicsMode.Preference(rawValue: $0.rawValue) }
        return settings
    }
}

/// `--graphics auto|kitty|sixel|cells`: `GraphicsMode.Preference`'s names, a type of MoveMeKit's
/// own, so that no type of another module is made an argument for every app; listed in
/// `--help` and the completions, and a name not among them refused with them.
enum GraphicsName: String, CaseIterable, ExpressibleByArgument {
    case auto, kitty, sixel, cells
}
