import MoveMeScenes
import MoveMeTerminal

/// What the command line says about how the program runs: MoveMe's options as plain values,
/// whether they came from swift-argument-parser's parse or from the quick one.
///
/// A type of its own so that the usual start (no arguments, or a few plain options) never makes
/// the `ParsableCommand`: its property wrappers, made with their names and help, were the
/// first use of ArgumentParser's generic types, and instantiating them scanned every protocol
/// conformance in the binary (0.35 million instructions before the first frame).
struct LaunchOptions: Equatable {
    var fps = 60
    var noColor = false
    var noHint = false
    var inspect = false
    var slow = false
    var noPreferences = false
    var greetings: String?
    var scene: SceneEntry?
    var doubleClickMilliseconds = 350
    /// `--graphics`; nil: the preference's.
    var graphics: GraphicsMode.Preference?

    static let fpsRange = 1...240
    static let doubleClickRange = 50...2000

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
        // A few arguments: seen ones kept in an array (a set of strings was one more generic
        // type, and one more scan of the conformances, before the first frame).
        var seen: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            guard !seen.contains(argument) else { return nil }
            seen.append(argument)
            switch argument {
            case "--no-color": noColor = true
            case "--no-hint": noHint = true
            case "--inspect": inspect = true
            case "--slow": slow = true
            case "--no-preferences": noPreferences = true
            case "--fps":
                guard let value = remaining.popFirst().flatMap(Self.plainNumber) else { return nil }
                fps = value
            case "--double-click-ms":
                guard let value = remaining.popFirst().flatMap(Self.plainNumber) else { return nil }
                doubleClickMilliseconds = value
            case "--scene":
                guard let value = remaining.popFirst(), let entry = SceneCatalog.named(value) else { return nil }
                scene = entry
            case "--graphics":
                guard let value = remaining.popFirst().flatMap(GraphicsMode.Preference.init(rawValue:)) else { return nil }
                graphics = value
            case "--greetings":
                guard let value = remaining.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
                greetings = value
            default:
                return nil
            }
        }
        // Out of range: `parseAsRoot` says so, in its words.
        guard Self.fpsRange.contains(fps), Self.doubleClickRange.contains(doubleClickMilliseconds) else { return nil }
    }

    init() {}

    /// Digits only, a few of them: what ArgumentParser reads as the same Int.
    private static func plainNumber(_ text: String) -> Int? {
        guard (1...6).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(text)
    }
}

extension LaunchOptions {
    /// Sets what the options ask for, over what `configuration` had (the preferences'): a
    /// scene named, the flags given, the frame rate and the double-click interval (a greetings
    /// file is read by the caller, who says why it cannot be).
    func apply(to configuration: inout Configuration) {
        if let scene { configuration.scene = scene }
        configuration.framesPerSecond = fps
        configuration.doubleTapInterval = Double(doubleClickMilliseconds) / 1000
        if slow { configuration.slowAnimations = true }
        if inspect { configuration.showsInspector = true }
        if noHint { configuration.showsHint = false }
    }
}
