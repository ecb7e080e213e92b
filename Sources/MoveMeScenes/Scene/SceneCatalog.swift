import MoveMeStrings

/// Every scene the program shows, in the order of their keys: MoveMe itself, the dynamics
/// chapter's three recipes, MoveMe's placard thrown with physics, and the touches scene
/// (several fingers, after Apple's Touches sample). A new scene is one line here (with its
/// texts in the strings tables): `--scene`, the scene keys, `--help`, the preferences, the
/// `moveme://` URL, the help and the bottom row follow from this list.
public enum SceneCatalog {
    public static let all: [SceneEntry] = [
        SceneEntry("moveme", key: "1", summary: .sceneMoveMe, hasCaption: false) { configuration, application, columns, rows, time in
            MoveMeApp(columns: columns, rows: rows, greetings: configuration.greetings,
                      doubleTapInterval: configuration.doubleTapInterval, time: time, application: application)
        },
        recipe(.gravity, key: "2", summary: .sceneGravity),
        recipe(.collision, key: "3", summary: .sceneCollision),
        recipe(.boundary, key: "4", summary: .sceneBoundary),
        recipe(.throw, key: "5", summary: .sceneThrow),
        SceneEntry("touches", key: "6", summary: .sceneTouches, takesSecondFingers: true) {
            configuration, application, columns, rows, time in
            TouchesScene(columns: columns, rows: rows, doubleTapInterval: configuration.doubleTapInterval, time: time,
                         application: application)
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

    /// The scene keys as the help and the bottom row name them: "1-6".
    public static var keyRange: String { keyRange(of: all) }

    /// The keys of `scenes` as a range: "1-6"; one key alone.
    public static func keyRange(of scenes: [SceneEntry]) -> String {
        guard let first = scenes.first, let last = scenes.last else { return "" }
        return first == last ? String(first.key) : "\(first.key)-\(last.key)"
    }

    /// The scenes for `--help` and the man page.
    public static var manual: String { manual(Strings(.english)) }
    public static func manual(_ strings: Strings) -> String {
        strings.format(.manualScenes, all.map { "\($0.name) (\($0.key)), \(summary(of: $0, strings))" }.joined(separator: "; "))
    }

    /// What a scene is in a few words, in the language of `strings`.
    public static func summary(of entry: SceneEntry, _ strings: Strings) -> String {
        entry.summary.map { strings[$0] } ?? entry.name
    }

    private static func recipe(_ recipe: DynamicsScene.Recipe, key: Character, summary: TextKey) -> SceneEntry {
        SceneEntry(recipe.rawValue, key: key, summary: summary) { configuration, application, columns, rows, time in
            DynamicsScene(recipe, columns: columns, rows: rows, greetings: configuration.greetings,
                          doubleTapInterval: configuration.doubleTapInterval, time: time, application: application)
        }
    }
}
