import MoveMeCore
import MoveMeTerminal

/// The program's keys, in the order the help lists them: the one place they are named. The
/// key handling, the help box, the hint, the captions and `--help` are made from it (the
/// scene's own keys come from the scene: `Scene.keyCommands`).
public enum KeyTable {
    static let scenes = ProgramKey(
        SceneCatalog.all.map { .character($0.key) },
        help: HelpLine(SceneCatalog.keyRange, "scene: " + SceneCatalog.all.map(\.name).joined(separator: " ")),
        item: "\(SceneCatalog.keyRange) scenes"
    ) { session, key, time in
        guard case .character(let character) = key, let entry = SceneCatalog.forKey(character) else { return }
        session.switchScene(to: entry, at: time)
    }
    static let restart = ProgramKey([.character("r")], help: HelpLine("r", "restart the scene"), item: "r restart") {
        session, _, time in session.restartScene(at: time)
    }
    static let inspector = ProgramKey([.character("i")], help: HelpLine("i", "inspector")) { session, _, _ in
        session.toggleInspector()
    }
    static let slowAnimations = ProgramKey([.character("s")], help: HelpLine("s", "slow animations")) {
        session, _, time in session.toggleSlowAnimations(at: time)
    }
    /// The Simulator's Shake Gesture (⌃⌘Z): shake to undo asks "Undo Paste?" when there is an
    /// edit to undo.
    static let shake = ProgramKey([.character("z")], help: HelpLine("z", "shake: undo the last edit")) {
        session, _, time in session.shake(at: time)
    }
    static let help = ProgramKey([.character("?")], help: HelpLine("?", "this help"), item: "? help") {
        session, _, time in session.openHelp(at: time)
    }
    static let suspend = ProgramKey([.control("z")], help: HelpLine("ctrl-z", "suspend"), beforeModal: true) {
        session, _, time in session.requestSuspend(at: time)
    }
    static let quit = ProgramKey([.character("q"), .escape], help: HelpLine("q, esc, ctrl-c", "quit"), item: "q quit") {
        session, _, _ in session.quit()
    }
    /// Normally Ctrl-C arrives as SIGINT; this is for a terminal that sends the byte.
    static let interrupt = ProgramKey([.control("c")], help: nil, beforeModal: true) { session, _, _ in
        session.quit()
    }

    static let all = [scenes, restart, inspector, slowAnimations, shake, help, suspend, quit, interrupt]

    /// The program's lines of the help, after the scene's.
    static var helpLines: [HelpLine] { all.compactMap(\.help) }

    /// The key that takes `key`, among `keys`.
    static func key(for key: Key, in keys: [ProgramKey]) -> ProgramKey? {
        keys.first { $0.keys.contains(key) }
    }

    /// The keys for `--help` and the man page: the placard's, then the program's.
    public static var manual: String {
        let lines = HelpLine.placardKeys + helpLines
        return "Keys: " + lines.map { "\($0.keys): \($0.action)" }.joined(separator: "; ")
            + "; each scene's own keys are in its help (?)."
    }
}
