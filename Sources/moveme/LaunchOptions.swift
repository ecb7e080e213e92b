import MoveMeScenes
import MoveMeTUI

/// What the command line says about how the program runs: how it uses the terminal (the options
/// every app on the entry point takes, `RunSettings`) and MoveMe's own, as plain values, whether
/// they came from swift-argument-parser's parse or from the quick one.
///
/// A type of its own so that the usual start (no arguments, or a few plain options) never makes
/// the `ParsableCommand`: its property wrappers, made with their names and help, were the
/// first use of ArgumentParser's generic types, and instantiating them scanned every protocol
/// conformance in the binary (0.35 million instructions before the first frame).
struct LaunchOptions: Equatable {
    var run = RunSettings()
    var noPreferences = false
    var greetings: String?
    var scene: SceneEntry?

    /// The options made from `arguments` without swift-argument-parser, when they are only
    /// the options a person starts the program with, each once, in their plain form
    /// (`--no-hint`, `--scene NAME`, `--fps N`…) and in range; nil for anything else, which
    /// then goes through `parseAsRoot` as before (its errors, --help, the subcommands,
    /// `--fps=N`).
    ///
    /// Why: `parseAsRoot` builds the whole command tree by reflection and, looking for a
    /// completion-script request, parses the hidden commands too; at start-up that was a third
    /// of the instructions before the first frame, for arguments that are usually none.
    init?(quicklyParsing arguments: [String]) {
        var noPreferences = false, greetings: String?, scene: SceneEntry?
        let run = RunSettings(quicklyParsing: arguments) { option, next in
            switch option {
            case "--no-preferences": noPreferences = true
            case "--scene":
                guard let value = next(), let entry = SceneCatalog.named(value) else { return false }
                scene = entry
            case "--greetings":
                guard let value = next(), !value.isEmpty, !value.hasPrefix("-") else { return false }
                greetings = value
            default:
                return false
            }
            return true
        }
        guard let run else { return nil }
        (self.run, self.noPreferences, self.greetings, self.scene) = (run, noPreferences, greetings, scene)
    }

    init() {}
}

extension LaunchOptions {
    /// Sets what the options ask for, over what `configuration` had (the preferences'): a
    /// scene named, the flags given, the frame rate and the double-click interval (a greetings
    /// file is read by the caller, who says why it cannot be).
    func apply(to configuration: inout Configuration) {
        if let scene { configuration.scene = scene }
        run.apply(to: &configuration)
    }
}
