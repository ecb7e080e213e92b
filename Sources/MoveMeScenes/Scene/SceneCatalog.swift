import MoveMeCore
import MoveMeStrings
import MoveMeRendering
import MoveMeDynamics

/// Every scene the program shows, in the order of their keys: MoveMe itself, the dynamics
/// chapter's three recipes, MoveMe's placard thrown with physics, and the touches scene
/// (several fingers, after Apple's Touches sample). A new scene is one line
/// here; `--scene`, the scene keys, the help and the bottom row follow from this list.
public enum SceneCatalog {
    public static let all: [SceneEntry] = [
        SceneEntry("moveme", key: "1", summary: "MoveMe itself", hasCaption: false) { settings, columns, rows, time in
            MoveMeApp(columns: columns, rows: rows, greetings: settings.greetings,
                      doubleTapInterval: settings.doubleTapInterval, time: time, application: settings.application)
        },
        recipe(.gravity, key: "2", summary: "the green square falls (UIKit Dynamics recipe 2.1)"),
        recipe(.collision, key: "3", summary: "two squares fall and stack, drag one to throw it (2.2)"),
        recipe(.boundary, key: "4", summary: "squares fade on an invisible line (2.2's delegate)"),
        recipe(.throw, key: "5", summary: "fling the placard and it snaps home"),
        SceneEntry("touches", key: "6", summary: "three tiles: multi-touch, exclusive, taps and swipes",
                   takesSecondFingers: true) {
            settings, columns, rows, time in
            TouchesScene(columns: columns, rows: rows, doubleTapInterval: settings.doubleTapInterval, time: time,
                         application: settings.application)
        },
    ]

    /// The scene shown when none is asked for.
    public static var standard: SceneEntry { all[0] }

    public static func named(_ name: String) -> SceneEntry? {
        all.first { $0.name == name }
    }

    /// The scene whose key this is, if any.
    public static func forKey(_ key: Character) -> SceneEntry? {
        all.first { $0.key == key }
    }

    /// The scene keys as the help and the bottom row name them: "1-5".
    public static var keyRange: String {
        "\(all.first!.key)-\(all.last!.key)"
    }

    /// The scenes for `--help` and the man page.
    public static var manual: String { manual(Strings(.english)) }
    public static func manual(_ strings: Strings) -> String {
        strings.format(.manualScenes, all.map { "\($0.name) (\($0.key)), \(summary(of: $0, strings))" }.joined(separator: "; "))
    }

    /// What a scene is in a few words, in the language of `strings` (its own `summary` is the
    /// English); a scene the tables do not know keeps its own.
    public static func summary(of entry: SceneEntry, _ strings: Strings) -> String {
        let keys: [String: TextKey] = ["moveme": .sceneMoveMe, "gravity": .sceneGravity, "collision": .sceneCollision,
                                       "boundary": .sceneBoundary, "throw": .sceneThrow, "touches": .sceneTouches]
        return keys[entry.name].map { strings[$0] } ?? entry.summary
    }

    private static func recipe(_ recipe: DynamicsScene.Recipe, key: Character, summary: String) -> SceneEntry {
        SceneEntry(recipe.rawValue, key: key, summary: summary) { settings, columns, rows, time in
            DynamicsScene(recipe, columns: columns, rows: rows, greetings: settings.greetings,
                          doubleTapInterval: settings.doubleTapInterval, time: time, application: settings.application)
        }
    }
}
