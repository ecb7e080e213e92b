import MoveMeCore
import MoveMeStrings

/// One scene the program can show: its name (`--scene`), the key that switches to it, what it
/// is in a few words (`--help`), whether the mouse makes it more fingers than one, and how to
/// make it.
public struct SceneEntry: Sendable, Equatable {
    public let name: String
    public let key: Character
    /// What it is in a few words (`--help`), a text of the strings tables; nil for an
    /// application's one scene, which its name says.
    public let summary: TextKey?
    /// Alt-drag's second finger and the right button's pins (and their keys) go to the scene.
    /// Only a scene made for several fingers takes them: elsewhere the right button and Alt do
    /// nothing, as they always did (in MoveMe a second finger could only be refused).
    public let takesSecondFingers: Bool
    /// Whether the scene has a caption (`Scene.caption`), which takes the bottom row: the
    /// scene is made at the size it will be laid out at, not made and then resized.
    public let hasCaption: Bool
    private let maker: @Sendable (Configuration, Application, Int, Int, Double) -> any Scene

    public init(_ name: String, key: Character, summary: TextKey?, takesSecondFingers: Bool = false, hasCaption: Bool = true,
                maker: @escaping @Sendable (Configuration, Application, _ columns: Int, _ rows: Int, _ time: Double) -> any Scene) {
        self.name = name
        self.key = key
        self.summary = summary
        self.takesSecondFingers = takesSecondFingers
        self.hasCaption = hasCaption
        self.maker = maker
    }

    /// A new scene at its start, `columns` × `rows` cells, at `time`, as `configuration` sets
    /// the program up (the user's greetings, their double-click interval), in `application`,
    /// the program's one application, whose life cycle (an interruption) reaches every scene.
    public func make(_ configuration: Configuration, application: Application, columns: Int, rows: Int,
                     time: Double) -> any Scene {
        maker(configuration, application, columns, rows, time)
    }

    public static func == (a: SceneEntry, b: SceneEntry) -> Bool {
        a.name == b.name
    }
}
