import MoveMeCore
import MoveMeScenes
import MoveMeTerminal

/// The scene's place in the key chain, as UIKit sends key commands: the first responder of the
/// scene's window and each responder after it (`Responder.keyCommands`), then the scene's own
/// (`Scene.keyCommands`), before the program's. A key one of them takes counts as the user
/// acting.
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
              let command = (responderChainCommands + scene.keyCommands).first(where: { $0.inputs.contains(input) })
        else { return false }
        command.action(input, time)
        session.userDidAct()
        return true
    }

    /// The key commands of the window's first responder and the responders after it, nearest
    /// first.
    private var responderChainCommands: [KeyCommand] {
        var commands: [KeyCommand] = []
        var responder = scene.window.firstResponder
        while let current = responder {
            commands += current.keyCommands
            responder = current.next
        }
        return commands
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
