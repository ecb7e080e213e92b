import MoveMeScenes
import MoveMeTerminal

/// How a program uses the terminal, as its command line says: the options every app on the
/// entry point takes (`--fps`, `--no-color`, `--no-hint`, `--inspect`, `--slow`,
/// `--double-click-ms`, `--graphics`), as plain values, whether ArgumentParser read them or the
/// quick parse did.
///
/// The quick parse is for the usual start (no arguments, or a few plain options): a command's
/// property wrappers, made with their names and help, are the first use of ArgumentParser's
/// generic types, and instantiating them scans every protocol conformance in the binary; its
/// parse of a root command builds the whole tree by reflection. For the Counter example, its
/// run from the start to a frame and `q` came to 22.1 M instructions through ArgumentParser and
/// 13.6 M without (callgrind, `--fps=30` against `--fps 30`).
public struct RunSettings: Equatable, Sendable {
    public var fps = 60
    public var noColor = false
    public var noHint = false
    public var inspect = false
    public var slow = false
    public var doubleClickMilliseconds = 350
    /// `--graphics`; nil: not given.
    public var graphics: GraphicsMode.Preference?

    public static let fpsRange = 1...240
    public static let doubleClickRange = 50...2000

    public init() {}

    /// The settings made from `arguments` without ArgumentParser, when they are only options in
    /// their plain form (`--no-hint`, `--fps N`…), each once and in range; `other` takes a
    /// program's own options (given one and what reads the next argument, false for one it
    /// does not know). Nil for anything else, which ArgumentParser then reads (its errors,
    /// `--help`, subcommands, `--fps=N`).
    public init?(quicklyParsing arguments: [String], other: (_ option: String, _ next: () -> String?) -> Bool = { _, _ in false }) {
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
            case "--fps":
                guard let value = remaining.popFirst().flatMap(Self.plainNumber) else { return nil }
                fps = value
            case "--double-click-ms":
                guard let value = remaining.popFirst().flatMap(Self.plainNumber) else { return nil }
                doubleClickMilliseconds = value
            case "--graphics":
                guard let value = remaining.popFirst().flatMap(GraphicsMode.Preference.init(rawValue:)) else { return nil }
                graphics = value
            default:
                guard other(argument, { remaining.popFirst() }) else { return nil }
            }
        }
        // Out of range: ArgumentParser says so, in its words.
        guard Self.fpsRange.contains(fps), Self.doubleClickRange.contains(doubleClickMilliseconds) else { return nil }
    }

    /// Digits only, a few of them: what ArgumentParser reads as the same Int.
    private static func plainNumber(_ text: String) -> Int? {
        guard (1...6).contains(text.utf8.count), text.utf8.allSatisfy({ (48...57).contains($0) }) else { return nil }
        return Int(text)
    }

    /// Sets what the options ask for over `configuration`: the frame rate, the double-click
    /// interval and the flags given (`noColor` and `graphics` are the terminal's, read where it
    /// is set up).
    public func apply(to configuration: inout Configuration) {
        configuration.framesPerSecond = fps
        configuration.doubleTapInterval = Double(doubleClickMilliseconds) / 1000
        if slow { configuration.slowAnimations = true }
        if inspect { configuration.showsInspector = true }
        if noHint { configuration.showsHint = false }
    }
}
