import ArgumentParser
import MoveMeTUI

/// An application delegate that `@main` can start, as UIKit's `@main` on a class conforming to
/// `UIApplicationDelegate`: made with `init()`, its app named `name`, run with the options
/// of its command line (`RunOptions`; `--help` lists them).
///
/// ```swift
/// @main
/// final class CounterDelegate: TerminalApplicationDelegate {
///     var window: Window?
///
///     func applicationDidFinishLaunching(_ application: Application) {
///         let window = Window(frame: application.screen.bounds)
///         window.rootViewController = CounterViewController()
///         self.window = window
///     }
/// }
/// ```
public protocol TerminalApplicationDelegate: ApplicationDelegate {
    init()
    /// The app's name: its help box's title, its messages' prefix. The command's name unless
    /// given.
    static var name: String { get }
    /// What the app does with the mouse and its keys, for the help box: a key and what it does.
    static var help: KeyValuePairs<String, String> { get }
}

extension TerminalApplicationDelegate {
    public static var name: String {
        CommandLine.arguments.first.flatMap { $0.split(separator: "/").last.map(String.init) } ?? "app"
    }

    public static var help: KeyValuePairs<String, String> { [:] }

    /// The program's entry point: the options parsed (a bad one said on one line, `name:
    /// reason`, exit status 2; `--help` answered), then `ApplicationMain`. The usual ones (none,
    /// or a few plain options) are read without ArgumentParser (`RunSettings`), whose first
    /// parse scans the binary.
    public static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let settings: RunSettings
        if let quick = RunSettings(quicklyParsing: arguments) {
            settings = quick
        } else {
            do {
                settings = try AppCommand<Self>.parse(arguments).options.settings
            } catch {
                // --help and --version print and end as ArgumentParser ends them; a refusal is
                // one line, as an app's other reasons not to start are.
                guard AppCommand<Self>.exitCode(for: error) != .success else { AppCommand<Self>.exit(withError: error) }
                let reason = AppCommand<Self>.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
                refuse(name, reason)
            }
        }
        runApplication(delegate: Self(), name: name, settings: settings, help: help)
    }
}

/// An app's command line as a command of the app's name, so that `--help` and the reasons for
/// refusing an argument say `Counter`, where `RunOptions` alone was named by its type (`run`).
private struct AppCommand<Delegate: TerminalApplicationDelegate>: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(commandName: Delegate.name) }

    @OptionGroup var options: RunOptions
}
