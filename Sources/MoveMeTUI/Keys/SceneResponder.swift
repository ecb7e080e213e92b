import MoveMeCore
import MoveMeTerminal

/// The scene's place in the key chain: its key commands (`Scene.keyCommands`), before the
/// program's. A key one of them takes counts as the user acting.
final class SceneResponder: KeyResponder {
    let scene: any Scene
    unowned let session: Session

    init(scene: any Scene, session: Session) {
        self.scene = scene
        self.session = session
    }

    var nextKeyResponder: KeyResponder? { session }

    func perform(_ key: Key, at time: Double) -> Bool {
        guard let input = Self.input(for: key),
              let command = scene.keyCommands.first(where: { $0.inputs.contains(input) }) else { return false }
        command.action(input, time)
        session.userDidAct()
        return true
    }

    /// A terminal key as scenes know keys; nil for one no scene takes.
    static func input(for key: Key) -> KeyCommand.Input? {
        switch key {
        case .character(let character): .character(character)
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .enter: .enter
        case .tab: .tab
        default: nil
        }
    }
}
