import Glibc
import MoveMeScenes
import MoveMeTerminal
import MoveMeTUI

/// An application's run on the terminal, as `ApplicationMain` makes it for an app and the
/// `moveme` program for itself (its catalogue of scenes, its preferences, its launch URL, all
/// settled before the terminal is touched): the one way in, so that every app on the libraries
/// is set up, run and given its terminal back alike, on every way out.
package struct ApplicationLaunch {
    /// The application, its delegate given.
    package let application: MoveMeApplication
    /// Its name, the prefix of its messages (`name: reason`).
    package let name: String
    /// What the session shows: the app's one scene, or moveme's catalogue.
    package var configuration: Configuration
    /// Draw without colour (`--no-color`; NO_COLOR is the environment's).
    package var noColor = false
    /// Pictures as asked (`--graphics`, or a preference).
    package var graphics = GraphicsMode.Preference.auto
    /// Keeps the session's state when it asks (a save due, and the one as it terminates).
    package var savePreferences: (Preferences) -> Void = { _ in }

    package init(application: MoveMeApplication, name: String, configuration: Configuration) {
        (self.application, self.name, self.configuration) = (application, name, configuration)
    }

    /// Runs the application until it quits, and exits with its status (0 after q, 128 + the
    /// signal's number after one); with 2 and one line, `name: reason`, when the terminal
    /// cannot be used.
    package func run() -> Never {
        let environment = processEnvironment()
        LocaleSetup.prepare()
        let status: Int32
        do {
            let profile = try Preflight.check(environment: environment, noColor: noColor, strings: application.strings)
            status = try Program.run(profile: profile, configuration: configuration,
                                     options: TerminalOptions(environment: environment, graphics: graphics),
                                     application: application, savePreferences: savePreferences)
        } catch {
            application.terminate(at: 0)
            refuse(name, error.description)
        }
        exit(status)
    }
}
