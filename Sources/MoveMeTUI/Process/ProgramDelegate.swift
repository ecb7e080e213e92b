import Glibc
import MoveMeCore
import MoveMeScenes

/// The program's application delegate in the terminal: MoveMe's (it opens `moveme://` URLs)
/// and the keeper of the user defaults: it writes the preferences whenever the session asks
/// (`Effect.savePreferences`: a save due, and the one the session makes as the application
/// terminates, whichever way the program ends: q, a signal, the terminal gone).
public final class ProgramDelegate: MoveMeAppDelegate {
    /// The file the preferences live in (its `path` is nil with --no-preferences).
    public let store: PreferencesStore

    public init(store: PreferencesStore) {
        self.store = store
        super.init()
    }

    /// Writes the application's state from `values`: the greeting, the scene, the collision
    /// mode. Slow animations and the inspector stay as the file has them (they are the
    /// session's toggles; `moveme settings set` sets them), and so do keys a newer version
    /// wrote. A one-line warning on stderr when they cannot be written (while the program
    /// holds the terminal stderr is captured, and shown once it is restored).
    public func save(_ values: Preferences) {
        store.update {
            $0.greetingIndex = values.greetingIndex
            $0.scene = values.scene
            $0.collisionMode = values.collisionMode
        }
        guard let warning = store.save() else { return }
        var line = Array("moveme: \(warning)\n".utf8)
        _ = write(STDERR_FILENO, &line, line.count)
    }
}
