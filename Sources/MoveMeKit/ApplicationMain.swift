import ArgumentParser
import Glibc
import MoveMeCore
import MoveMeRendering
import MoveMeScenes
import MoveMeStrings
import MoveMeTerminal
import MoveMeTUI

/// Runs an application in the terminal until it quits, as UIKit's `UIApplicationMain`: the
/// application is made with `delegate`, which makes the window and its root view controller
/// when told the launch has finished (`applicationDidFinishLaunching(_:)`), and the terminal is
/// the app's until it quits: its mouse as touches (the pointer is a finger; Alt adds a second),
/// keys as key commands sent along the responder chain, focus as interruptions, Ctrl-Z, a
/// resize as the device turning, kitty's and sixel's pictures, bracketed paste and the
/// clipboard, the memory warning (SIGUSR1, `w`), MOVEME_STATS=1's frame statistics. The
/// terminal is left as it was found on every way out: q, Esc, Ctrl-C, SIGTERM, SIGHUP, a crash.
/// The application's `userDefaults` are read before launch from `~/.config/<name>/defaults`
/// (`$XDG_CONFIG_HOME`'s) and written there at the end when they changed.
///
/// Never returns: the process exits with the program's status (0 after q; 128 + the signal's
/// number after one; 2, with one line `name: reason` on stderr, when the terminal cannot be
/// used).
///
/// - Parameters:
///   - delegate: The application's delegate; kept for the whole run.
///   - name: The app's name, for the help box's title and its messages.
///   - options: How to use the terminal (`RunOptions`, parsed from the command line by
///     `TerminalApplicationDelegate.main()`, or by the app's own command); nil: the defaults.
///   - help: What the app does with the mouse and its keys, for the help box (`?`), each a
///     key and what it does: `["drag", "move the square"]`.
public func ApplicationMain(delegate: ApplicationDelegate, name: String, options: RunOptions? = nil,
                            help: KeyValuePairs<String, String> = [:]) -> Never {
    runApplication(delegate: delegate, name: name, settings: options?.settings ?? RunSettings(), help: help)
}

/// `ApplicationMain` with the options' values (`TerminalApplicationDelegate.main()`'s, parsed
/// quickly where they are plain).
func runApplication(delegate: ApplicationDelegate, name: String, settings options: RunSettings,
                    help: KeyValuePairs<String, String>) -> Never {
    let environment = processEnvironment()
    let strings = Strings(environment: environment)
    let application = MoveMeApplication(strings: strings, delegate: delegate)
    // The app's defaults, from the file under its name, and written back at the end.
    let defaults = DefaultsFile(name: name, environment: environment)
    let unreadable = defaults.load(into: application.userDefaults)
    if let unreadable { warn(name, unreadable) }
    application.addObserver(application, for: .willTerminate) { application, _ in
        if unreadable == nil, let failure = defaults.save(application.userDefaults) { warn(name, failure) }
    }
    var launch = ApplicationLaunch(application: application, name: name, configuration: .application(named: name, help: help))
    options.apply(to: &launch.configuration)
    (launch.noColor, launch.graphics) = (options.noColor, options.graphics ?? .auto)
    launch.run()
}

/// `name: reason` on stderr and exit status 2: the app cannot start (a bad argument, a terminal
/// it cannot use).
package func refuse(_ name: String, _ reason: String) -> Never {
    warn(name, reason)
    exit(2)
}

/// `name: message` on stderr, what came from outside (TERM, a path) shown escaped, never sent.
/// While the app holds the terminal stderr is captured, and shown once it is restored.
package func warn(_ name: String, _ message: String) {
    var line = Array("\(name): \(SafeText.escaped(message))\n".utf8)
    _ = write(STDERR_FILENO, &line, line.count)
}

extension Configuration {
    /// A program of one scene, the application called `name`, its help `help`: what
    /// `ApplicationMain` and `EmbeddedApplication` run.
    static func application(named name: String, help: KeyValuePairs<String, String>) -> Configuration {
        Configuration(scenes: [ApplicationScene.entry(named: name, help: help.map { HelpLine($0.key, $0.value) })])
    }
}
