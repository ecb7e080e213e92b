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
    /// The right button and Alt from the keys, where a terminal does not report them; only in
    /// a scene that takes second fingers, whose help lists them (`fingerHelp`).
    static let pin = ProgramKey([.character("p")], help: nil) { session, _, time in
        session.togglePinFromKeys(at: time)
    }
    static let secondFinger = ProgramKey([.character("a")], help: nil) { session, _, _ in
        session.cycleSecondFingerMode()
    }
    static let fingerHelp = [HelpLine("p", "pin a finger where the mouse was, or lift it"),
                             HelpLine("a", "drag with two fingers: mirrored, together, off")]
    static let inspector = ProgramKey([.character("i")], help: HelpLine("i", "inspector"), item: "i inspector") { session, _, _ in
        session.toggleInspector()
    }
    static let slowAnimations = ProgramKey([.character("s")], help: HelpLine("s", "slow animations"), item: "s slow") {
        session, _, time in session.toggleSlowAnimations(at: time)
    }
    /// The Simulator's Shake Gesture (⌃⌘Z): shake to undo asks "Undo Paste?" when there is an
    /// edit to undo.
    static let shake = ProgramKey([.character("z")], help: HelpLine("z", "shake: undo the last edit"), item: "z shake") {
        session, _, time in session.shake(at: time)
    }
    static let help = ProgramKey([.character("?")], help: HelpLine("?", "this help"), item: "? help") {
        session, _, time in session.openHelp(at: time)
    }
    static let suspend = ProgramKey([.control("z")], help: HelpLine("ctrl-z", "suspend"), item: "^z suspend", beforeModal: true) {
        session, _, time in session.requestSuspend(at: time)
    }
    static let quit = ProgramKey([.character("q"), .escape], help: HelpLine("q, esc, ctrl-c", "quit"), item: "q quit") {
        session, _, time in session.quit(at: time)
    }
    /// Normally Ctrl-C arrives as SIGINT; this is for a terminal that sends the byte.
    static let interrupt = ProgramKey([.control("c")], help: nil, beforeModal: true) { session, _, time in
        session.quit(at: time)
    }

    static let all = [scenes, restart, pin, secondFinger, inspector, slowAnimations, shake, help, suspend, quit, interrupt]

    /// The program's items on every scene's bottom row, after the scene's own, in the order
    /// shown: quitting last, where a person looks for it, as on htop's bottom row.
    static var bottomRowItems: [String] { [scenes, restart, help, quit].compactMap(\.item) }

    /// The program's keys in the compact help, in a word each: their items ("r restart").
    static var compactHelpLines: [HelpLine] {
        all.compactMap { key in
            guard key.help != nil, let item = key.item, let space = item.firstIndex(of: " ") else { return nil }
            return HelpLine(String(item[..<space]), String(item[item.index(after: space)...]))
        }
    }

    /// The program's lines of the help, after the scene's.
    static var helpLines: [HelpLine] { all.compactMap(\.help) }

    /// The key that takes `key`, among `keys`.
    static func key(for key: Key, in keys: [ProgramKey]) -> ProgramKey? {
        keys.first { $0.keys.contains(key) }
    }

    /// The keys for `--help` and the man page: the placard's, then the program's, then the
    /// second fingers'.
    public static var manual: String {
        let lines = HelpLine.placardKeys + helpLines + fingerHelp.map { HelpLine($0.keys, $0.action + " (touches)") }
        return "Keys: " + lines.map { "\($0.keys): \($0.action)" }.joined(separator: "; ")
            + "; each scene's own keys are in its help (?)."
    }
}
