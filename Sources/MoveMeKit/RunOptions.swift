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

    /// Pictures as kitty's or sixel images, or cells; nil: the terminal is asked. Read by its
    /// names here, so that MoveMeKit makes no type of another module an argument for every app.
    @Option(help: ArgumentHelp(strings[.optionGraphics], valueName: "mode"), transform: GraphicsMode.Preference.parse)
    var graphics: GraphicsMode.Preference?

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
    var settings: RunSettings {
        var settings = RunSettings()
        (settings.fps, settings.noColor, settings.noHint, settings.inspect) = (fps, noColor, noHint, inspect)
        (settings.slow, settings.doubleClickMilliseconds, settings.graphics) = (slow, doubleClickMilliseconds, graphics)
        return settings
    }
}

extension GraphicsMode.Preference {
    /// `--graphics auto|kitty|sixel|cells`, by its names; another is refused with them.
    fileprivate static func parse(_ name: String) throws -> Self {
        guard let mode = Self(rawValue: name) else { throw ValidationError(allCases.map(\.rawValue).joined(separator: ", ")) }
        return mode
    }
}
