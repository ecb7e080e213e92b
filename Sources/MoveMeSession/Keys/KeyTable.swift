import MoveMeScenes
import MoveMeStrings
import MoveMeTerminal

/// The program's keys, in the order the help lists them: the one place they are named. The
/// key handling, the help box, the hint, the captions and `--help` are made from it (the
/// scene's own keys come from the scene: `Scene.keyCommands`), in the language of the
/// `Strings` they are given (English where none is).
///
/// A program of several scenes (MoveMe's `SceneCatalog`) has them all; an application of one
/// scene (`ApplicationScene`) has no scene keys and no restart: it has nothing to switch to,
/// and its delegate launches once (`keys(for:)`).
public enum KeyTable {
    /// The keys that switch to each of `catalogue`'s scenes.
    static func scenes(_ catalogue: [SceneEntry]) -> ProgramKey {
        ProgramKey(catalogue.map { .character($0.key) }, help: (SceneCatalog.keyRange(of: catalogue), .helpScenes),
                   item: .captionScenes, isOnBottomRow: true, names: catalogue.map(\.name).joined(separator: " ")) { session, key, time in
            guard case .character(let character) = key,
                  let entry = session.configuration.scenes.first(where: { $0.key == character }) else { return }
            session.switchScene(to: entry, at: time)
        }
    }
    static let scenes = scenes(SceneCatalog.all)
    static let restart = ProgramKey([.character("r")], help: ("r", .helpRestart), item: .captionRestart, isOnBottomRow: true) {
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
    static func fingerHelp(_ strings: Strings) -> [HelpLine] {
        [HelpLine("p", strings[.helpPin], short: strings[.shortPin]), HelpLine("a", strings[.helpSecondFinger], short: strings[.shortFingers])]
    }
    static let inspector = ProgramKey([.character("i")], help: ("i", .helpInspector), item: .itemInspector) { session, _, _ in
        session.toggleInspector()
    }
    static let slowAnimations = ProgramKey([.character("s")], help: ("s", .helpSlow), item: .itemSlow) {
        session, _, time in session.toggleSlowAnimations(at: time)
    }
    /// The Simulator's Shake Gesture (⌃⌘Z): shake to undo asks "Undo Paste?" when there is an
    /// edit to undo.
    static let shake = ProgramKey([.character("z")], help: ("z", .helpShake), item: .itemShake) {
        session, _, time in session.shake(at: time)
    }
    /// The Simulator's Simulate Memory Warning (also SIGUSR1): the application's low-memory
    /// warning, which every scene answers by releasing what it can make again.
    static let memoryWarning = ProgramKey([.character("w")], help: ("w", .helpMemoryWarning)) {
        session, _, time in session.receiveMemoryWarning(at: time)
    }
    static let help = ProgramKey([.character("?")], help: ("?", .helpThisHelp), item: .captionHelp, isOnBottomRow: true) {
        session, _, time in session.openHelp(at: time)
    }
    static let suspend = ProgramKey([.control("z")], help: ("ctrl-z", .helpSuspend), item: .itemSuspend, beforeModal: true) {
        session, _, time in session.requestSuspend(at: time)
    }
    static let quit = ProgramKey([.character("q"), .escape], help: ("q, esc, ctrl-c", .helpQuit), item: .captionQuit, isOnBottomRow: true) {
        session, _, time in session.quit(at: time)
    }
    /// Normally Ctrl-C arrives as SIGINT; this is for a terminal that sends the byte.
    static let interrupt = ProgramKey([.control("c")], help: nil, beforeModal: true) { session, _, time in
        session.quit(at: time)
    }

    /// MoveMe's keys.
    static let all = keys(for: SceneCatalog.all)

    /// The keys of a program whose scenes are `catalogue`: with scene keys and restart where
    /// there is more than one.
    static func keys(for catalogue: [SceneEntry]) -> [ProgramKey] {
        (catalogue.count > 1 ? [scenes(catalogue), restart] : [])
            + [pin, secondFinger, inspector, slowAnimations, shake, memoryWarning, help, suspend, quit, interrupt]
    }

    /// The program's items on every scene's bottom row, after the scene's own, in the order
    /// shown: quitting last, where a person looks for it, as on htop's bottom row.
    static var bottomRowItems: [String] { bottomRowItems(Strings(.english)) }
    static func bottomRowItems(_ strings: Strings, keys: [ProgramKey] = all) -> [String] {
        keys.filter(\.isOnBottomRow).compactMap { $0.item(strings) }
    }

    /// The program's keys in the compact help, in a word each: their items ("r restart").
    static func compactHelpLines(_ strings: Strings, keys: [ProgramKey] = all) -> [HelpLine] {
        keys.compactMap { key in
            guard key.help != nil, let item = key.item(strings), let space = item.firstIndex(of: " ") else { return nil }
            return HelpLine(String(item[..<space]), String(item[item.index(after: space)...]))
        }
    }

    /// The program's lines of the help, after the scene's.
    static var helpLines: [HelpLine] { helpLines(Strings(.english)) }
    static func helpLines(_ strings: Strings, keys: [ProgramKey] = all) -> [HelpLine] {
        keys.compactMap { $0.helpLine(strings) }
    }

    /// The key that takes `key`, among `keys`.
    static func key(for key: Key, in keys: [ProgramKey]) -> ProgramKey? {
        keys.first { $0.keys.contains(key) }
    }

    /// The keys for `--help` and the man page: the placard's, then the program's, then the
    /// second fingers'.
    public static var manual: String { manual(Strings(.english)) }
    public static func manual(_ strings: Strings) -> String {
        let lines = HelpLine.placardKeys(strings) + helpLines(strings)
            + fingerHelp(strings).map { HelpLine($0.keys, strings.format(.manualTouches, $0.action)) }
        return strings.format(.manualKeys, lines.map { "\($0.keys): \($0.action)" }.joined(separator: "; "))
    }
}
