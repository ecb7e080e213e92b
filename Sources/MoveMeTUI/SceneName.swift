import MoveMeCore
import MoveMeDynamics

/// The scenes the program can show, in the order of their keys (`1` to `5`): MoveMe itself,
/// the dynamics chapter's three recipes, and MoveMe's placard thrown with physics.
public enum SceneName: String, CaseIterable, Sendable {
    case moveme, gravity, collision, boundary, `throw`

    /// The key that switches to it.
    public var key: Character {
        Character(String(Self.allCases.firstIndex(of: self)! + 1))
    }

    /// The scene whose key this is, if any.
    public init?(key: Character) {
        guard let number = key.wholeNumberValue, Self.allCases.indices.contains(number - 1) else { return nil }
        self = Self.allCases[number - 1]
    }
}

/// Makes scenes with the user's settings (their greetings, their double-click interval), so a
/// scene switched to takes them as the first one did, and with the program's one application,
/// whose life cycle (an interruption) reaches every scene made.
public struct SceneMaker {
    public var greetings: [String]
    public var doubleTapInterval: Double
    public let application: Application

    public init(greetings: [String] = Greetings.standard, doubleTapInterval: Double = TapCounter.standardInterval,
                application: Application = Application()) {
        self.greetings = greetings
        self.doubleTapInterval = doubleTapInterval
        self.application = application
    }

    /// A new scene at its start, `columns` × `rows` cells, at `time`.
    public func make(_ name: SceneName, columns: Int, rows: Int, time: Double) -> any Scene {
        switch name {
        case .moveme:
            MoveMeApp(columns: columns, rows: rows, greetings: greetings, doubleTapInterval: doubleTapInterval, time: time,
                      application: application)
        case .gravity, .collision, .boundary, .throw:
            DynamicsScene(DynamicsScene.Recipe(rawValue: name.rawValue)!, columns: columns, rows: rows,
                          greetings: greetings, doubleTapInterval: doubleTapInterval, time: time,
                          application: application)
        }
    }
}
